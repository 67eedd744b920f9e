"""P5's ferry chosen in the Actions dock (issue #27, 7): with P5 and two ferries, B&W's president
sees one choice per ferry under "Double a ferry", each saying what the ferry then earns; the
choice is made once (then no longer offered), and the ferry's value doubles.  The map draws the
ferries' other end in Boston (item 8).  Set NE_SHOTS to a folder to keep pictures."""

from __future__ import annotations

from typing import Any

from tests.desktop.play_driver import Driver
from tests.desktop.test_1833ne_dock import _shot, _text, _window
from tests.titles.g1833ne.test_ferries import b_w_with_p5_and_two_ferries


def test_p5s_ferry_is_chosen_in_the_dock(make_window: Any, qtbot: Any) -> None:
    ex = b_w_with_p5_and_two_ferries()
    w = _window(make_window, qtbot, [dict(a) for a in ex.g.actions], ["J1", "J2", "J3", "J4"], (), 1)
    d = Driver(qtbot, w)
    d.settle()
    haven, norwich = _text(d, "p5:C26"), _text(d, "p5:E26")
    assert "P5 doubles the ferry of New Haven (C26)" in haven
    assert "P5 doubles the ferry of Norwich (E26)" in norwich
    assert "earns $80 from it now" in norwich and "P5 cannot be reassigned" in norwich  # (20 + New 20) x 2
    assert "earns $40 from it now" in haven  # 20 x 2: New has moved to Norwich
    d.click_choice("p5:E26")
    _shot(w, "p5-choice")
    d.choose("p5:E26")
    s = w.controller.history.state
    assert s.flags.p5_ferry == "E26"
    assert not any(c.key.startswith("p5:") for c in w.panels["actions"].menu.choices)
    # the ferries' Boston end on the map: B&W's pill in Boston, its two ports named
    w.scene.refresh()
    (end,) = [c for c in w.scene.hex_items["G22"].childItems() if c.data(0) == "ferryEnd"]
    assert "New Haven (B&W), Norwich (B&W)" in end.toolTip()
