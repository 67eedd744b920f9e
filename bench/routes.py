"""Optimal-route speed: ``python bench/routes.py [FILE...]`` prints JSON
{cases, p50_ms, p95_ms, max_ms, cancel_ms, ...}.

A case is one ``run_routes`` of a recorded game that the engine replays up to that point: the
operating company's best routes are searched in the state just before it (cold: the network
cache is emptied; the median of ``RUNS`` searches counts).  Default files: every shared
18xx.games fixture.  Files the engine cannot replay are listed under "skipped" with the reason;
"improved" counts cases whose optimum beats the revenue the players recorded, "worse" cases
where it does not reach it (must be 0).
"""

from __future__ import annotations

import glob
import json
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.errors import RoundhouseError  # noqa: E402
from engine.io.document import load  # noqa: E402
from engine.io.replay import run_routes_points  # noqa: E402
from engine.play.best_routes import best_routes_in, entity_key_for, recorded_revenue, running_trains  # noqa: E402

RUNS = 3
FIXTURES = Path(__file__).resolve().parent.parent.parent / "shared" / "fixtures" / "18xx.games"


def _cold(state) -> None:
    for k in [k for k in state.board.cache if isinstance(k, tuple) and k and k[0] == "route_network"]:
        del state.board.cache[k]


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    s = sorted(values)
    i = max(0, min(len(s) - 1, round(q * (len(s) - 1))))
    return s[i]


def cancel_latency(state, sym: str, after_s: float = 0.002) -> float | None:
    """Milliseconds between setting the cancel token and the search returning (None when the
    search finished before the token was set)."""
    ev = threading.Event()
    set_at: list[float] = []

    def fire() -> None:
        set_at.append(time.perf_counter())
        ev.set()

    _cold(state)
    timer = threading.Timer(after_s, fire)
    timer.start()
    best_routes_in(state, sym, cancel=ev)
    done = time.perf_counter()
    timer.cancel()
    return (done - set_at[0]) * 1000 if set_at else None


def bench(files: list[str]) -> dict:
    times: list[float] = []
    cancels: list[float] = []
    skipped: dict[str, str] = {}
    per_file: dict[str, int] = {}
    improved = worse = 0
    slowest = None
    for f in files:
        name = Path(f).name
        try:
            doc = load(f)
            n = 0
            for source, state in run_routes_points(doc):
                sym = str(source.get("entity"))
                if not running_trains(state, entity_key_for(state, sym)):
                    continue
                runs = []
                res = None
                for _ in range(RUNS):
                    _cold(state)
                    t0 = time.perf_counter()
                    res = best_routes_in(state, sym)
                    runs.append((time.perf_counter() - t0) * 1000)
                ms = statistics.median(runs)
                times.append(ms)
                lat = cancel_latency(state, sym)
                if lat is not None:
                    cancels.append(lat)
                if slowest is None or ms > slowest[0]:
                    slowest = (ms, f"{name}#{source.get('id')} {sym}")
                rec = recorded_revenue(state, source)
                improved += res.revenue > rec
                worse += res.revenue < rec
                n += 1
            per_file[name] = n
        except RoundhouseError as exc:
            skipped[name] = str(exc).splitlines()[0]
    return {
        "cases": len(times),
        "p50_ms": round(percentile(times, 0.5), 1),
        "p95_ms": round(percentile(times, 0.95), 1),
        "max_ms": round(max(times), 1) if times else 0.0,
        "cancel_ms": {"cases": len(cancels), "max": round(max(cancels), 1) if cancels else None},
        "slowest": slowest[1] if slowest else None,
        "improved": improved,
        "worse": worse,
        "files": per_file,
        "skipped": skipped,
    }


def main(argv: list[str]) -> int:
    files = argv or sorted(glob.glob(str(FIXTURES / "*" / "*.json")))
    out = bench(files)
    print(json.dumps(out, indent=1))
    return 0 if out["worse"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
