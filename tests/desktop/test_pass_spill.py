"""Issue #29, 7: passes that spill over.  A pass whose skipped steps withhold and drop the price
says so and asks once; the log gives the cause of a price move its own line, not the tile lay
or pass before it; a step skipped by a rule names the rule (1833NE: B&L in phase I); and the
map never asks for a click on a highlighted hex when none is highlighted."""

from __future__ import annotations

from desktop.history import History
from desktop.panels.action_panel import ActionPanel
from engine.play.menu import menu
from tests.desktop.test_map_interaction import Rig
from tests.titles.g18gb.test_recordings import _actions, _data, _new

SPILL = (
    "B&L lays no track in phase I while no corporation owns Lowell Merchants (P2)",
    "B&L has no run this turn and withholds",
    "B&L's share price moves from $150 to $137",
)


def bl_about_to_operate() -> History:
    """1833NE after a plain auction (P2 with a player): J3 pars B&L, everyone passes, and B&L's
    first turn (phase I) stands at its Issue or Redeem step."""
    h = History.new("1833NE", ["J1", "J2", "J3", "J4"], seed=1)
    for pid, company, price in (
        (1, "P1", 15),
        (2, "P2", 40),
        (3, "P3", 50),
        (4, "P4", 60),
        (1, "P5", 70),
        (2, "P6", 80),
    ):
        h.process({"type": "bid", "entity": pid, "entity_type": "player", "company": company, "price": price})
    h.process(menu(h.game).choice("par:B&L").action_with())
    while menu(h.game).round_label.startswith("SR"):
        h.process(menu(h.game).choice("pass").action_with())
    m = menu(h.game)
    assert m.actor == "corp:B&L" and m.step == "Issue or Redeem Shares"
    return h


def test_a_pass_that_spills_over_says_so_and_asks_once(make_window, qtbot):
    w = make_window()
    w.controller.set_history(bl_about_to_operate(), None, "B&L")
    w.settle()
    asked: list[tuple[str, str]] = []
    w.ask = lambda kind, title, text: asked.append((kind, text)) or False  # the players say no
    n = len(w.controller.history)
    w.pass_turn()  # the pass key
    assert len(asked) == 1 and asked[0][0] == "pass"
    assert all(f"• {line}" in asked[0][1] for line in SPILL)
    assert len(w.controller.history) == n  # nothing done
    pass_item = w.panels["actions"].item_for("pass")
    assert all(line in pass_item.text() for line in SPILL)  # the choice says it before the key
    w.ask = lambda kind, title, text: asked.append((kind, text)) or True
    w.pass_turn()
    assert len(asked) == 2 and len(w.controller.history) == n + 1  # asked once, then passed


def test_the_log_gives_a_price_move_its_cause(make_window, qtbot):
    h = bl_about_to_operate()
    h.process(menu(h.game).choice("pass").action_with())
    text = h.entries[-1].text()
    assert "; ".join(SPILL) in text  # the rule, the withhold, then the price move it caused


def test_no_click_on_a_highlighted_hex_when_none_is(qtbot):
    data = _data("18gb-3p")
    g = _new(data)
    for a in _actions(data)[:33]:  # LNWR's track-and-token step: no hex can take its tile
        g.process(a)
    rig = Rig(qtbot, g)
    rig.show()
    assert rig.inter.laying and rig.inter.layable == [] and not rig.inter.overlay_items()
    assert "no hex can take a tile now" in rig.hints[-1] and "highlighted" not in rig.hints[-1]
    p = ActionPanel()
    qtbot.addWidget(p)
    p.set_menu(menu(g))
    assert "click a highlighted hex" in p.hint.text()
    p.set_lay_count(0)
    assert "no hex can take a tile now" in p.hint.text() and "highlighted" not in p.hint.text()
