"""1833NE board, tiles and title metadata checked against the fact sheet.

Every expected value below is transcribed by hand from ../shared/reference/1833ne-facts.md
(§0 conventions, §1 setup, §3 phases, §4 map and tile manifest, §5 exit values, §7 Takeover),
not generated from the data files. Where the data rests on a working assumption of the
sheet's §9 the test says so.
"""

from __future__ import annotations

import pytest

from engine.board import UNLIMITED, load_board, load_catalog, new_board
from engine.title import load_title

TITLE = "1833NE"
S, SW, NW, N, NE, SE = range(6)  # §0: 0 = S, 1 = SW, 2 = NW, 3 = N, 4 = NE, 5 = SE

# --- §4: every hex, by kind ---------------------------------------------------------------
FEATURELESS = "B5 B15 B23 B25 C6 D3 D5 D9 E2 E4 E8 E10 H15 I12".split()
RED = "A6 A12 A18 A20 A24 A28 B17 F1 G2 J11".split()
BLUE = "C28 E28 J25".split()
GRAY = "B7 F3 G4 H25".split()
YELLOW = "B3 B11 C24 E20 F17 F25 G22 I14".split()
WHITE_TABLE = (  # white rows of the §4 table ("D7, D11" etc. are one row each)
    "B9 B19 B21 B27 C2 C4 C8 C10 C12 C14 C16 C18 C20 C22 C26 D7 D11 D13 D15 D17 D19 D21 "
    "D23 D25 D27 E6 E12 E14 E16 E18 E22 E24 E26 F5 F7 F9 F11 F13 F15 F19 F21 F23 F27 "
    "G8 G10 G12 G14 G18 G16 G20 G24 G26 H9 H11 H13 H17 H19 H21 H23 I10 I26"
).split()
WHITE = FEATURELESS + WHITE_TABLE
ALL_HEXES = RED + BLUE + GRAY + YELLOW + WHITE

NAMES = {
    "A6": "Ogdensburg RR",
    "A12": "D&H RR",
    "A20": "Albany",
    "A24": "Hudson Valley",
    "A28": "New York",
    "B3": "Montreal",
    "B11": "Westport",
    "B17": "Troy",
    "B27": "Bridgeport",
    "C4": "St. Jean",
    "C8": "St. Albans/Burlington",
    "C12": "Rutland",
    "C24": "Hartford",
    "C26": "New Haven",
    "D19": "Greenfield",
    "D21": "Springfield",
    "E20": "Fitchburg",
    "E22": "Worcester",
    "E26": "Norwich",
    "F1": "Eastern Townships",
    "F3": "Richmond",
    "F5": "Sherbrooke",
    "F15": "Concord (NH)",
    "F17": "Manchester",
    "F19": "Nashua",
    "F21": "Concord (MA)",
    "F23": "Framingham",
    "F25": "Providence",
    "F27": "Kingston",
    "G2": "Eastern Townships",
    "G20": "Lowell",
    "G22": "Boston",
    "G24": "Mansfield",
    "G26": "Fall River",
    "H17": "Portsmouth",
    "H19": "Newburyport",
    "H21": "Salem",
    "H23": "Quincy",
    "H25": "New Bedford & Plymouth",
    "I10": "Bethel",
    "I14": "Portland",
    "I26": "Hyannis",
    "J11": "Lewiston",
}

# Preprinted nodes: (kind, revenue). The sheet's "dot" / Portland junction are modelled as
# junctions (§9.5 working assumption: non-stop nodes).
NODES = {
    "B3": [("city", 30), ("city", 30)],
    "B11": [("town", 20)],
    "C24": [("city", 20)],
    "E20": [("city", 20)],
    "F3": [("town", 10)],
    "F17": [("city", 30)],
    "F25": [("city", 20)],
    "G22": [("city", 30), ("city", 30), ("junction", 0)],
    "H25": [("city", 20), ("city", 30)],
    "I14": [("city", 30), ("junction", 0)],
    "C28": [("offboard", 0)],
    "E28": [("offboard", 0)],
    "J25": [("junction", 0)],
}
WHITE_TOWNS = "B27 C4 D19 F15 F21 F23 F27 G24 G26 H19 H21 H23 I10 I26".split()
WHITE_CITIES = "C8 C12 C26 D21 E22 E26 F5 F19 G20 H17".split()

# Exits: I–II / III–IV / V (§4 red rows and the §5 exit table).
EXITS = {
    "A6": (10, 30, 10),
    "A12": (40, 70, 80),
    "A20": (40, 30, 0),
    "A24": (10, 40, 30),
    "A28": (0, 20, 90),
    "B17": (30, 50, 40),
    "G2": (30, 20, 0),
    "J11": (20, 30, 20),
}
BAND = {"I": 0, "II": 0, "III": 1, "IV": 1, "V": 2}


# Track column of §4: ("e", edge) or ("n", node index).
def _e(x):
    return ("e", x)


def _n(k):
    return ("n", k)


TRACK = {
    "A6": [(_e(SE), _n(0))],
    "A12": [(_e(NE), _n(0))],
    "A20": [(_e(SE), _n(0))],
    "A24": [(_e(SE), _n(0))],
    "A28": [(_e(NE), _n(0))],
    "B3": [(_e(NE), _n(1)), (_e(SE), _n(0))],
    "B7": [(_e(S), _e(NW)), (_e(S), _e(N)), (_e(NW), _e(SE))],
    "B11": [(_e(SW), _n(0)), (_e(N), _n(0))],
    "B17": [(_e(S), _n(0)), (_e(N), _n(0)), (_e(SE), _n(0))],
    "C24": [(_e(S), _n(0)), (_e(NE), _n(0))],
    "C28": [(_e(NW), _n(0)), (_e(N), _n(0))],
    "E20": [(_e(NW), _n(0)), (_e(SE), _n(0))],
    "E28": [(_e(N), _n(0))],
    "F1": [(_e(S), _e(SE))],
    "F3": [(_e(S), _e(NW)), (_e(NW), _n(0)), (_e(N), _n(0))],
    "F17": [(_e(S), _n(0)), (_e(N), _n(0))],
    "F25": [(_e(S), _n(0)), (_e(NE), _n(0))],
    "G2": [(_e(S), _n(0)), (_e(NW), _n(0))],
    "G4": [(_e(SW), _e(N))],
    "G22": [(_e(S), _n(2)), (_e(SW), _n(0)), (_e(N), _n(1))],
    "H25": [(_e(N), _n(0)), (_e(SW), _n(1)), (_e(SE), _n(1))],
    "I14": [(_e(N), _n(0)), (_e(SW), _n(1)), (_e(NW), _n(1))],
    "J11": [(_e(NW), _n(0))],
    "J25": [(_e(SW), _n(0))],
}

LABELS = {"B3": "Mo", "B11": "We", "F5": "Sh", "F17": "Ma", "F25": "Pr", "G22": "B", "I14": "Po"}

TERRAIN = {  # hex -> (type, printed cost)
    "B3": ("water", 40),
    "B11": ("water", 40),
    "B19": ("mountain", 120),
    "B21": ("mountain", 60),
    "C2": ("water", 40),
    "C16": ("mountain", 120),
    "C18": ("mountain", 100),
    "C20": ("mountain", 60),
    "C22": ("mountain", 60),
    "D7": ("mountain", 80),
    "D11": ("mountain", 80),
    "D19": ("water", 40),
    "D23": ("water", 60),
    "D25": ("water", 60),
    "D27": ("water", 100),
    "E6": ("water", 40),
    "E12": ("water", 40),
    "E16": ("water", 60),
    "F7": ("water", 40),
    "F9": ("water", 40),
    "F11": ("mountain", 100),
    "F13": ("mountain", 60),
    "F25": ("water", 40),
    "G12": ("mountain", 40),
    "G14": ("water", 40),
    "G18": ("water", 40),
    "G16": ("mountain", 60),
    "H11": ("mountain", 80),
    "H13": ("water", 40),
    "H19": ("water", 40),
}

BORDERS = [  # (hex, edge, neighbour, type, cost) — each listed once; the sheet records both sides
    ("B9", NE, "C8", "impassable", 0),
    ("B9", SE, "C10", "water", 20),
    ("B11", NE, "C10", "impassable", 0),
    ("C14", NE, "D13", "mountain", 60),
    ("C14", SE, "D15", "mountain", 60),
    ("C20", SE, "D21", "water", 40),
    ("C22", NE, "D21", "water", 40),
    ("D13", SE, "E14", "impassable", 0),
    ("D15", NE, "E14", "impassable", 0),
    ("D17", SE, "E18", "water", 60),
    ("E16", NE, "F15", "water", 40),
    ("E16", SE, "F17", "water", 40),
    ("E24", NE, "F23", "mountain", 20),
    ("E26", SE, "F27", "water", 40),
    ("F27", NE, "G26", "impassable", 0),
    ("F9", SE, "G10", "mountain", 60),
    ("G8", SE, "H9", "mountain", 60),
    ("G10", S, "G12", "mountain", 40),
    ("H21", S, "H23", "impassable", 0),
]

HOMES = {  # §1: sym -> (hex, city index or None, the yellow exit of that city)
    "B&W": ("G22", 0, SW),
    "B&P": ("F25", None, None),
    "B&L": ("G22", 1, N),
    "FRR": ("E20", None, None),
    "HR": ("C24", None, None),
    "RR": ("C12", None, None),
    "CV": ("C8", None, None),
    "StL&A": ("B3", 1, NE),
    "A&StL": ("I14", None, None),
}
BLOCKED = {"H23": ["P1"], "G20": ["P2"], "C4": ["P3"], "C6": ["P3"]}
RESERVED = {  # §1; F5 is the shared StL&A/A&StL marker (§9.17 working assumption)
    "E22": ["B&W"],
    "G22": ["B&P"],
    "F5": ["StL&A", "A&StL"],
}

MANIFEST = {
    "3": 4,
    "4": 4,
    "58": 7,
    "5": 3,
    "6": 4,
    "57": 5,
    "7": UNLIMITED,
    "8": UNLIMITED,
    "9": UNLIMITED,
    "N10": 1,
    "N11": 1,
    "14": 4,
    "15": 4,
    "619": 4,
    "16": 1,
    "17": 1,
    "19": 1,
    "20": 1,
    "26": 1,
    "27": 1,
    "28": 1,
    "29": 1,
    "30": 1,
    "31": 1,
    "23": 5,
    "24": 5,
    "25": 3,
    "N40": 4,
    "N41": 4,
    "N42": 3,
    "N43": 3,
    "N21": 1,
    "N22": 1,
    "N23": 1,
    "N24": 1,
    "N25": 1,
    "N26": 1,
    "N27": 1,
    "N28": 1,
    "39": 1,
    "40": 1,
    "41": 1,
    "42": 1,
    "43": 1,
    "44": 1,
    "47": 1,
    "70": 1,
    "45": 2,
    "46": 2,
    "N32": 1,
    "N33": 1,
    "N34": 1,
    "N35": 1,
    "N50": 5,
    "N51": 2,
    "N52": 2,
    "N53": 2,
    "N54": 2,
    "N60": 2,
    "N61": 2,
    "N62": 2,
}

# §4 tile contents: name -> (colour, label, [(kind, revenue, slots, exits)], plain track)
SPECIAL_TILES = {
    "N10": ("yellow", "Cape Cod", [("town", 20, 0, {2, 4})], []),
    "N11": ("yellow", "Sh", [("city", 20, 1, {0, 3, 4})], []),
    "N21": ("green", "Sh", [("city", 30, 1, {0, 3, 4})], []),
    "N22": ("green", "Pr", [("city", 40, 2, {0, 4, 5})], []),
    "N23": ("green", "B", [("city", 50, 2, {0, 1, 5}), ("city", 50, 1, {3, 4}), ("junction", 0, 0, {2})], []),
    "N24": ("green", "Po", [("city", 40, 1, {1}), ("city", 40, 1, {3}), ("junction", 0, 0, {2})], []),
    "N25": ("green", "Mo", [("city", 50, 2, {0, 5}), ("city", 50, 1, {4})], []),
    "N26": ("green", "We", [("town", 30, 0, {1, 3})], [{3, 5}]),
    "N27": ("green", "Ma", [("city", 40, 2, {0, 3, 4, 5})], []),
    "N28": ("green", "Ma", [("city", 40, 2, {0, 2, 3, 5})], []),
    "N40": ("green", "", [("town", 20, 0, {0, 3, 4})], []),
    "N41": ("green", "", [("town", 20, 0, {0, 2, 3})], []),
    "N42": ("green", "", [("town", 20, 0, {0, 4, 5})], []),
    "N43": ("green", "", [("town", 20, 0, {0, 2, 4})], []),
    "N32": ("brown", "Pr", [("city", 80, 2, set(range(6)))], []),
    "N33": ("brown", "B", [("city", 90, 4, set(range(6)))], []),
    "N34": ("brown", "Po", [("city", 70, 3, {1, 2, 3})], []),
    "N35": ("brown", "Mo", [("city", 80, 3, {0, 4, 5})], []),
    "N50": ("brown", "", [("city", 60, 2, set(range(6)))], []),
    "N51": ("brown", "", [("city", 50, 2, {0, 2, 3, 4})], []),
    "N52": ("brown", "", [("city", 50, 2, {0, 3, 4, 5})], []),
    "N53": ("brown", "", [("city", 50, 2, {0, 1, 3, 5})], []),
    "N54": ("brown", "", [("city", 70, 3, set(range(6)))], []),
    "N60": ("brown", "", [("town", 30, 0, {0, 1, 3, 4})], []),
    "N61": ("brown", "", [("town", 30, 0, {0, 1, 2, 3})], []),
    "N62": ("brown", "", [("town", 30, 0, {0, 1, 3, 5})], []),
}
# §4 numbered tiles: name -> (colour, stop kind or None, revenue, slots, plain paths or stop exits)
NUMBERED = {
    "3": ("yellow", "town", 10, {0, 1}),
    "4": ("yellow", "town", 10, {0, 3}),
    "58": ("yellow", "town", 10, {0, 2}),
    "5": ("yellow", "city", 20, {0, 1}),
    "6": ("yellow", "city", 20, {0, 2}),
    "57": ("yellow", "city", 20, {0, 3}),
    "14": ("green", "city", 30, {0, 1, 3, 4}),
    "15": ("green", "city", 30, {0, 1, 2, 3}),
    "619": ("green", "city", 30, {0, 2, 3, 4}),
}
PLAIN = {  # track-only tiles, as edge pairs
    "7": [(0, 1)],
    "8": [(0, 2)],
    "9": [(0, 3)],
    "16": [(0, 2), (1, 3)],
    "17": [(1, 3), (0, 4)],
    "19": [(0, 3), (2, 4)],
    "20": [(0, 3), (1, 4)],
    "26": [(0, 3), (0, 5)],
    "27": [(0, 3), (0, 1)],
    "28": [(0, 4), (0, 5)],
    "29": [(0, 2), (0, 1)],
    "30": [(0, 4), (0, 1)],
    "31": [(0, 2), (0, 5)],
    "23": [(0, 3), (0, 4)],
    "24": [(0, 3), (0, 2)],
    "25": [(0, 2), (0, 4)],
    "39": [(0, 2), (0, 1), (1, 2)],
    "40": [(0, 2), (2, 4), (0, 4)],
    "41": [(0, 3), (0, 1), (1, 3)],
    "42": [(0, 3), (3, 5), (0, 5)],
    "43": [(0, 3), (0, 2), (1, 3), (1, 2)],
    "44": [(0, 3), (1, 4), (0, 1), (3, 4)],
    "47": [(0, 3), (1, 4), (1, 3), (0, 4)],
    "70": [(0, 1), (0, 2), (1, 3), (2, 3)],
    "45": [(0, 3), (2, 4), (0, 4), (2, 3)],
    "46": [(0, 3), (2, 4), (3, 4), (0, 2)],
}

PHASES = [  # §3: name, tiles allowed, train limit standard / Takeover
    ("I", ["yellow"], 3, 3),
    ("II", ["yellow", "green"], 3, 3),
    ("III", ["yellow", "green"], 3, 2),
    ("IV", ["yellow", "green", "brown"], 2, 1),
    ("V", ["yellow", "green", "brown"], 2, 1),
]
STANDARD_CORPS = ["B&W", "B&P", "B&L", "FRR", "HR", "RR", "CV", "StL&A", "A&StL"]
PRIVATES = {"P1": (15, 5), "P2": (40, 10), "P3": (50, 10), "P4": (60, 15), "P5": (70, 15), "P6": (80, 30)}


@pytest.fixture(scope="module")
def board():
    return load_board(TITLE)


@pytest.fixture(scope="module")
def info():
    return load_title(TITLE)


def _path_keys(tile):
    out = set()
    for p in tile.paths:
        ends = []
        for end in (p.a, p.b):
            ends.append(("e", end.edge) if end.edge is not None else ("n", end.stop))
        out.add(frozenset(ends))
    return out


# --- map shape -----------------------------------------------------------------------------


def test_sheet_lists_are_consistent():
    assert len(ALL_HEXES) == len(set(ALL_HEXES)) == 100  # §0 "The map has 100 hexes"
    assert len(FEATURELESS) == 14


def test_layout_and_axes(board):
    assert board.grid.layout.value == "flat"
    assert board.grid.axes.x_is_letter
    # §0: in the same column, number+2 is S; SE of (x, y) is (x+1, y+1)
    assert board.grid.neighbour("G22", S) == "G24"
    assert board.grid.neighbour("G22", N) == "G20"
    assert board.grid.neighbour("G22", SE) == "H23"
    assert board.grid.neighbour("G22", SW) == "F23"
    assert board.grid.neighbour("G22", NW) == "F21"
    assert board.grid.neighbour("G22", NE) == "H21"


def test_hex_count_by_kind(board):
    assert set(board.hexes) == set(ALL_HEXES)
    by_colour = {}
    for h in board.hexes.values():
        by_colour.setdefault(h.color, set()).add(h.id)
    assert by_colour == {
        "red": set(RED),
        "blue": set(BLUE),
        "gray": set(GRAY),
        "yellow": set(YELLOW),
        "white": set(WHITE),
    }
    assert (len(RED), len(BLUE), len(GRAY), len(YELLOW), len(WHITE)) == (10, 3, 4, 8, 75)


def test_featureless_hexes(board):
    for hid in FEATURELESS:
        h = board.hexes[hid]
        assert not h.tile.stops and not h.tile.paths and not h.borders and h.cost == 0 and not h.terrain, hid
        assert not h.name and not h.tile.label and not h.home and not h.reserved


def test_location_names(board):
    named = {hid: h.name for hid, h in board.hexes.items() if h.name}
    assert named == NAMES


def test_preprinted_nodes(board):
    for hid, nodes in NODES.items():
        stops = board.hexes[hid].tile.stops
        assert [(s.kind, s.revenue.flat) for s in stops] == nodes, hid
    for hid in WHITE_TOWNS:
        assert [(s.kind, s.revenue.flat) for s in board.hexes[hid].tile.stops] == [("town", 0)], hid
    for hid in WHITE_CITIES:
        stops = board.hexes[hid].tile.stops
        assert [(s.kind, s.revenue.flat, s.slots) for s in stops] == [("city", 0, 1)], hid
    # nothing else has a node
    with_nodes = set(NODES) | set(WHITE_TOWNS) | set(WHITE_CITIES) | set(EXITS)
    for hid, h in board.hexes.items():
        if hid not in with_nodes:
            assert not h.tile.stops, hid


def test_preprinted_track(board):
    for hid, h in board.hexes.items():
        expected = {frozenset(pair) for pair in TRACK.get(hid, [])}
        assert _path_keys(h.tile) == expected, hid


def test_labels(board):
    labelled = {hid: h.tile.label for hid, h in board.hexes.items() if h.tile.label}
    assert labelled == LABELS


def test_terrain_costs(board):
    for hid, h in board.hexes.items():
        if hid in TERRAIN:
            kind, cost = TERRAIN[hid]
            assert h.terrain == (kind,) and h.cost == cost, hid
        else:
            assert h.cost == 0 and not h.terrain, hid


def test_borders_on_both_sides(board):
    expected = {}
    for hid, edge, other, kind, cost in BORDERS:
        assert board.grid.neighbour(hid, edge) == other
        expected[(hid, edge)] = (kind, cost)
        expected[(other, (edge + 3) % 6)] = (kind, cost)
    actual = {(hid, b.edge): (b.type, b.cost) for hid, h in board.hexes.items() for b in h.borders}
    assert actual == expected


def test_offboard_revenue_per_phase(board, info):
    assert [p.name for p in info.phases] == list(BAND)
    for hid, values in EXITS.items():
        stops = board.hexes[hid].tile.stops
        assert len(stops) == 1 and stops[0].kind == "offboard", hid
        for phase in info.phases:
            assert stops[0].revenue.at(phase.color) == values[BAND[phase.name]], (hid, phase.name)
    # A18 (filler) and F1 (Eastern Townships part) are red without a node of their own
    assert not board.hexes["A18"].tile.stops
    assert not board.hexes["F1"].tile.stops


def test_exit_groups(board):
    assert board.hexes["G2"].tile.stops[0].group == "EasternTownships"  # [I]'s group
    groups = {board.hexes[h].tile.stops[0].group for h in EXITS}
    assert len(groups) == len(EXITS)  # every exit is its own bonus endpoint
    for hid, tag in (("G22", "Boston"), ("B3", "Montreal"), ("I14", "Portland")):
        cities = [board.hexes[hid].tile.stops[i] for i in board.hexes[hid].tile.cities]
        assert cities and all(s.group == tag for s in cities)
    assert board.hexes["C26"].tile.stops[0].group == "ferry"  # the one confirmed ferry (§5)


def test_paths_end_on_existing_neighbours(board):
    for hid, h in board.hexes.items():
        for p in h.tile.paths:
            for e in p.edges:
                n = board.grid.neighbour(hid, e)
                if n in board.hexes:
                    b = next((b for b in h.borders if b.edge == e), None)
                    assert b is None or b.type != "impassable", (hid, e)
                else:
                    assert h.color == "red", f"{hid} track at edge {e} leads off the map"


def test_homes(board, info):
    for sym, (hid, city, exit_edge) in HOMES.items():
        comp = info.company(sym)
        assert comp.kind == "major" and comp.home == hid, sym
        assert sym in board.hexes[hid].home, sym
        tile = board.hexes[hid].tile
        assert tile.cities, sym
        if city is not None:
            assert comp.extra.get("city") == city, sym
            assert tile.stops[tile.cities[city]].kind == "city"
            assert tile.stop_edges(tile.cities[city]) == {exit_edge}, sym
    homes = {(hid, sym) for hid, h in board.hexes.items() for sym in h.home}
    assert homes == {(hid, sym) for sym, (hid, _c, _e) in HOMES.items()}


def test_reservations_and_blocks(board):
    assert {hid: list(h.reserved) for hid, h in board.hexes.items() if h.reserved} == RESERVED
    assert {hid: list(h.blocked_by) for hid, h in board.hexes.items() if h.blocked_by} == BLOCKED


# --- tiles ---------------------------------------------------------------------------------


def test_manifest_counts(board):
    assert board.manifest == MANIFEST


def test_special_tiles(board):
    for name, (colour, label, stops, plain) in SPECIAL_TILES.items():
        t = board.tiles[name]
        assert t.color == colour and t.label == label, name
        got = [(s.kind, s.revenue.flat, s.slots, set(t.stop_edges(i))) for i, s in enumerate(t.stops)]
        assert got == stops, name
        plain_got = [set(p.edges) for p in t.paths if not p.stops]
        assert plain_got == plain, name


def test_numbered_tiles_match_sheet(board):
    catalog = load_catalog()
    for name, (colour, kind, revenue, exits) in NUMBERED.items():
        t = board.tiles[name]
        assert t is catalog[name]
        assert t.color == colour and [s.kind for s in t.stops] == [kind], name
        assert t.stops[0].revenue.flat == revenue and t.stop_edges(0) == exits, name
    for name, pairs in PLAIN.items():
        t = board.tiles[name]
        assert not t.stops, name
        assert {frozenset(p.edges) for p in t.paths} == {frozenset(pr) for pr in pairs}, name


def test_no_gray_tiles_and_no_brown_ma_sh_we(board):
    assert not [n for n, t in board.tiles.items() if t.color == "gray"]
    for n, t in board.tiles.items():
        if t.color == "brown":
            assert t.label not in ("Ma", "Sh", "We"), n


def test_new_board_builds():
    b = new_board(TITLE)
    assert b.remaining("57") == 5 and b.remaining("9") == UNLIMITED


# --- title ---------------------------------------------------------------------------------


def test_title_basics(info):
    assert info.id == "1833NE" and info.players == (3, 5) and info.rules == "g1833ne"
    assert "takeover" in {o.id for o in info.optional_rules}


def test_phases(info):
    for phase, (name, tiles, limit, limit_takeover) in zip(info.phases, PHASES, strict=True):
        assert phase.name == name
        assert list(phase.tiles) == tiles
        assert phase.extra["train_limit"] == limit
        assert phase.extra["train_limit_takeover"] == limit_takeover
        assert phase.extra["operating_rounds"] == 2
    counts = [p.extra["train"]["count"] for p in info.phases]
    assert counts == [8, 5, 6, 3, "unlimited"]
    assert info.phase("IV").extra["train"]["count_takeover"] == 5
    assert info.phase("V").extra["train"]["faces"] == [{"name": "7+3", "price": 1000}]  # §9.7


def test_companies(info):
    majors = [c for c in info.companies if c.kind == "major"]
    privates = {c.sym: c for c in info.companies if c.kind == "private"}
    standard = [c.sym for c in majors if c.extra.get("optional_rule") != "takeover"]
    takeover = [c for c in majors if c.extra.get("optional_rule") == "takeover"]
    assert sorted(standard) == sorted(STANDARD_CORPS)
    assert len(takeover) == 5
    for c in takeover:
        assert c.home == "" and c.extra.get("variable_home") is True
    assert {s: (c.extra["value"], c.extra["revenue"]) for s, c in privates.items()} == PRIVATES
    colours = [c.color.lower() for c in majors]
    assert len(set(colours)) == len(colours) == 14
    for c in majors:
        assert c.extra["tokens"] == [0, 80]  # §9.8: 2 tokens


def test_takeover_variant(info):
    assert info.variants(4, ("takeover",)) == ("takeover",)
    std = load_board(TITLE)
    tk = load_board(TITLE, ("takeover",))
    # No source says the Takeover game changes the map or the tile supply.
    assert tk.hexes == std.hexes
    assert tk.manifest == std.manifest


def test_terminal_paths(board):
    # [I] marks the paths into Portland's junction and the sea junction J25 terminal (§4 "(term)")
    terminal = {
        (hid, frozenset(("e", e) for e in p.edges))
        for hid, h in board.hexes.items()
        for p in h.tile.paths
        if p.terminal
    }
    assert terminal == {
        ("I14", frozenset({("e", SW)})),
        ("I14", frozenset({("e", NW)})),
        ("J25", frozenset({("e", SW)})),
    }


def test_cape_cod_only_in_hyannis():
    # §4: N10 "Cape Cod" fits I26 (NW to H25, NE to J25); working assumption: only N10 goes there
    from engine.titles import rules_for
    from engine.upgrades import LayContext, lay_options

    info = load_title(TITLE)
    b = new_board(TITLE)
    ctx = LayContext(board=b, phase=info.phase("I"), rules=rules_for(TITLE))
    assert {(o.tile, o.rotation) for o in lay_options(ctx, "I26")} == {("N10", 0)}
    assert not any(o.tile == "N10" for h in ("B27", "C4", "F21", "G24") for o in lay_options(ctx, h))


def test_boston_green_keeps_the_dot_south():
    # §1 [D]: the green B tile keeps the dot on the S edge, B&W's city (SW exit) becomes the
    # 1-slot city and B&L's (N exit) the 2-slot city with B&P's reserved space.
    from engine.titles import rules_for
    from engine.upgrades import LayContext, lay_options

    info = load_title(TITLE)
    b = new_board(TITLE)
    ctx = LayContext(board=b, phase=info.phase("II"), rules=rules_for(TITLE))
    opts = lay_options(ctx, "G22")
    assert [(o.tile, o.rotation) for o in opts] == [("N23", 4)]
    n23 = b.defn.tiles["N23"]
    city_map = dict(opts[0].city_map)
    assert n23.stops[city_map[0]].slots == 1 and n23.stops[city_map[1]].slots == 2
