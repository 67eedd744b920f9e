"""Strength of the computer players: the pairings of issue #32 at 4 players, per title.

``python bench/bots.py [--titles T …] [--pairing steady-random] [--games G] [--seed S]``
plays, for each title, the games of ``python -m engine tournament --title T --players 4
--seats <pairing> --games G --seed S`` (the same games: ``engine.io.tournament.play_game``) and prints, every ``--every`` games and at the end, one JSON line: the tournament's
figures so far (``engine.io.tournament.summary``) plus ``"pairing"``, ``"seed"``, ``"budget"``,
``"jobs"`` and ``"games_per_hour"`` (wall clock, to plan a 200-game run; ``--jobs J`` plays J
games at once, one per free CPU: the same games and figures, strong's time budget aside).  A run
stopped early still leaves its figures for the games played, and ``--start N`` plays on from
game N (its figures are those of its own games: add wins and places of the two parts).

Pairings: ``steady-random`` (1 steady seat against 3 random; issue #32 asks for ≥ 95% wins over
200 games); ``strong-steady`` (1 strong seat, budget 1 s a decision, against 3 steady; ≥ 50%
asked: chance is 25%).  Not a test: the figures depend on the levels' rules of thumb, and the decision
times (``decision_ms``) on the machine.  Use ``nice``: a 1833NE or 18GB game takes seconds.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.io.tournament import Played, play_game, summary  # noqa: E402

PAIRINGS = {
    "steady-random": ("steady", "random", "random", "random"),
    "strong-steady": ("strong", "steady", "steady", "steady"),
}
TITLES = ("1833NE", "1893", "18GB", "18MEX")


def _one(job: tuple[str, tuple[str, ...], int, int, float]) -> Played:
    title, seats, g, seed, budget = job
    return play_game(title, seats, g, seed, budget=budget)


def run(
    title: str, pairing: str, games: int, seed: int, every: int, budget: float = 1.0, jobs: int = 1, start: int = 0
) -> dict:
    """Play games ``start`` … ``games - 1`` (``jobs`` processes: the games are independent, their
    order kept) and print the figures every ``every`` games."""
    seats = PAIRINGS[pairing]
    todo = [(title, seats, g, seed, budget) for g in range(start, games)]
    played: list[Played] = []
    out: dict = {}
    began = time.perf_counter()
    with ProcessPoolExecutor(jobs) if jobs > 1 else nullcontext() as pool:
        results = pool.map(_one, todo) if pool is not None else map(_one, todo)
        for g, game in enumerate(results, start):
            played.append(game)
            if (g + 1) % every == 0 or g + 1 == games:
                hours = (time.perf_counter() - began) / 3600.0
                out = {**summary(title, len(seats), played), "pairing": pairing, "seed": seed, "budget": budget}
                out["jobs"] = jobs
                if start:
                    out["start"] = start  # (``games`` counts these games only: ``start`` onward)
                out["games_per_hour"] = round(len(played) / hours, 1)  # (on this machine, at its load then)
                print(json.dumps(out), flush=True)
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--titles", nargs="+", default=list(TITLES))
    p.add_argument("--pairing", choices=sorted(PAIRINGS), default="steady-random")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=2026)
    p.add_argument("--every", type=int, default=8, help="print the figures so far every this many games")
    p.add_argument("--budget", type=float, default=1.0, help="seconds strong thinks per decision")
    p.add_argument("--jobs", type=int, default=1, help="processes playing games at once (one per free CPU)")
    p.add_argument(
        "--start", type=int, default=0, help="the first game to play (a run stopped at game N goes on with --start N)"
    )
    args = p.parse_args(argv)
    for title in args.titles:
        run(title, args.pairing, args.games, args.seed, args.every, args.budget, args.jobs, args.start)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
