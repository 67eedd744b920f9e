"""The network walk's shortcut (engine/graph.py ``_Reach``) finds exactly what the walk of
18xx.games finds, and the new-track question (``walk_uses``) gets the same answer.

Late in an 18GB game the map is full of junction tiles, where the site's walk (and ours without
the shortcut) tries exponentially many ways: seconds per walk, once per candidate tile in the
lay listing (issue #14: a self-play batch printed nothing for ten minutes).  The shortcut skips
only steps from which nothing new can be reached, so the network must be the same, field by
field, as the reference walk's (``prune=False``).  Positions: the board of a late self-play
game (4 players, 6X, after 837 actions; its tiles and tokens saved in
``fidelity/late_junctions_board.json``) and the ends of both shared recordings.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from engine.board import Board
from engine.graph import _walk, walk_uses
from tests.titles.g18gb.test_recordings import replay as replay_recording
from tests.titles.saved_boards import load_board, network_fields

HERE = Path(__file__).parent / "fidelity"


@cache
def _late() -> Board:
    return load_board(HERE / "late_junctions_board.json")


def late_board() -> Board:
    return _late().copy()


def _boards():
    # the reference walk takes seconds for some of these companies: two it does in about one
    yield "late", late_board(), ["LSWR", "LYR"]
    for name in ("18gb-3p", "18gb-2p-ew"):
        s = replay_recording(name).state
        yield name, s.board, [sym for sym, c in s.corps.items() if not c.closed]


@pytest.mark.parametrize("where", ["late", "18gb-3p", "18gb-2p-ew"])
def test_the_shortcut_walk_finds_the_same_network(where: str) -> None:
    for name, board, syms in _boards():
        if name != where:
            continue
        assert syms
        for sym in syms:
            assert network_fields(_walk(board, sym)) == network_fields(_walk(board, sym, prune=False)), sym


def test_the_new_track_question_gets_the_reference_answer() -> None:
    """For every path of every tile on the late board, alone as the watched set: the focused
    walk (which skips every step that cannot reach it) answers as the full network says."""
    board = late_board()
    for sym in ("LSWR", "LYR"):
        ref = _walk(board, sym, prune=False).paths
        checked = yes = 0
        for hex_id in sorted(board.state):
            for i in range(len(board.tile_at(hex_id).paths)):
                watch = frozenset({(hex_id, i)})
                uses, _ = walk_uses(board.copy(), sym, watch)
                assert uses == bool(watch & ref), (sym, hex_id, i)
                checked += 1
                yes += uses
        assert 0 < yes < checked  # both answers occur


def test_a_late_walk_takes_few_steps(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the reference walk took 2.4 to 3.5 million steps (LNWR, CR, SWR: 5 to 16 seconds),
    the shortcut takes a few thousand (counted, so that a busy machine cannot fail it)."""
    import engine.graph as graph

    steps = [0]
    step = graph._Walker.path_walk

    def counted(self, *args):  # noqa: ANN001, ANN202
        steps[0] += 1
        return step(self, *args)

    monkeypatch.setattr(graph._Walker, "path_walk", counted)
    board = late_board()
    for sym in ("LNWR", "CR", "SWR"):
        steps[0] = 0
        _walk(board, sym)
        assert 0 < steps[0] < 10_000, (sym, steps[0])
