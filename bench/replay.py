"""Replay speed: ``python bench/replay.py [--runs N] FILE...`` prints JSON
{file: {actions, ms, ms_per_action, min_ms, min_ms_per_action, cpu_min_ms_per_action}}.

``ms`` is the median of N (default 5) full in-process replays (load + build + every action),
``min_ms`` the fastest of them (the figure least disturbed by other work on the machine);
``*_per_action`` divides by the actions processed; ``cpu_min_ms_per_action`` is the fastest run
in this process's CPU time (what other programs on the machine do not inflate).  A file that
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

RUNS = 5


def bench(path: str, runs: int = RUNS) -> dict:
    times = []
    cpu = []
    res = None
    for _ in range(runs):
        t0, c0 = time.perf_counter(), time.process_time()
        res = replay(load(path))
        times.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
        if res.error is not None:
            return {"actions": res.processed, "error": res.error.line()}
    n = max(1, res.processed)
    med, low = statistics.median(times), min(times)
    return {
        "actions": res.processed,
        "ms": round(med, 1),
        "ms_per_action": round(med / n, 3),
        "min_ms": round(low, 1),
        "min_ms_per_action": round(low / n, 3),
        "cpu_min_ms_per_action": round(min(cpu) / n, 3),
    }


def main(argv: list[str]) -> int:
    runs = RUNS
    if argv[:1] == ["--runs"] and len(argv) > 1:
        runs, argv = int(argv[1]), argv[2:]
    if not argv:
        print("usage: bench/replay.py [--runs N] FILE...", file=sys.stderr)
        return 2
    out = {}
    for f in argv:
        try:
            out[f] = bench(f, runs)
        except RoundhouseError as exc:
            out[f] = {"error": str(exc)}
        except Exception as exc:  # report, keep going with the other files
            out[f] = {"error": f"{type(exc).__name__}: {exc}".splitlines()[0]}
    print(json.dumps(out, indent=1))
    return 0 if all("ms" in v for v in out.values()) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
