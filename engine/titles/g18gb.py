"""18GB rule hooks.

Track is restrictive: new track must be usable by the company laying it.  The two estuary
hexes (blue, with printed track) take their blue tile once, at rotation 0, from phase 4+2.
"""

from __future__ import annotations

from engine.board import HexDef
from engine.tiles import TileDef
from engine.titles.base import TitleRules


class Rules(TitleRules):
    track_restriction = "restrictive"
    fixed_colors = frozenset({"gray", "red", "purple"})

    def next_colors(self, hexdef: HexDef, old: TileDef) -> tuple[str, ...]:
        if old.color == "blue":
            return ("blue",) if old is hexdef.tile and old.paths else ()
        return super().next_colors(hexdef, old)

    def forced_rotation(self, hex_id: str, old: TileDef, new: TileDef) -> int | None:
        return 0 if new.color == "blue" else None
