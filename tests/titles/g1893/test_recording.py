"""The shared 1893 recording (3 players, ended by the bank) replays to its exact result, with the
figures 18xx.games showed along the way (fact sheet §2.2, §2.3, §4, §5.3, §5.4, §10.4).

The recording stays in the shared folder (read in place, never copied into the repo).
"""

from __future__ import annotations

import json
from functools import cache

from engine.game import Game
from engine.io.log import game_actions
from engine.rounds.stock import StockRound
from tests.fixtures import FIXTURES, need

P1, P2, P3 = "player:45", "player:16856", "player:18536"


@cache
def _data() -> dict:
    return json.loads(need(FIXTURES / "1893" / "1893_game_end_bank.json").read_text())


def _game_at(last_id: int | None = None) -> Game:
    """The game after the recorded action ``last_id`` (the whole game when None)."""
    data = _data()
    game = Game("1893", [(p["id"], p["name"]) for p in data["players"]], compat="18xx.games")
    total = game.money_total()
    for source, action in game_actions(data["actions"]):
        if last_id is not None and source["id"] > last_id:
            break
        game.process(action)
        assert game.money_total() == total, f"money created or destroyed at action {source['id']}"
    return game


def test_the_recording_replays_to_its_result() -> None:
    game = _game_at()
    assert game.finished
    assert game.state.end_reason == "bank"
    assert game.result() == {str(k): v for k, v in _data()["result"].items()}


def test_the_draft_sells_seven_cards_and_the_first_stock_round_follows() -> None:
    s = _game_at(7).state
    # seven purchases leave HdSK alone in the package: SR 1 starts, Player 2 after the last buyer
    assert [c.sym for c in s.companies.values() if c.owner is None and not c.sym.startswith("AdSK")] == ["HdSK"]
    assert isinstance(s.round, StockRound) and s.players[0] == "16856"
    # a minor's card price becomes its treasury
    assert s.cash("minor:EKB") == 210 and s.minors["EKB"].owner == P3
    assert s.cash(P1) == 600 - 200 - 220 - 180


def test_de_floats_on_the_buy_that_brings_players_to_half() -> None:
    s = _game_at(12).state
    assert s.corps["DE"].floated and s.cash("corp:DE") == 600  # 10 x par 60
    assert s.percent_of("pool", "DE") == 50  # the rest waits in the market
    # two bonds at 100 each; OR 1.1 has begun: EVA pays 30 and each bond 10
    assert s.cash(P3) == 600 - 150 - 210 - 100 - 100 + 30 + 10 + 10


def test_minors_split_their_revenue_with_their_owner() -> None:
    before = _game_at(32).state
    after = _game_at(33).state  # EKB runs T3-U4 for 30
    assert after.cash("minor:EKB") - before.cash("minor:EKB") == 15
    assert after.cash(P3) - before.cash(P3) == 15


def test_a_train_traded_in_is_worth_half_its_price() -> None:
    s = _game_at(34).state  # EKB: 2-train in, 3-train out for 140
    assert "3-1" in s.minors["EKB"].trains and s.trains["2-0"].owner == "depot" and "2-0" in s.discarded


def test_the_forced_auction_sells_what_the_draft_left() -> None:
    s = _game_at(57).state
    assert s.companies["HdSK"].owner == P2
    assert isinstance(s.round, StockRound) and s.turn == 2


def test_market_shares_vote_no_and_one_no_puts_agv_off() -> None:
    game = _game_at(54)
    rnd = game.state.round
    assert type(rnd).__name__ == "MergerRound"
    assert rnd.data.votes == {P3: 20, P2: 30} and rnd.data.no == 50
    game = _game_at(55)
    assert type(game.state.round).__name__ != "MergerRound"


def test_agv_forms_with_the_minors_and_the_largest_holder_presides() -> None:
    s = _game_at(112).state
    agv = s.corps["AGV"]
    assert agv.floated and agv.owner == P2
    # Player 2's KSZ (10%) and BKB (20%) outweigh the EKB owner's 20%: the 20% goes back for the
    # president's certificate
    assert s.shares["AGV_0"].owner == P2 and s.shares["AGV_2"].owner == P3
    assert all(s.minors[m].closed for m in ("EKB", "KSZ", "BKB"))
    assert s.price_of("AGV") == 120


def test_minors_pass_a_train_between_them() -> None:
    s = _game_at(128).state  # KBE buys KFBE's 3-train for 15
    assert s.trains["3-2"].owner == "minor:KBE"
