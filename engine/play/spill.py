"""What a pass in an operating turn does beyond ending the step it is in.

A pass can spill over: the steps after it that have nothing to do are skipped at once, and a
skipped step has effects (a trainless corporation withholds and its price drops), or the pass
ends the turn while purchases were still open.  One pass too many (a key pressed once more after
a stock round) then did all that without a word.  ``pass_consequences`` reads it from the
engine's own trial of the pass: the sentences the engine noted for the operator's turn (in the
players' words, as the log shows them) and the steps the end of the turn leaves undone.  The
menu shows them as the pass's consequence; the desktop asks once before such a pass.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.errors import IllegalAction
from engine.i18n import joined, msg
from engine.play.narrate import narrate, starts_a_turn

if TYPE_CHECKING:
    from engine.game import Game
    from engine.state import State


def pass_consequences(before: State, action: dict, after: State) -> tuple[str, ...]:
    """The sentences saying what the pass ``action`` (taking ``before`` to ``after``) does to the
    operator's turn besides passing; empty when it only passes, or outside an operating turn."""
    rnd = before.round
    operator = getattr(rnd, "operator", None)
    if action.get("type") != "pass" or rnd is None or not isinstance(operator, str):
        return ()
    notes = list(after.log[len(before.log) :])
    told = narrate(before, action, after, notes)
    lines: list[str] = []
    for line in told.lines[: told.opening]:
        if starts_a_turn(line):  # the next company's turn: not this pass's doing
            break
        lines.append(line)
    if _turn_ended(before, after, operator):
        undone = _steps_left(before, operator)
        if undone:
            lines.append(
                msg(
                    "{entity}'s turn ends: no chance left to {tasks}",
                    entity=before.name_of(operator),
                    tasks=joined(undone, " or "),
                )
            )
    return tuple(lines)


def consequences_of(game: Game, action: dict) -> tuple[str, ...]:
    """``pass_consequences`` of ``action`` on the game as it stands (the engine's trial); empty
    when the engine refuses it (the refusal is said when it is sent)."""
    try:
        after = game.trial(action)
    except IllegalAction:
        return ()
    return pass_consequences(game.state, action, after)


def _turn_ended(before: State, after: State, operator: str) -> bool:
    from engine.views import round_label

    return round_label(before) != round_label(after) or getattr(after.round, "operator", None) != operator


def _steps_left(s: State, operator: str) -> list[Any]:
    """The tasks of the steps after the current one that still offered the operator something."""
    rnd = s.round
    current = rnd.active_step(s) if rnd is not None else None
    if rnd is None or current is None or current not in rnd.steps:
        return []
    out: list[Any] = []
    for step in rnd.steps[rnd.steps.index(current) + 1 :]:
        task = getattr(step, "task", None)
        if task and task not in out and step.active(s) and set(step.actions(s, operator)) - {"pass"}:
            out.append(task)
    return out


__all__ = ["consequences_of", "pass_consequences"]
