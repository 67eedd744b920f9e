"""1833NE tile lays against the fact sheet's map: the labelled cities (Mo, Pr, B, Po, Sh, We,
Ma), Cape Cod, water borders and terrain, private blocks, and Boston's and Portland's upgrades
that keep exits rather than stops (fact sheet §9.5 assumption)."""

from __future__ import annotations

import pytest

from engine.board import UNLIMITED, new_board
from engine.title import load_title
from engine.upgrades import LayContext, apply_lay, lay_options
from tests.titles.lay_helpers import lay_context, refused

TITLE = "1833NE"
INFO = load_title(TITLE)


def ctx(board, phase="I", company=None, **kw) -> LayContext:
    return lay_context(TITLE, board, phase, company, **kw)


def names(c, hex_id) -> set[str]:
    return {o.tile for o in lay_options(c, hex_id)}


@pytest.fixture
def board():
    return new_board(TITLE)


def test_montreal_green_pays_its_water(board):
    assert "labelled Mo; tile 14 is not a Mo tile" in refused(ctx(board, "II"), "B3", "14", 0)
    opts = lay_options(ctx(board, "II"), "B3")
    assert {o.tile for o in opts} == {"N25"} and {o.cost for o in opts} == {40}


def test_providence_green_then_brown(board):
    opt = lay_options(ctx(board, "II"), "F25")
    assert {o.tile for o in opt} == {"N22"} and {o.cost for o in opt} == {40}
    apply_lay(board, opt[0])
    assert "Phase III allows only yellow, green tiles; N32 is brown" in refused(ctx(board, "III"), "F25", "N32", 0)
    assert names(ctx(board, "IV"), "F25") == {"N32"}


def test_boston_green_keeps_both_cities_and_the_dot(board):
    opts = lay_options(ctx(board, "II"), "G22")
    assert opts and {o.tile for o in opts} == {"N23"}
    apply_lay(board, opts[0])
    assert [len(board.tile_at("G22").cities), len(board.tile_at("G22").stops_of("junction"))] == [2, 1]


def test_boston_brown_drops_the_dot_keeping_exits(board):
    board.place_token("G22", 0, "B&W")
    board.place_token("G22", 1, "B&L")
    apply_lay(board, lay_options(ctx(board, "II"), "G22")[0])
    opts = lay_options(ctx(board, "IV"), "G22")
    assert opts and {o.tile for o in opts} == {"N33"}
    apply_lay(board, opts[0])
    tile = board.tile_at("G22")
    assert len(tile.cities) == 1 and not tile.stops_of("junction")
    assert board.has_token("G22", "B&W") and board.has_token("G22", "B&L")


def test_portland_junction_becomes_a_city(board):
    old_exits = board.tile_at("I14").exits
    opts = lay_options(ctx(board, "II"), "I14")
    assert opts and {o.tile for o in opts} == {"N24"}
    for o in opts:
        new_exits = {e for p in board.defn.tiles["N24"].rotated_paths(o.rotation) for e in p.edges}
        assert old_exits <= new_exits
    apply_lay(board, opts[0])
    assert len(board.tile_at("I14").cities) == 2
    assert names(ctx(board, "IV"), "I14") == {"N34"}


def test_exit_keeping_is_only_for_boston_and_portland(board):
    # Montreal's N25 -> N35 drops a city: without the exit rule it needs its own merge rule
    apply_lay(board, lay_options(ctx(board, "II"), "B3")[0])
    assert names(ctx(board, "IV"), "B3") == {"N35"}  # labelled cities may merge (OO -> one)


def test_sherbrooke(board):
    assert "labelled Sh; tile 57 is not a Sh tile" in refused(ctx(board), "F5", "57", 0)
    assert names(ctx(board), "F5") == {"N11"}


def test_cape_cod(board):
    assert "labelled Cape Cod; tile 58 is not a Cape Cod tile" in refused(ctx(board), "I26", "58", 0)
    assert names(ctx(board), "I26") == {"N10"}
    assert "Tile N10 is labelled Cape Cod and fits only Cape Cod hexes" in refused(ctx(board), "B27", "N10", 0)


def test_westport_green(board):
    assert names(ctx(board, "II"), "B11") == {"N26"}
    assert "labelled We" in refused(ctx(board, "II"), "B11", "N40", 0)


def test_manchester_stops_at_green(board):
    assert names(ctx(board, "II"), "F17") <= {"N27", "N28"} and names(ctx(board, "II"), "F17")
    apply_lay(board, lay_options(ctx(board, "II"), "F17")[0])
    assert names(ctx(board, "V"), "F17") == set()


def test_terrain_costs(board):
    assert {o.cost for o in lay_options(ctx(board), "B19")} == {120}
    assert {o.cost for o in lay_options(ctx(board), "C18")} == {100}
    assert {o.cost for o in lay_options(ctx(board), "D7")} == {80}
    # every lay costs at least $20 (assumption tile_cost: max($20, printed cost) + hexsides)
    assert {o.cost for o in lay_options(ctx(board), "C6")} == {20}


def test_water_border_of_norwich(board):
    opts = lay_options(ctx(board), "E26")
    crossing = [o for o in opts if any(5 in p.edges for p in board.defn.tiles[o.tile].rotated_paths(o.rotation))]
    dry = [o for o in opts if o not in crossing]
    assert crossing and dry
    assert {o.cost for o in crossing} == {20 + 40} and {o.cost for o in dry} == {20}


def test_private_blocks(board):
    blocked = {"H23": "P1", "G20": "P2", "C4": "P3", "C6": "P3"}
    for hex_id, private in blocked.items():
        assert f"blocked by {private}" in refused(ctx(board, blocked=blocked), hex_id, "9", 0)
    assert lay_options(ctx(board), "C6")  # once P3 is gone (not in `blocked`), C6 is open


def test_green_towns(board):
    apply_lay(board, lay_options(ctx(board), "D19")[0])  # a yellow town
    greens = names(ctx(board, "II"), "D19")
    assert greens and greens <= {"N40", "N41", "N42", "N43"}
    assert "Phase I allows only yellow" in refused(ctx(board, "I"), "D19", next(iter(greens)), 0)


def test_offboards_and_unlimited_track(board):
    assert "red hex and takes no tile" in refused(ctx(board), "A6", "9", 0)
    assert board.remaining("9") == UNLIMITED
    for _ in range(3):
        hex_id = next(h for h in ("B5", "B15", "B23", "B25", "D3") if board.tile_at(h).color == "white")
        apply_lay(board, lay_options(ctx(board), hex_id)[0])
    assert board.remaining("9") == UNLIMITED
