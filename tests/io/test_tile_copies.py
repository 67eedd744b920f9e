"""A lay names the copy it lays, and the copy we name is the one 18xx.games would take.

18xx.games numbers each physical tile ("9-2") and keeps the tiles in the supply in one list: the
copies never laid in their order, then the copies put back by an upgrade and (for a tile
without a limit) the copies made as one is laid, in the order they came.  Its interface offers
the first copy of a name in that list, and it refuses a lay naming a tile on the map.  So:

* every lay of the shared recordings names the copy ``Board.next_tile_id`` gives at that point
  (which our menus, self-play and the desktop name; a save written by us names it too);
* a lay naming a copy on the map, or one that does not exist, is refused with the reason, in
  our games and in imported ones, the state unchanged;
* the copy named is the copy laid.
"""

from __future__ import annotations

import dataclasses
import json

import pytest

from engine.departures import SiteDepartures
from engine.errors import IllegalAction
from engine.io.document import load
from engine.io.log import game_actions
from engine.io.replay import new_game
from tests.fixtures import FIXTURES, needs

RECORDINGS = sorted(FIXTURES.glob("*/*.json"))


@needs(RECORDINGS, reason="the shared recordings are not present")
@pytest.mark.parametrize("path", RECORDINGS, ids=lambda p: p.name)
def test_every_recorded_lay_names_the_copy_a_player_would_take(path):
    doc = load(path)
    game = new_game(doc)
    lays = 0
    for _source, action in game_actions(doc.actions):
        if action.get("type") == "lay_tile":
            name = game.state.title.track.tile_name(action["tile"])
            assert game.live.board.next_tile_id(name) == action["tile"], f"action {action.get('id')}"
            lays += 1
        game.process(action)
    assert lays >= 40


def _before_a_lay(path, compat, wanted):
    """The game of a recording just before its first lay for which ``wanted(board, lay)``,
    and that lay (``compat``: as imported from 18xx.games, or continued as a game of ours)."""
    doc = load(path)
    game = new_game(doc)
    assert isinstance(game.state.departures, SiteDepartures)
    for _source, action in game_actions(doc.actions):
        if action.get("type") == "lay_tile" and wanted(game.live.board, action):
            if compat == "native":
                game.state.static = dataclasses.replace(game.state.static, compat="native")
            return game, action
        game.process(action)
    raise AssertionError("no such lay")


def _refused(game, action, match):
    before = json.dumps(game.snapshot(), sort_keys=True)
    with pytest.raises(IllegalAction, match=match):
        game.process(action)
    assert json.dumps(game.snapshot(), sort_keys=True) == before


GB3 = FIXTURES / "18GB" / "18gb-3p.json"


def _name(tile_id):
    return tile_id.rsplit("-", 1)[0]


def _another_on_the_map(board, lay):
    return any(_name(t) == _name(lay["tile"]) for t in board.laid_ids())


@needs(GB3.exists(), reason="the shared 18GB recording is not present")
@pytest.mark.parametrize("compat", ["18xx.games", "native"])
def test_a_copy_on_the_map_or_none_at_all_is_refused(compat):
    """18xx.games: "Cannot lay tile 9-0; it is already on hex D19" (we used to take another
    copy in an imported game and lay a copy that does not exist in ours)."""
    game, lay = _before_a_lay(GB3, compat, _another_on_the_map)
    board = game.live.board
    name = _name(lay["tile"])
    laid = next(t for t in board.laid_ids() if _name(t) == name)
    _refused(game, {**lay, "tile": laid}, f"Tile {laid} already lies in {board.laid_ids()[laid]}")
    _refused(game, {**lay, "tile": f"{name}-99"}, f"There is no tile {name}-99 in the supply")
    _refused(game, {**lay, "tile": f"{name}-x"}, f"There is no tile {name}-x in the supply")
    _refused(game, {**lay, "tile": "XYZ-0"}, "XYZ")  # (a tile the title does not have)
    game.process(lay)
    assert game.live.board.state[lay["hex"]].tile_id == lay["tile"]


def _two_copies_left(board, lay):
    name = _name(lay["tile"])
    return board.defn.manifest.get(name, 0) > 1 and board.remaining(name) >= 2


@needs(GB3.exists(), reason="the shared 18GB recording is not present")
def test_the_copy_named_is_the_copy_laid():
    """A tile with two copies or more left: a lay naming the last one lays that one, and the
    first is still the one a player would take next."""
    game, lay = _before_a_lay(GB3, "native", _two_copies_left)
    board = game.live.board
    name = _name(lay["tile"])
    first = board.next_tile_id(name)
    last = f"{name}-{board.defn.manifest[name] - 1}"
    assert first != last and board.in_supply(last)
    game.process({**lay, "tile": last})
    board = game.live.board
    assert board.state[lay["hex"]].tile_id == last and board.next_tile_id(name) == first
