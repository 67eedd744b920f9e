"""The engine's layering, checked on its source (``ast``, nothing is imported).

What engine/README.md promises and nothing else would catch until it hurts:

1. the core never names a title: no module of ``engine/`` outside ``engine/titles/`` imports a
   title module (``engine.titles.g18mex`` …); it may import ``engine.titles`` (the registry,
   ``title_for``) and the title interface (``engine.titles.base`` and its two parts);
2. nothing under ``engine/`` imports Qt (PySide6, shiboken): the engine runs headless;
3. the layers below form a DAG and every import follows it.

The layering rule (3).  Each module of ``engine/`` belongs to one layer; a layer may import only
itself and the layers listed in ``MAY_IMPORT`` (an acyclic graph, checked).  *Every* import
counts, function-local ("lazy") ones included: they are real dependencies at run time, a lazy
import only hides a cycle from the interpreter.  Only imports under ``if TYPE_CHECKING:`` are
exempt (they never run; an annotation may name a type of any layer).  An import that breaks the
rule today is listed, once, in ``KNOWN_VIOLATIONS`` with its place and reason; the test fails for a new
one and also for a listed one that has gone (so the list only shrinks).

Besides, no cycle among modules through the imports that run at import time (module level),
and (4) no cycle at all in the module graph of ``engine/`` (issue #31): *every* import counts
there, ``TYPE_CHECKING`` ones and those inside functions included, within a title package as in
the core.  A cycle names each import that closes it (``file:line``).  No edge is exempt: ``State``
names its title and round by the protocols of ``engine/protocols.py``, not by their classes.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"

# --- the layers, lowest first ----------------------------------------------------------------

#: top-level modules (and the title hooks) every layer stands on: data, board, tiles, market,
#: entities, the action vocabulary, tile-lay checks; they import nothing above themselves
FOUNDATION = frozenset(
    {
        "engine",
        "engine.errors",
        "engine.departures",
        "engine.cache_check",
        "engine.heap",
        "engine.abilities",
        "engine.i18n",
        "engine.messages",
        "engine.assets",
        "engine.hexgrid",
        "engine.tiles",
        "engine.title",
        "engine.board",
        "engine.geometry",
        "engine.graph",
        "engine.market",
        "engine.entities",
        "engine.economics",
        "engine.views",
        "engine.actions",
        "engine.scratch",
        "engine.protocols",
        "engine.conformance",
        "engine.upgrades",
        # what every policy shares and the plain data policies and core hand each other (a
        # lay's context, map marks: upgrades.py and the views read them)
        "engine.policies",
        "engine.policies.base",
        "engine.policies.data",
    }
)
#: the policies every title shares (engine/policies/): the route search's questions stand on
#: the routes layer (the search asks them), the others on the game
ROUTE_POLICIES = frozenset({"engine.policies.routes"})
#: the game itself: the title interface with the rules every title shares (``Title``), the
#: state, ``Game.process``, and the title registry (``title_for`` loads a title module by name
#: through importlib, never by an import)
GAME = frozenset(
    {
        "engine.titles.base",
        "engine.state",
        "engine.game",
        "engine.titles",
        *(f"engine.policies.{topic}" for topic in ("setup", "rounds", "endgame", "stock", "privates", "track")),
        *(f"engine.policies.{topic}" for topic in ("tokens", "revenue", "trains", "bankruptcy", "presentation")),
    }
)
#: the command line, on top of everything
CLI = frozenset({"engine.__main__"})

#: layer -> the other layers it may import.  Titles plug into the game (they subclass Title
#: and compose steps); play (what a player may do now, candidates, routes), bots (computer
#: players, which choose among what play offers) and io (documents,
#: replay, self-play) read games; routes and rounds know only the foundation.
MAY_IMPORT: dict[str, frozenset[str]] = {
    "foundation": frozenset(),
    "routes": frozenset({"foundation"}),
    "rounds": frozenset({"foundation"}),
    "game": frozenset({"foundation", "routes", "rounds"}),
    "titles": frozenset({"foundation", "routes", "rounds", "game"}),
    "play": frozenset({"foundation", "routes", "rounds", "game"}),
    "bots": frozenset({"foundation", "routes", "rounds", "game", "play"}),
    "io": frozenset({"foundation", "game", "play", "bots"}),
    "cli": frozenset({"foundation", "routes", "rounds", "game", "titles", "play", "bots", "io"}),
}

#: (importing module, imported module) -> where and why it is still there.  Keyed by module, not
#: by line, so that edits elsewhere in the file do not break the test.  Fix the import, then
#: delete its entry here.
KNOWN_VIOLATIONS: dict[tuple[str, str], str] = {}

#: the modules of engine/titles/ that are the interface every title implements, not a title
TITLE_INTERFACE = frozenset({"engine.titles.base"})

QT = ("PySide6", "PySide2", "PyQt5", "PyQt6", "shiboken6", "shiboken2", "sip")


def layer_of(module: str) -> str:
    """The layer of an engine module (``AssertionError`` for one not placed yet)."""
    if module in FOUNDATION:
        return "foundation"
    if module in GAME:
        return "game"
    if module in CLI:
        return "cli"
    if module in ROUTE_POLICIES:
        return "routes"
    parts = module.split(".")
    if len(parts) >= 2 and parts[1] in ("routes", "rounds", "titles", "play", "bots", "io"):
        return parts[1]
    raise AssertionError(f"{module}: put it in a layer (FOUNDATION, GAME or CLI in {__file__})")


# --- reading the source ------------------------------------------------------------------------


@dataclass(frozen=True)
class Import:
    source: str  # importing module
    where: str  # path:line, relative to the repository
    target: str  # imported module (the longest name that is a module)
    lazy: bool  # inside a function
    typing_only: bool  # under ``if TYPE_CHECKING:``


def _module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def engine_modules() -> dict[str, Path]:
    return {_module_name(p): p for p in sorted(ENGINE.rglob("*.py"))}


def imports_of(path: Path, modules: dict[str, Path], root: Path = ROOT) -> list[Import]:
    """Every import statement of a file, by module name (``from engine.x import y`` imports
    ``engine.x.y`` when that is a module of ``modules``, else ``engine.x``)."""
    source = _module_name(path, root)
    rel = path.relative_to(root).as_posix()
    out: list[Import] = []

    def visit(node: ast.AST, lazy: bool, typing_only: bool) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for child in node.body:
                visit(child, lazy, True)
            for child in node.orelse:
                visit(child, lazy, typing_only)
            return
        if isinstance(node, ast.Import):
            for alias in node.names:
                out.append(Import(source, f"{rel}:{node.lineno}", alias.name, lazy, typing_only))
            return
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the importing package
                pkg = source.split(".") if path.name == "__init__.py" else source.split(".")[:-1]
                pkg = pkg[: len(pkg) - (node.level - 1)]
                base = ".".join(pkg + ([base] if base else []))
            for alias in node.names:
                name = f"{base}.{alias.name}"
                out.append(Import(source, f"{rel}:{node.lineno}", name if name in modules else base, lazy, typing_only))
            return
        inner = lazy or isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
        for child in ast.iter_child_nodes(node):
            visit(child, inner, typing_only)

    visit(ast.parse(path.read_text(encoding="utf-8"), filename=str(path)), False, False)
    return out


@pytest.fixture(scope="module")
def imports() -> list[Import]:
    modules = engine_modules()
    return [imp for path in modules.values() for imp in imports_of(path, modules)]


# --- the checks --------------------------------------------------------------------------------


def test_core_names_no_title(imports: list[Import]) -> None:
    bad = [
        f"{imp.where} imports {imp.target}"
        for imp in imports
        if not imp.source.startswith("engine.titles")
        and imp.target.startswith("engine.titles.")
        and imp.target not in TITLE_INTERFACE
    ]
    assert not bad, "the core must not name a title module:\n" + "\n".join(bad)


def test_no_qt_in_engine(imports: list[Import]) -> None:
    bad = [f"{imp.where} imports {imp.target}" for imp in imports if imp.target.split(".")[0] in QT]
    assert not bad, "engine/ runs without Qt:\n" + "\n".join(bad)


def test_every_module_has_a_layer() -> None:
    for module in engine_modules():
        layer_of(module)


def test_layers_form_a_dag() -> None:
    assert set(MAY_IMPORT) == {"foundation", "routes", "rounds", "game", "titles", "play", "bots", "io", "cli"}
    assert _cycles({k: set(v) for k, v in MAY_IMPORT.items()}) == []


def test_imports_follow_the_layers(imports: list[Import]) -> None:
    found: dict[tuple[str, str], str] = {}
    for imp in imports:
        if imp.typing_only or not imp.target.startswith("engine") or imp.target == imp.source:
            continue
        here, there = layer_of(imp.source), layer_of(imp.target)
        if here != there and there not in MAY_IMPORT[here]:
            found[(imp.source, imp.target)] = f"{imp.where}: {here} -> {there}"
    new = {k: v for k, v in found.items() if k not in KNOWN_VIOLATIONS}
    gone = [k for k in KNOWN_VIOLATIONS if k not in found]
    assert not new, "imports against the layering (engine/README.md):\n" + "\n".join(
        f"{source} imports {target} ({why})" for (source, target), why in sorted(new.items())
    )
    assert not gone, f"fixed: delete from KNOWN_VIOLATIONS: {gone}"


def test_no_import_time_cycles(imports: list[Import]) -> None:
    graph: dict[str, set[str]] = {}
    for imp in imports:
        if not imp.lazy and not imp.typing_only and imp.target.startswith("engine") and imp.target != imp.source:
            graph.setdefault(imp.source, set()).add(imp.target)
    assert _cycles(graph) == []


def module_graph(imports: list[Import]) -> dict[str, dict[str, list[Import]]]:
    """importing module -> imported module -> the imports (every kind) between engine modules."""
    graph: dict[str, dict[str, list[Import]]] = {}
    for imp in imports:
        if imp.target.startswith("engine") and imp.target != imp.source:
            graph.setdefault(imp.source, {}).setdefault(imp.target, []).append(imp)
    return graph


def _cycle_through(graph: dict[str, set[str]], members: list[str]) -> list[str]:
    """One cycle of a strongly connected component, as a path from its first member back to it
    (breadth first: the shortest such path)."""
    start, inside = members[0], set(members)
    came: dict[str, str] = {}
    todo = [start]
    while todo:
        nxt = []
        for v in todo:
            for w in sorted(graph.get(v, ())):
                if w == start:
                    path = [v]
                    while path[-1] != start:
                        path.append(came[path[-1]])
                    return [start, *reversed(path[:-1]), start]
                if w in inside and w not in came:
                    came[w] = v
                    nxt.append(w)
        todo = nxt
    raise AssertionError(f"{members} is no cycle")


def described_cycles(graph: dict[str, dict[str, list[Import]]], allowed: set[tuple[str, str]]) -> list[str]:
    """Every cycle left once the ``allowed`` edges are taken out, one per strongly connected
    component, each link named by its first import (``a -> b (file:line, kind)``)."""
    plain = {a: {b for b in targets if (a, b) not in allowed} for a, targets in graph.items()}
    out = []
    for comp in _cycles(plain):
        path = _cycle_through(plain, comp)
        links = []
        for a, b in zip(path, path[1:], strict=False):
            imp = graph[a][b][0]
            kind = "TYPE_CHECKING" if imp.typing_only else "in a function" if imp.lazy else "module level"
            links.append(f"  {a} -> {b} ({imp.where}, {kind})")
        out.append(f"cycle of {len(comp)} modules:\n" + "\n".join(links))
    return out


def test_no_import_cycle_at_all(imports: list[Import]) -> None:
    """No cycle among the modules of engine/, in a title package or in the core, whatever kind
    of import closes it (a type-checking or function-local import only hides a cycle)."""
    found = described_cycles(module_graph(imports), set())
    assert not found, "import cycles (move what both sides need down a layer):\n" + "\n".join(found)


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle per strongly connected component with more than one node (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def strong(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            strong(v)
    return out


def test_the_checks_catch_what_they_should(tmp_path: Path) -> None:
    """The reader sees lazy, TYPE_CHECKING and relative imports; the cycle finder finds a cycle."""
    pkg = tmp_path / "engine" / "play"
    pkg.mkdir(parents=True)
    f = pkg / "x.py"
    f.write_text(
        "from typing import TYPE_CHECKING\n"
        "import PySide6.QtCore\n"
        "from . import lay\n"
        "if TYPE_CHECKING:\n    from engine.state import State\n"
        "def f():\n    from engine.titles.g18mex import Engine\n"
    )
    found = imports_of(f, {"engine.play.lay": f, "engine.titles.g18mex": f, "engine.state": f}, root=tmp_path)
    assert [(i.target, i.lazy, i.typing_only) for i in found] == [
        ("typing", False, False),
        ("PySide6.QtCore", False, False),
        ("engine.play.lay", False, False),
        ("engine.state", False, True),
        ("engine.titles.g18mex", True, False),
    ]
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycle_through({"a": {"b", "d"}, "b": {"c"}, "c": {"a"}, "d": {"b"}}, ["a", "b", "c", "d"]) == [
        "a",
        "b",
        "c",
        "a",
    ]


def test_a_cycle_closed_by_a_type_checking_import_is_reported(tmp_path: Path) -> None:
    """A title package whose rounds name its Title under TYPE_CHECKING while the Title imports
    the rounds in a function: a cycle, reported import by import; allowing the edge removes it."""
    pkg = tmp_path / "engine" / "titles" / "gx"
    pkg.mkdir(parents=True)
    (pkg / "title.py").write_text("def first_round():\n    from engine.titles.gx.rounds import Draft\n")
    (pkg / "rounds.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from engine.titles.gx.title import Title\n"
    )
    modules = {_module_name(p, tmp_path): p for p in sorted((tmp_path / "engine").rglob("*.py"))}
    graph = module_graph([imp for p in modules.values() for imp in imports_of(p, modules, root=tmp_path)])
    (found,) = described_cycles(graph, set())
    assert found == (
        "cycle of 2 modules:\n"
        "  engine.titles.gx.rounds -> engine.titles.gx.title (engine/titles/gx/rounds.py:3, TYPE_CHECKING)\n"
        "  engine.titles.gx.title -> engine.titles.gx.rounds (engine/titles/gx/title.py:2, in a function)"
    )
    assert described_cycles(graph, {("engine.titles.gx.rounds", "engine.titles.gx.title")}) == []
