from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT.parent / "shared" / "fixtures" / "18xx.games"


def run_cli(*args: str, timeout: float = 300) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "engine", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout
    )


def minimal_doc(**over) -> dict:
    doc = {
        "id": 1,
        "title": "18MEX",
        "players": [{"id": 1, "name": "Ann"}, {"id": 2, "name": "Bob"}, {"id": 3, "name": "Cy"}],
        "settings": {"seed": 7, "optional_rules": []},
        "status": "active",
        "result": {},
        "game_end_reason": None,
        "actions": [{"id": 1, "type": "pass", "entity": 1, "entity_type": "player"}],
    }
    doc.update(over)
    return doc


@pytest.fixture
def write_doc(tmp_path):
    def _write(doc, name="game.json") -> Path:
        p = tmp_path / name
        p.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")
        return p

    return _write
