"""Bankruptcy as seed §6 gives it (issue #27 item 3): the president first pays from their own
cash and, if that is short, must sell their own shares; only then may they go bankrupt, and the
money they raised goes to the corporation, their remaining shares to the market without moving
the price, with the proceeds to the corporation too."""

from __future__ import annotations

from typing import Any

import pytest

from engine.entities import BANK, POOL
from engine.errors import IllegalAction
from tests.titles.g1833ne.test_worked_example import Example, after_auction, corp, player


def _hr_short_of_a_train() -> Example:
    """J4 starts B&W at $40, J3 HR at $40 and buys a B&W share; B&W runs first (arrival) and
    buys a 2; HR reaches its train purchase with its treasury and J3's cash spent (moved to the
    bank: a position, not a game move), after its emergency issue of its one share."""
    ex = after_auction()
    for a in (
        player(3, "pass"),
        player(4, "par", corporation="B&W", share_price="40,0,4"),
        player(1, "pass"),
        player(2, "pass"),
        player(3, "par", corporation="HR", share_price="40,0,4"),
        player(4, "pass"),
        player(1, "pass"),
        player(2, "pass"),
        player(3, "buy_shares", shares=["B&W_1"], percent=10),
        player(4, "pass"),
        player(1, "pass"),
        player(2, "pass"),
        player(3, "pass"),
    ):
        ex.do(a)
    while ex.g.expected()["step"] != "Buy Trains":
        ex.do(corp("B&W", "pass"))
    ex.do(corp("B&W", "buy_train", train="I-0", price=75, variant="2"))
    while ex.g.expected()["entity"] != "HR" or ex.g.expected()["step"] != "Buy Trains":
        exp = ex.g.expected()
        ex.do({"type": "pass", "entity": exp["entity"], "entity_type": exp["entity_type"]})
    s = ex.g.live
    s.spend("corp:HR", BANK, s.cash("corp:HR"))
    s.spend("player:3", BANK, s.cash("player:3") - 10)
    ex.do(corp("HR", "sell_shares", shares=["HR_1"], percent=10))  # the emergency issue
    return ex


def _refusal(ex: Example, action: dict) -> str:
    with pytest.raises(IllegalAction) as info:
        ex.g.trial(action)
    return str(info.value)


def test_the_president_sells_before_going_bankrupt() -> None:
    ex = _hr_short_of_a_train()
    s: Any = ex.g.live
    assert s.cash("player:3") == 10 and s.cash("corp:HR") < 75
    bw_price = s.price_of("B&W")
    # J3 may still sell the B&W share: no bankruptcy yet
    assert "must first sell shares of B&W" in _refusal(ex, corp("HR", "bankrupt"))
    ex.do(player(3, "sell_shares", shares=["B&W_1"], percent=10))
    s = ex.g.live
    assert s.cash("player:3") == 10 + bw_price
    hr_cash, hr_price, raised = s.cash("corp:HR"), s.price_of("HR"), s.cash("player:3")
    assert hr_cash + raised < 75
    ex.do(corp("HR", "bankrupt"))
    s = ex.g.live
    assert s.player["3"].bankrupt
    # the money raised and the proceeds of the president's certificate (20% at HR's price)
    assert s.cash("player:3") == 0
    assert s.cash("corp:HR") == hr_cash + raised + 2 * hr_price
    assert s.percent_of(POOL, "HR") >= 20 and s.price_of("HR") == hr_price
