"""What the title's route hooks see: the situation (:class:`RouteContext`) and one route
(:class:`RouteView`).  Hooks live on ``Title`` (engine/titles/base.py); the route core
never asks which title it runs."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from engine import cache_check
from engine.board import Board
from engine.routes.network import NetStop, Network, Segment
from engine.routes.trains import TrainKind
from engine.tiles import Stop


def phase_color(phase: Any) -> str:
    """A phase object (``.color``) or a colour string."""
    return phase if isinstance(phase, str) else str(phase.color)


def phase_name(phase: Any) -> str:
    return phase if isinstance(phase, str) else str(getattr(phase, "name", getattr(phase, "color", "")))


@dataclass
class RouteContext:
    board: Board
    company: str
    phase: Any  # engine.title.Phase, or a phase colour string
    rules: Any  # engine.titles.base.Title
    extras: dict[str, Any] = field(default_factory=dict)  # from RoutesPolicy.route_extras
    network: Network | None = None
    cache: dict[Any, Any] = field(default_factory=dict)  # for the hooks' own memo

    @property
    def color(self) -> str:
        return phase_color(self.phase)

    @property
    def phase_name(self) -> str:
        return phase_name(self.phase)

    def value(self, stop: Stop) -> int:
        return stop.revenue.at(self.color)

    def hex_tags(self, hex_id: str) -> frozenset[str]:
        """Every ``group`` tag (comma-separated lists split) of the stops printed in this hex
        and of the tile lying there now."""
        key = ("tags", hex_id)
        got = self.cache.get(key)
        if got is None:
            tile = self.board.tile_at(hex_id)
            kept = ("hex_tags", hex_id, id(tile))  # (on the board for every version: the tile decides)
            hit = self.board.cache.get(kept)
            if isinstance(hit, tuple) and hit[0] is tile:  # (the tile is held there: its id is not reused)
                got = self.cache[key] = hit[1]
                if cache_check.ON:
                    cache_check.confirm("board", kept, got, lambda: self._hex_tags(hex_id))
                return got
            got = self.cache[key] = self._hex_tags(hex_id)
            self.board.cache[kept] = (tile, got)
        elif cache_check.ON:
            cache_check.confirm("route context", key, got, lambda: self._hex_tags(hex_id))
        return got

    def _hex_tags(self, hex_id: str) -> frozenset[str]:
        tags: set[str] = set()
        tiles = [self.board.tile_at(hex_id)]
        hexdef = self.board.defn.hexes.get(hex_id)
        if hexdef is not None:
            tiles.append(hexdef.tile)
        for t in tiles:
            for s in t.stops:
                tags.update(x.strip() for x in s.group.split(",") if x.strip())
        return frozenset(tags)


class RouteView:
    """One route as the hooks see it: stops in order, the stops that pay, segments, track.

    Built for every candidate route, so it is lazy: only ``stop_ids``/``segment_ids`` are
    stored; the rest is computed on first use.  ``memo`` is a scratch dict for the hooks (e.g.
    the compass points a route touches, computed once however often the bonus is evaluated)."""

    __slots__ = (
        "ctx",
        "net",
        "train",
        "stop_ids",
        "segment_ids",
        "paying",
        "revenue",
        "extension_ids",
        "memo",
        "__dict__",
    )

    def __init__(
        self,
        ctx: RouteContext,
        net: Network,
        train: TrainKind,
        stop_ids: tuple[int, ...],
        segment_ids: tuple[int, ...],
        paying: tuple[int, ...],
        revenue: int,
        extension_ids: tuple[int, ...] = (),
    ) -> None:
        self.ctx = ctx
        self.net = net
        self.train = train
        self.stop_ids = stop_ids
        self.segment_ids = segment_ids
        self.paying = paying  # positions in stops that pay
        self.revenue = revenue  # stop revenue before bonuses
        self.extension_ids = extension_ids  # interconnection extension (earns bonuses only)
        self.memo: dict[Any, Any] = {}

    @cached_property
    def stops(self) -> tuple[NetStop, ...]:
        return tuple(self.net.stops[i] for i in self.stop_ids)

    @cached_property
    def segments(self) -> tuple[Segment, ...]:
        return tuple(self.net.segments[i] for i in self.segment_ids)

    @cached_property
    def extension(self) -> tuple[Segment, ...]:
        return tuple(self.net.segments[i] for i in self.extension_ids)

    @cached_property
    def counted(self) -> tuple[NetStop, ...]:
        return tuple(self.stops[i] for i in self.paying)

    @cached_property
    def nodes(self) -> frozenset:
        return frozenset(s.node for s in self.stops)

    @cached_property
    def stop_hexes(self) -> tuple[str, ...]:
        return tuple(s.hex for s in self.stops)

    @cached_property
    def paths(self) -> tuple[tuple[str, int], ...]:
        return tuple(p for seg in self.segments for p in seg.paths)

    @cached_property
    def hexes(self) -> frozenset[str]:
        """Every hex the route's track passes (stops' hexes included)."""
        return frozenset(h for seg in self.segments for h in seg.hexes) | frozenset(self.stop_hexes)

    @cached_property
    def tags(self) -> frozenset[str]:
        """``group`` tags of the hexes the route stops in."""
        out: set[str] = set()
        for h in set(self.stop_hexes):
            out |= self.ctx.hex_tags(h)
        return frozenset(out)
