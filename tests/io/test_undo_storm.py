"""Undo/redo storms (issue #28, item 4): resolving a log of hundreds of thousands of undos and
redos is linear, means what the step-by-step resolution means, and can be cancelled."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import Cancelled, DataError
from engine.io.log import CANCEL_EVERY, effective_actions
from tests.guard import time_limit


def reference(actions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The resolution spelled out one entry at a time (the engine's earlier, quadratic code):
    the meaning the linear one must keep."""
    kept: list[dict | None] = [None] * len(actions)
    first_index: dict[Any, int] = {}
    undo_stack: list[list[tuple[int, dict]]] = []
    for index, action in enumerate(actions):
        kind = action.get("type")
        if kind == "undo":
            target = action.get("action_id")
            if target is None:
                start = next(
                    (i for i in range(index - 1, -1, -1) if (k := kept[i]) is not None and k.get("type") != "message"),
                    0,
                )
            elif target == 0:
                start = 0
            else:
                at = first_index.get(target)
                if at is None:
                    raise DataError("unknown")
                start = at + 1
            removed = []
            for i in range(start, index):
                a = kept[i]
                if a is not None and a.get("type") != "message":
                    removed.append((i, a))
                    kept[i] = None
            undo_stack.append(removed)
        elif kind == "redo":
            if undo_stack:
                for i, a in undo_stack.pop():
                    kept[i] = a
        elif kind == "message":
            kept[index] = action
        else:
            undo_stack.clear()
            kept[index] = action
        if "id" in action:
            first_index.setdefault(action["id"], index)
    return [a for a in kept if a is not None and a.get("type") != "message"]


_STEP = st.one_of(
    st.just(("pass", None)),
    st.just(("message", None)),
    st.just(("undo", None)),
    st.just(("redo", None)),
    st.tuples(st.just("undo"), st.integers(min_value=0, max_value=40)),
)


def build(steps: list[tuple[str, int | None]]) -> list[dict[str, Any]]:
    """A log of the given entries, ids 1.. in order; an undo's target is taken modulo the ids so far."""
    out: list[dict[str, Any]] = []
    for i, (kind, target) in enumerate(steps, start=1):
        action: dict[str, Any] = {"id": i, "type": kind}
        if kind == "undo" and target is not None:
            action["action_id"] = target % i  # 0 (undo everything) or an earlier id
        out.append(action)
    return out


@settings(max_examples=400, deadline=None)
@given(st.lists(_STEP, max_size=60))
def test_linear_resolution_means_what_the_step_by_step_one_means(steps):
    log = build(steps)
    assert [a["id"] for a in effective_actions(log)] == [a["id"] for a in reference(log)]


def _storm(real: int, pairs: int) -> list[dict[str, Any]]:
    log: list[dict[str, Any]] = [{"id": i + 1, "type": "pass"} for i in range(real)]
    n = real
    for _ in range(pairs):
        log.append({"id": n + 1, "type": "undo", "action_id": 1})
        log.append({"id": n + 2, "type": "redo"})
        n += 2
    return log


def test_two_hundred_thousand_undos_and_redos_resolve_at_once():
    """A storm the size of issue #28's 5.6 MB file: the step-by-step resolution needed minutes."""
    log = _storm(2000, 100_000)
    with time_limit(20, "resolving 200,000 undos and redos"):
        kept = effective_actions(log)
    assert [a["id"] for a in kept] == list(range(1, 2001))


def test_two_hundred_thousand_plain_undos_resolve_at_once():
    log = [{"id": i + 1, "type": "pass"} for i in range(2000)]
    log += [{"id": 3000 + i, "type": "undo"} for i in range(200_000)]
    with time_limit(20, "resolving 200,000 undos"):
        assert effective_actions(log) == []


def test_resolution_can_be_cancelled():
    asked = []

    def cancel() -> bool:
        asked.append(1)
        return len(asked) > 2

    with pytest.raises(Cancelled):
        effective_actions(_storm(10, 5 * CANCEL_EVERY), cancel)
    assert len(asked) == 3


def _storm_file(tmp_path, pairs: int):
    from engine.io.document import save
    from tests.io.conftest import minimal_doc

    doc = minimal_doc()
    doc["actions"] = _storm(3, pairs)
    for k, a in enumerate(doc["actions"]):
        a.update(entity=k + 1 if k < 3 else 1, entity_type="player")  # three passes, in turn
    path = tmp_path / "storm.json"
    save(path, doc)
    return path


def test_every_phase_of_a_load_can_be_cancelled(tmp_path):
    """Parsing the actions, resolving undo/redo and replaying each ask the cancel callback: a
    Cancel in the desktop (``Job.cancel``, handed to ``load`` and ``History.load``) stops the
    phase it comes in."""
    from engine.io.document import load
    from engine.io.replay import replay

    path = _storm_file(tmp_path, 2 * CANCEL_EVERY)
    with pytest.raises(Cancelled):
        load(path, cancel=lambda: True)  # while checking the actions
    doc = load(path)
    calls = []

    def after(n: int):
        def cancel() -> bool:
            calls.append(1)
            return len(calls) > n

        return cancel

    with pytest.raises(Cancelled):
        replay(doc, cancel=after(1))  # while resolving the undos (asked every CANCEL_EVERY entries)
    calls.clear()
    undo_checks = len(doc.actions) // CANCEL_EVERY + 1
    with pytest.raises(Cancelled):
        replay(doc, cancel=after(undo_checks + 1))  # while replaying: the second action
    assert replay(doc, cancel=lambda: False).processed == 3


def test_the_desktop_history_load_passes_cancel_to_the_undo_resolution(tmp_path):
    from desktop.history import History
    from engine.io.document import load

    doc = load(_storm_file(tmp_path, CANCEL_EVERY))
    with pytest.raises(Cancelled):
        History.load(doc, cancel=lambda: True)
