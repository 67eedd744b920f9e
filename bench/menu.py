"""Cost of the Actions menu (computed on the UI thread after every action):
``python bench/menu.py FILE...`` prints JSON {file: {points, p50_ms, p95_ms, max_ms, worst,
cpu_p50_ms, cpu_p95_ms, cpu_max_ms}}.

Every position of the recorded game is measured once (``engine.play.menu.menu``: each choice
probed through ``Game.trial``); ``worst`` names the slowest position and its number of choices.
``cpu_*`` are the same positions in this process's CPU time (``time.process_time``): the figures
other programs competing for the machine do not inflate.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.errors import RoundhouseError  # noqa: E402
from engine.io.document import load  # noqa: E402
from engine.io.log import game_actions  # noqa: E402
from engine.io.replay import new_game  # noqa: E402
from engine.play.menu import menu  # noqa: E402


def bench(path: str) -> dict:
    doc = load(path)
    game = new_game(doc)
    times: list[tuple[float, str, int]] = []
    cpu: list[float] = []
    for _source, action in game_actions(doc.actions):
        if game.finished:
            break
        t0, c0 = time.perf_counter(), time.process_time()
        m = menu(game)
        cpu.append((time.process_time() - c0) * 1000)
        times.append(((time.perf_counter() - t0) * 1000, f"{m.round_label} {m.step}", len(m.choices)))
        try:
            game.process(action)
        except RoundhouseError as exc:
            return {"points": len(times), "error": str(exc)}
    ms = sorted(t for t, _, _ in times)
    cpu.sort()
    worst = max(times)
    return {
        "points": len(ms),
        "p50_ms": round(statistics.median(ms), 1),
        "p95_ms": round(ms[int(len(ms) * 0.95) - 1], 1),
        "max_ms": round(ms[-1], 1),
        "worst": f"{worst[1]} ({worst[2]} choices)",
        "cpu_p50_ms": round(statistics.median(cpu), 1),
        "cpu_p95_ms": round(cpu[int(len(cpu) * 0.95) - 1], 1),
        "cpu_max_ms": round(cpu[-1], 1),
    }


def main(argv: list[str]) -> int:
    if not argv:
        print("usage: bench/menu.py FILE...", file=sys.stderr)
        return 2
    print(json.dumps({Path(p).name: bench(p) for p in argv}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
