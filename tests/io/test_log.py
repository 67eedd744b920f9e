"""Undo/redo/message/program filtering of recorded action logs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.errors import DataError
from engine.io.log import effective_actions, game_actions, to_process
from tests.fixtures import need

FIXTURES = Path(__file__).resolve().parents[2].parent / "shared" / "fixtures" / "18xx.games"


def a(i: int, kind: str = "pass", **kw) -> dict:
    return {"id": i, "type": kind, "entity": 1, "entity_type": "player", **kw}


def ids(actions: list[dict]) -> list[int]:
    return [x["id"] for x in actions]


def test_plain_log_is_unchanged():
    log = [a(1), a(2, "bid", price=10), a(3)]
    assert effective_actions(log) == log


def test_messages_are_dropped_and_never_undone():
    log = [a(1), a(2, "message", message="hi"), a(3, "undo"), a(4)]
    assert ids(effective_actions(log)) == [4]


def test_undo_removes_previous_real_action():
    log = [a(1), a(2), a(3, "undo"), a(4, "undo"), a(5)]
    assert ids(effective_actions(log)) == [5]


def test_undo_skips_messages_to_find_the_real_action():
    log = [a(1), a(2), a(3, "message"), a(4, "undo")]
    assert ids(effective_actions(log)) == [1]


def test_undo_on_empty_log_is_harmless():
    assert effective_actions([a(1, "undo"), a(2)]) == [a(2)]


def test_redo_restores_last_undo():
    log = [a(1), a(2), a(3, "undo"), a(4, "undo"), a(5, "redo")]
    assert ids(effective_actions(log)) == [1]
    log.append(a(6, "redo"))
    assert ids(effective_actions(log)) == [1, 2]


def test_redo_without_undo_is_ignored():
    assert ids(effective_actions([a(1), a(2, "redo")])) == [1]


def test_new_action_clears_redo():
    log = [a(1), a(2), a(3, "undo"), a(4), a(5, "redo")]
    assert ids(effective_actions(log)) == [1, 4]


def test_undo_with_action_id_removes_everything_after_it():
    log = [a(1), a(2), a(3), a(4, "message"), a(5), a(6, "undo", action_id=2), a(7)]
    assert ids(effective_actions(log)) == [1, 2, 7]


def test_undo_to_action_id_zero_removes_everything():
    log = [a(1), a(2), a(3, "undo", action_id=0)]
    assert effective_actions(log) == []


def test_redo_after_undo_with_action_id_restores_all():
    log = [a(1), a(2), a(3), a(4, "undo", action_id=1), a(5, "redo")]
    assert ids(effective_actions(log)) == [1, 2, 3]


def test_undo_to_unknown_id_is_a_data_error():
    with pytest.raises(DataError, match="unknown action_id 99"):
        effective_actions([a(1), a(2, "undo", action_id=99)])


def test_undo_counts_program_actions():
    log = [a(1), a(2, "program_buy_shares", corporation="FCP"), a(3, "undo")]
    assert ids(effective_actions(log)) == [1]


def test_programs_stay_in_the_log_but_are_not_processed():
    log = [a(1), a(2, "program_share_pass"), a(3)]
    assert ids(effective_actions(log)) == [1, 2, 3]
    assert [out["id"] for _, out in game_actions(log)] == [1, 3]


def test_program_with_auto_actions_hands_them_on():
    autos = [
        {"type": "pass", "entity": 1},
        {"type": "buy_shares", "entity": 2, "shares": ["DE_1"]},
        {"type": "program_disable", "entity": 2},
    ]
    prog = a(7, "program_share_pass", auto_actions=autos)
    out = to_process(prog)
    assert out == {
        "type": "pass",
        "entity": 1,
        "id": 7,
        "auto_actions": [{"type": "buy_shares", "entity": 2, "shares": ["DE_1"]}],
    }
    assert prog["auto_actions"] == autos  # never mutated


def test_program_entries_inside_auto_actions_are_dropped():
    act = a(3, "pass", auto_actions=[{"type": "program_disable", "entity": 1}])
    assert to_process(act) == a(3, "pass")
    keep = a(4, "pass", auto_actions=[{"type": "pass", "entity": 2}])
    assert to_process(keep) is keep


def test_hotseat_skip_flags_match_filtering():
    """18xx.games marks undone actions with skip=true in hotseat exports: we must agree exactly."""
    log = json.loads(need(FIXTURES / "18MEX" / "hotseat01.json").read_text())["actions"]
    kept = {id(x) for x in effective_actions(log)}
    for x in log:
        if x["type"] in ("undo", "redo"):
            continue
        assert (id(x) not in kept) == bool(x.get("skip")), x["id"]
