"""1833NE's own steps clicked through the Actions dock (issue #15): the list shows what a player
needs before acting — an issue's or a redemption's price, cash and certificates, a train card's
two faces, the emergency issue, a Takeover offer's terms and the target's answer, a Takeover
corporation's home city picked beside its par — and the Companies dock shows the result.

Positions come from engine-level scripts (tests/titles/g1833ne/test_menu.py) and a self-played
Takeover game, loaded into the window as a game history; everything after is clicks and keys.
Set NE_SHOTS to a folder to keep a picture of the dock at each state."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from desktop.history import History
from tests.desktop.conftest import wait_loaded
from tests.desktop.play_driver import Driver
from tests.titles.g1833ne import test_menu as positions


def _window(
    make_window: Any, qtbot: Any, actions: list[dict], players: list[str], options: tuple[str, ...], seed: int
) -> Any:
    w = make_window()
    h = History.new("1833NE", players, options, seed)
    for a in actions:
        h.process(dict(a))
    w.controller.set_history(h, None, "1833NE position")
    wait_loaded(qtbot, w)
    return w


def _shot(w: Any, name: str) -> None:
    folder = os.environ.get("NE_SHOTS")
    if folder:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication, QDockWidget

        panel = w.panels["actions"]
        dock = panel.parent()
        while dock is not None and not isinstance(dock, QDockWidget):
            dock = dock.parent()
        w.resize(1600, 1000)
        if dock is not None:
            w.resizeDocks([dock], [520], Qt.Orientation.Horizontal)
            w.resizeDocks([dock], [900], Qt.Orientation.Vertical)
        QApplication.processEvents()
        Path(folder).mkdir(parents=True, exist_ok=True)
        panel.grab().save(str(Path(folder) / f"{name}.png"))


def _text(d: Driver, key: str) -> str:
    item = d.panel.item_for(key)
    assert item is not None, key
    return item.text()


J = ["J1", "J2", "J3", "J4"]


def _script(build: Any) -> list[dict]:
    """The actions an engine-level position was reached by."""
    return [dict(a) for a in build().g.actions]


def test_issue_and_redeem_through_the_dock(make_window, qtbot) -> None:
    w = _window(make_window, qtbot, _script(positions.b_and_w_operating), J, (), 1)
    d = Driver(qtbot, w)
    d.settle()
    assert d.panel.heading.text() == "OR 1.1 · Issue or Redeem Shares"
    # B&W: J1 holds 3 units, none in the pool: three issues at $70 (a column left of $80)
    text = _text(d, "issue:2")
    assert "Issue 2 shares at $70 each ($140 to the treasury; the price stays $80)" in text
    assert "treasury $240 → $380; B&W in the market 0% → 20%" in text
    assert d.panel.item_for("issue:4") is None
    d.click_choice("issue:2")
    _shot(w, "1-issue")
    d.choose("issue:2")
    assert d.corp("B&W", "Treasury") == "$380" and d.corp("B&W", "Price") == "$80"
    # a card's two faces, each naming the other
    while d.panel.menu.step != "Buy Trains":
        d.choose("pass")
    text = _text(d, "train:I:2+1")
    assert "Buy the phase-I card as a 2+1 train for $100" in text and "the other face: 2 for $75" in text
    d.click_choice("train:I:2")
    _shot(w, "2-faces")
    d.choose("train:I:2")
    assert d.corp("B&W", "Trains") == "2"
    # OR 1.2: nothing run, withheld ($80 -> $70); the two pool shares back at $80 each
    while not (w.turn_label.text().startswith("OR 1.2") and d.panel.menu.step == "Issue or Redeem Shares"):
        d.choose("pass")
    text = _text(d, "redeem:2")
    assert "Redeem 2 shares at $80 each ($160 from the treasury; the price stays $70)" in text
    assert "treasury $305 → $145; B&W in the market 20% → 0%" in text
    d.click_choice("redeem:2")
    _shot(w, "3-redeem")
    d.choose("redeem:2")
    assert d.corp("B&W", "Treasury") == "$145" and d.corp("B&W", "Price") == "$70"
    # the ferries, by city, with what they earn
    text = _text(d, "ferry:C26")
    assert "Buy the ferry of New Haven (C26) for $40" in text and "earns $40 more" in text
    d.click_choice("ferry:C26")
    _shot(w, "4-ferry")
    d.choose("ferry:C26")
    assert d.corp("B&W", "Treasury") == "$105"


def test_emergency_issue_through_the_dock(make_window, qtbot) -> None:
    w = _window(make_window, qtbot, _script(positions._hr_short_of_a_train), J, (), 1)
    d = Driver(qtbot, w)
    d.settle()
    assert "Must buy a train: the 2 or 2+1 costs $75, $35 more than the treasury" in d.panel.facts.text()
    text = _text(d, "issue:1")
    assert "Issue 1 share in an emergency ($10; the price falls to $20)" in text
    d.click_choice("issue:1")
    _shot(w, "5-emergency")
    d.choose("issue:1")
    assert d.corp("HR", "Treasury") == "$50" and d.corp("HR", "Price") == "$20"
    j3 = d.cash("J3")
    assert "J3 adds $25" in _text(d, "train:I:2")
    d.choose("train:I:2")
    assert d.corp("HR", "Trains") == "2" and d.corp("HR", "Treasury") == "$0"
    # J3 paid $25; HR, the only corporation, has done its turn: OR 1.2 begins and J3's P3 pays $10
    assert w.turn_label.text().startswith("OR 1.2")
    assert d.cash("J3") == f"${int(j3[1:]) - 25 + 10}"


def _takeover_actions(kind: str) -> tuple[list[dict], dict]:
    g, made = positions.takeover_position(kind)
    return [dict(a) for a in g.actions], made


PLAYERS = [name for _, name in positions.NAMES]


def test_takeover_offer_and_answer_through_the_dock(make_window, qtbot) -> None:
    g, made = positions.first_takeover(positions.refusable_cash_offer)
    w = _window(make_window, qtbot, [dict(a) for a in g.actions], PLAYERS, ("takeover",), g.seed)
    d = Driver(qtbot, w)
    d.settle()
    buyer, target = made["entity"], made["corporation"]
    assert d.panel.heading.text().endswith("Take Over a Corporation")
    offer = _text(d, f"merge:{target}:shares")
    assert f"paid in {buyer} shares" in offer and re.search(rf"\d+ {re.escape(buyer)} shares? worth", offer)
    assert f"{buyer} receives treasury" in offer and f"{target} may refuse" in offer
    assert "in cash for" in _text(d, f"merge:{target}:cash")
    d.click_choice(f"merge:{target}:shares")
    _shot(w, "6-takeover-offer")
    trains = d.corp(target, "Trains")
    d.choose(f"merge:{target}:shares")
    # the target's president answers, seeing the terms
    assert d.panel.menu.actor_name == target
    assert re.search(rf"\d+ {re.escape(buyer)} shares? worth", _text(d, "choose:accept"))  # "1 B&L share"
    d.click_choice("choose:accept")
    _shot(w, "7-takeover-answer")
    d.choose("choose:accept")
    assert d.corp(target, "Status") == "closed"
    assert all(t in d.corp(buyer, "Trains") for t in trains.split(", "))


def test_takeover_corporation_home_through_the_dock(make_window, qtbot) -> None:
    actions, made = _takeover_actions("par")
    w = _window(make_window, qtbot, actions, PLAYERS, ("takeover",), 0)
    d = Driver(qtbot, w)
    d.settle()
    sym = made["corporation"]
    d.click_choice(f"par:{sym}")
    homes = d.panel.more_combos["city"]
    labels = [homes.itemText(i) for i in range(homes.count())]
    assert "Sherbrooke (F5): home token $80" in labels
    assert any(t.endswith("home token $120, par at least $60") for t in labels)
    d.pick(homes, made["city"])
    _shot(w, "8-home")
    d.choose(f"par:{sym}", made["share_price"], {"city": made["city"]})
    s = w.controller.history.state
    hex_id = s.title.tokens.city_of(s, made["city"])[0]
    assert s.board.has_token(hex_id, sym)
    assert d.corp(sym, "Treasury") == f"${2 * s.price_of(sym) - 80}"
