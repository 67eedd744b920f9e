"""The main window with a real game (pytest-qt, offscreen): docks show the engine's numbers, the
log shows the past read-only, undo/redo, the status line, files, layout persistence."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QDockWidget

from desktop.docks.common import CHIPS_ROLE, KEY_ROLE
from desktop.history import History
from engine.entities import POOL, corp_key, player_key
from engine.io.document import load
from tests.desktop.conftest import MEX_13315, need, wait_loaded


@pytest.fixture
def loaded(make_window, mex):
    """A window showing 13315.json (the file-opening path itself is tested once, below)."""
    w = make_window()
    w.controller.set_history(mex.copy(), None, "13315.json (imported)", dirty=True)
    w.settle()
    return w


def shown(w):
    return w.controller.shown_state()


def cap_cell(w, sym, col_key):
    panel = w.panels["capTable"]
    m = panel.model
    r = m.corporation_row(sym)
    c = m.player_column(col_key)
    return m.index(r, c).data()


def check_cap_table(w):
    """Every cell of the cap table equals what the engine says (asked directly, not via views)."""
    w.settle()  # the docks follow within a few event-loop turns
    s = shown(w)
    m = w.panels["capTable"].model
    assert m.rowCount() == len(s.corps) + 4
    for sym in s.corps:
        for pid in s.seating:
            pct = s.percent_of(player_key(pid), sym)
            pres = s.corps[sym].owner == player_key(pid) and pct > 0
            want = "" if not pct else f"{pct}%" + (" P" if pres else "")
            assert cap_cell(w, sym, player_key(pid)) == want, (sym, pid)
        ipo = s.percent_of(corp_key(sym), sym)
        got = cap_cell(w, sym, "ipo")
        assert got.rstrip("*") == (f"{ipo}%" if ipo else "")
        pool = s.percent_of(POOL, sym)
        assert cap_cell(w, sym, "pool") == (f"{pool}%" if pool else "")
        price_col = m.columnCount() - 1
        price = f"${s.price_of(sym):,}" if s.corps[sym].share_price else ""
        assert m.index(m.corporation_row(sym), price_col).data() == price
    for pid in s.seating:
        col = m.player_column(player_key(pid))
        assert m.index(m.summary_row("Cash"), col).data() == f"${s.cash(player_key(pid)):,}"
        assert m.index(m.summary_row("Certs"), col).data() == f"{s.num_certs(pid)}/{s.cert_limit()}"
        assert m.index(m.summary_row("Worth"), col).data() == f"${s.player_value(pid):,}"
        privs = [c.sym for c in s.companies.values() if c.owner == player_key(pid) and not c.closed]
        assert m.index(m.summary_row("Privates"), col).data() == ", ".join(privs)
    assert m.headerData(1, Qt.Orientation.Horizontal) == s.player[s.seating[0]].name


def test_open_13315_cap_table_equals_the_engine(make_window, qtbot, mex):
    w = make_window()
    w.open_file(str(need(MEX_13315)))  # File → Open's code path (worker thread)
    wait_loaded(qtbot, w)
    doc = mex.doc
    assert w.controller.history.game.snapshot() == mex.snaps[501]
    assert len(w.controller.history) == 501
    assert w.controller.shown_state().finished
    check_cap_table(w)
    assert "Game over" in w.turn_label.text()
    assert w.controller.source_name.startswith("13315.json")
    # the final worth of every player is the recorded result
    m = w.panels["capTable"].model
    for pid, score in doc.result.items():
        assert m.index(m.summary_row("Worth"), m.player_column(player_key(pid))).data() == f"${score:,}"


def test_companies_market_trains_docks_show_engine_numbers(loaded):
    w = loaded
    s = shown(w)
    corps = w.panels["companies"].corps
    for r in range(corps.rowCount()):
        key = corps.index(r, 0).data(KEY_ROLE)
        assert corps.index(r, 2).data() == f"${s.cash(key):,}"
        sym = corps.index(r, 0).data()
        assert key.endswith(sym)
    market = w.panels["market"].model
    for sym, corp in s.corps.items():
        if corp.share_price and not corp.closed:
            r, c = corp.share_price
            chips = market.index(r, c).data(CHIPS_ROLE)
            assert (sym, s.static.info.company(sym).color) in chips
            assert market.index(r, c).data() == str(s.price_of(sym))
    trains = w.panels["trains"].trains
    assert trains.rowCount() == len(s.econ.trains)
    assert f"Phase {s.phase_name}" in w.panels["trains"].caption.text()


def test_companies_are_told_apart_by_colour_and_text(loaded):
    w = loaded
    s = shown(w)
    m = w.panels["capTable"].model
    for sym in s.corps:
        chips = m.index(m.corporation_row(sym), 0).data(CHIPS_ROLE)
        assert chips and chips[0][0] == sym and chips[0][1].startswith("#")
        assert m.index(m.corporation_row(sym), 0).data() == sym
    colors = {c.color for c in s.static.info.companies if c.kind == "major"}
    assert len(colors) == len(s.corps)  # distinct colours, and each chip also carries its letters


def test_log_click_shows_the_past_read_only_and_returning_shows_the_present(loaded, qtbot, mex):
    w = loaded
    present = w.controller.history.game.snapshot()
    log = w.panels["log"]
    row = log.model.row_of(150)
    assert row is not None
    rect = log.table.visualRect(log.model.index(row, 2))
    log.table.scrollTo(log.model.index(row, 2))
    rect = log.table.visualRect(log.model.index(row, 2))
    qtbot.mouseClick(log.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert w.controller.viewing == 150
    past = w.controller.shown_state()
    assert w.controller.history.game.fork(past, []).snapshot() == mex.snaps[150]
    # clearly marked: banner, window title, dock titles, status line
    assert w.banner.isVisible() and "past" in w.banner_label.text().lower()
    assert "past" in w.windowTitle() and w.docks["capTable"].windowTitle().endswith("past")
    assert w.turn_label.text().startswith("PAST")
    check_cap_table(w)  # the docks show the past numbers
    # read-only: an action is refused with a sentence, nothing changes
    assert not w.controller.submit({"type": "pass", "entity": 671, "entity_type": "player"})
    assert "past" in w.refusal_label.text()
    assert not w.act_undo.isEnabled()
    qtbot.mouseClick(w.present_button, Qt.MouseButton.LeftButton)
    assert w.controller.viewing is None and not w.banner.isVisible()
    assert w.controller.history.game.snapshot() == present
    check_cap_table(w)


def test_play_from_here_after_confirmation_is_undoable_by_redo(make_window, qtbot, mex):
    w = make_window()
    h = mex.copy(200)
    w.controller.set_history(h, None, "test")
    end = mex.snaps[200]
    w.controller.view_entry(190)
    w.ask = lambda *a: False
    w.play_from_here()
    assert len(h) == 200 and w.controller.in_past  # declined: nothing changed
    w.ask = lambda *a: True
    w.play_from_here()
    assert len(h) == 190 and not w.controller.in_past and w.act_redo.isEnabled()
    assert h.game.snapshot() == mex.snaps[190]
    for _ in range(10):
        qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert h.game.snapshot() == end


def test_undo_then_redo_with_the_keyboard_restores_the_exact_state(make_window, qtbot, mex):
    w = make_window()
    h = mex.copy(320)
    w.controller.set_history(h, None, "test")
    before = h.game.snapshot()
    assert before == mex.snaps[320]
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(h) == 318
    assert h.game.snapshot() == mex.snaps[318]
    check_cap_table(w)
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClick(w, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert len(h) == 320 and h.game.snapshot() == before
    check_cap_table(w)


def test_status_line_says_whose_turn_and_the_refusal_sentence(make_window):
    w = make_window()
    w.controller.set_history(History.new("18MEX", ["Ann", "Bob", "Cy"], seed=3), None, "test")
    assert w.turn_label.text().startswith("ISR 1 · Ann") and "bid" in w.turn_label.text()
    # Bob may not act in Ann's turn: the engine's sentence is shown, nothing changes
    assert not w.controller.submit({"type": "pass", "entity": 2, "entity_type": "player"})
    assert "Ann" in w.refusal_label.text() and len(w.controller.history) == 0
    w.act_pass.trigger()  # Game → Pass for whoever is to act
    assert len(w.controller.history) == 1 and w.refusal_label.text() == ""
    assert w.turn_label.text().startswith("ISR 1 · Bob")


def test_hex_tooltip(loaded, qtbot):
    w = loaded
    text = w.hex_tooltip("E6")
    assert text.startswith("E6 Chihuahua") and "Tokens" in text and "revenue" in text
    scene = w.scene
    centre = scene.hex_items["E6"].sceneBoundingRect().center()
    pos = w.map_view.mapFromScene(centre)
    assert w.map_view.tooltip_at(pos) == text
    ev = QHelpEvent(QEvent.Type.ToolTip, pos, w.map_view.viewport().mapToGlobal(pos))
    assert w.map_view.viewportEvent(ev)
    assert w.map_view.tooltip_at(QPoint(-50, -50)) is None


def test_dock_layout_survives_a_restart(make_window, app_paths):
    w = make_window()
    assert w.dockWidgetArea(w.docks["market"]) == Qt.DockWidgetArea.BottomDockWidgetArea
    w.removeDockWidget(w.docks["market"])
    w.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, w.docks["market"])
    w.docks["market"].show()
    w.docks["log"].close()  # closable ...
    assert w.docks["log"].isHidden()
    w.close()
    assert app_paths.settings_file.is_file()
    w2 = make_window()
    assert w2.dockWidgetArea(w2.docks["market"]) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert w2.docks["log"].isHidden() and not w2.docks["market"].isHidden()
    toggle = w2.docks["log"].toggleViewAction()  # ... and re-openable from the View menu
    toggle.trigger()
    assert not w2.docks["log"].isHidden()
    assert all(isinstance(d, QDockWidget) for d in w2.docks.values()) and len(w2.docks) == len(w2.DOCKS) == 6


def test_save_open_and_recent_files(make_window, qtbot, tmp_path, mex):
    from desktop import files

    w = make_window()
    h = mex.copy(123)
    w.controller.set_history(h, None, "test", dirty=True)
    path = tmp_path / "saved game.json"
    assert w._save_to(str(path))
    assert not w.controller.dirty and w.controller.path == str(path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["roundhouse"]["format_version"] == 1 and len(saved["actions"]) == 123
    assert files.recent_files(w.settings)[0] == str(path.resolve())
    w2 = make_window()
    w2.open_file(str(path))
    wait_loaded(qtbot, w2)
    assert w2.controller.history.game.snapshot() == h.game.snapshot()
    assert w2.controller.path == str(path) and not w2.controller.dirty
    w2._fill_recent()
    assert [a.text() for a in w2.recent_menu.actions()][0] == "saved game.json"


def test_new_game_dialog(make_window, qtbot):
    from desktop.dialogs import NewGameDialog

    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    listed = [dlg.title_box.itemData(i) for i in range(dlg.title_box.count())]
    assert dlg.info.id == "1833NE"  # the first playable title (1833NE since issue #15)
    dlg.title_box.setCurrentIndex(listed.index("18MEX"))
    assert dlg.info.id == "18MEX"
    assert (dlg.count.minimum(), dlg.count.maximum()) == (3, 5)
    dlg.count.setValue(4)
    assert [e.isVisibleTo(dlg) for e in dlg.name_edits] == [True] * 4 + [False] * 2
    for e, name in zip(dlg.name_edits, ["Ann", "Bob", "Cy", "Di"]):
        e.setText(name)
    next(b for b in dlg.option_boxes if b.property("rule") == "hard_rust_t4").setChecked(True)
    dlg.seed.setValue(42)
    ch = dlg.choice()
    assert (ch.title, ch.players, ch.options, ch.seed) == ("18MEX", ["Ann", "Bob", "Cy", "Di"], ("hard_rust_t4",), 42)
    assert dlg.problem_text() is None
    dlg.name_edits[1].setText("Ann")
    assert "different" in dlg.problem_text()
    w = make_window()
    w.controller.new_game(ch.title, ch.players, ch.options, ch.seed)
    wait_loaded(qtbot, w)
    h = w.controller.history
    assert h.player_names() == ["Ann", "Bob", "Cy", "Di"] and h.game.options == ("hard_rust_t4",)
    assert w.turn_label.text().startswith("ISR 1 · Ann")


def test_export_pdf_from_the_window(loaded, tmp_path):
    out = tmp_path / "state.pdf"
    pages = loaded.export_pdf(str(out))
    assert pages >= 2 and out.stat().st_size > 10_000


def test_crash_restore_offer(make_window, qtbot, app_paths, mex, tmp_path):
    import subprocess
    import sys

    from desktop import files

    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    pid = int(dead.stdout)
    h = mex.copy(37)
    sess = files.Session(app_paths, pid=pid)
    sess.start()
    sess.autosave(h.document(), None, "18MEX", 37)  # that process "crashed": its files stay
    assert [c.pid for c in files.crashed_sessions(app_paths)] == [pid]
    w = make_window(answer=True)
    assert w.offer_restore()
    wait_loaded(qtbot, w)
    qtbot.waitUntil(lambda: not sess.autosave_path.exists())
    assert w.controller.history.game.snapshot() == h.game.snapshot()
    assert w.controller.dirty and w.controller.path is None
    assert files.crashed_sessions(app_paths) == []
    # declining discards the old autosave
    sess.start()
    sess.autosave(h.document(), None, "18MEX", 37)
    w2 = make_window(answer=False)
    assert not w2.offer_restore()
    assert files.crashed_sessions(app_paths) == [] and not sess.autosave_path.exists()


def test_autosave_after_every_action(make_window, app_paths):
    w = make_window()
    w.controller.set_history(History.new("18MEX", ["Ann", "Bob", "Cy"], seed=3), None, "test")
    w.act_pass.trigger()
    w.act_pass.trigger()
    assert w.controller.autosaver.flush()
    saved = load(w.session.autosave_path)
    assert len(saved.actions) == 2 and saved.native
    w.controller.undo()
    assert w.controller.autosaver.flush()
    assert len(load(w.session.autosave_path).actions) == 1


def test_printing_uses_the_same_layout_on_a_qprinter(loaded, tmp_path):
    from PySide6.QtPrintSupport import QPrinter

    from desktop.printing import paint_report

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)  # what a print dialog would hand over
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    loaded.controller.view_entry(200)  # prints the state shown
    report = loaded.report()
    assert "after action 200 of 501" in report.heading
    pages = paint_report(printer, report)
    assert pages >= 3 and (tmp_path / "printed.pdf").stat().st_size > 10_000


def test_the_log_scrolls_to_the_entry_shown(loaded, qtbot):
    w = loaded
    log = w.panels["log"]
    w.controller.view_entry(150)
    w.settle()
    row = log.model.row_of(150)
    qtbot.waitUntil(lambda: log.table.rowAt(log.table.viewport().height() // 2) in range(row - 3, row + 4))
    w.controller.return_to_present()
    w.settle()
    last = log.model.rowCount() - 1
    qtbot.waitUntil(lambda: log.table.rowAt(log.table.viewport().height() - 5) == last)
