"""18GB tile lays against the published map: hills paid per side, the estuaries (blue, rotation
0, from phase 4+2), OO and XX cities, the restrictive track rule, private blocks, and the
scenario-dependent tile supply."""

from __future__ import annotations

import pytest

from engine.board import new_board
from engine.title import load_title
from engine.upgrades import LayContext, apply_lay, check_lay, lay_options
from tests.titles.lay_helpers import exits, lay_context, refused

TITLE = "18GB"
INFO = load_title(TITLE)


def board_for(players: int = 4, options: tuple[str, ...] = ()):
    return new_board(TITLE, INFO.variants(players, options))


def ctx(board, phase="2+1", company=None, **kw) -> LayContext:
    return lay_context(TITLE, board, phase, company, **kw)


@pytest.fixture
def board():
    return board_for()


def test_plain_city_takes_the_18gb_yellow_cities(board):
    names = {o.tile for o in lay_options(ctx(board), "A20")}  # Swansea
    assert names and names <= {"G39", "G40", "G41"}
    assert "Tile 57 is not used in this game" in refused(ctx(board), "A20", "57", 0)


def test_plain_track_is_free(board):
    assert {o.cost for o in lay_options(ctx(board), "F19")} == {0}


def test_hills_are_paid_per_side(board):
    # B17 has hill marks on edges 0 and 5; a tile using both pays twice
    opts = lay_options(ctx(board), "B17")
    both = [o for o in opts if {0, 5} <= exits(board, o.tile, o.rotation)]
    one = [o for o in opts if 0 in exits(board, o.tile, o.rotation) and 5 not in exits(board, o.tile, o.rotation)]
    none = [o for o in opts if not {0, 5} & exits(board, o.tile, o.rotation)]
    assert both and one and none
    assert {o.cost for o in both} == {100} and {o.cost for o in one} == {50} and {o.cost for o in none} == {0}
    opt = one[0]
    apply_lay(board, opt)
    # the neighbour across edge 0 keeps its own mark and pays it when it builds toward B17
    n = board.neighbour("B17", 0)
    assert board.border(n, 3) is not None and board.border(n, 3).cost == 50
    assert board.border("B17", 0) is None


def test_estuary_only_in_blue_phase_at_rotation_0(board):
    assert "Phase 3+1 allows only yellow, green tiles; G33 is blue" in refused(ctx(board, "3+1"), "C22", "G33", 0)
    assert "must be laid at rotation 0" in refused(ctx(board, "4+2"), "C22", "G33", 1)
    assert "labelled S; tile G32 is not a S tile" in refused(ctx(board, "4+2"), "C22", "G32", 0)
    opt = check_lay(ctx(board, "4+2"), "C22", "G33", 0)
    assert opt.cost == 50
    apply_lay(board, opt)
    assert "holds a blue tile, which cannot be upgraded" in refused(ctx(board, "6X"), "C22", "G33", 0)
    assert check_lay(ctx(board, "4+2"), "I4", "G32", 0).cost == 50


def test_oo_city_yellow_uses_one_city(board):
    assert "labelled OO; tile G39 is not a OO tile" in refused(ctx(board), "B21", "G39", 0)
    names = {o.tile for o in lay_options(ctx(board), "B21")}  # Cardiff
    assert names == {"G18", "G19"}


def test_xx_city(board):
    names = {o.tile for o in lay_options(ctx(board), "G16")}  # Manchester
    assert names == {"G02", "G03"}
    assert "labelled XX; tile G18 is not a XX tile" in refused(ctx(board), "G16", "G18", 0)


def test_private_blocks_birmingham(board):
    assert "is blocked by LB" in refused(ctx(board, blocked={"F21": "LB"}), "F21", "G02", 0)
    assert check_lay(
        ctx(board), "F21", "G02", next(o.rotation for o in lay_options(ctx(board), "F21") if o.tile == "G02")
    )


def test_towns(board):
    names = {o.tile for o in lay_options(ctx(board), "C24")}
    assert names and names <= {"3", "4", "58"}
    assert "has 1 town; tile 9 has 0 towns" in refused(ctx(board), "C24", "9", 0)


def test_fixed_hexes(board):
    assert "gray hex and takes no tile" in refused(ctx(board), "B23", "9", 0)
    assert "red hex and takes no tile" in refused(ctx(board), "C8", "9", 0)


def test_green_needs_phase_3(board):
    apply_lay(board, lay_options(ctx(board), "F19")[0])
    assert "Phase 2+1 allows only yellow" in refused(ctx(board), "F19", "16", 0)


def test_supply_of_g39(board):
    opt = next(o for o in lay_options(ctx(board), "A20") if o.tile == "G39")
    apply_lay(board, opt)
    assert "No copies of tile G39 are left" in refused(ctx(board), "D25", "G39", 0)


def test_gray_tiles_only_with_5_or_6_players():
    assert "Tile G31 is not used in this game" in refused(ctx(board_for(4), "6X"), "A20", "G31", 0)
    assert "G31" in board_for(5).defn.manifest


def test_restrictive_rule(board):
    board.place_token("A20", 0, "SWR")
    c = ctx(board, company="SWR")
    first = lay_options(c, "A20")[0]
    apply_lay(board, first)
    # every option next door must extend SWR's track (the restrictive rule)
    for edge in sorted(exits(board, first.tile, first.rotation)):
        n = board.neighbour("A20", edge)
        if n is None or board.tile_at(n).color != "white" or board.tile_at(n).stops:
            continue
        opts = lay_options(c, n)
        assert opts
        back = (edge + 3) % 6
        assert all(back in exits(board, o.tile, o.rotation) for o in opts)
        # a straight away from SWR's track, whose exits both lead somewhere, is refused as unconnected
        bad = next(
            (
                (t, r)
                for t in ("9", "8", "7")
                for r in range(6)
                if back not in exits(board, t, r) and "runs track" not in refused(c, n, t, r)
            ),
            None,
        )
        if bad is None:
            continue
        assert "does not connect to SWR's network" in refused(c, n, *bad)
        break
    else:
        pytest.fail("no plain neighbour to test")


def test_two_player_east_west_scenario():
    b = board_for(2, ("two_player_ew",))
    assert "gray hex" in refused(ctx(b), "I10", "9", 0)
    assert b.tile_at("I10").stops_of("junction")
