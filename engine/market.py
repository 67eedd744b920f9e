"""Stock markets as data plus the movement rules, kept apart from who sits where.

A market is a grid of cells (``price`` + flags) that never changes during a game; which
corporation sits in which cell is game state (``MarketState``), so a trial copy of the state
never copies the grid.  Two shapes are supported:

* ``2d`` (18MEX, 1893, 18GB): right = next column, or up at the end of a row; left = previous
  column, or down in column 0; up/down = same column, other row; a move onto a missing cell
  does not happen.
* ``1d`` (1833NE): one row; up/right = +1, down/left = -1, clamped at the ends.

Cell flags are the letters 18xx.games uses in its market tables: ``p`` par, ``e`` end-game
trigger, ``y`` no certificate limit (and no holding limit in titles that say so), ``c`` close,
``b`` multiple buy (a player may buy several certificates of that corporation in one turn).
Share prices are named as on 18xx.games: ``"price,row,column"``.  An empty string in a row is a
gap: no cell there (a move onto it does not happen).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from engine.errors import DataError

Coord = tuple[int, int]
_CELL = re.compile(r"^(\d+)([a-zA-Z]*)$")


@dataclass(frozen=True)
class Cell:
    price: int
    flags: str = ""

    @property
    def par(self) -> bool:
        return "p" in self.flags

    @property
    def end_game(self) -> bool:
        return "e" in self.flags

    @property
    def multiple_buy(self) -> bool:
        """A corporation here may be bought more than once in a turn (1830's brown zone)."""
        return "b" in self.flags

    @property
    def counts_for_limit(self) -> bool:
        """Certificates of a corporation in a yellow cell do not count toward the limit."""
        return "y" not in self.flags


@dataclass(frozen=True)
class Market:
    kind: str  # "2d" | "1d"
    rows: tuple[tuple[Cell | None, ...], ...]  # None: a gap in the grid (1893's top-left corner)

    @classmethod
    def parse(cls, raw: Any, where: str) -> Market:
        if not isinstance(raw, dict) or raw.get("kind") not in ("2d", "1d"):
            raise DataError(f"{where}: market needs kind = '2d' or '1d'")
        unknown = set(raw) - {"kind", "rows"}
        if unknown:
            raise DataError(f"{where}: market has unknown keys {sorted(unknown)}")
        rows = []
        for r, row in enumerate(raw.get("rows", [])):
            cells: list[Cell | None] = []
            for c, text in enumerate(row):
                if text == "":
                    cells.append(None)
                    continue
                m = _CELL.match(str(text))
                if not m:
                    raise DataError(f"{where}: market cell ({r},{c}) {text!r} is not like '75p'")
                cells.append(Cell(int(m.group(1)), m.group(2)))
            rows.append(tuple(cells))
        if not rows or (raw["kind"] == "1d" and len(rows) != 1):
            raise DataError(f"{where}: a {raw['kind']} market needs {'one row' if raw['kind'] == '1d' else 'rows'}")
        return cls(raw["kind"], tuple(rows))

    # --- cells ---------------------------------------------------------------------------
    def cell(self, at: Coord) -> Cell | None:
        r, c = at
        if r < 0 or c < 0 or r >= len(self.rows) or c >= len(self.rows[r]):
            return None
        return self.rows[r][c]

    def price(self, at: Coord) -> int:
        cell = self.cell(at)
        if cell is None:
            raise ValueError(f"no market cell at {at}")
        return cell.price

    def par_cells(self) -> list[Coord]:
        """Par cells, highest price first (the order 18xx.games offers them)."""
        return list(self._par_cells)

    @cached_property
    def _par_cells(self) -> tuple[Coord, ...]:
        """Worked out once: the market never changes (asked for every stock-round action)."""
        out = [(r, c) for r, row in enumerate(self.rows) for c, cell in enumerate(row) if cell and cell.par]
        return tuple(sorted(out, key=lambda rc: (self.price(rc), rc[1], rc[0]), reverse=True))

    @cached_property
    def min_par_price(self) -> int:
        """The lowest par price (0 without par cells)."""
        return min((self.price(rc) for rc in self._par_cells), default=0)

    def name(self, at: Coord) -> str:
        """18xx.games spelling of a share price: ``"75,1,4"``."""
        return f"{self.price(at)},{at[0]},{at[1]}"

    def parse_price(self, text: str) -> Coord:
        parts = str(text).split(",")
        if len(parts) != 3 or not all(p.strip().lstrip("-").isdigit() for p in parts):
            raise ValueError(f"share price {text!r} is not 'price,row,column'")
        price, r, c = (int(p) for p in parts)
        cell = self.cell((r, c))
        if cell is None or cell.price != price:
            raise ValueError(f"share price {text!r} is not a cell of this market")
        return (r, c)

    # --- movement (pure: coordinates in, coordinates out) --------------------------------
    def up(self, at: Coord) -> Coord:
        if self.kind == "1d":
            return self.right(at)
        r, c = at
        return (r - 1, c) if r - 1 >= 0 else at

    def down(self, at: Coord) -> Coord:
        if self.kind == "1d":
            return self.left(at)
        r, c = at
        return (r + 1, c) if r + 1 < len(self.rows) else at

    def right(self, at: Coord) -> Coord:
        r, c = at
        if self.kind == "1d":
            return (r, c + 1) if c + 1 < len(self.rows[r]) else at
        if c + 1 >= len(self.rows[r]):
            return self.up(at)
        return (r, c + 1)

    def left(self, at: Coord) -> Coord:
        r, c = at
        if self.kind == "1d":
            return (r, c - 1) if c - 1 >= 0 else at
        if c > 0 and self.cell((r, c - 1)) is not None:
            return (r, c - 1)
        return self.down(at)

    def moved(self, at: Coord, direction: str) -> Coord:
        """Where a move ends; a move onto a missing cell leaves the price where it was."""
        target = getattr(self, direction)(at)
        return target if self.cell(target) is not None else at


@dataclass
class MarketState:
    """Which corporation sits where; the order inside a cell breaks operating-order ties."""

    cells: dict[Coord, list[str]] = field(default_factory=dict)
    end_reached: bool = False

    def place(self, market: Market, corp: str, at: Coord) -> None:
        self.cells.setdefault(at, []).append(corp)
        cell = market.cell(at)
        if cell and cell.end_game:
            self.end_reached = True

    def remove(self, corp: str, at: Coord | None) -> None:
        if at is not None and corp in self.cells.get(at, []):
            self.cells[at].remove(corp)

    def move(self, market: Market, corp: str, at: Coord, direction: str) -> Coord:
        """Move one step; returns the new coordinates (unchanged if the move is blocked)."""
        target = market.moved(at, direction)
        if target != at:
            self.remove(corp, at)
            self.place(market, corp, target)
        return target

    def arrival(self, corp: str, at: Coord) -> int:
        lst = self.cells.get(at, [])
        return lst.index(corp) if corp in lst else 0
