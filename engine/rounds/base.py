"""Rounds are ordered lists of small steps, as on 18xx.games.

A *step* says which entity acts now (``active_entities``), which action types it accepts from an
entity (``actions``), and how to apply them (``process_<type>``).  A step ``blocks`` the round
while it has something for its entity to do; a blocking step with nothing to do is *skipped*
(``skip``), which is where automatic effects happen (a trainless corporation's withhold, a minor's
half pay, ...).  The round routes each action to the first active step that accepts it, refusing
it when an earlier step blocks.  This mirrors the order of play the recorded games were made with,
so a recorded ``pass`` lands exactly where the site expected one.

Steps and rounds hold only plain data (ids, numbers, flags); every method receives the game
state ``s`` so the whole round can be deep-copied together with the state for a trial action.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any, ClassVar

from engine import cache_check
from engine.actions import action_verb
from engine.errors import IllegalAction
from engine.i18n import Msg, joined, msg
from engine.scratch import RoundScratch

if TYPE_CHECKING:
    from engine.protocols import RoundLike
    from engine.state import State

Action = dict[str, Any]


class Step:
    """One part of a round.  Subclasses override ``actions`` and ``process_<type>``."""

    description: str = msg("Step")
    #: the step's task inside a sentence ("It is X's turn to {task}"); None: the description
    task: Msg | None = None
    blocks_round = True  # a non-blocking step (e.g. buying a private mid-turn) never holds the round

    def __init__(self, **opts: Any) -> None:
        self.opts = opts
        self.passed = False
        self.acted = False

    # --- who and what -------------------------------------------------------------------
    def active(self, s: State) -> bool:
        return not self.passed

    def active_entities(self, s: State) -> list[str]:
        rnd = s.round
        if not rnd.entities:
            return []
        return [rnd.entities[rnd.entity_index]]

    def current_entity(self, s: State) -> str | None:
        ents = self.active_entities(s)
        return ents[0] if ents else None

    def actions(self, s: State, entity: str) -> list[str]:
        return []

    def blocks(self, s: State) -> bool:
        return self.blocks_round

    def current_actions(self, s: State) -> list[str]:
        ent = self.current_entity(s)
        if ent is None or s.is_closed(ent):
            return []
        return self.actions(s, ent)

    def accepts(self, s: State, entity: str, kind: str) -> bool:
        """``kind in self.actions(s, entity)``; a step may answer it faster."""
        return kind in self.actions(s, entity)

    def has_actions(self, s: State, entity: str) -> bool:
        """``bool(self.actions(s, entity))``; a step may answer it faster (it decides blocking).
        (The list is kept while the state's memo is open: the search for a step reads it.)"""
        return bool(_actions(s, self, entity))

    def blocking(self, s: State) -> bool:
        if not self.blocks(s):
            return False
        if type(self).current_actions is not Step.current_actions:  # a step that says otherwise
            return bool(self.current_actions(s))
        ent = self.current_entity(s)
        if ent is None or s.is_closed(ent):
            return False
        return self.has_actions(s, ent)

    # --- lifecycle ----------------------------------------------------------------------
    def setup(self, s: State) -> None:
        """Called when a new entity's turn starts."""

    def pass_(self, s: State) -> None:
        self.passed = True

    def unpass(self) -> None:
        self.passed = False
        self.acted = False

    def skip(self, s: State) -> None:
        self.pass_(s)

    def process_pass(self, s: State, action: Action) -> None:
        self.pass_(s)

    def process(self, s: State, action: Action) -> None:
        # (an interned name: CPython's attribute cache keeps the name it was asked by, and a
        # fresh string per action, kept there, pinned the memory of the game around it)
        handler = getattr(self, sys.intern(f"process_{action['type']}"), None)
        if handler is None:
            raise IllegalAction(msg("{step} cannot take a {kind} action", step=self.description, kind=action["type"]))
        handler(s, action)


class Round:
    """An ordered list of steps over a list of entities."""

    name: str = msg("Round")
    short = "R"
    #: which programmed pass applies in this round ("stock", "auction"; see engine.play.programs)
    programmable: str | None = None
    #: the dataclass of what this round's steps share (a title's round may extend it)
    scratch_type: ClassVar[type[RoundScratch]] = RoundScratch

    def __init__(self, s: State, steps: list[Step], round_num: int = 1) -> None:
        self.round_num = round_num
        self.entity_index = 0
        self.entities: list[str] = self.select_entities(s)
        self.steps = steps
        self.last_to_act: str | None = None
        self.pass_order: list[str] = []
        self.data: RoundScratch = self.scratch_type()  # shared by the steps (bought trains, sold shares...)

    def select_entities(self, s: State) -> list[str]:
        return []

    def setup(self, s: State) -> None:
        """Called once when the round becomes the current round."""

    # --- queries ------------------------------------------------------------------------
    def active_step(self, s: State) -> Step | None:
        memo = s._memo  # in a query (``State.querying``) the answer holds throughout: asked once
        if memo is not None:
            key = ("active_step", id(self))
            if key in memo:
                if cache_check.ON:
                    cache_check.confirm(
                        "memo", key, memo[key], lambda: cache_check.afresh(s, lambda: self._active_step(s))
                    )
                return memo[key]
            found = memo[key] = self._active_step(s)
            return found
        return self._active_step(s)

    def _active_step(self, s: State) -> Step | None:
        for step in self.steps:
            if step.active(s) and _blocking(s, step):
                return step
        return None

    def active_entities(self, s: State) -> list[str]:
        step = self.active_step(s)
        return step.active_entities(s) if step else []

    def current_entity(self, s: State) -> str | None:
        ents = self.active_entities(s)
        return ents[0] if ents else None

    def finished(self, s: State) -> bool:
        return self.active_step(s) is None

    def actions_for(self, s: State, entity: str) -> list[str]:
        out: list[str] = []
        for step in self.steps:
            if not step.active(s):
                continue
            acts = step.actions(s, entity)
            for a in acts:
                if a not in out:
                    out.append(a)
            if _plain_blocking(step) and entity == step.current_entity(s) and not s.is_closed(entity):
                blocking = step.blocks(s) and bool(acts)  # = step.blocking(s), already worked out
            else:
                blocking = step.blocking(s)
            if blocking:
                break
        return out

    # --- processing ---------------------------------------------------------------------
    def step_for(self, s: State, entity: str, kind: str) -> Step:
        """The step that takes a ``kind`` action from ``entity`` now, or IllegalAction with the
        sentence saying whose turn it is (also used to price a single step's effect)."""
        for step in self.steps:
            if not step.active(s):
                continue
            if _plain_queries(step):
                # a plain step asked about its own actor: one list answers both questions
                # (whether it takes the action, and whether it blocks the round)
                acts = _actions(s, step, entity)
                if kind in acts:
                    return step
                if entity == step.current_entity(s) and not s.is_closed(entity):
                    blocking = bool(acts) and step.blocks(s)  # = step.blocking(s)
                else:
                    blocking = _blocking(s, step)
            elif step.accepts(s, entity, kind):
                return step
            else:
                blocking = _blocking(s, step)  # (only asked when the step does not take it: queries change nothing)
            if blocking:
                current = step.current_entity(s)
                if current == entity:
                    raise IllegalAction(
                        msg(
                            "{entity} cannot {action} now (only {actions})",
                            entity=s.name_of(entity),
                            action=action_verb(kind),
                            actions=joined([action_verb(a) for a in step.actions(s, entity)]),
                        )
                    )
                raise IllegalAction(
                    msg(
                        "It is {player}'s turn to {task}; {entity} cannot {action} now",
                        player=s.name_of(current),
                        task=step.task or step.description.lower(),
                        entity=s.name_of(entity),
                        action=action_verb(kind),
                    )
                )
        raise IllegalAction(msg("{entity} cannot {action} now", entity=s.name_of(entity), action=action_verb(kind)))

    def process(self, s: State, action: Action) -> None:
        self.process_steps(s, action)
        self.after_process(s, action)

    def process_steps(self, s: State, action: Action) -> Step | None:
        """The step's part of ``process``; returns what ``skip_steps`` returned."""
        target = self.step_for(s, action["_entity"], action["type"])
        s.unsettle()
        target.acted = True
        target.process(s, action)
        self.after_process_before_skip(s, action)
        return self.skip_steps(s)

    def skip_steps(self, s: State) -> Step | None:
        """Skip the blocking steps with nothing to do; returns the step found blocking (None if
        none was), which ``first_blocking`` may take as said as long as nothing changed since."""
        ent = self.entities[self.entity_index] if self.entities else None
        for step in self.steps:
            if not step.active(s) or not step.blocks(s) or (ent is not None and s.is_closed(ent)):
                continue
            if step.blocking(s):
                return step
            step.skip(s)
        return None

    def first_blocking(self, s: State, found: Step | None) -> Step | None:
        """``active_step`` right after ``skip_steps`` returned ``found``, with nothing changed in
        between: the steps before ``found`` are asked again (a skip may have changed them), ``found``
        itself is not (asking whether the stock step blocks is the costliest query of a turn)."""
        for step in self.steps:
            if step is found:
                return step
            if step.active(s) and step.blocking(s):
                return step
        return None

    def after_process_before_skip(self, s: State, action: Action) -> None:
        pass

    def after_process(self, s: State, action: Action) -> None:
        pass

    def next_entity_index(self, s: State) -> None:
        if self.entities:
            self.entity_index = (self.entity_index + 1) % len(self.entities)


_PLAIN: dict[type, bool] = {}


def step_slot(s: State, step: Step) -> int | None:
    """How the state's memo names ``step``: its place in the round, the same in a copy of the
    state, which keeps the memo (``State.clone``).  None for a step outside the round: its
    answers are not kept."""
    rnd = s.round
    if rnd is not None:
        for i, st in enumerate(rnd.steps):
            if st is step:
                return i
    return None


def _blocking(s: State, step: Step) -> bool:
    """``step.blocking(s)``, asked once while the state's memo is open (``State.querying``,
    ``State.settle``: nothing changes meanwhile)."""
    memo = s._memo
    slot = None if memo is None else step_slot(s, step)
    if memo is None or slot is None:
        return step.blocking(s)
    key = ("blocking", slot)
    hit = memo.get(key)
    if hit is None:
        hit = memo[key] = step.blocking(s)
    elif cache_check.ON:
        cache_check.confirm("memo", key, hit, lambda: cache_check.afresh(s, lambda: step.blocking(s)))
    return hit


def _actions(s: State, step: Step, entity: str) -> list[str]:
    """``step.actions(s, entity)``, worked out once while the state's memo is open (read only)."""
    memo = s._memo
    slot = None if memo is None else step_slot(s, step)
    if memo is None or slot is None:
        return step.actions(s, entity)
    key = ("actions", slot, entity)
    hit = memo.get(key)
    if hit is None:
        hit = memo[key] = step.actions(s, entity)
    elif cache_check.ON:
        cache_check.confirm("memo", key, hit, lambda: cache_check.afresh(s, lambda: step.actions(s, entity)))
    return hit


def _plain_queries(step: Step) -> bool:
    """Do ``accepts`` and ``blocking`` mean "the kind is in ``actions``" and "blocks and has
    actions for its current entity" (no faster or other answer of the step's own)?"""
    t = type(step)
    hit = _PLAIN.get(t)
    if hit is None:
        hit = _PLAIN[t] = t.accepts is Step.accepts and t.has_actions is Step.has_actions and _plain_blocking(step)
    return hit


def _plain_blocking(step: Step) -> bool:
    """Does ``step.blocking`` mean "blocks and has actions for its current entity"?"""
    t = type(step)
    return t.blocking is Step.blocking and t.current_actions is Step.current_actions


if TYPE_CHECKING:
    #: mypy checks here that a Round is what the state takes its round for
    _AS_ROUND_LIKE: type[RoundLike[State]] = Round
