"""RoutesPanel (pytest-qt, offscreen) on a 1833NE run whose optimum extends a route to an
interconnection bonus (random play, seed 1): the panel shows the search's total, bonus included,
says the route is extended, and Run emits an action that carries the extension and is paid that
total (it used to drop the extension: the run was paid less than the panel showed)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from engine.game import Game
from engine.play.best_routes import best_routes_in
from engine.scratch import OperatingScratch
from tests.desktop.test_routes_panel import open_panel
from tests.engine.routes.test_extensions_in_play import extended  # noqa: F401 - the position


@pytest.fixture
def panel(qtbot, extended):  # noqa: ANN001, F811
    yield from open_panel(qtbot, extended[0].live)


def test_the_panel_runs_the_extension_it_counts(qtbot, panel, extended):  # noqa: ANN001, F811
    game, sym = extended
    state = game.live
    found = best_routes_in(state, sym).revenue
    panel.set_state(state, True)
    qtbot.waitUntil(lambda: panel.optimum is not None and not panel.computing, timeout=30000)
    assert panel.total_value == found
    # the row says where the bonus comes from (the cell and its tip: a narrow dock elides it)
    stops = panel.model.index(0, 1)
    assert "extended to" in stops.data() and "extended to" in stops.data(Qt.ItemDataRole.ToolTipRole)
    with qtbot.waitSignal(panel.action_ready, timeout=2000) as got:
        panel.run_button.click()
    action = got.args[0]
    assert any(r.get("extension") for r in action["routes"])
    branch: Game = game.fork(state, game.actions)
    branch.process(action)
    data = branch.live.round.data if branch.live.round is not None else None
    assert isinstance(data, OperatingScratch) and data.revenue == found
