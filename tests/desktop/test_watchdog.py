"""While a long engine job runs (replaying a 501-action game), the Qt event loop keeps being
serviced: the replay runs on a worker thread, never on the UI thread, and the UI thread keeps
turning its event loop while it waits and while it builds the map and the tables in slices.

Everything here is counted, not timed, so a busy machine (the test once failed at 107-139 ms
"blocked" on one shared by eight jobs) or a fast one (a 150 ms load gave only four 50 ms progress
signals) cannot fail it.  The worker waits, after each progress signal, until the UI thread has
handled it: the load can only finish if the UI thread serves its event loop throughout.  How long
the loop waits between turns is a figure of the machine; it is measured by
``bench/ui_watchdog.py`` (printing JSON), not asserted here."""

from __future__ import annotations

import threading

from PySide6.QtCore import QTimer

from desktop.history import History
from desktop.worker import Job
from tests.desktop.conftest import MEX_13315, need


def test_a_game_loads_off_the_ui_thread_while_the_event_loop_turns(make_window, qtbot, monkeypatch):
    w = make_window()
    ui = threading.get_ident()
    replayed: dict[str, int] = {"ui": 0, "worker": 0}
    original = History._process

    def process(self, source, action):  # noqa: ANN001, ANN202
        replayed["ui" if threading.get_ident() == ui else "worker"] += 1
        return original(self, source, action)

    monkeypatch.setattr(History, "_process", process)
    # every progress report becomes a signal (one per ten actions, 51 in all) ...
    monkeypatch.setattr(Job, "progress_interval", 0.0)
    handled = threading.Event()
    unanswered: list[int] = []
    original_progress = Job._progress

    def progress_then_wait(self, done: int, total: int) -> None:  # noqa: ANN001
        # ... and the replay goes on only once the UI thread has handled it
        handled.clear()
        original_progress(self, done, total)
        if not handled.wait(60):
            unanswered.append(done)

    monkeypatch.setattr(Job, "_progress", progress_then_wait)
    progress: list[int] = []
    w.controller.progress.connect(lambda done, total: (progress.append(done), handled.set()))
    turns = 0
    pumps: list[int] = []  # event-loop turns seen before each slice of deferred UI work
    original_pump = type(w)._pump

    def pump(self) -> None:  # noqa: ANN001
        pumps.append(turns)
        original_pump(self)

    monkeypatch.setattr(type(w), "_pump", pump)
    job = w.open_file(str(need(MEX_13315)))
    assert job is not None and w.controller.busy and w.progress_bar.isVisible()
    qtbot.waitUntil(lambda: not w.controller.busy, timeout=120000)
    assert len(w.controller.history) == 501
    assert replayed == {"ui": 0, "worker": 501}, "the replay ran on the UI thread"
    # the UI thread served its event loop throughout the load: it handled each progress signal
    # while the replay waited for it, in order, none missing
    assert unanswered == [], "the UI thread left a progress signal unhandled while the replay ran"
    assert progress == [*range(10, 501, 10), 501]

    def turned() -> None:
        nonlocal turns
        turns += 1

    tick = QTimer()
    tick.setInterval(0)  # once per turn of the event loop
    tick.timeout.connect(turned)
    tick.start()
    pumps.clear()
    qtbot.waitUntil(w.idle, timeout=60000)  # the map and the tables are finished in slices
    tick.stop()
    # the deferred work ran in several slices, each after at least one more turn of the loop
    print(f"slices after turns {pumps}")
    assert len(pumps) >= 3, "the map and the tables were built in one go"
    assert all(b > a for a, b in zip(pumps, pumps[1:])), "a slice followed another with no event-loop turn"


def test_cancel_stops_a_load_and_keeps_the_previous_game(make_window, qtbot, mex):
    w = make_window()
    w.controller.set_history(mex.copy(37), None, "before")
    job = w.open_file(str(need(MEX_13315)))
    w.cancel_button.click()
    qtbot.waitUntil(lambda: not w.controller.busy, timeout=60000)
    assert job.is_cancelled
    assert len(w.controller.history) == 37 and w.controller.source_name == "before"
    assert "cancelled" in w.refusal_label.text()
