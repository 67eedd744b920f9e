"""The seed's 1833NE worked example (PT seed "Uma ronda passo a passo"; fact sheet §8: 4 players,
$450 each) played in the app through its widgets: the auction and the stock round on the Actions
list, the issue, the redemption, the train faces and the ferry there too, tiles laid on the map,
Worcester's token clicked, HR's run found by the routes panel.  At every row of the table J1's
cash, both treasuries and both prices are read from the cap table and the Companies dock.

What the seed leaves out is scripted as in the engine-level test
(tests/titles/g1833ne/test_worked_example.py): the other players take the cheaper privates and
start FRR and RR, which buy the five other phase-I trains in OR 1.1; J4 puts $150 into FRR, which
builds to Springfield and puts its token there, so that the routes panel finds B&W's 60 and 40 of
step 12 as it finds HR's 80 of step 15."""

from __future__ import annotations

from tests.desktop.play_driver import started


def test_the_1833ne_worked_example_through_the_widgets(make_window, qtbot) -> None:
    w, d = started(make_window, qtbot, "1833NE", ["J1", "J2", "J3", "J4"], seed=1)
    menu = lambda: w.panels["actions"].menu  # noqa: E731

    def row(j1: int, bw: int | None, hr: int | None, bw_price: int | None, hr_price: int | None) -> None:
        assert d.cash("J1") == f"${j1}"
        if bw is not None:
            assert d.corp("B&W", "Treasury") == f"${bw}"
            assert d.corp("B&W", "Price") == f"${bw_price}"
        if hr is not None:
            assert d.corp("HR", "Treasury") == f"${hr}"
            assert d.corp("HR", "Price") == f"${hr_price}"

    def acting() -> str:
        return menu().actor_name

    def pass_until(sym: str) -> None:
        """Every other corporation passes its steps until ``sym`` operates."""
        for _ in range(40):
            if acting() == sym:
                return
            if menu().step == "Run Routes":  # (the others run what the routes panel finds)
                d.run_optimum()
                d.choose("dividend:payout")
                continue
            d.choose("pass")
        raise AssertionError(f"{sym} never operates")

    # 0. setup
    assert [d.cash(p) for p in ("J1", "J2", "J3", "J4")] == ["$450"] * 4
    # 1. the auction: J1 bids P3's face value; the others buy the cheaper privates, so J1 gets P3
    d.choose("bid:P3", 50)
    d.choose("buy:P1")
    d.choose("buy:P2")
    d.choose("buy:P4")
    d.choose("pass")
    d.choose("buy:P5")
    d.choose("buy:P6")
    assert w.controller.history.state.companies["P3"].owner == "player:1"
    row(400, None, None, None, None)
    # 2. SR 1: J4 (priority) passes; J1 floats B&W at 80 and pays 160 into its treasury
    assert w.turn_label.text().startswith("SR 1 · J4")
    d.choose("pass")
    d.choose("par:B&W", "80,0,8")
    row(240, 160, None, 80, None)
    d.choose("par:FRR", "150,0,14")
    d.choose("par:RR", "100,0,10")
    d.choose("pass")
    # 3. J1 floats HR at 40 and pays 80
    d.choose("par:HR", "40,0,4")
    row(160, 160, 80, 80, 40)
    # 4. four HR treasury shares at 40, one a turn: J1 holds 60% and has nothing left
    for n in range(4):
        d.choose("pass")
        d.choose("pass")
        # (not in the seed: J4 puts $150 into FRR's treasury, for its build of OR 1.1)
        d.choose("buy:FRR:ipo" if n == 0 else "pass")
        d.choose("buy:HR:ipo")
    row(0, 160, 240, 80, 40)
    # 5. the four shares sold to the pool for 160: the president's sale drops HR one column
    for _ in range(3):
        d.choose("pass")
    sale = menu().choice("sell:HR:40")
    assert "$160" in sale.label and "price $40 → $30" in sale.detail
    d.choose("sell:HR:40")
    row(160, 160, 240, 80, 30)
    d.choose("pass")
    # 6. two B&W treasury shares at 80 in two turns: J1 holds 40%
    for _ in range(2):
        for _ in range(3):
            d.choose("pass")
        d.choose("buy:B&W:ipo")
    row(0, 320, 240, 80, 30)
    # 7. everyone passes: HR has pool shares and drops; B&W does not move.  The round's end and
    # OR 1.1's start are one move, so P3's $10 of step 8 is paid with it
    for _ in range(3):
        d.choose("pass")
    row(0, 320, 240, 80, 30)
    d.choose("pass")
    assert w.turn_label.text().startswith("OR 1.1")
    row(10, 320, 240, 80, 20)
    # 8. the lowest price first: HR lays two yellow tiles (one in New Haven), has no run (-1)
    # and buys the 2 face of a phase-I card
    assert acting() == "HR"
    d.choose("pass")  # neither issue nor redemption
    d.lay("C26", "6", 1)
    d.lay("B27", "3", 3)
    d.choose("pass")  # no token
    two = menu().choice("train:I:2")
    assert "$75" in two.label and "2+1" in two.detail and "$100" in two.detail
    d.choose("train:I:2")
    row(10, 320, 125, 80, 10)
    # 9. B&W issues two shares at 70: limit 4 player-held units - 0 in the pool; no price move
    pass_until("B&W")
    issue = menu().choice("issue:2")
    assert "$70" in issue.label and "$140" in issue.label
    assert "price stays $80" in issue.label
    assert not any(c.key == "issue:5" for c in menu().choices)
    d.choose("issue:2")
    row(10, 460, 125, 80, 10)
    # 10. two yellow tiles west of Boston ($20 each), two 2+1 faces; nothing paid: -1
    d.lay("F23", "58", 2)
    d.lay("E22", "57", 2)
    d.choose("pass")  # no token now
    d.choose("train:I:2+1")
    d.choose("train:I:2+1")
    d.choose("pass")
    row(10, 220, 125, 70, 10)
    assert d.corp("B&W", "Trains") == "2+1, 2+1"
    # (not in the seed: RR and FRR buy the other five phase-I trains)
    pass_until("RR")
    while menu().step != "Buy Trains":
        d.choose("pass")
    d.choose("train:I:2")
    d.choose("train:I:2")
    d.choose("pass")
    pass_until("FRR")
    # FRR builds from Fitchburg to Springfield and puts its second token there: Worcester's other
    # exit leads to it, which makes B&W's 40 of step 12
    while menu().step != "Lay Track":
        d.choose("pass")
    d.lay("D19", "3", 5)
    d.lay("D21", "6", 3)
    d.token("D21", w.controller.history.state.board.tile_at("D21").cities[0])
    while menu().step != "Buy Trains":
        d.choose("pass")
    for _ in range(3):
        d.choose("train:I:2")
    # 11. OR 1.2: P3 pays J1 10; B&W (70) now operates before HR (10); Worcester token for $40
    pass_until("B&W")
    assert w.turn_label.text().startswith("OR 1.2")
    d.choose("pass")  # no issue, no redemption
    d.choose("pass")  # no tile
    state = w.controller.history.state
    d.token("E22", state.board.tile_at("E22").cities[0])
    row(20, 180, 125, 70, 10)
    # 12. B&W runs 60 + 40, found by the routes panel (Boston 30 + Framingham 10 + Worcester 20;
    # Worcester 20 + Springfield 20, where FRR's token ends the route) and pays $10 a share: J1
    # +40, the treasury +40, the pool's 20 stays in the bank; 100 >= 70: one column right
    priced = w.routes_panel.priced
    assert priced is not None and sorted(r.revenue for r in priced.routes) == [40, 60]
    assert d.run_optimum() == 100
    payout = menu().choice("dividend:payout")
    assert "price $70 → $80" in payout.detail and "J1 +$40" in payout.detail and "treasury +$40" in payout.detail
    d.choose("dividend:payout")
    row(60, 220, 125, 80, 10)
    # 13. no phase-I card is left: the 3/5 face of a phase-II card starts phase II
    assert not any(c.key.startswith("train:I:") for c in menu().choices)
    d.choose("train:II:3/5")
    assert w.controller.history.state.phase.name == "II"
    d.choose("pass")
    row(60, 40, 125, 80, 10)
    # 14. HR redeems the pool's four shares at 20 and buys the New Haven ferry for 40
    pass_until("HR")
    redeem = menu().choice("redeem:4")
    assert "$20" in redeem.label and "$80" in redeem.label
    d.choose("redeem:4")
    row(60, 40, 45, 80, 10)
    d.choose("ferry:C26")
    row(60, 40, 5, 80, 10)
    # 15. HR's 2 train: Hartford 20 + New Haven 20 + ferry 20 + New 20 = 80, found by the routes
    # panel; $8 a share: J1 (2 units) +16, the treasury (8) +64; 80 >= 2 x 10 and P < 165: +2
    d.choose("pass")  # no second tile
    if menu().step == "Place a Token":
        d.choose("pass")
    assert d.run_optimum() == 80
    payout = menu().choice("dividend:payout")
    assert "price $10 → $30" in payout.detail and "J1 +$16" in payout.detail and "treasury +$64" in payout.detail
    d.choose("dividend:payout")
    row(76, 40, 69, 80, 30)
    # 16. HR buys P3 from J1 at its face value (allowed in phase II)
    d.choose("company:P3", 50)
    row(126, 40, 19, 80, 30)
    # 17. on to SR 2
    while not w.turn_label.text().startswith("SR 2"):
        d.choose("pass")
    row(126, 40, 19, 80, 30)
    s = w.controller.history.state
    assert s.percent_of("player:1", "B&W") == 40 and s.percent_of("pool", "B&W") == 20
    assert s.percent_of("player:1", "HR") == 20 and s.percent_of("corp:HR", "HR") == 80
    assert s.companies["P3"].owner == "corp:HR"
