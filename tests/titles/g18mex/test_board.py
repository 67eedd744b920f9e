"""18MEX board, tiles and title data checked against the published facts.

Every expected value below is transcribed from the fact sheet
(`shared/reference/18mex-facts.md` §1-§3, §5, §6), not read back from our data files.
"""

from __future__ import annotations

from collections import Counter

import pytest

from engine.board import load_board, new_board
from engine.hexgrid import Grid, opposite
from engine.title import load_title

TITLE = "18MEX"
BAJA = ("baja_variant",)

# ---------------------------------------------------------------- facts (§6.2)
_GRID = Grid.make("flat", "x=number", parity=1)

RED = {"A6", "B1", "Q14", "U14"}
GRAY = {"B3", "D11", "I12", "U12"}
YELLOW = {"E6", "O10", "P11", "R13"}
WHITE_SPECIAL = {
    "D3",
    "F5",
    "G10",
    "I4",
    "I8",
    "I10",
    "J5",
    "J7",
    "K6",
    "K8",
    "L9",
    "M10",
    "M12",
    "N11",
    "O8",
    "O12",
    "P7",
    "P13",
    "Q10",
    "R11",
    "S10",
    "S12",
}
# plain white hexes with their terrain cost (0 = clear), M/D/W/S as in the sheet
PLAIN = {
    "B5": (120, "mountain"),
    "C2": (60, "mountain"),
    "C4": (120, "mountain"),
    "C6": (20, "desert"),
    "D5": (20, "desert"),
    "D7": (120, "mountain"),
    "D9": (20, "water"),
    "E2": (20, "desert"),
    "E4": (120, "mountain"),
    "E8": (20, "desert"),
    "E10": (20, "desert"),
    "F3": (20, "desert"),
    "F7": (120, "mountain"),
    "F9": (120, "mountain"),
    "F11": (0, None),
    "G4": (0, None),
    "G6": (20, "desert"),
    "G8": (120, "mountain"),
    "G12": (40, "swamp"),
    "H5": (120, "mountain"),
    "H7": (0, None),
    "H9": (20, "desert"),
    "H11": (20, "water"),
    "I6": (120, "mountain"),
    "J9": (20, "desert"),
    "J11": (20, "desert"),
    "K10": (0, None),
    "K12": (40, "swamp"),
    "L7": (0, None),
    "L11": (60, "mountain"),
    "M8": (0, None),
    "N7": (20, "water"),
    "N9": (120, "mountain"),
    "P9": (120, "mountain"),
    "Q8": (60, "mountain"),
    "Q12": (60, "mountain"),
    "R9": (0, None),
    "T11": (20, "water"),
    "T13": (20, "water"),
}
# terrain of the non-plain hexes (§6.2 table)
SPECIAL_TERRAIN = {
    "D3": (60, "mountain"),
    "F5": (120, "mountain"),
    "G10": (20, "water"),
    "I4": (20, "water"),
    "J7": (60, "mountain"),
    "K6": (20, "water"),
    "K8": (20, "desert"),
    "M10": (60, "mountain"),
    "M12": (40, "swamp"),
    "N11": (60, "mountain"),
    "O8": (20, "water"),
    "O12": (60, "mountain"),
    "P11": (60, "mountain"),
    "P13": (40, "swamp"),
    "Q10": (120, "mountain"),
    "R11": (120, "mountain"),
    "R13": (60, "mountain"),
    "S10": (120, "mountain"),
    "S12": (20, "water"),
}
NAMES = {
    "A6": "Ciudad Juárez / El Paso",
    "B1": "Baja California",
    "B3": "Nogales / Tucson",
    "D3": "Hermosillo",
    "D11": "San Antonio",
    "E6": "Chihuahua",
    "F5": "Copper Canyon",
    "G10": "Nuevo Laredo",
    "I4": "Los Mochis",
    "I8": "Torreón",
    "I10": "Monterrey",
    "I12": "Matamoros",
    "J5": "Culiacán",
    "J7": "Durango",
    "K6": "Mazatlán",
    "K8": "Zacatecas",
    "L9": "San Luis Potosí",
    "M10": "Querétaro",
    "M12": "Tampico",
    "O8": "Guadalajara",
    "O10": "Mexico City",
    "P7": "Puerto Vallarta",
    "P11": "Puebla",
    "P13": "Veracruz",
    "Q14": "Mérida",
    "S10": "Acapulco",
    "S12": "Oaxaca",
    "U14": "Guatemala",
}
# hex -> (cities as (slots, revenue), towns as revenue, offboards as revenue); revenue (a, b) =
# phases 2-4 / phase 5 on
STOPS = {
    "A6": ([], [], [(30, 60)]),
    "B1": ([], [], [(30, 50)]),
    "U14": ([], [], [(30, 40)]),
    "B3": ([(1, (30, 50))], [], []),
    "D11": ([(2, (30, 60))], [], []),
    "I12": ([(2, (20, 40))], [], []),
    "Q14": ([(1, (10, 50))], [], []),
    "E6": ([(1, 20)], [], []),
    "O10": ([(1, 20)], [0], []),
    "P11": ([], [10], []),
    "D3": ([(1, 0)], [], []),
    "G10": ([(1, 0)], [], []),
    "I4": ([(1, 0)], [], []),
    "I8": ([(1, 0)], [], []),
    "I10": ([(1, 0)], [], []),
    "M10": ([(1, 0)], [], []),
    "O8": ([(1, 0)], [], []),
    "S12": ([(1, 20)], [], []),
    "K6": ([(1, 20)], [10], []),
    "M12": ([(1, 20)], [10], []),
    "P13": ([(1, 0)], [0], []),
    "J5": ([], [0], []),
    "J7": ([], [0], []),
    "K8": ([], [0], []),
    "L9": ([], [0], []),
    "P7": ([], [0], []),
    "S10": ([], [0], []),
}
# preprinted edges reaching a stop or other track (§6.2 "Preprinted track")
TRACK_EDGES = {
    "A6": {0, 1},
    "B1": {5},
    "B3": {0, 1},
    "D11": {0, 1},
    "E6": {0, 1, 3},
    "I12": {0, 1, 2, 3},
    "O10": {3, 5},
    "P11": {2, 5},
    "Q14": {1, 2},
    "R13": {1, 4},
    "S12": {4},
    "U12": {3, 4},
    "U14": {2},
}
LABELS = {"K6": "M", "M12": "T", "P13": "V", "O10": "MC", "P11": "P"}
IMPASSABLE = [("O10", "N11"), ("P11", "R11"), ("P11", "Q10"), ("P11", "N11"), ("P13", "O12")]
# §3 and §2.2
HOMES = {"CHI": "E6", "NdM": "O10", "MC": "I8", "FCP": "B3", "TM": "I12", "MEX": "P13", "SPM": "O8", "UdY": "Q14"}
MINOR_HOMES = {"A": "M12", "B": "K6", "C": "S12"}
# §5: phase -> which printed value applies (0 = phases 2-4, 1 = phase 5 on)
PHASE_COLUMN = {"2": 0, "3": 0, "3½": 0, "4": 0, "5": 1, "6": 1, "6½": 1, "4D": 1}
PHASE_TILES = {
    "2": ["yellow"],
    "3": ["yellow", "green"],
    "3½": ["yellow", "green"],
    "4": ["yellow", "green"],
    "5": ["yellow", "green", "brown"],
    "6": ["yellow", "green", "brown"],
    "6½": ["yellow", "green", "brown"],
    "4D": ["yellow", "green", "brown", "gray"],
}
# §6.3 manifest
MANIFEST = {
    "yellow": {
        "3": 3,
        "4": 3,
        "5": 2,
        "6": 2,
        "7": 5,
        "8": 11,
        "9": 11,
        "57": 4,
        "58": 4,
        "470": 1,
        "471": 1,
        "472": 1,
        "473": 1,
    },
    "green": {
        "14": 3,
        "15": 3,
        "16": 1,
        "17": 1,
        "18": 1,
        "19": 1,
        "20": 1,
        "23": 4,
        "24": 4,
        "25": 3,
        "26": 1,
        "27": 1,
        "28": 1,
        "29": 1,
        "141": 2,
        "142": 2,
        "143": 2,
        "474": 2,
        "475": 1,
        "476": 1,
        "477": 1,
        "478": 1,
        "479MC": 1,
        "479P": 1,
        "619": 2,
    },
    "brown": {
        "39": 1,
        "40": 2,
        "41": 3,
        "42": 3,
        "43": 2,
        "44": 1,
        "45": 2,
        "46": 2,
        "47": 2,
        "63": 7,
        "70": 1,
        "480": 1,
        "481": 1,
        "482": 1,
        "483": 1,
        "484": 1,
        "485MC": 1,
        "485P": 1,
        "486MC": 1,
        "486P": 1,
    },
    "gray": {"455": 1},
}


def _pair(stop):
    return (stop.revenue.at("yellow"), stop.revenue.at("brown"))


@pytest.fixture(scope="module")
def board():
    return load_board(TITLE)


@pytest.fixture(scope="module")
def baja():
    return load_board(TITLE, BAJA)


# ---------------------------------------------------------------- grid facts (no map load)
def test_grid_edges_match_sheet():
    assert _GRID.neighbours("I8") == {0: "K8", 1: "J7", 2: "H7", 3: "G8", 4: "H9", 5: "J9"}
    assert _GRID.edge_between("I8", "I10") is None  # Torreón and Monterrey are not adjacent


# ---------------------------------------------------------------- hexes
def test_hex_count_by_colour(board):
    assert len(RED | GRAY | YELLOW | WHITE_SPECIAL | set(PLAIN)) == 73
    assert len(board.hexes) == 73
    by_color = Counter(h.color for h in board.hexes.values())
    assert by_color == Counter({"white": 61, "red": 4, "gray": 4, "yellow": 4})
    for hid in RED:
        assert board.hexes[hid].color == "red"
    for hid in GRAY:
        assert board.hexes[hid].color == "gray"
    for hid in YELLOW:
        assert board.hexes[hid].color == "yellow"
    for hid in WHITE_SPECIAL | set(PLAIN):
        assert board.hexes[hid].color == "white", hid


def test_stop_counts(board):
    hexes = board.hexes.values()
    city_hexes = [h.id for h in hexes if h.tile.cities]
    town_hexes = [h.id for h in hexes if h.tile.towns]
    offboards = [h.id for h in hexes if h.tile.stops_of("offboard")]
    assert len(city_hexes) == 17
    assert len(town_hexes) == 11
    assert sorted(offboards) == ["A6", "B1", "U14"]


def test_every_stop_and_revenue(board):
    for hid, h in board.hexes.items():
        cities, towns, offs = STOPS.get(hid, ([], [], []))
        t = h.tile
        assert len(t.cities) == len(cities), hid
        assert len(t.towns) == len(towns), hid
        assert len(t.stops_of("offboard")) == len(offs), hid
        for i, (slots, rev) in zip(t.cities, cities, strict=True):
            assert t.stops[i].slots == slots, hid
            assert _pair(t.stops[i]) == (rev if isinstance(rev, tuple) else (rev, rev)), hid
        for i, rev in zip(t.towns, towns, strict=True):
            assert _pair(t.stops[i]) == (rev, rev), hid


def test_offboard_and_red_gray_revenue_per_phase(board):
    phases = {p.name: p for p in load_title(TITLE).phases}
    assert set(phases) == set(PHASE_COLUMN)
    for hid, (cities, _towns, offs) in STOPS.items():
        tables = [rev for _slots, rev in cities if isinstance(rev, tuple)] + list(offs)
        if not tables:
            continue
        stops = [s for s in board.hexes[hid].tile.stops if s.kind in ("city", "offboard")]
        for stop, table in zip(stops, tables, strict=True):
            for name, column in PHASE_COLUMN.items():
                assert stop.revenue.at(phases[name].color) == table[column], (hid, name)


def test_names(board):
    named = {hid: h.name for hid, h in board.hexes.items() if h.name}
    assert named == NAMES
    assert len(named) == 28


def test_terrain_costs(board):
    expected = {**PLAIN, **SPECIAL_TERRAIN}
    for hid, h in board.hexes.items():
        cost, terrain = expected.get(hid, (0, None))
        assert h.cost == cost, hid
        assert h.terrain == ((terrain,) if terrain else ()), hid
    totals = Counter((h.cost, h.terrain) for h in board.hexes.values() if h.color == "white" and h.cost)
    assert totals[(120, ("mountain",))] == 15
    assert totals[(60, ("mountain",))] == 9
    assert totals[(20, ("desert",))] == 11
    assert totals[(20, ("water",))] == 10
    assert totals[(40, ("swamp",))] == 4


def test_labels(board):
    labels = {hid: h.tile.label for hid, h in board.hexes.items() if h.tile.label}
    assert labels == LABELS


def test_preprinted_track(board):
    for hid, h in board.hexes.items():
        assert set(h.tile.exits) == TRACK_EDGES.get(hid, set()), hid
    # stop-to-stop links
    assert {frozenset(p.stops) for p in board.hexes["K6"].tile.paths} == {frozenset({0, 1})}
    assert {frozenset(p.stops) for p in board.hexes["M12"].tile.paths} == {frozenset({0, 1})}
    assert board.hexes["O10"].tile.stop_edges(1) == frozenset()  # Mexico City's town is unconnected
    assert board.hexes["U12"].tile.paths[0].edges == (3, 4)
    assert board.hexes["R13"].tile.paths[0].edges == (1, 4)


def _check_track_meets_map(defn):
    for hid, h in defn.hexes.items():
        for edge in h.tile.exits:
            n = defn.grid.neighbour(hid, edge)
            assert n in defn.hexes, f"{hid} edge {edge} runs off the map"
            assert not any(b.edge == edge and b.type == "impassable" for b in h.borders), (hid, edge)
            nh = defn.hexes[n]
            if nh.color in ("red", "gray"):  # these connect only through printed track
                assert opposite(edge) in nh.tile.exits, f"{hid} edge {edge} meets {n} without track"


def test_preprinted_paths_meet_neighbours(board, baja):
    _check_track_meets_map(board)
    _check_track_meets_map(baja)


def test_impassable_borders(board):
    pairs = set()
    for hid, h in board.hexes.items():
        for b in h.borders:
            assert b.type == "impassable", hid
            pairs.add(frozenset({hid, board.grid.neighbour(hid, b.edge)}))
    assert pairs == {frozenset(p) for p in IMPASSABLE}
    for a, b in IMPASSABLE:
        e = board.grid.edge_between(a, b)
        assert any(x.edge == e and x.type == "impassable" for x in board.hexes[a].borders), (a, b)
        assert any(x.edge == opposite(e) and x.type == "impassable" for x in board.hexes[b].borders), (a, b)


def test_homes(board):
    title = load_title(TITLE)
    for sym, hid in HOMES.items():
        assert sym in board.hexes[hid].home, sym
        comp = [c for c in title.companies if c.sym == sym and c.kind == "major"]
        assert len(comp) == 1 and comp[0].home == hid, sym
    for sym, hid in MINOR_HOMES.items():
        assert sym in board.hexes[hid].home, sym
        comp = [c for c in title.companies if c.sym == sym and c.kind == "minor"]
        assert len(comp) == 1 and comp[0].home == hid, sym
    all_homes = {(s, h.id) for h in board.hexes.values() for s in h.home}
    assert all_homes == {(s, h) for s, h in {**HOMES, **MINOR_HOMES}.items()}
    for h in board.hexes.values():
        for sym in h.home:
            assert h.tile.cities, f"{sym}'s home {h.id} has no city"


def test_no_blocked_hexes(board):
    # MIR blocks K11 and J12, which are not hexes of the 18xx.games map (§2.1, §12)
    assert "K11" not in board.hexes and "J12" not in board.hexes
    assert not any(h.blocked_by for h in board.hexes.values())
    assert not any(h.reserved for h in board.hexes.values())


# ---------------------------------------------------------------- Baja variant
def test_baja_variant(board, baja):
    assert "H3" not in board.hexes
    assert len(baja.hexes) == 74
    assert Counter(h.color for h in baja.hexes.values()) == Counter({"white": 60, "red": 5, "gray": 5, "yellow": 4})
    h3 = baja.hexes["H3"]
    assert (h3.color, h3.name) == ("gray", "Santa Rosalia")
    assert [(h3.tile.stops[i].kind, _pair(h3.tile.stops[i])) for i in range(2)] == [
        ("city", (30, 30)),
        ("town", (20, 20)),
    ]
    assert h3.tile.exits == frozenset({5})
    assert baja.grid.neighbour("H3", 5) == "I4"
    assert {frozenset(p.stops) for p in h3.tile.paths if len(p.stops) == 2} == {frozenset({0, 1})}
    assert h3.tile.stop_edges(0) == frozenset({5})
    i4 = baja.hexes["I4"]
    assert (i4.color, i4.name) == ("red", "Los Mochis")
    assert len(i4.tile.cities) == 1 and i4.tile.stops[0].slots == 1
    assert _pair(i4.tile.stops[0]) == (30, 40)
    assert i4.tile.stop_edges(0) == frozenset({2, 3, 4, 5})
    assert i4.cost == 0
    changed = {hid for hid in board.hexes if board.hexes[hid] != baja.hexes[hid]}
    assert changed == {"I4"}
    assert sum(1 for h in baja.hexes.values() if h.tile.cities) == 18
    assert sum(1 for h in baja.hexes.values() if h.name) == 29
    assert baja.manifest == board.manifest


# ---------------------------------------------------------------- tiles
def test_manifest_matches_sheet(board):
    expected = {name: n for group in MANIFEST.values() for name, n in group.items()}
    assert board.manifest == expected
    assert sum(expected.values()) == 127
    for color, group in MANIFEST.items():
        for name in group:
            assert board.tiles[name].color == color, name
    b = new_board(TITLE)
    assert b.remaining("8") == 11 and b.remaining("455") == 1


def test_special_tiles(board):
    t = board.tiles
    cc = t["470"]
    assert (cc.color, cc.label, cc.exits) == ("yellow", "CC", frozenset({0, 3, 4}))
    assert [s.kind for s in cc.stops] == ["town"] and _pair(cc.stops[0]) == (20, 20)
    assert any(set(p.edges) == {3, 4} for p in cc.paths)
    mc = t["479MC"]
    assert (mc.color, mc.label, mc.stops[0].slots, _pair(mc.stops[0])) == ("green", "MC", 2, (40, 40))
    assert mc.stop_edges(0) == frozenset({3, 5}) and mc.stop_edges(1) == frozenset()
    p = t["479P"]
    assert (p.color, p.label, p.stop_edges(0), _pair(p.stops[0])) == ("green", "P", frozenset({2, 5}), (10, 10))
    g = t["480"]
    assert (g.color, g.label, g.stops[0].slots, _pair(g.stops[0])) == ("brown", "G", 2, (50, 50))
    assert g.exits == frozenset(range(6))
    for name, slots, rev in (("485MC", 3, 60), ("486MC", 4, 50)):
        x = t[name]
        assert (x.color, x.label, x.stops[0].slots, _pair(x.stops[0])) == ("brown", "MC", slots, (rev, rev))
        assert x.stop_edges(0) == frozenset({0, 1, 3, 5})
        assert x.stop_edges(1) == frozenset({2})
        assert _pair(x.stops[1]) == (10, 10)
        assert any(set(pp.stops) == {0, 1} for pp in x.paths)
    for name in ("485P", "486P"):
        x = t[name]
        assert (x.color, x.label, x.stop_edges(0), _pair(x.stops[0])) == ("brown", "P", frozenset({2, 5}), (10, 10))
        assert any(set(pp.edges) == {2, 4} for pp in x.paths)


# ---------------------------------------------------------------- title
def test_title():
    t = load_title(TITLE)
    assert (t.id, t.players, t.rules) == ("18MEX", (3, 5), "g18mex")
    assert [o.id for o in t.optional_rules] == [
        "triple_yellow_first_or",
        "early_buy_of_kcmo",
        "delay_minor_close",
        "hard_rust_t4",
        "baja_variant",
    ]
    assert all(o.description for o in t.optional_rules)
    assert [p.name for p in t.phases] == list(PHASE_TILES)
    for p in t.phases:
        assert list(p.tiles) == PHASE_TILES[p.name]
        assert p.color == PHASE_TILES[p.name][-1]
    kinds = Counter(c.kind for c in t.companies)
    assert kinds == Counter({"private": 8, "major": 8, "minor": 3})
    privates = [c.sym for c in t.companies if c.kind == "private"]
    assert privates == ["MCAR", "CdB", "KCMO", "A", "B", "C", "MIR", "MNR"]
    for c in t.companies:
        if c.kind != "private":
            assert c.color.startswith("#") and len(c.color) == 7, c.sym
    assert t.company("CHI").color.upper() == "#FF4136"
    assert t.company("NdM").color.upper() == "#00AC00"
