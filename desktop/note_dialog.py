"""Game → Notes on this game: one free-text note per game (who owes the pizza, what was agreed at
the table, a house rule).  Saved in our file's own metadata (``roundhouse.note``), which
18xx.games never reads; an 18xx.games export of the game carries nothing of it."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QVBoxLayout, QWidget


class NoteDialog(QDialog):
    def __init__(self, controller: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("noteDialog")
        self.controller = controller
        self.setWindowTitle(self.tr("Notes on this game"))
        self.caption = QLabel(self.tr("Saved with the game in Roundhouse files only; not part of 18xx.games' data."))
        self.caption.setWordWrap(True)
        self.edit = QPlainTextEdit()
        self.edit.setObjectName("noteEdit")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.caption)
        lay.addWidget(self.edit, 1)
        lay.addWidget(buttons)
        self.resize(480, 360)
        controller.loaded.connect(self.load)

    def load(self) -> None:
        """The note of the game shown (empty without a game)."""
        self.setWindowTitle(self.tr("Notes on this game"))
        self.caption.setText(self.tr("Saved with the game in Roundhouse files only; not part of 18xx.games' data."))
        h = self.controller.history
        self.edit.setPlainText(h.note if h is not None else "")

    def accept(self) -> None:
        self.controller.set_note(self.edit.toPlainText())
        super().accept()
