"""The rounds policy. Which round comes next and what happens between rounds and turns: the first
round, the stock and operating rounds, priority, the end of an operating round, a company's turn
starting and steps it skips.

Every title plays these rules unless its own policy overrides them as a whole: ``class
RoundsRules(RoundsPolicy)`` in the title's package, named by ``Title.rounds_policy``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.errors import IllegalAction
from engine.i18n import msg
from engine.policies.base import Policy
from engine.rounds import operating as op
from engine.rounds.auction import AuctionRound, CompanyPendingPar, WaterfallAuction
from engine.rounds.base import Action, Round
from engine.rounds.operating import DiscardTrain, OperatingRound
from engine.rounds.stock import BuySellParShares, StockRound

if TYPE_CHECKING:
    from engine.state import State


class RoundsPolicy(Policy):
    """Which round comes next and what happens between rounds and turns: the first round, the stock
    and operating rounds, priority, the end of an operating round, a company's turn starting
    and steps it skips."""

    def first_round(self, s: State) -> Round:
        """The round the game opens with (default: the private companies' waterfall auction)."""
        auction = WaterfallAuction()
        rnd = AuctionRound(s, [CompanyPendingPar(), auction])
        auction.start(s)
        return rnd

    def stock_round(self, s: State) -> Round:
        """A new stock round (default: buy, sell and par; over-limit trains discarded first)."""
        return StockRound(s, [DiscardTrain(), BuySellParShares()])

    def operating_round(self, s: State, num: int) -> Round:
        """Operating round ``num`` of the current set, with the 1830 family's steps."""
        steps = [
            op.Bankrupt(),
            op.SpecialToken(),
            op.BuyCompany(blocks=False),
            op.SpecialTrack(),
            op.Track(),
            op.Token(),
            op.Route(),
            op.Dividend(),
            op.DiscardTrain(),
            op.BuyTrain(),
            op.BuyCompany(blocks=True),
        ]
        return op.OperatingRound(s, steps, round_num=num)

    def next_round(self, s: State) -> Round:
        """The round after the finished ``s.round`` (not yet set up): start packet -> stock
        round -> as many operating rounds as the phase says -> stock round...  Titles with
        other rounds (mergers, takeovers, a forced auction) override this and call it for the
        rest."""
        rnd = s.round
        if isinstance(rnd, AuctionRound):
            self.priority_order(s)
            return self.stock_round(s)
        if isinstance(rnd, StockRound):
            s.operating_rounds = int(s.phase.extra.get("operating_rounds", 1))
            self.priority_order(s)
            return self.operating_round(s, 1)
        if isinstance(rnd, OperatingRound):
            self.or_round_finished(s)
            if rnd.round_num < s.operating_rounds:
                return self.operating_round(s, rnd.round_num + 1)
            s.turn += 1
            return self.stock_round(s)
        raise IllegalAction(msg("Unknown round"))

    def priority_order(self, s: State) -> None:
        """Seat order after a round of players: the priority deal goes to the player after the
        last to act (``entity_index`` of the finished round), bankrupt players skipped."""
        rnd = s.round
        active = [p for p in s.players if not s.player[p].bankrupt]
        if not active or rnd is None:
            return
        first = active[rnd.entity_index % len(active)]
        i = s.players.index(first)
        s.players = s.players[i:] + s.players[:i]

    def or_round_finished(self, s: State) -> None:
        """Called when an operating round ends, before the next round is chosen."""

    def round_finishing(self, s: State) -> bool:
        """Called when the current round has finished, before the game-end timing is asked
        and the next round chosen: a title settles the round's end here when that may trigger
        the end of the game (True: something changed, the end conditions are asked again)."""
        return False

    def action_processed(self, s: State, action: Action) -> None:
        """Called after every accepted action once the round has settled (a title's effects that
        follow an action wherever it was taken)."""

    def start_of_turn(self, s: State, entity: str) -> None:
        """Called as a corporation or minor starts its operating turn, before any step: places its home token
        (``place_home_token``).  18MEX: also the home city's revenue as mail to a major that owns a train."""
        s.title.tokens.place_home_token(s, entity)

    def skip_reason(self, s: State, entity: str, step: str) -> str | None:
        """The sentence naming the rule that skips ``entity``'s ``step`` ("track", "routes")
        this turn, for the log; None when the step is skipped for want of anything to do."""
        return None
