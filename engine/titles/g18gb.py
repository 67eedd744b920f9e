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

    # --- routes (fact sheet §7) ------------------------------------------------------------------
    route_pays_once_per_hex = True  # a route's stops pay once per distinct hex

    def route_extras(self, state, company: str) -> dict:
        """Hex bonuses of closed privates (value 0) owned by the corporation's director."""
        corp = state.corps.get(company) if hasattr(state, "corps") else None
        director = getattr(corp, "owner", None)
        bonuses = []
        for sym, (hex_id, amount) in PRIVATE_HEX_BONUS.items():
            co = getattr(state, "companies", {}).get(sym)
            if co is not None and director is not None and co.owner == director and (co.value == 0 or co.closed):
                bonuses.append((hex_id, amount, sym))
        return {"hex_bonuses": bonuses}

    def route_bonus(self, ctx, route) -> int:
        total = 0
        for hex_id, pi in route.paths:  # estuary crossings
            tile = ctx.board.tile_at(hex_id)
            crossing = ESTUARY_CROSSINGS.get(tile.name)
            if crossing and set(tile.paths[pi].edges) == set(crossing[0]):  # laid at rotation 0
                total += crossing[1]
        counted = {s.hex for s in route.counted}
        for hex_id, amount, _sym in ctx.extras.get("hex_bonuses", ()):
            if hex_id in counted:
                total += amount
        return total

    def _compass(self, ctx, route) -> frozenset[str]:
        out: set[str] = set()
        for h in route.hexes:
            out |= ctx.hex_tags(h) & COMPASS
        return frozenset(out)

    def _compass_values(self, ctx) -> tuple[int, int]:
        got = ctx.cache.get("compass_values")
        if got is None:
            ns = ew = 0
            for hexdef in ctx.board.defn.hexes.values():
                for st in hexdef.tile.stops:
                    if st.group == "bonus_NS":
                        ns = st.revenue.at(ctx.color)
                    elif st.group == "bonus_EW":
                        ew = st.revenue.at(ctx.color)
            got = ctx.cache["compass_values"] = (ns, ew)
        return got

    def route_bonus_key(self, ctx, route):
        return (self._compass(ctx, route), frozenset(s.node for s in route.stops if s.kind != "offboard"))

    def routes_bonus(self, ctx, routes) -> int:
        """North-south and east-west bonuses: the routes are split into groups (a route joins a
        group by sharing a non-off-board stop with a member); each group touching N and S earns
        the NS bonus once, E and W the EW bonus; the best split counts."""
        ns, ew = self._compass_values(ctx)
        routes = list(routes)
        if not routes or not (ns or ew):
            return 0
        points = [self._compass(ctx, r) for r in routes]
        stops = [frozenset(s.node for s in r.stops if s.kind != "offboard") for r in routes]

        def value(group: list[int]) -> int:
            pts = frozenset().union(*(points[i] for i in group))
            return (ns if {"N", "S"} <= pts else 0) + (ew if {"E", "W"} <= pts else 0)

        def connected(group: list[int]) -> bool:
            seen, todo = {group[0]}, [group[0]]
            while todo:
                i = todo.pop()
                for j in group:
                    if j not in seen and stops[i] & stops[j]:
                        seen.add(j)
                        todo.append(j)
            return len(seen) == len(group)

        best = 0
        for part in _partitions(list(range(len(routes)))):
            if all(connected(g) for g in part):
                best = max(best, sum(value(g) for g in part))
        return best

    def routes_bonus_bound(self, ctx, candidates) -> int:
        ns, ew = self._compass_values(ctx)
        reach = {p: 0 for p in COMPASS}
        for views in candidates:
            touched: set[str] = set()
            for v in views:
                touched |= self._compass(ctx, v)
            for p in touched:
                reach[p] += 1
        return ns * min(reach["N"], reach["S"]) + ew * min(reach["E"], reach["W"])


COMPASS = frozenset({"N", "E", "S", "W"})
# tile -> (the estuary crossing path's edges at rotation 0, bonus): Forth "FT", Severn "S" (§7)
ESTUARY_CROSSINGS = {"G32": ((4, 5), 40), "G33": ((2, 5), 30)}
# private -> (hex, bonus per route with a counted stop there), once the private is closed (§3.2, §7)
PRIVATE_HEX_BONUS = {"LM": ("E14", 30), "SD": ("J13", 10), "CH": ("C14", 20)}


def _partitions(items: list[int]):
    """Every set partition of items (Bell number many; a company runs at most a few trains)."""
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for part in _partitions(rest):
        yield [[first]] + part
        for i in range(len(part)):
            yield part[:i] + [[first] + part[i]] + part[i + 1:]
