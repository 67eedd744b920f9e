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
        juncs = lambda t: len(t.stops_of("junction"))  # noqa: E731
        if old.label in EXIT_KEEPING_LABELS and old.label == new.label and juncs(old) != juncs(new):
            return "exits"
        return "paths"
