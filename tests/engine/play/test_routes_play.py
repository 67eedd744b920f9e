"""engine.play.routes against the recorded 18MEX games: every recorded route rebuilt from its
stops pays what the recording pays; the actions built from the optimum and from rebuilt stops
are accepted by Game.process and pay the figure shown; refusals come with a reason; a revenue
typed by hand is processed, logged as typed, saved and replayed."""

from __future__ import annotations

import copy
import json
import re
from collections import Counter
from pathlib import Path

import pytest

from engine.errors import IllegalAction
from engine.io.document import load, native_document, parse_document
from engine.io.log import game_actions
from engine.io.replay import new_game, replay
from engine.play import routes as R
from engine.play.best_routes import recorded_revenue
from engine.routes.revenue import read_route
from tests.fixtures import needs

FIXTURES = Path(__file__).resolve().parents[3].parent / "shared" / "fixtures" / "18xx.games" / "18MEX"
GAMES = ["hotseat01.json", "13315.json"]
PAID = re.compile(r"runs train .* for \$(\d+)")

pytestmark = needs(all((FIXTURES / g).exists() for g in GAMES), reason="18MEX fixtures missing")


def _points(name: str) -> list[tuple[dict, object]]:
    """(recorded run_routes action, a game stopped just before it) along one fixture."""
    doc = load(FIXTURES / name)
    game = new_game(doc)
    out = []
    for _source, action in game_actions(doc.actions):
        if action.get("type") == "run_routes":
            out.append((action, _fork(game)))
        game.process(action)
    return out


def _fork(game):  # noqa: ANN001, ANN202
    """A game that shares the (never mutated) current state and goes its own way from here."""
    probe = copy.copy(game)
    probe.actions = list(game.actions)
    return probe


@pytest.fixture(scope="module")
def points() -> dict[str, list]:
    return {g: _points(g) for g in GAMES}


def _paid(game, action: dict) -> int:  # noqa: ANN001
    """Process ``action`` on a fork of ``game``; what the log says the trains earned."""
    probe = _fork(game)
    before = len(probe.state.log)
    probe.process(action)
    return sum(int(m.group(1)) for n in probe.state.log[before:] for m in [PAID.search(n)] if m)


def _recorded_stops(state, action: dict) -> list[tuple[str, list]]:  # noqa: ANN001
    used: Counter = Counter()
    out = []
    for r in action.get("routes") or []:
        stops, used = read_route(state.board, r["connections"], used)
        out.append((r["train"], stops))
    return out


def test_recorded_routes_rebuilt_from_their_stops_pay_the_recorded_revenue(points):
    cases = 0
    for name, pts in points.items():
        for action, game in pts:
            state, sym = game.state, str(action["entity"])
            built = []
            for train, stops in _recorded_stops(state, action):
                chk = R.route_from_stops(state, sym, train, stops, others=built)
                assert chk.legal, f"{name}#{action.get('id')} {train}: {chk.reason}"
                assert list(chk.stops) == list(stops)
                built.append(chk.route)
            priced = R.price_run(state, sym, built)
            assert priced.legal, priced.reason
            want = recorded_revenue(state, action)
            assert priced.total == want == sum(r.revenue for r in priced.routes), f"{name}#{action.get('id')}"
            assert _paid(game, R.run_routes_action(state, sym, built)) == want
            cases += 1
    assert cases == 96  # 36 in hotseat01, 60 in 13315


def test_optimum_action_is_accepted_and_pays_what_is_shown(points):
    cases = 0
    for name, pts in points.items():
        for action, game in pts:
            state, sym = game.state, str(action["entity"])
            best = R.optimum(state, sym)
            assert best.reason is None and best.proven
            assert best.total >= recorded_revenue(state, action), f"{name}#{action.get('id')}"
            assert best.total == sum(r.revenue for r in best.routes)
            act = R.run_routes_action(state, sym, best.routes)
            assert act["type"] == "run_routes" and act["entity"] == sym
            assert [r["train"] for r in act["routes"]] == [r.train for r in best.routes]
            assert _paid(game, act) == best.total
            for r in best.routes:  # every route carries the track it is drawn along
                assert {h for h, _ in r.paths} == {h for c in r.connections for h in c}
            cases += 1
    assert cases == 96


def test_running_trains_and_expected_runner(points):
    action, game = next((a, g) for a, g in points["13315.json"] if len(a["routes"]) >= 2)
    state = game.state
    assert R.expected_runner(state) == f"corp:{action['entity']}"
    trains = R.running_trains(state, str(action["entity"]))
    assert {t.id for t in trains} >= {r["train"] for r in action["routes"]}
    assert all(state.trains[t.id].name == t.name for t in trains)
    assert len({t.colour for t in trains}) == len(trains)
    after = _fork(game)
    after.process(R.run_routes_action(state, str(action["entity"]), R.optimum(state, str(action["entity"])).routes))
    assert R.expected_runner(after.state) is None


def _point_with(points, name: str, pred):  # noqa: ANN001, ANN202
    return next((a, g) for a, g in points[name] if pred(a, g))


def test_a_two_train_cannot_reach_three_cities(points):
    """A 2 train's best route extended by one more city is refused with the engine's reason."""
    for _name, pts in points.items():
        for action, game in pts:
            state, sym = game.state, str(action["entity"])
            best = R.optimum(state, sym)
            for r in best.routes:
                if state.trains[r.train].name != "2" or len(r.stops) != 2:
                    continue
                net = R.route_network(state, sym)
                index = {s.node: s.index for s in net.stops}
                end = index[r.stops[-1]]
                for sid in net.adjacency[end]:
                    seg = net.segments[sid]
                    nxt = net.stops[seg.other(end)]
                    if nxt.kind != "city" or nxt.node in r.stops or not net.stops[end].passable:
                        continue
                    chk = R.route_from_stops(state, sym, r.train, (*r.stops, nxt.node))
                    if chk.legal:
                        continue
                    assert chk.reason == "A 2 train reaches 2 cities, not 3"
                    return
    pytest.fail("no 2 train with a third city next to its route in the fixtures")


def test_refusals_name_the_reason(points):
    action, game = _point_with(points, "13315.json", lambda a, g: a.get("id") == 128)  # MC, two 2 trains
    state, sym = game.state, "MC"
    first, second = (r["train"] for r in action["routes"])
    rec = dict(_recorded_stops(state, action))
    one = R.route_from_stops(state, sym, first, rec[first])
    assert one.legal
    # the second train may not run the first one's track
    again = R.route_from_stops(state, sym, second, rec[first], others=[one.route])
    assert not again.legal and "track" in again.reason
    # a stop off the network, a single stop, the same stop twice, a train MC does not own
    net = {s.node for s in R.route_network(state, sym).stops}
    away = next(
        (h, i)
        for h in sorted(state.board.state)
        for i, s in enumerate(state.board.tile_at(h).stops)
        if s.kind == "city" and (h, i) not in net
    )
    far = R.route_from_stops(state, sym, first, [rec[first][0], away])
    assert not far.legal and far.reason == f"{R.stop_name(state, away)} is not connected to MC's network"
    assert (
        R.route_from_stops(state, sym, first, [rec[first][0], ("Z99", 0)]).reason == "There is no stop Z99.0 on the map"
    )
    assert R.route_from_stops(state, sym, first, rec[first][:1]).reason == "A route needs at least 2 stops"
    twice = R.route_from_stops(state, sym, first, [rec[first][0], rec[first][1], rec[first][0]])
    assert twice.reason == "A route cannot visit the same stop twice"
    assert "has no train" in R.route_from_stops(state, sym, "6-0", rec[first]).reason
    # an illegal run is priced as refused, not raised
    bad = R.price_run(state, sym, [one.route, R.PlannedRoute(second, one.route.stops, one.route.connections)])
    assert not bad.legal and bad.total == 0


def test_toggle_stop_adds_at_either_end_and_removes(points):
    action, game = _point_with(points, "13315.json", lambda a, g: a.get("id") == 128)
    state = game.state
    train = action["routes"][0]["train"]
    stops = dict(_recorded_stops(state, action))[train]
    assert len(stops) == 3
    chk = R.toggle_stop(state, "MC", train, [], stops[0])
    assert not chk.legal and chk.stops == (stops[0],)
    chk = R.toggle_stop(state, "MC", train, chk.stops, stops[1])
    assert chk.legal and chk.stops == tuple(stops[:2])
    chk = R.toggle_stop(state, "MC", train, chk.stops, stops[2])
    assert (
        chk.legal
        and set(chk.stops) == set(stops)
        and chk.route.revenue == recorded_revenue(state, {**action, "routes": action["routes"][:1]})
    )
    # the first stop leaves; re-adding it joins at the front again
    chk2 = R.toggle_stop(state, "MC", train, chk.stops, chk.stops[0])
    assert chk2.legal and len(chk2.stops) == 2
    chk3 = R.toggle_stop(state, "MC", train, chk2.stops, chk.stops[0])
    assert chk3.legal and chk3.route.revenue == chk.route.revenue


def test_revenue_typed_by_hand_is_processed_logged_saved_and_replayed(points):
    action, game = _point_with(points, "13315.json", lambda a, g: a.get("id") == 128)
    state = game.state
    trains = [t.id for t in R.running_trains(state, "MC")]
    act = R.run_routes_action(state, "MC", [R.typed_route(trains[0], 70)])
    assert act["routes"] == [{"train": trains[0], "typed_revenue": 70}]
    probe = _fork(game)
    before = len(probe.state.log)
    probe.process(act)
    notes = probe.state.log[before:]
    assert any("runs train 2 for $70 (revenue typed by hand)" in n for n in notes)
    assert probe.state.round.data.revenue == 70 or any("70" in n for n in notes)
    # mixed with a drawn route, priced as the engine pays it
    rec = dict(_recorded_stops(state, action))
    drawn = R.route_from_stops(state, "MC", trains[1], rec[action["routes"][1]["train"]]).route
    mixed = R.price_run(state, "MC", [R.typed_route(trains[0], 70), drawn])
    assert mixed.legal and mixed.total == 70 + drawn.revenue
    # refused: a negative figure, a route and a figure at once
    with pytest.raises(IllegalAction):
        _fork(game).process({**act, "routes": [{"train": trains[0], "typed_revenue": -10}]})
    with pytest.raises(IllegalAction):
        _fork(game).process(
            {
                **act,
                "routes": [
                    {"train": trains[0], "typed_revenue": 10, "connections": [list(c) for c in drawn.connections]}
                ],
            }
        )
    with pytest.raises(IllegalAction):
        R.typed_route(trains[0], -1)
    # a native save with the typed action replays to the same state
    doc = load(FIXTURES / "13315.json")
    saved = parse_document(json.loads(json.dumps(native_document(doc, probe.actions))))
    again = replay(saved)
    assert again.error is None, again.error
    assert again.game.snapshot() == probe.snapshot()
