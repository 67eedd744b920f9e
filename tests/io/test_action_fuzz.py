"""Issue #28, item 8: every field of every recorded action type, given a wrong type, an odd
value or left out (top level and inside ``routes`` / ``auto_actions``), is refused with a
sentence of the rules, never Python's words (``Malformed 'lay_tile' action: KeyError: 'None'``),
and the state is left as it was.

The positions are the recorded games' own: for each recording, the state just before the
first two actions of each type."""

from __future__ import annotations

import copy
import re
from collections.abc import Iterator
from typing import Any

import pytest

from engine.errors import IllegalAction
from engine.i18n import localize
from engine.io.document import load
from engine.io.log import game_actions
from engine.io.replay import new_game
from tests.fixtures import FIXTURES, needs

RECORDINGS = sorted(FIXTURES.glob("*/*.json"))
pytestmark = needs(RECORDINGS, "the shared 18xx.games recordings")

#: odd values: wrong JSON types, names of nothing, numbers out of range
ODD: tuple[Any, ...] = (None, -1, 10**6, "None", "", [], ["x"], [None], [[None]], {}, {"a": 1}, True, 1.5)
LEFT_OUT = object()

#: words of Python, not of the rules: a refusal holding one leaks an exception
PYTHON_WORDS = re.compile(
    r"Malformed|Error\b|Exception|Traceback|unhashable|object is not|NoneType|not subscriptable|"
    r"takes \d+ positional|has no attribute|invalid literal|index out of range"
)


def positions() -> Iterator[tuple[str, Any, dict]]:
    """(recording, game before the action, action) for the first two actions of each type."""
    for path in RECORDINGS:
        doc = load(path)
        game = new_game(doc)
        seen: dict[str, int] = {}
        for _, action in game_actions(doc.actions):
            kind = action["type"]
            if seen.get(kind, 0) < 2:
                seen[kind] = seen.get(kind, 0) + 1
                yield path.name, game, action
            game.process(action)


def mutations(action: dict) -> Iterator[tuple[str, dict]]:
    """(field path, mutated copy) for every field, top level and one level into lists of objects."""
    for key in action:
        if key == "type":
            continue
        for value in (*ODD, LEFT_OUT):
            out = copy.deepcopy(action)
            if value is LEFT_OUT:
                del out[key]
            else:
                out[key] = value
            yield key, out
        items = action[key]
        if key in ("routes", "auto_actions") and isinstance(items, list) and items and isinstance(items[0], dict):
            for inner in items[0]:
                for value in (*ODD, LEFT_OUT):
                    out = copy.deepcopy(action)
                    if value is LEFT_OUT:
                        del out[key][0][inner]
                    else:
                        out[key][0][inner] = value
                    yield f"{key}[0].{inner}", out


def test_every_odd_field_is_refused_in_the_rules_words():
    leaks: list[str] = []
    tried = 0
    for name, game, action in positions():
        before = game.snapshot()
        for where, forged in mutations(action):
            tried += 1
            try:
                game.trial(forged)
            except IllegalAction as exc:
                text = localize(exc.args[0]) if exc.args else ""
                if not text or PYTHON_WORDS.search(text):
                    leaks.append(f"{name} {action['type']}.{where}: {text!r}")
            # (accepted is fine: many odd values are legal, e.g. a price nobody checks on a pass)
        assert game.snapshot() == before
    assert tried > 1000
    assert not leaks, f"{len(leaks)} refusals in Python's words, e.g. " + "; ".join(sorted(set(leaks))[:8])


@pytest.mark.parametrize("bad", [[], {}, ["pass"]])
def test_an_automatic_action_whose_type_is_not_a_string_is_refused(bad):
    name, game, action = next(p for p in positions() if p[2]["type"] == "pass")
    forged = {**action, "auto_actions": [{**action, "type": bad}]}
    with pytest.raises(IllegalAction) as info:
        game.trial(forged)
    assert not PYTHON_WORDS.search(localize(info.value.args[0]))
