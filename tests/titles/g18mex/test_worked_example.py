"""The seed's worked example (4 players, $500 each): J1 and the Mexican Central (MC, home
Torreón I8) from the first stock round to the second operating round, asserting every money
figure, share price and train the seed shows.

One deviation is forced by the map and recorded in the fact sheet (§10): Torreón (I8) and
Monterrey (I10) are not neighbours, so the seed's "yellow tiles in Torreón and Monterrey" in OR1
cannot connect.  The engine-legal line lays 57 in I8 and the desert track 8 in J9 ($20) in OR1
and 57 in I10 in OR2; J1's cash and MC's price path are the seed's, MC ends with $550, not $570.
"""

from __future__ import annotations

from engine.game import Game

J1, J2, J3, J4 = "1", "2", "3", "4"


def act(g: Game, entity, etype: str, type_: str, **fields) -> None:
    g.process({"type": type_, "entity": entity, "entity_type": etype, **fields})


def pl(g: Game, pid: str, type_: str, **fields) -> None:
    act(g, int(pid), "player", type_, **fields)


def cash(g: Game, key: str) -> int:
    return g.state.cash(key)


def mc_price(g: Game) -> int:
    return g.state.price_of("MC")


def mc_trains(g: Game) -> list[str]:
    return [g.state.trains[t].name for t in g.state.corps["MC"].trains]


def pass_everyone_in_stock_round(g: Game) -> None:
    while g.expected()["round"].startswith("SR"):
        exp = g.expected()
        act(g, int(exp["entity"]), "player", "pass")


def run_minors(g: Game) -> None:
    act(g, "A", "minor", "run_routes", routes=[{"train": "2-0", "connections": [["M12"]]}])
    act(g, "B", "minor", "run_routes", routes=[{"train": "2-1", "connections": [["K6"]]}])
    act(g, "C", "minor", "run_routes", routes=[{"train": "2-2", "connections": [["S12", "R13", "Q14"]]}])


def test_worked_example() -> None:
    g = Game("18MEX", [(1, "J1"), (2, "J2"), (3, "J3"), (4, "J4")])
    total = g.money_total()
    # 0. setup: $9,000 in all, $500 each, phase 2, J1 first
    assert [cash(g, f"player:{p}") for p in (J1, J2, J3, J4)] == [500] * 4
    assert cash(g, "bank") == 9000 - 4 * 500
    assert g.state.phase_name == "2"
    assert g.expected()["entity"] == J1

    # 1. J1 buys the cheapest company, MCAR, at face value ($20); the others take the rest
    pl(g, J1, "bid", company="MCAR", price=20)
    assert cash(g, "player:1") == 480
    pl(g, J2, "bid", company="KCMO", price=40)
    pl(g, J3, "bid", company="A", price=50)
    pl(g, J4, "bid", company="B", price=50)
    pl(g, J1, "pass")
    pl(g, J2, "bid", company="C", price=50)
    pl(g, J3, "bid", company="MIR", price=100)
    pl(g, J4, "bid", company="MNR", price=140)
    pl(g, J4, "par", corporation="NdM", share_price="60,2,2")
    assert g.expected()["round"] == "SR 1.1" and g.expected()["entity"] == J1

    # 2. J1 pars MC at $75: the president's certificate costs $150
    pl(g, J1, "par", corporation="MC", share_price="75,1,4")
    assert cash(g, "player:1") == 330 and mc_price(g) == 75
    # 3. three more 10% certificates over three turns; at 50% MC floats with 10 x $75
    for n in (1, 2, 3):
        for other in (J2, J3, J4):
            pl(g, other, "pass")
        pl(g, J1, "buy_shares", shares=[f"MC_{n}"], percent=10)
    assert cash(g, "player:1") == 105
    assert cash(g, "corp:MC") == 750 and mc_price(g) == 75
    # 4. all pass; MC is not sold out so its price stays; phase 2 has one OR
    for p in (J2, J3, J4, J1):
        pl(g, p, "pass")
    assert mc_price(g) == 75
    assert g.expected()["round"] == "OR 1.1"

    # 5. OR1: MCAR pays J1 $5, then minors A, B, C operate
    assert cash(g, "player:1") == 110
    run_minors(g)
    # 6. free home token in Torreón; no mail (no train); two yellow lays (engine-legal line)
    assert g.state.board.has_token("I8", "MC")
    assert cash(g, "corp:MC") == 750
    act(g, "MC", "corporation", "lay_tile", hex="I8", tile="57-0", rotation=2)
    act(g, "MC", "corporation", "lay_tile", hex="J9", tile="8-0", rotation=2)
    # 7. no train to run: withhold $0, price left 75 -> 70 (skipped automatically)
    assert mc_price(g) == 70
    assert cash(g, "corp:MC") == 730  # seed: 750 (its second tile had no terrain cost)
    # 8. buys a 2-train for $100 (one depot train per OR until the first 4)
    act(g, "MC", "corporation", "buy_train", train="2-3", price=100, variant="2")
    assert cash(g, "corp:MC") == 630 and mc_trains(g) == ["2"]
    assert cash(g, "player:1") == 110

    # 9. SR2: J1 buys nothing (everyone passes)
    pass_everyone_in_stock_round(g)
    assert g.expected()["round"] == "OR 2.1"
    # 10. OR2: MCAR pays $5; minors run; mail = Torreón's $20 into the treasury (no price move)
    assert cash(g, "player:1") == 115
    run_minors(g)
    assert cash(g, "corp:MC") == 650 and mc_price(g) == 70
    act(g, "MC", "corporation", "lay_tile", hex="I10", tile="57-1", rotation=1)
    act(g, "MC", "corporation", "pass")  # no second lay
    act(g, "MC", "corporation", "pass")  # no token
    # 11. the 2-train runs Torreón-Monterrey: 20 + 20 = $40
    act(g, "MC", "corporation", "run_routes", routes=[{"train": "2-3", "connections": [["I10", "J9", "I8"]]}])
    # 12. pays out $4 per 10%: J1 (50%) gets $20, the IPO's 50% nothing; price right 70 -> 75
    act(g, "MC", "corporation", "dividend", kind="payout")
    assert cash(g, "player:1") == 135 and mc_price(g) == 75
    assert cash(g, "corp:MC") == 650
    # 13. a second 2-train for $100 (limit 3)
    act(g, "MC", "corporation", "buy_train", train="2-4", price=100, variant="2")
    assert mc_trains(g) == ["2", "2"]
    assert cash(g, "corp:MC") == 550  # seed: 570 (see the module docstring)
    assert g.money_total() == total
