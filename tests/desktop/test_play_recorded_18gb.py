"""A shared 18GB recording (three players, scenario 3, seed 2: 425 actions) played from the
first bid to the final scores through the app's panels only: the auction's bids, the
conversions (voluntary in a stock round, the emergency one in the train step), the privates
closed by their owners, GN's token and LS's tile for the corporations their owner directs, and
LNWR's routes entered while it is in receivership and insolvent (the leased train) — each a click
on the Actions list, the map or the routes panel.  The cap table and the end screen show the
recorded scores, in pounds."""

from __future__ import annotations

import json
from collections import Counter

from PySide6.QtCore import Qt

from tests.desktop.conftest import FIXTURES, need, wait_loaded
from tests.desktop.play_driver import Driver
from tests.desktop.test_play_recorded_game import _seat, _steps

RECORDING = FIXTURES / "18GB" / "18gb-3p.json"


def test_the_18gb_recording_through_the_panels_reaches_the_recorded_scores(make_window, qtbot) -> None:
    data = json.loads(need(RECORDING).read_text())
    settings = data.get("settings") or {}
    w = make_window()
    w.controller.new_game(
        "18GB",
        [p["name"] for p in data["players"]],
        tuple(settings.get("optional_rules") or ()),
        seed=settings["seed"],
    )
    wait_loaded(qtbot, w)
    d = Driver(qtbot, w)
    d.settle()
    kinds: Counter = Counter()
    details: dict[str, str] = {}
    laid: dict[str, str] = {}  # recorded tile id -> hex
    for step in _steps(data):
        if w.controller.history.state.finished:
            break
        kinds[f"{step['type']}:{step.get('entity_type')}"] += 1
        choice = d.play_recorded(step, laid)
        if choice is not None and step["type"] in ("choose", "convert", "choose_ability"):
            details[step["type"]] = choice.detail
    state = w.controller.history.state
    assert state.finished and state.end_reason == "final_train"
    seat = _seat(data)
    assert {pid: state.player_value(str(seat[pid])) for pid in data["result"]} == data["result"]
    m = w.panels["capTable"].model
    for p in data["players"]:
        col = next(c for c in range(m.columnCount()) if m.headerData(c, Qt.Orientation.Horizontal) == p["name"])
        assert m.index(m.summary_row("Worth"), col).data() == f"£{data['result'][str(p['id'])]:,}"
    qtbot.waitUntil(lambda: w.end_dialog is not None and w.end_dialog.screen_widget.scores is not None, timeout=30000)
    assert w.end_dialog.screen_widget.scores.result() == {str(seat[pid]): v for pid, v in data["result"].items()}
    w.end_dialog.close()
    # every 18GB step went through its own entry, saying what it does
    assert kinds["choose:player"] == 2 and kinds["convert:corporation"] == 2 and kinds["choose_ability:company"] == 3
    assert kinds["lay_tile:company"] == 1 and kinds["place_token:company"] == 1 and kinds["bid:player"] == 15
    assert "→" in details["choose"] and "receives £" in details["choose"]
    assert "→" in details["convert"] and "receives £" in details["convert"]
    assert "one last time" in details["choose_ability"]
