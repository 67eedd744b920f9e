"""Computer players (no Qt): one interface, ``choose(game, seat, budget) -> Decision``, and its
levels by name.  See engine/bots/base.py for the interface, random_bot.py, steady.py and strong.py
for the levels, tournament.py for games between levels."""

from __future__ import annotations

from collections.abc import Collection

from engine.bots.base import Bot, Decision, acting_entity, acting_seat
from engine.bots.random_bot import RandomBot
from engine.bots.steady import SteadyBot
from engine.bots.strong import Search, StrongBot, hint

#: the levels a seat may be given, weakest first
LEVELS = ("random", "steady", "strong")


def make_bot(level: str, seed: int | str = 0, people: Collection[str] = ()) -> Bot:
    """A fresh bot of ``level``, deterministic for ``seed`` (ValueError for an unknown level).
    ``people``: the ids of the seats people play (a computer takes no train from their
    companies: engine/bots/trade.py)."""
    if level == "random":
        return RandomBot(seed, people=people)
    if level == "steady":
        return SteadyBot(seed, people)
    if level == "strong":
        return StrongBot(seed, people=people)
    raise ValueError(f"unknown level {level!r}; the levels are {', '.join(LEVELS)}")


__all__ = [
    "LEVELS",
    "Bot",
    "Decision",
    "RandomBot",
    "Search",
    "SteadyBot",
    "StrongBot",
    "acting_entity",
    "acting_seat",
    "hint",
    "make_bot",
]
