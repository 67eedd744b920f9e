"""The dialog shown when a file does not replay faithfully (an action the engine refuses, or a
state that differs from the one the file recorded).

A line in the status bar was not enough: it was overwritten by the next map hint and players
went on with a partial game without knowing.  This dialog says what was loaded, where it stopped
and why, and lets the players keep the loaded game or not.  It is window-modal but opened with
``open()`` (not ``exec()``), so nothing blocks and tests click its buttons.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from desktop.controller import LoadProblem
from desktop.i18n import translate
from desktop.safe_text import breakable, clip


def headline(p: LoadProblem) -> str:
    if p.partial:
        return translate(
            "LoadProblem", "{0} could not be replayed in full: {1} of its {2} actions were loaded."
        ).format(p.file, p.processed, p.total)
    return translate("LoadProblem", "{0} was replayed, but the game differs from the one the file recorded.").format(
        p.file
    )


def details(p: LoadProblem) -> str:
    if p.partial:
        return translate(
            "LoadProblem",
            "It stopped at {0}.\n\nKeep the partial game (the game as it stood after "
            "{1} actions)? Save will ask for a new file name: {2} itself is not changed.",
        ).format(p.error, p.processed, p.file)
    return translate(
        "LoadProblem",
        "The state after {0} actions differs from the one saved in the file (the file was "
        "edited, or it was written by different rules).\n\nOpen it anyway?",
    ).format(p.divergence)


class LoadProblemDialog(QMessageBox):
    """Keep (``keep_button``) or not (``discard_button``, also Esc) the game a problem held back."""

    def __init__(self, problem: LoadProblem, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.problem = problem
        self.setObjectName("loadProblemDialog")
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(translate("LoadProblem", "Problem in {0}").format(clip(problem.file, 80)))
        # the file's name and the refusal (names from the file in it) are plain text, clipped
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setText(breakable(clip(headline(problem), 600)))
        self.setInformativeText(breakable(clip(details(problem), 1200)))
        for label in self.findChildren(QLabel):
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
        keep = (
            translate("LoadProblem", "Keep the partial game")
            if problem.partial
            else translate("LoadProblem", "Open it anyway")
        )
        self.keep_button = self.addButton(keep, QMessageBox.ButtonRole.AcceptRole)
        self.keep_button.setObjectName("keepLoaded")
        self.discard_button = self.addButton(
            translate("LoadProblem", "Do not open it"), QMessageBox.ButtonRole.RejectRole
        )
        self.discard_button.setObjectName("discardLoaded")
        self.setDefaultButton(self.keep_button)
        self.setEscapeButton(self.discard_button)

    def kept(self) -> bool:
        """After it closed: whether the players chose to keep the game."""
        return self.clickedButton() is self.keep_button
