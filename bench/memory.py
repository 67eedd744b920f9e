"""Memory and undo of a long game: ``python bench/memory.py [--actions N] [--seed S]`` prints JSON.

A self-played 18MEX game of N actions (default 1,000; the next game seeds are tried until one is
that long) is saved as a native document, then a fresh process loads it into the desktop's
``History`` (every action processed, the history's checkpoints kept: every one of the last 40
states, then every 4th) and reports its peak resident memory (``peak_rss_mb``, the goal of
issue #12 is < 200 MB), how many states the history keeps, the load time, and the time of
undo: 60 undos in a row from the end (each rewinds to a kept state or replays from the one
before) and the past view at 60 positions spread over the game (``History.state_at``), the
undo goal being <= 50 ms at any point.
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

from engine.play.candidates import legal_actions

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def make_game(n_actions: int, seed: int) -> dict:
    """A native document of a self-played 18MEX game at least ``n_actions`` long (cut there)."""
    from engine.game import Game
    from engine.io.document import native_document

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


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--actions", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--measure", help=argparse.SUPPRESS)  # the child process's part
    args = ap.parse_args(argv)
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
