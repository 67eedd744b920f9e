"""1833NE rule hooks.

Boston's green N23 becomes brown N33 without its dot, and Portland's junction becomes a city
on N24/N34: those upgrades keep the old exits, not the old stops (fact sheet §9.5 assumption).
"""

from __future__ import annotations

from engine.board import HexDef
from engine.tiles import TileDef
from engine.titles.base import TitleRules

# hex labels whose upgrades may change junctions into cities or drop them
EXIT_KEEPING_LABELS = frozenset({"B", "Po"})


class Rules(TitleRules):
    track_restriction = "permissive"

    def upgrade_mode(self, hexdef: HexDef, old: TileDef, new: TileDef) -> str:
        if old.label in EXIT_KEEPING_LABELS and old.label == new.label and _kinds(old) != _kinds(new):
            return "exits"
        return "paths"


def _kinds(tile: TileDef) -> list[str]:
    return sorted(s.kind for s in tile.stops)
