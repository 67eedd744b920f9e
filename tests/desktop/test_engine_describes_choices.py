"""The engine describes the menu's choices and the map's marks; the desktop only draws them
(issue #31, item 5).  Each choice carries its group's heading, button verb, order and whether a
lone one may be what Enter does (an allow-list: a group nobody described never is); the map's
marks are a ``MarkKind`` with one renderer per kind; the desktop names no title's vocabulary."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from desktop.map.scene import MARK_RENDERERS, MapScene
from desktop.panels.action_panel import ActionPanel
from desktop.panels.default_choice import default_key
from engine.play.menu import Choice, Menu, group_of
from engine.policies.data import MapMark, MarkKind
from engine.titles.g18gb import menu as g18gb_play
from engine.titles.g1833ne import menu as g1833ne_menu

ROOT = Path(__file__).resolve().parents[2]

#: the action groups only some titles have
TITLE_GROUPS = ("ferry", "ferry_double", "takeover", "convert", "issue", "redeem")


def _menu(*choices: Choice) -> Menu:
    return Menu("OR 1.1", "Step", "corp:X", "X", "P1", choices=choices)


def test_a_lone_choice_of_an_undescribed_group_is_never_the_default() -> None:
    """A group the engine does not describe as safe (here one that spends money, new to the
    desktop) is not what Enter does, even alone."""
    spend = Choice("spend:1", "spend", "Spend $100 on something", {"type": "spend"})
    assert default_key(_menu(spend)) is None


def test_a_lone_choice_of_an_allowed_group_is_the_default() -> None:
    par = group_of("par")
    choice = Choice("par:X", "par", "Par X", {"type": "par"}, may_default=par.may_default)
    assert default_key(_menu(choice)) == "par:X"


@pytest.mark.parametrize(
    "described",
    [g1833ne_menu.ISSUE, g1833ne_menu.REDEEM, g1833ne_menu.FERRY, g1833ne_menu.TAKEOVER, g18gb_play.CONVERT],
    ids=lambda d: d["id"],
)
def test_a_titles_groups_are_described_by_the_title(described: dict) -> None:
    g = group_of(described)
    assert g.id in TITLE_GROUPS and g.heading and g.verb
    assert group_of(g.id).heading == g.id.capitalize()  # the core does not know it


def test_the_panel_shows_the_engines_heading_and_verb(qtbot) -> None:
    p = ActionPanel()
    qtbot.addWidget(p)
    g = group_of(g1833ne_menu.FERRY)
    c = Choice("ferry:A1", g.id, "Buy the ferry", {"type": "buy_special"}, True, "", "", None, (), g.heading, g.verb)
    p.set_menu(_menu(c))
    texts = [p.list.item(i).text() for i in range(p.list.count())]
    assert "Buy a ferry" in texts
    assert p.select("ferry:A1")
    assert p.do_button.text() == "Buy"


@pytest.mark.parametrize(
    "path", ["desktop/panels/action_panel.py", "desktop/panels/default_choice.py", "engine/play/menu.py"]
)
def test_no_title_vocabulary_in_the_desktop_or_the_core_menu(path: str) -> None:
    text = (ROOT / path).read_text(encoding="utf-8")
    spelled = [g for g in TITLE_GROUPS if re.search(rf"[\"']{g}[\"']", text)]
    assert spelled == []


def test_every_kind_of_map_mark_has_a_renderer() -> None:
    assert set(MARK_RENDERERS) == set(MarkKind)
    for name in MARK_RENDERERS.values():
        assert callable(getattr(MapScene, name))


def test_a_mark_of_no_known_kind_is_refused() -> None:
    assert MapMark("A1", "ferry").kind is MarkKind.FERRY  # (a title may still write the string)
    with pytest.raises(ValueError):
        MapMark("A1", "tunnel")
