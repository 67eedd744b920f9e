"""18GB's steps in the Actions menu: the auction of every private at once (with the £10 cut when
everyone passes), the pars (a tier-2 corporation refused in SR1 with its reason), the
conversion to ten shares (voluntary in a stock round, the emergency one in the train step: its
price drop and the capital it raises), closing a private (``choose_ability``, any owner, at any
moment of an operating round and from SR2), and the train purchases at 18GB's prices.

The engine probes every choice (``choice`` is engine.play.menu's probed constructor): these
builders only word the choices and read their consequences off the state after them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.actions import wire
from engine.entities import DEPOT, id_of, kind_of
from engine.i18n import joined, money, msg
from engine.titles.g18gb.rounds import GBAuction, GBBuySellParShares
from engine.titles.g18gb.scratch import flags

if TYPE_CHECKING:
    from engine.rounds.base import Step
    from engine.state import State

Choice = Callable[..., Any]

#: 18GB's own group of the Actions menu (``engine.play.menu.Group``'s fields); a lone
#: conversion may be what Enter does (it spends nothing: the new shares go to the treasury)
CONVERT = {
    "id": "convert",
    "heading": msg("Convert to ten shares"),
    "verb": msg("Convert"),
    "order": 70,
    "may_default": True,
}

#: what closing a private unlocks for the corporations its owner directs (fact sheet §3.2)
UNLOCKS = {
    "LB": msg("LB's owner may still start only LNWR until LNWR is started"),
    "AF": msg("then one extra tile in Perth ({hex}) for a corporation its owner directs", hex="I2"),
    "GN": msg("then one token in York ({hex}) for a corporation its owner directs", hex="I14"),
    "SD": msg("then +{amount} for each route counting Middlesbrough ({hex})", amount="£10", hex="J13"),
    "LM": msg("then +{amount} for each route stopping at Liverpool ({hex})", amount="£30", hex="E14"),
    "LS": msg("then one extra tile in Leicester ({hex}) for a corporation its owner directs", hex="H21"),
    "TV": msg("then the Severn tile in {hex} without its {amount} cost", hex="C22", amount="£50"),
    "MC": msg("then one token in Carlisle ({hex}) for a corporation its owner directs", hex="H9"),
    "CH": msg("then +{amount} for each route stopping at Holyhead ({hex})", amount="£20", hex="C14"),
}


def _param(field: str, label: str, low: int, high: int, default: int, step: int) -> dict[str, Any]:
    """A number to pick, as the menu's ``Param`` fields."""
    return {"field": field, "label": label, "minimum": low, "maximum": high, "default": default, "step": step}


def _money(s: State, n: int) -> str:
    return money(n)


# ---------------------------------------------------------------------------------- auction
def bid_choices(s: State, step: Step, actor: str, choice: Choice) -> list[Any]:
    """One bid per unsold private: the minimum (face value less the cuts, or the high bid plus
    £5), the bids so far, and the cut when every player passed without bidding on it."""
    if not isinstance(step, GBAuction):
        return []
    out = []
    for sym in getattr(step, "companies", []):
        c = s.companies[sym]
        low = step.min_bid(s, sym)
        high = step.max_bid(s, actor, sym)
        bids = sorted(step.bids.get(sym, []), key=lambda b: -b[1])
        parts = [msg("face value {value}", value=_money(s, c.value))]
        if c.discount:
            parts.append(
                msg(
                    "cut by {amount} as everyone passed: now {price}",
                    amount=_money(s, c.discount),
                    price=_money(s, c.min_bid),
                )
            )
        if bids:
            shown = ", ".join(f"{s.name_of(who)} {_money(s, p)}" for who, p in bids)
            parts.append(msg("bids: {bids}", bids=shown))
        else:
            parts.append(msg("no bids yet"))
        reason = (
            ""
            if high >= low
            else msg(
                "The minimum bid is {price}; you have {cash} not committed to other bids",
                price=_money(s, low),
                cash=_money(s, high),
            )
        )
        out.append(
            choice(
                f"bid:{sym}",
                "bid",
                msg("Bid on {name} ({company})", name=c.name, company=sym),
                {**wire(actor), "type": "bid", "company": sym},
                reason=reason,
                detail=joined(parts, "; "),
                param=_param("price", msg("Bid"), low, max(low, high), low, s.econ.min_bid_increment),
            )
        )
    return out


def pass_choices(s: State, step: Step, actor: str, choice: Choice) -> list[Any] | None:
    """The auction's pass says what a round of passes does; other steps' passes are the common
    ones."""
    if not hasattr(step, "all_passed"):
        return None
    return [
        choice(
            "pass",
            "pass",
            msg("Pass"),
            {**wire(actor), "type": "pass"},
            detail=msg(
                "when every player has passed in a row, each private with a bid goes to its highest bidder "
                "and each without one costs {amount} less",
                amount=_money(s, 10),
            ),
        )
    ]


# ---------------------------------------------------------------------------------- pars
def par_choices(s: State, step: Step, actor: str, choice: Choice) -> list[Any]:
    """Every corporation not yet started: the par prices the player can pay, or why not (a tier-2
    corporation in SR1, LNWR and the LB owner)."""
    rules: Any = s.title
    cells = sorted(s.mkt.par_cells(), key=lambda c: -s.mkt.price(c))
    out = []
    for sym, corp in s.corps.items():
        if corp.ipoed or corp.closed:
            continue
        base = {**wire(actor), "type": "par", "corporation": sym}
        pct = s.presidents_share(sym).percent
        per = pct // s.share_percent(sym)
        tier = flags(s).tiers.get(sym, 1)
        label = msg(
            "Start {name} ({corporation}, tier {tier}): buy the {percent} director's certificate",
            name=corp.name,
            corporation=sym,
            tier=tier,
            percent=f"{pct}%",
        )
        refusal = rules.par_refusal(s, sym, actor)
        opts = [
            (
                msg("{price} (costs {cost})", price=_money(s, s.mkt.price(c)), cost=_money(s, s.mkt.price(c) * per)),
                s.mkt.name(c),
            )
            for c in cells
            if s.mkt.price(c) * per <= s.cash(actor)
        ]
        if not refusal and not opts:
            low = min(s.mkt.price(c) for c in cells) * per
            refusal = msg(
                "The cheapest par costs {price}; you have {cash}", price=_money(s, low), cash=_money(s, s.cash(actor))
            )
        shares = 100 // s.share_percent(sym)
        detail = msg(
            "{shares} shares; it floats at {percent} sold and then receives {shares} × the share price",
            shares=shares,
            percent=f"{rules.stock.float_percent(s, sym)}%",
        )
        param = (
            {"field": "share_price", "label": msg("Par price"), "options": tuple(opts), "default": opts[0][1]}
            if opts
            else None
        )
        out.append(choice(f"par:{sym}", "par", label, base, reason=refusal or "", detail=detail, param=param))
    return out


# ---------------------------------------------------------------------------------- conversion
def _conversion_detail(s: State, sym: str, player: str | None) -> Callable[[State], str]:
    """What a conversion did, read off the state after it: the price drop, the capital, the
    tokens added and the player's holding halved."""

    def detail(after: State) -> str:
        old, new = _money(s, s.price_of(sym)), _money(s, after.price_of(sym))
        parts = [
            msg("price {old_price} → {new_price}", old_price=old, new_price=new)
            if old != new
            else msg("price unchanged at {price}", price=new)
        ]
        capital = after.cash(f"corp:{sym}") - s.cash(f"corp:{sym}")
        if capital:
            parts.append(msg("{corporation} receives {amount}", corporation=sym, amount=_money(s, capital)))
        tokens = len(after.corps[sym].tokens) - len(s.corps[sym].tokens)
        if tokens == 1:
            parts.append(msg("one more token at {price}", price=_money(s, 50)))
        elif tokens:
            parts.append(msg("{count} more tokens at {price}", count=tokens, price=_money(s, 50)))
        if player:
            parts.append(
                msg(
                    "your {old} becomes {new}",
                    old=f"{s.percent_of(player, sym)}%",
                    new=f"{after.percent_of(player, sym)}%",
                )
            )
        parts.append(msg("five new {percent} shares go to the market", percent="10%"))
        return joined(parts, "; ")

    return detail


def convert_sr_choices(s: State, step: Step, actor: str, choice: Choice) -> list[Any]:
    """The director's voluntary conversion in a stock round (2 steps down), for each 5-share
    corporation the player directs; the ones not allowed yet say why."""
    if not isinstance(step, GBBuySellParShares):
        return []
    out = []
    for sym, corp in s.corps.items():
        if corp.closed or corp.owner != actor or s.share_percent(sym) != 20:
            continue
        reason = ""
        if not corp.operated:
            reason = msg("{corporation} has not operated yet", corporation=sym)
        elif step.current(s):
            reason = msg("Convert first in your turn, before buying or selling")
        elif step.converted(s):
            reason = msg("Only one conversion per turn")
        out.append(
            choice(
                f"convert:{sym}",
                CONVERT,
                msg("Convert {corporation} into a 10-share corporation", corporation=sym),
                {**wire(actor), "type": "choose", "choice": f"convert_{sym}"},
                reason=reason,
                detail=_conversion_detail(s, sym, actor),
            )
        )
    return out


def convert_emergency_choices(s: State, step: Step, actor: str, choice: Choice) -> list[Any]:
    """The emergency conversion of a trainless 5-share short of the cheapest bank train (3 steps
    down); afterwards it must buy a bank train if it can pay the dearest on offer."""
    sym = id_of(actor)
    detail = _conversion_detail(s, sym, None)
    return [
        choice(
            f"convert:{sym}",
            CONVERT,
            msg("Convert {corporation} into a 10-share corporation to buy a train", corporation=sym),
            {**wire(actor), "type": "convert"},
            detail=lambda after: joined(
                [detail(after), msg("the director may then buy one share of {corporation}", corporation=sym)], "; "
            ),
        )
    ]


def emergency_share_choices(s: State, step: Step, actor: str, choice: Choice) -> list[Any] | None:
    """After an emergency conversion the director may buy one share of that corporation (two in
    the £50–65 zone) from the market or the IPO; in a stock round the common choices."""
    if not hasattr(step, "candidates") or not hasattr(step, "active_entities"):
        return None
    out = []
    for sh in step.candidates(s, actor):
        where = "pool" if sh.owner == "pool" else "ipo"
        price = s.bundle_price([sh])
        label = (
            msg(
                "Buy {percent} of {corporation} from the market for {price}",
                percent=f"{sh.percent}%",
                corporation=sh.corp,
                price=_money(s, price),
            )
            if where == "pool"
            else msg(
                "Buy {percent} of {corporation} from the IPO for {price}",
                percent=f"{sh.percent}%",
                corporation=sh.corp,
                price=_money(s, price),
            )
        )
        out.append(
            choice(
                f"buy:{sh.corp}:{where}",
                "buy",
                label,
                {**wire(actor), "type": "buy_shares", "shares": [sh.id], "percent": sh.percent},
                detail=msg("the director's purchase after converting {corporation}", corporation=sh.corp),
            )
        )
    return out


# ---------------------------------------------------------------------------------- privates
def close_choices(s: State, step: Step, actor: str, choice: Choice) -> list[Any]:
    """An owner closes a private: it pays its revenue one last time and its ability opens."""
    c = s.companies[id_of(actor)]
    if c.closed or c.owner is None:
        return []
    parts = [msg("pays {player} {amount} one last time", player=s.name_of(c.owner), amount=_money(s, c.revenue))]
    if c.sym in UNLOCKS:
        parts.append(UNLOCKS[c.sym])
    return [
        choice(
            f"close:{c.sym}",
            "close",
            msg("{player} closes {name} ({company})", player=s.name_of(c.owner), name=c.name, company=c.sym),
            {**wire(actor), "type": "choose_ability", "choice": "close"},
            detail=joined(parts, "; "),
        )
    ]


# ---------------------------------------------------------------------------------- trains
def train_choices(s: State, step: Step, actor: str, choice: Choice) -> list[Any]:
    """Bank trains at their price; another corporation's train from £1 to twice its face value
    (the treasury permitting)."""
    out = []
    seen: set[str] = set()
    for tr in s.title.trains.buyable_trains(s, actor, step):
        base = {**wire(actor), "type": "buy_train", "train": tr.id, "variant": tr.name}
        price = s.train_price(tr)
        if tr.owner == DEPOT:
            if tr.name in seen:
                continue
            seen.add(tr.name)
            out.append(
                choice(
                    f"train:{tr.name}",
                    "train",
                    msg("Buy a {train} train from the bank for {price}", train=tr.name, price=_money(s, price)),
                    {**base, "price": price},
                )
            )
            continue
        hi = max(1, min(s.cash(actor), 2 * price))
        out.append(
            choice(
                f"train:{tr.id}",
                "train",
                msg("Buy {entity}'s {train} train", entity=s.name_of(tr.owner), train=tr.name),
                base,
                detail=msg("any price from {low} to {high}", low=_money(s, 1), high=_money(s, hi)),
                param=_param("price", msg("Price"), 1, hi, min(hi, price), 10),
            )
        )
    if not out:  # (the step is open while another corporation owns a train, as on 18xx.games)
        low = s.min_depot_price()
        out.append(
            choice(
                "train:none",
                "train",
                msg("Buy a train"),
                {**wire(actor), "type": "buy_train"},
                reason=msg(
                    "No train is for sale: the bank's cheapest costs {price}, the treasury has {cash}, "
                    "and no other corporation may sell one now",
                    price=_money(s, low),
                    cash=_money(s, s.cash(actor)),
                ),
            )
        )
    return out


MENU_BUILDERS: dict[str, Callable[..., list[Any] | None]] = {
    "bid": bid_choices,
    "pass": pass_choices,
    "par": par_choices,
    "choose": convert_sr_choices,
    "convert": convert_emergency_choices,
    "choose_ability": close_choices,
    "buy_train": train_choices,
    "buy_shares:player": emergency_share_choices,
}


def acting_companies(s: State, entity: str) -> list[str]:
    """Privates belong to players: any owner may close one (in an operating round at any moment,
    in a stock round from SR2), and a closed one's ability acts for a corporation its owner
    directs.  The round decides which may act; every owned private is asked."""
    if kind_of(entity) not in ("corp", "player"):
        return []
    return [f"company:{c.sym}" for c in s.companies.values() if c.owner is not None]


__all__ = ["MENU_BUILDERS", "acting_companies", "UNLOCKS"]
