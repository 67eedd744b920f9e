"""Positions the two-way fidelity check found (``bench/fidelity.py``): the opening of one of our
own games, saved natively in a title's ``fidelity/`` folder, up to the move 18xx.games refused.
Each title's ``test_site_fidelity.py`` reads them through these helpers."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.errors import IllegalAction
from engine.io.document import load, parse_document
from engine.io.replay import ReplayResult, replay


def position(folder: Path, name: str) -> tuple[Any, dict]:
    """The game just before its last recorded action, and that action."""
    doc = load(folder / f"{name}.json")
    *_, last = doc.data["actions"]
    res = replay(doc, upto=len(doc.data["actions"]) - 1)
    assert res.error is None, res.error.line()
    return res.game, last


def refused(game: Any, action: dict, match: str) -> None:
    """``action`` is refused with a sentence matching ``match`` and the state is unchanged."""
    before = json.dumps(game.snapshot(), sort_keys=True)
    with pytest.raises(IllegalAction, match=match):
        game.process(action)
    assert json.dumps(game.snapshot(), sort_keys=True) == before


def replayed_the_sites_way(folder: Path, name: str) -> ReplayResult:
    """The whole position replayed as a game imported from 18xx.games (its known departures
    from the rules, assets/titles/<T>/site-defects.md)."""
    doc = load(folder / f"{name}.json")
    data = {**doc.data, "roundhouse": {**doc.data["roundhouse"], "compat": "18xx.games"}}
    return replay(parse_document(data))
