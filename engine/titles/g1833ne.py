"""1833NE rule hooks.

Boston's green N23 becomes brown N33 without its dot, and Portland's junction becomes a city
on N24/N34: those upgrades keep the old exits, not the old stops (fact sheet §9.5 assumption).
"""

from __future__ import annotations

from engine.board import HexDef
from engine.tiles import TileDef
from engine.titles import base

# hex labels whose upgrades may change junctions into cities or drop them
EXIT_KEEPING_LABELS = frozenset({"B", "Po"})


class Title(base.Title):
    track_restriction = "permissive"

    def upgrade_mode(self, hexdef: HexDef, old: TileDef, new: TileDef) -> str:
        if old.label in EXIT_KEEPING_LABELS and old.label == new.label and _kinds(old) != _kinds(new):
            return "exits"
        return "paths"

    # --- routes (fact sheet §3 train types, §5 ferries and bonuses, §9.1-9.4 assumptions) --------
    #: (tag, tag, {phase colour: value}): a route whose own stops are in hexes tagged with both
    #: earns the value.  Only Boston-Montreal is known: $150 in I-II (yellow), $200 in III-IV
    #: (green); phase V (brown) is unknown and pays nothing here (§9.3: a data table to fill in).
    direct_bonuses: tuple = (("Boston", "Montreal", {"yellow": 150, "green": 200}),)
    #: the same for interconnection bonuses, which a route may earn by being extended beyond its
    #: train's reach over track no route uses (§5, §9.4).  No pair is known yet (§9.3).
    interconnection_bonuses: tuple = ()

    def route_extras(self, state, company: str) -> dict:
        """``ferries``: {hex: value per route reaching it} with the New/Last bonus and P5's doubling
        already added (kept by the 1833NE engine in ``state.flags["ferries"][company]``);
        ``extra_tokens``: P4's Ogdensburg (A6) and P6's D&H (A12) exits when the company owns them."""
        extras: dict = {}
        flags = getattr(state, "flags", {}) or {}
        ferries = (flags.get("ferries") or {}).get(company)
        if ferries:
            extras["ferries"] = dict(ferries)
        tokens = []
        for sym, hex_id in PRIVATE_EXIT_TOKENS.items():
            co = getattr(state, "companies", {}).get(sym)
            if co is not None and not co.closed and co.owner == f"corp:{company}":
                tokens.append((hex_id, 0))
        if tokens:
            extras["extra_tokens"] = tuple(tokens)
        return extras

    def route_extra_tokens(self, ctx) -> tuple:
        return tuple(ctx.extras.get("extra_tokens", ()))

    def route_bonus(self, ctx, route) -> int:
        total = 0
        tags = route.tags
        for a, b, values in self.direct_bonuses:
            if a in tags and b in tags:
                total += values.get(ctx.color, 0)
        hexes = set(route.stop_hexes)
        for hex_id, value in ctx.extras.get("ferries", {}).items():
            if hex_id in hexes:
                total += value
        return total

    def interconnection_targets(self, ctx, route) -> dict[str, int]:
        out: dict[str, int] = {}
        tags = route.tags
        for a, b, values in self.interconnection_bonuses:
            value = values.get(ctx.color, 0)
            if not value or (a in tags and b in tags):
                continue
            for have, want in ((a, b), (b, a)):
                if have in tags and want not in tags:
                    out[want] = max(out.get(want, 0), value)
        return out


# private -> the exit it lets its owning corporation use as a token (§1: P4 A6, P6 A12)
PRIVATE_EXIT_TOKENS = {"P4": "A6", "P6": "A12"}


def _kinds(tile: TileDef) -> list[str]:
    return sorted(s.kind for s in tile.stops)
