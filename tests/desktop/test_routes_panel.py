"""RoutesPanel (pytest-qt, offscreen) on 13315.json before CHI's run of action 164 (three trains):
the optimum appears, Run emits an action Game.process accepts paying the shown total, clicks on
the map edit a route and the total follows the engine, an illegal edit names its reason and
blocks Run, a hand-typed revenue is processed, and past states / other steps do nothing."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt

from desktop.map.scene import MapScene
from desktop.map.view import MapView
from desktop.panels.routes_panel import RoutesPanel
from desktop.worker import JobRunner
from engine.play.routes import expected_runner, optimum, price_run, route_from_stops, route_network

PAID = re.compile(r"runs train .* for \$(\d+)")


@pytest.fixture
def point(mex):
    """(state before CHI runs at action 164, a game at that state)."""
    h = mex.history
    n = h.index_of_id(164)
    state = h.state_at(n)
    return state, h.game.fork(state, h.processed[:n])


def open_panel(qtbot, state) -> Iterator[RoutesPanel]:  # noqa: ANN001
    """A RoutesPanel on ``state``'s map, shown; its searches are stopped when the test ends."""
    runner = JobRunner()
    p = RoutesPanel(runner)
    scene = MapScene(state.board, state.static.info, state.phase.color)
    view = MapView(scene)
    p.attach(view, scene)
    qtbot.addWidget(p)
    qtbot.addWidget(view)
    p.resize(420, 400)
    p.show()
    yield p
    runner.cancel_all()
    runner.wait(10000)


@pytest.fixture
def panel(qtbot, point):
    yield from open_panel(qtbot, point[0])


def _ready(qtbot, p: RoutesPanel, state) -> None:  # noqa: ANN001
    p.set_state(state, True)
    qtbot.waitUntil(lambda: p.optimum is not None and not p.computing, timeout=20000)


def _paid(game, action: dict) -> int:  # noqa: ANN001
    before = len(game.state.log)
    game.process(action)
    return sum(int(m.group(1)) for n in game.state.log[before:] for m in [PAID.search(n)] if m)


def _route_items(scene: MapScene) -> list:
    return [i for i in scene.items() if i.data(1) == "route"]


def test_the_optimum_appears_drawn_and_listed(qtbot, panel, point):
    state, _ = point
    panel.set_state(state, True)
    assert panel.computing and not panel.run_button.isEnabled()  # the UI thread did not wait
    qtbot.waitUntil(lambda: panel.optimum is not None and not panel.computing, timeout=20000)
    best = optimum(state, "CHI")
    assert panel.total_value == best.total == 300
    assert panel.total.text().startswith("Total $300")
    assert panel.model.rowCount() == 3
    assert [panel.model.index(r, 2).data() for r in range(3)] == [f"${r.revenue}" for r in best.routes]
    assert [panel.model.index(r, 0).data() for r in range(3)] == ["2", "3", "3"]
    assert panel.progress.isHidden() and panel.run_button.isEnabled()
    drawn = panel.drawn()
    assert len(drawn) == 3 and len({d.colour for d in drawn}) == 3
    assert all(d.paths for d in drawn)
    assert len(_route_items(panel.scene)) >= 3 * 2  # a band and a tag at least per train


def test_run_emits_an_action_the_game_accepts_with_the_shown_total(qtbot, panel, point):
    state, game = point
    _ready(qtbot, panel, state)
    with qtbot.waitSignal(panel.action_ready, timeout=2000) as got:
        panel.run_button.click()
    action = got.args[0]
    assert action["type"] == "run_routes" and action["entity"] == "CHI"
    assert _paid(game, action) == panel.total_value == 300


def test_enter_runs(qtbot, panel, point):
    state, _ = point
    _ready(qtbot, panel, state)
    panel.activateWindow()
    qtbot.waitUntil(panel.isActiveWindow, timeout=5000)
    with qtbot.waitSignal(panel.action_ready, timeout=2000):
        qtbot.keyClick(panel.table, Qt.Key.Key_Return)


def test_clicks_on_stops_edit_the_route_and_the_total_follows_the_engine(qtbot, panel, point):
    state, game = point
    _ready(qtbot, panel, state)
    last = panel.trains[-1].id
    panel.select_train(last)
    panel.edit_button.setChecked(True)
    old = panel.stops[last]
    end = old[-1]
    panel.view.click_hex(panel.scene.stop_centres(end[0])[end[1]])  # the last stop leaves the route
    assert panel.stops[last] == old[:-1]
    others = [r for t in panel.trains[:-1] if (r := panel.routes[t.id]) is not None]
    mine = route_from_stops(state, "CHI", last, old[:-1], others)
    engine_total = price_run(state, "CHI", [*others, mine.route]).total
    assert panel.total_value == engine_total < 300
    assert panel.total.text().startswith(f"Total ${engine_total}") and "best: $300" in panel.total.text()
    assert panel.run_button.isEnabled()
    # the same stop again joins at the end; back to the optimum's figure
    panel.view.click_hex(panel.scene.stop_centres(end[0])[end[1]])
    assert panel.stops[last] == old and panel.total_value == 300
    panel.view.click_hex(panel.scene.stop_centres(end[0])[end[1]])
    with qtbot.waitSignal(panel.action_ready, timeout=2000) as got:
        panel.run_button.click()
    assert _paid(game, got.args[0]) == engine_total


def test_an_illegal_edit_shows_the_reason_and_blocks_run(qtbot, panel, point):
    state, _ = point
    _ready(qtbot, panel, state)
    first = panel.trains[0].id
    panel.select_train(first)
    panel.edit_button.setChecked(True)
    network = {s.node for s in route_network(state, "CHI").stops}
    away = next(
        (h, i)
        for h in sorted(state.board.state)
        for i, s in enumerate(state.board.tile_at(h).stops)
        if s.kind == "city" and (h, i) not in network and i in panel.scene.stop_centres(h)
    )
    panel.view.click_hex(panel.scene.stop_centres(away[0])[away[1]])
    assert panel.reason.isVisible()
    assert panel.reason.text().endswith("is not connected to CHI's network")
    assert not panel.run_button.isEnabled() and panel.total.text() == "Total —"
    assert panel.model.index(0, 2).data() == "refused"
    panel.run()  # refused quietly: nothing emitted
    # clicking it again takes it off: legal again
    with qtbot.assertNotEmitted(panel.action_ready):
        panel.view.click_hex(panel.scene.stop_centres(away[0])[away[1]])
    assert panel.reason.text() == "" and panel.run_button.isEnabled() and panel.total_value == 300
    # reset and clear
    panel.clear_button.click()
    assert panel.routes[first] is None and panel.total_value == 300 - optimum(state, "CHI").routes[0].revenue
    panel.reset_button.click()
    assert panel.total_value == 300


def test_a_typed_revenue_runs_and_is_logged_as_typed(qtbot, panel, point):
    state, game = point
    _ready(qtbot, panel, state)
    panel.select_train(panel.trains[0].id)
    panel.ask_revenue = lambda name, current: 120
    panel.type_button.click()
    assert panel.model.index(0, 1).data() == "typed by hand"
    expected = 120 + sum(panel.routes[t.id].revenue for t in panel.trains[1:])
    assert panel.total_value == expected
    with qtbot.waitSignal(panel.action_ready, timeout=2000) as got:
        panel.run_button.click()
    action = got.args[0]
    assert action["routes"][0] == {"train": panel.trains[0].id, "typed_revenue": 120}
    before = len(game.state.log)
    assert _paid(game, action) == expected
    assert any("(revenue typed by hand)" in n for n in game.state.log[before:])


def test_past_states_and_other_steps_do_nothing(qtbot, panel, point, mex):
    state, _ = point
    _ready(qtbot, panel, state)
    assert _route_items(panel.scene)
    panel.set_state(state, False)  # the same state, shown as the past
    assert not _route_items(panel.scene) and not panel.active and not panel.computing
    assert not panel.run_button.isEnabled() and not panel.edit_button.isEnabled()
    with qtbot.assertNotEmitted(panel.action_ready):
        panel.run()
    panel.edit_button.setChecked(True)
    panel.view.click_hex(panel.scene.hex_centre("I8"))
    assert panel.stops == {} and not _route_items(panel.scene)
    # a present state waiting for something else (the track step before): idle too
    h = mex.history
    other = h.state_at(h.index_of_id(164) - 1)
    assert expected_runner(other) is None
    panel.set_state(other, True)
    assert not panel.active and not panel.computing and panel.model.rowCount() == 0
    hints = []
    panel.hint.connect(hints.append)
    panel.view.click_hex(panel.scene.hex_centre("I8"))
    assert not hints and not _route_items(panel.scene)


def test_a_new_state_cancels_the_search_in_flight(qtbot, panel, point, mex):
    state, _ = point
    h = mex.history
    later = h.state_at(h.index_of_id(269))  # CHI again, later in the game
    panel.set_state(state, True)
    first = panel.job
    panel.set_state(later, True)
    assert first is not None and first.is_cancelled
    qtbot.waitUntil(lambda: panel.optimum is not None and not panel.computing, timeout=20000)
    assert panel.total_value == optimum(later, "CHI").total


def test_stops_are_named_by_their_city(qtbot, panel, point):
    """The Stops column reads "Chihuahua – Torreón", hex ids in the tooltip."""
    from desktop.panels.routes_panel import stop_label

    state, _ = point
    assert stop_label(state, ("I8", 0)) == "Torreón"
    assert stop_label(state, ("M12", 1)) == "Tampico town"  # a hex with a city and a town
    panel.set_state(state, True)
    qtbot.waitUntil(lambda: panel.optimum is not None and not panel.computing, timeout=20000)
    for r in range(panel.model.rowCount()):
        shown = panel.model.index(r, 1).data()
        tip = panel.model.index(r, 1).data(Qt.ItemDataRole.ToolTipRole)
        assert not re.search(r"\b[A-Z]\d+\b", shown), shown  # no hex ids shown
        assert tip and re.search(r"\b[A-Z]\d+\b", tip)  # they are in the tooltip
