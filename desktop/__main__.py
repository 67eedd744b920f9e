"""``python -m desktop`` launches the GUI; ``python -m desktop render`` writes a PNG."""

from __future__ import annotations

import argparse
import sys


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m desktop", description="Roundhouse desktop")
    p.add_argument("--title", default="18MEX", help="title to open (default 18MEX)")
    sub = p.add_subparsers(dest="command")
    r = sub.add_parser("render", help="render a title's starting board to a PNG, without a window")
    r.add_argument("--title", dest="render_title", required=True)
    r.add_argument("--option", action="append", default=[], metavar="RULE", help="optional rule id (repeatable)")
    r.add_argument("--players", type=int, default=None, help="player count (default: the top of the range)")
    r.add_argument("--scenario", default=None)
    r.add_argument("--phase", default=None, help="phase colour whose offboard values are highlighted")
    r.add_argument("--px", type=float, default=120.0, help="pixels per hex width (default 120)")
    r.add_argument("--out", required=True, help="output .png")
    return p


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "render":
        from desktop.qtenv import use_offscreen_if_headless

        # Rendering needs no window: always offscreen unless the user chose a platform.
        use_offscreen_if_headless(force=True)
        from desktop.render import render_png
        from engine.errors import RoundhouseError

        try:
            out = render_png(args.render_title, args.out, tuple(args.option), args.players, args.scenario,
                             args.px, args.phase)
        except RoundhouseError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        except OSError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 1
        print(out)
        return 0
    from desktop.app import main as gui_main

    return gui_main(["--title", args.title])


if __name__ == "__main__":
    sys.exit(main())
