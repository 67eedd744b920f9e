"""18MEX decisions of the ``steady`` computer player that only 18MEX has (issue #32): the NdM
merger (engine/titles/g18mex/bot.py), in a position reached by random play."""

from __future__ import annotations

from engine.bots.base import acting_seat
from engine.bots.steady import SteadyBot
from engine.entities import id_of, player_key
from engine.game import Game
from engine.play.menu import Choice, menu
from tests.engine.bots.test_steady_decisions import _find


def _merger_offer(game: Game) -> Choice | None:
    if not game.state.flags.get("merge_candidates"):
        return None
    return next((c for c in menu(game).enabled() if c.group == "merge"), None)


def test_steady_weighs_the_ndm_merger_by_its_score_after_it() -> None:
    """Accept the merger only when the president's certificate's NdM share and the half-price
    buy-out leave more than the major's shares are worth now; old steady scored the offer like
    declining and drew between them."""
    for seed in (1, 3):
        game, choice = _find("18MEX", seed, _merger_offer)
        seat = acting_seat(game) or ""
        s = game.state
        after = s.clone()
        after.title.merge_major(after, choice.action["corporation"])  # type: ignore[attr-defined]
        gain = after.player_value(id_of(player_key(seat))) - s.player_value(seat)
        options = SteadyBot(1).options(game, seat)
        merge = [o for o in options if o.action == choice.action_with()]
        passing = [o for o in options if o.action.get("type") == "pass"]
        assert merge and passing
        if gain > 0:
            assert merge[0].score > passing[0].score, (seed, gain)
        else:  # (every merger these random games reach costs its president: -55, -200)
            assert merge[0].score < passing[0].score, (seed, gain)
