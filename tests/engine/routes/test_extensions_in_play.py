"""1833NE's interconnection extensions in a real position (random play from a fixed seed, the
first run whose best routes earn an interconnection bonus): the search's bounded extension walk
finds what an exhaustive one finds, the routes the bots and the routes panel play (``optimum``)
keep the extension and are paid its bonus, and a route search cut before its first route is
tried again so a company does not run for nothing."""

from __future__ import annotations

import pytest

import engine.bots.steady as steady
import engine.routes.search as search
from engine.bots import make_bot
from engine.bots.base import acting_seat
from engine.entities import id_of
from engine.game import Game
from engine.play.best_routes import best_routes_in
from engine.play.routes import expected_runner, optimum, run_routes_action
from engine.scratch import OperatingScratch
from engine.state import State

#: how far random play goes looking for the position
SEARCH = 3000


def _run_revenue(s: State) -> int:
    """What the run just processed pays (the operating round's scratch)."""
    data = s.round.data if s.round is not None else None
    assert isinstance(data, OperatingScratch)
    return int(data.revenue)


@pytest.fixture(scope="module")
def extended() -> tuple[Game, str]:
    """The first position of 1833NE seed 1 (random play) whose optimum extends a route."""
    game = Game("1833NE", [(i + 1, f"P{i + 1}") for i in range(4)], seed=1)
    bot = make_bot("random", 1)
    for _ in range(SEARCH):
        if game.finished:
            break
        s = game.live
        runner = expected_runner(s)
        if runner is not None and any(not s.trains[t].operated for t in s.entity(runner).trains):
            if any(r.extension for r in best_routes_in(s, id_of(runner)).routes):
                return game, id_of(runner)
        game.process(bot.choose(game, acting_seat(game) or "").action)
    raise AssertionError(f"1833NE seed 1: no run with an interconnection extension in {SEARCH} actions")


def test_bounded_extension_walk_finds_the_exhaustive_optimum(
    extended: tuple[Game, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    game, sym = extended
    bounded = best_routes_in(game.live, sym)
    monkeypatch.setattr(search, "EXTENSION_WALKS", 10**9)
    monkeypatch.setattr(search, "EXTENSIONS_KEPT", 10**9)
    exhaustive = best_routes_in(game.live, sym)
    assert exhaustive.proven_optimal
    assert bounded.revenue == exhaustive.revenue
    # what the bounded walk leaves out it says: proven only when nothing was left out
    left_out = sum(exhaustive.stats["candidates"].values()) > sum(bounded.stats["candidates"].values())
    assert bounded.proven_optimal is not left_out


def test_the_played_routes_keep_their_extension_and_are_paid_its_bonus(extended: tuple[Game, str]) -> None:
    game, sym = extended
    found = best_routes_in(game.live, sym)
    best = optimum(game.live, sym)
    assert best.reason is None and best.total == found.revenue
    action = run_routes_action(game.live, sym, best.routes)
    assert any(r.get("extension") for r in action["routes"])
    after = game.trial(action)
    paid = _run_revenue(after)
    assert paid == found.revenue
    # without its extension the same run earns less: the bonus is the extension's
    bare = {
        **action,
        "routes": [{k: v for k, v in r.items() if k not in ("extension", "revenue")} for r in action["routes"]],
    }
    assert _run_revenue(game.trial(bare)) < paid


def test_a_route_search_cut_before_its_first_route_is_tried_again(
    extended: tuple[Game, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    game, sym = extended
    full = optimum(game.live, sym).total
    monkeypatch.setattr(steady, "ROUTE_POLLS", 1)  # the first search stops before any route
    (again,) = steady._routes(game.live)
    assert sum(r["revenue"] for r in again.action["routes"]) == full > 0
    monkeypatch.setattr(steady, "ROUTE_POLLS_RETRY", 0)  # no second search: the old runs for $0
    (cut,) = steady._routes(game.live)
    assert cut.action["routes"] == []
