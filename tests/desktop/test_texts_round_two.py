"""Issue 29, item 8: texts a player reads that were wrong, untranslated or machine ids —
Preferences' claim that engine texts stay English, train events shown as ids ("float 60"),
"Wrote … (6 pages)" in English in pt/it, pt mixing "Marcadores" and "Estações", "Bristol.0",
"B&P runs a I train", "Trains 2 (limit 2)", "1 StL&A shares" and raw option ids in New game."""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtWidgets import QCheckBox, QLabel

from engine.game import Game
from engine.i18n import localize

ROOT = Path(__file__).resolve().parents[2]
TITLES = {
    "1833NE": [(1, "Ann"), (2, "Bob"), (3, "Cy"), (4, "Di")],
    "1893": [(1, "Ann"), (2, "Bob"), (3, "Cy")],
    "18GB": [(1, "Ann"), (2, "Bob"), (3, "Cy")],
    "18MEX": [(1, "Ann"), (2, "Bob"), (3, "Cy"), (4, "Di")],
}


@pytest.fixture
def portuguese(english):
    from desktop import i18n
    from engine.i18n import set_language

    i18n.install("pt")
    yield
    set_language("en")


def test_preferences_no_longer_says_the_engine_texts_are_english(qtbot, tmp_path, portuguese):
    from PySide6.QtCore import QSettings

    from desktop.preferences import PreferencesDialog

    dlg = PreferencesDialog(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(dlg)
    texts = " ".join(lb.text() for lb in dlg.findChildren(QLabel))
    assert "inglês" not in texts.lower() and "english" not in texts.lower(), texts
    assert "motor" in texts  # the note, in Portuguese, says the engine's texts follow the choice


@pytest.mark.parametrize("title", sorted(TITLES))
def test_the_trains_dock_words_every_train_event(qtbot, title, portuguese):
    """Every train event of every title has its sentence (no "float 60", "phase ii"), in pt."""
    from desktop.docks.trains import TrainsPanel
    from engine import views

    game = Game(title, TITLES[title])
    panel = TrainsPanel()
    qtbot.addWidget(panel)
    panel.set_view(views.trains_and_phases(game.state))
    m = panel.trains
    events_col = m.columnCount() - 1
    shown = [m.index(r, events_col).data() or "" for r in range(m.rowCount())]
    ids = {ev.replace("_", " ") for td in game.state.econ.trains for ev in td.events}
    assert ids, "every title has train events"
    parts = [p.strip() for text in shown for p in text.split(",") if p.strip()]
    assert parts and not ids & set(parts), f"{title}: events shown as ids: {sorted(ids & set(parts))}"


def test_a_private_closed_by_its_ability_is_said_in_words(portuguese):
    from engine.actions import action_summary

    assert localize(action_summary("GN", "choose_ability")) == "GN: usar a sua habilidade"


def test_the_pdf_written_message_is_translated(make_window, qtbot, monkeypatch, tmp_path, portuguese):
    """File → Export PDF's status line in pt (PySide's ``tr`` with a count found no plural forms
    in the window's mixin)."""
    from PySide6.QtWidgets import QFileDialog

    from tests.desktop.conftest import wait_loaded

    w = make_window()
    w.controller.new_game("18MEX", ["Ann", "Bob", "Cy"], (), 1)
    wait_loaded(qtbot, w)
    shown: list[str] = []
    out = str(tmp_path / "x.pdf")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (out, "")))
    monkeypatch.setattr(w, "export_pdf", lambda path: 6)
    monkeypatch.setattr(w, "show_message", lambda text, *a, **k: shown.append(text))
    w.export_pdf_dialog()
    assert shown == [f"{out} gravado (6 páginas)"]


def pt_pairs() -> list[tuple[str, str, str]]:
    """(file, English, Portuguese) of every engine and desktop message."""
    import xml.etree.ElementTree as ET

    out = []
    for po in sorted((ROOT / "assets" / "i18n" / "engine").glob("*.pt.po")):
        text = po.read_text("utf-8")
        for m in re.finditer(r'^msgid "(.*)"\nmsgstr "(.*)"$', text, re.M):
            out.append((po.name, m.group(1), m.group(2)))
    for m in ET.parse(ROOT / "assets" / "i18n" / "roundhouse_pt.ts").getroot().iter("message"):
        tr = m.find("translation")
        texts = [f.text or "" for f in tr.findall("numerusform")] or [tr.text or ""]
        out += [("roundhouse_pt.ts", m.findtext("source") or "", t) for t in texts]
    return out


def test_portuguese_says_estacao_for_a_token_everywhere():
    """One word for a token in pt: "estação" (the tables say "Estações"), never "marcador" or
    "ficha" (the pt report and log mixed all three)."""
    mixed = [
        f"{name}: {en!r} -> {pt!r}"
        for name, en, pt in pt_pairs()
        if "token" in en.lower() and re.search(r"marcador|\bficha", pt, re.I)
    ]
    assert not mixed, mixed
    assert sum(1 for _, en, pt in pt_pairs() if "token" in en.lower() and "estaç" in pt.lower()) > 30


def test_bristols_two_cities_are_named_city_1_and_city_2():
    from desktop.panels.routes_panel import stop_label
    from desktop.render import starting_board

    _title, board = starting_board("18GB", players=3)
    state = SimpleNamespace(board=board)
    assert [stop_label(state, ("D23", i)) for i in (0, 1)] == ["Bristol city 1", "Bristol city 2"]


def test_the_company_facts_count_the_trains_against_the_limit():
    """The Actions dock's facts said "Trains 2 (limit 2)": a 2-train read as a count."""
    from engine.play.menu import _facts

    g = Game("18MEX", [(1, "J1"), (2, "J2"), (3, "J3"), (4, "J4")])
    s = g.state
    corp = s.corps["NdM"]
    corp.trains.append(next(t for t in s.trains))
    lines = [localize(x) for x in _facts(s, corp.key)]
    assert any(re.fullmatch(r"1 of \d trains: 2", line) for line in lines), lines


@pytest.mark.parametrize("title", sorted(TITLES))
def test_new_game_names_the_options_in_words(qtbot, title, portuguese):
    from desktop.dialogs import NewGameDialog

    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.title_box.setCurrentIndex(next(i for i, t in enumerate(dlg.titles) if t.id == title))
    boxes = dlg.findChildren(QCheckBox)
    for o in dlg.info.optional_rules:
        box = next(b for b in boxes if b.property("rule") == o.id)
        assert box.text() != o.id.replace("_", " "), box.text()
        assert box.text() == o.name.render("pt")


def test_a_bold_president_cell_is_never_cut(qtbot):
    """The cap table cut a president's "20% P" (bold) to "20…": its column had been sized for a
    plain text of the same length (a player's privates "P1, P2"), and columns were refitted only
    when a length changed."""
    from PySide6.QtGui import QFontMetrics

    from desktop.docks.common import ViewModel, bold_font, cell, fit_columns, make_table

    class Model(ViewModel):
        translate_headers = False

        def build(self):
            return [[cell(text, font=bold_font() if bold else None)] for text, bold in self.view]

    model = Model()
    model.headers = ["Bo"]
    view = make_table(model, sortable=False, stretch_last=False)
    qtbot.addWidget(view)
    view.show()
    model.set_view([("P1, P2", False), ("$60", False)])
    assert fit_columns(view)
    model.set_view([("P1, P2", False), ("100% P", True)])
    fit_columns(view)
    bold = view.font()
    bold.setBold(True)
    assert view.columnWidth(0) >= QFontMetrics(bold).horizontalAdvance("100% P")
