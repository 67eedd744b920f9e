"""What every policy shares: the title it belongs to, and ``happened``.

A policy is one topic of a title's rules (engine/policies/<topic>.py), a class holding the
rules every title shares; a title overrides a policy as a whole by subclassing it in its own
package and naming the subclass in its ``Title`` (``trains_policy = Trains``).  The game
asks ``s.title.<topic>.<rule>(s, ...)``.  A policy reaches its title's data through
``self.title`` and the other policies through the game (``s.title.<topic>``); a title's own
policy narrows ``title`` to its own ``Title`` class.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from engine.economics import Economics
    from engine.state import State
    from engine.title import TitleInfo


class TitleData(Protocol):
    """What a policy reads of its title: the metadata, the optional rules and the economics."""

    info: TitleInfo
    options: tuple[str, ...]

    @property
    def econ(self) -> Economics: ...


class Policy:
    """One topic of a title's rules; ``title`` is the title it belongs to."""

    def __init__(self, title: TitleData) -> None:
        self.title = title


def happened(s: State, what: str) -> None:
    """Count one occurrence of a notable event of the rules (a conversion, an insolvency...) in
    the game's flags: self-play reports which occurred (``EndgamePolicy.features``), so a batch of random
    games shows that it reached the rules it is meant to exercise."""
    s.flags.mark("happened")
    counts = s.flags.happened
    counts[what] = counts.get(what, 0) + 1
