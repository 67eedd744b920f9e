"""Game → Programmed passes: per player, "pass in this stock round unless something changes" and
"pass in this auction unless something changes" (18xx.games' auto-pass).  The dialog only shows
and asks: the engine (``engine.play.programs``) decides when a programmed pass applies and when
a change of the situation has cancelled it; the controller records it in the log."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from desktop.safe_text import NAME_SHOWN, clip, plain, rich, tooltip
from engine.play import programs as prog

COLUMNS = (prog.SHARE_PASS, prog.AUCTION_PASS)


class ProgramsDialog(QDialog):
    """Non-modal; follows the game (``refresh`` after every change)."""

    def __init__(self, controller: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("programsDialog")
        self.controller = controller
        self.caption = plain(QLabel())
        self.caption.setWordWrap(True)
        self.grid = QGridLayout()
        self.boxes: dict[tuple[str, str], QCheckBox] = {}
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        lay = QVBoxLayout(self)
        lay.addWidget(self.caption)
        lay.addLayout(self.grid)
        lay.addWidget(buttons)
        controller.changed.connect(self.refresh)
        self.refresh()

    def texts(self) -> dict[str, str]:
        return {
            prog.SHARE_PASS: self.tr("Pass in this stock round unless something changes"),
            prog.AUCTION_PASS: self.tr("Pass in this auction unless something changes"),
        }

    def refresh(self) -> None:
        self.setWindowTitle(self.tr("Programmed passes"))
        h = self.controller.history
        self.caption.setText(
            self.tr(
                "A programmed pass is made for the player when it is their turn, until anything "
                "other than a pass happens (a share bought or sold, a bid, a new round): then it is "
                "cancelled. It is saved with the game."
            )
        )
        players = [(p.get("id"), str(p.get("name"))) for p in h.base.get("players", [])] if h is not None else []
        held = {(p.player, p.type) for p in h.active_programs()} if h is not None else set()
        kind = prog.round_kind(h.state) if h is not None else None
        idle = h is not None and not self.controller.busy and not self.controller.in_past
        texts = self.texts()
        for row, (pid, name) in enumerate(players):
            if self.grid.itemAtPosition(row, 0) is None:
                name_label = QLabel()
                name_label.setTextFormat(Qt.TextFormat.RichText)  # ours; the name escaped (rich)
                self.grid.addWidget(name_label, row, 0)
            cell = self.grid.itemAtPosition(row, 0)
            label = cell.widget() if cell is not None else None
            assert isinstance(label, QLabel)
            label.setText(rich("<b>{0}</b>", clip(name, NAME_SHOWN)))
            label.setToolTip(tooltip(name))
            for col, type_ in enumerate(COLUMNS, start=1):
                box = self.boxes.get((str(pid), type_))
                if box is None:
                    box = QCheckBox()
                    box.setObjectName(f"program_{pid}_{type_}")
                    box.toggled.connect(lambda on, pid=pid, type_=type_: self._toggled(pid, type_, on))
                    self.boxes[(str(pid), type_)] = box
                    self.grid.addWidget(box, row, col)
                box.blockSignals(True)
                box.setText(texts[type_])
                box.setChecked((str(pid), type_) in held)
                box.setEnabled(idle and prog.KINDS[type_] == kind)
                box.blockSignals(False)

    def _toggled(self, pid: Any, type_: str, on: bool) -> None:
        self.controller.set_program(pid, type_, on)
        self.refresh()
