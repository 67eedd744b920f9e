"""Tiles: track paths between hex edges and stops, as data.

A tile is written in ``assets/`` as a TOML table (see ``assets/README.md``)::

    [tile.57]
    color = "yellow"
    stops = [{kind = "city", slots = 1, revenue = 20}]
    paths = ["0-c0", "c0-3"]

Path ends are either an edge number (``0``-``5``, 18xx.games numbering) or a stop
reference: ``c``/``t``/``o``/``j`` (city, town, offboard, junction) followed by the
index among stops *of that kind*.  Revenue is a number, or a table by phase colour
for offboards.  The model is immutable; a placed tile is a ``(TileDef, rotation)``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from engine.errors import DataError
from engine.i18n import Msg, msg

COLOR_ORDER = ("white", "yellow", "green", "brown", "gray")
ALL_COLORS = COLOR_ORDER + ("red", "blue", "purple")
STOP_KINDS = {"c": "city", "t": "town", "o": "offboard", "j": "junction"}
KIND_PREFIX = {v: k for k, v in STOP_KINDS.items()}
# Phase colours in order; "blue" is 18GB's estuary phase (4+2) between green and brown.
PHASE_COLORS = ("yellow", "green", "blue", "brown", "gray")
_END = re.compile(r"^(?:([0-5])|([ctoj])(\d+))$")


@dataclass(frozen=True)
class Revenue:
    """A stop's revenue: a flat value, or one value per phase colour (offboards)."""

    flat: int = 0
    by_color: tuple[tuple[str, int], ...] = ()

    def at(self, phase_color: str) -> int:
        if not self.by_color:
            return self.flat
        table = dict(self.by_color)
        if phase_color in table:
            return table[phase_color]
        # Phase colours past the last printed one keep the last printed value.
        best = self.by_color[0][1]
        for color in PHASE_COLORS:
            if color in table:
                best = table[color]
            if color == phase_color:
                break
        return best

    @property
    def maximum(self) -> int:
        return max([self.flat] + [v for _, v in self.by_color])

    @classmethod
    def parse(cls, raw: Any, where: str) -> Revenue:
        if raw is None:
            return cls()
        if isinstance(raw, int) and not isinstance(raw, bool):
            return cls(flat=raw)
        if isinstance(raw, Mapping):
            pairs = []
            for color, value in raw.items():
                if color not in PHASE_COLORS or not isinstance(value, int):
                    raise DataError(f"{where}: revenue by colour needs {PHASE_COLORS} keys and integers")
                pairs.append((color, value))
            pairs.sort(key=lambda p: PHASE_COLORS.index(p[0]))
            return cls(by_color=tuple(pairs))
        raise DataError(f"{where}: revenue must be an integer or a table by phase colour")


@dataclass(frozen=True)
class Stop:
    kind: str  # city | town | offboard | junction
    revenue: Revenue = Revenue()
    slots: int = 0
    group: str = ""  # free tag used by title rules (offboard pairs, compass points...)
    #: the hex side a stop is drawn at, when not the centre (unrotated): the track from its
    #: other sides meets on the way in, so a company's routes may use only one of those paths
    #: (18MEX's Copper Canyon, tile 470: a town at side 0 with track to sides 0, 3 and 4, as
    #: 18xx.games reads it; see ``side_point``)
    side: int | None = None


def side_point(stop: Stop, path: Path, rotation: int) -> bool:
    """Does ``path`` (rotated) run from ``stop``, drawn at a side, to another side?  Such paths
    of one stop share the stretch of track next to it: a company's routes may use one of them
    (a route may not come in by one and leave by another)."""
    if stop.side is None or len(path.edges) != 1:
        return False
    return path.edges[0] != (stop.side + rotation) % 6


@dataclass(frozen=True)
class End:
    """One end of a path: an edge (``edge`` set) or a stop (``stop`` = index in Tile.stops)."""

    edge: int | None = None
    stop: int | None = None

    def rotated(self, rotation: int) -> End:
        if self.edge is None:
            return self
        return End(edge=(self.edge + rotation) % 6)


@dataclass(frozen=True)
class Path:
    a: End
    b: End
    terminal: bool = False  # a route must end at this path's stop (e.g. 18MEX Mérida)
    a_lane: tuple[int, int] = (1, 0)  # (lanes at this end, which lane): dual-lane edges
    b_lane: tuple[int, int] = (1, 0)

    def rotated(self, rotation: int) -> Path:
        return Path(self.a.rotated(rotation), self.b.rotated(rotation), self.terminal, self.a_lane, self.b_lane)

    @cached_property
    def edges(self) -> tuple[int, ...]:
        """(Cached: a path never changes, and every network walk asks.)"""
        return tuple(e.edge for e in (self.a, self.b) if e.edge is not None)

    @cached_property
    def stops(self) -> tuple[int, ...]:
        return tuple(e.stop for e in (self.a, self.b) if e.stop is not None)

    def ends(self) -> frozenset[End]:
        return frozenset((self.a, self.b))


@dataclass(frozen=True)
class FutureLabel:
    """The label a later colour must carry here (18MEX I4: green must be an "L" tile)."""

    color: str
    label: str


@dataclass(frozen=True)
class TileDef:
    name: str
    color: str
    stops: tuple[Stop, ...] = ()
    paths: tuple[Path, ...] = ()
    label: str = ""
    note: str = ""
    cost: int = 0  # paid by the lay that replaces this tile (terrain printed on the tile)
    terrain: tuple[str, ...] = ()
    future_label: FutureLabel | None = None
    companion: tuple[str, str] | None = None  # (hex, tile) laid at rotation 0 with this one

    @cached_property
    def exits(self) -> frozenset[int]:
        return frozenset(e for p in self.paths for e in p.edges)

    def stops_of(self, kind: str) -> list[int]:
        return [i for i, s in enumerate(self.stops) if s.kind == kind]

    @cached_property
    def cities(self) -> tuple[int, ...]:
        return tuple(self.stops_of("city"))

    @cached_property
    def towns(self) -> tuple[int, ...]:
        return tuple(self.stops_of("town"))

    def stop_edges(self, stop: int, rotation: int = 0) -> frozenset[int]:
        """Edges joined to a stop by a direct path (through junction-free track)."""
        out: set[int] = set()
        for p in self.paths:
            if stop in p.stops:
                out.update(p.rotated(rotation).edges)
        return frozenset(out)

    @cached_property
    def _rotations(self) -> tuple[tuple[Path, ...], ...]:
        return tuple(tuple(p.rotated(r) for p in self.paths) for r in range(6))

    def rotated_paths(self, rotation: int) -> tuple[Path, ...]:
        return self._rotations[rotation % 6]

    @cached_property
    def _rotated_exits(self) -> tuple[frozenset[int], ...]:
        return tuple(frozenset(e for p in paths for e in p.edges) for paths in self._rotations)

    def exits_at(self, rotation: int) -> frozenset[int]:
        """The hex sides the tile's track reaches at this rotation (``exits`` at rotation 0)."""
        return self._rotated_exits[rotation % 6]

    def _track_key(self, rotation: int) -> frozenset[frozenset[tuple[Any, Any]]]:
        return frozenset(frozenset((e.edge, e.stop) for e in (p.a, p.b)) for p in self.rotated_paths(rotation))

    def distinct_rotations(self) -> list[int]:
        """Rotations that give different track (a straight tile has 3, a plain city 1)."""
        return list(self._distinct)

    @cached_property
    def _canonical(self) -> tuple[int, ...]:
        """Per rotation, the first rotation laying the same track (worked out once per tile:
        every lay listing asks it for every tile that may come next)."""
        first: dict[frozenset[frozenset[tuple[Any, Any]]], int] = {}
        return tuple(first.setdefault(self._track_key(r), r) for r in range(6))

    @cached_property
    def _distinct(self) -> tuple[int, ...]:
        return tuple(r for r in range(6) if self._canonical[r] == r)

    def canonical_rotation(self, rotation: int) -> int:
        """The rotation among ``distinct_rotations`` laying the same track as ``rotation`` (a
        recorded lay may name another of several identical rotations)."""
        return self._canonical[rotation % 6]

    def settle(self) -> TileDef:
        """Work out now every answer the tile caches (its rotations, their paths' sides and
        stops, exits, distinct rotations), which would otherwise be worked out during the first
        game that asks.  A tile lives as long as its title's data; its cached answers made in
        a game sat among that game's short-lived objects, and each one kept the allocator from
        handing back the memory around it after the game (issue #28: the resident size kept
        the biggest game's peak).  Made here, with the title's data, they sit with it."""
        self.exits, self.cities, self.towns, self._rotated_exits, self._distinct  # noqa: B018
        for paths in self._rotations:
            for p in paths:
                p.edges, p.stops  # noqa: B018
        return self


# ----------------------------------------------------------------------------------------
# Parsing (our TOML tables -> TileDef), with a schema check that names the bad field.

_TILE_KEYS = {"color", "stops", "paths", "label", "note", "cost", "terrain", "future_label", "companion"}


def lane_match(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Do these two lanes ``(lanes at the side, which lane)``, facing each other across a hex
    side, join?  Equal widths join lane i to the mirrored lane; a narrower side joins the middle
    lanes of a wider one (as 18xx.games matches them)."""
    if a[0] == b[0]:
        return b[1] == a[0] - 1 - a[1]
    small, large = sorted((a, b))
    index = small[1] + (large[0] - small[0]) // 2
    return index == large[0] - 1 - large[1]


_PATH_KEYS = {"ends", "terminal", "a_lane", "b_lane"}
_STOP_KEYS = {"kind", "revenue", "slots", "group", "side"}


def parse_end(text: str, stops: tuple[Stop, ...], where: str) -> End:
    m = _END.match(text.strip())
    if not m:
        raise DataError(f"{where}: path end {text!r} is not an edge 0-5 or a stop like c0/t1/o0/j0")
    if m.group(1) is not None:
        return End(edge=int(m.group(1)))
    kind = STOP_KINDS[m.group(2)]
    nth = int(m.group(3))
    indices = [i for i, s in enumerate(stops) if s.kind == kind]
    if nth >= len(indices):
        raise DataError(f"{where}: path end {text!r} names {kind} {nth} but the tile has {len(indices)}")
    return End(stop=indices[nth])


def parse_stops(raw: Any, where: str) -> tuple[Stop, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise DataError(f"{where}: stops must be a list")
    out = []
    for i, s in enumerate(raw):
        w = f"{where} stop {i}"
        if not isinstance(s, Mapping):
            raise DataError(f"{w}: must be a table")
        extra = set(s) - _STOP_KEYS
        if extra:
            raise DataError(f"{w}: unknown keys {sorted(extra)}")
        kind = s.get("kind")
        if kind not in KIND_PREFIX:
            raise DataError(f"{w}: kind must be one of {sorted(KIND_PREFIX)}")
        slots = s.get("slots", 1 if kind == "city" else 0)
        if not isinstance(slots, int) or slots < 0 or (kind == "city" and slots < 1):
            raise DataError(f"{w}: slots must be a positive integer for a city")
        if kind != "city" and slots:
            raise DataError(f"{w}: only cities have token slots")
        group = s.get("group", "")
        if not isinstance(group, str):
            raise DataError(f"{w}: group must be a string")
        side = s.get("side")
        if side is not None and (not isinstance(side, int) or isinstance(side, bool) or not 0 <= side <= 5):
            raise DataError(f"{w}: side must be a hex side, 0 to 5")
        stop = Stop(kind=kind, revenue=Revenue.parse(s.get("revenue"), w), slots=slots, group=group, side=side)
        out.append(stop)
    return tuple(out)


def parse_paths(raw: Any, stops: tuple[Stop, ...], where: str) -> tuple[Path, ...]:
    """Paths are strings ``"0-c0"`` or tables ``{ends = "0-c0", terminal = true, a_lane = [2, 0]}``."""
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise DataError(f"{where}: paths must be a list")
    out = []
    for item in raw:
        opts: Mapping[str, Any] = {}
        if isinstance(item, Mapping):
            extra = set(item) - _PATH_KEYS
            if extra:
                raise DataError(f"{where}: path has unknown keys {sorted(extra)}")
            opts, text = item, item.get("ends")
        else:
            text = item
        if not isinstance(text, str):
            raise DataError(f"{where}: a path must be a string like '0-c0' or a table with 'ends'")
        parts = text.split("-")
        if len(parts) != 2:
            raise DataError(f"{where}: path {text!r} must join exactly two ends with '-'")
        a, b = (parse_end(p, stops, where) for p in parts)
        if a == b:
            raise DataError(f"{where}: path {text!r} joins an end to itself")
        lanes = []
        for key in ("a_lane", "b_lane"):
            lane = opts.get(key, [1, 0])
            if not (
                isinstance(lane, list)
                and len(lane) == 2
                and all(isinstance(v, int) for v in lane)
                and 0 <= lane[1] < lane[0]
            ):
                raise DataError(f"{where}: {key} must be [lanes, index]")
            lanes.append((lane[0], lane[1]))
        terminal = opts.get("terminal", False)
        if not isinstance(terminal, bool):
            raise DataError(f"{where}: terminal must be true or false")
        out.append(Path(a, b, terminal, lanes[0], lanes[1]))
    return tuple(out)


def parse_future_label(raw: Any, where: str) -> FutureLabel | None:
    if raw is None:
        return None
    if not (
        isinstance(raw, Mapping)
        and set(raw) == {"color", "label"}
        and raw["color"] in COLOR_ORDER
        and isinstance(raw["label"], str)
    ):
        raise DataError(f'{where}: future_label must be {{color = <tile colour>, label = <text or "">}}')
    return FutureLabel(raw["color"], raw["label"])


def parse_tile(name: str, raw: Any, where: str = "") -> TileDef:
    w = f"{where}tile {name}"
    if not isinstance(raw, Mapping):
        raise DataError(f"{w}: must be a table")
    extra = set(raw) - _TILE_KEYS
    if extra:
        raise DataError(f"{w}: unknown keys {sorted(extra)}")
    color = raw.get("color")
    if color not in ALL_COLORS:
        raise DataError(f"{w}: color must be one of {ALL_COLORS}")
    stops = parse_stops(raw.get("stops"), w)
    paths = parse_paths(raw.get("paths"), stops, w)
    label = raw.get("label", "")
    if not isinstance(label, str):
        raise DataError(f"{w}: label must be a string")
    used = {s for p in paths for s in p.stops}
    for i, st in enumerate(stops):
        if st.kind == "junction" and i not in used:
            raise DataError(f"{w}: junction {i} has no path")
    cost = raw.get("cost", 0)
    if not isinstance(cost, int) or cost < 0:
        raise DataError(f"{w}: cost must be a non-negative integer")
    terrain = raw.get("terrain", [])
    if not isinstance(terrain, list) or not all(isinstance(t, str) for t in terrain):
        raise DataError(f"{w}: terrain must be a list of strings")
    companion = raw.get("companion")
    if companion is not None:
        if not (
            isinstance(companion, Mapping)
            and set(companion) == {"hex", "tile"}
            and all(isinstance(v, str) for v in companion.values())
        ):
            raise DataError(f"{w}: companion must be {{hex = <hex id>, tile = <tile name>}}")
        companion = (companion["hex"], companion["tile"])
    return TileDef(
        name=str(name),
        color=color,
        stops=stops,
        paths=paths,
        label=label,
        note=str(raw.get("note", "")),
        cost=cost,
        terrain=tuple(terrain),
        future_label=parse_future_label(raw.get("future_label"), w),
        companion=companion,
    )


def parse_tiles(table: Any, where: str = "") -> dict[str, TileDef]:
    if not isinstance(table, Mapping):
        raise DataError(f"{where}: [tile] must be a table of tiles")
    return {str(k): parse_tile(str(k), v, where) for k, v in table.items()}


def merged(*catalogs: Iterable[tuple[str, TileDef]]) -> dict[str, TileDef]:
    out: dict[str, TileDef] = {}
    for cat in catalogs:
        for k, v in cat:
            out[k] = v
    return out


#: tile colours inside a sentence
COLOR_NAMES: dict[str, Msg] = {
    "white": msg("white"),
    "yellow": msg("yellow"),
    "green": msg("green"),
    "brown": msg("brown"),
    "gray": msg("gray"),
    "red": msg("red"),
    "blue": msg("blue"),
    "purple": msg("purple"),
}


def color_name(color: str) -> str:
    """A tile colour's word in the player's language (the colour itself when unknown)."""
    return COLOR_NAMES.get(color, color)
