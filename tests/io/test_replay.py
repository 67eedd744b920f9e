"""Replay of documents through a Game (a fake one here: the I/O layer alone), and the CLI on top."""

from __future__ import annotations

import json

import pytest

import engine.io.replay as replay_mod
from engine.__main__ import main
from engine.io.document import load, native_document, parse_document, save, state_hash
from engine.io.replay import record_hashes, replay

from .conftest import minimal_doc
from .fakegame import FakeGame


def bids(n: int, start: int = 1) -> list[dict]:
    return [
        {"id": start + i, "type": "bid", "entity": 1 + i % 3, "entity_type": "player", "price": 1} for i in range(n)
    ]


@pytest.fixture(autouse=True)
def fake_game(monkeypatch):
    monkeypatch.setattr(replay_mod, "default_factory", lambda: FakeGame)
    monkeypatch.setattr(FakeGame, "limit", 10_000)


def test_replay_applies_undo_and_builds_the_game():
    acts = bids(3) + [
        {"id": 4, "type": "undo"},
        {"id": 5, "type": "message", "message": "oops"},
        {"id": 6, "type": "program_share_pass", "entity": 1},
    ]
    doc = parse_document(minimal_doc(actions=acts, settings={"seed": 5, "optional_rules": ["baja"]}))
    res = replay(doc)
    assert res.complete and res.processed == 2 and res.error is None
    g = res.game
    assert g.title == "18MEX" and g.seed == 5 and g.options == ("baja",) and g.compat == "18xx.games"
    assert [p for p, _ in g.players] == ["1", "2", "3"]
    assert g.result() == {"1": 99, "2": 99, "3": 100}


def test_auto_actions_of_programs_are_processed():
    acts = [
        {
            "id": 1,
            "type": "program_share_pass",
            "entity": 1,
            "auto_actions": [{"type": "bid", "entity": 2, "price": 5}, {"type": "program_disable", "entity": 1}],
        }
    ]
    res = replay(parse_document(minimal_doc(actions=acts)))
    assert res.complete and res.game.result()["2"] == 95


def test_illegal_action_stops_at_k_minus_one():
    acts = bids(4) + [{"id": 5, "type": "bid", "entity": 2, "price": 500}] + bids(2, 6)
    doc = parse_document(minimal_doc(actions=acts))
    res = replay(doc)
    assert not res.complete
    assert res.processed == 4 and res.total == 7
    assert res.error.action_id == 5 and res.error.index == 4 and res.error.kind == "illegal"
    assert res.error.sentence == "2 has only $99"
    assert "action 5 (bid) is illegal: 2 has only $99" == res.error.line()
    assert res.game.snapshot() == replay(doc, upto=4).game.snapshot()
    # the game can go on from there
    res.game.process({"type": "bid", "entity": 2, "price": 9})


def test_engine_exception_is_reported_and_state_rebuilt():
    acts = bids(2) + [
        {
            "id": 3,
            "type": "bid",
            "entity": 1,
            "price": 1,
            "auto_actions": [{"type": "bid", "entity": 2, "price": 3}, {"type": "pass"}],
        }
    ]
    doc = parse_document(minimal_doc(actions=acts))

    class Flaky(FakeGame):
        def _apply(self, action):
            if action.get("price") == 3:  # half-applies, then blows up, without rolling back
                self.cash["bank"] += 1000
                raise RuntimeError("boom\nmore")
            super()._apply(action)

        def process(self, action):
            self._apply(action)
            for auto in action.get("auto_actions", []):
                self._apply(auto)

    res = replay(doc, Flaky)
    assert res.error.kind == "engine" and res.error.action_id == 3
    assert res.error.sentence == "RuntimeError: boom"
    assert res.game.snapshot() == replay(doc, FakeGame, upto=2).game.snapshot()


def test_upto():
    doc = parse_document(minimal_doc(actions=bids(10)))
    res = replay(doc, upto=3)
    assert res.complete and res.processed == 3 and len(res.game.actions) == 3


def test_save_load_round_trip_gives_identical_snapshot(tmp_path):
    acts = bids(120) + [{"id": 500, "type": "undo"}, {"id": 501, "type": "message", "message": "é ✓"}]
    imported = parse_document(minimal_doc(actions=acts))
    first = replay(imported)
    hashes = record_hashes(imported)
    assert sorted(hashes) == [50, 100, 119]
    p = tmp_path / "s.json"
    save(p, native_document(imported, state_hashes=hashes))
    again = load(p)
    assert again.native and again.compat == "18xx.games" and again.actions == acts
    second = replay(again)
    assert second.complete and second.divergence is None
    assert second.game.snapshot() == first.game.snapshot()
    assert hashes[119] == state_hash(second.game)


def test_state_hash_divergence_reports_first_index(tmp_path):
    doc = parse_document(minimal_doc(actions=bids(160)))
    hashes = record_hashes(doc)
    assert sorted(hashes) == [50, 100, 150, 160]
    native = parse_document(json.loads(json.dumps(native_document(doc, state_hashes=hashes))))

    class Drifts(FakeGame):  # an engine that changes its mind after 120 actions
        def _apply(self, action):
            super()._apply(action)
            if len(self.actions) == 120:
                self.cash["bank"] += 1

    assert replay(native).divergence is None
    res = replay(native, Drifts)
    assert res.complete and res.divergence == 150


def test_cli_replay_ok_and_json(tmp_path, capsys):
    doc = minimal_doc(
        actions=bids(3) + [{"id": 9, "type": "end_game", "entity": 1}],
        status="finished",
        result={"1": 99, "2": 99, "3": 99},
    )
    p = tmp_path / "g.json"
    p.write_text(json.dumps(doc))
    assert main(["replay", str(p)]) == 0
    assert "result matches" in capsys.readouterr().out
    assert main(["replay", str(p), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out == {
        "title": "18MEX",
        "players": [{"id": 1, "name": "Ann"}, {"id": 2, "name": "Bob"}, {"id": 3, "name": "Cy"}],
        "actions": 4,
        "status": "finished",
        "result": {"1": 99, "2": 99, "3": 99},
    }


def test_cli_replay_result_mismatch(tmp_path, capsys):
    doc = minimal_doc(
        actions=bids(3) + [{"id": 9, "type": "end_game", "entity": 1}],
        status="finished",
        result={"1": 99, "2": 90, "3": 99},
    )
    p = tmp_path / "g.json"
    p.write_text(json.dumps(doc))
    assert main(["replay", str(p)]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["g.json: player 2 (Bob): recorded 90, replayed 99 (+9)"]


def test_cli_replay_unfinished(tmp_path, capsys):
    doc = minimal_doc(actions=bids(3), status="finished", result={"1": 99, "2": 99, "3": 99})
    p = tmp_path / "g.json"
    p.write_text(json.dumps(doc))
    assert main(["replay", str(p)]) == 1
    assert "finished but the replay is not" in capsys.readouterr().err


def test_cli_replay_illegal(tmp_path, capsys):
    doc = minimal_doc(actions=bids(2) + [{"id": 3, "type": "par", "entity": 1}])
    p = tmp_path / "g.json"
    p.write_text(json.dumps(doc))
    assert main(["replay", str(p)]) == 2
    assert capsys.readouterr().err == "g.json: action 3 (par) is illegal: par is not possible now\n"


def test_cli_replay_engine_crash_is_one_line(tmp_path, capsys):
    doc = minimal_doc(actions=bids(2) + [{"id": 3, "type": "buy_train", "entity": 1}])
    p = tmp_path / "g.json"
    p.write_text(json.dumps(doc))

    def explode(self, action):
        raise KeyError("train")

    FakeGame_process = FakeGame.process
    try:
        FakeGame.process = lambda self, a: explode(self, a) if a["type"] == "buy_train" else FakeGame_process(self, a)
        assert main(["replay", str(p)]) == 2
    finally:
        FakeGame.process = FakeGame_process
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "made the engine fail: KeyError" in err


def test_cli_unexpected_error_is_one_line(tmp_path, capsys, monkeypatch):
    p = tmp_path / "g.json"
    p.write_text(json.dumps(minimal_doc()))

    def broken():
        raise ImportError("no module named engine.game\nsecond line")

    monkeypatch.setattr(replay_mod, "default_factory", broken)
    assert main(["replay", str(p)]) == 2
    err = capsys.readouterr().err
    assert err == "error: internal ImportError: no module named engine.game\n"
