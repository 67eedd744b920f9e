"""The tile picker on its own: it walks only the offered tiles and their legal rotations, draws
them with the map's code, shows a ghost in the scene, and emits exactly the engine's action."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop.map.scene import HexItem, MapScene
from desktop.map.tile_picker import TilePicker, hex_pixmap
from desktop.map.view import MapView
from engine.play.lay import tile_choices
from tests.engine.play.test_lay import accepted
from tests.titles.g18mex.scripted import new_game, opening


@pytest.fixture
def torreon(qtbot):
    """MC's first OR (the seed's opening): a picker on Torreón I8 with tiles 5, 6 and 57."""
    g = new_game()
    opening(g)
    s = g.state
    scene = MapScene(s.board, s.static.info, phase_color=s.phase.color)
    view = MapView(scene)
    view.resize(900, 650)
    qtbot.addWidget(view)
    view.show()
    picker = TilePicker(view, scene, "I8", tile_choices(s, "I8"))
    return g, scene, view, picker


def test_lists_every_offered_tile_and_starts_on_the_first(torreon):
    g, scene, view, picker = torreon
    assert [c.tile for c in picker.choices] == ["5", "6", "57"]
    assert len(picker.cards) == 3
    assert picker.index == 0 and picker.rotation == 0
    assert picker.isVisible() and picker.parentWidget() is view.viewport()
    # anchored in the top-right corner of the map
    assert picker.geometry().right() <= view.viewport().width() and picker.y() <= 12


def test_rotation_keys_reach_only_legal_rotations(torreon, qtbot):
    g, scene, view, picker = torreon
    qtbot.keyClick(picker, Qt.Key.Key_3)
    assert picker.choice.tile == "57"
    seen = []
    for _ in range(4):
        seen.append(picker.rotation)
        qtbot.keyClick(picker, Qt.Key.Key_R)
    assert seen == [0, 1, 2, 0]  # 57 has three distinct rotations
    qtbot.keyClick(picker, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert picker.rotation == 0  # R then Shift+R: back where it was
    qtbot.keyClick(picker, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert picker.rotation == 2  # and wraps backwards


def test_tile_keys_choose(torreon, qtbot):
    g, scene, view, picker = torreon
    qtbot.keyClick(picker, Qt.Key.Key_Right)
    assert picker.index == 1
    qtbot.keyClick(picker, Qt.Key.Key_Tab)
    assert picker.index == 2
    qtbot.keyClick(picker, Qt.Key.Key_Tab)
    assert picker.index == 0  # wraps
    qtbot.keyClick(picker, Qt.Key.Key_Left)
    assert picker.index == 2
    qtbot.keyClick(picker, Qt.Key.Key_9)  # no ninth tile: nothing changes
    assert picker.index == 2
    qtbot.keyClick(picker, Qt.Key.Key_1)
    assert picker.index == 0
    assert [c.selected for c in picker.cards] == [True, False, False]


def test_enter_emits_the_action_the_engine_accepts(torreon, qtbot):
    g, scene, view, picker = torreon
    qtbot.keyClick(picker, Qt.Key.Key_3)
    qtbot.keyClick(picker, Qt.Key.Key_R)
    qtbot.keyClick(picker, Qt.Key.Key_R)
    with qtbot.waitSignal(picker.confirmed) as sig:
        qtbot.keyClick(picker, Qt.Key.Key_Return)
    action = sig.args[0]
    assert action == {
        "entity": "MC",
        "entity_type": "corporation",
        "type": "lay_tile",
        "hex": "I8",
        "tile": "57-0",
        "rotation": 2,
    }
    after = accepted(g, action)
    assert after is not None and after.state.board.tile_at("I8").name == "57"
    assert not picker.is_open and picker.ghost is None


def test_escape_cancels_without_an_action(torreon, qtbot):
    g, scene, view, picker = torreon
    emitted = []
    picker.confirmed.connect(emitted.append)
    with qtbot.waitSignal(picker.cancelled):
        qtbot.keyClick(picker, Qt.Key.Key_Escape)
    assert emitted == [] and not picker.is_open
    assert all(not isinstance(i, HexItem) or scene.hex_items.get(i.hex_id) is i for i in scene.items())


def test_ghost_is_the_chosen_tile_drawn_by_the_scene_code(torreon, qtbot):
    g, scene, view, picker = torreon
    qtbot.keyClick(picker, Qt.Key.Key_3)
    ghost = picker.ghost
    assert isinstance(ghost, HexItem) and ghost.scene() is scene and ghost.hex_id == "I8"
    assert 0 < ghost.opacity() < 1
    assert ghost.zValue() > scene.hex_items["I8"].zValue()
    # same items the map draws for that board: as many track pieces as a 57 in I8 has
    board = picker.choice.board_at(picker.rotation)
    reference = MapScene(board, scene.title, phase_color=scene.phase_color)
    assert len(ghost.childItems()) == len(reference.hex_items["I8"].childItems())
    qtbot.keyClick(picker, Qt.Key.Key_R)
    assert picker.ghost is not ghost and ghost.scene() is None  # redrawn at the new rotation
    ghosts = [i for i in scene.items() if isinstance(i, HexItem) and i.hex_id == "I8"]
    assert len(ghosts) == 2  # the hex and one ghost, never a pile


def test_thumbnails_differ_by_rotation(torreon):
    g, scene, view, picker = torreon
    c = picker.choices[2]
    a = hex_pixmap(c.board_at(0), scene, "I8", 64).toImage()
    b = hex_pixmap(c.board_at(1), scene, "I8", 64).toImage()
    assert a.size() == b.size() and a != b


def test_buttons_and_card_clicks(torreon, qtbot):
    g, scene, view, picker = torreon
    qtbot.mouseClick(picker.cards[1], Qt.MouseButton.LeftButton)
    assert picker.index == 1
    assert picker.lay_button.text() == "Lay 6 (free)"
    with qtbot.waitSignal(picker.confirmed) as sig:
        qtbot.mouseClick(picker.lay_button, Qt.MouseButton.LeftButton)
    assert sig.args[0]["tile"] == "6-0"
