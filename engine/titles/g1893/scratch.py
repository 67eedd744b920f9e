"""1893's own scratch state, typed: its game flags and the bookkeeping of its own rounds."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.scratch import GameFlags, RoundScratch, StockScratch

if TYPE_CHECKING:
    from engine.state import State


@dataclass
class G1893Flags(GameFlags):
    """Set up by ``SetupPolicy.after_setup``: the draft's passers, AGV/HGK's state, the FdSD, discards."""

    first_sr_passers: list[str] = field(default_factory=list)  # players out of the draft / first SR
    agv_mergable: bool = False  # AGV's shares are on sale: the merger round puts it to the vote
    hgk_mergable: bool = False
    agv_auto: bool = False  # AGV's phase came: it forms at the next merger round
    hgk_auto: bool = False
    fdsd_to_close: bool = False  # the FdSD closes in the next stock round
    potential_discard: list[str] = field(default_factory=list)  # corporations that may be over their limit

    def mergable(self, sym: str) -> bool:
        return self.agv_mergable if sym == "AGV" else self.hgk_mergable

    def set_mergable(self, sym: str, value: bool) -> None:
        if sym == "AGV":
            self.agv_mergable = value
        else:
            self.hgk_mergable = value

    def auto(self, sym: str) -> bool:
        return self.agv_auto if sym == "AGV" else self.hgk_auto

    def set_auto(self, sym: str, value: bool) -> None:
        if sym == "AGV":
            self.agv_auto = value
        else:
            self.hgk_auto = value


@dataclass
class ParRag:
    """A par of RAG waiting for its payer's choice: cash, or the FdSD handed in."""

    corporation: str
    at: tuple[int, int]


@dataclass
class G1893StockScratch(StockScratch):
    """1893's stock round: a RAG par that the FdSD may pay for."""

    par_rag: ParRag | None = None

    def take_par_rag(self) -> ParRag | None:
        """The par waiting, no longer waiting (the old ``pop``)."""
        par = self.par_rag
        self.forget("par_rag")
        return par


@dataclass
class DraftScratch(RoundScratch):
    done: bool = False


@dataclass
class ForcedAuctionScratch(RoundScratch):
    """The forced auction of the package's rest: the company up, who picked it, who passed."""

    picked: str | None = None
    picker: str | None = None
    passed: list[str] = field(default_factory=list)
    first: str | None = None


@dataclass
class MergerScratch(RoundScratch):
    """The merger vote: the corporations offered, each voter's percent, the tally."""

    offering: list[str] = field(default_factory=list)
    votes: dict[str, int] = field(default_factory=dict)
    yes: int = 0
    no: int = 0


def flags(s: State) -> G1893Flags:
    """The game's flags as 1893's own."""
    return G1893Flags.of(s.flags)


def stock(s: State) -> G1893StockScratch:
    return G1893StockScratch.of(s.round.data)


def forced(s: State) -> ForcedAuctionScratch:
    return ForcedAuctionScratch.of(s.round.data)


def merger(s: State) -> MergerScratch:
    return MergerScratch.of(s.round.data)
