"""Both recorded 18MEX games replay through the engine to exactly their recorded result.

The recordings stay in the shared folder (read in place, never copied into the repo); undo/redo
and chat are filtered by the I/O layer's ``engine.io.log`` exactly as 18xx.games does.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.game import Game
from engine.io.log import game_actions
from tests.fixtures import need

FIXTURES = Path(__file__).resolve().parents[3] / ".." / "shared" / "fixtures" / "18xx.games" / "18MEX"
NAMES = ["13315", "hotseat01"]


def _load(name: str) -> dict:
    return json.loads(need(FIXTURES / f"{name}.json").read_text())


def replay(data: dict) -> Game:
    settings = data.get("settings") or {}
    game = Game(
        "18MEX",
        [(p["id"], p["name"]) for p in data["players"]],
        options=settings.get("optional_rules") or [],
        seed=settings.get("seed") or 0,
        compat="18xx.games",
    )
    total = game.money_total()
    for _source, action in game_actions(data["actions"]):
        game.process(action)
        assert game.money_total() == total, f"money created or destroyed at action {action.get('id')}"
    return game


@pytest.mark.parametrize("name", NAMES)
def test_replays_to_recorded_result(name: str) -> None:
    data = _load(name)
    game = replay(data)
    assert game.finished
    assert game.result() == {str(k): v for k, v in data["result"].items()}


def test_13315_ends_on_broken_bank() -> None:
    game = replay(_load("13315"))
    assert game.state.end_reason == "bank"
    assert game.state.ledger.bank_broken
