"""1893 tile lays against the published map: the Rhine closures of phase 2, the N5 stub,
Leverkusen's towns becoming a city (K314 at rotation 0), BX, K and S labels, the
semi-restrictive track rule and the optional rules' tiles."""

from __future__ import annotations

import pytest

from engine.board import new_board
from engine.upgrades import LayContext, apply_lay, check_lay, lay_options
from tests.titles.lay_helpers import exits, lay_context, refused

TITLE = "1893"


def ctx(board, phase="2", company=None, **kw) -> LayContext:
    return lay_context(TITLE, board, phase, company, **kw)


@pytest.fixture
def board():
    return new_board(TITLE)


def test_koeln_needs_K_tiles_and_costs_40(board):
    assert "labelled K; tile 57 is not a K tile" in refused(ctx(board, "3"), "L5", "57", 0)
    opts = lay_options(ctx(board, "3"), "L5")
    assert opts and {o.tile for o in opts} == {"K201"} and all(o.cost == 40 for o in opts)


def test_koeln_rhine_crossing_closed_in_phase_2(board):
    # L5's edge 4 is the Köln crossing to K6; edge 5 is the river itself
    for rot in range(6):
        ex = exits(board, "K201", rot)
        if 5 in ex:
            assert "impassable border" in refused(ctx(board), "L5", "K201", rot)
        elif 4 in ex:
            assert "Rhine crossing at L5 is closed" in refused(ctx(board), "L5", "K201", rot)
            assert check_lay(ctx(board, "3"), "L5", "K201", rot)  # open from phase 3
        else:
            assert check_lay(ctx(board), "L5", "K201", rot)


def test_bonn_is_BX_and_its_crossing_closed_in_phase_2(board):
    assert "labelled BX; tile 57 is not a BX tile" in refused(ctx(board), "S6", "57", 0)
    crossing = [o for o in lay_options(ctx(board, "3"), "S6") if 4 in exits(board, o.tile, o.rotation)]
    assert crossing
    o = crossing[0]
    assert "Rhine crossing at S6 is closed" in refused(ctx(board), "S6", o.tile, o.rotation)


def test_rhine_bank_hexes_blocked_until_the_3_train(board):
    assert "N5 (Rhine bank) takes no tile until the first 3-train" in refused(ctx(board), "N5", "9", 1)
    assert "takes no tile until the first 3-train" in refused(ctx(board), "P5", "3", 0)
    assert lay_options(ctx(board, "3"), "P5")


def test_n5_tiles_must_use_the_stub(board):
    opts = lay_options(ctx(board, "3"), "N5")
    assert opts and all(4 in exits(board, o.tile, o.rotation) for o in opts)
    bad = next(r for r in range(6) if 4 not in exits(board, "9", r))
    assert "must use the track stub on edge 4" in refused(ctx(board, "3"), "N5", "9", bad)


def test_leverkusen_two_towns(board):
    assert "labelled L" in refused(ctx(board), "G6", "3", 0)
    assert {o.tile for o in lay_options(ctx(board), "G6")} == {"K1", "K55"}


def test_leverkusen_k314_replaces_the_towns_at_rotation_0(board):
    apply_lay(board, next(o for o in lay_options(ctx(board), "G6") if o.tile == "K55"))
    assert "must be laid at rotation 0" in refused(ctx(board, "3"), "G6", "K314", 2)
    opt = check_lay(ctx(board, "3"), "G6", "K314", 0)
    apply_lay(board, opt)
    tile = board.tile_at("G6")
    assert len(tile.cities) == 1 and not tile.towns
    assert "A green hex can only take brown; tile K314 is green" in refused(ctx(board, "3"), "G6", "K314", 0)
    assert board.remaining("K314") == 0
    assert {o.tile for o in lay_options(ctx(board, "5"), "G6")} == {"K170"}


def test_benrath_bx_stops_at_green(board):
    yellow = lay_options(ctx(board), "D5")
    assert yellow and {o.tile for o in yellow} <= {"K5", "K6", "K57"}
    apply_lay(board, yellow[0])
    green = lay_options(ctx(board, "3"), "D5")
    assert green and {o.tile for o in green} <= {"K14", "K15"}
    apply_lay(board, green[0])
    assert lay_options(ctx(board, "8+x"), "D5") == []
    assert "labelled BX" in refused(ctx(board, "5"), "D5", "611", 0)


def test_terrain_costs(board):
    assert {o.cost for o in lay_options(ctx(board), "C8")} == {40}  # mountain
    assert {o.cost for o in lay_options(ctx(board), "M6")} == {40}  # water
    assert {o.cost for o in lay_options(ctx(board), "B3")} == {0}


def test_offboard_and_gray_hexes(board):
    assert "takes no tile" in refused(ctx(board), "A4", "3", 0)
    assert "gray hex and takes no tile" in refused(ctx(board), "F5", "9", 0)


def test_semi_restrictive_track(board):
    board.place_token("O2", 0, "DE")
    c2 = ctx(board, company="DE")
    apply_lay(board, check_lay(c2, "O2", "57", 0))  # Düren: exits 0 (to Q2) and 3
    apply_lay(board, check_lay(c2, "Q2", "9", 0))  # straight on from edge 3
    c3 = ctx(board, "3", company="DE")
    # 23 at rotation 0 adds 0-4, which DE cannot use (no turning back at edge 0), and changes no city
    assert "adds no track DE can use and changes no city's value" in refused(c3, "Q2", "23", 0)
    # 19 at rotation 0 would run 2-4 into the red P1, whose printed track points elsewhere
    assert "runs track into P1, whose printed track does not lead to Q2" in refused(c3, "Q2", "19", 0)
    # 24 at rotation 3 adds 3-5 from DE's entry edge
    assert check_lay(c3, "Q2", "24", 3)
    # a city upgrade that changes the value is fine even if no new track is usable
    green_city = lay_options(c3, "O2")
    assert green_city


def test_gray_phase_option_swaps_the_koeln_tiles():
    b = new_board(TITLE, ["optional_grey_phase"])
    assert "Tile K201 is not used in this game" in refused(ctx(b, "3"), "L5", "K201", 0)
    opt = next(o for o in lay_options(ctx(b, "3"), "L5"))
    assert opt.tile == "KV201"
    apply_lay(b, opt)
    # KV201 prints a $40 water cost for whoever upgrades it
    assert {o.cost for o in lay_options(ctx(b, "3"), "L5")} == {40}


def test_existing_track_option_solingen():
    b = new_board(TITLE, ["optional_existing_track"])
    assert b.tile_at("D7").color == "yellow"
    assert "labelled S; tile 14 is not a S tile" in refused(ctx(b, "3"), "D7", "14", 0)
    opts = lay_options(ctx(b, "3"), "D7")
    assert opts and {o.tile for o in opts} == {"KV619"}


def test_site_compat_variant_reproduces_the_d9_defect():
    right = new_board(TITLE)
    site = new_board(TITLE, ["site_compat"])
    assert right.tile_at("D9").exits == {1, 2}
    assert site.tile_at("D9").exits == {2}
