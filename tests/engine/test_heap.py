"""Issue #28, item 9: a dropped game's memory goes back to the system (``engine.heap``).  Python
frees a finished game's objects, but glibc keeps the freed pages below its top: without asking
it (``malloc_trim``) the resident size stayed at the biggest game's peak for good.  Where a game
is dropped (a self-play batch between games, the desktop closing or replacing one) the program
asks; elsewhere than glibc it only collects."""

from __future__ import annotations

import gc
import sys
import weakref

import pytest

from engine import heap
from engine.io import selfplay


class _Cycle:
    def __init__(self) -> None:
        self.me = self


def test_release_collects_what_only_cycles_hold():
    obj = _Cycle()
    ref = weakref.ref(obj)
    gc.disable()
    try:
        del obj
        assert ref() is not None  # (a cycle: reference counts alone do not free it)
        heap.release()
        assert ref() is None
    finally:
        gc.enable()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc_trim")
def test_release_asks_glibc_to_give_memory_back():
    if heap._malloc_trim() is None:
        pytest.skip("a C library without malloc_trim (not glibc)")
    assert heap.release() is True
    assert heap.release() is True  # (as often as asked)


def test_without_malloc_trim_release_only_collects(monkeypatch):
    monkeypatch.setattr(heap, "_malloc_trim", lambda: None)
    assert heap.release() is False


def test_a_self_play_batch_releases_each_game_once_it_is_dropped(monkeypatch):
    games_alive = []
    real_play_one = selfplay.play_one

    def play_one(*args, **kwargs):
        game, rep = real_play_one(*args, **kwargs)
        games_alive.append(weakref.ref(game))
        return game, rep

    def release():
        gc.collect()
        calls.append([r() is not None for r in games_alive])
        return True

    calls: list[list[bool]] = []
    monkeypatch.setattr(selfplay, "play_one", play_one)
    monkeypatch.setattr(heap, "release", release)
    selfplay.selfplay("18MEX", 4, games=3, seed=5, max_actions=40)
    assert calls == [[False], [False, False], [False, False, False]]  # once a game, after it is gone
