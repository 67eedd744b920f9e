"""Issue #29, 2, through the Actions dock: in 1893 a Buy Trains step listed "Buy EVA from Carol
for 50M" first and without a price field, so the top line (Enter) bought the EVA instead of a
train.  The dock's first choice is now the step's own business (a train), and the EVA line has
an amount field bounded as the engine bounds the price (1 up to the buyer's cash)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from desktop.panels.action_panel import CHOICE_ROLE, ActionPanel
from engine.play.menu import menu
from tests.fixtures import FIXTURES, need
from tests.titles.g1893.test_rules import native_at


@pytest.fixture(scope="module")
def recording() -> dict:
    return json.loads(need(FIXTURES / "1893" / "1893_game_end_bank.json").read_text())


def test_a_buy_trains_step_shows_its_trains_first_and_prices_the_eva(qtbot, recording: dict) -> None:
    g = native_at(recording, 16)  # KFBE (Player 1's minor) buys trains; Player 3 holds the EVA
    p = ActionPanel()
    qtbot.addWidget(p)
    p.set_menu(menu(g))
    p.show()
    rows = [p.list.item(i) for i in range(p.list.count())]
    keys = [r.data(CHOICE_ROLE) for r in rows if r is not None and r.data(CHOICE_ROLE) is not None]
    by_key = {c.key: c for c in menu(g).choices}
    assert by_key[keys[0]].group == "train", keys  # the top line of the list buys a train
    assert keys.index("company:EVA") > max(i for i, k in enumerate(keys) if by_key[k].group == "train")
    assert p.select("company:EVA")
    owner = g.state.entity("minor:KFBE").owner
    assert p.spin.isVisible() and (p.spin.minimum, p.spin.maximum) == (1, g.state.cash(owner))
    p.spin.setFocus()
    p.spin.selectAll()
    qtbot.keyClicks(p.spin, "7")
    with qtbot.waitSignal(p.action_ready) as got:
        qtbot.keyClick(p.spin, Qt.Key.Key_Return)
    assert got.args[0]["type"] == "buy_company" and got.args[0]["price"] == 7
