"""The endgame policy. When the game ends and how it is scored: the end triggers and their timing,
a player's value, the final scores and the notable events self-play reports.

Every title plays these rules unless its own policy overrides them as a whole: ``class
EndgameRules(EndgamePolicy)`` in the title's package, named by ``Title.endgame_policy``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.entities import (
    player_key,
)
from engine.policies.base import Policy
from engine.rounds.operating import OperatingRound

if TYPE_CHECKING:
    from engine.state import State


#: the end-of-game timings, from the soonest to the latest (economics' ``end_game`` values)
END_TIMINGS = ("immediate", "current_round", "current_or", "full_or", "one_more_full_or_set")


class EndgamePolicy(Policy):
    """When the game ends and how it is scored: the end triggers and their timing, a player's
    value, the final scores and the notable events self-play reports."""

    def features(self, s: State) -> dict[str, int]:
        """How often each notable event of the rules occurred in this game (``happened``):
        self-play sums them over a batch."""
        return dict(s.flags.happened)

    def end_triggers(self, s: State) -> dict[str, bool]:
        """Which end conditions hold now; game.toml ``end_game`` gives the timing of each one
        the title uses (a reason it does not list never ends the game)."""
        return {
            "bankrupt": any(p.bankrupt for p in s.player.values()),
            "bank": s.ledger.bank_broken,
            "stock_market": s.market.end_reached,
        }

    def end_now(self, s: State, timing: str) -> bool:
        """Once an end was triggered with ``timing``, does the game end as the current round
        finishes?  ``one_more_full_or_set`` plays the set after the one it was triggered in."""
        if timing in ("immediate", "current_round"):
            return True
        rnd = s.round
        if not isinstance(rnd, OperatingRound):
            return False
        if timing == "current_or":
            return True
        last_of_set = rnd.round_num == s.operating_rounds
        if timing == "one_more_full_or_set":
            trigger_turn = s.flags.end_trigger_turn
            return last_of_set and s.turn > (s.turn if trigger_turn is None else trigger_turn)
        return last_of_set

    def player_value(self, s: State, pid: str) -> int:
        """A player's score: cash, certificates of corporations that have been started at their
        price (IPO at par), privates at face value."""
        key = player_key(pid)
        value = s.cash(key)
        for sh in s.holder_shares(key):
            if s.corps[sh.corp].ipoed:
                value += s.share_value(sh)
        for c in s.companies.values():
            if c.owner == key and not c.closed:
                value += c.value
        return value

    def final_scores(self, s: State) -> dict[str, int]:
        """Every player's final score (``player_value``) in seat order.  Nothing calls it: engine/game.py and
        engine/play/worth.py read ``player_value`` directly, so scoring changes belong there."""
        return {pid: s.player_value(pid) for pid in s.seating}
