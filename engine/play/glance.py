"""What the table wants always in view (18xx.games and Rails keep it on screen): the round and who
acts, the phase and its train limit, the next train, its price and what it rusts, the bank's
cash, and the operating order of an operating round with the priority deal for the next stock
round.

Read from the state and ``engine.views`` only (the round's entity list; the seating order, which
the engine rotates when a stock round ends so that the priority holder sits first)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.state import State


@dataclass(frozen=True)
class Operating:
    sym: str
    status: str  # "done" | "now" | "to come"
    notes: tuple[str, ...] = ()  # the title's words on its condition ("insolvent")


@dataclass(frozen=True)
class Glance:
    round_label: str
    actor: str | None  # who acts (a player's name or a company's sym)
    phase: str
    train_limit: int | None
    next_train: str | None
    next_price: int | None
    rusts: tuple[str, ...]  # train names the next train rusts (still running)
    bank: int | None  # None: an unlimited bank (18GB)
    order: tuple[Operating, ...]  # the operating round's companies ((): not in one)
    priority: str | None  # who starts the next stock round (known during an OR)
    finished: bool


def glance(state: State) -> Glance:
    from engine.entities import BANK
    from engine.views import trains_and_phases, turn

    t = turn(state)
    tv = trains_and_phases(state)
    rusts = tuple(r.name for r in tv.trains if tv.next_train and r.rusts_on == tv.next_train and r.count > r.rusted)
    return Glance(
        t.round_label,
        t.entity,
        tv.phase.name,
        tv.phase.train_limit,
        state.title.presentation.train_label(state, state.trains[state.upcoming[0]])
        if state.upcoming
        else tv.next_train,
        tv.next_price,
        rusts,
        state.cash(BANK) if state.ledger.bank_limited else None,
        operating_order(state),
        priority_deal(state),
        t.finished,
    )


def operating_order(state: State) -> tuple[Operating, ...]:
    """The companies of the operating round in their order ((): not in an operating round)."""
    rnd = state.round
    if rnd is None or getattr(rnd, "short", "") != "OR" or state.finished:
        return ()
    out = []
    for i, key in enumerate(rnd.entities):
        status = "done" if i < rnd.entity_index else "now" if i == rnd.entity_index else "to come"
        sym = state.entity(key).sym
        notes = tuple(state.title.presentation.corporation_notes(state, sym, brief=True)) if sym in state.corps else ()
        out.append(Operating(sym, status, notes))
    return tuple(out)


def priority_deal(state: State) -> str | None:
    """Who starts the next stock round, while the companies operate (during a stock round the
    deal moves with every action: not shown)."""
    rnd = state.round
    if rnd is None or getattr(rnd, "short", "") != "OR" or state.finished:
        return None
    active = [p for p in state.players if not state.player[p].bankrupt]
    return state.player[active[0]].name if active else None


__all__ = ["Glance", "Operating", "glance", "operating_order", "priority_deal"]
