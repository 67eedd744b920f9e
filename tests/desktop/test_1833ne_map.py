"""1833NE's ferries and P4's exit on the map (the scene draws engine.views.map_marks): a ferry in
each ferry city (assumption ferry_places), in its owner's colour with the owner's symbol and the
New marker once bought, dashed while for sale; the exit A6 carries the token of the corporation
holding P4.  The printed map is the same scene (desktop.printing.scene_for)."""

from __future__ import annotations

import tomllib

from PySide6.QtWidgets import QGraphicsSimpleTextItem

from desktop.map.scene import MapScene
from desktop.printing import scene_for
from engine import views
from engine.assets import title_dir
from tests.titles.g1833ne.test_exit_tokens import laying
from tests.titles.g1833ne.test_menu import b_and_w_operating
from tests.titles.g1833ne.test_worked_example import corp


def ferry_places() -> list[str]:
    with open(title_dir("1833NE") / "assumptions.toml", "rb") as f:
        return next(a for a in tomllib.load(f)["assumption"] if a["id"] == "ferry_places")["value"]


def marked(scene: MapScene, hex_id: str, tag: str) -> list:
    return [c for c in scene.hex_items[hex_id].childItems() if c.data(0) == tag]


def texts(item) -> list[str]:
    return [c.text() for c in item.childItems() if isinstance(c, QGraphicsSimpleTextItem)]


def state_with_ferry_and_p4():
    ex = laying(b_and_w_operating())
    ex.do(corp("B&W", "buy_company", company="P4", price=60))
    ex.do(corp("B&W", "buy_special", hex="C26"))
    return ex.s


def test_ferries_and_the_p4_exit_are_drawn(qapp) -> None:
    s = state_with_ferry_and_p4()
    scene = MapScene(s.board, s.static.info, phase_color=s.phase.color)
    scene.set_marks(views.map_marks(s))
    scene.refresh()
    places = ferry_places()
    for h in places:
        (pill,) = marked(scene, h, "ferry")
        name = s.board.defn.hexes[h].name
        assert pill.toolTip().startswith(f"Ferry of {name}:")
        hexagon = scene.hex_items[h].path()
        assert hexagon.contains(pill.path().boundingRect())  # drawn inside its own hex
    (owned,) = marked(scene, "C26", "ferry")
    assert texts(owned) == ["B&W"] and owned.brush().color() == scene.company_color("B&W")
    assert "B&W's" in owned.toolTip()
    (new,) = marked(scene, "C26", "ferryMarkers")
    assert texts(new) == ["New"]
    for h in places[1:]:
        (pill,) = marked(scene, h, "ferry")
        assert texts(pill) == [] and "for sale" in pill.toolTip() and not marked(scene, h, "ferryMarkers")
    (token,) = marked(scene, "A6", "exitAccess")
    assert texts(token) == ["B&W"] and token.brush().color() == scene.company_color("B&W")
    assert not marked(scene, "A12", "exitAccess")  # nobody holds P6
    # the printed map draws the same marks
    printed = scene_for(s)
    printed.refresh()
    assert len(marked(printed, "C26", "ferry")) == 1 and len(marked(printed, "A6", "exitAccess")) == 1


def test_a_new_owner_redraws_the_ferry(qapp) -> None:
    ex = laying(b_and_w_operating())
    s = ex.s
    scene = MapScene(s.board, s.static.info, phase_color=s.phase.color)
    scene.set_marks(views.map_marks(s))
    scene.refresh()
    ex.do(corp("B&W", "buy_special", hex="E26"))
    scene.set_marks(views.map_marks(ex.s))
    redrawn = scene.refresh()
    assert "E26" in redrawn and "C26" not in redrawn
    (pill,) = marked(scene, "E26", "ferry")
    assert texts(pill) == ["B&W"]
