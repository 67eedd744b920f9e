"""The routes of an operating company in a game state (for the CLI, the bench, self-play and the
desktop): gathers the board, the company's trains as the title prices them, the phase, the
title's terminal hexes and route extras, and calls :func:`engine.routes.search.best_routes`
(the optimum) or :func:`engine.routes.pricing.run_revenue` (what recorded routes pay).

These read a game state, so they live in the play layer; ``engine.routes`` stays the pure
route search over a board and a list of trains."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.errors import IllegalAction
from engine.i18n import msg
from engine.routes.search import Result, best_routes

if TYPE_CHECKING:
    from engine.state import State


def entity_key_for(state: State, sym: str) -> str:
    """The holder key of a corporation or minor named by its symbol ("CHI", "A")."""
    if ":" in sym:
        return sym
    if sym in state.corps:
        return f"corp:{sym}"
    if sym in state.minors:
        return f"minor:{sym}"
    raise IllegalAction(msg("{entity} is not a corporation or minor in this game", entity=sym))


def running_trains(state: State, key: str) -> list[tuple[str, Any]]:
    """(train id, TrainSpec) for every train the company owns (obsolete ones still run)."""
    out = []
    for tid in state.title.presentation.running_train_ids(state, key):
        train = state.trains[tid]
        if getattr(train, "rusted", False):
            continue
        out.append((tid, state.title.routes.train_spec(state, train)))
    return out


def best_routes_in(
    state: State, sym: str, cancel: Any = None, progress: Callable[[float, int], Any] | None = None
) -> Result:
    """The optimal routes of the company named ``sym`` now (``cancel``/``progress`` as for
    :func:`engine.routes.search.best_routes`)."""
    key = entity_key_for(state, sym)
    corp = state.entity(key)
    rules = state.static.rules
    extras = rules.routes.route_extras(state, corp.sym)
    return best_routes(
        state.board,
        corp.sym,
        running_trains(state, key),
        state.phase,
        cancel,
        progress,
        rules=rules,
        terminal_hexes=getattr(getattr(state.title, "routes", None), "terminal_hexes", ()),
        extras=extras,
    )


def recorded_revenue(state: State, source: dict) -> int:
    """What the recorded routes of a run_routes action pay (priced by this engine)."""
    from engine.routes.pricing import price_in_state

    key = entity_key_for(state, str(source.get("entity")))
    corp = state.entity(key)
    plan = []
    for r in source.get("routes") or []:
        plan.append((state.title.routes.train_spec(state, state.trains[r["train"]]), r.get("connections") or []))
    if not plan:
        return 0
    try:
        return price_in_state(state, corp.sym, plan).total
    except IllegalAction:
        return sum(int(r.get("revenue") or 0) for r in source.get("routes") or [])
