"""1833NE's own scratch state, typed: its game flags (train faces, ferries, P2) and the
bookkeeping of its operating and takeover rounds."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.scratch import GameFlags, OperatingScratch, RoundScratch

if TYPE_CHECKING:
    from engine.state import State


@dataclass
class G1833NEFlags(GameFlags):
    """Set up by ``SetupPolicy.after_setup``, kept for the whole game."""

    faces: dict[str, str] = field(default_factory=dict)  # train id -> the face it was bought as
    ferries: dict[str, str | None] = field(default_factory=dict)  # ferry hex -> its corporation
    ferry_order: list[str] = field(default_factory=list)  # ferry hexes in the order bought
    p5_ferry: str | None = None  # the hex P5's free ferry was named for
    pool_overflow: list[str] = field(default_factory=list)  # corporations allowed over the pool limit
    p2_free: list[Any] | None = None  # [buyer, turn, round] of P2's free tile lay in Lowell


@dataclass
class NEOperatingScratch(OperatingScratch):
    """The operating round: emergency issues, ferry purchases, the face of a train being bought."""

    emergency_issued: str | None = None  # the corporation that issued in an emergency this round
    ferry_bought: str | None = None  # the corporation that bought a ferry this turn
    variant: str | None = None  # the face asked for by the train purchase under way


@dataclass
class Offer:
    """A takeover offer the target's president may refuse."""

    buyer: str
    target: str
    payment: str


@dataclass
class TakeoverScratch(RoundScratch):
    done: bool = False
    offer: Offer | None = None


def flags(s: State) -> G1833NEFlags:
    """The game's flags as 1833NE's own."""
    return G1833NEFlags.of(s.flags)


def operating(s: State) -> NEOperatingScratch:
    return NEOperatingScratch.of(s.round.data)


def operating_or_none(s: State) -> NEOperatingScratch | None:
    data = s.round.data
    return data if isinstance(data, NEOperatingScratch) else None


def takeover(s: State) -> TakeoverScratch:
    return TakeoverScratch.of(s.round.data)
