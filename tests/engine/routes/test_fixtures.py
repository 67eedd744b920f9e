"""Every run_routes of the shared 18xx.games fixtures that the engine replays: the optimum is at
least what the players recorded, and the routes found are legal when read back by
engine.routes.pricing (as a recorded route would be).  The number of strictly better optima is
reported (printed, and as a junit property)."""

from __future__ import annotations

import glob
import json
import subprocess
import sys
from pathlib import Path

from engine.errors import RoundhouseError
from engine.io.document import load
from engine.io.replay import run_routes_points
from engine.play.best_routes import best_routes_in, entity_key_for, recorded_revenue, running_trains
from engine.routes.pricing import price_in_state
from tests.fixtures import missing, needs

ROOT = Path(__file__).resolve().parents[3]
FIXTURES = sorted(glob.glob(str(ROOT.parent / "shared" / "fixtures" / "18xx.games" / "*" / "*.json")))


def _replayable(path: str) -> bool:
    try:
        next(iter(run_routes_points(load(path))), None)
    except RoundhouseError:
        return False
    return True


REPLAYABLE = [f for f in FIXTURES if _replayable(f)]


@needs(REPLAYABLE, reason="no shared fixture can be replayed yet")
def test_optimum_at_least_the_recorded_revenue(record_property):
    cases = better = 0
    lines = []
    for f in REPLAYABLE:
        for source, state in run_routes_points(load(f)):
            sym = str(source.get("entity"))
            key = entity_key_for(state, sym)
            trains = dict(running_trains(state, key))
            if not trains:
                continue
            res = best_routes_in(state, sym)
            rec = recorded_revenue(state, source)
            assert res.proven_optimal
            assert res.revenue >= rec, f"{Path(f).name} action {source.get('id')} {sym}: {res.revenue} < {rec}"
            # the routes found read back as legal recorded routes paying the same
            plan = [(trains[r.train], [list(c) for c in r.connections]) for r in res.routes]
            if plan:
                priced = price_in_state(state, state.entity(key).sym, plan).routes
                assert [p.revenue for p in priced] == [r.revenue for r in res.routes]
            cases += 1
            if res.revenue > rec:
                better += 1
                lines.append(f"{Path(f).name}#{source.get('id')} {sym}: {rec} -> {res.revenue}")
    assert cases > 0
    record_property("run_routes_cases", cases)
    record_property("strictly_better", better)
    print(f"\n{cases} recorded runs, {better} strictly improved by the optimum:\n  " + "\n  ".join(lines))


@needs(REPLAYABLE, reason="no shared fixture can be replayed yet")
def test_cli_routes_json():
    f = (
        next(f for f in REPLAYABLE if f.endswith("13315.json"))
        if any(f.endswith("13315.json") for f in REPLAYABLE)
        else REPLAYABLE[0]
    )
    doc = load(f)
    source = next(s for s, _ in run_routes_points(doc))
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "engine",
            "routes",
            f,
            "--entity",
            str(source["entity"]),
            "--before",
            str(source["id"]),
            "--json",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
    )
    data = json.loads(out.stdout)
    assert set(data) >= {"revenue", "routes", "ms"}
    assert data["revenue"] == sum(r["revenue"] for r in data["routes"])
    for r in data["routes"]:
        assert set(r) >= {"train", "hexes", "stops", "revenue"}


def test_cli_routes_refuses_unknown_action_and_unsupported_titles(tmp_path):
    if not FIXTURES:
        missing("no fixtures")
    f = FIXTURES[0]
    out = subprocess.run(
        [sys.executable, "-m", "engine", "routes", f, "--entity", "X", "--before", "999999"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert out.returncode == 2
    assert len(out.stderr.strip().splitlines()) == 1 and out.stderr.startswith("error:")
