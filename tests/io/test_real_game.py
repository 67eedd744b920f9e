"""The I/O layer with the real rules core: CLI replays of the recorded 18MEX games, native save
round trips, refusal reporting on a damaged log, state-hash divergence, and a selfplay smoke run."""

from __future__ import annotations

import json
import os

import pytest

from engine.io.document import load, native_document, parse_document, save
from engine.io.log import game_actions
from engine.io.replay import record_hashes, replay
from engine.io.selfplay import selfplay
from tests.fixtures import needs

from .conftest import FIXTURES, run_cli

pytest.importorskip("engine.game")

MEX = sorted((FIXTURES / "18MEX").glob("*.json"))
needs_fixtures = needs(MEX, reason="shared 18MEX fixtures not available")


@needs_fixtures
@pytest.mark.parametrize("path", MEX, ids=lambda p: p.stem)
def test_cli_replays_recorded_18mex_games(path):
    proc = run_cli("replay", str(path), "--json")
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    out = json.loads(proc.stdout)
    data = json.loads(path.read_text())
    assert out["status"] == "finished" and out["title"] == "18MEX"
    assert out["result"] == {str(k): v for k, v in data["result"].items()}
    assert [p["id"] for p in out["players"]] == [p["id"] for p in data["players"]]


@needs_fixtures
def test_native_save_round_trip(tmp_path):
    imported = load(MEX[0])
    first = replay(imported)
    assert first.complete
    hashes = record_hashes(imported)
    n = first.processed
    assert sorted(hashes) == [k for k in range(50, n + 1, 50)] + ([n] if n % 50 else [])
    p = tmp_path / "saved.json"
    save(p, native_document(imported, state_hashes=hashes, status="finished", result=first.game.result()))
    again = load(p)
    assert again.native and again.compat == "18xx.games" and again.actions == imported.actions
    second = replay(again)
    assert second.complete and second.divergence is None
    assert json.dumps(second.game.snapshot(), sort_keys=True) == json.dumps(first.game.snapshot(), sort_keys=True)
    proc = run_cli("replay", str(p))
    assert proc.returncode == 0, proc.stderr


@needs_fixtures
def test_mid_game_save_continues(tmp_path):
    imported = load(MEX[0])
    pairs = list(game_actions(imported.actions))
    part = replay(imported, upto=200)
    last_raw = imported.actions.index(pairs[199][0])
    p = tmp_path / "mid.json"
    save(p, native_document(imported, imported.actions[: last_raw + 1], status="active", result={}))
    res = replay(load(p))
    assert res.complete and res.processed == 200
    assert res.game.snapshot() == part.game.snapshot()
    res.game.process(pairs[200][1])  # the recorded game goes on from there


@needs_fixtures
def test_damaged_log_reports_the_action_and_keeps_the_state_before(tmp_path):
    data = json.loads(MEX[0].read_text())
    doc = parse_document(data)
    pairs = list(game_actions(doc.actions))
    k = next(i for i, (_, a) in enumerate(pairs) if a["type"] == "buy_train" and i > 100)
    bad_id = pairs[k][0]["id"]
    for a in data["actions"]:
        if a.get("id") == bad_id:
            a["train"] = "99-9"
    p = tmp_path / "damaged.json"
    p.write_text(json.dumps(data))
    res = replay(load(p))
    assert res.error is not None and res.error.action_id == bad_id and res.processed == k
    assert res.game.snapshot() == replay(doc, upto=k).game.snapshot()
    proc = run_cli("replay", str(p))
    assert proc.returncode == 2
    line = proc.stderr.strip()
    assert "\n" not in line and f"action {bad_id} (buy_train) is illegal: " in line
    assert len(line.split("is illegal: ", 1)[1]) > 5


@needs_fixtures
def test_result_mismatch_and_divergence_exit_1(tmp_path):
    data = json.loads(MEX[0].read_text())
    pid = str(data["players"][0]["id"])
    data["result"][pid] += 7
    p = tmp_path / "wrong.json"
    p.write_text(json.dumps(data))
    proc = run_cli("replay", str(p))
    assert proc.returncode == 1
    assert proc.stderr.strip().splitlines() == [
        f"wrong.json: player {pid} (Player 1): recorded {data['result'][pid]}, replayed {data['result'][pid] - 7} (-7)"
    ]

    imported = load(MEX[0])
    hashes = record_hashes(imported)
    hashes[100] = "0" * 64
    q = tmp_path / "diverged.json"
    save(q, native_document(imported, state_hashes=hashes))
    proc = run_cli("replay", str(q))
    assert proc.returncode == 1
    assert "the state after 100 actions differs from the one saved" in proc.stderr


def test_selfplay_smoke_real_game():
    rep = selfplay("18MEX", 4, games=3, seed=0, max_actions=100)
    assert rep["violations"] == [], rep["violations"]
    assert rep["actions"] == 300


@pytest.mark.skipif(
    not os.environ.get("ROUNDHOUSE_SLOW"), reason="full random games take minutes; set ROUNDHOUSE_SLOW=1"
)
def test_selfplay_full_games_finish_clean():
    rep = selfplay("18MEX", 4, games=3, seed=2, jobs=os.cpu_count() or 1)
    assert rep["violations"] == [] and rep["finished"] == 3, rep
