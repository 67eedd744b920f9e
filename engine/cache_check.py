"""Checking mode for memoised answers (issue #31, item 6).

Every cache in the engine rests on an argument that nothing it depends on changed: the state's
memo (``State.querying``, ``State.settle``) on nothing changing the state while it is open, the
board's caches on its version, the module memo dicts of ``upgrades`` on the title's hooks reading
nothing but what the key names.  With ``ROUNDHOUSE_CHECK_CACHES=1`` in the environment (or
``ON`` set by a test) every answer served from such a cache is worked out again afresh and
compared; a difference raises ``StaleCache`` naming the cache, its key and both answers, at the
moment the stale answer is served (not actions later, when a replay first diverges).

The call sites test ``cache_check.ON`` themselves before building the fresh answer, so the mode
costs one attribute read per cache hit when it is off.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any, Protocol, TypeVar

T = TypeVar("T")


class _HasMemo(Protocol):
    _memo: dict[Any, Any] | None


#: the environment variable that turns the checking mode on ("1"; empty or "0": off)
ENV = "ROUNDHOUSE_CHECK_CACHES"

#: is the checking mode on?  Read once at import; tests may set it (``monkeypatch.setattr``)
ON: bool = os.environ.get(ENV, "") not in ("", "0")


class StaleCache(AssertionError):
    """A memoised answer differs from the one worked out afresh: an engine bug, never a player's
    mistake (an ``AssertionError``, so nothing refusing illegal actions swallows it)."""


def confirm(what: str, key: object, kept: T, fresh: Callable[[], T], same: Callable[[T, T], bool] | None = None) -> T:
    """``kept`` (the cached answer), after checking it equals ``fresh()`` (by ``same``, else
    ``==``); raises ``StaleCache`` otherwise.  Call it only when ``ON``."""
    new = fresh()
    if not (same(kept, new) if same is not None else kept == new):
        raise StaleCache(f"stale cache {what} at {key!r}: kept {kept!r}, afresh {new!r}")
    return kept


def afresh(s: _HasMemo, answer: Callable[[], T]) -> T:
    """``answer()`` worked out with the state's memo closed, from the state itself."""
    kept = s._memo
    s._memo = None
    try:
        return answer()
    finally:
        s._memo = kept
