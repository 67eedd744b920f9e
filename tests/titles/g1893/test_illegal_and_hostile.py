"""1893 under the same abuse as 18MEX: illegal actions made by mutating legal ones at mid-game
1893 states (the recording's and random play's) are refused with a sentence and change nothing;
hostile 1893 files given to ``python -m engine replay`` are refused in one line."""

from __future__ import annotations

import json
import random

from engine.game import Game
from engine.io.log import game_actions
from engine.play.candidates import legal_actions
from tests.fixtures import FIXTURES, available
from tests.io.conftest import minimal_doc, run_cli
from tests.io.test_hostile_files import check_refusal
from tests.titles.abuse import fuzz

TOTAL = 400
PER_STATE = 20
EXTRA = {  # 1893's own action types, with names that name nothing
    "special_buy": {"description": "maybe", "cost": 0},
    "sell_company": {"company": "NOPE", "price": 100},
    "assign": {"target": "NOPE", "target_type": "company"},
}


def mid_game_states(rng: random.Random):
    path = FIXTURES / "1893" / "1893_game_end_bank.json"
    if available(path):
        data = json.loads(path.read_text())
        g = Game("1893", [(p["id"], p["name"]) for p in data["players"]], compat="18xx.games")
        acts = [a for _, a in game_actions(data["actions"])]
        stops = set(rng.sample(range(1, len(acts) - 1), 14))
        for i, a in enumerate(acts):
            g.process(a)
            if i in stops and not g.finished:
                yield f"recording@{i + 1}", g
    for seed, n in ((3, 2), (4, 3), (5, 4)):
        g = Game("1893", [(i, f"P{i}") for i in range(1, n + 1)], seed=seed)
        for i in range(260):
            legal = legal_actions(g, rng, 2)
            if not legal or g.finished:
                break
            g.process(rng.choice(legal))
            if i % 9 == 8:
                yield f"random{seed}@{i + 1}", g


def test_illegal_1893_actions_are_refused_and_change_nothing() -> None:
    rng = random.Random(1893)
    tried, kinds, failures = fuzz(mid_game_states(rng), rng, EXTRA, TOTAL, PER_STATE)
    assert not failures, f"{len(failures)} problems:\n" + "\n".join(failures[:12])
    assert tried >= TOTAL and len(kinds) >= 20, (tried, sorted(kinds))


def _doc(actions: list[dict]) -> dict:
    return minimal_doc(title="1893", actions=actions)


HOSTILE = {
    "draft bid at the wrong price": (
        [{"id": 1, "type": "bid", "entity": 1, "entity_type": "player", "company": "EKB", "price": 1}],
        "costs",
    ),
    "vote with no merger": (
        [{"id": 1, "type": "special_buy", "entity": 1, "entity_type": "player", "description": "yes"}],
        "illegal",
    ),
    "price of the wrong type": (
        [{"id": 1, "type": "bid", "entity": 1, "entity_type": "player", "company": "EKB", "price": "210"}],
        "actions[0].price",
    ),
}


def test_hostile_1893_files(tmp_path) -> None:
    for name, (actions, needle) in HOSTILE.items():
        p = tmp_path / f"{name.replace(' ', '_')}.json"
        p.write_text(json.dumps(_doc(actions)), encoding="utf-8")
        proc = run_cli("replay", str(p))
        if needle == "illegal" or needle == "costs":
            assert "Traceback" not in proc.stderr and proc.returncode != 0, (name, proc)
            assert needle in (proc.stdout + proc.stderr), (name, proc.stdout, proc.stderr)
        else:
            check_refusal(proc, needle)
