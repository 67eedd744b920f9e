"""Track and route hooks of ``Title`` (engine/titles/base.py): what a board needs without a game.

Defaults are the common 18xx rules as 18xx.games plays them."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from engine.board import HexDef
from engine.tiles import COLOR_ORDER, TileDef

if TYPE_CHECKING:
    from collections.abc import Mapping

    from engine.board import Board
    from engine.title import Phase


class MarkKind(StrEnum):
    """What a ``MapMark`` shows (the desktop has one renderer per kind, checked by a test)."""

    NO_TILE = "no_tile"  # the hex takes no tile now
    CLOSED_EDGE = "closed_edge"  # no track across ``edge`` now
    NEUTRAL_TOKEN = "neutral_token"  # a token of nobody fills the hex's first city
    FERRY = "ferry"  # a ferry serving the hex
    FERRY_END = "ferry_end"  # the other end of the ferries held
    EXIT_ACCESS = "exit_access"  # ``owner`` may use this exit as if it held a token there


@dataclass(frozen=True)
class MapMark:
    """Something the map shows that is not track: a rule of the moment or a piece set at setup.
    ``kind``: "no_tile" (the hex takes no tile now), "closed_edge" (no track across ``edge``
    now), "neutral_token" (a token of nobody fills the hex's first city), "ferry" (a ferry
    serving the hex: ``owner`` the corporation holding it, None while for sale; ``badges`` its
    markers, e.g. "New"), "ferry_end" (the other end of the ferries held: ``badges`` their
    holders), "exit_access" (``owner`` may use this exit as if it held a token
    there).  ``text`` says why (the map's tooltip)."""

    hex: str
    kind: MarkKind
    edge: int | None = None
    text: str = ""
    owner: str | None = None
    badges: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", MarkKind(self.kind))  # (a kind nobody draws is refused here)


@dataclass(frozen=True)
class LayContext:
    """Everything outside the board that decides a lay."""

    board: Board
    phase: Phase
    rules: TrackHooks  # the title (its board hooks are what a lay asks)
    company: str | None = None  # None: no network check (setup, some private abilities)
    cash: int | None = None  # None: do not check affordability
    blocked: Mapping[str, str] = field(default_factory=dict)  # hex -> name of the private blocking it
    discount: int = 0  # e.g. a private's terrain discount
    check_connection: bool = True
    with_companions: bool = True  # False while checking a companion itself
    special: bool = False  # a private's tile ability (18MEX KCMO's 470): no label/stop-count rules
    # (hex, edge) of impassable borders track may cross: the game's ``Departures.open_borders``
    open_borders: frozenset[tuple[str, int]] = frozenset()
    # stops the company lays track from as if it held a token there (the title's
    # ``lay_extra_tokens``: 1833NE's P4/P6 exits)
    extra_tokens: tuple[tuple[str, int], ...] = ()


class TrackHooks:
    #: "permissive": any legal lay; "restrictive": new track must be usable by the company
    #: laying it; "semi_restrictive": usable new track, or the lay changes a city's value;
    #: "city_permissive": usable new track, or a city tile (18MEX).
    track_restriction = "permissive"
    #: colours whose hexes never take a tile
    fixed_colors = frozenset({"gray", "red", "blue", "purple"})
    #: colours of printed hexes that a new tile may not point track at unless their own track
    #: points back (18xx.games: such a hex is no neighbour at all then)
    impassable_colors = frozenset({"gray", "red", "blue", "purple"})

    # --- the map ---------------------------------------------------------------------------
    def map_marks(self, s: Any) -> list[MapMark]:
        """What the map should show of the title's own rules in state ``s`` (hexes closed to
        tiles, closed crossings, neutral tokens, 1833NE's ferries and the exits P4/P6 open).
        Default none."""
        return []

    # --- tile lays -------------------------------------------------------------------------
    def next_colors(self, hexdef: HexDef, old: TileDef) -> tuple[str, ...]:
        """Colours that may replace ``old`` here (default: exactly the next one)."""
        if old.color not in COLOR_ORDER or old.color == COLOR_ORDER[-1]:
            return ()
        return (COLOR_ORDER[COLOR_ORDER.index(old.color) + 1],)

    def label_for_upgrade(self, hexdef: HexDef, old: TileDef, new: TileDef) -> str:
        """The label the new tile must carry: the old tile's, or a future label at that colour
        (printed on the tile, or on the hex, where it lasts until that colour is reached)."""
        for future in (old.future_label, hexdef.tile.future_label):
            if future is not None and future.color == new.color:
                return future.label
        return old.label

    def forced_rotation(self, hex_id: str, old: TileDef, new: TileDef) -> int | None:
        """A rotation the new tile must take whatever the old track (e.g. 1893 Leverkusen)."""
        return None

    def upgrade_mode(self, hexdef: HexDef, old: TileDef, new: TileDef) -> str:
        """How much of the old tile an upgrade must keep:
        "paths" (the rule: every path and stop), "exits" (only the exits: 1833NE's Boston dot
        vanishing, Portland's junction becoming a city) or "free" (the tile replaces the old
        track outright: 1893's Leverkusen towns becoming one city)."""
        return "paths"

    def may_merge_cities(self, hex_id: str, old: TileDef, new: TileDef) -> bool:
        """May several old cities become one new city (labelled OO cities merging in brown)?"""
        return bool(old.label) and len(new.cities) < len(old.cities)

    def extra_lay_check(self, ctx: LayContext, hex_id: str, new: TileDef, rotation: int) -> str | None:
        """A title's own refusal sentence for this lay, or None."""
        return None

    def lay_cost(self, ctx: LayContext, hex_id: str, new: TileDef, rotation: int, base: int) -> int:
        """What a lay costs, given ``base``: the hex's terrain plus the borders the new exits cross
        (engine/upgrades.py, before a private's discount comes off).  Default ``base``; for a title whose lay prices
        depend on more (none yet)."""
        return base

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
        base = TrackHooks
        mine = type(self)
        if mine.route_bonus is base.route_bonus and mine.route_bonus_share is base.route_bonus_share:
            return 0
        return None

    def route_bonus_key(self, ctx, route):
        """What ``routes_bonus`` reads of one route: routes with different keys are never
        dropped as dominated by one another."""
        return None
