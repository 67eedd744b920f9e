"""A company's reachable track, compressed into stops and stop-to-stop segments.

A *segment* is one walk along track from a stop to another stop that passes no stop on the way
(it may pass junctions).  Every piece of track a segment uses is a bit in its ``mask``:

* each path end at a hex side, as ``(hex, edge, lane)`` — a side with one lane is one resource
  for the whole side (two paths of one tile meeting at a side share it), a side with two lanes
  (18MEX's Mexico City/Puebla) is two;
* each path that touches no hex side (a city-to-town path inside a hex, a stop-to-junction path)
  as ``(hex, path)``; each junction as ``(hex, junction)``;
* the stretch of track next to a stop drawn at a hex side (``Stop.side``: 18MEX's Copper Canyon
  town), which every path from it to another side shares, as ``(hex, stop, lane)``.

Two routes of one company may not share a bit; within a route the segments' masks are disjoint
too.  Lanes connect across a side as 18xx.games matches them: equal widths join lane i to lane
``width - 1 - i``; a narrower side is centred on the wider one.

Stops are numbered; ``passable`` says whether a route may pass *through* the stop (not an
off-board, not a city full of other companies' tokens, not a terminal hex).  Paths flagged
``terminal`` may only be the first or last path of a route: a segment records whether its first
and last paths are terminal, and walks with a terminal path inside are not segments at all.

The network of a company is cached on the board by version (it does not depend on the phase).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from engine import cache_check
from engine.board import Board
from engine.graph import city_blocked
from engine.hexgrid import opposite
from engine.tiles import Path, Stop, lane_match, side_point

Node = tuple[str, int]  # (hex, stop index on the tile there)
_CACHE_LIMIT = 512
_T = TypeVar("_T")


def _built(cls: type[_T], **fields: Any) -> _T:
    """``cls(**fields)`` for a frozen dataclass without ``__post_init__``, every field given: the
    generated ``__init__`` sets each field through ``object.__setattr__``, twice the cost, and
    a network's stops and segments are built for every ``run_routes`` (on the replay path).
    Equality, hashing and the fields' values are the same."""
    obj = object.__new__(cls)
    obj.__dict__.update(fields)
    return obj


@dataclass(frozen=True)
class NetStop:
    index: int
    node: Node
    stop: Stop
    token: bool  # holds one of the company's tokens (or counts as one)
    passable: bool  # a route may pass through it
    blocked: bool = False  # a city full of other companies' tokens

    @property
    def hex(self) -> str:
        return self.node[0]

    @property
    def kind(self) -> str:
        return self.stop.kind

    @property
    def name(self) -> str:
        return f"{self.node[0]}-{self.node[1]}"


@dataclass(frozen=True)
class Segment:
    index: int
    a: int  # NetStop index at the start
    b: int  # NetStop index at the end
    mask: int  # track resources (bits)
    hexes: tuple[str, ...]  # hex chain a..b as 18xx.games writes a connection
    paths: tuple[tuple[str, int], ...]  # (hex, index into the rotated paths), from a to b
    term_a: bool = False  # the path at a is terminal
    term_b: bool = False  # the path at b is terminal

    def other(self, stop: int) -> int:
        return self.b if stop == self.a else self.a

    def term_at(self, stop: int) -> bool:
        return self.term_a if stop == self.a else self.term_b

    def chain_from(self, stop: int) -> tuple[str, ...]:
        return self.hexes if stop == self.a else tuple(reversed(self.hexes))


@dataclass(frozen=True)
class Network:
    company: str
    stops: tuple[NetStop, ...]
    segments: tuple[Segment, ...]
    adjacency: tuple[tuple[int, ...], ...]  # stop -> segment indices touching it
    bits: dict = field(compare=False, repr=False, default_factory=dict)  # resource key -> bit number


def company_network(
    board: Board,
    company: str,
    terminal_hexes: Iterable[str] = (),
    extra_tokens: Iterable[Node] = (),
    through_blocked: bool = False,
) -> Network:
    """The compressed network of ``company`` (cached on the board by version).

    ``extra_tokens``: stops that count as the company's tokens (1833NE P4/P6 exits).
    ``through_blocked``: also walk on beyond cities full of other tokens (for interconnection
    extensions, which may pass them); routes themselves never pass such a city."""
    terminal = frozenset(terminal_hexes)
    extra = frozenset(extra_tokens)
    key = ("route_network", company, board.version, terminal, extra, through_blocked)
    hit = board.cache.get(key)
    if hit is None:
        if len(board.cache) > _CACHE_LIMIT:
            board.cache.clear()
        hit = board.cache[key] = _build(board, company, terminal, extra, through_blocked)
    elif cache_check.ON:
        cache_check.confirm("board", key, hit, lambda: _build(board, company, terminal, extra, through_blocked))
    return hit  # type: ignore[return-value]


def _end_of(p: Path, stop: int | None = None, edge: int | None = None):
    """(this end, other end, this lane, other lane) of path ``p`` seen from a stop or an edge."""
    if stop is not None:
        if p.a.stop == stop:
            return p.a, p.b, p.a_lane, p.b_lane
        return p.b, p.a, p.b_lane, p.a_lane
    if p.a.edge == edge:
        return p.a, p.b, p.a_lane, p.b_lane
    return p.b, p.a, p.b_lane, p.a_lane


class _Builder:
    def __init__(self, board: Board, company: str, terminal: frozenset[str], extra: frozenset[Node]) -> None:
        self.board = board
        self.company = company
        self.terminal = terminal
        self.extra = extra
        self.bits: dict[tuple, int] = {}
        self.paths_cache: dict[str, tuple[Path, ...]] = {}
        self.stop_index: dict[Node, int] = {}
        self.stops: list[NetStop] = []
        self.segments: list[Segment] = []
        self.seen_segments: set[tuple] = set()
        #: when set, walks only cross from hex to hex along these (from, to) steps
        self.steps: frozenset[tuple[str, str]] | None = None

    def paths(self, hex_id: str) -> tuple[Path, ...]:
        got = self.paths_cache.get(hex_id)
        if got is None:
            got = self.paths_cache[hex_id] = self.board.tile_at(hex_id).rotated_paths(self.board.rotation_at(hex_id))
        return got

    def bit(self, key: tuple) -> int:
        b = self.bits.get(key)
        if b is None:
            b = self.bits[key] = 1 << len(self.bits)
        return b

    def stop(self, node: Node) -> int:
        i = self.stop_index.get(node)
        if i is not None:
            return i
        h, s = node
        st = self.board.tile_at(h).stops[s]
        token = node in self.extra or self.company in self.board.tokens_in(h).get(s, [])
        blocked = not token and city_blocked(self.board, h, s, self.company)
        passable = not (st.kind == "offboard" or h in self.terminal or blocked)
        i = self.stop_index[node] = len(self.stops)
        self.stops.append(_built(NetStop, index=i, node=node, stop=st, token=token, passable=passable, blocked=blocked))
        return i

    def side_bit(self, hex_id: str, p: Path, stop: int) -> int:
        """The stretch of track next to a stop drawn at a hex side, which its paths to the
        other sides share (``engine.tiles.side_point``); 0 for any other path."""
        st = self.board.tile_at(hex_id).stops[stop]
        if st.side is None or not side_point(st, p, self.board.rotation_at(hex_id)):
            return 0
        lane = p.a_lane if p.a.stop == stop else p.b_lane
        return self.bit(("s", hex_id, stop, lane[1]))

    def end_bit(self, hex_id: str, edge: int, lane: tuple[int, int]) -> int:
        return self.bit(("e", hex_id, edge, lane[1]))

    def walks_from(self, node: Node) -> list[int]:
        """Add every segment starting at ``node``; return the stops they reach."""
        h, s = node
        start = self.stop(node)
        reached: list[int] = []
        for i, p in enumerate(self.paths(h)):
            if s not in p.stops:
                continue
            if p.a.stop == s and p.b.stop == s:
                continue
            _, other, _, olane = _end_of(p, stop=s)
            mask = (0 if p.edges else self.bit(("p", h, i))) | self.side_bit(h, p, s)
            self._follow(start, h, i, p, other, olane, mask, [(h, i)], [h], p.terminal, reached)
        return reached

    def _follow(
        self,
        start: int,
        h: str,
        pi: int,
        p: Path,
        other,
        olane: tuple[int, int],
        mask: int,
        paths: list[tuple[str, int]],
        chain: list[str],
        term_first: bool,
        reached: list[int],
    ) -> None:
        if other.stop is not None:
            st = self.board.tile_at(h).stops[other.stop]
            if st.kind == "junction":
                jb = self.bit(("j", h, other.stop))
                if mask & jb or p.terminal and len(paths) > 1:
                    # passing a junction makes p an inner path unless it is the first one
                    return
                for qi, q in enumerate(self.paths(h)):
                    if qi == pi or other.stop not in q.stops:
                        continue
                    _, qo, _, qolane = _end_of(q, stop=other.stop)
                    if q.terminal and (qo.stop is None or self.board.tile_at(h).stops[qo.stop].kind == "junction"):
                        continue  # q would be an inner path
                    qb = 0 if q.edges else self.bit(("p", h, qi))
                    if mask & qb:
                        continue
                    self._follow(
                        start, h, qi, q, qo, qolane, mask | jb | qb, paths + [(h, qi)], chain, term_first, reached
                    )
                return
            end = self.stop((h, other.stop))
            if end == start:
                return
            mask |= self.side_bit(h, p, other.stop)
            if len(paths) > 2 and any(self._terminal(x) for x in paths[1:-1]):
                return
            key = tuple(paths)
            canon = min(key, tuple(reversed(key)))
            if canon not in self.seen_segments:
                self.seen_segments.add(canon)
                self.segments.append(
                    _built(
                        Segment,
                        index=len(self.segments),
                        a=start,
                        b=end,
                        mask=mask,
                        hexes=tuple(chain),
                        paths=key,
                        term_a=term_first,
                        term_b=p.terminal,
                    )
                )
            reached.append(end)
            return
        # leaving the hex across a side
        edge = other.edge
        steps = self.steps
        if steps is not None and (h, self.board.neighbour(h, edge)) not in steps:
            return  # (a guided walk: off the chain, before any resource is numbered)
        out_bit = self.end_bit(h, edge, olane)
        if mask & out_bit:
            return
        if p.terminal and len(paths) > 1:
            return  # a terminal path in the middle of the walk
        border = self.board.border(h, edge)
        if border is not None and border.type == "impassable":
            return
        n = self.board.neighbour(h, edge)
        if n is None or self.steps is not None and (h, n) not in self.steps:
            return
        back = opposite(edge)
        mask |= out_bit
        for qi, q in enumerate(self.paths(n)):
            if back not in q.edges:
                continue
            if q.a.edge == back and q.b.edge == back:
                continue
            _, qo, qlane, qolane = _end_of(q, edge=back)
            if not lane_match(olane, qlane):
                continue
            qb = self.end_bit(n, back, qlane)
            if mask & qb:
                continue
            if q.terminal and qo.edge is not None:
                continue  # a terminal edge-to-edge path can never be first or last
            self._follow(start, n, qi, q, qo, qolane, mask | qb, paths + [(n, qi)], chain + [n], term_first, reached)

    def _terminal(self, hp: tuple[str, int]) -> bool:
        return self.paths(hp[0])[hp[1]].terminal


def _build(
    board: Board, company: str, terminal: frozenset[str], extra: frozenset[Node], through_blocked: bool
) -> Network:
    b = _Builder(board, company, terminal, extra)
    # the extra tokens in a fixed order: a set's order changes with the interpreter's hash seed,
    # and the stops' order decides between routes of equal revenue (same save in every process)
    starts = [n for n in board.token_hexes(company)] + [n for n in sorted(extra) if n[0] in board]
    starts = [(h, c) for h, c in dict.fromkeys(starts)]
    for node in starts:
        b.stop(node)
    queue = deque(starts)
    expanded: set[Node] = set()
    while queue:
        node = queue.popleft()
        if node in expanded:
            continue
        expanded.add(node)
        i = b.stop(node)
        st = b.stops[i]
        if not (st.token or st.passable or (through_blocked and st.blocked and st.hex not in terminal)):
            continue
        for j in b.walks_from(node):
            nxt = b.stops[j].node
            if nxt not in expanded:
                queue.append(nxt)
    adjacency: list[list[int]] = [[] for _ in b.stops]
    for seg in b.segments:
        adjacency[seg.a].append(seg.index)
        adjacency[seg.b].append(seg.index)
    return Network(company, tuple(b.stops), tuple(b.segments), tuple(tuple(a) for a in adjacency), b.bits)


def local_network(
    board: Board,
    company: str,
    chains: Iterable[Sequence[str]],
    terminal_hexes: Iterable[str] = (),
    extra_tokens: Iterable[Node] = (),
) -> Network:
    """Only the segments that run along the given hex chains (18xx.games connections), from the
    stops in their first hexes: enough to read given routes without walking the company's whole
    network (run_routes is on the replay path).  Stops and segments are built as in
    :func:`company_network`, so a route reads and prices the same on either."""
    b = _Builder(board, company, frozenset(terminal_hexes), frozenset(extra_tokens))
    for c in dict.fromkeys(tuple(c) for c in chains if c):
        if any(h not in board for h in c):
            continue
        b.steps = frozenset(zip(c, c[1:]))  # a chain passes each hex once: the walk is guided
        for s, st in enumerate(board.tile_at(c[0]).stops):
            if st.kind != "junction":
                b.walks_from((c[0], s))
    adjacency: list[list[int]] = [[] for _ in b.stops]
    for seg in b.segments:
        adjacency[seg.a].append(seg.index)
        adjacency[seg.b].append(seg.index)
    return Network(company, tuple(b.stops), tuple(b.segments), tuple(tuple(a) for a in adjacency), b.bits)
