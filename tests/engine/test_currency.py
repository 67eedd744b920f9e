"""Amounts in engine sentences and menus are written the way the game's title writes money."""

from __future__ import annotations

from engine.i18n import DOLLARS, localize, money, msg, set_currency, set_language
from engine.titles import title_class


def test_sentences_write_amounts_in_the_titles_currency() -> None:
    m = msg("{player} buys {shares} for ${price}", player="Ann", shares="DE_1", price=120)
    assert localize(m) == "Ann buys DE_1 for $120" == str(m)
    set_currency(title_class("1893").presentation_policy.currency_format)
    assert localize(m) == "Ann buys DE_1 for 120M" and money(-5) == "-5M"
    set_currency(title_class("18GB").presentation_policy.currency_format)
    assert localize(m) == "Ann buys DE_1 for £120" and money(7) == "£7"
    set_language("it")
    try:
        assert "£120" in localize(m) and "$" not in localize(m)
    finally:
        set_language("en")
    set_currency(DOLLARS)
    assert localize(m) == "Ann buys DE_1 for $120" and money(-3) == "-$3"
