"""The end-of-game screen on the recorded 18MEX games: scores in rank order with the recorded
totals, a chart that paints every player's line and names them in its legend, the background job."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QMouseEvent
from PySide6.QtWidgets import QApplication

from desktop.end_screen import (
    EndOfGameDialog,
    EndOfGameWidget,
    WorthChart,
    compute_end_of_game,
    end_of_game_job,
    money_format,
    nice_step,
    player_color,
)
from desktop.history import Cancelled, History
from desktop.worker import JobRunner
from engine.io.document import load
from engine.play.worth import WorthPoint, WorthSeries

from .conftest import MEX_HOTSEAT, need

RECORDED_13315 = {"671": 3255, "3542": 3170, "1395": 2752, "109": 2436, "1048": 2343}


def _shown(widget: EndOfGameWidget) -> EndOfGameWidget:
    widget.resize(1000, 700)
    widget.show()
    QApplication.processEvents()
    return widget


def _pixels(image) -> Counter:
    """Pixel colours of an image (every 2nd pixel each way) and how often each occurs."""
    return Counter(image.pixel(x, y) for x in range(0, image.width(), 2) for y in range(0, image.height(), 2))


def _near(pixels: Counter, color: QColor, tol: int = 40) -> int:
    """How many sampled pixels are close to ``color``."""
    n = 0
    for rgb, count in pixels.items():
        c = QColor(rgb)
        if abs(c.red() - color.red()) + abs(c.green() - color.green()) + abs(c.blue() - color.blue()) < tol:
            n += count
    return n


def test_compute_from_history_matches_recorded_result(mex):
    end = compute_end_of_game(mex.copy())
    assert end.title == "18MEX"
    assert end.scores.result() == {str(k): v for k, v in mex.doc.data["result"].items()} == RECORDED_13315
    assert dict(end.series.points[-1].worth) == end.scores.result()
    assert len(end.series) == 17 and end.series.labels[-1] == "OR 6.1"


def test_compute_can_be_cancelled(mex):
    import pytest

    with pytest.raises(Cancelled):
        compute_end_of_game(mex.copy(), cancel=lambda: True)


def test_widget_shows_rank_order_winner_and_currency(qtbot, mex):
    w = EndOfGameWidget()
    qtbot.addWidget(w)
    end = compute_end_of_game(mex.copy())
    w.set_end(end)
    _shown(w)
    view = w.table.model()
    headers = [view.headerData(c, Qt.Orientation.Horizontal) for c in range(view.columnCount())]
    assert headers == ["#", "Player", "Cash", "Shares", "Total", "Holdings"]  # no privates left at the end
    total = headers.index("Total")
    rows = [[view.index(r, c).data() for c in range(view.columnCount())] for r in range(view.rowCount())]
    assert [r[1] for r in rows] == ["Player 1", "Player 2", "Player 5", "Player 3", "Player 4"]
    assert [r[0] for r in rows] == ["1", "2", "3", "4", "5"]
    assert [r[total] for r in rows] == ["$3,255", "$3,170", "$2,752", "$2,436", "$2,343"]
    assert rows[0][2] == "$1,885" and rows[0][3] == "$1,370"
    assert "Player 1 wins with $3,255" in w.winner.text()
    assert w.reason.text() == "Game over in OR 6.1: the bank broke"
    # every row is visible without scrolling
    assert w.table.rowViewportPosition(view.rowCount() - 1) + w.table.rowHeight(0) <= w.table.viewport().height()
    # sortable: by cash ascending puts Player 3 ($1,201) first
    w.table.sortByColumn(2, Qt.SortOrder.AscendingOrder)
    assert view.index(0, 1).data() == "Player 3"
    w.table.sortByColumn(total, Qt.SortOrder.DescendingOrder)
    assert view.index(0, 1).data() == "Player 1"


def test_ties_and_title_currency(qtbot):
    hist, report = History.load(load(need(MEX_HOTSEAT)))
    assert report.complete
    end = compute_end_of_game(hist)
    w = EndOfGameWidget()
    qtbot.addWidget(w)
    w.set_result(end.scores, end.series, title="18GB")  # the currency follows the title given
    _shown(w)
    view = w.table.model()
    assert [view.index(r, 0).data() for r in range(view.rowCount())] == ["1", "2", "2", "4"]
    assert view.index(0, 4).data() == "£1,269"
    assert w.reason.text() == "Game over in OR 5.1: the players ended the game"
    assert money_format("%dM")(12345) == "12,345M" and money_format("$%d")(-50) == "-$50"


def test_chart_paints_every_player_and_names_them(qtbot, mex):
    w = _shown(EndOfGameWidget())
    qtbot.addWidget(w)
    end = compute_end_of_game(mex.copy())
    w.set_end(end)
    chart = w.chart
    QApplication.processEvents()
    names = [name for name, _ in chart.legend_entries()]
    assert names == [r.name for r in end.scores.rows]  # legend in rank order
    colors = [c.name() for _, c in chart.legend_entries()]
    assert len(set(colors)) == 5
    image = chart.grab().toImage()
    assert not image.isNull() and image.width() > 900 and image.height() > 350
    pixels = _pixels(image)
    assert len(pixels) > 20  # not blank
    for _, color in chart.legend_entries():
        assert _near(pixels, color) > 30, f"no line drawn in {color.name()}"
    # x labels never overlap at this width: all 17 rounds fit
    from PySide6.QtGui import QFontMetricsF

    fm = QFontMetricsF(chart._fonts()[0])
    assert chart.label_step(chart._plot_rect().width(), fm) == 1
    assert chart.label_step(200, fm) > 1  # narrow: labelled sparsely


def test_chart_hover_names_the_round_and_values(qtbot, mex):
    chart = WorthChart()
    qtbot.addWidget(chart)
    end = compute_end_of_game(mex.copy())
    seats = [pid for pid, _ in end.series.players]
    chart.set_series(end.series, {pid: player_color(i) for i, pid in enumerate(seats)})
    chart.resize(800, 400)
    chart.show()
    plot = chart._plot_rect()
    assert chart.point_at(plot.right()) == 16
    assert chart.point_at(plot.left()) == 0
    assert chart.point_at(plot.right() + 50) is None
    text = chart.tooltip_text(16)
    assert "End of OR 6.1" in text and "Player 1: $3,255" in text
    assert text.index("Player 1") < text.index("Player 2") < text.index("Player 5")
    pos = QPointF(plot.right(), plot.center().y())
    ev = QMouseEvent(
        QMouseEvent.Type.MouseMove,
        pos,
        chart.mapToGlobal(pos),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(chart, ev)
    assert chart.hover == 16
    assert not chart.grab().isNull()


def test_chart_without_rounds_and_with_one(qtbot):
    chart = WorthChart()
    qtbot.addWidget(chart)
    chart.resize(400, 300)
    assert not chart.grab().isNull()  # "No rounds played yet"
    one = WorthSeries((("1", "Ann"), ("2", "Bob")), (WorthPoint("ISR 1", 3, {"1": 400, "2": 380}),))
    chart.set_series(one, {"1": QColor("#0072B2"), "2": QColor("#D55E00")})
    assert chart.point_at(chart._plot_rect().center().x()) == 0
    assert _near(_pixels(chart.grab().toImage()), QColor("#0072B2")) > 0


def test_nice_steps():
    assert nice_step(3255) == 500  # 13315's best worth: grid every $500 up to $3,500
    assert nice_step(0) == 1.0
    for span in (7, 95, 400, 1269, 3255, 9999, 123456):
        step = nice_step(span)
        mantissa = step / 10 ** int(f"{step:e}".split("e")[1])
        assert mantissa in (1, 2, 2.5, 5), (span, step)
        assert 3 <= span / step <= 10, (span, step)


def test_job_runs_on_the_pool_and_dialog_shows_it(qtbot, mex):
    runner = JobRunner()
    dialog = EndOfGameDialog()
    qtbot.addWidget(dialog)
    hist = mex.copy()
    job = runner.run(end_of_game_job(hist), label="end of game", on_done=dialog.set_end)
    qtbot.waitUntil(lambda: dialog.screen_widget.scores is not None, timeout=20000)
    runner.wait(5000)
    assert job.label == "end of game"
    assert dialog.screen_widget.scores is not None
    assert dialog.screen_widget.scores.result() == RECORDED_13315
    assert dialog.screen_widget.chart.grab().size().width() > 0


def test_the_window_says_standings_mid_game_and_final_scores_at_the_end(qtbot, mex):
    for n, title in ((200, "Standings — the game is not over"), (None, "Final scores")):
        dialog = EndOfGameDialog()
        qtbot.addWidget(dialog)
        dialog.set_end(compute_end_of_game(mex.copy(n)))
        assert dialog.windowTitle() == title


def test_an_open_end_screen_follows_a_language_change(qtbot, mex):
    from desktop import i18n

    dialog = EndOfGameDialog()
    qtbot.addWidget(dialog)
    dialog.set_end(compute_end_of_game(mex.copy()))
    w = dialog.screen_widget
    assert "Player 1 wins with" in w.winner.text() and dialog.windowTitle() == "Final scores"
    try:
        i18n.install("pt")
        qtbot.waitUntil(lambda: "Player 1 vence com" in w.winner.text(), timeout=3000)
        assert "banco" in w.reason.text() and dialog.windowTitle() != "Final scores"
        headers = [w.model.headerData(c, Qt.Orientation.Horizontal) for c in range(w.model.columnCount())]
        assert "Player" not in headers
    finally:
        i18n.install("en")
    qtbot.waitUntil(lambda: "Player 1 wins with" in w.winner.text(), timeout=3000)
