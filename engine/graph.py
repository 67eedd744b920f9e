"""What a company's network reaches: the basis of tile-lay and token legality.

The network is walked from the company's tokens along tile paths.  A city whose slots are
all filled by other companies cannot be passed through (it can still be reached); an offboard
or a stop reached along a terminal path ends a walk.  Results are cached on the board keyed by its version, so they are
computed once after each lay or token and never while drawing or hovering.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Any

from engine.board import Board
from engine.hexgrid import opposite
from engine.tiles import lane_match

Node = tuple[str, int]  # (hex id, stop index)
Lane = tuple[int, int]  # (lanes at a hex side, which one)
_CACHE_LIMIT = 512


@dataclass(frozen=True)
class Network:
    company: str
    stops: frozenset[Node]  # every stop reached (tokens included)
    entry_edges: dict[str, frozenset[int]]  # hex -> edges where the network arrives from a neighbour
    # hex -> (edge, lane of the neighbour's track at that side): which lanes of a two-lane side
    # the network arrives on (a path of this hex joins it only where the lanes match)
    entry_lanes: dict[str, frozenset[tuple[int, tuple[int, int]]]]
    track_edges: dict[str, frozenset[int]]  # hex -> edges of that hex's own tile the network uses
    paths: frozenset[tuple[str, int]]  # (hex, index into rotated paths) the network can use
    token_hexes: frozenset[str]

    def connected_edges(self, hex_id: str) -> frozenset[int]:
        return self.entry_edges.get(hex_id, frozenset()) | self.track_edges.get(hex_id, frozenset())

    def reaches_hex(self, hex_id: str) -> bool:
        return hex_id in self.token_hexes or bool(self.connected_edges(hex_id))


def city_blocked(board: Board, hex_id: str, stop: int, company: str) -> bool:
    """A city full of other companies' tokens stops a walk (and a route) passing through it."""
    tile = board.tile_at(hex_id)
    st = tile.stops[stop]
    if st.kind != "city":
        return False
    toks = board.tokens_in(hex_id).get(stop, [])
    return company not in toks and len(toks) >= st.slots


def network(board: Board, company: str) -> Network:
    key = ("network", company, board.version)
    hit = board.cache.get(key)
    if hit is None:
        if len(board.cache) > _CACHE_LIMIT:
            board.cache.clear()
        hit = board.cache[key] = _walk(board, company)
    return hit  # type: ignore[return-value]


def reached_from(board: Board, company: str, start: Node) -> Network:
    """The network walked from one stop only (uncached): does a token have a route of its own?
    (A merged company's tokens may lie apart, so the union ``network`` cannot say.)"""
    return _walk(board, company, [start])


def _walk(board: Board, company: str, starts: list[Node] | None = None) -> Network:
    if starts is None:
        starts = board.token_hexes(company)
    seen_stops: set[Node] = set(starts)
    seen_paths: set[tuple[str, int]] = set()
    entry: dict[str, set[tuple[int, Lane]]] = {}
    track: dict[str, set[int]] = {}
    # queue items: ("stop", hex, stop, via) -> leave a stop along its paths except path ``via``,
    #              the one it was reached by (-1 for a token): a train cannot turn back there;
    #              ("edge", hex, edge, lane) -> arrived inside hex at this edge, on track whose
    #              lane on the far side is ``lane`` (only paths whose lanes match it go on)
    queue: deque[tuple[str, str, int, Any]] = deque(("stop", h, s, -1) for h, s in starts)
    seen_items: set[tuple[str, str, int, Any]] = set(queue)
    left_stop: set[tuple[str, int, int]] = set()  # (hex, stop, path) already walked out of a stop

    def push(item: tuple[str, str, int, Any]) -> None:
        if item not in seen_items:
            seen_items.add(item)
            queue.append(item)

    while queue:
        kind, hex_id, at, extra = queue.popleft()
        paths = board.tile_at(hex_id).rotated_paths(board.rotation_at(hex_id))
        for i, p in enumerate(paths):
            if kind == "stop":
                if at not in p.stops or i == extra or (hex_id, at, i) in left_stop:
                    continue
                left_stop.add((hex_id, at, i))
                other, other_lane = (p.b, p.b_lane) if p.a.stop == at else (p.a, p.a_lane)
            else:
                if at not in p.edges:
                    continue
                if p.a.edge == at and p.b.edge == at:
                    continue
                here, here_lane, other, other_lane = (p.a, p.a_lane, p.b, p.b_lane) if p.a.edge == at \
                    else (p.b, p.b_lane, p.a, p.a_lane)
                if not lane_match(extra, here_lane):
                    continue
            seen_paths.add((hex_id, i))
            for e in p.edges:
                track.setdefault(hex_id, set()).add(e)
            if other.edge is not None:
                _cross(board, hex_id, other.edge, other_lane, entry, push)
            else:
                node = (hex_id, other.stop)
                stop = board.tile_at(hex_id).stops[other.stop]
                seen_stops.add(node)
                # offboards, terminal paths (18MEX Mérida) and full cities end the walk there
                if stop.kind == "offboard" or p.terminal or city_blocked(board, hex_id, other.stop, company):
                    continue
                push(("stop", hex_id, other.stop, i))
    return Network(
        company=company,
        stops=frozenset(seen_stops),
        entry_edges={h: frozenset(e for e, _ in es) for h, es in entry.items()},
        entry_lanes={h: frozenset(es) for h, es in entry.items()},
        track_edges={h: frozenset(e) for h, e in track.items()},
        paths=frozenset(seen_paths),
        token_hexes=frozenset(h for h, _ in starts),
    )


def _cross(board: Board, hex_id: str, edge: int, lane: Lane, entry: dict[str, set[tuple[int, Lane]]], push) -> None:
    border = board.border(hex_id, edge)
    if border is not None and border.type == "impassable":
        return
    n = board.neighbour(hex_id, edge)
    if n is None:
        return
    back = opposite(edge)
    entry.setdefault(n, set()).add((back, lane))
    push(("edge", n, back, lane))
