"""The ``roundhouse`` command (the wheel's entry point, and the bundle's through
``packaging/roundhouse_main.py``).

``roundhouse --selftest`` checks an installation without a display and without touching the
user's settings or autosaves: it forces the offscreen Qt platform (before anything imports Qt),
creates the QApplication, loads every title's rules and starting board (each scenario too),
checks the engine's message catalogues translate, renders the 18MEX starting board to a
temporary PNG through ``desktop.render``, reads the PNG back, and imports every ``desktop``
module.  It prints one line ``selftest ok: ...`` and exits 0, or prints one line
``selftest failed: ...`` on stderr and exits 1.

Anything else is handed to the desktop application (``desktop.app:main``), with the window icon
set first.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

SELFTEST_TITLE = "18MEX"


def _icon_path() -> Path | None:
    """The window icon, carried with the data (``assets/icons/roundhouse.png``)."""
    from engine.assets import ASSETS

    path = ASSETS / "icons" / "roundhouse.png"
    return path if path.is_file() else None


def selftest() -> str:
    """Run the checks; return the summary (without the ``selftest ok:`` prefix) or raise."""
    import importlib
    import pkgutil
    import tempfile

    os.environ["QT_QPA_PLATFORM"] = "offscreen"  # forced: the self-test never opens a window

    from desktop.qtenv import application

    app = application()
    if app.platformName() != "offscreen":
        raise RuntimeError(f"Qt platform is {app.platformName()!r}, not 'offscreen'")

    from desktop.render import render_png, starting_board
    from engine.assets import ASSETS
    from engine.title import all_titles
    from engine.titles import rules_for

    titles = all_titles()
    if not titles:
        raise RuntimeError(f"no titles found in {ASSETS}")
    boards = 0
    for info in titles:
        rules_for(info.id)
        for scenario in [None, *(s.id for s in info.scenarios)]:
            _, board = starting_board(info.id, scenario=scenario)
            if not board.state:
                raise RuntimeError(f"{info.id} {scenario or ''}: the starting board has no hexes")
            boards += 1
    from engine.i18n import msg

    said = msg("{player} passes on {company}", player="Ana", company="MCAR")
    if said.render("pt") == said or said.render("it") == said:
        raise RuntimeError("the engine's catalogues (assets/i18n/engine/*.mo) are missing")
    from desktop.i18n import LANGUAGES, qm_file

    missing = [qm_file(code).name for code in LANGUAGES if not qm_file(code).is_file()]
    if missing:
        raise RuntimeError(f"the window's catalogues are missing: {', '.join(missing)}")
    ids = [t.id for t in titles]
    if SELFTEST_TITLE not in ids:
        raise RuntimeError(f"{SELFTEST_TITLE} is not among the titles {ids}")

    from PySide6.QtCore import qVersion
    from PySide6.QtGui import QColor, QImage

    with tempfile.TemporaryDirectory(prefix="roundhouse-selftest-") as tmp:
        out = render_png(SELFTEST_TITLE, Path(tmp) / "board.png", px_per_hex=60.0)
        size = out.stat().st_size if out.is_file() else 0
        if size == 0:
            raise RuntimeError(f"rendering {SELFTEST_TITLE} wrote an empty file")
        image = QImage(str(out))
        if image.isNull() or image.width() < 50 or image.height() < 50:
            raise RuntimeError(f"the {SELFTEST_TITLE} PNG does not read back as an image ({size} bytes)")
        white = QColor("white").rgb()
        step_x, step_y = max(1, image.width() // 64), max(1, image.height() // 64)
        inked = sum(
            1
            for x in range(0, image.width(), step_x)
            for y in range(0, image.height(), step_y)
            if image.pixel(x, y) != white
        )
        if inked == 0:
            raise RuntimeError(f"the {SELFTEST_TITLE} board rendered blank")
        w, h = image.width(), image.height()

    import desktop

    modules = 0
    for mod in pkgutil.walk_packages(desktop.__path__, "desktop."):
        if mod.name.endswith("__main__"):
            continue
        importlib.import_module(mod.name)
        modules += 1
    if modules == 0:
        raise RuntimeError("no desktop modules found")

    where = _where()
    return (
        f"{len(titles)} titles ({', '.join(ids)}), {boards} starting boards, "
        f"{SELFTEST_TITLE} rendered {w}x{h} px ({size} bytes), {modules} desktop modules, "
        f"Qt {qVersion()} offscreen, {where}, assets {ASSETS}"
    )


def _where() -> str:
    """How this copy runs: a PyInstaller bundle, an installed wheel, or the source tree."""
    if getattr(sys, "frozen", False):
        return "frozen"
    from engine.assets import ASSETS, PACKAGED

    return "installed" if ASSETS.name == PACKAGED else "source"


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if "--selftest" in argv:
        try:
            summary = selftest()
        except BaseException as exc:  # noqa: BLE001 - one line, whatever went wrong
            if isinstance(exc, KeyboardInterrupt):
                raise
            reason = " ".join(f"{type(exc).__name__}: {exc}".split())
            print(f"selftest failed: {reason}", file=sys.stderr)
            return 1
        print(f"selftest ok: {summary}")
        return 0

    from desktop.qtenv import application, headless

    icon = _icon_path()
    if icon is not None and (not headless() or "QT_QPA_PLATFORM" in os.environ):
        # Create the application first only when desktop.app:main would create it too (it refuses
        # to start without a display), so the window icon is set before any window exists.
        from PySide6.QtGui import QIcon

        application().setWindowIcon(QIcon(str(icon)))

    from desktop.app import main as gui_main

    return gui_main(argv)


if __name__ == "__main__":
    sys.exit(main())
