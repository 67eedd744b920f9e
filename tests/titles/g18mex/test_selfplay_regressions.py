"""Rules-core bugs that random self-play found, each as the shortest scripted game that shows it."""

from __future__ import annotations

import pytest

from engine.entities import BANK
from engine.errors import IllegalAction

from .scripted import corp, new_game, opening, pass_stock_round, pl, run_minors


def mc_must_buy_in_or2(g) -> None:
    """From the opening: MC lays I8/J9 in OR1 and buys nothing; in OR2 it lays I10 (a route
    Torreón-Monterrey) and reaches Buy Trains trainless, so it must buy."""
    corp(g, "MC", "lay_tile", hex="I8", tile="57-0", rotation=2)
    corp(g, "MC", "lay_tile", hex="J9", tile="8-0", rotation=2)
    corp(g, "MC", "pass")  # no train in OR1
    pass_stock_round(g)
    run_minors(g)
    corp(g, "MC", "lay_tile", hex="I10", tile="57-1", rotation=1)
    corp(g, "MC", "pass")
    corp(g, "MC", "pass")
    assert g.expected()["step"] == "Buy Trains" and g.expected()["types"] == ["bankrupt", "sell_shares", "buy_train"]


def test_bankruptcy_counts_only_shares_the_president_may_sell_in_an_emergency():
    """Self-play deadlock (4p, game seed 5): SPM had to buy a $700 4D; its president could have
    raised enough only by selling SPM itself, which would hand SPM's presidency to another 20%
    holder and is refused in an emergency.  Bankruptcy was refused because its liquidity still
    counted that sale, so no action was legal.  Liquidity now counts only the bundles the
    emergency rules let the president sell (18xx.games ``total_emr_buying_power``)."""
    g = new_game()
    opening(g, second_buyer=2)  # J1 20% (president) and J2 20% of MC
    mc_must_buy_in_or2(g)
    s = g.state
    # MC spent its treasury and J1 is down to $10 (hundreds of random actions did this)
    s.spend("corp:MC", BANK, s.cash("corp:MC"))
    s.spend("player:1", BANK, s.cash("player:1") - 10)
    with pytest.raises(IllegalAction, match="change the president of MC"):
        pl(g, 1, "sell_shares", shares=["MC_0"], percent=10)
    with pytest.raises(IllegalAction, match="cannot contribute"):
        corp(g, "MC", "buy_train", train="2-3", price=100, variant="2")
    corp(g, "MC", "bankrupt")
    assert g.finished and g.state.end_reason == "bankrupt"
    assert g.state.player["1"].bankrupt
    assert g.state.percent_of("player:1", "MC") == 20  # the sale it could not make is not made now either


def test_bankruptcy_refused_while_the_president_can_sell_enough():
    g = new_game()
    opening(g, second_buyer=1)  # J1 30% of MC: selling 10% keeps the presidency
    mc_must_buy_in_or2(g)
    s = g.state
    s.spend("corp:MC", BANK, s.cash("corp:MC"))
    s.spend("player:1", BANK, s.cash("player:1") - 40)
    with pytest.raises(IllegalAction, match="Cannot go bankrupt"):
        corp(g, "MC", "bankrupt")
    pl(g, 1, "sell_shares", shares=["MC_4"], percent=10)
    corp(g, "MC", "buy_train", train="2-3", price=100, variant="2")
    assert g.state.corps["MC"].trains == ["2-3"] and not g.finished
