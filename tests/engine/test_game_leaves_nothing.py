"""Issue #28, item 9: nothing made during a game outlives it.  An object a game makes that lives
on after it (a module memo's entry, a title object's lazily cached answer, a name kept by
CPython's attribute cache) sits among the game's short-lived objects and keeps the allocator
from handing back the memory around it: over a long run the resident size kept the biggest
game's peak (tracemalloc counted ~12,600 such blocks after one 1833NE game; a few dozen now).
Counted once the game is dropped and ``engine.heap.release`` has run, as the program does."""

from __future__ import annotations

import random
import tracemalloc

import pytest

from engine import entities, graph, heap
from engine.board import load_board
from engine.io import selfplay
from engine.io.selfplay import play_one

PLAYERS = [(k + 1, f"P{k + 1}") for k in range(4)]


def _survivors(title: str, seed: int, actions: int) -> list[tracemalloc.Statistic]:
    play_one(title, PLAYERS, seed=seed + 100, rng=random.Random(0), max_actions=30)  # the title's data
    heap.release()
    tracemalloc.start(1)
    try:
        game, report = play_one(title, PLAYERS, seed=seed, rng=random.Random(seed), max_actions=actions)
        assert len(game.actions) > actions // 2
        del game, report
        heap.release()
        snap = tracemalloc.take_snapshot()
    finally:
        tracemalloc.stop()
    return snap.filter_traces([tracemalloc.Filter(False, tracemalloc.__file__)]).statistics("lineno")


@pytest.mark.parametrize("title", ["1833NE", "18MEX"])
def test_a_dropped_game_leaves_next_to_nothing_behind(title):
    stats = _survivors(title, 4, 300)
    blocks = sum(s.count for s in stats)
    assert blocks < 200, "\n".join(f"{s.count} blocks at {s.traceback}" for s in stats[:10])


def test_module_memos_of_a_games_keys_are_forgotten_when_it_is_dropped():
    play_one("18GB", PLAYERS, seed=1, rng=random.Random(1), max_actions=60)
    assert entities._KINDS and entities._IDS and selfplay._SUMS[0] is not None
    heap.release()
    assert not entities._KINDS and not entities._IDS
    assert selfplay._SUMS == [None] * 4 and selfplay._TALLY == [None] * 3


def test_a_titles_tiles_have_their_cached_answers_from_the_start():
    for tile in load_board("1893").tiles.values():
        assert {"_rotations", "_rotated_exits", "_distinct", "exits"} <= tile.__dict__.keys()
        assert all("edges" in p.__dict__ for paths in tile._rotations for p in paths)


def test_networks_share_their_sets_of_sides():
    assert len(graph._EDGE_SETS) == 64  # (every subset of the six sides, made with the module)
    game, _ = play_one("18MEX", PLAYERS, seed=2, rng=random.Random(2), max_actions=120)
    nets = [n for n in game.state.board.cache.values() if isinstance(n, graph.Network)]
    assert nets
    for net in nets:
        for sides in (*net.entry_edges.values(), *net.track_edges.values()):
            assert sides is graph._EDGE_SETS[sides]
