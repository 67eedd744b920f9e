"""1833NE in the Actions dock (engine/play/menu.py asks ``PresentationPolicy.menu_builders``): every issue
and redemption with its price and the cash and certificates it moves, the emergency issue with
the price it leaves, each face of a train card beside the other one, the ferries with what they
earn, the Takeover round's offers with what is given and what is received and whether the target
may refuse, and a Takeover corporation's home city when it is started.  Each entry is probed
through the engine (``choice``), so what is offered is what the engine accepts; the figures
after an action are read off the probed state."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.actions import wire
from engine.entities import DEPOT, POOL, corp_key, id_of
from engine.i18n import joined, msg
from engine.titles.g1833ne import data
from engine.titles.g1833ne.protocol import rules
from engine.titles.g1833ne.rounds import NEBuyTrain
from engine.titles.g1833ne.scratch import flags, takeover
from engine.titles.g1833ne.takeover import (
    city_id,
    home_options,
    is_variable,
    may_refuse,
    offer_value,
    outstanding,
    payment_plan,
    targets,
)

if TYPE_CHECKING:
    from engine.rounds.base import Step
    from engine.state import State

#: 1833NE's own groups of the Actions menu (``engine.play.menu.Group``'s fields): heading, the
#: button's verb, place among the core's groups; none may be what Enter does alone (each spends
#: money or gives something away)
ISSUE = {"id": "issue", "heading": msg("Issue shares"), "verb": msg("Issue"), "order": 50}
REDEEM = {"id": "redeem", "heading": msg("Redeem shares"), "verb": msg("Redeem"), "order": 60}
FERRY = {"id": "ferry", "heading": msg("Buy a ferry"), "verb": msg("Buy"), "order": 90}
FERRY_DOUBLE = {"id": "ferry_double", "heading": msg("Double a ferry"), "verb": msg("Choose"), "order": 100}
TAKEOVER = {"id": "takeover", "heading": msg("Takeover"), "verb": msg("Confirm"), "order": 150}


def _money(s: State, amount: int) -> str:
    return s.title.presentation.format_money(amount)


def _shares_moved(s: State, sym: str) -> Callable[[State], str]:
    """The treasury and the market before and after an issue or a redemption."""
    key = corp_key(sym)

    def detail(after: State) -> str:
        return msg(
            "treasury {old} → {new}; {corporation} in the market {old_percent} → {new_percent}",
            old=_money(s, s.cash(key)),
            new=_money(s, after.cash(key)),
            corporation=sym,
            old_percent=f"{s.percent_of(POOL, sym)}%",
            new_percent=f"{after.percent_of(POOL, sym)}%",
        )

    return detail


def _issue(s: State, step: Step, actor: str, choice: Callable[..., Any]) -> list[Any]:
    title: Any = s.title
    sym = id_of(actor)
    mine = [sh.id for sh in s.shares_of(corp_key(sym), sym) if not sh.president]
    out = []
    if isinstance(step, NEBuyTrain):
        if not title.trains.must_buy_train(s, actor) or s.cash(actor) >= title._faces_needed(s)[1]:
            return []
        for n, total in enumerate(title.emergency_proceeds(s, sym), start=1):
            amount, after = _money(s, total), _money(s, title.price_at(s, title.col(s, sym) - n))
            label = (
                msg("Issue 1 share in an emergency ({amount}; the price falls to {price})", amount=amount, price=after)
                if n == 1
                else msg(
                    "Issue {count} shares in an emergency ({amount}; the price falls to {price})",
                    count=n,
                    amount=amount,
                    price=after,
                )
            )
            action = {**wire(actor), "type": "sell_shares", "shares": mine[:n], "percent": 10 * n}
            out.append(choice(f"issue:{n}", ISSUE, label, action, detail=_emergency_detail(s, sym)))
        return out
    each = title.issue_price(s, sym)
    for n in range(1, title.issue_limit(s, sym) + 1):
        price, amount, now = _money(s, each), _money(s, each * n), _money(s, s.price_of(sym))
        label = (
            msg(
                "Issue 1 share at {price} ({amount} to the treasury; the price stays {now})",
                price=price,
                amount=amount,
                now=now,
            )
            if n == 1
            else msg(
                "Issue {count} shares at {price} each ({amount} to the treasury; the price stays {now})",
                count=n,
                price=price,
                amount=amount,
                now=now,
            )
        )
        action = {**wire(actor), "type": "sell_shares", "shares": mine[:n], "percent": 10 * n}
        out.append(choice(f"issue:{n}", ISSUE, label, action, detail=_shares_moved(s, sym)))
    return out


def _emergency_detail(s: State, sym: str) -> Callable[[State], str]:
    """The treasury after the emergency issue beside the faces of the card it must buy."""
    key = corp_key(sym)

    def detail(after: State) -> str:
        cheap, dear = rules(s)._faces_needed(s)
        return msg(
            "treasury {old} → {new}; the cheapest card costs {cheap} or {dear}",
            old=_money(s, s.cash(key)),
            new=_money(s, after.cash(key)),
            cheap=_money(s, cheap),
            dear=_money(s, dear),
        )

    return detail


def _redeem(s: State, step: Step, actor: str, choice: Callable[..., Any]) -> list[Any]:
    title: Any = s.title
    sym = id_of(actor)
    pool = [sh.id for sh in s.shares_of(POOL, sym)]
    each = title.redeem_price(s, sym)
    now = _money(s, s.price_of(sym))
    out = []
    for n in range(1, len(pool) + 1):
        label = (
            msg(
                "Redeem 1 share at {price} ({amount} from the treasury; the price stays {now})",
                price=_money(s, each),
                amount=_money(s, each),
                now=now,
            )
            if n == 1
            else msg(
                "Redeem {count} shares at {price} each ({amount} from the treasury; the price stays {now})",
                count=n,
                price=_money(s, each),
                amount=_money(s, each * n),
                now=now,
            )
        )
        action = {**wire(actor), "type": "buy_shares", "shares": pool[:n], "percent": 10 * n}
        out.append(choice(f"redeem:{n}", REDEEM, label, action, detail=_shares_moved(s, sym)))
    return out


def _place(s: State, hex_id: str) -> str:
    name = s.board.defn.hexes[hex_id].name if hex_id in s.board.defn.hexes else ""
    return msg("{city} ({hex})", city=name, hex=hex_id) if name else hex_id


def _ferry(s: State, step: Step, actor: str, choice: Callable[..., Any]) -> list[Any]:
    title: Any = s.title
    sym = id_of(actor)

    def detail(after: State, h: str) -> str:
        value = rules(after).ferry_values(after, sym).get(h, 0)
        return msg(
            "each of {corporation}'s routes stopping in {city} earns {amount} more now (ferry and New bonus)",
            corporation=sym,
            city=_place(s, h),
            amount=_money(s, value),
        )

    return [
        choice(
            f"ferry:{h}",
            FERRY,
            msg("Buy the ferry of {hex} for {price}", hex=_place(s, h), price=_money(s, data.FERRY_PRICE)),
            {**wire(actor), "type": "buy_special", "hex": h},
            detail=lambda after, h=h: detail(after, h),
        )
        for h in title.ferries_unsold(s)
    ]


def _p5_assign(s: State, step: Step, actor: str, choice: Callable[..., Any]) -> list[Any]:
    """P5's ferry, one choice per ferry its corporation holds: the president names it, for good."""
    title: Any = s.title
    op = step.operator(s) if hasattr(step, "operator") else None
    if id_of(actor) != "P5" or op is None:
        return []
    sym = id_of(op)

    def detail(after: State, h: str) -> str:
        value = rules(after).ferry_values(after, sym).get(h, 0)
        return msg(
            "each of {corporation}'s routes stopping in {city} earns {amount} from it now; P5 cannot be reassigned",
            corporation=sym,
            city=_place(s, h),
            amount=_money(s, value),
        )

    return [
        choice(
            f"p5:{h}",
            FERRY_DOUBLE,
            msg("P5 doubles the ferry of {hex}", hex=_place(s, h)),
            {**wire(actor), "type": "assign", "target": h, "target_type": "hex"},
            detail=lambda after, h=h: detail(after, h),
        )
        for h in title.p5_ferries(s, sym)
    ]


def _president_adds(s: State, actor: str, price: int) -> str:
    """What the president pays of a card the treasury cannot pay (facts §6: the difference; read
    here, not off the probe, whose state may already be the next operating round's)."""
    owner = s.entity(actor).owner
    short = price - s.cash(actor)
    if owner and short > 0:
        return msg("{player} adds {amount}", player=s.name_of(owner), amount=_money(s, short))
    return ""


def _buy_train(s: State, step: Step, actor: str, choice: Callable[..., Any]) -> list[Any]:
    """A card from the bank once per face, each saying the other face: the face is chosen at
    purchase for good (facts §3).  Another corporation's train keeps its face and goes for any
    price from $1 to the buyer's treasury (assumption train_trade)."""
    out = []
    seen: set[str] = set()
    for tr in s.title.trains.buyable_trains(s, actor, step):
        if tr.owner == DEPOT:
            if tr.name in seen:
                continue
            seen.add(tr.name)
            faces = data.faces()[tr.name]
            for face in faces:
                others = [f for f in faces if f is not face]

                def detail(after: State, others: list[Any] = others, price: int = face.price) -> str:
                    parts = [
                        msg(
                            "the other face: {train} for {price}; the face chosen is kept for good",
                            train=o.name,
                            price=_money(s, o.price),
                        )
                        for o in others
                    ]
                    return joined([*parts, *filter(None, [_president_adds(s, actor, price)])], "; ")

                label = (
                    msg(
                        "Buy the phase-{card} card as a {train} train for {price}",
                        card=tr.name,
                        train=face.name,
                        price=_money(s, face.price),
                    )
                    if others
                    else msg(
                        "Buy a {train} train from the bank for {price}", train=face.name, price=_money(s, face.price)
                    )
                )
                out.append(
                    choice(
                        f"train:{tr.name}:{face.name}",
                        "train",
                        label,
                        {**wire(actor), "type": "buy_train", "train": tr.id, "price": face.price, "variant": face.name},
                        detail=detail,
                    )
                )
            continue
        face_name = flags(s).faces.get(tr.id) or tr.name
        high = max(1, s.cash(actor))
        out.append(
            choice(
                f"train:{tr.id}",
                "train",
                msg("Buy {entity}'s {train} train", entity=s.name_of(tr.owner), train=face_name),
                {**wire(actor), "type": "buy_train", "train": tr.id, "variant": face_name},
                detail=msg(
                    "any price from {low} to {high}; its {train} face stays",
                    low=_money(s, 1),
                    high=_money(s, high),
                    train=face_name,
                ),
                param={
                    "field": "price",
                    "label": msg("Price"),
                    "minimum": 1,
                    "maximum": high,
                    "default": min(high, data.faces()[tr.name][0].price),
                    "step": 5,
                },
            )
        )
    return out


# ====================================================================== the Takeover round
def _given(s: State, buyer: str, target: str, payment: str) -> str:
    """What the offer gives the target's holders: cash, or the buyer's shares (their value) and
    the rest in cash; or why it cannot be paid."""
    plan = payment_plan(s, buyer, target, payment)
    units = sum(sh.percent // 10 for sh in outstanding(s, target))
    price = s.price_of(target)
    if isinstance(plan, str):
        return ""
    cash = sum(c for c, _ in plan.values())
    shares = sum(len(g) for _, g in plan.values())
    bought = (
        msg("1 share of {target} at {price}", target=target, price=_money(s, price))
        if units == 1
        else msg("{count} shares of {target} at {price} each", count=units, target=target, price=_money(s, price))
    )
    if not shares:
        return msg("gives {amount} in cash for {shares}", amount=_money(s, cash), shares=bought)
    own = s.price_of(buyer)
    if shares == 1:
        return msg(
            "gives 1 {corporation} share worth {value} and {amount} in cash for {shares}",
            corporation=buyer,
            value=_money(s, own),
            amount=_money(s, cash),
            shares=bought,
        )
    return msg(
        "gives {count} {corporation} shares worth {value} ({price} each) and {amount} in cash for {shares}",
        count=shares,
        corporation=buyer,
        value=_money(s, shares * own),
        price=_money(s, own),
        amount=_money(s, cash),
        shares=bought,
    )


def _received(s: State, buyer: str, target: str) -> str:
    """What the acquirer receives: the target's treasury, trains (with their faces), tokens,
    ferries and privates, and one more train of limit (facts §7)."""
    tcorp = s.corps[target]
    trains = [s.title.presentation.train_label(s, s.trains[t]) for t in tcorp.trains]
    tokens = [t.hex for t in tcorp.tokens if t.hex is not None]
    ferries = [_place(s, h) for h, owner in flags(s).ferries.items() if owner == target]
    privates = [c.sym for c in s.companies.values() if c.owner == tcorp.key and not c.closed]
    parts = [msg("treasury {cash}", cash=_money(s, s.cash(tcorp.key)))]
    parts.append(msg("trains {trains}", trains=", ".join(trains)) if trains else msg("no train"))
    if tokens:
        parts.append(msg("tokens in {hexes}", hexes=", ".join(tokens)))
    if ferries:
        parts.append(msg("ferries of {hexes}", hexes=", ".join(ferries)))
    if privates:
        parts.append(msg("privates {companies}", companies=", ".join(privates)))
    return msg(
        "{corporation} receives {assets}, and one more train of limit",
        corporation=buyer,
        assets=joined(parts, ", "),
    )


def _refusal(s: State, target: str) -> str:
    if may_refuse(s, target):
        return msg("{target} may refuse: it has a train that is not obsolete", target=target)
    return msg("{target} cannot refuse: it has no train but obsolete ones", target=target)


def offer_detail(s: State, buyer: str, target: str, payment: str) -> str:
    return joined(
        [x for x in (_given(s, buyer, target, payment), _received(s, buyer, target), _refusal(s, target)) if x], "; "
    )


def _merge(s: State, step: Step, actor: str, choice: Callable[..., Any]) -> list[Any]:
    out = []
    buyer = id_of(actor)
    for target in targets(s, buyer):
        value, _ = offer_value(s, buyer, target)
        for payment in ("cash", "shares"):
            label = (
                msg(
                    "Take over {target}: its shares are worth {amount}, paid in cash",
                    target=target,
                    amount=_money(s, value),
                )
                if payment == "cash"
                else msg(
                    "Take over {target}: its shares are worth {amount}, paid in {corporation} shares",
                    target=target,
                    amount=_money(s, value),
                    corporation=buyer,
                )
            )
            out.append(
                choice(
                    f"merge:{target}:{payment}",
                    TAKEOVER,
                    label,
                    {**wire(actor), "type": "merge", "corporation": target, "payment": payment},
                    detail=offer_detail(s, buyer, target, payment),
                )
            )
    return out


def _choose(s: State, step: Step, actor: str, choice: Callable[..., Any]) -> list[Any]:
    offer = takeover(s).offer
    buyer, target, payment = (offer.buyer, offer.target, offer.payment) if offer else ("", "", "cash")
    accept = (
        joined([x for x in (_given(s, buyer, target, payment), _received(s, buyer, target)) if x], "; ")
        if buyer and target
        else ""
    )
    return [
        choice(
            "choose:accept",
            TAKEOVER,
            msg("Accept {corporation}'s offer", corporation=buyer),
            {**wire(actor), "type": "choose", "choice": "accept"},
            detail=accept,
        ),
        choice(
            "choose:refuse",
            TAKEOVER,
            msg("Refuse {corporation}'s offer", corporation=buyer),
            {**wire(actor), "type": "choose", "choice": "refuse"},
            detail=msg("{target} stays as it is", target=target),
        ),
    ]


# ====================================================================== a Takeover corporation's home
def home_param(s: State, sym: str) -> list[dict[str, Any]]:
    """The home city a Takeover corporation must name when it is started: every city space it
    may launch in, the cheaper first, each with its home token's price (facts §1)."""
    if sym not in s.corps or not is_variable(s, sym):
        return []
    options = []
    for h, stop, price in sorted(home_options(s, sym), key=lambda o: (o[2], o[0], o[1])):
        cities = s.board.tile_at(h).cities
        where = _place(s, h)
        if len(cities) > 1:  # (Boston, Montreal, New Bedford & Plymouth: which of its cities)
            where = msg("{city}, city {number}", city=where, number=cities.index(stop) + 1)
        label = (
            msg("{city}: home token {price}", city=where, price=_money(s, price))
            if price <= 80
            else msg(
                "{city}: home token {price}, par at least {least}",
                city=where,
                price=_money(s, price),
                least=_money(s, 60),
            )
        )
        options.append((label, city_id(s, h, stop)))
    return [
        {
            "field": "city",
            "label": msg("Home city"),
            "options": tuple(options),
            "default": options[0][1] if options else "",
        }
    ]


def home_detail(s: State, sym: str) -> str:
    if sym not in s.corps or not is_variable(s, sym):
        return ""
    return msg(
        "a Takeover corporation: pick its home city; the treasury pays its token, {cheap} in a grey hex or one without track, {dear} elsewhere",
        cheap=_money(s, 80),
        dear=_money(s, 120),
    )


MENU_BUILDERS: dict[str, Callable[..., list[Any]]] = {
    "sell_shares:corp": _issue,
    "buy_shares:corp": _redeem,
    "buy_special": _ferry,
    "assign:company": _p5_assign,
    "buy_train": _buy_train,
    "merge": _merge,
    "choose": _choose,
}
