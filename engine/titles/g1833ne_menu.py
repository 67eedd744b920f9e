"""1833NE in the Actions dock (engine/play/menu.py asks ``Title.menu_builders``): every issue
and redemption with its price and the cash it moves, the emergency issue with the price it
leaves, each face of a train card, the ferries, and the Takeover round's offers with the value
given and received.  Each entry is probed through the engine (``choice``), so what is offered
is what the engine accepts."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.actions import wire
from engine.entities import DEPOT, POOL, corp_key, id_of
from engine.i18n import msg
from engine.titles import g1833ne_data as data

if TYPE_CHECKING:
    from engine.state import State


def _money(s: State, amount: int) -> str:
    return s.title.format_money(amount)


def _issue(s: State, step: Any, actor: str, choice: Callable[..., Any]) -> list[Any]:
    from engine.titles.g1833ne_rounds import NEBuyTrain

    title: Any = s.title
    sym = id_of(actor)
    mine = [sh.id for sh in s.shares_of(corp_key(sym), sym) if not sh.president]
    out = []
    if isinstance(step, NEBuyTrain):
        if not title.must_buy_train(s, actor) or s.cash(actor) >= title._faces_needed(s)[1]:
            return []
        for n, total in enumerate(title.emergency_proceeds(s, sym), start=1):
            label = msg(
                "Issue {count} shares in an emergency ({amount}; the price falls to {price})",
                count=n,
                amount=_money(s, total),
                price=_money(s, title.price_at(s, title.col(s, sym) - n)),
            )
            action = {**wire(actor), "type": "sell_shares", "shares": mine[:n], "percent": 10 * n}
            out.append(choice(f"issue:{n}", "sell", label, action))
        return out
    each = title.issue_price(s, sym)
    for n in range(1, title.issue_limit(s, sym) + 1):
        label = msg(
            "Issue {count} shares at {price} each ({amount} to the treasury; the price stays {now})",
            count=n,
            price=_money(s, each),
            amount=_money(s, each * n),
            now=_money(s, s.price_of(sym)),
        )
        action = {**wire(actor), "type": "sell_shares", "shares": mine[:n], "percent": 10 * n}
        out.append(choice(f"issue:{n}", "sell", label, action))
    return out


def _redeem(s: State, step: Any, actor: str, choice: Callable[..., Any]) -> list[Any]:
    title: Any = s.title
    sym = id_of(actor)
    pool = [sh.id for sh in s.shares_of(POOL, sym)]
    each = title.redeem_price(s, sym)
    return [
        choice(
            f"redeem:{n}",
            "buy",
            msg(
                "Redeem {count} shares at {price} each ({amount})",
                count=n,
                price=_money(s, each),
                amount=_money(s, each * n),
            ),
            {**wire(actor), "type": "buy_shares", "shares": pool[:n], "percent": 10 * n},
        )
        for n in range(1, len(pool) + 1)
    ]


def _ferry(s: State, step: Any, actor: str, choice: Callable[..., Any]) -> list[Any]:
    title: Any = s.title
    return [
        choice(
            f"ferry:{h}",
            "company",
            msg("Buy the ferry of {hex} for {price}", hex=h, price=_money(s, data.FERRY_PRICE)),
            {**wire(actor), "type": "buy_special", "hex": h},
        )
        for h in title.ferries_unsold(s)
    ]


def _buy_train(s: State, step: Any, actor: str, choice: Callable[..., Any]) -> list[Any]:
    out = []
    seen: set[str] = set()
    for tr in s.title.buyable_trains(s, actor, step):
        if tr.owner == DEPOT:
            if tr.name in seen:
                continue
            seen.add(tr.name)
            for face in data.faces()[tr.name]:
                out.append(
                    choice(
                        f"train:{tr.name}:{face.name}",
                        "train",
                        msg(
                            "Buy a {train} train from the bank for {price}",
                            train=face.name,
                            price=_money(s, face.price),
                        ),
                        {**wire(actor), "type": "buy_train", "train": tr.id, "price": face.price, "variant": face.name},
                    )
                )
            continue
        face_name = s.flags["faces"].get(tr.id) or tr.name
        price = max(1, min(s.cash(actor), data.faces()[tr.name][0].price))
        out.append(
            choice(
                f"train:{tr.id}",
                "train",
                msg(
                    "Buy {entity}'s {train} train for {price}",
                    entity=s.name_of(tr.owner),
                    train=face_name,
                    price=_money(s, price),
                ),
                {**wire(actor), "type": "buy_train", "train": tr.id, "price": price, "variant": face_name},
            )
        )
    return out


def _merge(s: State, step: Any, actor: str, choice: Callable[..., Any]) -> list[Any]:
    from engine.titles.g1833ne_takeover import offer_value, targets

    out = []
    buyer = id_of(actor)
    for target in targets(s, buyer):
        value, got = offer_value(s, buyer, target)
        for payment in ("cash", "shares"):
            out.append(
                choice(
                    f"merge:{target}:{payment}",
                    "merge",
                    msg(
                        "Take over {target}: its shares are worth {amount}, paid in {payment}",
                        target=target,
                        amount=_money(s, value),
                        payment=payment,
                    ),
                    {**wire(actor), "type": "merge", "corporation": target, "payment": payment},
                    detail=msg(
                        "{corporation} receives {amount} in treasury and trains",
                        corporation=buyer,
                        amount=_money(s, got),
                    ),
                )
            )
    return out


def _choose(s: State, step: Any, actor: str, choice: Callable[..., Any]) -> list[Any]:
    offer = s.round.data.get("offer") or {}
    buyer = offer.get("buyer", "")
    return [
        choice(
            "choose:accept",
            "merge",
            msg("Accept {corporation}'s offer", corporation=buyer),
            {**wire(actor), "type": "choose", "choice": "accept"},
        ),
        choice(
            "choose:refuse",
            "merge",
            msg("Refuse {corporation}'s offer", corporation=buyer),
            {**wire(actor), "type": "choose", "choice": "refuse"},
        ),
    ]


MENU_BUILDERS: dict[str, Callable[..., list[Any]]] = {
    "sell_shares:corp": _issue,
    "buy_shares:corp": _redeem,
    "buy_special": _ferry,
    "buy_train": _buy_train,
    "merge": _merge,
    "choose": _choose,
}
