"""The engine's message catalogue as a developer sees it: which sentences the source holds, which
translations are missing or stale (``python -m engine messages``), and adding the new ones to
the ``.po`` files (``--update``).  Babel reads and writes the files (a development dependency,
imported only here); the game reads the compiled catalogues with the standard gettext
(engine/i18n.py).

Each part of the engine has its own ``.po`` file per language, named after the folder of the
sources: ``rounds``, ``routes``, ``titles``, ``play``, ``io``, and ``core`` for the modules at
the top of ``engine/``.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path

from engine.i18n import CATALOGUES, LANGUAGES, SOURCE_LANGUAGE, placeholders

ENGINE = Path(__file__).resolve().parent
TRANSLATED = tuple(code for code in LANGUAGES if code != SOURCE_LANGUAGE)


def part_of(path: Path) -> str:
    rel = path.resolve().relative_to(ENGINE)
    return rel.parts[0] if len(rel.parts) > 1 else "core"


@dataclass
class Source:
    """The sentences of the engine's source, by part: msgid -> the places that use it."""

    by_part: dict[str, dict[str, list[str]]] = field(default_factory=dict)
    raw: list[str] = field(default_factory=list)  # refusals and notes still written as bare text

    def msgids(self) -> dict[str, set[str]]:
        """msgid -> the parts that use it (one translation in any of them serves them all)."""
        out: dict[str, set[str]] = {}
        for part, ids in self.by_part.items():
            for m in ids:
                out.setdefault(m, set()).add(part)
        return out


def scan(root: Path = ENGINE) -> Source:
    """Every ``msg("...")`` of the engine, and every refusal or log note not made with ``msg``."""
    out = Source()
    for path in sorted(root.rglob("*.py")):
        part = part_of(path)
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            where = f"engine/{path.relative_to(root).as_posix()}:{node.lineno}"
            if name == "msg" and node.args and isinstance(node.args[0], ast.Constant):
                out.by_part.setdefault(part, {}).setdefault(str(node.args[0].value), []).append(where)
            elif name in ("IllegalAction", "note") and node.args and _is_text(node.args[0]):
                out.raw.append(where)
    return out


def _is_text(node: ast.expr) -> bool:
    """A bare sentence: a string literal, an f-string, or text glued with ``+``."""
    if isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant) and isinstance(node.value, str)):
        return True
    return isinstance(node, ast.BinOp) and (_is_text(node.left) or _is_text(node.right))


def po_path(part: str, lang: str) -> Path:
    return CATALOGUES / f"{part}.{lang}.po"


def read(part: str, lang: str):  # noqa: ANN201 - babel's Catalog
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po

    path = po_path(part, lang)
    if not path.exists():
        return Catalog(
            locale=lang,
            domain="engine",
            project="Roundhouse",
            version="1",
            copyright_holder="the Roundhouse authors",
            msgid_bugs_address="",
            fuzzy=False,
        )
    with path.open("rb") as f:
        cat = read_po(f, locale=lang)
    cat.fuzzy = False  # (a fuzzy header would keep the whole file out of the compiled catalogue)
    return cat


def problems(source: Source | None = None) -> list[str]:
    """Untranslated, stale and broken entries, one line each (empty: the catalogue is complete)."""
    src = source or scan()
    out = [f"{where}: a sentence without msg(): not translatable" for where in src.raw]
    ids = src.msgids()
    for lang in TRANSLATED:
        seen: dict[str, tuple[str, str]] = {}  # msgid -> (file, translation)
        for path in sorted(CATALOGUES.glob(f"*.{lang}.po")):
            part = path.name.split(".")[0]
            for m in read(part, lang):
                if not m.id:
                    continue
                mid, text = str(m.id), str(m.string or "")
                if mid not in ids:
                    out.append(f"{path.name}: stale (no longer in the engine): {mid!r}")
                    continue
                if part not in ids[mid]:
                    out.append(
                        f"{path.name}: {mid!r} is not used in {part}: it belongs in {sorted(ids[mid])[0]}.{lang}.po"
                    )
                elif not text or m.fuzzy:
                    out.append(f"{path.name}: untranslated: {mid!r}")
                elif placeholders(text) != placeholders(mid):
                    out.append(f"{path.name}: the translation of {mid!r} changes its {{fields}}")
                elif mid in seen and seen[mid][1] != text:
                    out.append(f"{path.name}: {mid!r} is translated differently in {seen[mid][0]}")
                seen.setdefault(mid, (path.name, text))
        for mid, parts in sorted(ids.items()):
            if mid not in seen:
                out.append(f"{sorted(parts)[0]}.{lang}.po: missing: {mid!r}")
    return out


def update() -> list[Path]:
    """Add the engine's new sentences (untranslated) to each part's ``.po`` files and drop the
    stale ones; returns the files written."""
    from babel.messages.pofile import write_po

    src = scan()
    written = []
    CATALOGUES.mkdir(parents=True, exist_ok=True)
    parts = set(src.by_part) | {p.name.split(".")[0] for p in CATALOGUES.glob("*.po")}
    ids = src.msgids()
    for lang in TRANSLATED:
        held = {str(m.id) for part in parts for m in read(part, lang) if m.id}
        for part in sorted(parts):
            used = src.by_part.get(part, {})
            cat = read(part, lang)
            have = {str(m.id) for m in cat if m.id}
            changed = False
            # a new sentence goes to the first part that uses it, unless a part has it already
            for mid in sorted(m for m in used if m not in held and sorted(ids[m])[0] == part):
                cat.add(mid, "")
                changed = True
            for mid in sorted(have - set(used)):
                cat.delete(mid)
                changed = True
            if changed or not po_path(part, lang).exists():
                with po_path(part, lang).open("wb") as f:
                    write_po(f, cat, width=0, omit_header=False, sort_output=True, no_location=True)
                written.append(po_path(part, lang))
    return written
