"""1833NE in self-play: candidate issues and redemptions (the corporation sells or buys its own
shares), emergency issues, ferries, P5's ferry, P3's free tiles and train purchases with a face named.
Each candidate is checked by the engine like any action (engine/play/candidates.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from random import Random
from typing import TYPE_CHECKING, Any

from engine.actions import wire
from engine.entities import DEPOT, POOL, corp_key, id_of, kind_of
from engine.titles.g1833ne import data
from engine.titles.g1833ne.rounds import NEBuyTrain
from engine.titles.g1833ne.scratch import flags
from engine.titles.g1833ne.takeover import city_id, home_options, is_variable, targets

if TYPE_CHECKING:
    from engine.rounds.base import Step
    from engine.state import State


def _title(s: State) -> Any:
    return s.title


def _issue(s: State, step: Step, actor: str, rng: Random) -> Iterator[dict]:
    """An issue in the issue step (1..limit), or the emergency issue of a corporation that must
    buy a train (each count; the engine refuses those out of range)."""
    sym = id_of(actor)
    mine = [sh.id for sh in s.shares_of(corp_key(sym), sym) if not sh.president]

    if isinstance(step, NEBuyTrain):
        steps = _title(s).emergency_proceeds(s, sym)
        counts = list(range(1, len(steps) + 1))
    else:
        counts = list(range(1, _title(s).issue_limit(s, sym) + 1))
    for n in sorted(counts, key=lambda _: rng.random()):
        yield {**wire(actor), "type": "sell_shares", "shares": mine[:n], "percent": 10 * n}


def _redeem(s: State, step: Step, actor: str, rng: Random) -> Iterator[dict]:
    sym = id_of(actor)
    pool = [sh.id for sh in s.shares_of(POOL, sym)]
    for n in sorted(range(1, _title(s).redeemable(s, sym) + 1), key=lambda _: rng.random()):
        yield {**wire(actor), "type": "buy_shares", "shares": pool[:n], "percent": 10 * n}


def _ferry(s: State, step: Step, actor: str, rng: Random) -> Iterator[dict]:
    for h in sorted(_title(s).ferries_unsold(s), key=lambda _: rng.random()):
        yield {**wire(actor), "type": "buy_special", "hex": h}


def _p5_assign(s: State, step: Step, actor: str, rng: Random) -> Iterator[dict]:
    """P5 named to one of its corporation's ferries (the president's choice, once)."""
    op = step.operator(s) if hasattr(step, "operator") else None
    if id_of(actor) != "P5" or op is None:
        return
    for h in sorted(_title(s).p5_ferries(s, id_of(op)), key=lambda _: rng.random()):
        yield {**wire(actor), "type": "assign", "target": h, "target_type": "hex"}


def _buy_train(s: State, step: Step, actor: str, rng: Random) -> Iterator[dict]:
    base = wire(actor)
    trains = s.title.trains.buyable_trains(s, actor, step)
    depot = [t for t in trains if t.owner == DEPOT]
    others = [t for t in trains if t.owner != DEPOT] if rng.random() < 0.3 else []
    cash = s.cash(actor)
    for tr in sorted(depot, key=lambda _: rng.random()):
        for face in sorted(data.faces()[tr.name], key=lambda _: rng.random()):
            yield {**base, "type": "buy_train", "train": tr.id, "price": face.price, "variant": face.name}
    for tr in others:
        price = rng.randint(1, max(1, min(cash, s.train_price(tr))))
        yield {**base, "type": "buy_train", "train": tr.id, "price": price, "variant": flags(s).faces.get(tr.id)}


def _p3_lay(s: State, step: Step, actor: str, rng: Random) -> Iterator[dict]:
    if id_of(actor) != "P3":
        return
    op = step.operator(s) if hasattr(step, "operator") else None
    for h in _title(s).p3_hexes_open(s, op):
        for tile in sorted(data.P3_TILES[h], key=lambda _: rng.random()):
            for rot in sorted(range(6), key=lambda _: rng.random()):
                yield {**wire(actor), "type": "lay_tile", "hex": h, "tile": s.board.next_tile_id(tile), "rotation": rot}


def _corp_only(gen: Callable[..., Iterator[dict]]) -> Callable[..., Iterator[dict]]:
    def wrapped(s: State, step: Step, actor: str, rng: Random) -> Iterator[dict]:
        if kind_of(actor) == "corp":
            yield from gen(s, step, actor, rng)

    return wrapped


def _par(s: State, step: Step, actor: str, rng: Random) -> Iterator[dict]:
    """Pars at a random price the player can pay; a variable-home corporation names a home."""
    cells = sorted(s.mkt.par_cells(), key=lambda _: rng.random())
    for sym in sorted(s.corps, key=lambda _: rng.random()):
        if not s.title.stock.can_par(s, sym, actor):
            continue
        homes = sorted(home_options(s, sym), key=lambda _: rng.random())[:3] if is_variable(s, sym) else [None]
        for cell in cells:
            if s.par_cost(sym, s.mkt.price(cell)) > s.cash(actor):
                continue
            for home in homes:
                extra = {"city": city_id(s, home[0], home[1])} if home else {}
                yield {**wire(actor), "type": "par", "corporation": sym, "share_price": s.mkt.name(cell), **extra}
            break


def _merge(s: State, step: Step, actor: str, rng: Random) -> Iterator[dict]:
    for target in sorted(targets(s, id_of(actor)), key=lambda _: rng.random()):
        for payment in sorted(("cash", "shares"), key=lambda _: rng.random()):
            yield {**wire(actor), "type": "merge", "corporation": target, "payment": payment}


def _choose(s: State, step: Step, actor: str, rng: Random) -> Iterator[dict]:
    for choice in sorted(("accept", "refuse"), key=lambda _: rng.random()):
        yield {**wire(actor), "type": "choose", "choice": choice}


def generators() -> dict[str, Callable[..., Iterator[dict]]]:
    return {
        "par": _par,
        "merge": _corp_only(_merge),
        "choose": _corp_only(_choose),
        "sell_shares:corp": _corp_only(_issue),
        "buy_shares:corp": _corp_only(_redeem),
        "buy_special": _corp_only(_ferry),
        "buy_train": _buy_train,
        "lay_tile:company": _p3_lay,
        "assign:company": _p5_assign,
    }
