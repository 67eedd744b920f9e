"""Route sets 18xx.games prices otherwise than we did (found by ``bench/route_diff.py``, which
prices random route sets at positions of recorded and self-played games in both engines)."""

from __future__ import annotations

import pytest

from engine.errors import IllegalAction
from engine.io.document import load
from engine.io.replay import replay
from engine.play.routes import optimum
from engine.routes.pricing import price_in_state
from tests.fixtures import FIXTURES, need

THROUGH_THE_TOWN = [["D3", "E4", "F5"], ["F5", "G4", "I4"], ["I4", "J5"], ["J5", "K6"], ["K6", "J7"]]


def _before(name: str, action_id: int):
    doc = load(need(FIXTURES / "18MEX" / name))
    ids = [a.get("id") for a in doc.data["actions"]]
    res = replay(doc, upto=ids.index(action_id))
    assert res.error is None
    return res.game.state


def test_copper_canyon_town_is_not_passed_between_its_two_far_sides():
    """Tile 470 in F5 (rotation 4): the town is drawn at side 4, with track to it from sides 1
    and 2 and a direct 1-2 track.  The tracks from 1 and 2 meet on their way into the town, so a
    route may not come in by one and leave by the other (the site: "Route cannot reuse track on
    F5"); FCP's 5-train runs through F5 on the direct track instead, for 20 less."""
    state = _before("13315.json", 366)
    tile = state.board.tile_at("F5")
    assert (tile.name, state.board.rotation_at("F5")) == ("470", 4)
    spec = state.title.train_spec(state, state.trains["5-1"])
    with pytest.raises(IllegalAction, match="reuse track"):
        price_in_state(state, "FCP", [(spec, THROUGH_THE_TOWN)])
    best = optimum(state, "FCP")
    assert best.proven and best.total == 250
    assert best.routes[0].connections[0] == ("D3", "E4", "F5", "G4", "I4")
    # ending at the town, in from one side of the pair, stays legal (D3 $40 + the town $20)
    assert price_in_state(state, "FCP", [(spec, THROUGH_THE_TOWN[:1])]).total == 60
