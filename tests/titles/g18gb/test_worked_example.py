"""The seed's worked example (fact sheet §11: scenario 4Std, seed 2, £330 each), J1 and the
Midland (MR, home Derby H19) from the auction to the conversion offered in SR2, asserting every
row's cash, treasury, price and trains.

As the fact sheet notes, Leicester & Swannington blocks Leicester (H21) while open, so its owner
closes it in OR1.1 (paying its revenue once more) before MR lays there in OR1.2.
"""

from __future__ import annotations

import pytest

from engine.errors import IllegalAction
from engine.game import Game

J1, J2, J3, J4 = 1, 2, 3, 4


def player(g: Game, pid: int, type_: str, **fields) -> None:
    g.process({"type": type_, "entity": pid, "entity_type": "player", **fields})


def mr(g: Game, type_: str, **fields) -> None:
    g.process({"type": type_, "entity": "MR", "entity_type": "corporation", **fields})


def cash(g: Game, key: str) -> int:
    return g.state.cash(key)


def trains(g: Game) -> list[str]:
    return [g.state.trains[t].name for t in g.state.corps["MR"].trains]


def auction(g: Game) -> None:
    """J1 wins LM at face value; the others buy the rest at face value, each ending with less
    cash than J1 (so J1 is last in SR1)."""
    for pid, company, price in ((J1, "LM", 45), (J2, "GN", 70), (J3, "TV", 60), (J4, "AF", 30)):
        player(g, pid, "bid", company=company, price=price)
    player(g, J1, "pass")
    for pid, company, price in ((J2, "LB", 40), (J3, "SD", 35), (J4, "LS", 30)):
        player(g, pid, "bid", company=company, price=price)
    for pid in (J1, J2, J3):
        player(g, pid, "pass")
    player(g, J4, "bid", company="CH", price=30)
    for pid in (J1, J2, J3, J4):
        player(g, pid, "pass")


def test_worked_example() -> None:
    g = Game("18GB", [(J1, "J1"), (J2, "J2"), (J3, "J3"), (J4, "J4")], seed=2)
    s = g.state
    # 0. setup: 9 corporations, 4 in tier 2 (MR tier 1, LNWR always); Derby's token is down
    assert sorted(s.corps) == ["CR", "GWR", "LNWR", "LSWR", "LYR", "MR", "NBR", "NER", "SWR"]
    assert sorted(k for k, v in s.flags.tiers.items() if v == 2) == ["CR", "GWR", "LSWR", "SWR"]
    assert s.board.has_token("H19", "MR")
    assert [cash(g, f"player:{p}") for p in (J1, J2, J3, J4)] == [330] * 4

    # 1. auction: J1 wins LM at £45
    auction(g)
    assert g.state.companies["LM"].owner == "player:1"
    assert cash(g, "player:1") == 285
    assert g.state.players == ["2", "3", "4", "1"]  # cash ascending: J1 last

    # 2. SR1: J1 pars MR at £90; the director's 40% costs £180; MR floats with 5 x 90
    for pid in (J2, J3, J4):
        player(g, pid, "pass")
    player(g, J1, "par", corporation="MR", share_price="90,0,7")
    assert (cash(g, "player:1"), cash(g, "corp:MR"), g.state.price_of("MR")) == (105, 450, 90)
    assert g.state.corps["MR"].floated

    # 3. J1 buys 20% from the IPO at the current price, paid to the bank: 60%, the IPO maximum
    for pid in (J2, J3, J4):
        player(g, pid, "pass")
    player(g, J1, "buy_shares", shares=["MR_1"], percent=20)
    assert (cash(g, "player:1"), cash(g, "corp:MR"), g.state.percent_of("player:1", "MR")) == (15, 450, 60)

    # 4. all pass: no end-of-round price change
    for pid in (J2, J3, J4):
        player(g, pid, "pass")
    player(g, J1, "pass")
    assert g.state.price_of("MR") == 90

    # 5. OR1.1: LM pays £15; J4 closes LS (a last £10) so that Leicester can be laid later
    assert cash(g, "player:1") == 30
    g.process({"type": "choose_ability", "entity": "LS", "entity_type": "company", "choice": "close"})
    # (J4's AF, LS and CH paid £10 each as the OR began, LS a last £10 on closing)
    assert g.state.companies["LS"].closed and cash(g, "player:4") == 240 + 3 * 10 + 10

    # 6. two tiles, Derby's yellow city and Lincoln's yellow town; only one may be a city tile
    mr(g, "lay_tile", hex="H19", tile="G39-0", rotation=5)
    with pytest.raises(IllegalAction, match="two city tiles"):
        mr(g, "lay_tile", hex="H21", tile="G18-0", rotation=0)
    mr(g, "lay_tile", hex="I20", tile="58-0", rotation=2)

    # 7. no train, no run: withheld, one step left
    assert (cash(g, "player:1"), cash(g, "corp:MR"), g.state.price_of("MR")) == (30, 450, 80)

    # 8. MR must buy a 2+1 (it can pay the dearest train on offer)
    assert g.expected()["types"] == ["buy_train"]
    mr(g, "buy_train", train="2+1-0", price=80)
    mr(g, "pass")
    assert (cash(g, "corp:MR"), trains(g)) == (370, ["2+1"])

    # 9. OR1.2: LM pays £15; the yellow OO in Leicester
    assert cash(g, "player:1") == 45
    mr(g, "lay_tile", hex="H21", tile="G18-0", rotation=0)
    mr(g, "pass")

    # 10. Leicester-Derby-Lincoln: 20 + 10 + 10
    mr(g, "run_routes", routes=[{"train": "2+1-0", "connections": [["H21", "H19"], ["H19", "I20"]]}])

    # 11. £8 a share: J1 £24, MR £16 for its two IPO shares; 40 < 2 x 80: one step right
    mr(g, "dividend", kind="payout")
    assert (cash(g, "player:1"), cash(g, "corp:MR"), g.state.price_of("MR")) == (69, 386, 90)

    # 12. a second 2+1 (a 5-share may hold 3 until 4+2); bought, so nothing is exported
    mr(g, "buy_train", train="2+1-1", price=80)
    upcoming = list(g.state.upcoming)
    mr(g, "pass")
    assert (cash(g, "corp:MR"), trains(g)) == (306, ["2+1", "2+1"])
    assert g.state.upcoming == upcoming

    # 13. SR2: J1 may convert MR: 90 -> 75 (two steps), MR receives 5 x 75 and two £50 tokens
    for pid in (J2, J3, J4):
        player(g, pid, "pass")
    assert "choose" in g.expected()["types"]
    tokens = len(g.state.corps["MR"].tokens)
    player(g, J1, "choose", choice="convert_MR")
    s = g.state
    assert (cash(g, "player:1"), cash(g, "corp:MR"), s.price_of("MR")) == (69, 681, 75)
    assert len(s.corps["MR"].tokens) == tokens + 2 and all(t.price == 50 for t in s.corps["MR"].tokens[tokens:])
    assert s.percent_of("player:1", "MR") == 30 and s.share_percent("MR") == 10
    assert sorted(sh.id for sh in s.shares_of("pool", "MR")) == [f"MR_{i}" for i in range(4, 9)]
    # after converting nothing may be sold or started this turn, and J1 (£69) cannot pay an MR
    # share (£75): the turn passes on
    assert g.expected()["entity"] == "2"
