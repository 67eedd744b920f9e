"""Both shared 18GB recordings replay through the engine to exactly their recorded result, with
the figures on the way that the rules fix (the seeded draws, the auction, SR1's order, the
first floats) and every recorded route priced to its recorded revenue.

The recordings stay in the shared folder (read in place); undo/redo, chat and program intents
are filtered by ``engine.io.log`` as 18xx.games does.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest

from engine.errors import IllegalAction
from engine.game import Game
from engine.io.log import game_actions
from tests.fixtures import FIXTURES, need

GB = FIXTURES / "18GB"
NAMES = ["18gb-3p", "18gb-2p-ew"]


@cache
def _data(name: str) -> dict:
    return json.loads(need(Path(GB / f"{name}.json")).read_text())


def _new(data: dict, compat: str = "18xx.games") -> Game:
    settings = data.get("settings") or {}
    return Game(
        "18GB",
        [(p["id"], p["name"]) for p in data["players"]],
        options=settings.get("optional_rules") or [],
        seed=settings.get("seed") or 0,
        compat=compat,
    )


def _actions(data: dict) -> list[dict]:
    return [a for _source, a in game_actions(data["actions"])]


def replay(name: str, upto: int | None = None) -> Game:
    data = _data(name)
    game = _new(data)
    total = game.money_total()
    for action in _actions(data)[:upto]:
        game.process(action)
        assert game.money_total() == total, f"money created or destroyed at action {action.get('id')}"
    return game


@pytest.mark.parametrize("name", NAMES)
def test_replays_to_recorded_result(name: str) -> None:
    game = replay(name)
    assert game.finished
    assert game.state.end_reason == "final_train"  # 18xx.games: game_end_reason "final_train"
    assert not game.state.upcoming
    assert game.result() == {str(k): v for k, v in _data(name)["result"].items()}


@pytest.mark.parametrize("name", NAMES)
def test_every_recorded_route_is_priced_as_recorded(name: str) -> None:
    """In an imported game a route worth other than its recorded revenue is refused: a run of
    the whole recording proves each one (and the compass, estuary, X and private bonuses)."""
    runs = [a for a in _actions(_data(name)) if a["type"] == "run_routes"]
    assert runs and all(r.get("revenue") is not None for a in runs for r in a["routes"])
    game = replay(name)
    assert game.finished


def test_3p_setup_draws_the_extra_corporation_and_the_tiers_with_the_site_generator() -> None:
    s = _new(_data("18gb-3p")).state  # seed 2: GSWR joins (fact sheet §2 test vector)
    assert sorted(s.corps) == ["CR", "GSWR", "LNWR", "LYR", "MR", "NBR", "NER"]
    assert sorted(k for k, v in s.flags.tiers.items() if v == 1) == ["LNWR", "LYR", "MR", "NER"]
    assert sorted(s.companies) == ["AF", "GN", "LB", "LM", "LS", "SD"]
    assert [s.cash(f"player:{p}") for p in "123"] == [330] * 3
    names = [s.trains[t].name for t in s.upcoming]
    assert [names.count(n) for n in ("2+1", "3+1", "4+2", "5+2", "4X", "5X", "6X")] == [5, 4, 4, 1, 2, 2, 7]
    assert all(s.board.has_token(c.home, c.sym) for c in s.corps.values())
    assert s.cert_limit() == 14


def test_2p_ew_setup() -> None:
    s = _new(_data("18gb-2p-ew")).state  # seed 1 (fact sheet §2)
    assert sorted(s.corps) == ["GER", "GWR", "LNWR", "LSWR", "MR", "SWR"]
    assert sorted(k for k, v in s.flags.tiers.items() if v == 2) == ["GER", "GWR", "SWR"]
    assert sorted(s.companies) == ["CH", "GN", "LB", "LM", "LS", "TV"]
    assert [s.cash(f"player:{p}") for p in "12"] == [375] * 2
    assert s.cert_limit() == 19


def test_3p_auction_and_first_stock_round() -> None:
    g = replay("18gb-3p", 24)  # the auction: every private bid on, then three passes
    s = g.state
    owners = {sym: c.owner for sym, c in s.companies.items()}
    assert owners == {
        "GN": "player:2",
        "LB": "player:2",
        "AF": "player:3",
        "LM": "player:3",
        "SD": "player:3",
        "LS": "player:3",
    }
    assert [s.cash(f"player:{p}") for p in "123"] == [330, 330 - 80 - 50, 330 - 35 - 50 - 40 - 40]
    assert s.players == ["3", "2", "1"]  # SR1: cash ascending
    g = replay("18gb-3p", 26)  # LYR parred at 80, LNWR at 100: each floats with 5 x its price
    s = g.state
    assert (s.cash("corp:LYR"), s.cash("corp:LNWR")) == (400, 500)
    assert (s.cash("player:3"), s.cash("player:2")) == (165 - 160, 200 - 200)


def test_2p_ew_auction() -> None:
    s = replay("18gb-2p-ew", 15).state
    assert {sym: c.owner for sym, c in s.companies.items()} == {
        "LS": "player:2",
        "LB": "player:2",
        "GN": "player:2",
        "TV": "player:2",
        "LM": "player:1",
        "CH": "player:1",
    }
    assert [s.cash(f"player:{p}") for p in "12"] == [375 - 50 - 35, 375 - 35 - 40 - 75 - 65]
    assert s.players == ["2", "1"]


def test_tier_two_par_is_refused_in_our_games_but_accepted_from_the_site() -> None:
    data = _data("18gb-3p")
    auction = _actions(data)[:24]
    par_cr = {"type": "par", "entity": 3, "entity_type": "player", "corporation": "CR", "share_price": "80,0,6"}
    ours = _new(data, compat="native")
    for a in auction:
        ours.process(a)
    before = ours.snapshot()
    with pytest.raises(IllegalAction, match="tier 2"):
        ours.process(par_cr)
    assert ours.snapshot() == before
    site = _new(data)
    for a in auction:
        site.process(a)
    site.process(par_cr)
    assert site.state.corps["CR"].owner == "player:3"


def test_lb_owner_may_start_only_lnwr() -> None:
    data = _data("18gb-3p")
    g = _new(data, compat="native")
    for a in _actions(data)[:25]:  # the auction and LYR's par: P2 (owns LB) is next
        g.process(a)
    with pytest.raises(IllegalAction, match="LB"):
        g.process({"type": "par", "entity": 2, "entity_type": "player", "corporation": "MR", "share_price": "80,0,6"})
    g.process({"type": "par", "entity": 2, "entity_type": "player", "corporation": "LNWR", "share_price": "100,0,8"})
    assert g.state.corps["LNWR"].owner == "player:2"


def test_auction_refusals_leave_the_game_unchanged() -> None:
    g = _new(_data("18gb-3p"), compat="native")
    before = g.snapshot()
    for bad, reason in (
        ({"company": "SD", "price": 37}, "multiple of"),
        ({"company": "SD", "price": 30}, "Minimum bid"),
        ({"company": "SD", "price": 335}, "Maximum possible bid"),
    ):
        with pytest.raises(IllegalAction, match=reason):
            g.process({"type": "bid", "entity": 1, "entity_type": "player", **bad})
        assert g.snapshot() == before
    with pytest.raises(IllegalAction, match="only bid"):  # no winning bid yet
        g.process({"type": "pass", "entity": 1, "entity_type": "player"})
    assert g.snapshot() == before


def test_unbid_privates_get_cheaper_until_a_forced_zero_bid() -> None:
    """Fact sheet §3.1: when all pass, bid privates are sold, each unbid one drops £10; one at £0
    gets a forced bid from the player after the last to pass, settled at the next all-pass."""
    g = Game("18GB", [(1, "A"), (2, "B"), (3, "C")], seed=2)

    def pl(pid: int, type_: str, **fields) -> None:
        g.process({"type": type_, "entity": pid, "entity_type": "player", **fields})

    pl(1, "bid", company="SD", price=35)
    pl(2, "bid", company="LB", price=40)
    pl(3, "bid", company="GN", price=70)
    for pid in (1, 2, 3):
        pl(pid, "pass")
    s = g.state
    assert {k: (c.owner, c.min_bid) for k, c in s.companies.items() if k in ("SD", "AF", "LM", "LS")} == {
        "SD": ("player:1", 35),
        "AF": (None, 20),
        "LM": (None, 35),
        "LS": (None, 20),
    }
    assert [s.cash(f"player:{p}") for p in "123"] == [295, 290, 260]
    for _ in range(2):  # two more rounds of passes: AF and LS reach £0
        for pid in (1, 2, 3):
            pl(pid, "pass")
    s = g.state
    auction = s.round.steps[0]
    assert (auction.bids["AF"], auction.bids["LS"]) == ([("player:1", 0)], [("player:2", 0)])
    assert s.companies["LM"].min_bid == 15 and s.companies["AF"].owner is None
    for pid in (3, 1, 2):
        pl(pid, "pass")
    s = g.state
    assert (s.companies["AF"].owner, s.companies["LS"].owner) == ("player:1", "player:2")
    assert s.companies["LM"].min_bid == 5 and s.companies["LM"].owner is None
