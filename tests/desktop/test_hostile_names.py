"""Names from a file are plain text wherever they are shown, and never size a window (issue #28,
item 1): a name ``<img src=x width=60000 height=60000>`` made the main window 60,574 px wide,
and a 10,000-character name stretched the end-of-game dialog to 184,103 px."""

from __future__ import annotations

import copy
import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from desktop.controller import LoadProblem
from desktop.end_screen import EndOfGameDialog, compute_end_of_game
from desktop.history import History
from desktop.load_problem import LoadProblemDialog
from desktop.safe_text import breakable, clip, tooltip
from engine.io.document import MAX_NAME_CHARS, parse_document
from engine.play.menu import menu
from tests.desktop.conftest import MEX_HOTSEAT, need, wait_loaded

IMG = "<img src=x width=60000 height=60000>"
LONG = "N" * 10_000
SANE = 3000  # px: far more than any screen, far less than what hostile names made


def _renamed(path, names):
    """A recorded game whose players carry ``names`` (the actions name players by id)."""
    data = json.loads(need(path).read_text(encoding="utf-8"))
    data = copy.deepcopy(data)
    for player, name in zip(data["players"], names, strict=False):
        player["name"] = name
    return parse_document(data, "hostile.json")


@pytest.fixture(scope="module")
def hostile_finished():
    # the longest name a file may hold (engine.io.document.MAX_NAME_CHARS; longer ones are refused)
    history, report = History.load(_renamed(MEX_HOTSEAT, [IMG, LONG[:MAX_NAME_CHARS], "Bob", "Eve"]))
    assert report.complete
    return history


def _sane(widget: QWidget) -> None:
    for size in (widget.size(), widget.sizeHint(), widget.minimumSizeHint()):
        assert size.width() < SANE and size.height() < SANE, (widget.objectName(), size)


def _labels_have_a_format(root: QWidget) -> None:
    """Every label says how to read its text: none is left to Qt's guess (AutoText), which
    reads anything that looks like markup as markup."""
    guessed = [
        (lab.objectName() or type(lab.parent()).__name__, lab.text()[:40])
        for lab in root.findChildren(QLabel)
        if lab.textFormat() == Qt.TextFormat.AutoText
    ]
    assert not guessed


def test_tooltips_and_clipping_show_markup_as_text():
    tip = tooltip(IMG)
    assert "&lt;img" in tip and "<img" not in tip  # escaped: Qt shows the characters
    assert tooltip("Alice") == "Alice"  # ordinary text unchanged
    long_tip = tooltip(LONG)
    assert len(long_tip) < 2200 and max(len(line) for line in long_tip.split("\n")) <= 100
    assert clip(LONG) == "N" * 199 + "…" and clip("Bob") == "Bob"
    assert max(len(w) for w in breakable(LONG[:500]).split("\u200b")) == 40


def test_a_game_of_hostile_names_keeps_the_main_window_sane(make_window, qtbot):
    w = make_window()
    names = [IMG, LONG, "Bob"]
    w.controller.set_history(History.new("18MEX", names, (), 1, None), None, f"{IMG}.json", dirty=True)
    wait_loaded(qtbot, w)
    # the first player buys a private: the Actions dock's "Just now" names them
    buy = next(c for c in menu(w.controller.history.game).choices if c.key.startswith("buy:"))
    assert w.controller.submit(buy.action)
    w.settle()
    QApplication.processEvents()
    recent = w.panels["actions"].recent
    assert recent.text().startswith(f"Just now: {IMG}") and recent.textFormat() == Qt.TextFormat.PlainText
    w.show_refusal(f"{IMG} may not do that")
    w.show_hint(LONG)
    QApplication.processEvents()
    assert w.refusal_label.text().startswith(IMG)  # the characters, as typed
    _sane(w)
    for panel in w.panels.values():
        _sane(panel)
    _labels_have_a_format(w)
    assert len(w.windowTitle()) < 200


def test_the_end_of_game_dialog_with_hostile_names_stays_sane(qtbot, hostile_finished):
    dlg = EndOfGameDialog()
    qtbot.addWidget(dlg)
    end = compute_end_of_game(hostile_finished)
    dlg.set_end(end)
    dlg.show()
    QApplication.processEvents()
    _sane(dlg)
    _labels_have_a_format(dlg)
    w = dlg.screen_widget
    assert w.winner.textFormat() == Qt.TextFormat.PlainText
    shown = [w.table.model().index(r, 1).data() for r in range(w.table.model().rowCount())]
    assert IMG in shown and max(len(s) for s in shown) <= 40
    chart = w.chart
    assert chart.series is not None and chart.series.points
    tip = chart.tooltip_text(len(chart.series.points) - 1)
    assert "&lt;img" in tip and "<img src" not in tip  # the name is text in the rich tooltip


def test_the_load_problem_dialog_with_a_hostile_file_name_stays_sane(qtbot):
    problem = LoadProblem(f"{IMG}.json", 3, 10, error=f"action 4 (bid) was refused: {IMG} {LONG}")
    dlg = LoadProblemDialog(problem)
    qtbot.addWidget(dlg)
    dlg.show()
    QApplication.processEvents()
    _sane(dlg)
    _labels_have_a_format(dlg)
    assert IMG in dlg.text()


def test_new_game_names_are_limited_in_length(qtbot):
    from desktop.dialogs import NewGameDialog

    dlg = NewGameDialog(default_names=[LONG, IMG])
    qtbot.addWidget(dlg)
    assert len(dlg.name_edits[0].text()) <= 40 and dlg.name_edits[1].text() == IMG
    assert dlg.problem.textFormat() == dlg.board_note.textFormat() == Qt.TextFormat.PlainText
