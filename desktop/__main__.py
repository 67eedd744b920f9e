"""``python -m desktop [FILE]`` launches the GUI; ``python -m desktop render`` draws without a window:

* ``render FILE [--before ACTION_ID] --out state.pdf`` — the printed report of a game (map,
  market, cap table, companies, trains & phase, last log lines), as File → Export PDF makes it;
* ``render FILE [--before ACTION_ID] --out map.png`` — the map of that game state alone;
* ``render --title 18GB [--players N] [--option R] [--scenario S] --out board.png`` — a title's
  starting board.
"""

from __future__ import annotations

import argparse
import sys


def _render_parser() -> argparse.ArgumentParser:
    r = argparse.ArgumentParser(
        prog="python -m desktop render",
        description="render a game (PDF report or PNG map) or a title's starting board (PNG)",
    )
    r.add_argument("game", nargs="?", help="a saved game or an 18xx.games export")
    r.add_argument("--before", default=None, metavar="ACTION_ID", help="show the state just before this action")
    r.add_argument("--title", dest="render_title", default=None, help="a title's starting board instead of a game")
    r.add_argument("--option", action="append", default=[], metavar="RULE", help="optional rule id (repeatable)")
    r.add_argument("--players", type=int, default=None, help="player count (default: the top of the range)")
    r.add_argument("--scenario", default=None)
    r.add_argument("--phase", default=None, help="phase colour whose offboard values are highlighted")
    r.add_argument("--px", type=float, default=120.0, help="pixels per hex width for PNGs (default 120)")
    r.add_argument("--out", required=True, help="output .png or .pdf")
    r.add_argument(
        "--lang",
        default=None,
        metavar="CODE",
        help="language of the report: en, pt or it (default: Preferences, else the system's)",
    )
    return r


def _render(args: argparse.Namespace) -> int:
    from desktop.qtenv import use_offscreen_if_headless

    # Rendering needs no window: always offscreen unless the user chose a platform.
    use_offscreen_if_headless(force=True)
    from desktop.app import use_language
    from desktop.qtenv import application
    from desktop.render import render_game, render_png
    from engine.errors import RoundhouseError
    from engine.i18n import reason

    application()
    use_language(args.lang)

    try:
        if args.game is not None:
            out = render_game(args.game, args.out, before=args.before, px_per_hex=args.px)
        elif args.render_title is not None:
            if args.out.lower().endswith(".pdf"):
                print("error: a starting board renders to .png; a game file renders to .pdf or .png", file=sys.stderr)
                return 2
            out = render_png(
                args.render_title, args.out, tuple(args.option), args.players, args.scenario, args.px, args.phase
            )
        else:
            print("error: render needs a game FILE or --title", file=sys.stderr)
            return 2
    except RoundhouseError as exc:
        print(f"error: {reason(exc)}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except (RecursionError, MemoryError, Exception) as exc:  # noqa: BLE001 - a bug: a line, never a traceback
        text = str(exc).strip().splitlines()
        print(f"error: internal {type(exc).__name__}: {text[0] if text else ''}".rstrip(": "), file=sys.stderr)
        return 2
    print(out)
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["render"]:
        return _render(_render_parser().parse_args(argv[1:]))
    from desktop.app import main as gui_main

    return gui_main(argv)


if __name__ == "__main__":
    sys.exit(main())
