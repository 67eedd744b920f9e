"""MapInteraction driven like a user: clicks on hexes, keys on the map, the wheel; every action
it emits is one the engine accepts, and it stays out of the way when nothing is to be laid."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from desktop.map.interaction import MapInteraction
from desktop.map.scene import MapScene
from desktop.map.view import MapView
from engine.game import Game
from engine.play.lay import why_not
from engine.play.tokens import token_slots
from tests.engine.play.test_lay import accepted, recorded
from tests.engine.play.test_tokens import baja_mc_with_cdb
from tests.titles.g18mex.scripted import corp, new_game, opening


class Rig:
    """A view, a scene and a MapInteraction on a game; records what it emits."""

    def __init__(self, qtbot, g: Game) -> None:
        self.g = g
        s = g.state
        self.scene = MapScene(s.board, s.static.info, phase_color=s.phase.color)
        self.view = MapView(self.scene)
        self.view.resize(1000, 700)
        qtbot.addWidget(self.view)
        self.view.show()
        self.inter = MapInteraction(self.view)
        self.actions: list[dict] = []
        self.hints: list[str] = []
        self.inter.action_ready.connect(self.actions.append)
        self.inter.hint.connect(self.hints.append)
        self.inter.attach(self.scene)
        self.qtbot = qtbot

    def show(self, present: bool = True) -> None:
        self.scene.refresh(self.g.state.board)
        self.inter.set_state(self.g.state, present)
        self.qtbot.waitUntil(lambda: not self.inter.busy, timeout=20000)

    def click(self, hex_id: str) -> None:
        self.view.click_hex(self.scene.hex_centre(hex_id))

    def wheel(self, delta: int) -> None:
        vp = self.view.viewport()
        pos = QPointF(vp.width() / 2, vp.height() / 2)
        ev = QWheelEvent(
            pos,
            QPointF(vp.mapToGlobal(pos.toPoint())),
            QPoint(0, 0),
            QPoint(0, delta),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(vp, ev)


@pytest.fixture
def rig(qtbot) -> Rig:
    g = new_game()
    opening(g)  # MC's first OR: Torreón I8 is the only hex it can lay in
    r = Rig(qtbot, g)
    r.show()
    return r


def test_highlights_the_layable_hexes(rig):
    assert rig.inter.laying and rig.inter.layable == ["I8"]
    assert len(rig.inter.overlay_items()) == 1
    overlay = rig.inter.overlay_items()[0]
    assert overlay.scene() is rig.scene
    assert overlay.contains(rig.scene.hex_centre("I8")) or overlay.shape().contains(rig.scene.hex_centre("I8"))
    assert not overlay.shape().contains(rig.scene.hex_centre("I10"))
    assert rig.hints and "click a highlighted hex" in rig.hints[-1]


def test_click_keys_and_enter_lay_what_the_engine_accepts(rig, qtbot):
    rig.click("I8")
    picker = rig.inter.picker
    assert picker is not None and picker.hex_id == "I8"
    assert [c.tile for c in picker.choices] == ["5", "6", "57"]
    qtbot.keyClick(rig.view, Qt.Key.Key_3)  # keys typed on the map reach the picker
    qtbot.keyClick(rig.view, Qt.Key.Key_R)
    qtbot.keyClick(rig.view, Qt.Key.Key_R)
    assert (picker.choice.tile, picker.rotation) == ("57", 2)
    qtbot.keyClick(rig.view, Qt.Key.Key_Return)
    assert rig.actions == [
        {"entity": "MC", "entity_type": "corporation", "type": "lay_tile", "hex": "I8", "tile": "57-0", "rotation": 2}
    ]
    assert accepted(rig.g, rig.actions[0]) is not None
    assert rig.inter.picker is None and rig.view.wheel_hook is None


def test_wheel_rotates_while_open_and_zooms_otherwise(rig):
    zoom = rig.view.zoom_level()
    rig.click("I8")
    picker = rig.inter.picker
    picker.select(2)  # 57: rotations 0, 1, 2
    rig.wheel(-120)
    assert picker.rotation == 1
    rig.wheel(-120)
    rig.wheel(-120)
    assert picker.rotation == 0
    rig.wheel(120)
    assert picker.rotation == 2
    assert rig.view.zoom_level() == pytest.approx(zoom)  # the wheel did not zoom meanwhile
    picker.confirm()
    assert rig.actions[-1]["rotation"] == 2 and accepted(rig.g, rig.actions[-1]) is not None
    rig.wheel(120)
    assert rig.view.zoom_level() > zoom  # closed: the wheel zooms again


def test_clicking_the_hex_again_rotates(rig):
    rig.click("I8")
    picker = rig.inter.picker
    picker.select(2)
    rig.click("I8")
    assert rig.inter.picker is picker and picker.rotation == 1


def test_escape_cancels_without_an_action(rig, qtbot):
    rig.click("I8")
    picker = rig.inter.picker
    qtbot.keyClick(picker, Qt.Key.Key_Escape)
    assert rig.actions == [] and rig.inter.picker is None
    assert picker.ghost is None
    assert rig.inter.layable == ["I8"] and rig.inter.overlay_items()  # still laying


def test_illegal_hex_opens_nothing_and_says_why(rig):
    rig.hints.clear()
    rig.click("I10")
    assert rig.inter.picker is None and rig.actions == []
    assert rig.hints == ["MC's network does not reach I10 (Monterrey)"]
    # an open picker closes when the click goes elsewhere
    rig.click("I8")
    assert rig.inter.picker is not None
    rig.click("I10")
    assert rig.inter.picker is None and rig.actions == []


def test_second_lay_refuses_the_upgrade_with_the_engines_reason(rig):
    corp(rig.g, "MC", "lay_tile", hex="I8", tile="57-0", rotation=2)
    rig.show()
    assert "I8" not in rig.inter.layable and "J9" in rig.inter.layable
    rig.hints.clear()
    rig.click("I8")
    assert rig.inter.picker is None
    assert rig.hints == [why_not(rig.g.state, "I8")]
    rig.click("J9")
    assert rig.inter.picker is not None and rig.inter.picker.hex_id == "J9"


def test_past_states_and_other_steps_do_nothing(rig, qtbot):
    rig.show(present=False)
    assert not rig.inter.active and rig.inter.overlay_items() == []
    rig.hints.clear()
    rig.click("I8")
    assert rig.inter.picker is None and rig.actions == [] and rig.hints == []
    # a stock round: nothing to lay or token
    g = new_game()
    other = Rig(qtbot, g)
    other.show()
    assert not other.inter.active and other.inter.overlay_items() == []
    other.click("I8")
    assert other.inter.picker is None and other.actions == [] and other.hints == []


def test_new_state_closes_the_picker(rig):
    rig.click("I8")
    picker = rig.inter.picker
    rig.show()
    assert rig.inter.picker is None and not picker.is_open and picker.ghost is None


def test_token_click_emits_the_place_token_action(qtbot):
    g, acts = recorded("13315", 0)
    for a in acts:  # up to the first recorded token placement
        if a.get("type") == "place_token":
            break
        g.process(a)
    rec = a
    r = Rig(qtbot, g)
    r.show()
    assert r.inter.tokening and not r.inter.laying
    slots = token_slots(g.state)
    assert r.inter.slots == slots and r.inter.overlay_items()
    assert r.hints and "ringed city" in r.hints[-1]
    target = next(t for t in slots if t.city == rec["city"])
    r.view.click_hex(r.scene.stop_centres(target.hex)[target.stop])
    assert r.actions == [target.action()]
    assert accepted(g, r.actions[0]) is not None
    # a city that is not offered: a hint, no action
    r.actions.clear()
    r.hints.clear()
    other = next(h for h in g.state.board.state if g.state.board.tile_at(h).cities and all(t.hex != h for t in slots))
    r.click(other)
    assert r.actions == [] and r.hints and r.inter.picker is None


def test_private_token_while_laying(qtbot):
    """18MEX CdB: during MC's track step the private's free token in Santa Rosalia (H3) is
    offered next to MC's lays; a click on H3 emits CdB's action."""
    g = baja_mc_with_cdb()
    r = Rig(qtbot, g)
    r.show()
    assert r.inter.laying and r.inter.tokening
    r.click("H3")
    assert r.actions == [{"entity": "CdB", "entity_type": "company", "type": "place_token", "city": "H3-0-0"}]
    assert accepted(g, r.actions[0]) is not None
    r.click("I8")
    assert r.inter.picker is not None and r.inter.picker.hex_id == "I8"


def test_kcmo_tile_is_in_the_picker(qtbot):
    g, acts = recorded("hotseat01", 113)
    r = Rig(qtbot, g)
    r.show()
    assert "F5" in r.inter.layable
    r.click("F5")
    picker = r.inter.picker
    tiles = [(c.tile, c.actor) for c in picker.choices]
    assert ("470", "company:KCMO") in tiles
    picker.select(tiles.index(("470", "company:KCMO")))
    for _ in range(acts[113]["rotation"]):
        qtbot.keyClick(picker, Qt.Key.Key_R)
    qtbot.keyClick(picker, Qt.Key.Key_Enter)
    rec = acts[113]
    assert r.actions == [{k: rec[k] for k in ("entity", "entity_type", "type", "hex", "tile", "rotation")}]
    assert accepted(g, r.actions[0]) is not None


def test_a_zoomed_in_map_pans_to_the_highlighted_hexes(qtbot):
    g = new_game()
    opening(g)
    r = Rig(qtbot, g)
    r.view.fit()
    r.view.zoom(6)  # the user zoomed in on a corner...
    r.view.centerOn(r.scene.hex_centre("B1"))
    seen = lambda: r.view.mapToScene(r.view.viewport().rect()).boundingRect()  # noqa: E731
    assert not seen().contains(r.scene.hex_centre("I8"))
    zoom = r.view.zoom_level()
    r.show()  # ...MC may lay only in Torreón (I8)
    assert r.inter.layable == ["I8"]
    assert seen().contains(r.scene.hex_centre("I8"))
    assert r.view.zoom_level() == pytest.approx(zoom)  # panned, not re-zoomed
