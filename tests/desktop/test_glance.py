"""The strip above the map keeps the game's state in view: round and who acts, phase and train
limit, the next train and what it rusts, the bank, and during an operating round the order and
the priority deal for the next stock round (checked against 13315.json)."""

from __future__ import annotations

import re

from desktop.glance import GlanceStrip


def plain(strip: GlanceStrip) -> str:
    return re.sub(r"<[^>]+>", "", strip.text()).replace("&nbsp;", " ")


def test_an_operating_round_at_a_glance(qtbot, mex):
    strip = GlanceStrip()
    qtbot.addWidget(strip)
    strip.set_state(mex.history.state_at(120))
    text = plain(strip)
    for part in (
        "OR 3.1",
        "FCP to act",
        "Phase 3 (train limit 3)",
        "Next train: 3 for $180",
        "Bank $6,999",
        "Order: A ✓ B ✓ C ✓ TM ✓ FCP ▶ MC CHI",
        "Priority deal: Player 5",
    ):
        assert part in text
    strip.set_state(mex.history.state_at(240))
    assert "Next train: 4 for $300 — rusts the 2" in plain(strip)


def test_a_stock_round_shows_no_operating_order(qtbot, mex):
    strip = GlanceStrip()
    qtbot.addWidget(strip)
    strip.set_state(mex.history.state_at(60))
    text = plain(strip)
    assert text.startswith("SR 2") and "Player 2 to act" in text and "Bank $6,655" in text
    assert "Order" not in text and "Priority" not in text


def test_the_window_shows_it_and_hides_it_without_a_game(make_window, mex):
    w = make_window()
    assert not w.glance.isVisible()
    w.controller.set_history(mex.copy(120), None, "test")
    assert w.glance.isVisible() and "OR 3.1" in plain(w.glance)
    w.controller.close_game()
    assert not w.glance.isVisible()


def test_the_companies_sheet_follows_the_operating_order(make_window, mex):
    from engine import views

    w = make_window()
    w.controller.set_history(mex.copy(120), None, "test")
    w.settle()
    corps = w.panels["companies"].corps
    syms = [corps.index(r, 0).data() for r in range(corps.rowCount())]
    assert syms[:7] == ["A", "B", "C", "TM", "FCP", "MC", "CHI"]
    assert [corps.index(r, 6).data() for r in range(5)] == ["done"] * 4 + ["now"]
    w.controller.set_history(mex.copy(60), None, "test")  # a stock round: the engine's listing
    w.settle()
    syms = [corps.index(r, 0).data() for r in range(corps.rowCount())]
    assert syms == [row.sym for row in views.corporations(mex.history.state_at(60))]
