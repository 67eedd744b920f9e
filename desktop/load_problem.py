"""The dialog shown when a file does not replay faithfully (an action the engine refuses, or a
state that differs from the one the file recorded), when a native save was edited after it was
saved (its checksum: open it as an unverified copy or not), and when it cannot be read at all
(cut off, not JSON, not a game): every load failure the same way, in words.

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
    if p.unreadable is not None:
        return translate("LoadProblem", "{0} cannot be opened.").format(p.file)
    if p.unverified is not None:
        return translate("LoadProblem", "{0} was changed after it was saved.").format(p.file)
    if p.partial:
        return translate(
            "LoadProblem", "{0} could not be replayed in full: {1} of its {2} actions were loaded."
        ).format(p.file, p.processed, p.total)
    return translate("LoadProblem", "{0} was replayed, but the game differs from the one the file recorded.").format(
        p.file
    )


def details(p: LoadProblem) -> str:
    if p.unreadable is not None:
        return translate("LoadProblem", "{0}.\n\nNothing was opened: the game shown stays as it was.").format(
            _sentence(p.unreadable)
        )
    if p.unverified is not None:
        return translate(
            "LoadProblem",
            "{0}.\n\nOpen it anyway as an unverified copy ({1} of its {2} actions replay)? The copy "
            "has no file: Save asks for a new file name, and {3} itself is never saved over.",
        ).format(_sentence(p.unverified), p.processed, p.total, p.file)
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


def _sentence(text: str) -> str:
    """An engine sentence as the start of a paragraph: capitalised, no final full stop."""
    text = text.strip().rstrip(".")
    return text[:1].upper() + text[1:]


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
        if problem.unverified is not None:
            keep = translate("LoadProblem", "Open as an unverified copy")
        elif problem.partial:
            keep = translate("LoadProblem", "Keep the partial game")
        else:
            keep = translate("LoadProblem", "Open it anyway")
        self.keep_button = self.addButton(keep, QMessageBox.ButtonRole.AcceptRole)
        self.keep_button.setObjectName("keepLoaded")
        self.discard_button = self.addButton(
            translate("LoadProblem", "Close")
            if problem.unreadable is not None
            else translate("LoadProblem", "Do not open it"),
            QMessageBox.ButtonRole.RejectRole,
        )
        self.discard_button.setObjectName("discardLoaded")
        if problem.unreadable is not None:  # nothing to keep: the one choice is to close it
            self.keep_button.hide()
            self.setDefaultButton(self.discard_button)
        else:
            self.setDefaultButton(self.keep_button)
        self.setEscapeButton(self.discard_button)

    def kept(self) -> bool:
        """After it closed: whether the players chose to keep the game."""
        return self.clickedButton() is self.keep_button
