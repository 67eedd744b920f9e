"""The Python side of bench/fidelity.py's stale-cache check (no Ruby needed: the site's answers
are canned).  A game the site refuses counts as explained by the site's stale graph cache only
when the site accepts the refused action once its graph cache is cleared and the game then ends
with the file's result (18GB site-defects.md §9: our games 3p-81 and 6p-119 of seed 13000)."""

from __future__ import annotations

import importlib.util
import json
import subprocess
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench"

# What bench/fidelity_fresh_graph.rb answered for our 18GB game 3p-81 of seed 13000.
ACCEPTED = {
    "file": "18GB-3p-13000-81.json",
    "refused_at": 128,
    "retried": [128],
    "accepted": True,
    "error": "Engine::GameError: Blocking step Place a Token or Lay Track cannot process action place_token at 128",
    "engine_result": {"3": 698, "1": 317, "2": 308},
    "match": True,
}
REFUSED_AGAIN = {
    **{k: v for k, v in ACCEPTED.items() if k not in ("engine_result", "match")},
    "accepted": False,
    "refused_again_at": 128,
    "error_again": ACCEPTED["error"],
}


@pytest.fixture
def fidelity() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_fidelity", BENCH / "fidelity.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _answer(row: dict) -> subprocess.CompletedProcess[str]:
    return subprocess.CompletedProcess(["ruby"], 0, stdout="loading\n" + json.dumps(row) + "\n", stderr="")


def test_a_stale_cache_explains_only_an_action_accepted_and_a_game_that_ends_alike(fidelity: ModuleType) -> None:
    why = fidelity.stale_cache_verdict(ACCEPTED)
    assert why is not None and "action 128" in why and fidelity.STALE_CACHE in why
    assert fidelity.stale_cache_verdict(REFUSED_AGAIN) is None
    assert fidelity.stale_cache_verdict({**ACCEPTED, "match": False}) is None
    later = {**ACCEPTED, "retried": [128, 140], "refused_again_at": 140, "match": None}
    assert fidelity.stale_cache_verdict(later) is None
    assert fidelity.stale_cache_verdict(None) is None


def test_a_refusal_our_compat_replay_does_not_share_is_tried_with_the_cache_cleared(
    fidelity: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[tuple[str, ...]] = []

    def ruby(script: object, *args: str) -> subprocess.CompletedProcess[str]:
        calls.append((str(script), *args))
        return _answer(ACCEPTED if args[1] == "128" else REFUSED_AGAIN)

    monkeypatch.setattr(fidelity, "_site_defect", lambda path, at: None)
    monkeypatch.setattr(fidelity, "_ruby", ruby)
    rows = [
        {"file": "/x/18GB-3p-13000-81.json", "refused_at": 128, "error": ACCEPTED["error"]},
        {"file": "/x/18GB-6p-13000-119.json", "refused_at": 327, "error": "refused"},
    ]
    diffs = fidelity._differences(rows)
    assert [Path(c[0]).name for c in calls] == ["fidelity_fresh_graph.rb"] * 2
    assert calls[0][1:] == ("/x/18GB-3p-13000-81.json", "128")
    assert diffs[0]["explained_as"] == fidelity.STALE_CACHE and "action 128" in diffs[0]["site_defect"]
    assert diffs[1]["explained_as"] is None and diffs[1]["site_defect"] is None
    assert fidelity._count_classes(diffs) == {fidelity.STALE_CACHE: 1, "unexplained": 1}


def test_a_refusal_our_compat_replay_shares_needs_no_site_retry(
    fidelity: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    def ruby(*args: object) -> subprocess.CompletedProcess[str]:
        raise AssertionError("the site's engine is not asked again")

    monkeypatch.setattr(fidelity, "_site_defect", lambda path, at: "action 187 (bankrupt) is illegal")
    monkeypatch.setattr(fidelity, "_ruby", ruby)
    rows = [{"file": "/x/1893-3p-14000-7.json", "refused_at": 187}]
    (diff,) = fidelity._differences(rows)
    assert diff["explained_as"] == "compat replay" and diff["site_defect"] == "action 187 (bankrupt) is illegal"
    assert fidelity._stale_cache(Path("/x/a.json"), None) is None
