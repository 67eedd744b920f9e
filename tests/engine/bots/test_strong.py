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
from engine.bots.base import Decision
from engine.bots.dock import dock_offers
from engine.bots.steady import Option
from engine.bots.strong import Search, StrongBot, _steady_pick, edge, obvious, seat_controls, worth
from engine.errors import IllegalAction
from engine.game import Game
from engine.io.selfplay import check_game, money_total
from engine.state import State
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


def steady_choice(game: Game, seat: str, seed: str) -> Decision:
    """What steady plays for strong's seed (strong's starting point)."""
    base = steady.SteadyBot(f"strong:{seed}")
    return _steady_pick(base, base.options(game, seat))


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
    """A player's worth is their score, plus a part of their companies' assets, less the trains
    their companies will need and cannot pay (``train_duty``)."""
    from engine.bots.strong import train_duty
    from engine.entities import player_key

    game = _position(actions=120)
    s = game.live
    for pid in s.seating:
        owed = sum(train_duty(s, c.key) for c in (*s.corps.values(), *s.minors.values()) if c.owner == player_key(pid))
        assert worth(s, pid) >= s.player_value(pid) - owed
    assert sum(edge(s, pid) > 0 for pid in s.seating) <= 1  # only the leader is ahead of every rival


def _dividend_position() -> Game:
    """1893 seed 4 played by steady until a company with revenue, and trains that outlast the
    next train sold, decides its dividend (withholding buys nothing it needs)."""
    from engine.bots.base import acting_entity

    game = _game("1893", 4)
    bot = make_bot("steady", 4)
    while True:
        seat = acting_seat(game) or ""
        kinds = {o.action.get("kind") for o in steady.SteadyBot(0).options(game, seat)}
        dividend = {"payout", "withhold"} <= kinds and game.live.round.data.revenue >= 60
        if dividend and steady._lasting_trains(game.live, acting_entity(game) or ""):
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
    decision = StrongBot(0, rollouts=4, width=2).choose(game, seat)  # (the two dividends)
    assert decision.action["kind"] == "payout"
    wider = StrongBot(0, rollouts=4).choose(game, seat)
    assert wider.action.get("kind") != "withhold"  # (paying out, or a better move still)
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
    theirs = [o.action for o in steady.SteadyBot(7).options(game, seat)]
    assert [o.action for o in mine] == [a for a in theirs if seat_controls(game.live, seat, a)]
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
    assert [o.action for o in mine] == [o.action for o in theirs if seat_controls(game.live, seat, o.action)]
    assert any(o.action["type"] == "run_routes" for o in mine)
    hurried = root_options(steady.SteadyBot(7), game, seat, lambda: True)  # still a legal answer
    route = next(o.action for o in hurried if o.action["type"] == "run_routes")
    game.process(route)


def _obvious_position(title: str = "1893", seed: int = 4) -> Game:
    """A game played by steady until its acting seat has several distinct options and steady's
    pick leads them all by ``CLEAR_LEAD`` or more (e.g. a company without a train buying one)."""
    game = _game(title, seed)
    bot = make_bot("steady", seed)
    while True:
        seat = acting_seat(game) or ""
        base = steady.SteadyBot("strong:0")
        options = base.options(game, seat)
        if len({repr(o.action) for o in options}) > 1 and obvious(options, _steady_pick(base, options)):
            return game
        game.process(bot.choose(game, seat).action)


def test_an_obvious_decision_is_answered_without_a_search() -> None:
    """Spend search only where the choice matters: a rule of thumb far ahead of every other
    option is played at once, with no rollout."""
    game = _obvious_position()
    seat = acting_seat(game) or ""
    bot = StrongBot(0, rollouts=2, horizon=6)
    decision = bot.choose(game, seat)
    assert bot.last is not None and bot.last.finished_rollouts == 0
    assert decision == steady_choice(game, seat, "0")


def test_routes_to_run_are_answered_without_a_search() -> None:
    """A company's routes to run (the best routes found, far ahead of a private to buy or
    anything else) need no look ahead (before, the search bought the private instead)."""
    from tests.engine.bots.test_bots import _at_run_routes

    game = _at_run_routes()
    bot = StrongBot(0, rollouts=2, horizon=6)
    decision = bot.choose(game, acting_seat(game) or "")
    assert decision.action["type"] == "run_routes"
    assert bot.last is not None and bot.last.finished_rollouts == 0


def test_an_option_that_loses_a_paired_rollout_gets_no_more(monkeypatch: pytest.MonkeyPatch) -> None:
    """An option is chosen over steady's only if it wins every paired rollout: once every other
    option has lost one, more rollouts cannot change the answer, and the search ends."""
    game = _position()
    seat = acting_seat(game) or ""
    search = StrongBot(0, rollouts=5, width=3).search(game, seat)
    plain = steady_choice(game, seat, "0")
    monkeypatch.setattr(search, "_rollout", lambda action, seed: 10.0 if action == plain.action else 5.0)  # type: ignore[attr-defined]
    options = steady.SteadyBot("strong:0").options(game, seat)
    searched = min(3, len({repr(o.action) for o in options}))  # steady's own and the others
    assert search.run() == plain
    assert search.finished_rollouts == searched and search.searched  # one round each, not five


def test_an_option_that_keeps_winning_is_searched_no_more_than_max_rollouts(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without a rollout budget, the wall clock is only a bound: an option that keeps winning is
    chosen after ``MAX_ROLLOUTS`` paired rollouts, long before an hour's budget."""
    from engine.bots.strong import MAX_ROLLOUTS

    game = _position()
    seat = acting_seat(game) or ""
    search = StrongBot(0, width=2).search(game, seat, budget=3600.0)
    plain = steady_choice(game, seat, "0")
    monkeypatch.setattr(search, "_rollout", lambda action, seed: 10.0 if action == plain.action else 1e6)  # type: ignore[attr-defined]
    decision = search.run()
    assert decision.action != plain.action and "looking ahead" in decision.reason
    assert search.finished_rollouts == 2 * MAX_ROLLOUTS


def _busy_position() -> Game:
    """1833NE played by steady (seed 4) until a turn whose menu offers ten choices or more and
    track to lay: a root that takes long under load."""
    from engine.play.menu import menu

    game = _game("1833NE", 4)
    bot = make_bot("steady", 4)
    while True:
        m = menu(game)
        if len(m.choices) >= 10 and "lay_tile" in m.map_types:
            return game
        game.process(bot.choose(game, acting_seat(game) or "").action)


def test_a_stopped_search_tries_no_more_than_its_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every part of a decision is bounded by its stop: once the budget is spent (here: before
    it starts), the menu's choices are offered untried and the map's lays not tried at all; the
    engine tries only the answer (the search's work no longer depends on the position's size;
    before, the whole menu was tried, a trial per choice)."""
    import engine.play.lay as lay

    game = _busy_position()
    seat = acting_seat(game) or ""
    trials = [0]
    game_trial, lay_trial = Game.trial, lay.trial

    def counted_game_trial(self: Game, action: dict) -> object:
        trials[0] += 1
        return game_trial(self, action)

    def counted_lay_trial(s: object, action: dict) -> object:
        trials[0] += 1
        return lay_trial(s, action)  # type: ignore[arg-type]

    monkeypatch.setattr(Game, "trial", counted_game_trial)
    monkeypatch.setattr(lay, "trial", counted_lay_trial)
    decision = StrongBot(1).choose(game, seat, budget=3600.0, should_stop=lambda: True)
    assert trials[0] <= 2
    monkeypatch.undo()
    assert dock_offers(game, decision.action)
    game.process(decision.action)


def test_tile_trials_stop_when_cancelled() -> None:
    """One hex's tile trials (every tile and rotation the rules allow) stop at the search's cancel."""
    from engine.play.lay import layable_hexes, tile_choices

    game = _lay_position()
    s = game.live
    hex_id = next(h for h in layable_hexes(s) if tile_choices(s, h))
    assert tile_choices(s, hex_id, cancel=lambda: True) == []
    polls = [0]

    def after_one() -> bool:
        polls[0] += 1
        return polls[0] > 1

    assert len(iter_rotations(tile_choices(s, hex_id, cancel=after_one))) <= 1
    assert len(iter_rotations(tile_choices(s, hex_id))) >= 1


def iter_rotations(choices: list) -> list[tuple[str, int]]:
    return [(c.tile, r) for c in choices for r in c.rotations]


def _owing_position() -> tuple[State, list]:
    """A steady game (1833NE, then 1893, from seed 4 on) until a floated company's president
    owes its next train (``train_duty``) and has the cash for it."""
    from engine.bots.strong import train_duty

    for seed in range(4, 12):
        for title in ("1833NE", "1893"):
            game = _game(title, seed)
            bot, nobody = make_bot("steady", seed), make_bot("random", seed)
            while not game.finished:
                s = game.live
                owing = [c for c in s.corps.values() if c.floated and not c.closed and c.owner and train_duty(s, c.key)]
                owing = [c for c in owing if s.cash(c.owner or "") >= train_duty(s, c.key)]
                if owing:
                    return s, owing
                seat = acting_seat(game) or ""
                game.process((bot if seat else nobody).choose(game, seat).action)
    raise AssertionError("no president owes a train in these games")


def test_a_president_owes_the_train_their_company_cannot_pay() -> None:
    """A company whose trains all rust with the next train sold, and whose treasury cannot pay
    for one, will need its president's cash (or a forced sale, or bankruptcy): paying that money
    into the company now is no loss to the president.  Before, only half of a treasury counted
    and the coming payment not at all, so paying out a train's cash looked free to the search."""
    from engine.bots.strong import train_duty
    from engine.entities import id_of

    s, owing = _owing_position()
    corp = owing[0]
    president = corp.owner or ""
    paid = s.clone()
    paid.spend(president, corp.key, train_duty(s, corp.key))
    assert train_duty(paid, corp.key) == 0
    assert worth(paid, id_of(president)) >= worth(s, id_of(president))


def test_strong_never_answers_with_a_refused_action(monkeypatch: pytest.MonkeyPatch) -> None:
    """A rule of thumb may set a value the menu never tried (steady's par price in 1833NE, seed 4
    action 832: below the home's minimum); strong tries its answer first and plays the best one
    the engine accepts."""
    game = _position()
    seat = acting_seat(game) or ""
    scored = steady.SteadyBot._scored

    def a_refused_pass(self: steady.SteadyBot, s: object, me: str, c: steady.Choice) -> Option:
        got = scored(self, s, me, c)  # type: ignore[arg-type]
        if c.group != "pass":
            return got
        return Option({**got.action, "entity": "nobody"}, 100.0, "a refused action")

    monkeypatch.setattr(steady.SteadyBot, "_scored", a_refused_pass)
    assert any(o.action.get("entity") == "nobody" for o in steady.SteadyBot(0).options(game, seat))
    decision = StrongBot(0, rollouts=2, horizon=6).choose(game, seat)
    monkeypatch.undo()
    game.process(decision.action)


def _rivals_private_position(seed: int = 4) -> Game:
    """18GB played by steady until the acting seat's menu also offers a rival's private (any
    owner may close a private at any moment of an operating round)."""
    from engine.entities import player_key
    from engine.play.menu import menu

    game = _game("18GB", seed)
    bot, nobody = make_bot("steady", seed), make_bot("random", seed)
    while True:
        seat = acting_seat(game) or ""
        s = game.live
        others = [
            c
            for c in menu(game).enabled()
            if c.action.get("entity_type") == "company"
            and s.owner_player(f"company:{c.action.get('entity')}") not in (None, player_key(seat))
        ]
        if seat and others:
            return game
        game.process((bot if seat else nobody).choose(game, seat).action)


def test_strong_acts_only_for_what_its_seat_controls() -> None:
    """A shared screen's menu offers what any owner may do (close a private in 18GB); strong
    decides for its own seat only: never a rival's private (before, it closed them: the rivals'
    worth fell, so its look ahead liked it)."""
    from engine.bots.strong import root_options

    game = _rivals_private_position()
    seat = acting_seat(game) or ""
    s = game.live
    offered = steady.SteadyBot(7).options(game, seat)
    assert not all(seat_controls(s, seat, o.action) for o in offered)
    mine = root_options(steady.SteadyBot(7), game, seat, lambda: False)
    assert mine and all(seat_controls(s, seat, o.action) for o in mine)
    decision = StrongBot(0, rollouts=2, horizon=6).choose(game, seat)
    assert seat_controls(s, seat, decision.action)


def test_an_option_far_behind_steadys_is_not_searched_beside_a_closer_one() -> None:
    """18GB, seed 2026 game 1: in its stock rounds strong sold shares "to raise cash" (steady's
    score for that: -5) over steady's choice, a sale searched only because another option stood
    close to steady's.  What ``obvious`` would not search alone is not searched beside a closer
    option either."""
    from engine.bots.strong import CLEAR_LEAD

    game = _position()
    search = StrongBot(0, rollouts=2).search(game, acting_seat(game) or "")
    plain = Decision({"type": "pass"}, "steady's")
    options = [
        Option({"type": "pass"}, 0.0, "steady's"),
        Option({"type": "buy_shares", "shares": ["A_1"]}, -0.5, "close"),
        Option({"type": "sell_shares", "shares": ["B_1"]}, -CLEAR_LEAD - 1.0, "far behind"),
    ]
    assert not obvious(options, plain)
    assert [c.option.reason for c in search._candidates(options, plain)] == ["steady's", "close"]
