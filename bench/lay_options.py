"""How long the tile picker's query takes: lay_options for one hex, as on every hover.

Prints JSON {title: {hexes, p50_ms, p95_ms, max_ms}} over every hex of each title's board,
after a few random lays so upgrades are measured too."""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.board import new_board  # noqa: E402
from engine.title import all_titles  # noqa: E402
from engine.titles import rules_for  # noqa: E402
from engine.upgrades import LayContext, apply_lay, lay_options  # noqa: E402


def measure(title: str) -> dict:
    info = [t for t in all_titles() if t.id == title][0]
    board = new_board(title, info.variants(info.players[1]))
    rules = rules_for(title)
    phase = info.phases[-1]
    rng = random.Random(1)
    ctx = LayContext(board=board, phase=phase, rules=rules)
    hexes = sorted(board.state)
    for hex_id in rng.sample(hexes, min(30, len(hexes))):  # some yellow and green on the map
        opts = lay_options(ctx, hex_id)
        if opts:
            apply_lay(board, rng.choice(opts))
    times = []
    for hex_id in hexes:
        t0 = time.perf_counter()
        lay_options(ctx, hex_id)
        times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    return {
        "hexes": len(hexes),
        "p50_ms": round(statistics.median(times), 3),
        "p95_ms": round(times[int(len(times) * 0.95) - 1], 3),
        "max_ms": round(times[-1], 3),
    }


if __name__ == "__main__":
    print(json.dumps({t.id: measure(t.id) for t in all_titles()}, indent=2))
