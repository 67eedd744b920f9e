"""The engine's texts in the desktop's language (issue 17): the desktop sets the engine's language
with its own and shows every engine sentence through ``engine.i18n.localize`` — the Actions dock,
the log dock, refusals and the printed report.  Today the engine's catalogue holds the auction
round's sentences (``assets/i18n/engine/rounds.*.po``), so the games here stay in 18MEX's
opening auction.

``english_left(text)`` lists the English sentences of the engine's catalogue still found in a
text; it is strict (any catalogued sentence, whatever its parameters) so it can be pointed at
bigger games as the catalogue grows.
"""

from __future__ import annotations

import re
import shutil
from functools import lru_cache
from pathlib import Path

import pytest

from desktop import i18n
from tests.desktop.conftest import ROOT
from tests.desktop.test_render_pdf import pdf_text, render
from tests.fixtures import needs

ENGINE_CATALOGUES = ROOT / "assets" / "i18n" / "engine"
BIDS = (
    {"entity": 1, "entity_type": "player", "type": "bid", "company": "KCMO", "price": 45},
    {"entity": 2, "entity_type": "player", "type": "bid", "company": "A", "price": 55},
)
TOO_LOW = {"entity": 3, "entity_type": "player", "type": "bid", "company": "MIR", "price": 60}
SAID = {  # what the log says about BIDS and why TOO_LOW is refused, by language
    "en": ("Ann bids $45 for KCMO", "Bob bids $55 for A", "Minimum bid is $105 for MIR"),
    "pt": ("Ann dá um lance de $45 por KCMO", "Bob dá um lance de $55 por A", "O lance mínimo por MIR é $105"),
    "it": ("Ann offre $45 per KCMO", "Bob offre $55 per A", "L'offerta minima per MIR è $105"),
}


@lru_cache(maxsize=1)
def catalogue_patterns() -> tuple[tuple[str, tuple[str, ...], re.Pattern[str]], ...]:
    """Every English message id of the engine's catalogues, as a pattern of its filled sentence
    (each {field} any text).  Ids with too little fixed text to tell apart are left out."""
    from babel.messages.pofile import read_po

    ids: set[str] = set()
    for po in sorted(ENGINE_CATALOGUES.glob("*.po")):
        with po.open("rb") as f:
            ids |= {m.id for m in read_po(f) if m.id and isinstance(m.id, str)}
    out = []
    for msgid in sorted(ids):
        pieces = re.split(r"\{[^{}]*\}", msgid)
        words = [w for p in pieces for w in p.split() if re.search(r"[A-Za-z]{2}", w)]
        if len(words) < 2:  # ("{revenue} ({color})", "OR {turn}.{round}": no sentence to tell)
            continue
        pattern = r".+?".join(r"\s+".join(map(re.escape, p.split(" "))) for p in pieces)
        out.append((msgid, tuple(w for p in pieces for w in p.split()), re.compile(pattern)))
    return tuple(out)


def english_left(text: str) -> list[str]:
    """The engine's English sentences (message ids of its catalogue) found in ``text``.  A
    sentence whose every word is not in the text is not looked for (the pattern's search over
    a whole game's report takes seconds: most sentences are not there)."""
    return [
        msgid
        for msgid, words, pattern in catalogue_patterns()
        if all(w in text for w in words) and pattern.search(text)
    ]


def test_english_left_finds_catalogued_sentences():
    assert catalogue_patterns(), "the engine's catalogue has no messages"
    assert english_left("1. Ann bids $45 for KCMO; 2. O lance mínimo por MIR é $105") == [
        "{player} bids ${price} for {company}"
    ]
    assert english_left(" ".join(SAID["pt"]) + " " + " ".join(SAID["it"])) == []


def auction_history():
    from desktop.history import History

    h = History.new("18MEX", ["Ann", "Bob", "Cy"], (), 1)
    for action in BIDS:
        h.process(dict(action))
    return h


@pytest.fixture(scope="module", autouse=True)
def _compiled_engine_catalogues():
    """The tests read the compiled .mo files (``make translations`` builds them); compile any
    that is missing or older than its .po, as make would."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    from engine.i18n import reload_catalogues

    for po in ENGINE_CATALOGUES.glob("*.po"):
        mo = po.with_suffix(".mo")
        if not mo.exists() or mo.stat().st_mtime < po.stat().st_mtime:
            lang = po.suffixes[-2].lstrip(".")
            with po.open("rb") as f:
                cat = read_po(f, locale=lang)
            with mo.open("wb") as f:
                write_mo(f, cat)
    reload_catalogues()


def log_texts(w) -> list[str]:
    model = w.panels["log"].model
    return [str(model.index(r, 2).data() or "") for r in range(model.rowCount())]


def test_engine_texts_follow_the_language(make_window, english):
    from PySide6.QtCore import QCoreApplication

    from engine import i18n as engine_i18n

    w = make_window()
    w.controller.set_history(auction_history(), None, "auction (new game)")
    w.settle()
    panel = w.panels["actions"]
    assert not w.controller.submit(dict(TOO_LOW))
    assert w.refusal_label.text() == SAID["en"][2]
    for code, menus in (
        ("pt", ["&Arquivo", "&Editar", "&Jogo", "&Exibir", "&Computadores", "Aj&uda"]),
        ("it", ["&File", "&Modifica", "&Partita", "&Visualizza", "&Computer", "&Aiuto"]),
        ("en", ["&File", "&Edit", "&Game", "&View", "&Computers", "&Help"]),
    ):
        i18n.install(code)
        QCoreApplication.processEvents()
        w.settle()
        assert engine_i18n.language() == code
        ann, bob, refused = SAID[code]
        assert [a.text() for a in w.menuBar().actions()] == menus  # Qt's catalogue
        # the Actions dock: the engine's sentences of the last action, in the language
        assert bob in panel.recent.text(), panel.recent.text()
        # the log dock redrawn in the new language
        assert ann in log_texts(w) and bob in log_texts(w)
        # the refusal on screen, redrawn in the language; and a new one, in the language
        assert w.refusal_label.text() == refused
        assert not w.controller.submit(dict(TOO_LOW))
        assert w.last_refusal == refused
        assert w.refusal_label.text() == refused
        if code != "en":
            assert SAID["en"][0] not in log_texts(w) and SAID["en"][1] not in panel.recent.text()


def test_submit_refusal_and_log_entry_text_in_each_language(english):
    from desktop.history import LogEntry
    from engine.errors import IllegalAction
    from engine.i18n import reason

    h = auction_history()
    with pytest.raises(IllegalAction) as exc:
        h.process(dict(TOO_LOW))
    for code, (ann, bob, refused) in SAID.items():
        assert reason(exc.value, code) == refused
        assert [e.text(code) for e in h.entries] == [ann, bob]
        assert LogEntry.shown(h.entries[0].lines, code) == [ann]


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) is not installed")
@pytest.mark.parametrize(
    "code, headings",
    [
        ("pt", ["Mercado de ações", "Quadro de ações", "Companhias", "Jogadores:", "Tesouraria", "Presidente"]),
        ("it", ["Borsa", "Azionariato", "Compagnie", "Giocatori:", "Tesoreria", "Presidente"]),
    ],
)
def test_render_pdf_of_an_auction_in_the_language(tmp_path: Path, code, headings):
    from desktop.files import write_document

    src = tmp_path / "auction.json"
    write_document(src, auction_history().document())
    out = tmp_path / f"{code}.pdf"
    r = render(src, "--lang", code, "--out", out)
    assert r.returncode == 0, r.stderr
    text = pdf_text(out)
    assert not [h for h in headings if h not in text], text[:2000]
    ann, bob, _ = SAID[code]
    assert ann in text and bob in text, text[-1500:]
    assert english_left(text) == []


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) is not installed")
def test_english_left_sees_the_english_report(tmp_path: Path):
    """The same report in English: the check finds the bids' sentences (it is not blind)."""
    from desktop.files import write_document

    src = tmp_path / "auction.json"
    write_document(src, auction_history().document())
    out = tmp_path / "en.pdf"
    r = render(src, "--lang", "en", "--out", out)
    assert r.returncode == 0, r.stderr
    assert "{player} bids ${price} for {company}" in english_left(pdf_text(out))


RECORDED = ROOT.parent / "shared" / "fixtures" / "18xx.games" / "18MEX" / "13315.json"
WHOLE_GAME_SAID = {  # log lines of the recorded game (actions 472-474), as the report prints them
    "pt": ("MC: passa", "MC roda o trem 5 por $310", "MC: distribui dividendos"),
    "it": ("MC: passa", "MC fa correre il treno 5 per $310", "MC: distribuisce i dividendi"),
}


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) is not installed")
@needs(RECORDED.exists(), reason="shared fixtures not available")
@pytest.mark.parametrize("code", ["pt", "it"])
def test_the_report_of_a_whole_recorded_game_has_no_english_sentence(tmp_path: Path, code):
    """A finished 18MEX game of 501 actions (every round, phase, event and the end): the PDF's
    log, tables and phase notes are in the language; no English sentence of the engine is left."""
    out = tmp_path / f"{code}.pdf"
    r = render(RECORDED, "--lang", code, "--out", out)
    assert r.returncode == 0, r.stderr
    text = pdf_text(out)
    assert english_left(text) == []
    assert all(line in text for line in WHOLE_GAME_SAID[code]), text[-3000:]
    for word in ("yellow", "green", "brown", "gray", "buyable", "merger"):
        assert not re.search(rf"\b{word}\b", text), word
