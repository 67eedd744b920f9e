"""Issue 29, item 10: the map — at 1600×1000 the tall 1833NE map gets the height a one-row
market does not need, highlight outlines thick enough to see on the whole map, and Zoom in
(Ctrl++) centres on the acting company's highlighted hexes, not on the window."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from tests.desktop.conftest import wait_loaded
from tests.desktop.test_map_interaction import Rig
from tests.titles.g18mex.scripted import new_game, opening


def shown_map(w):
    """The map's rectangle on the screen (viewport pixels)."""
    v = w.map_view
    return v.mapFromScene(v.scene().itemsBoundingRect()).boundingRect()


def test_the_tall_1833ne_map_takes_the_room_a_one_row_market_leaves(make_window, qtbot):
    w = make_window()
    w.resize(1600, 1000)
    w.controller.new_game("1833NE", ["Ann", "Bob", "Cy", "Di"], (), 7)
    wait_loaded(qtbot, w)
    qtbot.waitUntil(lambda: w.scene is not None and w.map_view.fitting, timeout=20000)
    w.settle()
    market = w.panels["market"]
    dock = w.docks["market"]
    # one row, its scroll bar and the legend (the dock's layout is applied on a later turn)
    qtbot.waitUntil(lambda: dock.height() < 150, timeout=5000)
    w.map_view.fit()
    assert market.table.rowHeight(0) <= market.table.viewport().height()  # the row is whole
    # the whole map, taller and so wider than with the 250-pixel market dock (400 of 1600 px)
    assert shown_map(w).width() >= 0.28 * w.width()
    assert shown_map(w).height() <= w.map_view.viewport().height() + 2


def test_highlight_outlines_are_thick(qtbot):
    g = new_game()
    opening(g)  # MC's first OR: Torreón I8 is the hex it can lay in
    rig = Rig(qtbot, g)
    rig.show()
    (overlay,) = rig.inter.overlay_items()
    assert overlay.pen().widthF() >= 0.12 * rig.scene.size
    assert overlay.shape().contains(rig.scene.hex_centre("I8"))


def test_zoom_in_centres_on_the_acting_companys_hexes(make_window, qtbot):
    g = new_game()
    opening(g)
    w = make_window()
    w.resize(1600, 1000)
    w.controller.new_game("18MEX", ["J1", "J2", "J3", "J4"], (), 1)
    wait_loaded(qtbot, w)
    for action in g.actions:
        assert w.controller.submit(dict(action))
        wait_loaded(qtbot, w)
    qtbot.waitUntil(lambda: w.interaction.layable == ["I8"] and bool(w.interaction.overlay_items()), timeout=20000)
    target = w.scene.hex_centre("I8")
    w.map_view.fit()
    w.act_zoom_in.trigger()
    w.act_zoom_in.trigger()
    v = w.map_view
    centre = v.mapToScene(v.viewport().rect().center())
    assert (QPointF(centre) - target).manhattanLength() < w.scene.size, (centre, target)
    assert not v.fitting
