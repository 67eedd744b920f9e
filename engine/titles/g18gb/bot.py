"""18GB's own rules of thumb for the ``steady`` computer player (issue #32): conversions.

A conversion (facts §4.2) halves every holding, drops the price 2 steps (in a stock round) or 3
(a trainless company's emergency), and pays the company 5 × the new price.  The director's
worth falls at once; what it buys is a train the company could not otherwise pay for — without
one a company is insolvent (it withholds, its price falls) and its shares count half at the
end.  So steady converts only a trainless company whose capital after converting pays the
bank's cheapest train, and otherwise keeps the five shares (old steady scored a conversion like
passing and drew between them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.entities import player_key
from engine.i18n import msg
from engine.policies.data import BotScore

if TYPE_CHECKING:
    from engine.state import State

#: the score of a conversion that buys the company its train: in a stock round above any share
#: purchase (it must come first in the turn); in the train step below another company's train
#: (bought from it at £1, keeping the five shares)
SR_CONVERT = 9.0
EMERGENCY_CONVERT = 1.0
#: a conversion that buys no train: below passing
KEEP = -0.1


def convert_rule(s: State, me: str, choice: Any) -> BotScore | None:
    """Score a conversion choice of the Actions menu (``convert`` group)."""
    action = choice.action
    if action.get("type") == "choose":
        sym, drops, buys = str(action.get("choice", "")).removeprefix("convert_"), 2, SR_CONVERT
    elif action.get("type") == "convert":
        sym, drops, buys = str(action.get("entity", "")), 3, EMERGENCY_CONVERT
    else:
        return None
    corp = s.corps.get(sym)
    if corp is None:
        return None
    if not corp.trains and s.cash(corp.key) < s.min_depot_price() and _capital_buys_a_train(s, sym, drops):
        return BotScore(buys, msg("converts {corporation}: its new capital buys it a train", corporation=sym))
    return BotScore(KEEP, msg("keeps {corporation} at five shares", corporation=sym))


def _capital_buys_a_train(s: State, sym: str, drops: int) -> bool:
    """After converting (tried on a copy), can the company pay the bank's cheapest train?"""
    after = s.clone()
    after.title.convert(after, sym, drops, None)  # type: ignore[attr-defined]
    return after.cash(after.corps[sym].key) >= after.min_depot_price()


BOT_RULES = {"convert": convert_rule}


def search_score(s: State, pid: str) -> float:
    """A player's score mid-game for the ``strong`` player's look ahead: the end-of-game score
    (facts §10: cash, certificates at market, open privates at face), except that a trainless
    company's shares count half only when it cannot pay for the bank's cheapest train, or when
    the game's end is triggered.  A company floats without a train and buys one in its first
    turn: counting its shares half until then made every share bought in a stock round (the
    money goes to the bank, §4.1) look like losing half its price, and the company that has
    just bought its train look twice as valuable as a few actions before."""
    key = player_key(pid)
    value = float(s.player_value(pid))
    if s.end_trigger or s.finished:
        return value
    depot = s.min_depot_price()
    for sh in s.holder_shares(key):
        corp = s.corps[sh.corp]
        if corp.closed or corp.share_price is None or corp.trains or s.cash(corp.key) < depot:
            continue
        worth = s.price_of(sh.corp) * sh.percent // s.share_percent(sh.corp)
        value += worth - worth // 2  # the half the score left out
    return value
