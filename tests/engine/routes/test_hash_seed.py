"""A game is the same in every process: nothing the route search answers may depend on the order
of a set, which changes with the interpreter's hash seed (``PYTHONHASHSEED``).  Self-play with a
fixed seed once chose the same 1833NE route in the opposite direction in another process: the
network's stops began with its extra tokens (P4/P6 exits) in a frozenset's order."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

SCRIPT = """
import json
from engine.game import Game
from engine.routes.network import company_network
g = Game("1833NE", [(1, "A"), (2, "B"), (3, "C")], seed=3)
board = g.state.board
extra = [("A12", 0), ("F5", 0), ("B3", 0), ("C4", 0), ("E2", 0)]
extra = [n for n in extra if n[0] in board and board.tile_at(n[0]).stops]
net = company_network(board, "ZZ", extra_tokens=extra)
print(json.dumps([list(s.node) for s in net.stops]))
"""


def _stops(seed: int) -> list:
    env = {**os.environ, "PYTHONHASHSEED": str(seed), "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", SCRIPT], env=env, cwd=ROOT, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def test_a_network_is_built_in_the_same_order_whatever_the_hash_seed():
    orders = [_stops(seed) for seed in (0, 1, 2, 3, 4)]
    assert len(orders[0]) >= 3  # the extra tokens are stops of the network
    assert all(o == orders[0] for o in orders)
