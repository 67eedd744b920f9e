"""1833NE's own rules of thumb for the ``steady`` computer player (engine/titles/g1833ne/bot.py),
each in a position reached by random play from a fixed seed."""

from __future__ import annotations

from engine.bots.base import acting_seat
from engine.bots.steady import SteadyBot
from engine.game import Game
from engine.graph import reaches_stop
from engine.play.menu import Choice, menu
from tests.engine.bots.test_steady_decisions import _find


def _ferry_out_of_reach(game: Game) -> Choice | None:
    """A ferry on offer to a company whose track does not reach the ferry's city."""
    s = game.state
    if s.round is None or "Operating" not in type(s.round).__name__:
        return None
    for c in menu(game).enabled():
        if c.group == "ferry":
            hex_id, sym = c.action["hex"], c.action["entity"]
            if not reaches_stop(s.board, sym, lambda node, h=hex_id: node[0] == h):
                return c
    return None


def test_steady_buys_no_ferry_its_routes_cannot_use() -> None:
    """A ferry pays only on routes stopping in its city: out of reach it is $40 of the treasury
    for nothing (old steady scored it like passing and bought it on a coin toss)."""
    game, choice = _find("1833NE", 1, _ferry_out_of_reach)
    options = SteadyBot(1).options(game, acting_seat(game) or "")
    ferry = [o for o in options if o.action == choice.action_with()]
    passing = [o for o in options if o.action.get("type") == "pass"]
    assert ferry and passing and ferry[0].score < passing[0].score
