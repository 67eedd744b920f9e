"""Stock market movement (2-D grid of 18MEX, and a linear market)."""

from __future__ import annotations

from engine.economics import load_economics
from engine.market import Market, MarketState


def mex() -> Market:
    return load_economics("18MEX").market


def test_right_then_up_at_row_end_and_end_cell() -> None:
    m = mex()
    assert m.moved((1, 4), "right") == (1, 5)
    assert m.moved((2, 13), "right") == (1, 13)  # 150 -> 165 (end of row: up)
    assert m.moved((1, 14), "right") == (0, 14)  # 180 -> 200
    assert m.moved((0, 14), "right") == (0, 14)  # 200: no move
    assert m.moved((5, 4), "right") == (4, 4)  # 55y -> 60


def test_left_and_down() -> None:
    m = mex()
    assert m.moved((1, 4), "left") == (1, 3)  # 75 -> 70
    assert m.moved((0, 0), "left") == (1, 0)  # column 0: down
    assert m.moved((7, 0), "left") == (7, 0)  # 10: nowhere to go
    assert m.moved((3, 5), "down") == (4, 5)
    assert m.moved((4, 5), "down") == (4, 5)  # no cell below: stays
    assert m.moved((0, 3), "up") == (0, 3)


def test_flags_and_names() -> None:
    m = mex()
    assert m.cell((0, 14)).end_game
    assert not m.cell((5, 2)).counts_for_limit
    assert [m.price(p) for p in m.par_cells()] == [90, 80, 75, 70, 60]
    assert m.parse_price("75,1,4") == (1, 4) and m.name((1, 4)) == "75,1,4"


def test_end_cell_sets_trigger_and_cell_order() -> None:
    m = mex()
    st = MarketState()
    st.place(m, "A", (1, 14))
    st.place(m, "B", (1, 14))
    assert st.arrival("B", (1, 14)) == 1
    at = st.move(m, "A", (1, 14), "right")
    assert at == (0, 14) and st.end_reached
    assert st.arrival("B", (1, 14)) == 0


def test_linear_market() -> None:
    m = Market.parse({"kind": "1d", "rows": [["50p", "60", "70", "80e"]]}, "test")
    assert m.moved((0, 0), "down") == (0, 0)
    assert m.moved((0, 0), "up") == (0, 1)
    assert m.moved((0, 3), "right") == (0, 3)
    assert m.moved((0, 2), "left") == (0, 1)
