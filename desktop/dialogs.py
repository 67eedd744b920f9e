"""The New game dialog: title, scenario, optional rules, players (as many as the title allows),
their names, who plays each seat (a person, or a computer of a level the engine has), and the
seed.  The seats' kinds are remembered in the settings for the next game.  Every title with data is offered; one whose rules are not in the
engine yet is marked "board only" and opens its starting board for viewing instead of a game."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.computers import levels
from desktop.safe_text import NAME_SHOWN, plain
from engine.errors import RoundhouseError
from engine.i18n import localize, reason
from engine.title import TitleInfo, all_titles
from engine.titles import is_playable


@dataclass(frozen=True)
class NewGameChoice:
    title: str
    players: list[str]
    options: tuple[str, ...]
    seed: int
    scenario: str | None
    # the title cannot be played yet: open its board for viewing (``MainWindow.show_board``)
    board_only: bool = False
    # the seats a computer plays: player id ("1".."n", seating order) -> level
    seats: dict[str, str] = field(default_factory=dict)


# the setting keeping who played each seat last time ("" a person, else a computer's level)
SEATS_SETTING = "newGame/seats"


def saved_seats(settings: Any) -> list[str]:
    """The seats' kinds chosen last time (an unknown level reads as a person)."""
    if settings is None:
        return []
    raw = settings.value(SEATS_SETTING, "")
    items = raw if isinstance(raw, list) else str(raw or "").split(",")
    return [str(x) if str(x) in levels() else "" for x in items][: NewGameDialog.MAX_PLAYERS]


class NewGameDialog(QDialog):
    MAX_PLAYERS = 6

    def __init__(
        self, parent: QWidget | None = None, default_names: list[str] | None = None, settings: Any = None
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("New game"))
        self.setObjectName("newGameDialog")
        self.titles: list[TitleInfo] = all_titles()
        self.default_names = default_names or []
        self.title_box = QComboBox()
        self.title_box.setObjectName("titleBox")
        for t in self.titles:
            label = t.name if is_playable(t.id) else self.tr("{0} — board only (rules not yet playable)").format(t.name)
            self.title_box.addItem(label, t.id)
        first = next((i for i, t in enumerate(self.titles) if is_playable(t.id)), 0)
        self.title_box.setCurrentIndex(first)
        self.scenario_box = QComboBox()
        self.scenario_box.setObjectName("scenarioBox")
        self.count = QSpinBox()
        self.count.setObjectName("playerCount")
        self.seed = QSpinBox()
        self.seed.setObjectName("seed")
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(random.randrange(1, 1_000_000))
        self.options_group = QGroupBox(self.tr("Optional rules"))
        self.options_layout = QVBoxLayout(self.options_group)
        self.option_boxes: list[QCheckBox] = []
        self.names_group = QGroupBox(self.tr("Players (in seating order)"))
        self.names_form = QFormLayout(self.names_group)
        self.name_edits: list[QLineEdit] = []
        self.seat_boxes: list[QComboBox] = []
        self.seat_rows: list[QWidget] = []
        kinds = saved_seats(settings)
        for i in range(self.MAX_PLAYERS):
            edit = QLineEdit(
                self.default_names[i] if i < len(self.default_names) else self.tr("Player {0}").format(i + 1)
            )
            edit.setObjectName(f"playerName{i + 1}")
            edit.setMaxLength(NAME_SHOWN)  # a name fits where names are shown (see safe_text)
            self.name_edits.append(edit)
            seat = QComboBox()
            seat.setObjectName(f"seatKind{i + 1}")
            seat.addItem(self.tr("Person"), "")
            for level in levels():
                seat.addItem(self.tr("Computer ({0})").format(level), level)
            seat.setCurrentIndex(max(0, seat.findData(kinds[i] if i < len(kinds) else "")))
            self.seat_boxes.append(seat)
            row = QWidget()
            row_lay = QHBoxLayout(row)
            row_lay.setContentsMargins(0, 0, 0, 0)
            row_lay.addWidget(edit, 1)
            row_lay.addWidget(seat)
            self.seat_rows.append(row)
            self.names_form.addRow(self.tr("Player {0}").format(i + 1), row)
        self.board_note = plain(QLabel())
        self.board_note.setObjectName("boardOnlyNote")
        self.board_note.setWordWrap(True)
        self.problem = plain(QLabel())
        self.problem.setStyleSheet("color: #b00000")
        form = QFormLayout()
        form.addRow(self.tr("Title"), self.title_box)
        form.addRow(self.tr("Scenario"), self.scenario_box)
        form.addRow(self.tr("Players"), self.count)
        form.addRow(self.tr("Seed"), self.seed)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.options_group)
        lay.addWidget(self.names_group)
        lay.addWidget(self.board_note)
        lay.addWidget(self.problem)
        lay.addWidget(self.buttons)
        self.title_box.currentIndexChanged.connect(self._title_changed)
        self.scenario_box.currentIndexChanged.connect(self._scenario_changed)
        self.count.valueChanged.connect(self._count_changed)
        self._title_changed()

    # ------------------------------------------------------------------ reactions
    @property
    def info(self) -> TitleInfo:
        return self.titles[max(0, self.title_box.currentIndex())]

    def _title_changed(self) -> None:
        info = self.info
        self.scenario_box.blockSignals(True)
        self.scenario_box.clear()
        self.scenario_box.addItem(self.tr("by player count"), None)
        for s in info.scenarios:
            self.scenario_box.addItem(
                self.tr("{0} ({1}–{2} players) {3}")
                .format(s.id, s.players[0], s.players[1], localize(s.description))
                .strip(),
                s.id,
            )
        self.scenario_box.setEnabled(bool(info.scenarios))
        self.scenario_box.blockSignals(False)
        for box in self.option_boxes:
            self.options_layout.removeWidget(box)
            box.deleteLater()
        self.option_boxes = []
        for o in info.optional_rules:
            box = QCheckBox(o.label())
            box.setObjectName(f"option_{o.id}")
            box.setToolTip(localize(o.description))
            box.setProperty("rule", o.id)
            self.option_boxes.append(box)
            self.options_layout.addWidget(box)
        self.options_group.setVisible(bool(info.optional_rules))
        self._show_board_only(not is_playable(info.id))
        self._scenario_changed()

    def _show_board_only(self, board_only: bool) -> None:
        """A title the engine cannot play: its player count, scenario and options still choose
        the board shown, but names and seed mean nothing, and OK says what it does."""
        self.board_note.setText(
            self.tr(
                "{0} cannot be played yet: its rules are not in the engine. View board opens its "
                "starting board (for the players, scenario and optional rules chosen), to look at, not to play."
            ).format(self.info.name)
            if board_only
            else ""
        )
        self.board_note.setVisible(board_only)
        self.names_group.setEnabled(not board_only)
        self.seed.setEnabled(not board_only)
        ok: QPushButton = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("View board") if board_only else self.tr("Start game"))
        self.problem.clear()

    def _scenario_changed(self) -> None:
        info = self.info
        sid = self.scenario_box.currentData()
        lo, hi = info.players
        for s in info.scenarios:
            if s.id == sid:
                lo, hi = s.players
        self.count.setRange(lo, hi)
        self.count.setValue(min(max(self.count.value() or hi, lo), hi) if self.count.value() else hi)
        self._count_changed()

    def _count_changed(self) -> None:
        n = self.count.value()
        self._fit_options(n)
        for i, row in enumerate(self.seat_rows):
            visible = i < n
            row.setVisible(visible)
            label = self.names_form.labelForField(row)
            if label is not None:
                label.setVisible(visible)

    def _fit_options(self, players: int) -> None:
        """An optional rule the player count or scenario cannot use is unticked and disabled,
        its tooltip saying why (the engine refuses it at setup too)."""
        info, sid = self.info, self.scenario_box.currentData()
        rules = {o.id: o for o in info.optional_rules}
        for box in self.option_boxes:
            rule = rules[box.property("rule")]
            refusal = info.option_refusal(rule.id, players, sid)
            if refusal is not None:
                box.setChecked(False)
            box.setEnabled(refusal is None)
            why = localize(refusal) if refusal is not None else ""
            box.setToolTip("\n".join(t for t in (localize(rule.description), why) if t))

    # ------------------------------------------------------------------ result
    def choice(self) -> NewGameChoice:
        n = self.count.value()
        names = [e.text().strip() or self.tr("Player {0}").format(i + 1) for i, e in enumerate(self.name_edits[:n])]
        opts = tuple(b.property("rule") for b in self.option_boxes if b.isChecked())
        seats = {str(i + 1): str(b.currentData()) for i, b in enumerate(self.seat_boxes[:n]) if b.currentData()}
        return NewGameChoice(
            self.info.id,
            names,
            opts,
            self.seed.value(),
            self.scenario_box.currentData(),
            board_only=not is_playable(self.info.id),
            seats=seats,
        )

    def set_seat(self, i: int, level: str) -> None:
        """Seat ``i`` (0-based) to a person ("") or a computer of ``level``."""
        box = self.seat_boxes[i]
        box.setCurrentIndex(max(0, box.findData(level)))

    def remember(self) -> None:
        """Keep who plays each seat for the next New game."""
        if self.settings is not None:
            self.settings.setValue(SEATS_SETTING, ",".join(str(b.currentData() or "") for b in self.seat_boxes))

    def problem_text(self) -> str | None:
        c = self.choice()
        if not c.board_only and len(set(c.players)) != len(c.players):
            return self.tr("Every player needs a different name")
        try:
            self.info.variants(len(c.players), c.options, c.scenario)
        except RoundhouseError as exc:
            return reason(exc)
        return None

    def _accept(self) -> None:
        problem = self.problem_text()
        if problem:
            self.problem.setText(problem)
            return
        self.remember()
        self.accept()
