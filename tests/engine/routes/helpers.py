"""Route-test helpers: tiny hand-made boards, random boards, an independent brute-force route
enumerator (walks raw tile paths, not the compressed network) with exhaustive combination, and
the integer-programming formulation solved with highspy.

Flat layout, x = letter: A1 is (0, 0); edge 0 = south (A1 -> A3), 3 = north, 5 = lower right
(A1 -> B2), 4 = upper right, 1 = lower left, 2 = upper left.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence

from engine.board import Board, BoardDef, HexDef, load_catalog
from engine.graph import city_blocked
from engine.hexgrid import Grid, opposite
from engine.routes.network import lane_match
from engine.routes.trains import PricedStop, TrainKind, price
from engine.tiles import TileDef, parse_paths, parse_stops
from engine.title import Phase, TitleInfo
from engine.titles.base import Title

YELLOW = Phase("2", ("yellow",), "yellow")
GREEN = Phase("3", ("yellow", "green"), "green")
BROWN = Phase("5", ("yellow", "green", "brown"), "brown")
CATALOG = load_catalog()


class PlainRules(Title):
    """No title specifics: the common rules only."""

    def __init__(self) -> None:
        super().__init__(TitleInfo("TEST", "Test", (2, 6), "base", (), (), (YELLOW, GREEN, BROWN), ()))


def tile(name: str, color: str = "yellow", stops=None, paths=None, label: str = "") -> TileDef:
    st = parse_stops(stops or [], name)
    return TileDef(name, color, st, parse_paths(paths or [], st, name), label)


def town(value: int = 10, paths=("0-t0", "t0-3"), name: str = "T") -> TileDef:
    return tile(name, "yellow", [{"kind": "town", "revenue": value}], list(paths))


def city(value: int = 20, paths=("0-c0", "c0-3"), slots: int = 1, name: str = "C", group: str = "") -> TileDef:
    stop = {"kind": "city", "revenue": value, "slots": slots}
    if group:
        stop["group"] = group
    return tile(name, "yellow", [stop], list(paths))


def offboard(value=30, paths=("0-o0",), name: str = "O", group: str = "", terminal: bool = False) -> TileDef:
    stop = {"kind": "offboard", "revenue": value}
    if group:
        stop["group"] = group
    ps = [{"ends": p, "terminal": True} for p in paths] if terminal else list(paths)
    return tile(name, "red", [stop], ps)


def track(paths: Sequence, name: str = "P") -> TileDef:
    return tile(name, "yellow", [], list(paths))


def board_of(
    layout: dict[str, TileDef | tuple[TileDef, int]],
    tokens: dict[str, Iterable[str]] | None = None,
    borders: dict[str, list[dict]] | None = None,
    title: str = "TEST",
) -> Board:
    """A board holding exactly these hexes (tile, rotation); ``tokens``: company -> hexes
    (a token in the hex's first city with a free slot)."""
    grid = Grid.make("flat")
    hexes = {}
    from engine.board import Border, _mirror_borders

    for hid, t in layout.items():
        td, _rot = t if isinstance(t, tuple) else (t, 0)
        bs = tuple(Border(**b) for b in (borders or {}).get(hid, []))
        blank = TileDef(hid, "white")
        hexes[hid] = HexDef(id=hid, tile=td if td.color == "red" else blank, borders=bs)
    defn = BoardDef(title, grid, _mirror_borders(hexes, grid), {}, {})
    board = Board(defn)
    for hid, t in layout.items():
        td, rot = t if isinstance(t, tuple) else (t, 0)
        if td.color != "red" or rot:
            board.place_tile(hid, td, rot)
    for company, hs in (tokens or {}).items():
        for h in hs:
            place_token(board, h, company)
    return board


def place_token(board: Board, hex_id: str, company: str, city_no: int = 0) -> None:
    t = board.tile_at(hex_id)
    board.place_token(hex_id, t.cities[city_no], company)


# ------------------------------------------------------------------------------------------------
# Independent brute force: walk raw tile paths.


def brute_routes(
    board: Board,
    company: str,
    kind: TrainKind,
    phase: Phase,
    terminal_hexes: Iterable[str] = (),
    exclusive=None,
    once_per_hex: bool = False,
) -> dict[tuple, tuple[int, frozenset]]:
    """Every legal route of one train as {key: (revenue, resources)}; resources are path ids,
    (hex, edge, lane) path ends and junctions."""
    terminal = set(terminal_hexes)
    out: dict[tuple, tuple[int, frozenset]] = {}

    def paths(h):
        return board.tile_at(h).rotated_paths(board.rotation_at(h))

    def stop_of(node):
        return board.tile_at(node[0]).stops[node[1]]

    def passable(node):
        st = stop_of(node)
        return not (st.kind == "offboard" or node[0] in terminal or city_blocked(board, node[0], node[1], company))

    def res_of(h, i, p):
        r = {("p", h, i)}
        for end, lane in ((p.a, p.a_lane), (p.b, p.b_lane)):
            if end.edge is not None:
                r.add(("e", h, end.edge, lane[1]))
        return r

    def record(route, used, seq):
        if any(board.tile_at(h).rotated_paths(board.rotation_at(h))[i].terminal for h, i in seq[1:-1]):
            return
        if not any(company in board.tokens_in(h).get(s, []) for h, s in route):
            return
        if exclusive is not None:
            gs = [exclusive(stop_of(n)) for n in route]
            gs = [g for g in gs if g]
            if len(gs) != len(set(gs)):
                return
        priced = [
            PricedStop(
                stop_of(n).kind,
                stop_of(n).revenue.at(phase.color),
                n[0],
                company in board.tokens_in(n[0]).get(n[1], []),
            )
            for n in route
        ]
        got = price(kind, priced, once_per_hex, board.grid.distance)
        if got is None:
            return
        key = (min(tuple(route), tuple(reversed(route))), frozenset(seq))
        if key not in out or out[key][0] < got[0]:
            out[key] = (got[0], frozenset(used))

    def from_stop(route, used, seq):
        node = route[-1]
        h, s = node
        if len(route) > 1 and not passable(node):
            return
        for i, p in enumerate(paths(h)):
            if s not in p.stops or (p.a.stop == s and p.b.stop == s):
                continue
            other = p.b if p.a.stop == s else p.a
            walk(h, i, p, other, route, used, seq)

    def walk(h, i, p, other, route, used, seq):
        r = res_of(h, i, p)
        if r & used:
            return
        used = used | r
        seq = seq + [(h, i)]
        if other.stop is not None:
            st = board.tile_at(h).stops[other.stop]
            if st.kind == "junction":
                j = ("j", h, other.stop)
                if j in used:
                    return
                for qi, q in enumerate(paths(h)):
                    if qi != i and other.stop in q.stops:
                        qo = q.b if q.a.stop == other.stop else q.a
                        walk(h, qi, q, qo, route, used | {j}, seq)
                return
            node = (h, other.stop)
            if node in route:
                return
            route2 = route + [node]
            record(route2, used, seq)
            from_stop(route2, used, seq)
            return
        e = other.edge
        lane = p.a_lane if p.a.edge == e else p.b_lane
        b = board.border(h, e)
        if b is not None and b.type == "impassable":
            return
        n = board.neighbour(h, e)
        if n is None:
            return
        back = opposite(e)
        for qi, q in enumerate(paths(n)):
            if back not in q.edges or (q.a.edge == back and q.b.edge == back):
                continue
            qlane = q.a_lane if q.a.edge == back else q.b_lane
            if not lane_match(lane, qlane):
                continue
            qo = q.b if q.a.edge == back else q.a
            walk(n, qi, q, qo, route, used, seq)

    for h in board.state:
        for s, _st in enumerate(board.tile_at(h).stops):
            if _st.kind == "junction":
                continue
            from_stop([(h, s)], frozenset(), [])
    return out


def brute_best(
    board: Board,
    company: str,
    kinds: Sequence[TrainKind],
    phase: Phase,
    terminal_hexes=(),
    exclusive=None,
    once_per_hex: bool = False,
) -> int:
    """Exhaustive: every choice of one route (or none) per train with disjoint track."""
    per = {}
    for k in set(kinds):
        routes = brute_routes(board, company, k, phase, terminal_hexes, exclusive, once_per_hex)
        per[k] = sorted(((rev, res) for rev, res in routes.values() if rev > 0), key=lambda x: -x[0])
    bits: dict = {}

    def mask(res):
        m = 0
        for r in res:
            m |= 1 << bits.setdefault(r, len(bits))
        return m

    lists = [[(rev, mask(res)) for rev, res in per[k]] for k in kinds]
    best = 0

    def rec(j, used, cur):
        nonlocal best
        if j == len(lists):
            best = max(best, cur)
            return
        rec(j + 1, used, cur)
        for rev, m in lists[j]:
            if not m & used:
                rec(j + 1, used | m, cur + rev)

    rec(0, 0, 0)
    return best


# ------------------------------------------------------------------------------------------------
# Integer programming (highspy): one binary per train x candidate.


def ilp_best(candidates: Sequence[Sequence[tuple[int, int]]]) -> int:
    """candidates: per train, (revenue, resource mask) pairs.  max sum revenue s.t. each train
    picks at most one candidate and each resource bit is used at most once (one binary per
    train x candidate), solved with highspy."""
    import highspy
    import numpy as np

    costs: list[float] = []
    rows: list[list[int]] = []  # constraint -> variable indices
    by_bit: dict[int, list[int]] = {}
    for cands in candidates:
        row = []
        for rev, m in cands:
            x = len(costs)
            costs.append(float(rev))
            row.append(x)
            b = 0
            while m:
                if m & 1:
                    by_bit.setdefault(b, []).append(x)
                m >>= 1
                b += 1
        if len(row) > 1:
            rows.append(row)
    rows += [v for v in by_bit.values() if len(v) > 1]
    if not costs:
        return 0
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    n = len(costs)
    inf = highspy.kHighsInf
    h.addCols(
        n,
        np.array(costs),
        np.zeros(n),
        np.ones(n),
        0,
        np.array([], dtype=np.int32),
        np.array([], dtype=np.int32),
        np.array([]),
    )
    h.changeColsIntegrality(n, np.arange(n, dtype=np.int32), np.array([highspy.HighsVarType.kInteger] * n))
    if rows:
        starts = np.cumsum([0] + [len(r) for r in rows[:-1]]).astype(np.int32)
        index = np.array([x for r in rows for x in r], dtype=np.int32)
        h.addRows(
            len(rows), np.full(len(rows), -inf), np.ones(len(rows)), len(index), starts, index, np.ones(len(index))
        )
    h.changeObjectiveSense(highspy.ObjSense.kMaximize)
    h.run()
    return round(h.getInfo().objective_function_value)


def all_subsets(items):
    for r in range(len(items) + 1):
        yield from itertools.combinations(items, r)
