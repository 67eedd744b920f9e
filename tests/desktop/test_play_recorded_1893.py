"""The shared 1893 recording played from the draft to the final scores through the app's panels
only (as the 18MEX recordings are in test_play_recorded_game.py): the draft and the forced
auction, bonds, the FdSD exchange, merger votes with their running tally, trade-ins and the
post-merger discard are clicks on the Actions list; tiles, tokens and routes go through the map.
The cap table and the end screen show the recorded scores."""

from __future__ import annotations

import json
from collections import Counter

from PySide6.QtCore import Qt

from tests.desktop.conftest import FIXTURES, need, wait_loaded
from tests.desktop.play_driver import Driver
from tests.desktop.test_play_recorded_game import _seat, _steps

RECORDING = FIXTURES / "1893" / "1893_game_end_bank.json"


def test_the_1893_recording_through_the_panels_reaches_the_recorded_scores(make_window, qtbot) -> None:
    data = json.loads(need(RECORDING).read_text())
    w = make_window()
    w.controller.new_game("1893", [p["name"] for p in data["players"]], ())
    wait_loaded(qtbot, w)
    d = Driver(qtbot, w)
    d.settle()
    kinds: Counter = Counter()
    seen_tally = False
    laid: dict[str, str] = {}  # recorded tile id -> hex
    for step in _steps(data):
        if w.controller.history.state.finished:
            break
        kinds[step["type"]] += 1
        choice = d.play_recorded(step, laid)
        if step["type"] == "special_buy":  # the panel said who votes, with how much, and the tally
            assert "%" in choice.detail and "so far Yes" in choice.detail, choice.detail
            seen_tally = True
    state = w.controller.history.state
    assert state.finished and state.end_reason == "bank"
    seat = _seat(data)
    assert {pid: state.player_value(str(seat[pid])) for pid in data["result"]} == data["result"]
    m = w.panels["capTable"].model
    for p in data["players"]:
        col = next(c for c in range(m.columnCount()) if m.headerData(c, Qt.Orientation.Horizontal) == p["name"])
        assert m.index(m.summary_row("Worth"), col).data() == f"{data['result'][str(p['id'])]:,}M"
    qtbot.waitUntil(lambda: w.end_dialog is not None and w.end_dialog.screen_widget.scores is not None, timeout=30000)
    assert w.end_dialog.screen_widget.scores.result() == {str(seat[pid]): v for pid, v in data["result"].items()}
    w.end_dialog.close()
    assert seen_tally
    assert kinds["bid"] == 9 and kinds["special_buy"] == 9 and kinds["sell_company"] == 4
