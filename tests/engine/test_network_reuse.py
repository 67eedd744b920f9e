"""A network the walk does not redo is the one it would find (engine/graph.py).

After another company's lay or token, a company's network of a few board versions ago is used
again when nothing its walk read has changed (``_unchanged`` / ``_reads_the_same``): a hex it
never entered whose new tile has no track at the sides it arrived at, a token that leaves a
reached city passing or stopping the walk as before.  And the lay check's "does the new tile
touch the network" walk stops at the first path that says so (``reaches_sides``), and the
token step's "a city to put a token in" walk at the first such city (``reaches_stop``).  Both are
checked here against a fresh walk on every board of real games: the shared recordings of
18MEX, 1893 and 18GB replayed action by action, and self-played 1833NE games (the one title
with no recording).  Every company's network is asked after every action, so that nearly every
board meets a network kept from a board before it.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine.board import Board
from engine.graph import _walk, network, reaches_sides, reaches_stop
from engine.io.document import load
from engine.io.replay import game_actions, new_game
from engine.io.selfplay import play_one
from tests.fixtures import FIXTURES, needs
from tests.titles.saved_boards import network_fields

RECORDINGS = sorted(FIXTURES.glob("*/*.json"))


def _companies(board: Board) -> list[str]:
    return sorted(board.token_index())


def _fresh(board: Board) -> Board:
    """The same board with nothing cached and no changes remembered: every answer walks."""
    copy = board.copy()
    copy.cache = {}
    copy.changes = ()
    return copy


def _check_board(board: Board, where: str) -> int:
    """Every company's network as ``network`` gives it (perhaps kept from an earlier board)
    equals a fresh walk; returns how many were compared."""
    fresh = _fresh(board)
    n = 0
    for sym in _companies(board):
        got = network(board, sym)
        want = _walk(fresh, sym)
        assert network_fields(got) == network_fields(want), f"{where}: {sym}"
        n += 1
    return n


def _check_sides(board: Board, rng: random.Random, where: str, arrivals: list) -> None:
    """``reaches_sides`` on an uncached board answers as the full network does, for a few
    hexes next to each company's network (where lays are made) and a few anywhere, and the
    first arrival it names (``arrivals`` collects them) is the full walk's; so does
    ``reaches_stop`` for a few sets of stops."""
    for sym in _companies(board):
        full = network(board, sym)
        near = sorted({h for h in full.entry_edges} | {h for h in full.track_edges})
        hexes = rng.sample(near, min(4, len(near))) + rng.sample(sorted(board.state), 2)
        for h in hexes:
            sides = frozenset(e for e in range(6) if rng.random() < 0.5) or frozenset({rng.randrange(6)})
            want = bool(sides & full.connected_edges(h))
            reached, arrival = reaches_sides(_fresh(board), sym, h, sides)
            assert reached is want, f"{where}: {sym} {h} {sorted(sides)}"
            if arrival is not None:  # the side and lane the whole walk first entered the hex by
                assert arrival == full.first_entry.get(h), f"{where}: {sym} {h} {sorted(sides)}"
                arrivals.append(arrival)
        # the token step's question: a wanted stop reached (a few stops anywhere on the map)
        stops = sorted((h, i) for h, st in board.state.items() for i in range(len(st.tile.stops)))
        for size in (1, 3, 10):
            wanted = set(rng.sample(stops, min(size, len(stops))))
            want = not wanted.isdisjoint(full.stops)
            assert reaches_stop(_fresh(board), sym, wanted.__contains__) is want, f"{where}: {sym} {sorted(wanted)}"


@needs(RECORDINGS, reason="shared recordings not available")
@pytest.mark.parametrize("path", RECORDINGS, ids=[p.stem for p in RECORDINGS])
def test_kept_networks_are_the_walks_own_in_recorded_games(path: Path) -> None:
    doc = load(path)
    game = new_game(doc)
    rng = random.Random(path.stem)
    compared = 0
    arrivals: list = []
    for index, (_source, action) in enumerate(game_actions(doc.actions)):
        game.process(action)
        board = game.live.board
        compared += _check_board(board, f"{path.stem} after action {index}")
        if action.get("type") in ("lay_tile", "place_token"):
            _check_sides(board, rng, f"{path.stem} after action {index}", arrivals)
    assert compared > 300
    assert len(arrivals) > 10


@pytest.mark.parametrize("seed", [3, 4])
def test_kept_networks_are_the_walks_own_in_1833ne(seed: int) -> None:
    """1833NE's boards (ferries, P4/P6 exits) through a self-played game: the networks kept
    while it was played are checked on the board after every action of its replay."""
    played, rep = play_one("1833NE", [(1, "A"), (2, "B"), (3, "C")], seed=seed, rng=random.Random(seed))
    assert not rep.violations
    game = type(played)("1833NE", [(1, "A"), (2, "B"), (3, "C")], seed=seed)
    compared = 0
    for index, action in enumerate(played.actions):
        game.process(action)
        compared += _check_board(game.live.board, f"1833NE seed {seed} after action {index}")
    assert compared > 300
