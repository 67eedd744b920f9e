"""Help → User guide: ``docs/user-guide.md`` shown inside the program, so a player who installed
a wheel or a bundle (no repository at hand) reads the same guide as the repository's readers.

Where the guide is: a source checkout reads ``docs/`` beside ``assets/``; the wheel (setup.py)
and the PyInstaller bundle (packaging/roundhouse.spec) carry it as ``docs/`` inside the data
folder.  Qt renders the Markdown (``QTextBrowser.setMarkdown``); pictures the guide names load
from its folder, and links to the web open in the system's browser.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from desktop.i18n import translate
from engine.assets import ASSETS

GUIDE = "user-guide.md"


def guide_path() -> Path | None:
    """The guide carried with the data, else the source tree's ``docs/``; None when neither has it."""
    for folder in (ASSETS / "docs", ASSETS.parent / "docs"):
        if (folder / GUIDE).is_file():
            return folder / GUIDE
    return None


class UserGuideDialog(QDialog):
    """Non-modal, opened once and raised again: the guide, or a sentence saying it is missing."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("userGuideDialog")
        self.setWindowTitle(translate("UserGuide", "User guide"))
        self.browser = QTextBrowser()
        self.browser.setObjectName("userGuideText")
        self.browser.setOpenExternalLinks(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        lay = QVBoxLayout(self)
        lay.addWidget(self.browser, 1)
        lay.addWidget(buttons)
        self.resize(760, 680)
        self.path = guide_path()
        if self.path is None:
            self.browser.setPlainText(translate("UserGuide", "The user guide (docs/user-guide.md) is not installed."))
            return
        self.browser.setSearchPaths([str(self.path.parent)])
        self.browser.setMarkdown(self.path.read_text(encoding="utf-8"))
