"""The optimiser against independent answers.

* Small random networks (>= 200 of them): ``best_routes`` equals an exhaustive search over routes
  found by an independent brute force that walks raw tile paths (no network compression, no
  dominance, no bounds).
* Larger random boards: ``best_routes`` equals the integer program "one binary per train x
  candidate, each train at most one, each track resource at most once" solved with highspy over
  every route the enumeration finds (before dominance).
* With a multi-route bonus (a compass-like test rule), the optimiser equals the exhaustive search
  that scores every combination including the bonus: with a constant bound of the bonus, with
  an additive share per route, and with shares capped from the segments' bits (the search then
  prices only the routes that can matter).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.board import Board, BoardDef, HexDef
from engine.hexgrid import Grid
from engine.policies.routes import RoutesPolicy
from engine.routes.context import RouteContext
from engine.routes.network import company_network
from engine.routes.search import _Pricer, best_routes, enumerate_routes
from engine.routes.trains import MODELS, TrainKind
from engine.tiles import TileDef
from tests.engine.routes.helpers import BROWN, CATALOG, GREEN, YELLOW, PlainRules, brute_best, ilp_best, tile

# custom tiles the catalogue lacks: OO cities, a junction, two-lane sides, terminal track
OO = tile(
    "OO",
    "green",
    [{"kind": "city", "revenue": 30, "slots": 1}, {"kind": "city", "revenue": 30, "slots": 1}],
    ["0-c0", "c0-2", "3-c1", "c1-5"],
)
JUNCTION = tile("J", "green", [{"kind": "junction"}], ["0-j0", "j0-2", "j0-4"])
LANES_CITY = tile(
    "LC",
    "brown",
    [{"kind": "city", "revenue": 40, "slots": 2}],
    ["3-c0", {"ends": "0-c0", "a_lane": [2, 0]}, {"ends": "0-c0", "a_lane": [2, 1]}],
)
LANES_X = tile(
    "LX",
    "brown",
    [{"kind": "town", "revenue": 10}],
    [{"ends": "3-t0", "a_lane": [2, 1]}, "t0-0", {"ends": "3-1", "a_lane": [2, 0]}],
)
TERM_CITY = tile(
    "TC",
    "gray",
    [{"kind": "city", "revenue": 30, "slots": 1}],
    [{"ends": "0-c0", "terminal": True}, {"ends": "1-c0", "terminal": True}],
)
CITY_TOWN = CATALOG["472"]
SPARSE = [
    CATALOG[n]
    for n in (
        "3",
        "4",
        "58",
        "5",
        "6",
        "57",
        "7",
        "8",
        "9",
        "14",
        "15",
        "619",
        "16",
        "19",
        "23",
        "24",
        "26",
        "141",
        "143",
    )
]
# tiles with many exits, so that random rotations still join up
DENSE = [
    CATALOG[n]
    for n in ("63", "455", "145", "146", "147", "87", "88", "39", "43", "44", "45", "46", "47", "70", "611", "912")
]
SPECIAL = [OO, JUNCTION, LANES_CITY, LANES_X, TERM_CITY, CITY_TOWN]
POOL = SPARSE + DENSE * 2 + SPECIAL
PHASES = [YELLOW, GREEN, BROWN]


def offboard_tile(edges: list[int], value: int, terminal: bool) -> TileDef:
    return tile(
        "OB",
        "red",
        [{"kind": "offboard", "revenue": {"yellow": value, "brown": value + 20}}],
        [{"ends": f"{e}-o0", "terminal": terminal} for e in edges],
    )


def random_board(rnd, ncol: int, nrow: int, fill: float = 0.9, red: float = 0.12, tokens: int = 2) -> Board:
    """Random tiles at random rotations on an ncol x nrow block, red off-boards at random, the
    company X's tokens in 1..tokens cities and other companies filling (blocking) some cities."""
    grid = Grid.make("flat")
    ids = [grid.hex_id(x, y) for x in range(ncol) for y in range(nrow * 2) if (x + y) % 2 == 0]
    hexes = {}
    for h in ids:
        if rnd.random() < red:
            edges = rnd.sample(range(6), rnd.randint(1, 2))
            hexes[h] = HexDef(id=h, tile=offboard_tile(edges, rnd.choice([10, 20, 30, 40]), rnd.random() < 0.4))
        else:
            hexes[h] = HexDef(id=h, tile=TileDef(h, "white"))
    board = Board(BoardDef("TEST", grid, hexes, {}, {}))
    laid = [h for h in ids if hexes[h].tile.color != "red" and rnd.random() < fill]
    for h in laid:
        board.place_tile(h, rnd.choice(POOL), rnd.randint(0, 5))
    for _sweep in range(3):  # mostly turn tiles so that their track joins the neighbours'
        for h in laid:
            if rnd.random() < 0.8:
                t = board.tile_at(h)
                rotations = list(range(6))
                rnd.shuffle(rotations)
                rotations.sort(key=lambda r: -_joins(board, h, t, r))
                board.place_tile(h, t, rotations[0], tile_id=board.state[h].tile_id)
    cities = [(h, i) for h in ids for i in board.tile_at(h).cities]
    if not cities:
        return board
    mine = rnd.sample(cities, min(len(cities), rnd.randint(1, tokens)))
    for h, i in mine:
        if not any("X" in v for v in board.tokens_in(h).values()):
            board.place_token(h, i, "X")
    for h, i in cities:
        if (h, i) not in mine and rnd.random() < 0.25:  # full of other companies' tokens: blocked for X
            for n in range(board.tile_at(h).stops[i].slots):
                board.place_token(h, i, f"Y{n}")
    return board


def _joins(board: Board, h: str, t: TileDef, rotation: int) -> int:
    from engine.hexgrid import opposite

    n = 0
    for e in {e for p in t.rotated_paths(rotation) for e in p.edges}:
        nb = board.neighbour(h, e)
        if nb is not None and opposite(e) in {(x + board.rotation_at(nb)) % 6 for x in board.tile_at(nb).exits}:
            n += 1
    return n


@st.composite
def boards(draw, cols=(2, 4), rows=(2, 3), fill=0.9):
    import random

    rnd = random.Random(draw(st.integers(0, 2**32)))  # uniform boards (hypothesis' own randoms favour 0s)
    return random_board(rnd, rnd.randint(*cols), rnd.randint(*rows), fill)


@st.composite
def train_kinds(draw):
    model = draw(st.sampled_from(MODELS))
    n = draw(st.integers(2, 4))
    m = draw(st.integers(1, 2)) if model == "n_plus_m" else draw(st.integers(n, n + 2)) if model == "n_of_m" else 0
    mult = draw(st.sampled_from([1, 1, 2])) if model == "n_plus_free_towns" else 1
    per_hex = 10 if model == "express" else 0
    return TrainKind(f"{model}-{n}-{m}-{mult}", model, n, m, mult, per_hex)


@st.composite
def train_sets(draw):
    kinds = draw(st.lists(train_kinds(), min_size=1, max_size=3))
    if draw(st.booleans()):  # identical trains
        kinds.append(kinds[0])
    return kinds[:3]


@settings(max_examples=260, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(board=boards(), kinds=train_sets(), phase=st.sampled_from(PHASES), once=st.booleans())
def test_optimiser_equals_exhaustive_search_on_small_networks(board, kinds, phase, once):
    rules = PlainRules()
    rules.routes.route_pays_once_per_hex = once
    res = best_routes(board, "X", kinds, phase, rules=rules)
    assert res.proven_optimal
    assert res.revenue == brute_best(board, "X", kinds, phase, once_per_hex=once)
    assert len(res.routes) <= len(kinds)


class CompassLikeRulesRoutes(RoutesPolicy):
    """``CompassLikeRules``'s routes rules: what differs from ``RoutesPolicy``."""

    title: CompassLikeRules

    def route_bonus_key(self, ctx, route):
        return (frozenset(route.tags & {"N", "S"}), route.nodes)

    def routes_bonus(self, ctx, routes):
        from engine.titles.g18gb.title import _partitions

        routes = list(routes)
        best = 0
        for part in _partitions(list(range(len(routes)))):
            total = 0
            ok = True
            for g in part:
                nodes = [routes[i].nodes for i in g]
                # connected through shared stops
                seen, todo = {0}, [0]
                while todo:
                    a = todo.pop()
                    for b in range(len(g)):
                        if b not in seen and nodes[a] & nodes[b]:
                            seen.add(b)
                            todo.append(b)
                if len(seen) != len(g):
                    ok = False
                    break
                tags = frozenset().union(*(routes[i].tags for i in g))
                total += 50 if {"N", "S"} <= tags else 0
            if ok:
                best = max(best, total)
        return best

    def routes_bonus_bound(self, ctx, candidates):
        n = sum(1 for views in candidates if any(v.tags & {"N"} for v in views))
        s = sum(1 for views in candidates if any(v.tags & {"S"} for v in views))
        return 50 * min(n, s)


class CompassLikeRules(PlainRules):
    """A multi-route bonus like 18GB's compass, on stop tags: a group of routes sharing a stop
    that touches tags "N" and "S" earns 50 (once per group)."""

    routes_policy = CompassLikeRulesRoutes
    routes: CompassLikeRulesRoutes

    def __init__(self) -> None:
        super().__init__()


def _exhaustive_with_bonus(board, kinds, phase, rules):
    """All combinations of enumerated candidates, scored with the multi-route bonus."""
    net = company_network(board, "X")
    ctx = RouteContext(board, "X", phase, rules, {}, net)
    shapes = enumerate_routes(net, 99, 1 << 30)
    lists = []
    for k in kinds:
        p = _Pricer(ctx, net, k)
        lists.append([c for c in (p.candidate(*s) for s in shapes) if c is not None])
    best = 0

    def rec(j, used, cur, views):
        nonlocal best
        if j == len(lists):
            best = max(best, cur + (rules.routes.routes_bonus(ctx, views) if views else 0))
            return
        rec(j + 1, used, cur, views)
        for c in lists[j]:
            if not c.mask & used:
                rec(j + 1, used | c.mask, cur + c.revenue, views + [c.view])

    rec(0, 0, 0, [])
    return best


class CompassLikeRulesWithSharesRoutes(CompassLikeRulesRoutes):
    """``CompassLikeRulesWithShares``'s routes rules: what differs from ``RoutesPolicy``."""

    title: CompassLikeRulesWithShares

    def route_bonus_share(self, ctx, route):
        return 50 if "N" in route.tags else 0


class CompassLikeRulesWithShares(CompassLikeRules):
    """The same bonus with an additive share per route (50 for a route touching N): the search
    then bounds on revenue + share."""

    routes_policy = CompassLikeRulesWithSharesRoutes
    routes: CompassLikeRulesWithSharesRoutes


class CompassLikeRulesWithCapsRoutes(CompassLikeRulesWithSharesRoutes):
    """``CompassLikeRulesWithCaps``'s routes rules: what differs from ``RoutesPolicy``."""

    title: CompassLikeRulesWithCaps

    def route_bonus_bits(self, ctx, segment):
        net = ctx.network
        ends = (net.stops[segment.a].hex, net.stops[segment.b].hex)
        return 1 if any("N" in ctx.hex_tags(h) for h in ends) else 0

    def route_bonus_cap(self, ctx, bits):
        return 50 if bits & 1 else 0


class CompassLikeRulesWithCaps(CompassLikeRulesWithShares):
    """The same with a cap of each route's share from its segments' bits (bit 1: the segment
    ends in a hex tagged N), so the search prices only the routes that can matter."""

    routes_policy = CompassLikeRulesWithCapsRoutes
    routes: CompassLikeRulesWithCapsRoutes


@st.composite
def tagged_boards(draw):
    import random

    from engine.tiles import Stop

    board = draw(boards(cols=(2, 3), rows=(2, 3), fill=0.9))
    rnd = random.Random(draw(st.integers(0, 2**32)))
    # tag red off-boards N or S (as 18GB's compass points), and some other stop hexes too (the
    # tag sits on the printed hex, which the hooks read through RouteContext.hex_tags)
    for h, hd in list(board.defn.hexes.items()):
        if hd.tile.color == "red":
            tag = rnd.choice(["N", "S", "N,S"])
            stops = tuple(type(s)(s.kind, s.revenue, s.slots, tag) for s in hd.tile.stops)
            t = TileDef(hd.tile.name, "red", stops, hd.tile.paths)
            board.defn.hexes[h] = HexDef(id=h, tile=t)
            board.state[h].tile = t
        elif board.tile_at(h).stops and rnd.random() < 0.5:
            tag = rnd.choice(["N", "S"])
            board.defn.hexes[h] = HexDef(id=h, tile=TileDef(h, "white", (Stop("town", group=tag),)))
    return board


@settings(max_examples=180, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(
    board=tagged_boards(),
    kinds=st.lists(train_kinds(), min_size=1, max_size=3),
    phase=st.sampled_from(PHASES),
    shares=st.sampled_from(["none", "shares", "caps"]),
)
def test_multi_route_bonus_stays_exact(board, kinds, phase, shares):
    rules = {"none": CompassLikeRules, "shares": CompassLikeRulesWithShares, "caps": CompassLikeRulesWithCaps}[shares]()
    res = best_routes(board, "X", kinds, phase, rules=rules)
    assert res.proven_optimal
    assert res.revenue == _exhaustive_with_bonus(board, kinds, phase, rules)


@pytest.mark.parametrize("seed", range(16))
def test_optimiser_equals_integer_program_on_larger_boards(seed):
    import random

    rnd = random.Random(seed)
    board = random_board(rnd, 6, 5, fill=0.9, red=0.08, tokens=3)
    kinds = [
        TrainKind("4", "n_plus_free_towns", 4),
        TrainKind("3", "n", 3),
        TrainKind("3", "n", 3),
        TrainKind("4D", "n_plus_free_towns", 4, multiplier=2),
        TrainKind("3+1", "n_plus_m", 3, 1),
        TrainKind("4X", "express", 4, per_hex=10),
        TrainKind("3/5", "n_of_m", 3, 5),
    ]
    chosen = rnd.sample(kinds, rnd.randint(2, 4))
    phase = rnd.choice(PHASES)
    rules = PlainRules()
    res = best_routes(board, "X", chosen, phase, rules=rules)
    net = company_network(board, "X")
    ctx = RouteContext(board, "X", phase, rules, {}, net)
    shapes = enumerate_routes(net, max(k.max_counted for k in chosen), max(k.max_stops for k in chosen))
    cands = []
    for k in chosen:
        p = _Pricer(ctx, net, k)
        cands.append(
            [(c.revenue, c.mask) for c in (p.candidate(*s) for s in shapes) if c is not None and c.revenue > 0]
        )
    assert res.proven_optimal
    if sum(len(c) for c in cands) > 3000:
        pytest.skip("too many candidates for the integer program in test time")
    assert res.revenue == ilp_best(cands)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(board=boards(), data=st.data())
def test_enumeration_sums_and_bits_follow_each_route(board, data):
    """What the enumeration carries along a route (the OR of its segments' bits, the sum of its
    stops' weights) equals what the route's own segments and stops give, and asking for them
    changes neither the routes nor their order."""
    net = company_network(board, "X")
    seg_bits = [data.draw(st.integers(0, 15)) for _ in net.segments]
    weights = [data.draw(st.integers(0, 1 << 40)) for _ in net.stops]
    bits: list[int] = []
    sums: list[int] = []
    plain = enumerate_routes(net, 4, 6)
    routes = enumerate_routes(net, 4, 6, None, None, seg_bits, bits, weights, sums)
    assert routes == plain
    assert len(bits) == len(sums) == len(routes)
    for (stops, segs, _mask), b, w in zip(routes, bits, sums, strict=True):
        want = 0
        for i in segs:
            want |= seg_bits[i]
        assert b == want
        assert w == sum(weights[i] for i in stops)


def test_bonus_cap_defaults():
    """No per-route bonus hook: every route's bonus cap is 0, so the search prices only the routes
    that can matter; a title with route_bonus but no cap of it: unknown, every route priced."""
    assert PlainRules().routes.route_bonus_cap(None, 0) == 0

    class WithBonusRoutes(RoutesPolicy):
        def route_bonus(self, ctx, route):
            return 10

    class WithBonus(PlainRules):
        routes_policy = WithBonusRoutes

    assert WithBonus().routes.route_bonus_cap(None, 0) is None
    assert CompassLikeRulesWithShares().routes.route_bonus_cap(None, 1) is None
    assert CompassLikeRulesWithCaps().routes.route_bonus_cap(None, 1) == 50
