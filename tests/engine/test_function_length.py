"""No function over 100 lines in ``engine/`` or ``desktop/`` (issue #31, item 7).

A function that long decides many things at once: a reader cannot hold it, a fix to one of its
decisions risks the others, and a title cannot override one part of it.  Counted on the source
(``ast``, nothing is imported) from the ``def`` line to the function's last line, decorators left
out, docstring and nested functions included: what a reader has to scroll through.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 100


def long_functions(folders: tuple[str, ...] = ("engine", "desktop"), limit: int = LIMIT) -> list[str]:
    """ "path:line name (N lines)" for every function longer than ``limit`` lines."""
    found = []
    for folder in folders:
        for path in sorted((ROOT / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
            for node in ast.walk(tree):
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    lines = (node.end_lineno or node.lineno) - node.lineno + 1
                    if lines > limit:
                        where = path.relative_to(ROOT).as_posix()
                        found.append(f"{where}:{node.lineno} {node.name} ({lines} lines)")
    return found


def test_no_function_over_100_lines() -> None:
    assert long_functions() == []


def test_the_count_runs_from_def_to_last_line(tmp_path: Path) -> None:
    """The measure itself: a 101-line function is caught, a 100-line one is not."""
    body = "\n".join(f"    x{i} = {i}" for i in range(99))
    fits = ast.parse(f"def f():\n{body}\n")
    over = ast.parse(f"def g():\n{body}\n    return x0\n")
    length = [(n.end_lineno or 0) - n.lineno + 1 for t in (fits, over) for n in t.body]
    assert length == [100, 101]
