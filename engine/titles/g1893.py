"""1893: Cologne rule hooks.

Track is semi-restrictive.  The Rhine: while a phase carries the "rhine_impassable" status
(phase 2), tiles in hexes tagged ``rhine_crossing`` may not open their water border, and
hexes tagged ``tile_block`` take no tile at all.  ``stub_<edge>`` hexes only take tiles with
an exit on that edge.  Leverkusen's yellow towns become one green city (K314), always laid at
rotation 0.
"""

from __future__ import annotations

from engine.board import HexDef
from engine.i18n import msg
from engine.tiles import TileDef
from engine.titles import base

RHINE_CLOSED = "rhine_impassable"
REPLACING_TILES = {"K314": 0}  # tile -> the rotation it is always laid at


class Title(base.Title):
    currency_format = "{}M"
    track_restriction = "semi_restrictive"

    def route_exclusive_group(self, stop) -> str | None:
        """Wuppertal (B9+D9) and Aachen (N1+P1) are two-hex off-boards: one route scores one hex
        of each (the stop ``group`` tag; on the site's D9 it reads "Wuppertalpath", fact sheet §8.5)."""
        return stop.group or None

    def forced_rotation(self, hex_id: str, old: TileDef, new: TileDef) -> int | None:
        return REPLACING_TILES.get(new.name)

    def upgrade_mode(self, hexdef: HexDef, old: TileDef, new: TileDef) -> str:
        return "free" if new.name in REPLACING_TILES else "paths"

    def extra_lay_check(self, ctx, hex_id: str, new: TileDef, rotation: int) -> str | None:
        hexdef = ctx.board.hex(hex_id)
        exits = {e for p in new.rotated_paths(rotation) for e in p.edges}
        for tag in hexdef.terrain:
            if tag.startswith("stub_") and int(tag[5:]) not in exits:
                return msg("Tiles in {hex} must use the track stub on edge {edge}", hex=hex_id, edge=tag[5:])
        if RHINE_CLOSED in ctx.phase.extra.get("status", ()):
            if "tile_block" in hexdef.terrain:
                if not hexdef.name:
                    return msg("{hex} (Rhine bank) takes no tile until the first 3-train", hex=hex_id)
                return msg("{hex} ({place}) takes no tile until the first 3-train", hex=hex_id, place=hexdef.name)
            if "rhine_crossing" in hexdef.terrain:
                water = {b.edge for b in hexdef.borders if b.type == "water"}
                if exits & water:
                    return msg("The Rhine crossing at {hex} is closed until the first 3-train", hex=hex_id)
        return None
