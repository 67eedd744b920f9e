"""Background work on a ``QThreadPool``: progress, cancel, results by signal.

``run_job(fn, ...)`` calls ``fn(progress, cancel)`` on a pool thread.  ``progress(done, total)``
may be called from there at any rate (it is throttled to ~20 signals per second); ``cancel()``
returns True once the user asked to stop, and ``fn`` should then raise ``Cancelled`` (or return).
Results come back on the UI thread through the job's signals, so the UI thread never waits.
The engine is pure Python: the GIL is handed over every few milliseconds (``qtenv.application``
shortens the switch interval to 2 ms) and pool threads run at a lower priority than the UI thread,
which keeps the event loop responsive while a job runs (the watchdog test measures it).
"""

from __future__ import annotations

import os
import threading
import time
import traceback
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from desktop.history import Cancelled
from engine.errors import RoundhouseError
from engine.i18n import reason

BACKGROUND_NICE = 5


def lower_thread_priority() -> None:
    """Background work yields the CPU to the UI thread first (Linux: per-thread nice value)."""
    if not hasattr(os, "setpriority"):
        return
    try:
        tid = threading.get_native_id()
        current = os.getpriority(os.PRIO_PROCESS, tid)
        if current < BACKGROUND_NICE:
            os.setpriority(os.PRIO_PROCESS, tid, BACKGROUND_NICE)
    except OSError:
        pass


class JobSignals(QObject):
    progress = Signal(int, int)
    done = Signal(object)
    failed = Signal(str)
    cancelled = Signal()
    finished = Signal()  # after any of the three above


class Job(QRunnable):
    #: Seconds between two progress signals: the bar needs no more, and fewer signals leave the
    #: UI thread's queue short.  Tests that count signals set it to 0.
    progress_interval = 0.05

    def __init__(self, fn: Callable[[Callable[[int, int], None], Callable[[], bool]], Any], label: str = "") -> None:
        super().__init__()
        self.setAutoDelete(False)  # Python owns it (kept in JobRunner.jobs until it finishes)
        self.fn = fn
        self.label = label
        self.signals = JobSignals()
        self._cancel = threading.Event()
        self._last = 0.0

    def cancel(self) -> None:
        self._cancel.set()

    @property
    def is_cancelled(self) -> bool:
        return self._cancel.is_set()

    def _progress(self, done: int, total: int) -> None:
        now = time.monotonic()
        if now - self._last >= self.progress_interval or done >= total:
            self._last = now
            self.signals.progress.emit(int(done), int(total))

    def run(self) -> None:  # on a pool thread
        lower_thread_priority()
        try:
            result = self.fn(self._progress, self._cancel.is_set)
        except Cancelled:
            self.signals.cancelled.emit()
        except RoundhouseError as exc:  # a refusal with a sentence (bad file, title not playable...)
            self.signals.failed.emit(" ".join(reason(exc).split()) or type(exc).__name__)
        except Exception as exc:  # noqa: BLE001 - reported to the user, never raised in a thread
            text = str(exc).strip().splitlines()
            line = f"{type(exc).__name__}: {text[0]}" if text else type(exc).__name__
            traceback.print_exc()
            self.signals.failed.emit(line)
        else:
            if self._cancel.is_set():
                self.signals.cancelled.emit()
            else:
                self.signals.done.emit(result)
        self.signals.finished.emit()


def _while_alive(owner: QObject, fn: Callable | None) -> Callable | None:
    if fn is None:
        return None

    def call(*args: Any) -> None:
        if shiboken6.isValid(owner):
            fn(*args)

    return call


class JobRunner(QObject):
    """Starts jobs on a thread pool and keeps them alive until they finish."""

    started = Signal(object)  # Job
    ended = Signal(object)  # Job

    def __init__(self, parent: QObject | None = None, pool: QThreadPool | None = None) -> None:
        super().__init__(parent)
        self.pool = pool or QThreadPool.globalInstance()
        self.jobs: set[Job] = set()

    def run(
        self,
        fn: Callable,
        label: str = "",
        on_done: Callable[[Any], None] | None = None,
        on_failed: Callable[[str], None] | None = None,
        on_cancelled: Callable[[], None] | None = None,
        on_progress: Callable[[int, int], None] | None = None,
        owner: QObject | None = None,
    ) -> Job:
        """Run ``fn(progress, cancel)`` on the pool.  ``owner``: the widget the callbacks update;
        once Qt has deleted it (a window closed while the job ran) they are dropped, not run."""
        job = Job(fn, label)
        if owner is not None:
            on_done, on_failed, on_cancelled, on_progress = (
                _while_alive(owner, f) for f in (on_done, on_failed, on_cancelled, on_progress)
            )
        if on_done:
            job.signals.done.connect(on_done)
        if on_failed:
            job.signals.failed.connect(on_failed)
        if on_cancelled:
            job.signals.cancelled.connect(on_cancelled)
        if on_progress:
            job.signals.progress.connect(on_progress)
        job.signals.finished.connect(lambda j=job: self._finished(j))
        self.jobs.add(job)
        self.started.emit(job)
        self.pool.start(job)
        return job

    def _finished(self, job: Job) -> None:
        self.jobs.discard(job)
        if shiboken6.isValid(self):
            self.ended.emit(job)

    def busy(self) -> bool:
        return bool(self.jobs)

    def cancel_all(self) -> None:
        for job in list(self.jobs):
            job.cancel()

    def wait(self, msecs: int = 5000) -> bool:
        return self.pool.waitForDone(msecs)
