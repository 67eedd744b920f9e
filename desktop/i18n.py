"""The program's language: which one (Preferences, ``--lang``, the system locale), loading its
compiled Qt catalogue, and numbers and money written the way that language writes them.

Why one module: the language must be settled before the first window is built (every widget
takes its texts when made) and again when Preferences changes it (Qt then sends every widget a
``LanguageChange`` event and the main window re-reads its texts).  The catalogues are the
``.qm`` files ``make`` compiles from ``assets/i18n/roundhouse_<code>.ts`` (``pyside6-lrelease``);
English is the source language, and its small catalogue holds only the plural forms.

Texts the engine writes (refusal reasons, log lines, the Actions list's choice labels, status
texts) come translated from the engine's own catalogue (``engine.i18n``): ``install`` sets the
engine's language too, and the desktop shows every engine text through ``engine.i18n.localize``
(``reason`` for an ``IllegalAction``) when it draws it, so a language change redraws them in the
new language.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from engine import i18n as engine_i18n
from engine.assets import ASSETS

I18N_DIR = ASSETS / "i18n"  # next to the titles (and carried with them by make package)
LANGUAGES: dict[str, str] = {"en": "English", "pt": "Português", "it": "Italiano"}
SOURCE_LANGUAGE = "en"
#: the locale whose digits and separators each language uses
LOCALES: dict[str, str] = {"en": "en_US", "pt": "pt_BR", "it": "it_IT"}
SETTING = "language"  # the QSettings key Preferences writes ("" = the system's)

_installed: list[QTranslator] = []
_current = SOURCE_LANGUAGE
_locale = QLocale(LOCALES[SOURCE_LANGUAGE])


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Marks ``text`` for lupdate (context ``context``) and returns it as it is, typed: PySide6's
    own returns ``object`` to a type checker.  Shown through ``translate(context, text)``."""
    return text


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``QCoreApplication.translate`` under a short name that ``pyside6-lupdate`` still
    recognises (it reads ``translate("Context", "text")`` calls): for code outside QObjects."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def normalize(code: str | None) -> str | None:
    """ "pt_BR", "pt-PT", "IT" -> "pt", "pt", "it"; None for a language we do not have."""
    if not code:
        return None
    base = code.replace("-", "_").split("_")[0].lower()
    return base if base in LANGUAGES else None


def system_language() -> str:
    """The first of the system's UI languages we have, else English."""
    for name in QLocale.system().uiLanguages():
        code = normalize(name)
        if code:
            return code
    return normalize(QLocale.system().name()) or SOURCE_LANGUAGE


def saved_language(settings: Any) -> str | None:
    """The language chosen in Preferences (None: follow the system)."""
    if settings is None:
        return None
    return normalize(str(settings.value(SETTING, "") or ""))


def chosen_language(override: str | None = None, settings: Any = None) -> str:
    """``--lang`` beats Preferences, which beats the system locale."""
    return normalize(override) or saved_language(settings) or system_language()


def qm_file(code: str) -> Path:
    return I18N_DIR / f"roundhouse_{code}.qm"


def current_language() -> str:
    return _current


def install(code: str) -> bool:
    """Make ``code`` the program's language (replacing the one before); False when its
    catalogue is missing (the texts then stay English, and say so on stderr).  Needs the
    QCoreApplication to exist."""
    global _current, _locale
    import sys

    app = QCoreApplication.instance()
    code = normalize(code) or SOURCE_LANGUAGE
    engine_i18n.set_language(code)  # first: the LanguageChange redraw reads the engine's texts
    while _installed:
        t = _installed.pop()
        if app is not None:
            app.removeTranslator(t)
    ok = True
    ours = QTranslator(app)
    if ours.load(str(qm_file(code))):
        _installed.append(ours)
    elif code != SOURCE_LANGUAGE:
        ok = False
        print(f"roundhouse: no catalogue {qm_file(code)} (run make); texts stay English", file=sys.stderr)
    # Qt's own texts (standard buttons such as Save / Discard / Cancel), when Qt ships them
    qt = QTranslator(app)
    if code != SOURCE_LANGUAGE and qt.load(
        QLocale(LOCALES[code]), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    ):
        _installed.append(qt)
    _current = code
    _locale = QLocale(LOCALES[code])
    QLocale.setDefault(_locale)
    if app is not None:
        for t in _installed:
            app.installTranslator(t)
    return ok


def locale() -> QLocale:
    """The locale of the program's language (not necessarily the system's)."""
    return _locale


def number(value: int | float) -> str:
    """An integer with the language's digit grouping: 12,000 / 12.000."""
    if isinstance(value, float) and not value.is_integer():
        return _locale.toString(value, "f", 2)
    return _locale.toString(int(value))


def money(value: int | None) -> str:
    """Money as the game prints it ("$1,200", "1.200M", "£1,200"), grouped the language's way."""
    if value is None:
        return ""
    fmt = engine_i18n.currency()
    return f"-{fmt.format(number(-value))}" if value < 0 else fmt.format(number(value))
