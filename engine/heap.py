"""Handing memory back to the system once a game is dropped (issue #28, item 9).

A big game (a 1833NE game of ~1,000 actions) takes tens of MB at its peak: the networks and
route networks its boards cache, the lay check's memos, the states a history keeps.  Once the
game is gone Python frees every object, but the C allocator keeps the freed pages: glibc's
``malloc`` returns only the top of its heap, so one live block above a freed region holds it
all, and the resident size stays at the high-water mark of the biggest game so far.  A long
session (a desktop opening game after game, a self-play batch) would carry that for good.
``release`` asks glibc to give back every free page (``malloc_trim(0)``); elsewhere (macOS,
Windows, musl) it only collects, which is harmless.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import sys
from collections.abc import Callable
from functools import lru_cache

#: what module-level memos of the games' own objects (bounded ones, or the last call's answer)
#: do when a game is dropped: forget them, so they neither keep the game's objects nor, made
#: amid its short-lived ones, keep the allocator from handing back the memory around them
_FORGETS: list[Callable[[], None]] = []


def forget_on_release(forget: Callable[[], None]) -> Callable[[], None]:
    """Register a memo's ``forget`` to run at every ``release`` (a decorator)."""
    _FORGETS.append(forget)
    return forget


@lru_cache(maxsize=1)
def _malloc_trim() -> Callable[[int], int] | None:
    """glibc's ``malloc_trim``, or None where the C library has none."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        trim = libc.malloc_trim
    except (OSError, AttributeError):  # (no C library by that name, or not glibc)
        return None
    trim.argtypes = [ctypes.c_size_t]
    trim.restype = ctypes.c_int
    return trim


def release() -> bool:
    """Free what is unreachable now, then hand the allocator's free pages back to the system.
    Call it where a game has just been dropped (closed, replaced, played out); True when the C
    library could be asked to give memory back."""
    for forget in _FORGETS:
        forget()
    gc.collect()
    trim = _malloc_trim()
    if trim is None:
        return False
    trim(0)
    return True
