"""18GB's steps in the Actions menu (engine/titles/g18gb/menu.py): every choice is probed by the
engine, and the figures it shows are the state's after it — the auction's £10 cut, the pars
with the tier-2 refusal, the director's conversion (facts §11 row 13), the emergency conversion
and the director's share after it (18gb-3p.json, NBR in OR 3.1), closing a private, another
corporation's train at £1 to twice its face value, the director's certificate sold to the
market (receivership) and bought back by a player holding one certificate (§4.1)."""

from __future__ import annotations

import json
from functools import cache

from engine.game import Game
from engine.io.log import game_actions
from engine.play.menu import menu
from tests.fixtures import FIXTURES, need
from tests.titles.g18gb.test_worked_example import auction, player

J1, J2, J3, J4 = 1, 2, 3, 4


def _four() -> Game:
    return Game("18GB", [(J1, "J1"), (J2, "J2"), (J3, "J3"), (J4, "J4")], seed=2)


def test_the_auction_shows_the_cut_after_a_round_of_passes() -> None:
    g = _four()
    for pid, company, price in ((J1, "LM", 45), (J2, "GN", 70), (J3, "TV", 60), (J4, "AF", 30)):
        player(g, pid, "bid", company=company, price=price)
    m = menu(g)
    assert "highest bidder" in m.choice("pass").detail  # what the passes to come do
    for pid in (J1, J2, J3, J4):
        player(g, pid, "pass")
    m = menu(g)
    assert {c.key for c in m.choices if c.group == "bid"} == {"bid:LB", "bid:SD", "bid:LS", "bid:CH"}
    lb = m.choice("bid:LB")
    assert lb.param is not None and lb.param.minimum == 30 and lb.param.step == 5
    assert lb.detail == "face value $40; cut by $10 as everyone passed: now $30; no bids yet"


def test_sr1_refuses_tier_2_with_its_reason_and_pars_the_others() -> None:
    g = _four()
    auction(g)
    player(g, J2, "pass")
    m = menu(g)  # J3: no LB, so the tier is the reason
    tiers = g.state.flags.tiers
    for sym in g.state.corps:
        c = m.choice(f"par:{sym}")
        if tiers[sym] == 2:
            assert not c.enabled and c.reason == f"{sym} is in tier 2: it may be started from the second stock round"
        elif sym == "LNWR":
            assert not c.enabled and c.reason == "Only the owner of LB may start LNWR"
        else:
            assert c.enabled and c.param is not None and c.param.default == "100,0,8"
    assert m.choice("par:MR").detail == "5 shares; it floats at 40% sold and then receives 5 × the share price"


def _worked_example_sr2() -> Game:
    """The worked example up to SR2, J1's turn (tests/titles/g18gb/test_worked_example.py)."""
    g = _four()
    auction(g)
    for pid in (J2, J3, J4):
        player(g, pid, "pass")
    player(g, J1, "par", corporation="MR", share_price="90,0,7")
    for pid in (J2, J3, J4):
        player(g, pid, "pass")
    player(g, J1, "buy_shares", shares=["MR_1"], percent=20)
    for pid in (J2, J3, J4, J1):
        player(g, pid, "pass")
    g.process({"type": "choose_ability", "entity": "LS", "entity_type": "company", "choice": "close"})
    mr = {"entity": "MR", "entity_type": "corporation"}
    for action in (
        {"type": "lay_tile", "hex": "H19", "tile": "G39-0", "rotation": 5},
        {"type": "lay_tile", "hex": "I20", "tile": "58-0", "rotation": 2},
        {"type": "buy_train", "train": "2+1-0", "price": 80},
        {"type": "pass"},
        {"type": "lay_tile", "hex": "H21", "tile": "G18-0", "rotation": 0},
        {"type": "pass"},
        {"type": "run_routes", "routes": [{"train": "2+1-0", "connections": [["H21", "H19"], ["H19", "I20"]]}]},
        {"type": "dividend", "kind": "payout"},
        {"type": "buy_train", "train": "2+1-1", "price": 80},
        {"type": "pass"},
    ):
        g.process({**mr, **action})
    for pid in (J2, J3, J4):
        player(g, pid, "pass")
    return g


def test_the_directors_conversion_shows_the_drop_and_the_capital() -> None:
    m = menu(_worked_example_sr2())
    c = m.choice("convert:MR")
    assert c.enabled and c.group == "convert"
    assert c.action == {"entity": 1, "entity_type": "player", "type": "choose", "choice": "convert_MR"}
    assert c.detail == (
        "price $90 → $75; MR receives $375; 2 more tokens at $50; your 60% becomes 30%; "
        "five new 10% shares go to the market"
    )


@cache
def _recording(name: str) -> dict:
    return json.loads(need(FIXTURES / "18GB" / f"{name}.json").read_text())


def _replay_until(name: str, stop) -> tuple[Game, dict]:  # noqa: ANN001
    data = _recording(name)
    g = Game(
        "18GB",
        [(p["id"], p["name"]) for p in data["players"]],
        options=data["settings"]["optional_rules"],
        seed=data["settings"]["seed"],
        compat="18xx.games",
    )
    for _source, action in game_actions(data["actions"]):
        if stop(g.state, action):
            return g, action
        g.process(action)
    raise AssertionError("not reached")


def test_the_emergency_conversion_then_the_directors_share() -> None:
    g, _action = _replay_until("18gb-3p", lambda s, a: a["type"] == "convert")
    m = menu(g)
    c = m.choice("convert:NBR")
    assert c.enabled and c.action == {"entity": "NBR", "entity_type": "corporation", "type": "convert"}
    assert c.detail.startswith("price $90 → $70; NBR receives $350; one more token at $50;")
    assert c.detail.endswith("the director may then buy one share of NBR")
    # another corporation's train: from £1 to twice its face value, at most the treasury
    others = [c for c in m.choices if c.group == "train" and c.param is not None]
    assert others and all(c.param.minimum == 1 and c.param.maximum == 400 for c in others)  # treasury £400
    g, _ = _replay_until(
        "18gb-3p", lambda s, a: a["type"] == "buy_shares" and bool(getattr(s.round.data, "emergency_converted", False))
    )
    m = menu(g)
    buys = [c for c in m.choices if c.group == "buy"]
    assert {c.key for c in buys} == {"buy:NBR:pool", "buy:NBR:ipo"} and all(c.enabled for c in buys)


def test_any_owner_may_close_a_private_in_an_operating_round() -> None:
    g, action = _replay_until("18gb-3p", lambda s, a: a["type"] == "choose_ability")
    m = menu(g)
    closes = {c.key: c for c in m.choices if c.group == "close"}
    owned = {sym for sym, c in g.state.companies.items() if c.owner and not c.closed}
    assert set(closes) == {f"close:{sym}" for sym in owned}
    gn = closes["close:GN"]
    assert gn.label == "Player 2 closes Great Northern (GN)"
    assert gn.detail == (
        "pays Player 2 $25 one last time; then one token in York (I14) for a corporation its owner directs"
    )
    assert gn.action == {"entity": "GN", "entity_type": "company", "type": "choose_ability", "choice": "close"}


def test_the_directors_certificate_to_the_market_and_back() -> None:
    g, _ = _replay_until("18gb-2p-ew", lambda s, a: a["type"] == "choose")  # SR 3, Player 1 to act
    s = g.state
    assert s.percent_of("player:1", "MR") == 60 and s.percent_of("player:2", "MR") == 20
    sale = menu(g).choice("sell:MR:60")
    assert sale.enabled and sale.detail == "price $90 → $70; MR goes into receivership"
    g.process(sale.action)
    assert g.state.in_receivership("corp:MR")
    player(g, 1, "pass")
    m = menu(g)  # Player 2, holding one MR certificate
    back = m.choice("buy:MR:director")
    assert back.enabled, back.reason
    assert back.label == "Buy the president's 40% certificate of MR from the market"
    price = g.state.price_of("MR")
    assert back.detail == f"you pay ${price} and hand in one certificate of MR"
    g.process(back.action)
    assert g.state.corps["MR"].owner == "player:2" and not g.state.in_receivership("corp:MR")
