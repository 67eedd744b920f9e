"""Edit → Preferences: the program's language, kept in the settings file (platformdirs, see
``desktop.files``) and applied at once (``desktop.i18n.install``: Qt then tells every window to
re-read its texts).  "The system's language" stores nothing, so the program follows the system
when it changes."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from desktop import i18n
from desktop.computers import DEFAULT_DELAY_MS, DELAY_SETTING
from desktop.safe_text import plain


class PreferencesDialog(QDialog):
    def __init__(self, settings: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Preferences"))
        self.language_box = QComboBox()
        self.language_box.setObjectName("languageBox")
        system = i18n.LANGUAGES[i18n.system_language()]
        self.language_box.addItem(self.tr("The system's language ({0})").format(system), "")
        for code, name in i18n.LANGUAGES.items():
            self.language_box.addItem(name, code)  # each language in its own words
        saved = i18n.saved_language(settings) or ""
        self.language_box.setCurrentIndex(max(0, self.language_box.findData(saved)))
        self.delay_box = QDoubleSpinBox()
        self.delay_box.setObjectName("computerPause")
        self.delay_box.setRange(0.0, 5.0)
        self.delay_box.setSingleStep(0.1)
        self.delay_box.setDecimals(1)
        self.delay_box.setSuffix(self.tr(" s"))
        self.delay_box.setValue(computer_delay_ms(settings) / 1000.0)
        form = QFormLayout()
        form.addRow(self.tr("Language"), self.language_box)
        form.addRow(self.tr("Pause before a computer's move"), self.delay_box)
        note = plain(
            QLabel(
                self.tr(
                    "The menus, the tables and the printed report follow this choice, and so do the "
                    "rule texts of the game engine (refusal reasons, log lines, choice labels). Names "
                    "from the game's file (players, companies, places) stay as written."
                )
            )
        )
        note.setObjectName("prefsNote")
        note.setWordWrap(True)
        note.setStyleSheet("color: #555555;")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(note)
        lay.addWidget(buttons)

    def chosen(self) -> str:
        """The code chosen ("" = the system's language)."""
        return str(self.language_box.currentData() or "")

    def apply(self) -> str:
        """Keep the choices and switch to the language; returns the language now in use."""
        code = self.chosen()
        self.settings.setValue(DELAY_SETTING, int(round(self.delay_box.value() * 1000)))
        self.settings.setValue(i18n.SETTING, code)
        self.settings.sync()
        lang = i18n.chosen_language(None, self.settings)
        if lang != i18n.current_language():
            i18n.install(lang)
        return lang


def computer_delay_ms(settings: Any) -> int:
    """The pause before a computer's move, in ms (the preference, else the default)."""
    try:
        value = int(settings.value(DELAY_SETTING, DEFAULT_DELAY_MS))
    except (TypeError, ValueError):
        return DEFAULT_DELAY_MS
    return max(0, min(5000, value))
