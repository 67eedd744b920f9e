"""18MEX's own game flags (``State.flags``, typed): minors' closing, the NdM merger's progress."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.scratch import GameFlags

if TYPE_CHECKING:
    from engine.state import State


@dataclass
class G18MEXFlags(GameFlags):
    """The merger and the minors: set up by ``SetupPolicy.after_setup``, kept for the whole game."""

    stock_round_initiated: bool = False  # a stock round has begun (the minors stop paying privates)
    recently_floated: list[str] = field(default_factory=list)  # floated since the last OR set
    minor_close: bool = False  # the minors close at the next stock round (delay_minor_close)
    merge_candidates: list[str] = field(default_factory=list)  # majors still to answer NdM's offer
    merged_cities_to_select: list[tuple[str, int, str]] = field(default_factory=list)  # (hex, city, major)
    ndm_merge_trigger: str | None = None  # the player who decides the NdM merger (first 5-train)
    merged_major: str | None = None  # the major that merged into NdM


def flags(s: State) -> G18MEXFlags:
    """The game's flags as 18MEX's own."""
    return G18MEXFlags.of(s.flags)
