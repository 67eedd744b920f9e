"""The desktop's game history (pure Python): undo/redo/play-from-here equal a fresh replay,
past states are exact, saves round-trip."""

from __future__ import annotations

import pytest

from desktop.history import History
from engine.errors import IllegalAction
from engine.io.document import load, parse_document


def test_load_matches_the_recorded_result(mex):
    h = mex.history
    assert len(h) == 501
    assert {str(k): v for k, v in h.game.result().items()} == mex.doc.result
    assert h.entries[0].round == "ISR 1" and h.entries[0].actor == "Player 1"
    assert h.entries[-1].n == 501 and h.entries[-1].action_id == 501
    assert h.game.snapshot() == mex.snaps[501]


def test_undo_equals_a_replay_of_all_but_the_last_action_and_redo_restores(mex):
    h = mex.copy()
    assert h.undo() and h.undo()
    assert h.game.snapshot() == mex.snaps[499]
    assert len(h.redo_stack) == 2
    h.redo()
    assert h.game.snapshot() == mex.snaps[500]
    h.redo()
    assert h.game.snapshot() == mex.snaps[501]
    assert not h.can_redo()


def test_undo_with_thinned_checkpoints_replays_from_the_nearest_one(mex):
    h, report = History.load(mex.doc, upto=320)  # default checkpointing: older states dropped
    assert report.complete and len(h._states) < 320
    h.rewind(123)
    assert h.game.snapshot() == mex.snaps[123]
    assert h.state_at(37) is not None and h.game.fork(h.state_at(37), []).snapshot() == mex.snaps[37]


@pytest.mark.parametrize("n", [0, 1, 37, 123, 250, 461, 500])
def test_past_states_equal_a_replay_to_that_point(mex, n):
    h = mex.history
    assert h.game.fork(h.state_at(n), h.processed[:n]).snapshot() == mex.snaps[n]


def test_play_from_here_sets_later_actions_aside_and_redo_brings_them_back(mex):
    h = mex.copy()
    assert h.play_from(480) == 21
    assert len(h) == 480 and h.game.snapshot() == mex.snaps[480]
    while h.can_redo():
        h.redo()
    assert h.game.snapshot() == mex.snaps[501]


def test_a_new_action_clears_the_redo_stack_and_a_refusal_changes_nothing(mex):
    h = mex.copy()
    h.play_from(300)
    before = h.game.snapshot()
    with pytest.raises(IllegalAction):
        h.process(
            {"type": "par", "entity": 671, "entity_type": "player", "corporation": "NOPE", "share_price": "90,0,5"}
        )
    assert h.game.snapshot() == before and len(h) == 300 and h.can_redo()
    h.process(dict(h.redo_stack[-1], id=None))  # the same move, typed again
    assert not h.can_redo() and len(h) == 301
    assert h.actions[-1]["id"] == 502  # new ids continue after the file's


def test_native_save_round_trips_with_state_hashes(tmp_path, mex):
    from desktop.files import write_document

    h = mex.copy(250)
    path = tmp_path / "game.json"
    write_document(path, h.document())
    again = load(path)
    assert again.native and again.compat == "18xx.games"
    assert set(again.state_hashes) == {50, 100, 150, 200, 250}
    h2, report = History.load(again)
    assert report.complete and report.divergence is None
    assert h2.game.snapshot() == mex.snaps[250]


def test_a_damaged_state_hash_is_reported(mex):
    data = mex.copy(100).document()
    data["roundhouse"]["state_hashes"]["50"] = "0" * 64
    _, report = History.load(parse_document(data, "x.json"))
    assert report.divergence == 50


def test_new_game_and_its_first_actions():
    h = History.new("18MEX", ["Ann", "Bob", "Cy"], seed=5)
    assert h.player_names() == ["Ann", "Bob", "Cy"]
    from engine.views import turn

    t = turn(h.state)
    assert t.entity == "Ann" and "bid" in t.types
    h.process({"type": "pass", "entity": 1, "entity_type": "player"})
    assert turn(h.state).entity == "Bob"
    assert h.undo() and turn(h.state).entity == "Ann"
    doc = parse_document(h.document(), "new.json")
    assert doc.native and doc.compat == "native" and doc.players == [(1, "Ann"), (2, "Bob"), (3, "Cy")]


def test_load_can_be_cancelled_and_reports_progress(mex):
    from desktop.history import Cancelled

    seen = []
    with pytest.raises(Cancelled):
        History.load(mex.doc, progress=lambda d, t: seen.append((d, t)), cancel=lambda: len(seen) >= 3)
    assert seen[:3] == [(10, 501), (20, 501), (30, 501)]
