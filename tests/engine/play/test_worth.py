"""Final scores and worth series against the two recorded 18MEX games.

The totals must be exactly the recorded ``result`` of each game (the site's own scores), the
series must end on those scores, and it must have one point per round the game went through.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pytest

from engine.io.document import load
from engine.io.log import game_actions
from engine.io.replay import new_game
from engine.play.worth import (
    WorthCancelled,
    final_scores,
    ranked,
    replay_worth_series,
    round_ends,
    score_row,
    worth_series,
)
from engine.views import round_label
from tests.fixtures import need

FIXTURES = Path(__file__).resolve().parents[3] / ".." / "shared" / "fixtures" / "18xx.games" / "18MEX"

# (rounds the game went through, the round it ended in, the end reason) -- read off the
# recordings' logs: 13315 breaks the bank in OR 6.1, hotseat01 is ended by hand in OR 5.1.
EXPECTED = {
    "13315": (17, "OR 6.1", "bank"),
    "hotseat01": (13, "OR 5.1", "manually_ended"),
}


@lru_cache(maxsize=2)
def _replayed(name: str):
    """(document, every state from setup to the end, the round label before each action)."""
    path = FIXTURES / f"{name}.json"
    doc = load(need(path))
    game = new_game(doc)
    states, labels = [game.state], []
    for _, action in game_actions(doc.actions):
        labels.append(round_label(game.state))
        game.process(action)
        states.append(game.state)  # never changed again: process swaps in a new state
    return doc, states, labels


def _recorded(doc) -> dict[str, int]:
    return {str(k): v for k, v in doc.data["result"].items()}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_scores_equal_the_recorded_result(name: str) -> None:
    doc, states, _ = _replayed(name)
    scores = final_scores(states[-1])
    assert scores.finished
    assert scores.result() == _recorded(doc)
    assert scores.end_reason == EXPECTED[name][2] == doc.game_end_reason
    assert scores.round == EXPECTED[name][1]
    totals = [r.total for r in scores.rows]
    assert totals == sorted(totals, reverse=True)
    for r in scores.rows:
        assert r.cash + r.shares + r.privates + r.other == r.total
        assert r.shares == sum(v for _, v in r.holdings)
        assert r.other == 0  # 18MEX's value is cash + certificates + privates, nothing else
        assert r.cash == states[-1].cash(f"player:{r.pid}")


def test_end_reasons_in_words() -> None:
    bank = final_scores(_replayed("13315")[1][-1])
    assert bank.reason_text == "Game over in OR 6.1: the bank broke"
    assert bank.winners == ("Player 1",)
    manual = final_scores(_replayed("hotseat01")[1][-1])
    assert manual.reason_text == "Game over in OR 5.1: the players ended the game"


def test_ties_share_a_rank() -> None:
    scores = final_scores(_replayed("hotseat01")[1][-1])
    # Player 2 and Player 4 both end on 1200: both second, the next is fourth; seating breaks the tie
    assert [(r.rank, r.name, r.total) for r in scores.rows] == [
        (1, "Player 1", 1269),
        (2, "Player 2", 1200),
        (2, "Player 4", 1200),
        (4, "Player 3", 858),
    ]
    assert ranked([("a", 5), ("b", 5), ("c", 5)]) == [(1, "a"), (1, "b"), (1, "c")]
    assert ranked([("a", 1), ("b", 9)]) == [(1, "b"), (2, "a")]


def test_unfinished_game_gives_standings() -> None:
    _, states, _ = _replayed("13315")
    scores = final_scores(states[100])
    assert not scores.finished
    assert scores.reason_text.startswith("Standings in ")
    assert len(scores.rows) == 5


def test_privates_are_counted_while_owned() -> None:
    # after the initial auction of 13315 every private is owned: the breakdown shows them
    _, states, labels = _replayed("13315")
    n = labels.index("SR 1")
    state = states[n]
    owned = {c.sym for c in state.companies.values() if c.owner and c.owner.startswith("player:")}
    rows = [score_row(state, pid) for pid in state.seating]
    assert {sym for r in rows for sym, _ in r.companies} == owned
    for r in rows:
        assert r.privates == sum(v for _, v in r.companies) > 0
        assert r.cash + r.shares + r.privates == r.total


def test_round_ends() -> None:
    assert round_ends([]) == []
    assert round_ends(["SR 1"]) == [(1, "SR 1")]
    assert round_ends(["ISR 1", "ISR 1", "SR 1", "OR 1.1", "OR 1.1"]) == [(2, "ISR 1"), (3, "SR 1"), (5, "OR 1.1")]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_series_from_states(name: str) -> None:
    doc, states, labels = _replayed(name)
    series = worth_series(labels, states.__getitem__)
    rounds, last, _ = EXPECTED[name]
    assert len(series) == rounds
    assert series.labels[0] == "ISR 1" and series.labels[-1] == last
    assert all(a != b for a, b in zip(series.labels, series.labels[1:], strict=False))
    assert dict(series.points[-1].worth) == final_scores(states[-1]).result() == _recorded(doc)
    assert series.points[-1].actions == len(labels)
    assert [pid for pid, _ in series.players] == [str(p["id"]) for p in doc.data["players"]]
    for p in series.points:
        # each point is the state right after the round's last action: the next label differs
        assert p.actions == len(labels) or labels[p.actions] != p.label
        assert labels[p.actions - 1] == p.label
        assert dict(p.worth) == {pid: states[p.actions].player_value(pid) for pid in states[0].seating}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_replay_gives_the_same_series(name: str) -> None:
    doc, states, labels = _replayed(name)
    ticks: list[tuple[int, int]] = []
    by_replay = replay_worth_series(
        new_game(doc),
        (a for _, a in game_actions(doc.actions)),
        progress=lambda d, t: ticks.append((d, t)),
        total=len(labels),
    )
    assert by_replay == worth_series(labels, states.__getitem__)
    assert ticks and ticks[-1][1] == len(labels)


def test_cancel_stops_both_ways() -> None:
    doc, states, labels = _replayed("hotseat01")
    with pytest.raises(WorthCancelled):
        worth_series(labels, states.__getitem__, cancel=lambda: True)
    calls = iter(range(1000))
    with pytest.raises(WorthCancelled):
        replay_worth_series(new_game(doc), (a for _, a in game_actions(doc.actions)), cancel=lambda: next(calls) >= 50)
