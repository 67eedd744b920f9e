"""Issue #29 items 12 and 14 through the window: the log's search and filters, right-click menus
(a log line, a company row, a hex), and a corporation's sheet with its share price per round and
its revenue per run, both worked out from the log."""

from PySide6.QtCore import Qt

from desktop.company_history import price_history, revenue_history
from engine import views


def _loaded(make_window, mex, n=300):
    w = make_window()
    w.controller.set_history(mex.copy(n), None, "test")
    w.settle()
    return w


def test_log_search_and_filters(make_window, qtbot, mex):
    w = _loaded(make_window, mex)
    log = w.panels["log"]
    everything = log.visible_entries()
    assert len(everything) == 300
    # by round
    log.round.setCurrentIndex(log.round.findData("OR 1.1"))
    shown = log.visible_entries()
    entries = w.controller.history.entries
    assert shown and all(entries[n - 1].round == "OR 1.1" for n in shown)
    assert len(shown) == sum(1 for e in entries if e.round == "OR 1.1")
    log.round.setCurrentIndex(0)
    # by who acted (a company)
    log.who.setCurrentIndex(log.who.findData("MC"))
    assert log.visible_entries() and all(
        entries[n - 1].actor == "MC" or "MC" in entries[n - 1].text() for n in log.visible_entries()
    )
    log.who.setCurrentIndex(0)
    # text, typed in the search field
    qtbot.keyClicks(log.search, "buys a 10% share")
    hits = log.visible_entries()
    assert hits and len(hits) < 300
    assert all("buys a 10% share" in entries[n - 1].text().casefold() for n in hits)
    log.search.clear()
    assert log.visible_entries() == everything


def test_log_line_menu_views_the_game_there(make_window, mex):
    w = _loaded(make_window, mex)
    menu = w.panels["log"].entry_menu(123)
    view_here = next(a for a in menu.actions() if a.objectName() == "logViewHere")
    view_here.trigger()
    assert w.controller.viewing == 123


def test_company_row_menu_opens_the_sheet_with_price_and_revenue_history(make_window, mex):
    w = _loaded(make_window, mex)
    panel = w.panels["companies"]
    row = next(i for i in range(panel.corp_table.model().rowCount()) if panel.sym_at(i) == "MC")
    menu = panel.row_menu(row)
    next(a for a in menu.actions() if a.objectName() == "companySheetAction").trigger()
    sheet = w.company_sheet
    assert sheet.isVisible() and sheet.sym == "MC"
    h = w.controller.history
    prices = price_history(h, "MC")
    # the chart's points are the price at the end of each round, as a replay gives them
    assert [p.worth["MC"] for p in sheet.chart.series.points] == [p.value for p in prices]
    ends = [e for e in h.entries if e.round_after and e.round_after != e.round]
    floated = [e for e in ends if h.state_at(e.n).corps["MC"].share_price]
    expected = [(e.round, h.state_at(e.n).price_of("MC")) for e in floated] + [
        (views.round_label(h.state), h.state.price_of("MC"))
    ]
    assert [(p.round, p.value) for p in prices] == expected
    assert prices[0].round == "SR 1" and len(prices) > 5
    runs = revenue_history(h, "MC")
    assert runs and sheet.revenue.rowCount() == len(runs)
    first_run = next(e for e in h.entries if e.type == "run_routes" and e.actor == "MC")
    assert sheet.revenue.item(0, 0).text() == first_run.round
    # the recording's own words: MC runs a 2 train for $50 in OR 2.1, its three trains $240 in OR 3.2
    assert [(p.round, p.value) for p in runs] == [
        ("OR 2.1", 50),
        ("OR 3.1", 120),
        ("OR 3.2", 240),
        ("OR 4.1", 140),
        ("OR 4.2", 160),
    ]
    # a minor's runs too (paid out at once, so the round no longer shows them)
    assert [p.value for p in revenue_history(h, "A")] == [30, 50, 50, 60]
    # the Companies dock: the last run of each company
    m = panel.corps
    cols = [m.headerData(c, Qt.Orientation.Horizontal) for c in range(m.columnCount())]
    mc = next(r for r in range(m.rowCount()) if m.index(r, 0).data() == "MC")
    assert m.index(mc, cols.index("Last run")).data() == "$160"


def test_hex_menu_tells_tile_owner_and_upgrades(make_window, mex):
    w = _loaded(make_window, mex, 200)
    state = w.controller.shown_state()
    # a right click on the map over M10 (tile 57) opens the hex's menu
    view = w.map_view
    centre = view.mapFromScene(w.scene.hex_centre("M10"))
    from PySide6.QtGui import QContextMenuEvent

    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, centre, view.viewport().mapToGlobal(centre))
    view.contextMenuEvent(event)
    menu = w.hex_context_menu
    texts = [a.text() for a in menu.actions()]
    assert texts[0].startswith("M10") and any("Tile 57" in t for t in texts)
    info = views.hex_info(state, "M10")
    assert any(t in texts for t in info.tokens) or not info.tokens
    upgrades = next(a.text() for a in menu.actions() if a.objectName() == "hexUpgrades")
    assert upgrades == "Upgrades: 14, 15, 619"
    assert not [a for a in menu.actions() if a.objectName() == "hexLaterUpgrades"]  # phase 4: brown too


def test_hex_menu_tells_which_upgrades_wait_for_a_later_phase(make_window, mex):
    w = _loaded(make_window, mex, 60)  # phase 2: yellow only
    menu = w.hex_menu("D3")  # tile 6 (yellow) was laid there by then
    texts = {a.objectName(): a.text() for a in menu.actions()}
    assert texts["hexUpgrades"] == "No upgrade in this phase"
    assert texts["hexLaterUpgrades"] == "In a later phase: 14, 15, 619"
    menu.close()
