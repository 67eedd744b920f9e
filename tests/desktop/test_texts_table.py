"""Issue #29, 8 (texts, the part done with items 1-7): "Wrote ... (6 pages)" stayed English in
Portuguese (a plural through ``tr`` in a mixin finds no catalogue context), and Preferences
said the engine's texts were English in pt/it although they are translated."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog

from desktop import i18n


def test_the_pdf_export_message_is_translated(make_window, qtbot, mex, tmp_path, monkeypatch, english):
    w = make_window()
    w.controller.set_history(mex.copy(37), None, "game")
    w.settle()
    out = tmp_path / "game.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    i18n.install("pt")
    w.export_pdf_dialog()
    assert out.is_file()
    assert w.refusal_label.text().startswith(f"{out} gravado (") and "páginas)" in w.refusal_label.text()


def test_preferences_do_not_say_the_engine_is_english(qtbot, english, tmp_path):
    from PySide6.QtCore import QSettings

    from desktop.preferences import PreferencesDialog

    i18n.install("pt")
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    dlg = PreferencesDialog(settings)
    qtbot.addWidget(dlg)
    from PySide6.QtWidgets import QLabel

    note = dlg.findChild(QLabel, "prefsNote").text()
    assert note and "inglês" not in note.lower() and "English" not in note


def test_portuguese_calls_a_token_one_thing() -> None:
    """pt mixed "Marcadores" (engine texts) and "Estações" (the window) for tokens."""
    from babel.messages.pofile import read_po

    from engine.i18n import CATALOGUES

    mixed = []
    for path in sorted(CATALOGUES.glob("*.pt.po")):
        with open(path, "rb") as fh:
            for m in read_po(fh):
                if m.id and "token" in str(m.id).lower() and "marcador" in str(m.string).lower():
                    mixed.append(m.string)
    assert not mixed
