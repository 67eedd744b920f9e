"""Replay time side by side with the 18xx.games engine (a development tool, not part of make test).

    python bench/versus_site.py [--rounds K] [--runs N] FILE...

For each file, ``K`` rounds alternate between the two engines (each round: ``N`` replays in
one Ruby process through ``../shared/tools/oracle/replay.rb``, then ``N`` here with
``bench/replay.py``'s ``bench``), so both meet the same load on the machine.  Prints JSON per
file: the fastest whole replay of each (load, build and every action, wall clock), both divided
by the file's action count, and ``ratio`` = ours / theirs (issue #12's goal: at most 0.5).
Needs Ruby and ``ORACLE_SRC`` as ``bench/fidelity.py`` does.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from replay import bench  # noqa: E402

REPLAY_RB = ROOT.parent / "shared" / "tools" / "oracle" / "replay.rb"


def site_times(path: str, runs: int) -> list[float]:
    """Seconds of each of ``runs`` replays in one Ruby process."""
    out = subprocess.run(
        ["ruby", str(REPLAY_RB), "--runs", str(runs), path], capture_output=True, text=True, check=False
    )
    row = next((json.loads(line) for line in out.stdout.splitlines() if line.startswith("{")), None)
    if row is None or row.get("error"):
        raise SystemExit(f"{path}: the site engine did not replay it: {row and row.get('error') or out.stderr[-300:]}")
    return [float(t) for t in row["times_s"]]


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--runs", type=int, default=6, help="replays per engine per round")
    args = ap.parse_args(argv)
    if not os.environ.get("ORACLE_SRC"):
        sys.exit("ORACLE_SRC is not set: see ../shared/tools/oracle/README.md")
    report = {}
    for f in args.files:
        actions = len(json.loads(Path(f).read_text())["actions"])
        theirs: list[float] = []
        ours: list[float] = []
        for _ in range(args.rounds):
            theirs += [t * 1000 for t in site_times(f, args.runs)]
            got = bench(f, args.runs)
            if "error" in got:
                raise SystemExit(f"{f}: {got['error']}")
            ours.append(got["min_ms"])
        report[f] = {
            "actions": actions,
            "site_min_ms": round(min(theirs), 1),
            "ours_min_ms": round(min(ours), 1),
            "site_min_ms_per_action": round(min(theirs) / actions, 3),
            "ours_min_ms_per_action": round(min(ours) / actions, 3),
            "ratio": round(min(ours) / min(theirs), 2),
        }
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
