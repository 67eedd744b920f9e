"""The title interface (engine/titles/base.py) documents itself, and every title has a class.

``Title`` is the manual for adding a title: each public hook carries a docstring (a ``#:``
comment for a class attribute), and the table of hooks in base.py's module docstring names
every public hook exactly once and nothing else.  Each title under assets/titles has its
rules class; every title is playable today; each writes money in its own currency.
"""

from __future__ import annotations

import ast
import inspect
import re
from pathlib import Path

import pytest

import engine.titles.base as base
from engine.titles import is_playable, title_class, title_for
from engine.titles.base import Title

ROOT = Path(__file__).resolve().parents[2]
TITLES = sorted(p.name for p in (ROOT / "assets" / "titles").iterdir() if (p / "title.toml").is_file())
INTERFACE = [k for k in Title.__mro__ if k is not object]  # Title, TrackHooks, PlayHooks


def public_names() -> list[str]:
    return sorted({n for k in INTERFACE for n in vars(k) if not n.startswith("_")})


def declared(name: str) -> tuple[type, object]:
    """The class of the interface that defines ``name`` first (as Python looks it up) and its value there."""
    for k in INTERFACE:
        if name in vars(k):
            return k, vars(k)[name]
    raise KeyError(name)


def is_routine(obj: object) -> bool:
    return isinstance(obj, (property, staticmethod, classmethod)) or inspect.isfunction(obj)


def own_doc(obj: object) -> str:
    """The object's own docstring (``inspect.getdoc`` would borrow a base class's)."""
    if isinstance(obj, (staticmethod, classmethod)):
        obj = obj.__func__
    return (getattr(obj, "__doc__", None) or "").strip()


def commented_attributes(cls: type) -> dict[str, bool]:
    """Class-level assignments of ``cls``: name -> has a ``#:`` comment right above it."""
    source_file = inspect.getsourcefile(cls)
    assert source_file is not None
    lines = Path(source_file).read_text().splitlines()
    tree = ast.parse("\n".join(lines))
    node = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == cls.__name__)
    out: dict[str, bool] = {}
    for stmt in node.body:
        if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
            names = [stmt.target.id]
        elif isinstance(stmt, ast.Assign):
            names = [t.id for t in stmt.targets if isinstance(t, ast.Name)]
        else:
            continue
        above = lines[stmt.lineno - 2].strip() if stmt.lineno >= 2 else ""
        for name in names:
            out[name] = above.startswith("#:")
    return out


def table_names() -> list[str]:
    """The hook names of the table in base.py's module docstring (its second column), in order."""
    doc = base.__doc__ or ""
    rules = [m.start() for m in re.finditer(r"^=+  =+$", doc, flags=re.M)]
    assert len(rules) == 2, "base.py's module docstring has no table of hooks"
    width = doc[rules[0] :].index("  ") + 2  # the first column's width
    body = doc[rules[0] : rules[1]].splitlines()[1:]
    out = []
    for line in body:
        text = re.sub(r"\([^)]*\)", "", line[width:])  # "(play_hooks.py)": where, not a hook
        out += [w for w in re.split(r"[\s,;/]+", text) if w and "<" not in w]  # event_<name>: a pattern
    return out


# ---------------------------------------------------------------- (a) docstrings
@pytest.mark.parametrize("name", public_names())
def test_every_public_hook_is_documented(name: str) -> None:
    cls, obj = declared(name)
    if is_routine(obj):
        assert own_doc(obj), f"{cls.__name__}.{name} has no docstring"
    else:
        assert commented_attributes(cls).get(name), f"{cls.__name__}.{name} has no '#:' comment above it"


def test_the_interface_has_its_hooks() -> None:
    # guards the parametrisation above against an empty or truncated list
    names = public_names()
    assert {"setup", "lay_cost", "dividend", "train_spec", "playable", "econ"} <= set(names)
    assert len(names) > 100


# ---------------------------------------------------------------- (b) the table
def test_the_table_names_every_public_hook_once() -> None:
    listed = table_names()
    twice = sorted({n for n in listed if listed.count(n) > 1})
    assert not twice, f"named more than once in base.py's table: {twice}"
    missing = sorted(set(public_names()) - set(listed))
    assert not missing, f"public hooks missing from base.py's table: {missing}"
    stale = sorted(set(listed) - set(public_names()))
    assert not stale, f"base.py's table names what Title does not have: {stale}"


# ---------------------------------------------------------------- (c) every title has its class
def test_the_titles_are_found() -> None:
    assert {"18MEX", "1833NE", "18GB", "1893"} <= set(TITLES)


@pytest.mark.parametrize("title", TITLES)
def test_every_title_has_a_title_class(title: str) -> None:
    cls = title_class(title)
    assert isinstance(cls, type) and issubclass(cls, Title)
    assert cls is not Title, f"{title} has no rules module of its own"


PLAYABLE = {"18MEX", "18GB", "1893", "1833NE"}


@pytest.mark.parametrize("title", TITLES)
def test_only_finished_titles_are_playable(title: str) -> None:
    assert is_playable(title) is (title in PLAYABLE)
    assert title_class(title).playable is (title in PLAYABLE), (
        "the class says playable, is_playable needs game.toml too"
    )


# ---------------------------------------------------------------- (d) currency
@pytest.mark.parametrize(
    ("title", "symbol", "written"),
    [("18MEX", "$", "$120"), ("1833NE", "$", "$120"), ("18GB", "£", "£120"), ("1893", "M", "120M")],
)
def test_currency_format(title: str, symbol: str, written: str) -> None:
    assert title_class(title).currency_format.replace("{}", "") == symbol
    assert title_for(title).format_money(120) == written
