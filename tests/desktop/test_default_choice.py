"""The Actions list's current line when a menu appears (what Enter does untouched) is the safe
one — pass / skip / the step's routine next move — and depends on the position alone: not on the
line picked before, not on whether the game was just played, restored or reloaded."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop.panels.action_panel import ActionPanel
from desktop.panels.default_choice import default_key
from engine.play.menu import menu

#: positions of 13315.json (after n actions): the step there, what is current by default, and
#: enabled choices that must not be (they spend or give away something)
CASES = [
    (0, "Bid on Companies", "pass", ["buy:MCAR", "bid:KCMO"]),
    (7, "Choose Corporation Par Value", "par:NdM", []),  # the lone, obligatory choice
    (56, "Buy or Sell Shares", "pass", ["buy:CHI:ipo", "sell:CHI:10", "company:MCAR"]),
    (40, "Lay Track", "pass", []),
    (45, "Place a Token", "pass", []),
    (73, "Pay or Withhold Dividends", "dividend:payout", []),
    (42, "Buy Trains", "train:2", []),  # must buy: the bank's train
    (92, "Buy Trains", "pass", ["company:MCAR", "train:2-3"]),  # may buy: nothing bought by Enter
    (237, "Buy Trains", "train:3'", ["company:MIR", "train:2-3"]),  # must buy: the bank, not a company's
    (361, "Buy Trains", None, ["sell:CHI:10"]),  # emergency: only picked by hand
    (265, "NdM Merge", "pass", ["merge:MEX"]),
]


@pytest.mark.parametrize("n,step,want,never", CASES, ids=[f"{c[0]}-{c[1]}" for c in CASES])
def test_the_default_is_the_safe_choice_per_step(mex, n, step, want, never):
    m = menu(mex.copy(n).game)
    assert m.step == step
    enabled = {c.key for c in m.enabled()}
    assert set(never) <= enabled  # the risky lines are there, just not current
    if want is not None:
        assert want in enabled
    assert default_key(m) == want


def test_routes_and_game_over_have_no_default(mex):
    assert default_key(menu(mex.copy(37).game)) is None  # routes: the routes panel runs
    assert default_key(menu(mex.copy(len(mex.history)).game)) is None
    assert default_key(None) is None


def test_the_panel_shows_the_default_not_the_line_picked_before(qtbot, mex):
    p = ActionPanel()
    qtbot.addWidget(p)
    p.set_menu(menu(mex.copy(56).game))
    assert p.current_choice().key == "pass"
    assert p.select("sell:CHI:10")  # the player picks a sale (as before doing it)...
    p.set_menu(menu(mex.copy(57).game))  # ...and the next menu still has that sale
    assert p.item_for("sell:CHI:10") is not None
    assert p.current_choice().key == "pass"
    p.set_menu(menu(mex.copy(361).game))  # nothing safe: no line current, Enter does nothing
    assert p.current_choice() is None and not p.do_button.isEnabled()
    p.show()
    p.list.setFocus()
    with qtbot.assertNotEmitted(p.action_ready):
        qtbot.keyClick(p.list, Qt.Key.Key_Return)


def test_the_same_position_defaults_the_same_after_a_restore(qtbot, mex):
    """A freshly loaded history (as after a restore or reopening) and one played into the same
    position show the same current line."""
    from desktop.history import History

    played = ActionPanel()
    qtbot.addWidget(played)
    played.set_menu(menu(mex.copy(91).game))
    played.select(played.menu.enabled()[0].key)
    played.set_menu(menu(mex.copy(92).game))
    reloaded = ActionPanel()
    qtbot.addWidget(reloaded)
    h, report = History.load(mex.doc, upto=92)
    assert report.processed == 92
    reloaded.set_menu(menu(h.game))
    assert played.current_choice().key == reloaded.current_choice().key == "pass"


def test_focusing_the_list_does_not_pick_a_line_when_none_is_safe(qtbot, mex):
    """Qt's lists make their first line current when they take the focus; here that is a sale."""
    p = ActionPanel()
    qtbot.addWidget(p)
    p.show()
    p.set_menu(menu(mex.copy(361).game))
    p.list.setFocus()
    qtbot.waitUntil(p.list.hasFocus)
    assert p.current_choice() is None
    with qtbot.assertNotEmitted(p.action_ready):
        qtbot.keyClick(p.list, Qt.Key.Key_Return)
    qtbot.keyClick(p.list, Qt.Key.Key_Down)  # the keyboard still reaches every line
    assert p.current_choice() is not None and p.current_choice().enabled
