"""One route pricer: what ``run_routes`` pays for given routes is what the optimiser computes.

* The two 18GB boards of test_hand_built.py where the pricer of recorded routes used to ignore
  the title's hooks (paying 100 where each hex pays once: 90; 50 where the estuary crossing adds
  40: 90), priced directly and through ``RevenuePolicy.run_routes``.
* Per title with route hooks (18GB, 1893, 1833NE, and 18MEX's terminal hex): on random boards
  tagged for that title's hooks, the optimiser's routes fed back through the pricer are accepted
  and pay exactly the optimiser's figures, route by route; and any run the pricer accepts, drawn
  at random from the routes the network holds, pays no more than the optimiser's best.
"""

from __future__ import annotations

import random
from dataclasses import replace
from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.board import Board, HexDef
from engine.errors import IllegalAction
from engine.routes.network import company_network
from engine.routes.pricing import NEUTRAL_RULES, price_routes, run_revenue
from engine.routes.revenue import TrainSpec
from engine.routes.search import best_routes, enumerate_routes
from engine.routes.trains import TrainKind
from engine.tiles import Revenue, Stop, TileDef
from engine.titles import rules_for
from engine.titles.g18gb.departures import Departures
from engine.titles.g18gb.scratch import G18GBFlags
from tests.engine.routes.helpers import YELLOW, board_of, city, offboard, tile
from tests.engine.routes.test_hand_built import column, end_city, load_18gb_tile
from tests.engine.routes.test_property import PHASES, random_board

GB = rules_for("18GB")
N3_1 = TrainSpec("3+1", 3, model="n_plus_m", towns=1)
N2_1 = TrainSpec("2+1", 2, model="n_plus_m", towns=1)


# ------------------------------------------------------------------ the two 18GB disagreements


def once_per_hex_board() -> Board:
    """A1 city 30 (X) - A3 city 20 + town 10 on one tile - A5 city 40 (test_18gb_pays_each_hex_once)."""
    ct = tile(
        "CT",
        "yellow",
        [{"kind": "city", "revenue": 20, "slots": 1}, {"kind": "town", "revenue": 10}],
        ["3-c0", "c0-t0", "t0-0"],
    )
    return column(end_city(30), ct, end_city(40, 3))


ONCE_PER_HEX_ROUTE = [["A1", "A3"], ["A3"], ["A3", "A5"]]


def estuary_board() -> Board:
    """G32 (Forth) in C3: D2 city 20 (X) - the estuary crossing (+40) - D4 city 30."""
    g32 = load_18gb_tile("G32")
    return board_of({"C3": g32, "D2": end_city(20, 1), "D4": end_city(30, 2)}, {"X": ["D2"]})


ESTUARY_ROUTE = [["D2", "C3", "D4"]]


def test_18gb_hex_pays_once_in_a_given_route():
    b = once_per_hex_board()
    best = best_routes(b, "X", [N3_1], YELLOW, rules=GB)
    assert best.revenue == 90 and [list(c) for c in best.routes[0].connections] == ONCE_PER_HEX_ROUTE
    assert price_routes(b, "X", YELLOW, [(N3_1, ONCE_PER_HEX_ROUTE)], rules=GB).total == 90
    # the common rules pay every stop: 30 + 20 + 10 + 40
    assert run_revenue(b, "yellow", "X", [(N3_1, ONCE_PER_HEX_ROUTE)])[0].revenue == 100


def test_18gb_estuary_bonus_in_a_given_route():
    b = estuary_board()
    assert best_routes(b, "X", [N2_1], YELLOW, rules=GB).revenue == 90
    run = price_routes(b, "X", YELLOW, [(N2_1, ESTUARY_ROUTE)], rules=GB)
    assert run.total == 90 and run.routes[0].bonus == 40
    assert run_revenue(b, "yellow", "X", [(N2_1, ESTUARY_ROUTE)])[0].revenue == 50


class _RulesRoutes(type(GB.routes)):
    """``_Rules``'s routes rules: what differs from ``RoutesPolicy``."""

    title: _Rules

    def train_spec(self, s, train):
        return train.spec


class _Rules(type(GB)):
    """18GB's Title with this module's train specs (no economy file)."""

    routes_policy = _RulesRoutes
    routes: _RulesRoutes


def _state(board: Board, specs: dict[str, TrainSpec], title: _Rules):
    """The least of a game state ``RevenuePolicy.run_routes`` reads, for the 18GB title."""
    notes: list[str] = []
    trains = {tid: SimpleNamespace(name=spec.name, spec=spec, operated=False) for tid, spec in specs.items()}
    corp = SimpleNamespace(sym="X", trains=list(specs))
    return SimpleNamespace(
        board=board,
        phase=YELLOW,
        trains=trains,
        entity=lambda key: corp,
        note=notes.append,
        notes=notes,
        departures=Departures(),  # (our own game: the rules' way)
        flags=G18GBFlags(),  # (18GB reads its insolvent corporations here)
        static=SimpleNamespace(rules=GB),
        title=title,  # (its policies ask one another through the game's title)
    )


@pytest.mark.parametrize(
    ("board", "spec", "connections"),
    [(once_per_hex_board, N3_1, ONCE_PER_HEX_ROUTE), (estuary_board, N2_1, ESTUARY_ROUTE)],
)
def test_run_routes_pays_what_the_optimiser_says(board, spec, connections):
    rules = _Rules(GB.info)
    s = _state(board(), {"t1": spec}, rules)
    total = rules.revenue.run_routes(s, "corp:X", [{"train": "t1", "connections": connections}])
    assert total == 90 and s.notes == [f"X runs train {spec.name} for $90"]


def test_refusals_keep_their_sentences():
    b = once_per_hex_board()
    with pytest.raises(IllegalAction, match="not neighbours"):
        price_routes(b, "X", YELLOW, [(N3_1, [["A1", "A5"]])], rules=GB)
    with pytest.raises(IllegalAction, match="at least 2 stops"):
        price_routes(b, "X", YELLOW, [(N3_1, [])], rules=GB)
    # the same track twice in one run
    with pytest.raises(IllegalAction):
        price_routes(b, "X", YELLOW, [(N3_1, [["A1", "A3"]]), (N3_1, [["A1", "A3"]])], rules=GB)
    # a 2-train cannot reach three cities
    with pytest.raises(IllegalAction, match="reaches 2"):
        price_routes(b, "X", YELLOW, [(TrainSpec("2", 2), [["A1", "A3"], ["A3"], ["A3", "A5"]])], rules=GB)


def test_terminal_path_only_ends_a_route():
    # A3's city is reached by terminal paths only (as the optimiser knows): A1-A3-A5 is refused,
    # A1-A3 pays 50 (the common checks alone read terminal hexes, not terminal paths)
    term = tile(
        "TC",
        "gray",
        [{"kind": "city", "revenue": 30, "slots": 1}],
        [{"ends": "3-c0", "terminal": True}, {"ends": "0-c0", "terminal": True}],
    )
    b = column(end_city(20), term, end_city(40, 3))
    spec = TrainSpec("3", 3)
    with pytest.raises(IllegalAction, match="cannot pass through A3"):
        price_routes(b, "X", YELLOW, [(spec, [["A1", "A3"], ["A3", "A5"]])])
    assert price_routes(b, "X", YELLOW, [(spec, [["A1", "A3"]])]).total == 50
    assert best_routes(b, "X", [spec], YELLOW, rules=NEUTRAL_RULES).revenue == 50


def test_1893_exclusive_group_refused_in_a_given_route():
    # A1 and A5 are the two hexes of one off-board: one route scores one of them
    b = column(
        offboard(30, ("0-o0",), group="Wuppertal"),
        city(20, ("0-c0", "c0-3")),
        offboard(40, ("3-o0",), group="Wuppertal"),
        tokens=("A3",),
    )
    spec = TrainSpec("3", 3)
    route = [["A1", "A3"], ["A3", "A5"]]
    assert price_routes(b, "X", YELLOW, [(spec, route)]).total == 90
    with pytest.raises(IllegalAction, match="only one stop of Wuppertal"):
        price_routes(b, "X", YELLOW, [(spec, route)], rules=rules_for("1893"))


# ------------------------------------------------------------------------- property: per title


def _kinds(rnd: random.Random, title: str) -> list[TrainKind]:
    """Trains as the title has them (a few per company, sometimes two alike)."""
    pool = {
        "18GB": [
            TrainKind("2+1", "n_plus_m", 2, 1),
            TrainKind("3+1", "n_plus_m", 3, 1),
            TrainKind("4+2", "n_plus_m", 4, 2),
            TrainKind("4X", "express", 4, per_hex=10),
        ],
        "1893": [TrainKind("2", "n", 2), TrainKind("3", "n", 3), TrainKind("8+x", "n_plus_free_towns", 8)],
        "1833NE": [
            TrainKind("2+1", "n_plus_m", 2, 1),
            TrainKind("3", "n", 3),
            TrainKind("3/5", "n_of_m", 3, 5),
        ],
        "18MEX": [
            TrainKind("2", "n_plus_free_towns", 2),
            TrainKind("3", "n_plus_free_towns", 3),
            TrainKind("4D", "n_plus_free_towns", 4, multiplier=2),
        ],
    }[title]
    kinds = [rnd.choice(pool) for _ in range(rnd.randint(1, 3))]
    return kinds


def _retag(board: Board, hex_id: str, tags: str, value: int = 0) -> None:
    """Give the printed hex a stop carrying ``tags`` (the hooks read printed and laid tiles)."""
    board.defn.hexes[hex_id] = HexDef(
        id=hex_id, tile=TileDef(hex_id, "white", (Stop("town", Revenue(value), 0, tags),))
    )


def _offboard_groups(board: Board, rnd: random.Random, choices: list[str]) -> list[str]:
    """Tag the red off-boards' own stops with a group drawn from ``choices``."""
    reds = []
    for h, hd in list(board.defn.hexes.items()):
        if hd.tile.color == "red":
            tag = rnd.choice(choices)
            stops = tuple(Stop(s.kind, s.revenue, s.slots, tag) for s in hd.tile.stops)
            t = TileDef(hd.tile.name, "red", stops, hd.tile.paths)
            board.defn.hexes[h] = HexDef(id=h, tile=t)
            board.state[h].tile = t
            reds.append(h)
    return reds


def _stop_hexes(board: Board) -> list[str]:
    return [h for h in board.state if board.tile_at(h).stops]


def _title_case(title: str, rnd: random.Random):
    """(board, rules, extras, terminal hexes) exercising the title's route hooks."""
    board = random_board(rnd, rnd.randint(2, 4), rnd.randint(2, 3), fill=0.9)
    rules = rules_for(title)
    extras: dict = {}
    terminal: tuple[str, ...] = ()
    hexes = _stop_hexes(board)
    if title == "18GB":
        _offboard_groups(board, rnd, ["N", "S", "E", "W", "N,E", ""])
        for h in hexes:
            if board.tile_at(h).color != "red" and rnd.random() < 0.3:
                _retag(board, h, rnd.choice(["N", "S", "E", "W"]))
        # the compass legends (values read from the printed hexes' stops' group)
        plain = [h for h in board.defn.hexes if board.defn.hexes[h].tile.color != "red"]
        if plain:
            legend = rnd.choice(plain)
            board.defn.hexes[legend] = HexDef(
                id=legend,
                tile=TileDef(
                    legend,
                    "white",
                    (Stop("offboard", Revenue(20), 0, "bonus_NS"), Stop("offboard", Revenue(30), 0, "bonus_EW")),
                ),
            )
        track_only = [h for h in board.state if not board.tile_at(h).stops and board.tile_at(h).paths]
        if track_only and rnd.random() < 0.7:  # an estuary crossing in place of a track tile
            h = rnd.choice(track_only)
            board.place_tile(h, load_18gb_tile(rnd.choice(["G32", "G33"])), 0)
        if hexes and rnd.random() < 0.5:
            extras["hex_bonuses"] = [(rnd.choice(hexes), 30, "LM")]
    elif title == "1893":
        _offboard_groups(board, rnd, ["Wuppertal", "Wuppertal", "Aachen", ""])
        for h in hexes:  # the hook reads any stop's group: tag laid stops too, so groups meet
            if board.tile_at(h).color != "red" and rnd.random() < 0.5:
                t = board.tile_at(h)
                tag = rnd.choice(["Wuppertal", "Aachen"])
                board.state[h].tile = replace(t, stops=tuple(replace(x, group=tag) for x in t.stops))
    elif title == "1833NE":
        for h in hexes:
            if rnd.random() < 0.4:
                _retag(board, h, rnd.choice(["Boston", "Montreal"]))
        if hexes and rnd.random() < 0.5:
            extras["ferries"] = {rnd.choice(hexes): 40}
        reds = [h for h in hexes if board.tile_at(h).color == "red"]
        if reds and rnd.random() < 0.5:
            extras["extra_tokens"] = ((rnd.choice(reds), 0),)
    elif title == "18MEX" and hexes:
        terminal = tuple(rnd.sample(hexes, min(len(hexes), rnd.randint(0, 2))))
    return board, rules, extras, terminal


TITLES = ["18GB", "1893", "1833NE", "18MEX"]


def _plan(routes, kinds_by_id):
    return [(kinds_by_id[r.train], [list(c) for c in r.connections]) for r in routes]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(title=st.sampled_from(TITLES), seed=st.integers(0, 2**32), phase=st.sampled_from(PHASES))
def test_optimum_read_back_pays_the_optimum(title, seed, phase):
    rnd = random.Random(seed)
    board, rules, extras, terminal = _title_case(title, rnd)
    kinds = _kinds(rnd, title)
    trains = [(f"t{i}", k) for i, k in enumerate(kinds)]
    best = best_routes(board, "X", trains, phase, rules=rules, extras=extras, terminal_hexes=terminal)
    assert best.proven_optimal
    run = price_routes(
        board, "X", phase, _plan(best.routes, dict(trains)), rules=rules, extras=extras, terminal_hexes=terminal
    )
    assert run.total == best.revenue
    assert [r.revenue for r in run.routes] == [r.revenue for r in best.routes]
    assert [r.stops for r in run.routes] == [r.stops for r in best.routes]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(title=st.sampled_from(TITLES), seed=st.integers(0, 2**32), phase=st.sampled_from(PHASES))
def test_no_run_pays_more_than_the_optimum(title, seed, phase):
    rnd = random.Random(seed)
    board, rules, extras, terminal = _title_case(title, rnd)
    kinds = _kinds(rnd, title)
    best = best_routes(board, "X", kinds, phase, rules=rules, extras=extras, terminal_hexes=terminal)
    extra_tokens = tuple(extras.get("extra_tokens", ()))
    net = company_network(board, "X", terminal, extra_tokens)
    shapes = enumerate_routes(net, 8, 10)
    if not shapes:
        return
    for _ in range(20):
        plan = []
        for k in kinds:
            stops, segs, _mask = rnd.choice(shapes)
            plan.append((k, [list(net.segments[s].chain_from(a)) for a, s in zip(stops, segs, strict=False)]))
        try:
            run = price_routes(board, "X", phase, plan, rules=rules, extras=extras, terminal_hexes=terminal)
        except IllegalAction:
            continue
        assert run.total <= best.revenue
