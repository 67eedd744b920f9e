"""The desktop application: a main window around the map (the lead extends this)."""

from __future__ import annotations

import argparse
import os
import sys

from desktop.qtenv import application, headless


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
    if headless() and "QT_QPA_PLATFORM" not in os.environ:
        # An invisible window that never closes helps nobody: say what to do instead.
        print("roundhouse: no display found (DISPLAY is not set). Start it from a desktop session, "
              "under Xvfb (xvfb-run -a make run), or render a board with "
              "'python -m desktop render --title 18MEX --out board.png'.", file=sys.stderr)
        return 2
    app = application()
    window = build_main_window(args.title)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
