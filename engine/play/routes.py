"""Routes while a game is played: the trains that run now, the optimum, a route rebuilt from the
stops a player clicked, the price of a whole run as the engine pays it, and the ``run_routes``
action for it.

Every figure here comes from the engine's own code: a run is priced by
``engine.routes.pricing.price_in_state`` (per route, the title's route hooks included) and by
the title's ``run_routes`` on a copy of the state (the total ``Game.process`` will pay), so what
the desktop shows is what the game pays.  The only search of our own is *which track* joins two clicked stops; the company network
(``engine.routes.network``) supplies the candidate walks.

A route typed by hand (``typed=True``) is the last resort when the player's routes cannot be
entered by clicking: it carries a revenue and no track, and is written as
``{"train": "2-3", "typed_revenue": 60}`` (see ``CoreRules.run_routes``).  18xx.games has no such
field, so a save containing one does not open there.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.actions import wire
from engine.errors import IllegalAction
from engine.i18n import msg
from engine.play import refusal
from engine.play.best_routes import best_routes_in, entity_key_for
from engine.routes.network import Network, company_network
from engine.routes.pricing import price_in_state
from engine.routes.revenue import SAME_STOP_TWICE, read_route

if TYPE_CHECKING:
    from engine.state import State


Node = tuple[str, int]  # (hex, stop index on the tile there)
PathRef = tuple[str, int]  # (hex, index into the tile's rotated paths)

MAX_WALKS_PER_PAIR = 12  # alternative walks kept between two clicked stops
MAX_HOPS = 6  # segments one walk between two clicked stops may have
MAX_TRIALS = 64  # combinations of walks priced before giving up


@dataclass(frozen=True)
class RunningTrain:
    """A train the company may run now; ``colour`` indexes the desktop's palette (stable per
    position in the company's train list)."""

    id: str
    name: str
    colour: int


@dataclass(frozen=True)
class PlannedRoute:
    """One train's route: stops in order, the hex chain of each stretch between two stops (as
    ``run_routes`` writes them), the revenue the engine pays for it, and the track it uses
    (for drawing).  ``typed``: a revenue typed by hand, no stops or track.  ``extension``: the
    hex chains of an interconnection extension beyond the route's last stop (1833NE's bonuses,
    engine/routes/search.py ``_extensions``): the run pays the bonus only when it lists them."""

    train: str
    stops: tuple[Node, ...] = ()
    connections: tuple[tuple[str, ...], ...] = ()
    revenue: int = 0
    paths: tuple[PathRef, ...] = ()
    typed: bool = False
    extension: tuple[tuple[str, ...], ...] = ()

    @property
    def hexes(self) -> tuple[str, ...]:
        return tuple(h for h, _ in self.stops)


@dataclass(frozen=True)
class RunPrice:
    """A whole run as the engine would pay it: routes repriced (revenue and track filled in),
    the total, or the reason the engine refuses it (then ``total`` is 0)."""

    routes: tuple[PlannedRoute, ...]
    total: int
    reason: str | None = None

    @property
    def legal(self) -> bool:
        return self.reason is None


@dataclass(frozen=True)
class Optimum:
    routes: tuple[PlannedRoute, ...]
    total: int
    proven: bool
    ms: float
    reason: str | None = None  # the engine refused the search's own answer (should not happen)


@dataclass(frozen=True)
class RouteCheck:
    """A route built from clicked stops: ``route`` when legal, else ``reason`` (one sentence).
    ``stops`` are the stops as the route visits them (stops the track passes between two
    clicked ones are included)."""

    stops: tuple[Node, ...]
    route: PlannedRoute | None = None
    reason: str | None = None

    @property
    def legal(self) -> bool:
        return self.route is not None


# ----------------------------------------------------------------------------------------------
# who runs what


def expected_runner(state: State) -> str | None:
    """The key of the company whose ``run_routes`` the game waits for now, else None."""
    rnd = getattr(state, "round", None)
    if rnd is None or getattr(state, "finished", False):
        return None
    step = rnd.active_step(state)
    ent = step.current_entity(state) if step else None
    if not ent or "run_routes" not in rnd.actions_for(state, ent):
        return None
    return ent


def running_trains(state: State, sym: str) -> list[RunningTrain]:
    """The trains of ``sym`` that may run now (owned, not rusted, not run this turn)."""
    out = []
    for n, tid in enumerate(state.title.presentation.running_train_ids(state, entity_key_for(state, sym))):
        t = state.trains[tid]
        if t.rusted or t.operated:
            continue
        out.append(RunningTrain(tid, state.title.presentation.train_label(state, t), n))
    return out


def runner_notes(state: State, sym: str) -> list[str]:
    """Who enters the routes of ``sym`` and on what terms: its president; for a corporation in
    receivership, any player at the table (nobody directs it) and it withholds; a train it runs
    but does not own (18GB's insolvent lease) named."""
    key = entity_key_for(state, sym)
    corp = state.entity(key)
    out: list[str] = []
    if state.in_receivership(key):
        out.append(
            msg(
                "{corporation} is in receivership: no director acts for it, any player enters its routes, "
                "and it withholds",
                corporation=corp.sym,
            )
        )
    elif corp.owner:
        out.append(
            msg("{player} enters the routes of {corporation}", player=state.name_of(corp.owner), corporation=corp.sym)
        )
    for tid in state.title.presentation.running_train_ids(state, key):
        if tid not in corp.trains:
            out.append(
                msg(
                    "{corporation} owns no train: it runs the bank's {train}, leased for this run, and withholds",
                    corporation=corp.sym,
                    train=state.trains[tid].name,
                )
            )
    return out


def stop_name(state: State, node: Node) -> str:
    """ "I8"; in a hex with several stops, "M12 town" (or "D23 city 2" when the kinds repeat)."""
    h, i = node
    if h not in state.board.state:
        return h
    stops = state.board.tile_at(h).stops
    real = [k for k, s in enumerate(stops) if s.kind != "junction"]
    if len(real) <= 1 or not 0 <= i < len(stops):
        return h
    kinds = [stops[k].kind for k in real]
    kind = stops[i].kind
    if kinds.count(kind) != 1:  # Bristol's two cities: "D23 city 1" and "D23 city 2", counted from 1
        number = sum(1 for k in real if k <= i and stops[k].kind == kind)
        if kind == "city":
            return msg("{hex} city {number}", hex=h, number=number)
        if kind == "town":
            return msg("{hex} town {number}", hex=h, number=number)
        return f"{h} {kind} {number}"
    if kind == "city":
        return msg("{hex} city", hex=h)
    if kind == "town":
        return msg("{hex} town", hex=h)
    if kind == "offboard":
        return msg("{hex} offboard", hex=h)
    return f"{h} {kind}"


def place_name(state: State, node: Node) -> str:
    """The printed name of the stop's hex ("Torreón"), or its id when it has none."""
    hexdef = state.board.defn.hexes.get(node[0])
    return (hexdef.name if hexdef is not None and hexdef.name else node[0]).replace("\n", " ")


# ----------------------------------------------------------------------------------------------
# pricing a run


def _wire_route(r: PlannedRoute, priced: bool = True) -> dict[str, Any]:
    """One entry of ``routes``; ``priced=False`` leaves out the revenue (not known yet: the
    engine checks a given revenue in games imported from 18xx.games)."""
    if r.typed:
        return {"train": r.train, "typed_revenue": int(r.revenue)}
    out: dict[str, Any] = {"train": r.train, "connections": [list(c) for c in r.connections], "hexes": list(r.hexes)}
    if r.extension:
        out["extension"] = [list(c) for c in r.extension]
    if priced:
        out["revenue"] = int(r.revenue)
    return out


def run_routes_action(state: State, sym: str, routes: Iterable[PlannedRoute]) -> dict[str, Any]:
    """The ``run_routes`` action for these routes (trains without a route are left out), listed
    so that the run pays its whole multi-route bonus (:func:`paying_order`)."""
    key = entity_key_for(state, sym)
    body = [_wire_route(r) for r in paying_order(state, sym, list(routes)) if r.typed or r.connections]
    return {**wire(key), "type": "run_routes", "routes": body}


def paying_order(state: State, sym: str, routes: Sequence[PlannedRoute]) -> list[PlannedRoute]:
    """The routes listed so that the run pays all of the title's multi-route bonus: 18GB's
    compass sets are built in the order a run lists its routes (``PricedRun.order``).  As
    given when that order pays it, or when the run cannot be priced (its refusal says why)."""
    drawn = [r for r in routes if not r.typed and r.connections]
    if len(drawn) < 3:
        return list(routes)
    try:
        plan = [
            (state.title.routes.train_spec(state, state.trains[r.train]), [list(c) for c in r.connections])
            for r in drawn
        ]
        order = price_in_state(state, state.entity(entity_key_for(state, sym)).sym, plan).order
    except (IllegalAction, KeyError):
        return list(routes)
    if not order:
        return list(routes)
    return [drawn[i] for i in order] + [r for r in routes if r.typed or not r.connections]


def _track_paths(state: State, routes: Sequence[PlannedRoute]) -> list[tuple[PathRef, ...]]:
    """The paths each route's connections use, read in run order as the engine reads them."""
    from collections import Counter

    used: Counter = Counter()
    out: list[tuple[PathRef, ...]] = []
    for r in routes:
        if r.typed or not r.connections:
            out.append(())
            continue
        _, after = read_route(state.board, r.connections, used)
        out.append(tuple((k[1], k[2]) for k in after if k[0] == "p" and after[k] > used.get(k, 0)))
        used = after
    return out


def price_run(state: State, sym: str, routes: Sequence[PlannedRoute]) -> RunPrice:
    """Price these routes as ``Game.process`` would, listed as :func:`run_routes_action` lists
    them (:func:`paying_order`); never raises for an illegal run, it gives the reason instead."""
    key = entity_key_for(state, sym)
    corp = state.entity(key)
    title = state.title
    routes = [r for r in paying_order(state, sym, routes) if r.typed or r.connections]
    drawn = [r for r in routes if not r.typed]
    try:
        plan = []
        for r in drawn:
            if r.train not in state.trains:
                raise IllegalAction(msg("There is no train {train}", train=r.train))
            spec = title.routes.train_spec(state, state.trains[r.train])
            conns = [list(c) for c in r.connections]
            plan.append((spec, conns, [list(c) for c in r.extension]) if r.extension else (spec, conns))
        results = price_in_state(state, corp.sym, plan).routes if plan else ()
        paths = _track_paths(state, drawn)
        total = int(title.revenue.run_routes(state.clone(), key, [_wire_route(r, False) for r in routes]))
    except IllegalAction as exc:
        return RunPrice(tuple(routes), 0, refusal(exc))
    priced: list[PlannedRoute] = []
    it = iter(zip(results, paths, strict=True))
    for r in routes:
        if r.typed:
            priced.append(r)
            continue
        res, p = next(it)
        priced.append(
            PlannedRoute(
                r.train,
                tuple(res.stops),
                tuple(tuple(c) for c in r.connections),
                int(res.revenue),
                p,
                extension=r.extension,
            )
        )
    return RunPrice(tuple(priced), total)


# ----------------------------------------------------------------------------------------------
# the optimum


def optimum(state: State, sym: str, cancel: Any = None, progress: Callable[[float, int], Any] | None = None) -> Optimum:
    """The best routes (engine.routes.search), repriced by :func:`price_run` so each figure is
    what the game pays.  ``cancel``/``progress`` as for ``best_routes``; a cancelled search
    returns the best found so far with ``proven=False``."""
    res = best_routes_in(state, sym, cancel=cancel, progress=progress)
    found = [
        PlannedRoute(
            r.train,
            tuple(r.stops),
            tuple(tuple(c) for c in r.connections),
            r.revenue,
            extension=tuple(tuple(c) for c in r.extension),
        )
        for r in res.routes
        if r.connections
    ]
    ms = float(res.stats.get("ms", 0.0))
    priced = price_run(state, sym, found)
    if not priced.legal:
        return Optimum(tuple(found), sum(r.revenue for r in found), res.proven_optimal, ms, priced.reason)
    return Optimum(priced.routes, priced.total, res.proven_optimal, ms)


# ----------------------------------------------------------------------------------------------
# a route from clicked stops


@dataclass
class _Walk:
    segs: tuple[int, ...]
    stops: tuple[int, ...]  # network stops after the start, the last one is the target
    mask: int
    hexes: int
    preferred: int  # segments the optimum also uses (more is better)


@dataclass
class _Search:
    state: State
    sym: str
    net: Network
    index: dict[Node, int]
    prefer: frozenset[tuple[str, ...]] = field(default_factory=frozenset)

    def walks(self, a: int, b: int, used: int, visited: frozenset[int]) -> list[_Walk]:
        """Walks of at most MAX_HOPS segments from a to b over free track, passing only stops a
        route may pass through (and not already on it), best first: fewest stops passed, most
        shared with the optimum, fewest hexes."""
        net = self.net
        found: list[_Walk] = []

        def go(x: int, segs: tuple[int, ...], stops: tuple[int, ...], mask: int, hexes: int, pref: int) -> None:
            if len(segs) >= MAX_HOPS or len(found) > 4 * MAX_WALKS_PER_PAIR:
                return
            for sid in net.adjacency[x]:
                seg = net.segments[sid]
                if seg.mask & mask:
                    continue
                if segs and seg.term_at(x):
                    continue
                y = seg.other(x)
                p = pref + (1 if seg.hexes in self.prefer or seg.hexes[::-1] in self.prefer else 0)
                if y == b:
                    found.append(_Walk(segs + (sid,), stops + (y,), mask | seg.mask, hexes + len(seg.hexes), p))
                    continue
                if y == a or y in visited or y in stops or not net.stops[y].passable or seg.term_at(y):
                    continue
                go(y, segs + (sid,), stops + (y,), mask | seg.mask, hexes + len(seg.hexes), p)

        go(a, (), (), used, 0, 0)
        found.sort(key=lambda w: (len(w.segs), -w.preferred, w.hexes))
        return found[:MAX_WALKS_PER_PAIR]


def route_network(state: State, sym: str) -> Network:
    """The company's network as the route search sees it (its tokens, the title's extra ones)."""
    from engine.routes.context import RouteContext

    key = entity_key_for(state, sym)
    corp = state.entity(key)
    rules = state.static.rules
    ctx = RouteContext(state.board, corp.sym, state.phase, rules, dict(rules.routes.route_extras(state, corp.sym)))
    extra = tuple(rules.routes.route_extra_tokens(ctx))
    return company_network(
        state.board, corp.sym, getattr(getattr(state.title, "routes", None), "terminal_hexes", ()), extra
    )


def route_from_stops(
    state: State,
    sym: str,
    train_id: str,
    stops: Sequence[Node],
    others: Sequence[PlannedRoute] = (),
    prefer: Iterable[PlannedRoute] = (),
) -> RouteCheck:
    """The route of ``train_id`` through ``stops`` in this order, or why there is none.

    Consecutive stops are joined by track this route and ``others`` (the company's other routes
    this run, in action order) do not use; stops the track passes on the way join the route.
    Among several ways the one ``prefer`` (e.g. the optimum) uses wins, then the shortest.  The
    route is priced together with ``others`` by :func:`price_run`, this route last."""
    stops = tuple((str(h), int(i)) for h, i in stops)
    corp_sym = state.entity(entity_key_for(state, sym)).sym
    trains = {t.id: t for t in running_trains(state, sym)}
    if train_id not in trains:
        return RouteCheck(
            stops,
            reason=msg("{corporation} has no train {train} that can run now", corporation=corp_sym, train=train_id),
        )
    if len(stops) < 2:
        return RouteCheck(stops, reason=msg("A route needs at least 2 stops"))
    if len(set(stops)) != len(stops):
        return RouteCheck(stops, reason=SAME_STOP_TWICE)
    net = route_network(state, sym)
    index = {s.node: s.index for s in net.stops}
    for node in stops:
        h, i = node
        if h not in state.board.state or not 0 <= i < len(state.board.tile_at(h).stops):
            return RouteCheck(stops, reason=msg("There is no stop {hex}.{stop} on the map", hex=h, stop=i))
        if node not in index:
            return RouteCheck(
                stops,
                reason=msg(
                    "{stop} is not connected to {corporation}'s network",
                    stop=stop_name(state, node),
                    corporation=corp_sym,
                ),
            )
    others = [o for o in others if o.train != train_id and (o.typed or o.connections)]
    pref = frozenset(tuple(c) for r in prefer if r.train == train_id for c in r.connections)
    search = _Search(state, sym, net, index, pref)
    others_mask = _mask_of(net, index, others)
    ids = [index[n] for n in stops]
    trials = [0]

    def build(k: int, mask: int, segs: list[int], route_stops: list[int]) -> RouteCheck | None:
        if k == len(ids) - 1:
            trials[0] += 1
            conns = []
            at = route_stops[0]
            for sid in segs:
                seg = net.segments[sid]
                conns.append(seg.chain_from(at))
                at = seg.other(at)
            nodes = tuple(net.stops[i].node for i in route_stops)
            mine = PlannedRoute(train_id, nodes, tuple(conns))
            if not _readable(state, [*others, mine]):
                return (
                    RouteCheck(nodes, reason=msg("These stops cannot be joined without reusing track"))
                    if trials[0] >= MAX_TRIALS
                    else None
                )
            # the track reads as the engine reads it: from here on only the stops decide
            priced = price_run(state, sym, [*others, mine])
            if priced.legal:
                return RouteCheck(nodes, priced.routes[-1])
            return RouteCheck(nodes, reason=priced.reason)
        walks = search.walks(ids[k], ids[k + 1], mask, frozenset(route_stops) | frozenset(ids[k + 2 :]))
        if segs and net.segments[segs[-1]].term_at(ids[k]):
            walks = []  # the previous stretch may only end the route here
        for w in walks:
            got = build(k + 1, mask | w.mask, segs + list(w.segs), route_stops + list(w.stops))
            if got is not None:
                return got
        return None

    got = build(0, others_mask, [], [ids[0]])
    if got is not None and (got.legal or not pref):
        return got
    if pref:  # the optimum's track led the search astray: the shortest ways, unbiased
        trials[0] = 0
        search = _Search(state, sym, net, index, frozenset())
        again = build(0, others_mask, [], [ids[0]])
        if again is not None and again.legal:
            return again
        if got is not None:
            return got
    a, b = _first_unjoined(search, ids, others_mask)
    if a is not None and b is not None:  # (both or neither)
        start, end = stop_name(state, net.stops[a].node), stop_name(state, net.stops[b].node)
        return RouteCheck(
            stops,
            reason=msg("No free track not already used joins {start} to {end}", start=start, end=end)
            if others
            else msg("No free track joins {start} to {end}", start=start, end=end),
        )
    return RouteCheck(stops, reason=msg("These stops cannot be joined without reusing track"))


def _readable(state: State, routes: Sequence[PlannedRoute]) -> bool:
    """Does the engine read these routes' track, in this order, without reusing any?"""
    from collections import Counter

    used: Counter = Counter()
    try:
        for r in routes:
            if not r.typed and r.connections:
                _, used = read_route(state.board, r.connections, used)
    except IllegalAction:
        return False
    return True


def _first_unjoined(search: _Search, ids: list[int], used: int) -> tuple[int | None, int | None]:
    for a, b in zip(ids, ids[1:], strict=False):
        if not search.walks(a, b, used, frozenset()):
            return a, b
    return None, None


def _mask_of(net: Network, index: dict[Node, int], routes: Sequence[PlannedRoute]) -> int:
    """The network track bits the given routes use (matched by their drawn paths when several
    segments join the same two stops along the same hexes)."""
    mask = 0
    for r in routes:
        if r.typed:
            continue
        paths = set(r.paths)
        for (x, y), chain in zip(zip(r.stops, r.stops[1:], strict=False), r.connections, strict=False):
            if x not in index or y not in index:
                continue
            cands = [
                s
                for s in net.segments
                if {s.a, s.b} == {index[x], index[y]} and (s.hexes == tuple(chain) or s.hexes == tuple(reversed(chain)))
            ]
            if len(cands) > 1 and paths:
                cands = [s for s in cands if set(s.paths) <= paths] or cands[:1]
            for s in cands[:1]:
                mask |= s.mask
    return mask


def toggle_stop(
    state: State,
    sym: str,
    train_id: str,
    stops: Sequence[Node],
    node: Node,
    others: Sequence[PlannedRoute] = (),
    prefer: Iterable[PlannedRoute] = (),
) -> RouteCheck:
    """The route after a click on ``node``: a stop on the route leaves it; another stop joins it at
    whichever end makes a legal route (the far end first), else at the far end with the reason."""
    stops = tuple(stops)
    prefer = tuple(prefer)
    if node in stops:
        rest = tuple(n for n in stops if n != node)
        if len(rest) < 2:
            return RouteCheck(rest, reason=msg("A route needs at least 2 stops") if rest else None)
        return route_from_stops(state, sym, train_id, rest, others, prefer)
    if not stops:
        return RouteCheck((node,), reason=msg("A route needs at least 2 stops"))
    first = route_from_stops(state, sym, train_id, (*stops, node), others, prefer)
    if first.legal:
        return first
    second = route_from_stops(state, sym, train_id, (node, *stops), others, prefer)
    return second if second.legal else first


def rejoin(
    state: State,
    sym: str,
    train_id: str,
    stops: Sequence[Node],
    others: Sequence[PlannedRoute],
    prefer: Iterable[PlannedRoute] = (),
) -> dict[str, RouteCheck] | None:
    """When ``stops`` cannot be joined around the track the other trains' routes took, join them
    first and the others' stops again around them (each train keeps its stops; only the track
    between them changes).  Every train's new route, or None if that does not work either."""
    prefer = tuple(prefer)
    alone = route_from_stops(state, sym, train_id, stops, (), prefer)
    if not alone.legal:
        return None
    assert alone.route is not None
    placed = [alone.route]
    out = {train_id: alone}
    for o in others:
        if o.typed:
            placed.append(o)
            continue
        again = route_from_stops(state, sym, o.train, o.stops, placed, prefer)
        if not again.legal or again.route is None:
            return None
        placed.append(again.route)
        out[o.train] = again
    return out


def typed_route(train_id: str, revenue: int) -> PlannedRoute:
    """A route whose revenue the player typed by hand (last resort; see the module docstring)."""
    if isinstance(revenue, bool) or not isinstance(revenue, int) or revenue < 0:
        raise IllegalAction(msg("A typed revenue is a whole number of at least 0"))
    return PlannedRoute(train_id, revenue=revenue, typed=True)


__all__ = [
    "rejoin",
    "Node",
    "Optimum",
    "PlannedRoute",
    "RouteCheck",
    "RunPrice",
    "RunningTrain",
    "expected_runner",
    "optimum",
    "place_name",
    "price_run",
    "route_from_stops",
    "run_routes_action",
    "running_trains",
    "stop_name",
    "toggle_stop",
    "typed_route",
]
