"""The one pricer of given routes: what ``run_routes`` pays is what the optimiser would pay.

A run (one route per train, written as 18xx.games writes ``run_routes``: a list of hex chains
per route, see engine/routes/revenue.py) is read onto the company's network
(engine/routes/network.py: only the segments along the given chains, built as the optimal
search builds its network) — the same stops and segments — and
each route is priced by the search's own ``_Pricer`` with the same rules of the title's routes policy
(engine/policies/routes.py ``RoutesPolicy``): once-per-hex pay, exclusive stop groups, extra tokens, per-route bonuses,
terminal hexes, train models, multipliers and reach.  The title's multi-route bonus is paid as
a run in this order pays it (``routes_bonus_parts``: the first route by default; 18GB's compass
sets depend on the order), as the search reports it.  So a route set the
optimiser returns, fed back here, pays exactly the optimiser's total, and no legal set pays more
than the optimiser's best (tests/engine/routes/test_pricing.py).

A run the network cannot read is refused with a sentence: the checks of
engine/routes/revenue.py explain most refusals; the title's own (an exclusive group visited
twice, a train too short for the route) are named here.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from engine.board import Board
from engine.errors import IllegalAction
from engine.i18n import msg
from engine.routes.context import RouteContext, phase_color
from engine.routes.network import Network, company_network, local_network
from engine.routes.revenue import RouteResult, TrainSpec, read_route, route_revenue
from engine.routes.search import NEUTRAL_RULES, Candidate, _overrides, _Pricer
from engine.routes.trains import TrainKind, kind_of

if TYPE_CHECKING:
    from engine.policies.routes import RouteRules
    from engine.title import Phase

Chains = Sequence[Sequence[str]]
MAX_READINGS = 16  # ways one route's chains may be read onto track (lanes, stops sharing a hex)


@dataclass(frozen=True)
class PricedRun:
    """Per route (in the order given) what it pays; ``bonus`` is the multi-route bonus, already
    included in the routes' revenue (``routes_bonus_parts``); ``total`` is what the run pays.
    ``order``: when listing the same routes otherwise pays more of the bonus, the listing
    (indices into the routes given) that pays all of it (``routes_bonus_order``)."""

    routes: tuple[RouteResult, ...]
    bonus: int
    total: int
    order: tuple[int, ...] = ()


def price_routes(
    board: Board,
    company: str,
    phase: Any,
    routes: Sequence[tuple[TrainSpec | TrainKind, Chains] | tuple[TrainSpec | TrainKind, Chains, Chains]],
    *,
    rules: Any = None,
    terminal_hexes: Iterable[str] = (),
    extras: dict[str, Any] | None = None,
) -> PricedRun:
    """Check and price the routes of one run (``phase``: a Phase or its colour; ``rules``: the
    title's ``Title``, default the common rules; ``extras``: its ``route_extras``; a route may
    carry a third item, its interconnection extension's hex chains, see ``_Reader.extended``).  Raises
    IllegalAction with the reason when the run is not legal."""
    rules = NEUTRAL_RULES if rules is None else rules
    if not routes:
        return PricedRun((), 0, 0)
    extensions: list[tuple[tuple[str, ...], ...]] = [
        tuple(tuple(c) for c in r[2]) if len(r) > 2 else () for r in routes
    ]
    plain: list[tuple[TrainSpec | TrainKind, Chains]] = [(r[0], r[1]) for r in routes]
    ctx = RouteContext(board, company, phase, rules, dict(extras or {}))
    terminal = frozenset(terminal_hexes)
    extra_tokens = tuple(rules.routes.route_extra_tokens(ctx))
    if any(extensions):  # an interconnection extension may pass blocked cities: the search's network
        net = company_network(board, company, terminal, extra_tokens, through_blocked=True)
    else:
        net = local_network(board, company, [c for _, chains in plain for c in chains], terminal, extra_tokens)
    ctx.network = net
    reader = _Reader(ctx, net)
    options, reasons = [], []
    for spec, chains in plain:
        options.append(reader.readings(kind_of(spec), chains))
        reasons.append(reader.reasons)
    chosen = _disjoint(options)
    if chosen is None:
        raise _refusal(board, phase, company, plain, terminal, options, reasons)
    if any(extensions):
        chosen = reader.extended(chosen, extensions, [kind_of(spec) for spec, _ in plain])
    parts = [0] * len(chosen)
    order: tuple[int, ...] = ()
    if _overrides(rules, "routes_bonus"):
        views = [c.view for c in chosen]
        parts = [int(x) for x in rules.routes.routes_bonus_parts(ctx, views)]
        order = tuple(rules.routes.routes_bonus_order(ctx, views))
        if order == tuple(range(len(views))):
            order = ()
    bonus = sum(parts)
    out = []
    for (spec, _), c, share in zip(plain, chosen, parts, strict=True):
        out.append(
            RouteResult(spec.name, tuple(net.stops[i].node for i in c.stops), c.revenue + share, c.bonus + share)
        )
    return PricedRun(tuple(out), bonus, sum(r.revenue for r in out), order)


class _StaticRules(Protocol):
    @property
    def rules(self) -> RouteRules: ...


class PricingState(Protocol):
    """What pricing reads of a game state: ``engine.state.State`` has it (the routes layer may
    not name the state, which sits above it)."""

    @property
    def board(self) -> Board: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def static(self) -> _StaticRules: ...
    @property
    def title(self) -> object: ...


def price_in_state(
    state: PricingState, company: str, routes: Sequence[tuple[TrainSpec, Chains] | tuple[TrainSpec, Chains, Chains]]
) -> PricedRun:
    """:func:`price_routes` with the game state's board, phase, title rules, terminal hexes and
    the title's route extras for ``company`` (a corporation or minor symbol)."""
    rules = state.static.rules
    return price_routes(
        state.board,
        company,
        state.phase,
        routes,
        rules=rules,
        terminal_hexes=getattr(getattr(state.title, "routes", None), "terminal_hexes", ()),
        extras=rules.routes.route_extras(state, company) if routes else None,
    )


class _Reader:
    """Reads recorded hex chains as sequences of network segments, each reading checked as the
    search checks a candidate route and priced by the search's pricer."""

    def __init__(self, ctx: RouteContext, net: Network) -> None:
        self.ctx = ctx
        self.net = net
        self.by_chain: dict[tuple[str, ...], list[int]] = {}
        for seg in net.segments:
            self.by_chain.setdefault(_canon(seg.hexes), []).append(seg.index)
        self.pricers: dict[TrainKind, _Pricer] = {}
        self.exclusive = self._exclusive_groups()
        self.reasons: list[str] = []

    def extended(
        self, chosen: list[Candidate], extensions: list[tuple[tuple[str, ...], ...]], kinds: list[TrainKind]
    ) -> list[Candidate]:
        """Each route with its interconnection extension (hex chains from one of its end stops,
        as the search reports them): over track no route uses, through any city but no
        off-board, to a stop in a hex the title pays an interconnection bonus for; the route
        then earns that bonus (engine/routes/search.py ``_extensions``).  Refused otherwise."""
        net, rules = self.net, self.ctx.rules
        used = 0
        for c in chosen:
            used |= c.mask
        out = []
        for c, ext, kind in zip(chosen, extensions, kinds, strict=True):
            if not ext:
                out.append(c)
                continue
            refusal = IllegalAction(
                msg("The extension {chains} cannot be run", chains=" / ".join("-".join(x) for x in ext))
            )
            view = c.view or self.pricer(kind).view(c, c.paying, c.revenue)
            targets = rules.routes.interconnection_targets(self.ctx, view)
            ends = (c.stops[-1], c.stops[0])
            best: Candidate | None = None
            for end in ends:
                at, mask, ok = end, 0, True
                for chain in ext:
                    seg = next(
                        (
                            net.segments[i]
                            for i in self.by_chain.get(_canon(tuple(chain)), [])
                            if at in (net.segments[i].a, net.segments[i].b)
                        ),
                        None,
                    )
                    if seg is None or seg.mask & (used | mask) or (mask and seg.term_at(at)):
                        ok = False
                        break
                    if mask and not (net.stops[at].passable or net.stops[at].blocked):
                        ok = False
                        break
                    mask |= seg.mask
                    at = seg.other(at)
                if not ok or at in c.stops:
                    continue
                gain = max((int(targets[t]) for t in self.ctx.hex_tags(net.stops[at].hex) if t in targets), default=0)
                if gain:
                    best = Candidate(
                        c.stops, c.segs, c.mask | mask, c.revenue + gain, c.bonus + gain, c.key, (), c.paying
                    )
                    best.view = c.view
                    used |= mask
                    break
            if best is None:
                raise refusal
            out.append(best)
        return out

    def _exclusive_groups(self) -> list[str | None] | None:
        rules = self.ctx.rules
        if not _overrides(rules, "route_exclusive_group"):
            return None
        return [rules.routes.route_exclusive_group(s.stop) for s in self.net.stops]

    def pricer(self, kind: TrainKind) -> _Pricer:
        got = self.pricers.get(kind)
        if got is None:
            got = self.pricers[kind] = _Pricer(self.ctx, self.net, kind)
        return got

    def readings(self, kind: TrainKind, chains: Chains) -> list[Candidate]:
        """Every legal reading of one route (at most MAX_READINGS), best-paying first; ``reasons``
        then says why the other readings are not legal."""
        self.reasons = []
        options = [self.by_chain.get(_canon(tuple(c)), []) for c in chains]
        if not options or not all(options):
            return []
        found: list[tuple[tuple[int, ...], tuple[int, ...], int]] = []
        segs = self.net.segments
        for sid in options[0]:
            seg = segs[sid]
            for a, b in ((seg.a, seg.b), (seg.b, seg.a)):
                self._extend(options, 1, [a, b], [sid], seg.mask, found)
        out = []
        for stops, sids, mask in found:
            c = self._check(kind, stops, sids, mask)
            if c is not None:
                out.append(c)
        out.sort(key=lambda c: -c.revenue)
        return out

    def _extend(self, options, i: int, stops: list[int], sids: list[int], mask: int, found: list) -> None:
        if len(found) >= MAX_READINGS:
            return
        if i == len(options):
            found.append((tuple(stops), tuple(sids), mask))
            return
        x = stops[-1]
        for sid in options[i]:
            seg = self.net.segments[sid]
            if x not in (seg.a, seg.b) or seg.mask & mask:
                continue
            y = seg.other(x)
            if y in stops:
                continue
            stops.append(y)
            sids.append(sid)
            self._extend(options, i + 1, stops, sids, mask | seg.mask, found)
            stops.pop()
            sids.pop()

    def _check(self, kind: TrainKind, stops: tuple[int, ...], sids: tuple[int, ...], mask: int) -> Candidate | None:
        """The priced route if it is legal: a token stop, no passing through an off-board, a
        blocked city, a terminal hex or path, one stop per exclusive group, within reach."""
        net = self.net
        if not any(net.stops[i].token for i in stops):
            self.reasons.append(
                msg("The route must include a city with a {corporation} token", corporation=self.ctx.company)
            )
            return None
        for j in range(1, len(stops) - 1):
            st = net.stops[stops[j]]
            if (
                not st.passable
                or net.segments[sids[j - 1]].term_at(stops[j])
                or net.segments[sids[j]].term_at(stops[j])
            ):
                self.reasons.append(msg("A route cannot pass through {hex}", hex=st.hex))
                return None
        if self.exclusive is not None:
            groups = [self.exclusive[i] for i in stops if self.exclusive[i]]
            if len(groups) != len(set(groups)):
                dup = next(g for g in groups if groups.count(g) > 1)
                self.reasons.append(msg("A route may visit only one stop of {group}", group=dup))
                return None
        c = self.pricer(kind).candidate(stops, sids, mask)
        if c is None:
            self.reasons.append(
                msg("A {train} train cannot run this route ({rule})", train=kind.name, rule=kind.describe())
            )
        return c


def _canon(chain: tuple[str, ...]) -> tuple[str, ...]:
    """One key for a hex chain read either way (18xx.games may write a connection either way)."""
    rev = chain[::-1]
    return chain if chain <= rev else rev


def _disjoint(options: list[list[Candidate]]) -> list[Candidate] | None:
    """One reading per route, no track used twice (the best-paying readings tried first)."""
    chosen: list[Candidate] = []

    def pick(i: int, used: int) -> bool:
        if i == len(options):
            return True
        for c in options[i]:
            if c.mask & used:
                continue
            chosen.append(c)
            if pick(i + 1, used | c.mask):
                return True
            chosen.pop()
        return False

    return chosen if pick(0, 0) else None


def _refusal(
    board: Board,
    phase: Any,
    company: str,
    routes: Sequence[tuple[TrainSpec | TrainKind, Chains]],
    terminal: frozenset[str],
    options: list[list[Candidate]],
    reasons: list[list[str]],
) -> IllegalAction:
    """Why the run is refused: the common checks' sentence for the first route they refuse (as
    before there was one pricer), else the title's reason for the first route with no legal
    reading, else track used twice across routes."""
    from collections import Counter

    used: Counter = Counter()
    try:
        for spec, chains in routes:
            stops, used = read_route(board, chains, used)
            legacy = spec if isinstance(spec, TrainSpec) else _spec_of(kind_of(spec))
            route_revenue(board, phase_color(phase), company, legacy, stops, terminal)
    except IllegalAction as exc:
        return exc
    for (spec, _), found, why in zip(routes, options, reasons, strict=True):
        if not found:
            if why:
                return IllegalAction(why[0])
            return IllegalAction(
                msg("The {train} train's route does not run along track from stop to stop", train=spec.name)
            )
    return IllegalAction(msg("The routes cannot all be run: they use the same track"))


def _spec_of(kind: TrainKind) -> TrainSpec:
    return TrainSpec(
        kind.name,
        kind.n,
        kind.multiplier,
        kind.model,
        towns=kind.m if kind.model == "n_plus_m" else 0,
        visit=kind.m if kind.model == "n_of_m" else 0,
        per_hex=kind.per_hex,
    )


def run_revenue(
    board: Board,
    phase_color: str,
    company: str,
    routes: Sequence[tuple[TrainSpec, Sequence[Sequence[str]]]],
    terminal_hexes: Iterable[str] = (),
    *,
    rules: Any = None,
    extras: dict[str, Any] | None = None,
) -> list[RouteResult]:
    """Read, check and price every route of one run; track may not be shared between them.

    Kept for its callers (tests that give a board and trains, no game): the work is
    :func:`price_routes` (the title's route hooks when ``rules`` is given, the common rules
    otherwise)."""
    run = price_routes(board, company, phase_color, routes, rules=rules, terminal_hexes=terminal_hexes, extras=extras)
    return list(run.routes)
