"""Command line: ``python -m engine titles | replay | selfplay | routes``."""

from __future__ import annotations

import argparse
import sys

from engine.errors import RoundhouseError


def cmd_titles(args: argparse.Namespace) -> int:
    from engine.title import all_titles

    for t in all_titles():
        opts = ",".join(o.id for o in t.optional_rules) or "-"
        scen = ",".join(s.id for s in t.scenarios)
        extra = f"  scenarios={scen}" if scen else ""
        print(f"{t.id}\t{t.name}\t{t.players[0]}-{t.players[1]} players\toptions={opts}{extra}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m engine", description="Roundhouse 18xx engine")
    sub = p.add_subparsers(dest="command", required=True)
    sub.add_parser("titles", help="list supported titles").set_defaults(func=cmd_titles)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except RoundhouseError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
