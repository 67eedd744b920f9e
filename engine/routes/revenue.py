"""Reading recorded routes and the common checks, as sentences: ``read_route`` turns recorded
hex chains into stops and track (the desktop draws with it), ``route_revenue`` checks and prices
one route under the common rules only.  What a run PAYS is engine/routes/pricing.py's
``price_routes`` (and its ``run_revenue``): the same reading onto network segments that
the optimal search prices, with the title's route hooks; it asks the checks here for the
sentence when it refuses a run.

A route is written as 18xx.games writes ``run_routes``: a list of *connections*, each a chain of
hex ids from one stop to the next (``["E6", "G6", "H7", "I8"]``); a one-hex chain (``["M12"]``)
is the track inside that hex between two of its stops (Tampico's city and town).  Consecutive
chains share a stop.  The checks are the ones every 18xx title shares:

* the chains are connected track, and consecutive chains meet at a stop;
* no stop is visited twice, no track (a path, or an edge beyond its lanes) is used twice, in
  one route or across the routes of one run;
* the route touches a city holding one of the company's tokens;
* off-boards and terminal stops only end a route; a city full of other companies' tokens
  cannot be passed through;
* the train's reach: ``reach`` cities and off-boards (towns free and unlimited, as 18MEX's N
  trains), ``multiplier`` doubling cities and off-boards (4D), not towns.

Distance models beyond "N cities + any towns" (1893's N+M, 18GB's express) are priced by
engine/routes/trains.py (``_model_revenue``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from engine.board import Board
from engine.errors import IllegalAction
from engine.hexgrid import opposite
from engine.i18n import msg
from engine.tiles import side_point

#: a refusal the route builder also gives (engine.play.routes)
SAME_STOP_TWICE = msg("A route cannot visit the same stop twice")

Node = tuple[str, int]  # (hex, stop index on the tile there)


@dataclass(frozen=True)
class TrainSpec:
    name: str
    reach: int  # cities + off-boards counted
    multiplier: int = 1  # applied to cities and off-boards
    model: str = "n_plus_free_towns"  # or n, n_plus_m, express, n_of_m (engine/routes/trains.py)
    towns: int = 0  # n_plus_m: the M extra towns
    visit: int = 0  # n_of_m: the M stops visited (reach = the N counted)
    per_hex: int = 0  # express: bonus per hex between the ends (10 when left 0)


@dataclass(frozen=True)
class RouteResult:
    train: str
    stops: tuple[Node, ...]
    revenue: int  # stops + bonuses
    bonus: int = 0  # part of revenue that is the title's bonus


@dataclass(frozen=True)
class _Chain:
    a: Node
    b: Node
    paths: tuple[tuple[str, int], ...]  # (hex, path index)
    edges: tuple[tuple[str, int], ...]  # (hex, edge) crossings on this hex's side


def _paths(board: Board, hex_id: str):
    return board.tile_at(hex_id).rotated_paths(board.rotation_at(hex_id))


def _chain_options(board: Board, chain: Sequence[str]) -> list[_Chain]:
    """Every way a recorded hex chain can be read as track from one stop to another."""
    for h in chain:
        if h not in board:
            raise IllegalAction(msg("Route hex {hex} is not on the map", hex=h))
    if len(chain) == 1:
        h = chain[0]
        out = []
        for i, p in enumerate(_paths(board, h)):
            if p.a.stop is not None and p.b.stop is not None:
                out.append(_Chain((h, p.a.stop), (h, p.b.stop), ((h, i),), ()))
        return out
    edges_between = []
    for x, y in zip(chain, chain[1:], strict=False):
        e = board.grid.edge_between(x, y)
        if e is None:
            raise IllegalAction(msg("Route hexes {hex} and {other} are not neighbours", hex=x, other=y))
        edges_between.append(e)
    first, last = chain[0], chain[-1]
    starts = []
    for i, p in enumerate(_paths(board, first)):
        for s_end, e_end in ((p.a, p.b), (p.b, p.a)):
            if s_end.stop is not None and e_end.edge == edges_between[0]:
                starts.append((s_end.stop, i))
    results: list[_Chain] = []
    for stop, pi in starts:
        partials: list[tuple[tuple[str, int], ...]] = [((first, pi),)]
        for k in range(1, len(chain) - 1):
            h = chain[k]
            enter, leave = opposite(edges_between[k - 1]), edges_between[k]
            opts = [j for j, p in enumerate(_paths(board, h)) if set(p.edges) == {enter, leave} and not p.stops]
            partials = [pp + ((h, j),) for pp in partials for j in opts]
        enter = opposite(edges_between[-1])
        for j, p in enumerate(_paths(board, last)):
            for e_end, s_end in ((p.a, p.b), (p.b, p.a)):
                if e_end.edge == enter and s_end.stop is not None:
                    crossings = []
                    for k, e in enumerate(edges_between):
                        crossings.append((chain[k], e))
                        crossings.append((chain[k + 1], opposite(e)))
                    for pp in partials:
                        results.append(_Chain((first, stop), (last, s_end.stop), pp + ((last, j),), tuple(crossings)))
    return results


def _lanes(board: Board, hex_id: str, edge: int) -> int:
    return max(1, sum(1 for p in _paths(board, hex_id) if edge in p.edges))


def _side_keys(board: Board, ch: _Chain) -> list[tuple]:
    """The stretches of track next to stops drawn at a hex side that the chain's end paths use
    (``engine.tiles.side_point``): one route or company may use each once."""
    out = []
    for h, i in {ch.paths[0], ch.paths[-1]}:
        p = _paths(board, h)[i]
        stops = board.tile_at(h).stops
        for s in p.stops:
            if side_point(stops[s], p, board.rotation_at(h)):
                out.append(("s", h, s))
    return out


def read_route(
    board: Board, connections: Sequence[Sequence[str]], used: Counter | None = None
) -> tuple[list[Node], Counter]:
    """The ordered stops of a recorded route and the track it uses (raises if unreadable)."""
    used = Counter() if used is None else used
    options = [_chain_options(board, c) for c in connections]
    for c, opts in zip(connections, options, strict=False):
        if not opts:
            raise IllegalAction(msg("No track joins two stops along {hexes}", hexes="-".join(c)))

    def fits(ch: _Chain, track: Counter, sides: bool) -> bool:
        for p in ch.paths:
            if track[("p",) + p] >= 1:
                return False
        for h, e in ch.edges:
            if track[("e", h, e)] + 1 > _lanes(board, h, e):
                return False
        return not sides or not any(track[k] for k in _side_keys(board, ch))

    def add(ch: _Chain, track: Counter) -> Counter:
        t = Counter(track)
        for p in ch.paths:
            t[("p",) + p] += 1
        for h, e in ch.edges:
            t[("e", h, e)] += 1
        for k in _side_keys(board, ch):
            t[k] += 1
        return t

    def search(i: int, seq: list[Node], track: Counter, sides: bool) -> tuple[list[Node], Counter] | None:
        if i == len(options):
            return seq, track
        for ch in options[i]:
            if not fits(ch, track, sides):
                continue
            for a, b in ((ch.a, ch.b), (ch.b, ch.a)):
                if i == 0:
                    nxt = [a, b]
                elif seq[-1] == a:
                    nxt = seq + [b]
                elif i == 1 and seq[0] == a:  # the first chain was read the other way round
                    nxt = [seq[1], seq[0], b]
                else:
                    continue
                got = search(i + 1, nxt, add(ch, track), sides)
                if got:
                    return got
        return None

    found = search(0, [], used, True)
    if found is None:
        raise _unread(search(0, [], used, False))
    return found


def _unread(loose: tuple[list[Node], Counter] | None) -> IllegalAction:
    """Why a route cannot be read: when it reads but for a stretch next to a town drawn at a
    hex side (``_side_keys``) used twice, the sentence names that hex, as 18xx.games does."""
    if loose is not None:
        hexes = sorted({k[1] for k, n in loose[1].items() if k[0] == "s" and n > 1})
        if hexes:
            return IllegalAction(
                msg(
                    "Route cannot reuse track on {hex}: the tracks from the town's other sides"
                    " join before the town, so only one of them may be used",
                    hex=hexes[0],
                )
            )
    return IllegalAction(msg("The route's connections do not join up (or reuse track)"))


def stop_value(board: Board, node: Node, phase_color: str, spec: TrainSpec) -> int:
    stop = board.tile_at(node[0]).stops[node[1]]
    value = stop.revenue.at(phase_color)
    return value * spec.multiplier if stop.kind in ("city", "offboard") else value


def route_revenue(
    board: Board,
    phase_color: str,
    company: str,
    spec: TrainSpec,
    stops: Sequence[Node],
    terminal_hexes: Iterable[str] = (),
    blockers_ok: bool = False,
    once_per_hex: bool = False,
) -> int:
    """Check one route's stops and return its revenue (raises IllegalAction with the reason)."""
    if len(stops) < 2:
        raise IllegalAction(msg("A route must have at least 2 stops"))
    if len(set(stops)) != len(stops):
        raise IllegalAction(SAME_STOP_TWICE)
    tiles = {h: board.tile_at(h) for h, _ in stops}
    if not any(company in board.tokens_in(h).get(i, []) for h, i in stops):
        raise IllegalAction(msg("The route must include a city with a {corporation} token", corporation=company))
    terminal = set(terminal_hexes)
    for h, i in stops[1:-1]:
        st = tiles[h].stops[i]
        if st.kind == "offboard" or h in terminal:
            raise IllegalAction(msg("A route cannot pass through {hex}", hex=h))
        if not blockers_ok and st.kind == "city":
            toks = board.tokens_in(h).get(i, [])
            if company not in toks and len(toks) >= st.slots:
                raise IllegalAction(msg("{hex} is full of other companies' tokens and cannot be passed through", hex=h))
    if spec.model != "n_plus_free_towns" or once_per_hex:
        return _model_revenue(board, phase_color, company, spec, stops, once_per_hex)
    _check_distance(tiles, stops, spec)
    return sum(stop_value(board, n, phase_color, spec) for n in stops)


def _model_revenue(
    board: Board, phase_color: str, company: str, spec: TrainSpec, stops: Sequence[Node], once_per_hex: bool
) -> int:
    """The other distance models, priced by engine/routes/trains.py (shared with the search)."""
    from engine.routes.trains import PricedStop, kind_of, price

    try:
        kind = kind_of(spec)
    except ValueError:
        raise IllegalAction(msg("Unknown distance model {model}", model=spec.model)) from None
    priced = []
    for h, i in stops:
        st = board.tile_at(h).stops[i]
        priced.append(PricedStop(st.kind, st.revenue.at(phase_color), h, company in board.tokens_in(h).get(i, [])))
    got = price(kind, priced, once_per_hex, board.grid.distance)
    if got is None:
        raise IllegalAction(
            msg("A {train} train cannot run this route ({rule})", train=spec.name, rule=kind.describe())
        )
    return got[0]


def _check_distance(tiles, stops: Sequence[Node], spec: TrainSpec) -> None:
    if spec.model == "n_plus_free_towns":
        counted = sum(1 for h, i in stops if tiles[h].stops[i].kind in ("city", "offboard"))
        if counted > spec.reach:
            raise IllegalAction(
                msg(
                    "A {train} train reaches {limit} cities, not {count}",
                    train=spec.name,
                    limit=spec.reach,
                    count=counted,
                )
            )
        return
    raise IllegalAction(msg("Unknown distance model {model}", model=spec.model))
