"""Self-play speed: ``python bench/selfplay.py [--games N] [--seed S] [--title T]`` prints JSON
{games, actions, seconds, ms_per_action, violations} for random legal games played in this
process (one job), with every invariant checked after every action and each finished game saved
and replayed at the end, exactly as ``python -m engine selfplay`` does.

``ms_per_action`` is everything self-play does divided by the actions played (the goal of issue
#12 is at most 1 ms); ``cpu_ms_per_action`` the same in this process's CPU time (what other
programs on the machine do not inflate).  The engine's modules are imported before the clock
starts (``import_engine``); loading the title's data is still counted.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.io.selfplay import selfplay  # noqa: E402


def import_engine() -> None:
    """Import the modules self-play loads on first use before the clock starts: where Python
    writes no bytecode cache (PYTHONDONTWRITEBYTECODE, as on the shared VM) each process compiles
    them from source, ~0.2 s of CPU that is the process's start, not any action's cost."""
    import importlib

    for name in ("engine.game", "engine.io.replay", "engine.io.document", "engine.play.best_routes"):
        importlib.import_module(name)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--title", default="18MEX")
    ap.add_argument("--players", type=int, nargs="+", default=[3, 4, 5])
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args(argv)
    import_engine()
    c0 = time.process_time()
    rep = selfplay(args.title, args.players, games=args.games, seed=args.seed, jobs=1)
    cpu = time.process_time() - c0
    actions = max(1, rep["actions"])
    print(
        json.dumps(
            {
                "title": args.title,
                "games": rep["games"],
                "finished": rep["finished"],
                "actions": rep["actions"],
                "seconds": rep["seconds"],
                "ms_per_action": round(rep["seconds"] * 1000 / actions, 3),
                "cpu_ms_per_action": round(cpu * 1000 / actions, 3),
                "violations": len(rep["violations"]),
            },
            indent=1,
        )
    )
    return 0 if not rep["violations"] else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
