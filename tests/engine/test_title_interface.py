"""The title interface (engine/titles/base.py and its policies, engine/policies/) documents
itself, and every title has a class.

``Title`` is the manual for adding a title: each public rule of a policy (and of ``Title``
itself) carries a docstring (a ``#:`` comment for a class attribute), and the table in base.py's
module docstring names, row by row, every public rule of each policy exactly once and nothing
else.  Each title under assets/titles has its rules class; its own policies subclass the core's;
every title is playable today; each writes money in its own currency.
"""

from __future__ import annotations

import ast
import inspect
import re
from pathlib import Path

import pytest

import engine.titles.base as base
from engine.policies.base import Policy
from engine.titles import is_playable, title_class, title_for
from engine.titles.base import Title

ROOT = Path(__file__).resolve().parents[2]
TITLES = sorted(p.name for p in (ROOT / "assets" / "titles").iterdir() if (p / "title.toml").is_file())
#: the policies, by the attribute a title holds each in (``Title.trains``), and their classes
POLICIES: dict[str, type[Policy]] = {
    name[: -len("_policy")]: cls for name, cls in vars(Title).items() if name.endswith("_policy")
}
#: every class of the interface: the title itself and one per policy (its table row)
INTERFACE: dict[str, type] = {"title": Title, **POLICIES}


def own_names(cls: type) -> set[str]:
    """The public names a class of the interface declares (a policy's ``title`` is Policy's)."""
    names = {n for n in vars(cls) if not n.startswith("_")}
    names |= set(getattr(cls, "__annotations__", {})) - {"title"}
    if cls is Title:  # the policies it holds are the table's rows, not its own rules
        names -= set(POLICIES) | {f"{p}_policy" for p in POLICIES}
    return {n for n in names if not n.startswith("_")}


def public_names() -> list[tuple[str, str]]:
    """(row, name) of every public rule of the interface."""
    return sorted((row, n) for row, cls in INTERFACE.items() for n in own_names(cls))


def declared(row: str, name: str) -> tuple[type, object]:
    """The class of the interface's row that defines ``name`` and its value there."""
    cls = INTERFACE[row]
    if name in vars(cls):
        return cls, vars(cls)[name]
    return cls, None  # an annotation without a value


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


def table_rows() -> list[tuple[str, str]]:
    """(row, name) of the table in base.py's module docstring, in order: the row is the first
    word of the first column (``trains (trains.py)``), the names the second column."""
    doc = base.__doc__ or ""
    rules = [m.start() for m in re.finditer(r"^=+  =+$", doc, flags=re.M)]
    assert len(rules) == 2, "base.py's module docstring has no table of hooks"
    width = doc[rules[0] :].index("  ") + 2  # the first column's width
    body = doc[rules[0] : rules[1]].splitlines()[1:]
    out = []
    row = ""
    for line in body:
        row = line[:width].split()[0] if line[:width].strip() else row
        text = line[width:]
        out += [(row, w) for w in re.split(r"[\s,;/]+", text) if w and "<" not in w]  # event_<name>: a pattern
    return out


# ---------------------------------------------------------------- (a) docstrings
@pytest.mark.parametrize(("row", "name"), public_names())
def test_every_public_hook_is_documented(row: str, name: str) -> None:
    cls, obj = declared(row, name)
    if is_routine(obj):
        assert own_doc(obj), f"{cls.__name__}.{name} has no docstring"
    else:
        assert commented_attributes(cls).get(name), f"{cls.__name__}.{name} has no '#:' comment above it"


def test_the_interface_has_its_hooks() -> None:
    # guards the parametrisation above against an empty or truncated list
    names = public_names()
    assert {("setup", "setup"), ("track", "lay_cost"), ("revenue", "dividend"), ("routes", "train_spec")} <= set(names)
    assert {("title", "playable"), ("title", "econ")} <= set(names)
    assert len(names) > 100
    assert set(POLICIES) >= {"stock", "trains", "track", "routes", "privates", "presentation"}


# ---------------------------------------------------------------- (b) the table
def test_the_table_names_every_public_hook_once() -> None:
    listed = table_rows()
    names = [n for _, n in listed]
    twice = sorted({n for n in names if names.count(n) > 1})
    assert not twice, f"named more than once in base.py's table: {twice}"
    assert sorted({r for r, _ in listed}) == sorted(INTERFACE), "one row per policy, and the title's"
    missing = sorted(set(public_names()) - set(listed))
    assert not missing, f"public rules missing from base.py's table (row, name): {missing}"
    stale = sorted(set(listed) - set(public_names()))
    assert not stale, f"base.py's table names what its row's class does not have: {stale}"


@pytest.mark.parametrize("title", TITLES)
def test_a_title_overrides_policies_as_a_whole(title: str) -> None:
    """A title's policies are subclasses of the core's, and its ``Title`` itself declares no rule
    of a policy (a rule lives in its policy, in one place)."""
    cls = title_class(title)
    t = title_for(title)
    for topic, base_cls in POLICIES.items():
        assert isinstance(getattr(t, topic), base_cls)
        assert getattr(t, topic).title is t
    rules = {n for p in POLICIES.values() for n in own_names(p)}
    for k in cls.__mro__[: cls.__mro__.index(Title)]:
        stray = sorted(rules & set(vars(k)))
        assert not stray, f"{k.__qualname__} declares rules of a policy: {stray}"


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
    assert title_class(title).presentation_policy.currency_format.replace("{}", "") == symbol
    assert title_for(title).presentation.format_money(120) == written
