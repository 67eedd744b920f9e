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
from engine.titles.g18gb.rounds import GBAuction

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


#: the share of an open private's revenue counted for each OR left (it pays at the start of
#: every OR and no phase closes it, facts §3.2; the rounds left are an estimate)
PRIVATE_INCOME = 1.0


def search_score(s: State, pid: str) -> float:
    """A player's score mid-game for the ``strong`` player's look ahead: the end-of-game score
    (facts §10: cash, certificates at market, open privates at face), plus

    * each open private's revenue for every OR left (``rounds_left``): 18GB's privates pay at
      the start of every OR until their owner closes them, and no phase closes them (§3.2).
      TV pays £25 a round for about 20 rounds and counts £60 at the end: worth far more than
      its face, and steady bids at most 10% over face (44 steady games, seeds 7000–7043:
      the winner held TV in 26, against 11 by chance);
    * in the opening auction, each private whose high bid the player holds, as won at that bid
      (nothing is settled until everyone has passed, §3.1: a look ahead of 16 actions rarely
      sees the end);

    and a trainless company's shares count half only when it cannot pay for the bank's
    cheapest train, or when the game's end is triggered.  A company floats without a train and
    buys one in its first turn: counting its shares half until then made every share bought in
    a stock round (the money goes to the bank, §4.1) look like losing half its price, and the
    company that has just bought its train look twice as valuable as a few actions before."""
    key = player_key(pid)
    value = float(s.player_value(pid))
    rounds = rounds_left(s)
    value += sum(PRIVATE_INCOME * c.revenue * rounds for c in s.player_companies(key))
    value += _auction_wins(s, key, rounds)
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


def _auction_wins(s: State, key: str, rounds: float) -> float:
    """The privates ``key`` holds the high bid on, as won at that bid: face value and income
    less the bid (the bid is still in the player's cash)."""
    step = s.round.active_step(s) if s.round is not None else None
    if not isinstance(step, GBAuction):
        return 0.0
    out = 0.0
    for sym in step.companies:
        high = step.high_bid(sym)
        if high is not None and high[0] == key:
            comp = s.companies[sym]
            out += comp.value + PRIVATE_INCOME * comp.revenue * rounds - high[1]
    return out


def rounds_left(s: State) -> float:
    """About how many operating rounds an 18GB game has left: at least one train leaves the bank
    in every OR (bought, or exported when none is: facts §10) and the game ends when the bank
    is empty, so never more than its trains; early on, purchases take them faster (steady's
    games, seed 6161: 31 trains at the first OR and 20–22 ORs to go, 16 and 13–15, 9 and 8, 5
    and 5).  None once the end is triggered (the current OR is the last)."""
    if s.end_trigger or s.finished:
        return 0.0
    trains = len(s.upcoming)
    return min(float(trains), 0.7 * trains + 3.0)
