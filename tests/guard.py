"""A per-test time guard: a hang (a quadratic undo storm, a load that never ends) fails the test
after a generous limit instead of stalling the suite.  Not a timing assertion: the limits are
many times what the work needs, so only a runaway trips them."""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager

import pytest


class TimeLimit(Exception):  # noqa: N818 - what happened, not an error class of its own
    """Raised in the main thread when the guard's limit passes."""


@contextmanager
def time_limit(seconds: float, what: str = "the work") -> Iterator[None]:
    """Fail the test if the block runs longer than ``seconds`` (Unix, main thread; elsewhere no guard)."""
    if not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread():
        yield
        return

    def ring(signum: int, frame: object) -> None:
        raise TimeLimit(f"{what} ran for more than {seconds} s")

    old = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    except TimeLimit as exc:
        pytest.fail(str(exc), pytrace=False)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
