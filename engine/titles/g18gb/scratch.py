"""18GB's own scratch state, typed: its game flags (tiers, insolvency, the end's approach) and
the bookkeeping of its stock and operating rounds."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from engine.scratch import GameFlags, OperatingScratch, StockScratch

if TYPE_CHECKING:
    from engine.state import State


@dataclass
class G18GBFlags(GameFlags):
    """Set up by ``Rules.after_setup``, kept for the whole game."""

    tiers: dict[str, int] = field(default_factory=dict)  # corporation -> its tier (1 or 2)
    insolvent: list[str] = field(default_factory=list)  # corporations that ended a turn trainless
    scenario: str = ""  # the scenario played (player count, short game)
    bank_train_bought: bool = False  # a train was bought from the bank in this set of ORs
    end_near: bool = False  # the last trains are near: no more private abilities
    abilities_used: list[str] = field(default_factory=list)  # privates whose ability was used

    def tier(self, sym: str) -> int:
        return self.tiers.get(sym, 1)


@dataclass
class GBStockScratch(StockScratch):
    """The stock round: presidencies at the turn's start, the turn's purchases, a conversion."""

    #: 18xx.games' names of the two fields read while one action is under way
    json_names: ClassVar[dict[str, str]] = {"buying": "_buying", "share_price": "_share_price"}

    presidencies: list[str] = field(default_factory=list)  # corporations the player presided as the turn began
    converted: str | None = None  # the corporation converted this turn
    bought_syms: list[str] = field(default_factory=list)  # corporations bought this turn
    buying: str | None = None  # the corporation of the purchase under way
    sale_by_president: bool = False
    share_price: Any = None  # the per-share price the sale under way says (read by ``Rules.sale_price``)


@dataclass
class GBOperatingScratch(OperatingScratch):
    """The operating round: the track-and-token step's state, the emergency conversion."""

    or_ended: bool = False
    turns_done: list[str] = field(default_factory=list)  # operators whose turn ended
    laid_city: bool = False
    tokened: bool = False
    ran_routes: bool = False
    emergency_converted: bool = False
    emr_bought: int = 0  # shares bought in the emergency share buy


def flags(s: State) -> G18GBFlags:
    """The game's flags as 18GB's own."""
    return G18GBFlags.of(s.flags)


def stock(s: State) -> GBStockScratch:
    return GBStockScratch.of(s.round.data)


def operating(s: State) -> GBOperatingScratch:
    return GBOperatingScratch.of(s.round.data)
