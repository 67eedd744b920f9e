"""The seed's 18GB worked example (fact sheet §11: scenario 4Std, seed 2, £330 each) played in
the app through its widgets — the auction and the stock rounds on the Actions list, tiles laid on
the map, the route clicked stop by stop in the routes panel — with J1's cash, MR's treasury,
price and trains read from the cap table and the Companies dock at every row.

As the fact sheet notes (§11, §12.6), Leicester & Swannington blocks Leicester (H21) while
open, so its owner J4 closes it in OR 1.1 (the Actions list's close entry, paying its revenue
once more) before MR lays there in OR 1.2."""

from __future__ import annotations

from tests.desktop.play_driver import started


def test_the_18gb_worked_example_through_the_widgets(make_window, qtbot) -> None:
    w, d = started(make_window, qtbot, "18GB", ["J1", "J2", "J3", "J4"], seed=2)
    menu = lambda: w.panels["actions"].menu  # noqa: E731

    def row(j1: str, treasury: str, price: str, trains: str) -> None:
        assert d.cash("J1") == j1
        assert d.corp("MR", "Treasury") == treasury
        assert d.corp("MR", "Price") == price
        assert d.corp("MR", "Trains") == trains

    # 0. setup: four players with £330; MR is in the Companies dock, its Derby token on the map
    assert [d.cash(p) for p in ("J1", "J2", "J3", "J4")] == ["£330"] * 4
    assert w.controller.history.state.board.has_token("H19", "MR")
    # 1. the auction: J1 wins LM at its £45 face value; the others buy the rest at face value
    for key, price in (("bid:LM", 45), ("bid:GN", 70), ("bid:TV", 60), ("bid:AF", 30)):
        d.choose(key, price)
    d.choose("pass")
    for key, price in (("bid:LB", 40), ("bid:SD", 35), ("bid:LS", 30)):
        d.choose(key, price)
    for _ in range(3):
        d.choose("pass")
    d.choose("bid:CH", 30)
    for _ in range(4):
        d.choose("pass")
    assert d.cash("J1") == "£285"
    # SR 1: cash ascending, J1 last; a tier-2 corporation is refused with its reason (to J2,
    # LB's owner, the LNWR marriage comes first)
    for player in ("J2", "J3", "J4"):
        assert w.turn_label.text().startswith(f"SR 1 · {player}")
        cr = menu().choice("par:CR")
        assert not cr.enabled
        if player == "J2":
            assert "may start only LNWR" in cr.reason
        else:
            assert "tier 2" in cr.reason and "second stock round" in cr.reason
        d.choose("pass")
    assert w.turn_label.text().startswith("SR 1 · J1")
    # 2. J1 pars MR at £90: the director's 40% costs £180; MR floats and receives 5 × 90
    par = menu().choice("par:MR")
    assert "5 shares" in par.detail and "40%" in par.detail
    d.choose("par:MR", "90,0,7")
    row("£105", "£450", "£90", "—")
    # 3. another 20% from the IPO at the current price, paid to the bank: J1 holds 60%
    for _ in range(3):
        d.choose("pass")
    d.choose("buy:MR:ipo")
    row("£15", "£450", "£90", "—")
    # 4. all pass: no price change at the end of the round
    for _ in range(4):
        d.choose("pass")
    assert w.turn_label.text().startswith("OR 1.1")
    # 5. LM pays J1 £15; J4 closes LS (its last £10) so that Leicester can be laid later
    row("£30", "£450", "£90", "—")
    close = menu().choice("close:LS")
    assert "J4" in close.label and "one last time" in close.detail
    j4 = d.cash("J4")
    d.choose("close:LS")
    assert d.cash("J4") == f"£{int(j4[1:]) + 10}"
    # 6. two tiles, Derby's yellow city and Lincoln's town: only one may be a city tile
    d.lay("H19", "G39", 5)
    d.lay("I20", "58", 2)
    # 7. no train, no run: withheld, one step left
    row("£30", "£450", "£80", "—")
    # 8. MR must buy a 2+1 (it can pay the dearest train on offer)
    assert [c.key for c in menu().enabled() if c.group == "train"] == ["train:2+1"]
    d.choose("train:2+1")
    row("£30", "£370", "£80", "2+1")
    d.choose("pass")
    # 9. OR 1.2: LM pays £15; the yellow OO tile in Leicester
    assert w.turn_label.text().startswith("OR 1.2")
    row("£45", "£370", "£80", "2+1")
    d.lay("H21", "G18", 0)
    d.choose("pass")
    # 10. Leicester–Derby–Lincoln, clicked stop by stop: 20 + 10 + 10
    state = w.controller.history.state
    leicester = state.board.tile_at("H21").cities[0]
    derby = state.board.tile_at("H19").cities[0]
    lincoln = next(i for i, stop in enumerate(state.board.tile_at("I20").stops) if stop.kind == "town")
    d.run_stops([("2+1-0", [("H21", leicester), ("H19", derby), ("I20", lincoln)])])
    # 11. £8 a share: J1 (3 shares) £24, MR £16 for its two IPO shares; 40 < 2 × 80: one step right
    payout = menu().choice("dividend:payout")
    assert "£80 → £90" in payout.detail and "J1 +£24" in payout.detail and "treasury +£16" in payout.detail
    d.choose("dividend:payout")
    row("£69", "£386", "£90", "2+1")
    # 12. a second 2+1 (a 5-share may hold 3 until 4+2); a train was bought, so none is exported
    upcoming = list(w.controller.history.state.upcoming)
    d.choose("train:2+1")
    row("£69", "£306", "£90", "2+1, 2+1")
    d.choose("pass")
    assert w.controller.history.state.upcoming == upcoming[1:]  # the one bought; none exported
    # 13. SR 2: J1 may convert MR, the Actions list says to what: 90 → 75, MR receives 5 × 75
    for _ in range(3):
        d.choose("pass")
    convert = menu().choice("convert:MR")
    assert convert.enabled
    assert (
        "£90 → £75" in convert.detail and "MR receives £375" in convert.detail and "60% becomes 30%" in convert.detail
    )
    d.choose("convert:MR")
    row("£69", "£681", "£75", "2+1, 2+1")
    assert "10 shares" in d.corp("MR", "Status")
