"""engine.play.programs: when a programmed pass applies and what cancels it (issue #29 item 11),
on the states of a recorded 18MEX game."""

from __future__ import annotations

import pytest

from engine.io.document import load
from engine.io.log import game_actions
from engine.io.replay import new_game
from engine.play import programs as prog
from engine.upgrades import upgrade_tiles
from tests.fixtures import FIXTURES, need


@pytest.fixture(scope="module")
def states():
    """The state after each of the first 40 actions of 13315 (ISR 1, SR 1, OR 1.1)."""
    doc = load(need(FIXTURES / "18MEX" / "13315.json"))
    game = new_game(doc)
    out = [game.state]
    for _, action in list(game_actions(doc.actions))[:40]:
        game.process(action)
        out.append(game.state)
    return out


def test_a_stock_pass_applies_only_to_its_player_in_an_unchanged_stock_round(states):
    # after 30 actions: SR 1, Player 5 to act; Player 3 (id 109) programs a pass
    p = prog.start(states[30], prog.program_action(109, prog.SHARE_PASS), 30)
    assert prog.due([p], states[30]) is None  # not Player 3's turn
    # two passes later it is Player 3's turn: the pass is due, in the file's vocabulary
    due = prog.due([p], states[32])
    assert due is not None and due.action == {"type": "pass", "entity": 109, "entity_type": "player"}
    # Player 4 bought a share after it (action 34): the situation changed, the program is gone
    assert prog.active([p], states[34]) == [] and prog.due([p], states[36]) is None
    # an operating round is not a stock round
    assert prog.active([p], states[38]) == []


def test_programs_are_refused_outside_their_round(states):
    assert prog.refusal(states[30], "109", prog.AUCTION_PASS)  # a stock round, not an auction
    assert prog.refusal(states[3], "109", prog.SHARE_PASS)  # the auction, not a stock round
    assert prog.refusal(states[3], "109", prog.AUCTION_PASS) is None
    assert prog.refusal(states[3], "999", prog.AUCTION_PASS)  # no such player


def test_upgrades_of_a_hex(states):
    state = states[0]
    ctx = state.static.rules.track.lay_context(state, None, connect=False)
    # an empty hex takes the plain yellow track tiles, and only yellow ones
    blank = next(h for h, st in state.board.state.items() if not st.tile.paths and not st.tile.stops)
    assert set(upgrade_tiles(ctx, blank)) >= {"7", "8", "9"}
    assert all(state.board.defn.tiles[t].color == "yellow" for t in upgrade_tiles(ctx, blank))
