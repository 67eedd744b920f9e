"""The menu offers what the rules allow, prices it as the engine does, and says why not.

Both recorded 18MEX games are replayed through the menu: every recorded action that is not
chosen on the map is one of the menu's enabled choices (with the amount the player typed), and
doing that choice gives the recorded game — so the menu misses nothing players actually did."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.game import Game
from engine.io.log import game_actions
from engine.play.menu import MAP_TYPES, menu
from tests.engine.play.match import find
from tests.fixtures import need

FIXTURES = Path(__file__).resolve().parents[3] / ".." / "shared" / "fixtures" / "18xx.games" / "18MEX"


def _load(name: str) -> dict:
    return json.loads(need(FIXTURES / f"{name}.json").read_text())


def four() -> Game:
    return Game("18MEX", [(1, "J1"), (2, "J2"), (3, "J3"), (4, "J4")])


def do(g: Game, key: str, value=None) -> None:
    c = menu(g).choice(key)
    assert c.enabled, c.reason
    g.process(c.action_with(value))


def test_auction_offers_the_cheapest_at_face_and_bids_above_face_on_the_rest() -> None:
    g = four()
    m = menu(g)
    assert m.actor_name == "J1" and m.step == "Bid on Companies"
    assert "Cash $500" in m.facts
    buy = m.choice("buy:MCAR")
    assert buy.enabled and buy.action["price"] == 20 and "$20" in buy.label
    bid = m.choice("bid:MNR")
    assert (bid.param.minimum, bid.param.maximum) == (145, 500)
    do(g, "bid:MNR", 300)  # J1 commits $300 to MNR
    do(g, "pass")  # J2
    do(g, "pass")  # J3
    do(g, "pass")  # J4
    m = menu(g)  # J1 again: $200 free of the $500
    assert m.choice("bid:MIR").param.maximum == 200
    assert "J1 $300" in m.choice("bid:MNR").detail


def test_stock_round_limits_are_shown_before_clicking() -> None:
    g = four()
    for key in ("buy:MCAR", "buy:KCMO", "buy:A", "buy:B", "pass", "buy:C", "buy:MIR", "buy:MNR"):
        do(g, key)
    do(g, "par:NdM", "60,2,2")  # MNR's buyer sets NdM's par
    m = menu(g)
    par = m.choice("par:MC")
    labels = [label for label, _ in par.param.options]
    assert labels == [
        "$90 (costs $180)",
        "$80 (costs $160)",
        "$75 (costs $150)",
        "$70 (costs $140)",
        "$60 (costs $120)",
    ]
    do(g, "par:MC", "75,1,4")
    assert g.state.cash("player:1") == 480 - 150
    m = menu(g)  # a purchase ends the turn in 18MEX: J2 is next
    assert m.actor_name == "J2" and m.choice("buy:MC:ipo").enabled
    assert m.choice("pass").enabled
    for _ in range(3):
        do(g, "pass")
    for n in range(3):
        do(g, "buy:MC:ipo")
        for _ in range(3):
            do(g, "pass")
    assert g.state.percent_of("player:1", "MC") == 50
    m = menu(g)
    assert m.choice("buy:MC:ipo").enabled  # 60% is allowed
    g.process(m.choice("buy:MC:ipo").action)
    for _ in range(3):
        do(g, "pass")
    m = menu(g)
    assert m.choice("buy:MC:ipo").reason == "You would hold 70% of MC; the limit is 60%"


def test_every_enabled_choice_is_accepted_and_every_disabled_one_refused() -> None:
    g = four()
    for key in ("buy:MCAR", "buy:KCMO", "buy:A", "buy:B", "pass", "buy:C", "buy:MIR", "buy:MNR"):
        do(g, key)
    do(g, "par:NdM", "60,2,2")
    m = menu(g)
    assert m.choices
    for c in m.choices:
        try:
            g.trial(c.action_with())
            accepted = True
        except Exception:
            accepted = False
        assert accepted == c.enabled, (c.key, c.reason)


@pytest.mark.parametrize("name", ["hotseat01", "13315"])
def test_recorded_games_replay_through_the_menu(name: str) -> None:
    data = _load(name)
    settings = data.get("settings") or {}
    g = Game(
        "18MEX",
        [(p["id"], p["name"]) for p in data["players"]],
        options=settings.get("optional_rules") or [],
        seed=settings.get("seed") or 0,
        compat="18xx.games",
    )
    through_menu = 0
    for _source, action in game_actions(data["actions"]):
        for step in [{k: v for k, v in action.items() if k != "auto_actions"}, *(action.get("auto_actions") or [])]:
            if g.finished:
                break
            if step["type"] in MAP_TYPES or step["type"] == "end_game":
                g.process(step)
                continue
            m = menu(g)
            choice, value = find(m, g.state, step)
            assert choice.enabled, (step, choice.reason)
            g.process(choice.action_with(value))
            through_menu += 1
    assert {p: v for p, v in g.result().items()} == {str(k): v for k, v in data["result"].items()}
    assert through_menu > 100


def test_first_stock_round_shows_why_sales_and_ndm_are_closed() -> None:
    g = four()
    for key in ("buy:MCAR", "buy:KCMO", "buy:A", "buy:B", "pass", "buy:C", "buy:MIR", "buy:MNR"):
        do(g, key)
    do(g, "par:NdM", "60,2,2")
    do(g, "par:MC", "75,1,4")
    for _ in range(3):
        do(g, "pass")
    m = menu(g)  # J1 again, holding MC's 20% president's certificate
    assert m.choice("sell:MC:10").reason == "No certificate may be sold in the first stock round"
    assert m.choice("buy:NdM:ipo").reason == "NdM certificates cannot be traded yet (phase 2)"
    assert "cannot be bought from a player" in m.choice("company:MIR").reason
    assert m.choice("buy:MC:ipo").enabled
