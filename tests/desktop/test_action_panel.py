"""The Actions panel shows the engine's menu: refused choices greyed with their reason in view,
amounts bounded as the rules bound them, and keyboard play (arrows, +/-, Enter)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.panels.action_panel import CHOICE_ROLE, ActionPanel
from engine.game import Game
from engine.play.menu import menu


def game_in_first_stock_round() -> Game:
    g = Game("18MEX", [(1, "J1"), (2, "J2"), (3, "J3"), (4, "J4")])
    for key in ("buy:MCAR", "buy:KCMO", "buy:A", "buy:B", "pass", "buy:C", "buy:MIR", "buy:MNR"):
        g.process(menu(g).choice(key).action_with())
    g.process(menu(g).choice("par:NdM").action_with("60,2,2"))
    return g


def test_refusals_are_in_view_before_clicking(qtbot) -> None:
    g = Game("18MEX", [(1, "J1"), (2, "J2"), (3, "J3"), (4, "J4")])
    g.process(menu(g).choice("bid:MNR").action_with(480))  # J1 commits $480 of $500
    for _ in range(3):
        g.process(menu(g).choice("pass").action_with())
    p = ActionPanel()
    qtbot.addWidget(p)
    p.set_menu(menu(g))
    item = p.item_for("bid:MIR")
    assert not item.flags() & Qt.ItemFlag.ItemIsEnabled
    assert "✗ The minimum bid is $105; you have $20 not committed to other bids" in item.text()
    assert item.isHidden() and "Not allowed now" in p.forbidden_head.text()  # collapsed, one click away
    p.toggle_forbidden()
    assert not item.isHidden()
    assert not p.select("bid:MIR")
    assert p.current_choice().key == "pass"  # the safe choice is current, not a purchase


def test_keyboard_picks_changes_the_amount_and_acts(qtbot) -> None:
    g = Game("18MEX", [(1, "J1"), (2, "J2"), (3, "J3"), (4, "J4")])
    p = ActionPanel()
    qtbot.addWidget(p)
    p.set_menu(menu(g))
    p.show()
    assert p.current_choice().key == "pass"  # Enter untouched would pass
    assert p.select("buy:MCAR")
    p.list.setFocus()
    qtbot.keyClick(p.list, Qt.Key.Key_Down)  # MCAR -> the KCMO bid
    assert p.current_choice().key == "bid:KCMO" and p.spin.value() == 45
    qtbot.keyClick(p.list, Qt.Key.Key_Plus)
    qtbot.keyClick(p.list, Qt.Key.Key_Plus)
    assert p.spin.value() == 55
    qtbot.keyClick(p.list, Qt.Key.Key_PageDown)  # never below the minimum bid
    assert p.spin.value() == 45
    with qtbot.waitSignal(p.action_ready) as got:
        qtbot.keyClick(p.list, Qt.Key.Key_Return)
    assert got.args[0] == {"entity": 1, "entity_type": "player", "type": "bid", "company": "KCMO", "price": 45}
    g.process(got.args[0])
    assert g.state.cash("player:1") == 500  # a bid is committed, not paid


def test_par_prices_are_the_affordable_ones_and_the_combo_follows_keys(qtbot) -> None:
    g = game_in_first_stock_round()
    p = ActionPanel()
    qtbot.addWidget(p)
    p.set_menu(menu(g))
    p.show()
    assert p.select("par:MC")
    assert [p.combo.itemText(i) for i in range(p.combo.count())] == [
        "$90 (costs $180)",
        "$80 (costs $160)",
        "$75 (costs $150)",
        "$70 (costs $140)",
        "$60 (costs $120)",
    ]
    p.list.setFocus()
    qtbot.keyClick(p.list, Qt.Key.Key_Minus)
    qtbot.keyClick(p.list, Qt.Key.Key_Minus)
    assert p.value() == "75,1,4"
    with qtbot.waitSignal(p.action_ready) as got:
        qtbot.mouseClick(p.do_button, Qt.MouseButton.LeftButton)
    g.process(got.args[0])
    assert g.state.price_of("MC") == 75 and g.state.cash("player:1") == 480 - 150


def test_the_past_and_the_end_offer_nothing(qtbot) -> None:
    g = game_in_first_stock_round()
    p = ActionPanel()
    qtbot.addWidget(p)
    p.set_menu(menu(g), past=True)
    assert p.list.count() == 0 and not p.do_button.isEnabled()
    assert "past" in p.heading.text()


def test_forbidden_choices_follow_the_real_ones_collapsed(qtbot) -> None:
    g = game_in_first_stock_round()
    p = ActionPanel()
    qtbot.addWidget(p)
    p.show()
    m = menu(g)
    forbidden = [c for c in m.choices if not c.enabled]
    assert forbidden and m.enabled()
    p.set_menu(m)
    rows = [p.list.item(i) for i in range(p.list.count())]
    head = p.list.row(p.forbidden_head)
    keys_before = [r.data(CHOICE_ROLE) for r in rows[:head] if r.data(CHOICE_ROLE)]
    assert keys_before == [c.key for c in m.enabled()]  # every real choice first
    after = rows[head + 1 :]
    assert [r.data(CHOICE_ROLE) for r in after] == [c.key for c in forbidden]
    assert all(r.isHidden() for r in after)
    assert p.forbidden_head.text() == f"▸ Not allowed now ({len(forbidden)}): why"
    rect = p.list.visualItemRect(p.forbidden_head)
    qtbot.mouseClick(p.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert not any(r.isHidden() for r in after) and p.forbidden_head.text().startswith("▾")
    p.set_menu(menu(g))  # stays open for the next menus
    assert not p.item_for(forbidden[0].key).isHidden()
    p.list.setCurrentItem(p.forbidden_head)  # Enter on the heading closes it
    p.list.setFocus()
    with qtbot.assertNotEmitted(p.action_ready):
        qtbot.keyClick(p.list, Qt.Key.Key_Return)
    assert p.item_for(forbidden[0].key).isHidden()


def test_cash_committed_to_bids_is_shown(qtbot) -> None:
    g = Game("18MEX", [(1, "J1"), (2, "J2"), (3, "J3"), (4, "J4")])
    g.process(menu(g).choice("bid:MNR").action_with(480))  # J1 commits $480 of $500
    for _ in range(3):
        g.process(menu(g).choice("pass").action_with())
    p = ActionPanel()
    qtbot.addWidget(p)
    p.set_menu(menu(g))
    assert p.facts.text().startswith("Cash $500 · Committed to bids $480 (free $20) · ")
    fresh = Game("18MEX", [(1, "J1"), (2, "J2"), (3, "J3"), (4, "J4")])
    assert not any("Committed" in f for f in menu(fresh).facts)


def test_an_amount_out_of_range_is_refused_where_it_is_typed(qtbot) -> None:
    """Issue #29, 1: "500" typed against a smaller maximum was clamped and carried out.  The
    field keeps what was typed, says why it cannot be used, and nothing acts until it can."""
    g = Game("18MEX", [(1, "J1"), (2, "J2"), (3, "J3"), (4, "J4")])
    p = ActionPanel()
    qtbot.addWidget(p)
    p.set_menu(menu(g))
    p.show()
    assert p.select("bid:KCMO")
    top = p.current_choice().param.maximum
    p.spin.setFocus()
    p.spin.selectAll()
    qtbot.keyClicks(p.spin, str(top + 1000))
    assert p.spin.text() == str(top + 1000)  # as typed, not cut to the range
    assert p.amount_problem.isVisible()
    assert p.amount_problem.text() == f"${top + 1000} is more than the most allowed, ${top}"
    assert not p.do_button.isEnabled()
    fired: list[dict] = []
    p.action_ready.connect(fired.append)
    qtbot.keyClick(p.spin, Qt.Key.Key_Return)
    p.do_it()
    p.spin.clearFocus()  # leaving the field does not turn it into an amount either
    p.do_it()
    assert fired == [] and p.spin.text() == str(top + 1000)
    p.spin.selectAll()
    qtbot.keyClicks(p.spin, "40")  # below the minimum bid of $45
    assert p.amount_problem.text() == "$40 is less than the least allowed, $45"
    qtbot.keyClick(p.spin, Qt.Key.Key_Return)
    assert fired == []
    p.spin.selectAll()
    qtbot.keyClicks(p.spin, "50")
    assert not p.amount_problem.isVisible() and p.do_button.isEnabled()
    qtbot.keyClick(p.spin, Qt.Key.Key_Return)
    assert [a["price"] for a in fired] == [50]
