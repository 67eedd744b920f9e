"""The network walk's shortcut (engine/graph.py ``_Reach``) on a late 1833NE board: the same network
as the walk of 18xx.games (``prune=False``), in a few hundred steps.

The board is a self-play game's (3 players, seed 500, after its 81st tile; its tiles, tokens and
paid rivers saved in ``fidelity/late_network_board.json``).  There HR's network has 237 paths,
but the track from its tokens leads to two more, C6's path from B5 to the dead end at D5 and
D7's from C6 to the dead end at E8: the walk enters the region beyond B5 only through B5's
track and would have to come back along it to take either.  The shortcut, which skipped only
steps that could lead to no path missing from the network, searched for those two for ever
(over 170 000 steps, 6 seconds per walk, three such walks a game) until it learnt that no walk
takes a path both ways (``_Reach._dead``).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from engine.board import Board
from engine.graph import _Reach, _walk, _Walker, walk_uses
from tests.titles.saved_boards import load_board, network_fields

HERE = Path(__file__).parent / "fidelity"
DEAD = {("C6", 3), ("D7", 1)}


@cache
def _late() -> Board:
    return load_board(HERE / "late_network_board.json")


def late_board() -> Board:
    return _late().copy()


@pytest.mark.parametrize("sym", ["HR", "B&P"])
def test_the_shortcut_walk_finds_the_same_network(sym: str) -> None:
    # (the reference walk takes 2 to 3 seconds for these two; CV's and StL&A's, millions of steps)
    board = late_board()
    assert network_fields(_walk(board, sym)) == network_fields(_walk(board, sym, prune=False))


def test_the_paths_only_a_way_back_leads_to_are_dead() -> None:
    board = late_board()
    net = _walk(board, "HR")
    assert len(net.paths) == 237 and not DEAD & net.paths
    for start in board.token_hexes("HR"):
        w = _Walker(board, "HR")
        w.start, w.others = start, board.token_hexes("HR")
        reach = _Reach(w)
        track = 0
        for i in w.view(start[0]).at_stop[start[1]]:
            track |= reach.bits_from(start[0], i, -1 - start[1])
        on_track = {key for key, n in reach.index.items() if track >> n & 1}
        bits = reach._dead()
        dead = {key for key, n in reach.index.items() if bits >> n & 1}
        assert on_track - net.paths == DEAD == dead  # the track leads there, no walk does


def test_a_late_walk_takes_few_steps(monkeypatch: pytest.MonkeyPatch) -> None:
    """HR's and B&P's walks took 170 000 steps each, CV's and StL&A's a few hundred already
    (counted, so that a busy machine cannot fail it)."""
    import engine.graph as graph

    steps = [0]
    step = graph._Walker.path_walk

    def counted(self, *args):  # noqa: ANN001, ANN202
        steps[0] += 1
        return step(self, *args)

    monkeypatch.setattr(graph._Walker, "path_walk", counted)
    board = late_board()
    for sym in ("HR", "B&P", "CV", "StL&A"):
        steps[0] = 0
        _walk(board, sym)
        assert 0 < steps[0] < 2_000, (sym, steps[0])


def test_the_new_track_question_gets_the_reference_answer() -> None:
    """For every path on the board, alone as the watched set (the two dead ones among them): the
    focused walk answers as HR's network says."""
    board = late_board()
    ref = _walk(board, "HR", prune=False).paths
    checked = yes = 0
    for hex_id in sorted(board.state):
        for i in range(len(board.tile_at(hex_id).paths)):
            watch = frozenset({(hex_id, i)})
            uses, _ = walk_uses(board.copy(), "HR", watch)
            assert uses == bool(watch & ref), (hex_id, i)
            checked += 1
            yes += uses
    assert 0 < yes < checked
