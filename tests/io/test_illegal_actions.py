"""1,000 illegal actions, each made by mutating a legal one at a mid-game 18MEX state, must each be
refused with a sentence and leave the snapshot exactly as it was.

Mid-game states come from replaying the two recorded 18MEX games (cheap, and realistic) plus a
stretch of random legal play.  Every mutation is illegal by construction: an entity that is not
the one to act, names that do not exist (hex, tile, train, share, company, corporation, city,
market cell), impossible numbers (prices, rotations), action types the step does not take,
missing or mistyped fields.
"""

from __future__ import annotations

import copy
import json
import random

import pytest

from engine.errors import IllegalAction
from engine.io.log import game_actions
from engine.play.candidates import legal_actions
from tests.fixtures import available

from .conftest import FIXTURES

game_mod = pytest.importorskip("engine.game")
Game = game_mod.Game

TOTAL = 1000
PER_STATE = 24

# fields that name things: a value that names nothing must be refused
BOGUS_NAMES = {
    "hex": "Z99",
    "tile": "9999-0",
    "train": "99-9",
    "city": "NOPE-0",
    "company": "NOPE",
    "corporation": "NOPE",
    "share_price": "999,9,9",
    "kind": "steal",
}
REQUIRED = {
    "lay_tile": ("hex", "tile", "rotation"),
    "bid": ("price", "company"),
    "buy_shares": ("shares",),
    "sell_shares": ("shares",),
    "par": ("share_price", "corporation"),
    "buy_train": ("train",),
    "place_token": ("city",),
    "dividend": ("kind",),
    "buy_company": ("company",),
    "discard_train": ("train",),
}
WRONG_TYPES = {
    "hex": 12,
    "tile": 57,
    "rotation": "2",
    "price": "10",
    "shares": "MC_1",
    "train": ["2-0"],
    "city": 3,
    "kind": None,
    "company": 7,
    "corporation": [],
    "share_price": {"x": 1},
}
TEMPLATES = {
    "lay_tile": {"hex": "Z99", "tile": "57-0", "rotation": 0},
    "place_token": {"city": "NOPE-0", "slot": 0},
    "buy_train": {"train": "99-9", "price": 80},
    "buy_shares": {"shares": ["NOPE_1"], "percent": 10},
    "sell_shares": {"shares": ["NOPE_1"], "percent": 10},
    "par": {"corporation": "NOPE", "share_price": "70,1,3"},
    "bid": {"company": "NOPE", "price": 20},
    "buy_company": {"company": "NOPE", "price": 1},
    "dividend": {"kind": "steal"},
    "run_routes": {"routes": [{"train": "99-9", "connections": [], "hexes": [], "revenue": 10}]},
    "discard_train": {"train": "99-9"},
    "merge": {"corporation": "NOPE"},
}
OTHER_TYPES = [
    "lay_tile",
    "place_token",
    "buy_train",
    "buy_shares",
    "sell_shares",
    "par",
    "bid",
    "dividend",
    "run_routes",
    "discard_train",
    "merge",
    "pass",
]


def mutations(game, legal: list[dict], rng: random.Random, *, wrong_types: bool = False) -> list[tuple[str, dict]]:
    """(what, action) pairs, every one illegal."""
    exp = game.expected()
    s = game.state
    ent, etype, types = exp["entity"], exp["entity_type"], set(exp["types"])
    base = (
        legal[0]
        if legal
        else {"entity": int(ent) if etype == "player" and ent.isdigit() else ent, "entity_type": etype, "type": "pass"}
    )
    out: list[tuple[str, dict]] = []
    sources = list(legal) + [
        {**{k: base[k] for k in ("entity", "entity_type")}, "type": t, **TEMPLATES[t]}
        for t in sorted(types)
        if t in TEMPLATES
    ]
    for act in sources:
        t = act["type"]
        # another entity of the same kind, which is not the one to act
        if etype == "player":
            others = [p for p in s.player if p != str(ent)]
            wrong = rng.choice(others)
            out.append(("wrong player", {**act, "entity": int(wrong) if wrong.isdigit() else wrong}))
        elif etype == "corporation":
            others = [c for c in s.corps if c != ent]
            out.append(("wrong corporation", {**act, "entity": rng.choice(others)}))
        out.append(("unknown entity", {**act, "entity": "NOBODY"}))
        out.append(("bad entity type", {**act, "entity_type": "bank"}))
        for f, bogus in BOGUS_NAMES.items():
            if f in act:
                out.append((f"unknown {f}", {**act, f: bogus}))
        if "rotation" in act:
            out.append(("rotation out of range", {**act, "rotation": rng.choice([6, 7, -1, 99])}))
        if "price" in act:
            out.append(("unaffordable price", {**act, "price": 10**9}))
            out.append(("negative price", {**act, "price": -rng.randint(1, 500)}))
        if "shares" in act:
            out.append(("unknown share", {**act, "shares": ["NOPE_1"]}))
            out.append(("no shares", {**act, "shares": []}))
        for f in REQUIRED.get(t, ()):
            if f in act:
                out.append((f"missing {f}", {k: v for k, v in act.items() if k != f}))
        for f, bad in WRONG_TYPES.items() if wrong_types else ():
            if f in act:
                out.append((f"{f} of the wrong type", {**act, f: copy.deepcopy(bad)}))
        if t == "run_routes":
            out.append(("route with an unknown train", {**act, **TEMPLATES["run_routes"]}))
    for t in OTHER_TYPES:
        if t not in types:
            out.append(
                (
                    f"{t} when the step does not take it",
                    {**{k: base[k] for k in ("entity", "entity_type")}, "type": t, **TEMPLATES.get(t, {})},
                )
            )
    out.append(("not an action type", {**base, "type": "teleport"}))
    out.append(("no type", {k: v for k, v in base.items() if k != "type"}))
    rng.shuffle(out)
    return out


def mid_game_states(rng: random.Random):
    """Games paused mid-way: checkpoints of both recordings, then random legal play."""
    for name in ("13315", "hotseat01"):
        path = FIXTURES / "18MEX" / f"{name}.json"
        if not available(path):
            continue
        data = json.loads(path.read_text())
        g = Game(
            "18MEX", [(p["id"], p["name"]) for p in data["players"]], seed=data["settings"]["seed"], compat="18xx.games"
        )
        acts = [a for _, a in game_actions(data["actions"])]
        stops = set(rng.sample(range(1, len(acts) - 1), 18))
        for i, a in enumerate(acts):
            g.process(a)
            if i in stops and not g.finished:
                yield f"{name}@{i + 1}", g
    # random games supply the rest (all of it when the shared recordings are absent)
    for seed in (5, 6, 7, 8, 9):
        g = Game("18MEX", [(1, "A"), (2, "B"), (3, "C"), (4, "D")], seed=seed)
        for i in range(200):
            legal = legal_actions(g, rng, 2)
            if not legal or g.finished:
                break
            g.process(rng.choice(legal))
            if i % 12 == 11:
                yield f"random{seed}@{i + 1}", g


def run_mutations(total: int, *, wrong_types: bool = False) -> tuple[int, dict[str, int], list[str]]:
    rng = random.Random(20240611)
    tried = 0
    kinds: dict[str, int] = {}
    failures: list[str] = []
    for where, game in mid_game_states(rng):
        before = json.dumps(game.snapshot(), sort_keys=True)
        n_actions = len(game.actions)
        legal = legal_actions(game, rng, 40)
        for what, bad in mutations(game, legal, rng, wrong_types=wrong_types)[:PER_STATE]:
            try:
                game.process(bad)
            except IllegalAction as exc:
                if not str(exc).strip():
                    failures.append(f"{where} {what}: refused without a sentence: {bad}")
            except Exception as exc:  # noqa: BLE001 - the point is to find these
                failures.append(f"{where} {what}: {type(exc).__name__}: {exc} for {bad}")
            else:
                failures.append(f"{where} {what}: accepted {bad}")
                break  # the game moved on; leave this state
            after = json.dumps(game.snapshot(), sort_keys=True)
            if after != before or len(game.actions) != n_actions:
                failures.append(f"{where} {what}: the refused action changed the state: {bad}")
                break
            tried += 1
            kinds[what] = kinds.get(what, 0) + 1
            if tried >= total:
                return tried, kinds, failures
    return tried, kinds, failures


def test_thousand_illegal_actions_are_refused_and_change_nothing():
    tried, kinds, failures = run_mutations(TOTAL)
    assert not failures, f"{len(failures)} problems, first ones:\n" + "\n".join(failures[:15])
    assert tried >= TOTAL, f"only {tried} illegal actions could be made ({kinds})"
    assert len(kinds) >= 25, kinds


def test_mistyped_fields_are_refused_with_a_sentence():
    tried, kinds, failures = run_mutations(300, wrong_types=True)
    assert not failures, f"{len(failures)} problems, first ones:\n" + "\n".join(failures[:15])
