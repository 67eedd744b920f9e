"""Facts about the standard tile catalogue (assets/tiles/catalog.toml).

Expected values are written here by hand from the fact sheets in
../shared/reference/ (18mex-facts.md §6.3/§6.4, 1893-facts.md §8.6/§8.7,
18gb-facts.md §8.1, 1833ne-facts.md §4), not generated from the catalogue itself.
"""

from __future__ import annotations

import pytest

from engine.board import load_catalog

# --- Standard (numbered, catalogue) tiles in each title's manifest --------------------
# Title-specific tiles are left out: 18MEX 470, 479MC, 479P, 480 (redefined by the
# title), 485MC/P, 486MC/P; 1893 K*/KV*; 18GB G*; 1833NE N*.
MANIFEST_STANDARD = {
    "18MEX": [  # 18mex-facts §6.3 / §6.4
        "3",
        "4",
        "5",
        "6",
        "7",
        "8",
        "9",
        "57",
        "58",
        "471",
        "472",
        "473",
        "14",
        "15",
        "16",
        "17",
        "18",
        "19",
        "20",
        "23",
        "24",
        "25",
        "26",
        "27",
        "28",
        "29",
        "141",
        "142",
        "143",
        "474",
        "475",
        "476",
        "477",
        "478",
        "619",
        "39",
        "40",
        "41",
        "42",
        "43",
        "44",
        "45",
        "46",
        "47",
        "63",
        "70",
        "481",
        "482",
        "483",
        "484",
        "455",
    ],
    "1893": [  # 1893-facts §8.6
        "3",
        "4",
        "5",
        "6",
        "7",
        "8",
        "9",
        "57",
        "58",
        "14",
        "15",
        "16",
        "19",
        "20",
        "23",
        "24",
        "25",
        "26",
        "27",
        "28",
        "29",
        "141",
        "142",
        "143",
        "144",
        "619",
        "39",
        "40",
        "41",
        "42",
        "43",
        "44",
        "45",
        "46",
        "47",
        "70",
        "145",
        "146",
        "147",
        "611",
    ],
    "18GB": [  # 18gb-facts §8.1
        "3",
        "4",
        "58",
        "7",
        "8",
        "9",
        "16",
        "17",
        "18",
        "19",
        "20",
        "21",
        "22",
        "23",
        "24",
        "25",
        "26",
        "27",
        "28",
        "29",
        "87",
        "88",
        "204",
        "40",
        "41",
        "42",
        "43",
        "44",
        "45",
        "46",
        "47",
        "911",
        "912",
    ],
    "1833NE": [  # 1833ne-facts §4, tile manifest
        "3",
        "4",
        "58",
        "5",
        "6",
        "57",
        "7",
        "8",
        "9",
        "14",
        "15",
        "619",
        "16",
        "17",
        "19",
        "20",
        "26",
        "27",
        "28",
        "29",
        "30",
        "31",
        "23",
        "24",
        "25",
        "39",
        "40",
        "41",
        "42",
        "43",
        "44",
        "47",
        "70",
        "45",
        "46",
    ],
}

TITLE_SPECIFIC = [
    "470",
    "479MC",
    "479P",
    "480",
    "485MC",
    "486P",
    "K1",
    "K5",
    "KV619",
    "G02",
    "G18",
    "G21",
    "G30",
    "N10",
    "N23",
    "N50",
]

# Tiles deliberately without any path (none in this catalogue).
PATHLESS: set[str] = set()


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def _kinds(tile, kind):
    return [tile.stops[i] for i in tile.stops_of(kind)]


@pytest.mark.parametrize("title", sorted(MANIFEST_STANDARD))
def test_every_standard_manifest_tile_is_in_catalog(catalog, title):
    missing = [n for n in MANIFEST_STANDARD[title] if n not in catalog]
    assert not missing, f"{title}: standard tiles missing from catalogue: {missing}"


def test_catalog_holds_exactly_the_union_of_the_four_titles(catalog):
    union = {n for names in MANIFEST_STANDARD.values() for n in names}
    assert set(catalog) == union
    assert len(catalog) == 65


def test_title_specific_tiles_are_not_in_catalog(catalog):
    assert not [n for n in TITLE_SPECIFIC if n in catalog]


# --- Detailed sample ------------------------------------------------------------------
# name: (colour, exits, cities as [(revenue, slots)], town revenues, label)
SAMPLE = {
    "3": ("yellow", {0, 1}, [], [10], ""),
    "4": ("yellow", {0, 3}, [], [10], ""),
    "58": ("yellow", {0, 2}, [], [10], ""),
    "5": ("yellow", {0, 1}, [(20, 1)], [], ""),
    "6": ("yellow", {0, 2}, [(20, 1)], [], ""),
    "57": ("yellow", {0, 3}, [(20, 1)], [], ""),
    "9": ("yellow", {0, 3}, [], [], ""),
    "471": ("yellow", {0, 3}, [(20, 1)], [10], "M"),
    "472": ("yellow", {0, 1, 2}, [(20, 1)], [10], "T"),
    "473": ("yellow", {0, 2}, [(20, 1)], [10], "V"),
    "14": ("green", {0, 1, 3, 4}, [(30, 2)], [], ""),
    "15": ("green", {0, 1, 2, 3}, [(30, 2)], [], ""),
    "619": ("green", {0, 2, 3, 4}, [(30, 2)], [], ""),
    "87": ("green", {0, 1, 2, 3}, [], [10], ""),
    "88": ("green", {0, 1, 3, 4}, [], [10], ""),
    "204": ("green", {0, 2, 3, 4}, [], [10], ""),
    "141": ("green", {0, 1, 3}, [], [10], ""),
    "142": ("green", {0, 3, 5}, [], [10], ""),
    "143": ("green", {0, 1, 2}, [], [10], ""),
    "144": ("green", {0, 2, 4}, [], [10], ""),
    "474": ("green", {0, 1, 2, 4, 5}, [], [10], ""),
    "475": ("green", {0, 1, 5}, [(30, 1)], [], "L"),
    "476": ("green", {2, 4, 5}, [(30, 1)], [10], "M"),
    "477": ("green", {0, 1, 2, 5}, [(30, 1)], [10], "T"),
    "478": ("green", {2, 4}, [(30, 2)], [20], "V"),
    "63": ("brown", {0, 1, 2, 3, 4, 5}, [(40, 2)], [], ""),
    "611": ("brown", {0, 1, 2, 3, 4}, [(40, 2)], [], ""),
    "145": ("brown", {0, 1, 3, 4}, [], [20], ""),
    "146": ("brown", {0, 1, 2, 3}, [], [20], ""),
    "147": ("brown", {0, 2, 3, 4}, [], [20], ""),
    "481": ("brown", {0, 1, 5}, [(40, 2)], [], "L"),
    "482": ("brown", {2, 3, 4, 5}, [(40, 2)], [20], "M"),
    "483": ("brown", {0, 1, 2, 5}, [(40, 1)], [20], "T"),
    "484": ("brown", {2, 3, 4}, [(40, 2)], [30], "V"),
    "911": ("brown", {0, 1, 2, 3, 4}, [], [10], ""),
    "455": ("gray", {0, 1, 2, 3, 4, 5}, [(50, 3)], [], ""),
    "912": ("gray", {0, 1, 2, 3, 4, 5}, [], [10], ""),
}


@pytest.mark.parametrize("name", sorted(SAMPLE, key=lambda n: (len(n), n)))
def test_sample_tile_details(catalog, name):
    color, exits, cities, towns, label = SAMPLE[name]
    t = catalog[name]
    assert t.color == color
    assert set(t.exits) == exits
    assert [(s.revenue.flat, s.slots) for s in _kinds(t, "city")] == cities
    assert [s.revenue.flat for s in _kinds(t, "town")] == towns
    assert t.label == label
    assert not _kinds(t, "offboard") and not _kinds(t, "junction")


# Plain-track tiles: the exact set of edge-to-edge tracks (fact sheets' tables).
TRACK = {
    "7": ["0-1"],
    "8": ["0-2"],
    "9": ["0-3"],
    "16": ["0-2", "1-3"],
    "17": ["1-3", "0-4"],
    "18": ["0-3", "1-2"],
    "19": ["0-3", "2-4"],
    "20": ["0-3", "1-4"],
    "21": ["0-2", "3-4"],
    "22": ["0-4", "2-3"],
    "23": ["0-3", "0-4"],
    "24": ["0-3", "0-2"],
    "25": ["0-2", "0-4"],
    "26": ["0-3", "0-5"],
    "27": ["0-3", "0-1"],
    "28": ["0-4", "0-5"],
    "29": ["0-2", "0-1"],
    "30": ["0-4", "0-1"],
    "31": ["0-2", "0-5"],
    "39": ["0-1", "0-2", "1-2"],
    "40": ["0-2", "2-4", "0-4"],
    "41": ["0-1", "0-3", "1-3"],
    "42": ["0-3", "3-5", "0-5"],
    "43": ["0-3", "0-2", "1-3", "1-2"],
    "44": ["0-3", "1-4", "0-1", "3-4"],
    "45": ["0-3", "2-4", "0-4", "2-3"],
    "46": ["0-3", "2-4", "3-4", "0-2"],
    "47": ["0-3", "1-4", "1-3", "0-4"],
    "70": ["0-1", "0-2", "1-3", "2-3"],
}
TRACK_COLOR = {"yellow": {"7", "8", "9"}, "brown": {"39", "40", "41", "42", "43", "44", "45", "46", "47", "70"}}


@pytest.mark.parametrize("name", sorted(TRACK, key=lambda n: (len(n), n)))
def test_plain_track_tiles(catalog, name):
    t = catalog[name]
    assert not t.stops
    got = {frozenset(p.edges) for p in t.paths}
    assert all(len(p.edges) == 2 for p in t.paths)
    assert got == {frozenset(map(int, s.split("-"))) for s in TRACK[name]}
    assert len(t.paths) == len(TRACK[name])
    want_color = next((c for c, ns in TRACK_COLOR.items() if name in ns), "green")
    assert t.color == want_color


def test_city_town_tiles_join_town_to_city_only(catalog):
    # 18MEX M/T/V tiles: the town is a spur hanging off the city (no edge of its own).
    for name in ["471", "472", "473", "476", "477", "478", "482", "483", "484"]:
        t = catalog[name]
        (town,) = t.towns
        (city,) = t.cities
        town_paths = [p for p in t.paths if town in p.stops]
        assert len(town_paths) == 1, name
        assert set(town_paths[0].stops) == {town, city}, name
        assert t.stop_edges(town) == frozenset(), name
        assert t.stop_edges(city) == t.exits, name


def test_no_multi_city_tiles_among_standard_ones(catalog):
    # Every two-city (OO/XX/B...) tile of these titles is title-specific (18GB G*, 1833NE N*).
    assert all(len(t.cities) <= 1 for t in catalog.values())


def test_every_path_edge_is_0_to_5(catalog):
    for t in catalog.values():
        for p in t.paths:
            for e in p.edges:
                assert 0 <= e <= 5, (t.name, e)


def test_no_dangling_stop(catalog):
    for t in catalog.values():
        if t.name in PATHLESS:
            continue
        assert t.paths, t.name
        used = {s for p in t.paths for s in p.stops}
        for i, s in enumerate(t.stops):
            assert i in used, f"tile {t.name}: {s.kind} {i} has no path"


def test_stop_tiles_join_each_exit_to_a_stop(catalog):
    # On single-stop tiles every exit runs to the stop (no bypass track in this catalogue).
    for t in catalog.values():
        if len(t.stops) == 1:
            assert all(len(p.stops) == 1 and len(p.edges) == 1 for p in t.paths), t.name


def test_colour_counts(catalog):
    by = {}
    for t in catalog.values():
        by.setdefault(t.color, set()).add(t.name)
    assert by["yellow"] == {"3", "4", "5", "6", "7", "8", "9", "57", "58", "471", "472", "473"}
    assert by["gray"] == {"455", "912"}
    assert len(by["green"]) == 31
    assert len(by["brown"]) == 20


def test_rotational_symmetry(catalog):
    assert len(catalog["9"].distinct_rotations()) == 3
    assert len(catalog["8"].distinct_rotations()) == 6
    assert len(catalog["63"].distinct_rotations()) == 1
    assert len(catalog["144"].distinct_rotations()) == 2
    assert len(catalog["455"].distinct_rotations()) == 1


def test_identical_rotations_map_to_the_offered_one(catalog):
    """A straight track (9) lays the same track turned by 180°; a curve (8) never does; a
    rotation beyond 5 wraps."""
    straight, curve = catalog["9"], catalog["8"]
    assert straight.distinct_rotations() == [0, 1, 2]
    assert [straight.canonical_rotation(r) for r in range(6)] == [0, 1, 2, 0, 1, 2]
    assert [curve.canonical_rotation(r) for r in range(6)] == list(range(6))
    assert straight.canonical_rotation(7) == 1
