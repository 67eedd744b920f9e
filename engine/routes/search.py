"""Exact optimal routes: ``best_routes(board, company, trains, phase, cancel, progress)``.

1. The company's track is compressed into stops and segments (engine/routes/network.py), each
   segment carrying the bits of the track it uses.
2. Every route any of the trains could run is enumerated once, for the loosest limits among the
   trains (a depth-first walk over segments from each token city, both ways, with disjoint
   bits, distinct stops, no passing through off-boards, blocked cities or terminal paths).
   Each train kind then keeps the routes it may run, priced by its distance model
   (engine/routes/trains.py) plus the title's per-route bonuses (hooks on Title).  When the
   title bounds its per-route bonuses (``route_bonus_cap`` over the OR of the route's segments'
   ``route_bonus_bits``; 0 for a title without them), only the routes that can be part of an
   optimum are priced in full: every route gets a cheap upper bound of its value (its stops'
   values as the enumeration sums them, plus the cap), a feasible set of routes and each kind's
   best value are found by pricing in the order of that bound, and they give each train a
   threshold below which none of its routes can be in a set paying more (see
   ``_bounded_candidates``).  A route is dropped as dominated when trimming an end segment
   leaves a route of the same train paying at least as much (its track is a strict subset) and
   the title's multi-route bonus key agrees.
3. Branch and bound over trains (best-paying train first; identical trains take non-increasing
   candidates, i.e. non-decreasing indices in the revenue-sorted lists).  Bounds are exact
   suffix bounds: the optimum of trains i..k-1 alone is solved first, from the last train back,
   and bounds the search of trains 0..i-1, as the Rails revenue calculator does.  Bonuses that
   depend on several routes together add the title's upper bound (``routes_bonus_bound``) to
   every bound, so the search stays exact.

There is no time cap.  ``cancel`` (a ``threading.Event``, anything with ``is_set()``, or a
callable returning True) is polled every few hundred steps, so a cancelled search returns within
milliseconds with the best routes found so far and ``proven_optimal = False``.  ``progress`` is
called with (fraction done, best revenue so far).  Pure: no Qt, no game state.
"""

from __future__ import annotations

import gc
import time
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from itertools import permutations
from typing import TYPE_CHECKING, Any, cast

from engine.board import Board
from engine.policies.routes import RouteRules, RoutesPolicy
from engine.routes.context import RouteContext, RouteView
from engine.routes.network import NetStop, Network, Segment, _built, company_network
from engine.routes.trains import COUNTED_KINDS, UNLIMITED, TrainKind, kind_of

if TYPE_CHECKING:
    from engine.policies.base import TitleData

Node = tuple[str, int]
_POLL = 64  # steps between polls of the cancel token
#: interconnection extensions (``_extensions``): walks grown per route end, and minimal
#: extensions kept per route end and bonus tag (the shortest found)
EXTENSION_WALKS = 5000
EXTENSIONS_KEPT = 8
_PROGRESS_S = 0.05  # seconds between progress reports


class Cancelled(Exception):
    pass


@dataclass(frozen=True)
class FoundRoute:
    train: str  # the train's id if given ("4D-2"), else its name
    stops: tuple[Node, ...]
    connections: tuple[tuple[str, ...], ...]  # hex chains, one per segment, as 18xx.games writes them
    revenue: int  # stops + the route's own bonuses (+ multi-route bonus share)
    bonus: int = 0  # part of revenue that is bonus
    extension: tuple[tuple[str, ...], ...] = ()  # interconnection extension (hex chains)

    @property
    def hexes(self) -> tuple[str, ...]:
        """The stops' hexes in route order (18xx.games ``hexes``)."""
        return tuple(h for h, _ in self.stops)


@dataclass
class Result:
    routes: list[FoundRoute]
    revenue: int
    proven_optimal: bool
    stats: dict[str, Any] = field(default_factory=dict)


@dataclass
class Candidate:
    stops: tuple[int, ...]  # NetStop indices in order
    segs: tuple[int, ...]  # Segment indices in order
    mask: int
    revenue: int  # stops + own bonuses
    bonus: int = 0
    key: Any = None  # title's multi-route bonus key
    ext: tuple[int, ...] = ()  # extension segments from the last stop (or ~index from the first)
    paying: tuple[int, ...] = ()  # positions in stops that pay
    share: int = 0  # upper bound of its part in the multi-route bonus
    view: RouteView | None = None


# ----------------------------------------------------------------------------------------------
# cancel / progress plumbing


def _cancel_fn(cancel: Any) -> Callable[[], bool]:
    if cancel is None:
        return lambda: False
    if hasattr(cancel, "is_set"):
        return cancel.is_set
    if callable(cancel):
        return cancel
    raise TypeError("cancel must be None, an Event-like object or a callable")


class _Clock:
    def __init__(self, cancel: Any, progress: Callable[[float, int], Any] | None) -> None:
        self.cancelled = _cancel_fn(cancel)
        self.progress = progress
        self.steps = 0
        self.last = time.perf_counter()
        self.fraction = 0.0
        self.best = 0
        self.stopped = False
        self.truncated = False  # a bounded part of the search left some of it out

    def tick(self) -> None:
        """Called every _POLL steps."""
        if self.cancelled():
            self.stopped = True
            raise Cancelled
        if self.progress is not None:
            now = time.perf_counter()
            if now - self.last >= _PROGRESS_S:
                self.last = now
                self.progress(self.fraction, self.best)


class _Polled(list):
    """A list that polls the cancel token while a title hook iterates over it."""

    def __init__(self, items: list, clock: _Clock) -> None:
        super().__init__(items)
        self.clock = clock

    def __iter__(self):
        for n, item in enumerate(super().__iter__()):
            if n % 2048 == 2047:
                self.clock.tick()
            yield item


# ----------------------------------------------------------------------------------------------
# route enumeration


def _limits(kinds: Iterable[TrainKind]) -> tuple[int, int]:
    kinds = list(kinds)
    return max(k.max_counted for k in kinds), max(k.max_stops for k in kinds)


def enumerate_routes(
    net: Network,
    max_counted: int,
    max_stops: int,
    exclusive: Sequence[int] | None = None,
    clock: _Clock | None = None,
    seg_bits: Sequence[int] | None = None,
    bits_out: list[int] | None = None,
    weights: Sequence[int] | None = None,
    sums_out: list[int] | None = None,
) -> list[tuple[tuple[int, ...], tuple[int, ...], int]]:
    """Every route (stops, segments, mask) of the network within the limits, each once.

    A route contains a token stop; it is enumerated from the first token stop (in network order)
    it contains, growing first the tail then the head.  The head side may only start with a
    segment of higher index than the tail's first one, so each route appears in one orientation.
    ``exclusive``: per stop, a group number (or -1) of which a route visits at most one stop.
    ``seg_bits`` (per segment) and ``bits_out``: the OR of each route's segments' bits is
    appended to ``bits_out``, route by route; ``weights`` (per stop) and ``sums_out``: the sum
    of its stops' weights to ``sums_out``."""
    stops = net.stops
    walk = _Walk(
        nbrs=_neighbour_rows(net, seg_bits),
        counted_kind=[1 if s.kind in COUNTED_KINDS else 0 for s in stops],
        passable=[s.passable for s in stops],
        excl=list(exclusive) if exclusive is not None else [-1] * len(stops),
        bit=[1 << i for i in range(len(stops))],
        weight=list(weights) if weights is not None else [0] * len(stops),
        max_counted=max_counted,
        max_stops=max_stops,
        out=[],
        add_bits=bits_out.append if bits_out is not None else None,
        add_sum=sums_out.append if sums_out is not None else None,
        tick=clock.tick if clock is not None else None,
    )
    grow_tail = _tail_grower(walk, _head_grower(walk))
    counted_kind, excl, bit, weight = walk.counted_kind, walk.excl, walk.bit, walk.weight
    forbidden = 0
    for t in (s.index for s in stops if s.token):
        c = counted_kind[t]
        grow_tail(
            t, t, 0, forbidden | bit[t], c, 1 - c, (1 << excl[t]) if excl[t] >= 0 else 0, (t,), (), False, 0, weight[t]
        )
        forbidden |= bit[t]
    return walk.out


#: per stop: (segment, other stop, track mask, terminal here, terminal there, bonus bits) per segment
_Row = list[tuple[int, int, int, bool, bool, int]]


def _neighbour_rows(net: Network, seg_bits: Sequence[int] | None) -> list[_Row]:
    """Per stop, its segments as the walk reads them (``_Row``)."""
    nbrs: list[_Row] = []
    for x in range(len(net.stops)):
        row = []
        for sid in net.adjacency[x]:
            seg = net.segments[sid]
            y = seg.b if seg.a == x else seg.a
            row.append((sid, y, seg.mask, seg.term_at(x), seg.term_at(y), seg_bits[sid] if seg_bits else 0))
        nbrs.append(row)
    return nbrs


@dataclass
class _Walk:
    """What the route enumeration's two growers share: per stop its segments, whether it counts
    against a train's limit, may be passed through, its exclusive group, bit and weight; the
    limits; the routes found and the callbacks that record each one's bits and sum."""

    nbrs: list[_Row]
    counted_kind: list[int]
    passable: list[bool]
    excl: list[int]
    bit: list[int]
    weight: list[int]
    max_counted: int
    max_stops: int
    out: list[tuple[tuple[int, ...], tuple[int, ...], int]]
    add_bits: Callable[[int], None] | None
    add_sum: Callable[[int], None] | None
    tick: Callable[[], None] | None


# The head and tail growers share their step checks (free track, unvisited stop, counts,
# exclusive groups) written out twice on purpose: this is the search's innermost loop, and a
# shared helper would cost a Python function call per candidate step.  Each grower is a closure
# over the walk's fields (read once into its factory's locals), as fast as a nested function.


def _head_grower(walk: _Walk) -> Callable[..., None]:
    """The function that grows a route at its head (the token stop's other side)."""
    nbrs, counted_kind, passable, excl, bit, weight = (
        walk.nbrs,
        walk.counted_kind,
        walk.passable,
        walk.excl,
        walk.bit,
        walk.weight,
    )
    max_counted, max_stops, out, add_bits, add_sum, tick = (
        walk.max_counted,
        walk.max_stops,
        walk.out,
        walk.add_bits,
        walk.add_sum,
        walk.tick,
    )
    append = out.append

    def grow_head(
        h: int,
        mask: int,
        blocked: int,
        nc: int,
        nt: int,
        groups: int,
        rev_st: tuple[int, ...],
        rev_sg: tuple[int, ...],
        min_sid: int,
        tail_rest: tuple[int, ...],
        tail_sg: tuple[int, ...],
        bits: int,
        w: int,
    ) -> None:
        # the route is rev_st + tail_rest; its segments rev_sg + tail_sg
        for sid, y, sm, term_here, term_there, sb in nbrs[h]:
            if sm & mask or sid <= min_sid or term_here or blocked & bit[y]:
                continue
            c = counted_kind[y]
            nc2 = nc + c
            nt2 = nt + 1 - c
            if nc2 > max_counted or nc2 + nt2 > max_stops:
                continue
            g = excl[y]
            if g >= 0:
                if groups >> g & 1:
                    continue
                groups2 = groups | (1 << g)
            else:
                groups2 = groups
            st2 = (y,) + rev_st
            sg2 = (sid,) + rev_sg
            m2 = mask | sm
            append((st2 + tail_rest, sg2 + tail_sg, m2))
            w2 = w + weight[y]
            if add_bits is not None:
                add_bits(bits | sb)
            if add_sum is not None:
                add_sum(w2)
            if tick is not None and not len(out) & 255:
                tick()
            if passable[y] and not term_there:
                grow_head(y, m2, blocked | bit[y], nc2, nt2, groups2, st2, sg2, -1, tail_rest, tail_sg, bits | sb, w2)

    return grow_head


def _tail_grower(walk: _Walk, grow_head: Callable[..., None]) -> Callable[..., None]:
    """The function that grows a route at its tail from a token stop, and at every step also
    starts growing its head there."""
    nbrs, counted_kind, passable, excl, bit, weight = (
        walk.nbrs,
        walk.counted_kind,
        walk.passable,
        walk.excl,
        walk.bit,
        walk.weight,
    )
    max_counted, max_stops, out, add_bits, add_sum, tick = (
        walk.max_counted,
        walk.max_stops,
        walk.out,
        walk.add_bits,
        walk.add_sum,
        walk.tick,
    )
    append = out.append

    def grow_tail(
        t: int,
        x: int,
        mask: int,
        blocked: int,
        nc: int,
        nt: int,
        groups: int,
        tail_st: tuple[int, ...],
        tail_sg: tuple[int, ...],
        head_ok: bool,
        bits: int,
        w: int,
    ) -> None:
        # the route so far is tail_st (from the token stop t to x); head_ok: it may grow at t
        root = x == t
        for sid, y, sm, term_here, term_there, sb in nbrs[x]:
            if sm & mask or (term_here and not root) or blocked & bit[y]:
                continue
            c = counted_kind[y]
            nc2 = nc + c
            nt2 = nt + 1 - c
            if nc2 > max_counted or nc2 + nt2 > max_stops:
                continue
            g = excl[y]
            if g >= 0:
                if groups >> g & 1:
                    continue
                groups2 = groups | (1 << g)
            else:
                groups2 = groups
            st2 = tail_st + (y,)
            sg2 = tail_sg + (sid,)
            m2 = mask | sm
            b2 = bits | sb
            w2 = w + weight[y]
            append((st2, sg2, m2))
            if add_bits is not None:
                add_bits(b2)
            if add_sum is not None:
                add_sum(w2)
            if tick is not None and not len(out) & 255:
                tick()
            ok = (passable[t] and not term_here) if root else head_ok
            if ok:
                grow_head(t, m2, blocked | bit[y], nc2, nt2, groups2, (t,), (), sg2[0], st2[1:], sg2, b2, w2)
            if passable[y] and not term_there:
                grow_tail(t, y, m2, blocked | bit[y], nc2, nt2, groups2, st2, sg2, ok, b2, w2)

    return grow_tail


# ----------------------------------------------------------------------------------------------
# pricing


class _Pricer:
    """Prices enumerated routes for one train kind (stops + the title's own-route bonuses).

    The common models have a fast path here; N/M trains go through trains.price.  Both give
    the same numbers (tests compare them)."""

    def __init__(self, ctx: RouteContext, net: Network, kind: TrainKind) -> None:
        from engine.routes.trains import PricedStop, price

        self.ctx = ctx
        self.net = net
        self.kind = kind
        rules = ctx.rules
        self.once = bool(getattr(getattr(rules, "routes", None), "route_pays_once_per_hex", False))
        self.priced = [
            _built(PricedStop, kind=s.kind, value=ctx.value(s.stop), hex=s.hex, token=s.token) for s in net.stops
        ]
        mult = kind.multiplier
        self.counted = [s.kind in COUNTED_KINDS for s in net.stops]
        # what each stop pays this train (cities and off-boards multiplied; express towns pay 0)
        self.pays = [
            p.value * mult if c else (0 if kind.model == "express" else p.value)
            for p, c in zip(self.priced, self.counted, strict=True)
        ]
        self.hexes = [s.hex for s in net.stops]
        self.price = price
        self.distance = ctx.board.grid.distance
        self.dist_cache: dict[tuple[str, str], int] = {}
        self.fast = kind.model != "n_of_m"
        self.has_bonus = _overrides(rules, "route_bonus")
        self.has_key = _overrides(rules, "route_bonus_key")
        self.wants_view = self.has_bonus or self.has_key or _overrides(rules, "routes_bonus")

    def upper(self, stops: tuple[int, ...]) -> int | None:
        """What the stops of this route pay this train at most (None: the train cannot run it):
        exact but for a hex paying once, where every stop is counted."""
        k = self.kind
        if not self.fast:
            got = self.price(k, [self.priced[i] for i in stops], self.once, self.distance)
            return None if got is None else got[0]
        counted, pays = self.counted, self.pays
        nc = total = 0
        first = last = -1
        for i in stops:
            total += pays[i]
            if counted[i]:
                nc += 1
                if first < 0:
                    first = i
                last = i
        if nc > k.max_counted or len(stops) > k.max_stops:
            return None
        if k.per_hex and k.model == "express" and nc >= 2:
            key = (self.hexes[first], self.hexes[last])
            d = self.dist_cache.get(key)
            if d is None:
                d = self.dist_cache[key] = self.distance(*key)
            total += k.per_hex * d
        return total

    def stop_revenue(self, stops: tuple[int, ...]) -> tuple[int, tuple[int, ...]] | None:
        k = self.kind
        if not self.fast:
            return self.price(k, [self.priced[i] for i in stops], self.once, self.distance)
        counted = self.counted
        nc = 0
        for i in stops:
            if counted[i]:
                nc += 1
        if nc > k.max_counted or len(stops) > k.max_stops:
            return None
        pays = self.pays
        express = k.model == "express"
        if self.once:
            total, paying = self._once_per_hex(stops)
        else:
            total = 0
            for i in stops:
                total += pays[i]
            paying = tuple(j for j, i in enumerate(stops) if counted[i]) if express else tuple(range(len(stops)))
        if express and k.per_hex and nc >= 2:
            first = last = -1
            for i in stops:
                if counted[i]:
                    if first < 0:
                        first = i
                    last = i
            key = (self.hexes[first], self.hexes[last])
            d = self.dist_cache.get(key)
            if d is None:
                d = self.dist_cache[key] = self.distance(*key)
            total += k.per_hex * d
        return total, paying

    def _once_per_hex(self, stops: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
        """Each hex pays its first paying stop in route order, the route read the better way."""
        pays, counted, hexes = self.pays, self.counted, self.hexes
        express = self.kind.model == "express"
        best_total, best_paying = -1, cast(tuple[int, ...], ())
        for order in (range(len(stops)), range(len(stops) - 1, -1, -1)):
            seen: set[str] = set()
            total = 0
            kept = []
            dup = False
            for j in order:
                i = stops[j]
                if express and not counted[i]:
                    continue
                if hexes[i] in seen:
                    dup = True
                    continue
                seen.add(hexes[i])
                total += pays[i]
                kept.append(j)
            if total > best_total:
                best_total, best_paying = total, tuple(sorted(kept))
            if not dup:
                break  # no hex repeated: both orders pay the same
        return best_total, best_paying

    def candidate(self, stops: tuple[int, ...], segs: tuple[int, ...], mask: int) -> Candidate | None:
        got = self.stop_revenue(stops)
        if got is None:
            return None
        rev, paying = got
        cand = Candidate(stops, segs, mask, rev, paying=paying)
        if self.wants_view:
            view = self.view(cand, paying, rev)
            cand.view = view
            if self.has_bonus:
                cand.bonus = int(self.ctx.rules.routes.route_bonus(self.ctx, view))
                cand.revenue = rev + cand.bonus
            if self.has_key:
                cand.key = self.ctx.rules.routes.route_bonus_key(self.ctx, view)
        return cand

    def view(self, cand: Candidate, paying: tuple[int, ...], rev: int, ext: tuple[int, ...] = ()) -> RouteView:
        return RouteView(self.ctx, self.net, self.kind, cand.stops, cand.segs, paying, rev, ext)


class _NeutralRules:
    """The common rules, no title's own: for callers that name no title (hand-built boards)."""

    info = None
    options: tuple[str, ...] = ()

    def __init__(self) -> None:
        self.routes = RoutesPolicy(cast("TitleData", self))


NEUTRAL_RULES = _NeutralRules()


def _overrides(rules: RouteRules, name: str) -> bool:
    mine = getattr(type(rules.routes), name, None)
    base = getattr(RoutesPolicy, name, None)
    return mine is not None and mine is not base


def _drop_dominated(cands: list[Candidate], net: Network, clock: _Clock | None = None) -> list[Candidate]:
    """Drop a route when trimming its first or last segment leaves a route of this train paying at
    least as much with the same bonus key (strictly less track, so never worse to swap)."""
    by_key: dict[tuple[int, ...], Candidate] = {}
    for n, c in enumerate(cands):
        if clock is not None and n % 4096 == 0:
            clock.tick()
        if not c.ext:
            segs = c.segs
            by_key[segs if segs[0] <= segs[-1] else segs[::-1]] = c
    kept = []
    for n, c in enumerate(cands):
        if clock is not None and n % 4096 == 0:
            clock.tick()
        segs = c.segs
        if len(segs) >= 2 and not c.ext:
            d = by_key.get(_canon(segs[1:]))
            if d is not None and d.revenue >= c.revenue and d.key == c.key:
                continue
            d = by_key.get(_canon(segs[:-1]))
            if d is not None and d.revenue >= c.revenue and d.key == c.key:
                continue
        kept.append(c)
    return kept


def _canon(segs: tuple[int, ...]) -> tuple[int, ...]:
    """One orientation of a segment sequence: the one starting with the lower end index (two
    different segments never share an index, so this is unambiguous)."""
    return segs if segs[0] <= segs[-1] else segs[::-1]


# ----------------------------------------------------------------------------------------------
# interconnection extensions


def _extensions(ctx: RouteContext, net: Network, pricer: _Pricer, base: Candidate, clock: _Clock) -> list[Candidate]:
    """The base route extended from one of its ends, over track no route of it uses and through
    any city (blocked ones too) but no off-board, to a stop in a hex with a tag the title pays an
    interconnection bonus for.  Per (end, tag) only extensions with minimal track are kept.

    Walks are grown shortest first, and a walk whose track already holds a kept extension of
    every tag still reachable from its end is not grown (whatever it reaches next uses more
    track than one kept).  Without that a late map's free track has millions of walks (a
    1833NE company's 5+3 priced 13 s).  A busy map can still have more walks than
    ``EXTENSION_WALKS`` per end, or more than ``EXTENSIONS_KEPT`` minimal extensions of a tag
    (an extension's track only matters where another train's route wants it): the search then
    keeps the extensions found, shortest first, and says its result is not proven optimal
    (``_Clock.truncated``)."""
    rules = ctx.rules
    view = base.view or pricer.view(base, base.paying, base.revenue)
    targets = rules.routes.interconnection_targets(ctx, view)
    if not targets:
        return []
    wanted = set(targets)
    found: dict[tuple[int, str], list[tuple[int, tuple[int, ...]]]] = {}
    ends = [(base.stops[-1], base.segs[-1], True), (base.stops[0], base.segs[0], False)]
    for end, end_seg, at_tail in ends:
        s0 = net.stops[end]
        if not (s0.passable or s0.blocked) or net.segments[end_seg].term_at(end):
            continue
        reachable = _reachable_tags(ctx, net, end, base.mask, wanted)
        if not reachable:
            continue

        def done(ext_mask: int, end: int = end, reachable: set[str] = reachable) -> bool:
            """Can the walk add nothing: for every tag it could still reach, its track holds a
            kept extension, or the tag has all the extensions kept (then the walk is dropped
            unexplored, and the search is no longer exact)?"""
            full = False
            for t in reachable:
                kept = found.get((end, t), ())
                if any(old & ext_mask == old for old, _ in kept):
                    continue
                if len(kept) < EXTENSIONS_KEPT:
                    return False
                full = True
            if full:
                clock.truncated = True
            return True

        queue: deque[tuple[int, int, tuple[int, ...], frozenset[int]]] = deque(
            [(end, base.mask, (), frozenset(base.stops))]
        )
        walks = 0
        while queue:
            x, mask, path, seen = queue.popleft()
            walks += 1
            if walks > EXTENSION_WALKS:
                clock.truncated = True
                break
            clock.steps += 1
            if clock.steps % _POLL == 0:
                clock.tick()
            if path and done(mask & ~base.mask):
                continue
            for sid in net.adjacency[x]:
                seg = net.segments[sid]
                if seg.mask & mask or (path and seg.term_at(x)):
                    continue
                y = seg.other(x)
                if y in seen:
                    continue
                ys = net.stops[y]
                p2 = path + (sid,)
                m2 = mask | seg.mask
                ext_mask = m2 & ~base.mask
                for tag in ctx.hex_tags(ys.hex) & wanted:
                    lst = found.setdefault((end, tag), [])
                    if any(old & ext_mask == old for old, _ in lst):
                        continue
                    lst[:] = [(old, e) for old, e in lst if old & ext_mask != ext_mask]
                    if len(lst) >= EXTENSIONS_KEPT:
                        clock.truncated = True  # a longer minimal extension left out
                        continue
                    lst.append((ext_mask, p2 if at_tail else tuple(-1 - q for q in p2)))
                if (ys.passable or ys.blocked) and not seg.term_at(y):
                    queue.append((y, m2, p2, seen | {y}))
    out: list[Candidate] = []
    for (_end, tag), lst in found.items():
        for ext_mask, ext in lst:
            gain = int(targets[tag])
            c = Candidate(
                base.stops,
                base.segs,
                base.mask | ext_mask,
                base.revenue + gain,
                base.bonus + gain,
                base.key,
                ext,
                base.paying,
            )
            c.view = pricer.view(c, base.paying, view.revenue, tuple(e if e >= 0 else -1 - e for e in ext))
            out.append(c)
    return out


def _reachable_tags(ctx: RouteContext, net: Network, end: int, used: int, wanted: set[str]) -> set[str]:
    """The wanted tags an extension from ``end`` could reach at all: over segments the base
    route does not use, through stops a walk may pass (a superset of what simple walks reach)."""
    out: set[str] = set()
    seen = {end}
    todo = [end]
    while todo:
        x = todo.pop()
        for sid in net.adjacency[x]:
            seg = net.segments[sid]
            if seg.mask & used or (x != end and seg.term_at(x)):
                continue
            y = seg.other(x)
            if y in seen:
                continue
            seen.add(y)
            ys = net.stops[y]
            out |= ctx.hex_tags(ys.hex) & wanted
            if (ys.passable or ys.blocked) and not seg.term_at(y):
                todo.append(y)
    return out


# ----------------------------------------------------------------------------------------------
# the search


def _specs(trains: Sequence[Any]) -> list[tuple[str, TrainKind]]:
    out = []
    for t in trains:
        if isinstance(t, tuple) and len(t) == 2:
            out.append((str(t[0]), kind_of(t[1])))
        else:
            k = kind_of(t)
            out.append((k.name, k))
    return out


def best_routes(
    board: Board,
    company: str,
    trains: Sequence[Any],
    phase: Any,
    cancel: Any = None,
    progress: Callable[[float, int], Any] | None = None,
    *,
    rules: Any = None,
    terminal_hexes: Iterable[str] = (),
    extras: dict[str, Any] | None = None,
) -> Result:
    """The routes, one per train, of maximum total revenue for ``company``.

    ``trains``: TrainSpec/TrainKind objects, or (train id, spec) pairs.  ``phase``: the phase
    (``.color`` is the revenue column) or its colour.  ``rules``: the title's Title (default:
    the board's title).  ``terminal_hexes``: hexes whose stops only end routes (in addition to
    terminal paths).  ``extras``: the title's ``route_extras`` for the company."""
    gc_was_on = gc.isenabled()
    gc.disable()  # the search allocates many small objects and no cycles: collector pauses only cost time
    try:
        return _best_routes(board, company, trains, phase, cancel, progress, rules, terminal_hexes, extras)
    finally:
        if gc_was_on:
            gc.enable()


def _best_routes(
    board: Board,
    company: str,
    trains: Sequence[Any],
    phase: Any,
    cancel: Any,
    progress: Callable[[float, int], Any] | None,
    rules: Any,
    terminal_hexes: Iterable[str],
    extras: dict[str, Any] | None,
) -> Result:
    t0 = time.perf_counter()
    clock = _Clock(cancel, progress)
    if rules is None:
        rules = NEUTRAL_RULES
    ctx = RouteContext(board, company, phase, rules, dict(extras or {}))
    specs = _specs(trains)
    stats: dict[str, Any] = {"trains": len(specs)}
    if not specs:
        return Result([], 0, True, stats)
    interconnect = _overrides(rules, "interconnection_targets")
    extra_tokens = tuple(rules.routes.route_extra_tokens(ctx))
    net = company_network(board, company, terminal_hexes, extra_tokens, through_blocked=interconnect)
    ctx.network = net
    stats.update(stops=len(net.stops), segments=len(net.segments))
    kinds = list(dict.fromkeys(k for _, k in specs))
    try:
        exclusive = _exclusive_groups(rules, net)
        max_counted, max_stops = _limits(kinds)
        clock.fraction = 0.05
        multi = _overrides(rules, "routes_bonus")
        with_shares = multi and _overrides(rules, "route_bonus_share")
        bounding = not interconnect and (with_shares or not multi)
        seg_bits = [int(rules.routes.route_bonus_bits(ctx, seg)) for seg in net.segments] if bounding else []
        bits_out: list[int] | None = [] if any(seg_bits) else None
        weights = _weights(ctx, net) if bounding else None
        sums: list[int] | None = [] if weights is not None else None
        shapes = enumerate_routes(net, max_counted, max_stops, exclusive, clock, seg_bits, bits_out, weights, sums)
        stats["routes"] = len(shapes)
        bounded = None
        if bounding:
            clock.fraction = 0.2
            bounded = _bounded_candidates(
                ctx,
                net,
                specs,
                kinds,
                shapes,
                bits_out,
                sums,
                (max_counted, max_stops),
                clock,
                multi,
                with_shares,
                stats,
            )
        per_kind: dict[TrainKind, list[Candidate]] = {}
        for nk, kind in enumerate(kinds):
            clock.fraction = 0.2 + 0.3 * nk / len(kinds)
            if bounded is not None:
                cands = bounded[kind]
            else:
                cands = _all_candidates(ctx, net, kind, shapes, clock, interconnect, multi)
            cands = _drop_dominated(cands, net, clock)
            cands.sort(key=lambda c: -c.revenue)
            per_kind[kind] = cands
        stats["candidates"] = {k.name: len(v) for k, v in per_kind.items()}
        bonus_bound = 0
        if multi:
            views = [_Polled([c.view for c in per_kind[k]], clock) for _, k in specs]
            bonus_bound = max(0, int(rules.routes.routes_bonus_bound(ctx, views)))
        stats["bonus_bound"] = bonus_bound
        shares = None
        if with_shares:
            shares = True
            if bounded is None:  # the bounded candidates have theirs
                _set_shares(ctx, [per_kind[kind] for kind in kinds], clock)
        clock.fraction = 0.5
        order, chosen, total, proven = _branch_and_bound(specs, per_kind, ctx, clock, bonus_bound, multi, stats, shares)
    except Cancelled:
        stats["ms"] = (time.perf_counter() - t0) * 1000
        return Result([], 0, False, stats)
    routes = _materialise(ctx, net, specs, per_kind, order, chosen, multi)
    revenue = sum(r.revenue for r in routes)
    stats["ms"] = (time.perf_counter() - t0) * 1000
    if progress is not None:
        progress(1.0, revenue)
    return Result(routes, revenue, proven and not clock.truncated, stats)


def _exclusive_groups(rules: Any, net: Network) -> list[int] | None:
    """Per stop, the number of the title's exclusive group it is in (a route visits at most one
    stop of a group), or -1; None when the title has no such groups."""
    if not _overrides(rules, "route_exclusive_group"):
        return None
    groups: dict[str, int] = {}
    exclusive = []
    for s in net.stops:
        g = rules.routes.route_exclusive_group(s.stop)
        exclusive.append(groups.setdefault(g, len(groups)) if g else -1)
    return exclusive


def _all_candidates(
    ctx: RouteContext,
    net: Network,
    kind: TrainKind,
    shapes: list[tuple[tuple[int, ...], tuple[int, ...], int]],
    clock: _Clock,
    interconnect: bool,
    multi: bool,
) -> list[Candidate]:
    """Every route the train kind may run, priced in full (when the title bounds no bonus):
    extended across interconnections where the title has them, and without a multi-route
    bonus only the routes that pay."""
    pricer = _Pricer(ctx, net, kind)
    cands = []
    for i, (st, sg, mk) in enumerate(shapes):
        if i % _POLL == 0:
            clock.tick()
        c = pricer.candidate(st, sg, mk)
        if c is not None:
            cands.append(c)
    if interconnect:
        for c in list(cands):
            cands.extend(_extensions(ctx, net, pricer, c, clock))
    if not multi:
        cands = [c for c in cands if c.revenue > 0]
    return cands


def _set_shares(ctx: RouteContext, lists: list[list[Candidate]], clock: _Clock) -> None:
    """Each candidate's share of the multi-route bonus, as the title gives it."""
    for cands in lists:
        for n, c in enumerate(cands):
            if n % _POLL == 0:
                clock.tick()
            c.share = max(0, int(ctx.rules.routes.route_bonus_share(ctx, c.view)))


def _bounded_candidates(
    ctx: RouteContext,
    net: Network,
    specs: list[tuple[str, TrainKind]],
    kinds: list[TrainKind],
    shapes: list[tuple[tuple[int, ...], tuple[int, ...], int]],
    shape_bits: list[int] | None,
    sums: list[int] | None,
    limits: tuple[int, int],
    clock: _Clock,
    multi: bool,
    with_shares: bool,
    stats: dict[str, Any],
) -> dict[TrainKind, list[Candidate]] | None:
    """Per train kind, only the routes that can be part of an optimum, priced in full; None when
    the title gives no bound of its per-route bonuses (``route_bonus_cap``).

    A route's value is its revenue plus its share of the multi-route bonus; a set of routes pays
    at most the sum of their values.  Every route gets a cheap upper bound of its value: its
    stops as the train counts them (each stop paying, even where a hex pays once) plus the
    title's cap of its bonuses from its segments' bits.  Pricing in full in the order of that
    bound, the search finds each kind's best value U (stopping once the bound falls below the
    best value found) and a feasible set of routes (each train in turn its best route disjoint
    from the ones before, the best over the orders of the trains), paying L.  A route of train i in any set paying at least L is worth
    at least T_i = L - (the U of every other train), so only the routes bounded by T_i or more
    are priced in full, and those worth T_i or more kept: the optimum is among them."""
    rules = ctx.rules
    pricers = {k: _Pricer(ctx, net, k) for k in kinds}
    try:
        shape_caps = _shape_caps(_Caps(rules, ctx), shapes, shape_bits, clock)
    except _NoCap:
        return None
    ubs: dict[TrainKind, list[int]] = {}
    orders: dict[TrainKind, list[int]] = {}
    for k in kinds:
        ub = _uppers(pricers[k], shapes, shape_caps, clock, sums, limits)
        ubs[k] = ub
        orders[k] = sorted((n for n in range(len(shapes)) if ub[n] >= 0), key=ub.__getitem__, reverse=True)
    priced: dict[TrainKind, dict[int, Candidate | None]] = {k: {} for k in kinds}
    full, best = _bounded_pricing(ctx, pricers, shapes, ubs, orders, priced, clock, with_shares)
    # each kind's best value, and a feasible set of routes
    U = {}
    for k in kinds:
        top = best(k, 0)
        U[k] = max(0, _value(top)) if top is not None else 0
    L = _feasible_revenue(ctx, [k for _tid, k in specs], U, best, multi)
    total_u = sum(U[k] for _tid, k in specs)
    out: dict[TrainKind, list[Candidate]] = {}
    thresholds = {}
    for k in kinds:
        t = L - (total_u - U[k])
        thresholds[k.name] = t
        ub = ubs[k]
        kept = []
        for n in orders[k]:
            if ub[n] < t:
                break
            c = full(k, n)
            if c is not None and _value(c) >= t and (multi or c.revenue > 0):
                kept.append(c)
        out[k] = kept
    stats["bounded"] = {"feasible": L, "thresholds": thresholds, "priced": sum(len(m) for m in priced.values())}
    return out


def _shape_caps(
    caps: _Caps, shapes: list[tuple[tuple[int, ...], tuple[int, ...], int]], shape_bits: list[int] | None, clock: _Clock
) -> list[int] | None:
    """Per route, the title's cap of its bonuses from its segments' bits (None: all 0).
    Raises _NoCap when the title gives no cap."""
    if shape_bits is None:  # no segment has bits
        return [caps[0]] * len(shapes) if caps[0] else None
    clock.tick()
    shape_caps = [caps[b] for b in shape_bits]
    clock.tick()
    return shape_caps


def _value(c: Candidate) -> int:
    """A route's value: its revenue plus its share of the multi-route bonus."""
    return c.revenue + c.share


def _bounded_pricing(
    ctx: RouteContext,
    pricers: dict[TrainKind, _Pricer],
    shapes: list[tuple[tuple[int, ...], tuple[int, ...], int]],
    ubs: dict[TrainKind, list[int]],
    orders: dict[TrainKind, list[int]],
    priced: dict[TrainKind, dict[int, Candidate | None]],
    clock: _Clock,
    with_shares: bool,
) -> tuple[Callable[[TrainKind, int], Candidate | None], Callable[[TrainKind, int], Candidate | None]]:
    """(full, best): ``full(k, n)`` prices route n for kind k in full, once (kept in
    ``priced``); ``best(k, used)`` is kind k's route of the highest value sharing no track with
    ``used``, priced in the order of the routes' upper bounds until the bound falls below it."""
    rules = ctx.rules

    def full(k: TrainKind, n: int) -> Candidate | None:
        memo = priced[k]
        if n in memo:
            return memo[n]
        if len(memo) % _POLL == 0:
            clock.tick()
        c = pricers[k].candidate(*shapes[n])
        if c is not None and with_shares:
            c.share = max(0, int(rules.routes.route_bonus_share(ctx, c.view)))
        memo[n] = c
        return c

    def best(k: TrainKind, used: int) -> Candidate | None:
        top: Candidate | None = None
        ub = ubs[k]
        for n in orders[k]:
            if top is not None and ub[n] <= _value(top):
                break
            if shapes[n][2] & used:
                continue
            c = full(k, n)
            if c is not None and (top is None or _value(c) > _value(top)):
                top = c
        return top

    return full, best


def _feasible_revenue(
    ctx: RouteContext,
    train_kinds: list[TrainKind],
    U: dict[TrainKind, int],
    best: Callable[[TrainKind, int], Candidate | None],
    multi: bool,
) -> int:
    """What a feasible set of routes pays: each train in turn its best route on the track left,
    the best over the orders of the trains (the 24 most promising orders)."""
    L = 0
    for turn in sorted(set(permutations(train_kinds)), key=lambda o: [-U[k] for k in o])[:24]:
        used = 0
        picked: list[Candidate] = []
        for k in turn:  # each train in turn its best route on the track left
            top = best(k, used)
            if top is not None and (multi or top.revenue > 0):
                picked.append(top)
                used |= top.mask
        got = sum(c.revenue for c in picked)
        if multi and picked:
            got += int(ctx.rules.routes.routes_bonus(ctx, [c.view for c in picked]))
        L = max(L, got)
    return L


class _NoCap(Exception):
    pass


class _Caps(dict):
    """route_bonus_cap per bits, asked once per distinct bits."""

    def __init__(self, rules: Any, ctx: RouteContext) -> None:
        super().__init__()
        self.rules, self.ctx = rules, ctx

    def __missing__(self, bits: int) -> int:
        cap = self.rules.routes.route_bonus_cap(self.ctx, bits)
        if cap is None:
            raise _NoCap
        self[bits] = got = max(0, int(cap))
        return got


_LOW = (1 << 32) - 1


def _weights(ctx: RouteContext, net: Network) -> list[int] | None:
    """Per stop, what the enumeration sums along each route: the value of a city or off-board,
    a town's value shifted 32 bits up, and 1 << 64 for each city or off-board (the count)."""
    out = []
    for s in net.stops:
        v = ctx.value(s.stop)
        if not 0 <= v < 1 << 24:
            return None
        out.append(v + (1 << 64) if s.kind in COUNTED_KINDS else v << 32)
    return out


def _uppers(
    pricer: _Pricer,
    shapes: list,
    caps: list[int] | None,
    clock: _Clock,
    sums: list[int] | None = None,
    limits: tuple[int, int] = (UNLIMITED, UNLIMITED),
) -> list[int]:
    """Per route, ``pricer.upper`` plus its bonus cap (-1: the train cannot run it), in bulk:
    from the enumeration's weight sums (``_weights``) when given.  ``limits``: the
    enumeration's, which need no check again."""
    out: list[int] = []
    k = pricer.kind
    if not pricer.fast or sums is None:
        for n, (st, _sg, _mk) in enumerate(shapes):
            if n % 1024 == 0:
                clock.tick()
            u = pricer.upper(st)
            out.append(-1 if u is None else u + (caps[n] if caps is not None else 0))
        return out
    counted = pricer.counted
    max_counted, max_stops = k.max_counted, k.max_stops
    check = max_counted < limits[0] or max_stops < limits[1]
    mult = k.multiplier
    towns = k.model != "express"
    per_hex = k.per_hex if not towns else 0
    hexes, distance = pricer.hexes, pricer.distance
    dist: dict[int, int] = {}
    size = len(hexes)
    low = _LOW
    for lo in range(0, len(shapes), 2048):
        clock.tick()
        for n in range(lo, min(lo + 2048, len(shapes))):
            v = sums[n]
            nc = v >> 64
            if check and (nc > max_counted or len(shapes[n][0]) > max_stops):
                out.append(-1)
                continue
            u = (v & low) * mult
            if towns:
                u += (v >> 32) & low
            if caps is not None:
                u += caps[n]
            if per_hex and nc >= 2:
                st = shapes[n][0]
                first = st[0]
                if not counted[first]:
                    for first in st:
                        if counted[first]:
                            break
                last = st[-1]
                if not counted[last]:
                    for last in reversed(st):
                        if counted[last]:
                            break
                d = dist.get(first * size + last)
                if d is None:
                    d = dist[first * size + last] = distance(hexes[first], hexes[last])
                u += per_hex * d
            out.append(u)
    return out


class _Arrays:
    """The trains' candidate lists in one order (by ``values``), as flat lists for the search."""

    def __init__(self, lists: list[list[Candidate]], with_shares: bool, clock: _Clock) -> None:
        self.vals, self.revs, self.masks, self.cands = [], [], [], []
        for lst in lists:
            clock.tick()
            if not with_shares:  # already in revenue order
                cands = lst
            else:
                cands = sorted(lst, key=lambda c: -(c.revenue + c.share))
                clock.tick()
            self.cands.append(cands)
            self.revs.append([c.revenue for c in cands])
            clock.tick()
            self.masks.append([c.mask for c in cands])
            self.vals.append([c.revenue + c.share for c in cands] if with_shares else self.revs[-1])
            clock.tick()


def _branch_and_bound(
    specs, per_kind, ctx, clock: _Clock, bonus_bound: int, multi: bool, stats, shares: bool | None = None
):
    """Exact search.  Without multi-route bonuses the bound at train j is (revenue so far) + (this
    candidate) + (the exact optimum of trains j+1.. alone).  With them, either the constant
    ``bonus_bound`` is added, or, when the title gives each route an additive share of the bonus
    (``shares``: Candidate.share set, with routes_bonus(S) <= sum of shares), the same bounds
    are computed on revenue + share; the constant-bound test is kept as a second filter."""
    k = len(specs)
    order = sorted(
        range(k),
        key=lambda i: (-(per_kind[specs[i][1]][0].revenue if per_kind[specs[i][1]] else 0), specs[i][1].name, i),
    )
    lists = [per_kind[specs[i][1]] for i in order]
    same_as_prev = [j > 0 and specs[order[j]][1] == specs[order[j - 1]][1] for j in range(k)]
    search = _Search(k, same_as_prev, ctx, clock, bonus_bound)
    by_rev = _Arrays(lists, False, clock)
    suffix = [0] * (k + 1)
    for first in range(k - 1, 0, -1):
        suffix[first], _ = _solve(search, first, by_rev, suffix, False, 0)
    holder: dict = {"val": -1}
    proven = True
    try:
        if multi and shares is not None:
            by_opt = _Arrays(lists, True, clock)
            opt_suffix = [0] * (k + 1)
            for first in range(k - 1, 0, -1):
                opt_suffix[first], _ = _solve(search, first, by_opt, opt_suffix, False, 0)
            A = by_opt
            stats["share_suffix_bounds"] = opt_suffix[:k]
            value, sel = _solve(search, 0, by_opt, opt_suffix, True, 0, suffix, holder)
        else:
            A = by_rev
            value, sel = _solve(search, 0, by_rev, suffix, multi, bonus_bound if multi else 0, None, holder)
    except Cancelled:
        if holder["val"] <= 0:
            raise
        value, sel, proven = holder["val"], list(holder["sel"]), False  # the best found so far
    stats["nodes"] = search.nodes[0]
    stats["suffix_bounds"] = suffix[:k]
    chosen = [A.cands[j][sel[j]] if sel[j] < len(A.cands[j]) else None for j in range(k)]
    return order, chosen, value, proven


@dataclass
class _Search:
    """What every ``_solve`` of one branch and bound shares: the trains in search order (``k``
    of them, each flagged when identical to the one before), the route context, the clock, the
    constant bound of the multi-route bonus, and the count of nodes visited."""

    k: int
    same_as_prev: list[bool]
    ctx: RouteContext
    clock: _Clock
    bonus_bound: int
    nodes: list[int] = field(default_factory=lambda: [0])


def _solve(
    search: _Search,
    first: int,
    A: _Arrays,
    suffix: list[int],
    with_bonus: bool,
    extra: int,
    rev_suffix: list[int] | None = None,
    holder: dict | None = None,
) -> tuple[int, list[int]]:
    """Optimum of trains first..k-1 over A's values (with_bonus: revenue + routes_bonus).
    ``holder`` keeps the best selection so far, for a cancelled search to return."""
    k, same_as_prev, ctx, clock, bonus_bound, nodes = (
        search.k,
        search.same_as_prev,
        search.ctx,
        search.clock,
        search.bonus_bound,
        search.nodes,
    )
    rules = ctx.rules
    sel = [0] * k
    incumbent = [-1]
    incumbent_sel: list[int] = [len(A.vals[j]) for j in range(k)]
    if holder is not None:
        holder["sel"] = incumbent_sel
    top = len(A.vals[first]) or 1
    report = with_bonus or first == 0

    def leaf(cur: int, cur_rev: int) -> None:
        val = cur
        if with_bonus:
            val = cur_rev
            views = [A.cands[j][sel[j]].view for j in range(first, k) if sel[j] < len(A.vals[j])]
            if views:
                # the title's bound for exactly these routes first: most leaves stop here
                if cur_rev + int(rules.routes.routes_bonus_bound(ctx, [[v] for v in views])) <= incumbent[0]:
                    return
                val += int(rules.routes.routes_bonus(ctx, views))
        if val > incumbent[0]:
            incumbent[0] = val
            incumbent_sel[:] = sel
            if holder is not None:
                holder["val"] = val
            if report:
                clock.best = max(clock.best, val)

    def dfs(j: int, used: int, cur: int, cur_rev: int, start: int) -> None:
        nodes[0] += 1
        if nodes[0] % _POLL == 0:
            clock.tick()
        if j == k:
            leaf(cur, cur_rev)
            return
        vj = A.vals[j]
        rj = A.revs[j]
        mj = A.masks[j]
        n = len(vj)
        rest = suffix[j + 1] + extra
        second = rev_suffix[j + 1] + bonus_bound if rev_suffix is not None else None
        nxt_same = j + 1 < k and same_as_prev[j + 1]
        for idx in range(start, n):
            v = vj[idx]
            if cur + v + rest <= incumbent[0]:
                break
            if mj[idx] & used:
                continue
            if second is not None and cur_rev + rj[idx] + second <= incumbent[0]:
                continue
            sel[j] = idx
            if j == first and first == 0:
                clock.fraction = 0.5 + 0.5 * (idx + 1) / top
            dfs(j + 1, used | mj[idx], cur + v, cur_rev + rj[idx], idx if nxt_same else 0)
        # this train runs no route (then neither do identical ones after it)
        if cur + rest > incumbent[0] or incumbent[0] < 0:
            sel[j] = n
            dfs(j + 1, used, cur, cur_rev, len(A.vals[j + 1]) if nxt_same else 0)

    dfs(first, 0, 0, 0, 0)
    return incumbent[0], incumbent_sel


def _materialise(ctx: RouteContext, net: Network, specs, per_kind, order, chosen, multi: bool) -> list[FoundRoute]:
    routes: list[FoundRoute] = []
    picked: list[tuple[int, Candidate]] = []
    for j, i in enumerate(order):
        if chosen[j] is not None:
            picked.append((i, chosen[j]))
    picked.sort(key=lambda p: p[0])
    parts = [0] * len(picked)
    if multi and picked:  # listed as a run pays the whole bonus, each route with its part
        views = [c.view for _, c in picked]
        picked = [picked[n] for n in ctx.rules.routes.routes_bonus_order(ctx, views)]
        parts = [int(x) for x in ctx.rules.routes.routes_bonus_parts(ctx, [c.view for _, c in picked])]
    for (i, c), share in zip(picked, parts, strict=True):
        conns = []
        for a, sid in zip(c.stops, c.segs, strict=False):
            conns.append(net.segments[sid].chain_from(a))
        ext_chains: list[tuple[str, ...]] = []
        if c.ext:
            at = c.stops[-1] if c.ext[0] >= 0 else c.stops[0]
            for raw in c.ext:
                sid = raw if raw >= 0 else -1 - raw
                seg = net.segments[sid]
                ext_chains.append(seg.chain_from(at))
                at = seg.other(at)
        bonus = c.bonus + share
        routes.append(
            FoundRoute(
                specs[i][0],
                tuple(net.stops[s].node for s in c.stops),
                tuple(conns),
                c.revenue + share,
                bonus,
                tuple(ext_chains),
            )
        )
    return routes


__all__ = [
    "best_routes",
    "Result",
    "FoundRoute",
    "Candidate",
    "enumerate_routes",
    "Cancelled",
    "NetStop",
    "Segment",
    "UNLIMITED",
]
