"""Titles' own texts (title.toml ``description`` of optional rules and scenarios) come with
their Portuguese and Italian translations, read as one engine.i18n.Localized."""

from __future__ import annotations

import pytest

from engine.assets import read_toml, title_dir
from engine.errors import DataError
from engine.i18n import Localized, localize
from engine.title import all_titles, load_title

TRANSLATED = ("pt", "it")


def _described():
    for info in all_titles():
        for rule in info.optional_rules:
            yield f"{info.id} optional_rule {rule.id}", info.id, "optional_rule", rule.id, rule.description
        for sc in info.scenarios:
            yield f"{info.id} scenario {sc.id}", info.id, "scenario", sc.id, sc.description


DESCRIBED = list(_described())


def test_there_are_texts_to_check():
    assert len(DESCRIBED) >= 10


@pytest.mark.parametrize(("title", "table", "ident", "desc"), [d[1:] for d in DESCRIBED], ids=[d[0] for d in DESCRIBED])
def test_every_description_has_its_translations(title, table, ident, desc):
    raw = next(t for t in read_toml(title_dir(title) / "title.toml")[table] if str(t["id"]) == ident)
    assert isinstance(desc, Localized)
    assert str(desc) == raw["description"] and desc.strip()
    for lang in TRANSLATED:
        text = raw.get(f"description_{lang}")
        assert isinstance(text, str) and text.strip(), f"{title} {table} {ident}: no description_{lang}"
        assert text != raw["description"], f"{title} {table} {ident}: description_{lang} is the English text"
        assert localize(desc, lang) == text
    assert localize(desc, "pt") == raw["description_pt"]
    assert localize(desc, "en") == raw["description"]


def test_a_description_is_english_wherever_it_is_read_as_text():
    rule = load_title("18MEX").optional_rules[0]
    assert rule.description.startswith("A corporation that floated")
    assert localize(rule.description, "pt").startswith("Uma companhia")
    assert localize(rule.description, "it").startswith("Una compagnia")


def test_an_unknown_translation_key_is_refused(tmp_path, monkeypatch):
    import engine.title as title_mod

    folder = tmp_path / "XX"
    folder.mkdir()
    (folder / "title.toml").write_text(
        'id = "XX"\nname = "XX"\nplayers = [2, 4]\nrules = "base"\n'
        '[[optional_rule]]\nid = "o"\ndescription = "One"\ndescription_de = "Eins"\n'
        '[[phase]]\nname = "2"\ntiles = ["yellow"]\ncolor = "yellow"\n',
        encoding="utf-8",
    )
    monkeypatch.setattr(title_mod, "title_dir", lambda title: tmp_path / title)
    load_title.cache_clear()
    try:
        with pytest.raises(DataError, match="unknown keys"):
            load_title("XX")
    finally:
        load_title.cache_clear()
