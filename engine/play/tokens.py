"""Token placements the player may make right now: which city slots, at what cost, and the exact
``place_token`` action — the operating company's own tokens and tokens a private it owns places
(18MEX CdB: a free token in Santa Rosalia).

Candidates come from the title's ``token_targets`` (the company's network, as the engine
checks it) and from a private's ``token_hex`` ability, as in ``engine.play.candidates._gen_place_token``;
each is processed on a copy of the state (``engine.play.lay.trial``), so only what the engine
accepts is offered, and the cost is what it charged in that trial.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.actions import wire
from engine.entities import id_of, kind_of
from engine.i18n import msg
from engine.play.lay import actors_for, spent, trial

if TYPE_CHECKING:
    from engine.state import State


@dataclass(frozen=True)
class TokenSlot:
    """A city where a token may go now."""

    hex: str
    stop: int  # index among the tile's stops (what the map's stop_centres / stop_at use)
    city: str  # 18xx.games city id "<tile id or hex-0>-<index among cities>"
    cost: int
    actor: str  # holder key of who places it ("corp:MC", "company:CdB")

    def action(self) -> dict[str, Any]:
        return {**wire(self.actor), "type": "place_token", "city": self.city}


def city_id(s: State, hex_id: str, stop: int) -> str:
    """The id an action names a city by: the tile id (or "<hex>-0" for a preprinted tile) and
    the city's index among the tile's cities."""
    tile = s.board.tile_at(hex_id)
    tid = s.board.state[hex_id].tile_id or f"{hex_id}-0"
    return f"{tid}-{tile.cities.index(stop)}"


def token_placers(s: State) -> list[str]:
    """Who may place a token now: the operating company when its step offers ``place_token``,
    and privates it owns with a token ability."""
    return actors_for(s, "place_token")


def _candidates(s: State, actor: str) -> list[tuple[str, int]]:
    if kind_of(actor) == "company":
        hexes = s.title.presentation.company_token_hexes(s, id_of(actor))
        return [(x, stop) for x in hexes if x in s.board.state for stop in s.board.tile_at(x).cities]
    return list(s.title.tokens.token_targets(s, actor))


def token_slots(s: State) -> list[TokenSlot]:
    """Every city where the engine accepts a token now, for every actor who may place one."""
    out: list[TokenSlot] = []
    for actor in token_placers(s):
        for h, stop in _candidates(s, actor):
            slot = TokenSlot(h, stop, city_id(s, h, stop), 0, actor)
            t = trial(s, slot.action())
            if t.state is not None:  # t.ok
                out.append(TokenSlot(h, stop, slot.city, spent(s, t.state, actor), actor))
    return out


def why_no_token(s: State, hex_id: str) -> str:
    """One sentence saying why no token can go in ``hex_id`` now (for the status line)."""
    placers = token_placers(s)
    if not placers:
        return msg("No token can be placed now")
    if hex_id not in s.board.state:
        return msg("{hex} is not a hex on this map", hex=hex_id)
    tile = s.board.tile_at(hex_id)
    if not tile.cities:
        return msg("{hex} has no city for a token", hex=hex_id)
    actor = placers[0]
    t = trial(s, {**wire(actor), "type": "place_token", "city": city_id(s, hex_id, tile.cities[0])})
    return t.reason or msg("No token can go in {hex} now", hex=hex_id)


__all__ = ["TokenSlot", "city_id", "token_placers", "token_slots", "why_no_token"]
