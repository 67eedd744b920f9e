"""A run is listed so that it pays its whole multi-route bonus: 18GB's compass sets are built
in the order a run lists its routes (18xx.games), so the desktop's price and the action it
sends list the routes in an order that lets the site build the set the bonus needs."""

from __future__ import annotations

from engine.game import Game
from engine.play import routes as R
from tests.engine.routes.helpers import board_of, city, offboard, tile


def _through(v: int):
    return city(v, ("0-c0", "c0-3"))


def _state():
    """An 18GB state whose board is a chain: A1 off-board N - A3 city (LNWR) - A5 city - A7
    city (LNWR) - A9 off-board S; E1 holds the NS legend (20 in yellow)."""
    g = Game("18GB", [(1, "A"), (2, "B"), (3, "C")], seed=1)
    s = g.state.clone()
    s.board = board_of(
        {
            "A1": offboard(10, ("0-o0",), group="N"),
            "A3": _through(20),
            "A5": _through(10),
            "A7": _through(20),
            "A9": offboard(10, ("3-o0",), group="S"),
            "E1": tile("E1", "red", [{"kind": "offboard", "revenue": {"yellow": 20}, "group": "bonus_NS"}], []),
        },
        {"LNWR": ["A3", "A7"]},
    )
    return s


def test_a_run_is_listed_so_that_its_compass_set_can_be_built():
    s = _state()
    two = [t for t in s.trains if t.startswith("2+1-")][:2]
    three = next(t for t in s.trains if t.startswith("3+1-"))
    north = R.PlannedRoute(two[0], connections=(("A1", "A3"),))
    south = R.PlannedRoute(two[1], connections=(("A7", "A9"),))
    middle = R.PlannedRoute(three, connections=(("A3", "A5"), ("A5", "A7")))
    drawn = [north, south, middle]  # the order of the trains: N and S can form no set
    for t in (*two, three):
        s.writable_train(t).owner = "corp:LNWR"
        s.corps["LNWR"].trains.append(t)
    assert [r.train for r in R.paying_order(s, "LNWR", drawn)] == [two[0], three, two[1]]
    action = R.run_routes_action(s, "LNWR", drawn)
    assert [r["train"] for r in action["routes"]] == [two[0], three, two[1]]
    assert R.price_run(s, "LNWR", drawn).total == 30 + 50 + 30 + 20
