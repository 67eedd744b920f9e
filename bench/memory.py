"""Memory and undo of a long game: ``python bench/memory.py [--actions N] [--seed S]`` prints JSON.

A self-played 18MEX game of N actions (default 1,000; the next game seeds are tried until one is
that long) is saved as a native document, then a fresh process loads it into the desktop's
``History`` (every action processed, the history's checkpoints kept: every one of the last 40
states, then every 4th) and reports its peak resident memory (``peak_rss_mb``, the goal of
issue #12 is < 200 MB), how many states the history keeps, the load time, and the time of
undo: 60 undos in a row from the end (each rewinds to a kept state or replays from the one
before) and the past view at 60 positions spread over the game (``History.state_at``), the
undo goal being <= 50 ms at any point.

``python bench/memory.py --long-run N`` (issue #28) instead self-plays N games (default 120,
the four titles in turn, at most ``--max-actions`` each) in this one process and reports the
resident memory (RSS) and the live Python memory blocks (``sys.getallocatedblocks``) before the
first game, after the first round of titles (every title's data loaded: the start of the long
run proper), in the middle and at the end, each end/start ratio and whether the end stays
within 20% of the start (``flat_within_20pct``: both must).  After each game the run drops it
and calls ``engine.heap.release``, as the program does where it drops a game (the desktop
closing or replacing one, a self-play batch between games): a collection, then glibc's
``malloc_trim`` handing the freed pages back.  Memos that outlived their game made it grow
without end (34 -> 205 MB over 120 games).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's engine, before any import of it


def make_game(n_actions: int, seed: int) -> dict:
    """A native document of a self-played 18MEX game at least ``n_actions`` long (cut there)."""
    from engine.game import Game
    from engine.io.document import native_document
    from engine.play.candidates import legal_actions

    for game_seed in range(seed, seed + 50):
        players = [(i + 1, f"Player {i + 1}") for i in range(5)]
        g = Game("18MEX", players, seed=game_seed)
        rng = random.Random(f"memory:{game_seed}")
        while len(g.actions) < n_actions and not g.finished:
            legal = legal_actions(g, rng, 1)
            if not legal:
                break
            g.process(legal[0])
        if len(g.actions) >= n_actions:
            base = {
                "id": f"memory-{game_seed}",
                "title": "18MEX",
                "players": [{"id": p, "name": n} for p, n in players],
                "settings": {"seed": game_seed, "optional_rules": []},
                "status": "active",
            }
            return native_document(base, [{**a, "id": i + 1} for i, a in enumerate(g.actions)])
    raise SystemExit(f"no self-played game reached {n_actions} actions")


def measure(path: str) -> dict:
    """Runs in a fresh process: load the document into a History, undo, view the past."""
    from desktop.history import History
    from engine.io.document import load

    rss0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    doc = load(path)
    t0 = time.perf_counter()
    h, report = History.load(doc)
    load_s = time.perf_counter() - t0
    if report.error:
        return {"error": report.error}
    n = len(h)
    past = []
    for k in sorted(random.Random(1).sample(range(n), min(60, n))):
        t0 = time.perf_counter()
        h.state_at(k)
        past.append((time.perf_counter() - t0) * 1000)
    undo = []
    for _ in range(min(60, n)):
        t0 = time.perf_counter()
        h.undo()
        undo.append((time.perf_counter() - t0) * 1000)
    return {
        "actions": n,
        "states_kept": len(h._states),
        "load_s": round(load_s, 2),
        "rss_before_load_mb": round(rss0, 1),
        "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        "undo_p50_ms": round(statistics.median(undo), 2),
        "undo_max_ms": round(max(undo), 2),
        "past_view_p50_ms": round(statistics.median(past), 2),
        "past_view_max_ms": round(max(past), 2),
    }


LONG_RUN_TITLES = ("18MEX", "1893", "18GB", "1833NE")


def current_rss_mb() -> float:
    """Resident memory now (Linux ``/proc``; elsewhere the peak, which only grows)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as fh:
            return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1048576
    except (OSError, ValueError, IndexError):
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def long_run(games: int, max_actions: int, seed: int) -> dict:
    """Self-play ``games`` games in this process; resident memory along the way."""
    from engine import heap
    from engine.io.selfplay import play_one

    rounds = len(LONG_RUN_TITLES)
    series = [round(current_rss_mb(), 1)]
    blocks = [sys.getallocatedblocks()]  # live Python objects' memory blocks: a leak shows here
    t0 = time.perf_counter()
    finished = 0
    for i in range(games):
        title = LONG_RUN_TITLES[i % rounds]
        players = [(k + 1, f"Player {k + 1}") for k in range(4)]
        game, report = play_one(
            title, players, seed=seed + i, rng=random.Random(f"long:{seed + i}"), max_actions=max_actions
        )
        finished += bool(game.finished)
        del game, report
        heap.release()  # (what the program does where it drops a game)
        series.append(round(current_rss_mb(), 1))
        blocks.append(sys.getallocatedblocks())
        print(f"game {i + 1}/{games} {title}: {series[-1]} MB, {blocks[-1]} blocks", file=sys.stderr, flush=True)
    first, mid = min(rounds, games), (min(rounds, games) + games) // 2
    start, middle, end = series[first], series[mid], series[-1]
    rss_ratio = round(end / start, 3)
    blocks_ratio = round(blocks[-1] / blocks[first], 3)
    return {
        "games": games,
        "finished": finished,
        "max_actions": max_actions,
        "seed": seed,
        "seconds": round(time.perf_counter() - t0, 1),
        "rss_before_first_game_mb": series[0],
        "rss_start_mb": start,
        "rss_middle_mb": middle,
        "rss_end_mb": end,
        "rss_peak_mb": max(series),
        "rss_end_to_start": rss_ratio,
        "blocks_start": blocks[first],
        "blocks_middle": blocks[mid],
        "blocks_end": blocks[-1],
        "blocks_end_to_start": blocks_ratio,
        "flat_within_20pct": abs(rss_ratio - 1) <= 0.2 and abs(blocks_ratio - 1) <= 0.2,
        "rss_after_each_game_mb": series[1:],
        "blocks_after_each_game": blocks[1:],
    }


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--actions", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--long-run", type=int, metavar="GAMES", help="self-play this many games in one process")
    ap.add_argument("--max-actions", type=int, default=3000, help="(--long-run) actions per game at most")
    ap.add_argument("--measure", help=argparse.SUPPRESS)  # the child process's part
    args = ap.parse_args(argv)
    if args.long_run:
        res = long_run(args.long_run, args.max_actions, args.seed)
        print(json.dumps(res, indent=1))
        return 0 if res["flat_within_20pct"] else 1
    if args.measure:
        print(json.dumps(measure(args.measure)))
        return 0
    doc = make_game(args.actions, args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "game.json")
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(doc, fh)
        out = subprocess.run([sys.executable, __file__, "--measure", path], capture_output=True, text=True, check=False)
    if out.returncode != 0:
        print(out.stderr, file=sys.stderr)
        return 1
    res = {"game": doc.get("id"), **json.loads(out.stdout)}
    print(json.dumps(res, indent=1))
    return 0 if res.get("peak_rss_mb", 1e9) < 200 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
