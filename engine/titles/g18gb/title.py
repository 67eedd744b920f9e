"""18GB rule hooks.

Track is restrictive: new track must be usable by the company laying it.  The two estuary
hexes (blue, with printed track) take their blue tile once, at rotation 0, from phase 4+2.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

from engine.board import HexDef
from engine.i18n import msg
from engine.tiles import TileDef
from engine.titles.g18gb import bot, menu
from engine.titles.g18gb.candidates import GENERATORS, WEIGHTS
from engine.titles.g18gb.departures import Departures, SiteDepartures
from engine.titles.g18gb.rules import (
    PRIVATE_LAYS,
    PRIVATE_TOKENS,
    Rules,
    RulesPresentation,
    RulesRoutes,
    RulesTrack,
    _LayRules,
)
from engine.titles.g18gb.scenarios import scenario_id


class TrackRules(RulesTrack):
    """18GB's track rules: what differs from ``TrackPolicy``."""

    title: Title

    track_restriction = "restrictive"

    fixed_colors = frozenset({"gray", "red", "purple"})

    impassable_colors = frozenset({"gray", "red", "purple"})

    def next_colors(self, hexdef: HexDef, old: TileDef) -> tuple[str, ...]:
        if old.color == "blue":
            return ("blue",) if old is hexdef.tile and old.paths else ()
        return super().next_colors(hexdef, old)

    def forced_rotation(self, hex_id: str, old: TileDef, new: TileDef) -> int | None:
        return 0 if new.color == "blue" else None


class RoutesRules(RulesRoutes):
    """18GB's routes rules: what differs from ``RoutesPolicy``."""

    title: Title

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
        crossings = self.title._estuary_paths(ctx)
        if crossings:
            cache = ctx.cache
            for i in route.segment_ids:
                got = cache.get(("estuary", i))
                if got is None:
                    got = cache[("estuary", i)] = sum(crossings.get(hp, 0) for hp in route.net.segments[i].paths)
                total += got
        bonuses = ctx.extras.get("hex_bonuses", ())
        if bonuses:
            counted = {s.hex for s in route.counted}
            for hex_id, amount, _sym in bonuses:
                if hex_id in counted:
                    total += amount
        return total

    def route_bonus_key(self, ctx, route):
        return self.title._features(ctx, route)

    def routes_bonus_parts(self, ctx, routes) -> list[int]:
        """The compass bonuses as 18xx.games pays a run listing ``routes`` in this order (its
        ``route_sets``): each route in turn starts a set of its own or joins a set holding a
        route it shares a non-off-board stop with, so a set is built only in that order; of every
        way so built, the one paying the most (then with the most sets, then the first found)
        counts, each set's bonus paid on its first route."""
        routes = list(routes)
        if not routes:
            return []
        value = self.title._compass_value(ctx)
        feats = [self.title._features(ctx, r) for r in routes]
        return _site_parts(feats, value)

    def routes_bonus_order(self, ctx, routes) -> list[int]:
        """The routes as given when that order pays the whole ``routes_bonus``; else the best
        split's groups one after another, each grown from its first route by routes sharing a
        stop with one listed before (so the site can build every group)."""
        routes = list(routes)
        given = list(range(len(routes)))
        best = self.routes_bonus(ctx, routes)
        if len(routes) < 3 or sum(self.routes_bonus_parts(ctx, routes)) == best:
            return given
        value = self.title._compass_value(ctx)
        feats = [self.title._features(ctx, r) for r in routes]
        for part in _partitions(given):
            if all(_connected(g, feats) for g in part) and sum(value(_points(g, feats)) for g in part) == best:
                return [i for g in sorted(part, key=min) for i in _grown(sorted(g), feats)]
        return given

    def routes_bonus(self, ctx, routes) -> int:
        """North-south and east-west bonuses: the routes are split into groups (a route joins a
        group by sharing a non-off-board stop with a member); each group touching N and S earns
        the NS bonus once, E and W the EW bonus; the best split counts.  That is what a run
        pays when it lists the routes in a good order (``routes_bonus_order``): 18xx.games
        builds groups in the run's order (``routes_bonus_parts``)."""
        ns, ew = self.title._compass_values(ctx)
        routes = list(routes)
        if not routes or not (ns or ew):
            return 0
        feats = [self.title._features(ctx, r) for r in routes]
        value = self.title._compass_value(ctx)

        if len(feats) == 1:
            return value(feats[0][0])
        if len(feats) == 2:
            (pa, sa), (pb, sb) = feats
            apart = value(pa) + value(pb)
            return max(apart, value(pa | pb)) if sa & sb else apart

        best = 0
        for part in _partitions(list(range(len(feats)))):
            if all(_connected(g, feats) for g in part):
                best = max(best, sum(value(_points(g, feats)) for g in part))
        return best

    def routes_bonus_bound(self, ctx, candidates) -> int:
        """Each group earning NS holds a route touching N and one touching S (maybe the same), and
        groups share no route: at most min(#trains reaching N, #trains reaching S) NS bonuses."""
        ns, ew = self.title._compass_values(ctx)
        reach = [0, 0, 0, 0]
        for views in candidates:
            touched = 0
            for v in views:
                touched |= self.title._features(ctx, v)[0]
                if touched == 15:
                    break
            for b in range(4):
                if touched >> b & 1:
                    reach[b] += 1
        return ns * min(reach[0], reach[2]) + ew * min(reach[1], reach[3])

    def route_bonus_share(self, ctx, route) -> int:
        """Every group earning NS has a route touching N (and one touching S): crediting NS to the
        routes touching one fixed side of the pair (and EW likewise) bounds the bonus from above."""
        ns, ew = self.title._compass_values(ctx)
        side_ns, side_ew = self.title._sides(ctx)
        pts = self.title._features(ctx, route)[0]
        return (ns if pts & side_ns else 0) + (ew if pts & side_ew else 0)

    def route_bonus_bits(self, ctx, segment) -> int:
        """Bits 0-3: the compass points the segment touches; then one bit per estuary crossing
        path it uses; then one per private hex bonus (``ctx.extras``) whose hex it enters."""
        bits = self.title._segment_compass(ctx, segment)
        crossings = list(self.title._estuary_paths(ctx))
        for j, hp in enumerate(crossings):
            if hp in segment.paths:
                bits |= 1 << (4 + j)
        base = 4 + len(crossings)
        for j, (hex_id, _amount, _sym) in enumerate(ctx.extras.get("hex_bonuses", ())):
            if hex_id in segment.hexes:
                bits |= 1 << (base + j)
        return bits

    def route_bonus_cap(self, ctx, bits: int) -> int | None:
        """The estuary crossings and private hexes among ``bits`` at full value, plus the NS/EW
        shares of the compass sides among them."""
        ns, ew = self.title._compass_values(ctx)
        side_ns, side_ew = self.title._sides(ctx)
        total = (ns if bits & side_ns else 0) + (ew if bits & side_ew else 0)
        crossings = list(self.title._estuary_paths(ctx).values())
        for j, value in enumerate(crossings):
            if bits >> (4 + j) & 1:
                total += value
        base = 4 + len(crossings)
        for j, (_hex, amount, _sym) in enumerate(ctx.extras.get("hex_bonuses", ())):
            if bits >> (base + j) & 1:
                total += amount
        return total


class PresentationRules(RulesPresentation):
    """18GB's presentation rules: what differs from ``PresentationPolicy``."""

    title: Title

    currency_format = "£{}"

    # --- the Actions menu and the map (engine/titles/g18gb/menu.py) ---------------------------
    def menu_builders(self) -> dict[str, Callable[..., list[Any] | None]]:
        return menu.MENU_BUILDERS

    def bot_rules(self) -> dict[str, Callable[..., Any]]:
        """Conversions for the ``steady`` computer player (engine/titles/g18gb/bot.py)."""
        return bot.BOT_RULES

    #: directors never pay for a company's train: without one it goes insolvent (facts §4.3)
    presidents_pay_for_trains = False

    #: a company's money buys trains and tokens or nothing (its treasury counts for nobody at
    #: the end, and no director pays for its next train): a train bought loses it nothing
    search_train_share = 1.0

    #: the valuation counts what privates earn, which steady's bids do not (bot.py)
    search_valuation_pick = True

    def search_score(self, s, pid: str) -> float:
        """Privates' income, auction bids, trainless shares at full price while the company
        can buy its train (bot.py)."""
        return bot.search_score(s, pid)

    def acting_companies(self, s, entity: str) -> list[str]:
        """Every owned private: any owner may close one; a closed one acts for its director."""
        return menu.acting_companies(s, entity)

    def company_lay_targets(self, s, sym: str) -> tuple[list[str], list[str] | None]:
        """A closed AF / LS / TV's hex and tiles (the rules module's ``PRIVATE_LAYS``)."""
        hex_id, tiles = PRIVATE_LAYS.get(sym, ("", ()))
        return ([hex_id] if hex_id else []), list(tiles)

    def company_token_hexes(self, s, sym: str) -> list[str]:
        """A closed GN / MC's token hex (York, Carlisle)."""
        return [PRIVATE_TOKENS[sym]] if sym in PRIVATE_TOKENS else []

    def board_companies(self, players: int, variants: tuple[str, ...]) -> frozenset[str] | None:
        """The scenario's corporations (every candidate of a seeded draw: the game draws one)
        and its privates (GN's and MC's reservations)."""
        sc = scenario_id(players, (*self.title.options, *variants))
        return frozenset(
            ci.sym
            for ci in self.title.info.companies
            if sc in ci.extra.get("scenarios", []) or sc in ci.extra.get("drawn_in", [])
        )

    def corporation_notes(self, s, sym: str, brief: bool = False) -> list[str]:
        """Its shares (5 or 10: conversion), and insolvency (it leases the bank's cheapest
        train and neither lays nor tokens) beside receivership."""
        corp = s.corps[sym]
        if corp.closed:
            return []
        out = [] if brief else [msg("{count} shares", count=100 // s.share_percent(sym))]
        if self.title.insolvent(s, corp.key):
            out.append(msg("insolvent"))
        return out + super().corporation_notes(s, sym, brief)

    def lay_context_in(self, s, entity: str, hex_id: str) -> Any:
        """In the corporation's green home, or York / Carlisle after its GN / MC token, a green
        city tile may be laid early (the rules module's ``lay_tile`` checks which)."""
        ctx = self.title.track.lay_context(s, entity)
        corp = s.corps.get(entity.split(":", 1)[1]) if entity.startswith("corp:") else None
        if corp is None or not (
            (corp.flags.get("green_home") and hex_id == corp.home) or hex_id in corp.flags.get("green_hexes", [])
        ):
            return ctx
        phase = ctx.phase
        tiles = phase.tiles if "green" in phase.tiles else (*phase.tiles, "green")
        rules: Any = _LayRules(ctx.rules, hex_id, restrictive=True)
        return replace(ctx, phase=replace(phase, tiles=tiles), rules=rules)

    def running_train_ids(self, s, entity: str) -> list[str]:
        """An insolvent corporation runs the bank's cheapest train, leased for the run (§4.3)."""
        if self.title.insolvent(s, entity):
            lease = s.min_depot_train()
            return [lease.id] if lease is not None else []
        return super().running_train_ids(s, entity)

    def candidate_weights(self) -> dict[str, float]:
        """Random 18GB players rarely sell or convert: each sale moves the price a step left and
        a conversion two, and with the generic weights no price ever reached the £350 that ends
        the game (200 games); sales and conversions are still tried when nothing else is legal."""
        return dict(WEIGHTS)

    def candidate_generators(self) -> dict[str, Callable[..., Iterator[dict]]]:
        """Self-play's conversions and private closings (engine/titles/g18gb/candidates.py)."""
        return dict(GENERATORS)


class Title(Rules):
    track_policy = TrackRules
    routes_policy = RoutesRules
    presentation_policy = PresentationRules
    track: TrackRules
    routes: RoutesRules
    presentation: PresentationRules

    playable = True
    rules_way = Departures
    site_way = SiteDepartures

    def _estuary_paths(self, ctx) -> dict:
        """{(hex, path index): bonus} for the estuary crossings on the board now (kept on the
        board for its version: every run reads it)."""
        got = ctx.cache.get("estuaries")
        if got is None:
            got = ctx.board.cache.get(("estuaries", ctx.board.version))
        if got is None:
            found: dict[tuple[str, int], int] = {}
            laid = ctx.board.used  # (the estuary tiles are laid, never printed: none laid, none there)
            for hex_id in ctx.board.state if any(laid.get(name) for name in ESTUARY_CROSSINGS) else ():
                tile = ctx.board.tile_at(hex_id)
                crossing = ESTUARY_CROSSINGS.get(tile.name)
                if crossing:
                    for i, p in enumerate(tile.paths):  # laid at rotation 0
                        if set(p.edges) == set(crossing[0]):
                            found[(hex_id, i)] = crossing[1]
            got = ctx.cache["estuaries"] = ctx.board.cache[("estuaries", ctx.board.version)] = found
        return got

    def _features(self, ctx, route) -> tuple[int, int]:
        """(compass points as bits N=1 E=2 S=4 W=8, non-off-board stops as a bitmask)."""
        got = route.memo.get("compass")
        if got is None:
            cache = ctx.cache
            pts = 0
            segments = route.net.segments
            for i in route.segment_ids:
                b = cache.get(("compass", i))
                if b is None:
                    b = self._segment_compass(ctx, segments[i])
                pts |= b
            onboard = cache.get("onboard")
            if onboard is None:
                onboard = cache["onboard"] = [s.kind != "offboard" for s in route.net.stops]
            stops = 0
            for i in route.stop_ids:
                if onboard[i]:
                    stops |= 1 << i
            got = route.memo["compass"] = (pts, stops)
        return got

    def _compass_values(self, ctx) -> tuple[int, int]:
        """The north-south and east-west bonuses in the phase's colour (kept on the board: the
        map's offboards never change)."""
        got = ctx.cache.get("compass_values") or ctx.board.cache.get(("compass_values", ctx.color))
        if got is None:
            ns = ew = 0
            for hexdef in ctx.board.defn.hexes.values():
                for st in hexdef.tile.stops:
                    if st.group == "bonus_NS":
                        ns = st.revenue.at(ctx.color)
                    elif st.group == "bonus_EW":
                        ew = st.revenue.at(ctx.color)
            got = ctx.cache["compass_values"] = ctx.board.cache[("compass_values", ctx.color)] = (ns, ew)
        return got

    def _compass_value(self, ctx):
        """The bonus one set of routes earns from the compass points its hexes touch."""
        ns, ew = self._compass_values(ctx)

        def value(pts: int) -> int:
            return (ns if pts & 5 == 5 else 0) + (ew if pts & 10 == 10 else 0)

        return value

    def _sides(self, ctx) -> tuple[int, int]:
        """The compass bits credited with the NS and EW shares: of each pair, the side fewer of the
        network's segments touch (any fixed choice bounds the bonus; the rarer one tightest)."""
        got = ctx.cache.get("compass_sides")
        if got is None:
            touching = [0, 0, 0, 0]
            net = ctx.network
            for seg in net.segments if net is not None else ():
                pts = self._segment_compass(ctx, seg)
                for b in range(4):
                    touching[b] += pts >> b & 1
            got = ctx.cache["compass_sides"] = (
                1 if touching[0] <= touching[2] else 4,
                2 if touching[1] <= touching[3] else 8,
            )
        return got

    def _segment_compass(self, ctx, seg) -> int:
        b = ctx.cache.get(("compass", seg.index))
        if b is None:
            b = 0
            for h in seg.hexes:
                for tag in ctx.hex_tags(h) & COMPASS:
                    b |= COMPASS_BITS[tag]
            ctx.cache[("compass", seg.index)] = b
        return b


COMPASS = frozenset({"N", "E", "S", "W"})
COMPASS_BITS = {"N": 1, "E": 2, "S": 4, "W": 8}
# tile -> (the estuary crossing path's edges at rotation 0, bonus): Forth "FT", Severn "S" (§7)
ESTUARY_CROSSINGS = {"G32": ((4, 5), 40), "G33": ((2, 5), 30)}
# private -> (hex, bonus per route with a counted stop there), once the private is closed (§3.2, §7)
PRIVATE_HEX_BONUS = {"LM": ("E14", 30), "SD": ("J13", 10), "CH": ("C14", 20)}


def _points(group, feats) -> int:
    """The compass points a group of routes touches (``feats``: ``Title._features`` per route)."""
    pts = 0
    for i in group:
        pts |= feats[i][0]
    return pts


def _connected(group: list[int], feats) -> bool:
    """Does every route of the group reach every other through routes sharing a stop?"""
    if len(group) == 1:
        return True
    seen, todo = {group[0]}, [group[0]]
    while todo:
        i = todo.pop()
        for j in group:
            if j not in seen and feats[i][1] & feats[j][1]:
                seen.add(j)
                todo.append(j)
    return len(seen) == len(group)


def _grown(group: list[int], feats) -> list[int]:
    """A connected group listed from its first route, each next one sharing a stop with one
    listed before it (the lowest such index first)."""
    out, stops = [group[0]], feats[group[0]][1]
    left = group[1:]
    while left:
        nxt = next(i for i in left if feats[i][1] & stops)
        left.remove(nxt)
        out.append(nxt)
        stops |= feats[nxt][1]
    return out


def _site_parts(feats, value) -> list[int]:
    """Per route, the compass bonus 18xx.games pays it (``RoutesPolicy.routes_bonus_parts``): every set
    of routes buildable in the given order, one route at a time (a new set, or an existing set
    holding a route it shares a stop with), in the site's order of enumeration; the first with
    the most bonus, then the most sets, counts; a set's bonus goes to its first route."""
    ways: list[list[tuple[int, int, int]]] = []  # sets as (first route, points, stops)
    for r, (pts, stops) in enumerate(feats):
        if not ways:
            ways = [[(r, pts, stops)]]
            continue
        grown = []
        for sets in ways:
            grown.append([*sets, (r, pts, stops)])
            for ix, (first, p, st) in enumerate(sets):
                if st & stops:
                    grown.append([*sets[:ix], (first, p | pts, st | stops), *sets[ix + 1 :]])
        ways = grown
    best, best_key = ways[0], None
    for sets in ways:
        key = (sum(value(p) for _f, p, _s in sets), len(sets))
        if best_key is None or key > best_key:
            best, best_key = sets, key
    parts = [0] * len(feats)
    for first, p, _s in best:
        parts[first] += value(p)
    return parts


def _partitions(items: list[int]):
    """Every set partition of items (Bell number many; a company runs at most a few trains)."""
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for part in _partitions(rest):
        yield [[first]] + part
        for i in range(len(part)):
            yield part[:i] + [[first] + part[i]] + part[i + 1 :]
