"""Route positions of a recorded 18GB game without the 18GB rules (a bench and test helper).

The engine cannot replay 18GB games yet, but the route search only needs the board, the
operating corporation, its trains and the phase.  ``positions(path)`` rebuilds them along the
recording's effective actions (undo/redo applied) and yields one :class:`Position` per
``run_routes``:

* board: the scenario's map; every corporation in play has its home token from the start (as
  18xx.games places them at setup; scenario 3 draws its extra corporation with the seeded
  generator of the fact sheet §2); then every ``lay_tile`` (through ``check_lay``, so tokens
  follow the upgrade, or put down as recorded when our lay rules refuse it: 5 lays of the two
  recordings, green home tiles laid on white hexes, which our 18GB lay rules lack) and every
  ``place_token`` (for its ``tokener`` when a private places it);
* trains: those the corporation bought (``buy_train``, from the bank or another corporation)
  and still holds, less the types rusted by the phase, plus any the recorded run names (an
  insolvent corporation runs a train leased for that run only, bought by no action);
* phase: the latest train type bought so far, raised while the recorded routes, priced by
  our one pricer, pay less than the site recorded (a train exported at the end of an OR starts
  a phase without any action in the log), and never past the phase that rusts a train the run
  uses;
* extras: the private hex bonuses the recorded routes show (``(LM)``, ``(SD)``, ``(CH)``).

``Position.priced`` is what the recorded routes pay in the rebuilt position (None if our pricer
refuses them) and ``recorded`` what the site recorded: equal in every case of the two shared
recordings (tests/titles/g18gb/test_routes.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from engine.board import Board, new_board
from engine.errors import IllegalAction
from engine.io.document import load
from engine.io.log import effective_actions
from engine.routes.pricing import price_routes
from engine.routes.trains import TrainKind
from engine.title import load_title
from engine.titles import rules_for
from engine.upgrades import LayContext, apply_lay, check_lay

TITLE = "18GB"
PHASES = ["2+1", "3+1", "4+2", "5+2", "4X", "5X", "6X"]
RUSTS = {"4+2": "2+1", "4X": "3+1", "6X": "4+2"}  # phase -> train type it rusts
KINDS = {
    "2+1": TrainKind("2+1", "n_plus_m", 2, 1),
    "3+1": TrainKind("3+1", "n_plus_m", 3, 1),
    "4+2": TrainKind("4+2", "n_plus_m", 4, 2),
    "5+2": TrainKind("5+2", "n_plus_m", 5, 2),
    "4X": TrainKind("4X", "express", 4, per_hex=10),
    "5X": TrainKind("5X", "express", 5, per_hex=10),
    "6X": TrainKind("6X", "express", 6, per_hex=10),
}
PRIVATE_TAGS = ("LM", "SD", "CH")


@dataclass
class Position:
    source: dict[str, Any]  # the recorded run_routes action
    board: Board
    company: str
    trains: list[tuple[str, TrainKind]]
    phase: str
    color: str
    rules: Any
    extras: dict[str, Any] = field(default_factory=dict)
    recorded: int = 0  # what the site recorded for these routes
    priced: int | None = None  # what our pricer pays for the recorded routes here

    @property
    def label(self) -> str:
        return f"#{self.source.get('id')} {self.company}"


def train_type(train_id: str) -> str:
    """A train's or a tile's name from its id: ``"6X-2"`` -> ``"6X"``, ``"G36-1"`` -> ``"G36"``."""
    return train_id.rsplit("-", 1)[0]


def lcg_draws(seed: int, n: int) -> list[int]:
    """The site's seeded generator (fact sheet §2): state = (1103515245 state + 12345) mod 2^31."""
    state = seed % 2**31
    out = []
    for _ in range(n):
        state = (1103515245 * state + 12345) % 2**31
        out.append(state)
    return out


def corporations_in_play(info: Any, scenario: str, seed: int) -> list[str]:
    corps = [c for c in info.companies if c.kind == "major"]
    chosen = [c.sym for c in corps if scenario in c.extra.get("scenarios", ())]
    drawn = [c.sym for c in corps if scenario in c.extra.get("drawn_in", ())]
    if drawn:  # shuffle: one value per element, sorted ascending; the first joins
        values = lcg_draws(seed, len(drawn))
        chosen.append(min(zip(values, drawn, strict=True))[1])
    return chosen


def _city_of(board: Board, city_id: str) -> tuple[str, int]:
    """18xx.games ``<tile id>-<city index>`` -> (hex, stop index)."""
    tile_id, idx = city_id.rsplit("-", 1)
    hex_id = next((h for h, st in board.state.items() if st.tile_id == tile_id), None)
    if hex_id is None:  # a printed tile: named after its hex ("G26-0")
        hex_id = tile_id.rsplit("-", 1)[0]
    return hex_id, board.tile_at(hex_id).cities[int(idx)]


def _lay(board: Board, info: Any, rules: Any, phase: str, action: dict) -> None:
    hex_id, tile_id, rot = action["hex"], action["tile"], int(action["rotation"])
    name = train_type(tile_id)
    for p in (phase, PHASES[-1]):
        try:
            ctx = LayContext(board=board, phase=info.phase(p), rules=rules, check_connection=False)
            apply_lay(board, check_lay(ctx, hex_id, name, rot), tile_id)
            return
        except IllegalAction:
            continue
    board.place_tile(hex_id, board.defn.tiles[name], rot, tile_id)  # as recorded


def _price(pos: Position, routes: list[dict]) -> int | None:
    ids = dict(pos.trains)
    plan = [(ids[r["train"]], r.get("connections") or []) for r in routes]
    try:
        return price_routes(pos.board, pos.company, pos.color, plan, rules=pos.rules, extras=pos.extras).total
    except IllegalAction:
        return None


def positions(path: str) -> Iterator[Position]:
    doc = load(path)
    if doc.title != TITLE:
        raise ValueError(f"{path} is not an {TITLE} recording")
    info = load_title(TITLE)
    rules = rules_for(TITLE)
    options = tuple(doc.optional_rules)
    scenario = info.scenario_for(len(doc.players), None, options)
    board = new_board(TITLE, info.variants(len(doc.players), options))
    for sym in corporations_in_play(info, scenario.id, doc.seed):
        home = info.company(sym).home
        if home in board and board.tile_at(home).cities:
            board.place_token(home, board.tile_at(home).cities[0], sym)
    owner: dict[str, str] = {}  # train id -> corporation
    phase = 0
    for action in effective_actions(doc.actions):
        kind = action.get("type")
        if kind == "lay_tile":
            _lay(board, info, rules, PHASES[phase], action)
        elif kind == "place_token":
            hex_id, city = _city_of(board, str(action["city"]))
            board.place_token(hex_id, city, str(action.get("tokener") or action["entity"]))
        elif kind == "buy_train":
            tid = str(action["train"])
            owner[tid] = str(action["entity"])
            phase = max(phase, PHASES.index(train_type(tid)))
        elif kind == "run_routes":
            corp = str(action["entity"])
            routes = action.get("routes") or []
            running = {str(r["train"]) for r in routes}
            cap = min(
                (PHASES.index(p) for p, rusted in RUSTS.items() if any(train_type(t) == rusted for t in running)),
                default=len(PHASES),
            )
            tags = "".join(str(r.get("revenue_str", "")) for r in routes)
            extras = {"hex_bonuses": [b for b in _hex_bonuses() if f"({b[2]})" in tags]}
            recorded = sum(int(r.get("revenue") or 0) for r in routes)
            best: Position | None = None
            for p in range(phase, max(phase + 1, cap)):
                rusted = {t for q, t in RUSTS.items() if PHASES.index(q) <= p}
                trains = sorted(
                    (t, KINDS[train_type(t)])
                    for t, o in {**owner, **dict.fromkeys(running, corp)}.items()
                    if o == corp and (t in running or train_type(t) not in rusted)
                )
                pos = Position(
                    action, board, corp, trains, PHASES[p], info.phase(PHASES[p]).color, rules, extras, recorded
                )
                pos.priced = _price(pos, routes)
                if best is None:
                    best = pos
                if pos.priced == recorded:
                    best = pos
                    phase = p
                    break
            assert best is not None
            yield best
            board = board.copy()  # the position yielded keeps its board


def _hex_bonuses() -> list[tuple[str, int, str]]:
    from engine.titles.g18gb.title import PRIVATE_HEX_BONUS

    return [(h, amount, sym) for sym, (h, amount) in PRIVATE_HEX_BONUS.items()]
