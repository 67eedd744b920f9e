"""1893: Cologne — the board, tiles and title data against the published facts.

Every expected value below is transcribed from the fact sheet
(../shared/reference/1893-facts.md §7, §8), NOT computed from assets/titles/1893, so a
slip in the data shows up as a failure here.
"""

from __future__ import annotations

import itertools

import pytest

from engine.board import load_board
from engine.hexgrid import opposite
from engine.title import load_title

TITLE = "1893"
OPTIONS = ("optional_2_train", "optional_grey_phase", "optional_existing_track")
ALL_COMBOS = [combo for n in range(len(OPTIONS) + 1) for combo in itertools.combinations(OPTIONS, n)]

# ---------------------------------------------------------------- fact sheet §8.2 (hex table)

RED = {"A4", "B5", "B9", "D9", "L9", "N1", "P1", "P9", "U6", "U8"}
GRAY = {"F1", "U4", "H5", "J5", "F5", "T7", "F9", "H9", "J9"}
YELLOW = {"P7"}
WHITE_CITIES = {"D5", "S6", "L5", "O2", "R7", "T3", "L3", "O4", "I2", "I8", "E4", "O6", "D7", "E2"}
WHITE_DOUBLE_TOWN = {"G6"}
WHITE_TOWNS = {"K6", "P5", "B7", "H3", "I4", "M4", "M8", "Q4", "Q8", "S2"}
MOUNTAINS = {"C8", "E8", "G8", "H7", "P3", "R3", "S4"}
WHITE_PLAIN_SPECIAL = {"M6", "N5", "Q6", "C4"}
WHITE_PLAIN = set("B3 C2 C6 D3 E6 F3 F7 G2 G4 I6 J3 J7 K2 K4 K8 L7 M2 N3 N7 O8 Q2 R5 S8 T5".split())
WHITE = WHITE_CITIES | WHITE_DOUBLE_TOWN | WHITE_TOWNS | MOUNTAINS | WHITE_PLAIN_SPECIAL | WHITE_PLAIN

NAMES = {
    "B5": "Düsseldorf & Neuss",
    "D5": "Benrath",
    "D7": "Solingen",
    "B9": "Wuppertal",
    "E2": "Grevenbroich",
    "E4": "Dormagen",
    "G6": "Leverkusen",
    "I2": "Bergheim",
    "I8": "Bergisch-Gladbach",
    "L3": "Frechen",
    "L5": "Köln",
    "L9": "Gummersbach",
    "N1": "Aachen",
    "O2": "Düren",
    "O4": "Brühl",
    "O6": "Porz",
    "P7": "Troisdorf",
    "P9": "Siegen",
    "R7": "Bonn-Beuel",
    "S6": "Bonn",
    "T3": "Euskirchen",
    "U6": "Andernach",
    "U8": "Neuwied",
}

# home hexes (§3, §4); HGK's token lies in J5 from setup.
HOMES = {
    "O2": "DE",
    "R7": "RSE",
    "D5": "RAG",
    "T3": "EKB",
    "L3": "KFBE",
    "P7": "KSZ",
    "O4": "KBE",
    "I2": "BKB",
    "J5": "HGK",
}

# offboard (and red town) revenues yellow/green/brown, with groups.
OFFBOARDS = {
    "A4": ("town", (20, 30, 50), ""),
    "B9": ("offboard", (20, 30, 40), "Wuppertal"),
    "D9": ("offboard", (20, 30, 40), "Wuppertal"),
    "L9": ("offboard", (20, 20, 20), ""),
    "N1": ("offboard", (20, 30, 50), "Aachen"),
    "P1": ("offboard", (20, 30, 50), "Aachen"),
    "P9": ("offboard", (20, 20, 30), ""),
    "U6": ("offboard", (10, 20, 30), ""),
    "U8": ("offboard", (20, 30, 40), ""),
}
# preprinted exits of red, gray and yellow hexes (stop exits, or track as edge pairs).
RED_GRAY_EXITS = {
    "A4": {0, 1, 5},
    "B5": {0, 2, 5},
    "B9": {1},
    "D9": {1, 2},
    "L9": {1, 2},
    "N1": {5},
    "P1": {4},
    "P9": {1},
    "U6": {4},
    "U8": {2},
    "F1": {4, 5},
    "U4": {2, 4},
    "H5": {0},
    "J5": {0, 1, 3},
    "F5": {1, 2, 3, 5},
    "T7": {1, 2, 3, 5},
    "F9": {0, 2},
    "H9": {1, 3},
    "J9": set(),
    "P7": {1, 5},
}
TRACK_ONLY = {"B5": {(0, 2), (2, 5)}, "F5": {(1, 2), (3, 5)}, "T7": {(1, 2), (3, 5)}, "F9": {(0, 2)}, "H9": {(1, 3)}}

# Rhine and other borders (§8.2 notes, §8.3). Impassable: (hex, edge) as the sheet lists.
IMPASSABLE = {
    ("D5", 1),
    ("D5", 2),
    ("C4", 5),
    ("E4", 4),
    ("L5", 5),
    ("M6", 2),
    ("O6", 1),
    ("O6", 2),
    ("N5", 5),
    ("P5", 4),
    ("P5", 5),
    ("Q6", 0),
    ("Q6", 1),
    ("Q6", 2),
    ("S6", 3),
}
WATER_BORDERS = {("L5", 4), ("K6", 1), ("S6", 4), ("R7", 1)}  # all cost 0

# §7 phases: tile colours and offboard column.
PHASES = {
    "2": (["yellow"], "yellow"),
    "3": (["yellow", "green"], "green"),
    "4": (["yellow", "green"], "green"),
    "5": (["yellow", "green", "brown"], "brown"),
    "6": (["yellow", "green", "brown"], "brown"),
    "8+x": (["yellow", "green", "brown", "gray"], "brown"),
}
COLUMN = {"yellow": 0, "green": 1, "brown": 2}

# §8.6 manifest.
STANDARD = {
    "3": 2,
    "4": 4,
    "5": 2,
    "6": 4,
    "7": 3,
    "8": 10,
    "9": 7,
    "57": 3,
    "58": 4,
    "14": 4,
    "15": 5,
    "16": 1,
    "19": 1,
    "20": 2,
    "23": 3,
    "24": 3,
    "25": 1,
    "26": 1,
    "27": 1,
    "28": 1,
    "29": 1,
    "141": 2,
    "142": 2,
    "143": 2,
    "144": 2,
    "619": 3,
    "39": 1,
    "40": 2,
    "41": 1,
    "42": 1,
    "43": 1,
    "44": 1,
    "45": 1,
    "46": 1,
    "47": 1,
    "70": 1,
    "145": 1,
    "146": 1,
    "147": 1,
    "611": 4,
}
SPECIAL_BASE = {
    "K1": 1,
    "K55": 1,
    "K314": 1,
    "K170": 1,
    "K5": 2,
    "K6": 2,
    "K57": 2,
    "K14": 2,
    "K15": 2,
    "K201": 1,
    "K269": 1,
    "K255": 1,
}
GREY_ONLY = {"KV201": 1, "KV269": 1, "KV255": 1, "KV333": 1, "KV259": 1}
GREY_REMOVES = {"K201", "K269", "K255"}
EXISTING_ONLY = {"KV619": 1, "KV63": 1}

# §8.6 special tiles: colour, stops (kind, revenue, slots), exits, label.
SPECIAL_TILES = {
    "K1": ("yellow", [("town", 10, 0), ("town", 10, 0)], {0, 1, 3, 4}, "L"),
    "K55": ("yellow", [("town", 10, 0), ("town", 10, 0)], {0, 1, 3, 4}, "L"),
    "K314": ("green", [("city", 30, 1)], {0, 2, 3, 5}, "L"),
    "K170": ("brown", [("city", 50, 2)], {0, 2, 3, 4, 5}, "L"),
    "K5": ("yellow", [("city", 20, 1)], {0, 1}, "BX"),
    "K6": ("yellow", [("city", 20, 1)], {0, 2}, "BX"),
    "K57": ("yellow", [("city", 20, 1)], {0, 3}, "BX"),
    "K14": ("green", [("city", 30, 2)], {0, 1, 3, 4}, "BX"),
    "K15": ("green", [("city", 30, 2)], {0, 1, 2, 3}, "BX"),
    "K201": ("yellow", [("city", 30, 1)], {0, 1}, "K"),
    "K269": ("green", [("city", 50, 2)], {0, 2, 3, 4}, "K"),
    "K255": ("brown", [("city", 70, 3)], {0, 1, 2, 3, 4}, "K"),
    "KV201": ("yellow", [("city", 30, 1)], {1, 2}, "K"),
    "KV269": ("green", [("city", 50, 2)], {0, 2, 3, 4}, "K"),
    "KV255": ("brown", [("city", 70, 3)], {0, 1, 2, 3, 4}, "K"),
    "KV333": ("gray", [("city", 80, 4)], {0, 1, 2, 3, 4}, "K"),
    "KV259": ("gray", [("city", 50, 3)], {0, 1, 2, 3, 4, 5}, ""),
    "KV619": ("green", [("city", 30, 2)], {0, 2, 3, 4}, "S"),
    "KV63": ("brown", [("city", 40, 2)], {0, 1, 2, 3, 4, 5}, "S"),
}
# K1: towns on 1-3 and 0-4; K55: towns on 0-3 and 1-4.
LEVERKUSEN_LINES = {"K1": [{1, 3}, {0, 4}], "K55": [{0, 3}, {1, 4}]}


@pytest.fixture(scope="module")
def board():
    return load_board(TITLE)


@pytest.fixture(scope="module")
def title():
    return load_title(TITLE)


def stop_summary(hexdef):
    return sorted(s.kind for s in hexdef.tile.stops)


def stop_exits(tile, stop):
    return set(tile.stop_edges(stop))


# ---------------------------------------------------------------- title


def test_title_metadata(title):
    assert title.id == "1893"
    assert title.name == "1893: Cologne"
    assert title.players == (2, 4)
    assert title.rules == "g1893"
    assert {o.id for o in title.optional_rules} == set(OPTIONS)
    assert all(o.description for o in title.optional_rules)


def test_phases(title):
    assert [p.name for p in title.phases] == list(PHASES)
    for p in title.phases:
        tiles, column = PHASES[p.name]
        assert list(p.tiles) == tiles, p.name
        assert p.color == column, p.name
    # The Rhine closure is tied to phase 2 only.
    assert "rhine_impassable" in title.phase("2").extra.get("status", [])
    assert all("rhine_impassable" not in p.extra.get("status", []) for p in title.phases[1:])


def test_companies(title):
    kinds = {c.sym: c.kind for c in title.companies}
    assert {s for s, k in kinds.items() if k == "major"} == {"DE", "RSE", "RAG", "AGV", "HGK"}
    assert {s for s, k in kinds.items() if k == "minor"} == {"EKB", "KFBE", "KSZ", "KBE", "BKB"}
    assert {s for s, k in kinds.items() if k == "private"} == (
        {"FdSD", "EVA", "HdSK"} | {f"AdSK-{i}" for i in range(1, 11)}
    )
    for hex_id, sym in HOMES.items():
        assert title.company(sym).home == hex_id
    assert title.company("AGV").home == ""
    # 18xx.games drawing colours: blue, pink, #B3B3B3, green, red (CSS names as hex).
    colors = {c.sym: c.color.upper() for c in title.companies}
    assert colors["DE"] == "#0000FF" and colors["RSE"] == "#FFC0CB" and colors["RAG"] == "#B3B3B3"
    assert colors["AGV"] == "#008000" and colors["HGK"] == "#FF0000"
    assert {colors[m] for m in ("EKB", "KSZ", "BKB")} == {"#008000"}
    assert {colors[m] for m in ("KFBE", "KBE")} == {"#FF0000"}
    prices = {"FdSD": (180, 20), "EVA": (150, 30), "HdSK": (100, 10)}
    for sym, (value, revenue) in prices.items():
        c = title.company(sym)
        assert (c.extra["value"], c.extra["revenue"]) == (value, revenue)
    minor_values = {"EKB": 210, "KFBE": 200, "KSZ": 100, "KBE": 220, "BKB": 180}
    for sym, value in minor_values.items():
        assert title.company(sym).extra["value"] == value


# ---------------------------------------------------------------- hexes


def test_hex_count_by_kind(board):
    assert len(RED) == 10 and len(GRAY) == 9 and len(YELLOW) == 1 and len(WHITE) == 60
    assert len(board.hexes) == 80 == len(RED | GRAY | YELLOW | WHITE)
    by_color: dict[str, set[str]] = {}
    for h in board.hexes.values():
        by_color.setdefault(h.color, set()).add(h.id)
    assert by_color == {"red": RED, "gray": GRAY, "yellow": YELLOW, "white": WHITE}
    for hid in WHITE_CITIES:
        assert stop_summary(board.hexes[hid]) == ["city"], hid
        assert board.hexes[hid].tile.stops[0].slots == 1
    for hid in WHITE_TOWNS:
        assert stop_summary(board.hexes[hid]) == ["town"], hid
    assert stop_summary(board.hexes["G6"]) == ["town", "town"]
    for hid in MOUNTAINS | WHITE_PLAIN_SPECIAL | WHITE_PLAIN:
        assert board.hexes[hid].tile.stops == () and board.hexes[hid].tile.paths == (), hid
    for hid in WHITE:
        assert all(s.revenue.maximum == 0 for s in board.hexes[hid].tile.stops), hid


def test_names(board):
    for hid, name in NAMES.items():
        assert board.hexes[hid].name == name, hid
    unnamed = {h.id for h in board.hexes.values() if not h.name}
    assert unnamed == set(board.hexes) - set(NAMES)


def test_homes(board):
    homes = {h.id: list(h.home) for h in board.hexes.values() if h.home}
    assert homes == {hid: [sym] for hid, sym in HOMES.items()}
    assert not any(h.reserved or h.blocked_by for h in board.hexes.values())


def test_labels(board):
    labels = {h.id: h.tile.label for h in board.hexes.values() if h.tile.label}
    assert labels == {"D5": "BX", "S6": "BX", "L5": "K", "G6": "L"}


def test_terrain_costs(board):
    for hid in MOUNTAINS:
        assert "mountain" in board.hexes[hid].terrain and board.hexes[hid].cost == 40
    for hid in ("L5", "S6", "M6"):
        assert "water" in board.hexes[hid].terrain and board.hexes[hid].cost == 40
    costed = {h.id for h in board.hexes.values() if h.cost}
    assert costed == MOUNTAINS | {"L5", "S6", "M6"}


def test_offboard_revenues_per_phase(board, title):
    for hid, (kind, values, group) in OFFBOARDS.items():
        stops = board.hexes[hid].tile.stops
        assert [s.kind for s in stops] == [kind], hid
        assert stops[0].group == group, hid
        for phase in title.phases:
            expected = values[COLUMN[PHASES[phase.name][1]]]
            assert stops[0].revenue.at(phase.color) == expected, (hid, phase.name)


def test_gray_and_yellow_stops(board):
    assert [(s.kind, s.revenue.flat) for s in board.hexes["F1"].tile.stops] == [("town", 10)]
    assert [(s.kind, s.revenue.flat) for s in board.hexes["U4"].tile.stops] == [("town", 10)]
    for hid in ("H5", "J5"):
        assert [(s.kind, s.revenue.flat, s.slots) for s in board.hexes[hid].tile.stops] == [("city", 20, 1)]
    assert [(s.kind, s.revenue.flat, s.slots) for s in board.hexes["P7"].tile.stops] == [("city", 20, 1)]


def test_preprinted_exits(board):
    for hid, exits in RED_GRAY_EXITS.items():
        assert set(board.hexes[hid].tile.exits) == exits, hid
    for hid, pairs in TRACK_ONLY.items():
        got = {tuple(sorted(p.edges)) for p in board.hexes[hid].tile.paths}
        assert got == pairs, hid
    a4 = board.hexes["A4"].tile
    assert stop_exits(a4, 0) == {0, 1, 5}
    # offboards end routes; the red town A4 may be passed through
    for hid, (kind, _values, _group) in OFFBOARDS.items():
        terminal = {p.terminal for p in board.hexes[hid].tile.paths}
        assert terminal == ({True} if kind == "offboard" else {False}), hid


@pytest.mark.parametrize("variants", ALL_COMBOS + [("site_compat",)])
def test_preprinted_paths_meet_neighbours(variants):
    b = load_board(TITLE, tuple(variants))
    for h in b.hexes.values():
        for path in h.tile.paths:
            for edge in path.edges:
                n = b.grid.neighbour(h.id, edge)
                assert n in b.hexes, f"{h.id} edge {edge} leads off the map"
                assert not any(x.edge == edge and x.type == "impassable" for x in h.borders), (h.id, edge)
                nh = b.hexes[n]
                if nh.color in ("red", "gray"):  # entered only through printed track
                    assert opposite(edge) in nh.tile.exits, (h.id, edge, n)


# ---------------------------------------------------------------- the Rhine


def test_rhine_borders(board):
    impassable = {(h.id, x.edge) for h in board.hexes.values() for x in h.borders if x.type == "impassable"}
    # the sheet's list, plus R5's side of Q6 edge 1 (the loader mirrors every border)
    assert impassable == IMPASSABLE | {("R5", 4)}
    for hid, edge in impassable:
        n = board.grid.neighbour(hid, edge)
        assert (n, opposite(edge)) in impassable
    water = {(h.id, x.edge): x.cost for h in board.hexes.values() for x in h.borders if x.type == "water"}
    assert water == {k: 0 for k in WATER_BORDERS}
    assert board.grid.neighbour("L5", 4) == "K6" and board.grid.neighbour("S6", 4) == "R7"
    assert {x.type for h in board.hexes.values() for x in h.borders} == {"impassable", "water"}


def test_rhine_phase2_closures_are_tagged(board):
    tagged = {h.id for h in board.hexes.values() if "rhine_crossing" in h.terrain}
    assert tagged == {"L5", "S6"}
    # the closed edge of each tagged hex is its water border, edge 4
    for hid in tagged:
        assert [x.edge for x in board.hexes[hid].borders if x.type == "water"] == [4]
    blocked = {h.id for h in board.hexes.values() if "tile_block" in h.terrain}
    assert blocked == {"N5", "P5"}
    assert "stub_4" in board.hexes["N5"].terrain
    assert board.grid.neighbour("N5", 4) == "M6"


def test_rhine_crossings(board):
    g = board.grid
    # 1. Düsseldorf: A4 -> B5 -> D5 / C6, preprinted
    assert g.neighbour("A4", 5) == "B5" and g.neighbour("B5", 0) == "D5" and g.neighbour("B5", 5) == "C6"
    # 3. N5 -> M6 -> K6, L7, N7, O6 (M6's other sides; L5 side impassable)
    m6 = {e: g.neighbour("M6", e) for e in range(6)}
    assert m6 == {0: "O6", 1: "N5", 2: "L5", 3: "K6", 4: "L7", 5: "N7"}
    m6_closed = {x.edge for x in board.hexes["M6"].borders if x.type == "impassable"}
    assert m6_closed == {2}


# ---------------------------------------------------------------- tiles


def test_manifest_base(board):
    assert board.manifest == {**STANDARD, **SPECIAL_BASE}
    assert not any(t.color == "gray" for t in board.tiles.values())


def test_manifest_grey_phase():
    b = load_board(TITLE, ("optional_grey_phase",))
    expected = {k: v for k, v in {**STANDARD, **SPECIAL_BASE}.items() if k not in GREY_REMOVES}
    assert b.manifest == {**expected, **GREY_ONLY}
    assert {n for n, t in b.tiles.items() if t.color == "gray"} == {"KV333", "KV259"}


def test_manifest_existing_track():
    b = load_board(TITLE, ("optional_existing_track",))
    assert b.manifest == {**STANDARD, **SPECIAL_BASE, **EXISTING_ONLY}


def test_two_train_option_changes_no_board(board):
    b = load_board(TITLE, ("optional_2_train",))
    assert b.manifest == board.manifest
    assert b.hexes == board.hexes


def test_special_tiles():
    b = load_board(TITLE, ("optional_grey_phase", "optional_existing_track"))
    tiles = dict(b.tiles)
    tiles.update(load_board(TITLE).tiles)
    for name, (color, stops, exits, label) in SPECIAL_TILES.items():
        t = tiles[name]
        assert t.color == color, name
        assert [(s.kind, s.revenue.flat, s.slots) for s in t.stops] == stops, name
        assert set(t.exits) == exits, name
        assert t.label == label, name
        for i in range(len(t.stops)):
            if t.stops[i].kind == "city":
                assert stop_exits(t, i) == exits, name
    # gray-phase Köln tiles print the water cost of the NEXT upgrade: +40, +40, +60
    upgrade_costs = {n: tiles[n].cost for n in SPECIAL_TILES}
    assert upgrade_costs == {n: {"KV201": 40, "KV269": 40, "KV255": 60}.get(n, 0) for n in SPECIAL_TILES}
    assert all("water" in tiles[n].terrain for n in ("KV201", "KV269", "KV255"))
    for name, lines in LEVERKUSEN_LINES.items():
        t = tiles[name]
        assert sorted(map(sorted, (stop_exits(t, i) for i in range(2)))) == sorted(map(sorted, lines))


def test_standard_tiles_exist_with_sheet_layouts(board):
    # §8.7 spot checks on the catalogue tiles the manifest uses
    t = board.tiles
    assert set(t["57"].exits) == {0, 3} and t["57"].stops[0].revenue.flat == 20
    assert set(t["619"].exits) == {0, 2, 3, 4} and t["619"].stops[0].slots == 2
    assert set(t["611"].exits) == {0, 1, 2, 3, 4} and t["611"].stops[0].revenue.flat == 40
    assert set(t["144"].exits) == {0, 2, 4} and t["144"].stops[0].kind == "town"


# ---------------------------------------------------------------- optional rules on the map


def test_existing_track_board(board):
    for hid in ("D7", "E2"):
        h = board.hexes[hid]
        assert h.color == "white" and stop_summary(h) == ["city"] and not h.tile.paths
    b = load_board(TITLE, ("optional_existing_track",))
    d7, e2 = b.hexes["D7"], b.hexes["E2"]
    assert d7.color == e2.color == "yellow"
    assert (d7.name, e2.name) == ("Solingen", "Grevenbroich")
    assert [(s.kind, s.revenue.flat) for s in d7.tile.stops] == [("city", 20)]
    assert [(s.kind, s.revenue.flat) for s in e2.tile.stops] == [("city", 20)]
    assert set(d7.tile.exits) == {1, 4} and d7.tile.label == "S"
    assert set(e2.tile.exits) == {0, 3} and e2.tile.label == ""
    assert len(b.hexes) == 80
    assert {h.id for h in b.hexes.values() if h.color == "yellow"} == {"P7", "D7", "E2"}


def test_grey_phase_changes_no_hex(board):
    assert load_board(TITLE, ("optional_grey_phase",)).hexes == board.hexes


def test_d9_correct_and_site_compat(board):
    d9 = board.hexes["D9"].tile
    assert set(d9.exits) == {1, 2} and d9.stops[0].group == "Wuppertal"
    site = load_board(TITLE, ("site_compat",)).hexes["D9"].tile
    assert set(site.exits) == {2} and site.stops[0].group == "Wuppertalpath"


@pytest.mark.parametrize("variants", ALL_COMBOS)
def test_every_combination_loads(variants, title):
    b = load_board(TITLE, title.variants(3, tuple(variants)))
    assert len(b.hexes) == 80
