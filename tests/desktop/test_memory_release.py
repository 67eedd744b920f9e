"""Issue #28, item 9: a game closed or replaced in the desktop is freed, and its memory handed
back to the system (``engine.heap.release``) once the views have let go of it, instead of the
process keeping the biggest game's peak for the rest of the session."""

from __future__ import annotations

import weakref

from desktop.history import History
from engine import heap
from tests.desktop.conftest import wait_loaded

NAMES = ["Ann", "Bob", "Cy"]


def _spy(monkeypatch, watched):
    seen = []

    def release():
        real()
        seen.append(watched() is None)  # was the old game already gone when memory was released?
        return True

    real = heap.release
    monkeypatch.setattr(heap, "release", release)
    return seen


def test_replacing_a_game_frees_the_old_one_and_releases_its_memory(make_window, qtbot, monkeypatch):
    w = make_window()
    w.controller.set_history(History.new("18MEX", NAMES, seed=3), None, "first")
    for _ in range(3):
        w.act_pass.trigger()
    wait_loaded(qtbot, w)
    old = weakref.ref(w.controller.history)
    seen = _spy(monkeypatch, old)
    w.controller.set_history(History.new("1893", NAMES, seed=4), None, "second")
    wait_loaded(qtbot, w)
    assert seen == [True]


def test_closing_a_game_frees_it_and_releases_its_memory(make_window, qtbot, monkeypatch):
    w = make_window()
    w.controller.set_history(History.new("18GB", NAMES, seed=3), None, "first")
    wait_loaded(qtbot, w)
    old = weakref.ref(w.controller.history)
    seen = _spy(monkeypatch, old)
    w.controller.close_game()
    wait_loaded(qtbot, w)
    assert seen == [True]
