"""What players read of 1833NE's rules (issue #27, 10): each rules note (Help -> Rules notes, the
printed report's last page) says the rule and where it comes from in players' words - the
rules summary ("Seed: ...") or an assumption ("Assumption, as in 1846") - in English,
Portuguese and Italian, with no developer reference (fact-sheet sections, source tags, files);
and the Takeover corporations have names, the ones the notes give."""

from __future__ import annotations

import re

import pytest

from engine.title import load_title
from engine.titles.g1833ne import data

#: what a source starts with, by language: the rules summary or an assumption
OPENINGS = {"en": ("Seed: ", "Assumption"), "pt": ("Resumo: ", "Suposição"), "it": ("Riepilogo: ", "Ipotesi")}
DEVELOPER = re.compile(r"§|\bfacts\b|\[[ISD]\]|\[46\]|\.md\b|\.py\b|\.toml\b|\bassumptions?\.toml")


def text_in(localized: object, lang: str) -> str:
    if lang == "en":
        return str(localized)
    return localized.variants[lang]  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["en", "pt", "it"])
def test_every_source_says_where_the_rule_comes_from_in_players_words(lang: str) -> None:
    for a in data.assumptions().values():
        source = text_in(a.source, lang)
        assert source.startswith(OPENINGS[lang]), (a.id, source)
        assert not DEVELOPER.search(source), (a.id, source)
        assert not DEVELOPER.search(text_in(a.note, lang)), a.id


def test_the_takeover_corporations_have_names() -> None:
    info = load_title("1833NE")
    takeover = [c for c in info.companies if c.extra.get("optional_rule") == "takeover"]
    assert [c.sym for c in takeover] == ["T1", "T2", "T3", "T4", "T5"]
    note = str(data.assumptions()["takeover_names"].note)
    for c in takeover:
        assert "unknown" not in c.name.lower() and "takeover corporation" not in c.name.lower()
        assert f"{c.sym} {c.name.replace(' Railroad', '')}" in note or f"{c.sym} {c.name}" in note, c.name
