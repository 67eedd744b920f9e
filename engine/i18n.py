"""Engine sentences in the players' language: one message id with named parameters each.

The engine writes refusal reasons, log lines, menu labels and status texts as ``msg(...)``:

    raise IllegalAction(msg("{company} costs ${now} now, not ${was}", company=sym, now=a, was=b))

A ``Msg`` *is* the English sentence (a ``str``), so everything that reads it as text — logs,
tests, exceptions — keeps working; it also keeps its message id and parameters, so a front end
shows it in another language with ``localize`` (the whole sentence translated at once, never
pieces glued together).  Parameters that are themselves messages are translated too.

The catalogues are gettext ``.po`` files, ``assets/i18n/engine/<part>.<lang>.po`` (one file per
part of the engine, so translators and developers do not edit the same file), compiled to
``.mo`` by ``make`` (Babel's ``pybabel compile``) and read with the standard ``gettext``.  A
language whose catalogue is missing shows English.  ``tests/engine/test_engine_messages.py``
fails while a message of the engine has no translation or a catalogue holds a stale one.
"""

from __future__ import annotations

import gettext
import re
import string
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from engine.assets import ASSETS

CATALOGUES = ASSETS / "i18n" / "engine"
SOURCE_LANGUAGE = "en"
LANGUAGES = ("en", "pt", "it")

_language = SOURCE_LANGUAGE
_FORMATTER = string.Formatter()
DOLLARS = "${}"
#: how amounts are written: sentences say "${amount}", shown as the game's title writes money
#: ("{}M" in 1893, "£{}" in 18GB); the desktop sets it with the game it shows
_currency = DOLLARS
_MONEY = re.compile(r"\$\{(\w+)\}")


class Msg(str):
    """An engine sentence: its English text, plus ``msgid`` and ``params`` to translate it."""

    msgid: str
    params: Mapping[str, Any]

    def __new__(cls, msgid: str, params: Mapping[str, Any]) -> Msg:
        self = super().__new__(cls, _fill(msgid, params, SOURCE_LANGUAGE))
        self.msgid = msgid
        self.params = params
        return self

    def render(self, language: str | None = None) -> str:
        """The sentence in ``language`` (default: the engine's current one)."""
        lang = language or _language
        if lang == SOURCE_LANGUAGE and _currency == DOLLARS:
            return str.__str__(self)
        if lang == SOURCE_LANGUAGE:
            return _fill(self.msgid, self.params, lang)
        return _fill(_catalogue(lang).gettext(self.msgid), self.params, lang)

    def __reduce__(self) -> tuple[Any, ...]:  # (copies and pickles keep the message)
        return (Msg, (self.msgid, dict(self.params)))


class Localized(str):
    """A text from a title's data with its own translations (title.toml ``description`` and
    ``description_pt``...): the English text, and ``render`` picks the language's variant."""

    variants: Mapping[str, str]

    def __new__(cls, english: str, variants: Mapping[str, str]) -> Localized:
        self = super().__new__(cls, english)
        self.variants = dict(variants)
        return self

    def render(self, language: str | None = None) -> str:
        return self.variants.get(language or _language) or str.__str__(self)

    def __reduce__(self) -> tuple[Any, ...]:
        return (Localized, (str.__str__(self), dict(self.variants)))


def msg(msgid: str, **params: Any) -> Msg:
    """A translatable engine sentence; ``msgid`` is the English text with ``{name}`` fields."""
    return Msg(msgid, params)


def joined(items: Sequence[str], separator: str = ", ") -> str:
    """Items one after the other ("CHI 20%, MC 10%"; "yellow or green"), the list a message of
    messages so that every item stays translatable.  ``separator``: ", ", "; " or " or "."""
    if not items:
        return ""
    out = items[0]
    for item in items[1:]:
        if separator == "; ":
            out = msg("{items}; {item}", items=out, item=item)
        elif separator == " or ":
            out = msg("{items} or {item}", items=out, item=item)
        else:
            out = msg("{items}, {item}", items=out, item=item)
    return out


def localize(text: Any, language: str | None = None) -> str:
    """``text`` in the language: a ``Msg`` or ``Localized`` translated, anything else as it is."""
    if isinstance(text, Msg | Localized):
        return text.render(language)
    return "" if text is None else str(text)


def reason(exc: BaseException, language: str | None = None) -> str:
    """The sentence of a refusal (``IllegalAction(msg(...))``) in the language."""
    if exc.args and isinstance(exc.args[0], Msg):
        return exc.args[0].render(language)
    return str(exc)


def set_language(code: str) -> None:
    """The language ``localize`` uses by default (the desktop sets it with its own)."""
    global _language
    _language = code if code in LANGUAGES else SOURCE_LANGUAGE


def language() -> str:
    return _language


def set_currency(fmt: str) -> None:
    """How amounts are written from now on (``PresentationPolicy.currency_format``: "${}", "{}M", "£{}")."""
    global _currency
    _currency = fmt if "{}" in fmt else DOLLARS


def currency() -> str:
    return _currency


def money(amount: int) -> str:
    """An amount written the current game's way ("$120", "120M", "-£5")."""
    return f"-{_currency.format(-amount)}" if amount < 0 else _currency.format(amount)


def _fill(template: str, params: Mapping[str, Any], lang: str) -> str:
    if lang == SOURCE_LANGUAGE and _currency == DOLLARS:  # a Msg parameter already is its English text
        values: Mapping[str, Any] = params
    else:
        values = {k: (v.render(lang) if isinstance(v, Msg | Localized) else v) for k, v in params.items()}
    if _currency != DOLLARS and "$" in template:
        template = _MONEY.sub(lambda m: _currency.replace("{}", "{" + m.group(1) + "}"), template)
    try:
        return template.format_map(values)
    except (KeyError, IndexError, ValueError, AttributeError):
        return template  # a catalogue entry with a wrong field: the id rather than a crash


@lru_cache(maxsize=8)
def _catalogue(lang: str) -> gettext.NullTranslations:
    """Every compiled part of the language's catalogue, chained (English when none)."""
    parts = sorted(CATALOGUES.glob(f"*.{lang}.mo"))
    if not parts:
        return gettext.NullTranslations()
    with parts[0].open("rb") as f:
        first: gettext.NullTranslations = gettext.GNUTranslations(f)
    for path in parts[1:]:
        with path.open("rb") as f:
            first.add_fallback(gettext.GNUTranslations(f))
    return first


def reload_catalogues() -> None:
    """Read the compiled catalogues again (after ``make`` rebuilt them)."""
    _catalogue.cache_clear()


def placeholders(template: str) -> set[str]:
    """The ``{name}`` fields of a message (a translation must keep the same ones)."""
    return {name for _, name, _, _ in _FORMATTER.parse(template) if name}
