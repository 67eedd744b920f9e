"""1833NE under the same abuse as 18MEX and 1893: illegal actions made by mutating legal ones at
mid-game states of random play are refused with a sentence and change nothing; hostile 1833NE
files given to ``python -m engine replay`` are refused in one line; a native save of a game in
progress reopens identical."""

from __future__ import annotations

import json
import random

from engine.game import Game
from engine.io.selfplay import replay_difference
from engine.play.candidates import legal_actions
from tests.io.conftest import minimal_doc, run_cli
from tests.io.test_hostile_files import check_refusal
from tests.titles.abuse import fuzz

TOTAL = 400
PER_STATE = 20
EXTRA = {  # 1833NE's own actions, naming nothing that exists or out of turn
    "buy_special": {"hex": "NOPE"},
    "sell_shares": {"shares": ["B&W_99"], "percent": 10},
    "buy_train": {"train": "IV-2", "price": 640, "variant": "9/9"},
}


def mid_game_states(rng: random.Random):
    for seed, n in ((3, 3), (4, 4), (5, 5)):
        g = Game("1833NE", [(i, f"P{i}") for i in range(1, n + 1)], seed=seed)
        for i in range(320):
            legal = legal_actions(g, rng, 2)
            if not legal or g.finished:
                break
            g.process(rng.choice(legal))
            if i % 9 == 8:
                yield f"random{seed}@{i + 1}", g


def test_illegal_1833ne_actions_are_refused_and_change_nothing() -> None:
    rng = random.Random(1833)
    tried, kinds, failures = fuzz(mid_game_states(rng), rng, EXTRA, TOTAL, PER_STATE)
    assert not failures, f"{len(failures)} problems:\n" + "\n".join(failures[:12])
    assert tried >= TOTAL and len(kinds) >= 20, (tried, sorted(kinds))


def _doc(actions: list[dict]) -> dict:
    return minimal_doc(title="1833NE", actions=actions)


HOSTILE = {
    "a first bid below face value": (
        [{"id": 1, "type": "bid", "entity": 1, "entity_type": "player", "company": "P3", "price": 45}],
        "Minimum bid",
    ),
    "a ferry in the auction": (
        [{"id": 1, "type": "buy_special", "entity": 1, "entity_type": "player", "hex": "C26"}],
        "illegal",
    ),
    "a price of the wrong type": (
        [{"id": 1, "type": "bid", "entity": 1, "entity_type": "player", "company": "P1", "price": "15"}],
        "actions[0].price",
    ),
}


def test_hostile_1833ne_files(tmp_path) -> None:
    for name, (actions, needle) in HOSTILE.items():
        p = tmp_path / f"{name.replace(' ', '_')}.json"
        p.write_text(json.dumps(_doc(actions)), encoding="utf-8")
        proc = run_cli("replay", str(p))
        if needle in ("illegal", "Minimum bid"):
            assert "Traceback" not in proc.stderr and proc.returncode != 0, (name, proc)
            assert needle in (proc.stdout + proc.stderr), (name, proc.stdout, proc.stderr)
        else:
            check_refusal(proc, needle)


def test_native_save_reopens_identical() -> None:
    """A game in progress (issues, ferries, dual faces chosen...) saved as a native document,
    loaded and replayed, reaches the very same state."""
    rng = random.Random(15)
    names = [(1, "Ann"), (2, "Bob"), (3, "Cy"), (4, "Di")]
    g = Game("1833NE", names, seed=15)
    for _ in range(500):
        legal = legal_actions(g, rng, 1)
        if not legal or g.finished:
            break
        g.process(legal[0])
    kinds = {a["type"] for a in g.actions}
    assert {"buy_train", "lay_tile", "par", "dividend"} <= kinds
    assert any(a.get("variant") for a in g.actions if a["type"] == "buy_train")
    assert replay_difference(g, "1833NE", names, 15, (), Game) is None
