"""The desktop application: a main window around the map (the lead extends this)."""

from __future__ import annotations

import argparse
import sys

from desktop.qtenv import application, use_offscreen_if_headless


def build_main_window(title_id: str = "18MEX", options: tuple[str, ...] = (), players: int | None = None,
                      scenario: str | None = None):  # noqa: ANN201
    from PySide6.QtWidgets import QLabel, QMainWindow

    from desktop.map.scene import MapScene
    from desktop.map.view import MapView
    from desktop.render import starting_board
    from engine.errors import RoundhouseError

    window = QMainWindow()
    window.setWindowTitle(f"Roundhouse — {title_id}")
    window.resize(1200, 800)
    try:
        title, board = starting_board(title_id, options, players, scenario)
    except RoundhouseError as exc:
        label = QLabel(f"Cannot open {title_id}: {exc}")
        label.setWordWrap(True)
        window.setCentralWidget(label)
        window.statusBar().showMessage(str(exc))
        return window
    scene = MapScene(board, title, phase_color=title.phases[0].color)
    view = MapView(scene)
    window.setCentralWidget(view)
    window.map_scene = scene  # type: ignore[attr-defined]
    window.map_view = view  # type: ignore[attr-defined]
    window.statusBar().showMessage(f"{title.name}: {len(board.state)} hexes — wheel zooms, drag pans, 0 fits")
    return window


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="roundhouse", description="Roundhouse 18xx moderator")
    parser.add_argument("--title", default="18MEX")
    args = parser.parse_args(argv)
    use_offscreen_if_headless()
    app = application()
    window = build_main_window(args.title)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
