"""Optimal-route speed: ``python bench/routes.py [FILE...]`` prints JSON
{cases, p50_ms, p95_ms, max_ms, cpu_ms, cancel_ms, files, ...}.

A case is one ``run_routes`` of a recorded game that the engine replays up to that point: the
operating company's best routes are searched in the state just before it (cold: the network
cache is emptied; the median of ``RUNS`` searches counts, wall clock; ``cpu_ms`` the same
figures in process CPU time).  Default files: every shared 18xx.games fixture.  A title the
engine cannot replay yet but whose route positions a helper rebuilds from the recording's lays
and tokens (18GB: tests/titles/g18gb/positions.py) is measured on those positions.  Files with
neither are listed under "skipped" with the reason; "improved" counts cases whose optimum beats
the revenue the players recorded, "worse" cases where it does not reach it (must be 0), and
"not_proven" searches that did not prove their optimum (must be 0).  ``files`` gives per file
the cases and their p50 / p95 / max wall ms.
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
from engine.routes.search import best_routes  # noqa: E402

RUNS = 3
FIXTURES = Path(__file__).resolve().parent.parent.parent / "shared" / "fixtures" / "18xx.games"


def _cold(state) -> None:
    for k in [k for k in state.board.cache if isinstance(k, tuple) and k and k[0] == "route_network"]:
        del state.board.cache[k]


class _Case:
    """One run_routes to search: a replayed game state, or a position rebuilt by a helper."""

    def __init__(self, source: dict, state=None, pos=None) -> None:
        self.source, self.state, self.pos = source, state, pos
        self.board = state.board if state is not None else pos.board
        self.sym = str(source.get("entity"))

    def runs(self) -> bool:
        if self.pos is not None:
            return bool(self.pos.trains)
        return bool(running_trains(self.state, entity_key_for(self.state, self.sym)))

    def search(self, cancel=None):
        if self.pos is not None:
            p = self.pos
            return best_routes(p.board, p.company, p.trains, p.color, cancel, rules=p.rules, extras=p.extras)
        return best_routes_in(self.state, self.sym, cancel=cancel)

    def recorded(self) -> int:
        if self.pos is not None:
            return self.pos.recorded
        return recorded_revenue(self.state, self.source)


def _cases(f: str):
    """The cases of one recording: replayed, or rebuilt when the engine cannot play the title."""
    doc = load(f)
    try:
        for source, state in run_routes_points(doc):
            yield _Case(source, state)
    except RoundhouseError:
        if doc.title != "18GB":
            raise
        from tests.titles.g18gb.positions import positions

        for pos in positions(f):
            yield _Case(pos.source, pos=pos)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    s = sorted(values)
    i = max(0, min(len(s) - 1, round(q * (len(s) - 1))))
    return s[i]


def cancel_latency(case: _Case, after_s: float = 0.002) -> float | None:
    """Milliseconds between setting the cancel token and the search returning (None when the
    search finished before the token was set)."""
    ev = threading.Event()
    set_at: list[float] = []

    def fire() -> None:
        set_at.append(time.perf_counter())
        ev.set()

    _cold(case)
    timer = threading.Timer(after_s, fire)
    timer.start()
    case.search(cancel=ev)
    done = time.perf_counter()
    timer.cancel()
    return (done - set_at[0]) * 1000 if set_at else None


def _figures(values: list[float]) -> dict:
    return {
        "p50": round(percentile(values, 0.5), 1),
        "p95": round(percentile(values, 0.95), 1),
        "max": round(max(values), 1) if values else 0.0,
    }


def bench(files: list[str]) -> dict:
    times: list[float] = []
    cpus: list[float] = []
    cancels: list[float] = []
    skipped: dict[str, str] = {}
    per_file: dict[str, dict] = {}
    improved = worse = not_proven = 0
    slowest = None
    for f in files:
        name = Path(f).name
        mine: list[float] = []
        try:
            for case in _cases(f):
                if not case.runs():
                    continue
                runs, cpu = [], []
                res = None
                for _ in range(RUNS):
                    _cold(case)
                    t0, c0 = time.perf_counter(), time.process_time()
                    res = case.search()
                    runs.append((time.perf_counter() - t0) * 1000)
                    cpu.append((time.process_time() - c0) * 1000)
                assert res is not None
                ms = statistics.median(runs)
                times.append(ms)
                mine.append(ms)
                cpus.append(statistics.median(cpu))
                lat = cancel_latency(case)
                if lat is not None:
                    cancels.append(lat)
                if slowest is None or ms > slowest[0]:
                    slowest = (ms, f"{name}#{case.source.get('id')} {case.sym}")
                rec = case.recorded()
                improved += res.revenue > rec
                worse += res.revenue < rec
                not_proven += not res.proven_optimal
        except RoundhouseError as exc:
            skipped[name] = str(exc).splitlines()[0]
            continue
        per_file[name] = {"cases": len(mine), **_figures(mine)}
    return {
        "cases": len(times),
        "p50_ms": round(percentile(times, 0.5), 1),
        "p95_ms": round(percentile(times, 0.95), 1),
        "max_ms": round(max(times), 1) if times else 0.0,
        "cpu_ms": _figures(cpus),
        "cancel_ms": {"cases": len(cancels), "max": round(max(cancels), 1) if cancels else None},
        "slowest": slowest[1] if slowest else None,
        "improved": improved,
        "worse": worse,
        "not_proven": not_proven,
        "files": per_file,
        "skipped": skipped,
    }


def main(argv: list[str]) -> int:
    files = argv or sorted(glob.glob(str(FIXTURES / "*" / "*.json")))
    out = bench(files)
    print(json.dumps(out, indent=1))
    return 0 if out["worse"] == 0 and out["not_proven"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
