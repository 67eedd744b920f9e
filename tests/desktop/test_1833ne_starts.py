"""1833NE starts a game from the desktop now that its rules are in the engine (issue #15): the
Actions dock lists the opening auction's choices, and the engine's 1833NE menus (issue, faces,
ferries) reach the dock's list as they do the engine's (tests/titles/g1833ne/test_menu.py)."""

from __future__ import annotations

from tests.desktop.conftest import wait_loaded


def test_1833ne_new_game_opens_the_auction(make_window, qtbot):
    w = make_window()
    w.controller.new_game("1833NE", ["Ann", "Bob", "Cy", "Di"], (), 7)
    wait_loaded(qtbot, w)
    h = w.controller.history
    assert h is not None and h.title == "1833NE"
    assert w.preview is None and not w.banner.isVisible()
    lst = w.panels["actions"].list
    assert lst.count() > 0
    texts = [lst.item(i).text() for i in range(lst.count())]
    assert any("Granite Railway" in t or "P1" in t for t in texts), texts
