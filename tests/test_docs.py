"""The documents stay true to the code and to any machine they are read on.

* Every ``code name`` in backticks in README.md, docs/*.md and engine/README.md that looks like
  a Python name (dotted, snake_case, or called with ``()``) is defined somewhere in the code or
  the titles' data: a module, class, function, attribute, argument, TOML key, or a string the
  code uses as a name (a setting's or a feature's).  A name that moved away or was renamed
  fails here instead of misleading a reader.
* Every path in backticks that names a repository file (``engine/i18n.py``) exists.
* No tracked file names a folder of a particular machine (absolute home, work or temporary
  folders): data and notes refer to ``../shared/...`` relative to the repository.
"""

from __future__ import annotations

import ast
import re
import subprocess
import tomllib
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", ROOT / "engine" / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
CODE_DIRS = ("engine", "desktop", "bench", "packaging", "tests")
IDENT = r"[A-Za-z_]\w*"
DOTTED = re.compile(rf"^{IDENT}(\.{IDENT})+$")
SNAKE = re.compile(r"^_?[a-z]\w*_\w*$")
CALLED = re.compile(rf"^({IDENT}(\.{IDENT})*)\(.*\)$")
MODULE_NAME = re.compile(rf"^((?:[\w.-]+/)+)({IDENT})\.({IDENT})$")  # rounds/base._blocking
PATH = re.compile(r"^[\w.-]+(/[\w.<>-]+)+/?$")
SUFFIXES = {
    "py",
    "md",
    "toml",
    "json",
    "png",
    "svg",
    "po",
    "mo",
    "ts",
    "qm",
    "spec",
    "desktop",
    "xml",
    "whl",
    "rb",
    "sh",
}
SPAN = re.compile(r"`([^`\n]+)`")
# absolute folders of a machine, spelled in pieces so this file does not match itself
MACHINE = re.compile("(?<![\\w.])/(" + "|".join(["wo" + "rk", "ro" + "ot", "ho" + "me", "tm" + "p", "op" + "t"]) + ")/")


def _code_files() -> list[Path]:
    files = [f for f in (ROOT / "setup.py",) if f.is_file()]
    for d in CODE_DIRS:
        files += sorted((ROOT / d).rglob("*.py"))
    this = Path(__file__).resolve()
    return [f for f in files if "__pycache__" not in f.parts and f.resolve() != this]


def _toml_names(value: object, out: set[str]) -> None:
    if isinstance(value, dict):
        for k, v in value.items():
            out.add(str(k))
            _toml_names(v, out)
    elif isinstance(value, list):
        for v in value:
            _toml_names(v, out)
    elif isinstance(value, str) and re.fullmatch(IDENT, value):
        out.add(value)


@cache
def defined_names() -> frozenset[str]:
    names: set[str] = set()
    for f in _code_files():
        names.update(f.relative_to(ROOT).with_suffix("").parts)
        for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"), str(f))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                names.add(node.name)
            elif isinstance(node, ast.arg):
                names.add(node.arg)
            elif isinstance(node, ast.keyword) and node.arg:
                names.add(node.arg)
            elif isinstance(node, ast.Attribute):
                names.add(node.attr)
            elif isinstance(node, ast.Name):
                names.add(node.id)
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                names.update(re.findall(IDENT, node.value) if len(node.value) < 80 else ())
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                for alias in node.names:
                    names.update(alias.name.split("."))
    for f in (ROOT / "assets").rglob("*.toml"):
        _toml_names(tomllib.loads(f.read_text(encoding="utf-8")), names)
    return frozenset(names)


def _spans() -> list[tuple[str, str]]:
    found = []
    for doc in DOCS:
        text = doc.read_text(encoding="utf-8")
        text = re.sub(r"```.*?```", "", text, flags=re.S)  # command blocks: not names
        found += [(doc.relative_to(ROOT).as_posix(), m) for m in SPAN.findall(text)]
    return found


def python_names(span: str) -> list[str]:
    """The identifiers a backticked span asks the code to define ([] when it is no Python name)."""
    span = span.strip()
    if (m := MODULE_NAME.match(span)) and m.group(3) not in SUFFIXES:
        return [m.group(3)]
    called = CALLED.match(span)
    if called:
        span = called.group(1)
    if DOTTED.match(span) and span.rsplit(".", 1)[1] not in SUFFIXES:
        return span.split(".")
    if SNAKE.match(span) or (called and re.fullmatch(IDENT, span)):
        return [span]
    return []


def test_the_documents_exist():
    for doc in DOCS:
        assert doc.is_file(), doc
    assert len(DOCS) >= 5  # README, engine/README, user guide, performance, development


def test_every_python_name_in_backticks_is_in_the_code():
    known = defined_names()
    missing = [
        f"{doc}: `{span}` ({name})" for doc, span in _spans() for name in python_names(span) if name not in known
    ]
    assert not missing, "names the code does not define:\n" + "\n".join(missing)


def test_every_repository_path_in_backticks_exists():
    """Paths are read from the repository root, or from the document's folder (engine/README.md
    writes ``rounds/base.py``); a bare ``name.py`` must be some file of the repository."""
    missing = []
    files = {f.name for f in ROOT.rglob("*") if ".venv" not in f.parts and ".git" not in f.parts}
    for doc, span in _spans():
        if "<" in span or span.startswith(("../", "~", "packaging/dist", "packaging/build")):
            continue  # a pattern, a path outside the repository, or a build's output
        if re.fullmatch(r"[\w-]+\.(py|md|toml|spec|xml)", span):
            if span not in files:
                missing.append(f"{doc}: `{span}`")
            continue
        named = MODULE_NAME.match(span)
        if named and named.group(3) not in SUFFIXES:
            span = f"{named.group(1)}{named.group(2)}.py"  # rounds/base._blocking: the module's file
        if not PATH.match(span):
            continue
        bases = [ROOT, (ROOT / doc).parent]
        if not any((base / span.split("/")[0]).exists() for base in bases):
            continue  # a path of the user's (GAME.json, board.png), not of this repository
        if not any((base / span).exists() for base in bases):
            missing.append(f"{doc}: `{span}`")
    assert not missing, "paths that do not exist:\n" + "\n".join(missing)


@pytest.mark.parametrize(
    ("span", "names"),
    [
        ("State.clone()", ["State", "clone"]),
        ("rounds/base._blocking", ["_blocking"]),
        ("Game(title, players, seed=…)", ["Game"]),
        ("city_permissive", ["city_permissive"]),
        ("make run", []),
        ("engine/i18n.py", []),
        ("--jobs 2", []),
    ],
)
def test_what_counts_as_a_python_name(span, names):
    assert python_names(span) == names


def test_the_check_catches_a_name_gone_from_the_code():
    assert "swap_for_buy" not in defined_names()  # a stale name the docs once carried
    assert {"num_certs", "resolve_swap", "track_restriction"} <= defined_names()


def _tracked_text_files() -> list[Path]:
    try:
        out = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout")
    return [ROOT / p for p in out.decode().split("\0") if p and (ROOT / p).is_file()]


def test_no_tracked_file_names_a_machine_folder():
    hits = []
    for f in _tracked_text_files():
        try:
            text = f.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue  # images and compiled catalogues
        for number, line in enumerate(text.splitlines(), 1):
            if MACHINE.search(line):
                hits.append(f"{f.relative_to(ROOT)}:{number}: {line.strip()[:100]}")
    assert not hits, "absolute machine paths:\n" + "\n".join(hits)
