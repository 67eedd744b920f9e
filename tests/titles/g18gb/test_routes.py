"""18GB routes on the shared recordings and on random boards.

* The route positions rebuilt from the two shared 18GB recordings (positions.py: the engine
  cannot replay 18GB yet) are faithful: at every ``run_routes`` the recorded routes, priced by
  our one pricer, pay exactly what the site recorded.
* There, the optimum is proven, at least the recorded revenue, reads back through the pricer
  route by route, and equals the optimum of a search that prices every route (no
  ``route_bonus_cap``): the bounds that skip routes lose nothing.
* On random boards tagged with compass points, estuary crossings and private hex bonuses, the
  optimum equals an exhaustive search over every combination of routes, the multi-route compass
  bonus included.
"""

from __future__ import annotations

import glob
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.routes.context import RouteContext
from engine.routes.network import company_network
from engine.routes.pricing import price_routes
from engine.routes.search import _Pricer, best_routes, enumerate_routes
from engine.titles import rules_for
from tests.engine.routes.test_pricing import _kinds, _title_case
from tests.engine.routes.test_property import PHASES
from tests.fixtures import FIXTURES, needs
from tests.titles.g18gb.positions import positions

GB = rules_for("18GB")


class _PricesEveryRouteRoutes(type(GB.routes)):
    """``_PricesEveryRoute``'s routes rules: what differs from ``RoutesPolicy``."""

    title: _PricesEveryRoute

    def route_bonus_cap(self, ctx, bits):
        return None


class _PricesEveryRoute(type(GB)):  # type: ignore[misc]
    """18GB without a cap of its per-route bonuses: the search prices every route."""

    routes_policy = _PricesEveryRouteRoutes
    routes: _PricesEveryRouteRoutes


EVERY_ROUTE = _PricesEveryRoute(GB.info)
RECORDINGS = sorted(glob.glob(str(FIXTURES / "18GB" / "*.json")))


def _search(pos, rules=None):
    return best_routes(pos.board, pos.company, pos.trains, pos.color, rules=rules or pos.rules, extras=pos.extras)


@needs(RECORDINGS, reason="the shared 18GB recordings are not present")
@pytest.mark.parametrize("path", RECORDINGS, ids=lambda p: p.rsplit("/", 1)[-1])
def test_recorded_positions(path):
    cases = 0
    for pos in positions(path):
        assert pos.priced == pos.recorded, f"{pos.label}: the recorded routes pay {pos.priced} here"
        if not pos.trains:
            continue
        res = _search(pos)
        assert res.proven_optimal
        assert res.revenue >= pos.recorded, pos.label
        kinds = dict(pos.trains)
        plan = [(kinds[r.train], [list(c) for c in r.connections]) for r in res.routes]
        run = price_routes(pos.board, pos.company, pos.color, plan, rules=pos.rules, extras=pos.extras)
        assert run.total == res.revenue, pos.label
        assert _search(pos, EVERY_ROUTE).revenue == res.revenue, pos.label
        cases += 1
    assert cases >= 40


def _exhaustive(board, kinds, phase, rules, extras) -> int:
    net = company_network(board, "X")
    ctx = RouteContext(board, "X", phase, rules, extras, net)
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


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), phase=st.sampled_from(PHASES))
def test_optimum_equals_exhaustive_search(seed, phase):
    rnd = random.Random(seed)
    board, rules, extras, _terminal = _title_case("18GB", rnd)
    kinds = _kinds(rnd, "18GB")
    res = best_routes(board, "X", kinds, phase, rules=rules, extras=extras)
    assert res.proven_optimal
    assert res.revenue == _exhaustive(board, kinds, phase, rules, extras)
    assert best_routes(board, "X", kinds, phase, rules=EVERY_ROUTE, extras=extras).revenue == res.revenue


class _Route:
    """A route as the compass hooks read it: its compass points and non-off-board stops (the
    ``memo`` entry ``Title._features`` keeps)."""

    def __init__(self, points: int, stops: int) -> None:
        self.memo = {"compass": (points, stops)}


class _Ctx:
    cache = {"compass_values": (20, 30)}  # NS 20, EW 30


def _site_compass(routes) -> int:
    """An independent reading of 18xx.games' compass rule for routes in a run's order: a split
    into sets counts when, in every set, each route but the first shares a stop with a route
    listed before it in that set; the best such split pays (N=1 E=2 S=4 W=8)."""
    from engine.titles.g18gb.title import _partitions

    feats = [r.memo["compass"] for r in routes]
    best = 0
    for part in _partitions(list(range(len(routes)))):
        if all(all(any(feats[i][1] & feats[j][1] for j in g if j < i) for i in g if i != min(g)) for g in part):
            total = 0
            for g in part:
                pts = 0
                for i in g:
                    pts |= feats[i][0]
                total += (20 if pts & 5 == 5 else 0) + (30 if pts & 10 == 10 else 0)
            best = max(best, total)
    return best


@settings(max_examples=300, deadline=None)
@given(routes=st.lists(st.tuples(st.integers(0, 15), st.integers(0, 15)), min_size=1, max_size=5))
def test_a_run_pays_the_compass_sets_its_order_allows(routes):
    """Runs of up to five routes (random compass points, random stops among four), in every
    order: the bonus paid is that of the best split the order allows (``_site_compass``), never
    more than ``routes_bonus``, and the order ``routes_bonus_order`` gives pays all of it."""
    from itertools import permutations

    views = [_Route(p, st_) for p, st_ in routes]
    best = GB.routes.routes_bonus(_Ctx, views)
    for order in permutations(range(len(views))):
        listed = [views[i] for i in order]
        parts = GB.routes.routes_bonus_parts(_Ctx, listed)
        assert sum(parts) == _site_compass(listed) <= best
    good = [views[i] for i in GB.routes.routes_bonus_order(_Ctx, views)]
    assert sorted(GB.routes.routes_bonus_order(_Ctx, views)) == list(range(len(views)))
    assert sum(GB.routes.routes_bonus_parts(_Ctx, good)) == best
