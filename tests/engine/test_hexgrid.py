"""Hex ids, neighbours and edge numbers must be exactly those of 18xx.games."""

import pytest

from engine.hexgrid import Grid, opposite


def test_flat_neighbours_follow_18xx_games_edges():
    g = Grid.make("flat")  # x = letter, y = number
    # edge 0 is straight down (y + 2), edge 3 straight up
    assert g.neighbour("C5", 0) == "C7"
    assert g.neighbour("C5", 3) == "C3"
    assert g.neighbour("C5", 1) == "B6"
    assert g.neighbour("C5", 2) == "B4"
    assert g.neighbour("C5", 4) == "D4"
    assert g.neighbour("C5", 5) == "D6"


def test_flat_with_number_columns_as_18mex():
    g = Grid.make("flat", "x=number")  # 18MEX/1893: x = number, y = letter
    assert g.xy("E6") == (5, 4)
    assert g.neighbour("E6", 0) == "G6"
    assert g.neighbour("E6", 4) == "D7"


def test_pointy_neighbours():
    g = Grid.make("pointy")  # x = number, y = letter
    assert g.neighbour("C5", 4) == "C7"  # right
    assert g.neighbour("C5", 1) == "C3"  # left
    assert g.neighbour("C5", 0) == "D4"  # lower left
    assert g.neighbour("C5", 3) == "B6"  # upper right


@pytest.mark.parametrize("layout", ["flat", "pointy"])
def test_edges_are_symmetric(layout):
    g = Grid.make(layout)
    for hid in ("E10", "G6", "K12"):
        if not g.valid(hid):
            continue
        for edge, n in g.neighbours(hid).items():
            assert g.neighbour(n, opposite(edge)) == hid
            assert g.edge_between(hid, n) == edge


def test_parity_rule_and_bad_ids():
    g = Grid.make("flat")
    assert g.valid("C5") and not g.valid("C4")
    odd = Grid.make("flat", parity=1)  # 18MEX-style maps use the other parity
    assert odd.valid("C4") and not odd.valid("C5")
    assert not g.valid("5C") and not g.valid("")
    with pytest.raises(ValueError):
        g.xy("hello")


def test_distance():
    g = Grid.make("flat")
    assert g.distance("C5", "C5") == 0
    assert g.distance("C5", "C7") == 1
    assert g.distance("C5", "E9") == 3
    assert g.distance("A1", "E1") == 4


def test_ids_before_A_and_row_zero_as_18gb():
    g = Grid.make("flat")  # 18GB: x = letter
    assert g.xy("a19") == (-1, 18)
    assert g.xy("G0") == (6, -1)
    assert g.hex_id(-1, 18) == "a19" and g.hex_id(6, -1) == "G0"
    assert g.neighbour("A18", 2) == "a17"
    assert g.neighbour("G2", 3) == "G0"
