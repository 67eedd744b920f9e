"""Computer players (engine/bots): they play only what a person could choose, the same way for
the same seed, in every title with its optional rules mixed; the tournament's figures."""

from __future__ import annotations

import json

import pytest

from engine.__main__ import main
from engine.bots import LEVELS, acting_seat, make_bot
from engine.bots.dock import dock_offers
from engine.errors import IllegalAction
from engine.game import Game
from engine.io.selfplay import check_game, game_setup, money_total
from engine.io.tournament import Played, summary, tournament
from engine.title import load_title

TITLES = ("1833NE", "1893", "18GB", "18MEX")
#: actions checked per game: enough for every kind of round (auction, stock, operating and the
#: titles' own), bounded so the test stays small; the tournament plays whole games
ACTIONS = 300


def _game(title: str, seed: int) -> Game:
    options = [o.id for o in load_title(title).optional_rules]
    players, opts = game_setup(seed, seed, 4, options, mix_options=True)
    # options mixed as self-play mixes them: one its player count cannot use is ignored, as on
    # 18xx.games (a new game from the window refuses it)
    return Game(title, [(i + 1, f"P{i + 1}") for i in range(players)], options=opts, seed=seed, strict_options=False)


def _play(title: str, seed: int, levels: tuple[str, ...], check_dock: bool, actions: int = ACTIONS) -> list[dict]:
    """Play ``actions`` actions of a game with one level per seat; every bot action must be
    accepted, keep the invariants and (``check_dock``) be one the Actions dock offers."""
    game = _game(title, seed)
    bots = {str(i + 1): make_bot(levels[i % len(levels)], f"{seed}:{i}") for i in range(len(game.state.seating))}
    nobody = make_bot("random", f"{seed}:nobody")
    money = money_total(game.snapshot())
    played = []
    while not game.finished and len(played) < actions:
        seat = acting_seat(game)
        bot = bots.get(seat or "", nobody)
        decision = bot.choose(game, seat or "")
        assert str(decision.reason).strip(), f"{bot.level} gave no reason for {decision.action}"
        if check_dock and bot.level != "random":
            assert dock_offers(game, decision.action), f"{title} {bot.level}: the dock does not offer {decision.action}"
        try:
            game.process(decision.action)
        except IllegalAction as exc:  # pragma: no cover - the failure message
            pytest.fail(f"{title} {bot.level} chose a refused action {decision.action}: {exc}")
        assert check_game(game, decision.action, money=money) == []
        played.append(decision.action)
    return played


@pytest.mark.parametrize("title", TITLES)
def test_steady_plays_what_the_dock_offers(title: str) -> None:
    _play(title, 3, ("steady", "random", "steady", "random"), check_dock=True)


@pytest.mark.parametrize("title", TITLES)
@pytest.mark.parametrize("level", [lv for lv in LEVELS if lv != "strong"])  # strong: test_strong.py, by rollouts
def test_bots_are_deterministic_for_a_seed(title: str, level: str) -> None:
    first = _play(title, 5, (level,), check_dock=False, actions=100)
    again = _play(title, 5, (level,), check_dock=False, actions=100)
    assert first == again


def test_a_bot_of_another_seed_plays_otherwise() -> None:
    assert _play("18GB", 5, ("random",), False, 100) != _play("18GB", 6, ("random",), False, 100)


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown level"):
        make_bot("genius")


def test_dock_refuses_what_it_does_not_offer() -> None:
    game = _game("1893", 1)
    assert not dock_offers(game, {"type": "pass", "entity": "9", "entity_type": "player"})
    action = make_bot("steady", 1).choose(game, acting_seat(game) or "").action
    assert dock_offers(game, action)
    assert not dock_offers(game, {**action, "price": 10**6})


# --- the tournament --------------------------------------------------------------------------


def test_summary_shares_a_tie_for_first() -> None:
    results = [
        Played(True, ["steady", "random", "random"], [100, 100, 50]),
        Played(True, ["random", "steady", "random"], [10, 30, 20]),
    ]
    out = summary("1893", 3, results)
    assert out["levels"]["steady"] == {
        "seats": 2,
        "wins": 1.5,
        "win_share": 0.75,
        "mean_rank": 1.25,  # 1.5 (tied first and second) and 1
        "worth_share": round((100 / 250 + 30 / 60) / 2, 3),
    }
    assert out["levels"]["random"]["wins"] == 0.5
    assert out["levels"]["random"]["mean_rank"] == round((1.5 + 3 + 3 + 2) / 4, 3)


def test_tournament_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        ["tournament", "--title", "1893", "--players", "2", "--seats", "steady", "random"]
        + ["--games", "2", "--seed", "4", "--max-actions", "60", "--json"]
    )
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"title", "players", "games", "finished", "violations", "levels", "decision_ms"}
    assert (out["title"], out["players"], out["games"]) == ("1893", 2, 2)
    assert out["finished"] == 0 and out["violations"] == 2 and code == 1  # cut short: not finished
    assert set(out["levels"]) == {"steady", "random"}
    for row in out["levels"].values():
        assert set(row) == {"seats", "wins", "win_share", "mean_rank", "worth_share"}
        assert row["seats"] == 2  # the seats rotate: each level sat in each seat once
    assert out["levels"]["steady"]["wins"] + out["levels"]["random"]["wins"] == 2
    for ms in out["decision_ms"].values():
        assert set(ms) == {"p50", "p95", "max"} and 0 <= ms["p50"] <= ms["p95"] <= ms["max"]


def test_tournament_does_not_depend_on_jobs() -> None:
    one = tournament("1893", 2, ["steady", "random"], games=2, seed=7, max_actions=80)
    two = tournament("1893", 2, ["steady", "random"], games=2, seed=7, max_actions=80, jobs=2)
    assert one["levels"] == two["levels"]


def test_tournament_refuses_bad_seats(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--title", "1893", "--players", "3", "--seats", "steady", "random"]) == 2
    assert main(["tournament", "--title", "1893", "--players", "2", "--seats", "steady", "genius"]) == 2
    err = capsys.readouterr().err
    assert "need 3 levels" in err and "unknown level genius" in err


def test_seats_rotate_between_games() -> None:
    from engine.io.tournament import seat_levels

    assert seat_levels(["steady", "random", "random"], 0) == ["steady", "random", "random"]
    assert seat_levels(["steady", "random", "random"], 1) == ["random", "random", "steady"]


def _at_run_routes(title: str = "1893", seed: int = 2) -> Game:
    """A game played at random until a company must run its trains."""
    from engine.play.routes import expected_runner

    game = _game(title, seed)
    bot = make_bot("random", seed)
    while expected_runner(game.live) is None:
        game.process(bot.choose(game, acting_seat(game) or "").action)
    return game


def test_steady_runs_no_route_when_the_engine_refuses_the_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """18MEX, tournament seed 2026 game 7, action 333: the engine refused the route search's own
    answer for NdM and steady found nothing to choose (LookupError): it now runs no route."""
    import engine.bots.steady as steady
    from engine.play.routes import Optimum

    game = _at_run_routes()
    monkeypatch.setattr(steady, "optimum", lambda *a, **k: Optimum((), 0, False, 0.0, "refused"))
    decision = make_bot("steady", 1).choose(game, acting_seat(game) or "")
    assert decision.action["type"] == "run_routes" and decision.action["routes"] == []
    game.process(decision.action)


def test_steady_falls_back_on_a_legal_action(monkeypatch: pytest.MonkeyPatch) -> None:
    import engine.bots.steady as steady

    game = _game("18GB", 1)
    monkeypatch.setattr(steady.SteadyBot, "options", lambda self, game, seat: [])
    decision = make_bot("steady", 1).choose(game, acting_seat(game) or "")
    game.process(decision.action)  # legal
    assert str(decision.reason)
