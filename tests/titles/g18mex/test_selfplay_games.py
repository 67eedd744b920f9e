"""Random legal play to the end: three full games (3, 4 and 5 players, optional rules mixed),
every invariant checked after every action (engine/io/selfplay.py)."""

from __future__ import annotations

import pytest

from engine.io.selfplay import selfplay

ALL_OPTIONS = ("triple_yellow_first_or", "early_buy_of_kcmo", "delay_minor_close", "hard_rust_t4", "baja_variant")


@pytest.mark.parametrize(
    ("players", "seed", "options"),
    [
        (3, 11, ALL_OPTIONS),
        (4, 7, ()),
        (5, 23, ("delay_minor_close", "baja_variant", "early_buy_of_kcmo")),
    ],
    ids=["3p-all-options", "4p-base", "5p-mixed"],
)
def test_random_game_finishes_without_violations(players, seed, options):
    rep = selfplay("18MEX", players, games=1, seed=seed, options=options)
    assert rep["violations"] == [], rep["violations"][:3]
    assert rep["finished"] == 1 and rep["actions"] > 100, rep


def _opened():
    """A game after the opening: privates bought, MC parred, shares in several hands."""
    from .scripted import new_game, opening

    g = new_game()
    opening(g, second_buyer=2)
    return g


def test_the_checks_pass_a_sound_state():
    from engine.io.selfplay import check_state

    g = _opened()
    assert check_state(g.state.clone()) == []


def test_the_checks_catch_a_holdings_index_out_of_step():
    """The state answers ``percent_of`` from its holdings index: a certificate indexed under
    the wrong holder, missing or indexed twice is reported with the holding it falsifies."""
    from engine.io.selfplay import check_state

    g = _opened()
    s = g.state.clone()
    assert s.percent_of("player:2", "MC") == 20
    sid = next(iter(s._holdings()[("player:2", "MC")]))
    del s._held_ids(("player:2", "MC"))[sid]  # moved in the index only
    s._held_ids(("player:3", "MC"))[sid] = None
    assert "player:2 holds 20% of MC but the state's index says 10%" in check_state(s)
    s = g.state.clone()
    s._held_ids(("player:2", "MC")).pop(sid)  # lost from the index
    assert "player:2 holds 20% of MC but the state's index says 10%" in check_state(s)
    assert check_state(g.state) == []  # (the game's own state never changed)


def test_the_checks_catch_a_train_held_by_nobody_known():
    from engine.io.selfplay import check_state

    g = _opened()
    s = g.state.clone()
    tid = next(iter(s.trains))
    s.writable_train(tid).owner = "corp:XX"
    assert f"train {tid} is held by unknown corp:XX" in check_state(s)
