"""The seed's 18MEX worked example played in the app only through widgets — clicks on the Actions
list, amounts typed, keys in the stock round, tiles laid by clicking the map and rotating with R,
routes run from the routes panel — with the docks checked against the seed's figures at each step.

The one documented deviation (engine test tests/titles/g18mex/test_worked_example.py and the fact
sheet): Torreón I8 and Monterrey I10 are not neighbours, so OR1 lays 57 in I8 and the desert 8 in
J9 ($20), and MC ends with $550 instead of the seed's $570."""

from __future__ import annotations

from tests.desktop.play_driver import started


def test_the_worked_example_through_the_widgets(make_window, qtbot) -> None:
    w, d = started(make_window, qtbot, "18MEX", ["J1", "J2", "J3", "J4"])
    assert [d.cash(p) for p in ("J1", "J2", "J3", "J4")] == ["$500"] * 4
    assert "Phase 2" in w.panels["trains"].caption.text()
    assert w.panels["actions"].who.text().startswith("<b>J1</b>")

    # 1. the private auction: J1 buys MCAR at face value, the others take the rest
    d.choose("buy:MCAR")
    assert d.cash("J1") == "$480"
    for key in ("buy:KCMO", "buy:A", "buy:B", "pass", "buy:C", "buy:MIR", "buy:MNR"):
        d.choose(key)
    d.choose("par:NdM", "60,2,2")  # MNR's buyer sets NdM's par price
    assert w.turn_label.text().startswith("SR 1 · J1")

    # 2. J1 starts MC at $75: the president's certificate costs $150
    d.choose("par:MC", "75,1,4")
    assert d.cash("J1") == "$330" and d.corp("MC", "Price") == "$75"
    # 3. three more certificates; at 50% MC floats with 10 x $75 (stock turns by keyboard)
    for _ in range(3):
        for _ in range(3):
            d.keyboard("pass")
        d.keyboard("buy:MC:ipo")
    assert d.cash("J1") == "$105"
    assert d.corp("MC", "Treasury") == "$750" and d.corp("MC", "Price") == "$75"
    # 4. everyone passes; phase 2 has one operating round
    for _ in range(4):
        d.keyboard("pass")
    assert w.turn_label.text().startswith("OR 1.1")

    # 5. MCAR pays J1 $5; the minors run their optimum
    assert d.cash("J1") == "$110"
    for _ in range(3):
        d.run_optimum()
    # 6. MC: home token in Torreón, two yellow lays picked on the map
    assert "MC" in w.controller.history.state.board.state["I8"].tokens.get(0, [])
    assert d.corp("MC", "Treasury") == "$750"
    d.lay("I8", "57", 2)
    d.lay("J9", "8", 2)
    # 7. no train to run: withheld, the price moves left 75 -> 70
    assert d.corp("MC", "Price") == "$70"
    assert d.corp("MC", "Treasury") == "$730"
    # 8. a 2-train for $100
    d.choose("train:2")
    assert d.corp("MC", "Treasury") == "$630" and d.corp("MC", "Trains") == "2"
    assert d.cash("J1") == "$110"

    # 9. SR2: everyone passes (keyboard)
    while w.turn_label.text().startswith("SR"):
        d.keyboard("pass")
    assert w.turn_label.text().startswith("OR 2.1")
    # 10. MCAR pays $5; the minors run; mail: Torreón's $20 into the treasury
    assert d.cash("J1") == "$115"
    for _ in range(3):
        d.run_optimum()
    assert d.corp("MC", "Treasury") == "$650" and d.corp("MC", "Price") == "$70"
    d.lay("I10", "57", 1)
    d.choose("pass")  # no second lay
    d.choose("pass")  # no token
    # 11. the 2-train runs Torreón–Monterrey: $40, found by the routes panel
    assert w.routes_panel.total_value == 40
    d.run_optimum()
    # 12. pays out $4 per 10%: the Actions list shows the move before it is chosen
    pay = w.panels["actions"].menu.choice("dividend:payout")
    assert pay.label == "Pay out $40" and "price $70 → $75" in pay.detail and "J1 +$20" in pay.detail
    d.choose("dividend:payout")
    assert d.cash("J1") == "$135" and d.corp("MC", "Price") == "$75"
    assert d.corp("MC", "Treasury") == "$650"
    # 13. a second 2-train (limit 3)
    d.choose("train:2")
    assert d.corp("MC", "Trains") == "2, 2"
    assert d.corp("MC", "Treasury") == "$550"
