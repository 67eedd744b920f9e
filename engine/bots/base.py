"""The one interface every computer player has: ``choose(game, seat, budget) -> Decision``.

A bot is asked only when the game waits for something ``seat`` decides (the seat's own turn,
a company it presides, a private it owns); it answers with one action in the 18xx.games
vocabulary and a one-line reason the log can show.  Self-play, the command line's tournament
and the desktop all ask bots through this interface, so a level plays the same everywhere.

A bot is deterministic for its seed: the same game, seat and seed give the same decision
(``budget`` bounds the time a searching level may take; the plain levels ignore it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from engine.entities import id_of, kind_of

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class Decision:
    """An action to process and why it was chosen (one line, for the log)."""

    action: dict[str, Any]
    reason: str


class Bot(Protocol):
    level: str

    def choose(self, game: Game, seat: str, budget: float = 1.0) -> Decision: ...


def acting_entity(game: Game) -> str | None:
    """The holder key of whoever the game waits for (None: nobody, or the game is over)."""
    s = game.live
    rnd = s.round
    if s.finished or rnd is None:
        return None
    step = rnd.active_step(s)
    return step.current_entity(s) if step is not None else None


def acting_seat(game: Game) -> str | None:
    """The id of the player who decides now: the acting player, or the president / owner of the
    acting company or private (None when no player stands behind it, e.g. a company in
    receivership that has no director)."""
    ent = acting_entity(game)
    if ent is None:
        return None
    if kind_of(ent) == "player":
        return id_of(ent)
    owner = game.live.owner_player(ent)
    return id_of(owner) if owner else None
