"""engine.geometry: hex polygons, track ends on the 18xx.games-numbered edges, stops."""

from __future__ import annotations

import math

import pytest
from shapely.geometry import LineString, Point

from engine.board import Board, BoardDef, Border, HexDef
from engine.geometry import (
    apothem,
    board_bounds,
    edge_midpoint,
    hex_geometry,
    hex_polygon,
    tile_geometry,
)
from engine.hexgrid import Grid, Layout
from engine.tiles import End, Path, Revenue, Stop, TileDef, parse_tile

S = 10.0  # any size: every check scales with it


def tile(name: str, color: str = "yellow", stops=(), paths=(), label: str = "") -> TileDef:
    return parse_tile(name, {"color": color, "stops": list(stops), "paths": list(paths), "label": label})


STRAIGHT = tile("9", paths=["0-3"])
SHARP = tile("7", paths=["0-1"])
GENTLE = tile("8", paths=["0-2"])
CITY = tile("57", stops=[{"kind": "city", "revenue": 20}], paths=["0-c0", "c0-3"])
OO = tile(
    "59", stops=[{"kind": "city", "revenue": 40}, {"kind": "city", "revenue": 40}], paths=["0-c0", "2-c1"], label="OO"
)
TOWN = tile("3", stops=[{"kind": "town", "revenue": 10}], paths=["0-t0", "t0-1"])
THREE = tile("X3", "green", stops=[{"kind": "city", "revenue": 30, "slots": 3}], paths=["0-c0"])


def make_board(layout: str = "flat", tiles: dict[str, TileDef] | None = None) -> Board:
    grid = Grid.make(layout)
    ids = ["B2", "B4", "C3", "C5", "D2", "D4"] if layout == "flat" else ["B2", "B4", "C3", "C5", "D2", "D4"]
    if layout == "pointy":
        ids = ["A2", "A4", "B3", "B5", "C2", "C4"]
    hexes = {}
    for i in ids:
        t = TileDef(name=i, color="white")
        hexes[i] = HexDef(id=i, tile=t)
    red = TileDef(
        name=ids[-1],
        color="red",
        stops=(Stop("offboard", Revenue(by_color=(("yellow", 20), ("brown", 40)))),),
        paths=(Path(End(edge=0), End(stop=0)), Path(End(edge=5), End(stop=0))),
    )
    hexes[ids[-1]] = HexDef(id=ids[-1], tile=red, name="Far Away")
    hexes[ids[0]] = HexDef(
        id=ids[0],
        tile=TileDef(name=ids[0], color="white", stops=(Stop("city", slots=1),)),
        name="Springfield",
        terrain=("mountain",),
        cost=60,
        home=("ABC",),
        borders=(Border(3, "impassable"),),
    )
    defn = BoardDef(title="TEST", grid=grid, hexes=hexes, tiles={}, manifest={})
    return Board(defn)


# --- polygons ---------------------------------------------------------------------------


@pytest.mark.parametrize("layout", ["flat", "pointy"])
def test_hex_area_and_shared_edges(layout):
    board = make_board(layout)
    grid = board.grid
    unit = 3 * math.sqrt(3) / 2  # area of a regular hexagon of circumradius 1
    for h in board.state:
        assert hex_polygon(grid, h, S).area == pytest.approx(unit * S * S)
    for h in board.state:
        for edge, n in grid.neighbours(h).items():
            if n in board.state:
                # the two outlines meet along one whole side (tolerance for float corners)
                shared = hex_polygon(grid, h, S).buffer(1e-9).intersection(hex_polygon(grid, n, S).boundary)
                assert shared.geom_type in ("LineString", "MultiLineString")
                assert shared.length == pytest.approx(S)
                assert hex_polygon(grid, h, S).intersection(hex_polygon(grid, n, S)).area < 1e-9
                # the shared side is the one the edge number names
                mid = edge_midpoint(grid.layout, edge, S)
                cx, cy = grid.centre(h, S)
                assert shared.distance(Point(cx + mid[0], cy + mid[1])) < 1e-9


def test_flat_edge_numbering_matches_18xx_games():
    a = apothem(S)
    assert edge_midpoint(Layout.FLAT, 0, S) == pytest.approx((0, a))  # bottom: max y on screen
    assert edge_midpoint(Layout.FLAT, 3, S) == pytest.approx((0, -a))  # top
    assert edge_midpoint(Layout.FLAT, 1, S)[0] < 0 < edge_midpoint(Layout.FLAT, 1, S)[1]  # lower-left
    assert edge_midpoint(Layout.FLAT, 4, S)[0] > 0 > edge_midpoint(Layout.FLAT, 4, S)[1]  # upper-right


def test_pointy_edge_numbering_matches_18xx_games():
    a = apothem(S)
    assert edge_midpoint(Layout.POINTY, 4, S) == pytest.approx((a, 0))  # right
    assert edge_midpoint(Layout.POINTY, 1, S) == pytest.approx((-a, 0))  # left
    x, y = edge_midpoint(Layout.POINTY, 0, S)
    assert x < 0 and y > 0  # lower-left


# --- track ------------------------------------------------------------------------------


def test_straight_is_a_line_through_the_centre():
    g = tile_geometry(STRAIGHT, 0, Layout.FLAT, S)
    (t,) = g.tracks
    assert t.line.distance(Point(0, 0)) < 1e-9
    assert t.line.length == pytest.approx(2 * apothem(S))
    assert t.line.coords[0] == pytest.approx((0, apothem(S)))


@pytest.mark.parametrize("layout", [Layout.FLAT, Layout.POINTY])
@pytest.mark.parametrize("t", [STRAIGHT, SHARP, GENTLE, CITY, OO, TOWN])
@pytest.mark.parametrize("rotation", range(6))
def test_track_ends_on_the_numbered_edge_midpoints(layout, t, rotation):
    g = tile_geometry(t, rotation, layout, S)
    mids = {e: Point(edge_midpoint(layout, e, S)) for e in range(6)}
    touched = set()
    for tr in g.tracks:
        ends = [Point(tr.line.coords[0]), Point(tr.line.coords[-1])]
        for e in tr.edges:
            assert min(p.distance(mids[e]) for p in ends) < 1e-9
            touched.add(e)
    assert touched == {(e + rotation) % 6 for e in t.exits}


def test_curves_stay_inside_and_are_arcs():
    hexagon = hex_polygon(Grid.make("flat"), "A1", S)
    cx, cy = Grid.make("flat").centre("A1", S)
    for t in (SHARP, GENTLE):
        (tr,) = tile_geometry(t, 0, Layout.FLAT, S).tracks
        moved = LineString([(x + cx, y + cy) for x, y in tr.line.coords])
        assert hexagon.buffer(1e-9).contains(moved)
    (sharp,) = tile_geometry(SHARP, 0, Layout.FLAT, S).tracks
    (gentle,) = tile_geometry(GENTLE, 0, Layout.FLAT, S).tracks
    # arc lengths: sharp = 120 degrees of radius S/2 round the corner,
    # gentle = 60 degrees of radius 1.5 S
    assert sharp.line.length == pytest.approx(2 * math.pi / 3 * S / 2, rel=1e-2)
    assert gentle.line.length == pytest.approx(math.pi / 3 * 1.5 * S, rel=1e-2)


def test_rotation_moves_edges():
    g0 = tile_geometry(CITY, 0, Layout.FLAT, S)
    g1 = tile_geometry(CITY, 1, Layout.FLAT, S)
    assert sorted(e for t in g0.tracks for e in t.edges) == [0, 3]
    assert sorted(e for t in g1.tracks for e in t.edges) == [1, 4]
    # edge 1 is lower-left on a flat map
    p = [t for t in g1.tracks if t.edges == (1,)][0].line.coords[0]
    assert p[0] < 0 and p[1] > 0


# --- stops ------------------------------------------------------------------------------


def test_single_city_is_centred_and_slots_fit():
    g = tile_geometry(CITY, 0, Layout.FLAT, S)
    (c,) = g.cities
    assert c.centre == pytest.approx((0, 0))
    assert len(c.slots) == 1 and c.radius == pytest.approx(0.25 * S)
    g3 = tile_geometry(THREE, 0, Layout.FLAT, S)
    (c3,) = g3.cities
    assert len(c3.slots) == 3
    for i, a in enumerate(c3.slots):  # slots do not overlap
        for b in c3.slots[i + 1 :]:
            assert math.dist(a, b) >= 2 * c3.radius - 1e-9


def test_two_cities_lean_toward_their_edges():
    g = tile_geometry(OO, 0, Layout.FLAT, S)
    c0, c1 = g.cities
    e0 = edge_midpoint(Layout.FLAT, 0, S)
    e2 = edge_midpoint(Layout.FLAT, 2, S)
    assert math.dist(c0.centre, e0) < math.dist(c0.centre, e2)
    assert math.dist(c1.centre, e2) < math.dist(c1.centre, e0)
    assert not c0.body.intersects(c1.body)
    labels = [t for t in g.texts if t.kind == "label"]
    assert labels and labels[0].text == "OO"
    revenue = [t for t in g.texts if t.kind == "revenue"]
    assert [t.text for t in revenue] == ["40"]  # same value: printed once


def test_town_on_a_sharp_curve_is_a_bar_on_the_curve():
    g = tile_geometry(TOWN, 0, Layout.FLAT, S)
    (t,) = g.towns
    assert t.shape == "bar"
    arc_mid = tile_geometry(SHARP, 0, Layout.FLAT, S).tracks[0].line.interpolate(0.5, normalized=True)
    assert math.dist(t.centre, (arc_mid.x, arc_mid.y)) < 1e-6


@pytest.mark.parametrize("rotation", [0, 2, 5])
def test_a_town_read_at_a_side_is_drawn_there(rotation):
    """18MEX's Copper Canyon (tile 470): its town is read at side 0 (the track from sides 3 and
    4 meets on its way in), so it is drawn toward that side, not at the centre."""
    cc = tile("470", stops=[{"kind": "town", "revenue": 20, "side": 0}], paths=["0-t0", "3-t0", "3-4", "4-t0"])
    (t,) = tile_geometry(cc, rotation, Layout.POINTY, S).towns
    own = edge_midpoint(Layout.POINTY, rotation, S)
    assert math.dist(t.centre, (0.0, 0.0)) > 0.3 * apothem(S)
    assert all(
        math.dist(t.centre, own) < math.dist(t.centre, edge_midpoint(Layout.POINTY, e, S))
        for e in range(6)
        if e != rotation % 6
    )


def test_tile_geometry_is_cached():
    assert tile_geometry(CITY, 2, Layout.FLAT, S) is tile_geometry(CITY, 2, Layout.FLAT, S)


# --- hexes on a board ---------------------------------------------------------------------


def test_hex_geometry_translates_and_places_texts():
    board = make_board()
    g = hex_geometry(board, "B2", S)
    cx, cy = board.grid.centre("B2", S)
    assert g.polygon.centroid.x == pytest.approx(cx)
    assert g.cities[0].centre == pytest.approx((cx, cy))
    kinds = {t.kind for t in g.all_texts()}
    assert {"coord", "name"} <= kinds
    assert g.terrain is not None and g.terrain.cost == 60 and g.terrain.kinds == ("mountain",)
    assert g.home_slots == (("ABC", 0, 0),)
    (b,) = g.borders
    assert b.type == "impassable" and b.edge == 3
    assert g.polygon.buffer(1e-9).contains(b.band)
    # the mirrored border on the neighbour above (B2 edge 3 -> none on this board) is not invented
    for t in g.all_texts():
        assert g.polygon.buffer(S * 0.05).contains(Point(t.pos))


def test_offboard_arrows_and_revenue_row():
    board = make_board()
    g = hex_geometry(board, "D4", S)
    (o,) = g.offboards
    assert len(o.arrows) == 2
    (row,) = g.revenue_rows
    assert row.stop == o.stop
    assert list(row.revenues) == [("yellow", 20), ("brown", 40)]
    assert len(row.boxes) == 2
    for a in o.arrows:
        assert g.polygon.buffer(1e-9).contains(a)
    for b in row.boxes:
        for a in o.arrows:
            assert b.intersection(a).area < 1e-9


def test_placed_tile_uses_its_rotation():
    board = make_board()
    board.place_tile("C3", STRAIGHT, 1)
    g = hex_geometry(board, "C3", S)
    (t,) = g.tracks
    assert set(t.edges) == {1, 4}
    assert g.terrain is None  # terrain marks only on preprinted hexes


def test_board_bounds_cover_every_hex():
    board = make_board()
    minx, miny, maxx, maxy = board_bounds(board, S)
    for h in board.state:
        x, y = board.grid.centre(h, S)
        assert minx < x < maxx and miny < y < maxy


# --- every tile the titles use ---------------------------------------------------------------


def _all_tiles() -> list[TileDef]:
    """Catalog tiles plus every title's specials (whatever loads today)."""
    from engine.board import load_board, load_catalog

    out: dict[tuple[str, str], TileDef] = {}
    try:
        for name, t in load_catalog().items():
            out[("catalog", name)] = t
    except Exception:  # noqa: BLE001  (the catalog is written by others; absent is fine)
        pass
    for title in ("18MEX", "1893", "18GB", "1833NE"):
        try:
            board = load_board(title)
        except Exception:  # noqa: BLE001
            continue
        for name, t in board.tiles.items():
            out[(title, name)] = t
        for h in board.hexes.values():
            out[(title, h.id)] = h.tile
    return list(out.values())


ALL_TILES = _all_tiles()


@pytest.mark.skipif(not ALL_TILES, reason="no tile data loads yet")
@pytest.mark.parametrize("layout", [Layout.FLAT, Layout.POINTY])
def test_every_tile_draws_inside_its_hex(layout):
    from shapely.geometry import Polygon

    from engine.geometry import hex_corners

    inside = Polygon(hex_corners(layout, S)).buffer(1e-6)
    for t in ALL_TILES:
        for r in t.distinct_rotations():
            g = tile_geometry(t, r, layout, S)
            for c in g.cities:
                assert inside.contains(c.body), (t.name, r, "city", c.stop)
            for w in g.towns:
                assert inside.contains(w.outline), (t.name, r, "town", w.stop)
            for tr in g.tracks:
                assert inside.contains(tr.line), (t.name, r, "track", tr.path)
            bodies = [c.body for c in g.cities] + [w.outline for w in g.towns if w.shape == "dot"]
            for i, a in enumerate(bodies):
                for b in bodies[i + 1 :]:
                    assert a.intersection(b).area < 1e-9, (t.name, r, "stops overlap")
            exits = {(e + r) % 6 for e in t.exits}
            assert {e for tr in g.tracks for e in tr.edges} | {
                e
                for o in g.offboards
                for e in range(6)
                if any(a.distance(Point(edge_midpoint(layout, e, S))) < 1e-6 for a in o.arrows)
            } == exits, t.name
