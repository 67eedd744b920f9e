"""Drawable geometry of a board: hex outlines, track, cities, towns, text positions.

Pure Python + shapely, no Qt: the map scene and the printer draw the same shapes.
All coordinates are screen coordinates (y grows downwards) in units of ``size``, the
hex circumradius (centre to corner).  18xx.games numbers edges so that, on a flat map,
edge 0 is the bottom side; :mod:`engine.hexgrid` holds that convention
(``Grid.edge_angle``) and everything here follows from it.

The tile part of a hex (track, stops, revenue, label) depends only on the tile, its
rotation, the layout and ``size``; it is computed once in hex-local coordinates
(centre at the origin) and translated to each hex centre.  Hex-level text (location
name, terrain cost, coordinate) is then placed where it does not cover the tile.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np
import shapely
from shapely import affinity
from shapely.geometry import LineString, Point, Polygon, box
from shapely.geometry.base import BaseGeometry
from shapely.ops import substring, unary_union

from engine.board import Board, Border, HexDef
from engine.hexgrid import EDGE0_ANGLE, Grid, Layout, opposite
from engine.tiles import TileDef

SQRT3 = math.sqrt(3.0)

# Proportions of the circumradius (18xx.games draws a circumradius of 100 with 25 px slots).
TRACK_WIDTH = 0.09
CASING_WIDTH = 0.16  # the white band under the track
SLOT_RADIUS = 0.25
SMALL_SLOT_RADIUS = 0.2  # slots on tiles with several cities
TOWN_BAR = (0.34, 0.11)  # length, width
TOWN_DOT = 0.09
JUNCTION_DOT = 0.05
STOP_OFFSET = 0.5  # off-centre stops sit at this fraction of the apothem
ARC_STEPS = 24

# Text sizes (font pixel height, as a fraction of the circumradius).
FONT_LABEL = 0.3
FONT_REVENUE = 0.19
FONT_NAME = 0.15
FONT_COORD = 0.13
FONT_COST = 0.15
CHAR_WIDTH = 0.62  # average glyph width per pixel of font height, for placement only

XY = tuple[float, float]


# ----------------------------------------------------------------------------------------
# Result types


@dataclass(frozen=True)
class Track:
    """A path drawn as a line; ``stub`` marks a track end cut short by an offboard arrow."""

    line: LineString
    path: int  # index of the path in the tile's path list
    edges: tuple[int, ...] = ()  # rotated edges this track touches


@dataclass(frozen=True)
class CityGeom:
    stop: int  # index in TileDef.stops
    centre: XY
    slots: tuple[XY, ...]
    radius: float
    body: Polygon  # the white area behind the slots
    revenue: int = 0


@dataclass(frozen=True)
class TownGeom:
    stop: int
    centre: XY
    shape: str  # "bar" | "dot"
    angle: float = 0.0  # degrees, direction of the bar's long axis
    outline: Polygon | None = None  # the bar rectangle or the dot disc
    revenue: int = 0


@dataclass(frozen=True)
class OffboardGeom:
    stop: int
    centre: XY
    arrows: tuple[Polygon, ...]  # one tapered arrow per exit edge


@dataclass(frozen=True)
class RevenueRow:
    """Revenue by phase colour (offboards, red/gray cities): a row of boxes side by side."""

    stop: int
    revenues: tuple[tuple[str, int], ...]  # (phase colour, or "" for a flat value; value)
    boxes: tuple[Polygon, ...]


@dataclass(frozen=True)
class TextItem:
    kind: str  # label | revenue | name | coord | cost | home
    text: str
    pos: XY  # centre of the text
    size: float  # font pixel height in scene units
    box: Polygon | None = None  # the area reserved for it (approximate)
    clear: bool = True  # False when no free spot was found: it overlaps the drawing


@dataclass(frozen=True)
class BorderGeom:
    edge: int
    type: str
    cost: int
    line: LineString  # the hex side, corner to corner
    band: Polygon  # strip of width ``size * 0.06`` inside this hex along the side
    cost_pos: XY | None = None


@dataclass(frozen=True)
class TerrainMark:
    kinds: tuple[str, ...]
    pos: XY  # centre of the icon
    size: float  # icon height
    cost: int = 0
    cost_pos: XY | None = None


@dataclass(frozen=True)
class TileGeometry:
    """Everything a tile draws, for one rotation, in some coordinate frame."""

    tracks: tuple[Track, ...] = ()
    cities: tuple[CityGeom, ...] = ()
    towns: tuple[TownGeom, ...] = ()
    offboards: tuple[OffboardGeom, ...] = ()
    junctions: tuple[XY, ...] = ()
    texts: tuple[TextItem, ...] = ()
    revenue_rows: tuple[RevenueRow, ...] = ()
    occupied: BaseGeometry = field(default_factory=Polygon)  # union of everything drawn


@dataclass(frozen=True)
class HexGeometry:
    hex_id: str
    centre: XY
    polygon: Polygon
    color: str
    tile: TileGeometry
    borders: tuple[BorderGeom, ...] = ()
    terrain: TerrainMark | None = None
    texts: tuple[TextItem, ...] = ()  # name, coordinate (tile texts are in ``tile.texts``)
    home_slots: tuple[tuple[str, int, int], ...] = ()  # (company, city stop index, slot index)

    @property
    def tracks(self) -> tuple[Track, ...]:
        return self.tile.tracks

    @property
    def cities(self) -> tuple[CityGeom, ...]:
        return self.tile.cities

    @property
    def towns(self) -> tuple[TownGeom, ...]:
        return self.tile.towns

    @property
    def offboards(self) -> tuple[OffboardGeom, ...]:
        return self.tile.offboards

    @property
    def revenue_rows(self) -> tuple[RevenueRow, ...]:
        return self.tile.revenue_rows

    def all_texts(self) -> tuple[TextItem, ...]:
        return self.tile.texts + self.texts


# ----------------------------------------------------------------------------------------
# Basic shapes


def _unit(angle_deg: float) -> XY:
    a = math.radians(angle_deg)
    return (math.cos(a), math.sin(a))


def apothem(size: float) -> float:
    return size * SQRT3 / 2


def hex_corners(layout: Layout, size: float, centre: XY = (0.0, 0.0)) -> list[XY]:
    first = 0.0 if layout is Layout.FLAT else 30.0
    cx, cy = centre
    return [
        (cx + size * math.cos(math.radians(first + 60 * i)), cy + size * math.sin(math.radians(first + 60 * i)))
        for i in range(6)
    ]


def hex_polygon(grid: Grid, hex_id: str, size: float = 1.0) -> Polygon:
    cx, cy = grid.centre(hex_id, size)
    corners = [
        (cx + size * math.cos(math.radians(a)), cy + size * math.sin(math.radians(a))) for a in grid.corner_angles()
    ]
    return Polygon(corners)


def _edge_angle(layout: Layout, edge: int) -> float:
    """Screen angle (degrees) from the centre to the middle of an edge, as Grid.edge_angle."""
    return EDGE0_ANGLE[layout] + 60.0 * (edge % 6)


def edge_midpoint(layout: Layout, edge: int, size: float = 1.0) -> XY:
    ux, uy = _unit(_edge_angle(layout, edge))
    a = apothem(size)
    return (ux * a, uy * a)


def edge_segment(layout: Layout, edge: int, size: float = 1.0) -> LineString:
    """The hex side of an edge, corner to corner (hex-local)."""
    ang = _edge_angle(layout, edge)
    c1 = _unit(ang - 30)
    c2 = _unit(ang + 30)
    return LineString([(c1[0] * size, c1[1] * size), (c2[0] * size, c2[1] * size)])


def _arc(centre: XY, radius: float, a0: float, a1: float, steps: int = ARC_STEPS) -> list[XY]:
    """Points on a circle from angle a0 to a1 (degrees), the short way round."""
    d = (a1 - a0 + 180) % 360 - 180
    return [
        (
            centre[0] + radius * math.cos(math.radians(a0 + d * i / steps)),
            centre[1] + radius * math.sin(math.radians(a0 + d * i / steps)),
        )
        for i in range(steps + 1)
    ]


def edge_to_edge(layout: Layout, e1: int, e2: int, size: float = 1.0) -> LineString:
    """Track between two edges: straight for opposite edges, else a circular arc that
    meets both sides at right angles (sharp: radius size/2 round the shared corner;
    gentle: radius 1.5*size round the point where the two sides' lines cross)."""
    m1, m2 = edge_midpoint(layout, e1, size), edge_midpoint(layout, e2, size)
    if (e1 - e2) % 6 == 3:
        return LineString([m1, m2])
    a1, a2 = _edge_angle(layout, e1), _edge_angle(layout, e2)
    diff = (a2 - a1 + 180) % 360 - 180  # -120, -60, 60 or 120
    mid = a1 + diff / 2
    half = abs(diff) / 2
    dist = apothem(size) / math.cos(math.radians(half))  # where the two side lines cross
    cx, cy = _unit(mid)
    c = (cx * dist, cy * dist)
    start = math.degrees(math.atan2(m1[1] - c[1], m1[0] - c[0]))
    end = math.degrees(math.atan2(m2[1] - c[1], m2[0] - c[0]))
    radius = math.dist(c, m1)
    pts = _arc(c, radius, start, end)
    pts[0], pts[-1] = m1, m2  # exact ends
    return LineString(pts)


def _bezier(p0: XY, p1: XY, p2: XY, steps: int = 16) -> list[XY]:
    out = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        out.append(
            (u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1])
        )
    return out


def edge_to_point(layout: Layout, edge: int, point: XY, size: float = 1.0) -> LineString:
    """Track from an edge midpoint to a stop: leaves the edge at a right angle, then bends
    smoothly to the stop (straight when the stop is straight ahead)."""
    m = edge_midpoint(layout, edge, size)
    ux, uy = _unit(_edge_angle(layout, edge))
    # component of (point - m) along the inward normal
    depth = (m[0] - point[0]) * ux + (m[1] - point[1]) * uy
    lateral = abs((point[0] - m[0]) * -uy + (point[1] - m[1]) * ux)
    if lateral < 1e-9 * max(size, 1) or depth <= 0:
        return LineString([m, point])
    ctrl = (m[0] - ux * depth * 0.6, m[1] - uy * depth * 0.6)
    pts = _bezier(m, ctrl, point)
    pts[0], pts[-1] = m, point
    return LineString(pts)


def _circle(c: XY, r: float) -> Polygon:
    return Point(c).buffer(r, quad_segs=16)


def _text_box(pos: XY, text: str, font: float) -> Polygon:
    lines = text.split("\n")
    w = max(1, max(len(line) for line in lines)) * font * CHAR_WIDTH + font * 0.2
    h = font * 1.1 * len(lines)
    return box(pos[0] - w / 2, pos[1] - h / 2, pos[0] + w / 2, pos[1] + h / 2)


# ----------------------------------------------------------------------------------------
# Placement of text and marks: first candidate that stays in the hex and off the drawing.


def _place_scored(
    shape: Polygon, candidates: Iterable[XY], occupied: BaseGeometry, inside: Polygon
) -> tuple[XY, float]:
    best: tuple[float, XY] | None = None
    cx, cy = shape.centroid.x, shape.centroid.y
    for pos in candidates:
        moved = affinity.translate(shape, pos[0] - cx, pos[1] - cy)
        bad = moved.difference(inside).area * 4
        if not occupied.is_empty:
            bad += moved.intersection(occupied).area
        if bad <= 1e-12:
            return pos, 0.0
        if best is None or bad < best[0] - 1e-12:
            best = (bad, pos)
    assert best is not None
    return best[1], best[0]


def _place(shape: Polygon, candidates: Iterable[XY], occupied: BaseGeometry, inside: Polygon) -> XY:
    """The first candidate centre where ``shape`` stays inside and off ``occupied``, else
    the candidate with the least overlap."""
    return _place_scored(shape, candidates, occupied, inside)[0]


def coord_position(layout: Layout, size: float) -> XY:
    """Where the hex coordinate is written: the left corner of a flat hex, the top of a pointy one."""
    return (-0.74 * size, 0.0) if layout is Layout.FLAT else (0.0, -0.76 * size)


def _coord_reserve(layout: Layout, size: float) -> Polygon:
    return _text_box(coord_position(layout, size), "W99", FONT_COORD * size)


def _ring(radius: float, angles: Iterable[float]) -> list[XY]:
    return [(radius * math.cos(math.radians(a)), radius * math.sin(math.radians(a))) for a in angles]


def _candidates(size: float, layout: Layout, order: str) -> list[XY]:
    """Candidate text centres (hex-local).  ``order`` picks the preference."""
    a = apothem(size)
    if order == "label":  # left/right of the centre first, like printed maps
        return (
            _ring(0.62 * size, [180, 0, 210, 330, 150, 30])
            + _ring(0.45 * size, [180, 0, 240, 300, 120, 60])
            + _ring(0.7 * a, [270, 90])
        )
    if order == "revenue":
        return (
            _ring(0.5 * size, [300, 240, 60, 120, 0, 180])
            + _ring(0.66 * size, [330, 210, 30, 150, 270, 90])
            + _ring(0.36 * size, [270, 90, 0, 180])
        )
    if order == "name":  # under or over the centre
        return (
            [(0.0, 0.6 * a), (0.0, -0.6 * a), (0.0, 0.72 * a), (0.0, -0.72 * a)]
            + _ring(0.5 * size, [30, 150, 330, 210])
            + [(0.0, 0.45 * a), (0.0, -0.45 * a)]
            + [(dx * size, dy * a) for dy in (0.62, -0.62, 0.4, -0.4) for dx in (0.25, -0.25)]
        )
    if order == "terrain":
        return (
            _ring(0.5 * size, [90, 270, 30, 150, 330, 210, 0, 180])
            + _ring(0.3 * size, [90, 270, 0, 180])
            + [(0.0, 0.0)]
        )
    if order == "offboard":
        return [
            (0.0, 0.0),
            (0.0, -0.3 * a),
            (0.0, 0.3 * a),
            (0.0, -0.5 * a),
            (0.0, 0.5 * a),
            (0.0, -0.62 * a),
            (0.0, 0.62 * a),
        ]
    raise ValueError(order)


# ----------------------------------------------------------------------------------------
# Tile geometry (hex-local, cached)


def _stop_positions(tile: TileDef, rotation: int, layout: Layout, size: float) -> dict[int, XY]:
    """Where each stop sits: one read at a side (``Stop.side``) toward that side, where a
    route reads it; alone (or a junction) at the centre; several toward the mean of the edges
    each connects to."""
    placed = [i for i, s in enumerate(tile.stops) if s.kind != "junction"]
    pos: dict[int, XY] = {i: (0.0, 0.0) for i, s in enumerate(tile.stops) if s.kind == "junction"}
    for i, stop in enumerate(tile.stops):  # a stop read at a side is drawn there (Stop.side)
        if stop.side is not None:
            ux, uy = _unit(_edge_angle(layout, stop.side + rotation))
            pos[i] = (ux * STOP_OFFSET * apothem(size), uy * STOP_OFFSET * apothem(size))
    placed = [i for i in placed if i not in pos]
    if len(placed) <= 1:
        for i in placed:
            pos[i] = (0.0, 0.0)
        return pos
    dirs: dict[int, float] = {}
    pending = []
    for i in placed:
        edges = tile.stop_edges(i, rotation)
        vx = sum(_unit(_edge_angle(layout, e))[0] for e in edges)
        vy = sum(_unit(_edge_angle(layout, e))[1] for e in edges)
        if edges and math.hypot(vx, vy) > 0.3:
            dirs[i] = math.degrees(math.atan2(vy, vx))
        else:
            pending.append(i)
    # Stops with no clear direction take the free direction farthest from the others.
    default = (
        [210.0, 30.0, 330.0, 150.0, 270.0, 90.0] if layout is Layout.FLAT else [180.0, 0.0, 240.0, 60.0, 300.0, 120.0]
    )
    for i in pending:
        if not dirs:
            dirs[i] = default[0]
            continue
        choices = default + [a + 15 for a in range(0, 360, 30)]

        def gap(a: float) -> float:
            return min(abs((a - d + 180) % 360 - 180) for d in dirs.values())

        dirs[i] = max(choices, key=gap)
    a = apothem(size)
    n_cities = len(tile.cities)
    reach: dict[int, float] = {}  # how far each stop's drawing extends from its centre
    for i in dirs:
        st = tile.stops[i]
        if st.kind == "city":
            r = _slot_radius(n_cities, len(placed), size)
            reach[i] = max(math.hypot(x, y) for x, y in _slot_layout(st.slots, r)) + r
        else:
            reach[i] = TOWN_DOT * size
    for i, ang in dirs.items():
        # big cities come in toward the centre so that they stay inside the hex
        dist = max(0.0, min(STOP_OFFSET * a, 0.97 * a - reach[i]))
        ux, uy = _unit(ang)
        pos[i] = (ux * dist, uy * dist)
    # small stops that touch a city move outward along their direction
    for i, ang in dirs.items():
        if tile.stops[i].kind == "city":
            continue
        ux, uy = _unit(ang)
        dist = math.hypot(*pos[i])
        while dist < 0.8 * a and any(
            math.dist(pos[i], pos[j]) < reach[i] + reach[j] + 0.04 * size
            for j in dirs
            if j != i and tile.stops[j].kind == "city"
        ):
            dist += 0.04 * size
            pos[i] = (ux * dist, uy * dist)
    return pos


def _slot_radius(n_cities: int, n_stops: int, size: float) -> float:
    return SLOT_RADIUS * size if n_cities <= 1 and n_stops <= 1 else SMALL_SLOT_RADIUS * size


def _slot_layout(n: int, r: float) -> list[XY]:
    if n <= 1:
        return [(0.0, 0.0)]
    if n == 2:
        return [(-r, 0.0), (r, 0.0)]
    if n == 3:
        d = r * 2 / SQRT3
        return [(0.0, -d), (d * SQRT3 / 2, d / 2), (-d * SQRT3 / 2, d / 2)]
    if n == 4:
        return [(-r, -r), (r, -r), (r, r), (-r, r)]
    d = r / math.sin(math.pi / n)
    return [
        (d * math.cos(2 * math.pi * k / n - math.pi / 2), d * math.sin(2 * math.pi * k / n - math.pi / 2))
        for k in range(n)
    ]


def _arrow(layout: Layout, edge: int, size: float) -> Polygon:
    """An offboard exit: full-width track from the edge, tapering to a point inward."""
    a = apothem(size)
    ux, uy = _unit(_edge_angle(layout, edge))
    px, py = -uy, ux
    w = TRACK_WIDTH * size * 1.6 / 2
    d0, d1, d2 = a, a * 0.78, a * 0.5
    pts = [
        (ux * d0 + px * w, uy * d0 + py * w),
        (ux * d1 + px * w, uy * d1 + py * w),
        (ux * d2, uy * d2),
        (ux * d1 - px * w, uy * d1 - py * w),
        (ux * d0 - px * w, uy * d0 - py * w),
    ]
    return Polygon(pts)


@lru_cache(maxsize=4096)
def tile_geometry(tile: TileDef, rotation: int, layout: Layout, size: float = 1.0) -> TileGeometry:
    """Drawable parts of a tile in hex-local coordinates (centre at the origin).

    Track and stops first, then the texts, each placed clear of what is already drawn: the
    revenue rows by phase colour, the revenue circles, the label."""
    rotation %= 6
    pos = _stop_positions(tile, rotation, layout, size)
    on_curve = _town_on_curve(tile, rotation, layout, size)
    tracks, arrows = _tracks(tile, rotation, layout, size, pos, on_curve)
    cities, towns, offboards, junctions = _stop_shapes(tile, rotation, layout, size, pos, on_curve, arrows)
    occupied = _occupied(tracks, cities, towns, offboards, layout, size)
    inside = Polygon(hex_corners(layout, size * 0.94))
    rows, occupied = _revenue_rows(tile, cities, towns, offboards, layout, size, occupied, inside)
    texts, occupied = _revenue_texts(cities, towns, layout, size, occupied, inside)
    if tile.label:
        label, occupied = _label_text(tile.label, layout, size, occupied, inside)
        texts.append(label)
    return TileGeometry(
        tuple(tracks),
        tuple(cities),
        tuple(towns),
        tuple(offboards),
        tuple(junctions),
        tuple(texts),
        tuple(rows),
        occupied,
    )


def _non_junctions(tile: TileDef) -> list[int]:
    return [i for i, s in enumerate(tile.stops) if s.kind != "junction"]


def _town_on_curve(tile: TileDef, rotation: int, layout: Layout, size: float) -> dict[int, LineString]:
    """A lone town with exactly two exits sits on the curve between them (tiles 3, 4, 58):
    {that town: the curve}, else empty."""
    stops, paths = tile.stops, tile.rotated_paths(rotation)
    non_junction = _non_junctions(tile)
    if len(non_junction) == 1 and stops[non_junction[0]].kind == "town":
        t = non_junction[0]
        edges = sorted(tile.stop_edges(t, rotation))
        direct = [p for p in paths if t in p.stops]
        if len(edges) == 2 and len(direct) == 2 and all(len(p.edges) == 1 for p in direct):
            return {t: edge_to_edge(layout, edges[0], edges[1], size)}
    return {}


def _tracks(
    tile: TileDef,
    rotation: int,
    layout: Layout,
    size: float,
    pos: dict[int, XY],
    on_curve: dict[int, LineString],
) -> tuple[list[Track], dict[int, list[Polygon]]]:
    """The track lines of every path, and the arrows of paths that end in an offboard
    ({offboard stop: arrows}): an offboard draws arrows where other stops draw track."""
    stops = tile.stops
    tracks: list[Track] = []
    arrows: dict[int, list[Polygon]] = {}
    for n, p in enumerate(tile.rotated_paths(rotation)):
        ends = (p.a, p.b)
        if p.a.edge is not None and p.b.edge is not None:  # edge to edge
            tracks.append(Track(edge_to_edge(layout, p.a.edge, p.b.edge, size), n, (p.a.edge, p.b.edge)))
            continue
        stop_ends = [e.stop for e in ends if e.stop is not None]
        edge_ends = [e.edge for e in ends if e.edge is not None]
        if edge_ends:
            edge, stop = edge_ends[0], stop_ends[0]
            if stops[stop].kind == "offboard":
                arrows.setdefault(stop, []).append(_arrow(layout, edge, size))
                continue
            if stop in on_curve:
                curve = on_curve[stop]
                m = edge_midpoint(layout, edge, size)
                if math.dist(curve.coords[0], m) > 1e-6:
                    curve = LineString(list(curve.coords)[::-1])
                tracks.append(Track(substring(curve, 0.0, 0.5, normalized=True), n, (edge,)))
                continue
            tracks.append(Track(edge_to_point(layout, edge, pos[stop], size), n, (edge,)))
        else:
            a, b = stop_ends
            if math.dist(pos[a], pos[b]) > 1e-9:
                tracks.append(Track(LineString([pos[a], pos[b]]), n, ()))
    return tracks, arrows


def _stop_shapes(
    tile: TileDef,
    rotation: int,
    layout: Layout,
    size: float,
    pos: dict[int, XY],
    on_curve: dict[int, LineString],
    arrows: dict[int, list[Polygon]],
) -> tuple[list[CityGeom], list[TownGeom], list[OffboardGeom], list[XY]]:
    """(cities, towns, offboards, junction points): each stop's shape at its position."""
    cities: list[CityGeom] = []
    towns: list[TownGeom] = []
    offboards: list[OffboardGeom] = []
    junctions: list[XY] = []
    n_cities, n_stops = len(tile.cities), len(_non_junctions(tile))
    for i, s in enumerate(tile.stops):
        c = pos[i]
        if s.kind == "city":
            r = _slot_radius(n_cities, n_stops, size)
            slots = tuple((c[0] + x, c[1] + y) for x, y in _slot_layout(s.slots, r))
            body = unary_union([_circle(q, r) for q in slots]).convex_hull
            cities.append(CityGeom(i, c, slots, r, body, s.revenue.flat))
        elif s.kind == "town":
            towns.append(_town_shape(tile, rotation, layout, size, i, c, n_stops, on_curve))
        elif s.kind == "junction":
            junctions.append(c)
        elif s.kind == "offboard":
            offboards.append(OffboardGeom(i, c, tuple(arrows.get(i, []))))
    return cities, towns, offboards, junctions


def _town_shape(
    tile: TileDef,
    rotation: int,
    layout: Layout,
    size: float,
    i: int,
    c: XY,
    n_stops: int,
    on_curve: dict[int, LineString],
) -> TownGeom:
    """A bar across the track for a lone town on a curve or at one exit, else a dot."""
    revenue = tile.stops[i].revenue.flat
    edges = sorted(tile.stop_edges(i, rotation))
    if i in on_curve:
        curve = on_curve[i]
        mid = curve.interpolate(0.5, normalized=True)
        before = curve.interpolate(0.49, normalized=True)
        after = curve.interpolate(0.51, normalized=True)
        tang = math.degrees(math.atan2(after.y - before.y, after.x - before.x))
        return _town_bar(i, (mid.x, mid.y), tang + 90, size, revenue)
    if n_stops == 1 and len(edges) == 1:
        return _town_bar(i, c, _edge_angle(layout, edges[0]) + 90, size, revenue)
    return TownGeom(i, c, "dot", 0.0, _circle(c, TOWN_DOT * size), revenue)


def _occupied(
    tracks: list[Track],
    cities: list[CityGeom],
    towns: list[TownGeom],
    offboards: list[OffboardGeom],
    layout: Layout,
    size: float,
) -> BaseGeometry:
    """What the texts must keep clear of: track with its casing, stops, arrows, the hex's
    coordinate corner."""
    occupied_parts: list[BaseGeometry] = [t.line.buffer(CASING_WIDTH * size / 2, cap_style="flat") for t in tracks]
    occupied_parts += [c.body.buffer(0.02 * size) for c in cities]
    occupied_parts += [t.outline.buffer(0.03 * size) for t in towns if t.outline is not None]
    occupied_parts += [a for o in offboards for a in o.arrows]
    occupied_parts.append(_coord_reserve(layout, size))
    return unary_union(occupied_parts)


def _revenue_rows(
    tile: TileDef,
    cities: list[CityGeom],
    towns: list[TownGeom],
    offboards: list[OffboardGeom],
    layout: Layout,
    size: float,
    occupied: BaseGeometry,
    inside: Polygon,
) -> tuple[list[RevenueRow], BaseGeometry]:
    """Revenue by phase colour (offboards, red/gray cities), and flat offboard revenue: a row
    of boxes, placed clear of the track.  With what is occupied once they are placed."""
    rows: list[RevenueRow] = []
    where = {o.stop: o.centre for o in offboards}
    where.update({c.stop: c.centre for c in cities})
    where.update({t.stop: t.centre for t in towns})
    for i, s in enumerate(tile.stops):
        if i not in where or not (s.revenue.by_color or s.kind == "offboard"):
            continue
        revs = s.revenue.by_color or (("", s.revenue.flat),)
        digits = max(len(str(v)) for _, v in revs)
        bw = (max(0.3, 0.12 + 0.12 * digits) if len(revs) <= 3 else 0.08 + 0.08 * digits) * size
        bh = 0.26 * size
        width = bw * len(revs)
        row = box(-width / 2, -bh / 2, width / 2, bh / 2)
        base = where[i] if s.kind == "offboard" else (0.0, 0.0)
        cands = [(base[0] + x, base[1] + y) for x, y in _candidates(size, layout, "offboard")]
        px, py = _place(row, cands, occupied, inside)
        boxes = tuple(
            box(px - width / 2 + k * bw, py - bh / 2, px - width / 2 + (k + 1) * bw, py + bh / 2)
            for k in range(len(revs))
        )
        rows.append(RevenueRow(i, tuple(revs), boxes))
        occupied = occupied.union(unary_union(boxes))
    return rows, occupied


def _revenue_texts(
    cities: list[CityGeom],
    towns: list[TownGeom],
    layout: Layout,
    size: float,
    occupied: BaseGeometry,
    inside: Polygon,
) -> tuple[list[TextItem], BaseGeometry]:
    """City/town revenue: one circle when all stops pay the same, else one per stop, right
    beside it.  With what is occupied once they are placed."""
    texts: list[TextItem] = []
    paying = [(c.stop, c.centre, c.revenue) for c in cities if c.revenue] + [
        (t.stop, t.centre, t.revenue) for t in towns if t.revenue
    ]
    if not paying:
        return texts, occupied
    values = {v for _, _, v in paying}
    groups = [(paying[0][1], paying[0][2], True)] if len(values) == 1 else [(c, v, False) for _, c, v in paying]
    for centre, value, shared in groups:
        font = FONT_REVENUE * size
        disc = _circle((0.0, 0.0), font * (0.55 + 0.22 * len(str(value))))
        if shared:
            cands = _candidates(size, layout, "revenue")
        else:  # right beside its own stop, so it is clear which stop pays what
            near = _ring(0.4 * size, [0, 180, 300, 240, 60, 120, 270, 90]) + _ring(0.48 * size, [330, 210, 30, 150])
            cands = [(centre[0] + x, centre[1] + y) for x, y in near] + _candidates(size, layout, "revenue")
        at = _place(disc, cands, occupied, inside)
        placed_disc = affinity.translate(disc, at[0], at[1])
        texts.append(TextItem("revenue", str(value), at, font, placed_disc))
        occupied = occupied.union(placed_disc)
    return texts, occupied


def _label_text(
    label: str, layout: Layout, size: float, occupied: BaseGeometry, inside: Polygon
) -> tuple[TextItem, BaseGeometry]:
    """The tile's label where it fits best (flagged when it overlaps something)."""
    font = FONT_LABEL * size
    shape = _text_box((0.0, 0.0), label, font)
    at, bad = _place_scored(shape, _candidates(size, layout, "label"), occupied, inside)
    placed_box = affinity.translate(shape, at[0], at[1])
    return TextItem("label", label, at, font, placed_box, bad <= 1e-12), occupied.union(placed_box)


def _town_bar(stop: int, c: XY, angle: float, size: float, revenue: int) -> TownGeom:
    length, width = TOWN_BAR[0] * size, TOWN_BAR[1] * size
    bar = box(-length / 2, -width / 2, length / 2, width / 2)
    bar = affinity.rotate(bar, angle, origin=(0, 0))
    bar = affinity.translate(bar, c[0], c[1])
    return TownGeom(stop, c, "bar", angle % 180, bar, revenue)


# ----------------------------------------------------------------------------------------
# Translation to the hex centre


def _mv(p: XY, dx: float, dy: float) -> XY:
    return (p[0] + dx, p[1] + dy)


def _shift(geom, dx: float, dy: float):  # noqa: ANN001, ANN202
    """Translate a geometry (4x faster than shapely.affinity.translate)."""
    if geom is None:
        return None
    off = np.array([dx, dy])
    return shapely.transform(geom, lambda c: c + off)


def _translate_tile(g: TileGeometry, dx: float, dy: float) -> TileGeometry:
    def t(geom):  # noqa: ANN001, ANN202
        return _shift(geom, dx, dy)

    return TileGeometry(
        tracks=tuple(Track(t(k.line), k.path, k.edges) for k in g.tracks),
        cities=tuple(
            CityGeom(
                c.stop, _mv(c.centre, dx, dy), tuple(_mv(s, dx, dy) for s in c.slots), c.radius, t(c.body), c.revenue
            )
            for c in g.cities
        ),
        towns=tuple(
            TownGeom(w.stop, _mv(w.centre, dx, dy), w.shape, w.angle, t(w.outline), w.revenue) for w in g.towns
        ),
        offboards=tuple(
            OffboardGeom(o.stop, _mv(o.centre, dx, dy), tuple(t(a) for a in o.arrows)) for o in g.offboards
        ),
        revenue_rows=tuple(RevenueRow(r.stop, r.revenues, tuple(t(b) for b in r.boxes)) for r in g.revenue_rows),
        junctions=tuple(_mv(j, dx, dy) for j in g.junctions),
        texts=tuple(TextItem(x.kind, x.text, _mv(x.pos, dx, dy), x.size, t(x.box), x.clear) for x in g.texts),
        occupied=t(g.occupied),
    )


# ----------------------------------------------------------------------------------------
# Hex geometry


BORDER_BAND = 0.06


def _borders(
    layout: Layout,
    borders: Iterable[Border],
    size: float,
    cost_edges: frozenset[int] | None = None,
    occupied: BaseGeometry | None = None,
) -> tuple[BorderGeom, ...]:
    """Border bands; the cost is written on the edges in ``cost_edges`` (default all), so a
    border mirrored onto the neighbour shows its cost once."""
    out = []
    hexpoly = Polygon(hex_corners(layout, size))
    if occupied is None:
        occupied = Polygon()
    for b in borders:
        seg = edge_segment(layout, b.edge, size)
        band = hexpoly.intersection(seg.buffer(BORDER_BAND * size, cap_style="flat"))
        cost_pos = None
        if b.cost and (cost_edges is None or b.edge in cost_edges):
            # beside the midpoint (where track crosses), just inside the hex, off other marks
            ux, uy = _unit(_edge_angle(layout, b.edge))
            a = apothem(size)
            px, py = -uy, ux
            cands = [
                (ux * a * d + px * t * size, uy * a * d + py * t * size)
                for d in (0.76, 0.68)
                for t in (0.3, -0.3, 0.2, -0.2)
            ]
            font = FONT_COST * size
            shape = _text_box((0.0, 0.0), f"${b.cost}", font)
            cost_pos = _place(shape, cands, occupied, Polygon(hex_corners(layout, size * 0.97)))
            occupied = occupied.union(affinity.translate(shape, cost_pos[0], cost_pos[1]))
        out.append(
            BorderGeom(b.edge, b.type, b.cost, seg, band if isinstance(band, Polygon) else band.convex_hull, cost_pos)
        )
    return tuple(out)


def _two_lines(name: str) -> str | None:
    """The name broken at the space nearest its middle (None for one word)."""
    spaces = [i for i, ch in enumerate(name) if ch == " "]
    if not spaces:
        return None
    i = min(spaces, key=lambda k: abs(k - len(name) / 2))
    return name[:i].rstrip() + "\n" + name[i + 1 :].lstrip()


def _hex_local(
    hexdef: HexDef | None,
    hex_id: str,
    tile: TileDef,
    rotation: int,
    borders: tuple[Border, ...],
    layout: Layout,
    size: float,
    show_terrain: bool,
    cost_edges: frozenset[int] | None = None,
) -> tuple:
    tg = tile_geometry(tile, rotation, layout, size)
    occupied = tg.occupied
    inside = Polygon(hex_corners(layout, size * 0.94))
    texts: list[TextItem] = []

    # Coordinate, small, in a corner (left corner for flat hexes, top corner for pointy).
    font = FONT_COORD * size
    cpos = coord_position(layout, size)
    cbox = _text_box(cpos, hex_id, font)
    texts.append(TextItem("coord", hex_id, cpos, font, cbox))
    occupied = occupied.union(cbox)

    bgeoms = _borders(layout, borders, size, cost_edges, occupied)
    for b in bgeoms:
        occupied = occupied.union(b.band)
        if b.cost_pos is not None:
            occupied = occupied.union(_text_box(b.cost_pos, f"${b.cost}", FONT_COST * size))

    terrain = None
    if hexdef is not None and show_terrain and (hexdef.terrain or hexdef.cost):
        icon = 0.26 * size
        cost_txt = f"${hexdef.cost}" if hexdef.cost else ""  # one currency sign
        w = icon * 1.2 + (len(cost_txt) + 0.5) * FONT_COST * size * CHAR_WIDTH
        shape = box(-w / 2, -icon / 2, w / 2, icon / 2)
        p = _place(shape, _candidates(size, layout, "terrain"), occupied, inside)
        ipos = (p[0] - w / 2 + icon * 0.6, p[1]) if cost_txt else p
        cost_pos = (p[0] - w / 2 + icon * 1.2 + (w - icon * 1.2) / 2, p[1]) if cost_txt else None
        if not hexdef.terrain:  # a cost without a terrain kind: just the text
            ipos, cost_pos = p, p
        terrain = TerrainMark(hexdef.terrain, ipos, icon, hexdef.cost, cost_pos)
        occupied = occupied.union(affinity.translate(shape, p[0], p[1]))

    if hexdef is not None and hexdef.name:
        # Long names shrink to fit the hex width, or break in two at a space; crowded
        # hexes try the smaller forms before accepting an overlap.
        maxw = 1.6 * size
        base = FONT_NAME * size
        forms = []
        for text in (hexdef.name, _two_lines(hexdef.name)):
            if text is None:
                continue
            for font in (base, base * 0.85):
                b = _text_box((0.0, 0.0), text, font).bounds
                if b[2] - b[0] > maxw:
                    font *= maxw / (b[2] - b[0])
                forms.append((text, font))
        forms.sort(key=lambda f: -f[1])  # biggest type first
        best: tuple[float, XY, float, BaseGeometry, str] | None = None
        for text, font in forms:
            shape = _text_box((0.0, 0.0), text, font)
            p, bad = _place_scored(shape, _candidates(size, layout, "name"), occupied, inside)
            if best is None or bad < best[0] - 1e-12:
                best = (bad, p, font, shape, text)
            if bad <= 1e-12:
                break
        assert best is not None  # forms holds at least the name itself
        bad, at, font, shape, text = best
        texts.append(TextItem("name", text, at, font, affinity.translate(shape, at[0], at[1]), bad <= 1e-12))

    home_slots = []
    if hexdef is not None and tg.cities:
        used: dict[int, int] = {}
        comps = list(dict.fromkeys(hexdef.home + hexdef.reserved))
        nc = len(tg.cities)
        for k, comp in enumerate(comps):
            city = tg.cities[k % nc]
            slot = used.get(city.stop, 0)
            if slot < len(city.slots):
                home_slots.append((comp, city.stop, slot))
                used[city.stop] = slot + 1
    return tg, bgeoms, terrain, tuple(texts), tuple(home_slots)


def hex_geometry(board: Board, hex_id: str, size: float = 1.0) -> HexGeometry:
    """Geometry of one hex as it stands on ``board``."""
    grid = board.grid
    st = board.state[hex_id]
    hexdef = board.defn.hexes.get(hex_id)
    preprinted = st.tile_id is None
    # a border between two hexes is drawn on both; its cost is written once, on edges 0-2
    cost_edges = frozenset(b.edge for b in st.borders if b.edge < 3 or board.neighbour(hex_id, b.edge) is None)
    tg, bgeoms, terrain, texts, homes = _hex_local(
        hexdef, hex_id, st.tile, st.rotation, tuple(st.borders), grid.layout, size, preprinted, cost_edges
    )
    cx, cy = grid.centre(hex_id, size)
    return HexGeometry(
        hex_id=hex_id,
        centre=(cx, cy),
        polygon=hex_polygon(grid, hex_id, size),
        color=st.tile.color,
        tile=_translate_tile(tg, cx, cy),
        borders=tuple(
            BorderGeom(
                b.edge,
                b.type,
                b.cost,
                _shift(b.line, cx, cy),
                _shift(b.band, cx, cy),
                _mv(b.cost_pos, cx, cy) if b.cost_pos else None,
            )
            for b in bgeoms
        ),
        terrain=(
            TerrainMark(
                terrain.kinds,
                _mv(terrain.pos, cx, cy),
                terrain.size,
                terrain.cost,
                _mv(terrain.cost_pos, cx, cy) if terrain.cost_pos else None,
            )
            if terrain
            else None
        ),
        texts=tuple(
            TextItem(t.kind, t.text, _mv(t.pos, cx, cy), t.size, _shift(t.box, cx, cy), t.clear) for t in texts
        ),
        home_slots=homes,
    )


def board_geometry(board: Board, size: float = 1.0) -> dict[str, HexGeometry]:
    return {h: hex_geometry(board, h, size) for h in board.state}


def board_bounds(board: Board, size: float = 1.0) -> tuple[float, float, float, float]:
    """(minx, miny, maxx, maxy) of all hex polygons."""
    polys = [hex_polygon(board.grid, h, size) for h in board.state]
    if not polys:
        return (0.0, 0.0, 0.0, 0.0)
    return unary_union(polys).bounds


__all__ = [
    "BorderGeom",
    "CityGeom",
    "HexGeometry",
    "OffboardGeom",
    "RevenueRow",
    "TerrainMark",
    "TextItem",
    "TileGeometry",
    "TownGeom",
    "Track",
    "apothem",
    "board_bounds",
    "board_geometry",
    "edge_midpoint",
    "edge_segment",
    "edge_to_edge",
    "edge_to_point",
    "hex_corners",
    "hex_geometry",
    "hex_polygon",
    "opposite",
    "tile_geometry",
]
