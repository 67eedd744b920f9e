"""The menu of what may be done now: every choice the current step offers, each with the exact
action it sends, its price and consequence, and — when it is not allowed — the reason, so a
player sees the certificate limit or the 60% rule before clicking, not after.

Every choice is probed with ``Game.trial`` (the engine processes it on a copy): a choice is
enabled exactly when the engine accepts it, and the figures shown (a sale's price drop, a
dividend's share-price move, a train's cost to the president) are read off the resulting state,
never recomputed here.  The common refusals get a sentence of their own before the probe (cash,
certificate limit, holding limit); anything else shows the engine's own refusal.

Tile lays, tokens and routes are chosen on the map (engine.play.lay, tokens, routes); the menu
names them in ``map_types`` and offers their "skip" choice.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.actions import wire
from engine.entities import DEPOT, POOL, corp_key, id_of, kind_of
from engine.errors import IllegalAction
from engine.i18n import joined, msg
from engine.i18n import money as i18n_money
from engine.play import refusal
from engine.rounds.auction import WaterfallAuction
from engine.rounds.stock import BuySellParShares
from engine.scratch import AuctionScratch, OperatingScratch, StockScratch
from engine.views import round_label

if TYPE_CHECKING:
    from engine.game import Game
    from engine.rounds.base import Step
    from engine.state import State

#: action types chosen by clicking on the map, not in the menu
MAP_TYPES = ("lay_tile", "place_token", "run_routes")


@dataclass(frozen=True)
class Param:
    """A value the player picks before acting: a number in a range, or one of ``options``."""

    field: str  # the action field it fills ("price", "share_price")
    label: str
    minimum: int = 0
    maximum: int = 0
    default: Any = 0
    step: int = 1
    options: tuple[tuple[str, Any], ...] = ()  # (label, value): a choice list instead of a number


@dataclass(frozen=True)
class Group:
    """How the menu presents a group of choices: its heading, the verb of its button, where it
    stands among the groups, and whether a lone choice of it may be what Enter does (an
    allow-list: a group that spends money or gives something away never may, and a group
    nobody described is never the default either).  The core's groups are ``GROUPS``; a title
    describes its own by handing ``choice`` a dict of these fields instead of a group name."""

    id: str
    heading: str  # translatable (``msg``): the desktop shows it localised
    verb: str = ""  # the button's verb (translatable); "" for the desktop's neutral one
    order: int = 1000  # groups are listed by it (then in the order the builders gave them)
    may_default: bool = False
    verb_fixed: str = ""  # the verb when the choice has no value to pick ("" : ``verb``)


def _group(gid: str, heading: str, verb: str, order: int, may_default: bool = False, verb_fixed: str = "") -> Group:
    return Group(gid, heading, verb, order, may_default, verb_fixed)


#: the core's groups, in menu order (a title's own groups fit in between by ``order``)
GROUPS: dict[str, Group] = {
    g.id: g
    for g in (
        _group("bid", msg("Private companies"), msg("Bid"), 10, verb_fixed=msg("Buy")),
        _group("buy", msg("Buy a certificate"), msg("Buy"), 20),
        _group("par", msg("Start a corporation"), msg("Par"), 30, may_default=True),
        _group("sell", msg("Sell certificates"), msg("Sell"), 40),
        _group("company", msg("Buy a private company"), msg("Buy"), 80),
        _group("dividend", msg("Dividend"), msg("Confirm"), 110, may_default=True),
        _group("train", msg("Buy a train"), msg("Buy"), 120),
        _group("discard", msg("Too many trains"), msg("Discard"), 130),
        _group("merge", msg("Merger"), msg("Merge"), 140),
        _group("assign", msg("Tokens"), msg("Convert"), 160),
        _group("bankrupt", msg("Bankruptcy"), msg("Declare"), 170),
        _group("pass", msg("Pass"), msg("Pass"), 180, may_default=True),
        _group("close", msg("Close a private company"), msg("Close"), 190, may_default=True),
    )
}


def group_of(group: str | Group | dict[str, Any]) -> Group:
    """A choice's group: a core one by name, a title's own from its description (a dict of
    ``Group``'s fields: titles do not import the play layer), or an undescribed one (headed
    by its name, listed last, never the default)."""
    if isinstance(group, Group):
        return group
    if isinstance(group, dict):
        return Group(**group)
    return GROUPS.get(group) or Group(group, group.capitalize())


@dataclass(frozen=True)
class Choice:
    key: str  # stable name: "buy:MC:ipo", "sell:MC:20", "par:MC", "pass"
    group: str  # buy, sell, par, bid, company, train, dividend, merge, pass, ... (``Group.id``)
    label: str
    action: dict  # the action sent (its ``param`` field holds the default)
    enabled: bool = True
    reason: str = ""  # why not, when not enabled
    detail: str = ""  # the consequence: "price 70 → 60", "J1 adds $40"
    param: Param | None = None
    more: tuple[Param, ...] = ()  # further values picked from lists (1833NE: a home city)
    heading: str = ""  # the group's heading (translatable)
    verb: str = ""  # the button's verb (translatable; "": the desktop's neutral one)
    order: int = 1000  # the group's place in the menu
    may_default: bool = False  # a lone choice of this group may be what Enter does

    def action_with(self, value: Any = None, more: dict[str, Any] | None = None) -> dict:
        """The action with the player's value for ``param`` (its default when None) and for
        each of ``more`` (field -> value; the defaults for those not given)."""
        out = dict(self.action)
        if self.param is not None:
            out[self.param.field] = self.param.default if value is None else value
        for p in self.more:
            out[p.field] = (more or {}).get(p.field, p.default)
        return out


@dataclass(frozen=True)
class Menu:
    round_label: str
    step: str
    actor: str | None  # entity key of whoever the step waits for
    actor_name: str
    player_name: str  # who sits at the table for it
    facts: tuple[str, ...] = ()  # cash, certificates, treasury, obligations
    choices: tuple[Choice, ...] = ()
    map_types: tuple[str, ...] = ()
    finished: bool = False

    def choice(self, key: str) -> Choice:
        for c in self.choices:
            if c.key == key:
                return c
        raise KeyError(key)

    def enabled(self) -> list[Choice]:
        return [c for c in self.choices if c.enabled]


def money(n: int) -> str:
    """An amount as the game writes money (engine.i18n's current currency)."""
    return i18n_money(n)


# ------------------------------------------------------------------------------------- probing


@dataclass
class Probe:
    """Each choice's trial, once.  ``untried``: no trial at all, every choice the prechecks pass
    is offered (a computer player's search: it tries its pick and takes the next on a refusal;
    a choice's consequence text is then read off the state before it, so it says nothing true).
    ``cancel`` (a search under a time budget) is polled before each trial: once it says so, the
    choices left are offered untried."""

    game: Game
    cache: dict[str, tuple[Any, str]] = field(default_factory=dict)
    cancel: Callable[[], bool] | None = None
    untried: bool = False

    def __call__(self, action: dict) -> tuple[State | None, str]:
        """(the state after ``action``, "") or (None, the engine's refusal)."""
        if not self.untried and self.cancel is not None and self.cancel():
            self.untried = True
        if self.untried:
            return self.game.state, ""
        key = repr(sorted(action.items()))
        if key not in self.cache:
            try:
                self.cache[key] = (self.game.trial(action), "")
            except IllegalAction as exc:
                self.cache[key] = (None, refusal(exc) or msg("The engine refuses this"))
        return self.cache[key]


def probed_choice(
    probe: Probe,
    key: str,
    group: str | Group | dict[str, Any],
    label: str,
    action: dict,
    *,
    reason: str = "",
    detail: Any = None,
    param: Param | None = None,
    more: tuple[Param, ...] = (),
) -> Choice:
    """A choice probed through the engine: ``reason`` (a precheck) wins; else the engine decides;
    ``detail(after_state) -> str`` describes the consequence of an accepted choice; ``group``:
    see ``group_of``."""
    full = dict(action)
    if param is not None:
        full[param.field] = param.default
    for p in more:
        full[p.field] = p.default
    g = group_of(group)
    verb = g.verb_fixed if param is None and g.verb_fixed else g.verb
    shown = (g.heading, verb, g.order, g.may_default)
    if reason:
        return Choice(key, g.id, label, full, False, reason, "", param, more, *shown)
    after, refusal = probe(full)
    if after is None:
        return Choice(key, g.id, label, full, False, refusal, "", param, more, *shown)
    text = detail(after) if callable(detail) else (detail or "")
    return Choice(key, g.id, label, full, True, "", text, param, more, *shown)


# ------------------------------------------------------------------------------------- the menu


def menu(game: Game, cancel: Callable[[], bool] | None = None, *, untried: bool = False) -> Menu:
    """Everything the acting entity (and whoever may act beside it: the president raising cash,
    the privates it owns) may do now.  ``cancel``, ``untried``: see ``Probe`` (the desktop
    passes neither: its menu is always whole and tried)."""
    s = game.state
    rnd = s.round

    if s.finished or rnd is None:
        return Menu(round_label(s), msg("Game over"), None, "", "", finished=True)
    step = rnd.active_step(s)
    ent = step.current_entity(s) if step else None
    if step is None or ent is None:
        return Menu(round_label(s), "", None, "", "")
    probe = Probe(game, cancel=cancel, untried=untried)
    player = s.owner_player(ent)
    choices: list[Choice] = []
    map_types: list[str] = []
    facts = list(_facts(s, ent))
    if kind_of(ent) == "player" and hasattr(step, "committed") and (held := step.committed(ent)):
        # bids are paid only when won, but the cash behind them is not free for other bids
        facts.insert(
            1, msg("Committed to bids {amount} (free {cash})", amount=money(held), cash=money(s.cash(ent) - held))
        )
    actors = [ent]
    if kind_of(ent) in ("corp", "minor"):
        if player:
            actors.append(player)
    if kind_of(ent) in ("corp", "minor", "player"):  # (a player's private may act in its turn: 1893's FdSD)
        actors += s.title.presentation.acting_companies(s, ent)
    for actor in actors:
        types = list(rnd.actions_for(s, actor))
        if actor == ent and types and hasattr(step, "candidate_shares"):
            # a stock turn: list every certificate, the ones out of reach greyed with the reason
            types += [t for t in ("buy_shares", "par", "sell_shares") if t not in types]
        for t in types:
            if t in MAP_TYPES:
                if t not in map_types:
                    map_types.append(t)
                continue
            builders = s.title.presentation.menu_builders()
            own = builders.get(f"{t}:{kind_of(actor)}") or builders.get(t)
            if own is not None:  # a title's own action type: it words the choices, we probe them
                got = own(s, step, actor, lambda *a, _p=probe, **k: probed_choice(_p, *a, **_with_param(k)))
                if got is not None:  # (None: this step's choices are the common ones)
                    choices += got
                    continue
            builder = _BUILDERS.get(t)
            if builder is not None:
                choices += builder(s, step, actor, probe)
    if any(t == "sell_shares" for t in rnd.actions_for(s, player or ent)) and kind_of(ent) in ("corp", "minor"):
        facts += _emergency_facts(s, ent)
    return Menu(
        round_label(s),
        step.description,
        ent,
        s.name_of(ent),
        s.name_of(player) if player else "",
        tuple(facts),
        tuple(_ordered(choices, step.actions(s, ent))),
        tuple(map_types),
    )


def _with_param(kwargs: dict) -> dict:
    """A title's builder gives a choice's value to pick as a dict of ``Param``'s fields (titles
    do not import the play layer)."""
    out = dict(kwargs)
    if isinstance(out.get("param"), dict):
        out["param"] = Param(**out["param"])
    if out.get("more"):
        out["more"] = tuple(Param(**p) if isinstance(p, dict) else p for p in out["more"])
    return out


def _ordered(choices: list[Choice], own: list[str] | tuple[str, ...] = ()) -> list[Choice]:
    """By their groups' ``order`` (a stable sort: within a group, as built), each key once; the
    step's ``own`` action types first (1893's Buy Trains lists its trains before the EVA another
    step offers beside it), a pass always after what can be done."""

    def rank(c: Choice) -> tuple[int, int]:
        late = c.group == "pass" or c.action.get("type") not in own
        return (1 if late else 0, c.order)

    seen: set[str] = set()
    out = []
    for c in sorted(choices, key=rank):
        if c.key not in seen:
            seen.add(c.key)
            out.append(c)
    return out


# ------------------------------------------------------------------------------------- facts


def _facts(s: State, ent: str) -> list[str]:
    kind = kind_of(ent)
    if kind == "player":
        pid = id_of(ent)
        out: list[str] = [
            msg("Cash {cash}", cash=money(s.cash(ent))),
            msg("Certificates {count} of {limit}", count=s.num_certs(pid), limit=s.cert_limit()),
        ]
        held = [f"{sym} {pct}%" for sym in sorted(s.corps) if (pct := s.percent_of(ent, sym))]
        if held:
            out.append(msg("Holds {shares}", shares=", ".join(held)))
        return out
    if kind in ("corp", "minor"):
        corp = s.entity(ent)
        trains = ", ".join(s.title.presentation.train_label(s, s.trains[t]) for t in corp.trains)
        limit = s.train_limit(ent)
        out = [
            msg("Treasury {cash}", cash=money(s.cash(ent))),
            msg("{count} of {limit} trains: {trains}", count=len(corp.trains), limit=limit, trains=trains)
            if trains
            else msg("No trains (limit {limit})", limit=limit),
        ]
        left = [t for t in corp.tokens if t.hex is None]
        if corp.tokens:
            if left and left[0].price:
                out.append(
                    msg(
                        "Tokens left {count} of {total} (next ${price})",
                        count=len(left),
                        total=len(corp.tokens),
                        price=left[0].price,
                    )
                )
            else:
                out.append(msg("Tokens left {count} of {total}", count=len(left), total=len(corp.tokens)))
        if corp.share_price is not None:
            out.append(msg("Share price {price}", price=money(s.price_of(corp.sym))))
        return out
    return []


def _emergency_facts(s: State, ent: str) -> list[str]:
    """A company that must buy a train it cannot pay for: what the president can add."""
    if not s.title.trains.must_buy_train(s, ent):
        return []
    cheapest = s.min_depot_train()
    if cheapest is None:
        return []
    price = s.train_price(cheapest)
    short = price - s.cash(ent)
    if short <= 0:
        return [
            msg(
                "Must buy a train: the cheapest is the {train} for {price}",
                train=s.title.presentation.train_label(s, cheapest),
                price=money(price),
            )
        ]
    owner = s.entity(ent).owner
    out: list[str] = [
        msg(
            "Must buy a train: the {train} costs {price}, {amount} more than the treasury",
            train=s.title.presentation.train_label(s, cheapest),
            price=money(price),
            amount=money(short),
        )
    ]
    if owner:
        out.append(msg("{player} has {cash} in cash", player=s.name_of(owner), cash=money(s.cash(owner))))
        if s.cash(owner) < short:
            out.append(
                msg(
                    "{player} must sell shares to raise {amount}",
                    player=s.name_of(owner),
                    amount=money(short - s.cash(owner)),
                )
            )
    return out


# ------------------------------------------------------------------------------------- builders


def _pass(s: State, step: Step, actor: str, probe: Probe) -> list[Choice]:
    labels = {
        "Bid on Companies": msg("Pass"),
        "Buy or Sell Shares": msg("Pass (end my turn)") if step_current(s) else msg("Pass"),
        "Lay Track": msg("Skip the tile lay"),
        "Place a Token": msg("Do not place a token"),
        "Buy Trains": msg("Buy no (more) trains"),
        "Buy Companies": msg("Buy no company"),
    }
    auc = step._active_auction() if hasattr(step, "_active_auction") else None
    label = (
        msg("Pass (leave the auction for {company})", company=auc[0])
        if auc
        else labels.get(step.description, msg("Pass"))
    )
    label = getattr(step, "pass_label", None) or label  # a title's step names its own pass
    action = {**wire(actor), "type": "pass"}

    def spills(after: State) -> str:  # what else the pass does: said before anyone passes
        from engine.play.spill import pass_consequences

        return joined(list(pass_consequences(s, action, after)), "; ")

    return [probed_choice(probe, "pass", "pass", label, action, detail=spills)]


def step_current(s: State) -> bool:
    """The player has bought or sold this turn (passing then ends the turn, not the round)."""
    data = s.round.data
    return isinstance(data, StockScratch) and bool(data.current_actions)


def _bid(s: State, step: Step, actor: str, probe: Probe) -> list[Choice]:
    if not isinstance(step, WaterfallAuction):  # (a title's own auction has its own builder)
        return []
    out = []
    auc = step._active_auction() if hasattr(step, "_active_auction") else None
    names = [auc[0]] if auc else list(getattr(step, "companies", []))
    for sym in names:
        c = s.companies[sym]
        low = step.min_bid(s, sym)
        high = step.max_bid(s, actor, sym)
        bids = step.bids.get(sym, []) if hasattr(step, "bids") else []
        shown = ", ".join(f"{s.name_of(who)} {money(p)}" for who, p in sorted(bids, key=lambda b: -b[1]))
        face = money(c.value)
        base = {**wire(actor), "type": "bid", "company": sym}
        if step.may_purchase(sym):
            out.append(
                probed_choice(
                    probe,
                    f"buy:{sym}",
                    "bid",
                    msg("Buy {name} ({company}) for {price}", name=c.name, company=sym, price=money(low)),
                    {**base, "price": low},
                    reason=""
                    if high >= low
                    else msg("It costs {price}; you have {cash} free", price=money(low), cash=money(high)),
                    detail=msg("face value {value}; bids on it: {bids}", value=face, bids=shown)
                    if shown
                    else msg("face value {value}", value=face),
                )
            )
            continue
        reason = (
            ""
            if high >= low
            else msg(
                "The minimum bid is {price}; you have {cash} not committed to other bids",
                price=money(low),
                cash=money(high),
            )
        )
        param = Param("price", msg("Bid"), low, max(low, high), low, 5)
        detail = (
            msg("face value {value}; bids: {bids}", value=face, bids=shown)
            if shown
            else msg("face value {value}; no bids yet", value=face)
        )
        label = msg("Bid on {name} ({company})", name=c.name, company=sym)
        out.append(probed_choice(probe, f"bid:{sym}", "bid", label, base, reason=reason, detail=detail, param=param))
    return out


def _par(s: State, step: Step, actor: str, probe: Probe) -> list[Choice]:
    out = []
    data = s.round.data
    pending = data.pending_par if isinstance(data, AuctionScratch) else []
    cells = sorted(s.mkt.par_cells(), key=lambda c: -s.mkt.price(c))
    if pending:  # a private's buyer sets its corporation's par price (free certificate)
        target = s.title.privates.president_share_of(s, s.companies[pending[0]])
        syms = [target.corp] if target else []
    else:
        syms = [sym for sym in s.corps if s.title.stock.can_par(s, sym, actor)]
    for sym in syms:
        pct = s.presidents_share(sym).percent
        per = pct // s.share_percent(sym)
        opts = []
        for cell in cells:
            cost = s.mkt.price(cell) * per
            if not pending and cost > s.cash(actor):
                continue
            price = money(s.mkt.price(cell))
            label = price if pending else msg("{price} (costs {cost})", price=price, cost=money(cost))
            opts.append((label, s.mkt.name(cell)))
        base = {**wire(actor), "type": "par", "corporation": sym}
        name = s.corps[sym].name
        if not opts:
            low = min(s.mkt.price(c) for c in cells) * per
            out.append(
                probed_choice(
                    probe,
                    f"par:{sym}",
                    "par",
                    msg("Start {name} ({corporation})", name=name, corporation=sym),
                    base,
                    reason=msg(
                        "The cheapest par costs {price}; you have {cash}", price=money(low), cash=money(s.cash(actor))
                    ),
                )
            )
            continue
        param = Param("share_price", msg("Par price"), options=tuple(opts), default=opts[0][1])
        more = tuple(Param(**p) for p in s.title.presentation.par_params(s, sym))
        reason = _limit_reason(s, step, actor, sym, pct) if not pending else ""
        if more and not all(p.options for p in more):
            reason = reason or msg("{corporation} cannot be started now", corporation=sym)
        out.append(
            probed_choice(
                probe,
                f"par:{sym}",
                "par",
                msg(
                    "Start {name} ({corporation}): buy the {percent}% president's certificate",
                    name=name,
                    corporation=sym,
                    percent=pct,
                )
                if not pending
                else msg("Set the par price of {name} ({corporation})", name=name, corporation=sym),
                base,
                reason=reason,
                param=param,
                more=more,
                detail=s.title.presentation.par_detail(s, sym),
            )
        )
    return out


def _limit_reason(s: State, step: Step, actor: str, sym: str, pct: int) -> str:
    """The common reasons a player may not take a certificate, in words."""
    if isinstance(step, BuySellParShares) and step.bought(s):
        return msg("You have already bought this turn")
    if not s.title.stock.can_trade_corp(s, sym):
        return msg(
            "{corporation} certificates cannot be traded yet (phase {phase})", corporation=sym, phase=s.phase_name
        )
    if hasattr(step, "sold_corp") and step.sold_corp(s, actor, sym):
        return msg("You sold {corporation} this round: you cannot buy it back", corporation=sym)
    if not s.holding_ok(actor, sym, pct):
        return msg(
            "You would hold {percent} of {corporation}; the limit is {limit}%",
            percent=f"{s.percent_of(actor, sym) + pct}%",
            corporation=sym,
            limit=s.econ.max_ownership_percent,
        )
    pid = id_of(actor)
    if s.num_certs(pid) >= s.cert_limit() and s.counts_for_limit(sym):
        return msg("Certificate limit: you hold {count} of {limit}", count=s.num_certs(pid), limit=s.cert_limit())
    return ""


def _buy_shares(s: State, step: Step, actor: str, probe: Probe) -> list[Choice]:
    out = []
    for sym, corp in s.corps.items():
        if corp.closed or not corp.ipoed:
            continue
        for src in (corp_key(sym), POOL):
            certs = [sh for sh in s.shares_of(src, sym) if sh.buyable and not (src != POOL and sh.president)]
            if not certs:
                continue
            if src == POOL and kind_of(actor) == "player" and any(x.president for x in certs):
                out += _director_from_pool(s, step, actor, sym, probe)
                certs = [x for x in certs if not x.president]
                if not certs:
                    continue
            sh = min(certs, key=lambda x: (x.percent, x.index))
            price = s.bundle_price([sh])
            base = {**wire(actor), "type": "buy_shares", "shares": [sh.id], "percent": sh.percent}
            reason = _limit_reason(s, step, actor, sym, sh.percent)
            if not reason and s.cash(actor) < price:
                reason = msg("It costs {price}; you have {cash}", price=money(price), cash=money(s.cash(actor)))
            key = f"buy:{sym}:{'ipo' if src != POOL else 'pool'}"
            out.append(
                probed_choice(
                    probe,
                    key,
                    "buy",
                    msg(
                        "Buy {percent} of {corporation} from the market for {price}",
                        percent=f"{sh.percent}%",
                        corporation=sym,
                        price=money(price),
                    )
                    if src == POOL
                    else msg(
                        "Buy {percent} of {corporation} from the IPO for {price}",
                        percent=f"{sh.percent}%",
                        corporation=sym,
                        price=money(price),
                    ),
                    base,
                    reason=reason,
                    detail=_float_detail(s, sym),
                )
            )
            # NdM-style trade-in: a larger pool certificate bought by handing in a smaller one
            if src == POOL:
                for mine in s.holder_shares(actor):
                    if mine.corp == sym and mine.percent < sh.percent:
                        out.append(
                            probed_choice(
                                probe,
                                f"swap:{sym}",
                                "buy",
                                msg(
                                    "Buy {percent} of {corporation} from the market handing in your {handed}%",
                                    percent=f"{sh.percent}%",
                                    corporation=sym,
                                    handed=mine.percent,
                                ),
                                {**base, "swap": mine.id},
                                detail=lambda after, a=actor: msg(
                                    "you pay {amount}", amount=money(s.cash(a) - after.cash(a))
                                ),
                            )
                        )
                        break
    return out


def _director_from_pool(s: State, step: Step, actor: str, sym: str, probe: Probe) -> list[Choice]:
    """The president's certificate in the market (a corporation in receivership, 18GB): bought by
    a player handing one certificate of it in part payment; the engine decides who may."""
    pres = next(sh for sh in s.shares_of(POOL, sym) if sh.president)
    return [
        probed_choice(
            probe,
            f"buy:{sym}:director",
            "buy",
            msg(
                "Buy the president's {percent} certificate of {corporation} from the market",
                percent=f"{pres.percent}%",
                corporation=sym,
            ),
            {**wire(actor), "type": "buy_shares", "shares": [pres.id], "percent": pres.percent},
            reason=_limit_reason(s, step, actor, sym, 0),
            detail=lambda after, a=actor: msg(
                "you pay {amount} and hand in one certificate of {corporation}",
                amount=money(s.cash(a) - after.cash(a)),
                corporation=sym,
            ),
        )
    ]


def _float_detail(s: State, sym: str) -> Any:
    corp = s.corps[sym]
    if corp.floated:
        return ""
    floats = f"{sym} floats"

    def detail(after: State) -> str:
        """The engine's own note that it floats (its sentence, translated as the log shows it)."""
        if not after.corps[sym].floated:
            return ""
        return next((line for line in after.log[len(s.log) :] if line == floats), floats)

    return detail


def _sell_shares(s: State, step: Step, actor: str, probe: Probe) -> list[Choice]:
    if kind_of(actor) != "player":
        return []
    out = []
    for sym in sorted({sh.corp for sh in s.holder_shares(actor)}):
        for shares, pct in s.title.stock.bundles_for(s, actor, sym):
            price = s.bundle_price(shares, pct)
            action = {**wire(actor), "type": "sell_shares", "shares": [sh.id for sh in shares], "percent": pct}
            action.update(s.title.stock.sale_fields(s, shares, pct))  # (what the site's interface sends too)
            reason = ""
            if not s.title.stock.sale_timing_ok(s):
                reason = msg("No certificate may be sold in the first stock round")
            elif not s.pool_fits(sym, pct):
                reason = msg(
                    "The market may hold at most {percent} of {corporation}",
                    percent=f"{s.econ.market_share_limit}%",
                    corporation=sym,
                )
            elif not s.title.stock.can_dump(s, actor, shares):
                reason = msg("Nobody else holds enough of {corporation} to take the presidency", corporation=sym)

            def detail(after: State, sym: str = sym, pct: int = pct) -> str:
                old, new = money(s.price_of(sym)), money(after.price_of(sym))
                if after.in_receivership(corp_key(sym)) and not s.in_receivership(corp_key(sym)):
                    return msg(
                        "price {old_price} → {new_price}; {corporation} goes into receivership",
                        old_price=old,
                        new_price=new,
                        corporation=sym,
                    )
                if after.corps[sym].owner == s.corps[sym].owner:
                    if new != old:
                        return msg("price {old_price} → {new_price}", old_price=old, new_price=new)
                    return msg("price unchanged")
                player = after.name_of(after.corps[sym].owner)
                if new != old:
                    return msg(
                        "price {old_price} → {new_price}; {player} becomes president",
                        old_price=old,
                        new_price=new,
                        player=player,
                    )
                return msg("price unchanged; {player} becomes president", player=player)

            out.append(
                probed_choice(
                    probe,
                    f"sell:{sym}:{pct}",
                    "sell",
                    msg(
                        "Sell {percent} of {corporation} for {price}",
                        percent=f"{pct}%",
                        corporation=sym,
                        price=money(price),
                    ),
                    action,
                    reason=reason,
                    detail=detail,
                )
            )
    return out


def _buy_company(s: State, step: Step, actor: str, probe: Probe) -> list[Choice]:
    out = []
    if kind_of(actor) == "player":
        comps = step.purchasable_companies(s, actor) if hasattr(step, "purchasable_companies") else []
        for c in comps:
            hi = max(1, s.cash(actor))
            param = Param("price", msg("Price"), 1, hi, min(hi, c.value), 5)
            out.append(
                probed_choice(
                    probe,
                    f"company:{c.sym}",
                    "company",
                    msg("Buy {name} ({company}) from {entity}", name=c.name, company=c.sym, entity=s.name_of(c.owner)),
                    {**wire(actor), "type": "buy_company", "company": c.sym},
                    detail=msg("face value {value}; agree the price with its owner", value=money(c.value)),
                    param=param,
                )
            )
        return out
    for c in s.title.privates.purchasable_companies(s, actor):
        hi = min(c.max_price, s.cash(actor))
        base = {**wire(actor), "type": "buy_company", "company": c.sym}
        if hi < c.min_price:
            out.append(
                probed_choice(
                    probe,
                    f"company:{c.sym}",
                    "company",
                    msg("Buy {name} ({company})", name=c.name, company=c.sym),
                    base,
                    reason=msg(
                        "It costs at least {price}; the treasury has {cash}",
                        price=money(c.min_price),
                        cash=money(s.cash(actor)),
                    ),
                )
            )
            continue
        default = min(hi, c.value) if c.value >= c.min_price else c.min_price
        param = Param("price", msg("Price"), c.min_price, hi, default, 5)
        out.append(
            probed_choice(
                probe,
                f"company:{c.sym}",
                "company",
                msg("Buy {name} ({company}) from {entity}", name=c.name, company=c.sym, entity=s.name_of(c.owner)),
                base,
                detail=msg(
                    "{min_price}–{max_price}, face value {value}",
                    min_price=money(c.min_price),
                    max_price=money(c.max_price),
                    value=money(c.value),
                ),
                param=param,
            )
        )
    return out


def _dividend(s: State, step: Step, actor: str, probe: Probe) -> list[Choice]:
    out = []
    data = s.round.data
    revenue = data.revenue if isinstance(data, OperatingScratch) else 0
    sym = id_of(actor)
    names = {
        "payout": msg("Pay out {amount}", amount=money(revenue)),
        "withhold": msg("Withhold {amount}", amount=money(revenue)),
        "half": msg("Pay half of {amount}", amount=money(revenue)),
    }
    for kind in s.title.revenue.dividend_kinds(s, actor):

        def detail(after: State, kind: str = kind) -> str:
            parts = []
            corp = s.entity(actor)
            if corp.share_price is not None:
                old, new = money(s.price_of(sym)), money(after.price_of(sym))
                parts.append(
                    msg("price {old_price} → {new_price}", old_price=old, new_price=new)
                    if new != old
                    else msg("price unchanged")
                )
            gains = [
                msg(
                    "{player} +{amount}",
                    player=s.player[p].name,
                    amount=money(after.cash(f"player:{p}") - s.cash(f"player:{p}")),
                )
                for p in s.players
                if after.cash(f"player:{p}") > s.cash(f"player:{p}")
            ]
            treasury = after.cash(actor) - s.cash(actor)
            if treasury:
                parts.append(msg("treasury +{amount}", amount=money(treasury)))
            return joined(parts + gains, "; ")

        out.append(
            probed_choice(
                probe,
                f"dividend:{kind}",
                "dividend",
                names.get(kind, kind.capitalize()),
                {**wire(actor), "type": "dividend", "kind": kind},
                detail=detail,
            )
        )
    return out


def _buy_train(s: State, step: Step, actor: str, probe: Probe) -> list[Choice]:
    out = []
    seen: set[str] = set()
    owner = s.entity(actor).owner
    for tr in s.title.trains.buyable_trains(s, actor, step):
        base = {**wire(actor), "type": "buy_train", "train": tr.id, "variant": tr.name}
        price = s.train_price(tr)

        def detail(after: State, owner: str | None = owner) -> str:
            if owner and after.cash(owner) < s.cash(owner):
                return msg(
                    "{player} adds {amount}", player=s.name_of(owner), amount=money(s.cash(owner) - after.cash(owner))
                )
            return ""

        if tr.owner == DEPOT:
            if tr.name in seen:
                continue
            seen.add(tr.name)
            out.append(
                probed_choice(
                    probe,
                    f"train:{tr.name}",
                    "train",
                    msg("Buy a {train} train from the bank for {price}", train=tr.name, price=money(price)),
                    {**base, "price": price},
                    detail=detail,
                )
            )
            out += _trade_ins(s, actor, tr, base, probe)
            continue
        seller = s.name_of(tr.owner)
        if s.title.trains.face_value_only(s, actor, tr.owner):
            out.append(
                probed_choice(
                    probe,
                    f"train:{tr.id}",
                    "train",
                    msg("Buy {entity}'s {train} train for {price}", entity=seller, train=tr.name, price=money(price)),
                    {**base, "price": price},
                    detail=detail,
                )
            )
            continue
        lo, hi = s.title.trains.train_price_range(s, actor, tr)
        hi = max(lo, hi)
        out.append(
            probed_choice(
                probe,
                f"train:{tr.id}",
                "train",
                msg("Buy {entity}'s {train} train", entity=seller, train=tr.name),
                base,
                detail=msg("any price from {low} to {high}", low=money(lo), high=money(hi)),
                param=Param("price", msg("Price"), lo, hi, min(hi, max(lo, price)), 10),
            )
        )
    return out


def _trade_ins(s: State, actor: str, tr: Any, base: dict, probe: Probe) -> list[Choice]:
    """Buying ``tr`` from the bank with one of ``actor``'s trains in part exchange (game.toml
    ``trade_in``: the kinds taken and their credit), one choice per train it could hand in."""
    credits = dict(s.econ.train(tr.name).trade_in)
    data = s.round.data
    if not credits or (isinstance(data, OperatingScratch) and actor in data.traded_in):
        return []
    price = s.train_price(tr)
    out = []
    for tid in s.entity(actor).trains:
        old = s.trains[tid]
        if old.name not in credits:
            continue
        net = price - credits[old.name]
        out.append(
            probed_choice(
                probe,
                f"train:{tr.name}:trade:{tid}",
                "train",
                msg(
                    "Buy a {train} train for {price}, trading in the {old} train",
                    train=tr.name,
                    price=money(net),
                    old=old.name,
                ),
                {**base, "price": net, "exchange": tid},
                detail=msg(
                    "{amount} off for the {old} train, which goes to the bank",
                    amount=money(credits[old.name]),
                    old=old.name,
                ),
            )
        )
    return out


def _discard_train(s: State, step: Step, actor: str, probe: Probe) -> list[Choice]:
    if kind_of(actor) not in ("corp", "minor"):
        return []
    return [
        probed_choice(
            probe,
            f"discard:{tid}",
            "discard",
            msg("Discard the {train} train", train=s.trains[tid].name),
            {**wire(actor), "type": "discard_train", "train": tid},
            detail=msg("over the limit of {limit}", limit=s.train_limit(actor)),
        )
        for tid in s.entity(actor).trains
    ]


def _bankrupt(s: State, step: Step, actor: str, probe: Probe) -> list[Choice]:
    """Offered only when the engine would accept it (listing it greyed in every step is noise)."""
    c = probed_choice(
        probe,
        "bankrupt",
        "bankrupt",
        msg("Declare bankruptcy"),
        {**wire(actor), "type": "bankrupt"},
        detail=msg("the train cannot be paid for, even after selling every share allowed"),
    )
    return [c] if c.enabled else []


_BUILDERS = {
    "pass": _pass,
    "bid": _bid,
    "par": _par,
    "buy_shares": _buy_shares,
    "sell_shares": _sell_shares,
    "buy_company": _buy_company,
    "dividend": _dividend,
    "buy_train": _buy_train,
    "discard_train": _discard_train,
    "bankrupt": _bankrupt,
}

__all__ = ["Menu", "Choice", "Param", "menu", "MAP_TYPES", "money"]
