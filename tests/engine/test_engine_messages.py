"""The engine's sentences are translatable and translated (engine/i18n.py, engine/messages.py)."""

from __future__ import annotations

import pytest

from engine import i18n
from engine.errors import IllegalAction
from engine.i18n import Msg, localize, msg, reason
from engine.messages import problems


def test_every_engine_sentence_is_translated_and_no_translation_is_stale():
    """Fails while a refusal or log note is bare text, or a .po file lacks, loses or breaks a
    translation: run ``python -m engine messages --update``, translate, ``make``."""
    found = problems()
    assert not found, f"{len(found)} problems:\n" + "\n".join(found[:60])


@pytest.fixture
def catalogue(tmp_path, monkeypatch):
    """A compiled Portuguese catalogue of two sentences, in place of the real ones."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    cat = Catalog(locale="pt", domain="engine")
    cat.add("{company} costs ${price}", "{company} custa ${price}")
    cat.add("{who} cannot do it: {why}", "{who} não pode: {why}")
    cat.add("the bank has broken", "o banco quebrou")
    with (tmp_path / "test.pt.mo").open("wb") as f:
        write_mo(f, cat)
    monkeypatch.setattr(i18n, "CATALOGUES", tmp_path)
    i18n.reload_catalogues()
    yield
    i18n.reload_catalogues()
    i18n.set_language("en")


def test_a_message_is_its_english_text_and_translates_whole(catalogue):
    m = msg("{company} costs ${price}", company="MCAR", price=20)
    assert isinstance(m, str) and m == "MCAR costs $20"
    assert m.render("pt") == "MCAR custa $20"
    assert localize(m, "en") == "MCAR costs $20"
    i18n.set_language("pt")
    assert localize(m) == "MCAR custa $20"
    assert localize("plain text") == "plain text"  # not a message: as it is


def test_parameters_that_are_messages_translate_too(catalogue):
    inner = msg("the bank has broken")
    outer = msg("{who} cannot do it: {why}", who="Ana", why=inner)
    assert outer == "Ana cannot do it: the bank has broken"
    assert outer.render("pt") == "Ana não pode: o banco quebrou"


def test_a_refusal_carries_its_message(catalogue):
    exc = IllegalAction(msg("{company} costs ${price}", company="KCMO", price=40))
    assert str(exc) == "KCMO costs $40"
    assert reason(exc, "pt") == "KCMO custa $40"
    assert reason(IllegalAction("plain")) == "plain"


def test_unknown_sentences_and_languages_fall_back_to_english(catalogue):
    m = msg("{n} trains rust", n=3)
    assert m.render("pt") == "3 trains rust"  # not in the catalogue
    assert m.render("xx") == "3 trains rust"
    i18n.set_language("xx")
    assert i18n.language() == "en"


def test_messages_survive_copies():
    import copy
    import pickle

    m = msg("{company} costs ${price}", company="A", price=1)
    for other in (copy.deepcopy(m), pickle.loads(pickle.dumps(m))):
        assert isinstance(other, Msg) and other == m and other.msgid == m.msgid


def test_a_title_text_with_its_own_translations():
    from engine.i18n import Localized

    text = Localized("Takeover game", {"pt": "Jogo com aquisições", "it": "Partita con acquisizioni"})
    assert text == "Takeover game" and localize(text, "pt") == "Jogo com aquisições"
    assert localize(text, "it") == "Partita con acquisizioni" and localize(text, "en") == "Takeover game"
    assert msg("Rule: {rule}", rule=text).render("it") == "Rule: Partita con acquisizioni"
