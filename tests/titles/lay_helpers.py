"""Shared by the titles' tile-lay tests: a lay context for a title and phase, the refusal
sentence of a lay (checking that a refusal leaves the board untouched), a tile's exits."""

from __future__ import annotations

import pytest

from engine.errors import IllegalAction
from engine.title import load_title
from engine.titles import rules_for
from engine.upgrades import LayContext, check_lay


def lay_context(title: str, board, phase: str, company=None, **kw) -> LayContext:  # noqa: ANN001
    return LayContext(board=board, phase=load_title(title).phase(phase), rules=rules_for(title), company=company, **kw)


def refused(c: LayContext, hex_id: str, tile: str, rot: int) -> str:
    before = (c.board.version, dict(c.board.used))
    with pytest.raises(IllegalAction) as exc:
        check_lay(c, hex_id, tile, rot)
    assert (c.board.version, dict(c.board.used)) == before  # a refusal changes nothing
    return str(exc.value)


def exits(board, tile: str, rot: int) -> set[int]:  # noqa: ANN001
    return {e for p in board.defn.tiles[tile].rotated_paths(rot) for e in p.edges}
