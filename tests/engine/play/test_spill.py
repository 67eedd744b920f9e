"""engine.play.spill: what a pass does beyond passing, read from the engine's trial (issue #29, 7)."""

from __future__ import annotations

import pytest

from engine.io.document import load
from engine.io.log import game_actions
from engine.io.replay import new_game
from engine.play.menu import menu
from engine.play.spill import consequences_of
from tests.fixtures import FIXTURES, need
from tests.titles.g1833ne.test_worked_example import after_auction


def test_a_pass_that_skips_to_a_withhold_names_the_rule_the_withhold_and_the_price_move() -> None:
    g = after_auction().g
    g.process(menu(g).choice("par:B&L").action_with())
    quiet = []
    while menu(g).round_label.startswith("SR"):
        action = menu(g).choice("pass").action_with()
        quiet.append(consequences_of(g, action))
        g.process(action)
    assert all(q == () for q in quiet)  # a stock round's passes only pass
    said = consequences_of(g, menu(g).choice("pass").action_with())
    assert said == (
        "B&L lays no track in phase I while no corporation owns Lowell Merchants (P2)",
        "B&L has no run this turn and withholds",
        "B&L's share price moves from $150 to $137",
    )
    assert menu(g).choice("pass").detail == "; ".join(said)


def test_a_recorded_pass_into_a_trainless_withhold(mex_game_before_46) -> None:
    """13315.json, action 46: FCP passes its token step with no train; the route step is skipped
    and the withhold drops the price: said before the pass, in the log's words."""
    g, action = mex_game_before_46
    assert consequences_of(g, action) == (
        "FCP has no run this turn and withholds",
        "FCP's share price moves from $75 to $70",
    )


@pytest.fixture
def mex_game_before_46():  # noqa: ANN201
    doc = load(need(FIXTURES / "18MEX" / "13315.json"))
    g = new_game(doc)
    for src, a in game_actions(doc.actions):
        if src.get("id") == 46:
            return g, a
        g.process(a)
    raise AssertionError("no action 46")
