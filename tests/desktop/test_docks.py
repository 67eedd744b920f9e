"""Dock panels on their own: a linear (1833NE-style) market, ragged 2-D rows, chips."""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.docks.common import CHIPS_ROLE
from desktop.docks.market import CELL_ROLE, MarketPanel
from engine.views import MarketCell, MarketView


def cell(r, c, price, occ=(), **flags):
    return MarketCell(
        r,
        c,
        price,
        flags.get("par", False),
        flags.get("end", False),
        flags.get("y", False),
        flags.get("close", False),
        tuple(occ),
    )


def test_linear_market_shows_one_row_with_markers(qtbot):
    row = tuple(
        cell(0, i, p, occ=("BM", "NYNH") if p == 100 else (), par=p in (70, 100), close=p == 0)
        for i, p in enumerate([0, 35, 50, 70, 100, 125, 150])
    )
    panel = MarketPanel()
    qtbot.addWidget(panel)
    panel.resize(500, 200)
    panel.set_view(MarketView("1d", (row,)), {"BM": "#aa0000", "NYNH": "#0000aa"})
    m = panel.model
    assert (m.rowCount(), m.columnCount()) == (1, 7)
    assert m.index(0, 4).data() == "100"
    assert m.index(0, 4).data(CHIPS_ROLE) == [("BM", "#aa0000"), ("NYNH", "#0000aa")]
    assert "par price" in m.index(0, 4).data(Qt.ItemDataRole.ToolTipRole) and "BM" in m.index(0, 4).data(
        Qt.ItemDataRole.ToolTipRole
    )
    assert m.index(0, 0).data(CELL_ROLE).close
    panel.show()
    assert not panel.grab().isNull()
    # two markers need a taller row than an empty one
    assert panel.table.rowHeight(0) > 36


def test_ragged_2d_market_leaves_missing_cells_empty(qtbot):
    rows = ((cell(0, 0, 60), cell(0, 1, 65), cell(0, 2, 70)), (cell(1, 0, 55), None, None))
    panel = MarketPanel()
    qtbot.addWidget(panel)
    panel.set_view(MarketView("2d", rows), {})
    assert panel.model.index(1, 1).data() is None and panel.model.index(1, 0).data() == "55"


def test_an_unlimited_bank_says_so_instead_of_a_sum(make_window, qtbot):
    """18GB's bank never runs out: the cap table and the strip above the map say "unlimited"
    rather than the (negative) sum it has paid out."""
    from tests.desktop.conftest import wait_loaded

    w = make_window()
    w.controller.new_game("18GB", ["Ann", "Bob", "Cy"], ())
    wait_loaded(qtbot, w)
    assert w.panels["capTable"].caption.text().startswith("Bank unlimited · certificate limit")
    assert "Bank unlimited" in w.glance.text()
