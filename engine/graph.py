"""What a company's network reaches: the basis of tile-lay and token legality.

The network is walked from the company's tokens along tile paths the way 18xx.games walks it, so
that a lay, a token or a route this program accepts is one the site accepts too:

* a depth-first walk from each token city in turn (the company's other token cities count as
  already visited, each walked from itself);
* a path is walked once, from whichever end the walk meets first; a stop is entered once;
* leaving a path by a hex side, the walk goes on only into the neighbour's paths at the facing
  side whose lanes match (never back into another path of the same hex: no reversing);
* the stops on a path are explored before its far side; a city full of other companies' tokens
  and an offboard are reached but not passed through, nor is a stop at the end of a terminal path.

Walking each path once is stricter than "any train could get there" in a few loops of track
(a path first met from one end is not tried from the other); the site plays that way, and
everything it reaches is reachable by a legal route.  The token's hex counts as touching every
neighbour, as on the site.  Results are cached on the board keyed by its version, so they are
computed once after each lay or token and never while drawing or hovering.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace

from engine import cache_check
from engine.board import Board, HexState
from engine.tiles import Path, lane_match

Node = tuple[str, int]  # (hex id, stop index)
Lane = tuple[int, int]  # (lanes at a hex side, which one)
_CACHE_LIMIT = 512

#: every set of hex sides a network has used, each kept once: a side is 0..5, so there are at most
#: 64, and a network's per-hex sides share them (issue #28: a big game's cached networks held a
#: fresh frozenset per hex each, a third of its peak memory)
#: (all made here, with the module: made during a game, they sat among its short-lived objects)
_EDGE_SETS: dict[frozenset[int], frozenset[int]] = {
    sides: sides for sides in (frozenset(e for e in range(6) if m >> e & 1) for m in range(64))
}


def _edge_set(edges: Iterable[int]) -> frozenset[int]:
    """The one shared frozenset of these hex sides."""
    got = frozenset(edges)
    return _EDGE_SETS.setdefault(got, got)


@dataclass(frozen=True)
class Network:
    company: str
    stops: frozenset[Node]  # every stop reached (tokens included)
    entry_edges: dict[str, frozenset[int]]  # hex -> edges where the network arrives from a neighbour
    track_edges: dict[str, frozenset[int]]  # hex -> edges of that hex's own tile the network uses
    paths: frozenset[tuple[str, int]]  # (hex, index into rotated paths) the network can use
    token_hexes: frozenset[str]
    # every hex whose state the walk read: a change elsewhere leaves the network as it is
    seen: frozenset[str] = field(default=frozenset(), compare=False, repr=False)
    # per hex entered from a neighbour, the side and lane the walk first entered it by: up to
    # that moment a walk with another tile there reads the same board (``takes_at``)
    first_entry: dict[str, tuple[int, Lane]] = field(default_factory=dict, compare=False, repr=False)
    # stops walked from as if the company held a token there (``network``'s ``extra``)
    extra: tuple[Node, ...] = field(default=(), compare=False)
    # the hexes with a path or stop in the network, and the stops the walk found it could not
    # pass: what another company's lay or token must leave alone for the walk to be the same
    walked: frozenset[str] = field(default=frozenset(), compare=False, repr=False)
    stuck: frozenset[Node] = field(default=frozenset(), compare=False, repr=False)

    def connected_edges(self, hex_id: str) -> frozenset[int]:
        return self.entry_edges.get(hex_id, frozenset()) | self.track_edges.get(hex_id, frozenset())

    def reaches_hex(self, hex_id: str) -> bool:
        return hex_id in self.token_hexes or bool(self.entry_edges.get(hex_id) or self.track_edges.get(hex_id))


def city_blocked(board: Board, hex_id: str, stop: int, company: str) -> bool:
    """A city full of other companies' tokens stops a walk (and a route) passing through it."""
    tile = board.tile_at(hex_id)
    st = tile.stops[stop]
    if st.kind != "city":
        return False
    toks = board.tokens_in(hex_id).get(stop, [])
    return company not in toks and len(toks) >= st.slots


def network(board: Board, company: str, extra: tuple[Node, ...] = ()) -> Network:
    """The company's network; ``extra``: stops it walks from as if it held a token there
    besides its tokens on the board (the title's ``lay_extra_tokens``: 1833NE's P4/P6 exits)."""
    extra = _extra(board, company, extra)
    key = _key(company, board.version, extra)
    hit = board.cache.get(key)
    if hit is None:
        if len(board.cache) > _CACHE_LIMIT:
            board.cache.clear()
        hit = board.cache[key] = (None if extra else _unchanged(board, company)) or _plain_first(board, company, extra)
    elif cache_check.ON:
        cache_check.confirm("board", key, hit, lambda: _plain_first(board, company, extra))
    return hit  # type: ignore[return-value]


def known_network(board: Board, company: str) -> Network | None:
    """The company's network when it is known without a walk (cached, or ``_unchanged``)."""
    key = _key(company, board.version, ())
    hit = board.cache.get(key)
    if hit is None:
        hit = _unchanged(board, company)
        if hit is not None:
            if len(board.cache) > _CACHE_LIMIT:
                board.cache.clear()
            board.cache[key] = hit
    if hit is not None and cache_check.ON:
        cache_check.confirm("board", key, hit, lambda: _plain_first(board, company))
    return hit  # type: ignore[return-value]


def reaches_sides(
    board: Board, company: str, hex_id: str, sides: frozenset[int], extra: tuple[Node, ...] = ()
) -> tuple[bool, tuple[int, Lane] | None]:
    """Does the company's network reach ``hex_id`` at one of ``sides``: arrive there from the
    neighbour, or use track of the hex's own tile ending there (``Network.connected_edges``)?
    The lay check's first question about a new tile's exits.  Answered from the network when
    it is known; else by a walk that stops where it first records such a side (an arrival in the
    hex there, or a path of the hex's tile ending there), which for a legal lay is about a third
    of the walk; a walk that finds none has walked the whole network, and keeps it.

    Also the side and lane the walk first entered the hex by, when known (None otherwise, and
    for a hex holding one of the company's tokens): what ``takes_at`` reads.  ``extra``: as
    ``network``'s (always the whole network, walked once and kept)."""
    net = network(board, company, extra) if _extra(board, company, extra) else known_network(board, company)
    if net is None:
        own = _tile_view(board, hex_id)
        if hex_id in {h for h, _ in board.token_hexes(company)}:
            # the walk counts a token's hex as touching every neighbour before it starts
            if any(own.neighbours[e] is not None for e in sides):
                return True, None
            net = network(board, company)
        else:
            # the walk stops where it first records one of the sides: arriving there from the
            # neighbour (``_Walker.target``), or taking a path of the hex's tile that ends there
            watch = {(hex_id, i) for i, ends in enumerate(own.ends) if any(end[0] in sides for end in ends)}
            try:
                net = _walk(
                    board, company, watch=frozenset(watch), prune=False, budget=PLAIN_STEPS, target=(hex_id, sides)
                )
            except _Found as hit:  # (the arrival that stopped it is recorded: first or not)
                return True, hit.args[0].first.get(hex_id)
            except _OverBudget:
                net = network(board, company)
            else:
                remember_network(board, net)
    first = None if hex_id in net.token_hexes else net.first_entry.get(hex_id)
    return bool(sides & net.connected_edges(hex_id)), first


def reaches_stop(board: Board, company: str, wanted: Callable[[Node], bool]) -> bool:
    """Does the company's network reach a stop ``wanted`` says yes to (the token step: a city
    it may put a token in)?  From the network when it is known; else a walk that stops at the
    first such stop, asking ``wanted`` once per stop it reaches (the stop found is kept for the
    board version: the step asks again and again); a walk that finds none has walked the whole
    network, and keeps it."""
    net = known_network(board, company)
    if net is None:
        key = ("reached", company, board.version)
        found = board.cache.get(key)
        if found is not None and wanted(found):  # type: ignore[arg-type]
            if cache_check.ON:
                cache_check.confirm("board", key, True, lambda: found in _plain_first(board, company).stops)
            return True
        memo: dict[Node, bool] = {}

        def ask(node: Node) -> bool:
            hit = memo.get(node)
            if hit is None:
                hit = memo[node] = wanted(node)
            return hit

        try:
            for node in board.token_hexes(company):
                if ask(node):
                    raise _Found(None, node)
            net = _walk(board, company, prune=False, budget=PLAIN_STEPS, stop_wanted=ask)
        except _Found as hit:
            board.cache[key] = hit.args[1]
            return True
        except _OverBudget:
            net = network(board, company)
        else:
            remember_network(board, net)
    return any(wanted(n) for n in net.stops)


def _extra(board: Board, company: str, extra: tuple[Node, ...]) -> tuple[Node, ...]:
    """The extra starts that are not already token cities of the company, in order."""
    if not extra:
        return ()
    held = set(board.token_hexes(company))
    return tuple(n for n in dict.fromkeys(extra) if n not in held)


def _key(company: str, version: int, extra: tuple[Node, ...]) -> tuple:
    return ("network", company, version) if not extra else ("network", company, version, extra)


#: steps a walk takes before it is started again with ``_Reach``'s pruning: the plain walk is
#: cheaper on the networks most games have (18MEX's whole game), the pruned one on the large
#: webs of junctions late in 18GB (millions of steps)
PLAIN_STEPS = 20000


class _OverBudget(Exception):
    """A plain walk took more than ``PLAIN_STEPS`` steps."""


def _plain_first(board: Board, company: str, extra: tuple[Node, ...] = ()) -> Network:
    """The walk, plain while it stays small, else pruned (the same network either way)."""
    starts = [*board.token_hexes(company), *extra] if extra else None
    try:
        net = _walk(board, company, starts, prune=False, budget=PLAIN_STEPS)
    except _OverBudget:
        net = _walk(board, company, starts)
    return replace(net, extra=extra) if extra else net


def fresh_network(board: Board, company: str, extra: tuple[Node, ...] = ()) -> Network:
    """The company's network walked afresh, neither read from nor kept in any cache."""
    return _plain_first(board, company, _extra(board, company, extra))


def _unchanged(board: Board, company: str) -> Network | None:
    """The company's network of a few versions ago, when the changes since (``Board.changes``:
    other companies' lays and tokens) cannot have changed what its walk reads, so the walk would
    find the same network again (``_reads_the_same``)."""
    cache = board.cache
    tiles: set[str] = set()  # hexes whose tile (or borders) changed
    tokens: set[str] = set()  # hexes where another company's token came or went
    for old, _new, hexes, who in reversed(board.changes):
        if who == company:
            return None
        (tiles if who is None else tokens).update(hexes)
        prev = cache.get(("network", company, old))
        if prev is not None:
            assert isinstance(prev, Network)
            return prev if _reads_the_same(board, company, prev, tiles, tokens) else None
    return None


def _reads_the_same(board: Board, company: str, prev: Network, tiles: set[str], tokens: set[str]) -> bool:
    """Would the walk that found ``prev`` take every step the same on this board, where the
    tiles of ``tiles`` and the tokens of ``tokens`` may differ?  A hex the walk never read
    (outside ``seen``) cannot matter.  Of a hex it read but never entered (no path or stop of
    it in the network), it read only which paths start at the sides it arrived at, finding none
    it could take: the same when the tile there now has no track at those sides.  A token
    matters only where it makes a reached city pass or stop the walk otherwise than it did.
    A change in one of the company's own token hexes is never let through."""
    for h in tiles:
        if h not in prev.seen:
            continue
        if h in prev.walked or h in prev.token_hexes:
            return False
        arrived = prev.entry_edges.get(h)
        if arrived and arrived & board.tile_at(h).exits_at(board.rotation_at(h)):
            return False
    for h in tokens:
        if h not in prev.seen or h in tiles:
            continue
        if h in prev.token_hexes:
            return False
        tile = board.tile_at(h)
        for i, stop in enumerate(tile.stops):
            node = (h, i)
            if node in prev.stops:
                passes = stop.kind != "offboard" and not city_blocked(board, h, i, company)
                if passes == (node in prev.stuck):
                    return False
    return True


def walk_uses(
    board: Board, company: str, watch: frozenset[tuple[str, int]], extra: tuple[Node, ...] = ()
) -> tuple[bool, Network | None]:
    """Does the company's network use one of the ``watch`` paths ((hex, path index))?  The walk
    stops at the first one it takes (the network then holds it, whatever else it finds), so the
    answer costs less than the network; the network too when a plain walk went to the end
    (then cached like ``network``'s).  A walk too long for a plain one skips every step from
    which no watched path can be reached (``_Reach``), and then yields no network (None).
    ``extra``: as ``network``'s."""
    extra = _extra(board, company, extra)
    key = _key(company, board.version, extra)
    hit = board.cache.get(key)
    if hit is not None:
        assert isinstance(hit, Network)
        if cache_check.ON:
            cache_check.confirm("board", key, hit, lambda: _plain_first(board, company, extra))
        return bool(watch & hit.paths), hit
    starts = [*board.token_hexes(company), *extra] if extra else None
    try:
        net = _walk(board, company, starts, watch=watch, prune=False, budget=PLAIN_STEPS)
    except _Found:
        return True, None
    except _OverBudget:
        try:
            _walk(board, company, starts, watch=watch, focus=True)
        except _Found:
            return True, None
        return False, None
    if extra:
        net = replace(net, extra=extra)
    if len(board.cache) > _CACHE_LIMIT:
        board.cache.clear()
    board.cache[key] = net
    return False, net


class _Found(Exception):
    """The walk took a path it was watching for (``walk_uses``)."""


def remember_network(board: Board, net: Network) -> None:
    """Cache a network walked on a copy of this board that is identical to it now."""
    board.cache[_key(net.company, board.version, net.extra)] = net


def reached_from(board: Board, company: str, start: Node) -> Network:
    """The network walked from one token only (uncached): does a token have a route of its own?
    (A merged company's tokens may lie apart, so the union ``network`` cannot say.)  The
    company's other token cities are reached but not walked through, as on the site."""
    return _walk(board, company, [start], others=board.token_hexes(company))


def _walk(
    board: Board,
    company: str,
    starts: list[Node] | None = None,
    others: list[Node] | None = None,
    watch: frozenset[tuple[str, int]] = frozenset(),
    prune: bool = True,
    focus: bool = False,
    budget: int | None = None,
    target: tuple[str, frozenset[int]] | None = None,
    stop_wanted: Callable[[Node], bool] | None = None,
) -> Network:
    """The walk (``prune=False``: without skipping the steps ``_Reach`` proves fruitless, the
    reference the tests compare with; ``budget``: at most that many steps, else _OverBudget;
    ``target``: a hex and sides of it, to stop at the first arrival there: ``reaches_sides``;
    ``stop_wanted``: to stop at the first stop it says yes to: ``reaches_stop``)."""
    tokens = board.token_hexes(company) if starts is None else list(starts)
    others = tokens if others is None else others
    w = _Walker(board, company, watch, prune, focus)
    w.budget = budget
    if target is not None:
        w.target, w.target_sides = _canonical(board, target[0]), target[1]
    w.stop_wanted = stop_wanted
    w.others = others
    for h, _ in tokens:
        for e in range(6):
            if w.neighbour(h, e) is not None:
                w.edges.setdefault(h, set()).add(e)
    w.stops.update(tokens)
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 20000))  # one frame pair per path on the walk
    try:
        for start in tokens:
            w.visited_stops = {t for t in others if t != start}
            w.visited_paths = set()
            w.counter = {}
            w.reach = None
            w.start = start
            w.stop_walk(start, False)
    finally:
        sys.setrecursionlimit(limit)
    return Network(
        company=company,
        stops=frozenset(w.stops),
        entry_edges={h: _edge_set(e for e, _ in es) for h, es in w.entry.items()},
        track_edges={h: _edge_set(es) for h, es in w.edges.items()},
        paths=frozenset(w.paths),
        token_hexes=frozenset(h for h, _ in tokens),
        seen=frozenset(w._tiles).union(h for h, _ in tokens),
        first_entry=w.first,
        walked=frozenset(h for h, _ in w.paths).union(h for h, _ in w.stops),
        stuck=frozenset(n for n, ok in w._passes.items() if not ok),
    )


def _canonical(board: Board, hex_id: str) -> str:
    """``hex_id`` as the string object its neighbours' tile views hold (the walk compares by
    identity; a copy that is not would only make ``reaches_sides`` walk to the end)."""
    own = _tile_view(board, hex_id)
    for e, nb in enumerate(own.neighbours):
        if nb is not None:
            there = _tile_view(board, nb).neighbours[(e + 3) % 6]
            if there == hex_id:
                return there
    return hex_id


def takes_at(
    arrival: tuple[int, Lane], hex_id: str, paths: tuple[Path, ...], watch: frozenset[tuple[str, int]]
) -> bool:
    """Would the company's walk, with a tile of these (rotated) ``paths`` in ``hex_id``, take
    one of the ``watch`` paths the moment it first enters the hex, by ``arrival`` (side, lane)?
    Then ``walk_uses`` with that tile answers yes, and need not walk.

    Until the walk first reads ``hex_id`` it reads the same board whatever tile lies there, so
    it does the same; with no token of the company in the hex, that first read is its first
    arrival from a neighbour (``Network.first_entry``, ``reaches_sides``), where it takes the
    tile's first path at that side whose lane matches (path by path, the a end first).  False
    says only that this shortcut does not answer."""
    back, lane = arrival
    for i, p in enumerate(paths):
        for end, q_lane in ((p.a, p.a_lane), (p.b, p.b_lane)):
            if end.edge == back and (lane == q_lane == (1, 0) or lane_match(lane, q_lane)):
                return (hex_id, i) in watch
    return False


class _Walker:
    """One depth-first walk per token (the state of ``_walk``)."""

    start: Node  # the token city the current walk starts from (set by ``_walk``)
    others: list[Node]  # the token cities each walk counts as visited but for its own start

    def __init__(
        self,
        board: Board,
        company: str,
        watch: frozenset[tuple[str, int]] = frozenset(),
        prune: bool = True,
        focus: bool = False,
    ) -> None:
        self.board = board
        self.company = company
        self.watch = watch  # paths whose walking ends the walk (``walk_uses``)
        self.prune = prune  # skip the converging walks that can find nothing new (``_Reach``)
        # only the watched paths matter (``walk_uses``): skip every step that cannot reach one,
        # in every walk, converging or not (the network found is then not the company's)
        self.focus = focus
        self.reach: _Reach | None = None  # built for the current start on its first converging step
        self.found = 0  # the paths walked so far, as bits of ``reach``
        self.budget: int | None = None  # steps left before _OverBudget (None: no limit)
        self.stops: set[Node] = set()
        self.paths: set[tuple[str, int]] = set()
        self.edges: dict[str, set[int]] = {}  # the hex sides the network touches, on its own side
        self.entry: dict[str, set[tuple[int, Lane]]] = {}  # sides reached from the neighbour
        self.first: dict[str, tuple[int, Lane]] = {}  # the side (and lane) each was first entered by
        self.visited_stops: set[Node] = set()
        self.visited_paths: set[tuple[str, int]] = set()
        self.counter: dict[tuple[str, int, int], int] = {}  # hex sides (and lanes) being crossed now
        self._tiles: dict[str, _TileView] = {}
        self._passes: dict[Node, bool] = {}
        # arriving in this hex (the very string the tile views name it by) at one of these
        # sides ends the walk (``reaches_sides``)
        self.target: str | None = None
        self.target_sides: frozenset[int] = frozenset()
        self.stop_wanted: Callable[[Node], bool] | None = None  # reaching such a stop ends the walk

    def view(self, hex_id: str) -> _TileView:
        got = self._tiles.get(hex_id)
        if got is None:
            got = self._tiles[hex_id] = _tile_view(self.board, hex_id)
        return got

    def neighbour(self, hex_id: str, edge: int) -> str | None:
        border = self.board.border(hex_id, edge)
        if border is not None and border.type == "impassable":
            return None
        return self.board.neighbour(hex_id, edge)

    def passes(self, node: Node) -> bool:
        got = self._passes.get(node)
        if got is None:
            stop = self.board.tile_at(node[0]).stops[node[1]]
            got = self._passes[node] = stop.kind != "offboard" and not city_blocked(
                self.board, node[0], node[1], self.company
            )
        return got

    def stop_walk(self, node: Node, converging: bool) -> None:
        if node in self.visited_stops:
            return
        self.visited_stops.add(node)
        hex_id, stop = node
        view = self.view(hex_id)
        for i in view.at_stop.get(stop, ()):
            self.path_walk(view, i, None, node, converging, converging)
        if converging:
            self.visited_stops.discard(node)

    def path_walk(
        self, view: _TileView, i: int, skip: int | None, origin: Node, converging: bool, origin_converging: bool
    ) -> None:
        """Walk path ``i`` of the hex ``view`` shows, entered by side ``skip`` (None: from a
        stop of it).  Once the walk has left a tile by a side two of its paths share
        (converging), paths and stops are freed again on the way back, so every way on from
        there is tried."""
        key = view.keys[i]
        visited = self.visited_paths
        if key in visited:
            return
        hex_id = view.hex_id
        if self.budget is not None:
            self.budget -= 1
            if self.budget < 0:
                raise _OverBudget
        if self.prune and (converging or self.focus):
            reach = self.reach
            if reach is None:
                reach = self.reach = _Reach(self)
            if reach.fruitless(hex_id, i, -1 - origin[1] if skip is None else skip, converging):
                return  # every path this walk could take from here is already in the network
        ends = view.ends[i]  # the path's ends at hex sides, with what the walk needs of each
        counter = self.counter
        if counter:
            for end in ends:
                if counter.get(end[6]):
                    return
        visited.add(key)
        if key not in self.paths:
            self.paths.add(key)
            if self.reach is not None:
                self.found |= self.reach.bit(key)
        if key in self.watch:
            raise _Found(self)
        nodes = view.nodes[i]
        if nodes:
            self.stops.update(nodes)
            if self.stop_wanted is not None:
                for node in nodes:
                    if self.stop_wanted(node):
                        raise _Found(self, node)
            if not view.terminal[i]:
                for node in nodes:
                    if node != origin and self.passes(node):
                        self.stop_walk(node, origin_converging or converging)
        if ends:
            edges = self.edges.get(hex_id)
            if edges is None:
                edges = self.edges[hex_id] = set()
            entry = self.entry
            tiles = self._tiles
            target = self.target
            for e, _lane, n, back, arrival, conv, side in ends:
                edges.add(e)
                if n is None:
                    continue
                there = entry.get(n)
                if there is None:
                    there = entry[n] = set()
                    self.first[n] = arrival
                there.add(arrival)
                if n is target and back in self.target_sides:
                    raise _Found(self)
                if e == skip:
                    continue
                other = tiles.get(n) or self.view(n)
                ways = other.match.get(arrival)
                if ways is None:
                    ways = other.matching(arrival)
                if not ways:
                    continue
                counter[side] = counter.get(side, 0) + 1
                keys = other.keys
                for j in ways:
                    if keys[j] not in visited:  # (checked again there: this saves the call)
                        self.path_walk(other, j, back, origin, converging or conv, origin_converging)
                counter[side] -= 1
        if converging:
            visited.discard(key)


#: ``fruitless`` questions a walk's ``_Reach`` answers before it works out which paths no walk
#: takes (``_Reach._dead``): most walks end before (18MEX's), and need not pay for it
DEAD_AFTER = 500


class _Reach:
    """What a walk could still take from each of its steps, for one start of ``_walk``.

    Once the walk has left a tile by a side two of its paths share, it frees paths and stops on
    the way back and tries every way on: exponentially many walks over a large network of
    junctions (seconds per walk late in an 18GB game), most of them finding nothing new.  A
    step's only lasting effect there is the paths it adds (with their stops, sides and entries),
    so a step from which every path reachable at all is already in the network may be skipped:
    the walk's result is the same.  "Reachable at all" is read on the track itself, ignoring
    the walk's marks freed on the way back: a step (hex, path, side entered by) leads to the
    paths at the facing side of the neighbour across each other end (lanes matching) and to
    every path at each passable stop on it; paths and stops the walk had marked for good when
    this table was made (before its first converging step) lead nowhere, as the walk never takes
    them again from this start.  Each step's reach is its strongly connected component's, worked
    out on demand (Tarjan) and kept as bits.  The track may lead to paths no walk takes, which
    would keep every step that leads there searching for them: once the walk has asked
    ``DEAD_AFTER`` questions, those it can prove so (``_dead``) are no longer looked for."""

    __slots__ = ("walker", "index", "done", "blocked_paths", "blocked_stops", "succ", "watched", "dead", "asked")

    def __init__(self, walker: _Walker) -> None:
        self.walker = walker
        self.index: dict[tuple[str, int], int] = {}
        self.done: dict[tuple[str, int, int], int] = {}
        self.blocked_paths = frozenset(walker.visited_paths)
        self.blocked_stops = frozenset(walker.visited_stops)
        self.succ: dict[tuple[str, int, int], list[tuple[str, int, int]]] = {}
        walker.found = 0  # (in this table's numbering)
        for k in walker.paths:
            self.bit(k)
        self.watched = 0  # the watched paths' bits
        for k in walker.watch:
            self.watched |= self.bit(k)
        self.dead = 0  # paths on the track no walk from this start can take (``_dead``)
        self.asked = 0  # ``fruitless`` questions so far: ``_dead`` is worked out at DEAD_AFTER

    def bit(self, key: tuple[str, int]) -> int:
        n = self.index.get(key)
        if n is None:
            n = self.index[key] = len(self.index)
            if key in self.walker.paths:
                self.walker.found |= 1 << n
        return 1 << n

    def _next(
        self,
        state: tuple[str, int, int],
        blocked_paths: frozenset[tuple[str, int]] | None = None,
        blocked_stops: frozenset[Node] | None = None,
    ) -> list[tuple[str, int, int]]:
        """The steps the walk may take after walking ``state``: (hex, path, the side it is entered
        by, or -1 - the stop it is entered from), but for this table's blocked paths and stops
        (or those given)."""
        w = self.walker
        if blocked_paths is None:
            blocked_paths = self.blocked_paths
        if blocked_stops is None:
            blocked_stops = self.blocked_stops
        hex_id, i, skip = state
        view = w._tiles.get(hex_id) or _tile_view(w.board, hex_id)
        out: list[tuple[str, int, int]] = []
        if view.nodes[i] and not view.terminal[i]:
            for node in view.nodes[i]:
                if node[1] == -1 - skip or node in blocked_stops or not w.passes(node):
                    continue
                for j in view.at_stop.get(node[1], ()):
                    if j != i and (hex_id, j) not in blocked_paths:
                        out.append((hex_id, j, -1 - node[1]))
        for e, lane, n, back, _arrival, _conv, _side in view.ends[i]:
            if n is None or e == skip:
                continue
            there = w._tiles.get(n) or _tile_view(w.board, n)
            for j, q_lane in there.at_edge.get(back, ()):
                if (lane == q_lane == (1, 0) or lane_match(lane, q_lane)) and (n, j) not in blocked_paths:
                    out.append((n, j, back))
        return out

    def _dead(self) -> int:
        """The paths (as bits) the track leads to from this start that no walk from it takes.

        Whenever the walk takes a step, the steps it is on make a chain from the start: a path
        entered from the start city first, each next step one ``_next`` allows with only the
        stops visited throughout this start's walk blocked (the company's token cities), no path
        twice on it (a path is marked while the walk is on it, whichever way) and no stop left
        twice (likewise).  A step every such chain to a step goes through dominates it; when the
        steps dominating a step (itself included) hold one path twice, or leave one stop twice,
        no chain reaches it, and the walk never takes it.  Such steps are dropped and the
        dominators worked out again until none is; a path none of whose steps is left is dead.
        (Late in 1833NE a dead end beyond a one-track way out of a region: reached on the track
        only by coming back along that track, it kept the shortcut walk searching for it.)"""
        w = self.walker
        hex_id, stop = w.start
        view = w._tiles.get(hex_id) or _tile_view(w.board, hex_id)
        no_paths: frozenset[tuple[str, int]] = frozenset()
        closed = frozenset(w.others).union((w.start,))  # (visited throughout this start's walk)
        number: dict[tuple[str, int, int], int] = {}
        states: list[tuple[str, int, int]] = [("", -1, 0)]  # 0: before the start
        succ: list[list[int]] = [[]]
        for j in view.at_stop.get(stop, ()):  # the steps from the start city
            st = (hex_id, j, -1 - stop)
            number[st] = len(states)
            states.append(st)
            succ.append([])
        succ[0] = list(range(1, len(states)))
        k = 1
        while k < len(states):
            out = succ[k]
            for nx in self._next(states[k], no_paths, closed):
                m = number.get(nx)
                if m is None:
                    m = number[nx] = len(states)
                    states.append(nx)
                    succ.append([])
                out.append(m)
            k += 1
        size = len(states)
        keys: dict[tuple[str, int], int] = {}
        key_of = [keys.setdefault((h, j), len(keys)) for h, j, _ in states]
        exits: dict[tuple[str, int], int] = {}
        exit_of = [exits.setdefault((h, -1 - sk), len(exits)) if sk < 0 else -1 for h, _, sk in states]
        exit_of[0] = -1
        alive = [True] * size
        while True:
            idom, rpo = _dominators(succ, alive)
            kids: list[list[int]] = [[] for _ in range(size)]
            for v in rpo[1:]:
                kids[idom[v]].append(v)
            on_key = [False] * len(keys)
            on_exit = [False] * len(exits)
            dropped = False
            stack = [(v, False) for v in kids[0]]
            while stack:
                v, leaving = stack.pop()
                x = exit_of[v]
                if leaving:
                    on_key[key_of[v]] = False
                    if x >= 0:
                        on_exit[x] = False
                    continue
                if on_key[key_of[v]] or (x >= 0 and on_exit[x]):
                    alive[v] = False  # (and so is every step it dominates)
                    dropped = True
                    continue
                on_key[key_of[v]] = True
                if x >= 0:
                    on_exit[x] = True
                stack.append((v, True))
                stack.extend((u, False) for u in kids[v])
            if not dropped:
                break
        live = {key_of[v] for v in rpo[1:]}
        dead = 0
        for key, n in keys.items():
            if n not in live and n != key_of[0]:
                dead |= self.bit(key)
        return dead

    def fruitless(self, hex_id: str, i: int, skip: int, converging: bool) -> bool:
        """Can the walk take no path it has not taken yet (``focus``: no watched path), walking
        path ``i`` of ``hex_id`` entered by side ``skip`` (or from stop ``-1 - skip``) now?

        First the track alone (``bits_from``): exact for any step, as nothing reachable from
        this one leads further than it does.  Then, for a converging step, a search over the
        track avoiding what the walk holds now (the paths and stops it is walking, the sides it
        is crossing), which it holds throughout that step: a superset of what the step may take,
        so True is exact.  (A step that is not converging marks what it walks for the rest of
        the walk: only the track alone may skip it, and only in a ``focus`` walk, where those
        marks can only have blocked ways that lead to no watched path either.)"""
        w = self.walker
        self.asked += 1
        if self.asked == DEAD_AFTER:
            self.dead = self._dead()
        target = (self.watched if w.focus else ~w.found) & ~self.dead
        if not self.bits_from(hex_id, i, skip) & target:
            return True
        if not converging:
            return False
        vp, vs, counter = w.visited_paths, w.visited_stops, w.counter
        root = (hex_id, i, skip)
        seen = {root}
        todo = [root]
        succ, done, index = self.succ, self.done, self.index
        while todo:
            st = todo.pop()
            if target >> index[st[0], st[1]] & 1:
                return False
            nexts = succ.get(st)
            if nexts is None:
                nexts = succ[st] = self._next(st)
            for nx in nexts:
                if nx in seen:
                    continue
                h, j, sk = nx
                if (h, j) in vp or (sk < 0 and (h, -1 - sk) in vs):
                    continue
                if not done[nx] & target:
                    continue  # nothing to find that way, whatever the walk holds
                if counter:
                    view = w._tiles.get(h) or _tile_view(w.board, h)
                    if any(counter.get(end[6]) for end in view.ends[j]):
                        continue
                seen.add(nx)
                todo.append(nx)
        return True

    def bits_from(self, hex_id: str, i: int, skip: int) -> int:
        """The paths reachable from walking path ``i`` of ``hex_id`` entered by side ``skip`` (or
        from stop ``-1 - skip``), as bits."""
        state = (hex_id, i, skip)
        got = self.done.get(state)
        if got is None:
            self._solve(state)
            got = self.done[state]
        return got

    def _solve(self, root: tuple[str, int, int]) -> None:
        """Tarjan's strongly connected components from ``root`` (iterative), each component's
        reach the OR of its paths and of the components it leads to."""
        done = self.done
        order: dict[tuple[str, int, int], int] = {root: 0}
        low = {root: 0}
        succ = self.succ
        if root not in succ:
            succ[root] = self._next(root)
        stack = [root]
        on_stack = {root}
        work = [(root, 0)]
        while work:
            v, k = work[-1]
            nexts = succ[v]
            if k < len(nexts):
                work[-1] = (v, k + 1)
                u = nexts[k]
                if u in done:
                    continue
                if u not in order:
                    order[u] = low[u] = len(order)
                    if u not in succ:
                        succ[u] = self._next(u)
                    stack.append(u)
                    on_stack.add(u)
                    work.append((u, 0))
                elif u in on_stack and order[u] < low[v]:
                    low[v] = order[u]
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                if low[v] < low[parent]:
                    low[parent] = low[v]
            if low[v] != order[v]:
                continue
            members = []
            while True:
                u = stack.pop()
                on_stack.discard(u)
                members.append(u)
                if u == v:
                    break
            bits = 0
            for u in members:
                bits |= self.bit((u[0], u[1]))
            inside = set(members)
            for u in members:
                for x in succ[u]:
                    if x not in inside:
                        bits |= done[x]
            for u in members:
                done[u] = bits


def _dominators(succ: list[list[int]], alive: list[bool]) -> tuple[list[int], list[int]]:
    """Each node's immediate dominator in the graph ``succ`` from node 0 over the ``alive``
    nodes (Cooper, Harvey and Kennedy's iteration), and the nodes reached, in reverse postorder
    (node 0 first; a node not reached keeps -1)."""
    size = len(succ)
    seen = [False] * size
    seen[0] = True
    post: list[int] = []
    stack = [(0, 0)]
    while stack:
        v, k = stack[-1]
        out = succ[v]
        while k < len(out) and (seen[out[k]] or not alive[out[k]]):
            k += 1
        if k < len(out):
            u = out[k]
            stack[-1] = (v, k + 1)
            seen[u] = True
            stack.append((u, 0))
        else:
            stack.pop()
            post.append(v)
    rpo = post[::-1]
    num = [-1] * size
    for n, v in enumerate(rpo):
        num[v] = n
    preds: list[list[int]] = [[] for _ in range(size)]
    for v in rpo:
        for u in succ[v]:
            if num[u] >= 0:
                preds[u].append(v)
    idom = [-1] * size
    idom[0] = 0
    changed = True
    while changed:
        changed = False
        for v in rpo[1:]:
            new = -1
            for p in preds[v]:
                if idom[p] < 0:
                    continue
                if new < 0:
                    new = p
                    continue
                a, b = p, new
                while a != b:
                    while num[a] > num[b]:
                        a = idom[a]
                    while num[b] > num[a]:
                        b = idom[b]
                new = a
            if idom[v] != new:
                idom[v] = new
                changed = True
    return idom, rpo


#: how many hex views a game keeps before it starts again (a bound for very long games)
VIEWS_KEPT = 20000


def _tile_view(board: Board, hex_id: str) -> _TileView:
    """A hex's view is kept on its state (which board copies share until one changes it), and
    shared by every board of the game with the same tile there (the walk runs after every
    lay, on trial boards too, and reads most of the map each time)."""
    st = board.state[hex_id]
    mine = st.view
    if (
        mine is not None
        and mine[0] is st.tile
        and mine[1] == st.rotation
        and mine[2] is st.borders
        and mine[3] is board.defn
    ):
        return mine[4]
    view = _shared_view(board, hex_id, st)
    st.view = (st.tile, st.rotation, st.borders, board.defn, view)
    return view


def _shared_view(board: Board, hex_id: str, st: HexState) -> _TileView:
    """The view of a tile in a hex, shared by every board of this game (``Board.views``, kept
    by its copies) that has the same tile there: the game's, so it goes with the game (issue
    #28: a module-level memo of every game's views grew over a long run)."""
    views = board.views
    key = (hex_id, st.tile.name, st.rotation, st.borders)
    view = views.get(key)
    if view is not None:
        return view
    if len(views) > VIEWS_KEPT:
        views.clear()
    view = views[key] = _TileView(board, hex_id)
    return view


class _TileView:
    """A hex's current tile as the walk reads it: paths, their sides and lanes, neighbours."""

    __slots__ = (
        "paths",
        "sides",
        "stops",
        "terminal",
        "at_stop",
        "at_edge",
        "neighbours",
        "converging",
        "ends",
        "nodes",
        "match",
        "hex_id",
        "keys",
    )

    def __init__(self, board: Board, hex_id: str) -> None:
        self.hex_id = hex_id
        self.paths = board.tile_at(hex_id).rotated_paths(board.rotation_at(hex_id))
        self.keys: list[tuple[str, int]] = [(hex_id, i) for i in range(len(self.paths))]  # as the walk names paths
        self.sides: list[tuple[tuple[int, Lane], ...]] = []
        self.stops = [p.stops for p in self.paths]
        self.terminal = [p.terminal for p in self.paths]
        self.at_stop: dict[int, list[int]] = {}
        self.at_edge: dict[int, list[tuple[int, Lane]]] = {}
        count: dict[int, int] = {}
        for i, p in enumerate(self.paths):
            ends = tuple((end.edge, lane) for end, lane in ((p.a, p.a_lane), (p.b, p.b_lane)) if end.edge is not None)
            self.sides.append(ends)
            for st in p.stops:
                self.at_stop.setdefault(st, []).append(i)
            for e, lane in ends:
                self.at_edge.setdefault(e, []).append((i, lane))
                count[e] = count.get(e, 0) + 1
        self.converging = [count.get(e, 0) > 1 for e in range(6)]
        self.neighbours: list[str | None] = []
        for e in range(6):
            border = board.border(hex_id, e)
            self.neighbours.append(
                None if border is not None and border.type == "impassable" else board.neighbour(hex_id, e)
            )
        # per path, per end at a hex side: (edge, lane, neighbour there, the neighbour's side,
        # that side and lane as the neighbour's entry, converging side?, the crossing's key)
        self.ends: list[tuple[tuple[int, Lane, str | None, int, tuple[int, Lane], bool, tuple[str, int, int]], ...]] = [
            tuple(
                (
                    e,
                    lane,
                    self.neighbours[e],
                    (e + 3) % 6,
                    ((e + 3) % 6, lane),
                    self.converging[e],
                    (hex_id, e, lane[1]),
                )
                for e, lane in ends
            )
            for ends in self.sides
        ]
        self.nodes: list[tuple[Node, ...]] = [tuple((hex_id, st) for st in stops) for stops in self.stops]
        self.match: dict[tuple[int, Lane], tuple[int, ...]] = {}  # ``matching``'s answers

    def matching(self, arrival: tuple[int, Lane]) -> tuple[int, ...]:
        """The paths a walk arriving by ``arrival`` (side, lane) may go on along, in order: those
        at that side whose lane matches."""
        back, lane = arrival
        got = self.match[arrival] = tuple(
            j for j, q_lane in self.at_edge.get(back, ()) if lane == q_lane == (1, 0) or lane_match(lane, q_lane)
        )
        return got
