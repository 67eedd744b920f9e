"""18MEX setups for every player count and optional rule build and start correctly."""

from __future__ import annotations

import pytest

from engine.errors import IllegalAction
from engine.game import Game

OPTIONS = ["triple_yellow_first_or", "early_buy_of_kcmo", "delay_minor_close", "hard_rust_t4", "baja_variant"]


@pytest.mark.parametrize("n,cash,limit", [(3, 625, 19), (4, 500, 14), (5, 450, 11)])
def test_player_counts(n: int, cash: int, limit: int) -> None:
    g = Game("18MEX", [(i, f"P{i}") for i in range(1, n + 1)])
    assert g.state.cash("player:1") == cash and g.state.cert_limit() == limit
    assert g.money_total() == 9000
    assert g.expected() == {
        "entity": "1",
        "entity_type": "player",
        "types": ["bid", "pass"],
        "round": "ISR 1.1",
        "step": "Bid on Companies",
    }


def test_wrong_player_count() -> None:
    with pytest.raises(IllegalAction):
        Game("18MEX", [(1, "a"), (2, "b")])


@pytest.mark.parametrize("option", OPTIONS)
def test_each_option_starts(option: str) -> None:
    g = Game("18MEX", [(1, "a"), (2, "b"), (3, "c")], options=[option])
    s = g.state
    assert ("CdB" in s.companies) == (option == "baja_variant")
    if option == "baja_variant":
        assert "H3" in s.board and s.board.tile_at("I4").color == "red"
        assert s.companies["CdB"].max_price == 30
    if option == "early_buy_of_kcmo":
        assert (s.companies["KCMO"].min_price, s.companies["KCMO"].max_price) == (1, 40)
    if option == "hard_rust_t4":
        assert s.trains["4-0"].rusts_on == "6'" and s.trains["4-0"].obsolete_on is None
    g.process({"type": "bid", "entity": 1, "entity_type": "player", "company": "MCAR", "price": 20})
    assert s is not g.state and g.state.companies["MCAR"].owner == "player:1"


def test_all_pass_discounts_mcar_then_pays_minors() -> None:
    g = Game("18MEX", [(1, "a"), (2, "b"), (3, "c")])
    for p in (1, 2, 3):
        g.process({"type": "pass", "entity": p, "entity_type": "player"})
    assert g.state.companies["MCAR"].min_bid == 15
    g.process({"type": "bid", "entity": 1, "entity_type": "player", "company": "MCAR", "price": 15})
    g.process({"type": "bid", "entity": 2, "entity_type": "player", "company": "KCMO", "price": 40})
    g.process({"type": "bid", "entity": 3, "entity_type": "player", "company": "A", "price": 50})
    before = g.state.cash("player:3")
    for p in (1, 2, 3):
        g.process({"type": "pass", "entity": p, "entity_type": "player"})
    s = g.state
    assert s.cash("player:3") == before + 15 and s.cash("minor:A") == 15  # fake OR: minors 15/15
    assert s.cash("player:2") == 625 - 40 + 10  # KCMO pays its revenue in the fake OR
    assert s.cash("player:1") == 625 - 15 + 5  # MCAR
