"""Replay speed: ``python bench/replay.py FILE...`` prints JSON {file: {actions, ms}}.

``ms`` is the median of 3 full in-process replays (load + build + every action).  A file that
cannot be replayed gets {"error": "<one line>"} instead.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.errors import RoundhouseError  # noqa: E402
from engine.io.document import load  # noqa: E402
from engine.io.replay import replay  # noqa: E402

RUNS = 3


def bench(path: str) -> dict:
    times = []
    res = None
    for _ in range(RUNS):
        t0 = time.perf_counter()
        res = replay(load(path))
        times.append((time.perf_counter() - t0) * 1000)
        if res.error is not None:
            return {"actions": res.processed, "error": res.error.line()}
    return {"actions": res.processed, "ms": round(statistics.median(times), 1)}


def main(argv: list[str]) -> int:
    if not argv:
        print("usage: bench/replay.py FILE...", file=sys.stderr)
        return 2
    out = {}
    for f in argv:
        try:
            out[f] = bench(f)
        except RoundhouseError as exc:
            out[f] = {"error": str(exc)}
        except Exception as exc:  # report, keep going with the other files
            out[f] = {"error": f"{type(exc).__name__}: {exc}".splitlines()[0]}
    print(json.dumps(out, indent=1))
    return 0 if all("ms" in v for v in out.values()) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
