"""Queries the desktop asks while a game is played: what may be done now and what it would cost
or earn (the menu of choices, legal tile lays and token slots, routes built from clicked stops,
players' worth over the game).  Pure Python, no Qt; every answer comes from the engine's own rules."""

from __future__ import annotations

from engine.i18n import Msg


def refusal(exc: BaseException) -> str:
    """The engine's refusal sentence as it was raised: its ``Msg`` (so it can be shown in the
    players' language) when it is one, else its text."""
    if exc.args and isinstance(exc.args[0], Msg):
        return exc.args[0]
    return str(exc)
