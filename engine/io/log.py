"""The effective action log: what an 18xx.games-style action list means once undo/redo are applied.

A recorded log keeps everything a player ever clicked: chat ``message`` actions, ``undo`` (the
previous real action, or with ``action_id`` every action after that id) and ``redo`` (puts back what
the last undo removed, as long as no new action came in between).  ``effective_actions`` applies
those rules exactly as 18xx.games does (``Engine::Game::Base.filtered_actions``) and drops the
messages.

``program_*`` actions (standing instructions such as "buy a share of FCP each turn until it
floats") stay in the effective log: an undo can remove them and saves keep them.  They change no
state by themselves; their effects were recorded as ``auto_actions``.  ``game_actions`` turns the
effective log into the sequence that ``Game.process`` receives: programs are left out, a program
that carries ``auto_actions`` hands those on, and ``program_*`` entries inside ``auto_actions`` are
dropped.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from engine.errors import Cancelled, DataError

Action = dict[str, Any]

#: log bookkeeping; never given to Game.process
META_TYPES = frozenset({"undo", "redo", "message"})


def is_program(action: Action) -> bool:
    t = action.get("type")
    return isinstance(t, str) and t.startswith("program_")


#: how many log entries are resolved between two looks at the cancel callback
CANCEL_EVERY = 4096

Cancel = Callable[[], bool]


def effective_actions(actions: Sequence[Action], cancel: Cancel | None = None) -> list[Action]:
    """The actions still in force after undo/redo, in order, without messages or undo/redo.

    The returned dicts are the input dicts themselves (not copies).  An ``undo`` whose
    ``action_id`` names no earlier action raises ``DataError``; a ``redo`` with nothing to redo
    is ignored.  ``cancel`` is asked every ``CANCEL_EVERY`` entries; once it answers True the
    resolution stops with ``Cancelled``.

    Linear time, as a browser's history: the actions in force are always the first ``live`` of
    ``line`` (log positions, increasing).  An undo only shortens that prefix and remembers the
    length it had; a redo (possible only while no new action came since) restores the last
    length remembered; a new action cuts ``line`` to the prefix and extends it.  (Between an
    undo and its redo only undos and redos happen, so the stack of lengths nests.)
    """
    line: list[int] = []  # log positions of real actions, the first ``live`` in force
    live = 0
    lengths: list[int] = []  # one per undo that a redo may still take back
    first_index: dict[Any, int] = {}
    for index, action in enumerate(actions):
        if cancel is not None and index % CANCEL_EVERY == 0 and cancel():
            raise Cancelled()
        kind = action.get("type")
        if kind == "undo":
            target = action.get("action_id")
            lengths.append(live)
            if target is None:
                live = max(live - 1, 0)
            elif target == 0:
                live = 0
            else:
                at = first_index.get(target)
                if at is None:
                    raise DataError(f"action {action.get('id')}: undo to unknown action_id {target}")
                live = bisect_right(line, at, 0, live)
        elif kind == "redo":
            if lengths:
                live = lengths.pop()
        elif kind != "message":
            lengths.clear()
            del line[live:]
            line.append(index)
            live += 1
        if "id" in action:
            first_index.setdefault(action["id"], index)
    return [actions[i] for i in line[:live]]


def _without_programs(autos: Any) -> list[Action]:
    if not isinstance(autos, list):
        return []
    return [a for a in autos if isinstance(a, dict) and not is_program(a)]


def to_process(action: Action) -> Action | None:
    """The form of one effective action that ``Game.process`` receives, or None if it changes nothing.

    Never mutates ``action``.
    """
    if action.get("type") in META_TYPES:
        return None
    autos = action.get("auto_actions")
    if is_program(action):
        kept = _without_programs(autos)
        if not kept:
            return None
        first = dict(kept[0])
        if "id" in action:
            first["id"] = action["id"]
        if len(kept) > 1:
            first["auto_actions"] = kept[1:]
        else:
            first.pop("auto_actions", None)
        return first
    if autos is None:
        return action
    kept = _without_programs(autos)
    if len(kept) == len(autos):
        return action
    out = dict(action)
    if kept:
        out["auto_actions"] = kept
    else:
        del out["auto_actions"]
    return out


def game_actions(
    actions: Sequence[Action], *, effective: bool = False, cancel: Cancel | None = None
) -> Iterator[tuple[Action, Action]]:
    """Pairs (source action, action for Game.process) for a raw log (or an effective one)."""
    for source in actions if effective else effective_actions(actions, cancel):
        out = to_process(source)
        if out is not None:
            yield source, out
