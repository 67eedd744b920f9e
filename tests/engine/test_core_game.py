"""Core guarantees: money is never created, a refused action changes nothing, trains rust and
become obsolete on time, random legal play keeps every invariant."""

from __future__ import annotations

import json
import random

import pytest

from engine.errors import IllegalAction
from engine.game import Game
from engine.play.candidates import legal_actions


def new_game(n: int = 4, options=()) -> Game:
    return Game("18MEX", [(i + 1, f"P{i + 1}") for i in range(n)], options=options)


def test_setup_totals_and_minors() -> None:
    g = new_game(3)
    s = g.state
    assert g.money_total() == 9000
    assert s.cash("player:1") == 625 and s.cash("bank") == 9000 - 3 * 625
    assert [s.trains[t].name for m in ("A", "B", "C") for t in s.minors[m].trains] == ["2", "2", "2"]
    assert s.board.has_token("M12", "A") and s.board.has_token("K6", "B") and s.board.has_token("S12", "C")
    assert s.cert_limit() == 19


@pytest.mark.parametrize(
    "bad",
    [
        {"type": "bid", "entity": 2, "entity_type": "player", "company": "MCAR", "price": 20},  # not your turn
        {"type": "bid", "entity": 1, "entity_type": "player", "company": "MCAR", "price": 15},  # below price
        {"type": "bid", "entity": 1, "entity_type": "player", "company": "MNR", "price": 9999},  # unaffordable
        {"type": "par", "entity": 1, "entity_type": "player", "corporation": "MC", "share_price": "75,1,4"},
        {"type": "lay_tile", "entity": "MC", "entity_type": "corporation", "hex": "I8", "tile": "57-0", "rotation": 0},
        {"type": "bid", "entity": 99, "entity_type": "player", "company": "MCAR", "price": 20},
    ],
)
def test_refused_action_leaves_state_unchanged(bad: dict) -> None:
    g = new_game()
    before = json.dumps(g.snapshot(), sort_keys=True)
    with pytest.raises(IllegalAction):
        g.process(bad)
    assert json.dumps(g.snapshot(), sort_keys=True) == before
    assert g.actions == []


def test_failing_auto_action_rolls_back_the_parent() -> None:
    g = new_game()
    before = json.dumps(g.snapshot(), sort_keys=True)
    action = {
        "type": "bid",
        "entity": 1,
        "entity_type": "player",
        "company": "MCAR",
        "price": 20,
        "auto_actions": [{"type": "bid", "entity": 2, "entity_type": "player", "company": "MNR", "price": 1}],
    }
    with pytest.raises(IllegalAction):
        g.process(action)
    assert json.dumps(g.snapshot(), sort_keys=True) == before


def test_rusting_and_obsolescence() -> None:
    g = new_game()
    s = g.state
    owner = "minor:A"
    two = s.trains["2-0"]
    assert two.owner == owner
    four = s.trains["4-0"]
    s.rust_trains(four)  # the first 4 rusts every 2
    two = s.trains["2-0"]  # (a change swaps in the state's own copy: re-read it)
    assert two.rusted and two.owner is None and s.minors["A"].trains == []
    s.move_train(four, "corp:MC")
    s.rust_trains(s.trains["6'-0"])  # 4s become obsolete, not rusted (delayed obsolescence)
    four = s.trains["4-0"]
    assert four.obsolete and not four.rusted and four.owner == "corp:MC"
    assert s.num_corp_trains("corp:MC") == 0  # obsolete trains do not count toward the limit


def test_hard_rust_option() -> None:
    g = new_game(options=("hard_rust_t4",))
    s = g.state
    four = s.trains["4-0"]
    s.move_train(four, "corp:MC")
    s.rust_trains(s.trains["6'-0"])
    four = s.trains["4-0"]  # (a change swaps in the state's own copy: re-read it)
    assert four.rusted and four.owner is None


def test_random_legal_play_conserves_money() -> None:
    rng = random.Random(7)
    g = new_game()
    total = g.money_total()
    for _ in range(60):
        if g.finished:
            break
        options = legal_actions(g, rng, limit=8)
        if not options:
            break
        before = json.dumps(g.snapshot(), sort_keys=True)
        g.process(rng.choice(options))
        assert g.money_total() == total
        assert json.dumps(g.snapshot(), sort_keys=True) != before or g.finished
    assert len(g.actions) > 10
