"""The desktop application: ``python -m desktop [FILE]`` (or ``roundhouse``)."""

from __future__ import annotations

import argparse
import os
import sys

from desktop.i18n import translate
from desktop.qtenv import application, headless


def use_language(override: str | None = None, paths=None) -> str:  # noqa: ANN001
    """Install the language: ``--lang`` if given, else the one chosen in Preferences, else the
    system's.  Returns its code.  Needs the QApplication."""
    from desktop import files, i18n

    if override is not None and i18n.normalize(override) is None:
        print(
            f"roundhouse: no language {override!r} (have {', '.join(i18n.LANGUAGES)}); using English", file=sys.stderr
        )
    settings = files.settings(paths or files.AppPaths.default())
    lang = i18n.chosen_language(override, settings)
    i18n.install(lang)
    return lang


def build_main_window(
    title_id: str | None = None,
    options: tuple[str, ...] = (),
    players: int | None = None,
    scenario: str | None = None,
    paths=None,
    offer_restore: bool = False,
):  # noqa: ANN001, ANN201
    """A main window; with ``title_id`` it shows that title's starting board (no game yet)."""
    from desktop.main_window import MainWindow
    from engine.errors import RoundhouseError

    window = MainWindow(paths=paths, offer_restore=offer_restore)
    if title_id:
        try:
            window.show_board(title_id, options, players, scenario)
        except RoundhouseError as exc:
            text = translate("App", "Cannot open {0}: {1}").format(title_id, exc)
            window.turn_label.setText(text)
            window.statusBar().showMessage(text)
    return window


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="roundhouse", description="Roundhouse 18xx moderator")
    parser.add_argument("file", nargs="?", help="a saved game or an 18xx.games export to open")
    parser.add_argument("--title", default=None, help="show a title's starting board")
    parser.add_argument(
        "--lang",
        default=None,
        metavar="CODE",
        help="language for this run: en, pt or it (default: Preferences, else the system's)",
    )
    args = parser.parse_args(argv)
    if headless() and "QT_QPA_PLATFORM" not in os.environ:
        # An invisible window that never closes helps nobody: say what to do instead.
        print(
            "roundhouse: no display found (DISPLAY is not set). Start it from a desktop session, "
            "under Xvfb (xvfb-run -a make run), or render a game or board with "
            "'python -m desktop render FILE --out state.pdf' / "
            "'python -m desktop render --title 18MEX --out board.png'.",
            file=sys.stderr,
        )
        return 2
    app = application()
    use_language(args.lang)
    window = build_main_window(args.title if not args.file else None, offer_restore=not args.file)
    window.show()
    if args.file:
        window.open_file(args.file)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
