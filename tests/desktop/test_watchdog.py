"""While a long engine job runs (replaying a 501-action game), the Qt event loop is never
blocked for more than 100 ms: a 10 ms QTimer keeps ticking.

Two measures per run: the wall-clock gap between ticks (what a user feels), and the UI thread's
own CPU time between ticks (what our code costs it, blind to other programs competing for the
CPU).  The second must hold on every run; the first on the best of three runs, because a busy
machine can hold any single run up — while UI-thread work over 100 ms would fail all three."""

from __future__ import annotations

import gc
import time

import pytest
from PySide6.QtCore import QTimer

from tests.desktop.conftest import MEX_13315, need

LIMIT = 0.100


def warm_up(make_window, qtbot) -> None:
    """First use of fonts, glyph caches and styles in a process costs a one-off ~100 ms; show a
    new game once so the runs below measure the steady state."""
    from desktop.history import History

    w = make_window()
    w.controller.set_history(History.new("18MEX", ["A", "B", "C"]), None, "warm-up")
    w.settle()
    qtbot.wait(100)


def one_run(make_window, qtbot) -> tuple[float, str, float]:
    w = make_window()
    ticks: list[tuple[float, float]] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append((time.perf_counter(), time.thread_time())))
    timer.start()
    qtbot.wait(50)
    t0, c0 = time.perf_counter(), time.thread_time()
    job = w.open_file(str(need(MEX_13315)))
    assert job is not None and w.controller.busy and w.progress_bar.isVisible()
    qtbot.waitUntil(lambda: not w.controller.busy, timeout=60000)
    t_loaded = time.perf_counter()
    qtbot.waitUntil(w.idle, timeout=30000)  # the map and the tables are finished in slices too
    timer.stop()
    t1, c1 = time.perf_counter(), time.thread_time()
    during = [(t, c) for t, c in ticks if t0 <= t <= t1]
    marks = [(t0, c0)] + during + [(t1, c1)]
    assert t_loaded - t0 > 0.15, "the job was too short to prove anything"
    assert len(during) > 10
    assert len(w.controller.history) == 501
    wall = max(
        (b[0] - a[0], "while loading" if b[0] <= t_loaded else "after loading") for a, b in zip(marks, marks[1:])
    )
    cpu = max(b[1] - a[1] for a, b in zip(marks, marks[1:]))
    return wall[0], wall[1], cpu


@pytest.fixture
def app_sized_heap():
    """The test session keeps big fixtures (every state of a game, reference snapshots) that the
    program never holds; keep the cyclic collector's full passes over them out of the measure."""
    gc.collect()
    gc.freeze()
    yield
    gc.unfreeze()


def test_event_loop_keeps_ticking_while_a_game_loads(make_window, qtbot, app_sized_heap):
    warm_up(make_window, qtbot)
    runs = []
    for _ in range(3):
        wall, phase, cpu = one_run(make_window, qtbot)
        runs.append(f"{wall * 1000:.0f} ms {phase} (UI thread busy {cpu * 1000:.0f} ms)")
        assert cpu < LIMIT, f"the UI thread itself ran {cpu * 1000:.0f} ms without returning to the event loop"
        if wall < LIMIT:
            return
    raise AssertionError("the event loop was blocked in every run: " + "; ".join(runs))


def test_cancel_stops_a_load_and_keeps_the_previous_game(make_window, qtbot, mex):
    w = make_window()
    w.controller.set_history(mex.copy(37), None, "before")
    job = w.open_file(str(need(MEX_13315)))
    w.cancel_button.click()
    qtbot.waitUntil(lambda: not w.controller.busy, timeout=60000)
    assert job.is_cancelled
    assert len(w.controller.history) == 37 and w.controller.source_name == "before"
    assert "cancelled" in w.refusal_label.text()
