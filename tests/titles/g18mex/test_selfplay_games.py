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
