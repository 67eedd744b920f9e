"""Games between computer players of given levels, for measuring a level's strength.

``tournament`` plays ``games`` games of a title with one level per seat, the seats rotated
between games (game ``g`` gives seat ``i`` the level ``seats[(i + g) % n]``), and sums up per
level: seats played, wins (a tie for first counts for each tied seat, shared: 1/k each), the
share of wins per seat, the mean finishing place (ties share the places), and the mean share of
the table's total worth.  Every action is checked with self-play's invariants; a refused
action, a crash, an invariant broken or a game not finished within ``max_actions`` counts.

Game ``g`` uses game seed ``seed + g`` and bot seeds drawn from ``seed`` and ``g``, so a run
gives the same figures whatever ``jobs`` is (the decision times aside, and a searching level's
choices: ``strong`` thinks for ``budget`` seconds of wall clock, so what it finds depends on the
machine's load).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.bots import make_bot
from engine.bots.base import acting_seat
from engine.errors import IllegalAction
from engine.io.selfplay import check_game, money_total


@dataclass
class Played:
    """One game's outcome: the level and score of each seat, violations, decision times."""

    finished: bool
    levels: list[str]
    scores: list[int]
    violations: list[str] = field(default_factory=list)
    times: dict[str, list[float]] = field(default_factory=dict)  # level -> decision ms


def seat_levels(seats: Sequence[str], g: int) -> list[str]:
    n = len(seats)
    return [seats[(i + g) % n] for i in range(n)]


def play_game(
    title: str,
    seats: Sequence[str],
    g: int,
    seed: int,
    options: Sequence[str] = (),
    max_actions: int = 20000,
    budget: float = 1.0,
) -> Played:
    """Play game ``g`` of a tournament to the end (or ``max_actions``); ``budget``: the seconds a
    searching level may think per decision."""
    from engine.game import Game

    levels = seat_levels(seats, g)
    ids = [str(i + 1) for i in range(len(levels))]
    game = Game(title, [(i + 1, f"Player {i + 1}") for i in range(len(levels))], options=tuple(options), seed=seed + g)
    bots = {pid: make_bot(level, f"{seed}:{g}:{pid}") for pid, level in zip(ids, levels, strict=True)}
    nobody = make_bot("random", f"{seed}:{g}:nobody")  # a company no player stands behind
    out = Played(False, levels, [0] * len(levels))
    money = money_total(game.snapshot())
    actions = 0
    while not game.finished and actions < max_actions and len(out.violations) < 5:
        seat = acting_seat(game)
        bot = bots.get(seat or "", nobody)
        t0 = time.perf_counter()
        try:
            decision = bot.choose(game, seat or "", budget)
        except Exception as exc:  # noqa: BLE001 - a bot's bug, reported as a violation
            out.violations.append(f"game {g} action {actions}: {bot.level} failed: {type(exc).__name__}: {exc}")
            break
        out.times.setdefault(bot.level, []).append((time.perf_counter() - t0) * 1000.0)
        try:
            game.process(decision.action)
        except IllegalAction as exc:
            out.violations.append(f"game {g} action {actions}: {bot.level} chose a refused action: {exc}")
            break
        actions += 1
        out.violations += [f"game {g} action {actions}: {v}" for v in check_game(game, decision.action, money=money)]
    out.finished = bool(game.finished)
    if not out.finished:
        out.violations.append(f"game {g}: not finished after {actions} actions")
    result = game.result()
    got = {str(k): v for k, v in result.items()}
    out.scores = [int(got.get(pid, 0)) for pid in ids]
    return out


def _play_args(args: tuple[str, tuple[str, ...], int, int, tuple[str, ...], int, float]) -> Played:
    return play_game(*args)


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 2)


def tournament(
    title: str,
    players: int,
    seats: Sequence[str],
    *,
    games: int,
    seed: int = 0,
    options: Sequence[str] = (),
    jobs: int = 1,
    max_actions: int = 20000,
    budget: float = 1.0,
) -> dict[str, Any]:
    """The tournament's figures (the JSON ``python -m engine tournament --json`` prints)."""
    if len(seats) != players:
        raise ValueError(f"{players} players need {players} seat levels, not {len(seats)}")
    args = [(title, tuple(seats), g, seed, tuple(options), max_actions, budget) for g in range(games)]
    if jobs > 1 and games > 1:
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(max_workers=min(jobs, games)) as pool:
            results = list(pool.map(_play_args, args))
    else:
        results = [_play_args(a) for a in args]
    return summary(title, players, results)


def summary(title: str, players: int, results: Sequence[Played]) -> dict[str, Any]:
    """Per level: seats, wins (ties for first shared), win share, mean place, worth share."""
    levels: dict[str, dict[str, float]] = {}
    times: dict[str, list[float]] = {}
    for r in results:
        best = max(r.scores)
        tied = r.scores.count(best)
        total = sum(r.scores) or 1
        for level, score in zip(r.levels, r.scores, strict=True):
            row = levels.setdefault(level, {"seats": 0, "wins": 0.0, "rank": 0.0, "worth": 0.0})
            row["seats"] += 1
            row["wins"] += 1.0 / tied if score == best else 0.0
            above = sum(1 for x in r.scores if x > score)
            same = r.scores.count(score)
            row["rank"] += above + (same + 1) / 2.0  # ties share their places
            row["worth"] += score / total
        for level, ms in r.times.items():
            times.setdefault(level, []).extend(ms)
    return {
        "title": title,
        "players": players,
        "games": len(results),
        "finished": sum(1 for r in results if r.finished),
        "violations": sum(len(r.violations) for r in results),
        "levels": {
            level: {
                "seats": int(row["seats"]),
                "wins": round(row["wins"], 3),
                "win_share": round(row["wins"] / row["seats"], 3),
                "mean_rank": round(row["rank"] / row["seats"], 3),
                "worth_share": round(row["worth"] / row["seats"], 3),
            }
            for level, row in sorted(levels.items())
        },
        "decision_ms": {
            level: {"p50": _percentile(ms, 0.5), "p95": _percentile(ms, 0.95), "max": _percentile(ms, 1.0)}
            for level, ms in sorted(times.items())
        },
    }


def violation_lines(results: Sequence[Played]) -> list[str]:
    return [v for r in results for v in r.violations]
