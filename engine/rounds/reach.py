"""Does a company have a route at all?  (Decides whether a trainless corporation must buy.)

Walks the track from one token city; a city full of other companies' tokens, an off-board and a
terminal stop can be reached but not passed.  True as soon as a second stop is reached.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from engine.board import Board
from engine.graph import city_blocked
from engine.hexgrid import opposite


def reaches_other_stop(board: Board, company: str, hex_id: str, stop: int, terminal: Iterable[str] = ()) -> bool:
    terminal = set(terminal)
    start = (hex_id, stop)
    queue: deque[tuple[str, str, int]] = deque([("stop", hex_id, stop)])
    seen = {("stop", hex_id, stop)}
    while queue:
        kind, h, at = queue.popleft()
        paths = board.tile_at(h).rotated_paths(board.rotation_at(h))
        for p in paths:
            if kind == "stop":
                if at not in p.stops:
                    continue
                other = p.b if p.a.stop == at else p.a
            else:
                if at not in p.edges:
                    continue
                other = p.b if p.a.edge == at else p.a
            if other.edge is not None:
                n = board.neighbour(h, other.edge)
                border = board.border(h, other.edge)
                if n is None or (border is not None and border.type == "impassable"):
                    continue
                item = ("edge", n, opposite(other.edge))
            else:
                node = (h, other.stop)
                if node != start:
                    return True
                continue
            if item not in seen:
                seen.add(item)
                queue.append(item)
        if kind == "stop" and (h, at) != start:
            st = board.tile_at(h).stops[at]
            if st.kind == "offboard" or h in terminal or city_blocked(board, h, at, company):
                continue
    return False
