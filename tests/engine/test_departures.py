"""The site's departures from the rules as one policy per game (engine/departures.py).

Every question a policy answers names where the departure is written down (a section of
``assets/titles/<T>/site-defects.md`` that exists), the game plays the policy of its mode, chosen
once, and a compatibility mode stays a plain string in a file.
"""

from __future__ import annotations

import inspect
import json
import re
from pathlib import Path
from typing import Any

import pytest

from engine import departures as core
from engine.departures import Compat
from engine.errors import DataError
from engine.game import Game
from engine.io.document import native_document
from engine.titles.g18gb import departures as g18gb
from engine.titles.g18mex import departures as g18mex
from engine.titles.g1893 import departures as g1893

ROOT = Path(__file__).resolve().parents[2]
#: policy module -> the title whose site-defects.md it cites (None: the core names the title)
MODULES = {core: None, g1893: "1893", g18gb: "18GB", g18mex: "18MEX"}
CITED = re.compile(r"(?:(1833NE|1893|18GB|18MEX)\s+)?site-defects\.md\s+§(\d+)")


def _sections(title: str) -> set[str]:
    text = (ROOT / "assets" / "titles" / title / "site-defects.md").read_text(encoding="utf-8")
    return set(re.findall(r"^## (\d+)\.", text, flags=re.M))


def _questions() -> list[tuple[str, str | None, object]]:
    out = []
    for module, title in MODULES.items():
        for cls in (module.Departures, module.SiteDepartures):
            for name, fn in vars(cls).items():
                if inspect.isfunction(fn) and not name.startswith("_"):
                    out.append((f"{module.__name__}.{cls.__name__}.{name}", title, fn))
    return out


@pytest.mark.parametrize(("where", "title", "fn"), _questions(), ids=[q[0] for q in _questions()])
def test_every_answer_names_its_departure(where: str, title: str | None, fn: object) -> None:
    """A section of the title's site-defects.md that exists, or why there is none."""
    doc = inspect.getdoc(fn) or ""
    cites = CITED.findall(doc)
    if not cites:
        assert "No section" in doc or "see ``Departures``" in doc, f"{where} cites no site-defects.md section"
    for named, number in cites:
        file_title = named or title
        assert file_title, f"{where}: say which title's site-defects.md"
        assert number in _sections(file_title), f"{where}: {file_title} site-defects.md has no section {number}"


@pytest.mark.parametrize("module", [g1893, g18gb, g18mex], ids=lambda m: m.__name__)
def test_the_site_answers_every_question_of_its_title(module: Any) -> None:
    """A title's question the site policy does not answer would silently play the rules' way in
    an imported game."""
    rules_way, site_way = module.Departures, module.SiteDepartures
    asked = {n for n, f in vars(rules_way).items() if inspect.isfunction(f) and not n.startswith("_")}
    answered = {n for n, f in vars(site_way).items() if inspect.isfunction(f)}
    assert asked <= answered, f"not answered the site's way: {sorted(asked - answered)}"
    assert issubclass(site_way, core.SiteDepartures) and issubclass(site_way, rules_way)


@pytest.mark.parametrize(("title", "module", "players"), [("1893", g1893, 3), ("18GB", g18gb, 3), ("18MEX", g18mex, 3)])
def test_a_game_plays_the_policy_of_its_mode(title: str, module: Any, players: int) -> None:
    seats = [(i + 1, f"P{i + 1}") for i in range(players)]
    ours = Game(title, seats, seed=1)
    imported = Game(title, seats, seed=1, compat="18xx.games")
    assert type(ours.state.departures) is module.Departures
    assert type(imported.state.departures) is module.SiteDepartures
    assert ours.compat is Compat.NATIVE and imported.compat is Compat.SITE


def test_only_1893_opens_a_border_and_only_the_site_way() -> None:
    assert g1893.SiteDepartures().open_borders() == {("R5", 4)}
    assert not g1893.Departures().open_borders() and not g18gb.SiteDepartures().open_borders()


def test_an_unknown_mode_is_refused_with_a_sentence() -> None:
    with pytest.raises(DataError, match="compat must be one of native, 18xx.games, strict"):
        Game("18MEX", [(1, "A"), (2, "B"), (3, "C")], compat="18xx.gmaes")


def test_a_mode_stays_a_plain_string_in_a_file() -> None:
    base = {"title": "18MEX", "players": [{"id": 1, "name": "A"}], "settings": {"seed": 1}}
    data = native_document(base, [], compat=Compat.SITE)
    assert type(data["roundhouse"]["compat"]) is str
    assert json.loads(json.dumps(data))["roundhouse"]["compat"] == "18xx.games"
