"""Level ``strong`` (engine/bots/strong.py): it plays only what a person could choose, the same
way for a seed when its search is bounded by rollouts rather than time, it stops when asked
with a legal answer, and its look ahead overturns a rule of thumb that loses money.

No test here measures time: a search is bounded by a rollout count (``StrongBot(rollouts=…)``)
or stopped through its flag; the decision times are bench/bots.py's figures."""

from __future__ import annotations

import json
import threading

import pytest

import engine.bots.steady as steady
from engine.__main__ import main
from engine.bots import LEVELS, acting_seat, hint, make_bot
from engine.bots.dock import dock_offers
from engine.bots.steady import Option
from engine.bots.strong import Search, StrongBot, _steady_pick, edge, obvious, worth
from engine.errors import IllegalAction
from engine.game import Game
from engine.io.selfplay import check_game, money_total
from tests.engine.bots.test_bots import TITLES, _game

#: a small search: enough to exercise every part (options, rollouts, the choice), quick
SMALL = {"rollouts": 2, "width": 3, "horizon": 6}


def _bots(game: Game, levels: tuple[str, ...], seed: int) -> dict[str, object]:
    out: dict[str, object] = {}
    for i in range(len(game.state.seating)):
        level = levels[i % len(levels)]
        out[str(i + 1)] = StrongBot(f"{seed}:{i}", **SMALL) if level == "strong" else make_bot(level, f"{seed}:{i}")
    return out


def _play(title: str, seed: int, levels: tuple[str, ...], actions: int) -> list[dict]:
    """``actions`` actions with a level per seat: every strong action is offered by the dock,
    accepted, keeps the invariants and comes with a reason."""
    game = _game(title, seed)
    bots = _bots(game, levels, seed)
    nobody = make_bot("random", f"{seed}:nobody")
    money = money_total(game.snapshot())
    played: list[dict] = []
    while not game.finished and len(played) < actions:
        seat = acting_seat(game) or ""
        bot = bots.get(seat, nobody)
        decision = bot.choose(game, seat)  # type: ignore[attr-defined]
        if bot.level == "strong":  # type: ignore[attr-defined]
            assert str(decision.reason).strip()
            assert dock_offers(game, decision.action), f"{title} strong: the dock does not offer {decision.action}"
        try:
            game.process(decision.action)
        except IllegalAction as exc:  # pragma: no cover - the failure message
            pytest.fail(f"{title} strong chose a refused action {decision.action}: {exc}")
        assert check_game(game, decision.action, money=money) == []
        played.append(decision.action)
    return played


def test_strong_is_a_level() -> None:
    assert "strong" in LEVELS
    bot = make_bot("strong", 3)
    assert isinstance(bot, StrongBot) and bot.level == "strong"


def test_tournament_seats_strong(capsys: pytest.CaptureFixture[str]) -> None:
    """The tournament accepts the level and reports its decision times (a tiny budget: the
    figures' shape is what is tested here)."""
    main(
        ["tournament", "--title", "1893", "--players", "2", "--seats", "strong", "steady"]
        + ["--games", "1", "--seed", "4", "--max-actions", "12", "--budget", "0.05", "--json"]
    )
    out = json.loads(capsys.readouterr().out)
    assert set(out["levels"]) == {"strong", "steady"}
    assert set(out["decision_ms"]["strong"]) == {"p50", "p95", "max"}


@pytest.mark.parametrize("title", TITLES)
def test_strong_plays_what_the_dock_offers(title: str) -> None:
    _play(title, 3, ("strong", "steady", "strong", "steady"), actions=60)


@pytest.mark.parametrize("title", ["1893", "18MEX"])
def test_strong_is_deterministic_with_a_rollout_budget(title: str) -> None:
    first = _play(title, 5, ("strong", "steady"), actions=40)
    assert first == _play(title, 5, ("strong", "steady"), actions=40)


def _position(title: str = "1893", seed: int = 4, actions: int = 30) -> Game:
    """A game some steady moves in, where its acting seat has a choice worth a search (more than
    one option, none far ahead: ``obvious``)."""
    game = _game(title, seed)
    bot = make_bot("steady", seed)
    for _ in range(actions):
        game.process(bot.choose(game, acting_seat(game) or "").action)
    while _obvious_now(game):
        game.process(bot.choose(game, acting_seat(game) or "").action)
    return game


def _obvious_now(game: Game) -> bool:
    seat = acting_seat(game) or ""
    base = steady.SteadyBot("strong:0")
    options = base.options(game, seat)
    return obvious(options, _steady_pick(base, options))


def test_stop_flag_set_before_the_search_gives_steadys_quick_choice() -> None:
    """Stopped before it starts, strong answers at once with steady's pick among the options
    found without trying anything (no lays, no rollouts): a legal one."""
    game = _position()
    seat = acting_seat(game) or ""
    bot = StrongBot(1)  # wall-clock budget: the flag alone must end it
    decision = bot.choose(game, seat, budget=3600.0, should_stop=lambda: True)
    assert bot.last is not None and bot.last.finished_rollouts == 0
    assert decision.action in [o.action for o in steady.SteadyBot(1).options(game, seat)]
    assert dock_offers(game, decision.action)


def test_stop_from_another_thread_ends_the_search_with_a_legal_answer() -> None:
    """The desktop's stop: the search runs in a worker with an hour's budget; once it has
    finished a rollout the other thread stops it; it answers with the best found so far."""
    game = _position()
    seat = acting_seat(game) or ""
    started = threading.Event()
    search: Search | None = None

    def poll() -> bool:
        if search is not None and search.finished_rollouts:
            started.set()
        return False

    search = StrongBot(2).search(game, seat, budget=3600.0, should_stop=poll)
    out: list[object] = []
    worker = threading.Thread(target=lambda: out.append(search.run()))
    worker.start()
    assert started.wait(600), "no rollout finished"
    search.stop()
    worker.join(600)  # a safety bound, not a speed figure: the search polls its flag every action
    assert not worker.is_alive() and out
    decision = out[0]
    assert dock_offers(game, decision.action)  # type: ignore[attr-defined]
    game.process(decision.action)  # type: ignore[attr-defined]


def test_hint_does_not_play() -> None:
    game = _position()
    before = len(game.actions)
    polls = [0]

    def stop_soon() -> bool:
        polls[0] += 1
        return polls[0] > 20

    decision = hint(game, acting_seat(game) or "", budget=3600.0, should_stop=stop_soon)
    assert len(game.actions) == before
    assert dock_offers(game, decision.action) and str(decision.reason)


def test_worth_counts_cash_shares_and_a_part_of_the_companies() -> None:
    game = _position(actions=120)
    s = game.live
    for pid in s.seating:
        assert worth(s, pid) >= s.player_value(pid)
    assert sum(edge(s, pid) > 0 for pid in s.seating) <= 1  # only the leader is ahead of every rival


def _dividend_position() -> Game:
    """1893 seed 4 played by steady until a company with trains and revenue decides its dividend."""
    game = _game("1893", 4)
    bot = make_bot("steady", 4)
    while True:
        seat = acting_seat(game) or ""
        kinds = {o.action.get("kind") for o in steady.SteadyBot(0).options(game, seat)}
        if {"payout", "withhold"} <= kinds and game.live.round.data.get("revenue", 0) >= 60:
            return game
        game.process(bot.choose(game, seat).action)


def test_search_overturns_a_rule_of_thumb_that_loses_money(monkeypatch: pytest.MonkeyPatch) -> None:
    """A rule of thumb gone wrong (here: always withhold) is what the search is for: withholding
    keeps the money in the treasury and lowers the share price, paying out puts it in the
    shareholders' hands, the president's first.  steady follows the rule; strong looks ahead and
    pays out.  (The rule leads by less than ``CLEAR_LEAD``: a rule far ahead is not searched.)"""
    game = _dividend_position()
    seat = acting_seat(game) or ""

    def withhold_first(s: object, me: str, c: steady.Choice) -> Option:
        kind = c.action.get("kind")
        return Option(c.action_with(), 3.0 if kind == "withhold" else 1.0, "rule")

    monkeypatch.setitem(steady._RULES, "dividend", withhold_first)
    assert steady.SteadyBot(0).choose(game, seat).action["kind"] == "withhold"
    decision = StrongBot(0, rollouts=2, horizon=8).choose(game, seat)
    assert decision.action["kind"] == "payout"
    assert "looking ahead" in str(decision.reason)


def _lay_position(title: str = "18GB", seed: int = 4) -> Game:
    """A game played by steady until a company may lay track."""
    from engine.play.menu import menu

    game = _game(title, seed)
    bot = make_bot("steady", seed)
    while "lay_tile" not in menu(game).map_types:
        game.process(bot.choose(game, acting_seat(game) or "").action)
    return game


def test_the_search_starts_from_steadys_own_options() -> None:
    """Unhurried, strong's starting options are steady's, the same draws of its generator."""
    from engine.bots.strong import root_options

    game = _lay_position()
    seat = acting_seat(game) or ""
    mine = root_options(steady.SteadyBot(7), game, seat, lambda: False)
    assert [o.action for o in mine] == [o.action for o in steady.SteadyBot(7).options(game, seat)]
    assert any(o.action["type"] == "lay_tile" for o in mine)


def test_lays_are_tried_only_until_the_search_is_stopped() -> None:
    """On a big map under load steady's lays take seconds: a stopped search offers the other
    options (here: passing) rather than wait for them, and still answers with a legal action."""
    from engine.bots.strong import root_options

    game = _lay_position()
    seat = acting_seat(game) or ""
    hurried = root_options(steady.SteadyBot(7), game, seat, lambda: True)
    assert hurried and not any(o.action["type"] == "lay_tile" for o in hurried)
    decision = StrongBot(1).choose(game, seat, budget=3600.0, should_stop=lambda: True)
    assert dock_offers(game, decision.action)


def test_unhurried_routes_are_steadys() -> None:
    from engine.bots.strong import root_options
    from tests.engine.bots.test_bots import _at_run_routes

    game = _at_run_routes()
    seat = acting_seat(game) or ""
    mine = root_options(steady.SteadyBot(7), game, seat, lambda: False)
    theirs = steady.SteadyBot(7).options(game, seat)
    assert [o.action for o in mine] == [o.action for o in theirs]
    assert any(o.action["type"] == "run_routes" for o in mine)
    hurried = root_options(steady.SteadyBot(7), game, seat, lambda: True)  # still a legal answer
    route = next(o.action for o in hurried if o.action["type"] == "run_routes")
    game.process(route)
