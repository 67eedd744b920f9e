"""The network walk's shortcut (engine/graph.py ``_Reach``) finds exactly what the walk of
18xx.games finds, and the new-track question (``walk_uses``) gets the same answer.

Late in an 18GB game the map is full of junction tiles, where the site's walk (and ours without
the shortcut) tries exponentially many ways: seconds per walk, once per candidate tile in the
lay listing (issue #14: a self-play batch printed nothing for ten minutes).  The shortcut skips
only steps from which nothing new can be reached, so the network must be the same, field by
field, as the reference walk's (``prune=False``).  Positions: a late self-play game (saved in
``fidelity/late_junctions.json``, 6X, 837 actions) and the ends of both shared recordings.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from engine.game import Game
from engine.graph import Network, _walk, walk_uses
from engine.io.document import load
from engine.io.replay import replay
from tests.titles.g18gb.test_recordings import replay as replay_recording

HERE = Path(__file__).parent / "fidelity"


def _fields(net: Network) -> tuple:
    return (net.stops, net.entry_edges, net.track_edges, net.paths, net.token_hexes, net.seen, net.first_entry)


@cache
def late_game() -> Game:
    res = replay(load(HERE / "late_junctions.json"))
    assert res.error is None, res.error.line()
    return res.game


def _boards():
    g = late_game()
    # the reference walk takes seconds for some of these companies: two it does in about one
    yield "late", g.state.board, ["LSWR", "LYR"]
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
            assert _fields(_walk(board, sym)) == _fields(_walk(board, sym, prune=False)), sym


def test_the_new_track_question_gets_the_reference_answer() -> None:
    """For every path of every tile on the late board, alone as the watched set: the focused
    walk (which skips every step that cannot reach it) answers as the full network says."""
    board = late_game().state.board
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


def test_a_late_walk_is_fast() -> None:
    """The walk that took the reference seconds (LNWR, CR, SWR) now takes well under one."""
    import time

    board = late_game().state.board
    for sym in ("LNWR", "CR", "SWR"):
        t0 = time.perf_counter()
        _walk(board, sym)
        assert time.perf_counter() - t0 < 2.0, sym
