"""A computer move's reason in our save: its English text, and for an engine sentence also its
message id and parameters, so the file reads the same in every language and the log shows
the reason in the reader's language once the file is opened again.

Saved as a plain string (older files, or a reason that is not an engine sentence) or as
``{"text": English, "msgid": template, "params": {name: value}}``, a parameter being text, a
number, a truth value or such an object itself (a reason quoting another, at most
``MAX_NESTING`` deep).  The file is not trusted: a template may hold only plain ``{name}``
fields, each named in its parameters (no attribute or index lookups reach ``str.format``).
"""

from __future__ import annotations

import math
import string
from typing import Any

from engine.errors import DataError
from engine.i18n import Msg

MAX_REASON = 500  # characters of a computer move's reason (and of its template)
MAX_PARAMS = 20
MAX_NESTING = 3
_FORMATTER = string.Formatter()


def dump_reason(text: str, depth: int = 0) -> str | dict[str, Any]:
    """The reason as our file keeps it (see the module's docstring)."""
    if not isinstance(text, Msg) or depth >= MAX_NESTING:
        return str.__str__(text)
    params: dict[str, Any] = {}
    for name, value in text.params.items():
        if isinstance(value, Msg):
            params[name] = dump_reason(value, depth + 1)
        elif isinstance(value, bool | int | str) or (isinstance(value, float) and math.isfinite(value)):
            params[name] = value
        else:
            params[name] = str(value)
    return {"text": str.__str__(text), "msgid": text.msgid, "params": params}


def load_reason(value: Any, where: str, depth: int = 0) -> str:
    """The reason a file holds, checked (``DataError`` naming ``where``): an engine sentence
    comes back as a ``Msg`` (shown in the reader's language), anything else as its text."""
    if isinstance(value, str):
        return _short(value, where)
    if not isinstance(value, dict):
        raise DataError(f"{where} must be a string or an object")
    if depth >= MAX_NESTING:
        raise DataError(f"{where} quotes reasons more than {MAX_NESTING} deep")
    if set(value) - {"text", "msgid", "params"}:
        raise DataError(f"{where} has fields other than text, msgid and params")
    text = _short(value.get("text"), f"{where}.text")
    template = _short(value.get("msgid"), f"{where}.msgid")
    params = value.get("params", {})
    if not isinstance(params, dict) or len(params) > MAX_PARAMS:
        raise DataError(f"{where}.params must be an object of at most {MAX_PARAMS} values")
    fields = _fields(template, f"{where}.msgid")
    if not fields <= set(params):
        raise DataError(f"{where}.msgid names a value its params do not give")
    loaded: dict[str, Any] = {}
    for name, param in params.items():
        if not name.isidentifier():
            raise DataError(f"{where}.params has a name that is not a plain word")
        loaded[name] = _param(param, f"{where}.params.{name}", depth)
    del text  # (for other readers: the sentence is rebuilt from its template)
    return Msg(template, loaded)


def _param(value: Any, where: str, depth: int) -> Any:
    if isinstance(value, dict):
        return load_reason(value, where, depth + 1)
    if isinstance(value, str):
        return _short(value, where)
    if isinstance(value, bool | int) or (isinstance(value, float) and math.isfinite(value)):
        return value
    raise DataError(f"{where} must be text, a number, true/false or a quoted reason")


def _short(value: Any, where: str) -> str:
    if not isinstance(value, str):
        raise DataError(f"{where} must be a string")
    if len(value) > MAX_REASON:
        raise DataError(f"{where} is longer than {MAX_REASON} characters")
    return value


def _fields(template: str, where: str) -> set[str]:
    """The template's ``{name}`` fields; anything else in braces (``{a.b}``, ``{a[0]}``,
    ``{a!r}``, ``{a:>9}``, ``{}``) is refused."""
    try:
        parts = list(_FORMATTER.parse(template))
    except ValueError as exc:
        raise DataError(f"{where} is not a sentence template: {exc}") from None
    out: set[str] = set()
    for _literal, name, spec, conversion in parts:
        if name is None:
            continue
        if not name.isidentifier() or spec or conversion:
            raise DataError(f"{where} may hold only plain {{name}} fields")
        out.add(name)
    return out
