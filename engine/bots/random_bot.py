"""Level ``random``: any legal action, drawn from self-play's weighted candidates.

This is self-play's chooser: ``ranked`` gives the legal candidates in the order self-play tries
them (self-play reports an offered action the engine refuses as a violation, so it needs them
all); ``choose`` plays the first.
"""

from __future__ import annotations

import random
from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from engine.bots.base import Decision
from engine.bots.trade import takes_from
from engine.i18n import msg
from engine.play.candidates import legal_actions

if TYPE_CHECKING:
    from engine.game import Game


def legal(game: Any, rng: random.Random, limit: int) -> list[dict]:
    """The game's legal actions: self-play's candidates tried by the engine, or what a stand-in
    game (a test's fake) offers through its own ``legal_actions``."""
    own = getattr(game, "legal_actions", None)
    return own(rng, limit) if own is not None else legal_actions(game, rng, limit)


class RandomBot:
    """Plays a legal action at random (self-play's weights lean toward ending the game)."""

    level = "random"

    def __init__(self, seed: int | str = 0, choices: int = 1, people: Collection[str] = ()) -> None:
        self.rng = random.Random(f"bot:random:{seed}")
        self.choices = choices
        #: the seats people play: no train is taken from their companies (engine/bots/trade.py)
        self.people = frozenset(str(p) for p in people)

    def ranked(self, game: Any, rng: random.Random | None = None) -> list[dict]:
        """Legal candidates in the order to try them (``rng``: self-play's own generator)."""
        rng = rng or self.rng
        out = list(legal(game, rng, self.choices))
        rng.shuffle(out)
        if self.people:
            out = [a for a in out if not takes_from(game.state, a, self.people)]
        return out

    def choose(self, game: Game, seat: str, budget: float = 1.0) -> Decision:
        out = self.ranked(game)
        if not out:
            raise LookupError(f"no legal action for seat {seat}")
        return Decision(out[0], msg("a legal action drawn at random"))
