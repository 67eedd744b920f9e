"""A recorded 18MEX game (hotseat01: four players, 300 actions, ended by agreement) played from
the first bid to the final scores through the app's panels only: each recorded action becomes the
gesture a player would make — a click on the Actions list (with the amount typed), a tile picked
on the map and rotated with R, a token clicked, a route clicked stop by stop in the routes panel,
Game → End the game — and the final worth of every player is the recorded score."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from PySide6.QtCore import Qt

from engine.io.log import game_actions
from tests.desktop.conftest import MEX_13315, MEX_HOTSEAT, need, wait_loaded
from tests.desktop.play_driver import Driver


def _seat(data: dict) -> dict[str, int]:
    """Recorded player id -> our id (players are numbered 1..n in seating order)."""
    return {str(p["id"]): i + 1 for i, p in enumerate(data["players"])}


def _steps(data: dict) -> list[dict]:
    """The effective actions with their automatic follow-ups as actions of their own."""
    seat = _seat(data)
    out = []
    for _source, action in game_actions(data["actions"]):
        for step in [{k: v for k, v in action.items() if k != "auto_actions"}, *(action.get("auto_actions") or [])]:
            step = dict(step)
            if step.get("entity_type") == "player":
                step["entity"] = seat[str(step["entity"])]
            out.append(step)
    return out


@pytest.mark.parametrize("path", [MEX_HOTSEAT, MEX_13315], ids=["hotseat01", "13315"])
def test_recorded_game_through_the_panels_reaches_the_recorded_scores(make_window, qtbot, path) -> None:
    data = json.loads(need(path).read_text())
    w = make_window()
    w.controller.new_game(
        "18MEX", [p["name"] for p in data["players"]], tuple((data.get("settings") or {}).get("optional_rules") or ())
    )
    wait_loaded(qtbot, w)
    d = Driver(qtbot, w)
    d.settle()
    kinds: Counter = Counter()
    laid: dict[str, str] = {}
    for step in _steps(data):
        if w.controller.history.state.finished:
            break
        kinds[step["type"]] += 1
        d.play_recorded(step, laid)
    state = w.controller.history.state
    assert state.finished and state.end_reason == data["game_end_reason"]
    seat = _seat(data)
    assert {pid: state.player_value(str(seat[pid])) for pid in data["result"]} == data["result"]
    # the cap table and the end-of-game screen show the recorded scores
    for p in data["players"]:
        m = w.panels["capTable"].model
        col = next(c for c in range(m.columnCount()) if m.headerData(c, Qt.Orientation.Horizontal) == p["name"])
        assert m.index(m.summary_row("Worth"), col).data() == f"${data['result'][str(p['id'])]:,}"
    qtbot.waitUntil(lambda: w.end_dialog is not None and w.end_dialog.screen_widget.scores is not None, timeout=30000)
    assert w.end_dialog.screen_widget.scores.result() == {str(seat[pid]): v for pid, v in data["result"].items()}
    w.end_dialog.close()
    button = w.panels["actions"].scores_button
    assert button.isVisibleTo(w)  # the Actions dock offers the scores again
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(w.end_dialog.isVisible, timeout=5000)
    assert kinds["lay_tile"] > 30 and kinds["run_routes"] > 30 and kinds["buy_shares"] > 20
