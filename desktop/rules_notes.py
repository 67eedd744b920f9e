"""Help → Rules notes for this title: every working assumption the program plays by where the
title's rules available to it are silent, each with the source line it answers, so players know
where the program decided for them (and can correct it: the notes are the title's data).

Pure presentation: the list is the engine's (``engine.views.rules_notes``, the title's
``rules_notes`` hook); a title played from its printed rules has none and the dialog says so.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout, QWidget

from desktop.i18n import translate
from desktop.safe_text import plain
from engine import views
from engine.i18n import localize

if TYPE_CHECKING:
    from engine.state import State


def notes_html(notes: list[tuple[str, str]]) -> str:
    """The notes as a numbered list, each note over its source in grey."""
    label = translate("RulesNotes", "Source: {0}")
    items = "".join(
        f"<li style='margin-bottom:6px'>{escape(localize(note))}<br/>"
        f"<span style='color:#5a5a5a'>{escape(label.format(localize(source)))}</span></li>"
        for note, source in notes
    )
    return f"<ol>{items}</ol>"


class RulesNotesDialog(QDialog):
    """Non-modal: the notes of the open game's title (set again when another game opens)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesNotesDialog")
        self.caption = plain(QLabel())
        self.caption.setObjectName("rulesNotesCaption")
        self.caption.setWordWrap(True)
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesNotesText")
        self.browser.setOpenLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        lay = QVBoxLayout(self)
        lay.addWidget(self.caption)
        lay.addWidget(self.browser, 1)
        lay.addWidget(buttons)
        self.resize(640, 620)
        self.count = 0

    def set_state(self, state: State | None) -> None:
        """The notes of ``state``'s title (None: no game)."""
        if state is None:
            self.setWindowTitle(translate("RulesNotes", "Rules notes"))
            self.caption.setText(translate("RulesNotes", "No game is open."))
            self.browser.clear()
            self.count = 0
            return
        name = state.static.info.name
        notes = views.rules_notes(state)
        self.count = len(notes)
        self.setWindowTitle(translate("RulesNotes", "Rules notes — {0}").format(name))
        if not notes:
            self.caption.setText(
                translate(
                    "RulesNotes", "{0} has no rules notes: the program follows the title's rules with no assumption."
                ).format(name)
            )
            self.browser.clear()
            return
        self.caption.setText(
            self.tr(
                "Where the rules of {0} available to the program are silent, it plays by the %n "
                "assumption(s) below. Each says which rule or source line it answers.",
                "",
                len(notes),
            ).format(name)
        )
        self.browser.setHtml(notes_html(notes))
