"""Keyboard play through the window (issue #29, 6): after Run (Enter) on the routes the focus is
back on the Actions list, so the next Enter does the next step's default; Home/End jump to the
first and last choice of the list."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop.panels.action_panel import CHOICE_ROLE
from tests.desktop.conftest import wait_loaded


def test_after_run_by_enter_the_next_enter_acts(make_window, qtbot, mex):
    w = make_window()
    h = mex.history
    n = h.index_of_id(164)  # CHI is to run its three trains
    w.controller.set_history(mex.copy(n), None, "routes")
    wait_loaded(qtbot, w)
    rp = w.routes_panel
    qtbot.waitUntil(lambda: rp.can_run(), timeout=30000)
    rp.table.setFocus()
    qtbot.keyClick(rp.table, Qt.Key.Key_Return)  # Run
    qtbot.waitUntil(lambda: len(w.controller.history) == n + 1, timeout=10000)
    w.settle()
    panel = w.panels["actions"]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.list, timeout=5000)
    assert panel.current_choice() is not None  # the dividend step's default
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(w.controller.history) == n + 2, timeout=10000)


def test_after_run_by_a_click_the_choices_have_the_focus_again(make_window, qtbot, mex):
    """The list hid during the routes step (nothing to choose there): its focus went to the
    map; once the run is done, Enter works on the choices again."""
    w = make_window()
    n = mex.history.index_of_id(164)
    w.controller.set_history(mex.copy(n), None, "routes")
    wait_loaded(qtbot, w)
    rp = w.routes_panel
    qtbot.waitUntil(lambda: rp.can_run(), timeout=30000)
    w.map_view.setFocus()
    qtbot.mouseClick(rp.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(w.controller.history) == n + 1, timeout=10000)
    w.settle()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.panels["actions"].list, timeout=5000)


def test_home_and_end_jump_to_the_first_and_last_choice(make_window, qtbot, mex):
    w = make_window()
    w.controller.set_history(mex.copy(1), None, "stock")
    wait_loaded(qtbot, w)
    panel = w.panels["actions"]
    w.focus_choices()
    keys = [
        panel.list.item(i).data(CHOICE_ROLE)
        for i in range(panel.list.count())
        if panel.list.item(i).data(CHOICE_ROLE) is not None
        and panel.list.item(i).flags() & Qt.ItemFlag.ItemIsEnabled
        and not panel.list.item(i).isHidden()
    ]
    assert len(keys) > 2
    qtbot.keyClick(panel.list, Qt.Key.Key_End)
    assert panel.current_choice().key == keys[-1]
    qtbot.keyClick(panel.list, Qt.Key.Key_Home)
    assert panel.current_choice().key == keys[0]
