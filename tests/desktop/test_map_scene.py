"""The map scene and view (pytest-qt, offscreen) and the ``render`` command."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage

from desktop.map.scene import HexItem, MapScene
from desktop.map.view import MapView
from engine.board import Board, BoardDef, Border, HexDef
from engine.errors import DataError
from engine.hexgrid import Grid
from engine.tiles import End, Revenue, Stop, TileDef, parse_tile
from engine.tiles import Path as TPath
from engine.title import CompanyInfo, Phase, TitleInfo

ROOT = Path(__file__).resolve().parents[2]


def synthetic_board() -> Board:
    grid = Grid.make("flat")
    ids = ["A2", "B1", "B3", "C2", "C4", "D3"]
    hexes = {i: HexDef(id=i, tile=TileDef(name=i, color="white")) for i in ids}
    hexes["C2"] = HexDef(
        id="C2",
        tile=TileDef(name="C2", color="white", stops=(Stop("city", slots=2),)),
        name="Capital",
        home=("AAA",),
        terrain=("water",),
        cost=40,
        borders=(Border(0, "impassable"), Border(2, "water", 20)),
    )
    hexes["D3"] = HexDef(
        id="D3",
        tile=TileDef(
            name="D3",
            color="red",
            stops=(Stop("offboard", Revenue(by_color=(("yellow", 20), ("brown", 50)))),),
            paths=(TPath(End(edge=1), End(stop=0)),),
        ),
        name="Far",
    )
    return Board(BoardDef(title="TEST", grid=grid, hexes=hexes, tiles={}, manifest={}))


def synthetic_title() -> TitleInfo:
    return TitleInfo(
        id="TEST",
        name="Test",
        players=(2, 4),
        rules="",
        optional_rules=(),
        scenarios=(),
        phases=(Phase("2", ("yellow",), "yellow"),),
        companies=(
            CompanyInfo("AAA", "Alpha", "major", "C2", "#d02020"),
            CompanyInfo("BBB", "Beta", "major", "", "#2040c0"),
        ),
    )


@pytest.fixture
def scene(qapp):
    return MapScene(synthetic_board(), synthetic_title())


def test_one_hex_item_per_board_hex(scene):
    tops = [i for i in scene.items() if isinstance(i, HexItem)]
    assert sorted(i.hex_id for i in tops) == sorted(scene.board.state)
    assert set(scene.hex_items) == set(scene.board.state)
    for hid, item in scene.hex_items.items():
        assert item.parentItem() is None and item.hex_id == hid


def test_hex_at_finds_the_hex_under_a_point(scene):
    cx, cy = scene.board.grid.centre("C4", scene.size)
    assert scene.hex_at(QPointF(cx, cy)) == "C4"
    assert scene.hex_at(QPointF(-1000, -1000)) is None


def test_token_placed_then_refresh_redraws_only_that_hex(scene):
    before = dict(scene.hex_items)
    assert scene.refresh() == []  # nothing changed
    board = scene.board
    board.place_token("C2", 0, "BBB")
    changed = scene.refresh(board)
    assert changed == ["C2"]
    for hid, item in scene.hex_items.items():
        if hid == "C2":
            assert item is not before[hid]
            assert before[hid].scene() is None  # the old item left the scene
        else:
            assert item is before[hid]
    texts = [c.text() for c in scene.hex_items["C2"].childItems() if hasattr(c, "text")]
    assert "BBB" in texts  # the token carries the abbreviation, not only a colour


def test_tile_lay_redraws_that_hex(scene):
    board = scene.board
    straight = parse_tile("9", {"color": "yellow", "paths": ["0-3"]})
    old = scene.hex_items["B3"]
    board.place_tile("B3", straight, 1)
    assert scene.refresh() == ["B3"]
    assert scene.hex_items["B3"] is not old


def test_view_zoom_changes_transform(qtbot, scene):
    view = MapView(scene)
    qtbot.addWidget(view)
    view.resize(400, 300)
    view.show()
    qtbot.waitExposed(view)
    before = view.transform().m11()
    view.zoom(1.5)
    assert view.transform().m11() == pytest.approx(before * 1.5)
    # the wheel zooms too
    from PySide6.QtGui import QWheelEvent

    pos = QPointF(200, 150)
    ev = QWheelEvent(
        pos,
        view.mapToGlobal(pos),
        QPoint(0, 0),
        QPoint(0, 120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    scale = view.transform().m11()
    view.wheelEvent(ev)
    assert view.transform().m11() > scale
    view.fit()
    rect = view.mapToScene(view.viewport().rect()).boundingRect()
    assert rect.contains(scene.itemsBoundingRect().adjusted(1, 1, -1, -1))


def test_render_scene_to_image(scene):
    from desktop.render import render_scene_image

    img = render_scene_image(scene, px_per_hex=120)
    assert not img.isNull()
    # 6 hexes spread over 4 columns: ~ 3.25 hex widths * 120 px (plus margins)
    assert 300 < img.width() < 800 and 200 < img.height() < 800
    # the red offboard is drawn
    cx, cy = scene.board.grid.centre("D3", scene.size)
    rect = scene.itemsBoundingRect()
    pad = scene.size * 0.25
    sx = (cx - rect.left() + pad) * img.width() / (rect.width() + 2 * pad)
    sy = (cy - rect.top() + pad) * img.height() / (rect.height() + 2 * pad)
    c = img.pixelColor(int(sx) + 40, int(sy) + 30)
    assert c.red() > 180 and c.green() < 120


def loadable_title() -> str | None:
    """The first title whose data loads (the data is written by others, in parallel)."""
    from desktop.render import starting_board

    for t in ("18MEX", "1893", "1833NE", "18GB"):
        try:
            starting_board(t)
        except (DataError, OSError, KeyError, ValueError):
            continue
        return t
    return None


def test_render_cli_writes_a_png(tmp_path):
    title = loadable_title()
    if title is None:
        pytest.skip("no title's data loads yet")
    out = tmp_path / "board.png"
    env = dict(os.environ)
    env.pop("DISPLAY", None)
    r = subprocess.run(
        [sys.executable, "-m", "desktop", "render", "--title", title, "--out", str(out)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 0, r.stderr
    assert out.stat().st_size > 10_000
    img = QImage(str(out))
    assert 500 < img.width() < 5000 and 500 < img.height() < 5000


def test_render_cli_unknown_title_and_option_exit_2(tmp_path):
    out = tmp_path / "x.png"
    r = subprocess.run(
        [sys.executable, "-m", "desktop", "render", "--title", "NOPE", "--out", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert r.returncode == 2
    assert "NOPE" in r.stderr and len(r.stderr.strip().splitlines()) == 1
    title = loadable_title()
    if title is not None:
        r = subprocess.run(
            [
                sys.executable,
                "-m",
                "desktop",
                "render",
                "--title",
                title,
                "--option",
                "no_such_rule",
                "--out",
                str(out),
            ],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert r.returncode == 2
        assert "no_such_rule" in r.stderr
    assert not out.exists()


def test_main_window_holds_the_map(qtbot, tmp_path):
    from desktop.app import build_main_window
    from desktop.files import AppPaths

    title = loadable_title()
    window = build_main_window(title or "NOPE", paths=AppPaths(tmp_path / "config", tmp_path / "data"))
    qtbot.addWidget(window)
    if title is None:
        assert "NOPE" in window.turn_label.text()
    else:
        assert isinstance(window.map_view, MapView)
        assert window.map_view.scene() is window.scene
        assert window.centralWidget().isAncestorOf(window.map_view)
        assert len(window.scene.hex_items) == len(window.scene.board.state)


def test_many_void_calls_do_not_abort_the_interpreter():
    """PySide6 6.12.0 + Python 3.11 drops a reference to None per void call; the guard in
    desktop.qtenv must keep a long session (here 3 full scenes and 50k setters) alive."""
    code = (
        "import os; os.environ['QT_QPA_PLATFORM']='offscreen'\n"
        "from desktop.qtenv import application; app = application()\n"
        "from PySide6.QtCore import QPointF\n"
        "p = QPointF()\n"
        "for _ in range(50000): p.setX(1.0)\n"
        "import gc; gc.collect(); print('alive')\n"
    )
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr[-500:]
    assert "alive" in r.stdout


def test_a_click_names_the_hex_and_the_stop_under_it(qtbot) -> None:
    """The map reports clicks in scene coordinates; the scene turns them into hexes and stops."""
    from desktop.map.view import MapView
    from engine.game import Game

    g = Game("18MEX", [(1, "a"), (2, "b"), (3, "c"), (4, "d")])
    sc = MapScene(g.state.board, g.state.static.info)
    view = MapView(sc)
    qtbot.addWidget(view)
    got: list = []
    view.clicked.connect(lambda p: got.append((sc.hex_at(p), sc.stop_at(p))))
    centres = sc.stop_centres("I8")
    view.click_hex(centres[0])
    view.click_hex(sc.sceneRect().topLeft())  # outside every hex
    assert got == [("I8", ("I8", 0)), (None, None)]


def test_the_fitted_map_follows_the_window_until_the_user_zooms(qtbot, scene):
    view = MapView(scene)
    qtbot.addWidget(view)
    view.resize(400, 300)
    view.show()
    qtbot.waitExposed(view)
    small = view.zoom_level()
    view.resize(800, 600)  # the window grew or a dock closed: still the whole map
    qtbot.waitUntil(lambda: view.zoom_level() > small * 1.5)
    assert view.fitting
    view.zoom(1.25)  # the user's zoom is kept through resizes
    assert not view.fitting
    zoomed = view.zoom_level()
    view.resize(500, 400)
    qtbot.wait(20)
    assert view.zoom_level() == pytest.approx(zoomed)
    view.fit()  # Fit map (Ctrl+0) follows the window again
    assert view.fitting


def test_laid_tiles_carry_their_number_where_there_is_room(qtbot, mex):
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    state = mex.history.state_at(300)
    sc = MapScene(state.board, state.static.info, phase_color=state.phase.color)

    def numbers(hex_id):
        return [
            c.text()
            for c in sc.hex_items[hex_id].childItems()
            if isinstance(c, QGraphicsSimpleTextItem) and c.data(0) == "tileNumber"
        ]

    laid = [h for h, st in state.board.state.items() if st.tile_id is not None]
    assert numbers("I8") == [state.board.tile_at("I8").name] == ["63"]
    assert numbers("M12") == ["483"]
    preprinted = [h for h, st in state.board.state.items() if st.tile_id is None]
    assert preprinted and not any(numbers(h) for h in preprinted)
    shown = [h for h in laid if numbers(h)]
    assert len(shown) >= 0.8 * len(laid)  # a crowded hex (Mexico City) may go without


def test_the_map_shows_1893s_closed_rhine_and_tile_blocks_until_the_first_3_train(qapp) -> None:
    """The title's map marks: hatched N5/P5, barred crossings at Köln and Bonn, H5's neutral
    token; the marks of phase 2 go with the first 3-train, the neutral token stays."""
    from engine.game import Game
    from engine.views import map_marks

    g = Game("1893", [(1, "A"), (2, "B")])
    s = g.state
    scene = MapScene(s.board, s.static.info)
    scene.set_marks(map_marks(s))
    scene.refresh()

    def tips(hex_id: str) -> list[str]:
        return [i.toolTip() for i in scene.hex_items[hex_id].childItems() if i.toolTip()]

    assert tips("N5") == ["no tile until the first 3-train"] and tips("P5") == tips("N5")
    assert tips("L5") == ["the Rhine crossing opens with the first 3-train"] and tips("S6") == tips("L5")
    assert tips("H5") == ["a neutral token fills this city"]
    assert tips("K6") == [] and tips("R7") == []
    s3 = s.clone()
    s3.phase_index = 1  # phase 3: the first 3-train has been bought
    scene.set_marks(map_marks(s3))
    redrawn = scene.refresh()
    assert {"N5", "P5", "L5", "S6"} <= set(redrawn) and "H5" not in redrawn
    assert tips("N5") == [] and tips("L5") == [] and tips("H5") == ["a neutral token fills this city"]
