"""The program in Portuguese and Italian (issue 17, the desktop half).

* the catalogues: every message of ``assets/i18n/*.ts`` translated (none unfinished, obsolete or
  empty, the same ``{n}`` placeholders as its source), and the .ts files current — lupdate run
  afresh over ``desktop/`` finds exactly the messages they hold;
* switching language: the menus, the docks, the Actions panel and the program's own refusals
  change at once; Preferences keeps the choice; numbers and money follow the language;
* ``python -m desktop render FILE --lang pt|it --out x.pdf``: headings and table headers in
  that language.  (The engine's sentences in the chosen language — the Actions dock, the log,
  refusals, the report: ``test_engine_texts_i18n.py``.)
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from desktop import i18n
from tests.desktop.conftest import MEX_13315, ROOT, need
from tests.desktop.test_render_pdf import pdf_text, render

TS_FILES = sorted((ROOT / "assets" / "i18n").glob("roundhouse_*.ts"))
PLACEHOLDER = re.compile(r"\{\d+\}")


def messages(path: Path) -> dict[tuple[str, str, str, bool], ET.Element]:
    """(context, source, comment, numerus) -> the <message> element."""
    out = {}
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            key = (name, m.findtext("source") or "", m.findtext("comment") or "", m.get("numerus") == "yes")
            out[key] = m
    return out


def test_the_three_catalogues_exist():
    assert [p.name for p in TS_FILES] == ["roundhouse_en.ts", "roundhouse_it.ts", "roundhouse_pt.ts"]


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.stem)
def test_every_message_is_translated(ts):
    problems = []
    for (ctx, source, _comment, numerus), m in messages(ts).items():
        tr = m.find("translation")
        kind = tr.get("type")
        if kind in ("unfinished", "obsolete", "vanished"):
            problems.append(f"{ctx}: {source!r} is {kind}")
            continue
        texts = [f.text or "" for f in tr.findall("numerusform")] if numerus else [tr.text or ""]
        if not texts or any(not t.strip() for t in texts):
            problems.append(f"{ctx}: {source!r} has an empty translation")
            continue
        for t in texts:
            if sorted(PLACEHOLDER.findall(t)) != sorted(set(PLACEHOLDER.findall(source))):
                problems.append(f"{ctx}: {source!r} -> {t!r}: placeholders differ")
            if numerus and "%n" not in t:
                problems.append(f"{ctx}: {source!r} -> {t!r}: the count %n is missing")
    assert not problems, "\n".join(problems)


def test_the_ts_files_are_current_with_the_sources(tmp_path):
    """lupdate run afresh over desktop/ must find exactly the messages the .ts files hold: a new
    or changed text not yet in them (or one they keep that the code no longer has) fails here.
    Fix: ``make lupdate``, then translate what it marks unfinished."""
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    if not lupdate.exists():
        lupdate = Path(shutil.which("pyside6-lupdate") or "pyside6-lupdate")
    sources = sorted(str(p) for p in (ROOT / "desktop").rglob("*.py"))
    fresh = {"pt": tmp_path / "roundhouse_pt.ts", "en": tmp_path / "roundhouse_en.ts"}
    subprocess.run(
        [str(lupdate), "-silent", "-locations", "none", *sources, "-ts", str(fresh["pt"])],
        check=True,
        capture_output=True,
        cwd=ROOT,
    )
    subprocess.run(
        [str(lupdate), "-silent", "-locations", "none", "-pluralonly", *sources, "-ts", str(fresh["en"])],
        check=True,
        capture_output=True,
        cwd=ROOT,
    )
    want = set(messages(fresh["pt"]))
    want_en = set(messages(fresh["en"]))
    assert want and want_en
    for ts in TS_FILES:
        have = set(messages(ts))
        expected = want_en if ts.stem.endswith("_en") else want
        new = sorted(f"{c}: {s!r}" for c, s, _, _ in expected - have)
        gone = sorted(f"{c}: {s!r}" for c, s, _, _ in have - expected)
        assert not new and not gone, (
            f"{ts.name} is stale (run make lupdate and translate):\nnot in it yet: {new}\nno longer in the code: {gone}"
        )


@pytest.mark.parametrize("code", ["en", "pt", "it"])
def test_the_compiled_catalogues_are_built(code):
    from PySide6.QtCore import QTranslator

    qm = i18n.qm_file(code)
    assert qm.is_file(), f"{qm} missing: make builds it (pyside6-lrelease)"
    assert qm.stat().st_mtime >= (qm.with_suffix(".ts")).stat().st_mtime, f"{qm} is older than its .ts: run make"
    assert QTranslator().load(str(qm))


def test_language_choice_order():
    """--lang beats Preferences beats the system locale; regional codes map to the language."""
    assert i18n.normalize("pt_BR") == "pt" and i18n.normalize("it-IT") == "it" and i18n.normalize("EN") == "en"
    assert i18n.normalize("de") is None and i18n.normalize("") is None

    class Settings(dict):
        def value(self, key, default=None):
            return self.get(key, default)

    assert i18n.chosen_language("it", Settings(language="pt")) == "it"
    assert i18n.chosen_language(None, Settings(language="pt")) == "pt"
    assert i18n.chosen_language(None, Settings(language="")) == i18n.system_language()
    assert i18n.system_language() in i18n.LANGUAGES


def test_numbers_and_money_follow_the_language(english):
    i18n.install("pt")
    assert i18n.money(12000) == "$12.000" and i18n.number(1234567) == "1.234.567"
    i18n.install("it")
    assert i18n.money(12000) == "$12.000"
    i18n.install("en")
    assert i18n.money(12000) == "$12,000" and i18n.money(None) == ""


def test_switching_language_translates_menus_docks_actions_and_refusals(make_window, mex, english):
    from PySide6.QtCore import QCoreApplication, Qt

    from desktop.panels.action_panel import CHOICE_ROLE

    w = make_window()
    w.controller.set_history(mex.copy(1), None, "13315.json (imported)")
    w.settle()
    titles = lambda: [a.text() for a in w.menuBar().actions()]  # noqa: E731
    assert titles() == ["&File", "&Edit", "&Game", "&View", "&Computers", "&Help"]

    def headings():
        panel = w.panels["actions"]
        items = [panel.list.item(i) for i in range(panel.list.count())]
        return [it.text() for it in items if it.data(CHOICE_ROLE) is None and it.text()]

    english_heads = headings()
    assert "Pass" in english_heads and w.docks["actions"].windowTitle() == "Actions"

    i18n.install("pt")
    QCoreApplication.processEvents()
    w.settle()
    assert titles() == ["&Arquivo", "&Editar", "&Jogo", "&Exibir", "&Computadores", "Aj&uda"]
    assert w.act_new.text() == "&Novo jogo…" and w.act_prefs.text() == "&Preferências…"
    docks = {k: d.windowTitle() for k, d in w.docks.items()}
    assert docks == {
        "actions": "Jogadas",
        "log": "Histórico",
        "trains": "Trens && fases",
        "capTable": "Quadro de ações",
        "companies": "Companhias",
        "market": "Mercado de ações",
    }
    heads = headings()
    assert "Passar" in heads and "Pass" not in heads and heads != english_heads
    assert "Companhias privadas" in heads
    assert w.panels["actions"].who.text().startswith("Vez de")
    assert w.panels["capTable"].model.headerData(0, Qt.Orientation.Horizontal) == "Cia."
    assert w.panels["companies"].corps.headerData(2, Qt.Orientation.Horizontal) == "Tesouraria"
    # the program's own refusal, in the language of the moment
    w.controller.view_entry(0)
    w.controller.submit({"type": "pass"})
    assert w.last_refusal.startswith("Você está vendo o passado")
    w.controller.return_to_present()

    i18n.install("it")
    QCoreApplication.processEvents()
    w.settle()
    assert titles() == ["&File", "&Modifica", "&Partita", "&Visualizza", "&Computer", "&Aiuto"]
    assert w.docks["actions"].windowTitle() == "Mosse" and w.docks["market"].windowTitle() == "Borsa"
    assert "Passa" in headings() and "Compagnie private" in headings()
    w.controller.view_entry(0)
    w.controller.submit({"type": "pass"})
    assert w.last_refusal.startswith("Stai guardando il passato")
    w.controller.return_to_present()

    i18n.install("en")
    QCoreApplication.processEvents()
    w.settle()
    assert titles() == ["&File", "&Edit", "&Game", "&View", "&Computers", "&Help"]
    assert headings() == english_heads


def test_preferences_keep_the_language_and_apply_it(qtbot, app_paths, english):
    from desktop import files
    from desktop.preferences import PreferencesDialog

    settings = files.settings(app_paths)
    dlg = PreferencesDialog(settings)
    qtbot.addWidget(dlg)
    box = dlg.language_box
    assert [box.itemData(i) for i in range(box.count())] == ["", "en", "pt", "it"]
    assert box.currentData() == ""  # nothing saved: the system's language
    box.setCurrentIndex(box.findData("it"))
    assert dlg.apply() == "it" and i18n.current_language() == "it"
    again = files.settings(app_paths)  # as the next start reads it
    assert i18n.saved_language(again) == "it" and i18n.chosen_language(None, again) == "it"
    assert i18n.chosen_language("pt", again) == "pt"  # --lang still wins


def test_app_lang_option_and_saved_preference(app_paths, english):
    from desktop import files
    from desktop.app import use_language

    assert use_language("pt", app_paths) == "pt" and i18n.current_language() == "pt"
    files.settings(app_paths).setValue(i18n.SETTING, "it")
    assert use_language(None, app_paths) == "it"
    assert use_language("en", app_paths) == "en"


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) is not installed")
@pytest.mark.parametrize(
    "code, present, absent",
    [
        (
            "pt",
            [
                "Mercado de ações",
                "Quadro de ações",
                "Companhias",
                "Privadas",
                "Trens e fase",
                "Histórico",
                "Pontuação final",
                "Jogadores:",
                "Tesouraria",
                "Presidente",
                "Cotação",
                "Posição",
                "Dinheiro",
                "Patrimônio",
                "No depósito",
                "Limite de trens",
            ],
            ["Stock market", "Cap table", "Treasury", "Players:", "Final scores", "In depot", "Train limit"],
        ),
        (
            "it",
            [
                "Borsa",
                "Azionariato",
                "Compagnie",
                "Private",
                "Treni e fase",
                "Cronologia",
                "Punteggio finale",
                "Giocatori:",
                "Tesoreria",
                "Presidente",
                "Quotazione",
                "Posizione",
                "Contanti",
                "Patrimonio",
                "Nel deposito",
                "Limite di treni",
            ],
            ["Stock market", "Cap table", "Treasury", "Players:", "Final scores", "In depot", "Train limit"],
        ),
    ],
)
def test_render_pdf_in_the_chosen_language(tmp_path, code, present, absent):
    src = need(MEX_13315)
    out = tmp_path / f"{code}.pdf"
    r = render(src, "--lang", code, "--out", out)
    assert r.returncode == 0, r.stderr
    text = pdf_text(out)
    assert not [w for w in present if w not in text], text[:2000]
    assert not [w for w in absent if w in text]
    # money grouped the language's way: never "$1,234" (Italian groups from five digits: $1234, $12.000)
    assert not re.search(r"\$\d{1,3},\d{3}", text)
    if code == "pt":
        assert re.search(r"\$\d{1,3}\.\d{3}", text)
