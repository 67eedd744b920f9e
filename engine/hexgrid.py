"""Hex coordinates, layouts and edge numbering, identical to 18xx.games.

18xx.games stores a rotation for every ``lay_tile``; that number only means the same
here if our edge numbering is theirs.  Hexes live in a "doubled" coordinate system:
for a flat layout a step to the hex below is ``y + 2``; for a pointy layout a step
to the right is ``x + 2``.  A hex id such as ``"G22"`` maps to (x, y) according to the
title's *axes* (which of letter/number is the column).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from enum import StrEnum

LETTERS: list[str] = [chr(c) for c in range(ord("A"), ord("Z") + 1)] + [
    "A" + chr(c) for c in range(ord("A"), ord("Z") + 1)
]
# Lower-case letters are the columns/rows before "A" (18GB's "a19" is x = -1), and numbers
# may be 0 or negative (18GB's "G0"), exactly as 18xx.games reads ids.
NEGATIVE_LETTERS: list[str] = [chr(c) for c in range(ord("a"), ord("z") + 1)]
_ID = re.compile(r"^([A-Z]+|[a-z])(-?\d+)$")


class Layout(StrEnum):
    FLAT = "flat"
    POINTY = "pointy"


# (dx, dy) in doubled coordinates -> edge number, as 18xx.games numbers edges.
DIRECTIONS: dict[Layout, dict[tuple[int, int], int]] = {
    Layout.FLAT: {(0, 2): 0, (-1, 1): 1, (-1, -1): 2, (0, -2): 3, (1, -1): 4, (1, 1): 5},
    Layout.POINTY: {(-1, 1): 0, (-2, 0): 1, (-1, -1): 2, (1, -1): 3, (2, 0): 4, (1, 1): 5},
}
OFFSETS: dict[Layout, dict[int, tuple[int, int]]] = {
    layout: {edge: delta for delta, edge in table.items()} for layout, table in DIRECTIONS.items()
}
# Screen angle (degrees, y pointing down) of the midpoint of edge 0; each next edge is +60.
EDGE0_ANGLE: dict[Layout, float] = {Layout.FLAT: 90.0, Layout.POINTY: 120.0}


def opposite(edge: int) -> int:
    return (edge + 3) % 6


@dataclass(frozen=True)
class Axes:
    """Which part of a hex id is the x (column) coordinate."""

    x_is_letter: bool

    @classmethod
    def default_for(cls, layout: Layout) -> Axes:
        return cls(x_is_letter=layout is Layout.FLAT)

    @classmethod
    def parse(cls, text: str | None, layout: Layout) -> Axes:
        if text is None:
            return cls.default_for(layout)
        if text == "x=letter":
            return cls(True)
        if text == "x=number":
            return cls(False)
        raise ValueError(f"axes must be 'x=letter' or 'x=number', not {text!r}")


@dataclass(frozen=True)
class Grid:
    layout: Layout
    axes: Axes
    parity: int = 0  # (x + y) % 2 of every hex on the map: 18xx.games maps use either

    @classmethod
    def make(cls, layout: str, axes: str | None = None, parity: int = 0) -> Grid:
        lay = Layout(layout)
        return cls(lay, Axes.parse(axes, lay), parity)

    # --- ids <-> doubled coordinates -------------------------------------------------
    def xy(self, hex_id: str) -> tuple[int, int]:
        m = _ID.match(hex_id)
        if not m:
            raise ValueError(f"{hex_id!r} is not a hex id like 'G22'")
        text = m.group(1)
        if text.islower():
            letter = -(NEGATIVE_LETTERS.index(text) + 1)
        elif text in LETTERS:
            letter = LETTERS.index(text)
        else:
            raise ValueError(f"{hex_id!r} has a letter beyond {LETTERS[-1]}")
        number = int(m.group(2)) - 1
        return (letter, number) if self.axes.x_is_letter else (number, letter)

    def hex_id(self, x: int, y: int) -> str:
        letter, number = (x, y) if self.axes.x_is_letter else (y, x)
        if letter >= 0:
            text = LETTERS[letter]
        elif -letter <= len(NEGATIVE_LETTERS):
            text = NEGATIVE_LETTERS[-letter - 1]
        else:
            raise IndexError("coordinates off the lettered grid")
        return f"{text}{number + 1}"

    def valid(self, hex_id: str) -> bool:
        """A real hex id has the map's parity in doubled coordinates (C4 and C5 cannot both be hexes)."""
        try:
            x, y = self.xy(hex_id)
        except (ValueError, IndexError):
            return False
        return (x + y) % 2 == self.parity

    @staticmethod
    def parity_of(layout: str, axes: str | None, hex_id: str) -> int:
        x, y = Grid.make(layout, axes).xy(hex_id)
        return (x + y) % 2

    # --- neighbours --------------------------------------------------------------------
    def neighbour(self, hex_id: str, edge: int) -> str | None:
        x, y = self.xy(hex_id)
        dx, dy = OFFSETS[self.layout][edge % 6]
        nx, ny = x + dx, y + dy
        try:
            return self.hex_id(nx, ny)
        except IndexError:
            return None

    def neighbours(self, hex_id: str) -> dict[int, str]:
        out: dict[int, str] = {}
        for edge in range(6):
            n = self.neighbour(hex_id, edge)
            if n is not None:
                out[edge] = n
        return out

    def edge_between(self, a: str, b: str) -> int | None:
        ax, ay = self.xy(a)
        bx, by = self.xy(b)
        return DIRECTIONS[self.layout].get((bx - ax, by - ay))

    def distance(self, a: str, b: str) -> int:
        """Hex steps between two hexes (used by 18GB express trains)."""
        ax, ay = self.xy(a)
        bx, by = self.xy(b)
        dx, dy = abs(bx - ax), abs(by - ay)
        if self.layout is Layout.FLAT:
            return dx + max(0, (dy - dx) // 2)
        return dy + max(0, (dx - dy) // 2)

    # --- geometry (unit circumradius) --------------------------------------------------
    def centre(self, hex_id: str, size: float = 1.0) -> tuple[float, float]:
        x, y = self.xy(hex_id)
        if self.layout is Layout.FLAT:
            return (x * 1.5 * size, y * math.sqrt(3) / 2 * size)
        return (x * math.sqrt(3) / 2 * size, y * 1.5 * size)

    def edge_angle(self, edge: int) -> float:
        """Screen angle in degrees (y down) from the hex centre to the edge midpoint."""
        return EDGE0_ANGLE[self.layout] + 60.0 * (edge % 6)

    def corner_angles(self) -> list[float]:
        first = 0.0 if self.layout is Layout.FLAT else 30.0
        return [first + 60.0 * i for i in range(6)]
