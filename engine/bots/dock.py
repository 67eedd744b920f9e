"""Is an action one a person could choose in the Actions dock or on the map right now?

The desktop offers exactly the menu's enabled choices (``engine.play.menu``; a choice's value
picked within its ``Param``) and, on the map, the tile lays, tokens and routes of
``engine.play.lay`` / ``tokens`` / ``routes``.  A computer player must choose among the same
things, so the tests ask this of every action a bot plays.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.i18n import msg
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


def dock_label(game: Game, action: dict[str, Any]) -> str:
    """The action in the words a person sees for it (the Actions list's label and the value
    picked, or what the map step does), so a Hint names the choice the person would click."""
    kind = action.get("type")
    if kind == "lay_tile":
        return msg(
            "lay tile {tile} in {hex} (rotation {rotation})",
            tile=str(action.get("tile", "")).split("-", 1)[0],
            hex=str(action.get("hex", "")),
            rotation=int(action.get("rotation", 0) or 0),
        )
    if kind == "place_token":
        where = next((slot.hex for slot in token_slots(game.state) if slot.action() == action), "?")
        return msg("place a token in {hex}", hex=where)
    if kind == "run_routes":
        return msg("run the routes")
    for c in menu(game).enabled():
        if not _offered_by(c, action):
            continue
        if c.param is None:
            return c.label
        value = action.get(c.param.field)
        shown = next((label for label, v in c.param.options if v == value), None)
        return msg("{choice}: {value}", choice=c.label, value=shown if shown is not None else str(value))
    return msg("{action}", action=str(kind))
