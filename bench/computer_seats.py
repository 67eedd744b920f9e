"""Is the window live while computers play?  ``python bench/computer_seats.py [--title T]
[--level L] [--moves N] [--seed S] [--pause-ms P]`` prints JSON.

The desktop's window (offscreen) starts a 4-player game whose seats are all computers of
level L (default: the best the engine has), with the visible pause P (default 0), and lets
them play N moves (default 40) while a 10 ms timer ticks on the UI thread.  Reported:
``max_gap_ms`` / ``p95_gap_ms``, the wall-clock gaps between ticks (what a user feels; other
programs on the machine inflate them), ``max_ui_cpu_ms``, the most CPU time the UI thread spent
between two ticks (what our code costs it: redrawing after a move, never the bot, which thinks on
the worker), and ``move_ms`` (p50, max: from one move to the next, thinking and redrawing).
Issue #32 asks the window to stay live while a bot thinks; not a test, the figures depend on
the machine.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def run(title: str, level: str, moves: int, seed: int, pause_ms: int) -> dict:
    from PySide6.QtCore import QTimer

    from desktop.files import AppPaths
    from desktop.main_window import MainWindow
    from desktop.qtenv import application

    app = application()
    with tempfile.TemporaryDirectory() as tmp:
        w = MainWindow(AppPaths(Path(tmp) / "config", Path(tmp) / "data"), offer_restore=False)
        w.ask = lambda kind, title, text: "discard"  # closing: no question about saving
        w.show()
        c = w.controller
        c.computers.delay_ms = pause_ms
        c.new_game(title, ["A", "B", "C", "D"], seed=seed, seats={str(i): level for i in range(1, 5)})
        while c.history is None:
            app.processEvents()
            time.sleep(0.001)
        h = c.history
        ticks: list[tuple[float, float]] = []
        timer = QTimer()
        timer.setInterval(10)
        timer.timeout.connect(lambda: ticks.append((time.perf_counter(), time.thread_time())))
        timer.start()
        done: list[float] = [time.perf_counter()]
        end = time.perf_counter() + 600
        while len(h) < moves and not h.game.finished and time.perf_counter() < end:
            n = len(h)
            app.processEvents()
            time.sleep(0.001)
            if len(h) > n:
                done.append(time.perf_counter())
        timer.stop()
        c.computers.pause()
        c.runner.wait(10000)
        gaps = [(b[0] - a[0]) * 1000 for a, b in zip(ticks, ticks[1:], strict=False)]
        cpu = [(b[1] - a[1]) * 1000 for a, b in zip(ticks, ticks[1:], strict=False)]
        per_move = [(b - a) * 1000 for a, b in zip(done, done[1:], strict=False)]
        w.close()
    return {
        "title": title,
        "level": level,
        "seed": seed,
        "pause_ms": pause_ms,
        "moves": len(per_move),
        "max_gap_ms": round(max(gaps), 1) if gaps else None,
        "p95_gap_ms": round(statistics.quantiles(gaps, n=20)[-1], 1) if len(gaps) > 20 else None,
        "max_ui_cpu_ms": round(max(cpu), 1) if cpu else None,
        "move_ms": {
            "p50": round(statistics.median(per_move)) if per_move else None,
            "max": round(max(per_move)) if per_move else None,
        },
    }


def main() -> None:
    from engine.bots import LEVELS

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--title", default="1893")
    ap.add_argument("--level", default=LEVELS[-1], choices=LEVELS)
    ap.add_argument("--moves", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--pause-ms", type=int, default=0)
    args = ap.parse_args()
    print(json.dumps(run(args.title, args.level, args.moves, args.seed, args.pause_ms), indent=1))


if __name__ == "__main__":
    main()
