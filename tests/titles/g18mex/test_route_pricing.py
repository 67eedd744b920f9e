"""Route sets 18xx.games prices otherwise than we did (found by ``bench/route_diff.py``, which
prices random route sets at positions of recorded and self-played games in both engines)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.errors import IllegalAction
from engine.io.document import load
from engine.io.replay import replay
from engine.play.routes import optimum
from engine.routes.pricing import price_in_state
from tests.fixtures import FIXTURES, need

HERE = Path(__file__).parent / "fidelity"

THROUGH_THE_TOWN = [["D3", "E4", "F5"], ["F5", "G4", "I4"], ["I4", "J5"], ["J5", "K6"], ["K6", "J7"]]


def _before(name: str, action_id: int, folder: Path | None = None):
    doc = load(need((folder or FIXTURES / "18MEX") / name))
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
    spec = state.title.routes.train_spec(state, state.trains["5-1"])
    with pytest.raises(IllegalAction, match="Route cannot reuse track on F5"):
        price_in_state(state, "FCP", [(spec, THROUGH_THE_TOWN)])
    best = optimum(state, "FCP")
    assert best.proven and best.total == 250
    assert best.routes[0].connections[0] == ("D3", "E4", "F5", "G4", "I4")
    # ending at the town, in from one side of the pair, stays legal (D3 $40 + the town $20)
    assert price_in_state(state, "FCP", [(spec, THROUGH_THE_TOWN[:1])]).total == 60


def test_copper_canyon_town_is_not_passed_between_the_near_side_and_a_far_one():
    """Tile 470 in F5 at rotation 3: the town is drawn at side 3 (track to it from 3, 0 and 1,
    and a direct 0-1).  In from side 1, out by side 0 is through the town's far pair again: the
    site's engine refuses B3-D3-F5-I4-H3 there ("Route cannot reuse track on F5").  Our older
    self-play ran it for 180 at action 450 of this fixture; the site replayed the file because it
    takes a recorded run's revenue as written, but priced afresh (bench/route_diff_site.rb, no
    revenue given) it refuses the route, and its best set is 250, ours too."""
    state = _before("partial_president_sale_keeping_presidency.json", 450, HERE)
    assert (state.board.tile_at("F5").name, state.board.rotation_at("F5")) == ("470", 3)
    four = state.title.routes.train_spec(state, state.trains["4-0"])
    other = state.title.routes.train_spec(state, state.trains["4-1"])
    through = [["B3", "D3"], ["D3", "F3", "G4", "F5"], ["F5", "H5", "I4"], ["I4", "H3"]]
    with pytest.raises(IllegalAction, match="Route cannot reuse track on F5"):
        price_in_state(state, "FCP", [(four, through)])
    # past the town on the direct 0-1 track: 20 less, legal (the site: 160)
    past = [["B3", "D3"], ["D3", "F3", "G4", "F5", "H5", "I4"], ["I4", "H3"]]
    assert price_in_state(state, "FCP", [(four, past)]).total == 160
    # two routes ending at the town, from sides 1 and 0, share that stretch too (the site
    # refuses the pair, and prices each alone: 110 and 100)
    into = [["K6", "J5"], ["J5", "I4"], ["I4", "H5", "F5"]]
    assert price_in_state(state, "FCP", [(four, through[:2])]).total == 110
    assert price_in_state(state, "FCP", [(other, into)]).total == 100
    with pytest.raises(IllegalAction, match="Route cannot reuse track on F5"):
        price_in_state(state, "FCP", [(four, through[:2]), (other, into)])
    best = optimum(state, "FCP")
    assert best.proven and best.total == 250
