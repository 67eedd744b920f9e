"""1833NE in the Actions menu (engine/play/menu.py, which the desktop's Actions dock shows): an
issue says its price and the cash it brings before acting, both faces of a card are offered at
their prices, the ferries are on offer, and every entry is what the engine accepts."""

from __future__ import annotations

from engine.play.menu import menu
from tests.titles.g1833ne.test_worked_example import Example, corp, player


def b_and_w_operating() -> Example:
    ex = Example()
    for a in (
        player(1, "bid", company="P3", price=50),
        player(2, "bid", company="P1", price=15),
        player(3, "bid", company="P2", price=40),
        player(4, "bid", company="P4", price=60),
        player(1, "pass"),
        player(2, "bid", company="P5", price=70),
        player(3, "bid", company="P6", price=80),
        player(4, "pass"),
        player(1, "par", corporation="B&W", share_price="80,0,8"),
        player(2, "pass"),
        player(3, "pass"),
        player(4, "pass"),
        player(1, "buy_shares", shares=["B&W_1"], percent=10),
        *(player(p, "pass") for p in (2, 3, 4, 1)),
    ):
        ex.do(a)
    return ex


def test_issue_entries_show_price_and_cash() -> None:
    ex = b_and_w_operating()
    labels = {c.label: c for c in menu(ex.g).choices}
    # 3 player-held units, none in the pool: up to 3 shares at one column left ($70)
    assert "Issue 3 shares at $70 each ($210 to the treasury; the price stays $80)" in labels
    assert not any(label.startswith("Issue 4") for label in labels)
    ex.do(labels["Issue 2 shares at $70 each ($140 to the treasury; the price stays $80)"].action)
    assert ex.s.cash("corp:B&W") == 160 + 80 + 140 and ex.s.price_of("B&W") == 80


def test_both_faces_and_the_ferries_are_offered() -> None:
    ex = b_and_w_operating()
    ex.do(corp("B&W", "pass"))
    labels = {c.label: c for c in menu(ex.g).choices}
    ferries = [c for c in labels.values() if c.label.startswith("Buy the ferry of")]
    assert len(ferries) == 5 and all(c.enabled for c in ferries)
    while ex.g.expected()["step"] != "Buy Trains":
        ex.do(corp("B&W", "pass"))
    labels = {c.label: c for c in menu(ex.g).choices}
    two, two_plus = labels["Buy a 2 train from the bank for $75"], labels["Buy a 2+1 train from the bank for $100"]
    assert two.enabled and two_plus.enabled
    ex.do(two_plus.action)
    assert ex.s.flags["faces"]["I-0"] == "2+1" and ex.s.cash("corp:B&W") == 240 - 100
