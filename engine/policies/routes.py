"""The routes policy. What the route search asks: distance models (``train_spec``), stops run once,
exclusive stops, terminal hexes, bonuses of one route and of a set of routes.

Every title plays these rules unless its own policy overrides them as a whole: ``class
RoutesRules(RoutesPolicy)`` in the title's package, named by ``Title.routes_policy``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from engine.entities import (
    Train,
)
from engine.policies.base import Policy
from engine.routes.revenue import TrainSpec

if TYPE_CHECKING:
    from engine.protocols import RoutesLike
    from engine.state import State


class RoutesPolicy(Policy):
    """What the route search asks: distance models (``train_spec``), stops run once, exclusive
    stops, terminal hexes, bonuses of one route and of a set of routes."""

    # --- routes (engine/routes): neutral defaults; a title overrides only what it needs -------
    #: a hex pays once per route however many of its stops the route visits (18GB)
    route_pays_once_per_hex = False

    def route_exclusive_group(self, stop) -> str | None:
        """A tag of which one route may visit at most one stop (1893's two-hex off-boards)."""
        return None

    def route_extras(self, state, company: str) -> dict:
        """Facts from the game state that the route hooks read (owned privates' hex bonuses,
        ferries, stops counting as tokens...).  Handed to every hook as ``ctx.extras``."""
        return {}

    def route_extra_tokens(self, ctx) -> tuple:
        """Stops ``(hex, stop)`` that count as the company's tokens for running routes."""
        return ()

    def route_bonus(self, ctx, route) -> int:
        """Bonus earned by one route on its own (``route`` is an engine.routes.context.RouteView)."""
        return 0

    def interconnection_targets(self, ctx, route) -> dict[str, int]:
        """{hex tag: bonus} a route would earn if extended, beyond its train's reach, over track no
        other route uses (through blocked cities too), to a stop in a hex carrying that tag."""
        return {}

    # Bonuses of several routes together (the optimal search adds routes_bonus_bound to its
    # bounds so that it stays exact).
    def routes_bonus(self, ctx, routes) -> int:
        """Bonus of a whole set of routes beyond their own revenue."""
        return 0

    def routes_bonus_parts(self, ctx, routes) -> list[int]:
        """What a run listing ``routes`` in this order pays of the multi-route bonus, per route
        (the order may matter: 18GB's compass bonuses).  Never more in all than ``routes_bonus``.
        Default: ``routes_bonus`` on the first route."""
        routes = list(routes)
        if not routes:
            return []
        return [int(self.routes_bonus(ctx, routes))] + [0] * (len(routes) - 1)

    def routes_bonus_order(self, ctx, routes) -> list[int]:
        """How to list a set of routes (indices into ``routes``) so that the run pays all of
        ``routes_bonus``: ``routes_bonus_parts`` in that order sums to it.  The optimal search
        lists its answer so.  Default: as given."""
        return list(range(len(routes)))

    def routes_bonus_bound(self, ctx, candidates) -> int:
        """An upper bound of ``routes_bonus`` over any choice of one route per train from
        ``candidates`` (a list per train of RouteViews)."""
        return 0

    def route_bonus_share(self, ctx, route) -> int:
        """Optional: an additive share of ``routes_bonus`` per route, such that for every set S of
        routes routes_bonus(S) <= the sum of their shares.  Tightens the search's bounds."""
        return 0

    def route_bonus_bits(self, ctx, segment) -> int:
        """Feature bits of one network segment (engine.routes.network.Segment) for
        ``route_bonus_cap``: a route's bits are the OR over its segments.  Default 0."""
        return 0

    def route_bonus_cap(self, ctx, bits: int) -> int | None:
        """An upper bound of ``route_bonus`` + ``route_bonus_share`` of any one route whose
        segments' ``route_bonus_bits`` OR to ``bits``, or None when unknown.  With a bound the
        search prices only the routes that can still matter (engine/routes/search.py); without
        one it prices every route.  Default: 0 for a title with neither per-route hook, else None."""
        base = RoutesPolicy
        mine = type(self)
        if mine.route_bonus is base.route_bonus and mine.route_bonus_share is base.route_bonus_share:
            return 0
        return None

    def route_bonus_key(self, ctx, route):
        """What ``routes_bonus`` reads of one route: routes with different keys are never
        dropped as dominated by one another."""
        return None

    #: hexes whose stops may only end a route, never be run through (18MEX: Q14)
    terminal_hexes: frozenset[str] = frozenset()

    def train_spec(self, s: State, train: Train) -> TrainSpec:
        """How the route search runs ``train``: its reach, distance model and revenue multiplier from game.toml.  A
        title whose trains count stops otherwise (express, +n) returns another spec."""
        d = self.title.econ.train(train.name)
        return TrainSpec(train.name, d.reach, d.multiplier, d.model)


class RouteRules(Protocol):
    """What the route search and the pricer read of a title: its routes policy (a game's
    title, or the search's neutral rules for a board without one)."""

    @property
    def routes(self) -> RoutesLike[Any]: ...
