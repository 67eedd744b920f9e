"""Is an action one a person could choose in the Actions dock or on the map right now?

The desktop offers exactly the menu's enabled choices (``engine.play.menu``; a choice's value
picked within its ``Param``) and, on the map, the tile lays, tokens and routes of
``engine.play.lay`` / ``tokens`` / ``routes``.  A computer player must choose among the same
things, so the tests ask this of every action a bot plays.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.play.lay import tile_choices
from engine.play.menu import Choice, Param, menu
from engine.play.routes import expected_runner
from engine.play.tokens import token_slots

if TYPE_CHECKING:
    from engine.game import Game


def _fits(p: Param, value: Any) -> bool:
    if p.options:
        return any(v == value for _, v in p.options)
    return isinstance(value, int) and p.minimum <= value <= p.maximum


def _offered_by(c: Choice, action: dict[str, Any]) -> bool:
    """The action is the choice's own, with values the player may pick for its parameters."""
    picked = [p for p in (c.param, *c.more) if p is not None]
    fields = {p.field for p in picked}
    if {k: v for k, v in action.items() if k not in fields} != {k: v for k, v in c.action.items() if k not in fields}:
        return False
    return all(p.field in action and _fits(p, action[p.field]) for p in picked)


def dock_offers(game: Game, action: dict[str, Any]) -> bool:
    """Whether a person could send ``action`` now through the Actions dock or the map."""
    s = game.state
    m = menu(game)
    kind = action.get("type")
    if kind in m.map_types:
        if kind == "lay_tile":
            return any(
                tc.action(rot) == action for tc in tile_choices(s, str(action.get("hex"))) for rot in tc.rotations
            )
        if kind == "place_token":
            return any(slot.action() == action for slot in token_slots(s))
        if kind == "run_routes":
            runner = expected_runner(s)
            return runner is not None and str(action.get("entity")) == runner.split(":", 1)[1]
    return any(_offered_by(c, action) for c in m.enabled())
