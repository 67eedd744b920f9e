"""Candidate actions for self-play and the illegal-action tests (``Game.legal_actions`` tries them).

Kept out of ``engine.actions`` (the vocabulary replay and the game need) because generating
plausible actions reads the steps, the tile-lay options and the route search: the layers above
the core.  A title's own action types (18MEX's merger) bring their generators with the title
(``PresentationPolicy.candidate_generators``).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

from engine.abilities import TileLay, TokenIn
from engine.actions import wire
from engine.entities import DEPOT, POOL, company_key, id_of, kind_of
from engine.errors import IllegalAction
from engine.scratch import AuctionScratch

if TYPE_CHECKING:
    from engine.game import Game
    from engine.rounds.base import Step
    from engine.state import State

# --- candidate actions (self-play and the illegal-action tests) ------------------------------
#
# ``candidate_actions`` yields plausible actions for whoever may act now, in a weighted random
# order, lazily: the caller (``Game.legal_actions``) validates each one on a copy of the state and
# usually stops at the first legal one, so the cost is in the engine's check, not here.  The
# generators read the steps' own predicates only to avoid offering what is obviously refused
# (an IPO share of an unparred corporation, a tile on a hex the company cannot reach); the engine
# still decides.  Every action type a step offers has a generator, for every entity that may act
# (the operator, its president selling in an emergency, the privates it owns).
#
# The weights lean toward ending the game (fewer pointless passes and sales, dividends paid,
# trains bought, real routes run) without excluding anything: every type keeps a chance.

#: relative chance of trying each type first (a type not listed: 1.0); "wild": the arbitrary
#: candidates of each offered type
WEIGHTS: dict[str, float] = {
    "pass": 0.25,
    "sell_shares": 0.05,
    "buy_company": 0.05,
    "bankrupt": 1.0,
    "bid": 1.0,
    "par": 0.8,
    "buy_shares": 1.0,
    "lay_tile": 1.0,
    "place_token": 0.8,
    "buy_train": 1.0,
    "wild": 0.02,
}

#: the route search gives up after this many polls (64 search steps each): deterministic, so a
#: self-play run does not depend on the machine's speed
ROUTE_POLLS = 400


#: a second draw for a position where the first found nothing legal: the generators then leave
#: out none of what they usually thin (``legal_actions``)
_THOROUGH: ContextVar[bool] = ContextVar("thorough_candidates", default=False)


def candidate_actions(
    game: Game, rng: random.Random, weights: dict[str, float] | None = None, wild: bool = True
) -> Iterator[dict]:
    """Plausible actions for whoever may act now (the caller validates them through the engine).

    ``wild``: also, rarely, well-formed actions of the offered types with arbitrary targets and
    amounts: the engine must refuse them with a sentence (or, rarely, accept them), never crash."""
    s = game.live  # consumed by Game.legal_actions before the next process
    rnd = s.round
    if rnd is None or s.finished:
        return
    step = rnd.active_step(s)
    if step is None:
        return
    ent = step.current_entity(s)
    if ent is None:
        return
    w = {**WEIGHTS, **s.title.presentation.candidate_weights(), **(weights or {})}
    groups: list[list[Any]] = []  # [weight, iterator]
    for actor in _actors(s, ent):
        for t in rnd.actions_for(s, actor):
            gens = s.title.presentation.candidate_generators()
            gen = gens.get(f"{t}:{kind_of(actor)}") or gens.get(t) or _GENERATORS.get(t)
            if gen is None:
                continue
            groups.append([w.get(t, 1.0), gen(s, step, actor, rng)])
            if wild:
                groups.append([w["wild"], _gen_wild(s, t, actor, rng)])
    # weighted random order: pick a group by weight, take its next candidate, drop it when empty
    while groups:
        total = sum(g[0] for g in groups)
        r = rng.random() * total
        for g in groups:
            r -= g[0]
            if r <= 0:
                break
        try:
            cand = next(g[1])
        except StopIteration:
            groups.remove(g)
            continue
        yield cand


def _actors(s: State, ent: str) -> list[str]:
    """Who may act now: the step's entity, the president of an operating company (emergency
    sales) and the privates it or the acting player owns (special tile lays and tokens, 1893's
    FdSD exchange)."""
    out = [ent]
    if kind_of(ent) in ("corp", "minor"):
        owner = s.owner_player(ent)
        if owner:
            out.append(owner)
    if kind_of(ent) in ("corp", "minor", "player"):  # (a player's private may act in its turn: 1893's FdSD)
        out += [company_key(c.sym) for c in s.companies.values() if c.owner == ent and not c.closed]
    return out


def _shuffled(rng: random.Random, items: list) -> list:
    items = list(items)
    rng.shuffle(items)
    return items


def _gen_pass(s: State, step: Step, actor: str, rng: random.Random) -> Iterator[dict]:
    yield {**wire(actor), "type": "pass"}


def _gen_bankrupt(s: State, step: Step, actor: str, rng: random.Random) -> Iterator[dict]:
    # only worth a probe when the company must buy a train it cannot pay for
    if (
        kind_of(actor) in ("corp", "minor")
        and s.title.trains.must_buy_train(s, actor)
        and s.cash(actor) < s.min_depot_price()
    ):
        yield {**wire(actor), "type": "bankrupt"}


def _gen_bid(s: State, step: Step, actor: str, rng: random.Random) -> Iterator[dict]:
    comps = list(getattr(step, "companies", []))
    if not comps or not hasattr(step, "min_bid"):
        return
    base = wire(actor)
    first = [c for c in comps if step.may_purchase(c)] if hasattr(step, "may_purchase") else []
    auc = step._active_auction() if hasattr(step, "_active_auction") else None
    order = [auc[0]] if auc else first + _shuffled(rng, [c for c in comps if c not in first])
    for c in order:
        low = step.min_bid(s, c)
        high = step.max_bid(s, actor, c) if hasattr(step, "max_bid") else s.cash(actor)
        if low > high:
            continue
        if c in first:
            yield {**base, "type": "bid", "company": c, "price": low}
            continue
        extra = rng.choice((0, 0, 5, 10, 20))
        yield {**base, "type": "bid", "company": c, "price": min(high, low + extra)}


def _gen_par(s: State, step: Step, actor: str, rng: random.Random) -> Iterator[dict]:
    base = wire(actor)
    assert s.round is not None  # candidate_actions checked it
    data = s.round.data
    pending = data.pending_par if isinstance(data, AuctionScratch) else []
    cells = _shuffled(rng, s.mkt.par_cells())
    if pending:  # a company's buyer sets the par price of its corporation
        target = s.title.privates.president_share_of(s, s.companies[pending[0]])
        syms = [target.corp] if target else []
    else:
        syms = [sym for sym in _shuffled(rng, list(s.corps)) if s.title.stock.can_par(s, sym, actor)]
    for sym in syms:
        for cell in cells:
            if not pending and s.par_cost(sym, s.mkt.price(cell)) > s.cash(actor):
                continue
            yield {**base, "type": "par", "corporation": sym, "share_price": s.mkt.name(cell)}
            break


def _gen_buy_shares(s: State, step: Step, actor: str, rng: random.Random) -> Iterator[dict]:
    base = wire(actor)
    cands = step.candidate_shares(s, actor) if hasattr(step, "candidate_shares") else []
    for bundle in _shuffled(rng, cands):
        if hasattr(step, "can_buy") and not step.can_buy(s, actor, bundle):
            continue
        yield {
            **base,
            "type": "buy_shares",
            "shares": [sh.id for sh in bundle],
            "percent": sum(sh.percent for sh in bundle),
        }
    # NdM: a pool 10% bought by handing in a 5% certificate
    for sh in s.shares.values():
        if sh.owner == POOL and sh.buyable:
            for mine in s.holder_shares(actor):
                if mine.corp == sh.corp and mine.percent < sh.percent:
                    yield {**base, "type": "buy_shares", "shares": [sh.id], "percent": sh.percent, "swap": mine.id}
                    break


def _sell_bundles(s: State, actor: str, rng: random.Random) -> Iterator[tuple[list, int]]:
    syms = sorted({sh.corp for sh in s.holder_shares(actor)})
    for sym in _shuffled(rng, syms):
        bundles = s.title.stock.bundles_for(s, actor, sym)
        for shares, pct in _shuffled(rng, bundles):
            if s.title.stock.can_dump(s, actor, shares) and s.pool_fits(sym, pct):
                yield shares, pct


def _gen_sell_shares(s: State, step: Step, actor: str, rng: random.Random) -> Iterator[dict]:
    if kind_of(actor) != "player":
        return
    from engine.rounds.operating import BuyTrain

    if isinstance(step, BuyTrain):  # the president raising money for a train
        corp = step.current_entity(s)
        if (
            corp is None
            or not s.title.trains.must_buy_train(s, corp)
            or s.cash(corp) + s.cash(actor) >= s.min_depot_price()
        ):
            return
        bundles = sorted(_sell_bundles(s, actor, rng), key=lambda b: s.bundle_price(b[0], b[1]))
    else:
        bundles = list(_sell_bundles(s, actor, rng))
    base = wire(actor)
    for shares, pct in bundles:
        extra = s.title.stock.sale_fields(s, shares, pct)
        yield {**base, "type": "sell_shares", "shares": [sh.id for sh in shares], "percent": pct, **extra}


def _gen_lay_tile(s: State, step: Step, actor: str, rng: random.Random) -> Iterator[dict]:
    from engine.upgrades import iter_lay_options

    base = wire(actor)
    if kind_of(actor) == "company":  # a private's own lay (18MEX KCMO: tile 470 in F5)
        ability = s.companies[id_of(actor)].abilities.get(TileLay.key)
        if isinstance(ability, TileLay) and ability.hex in s.board.state:
            for rot in _shuffled(rng, list(range(6))):
                yield {
                    **base,
                    "type": "lay_tile",
                    "hex": ability.hex,
                    "tile": s.board.next_tile_id(ability.tile),
                    "rotation": rot,
                }
        return
    from engine.graph import network

    net = network(s.board, id_of(actor), s.title.track.lay_extra_tokens(s, id_of(actor)))
    home = getattr(s.entity(actor), "home", "") if kind_of(actor) in ("corp", "minor") else ""
    hexes = [h for h in s.board.state if net.reaches_hex(h) or h == home]
    for h in _shuffled(rng, hexes):
        # two random options of the hex, found without working out the rest
        for opt in itertools.islice(iter_lay_options(s.title.track.lay_context(s, actor), h, rng.shuffle), 2):
            yield {
                **base,
                "type": "lay_tile",
                "hex": h,
                "tile": s.board.next_tile_id(opt.tile),
                "rotation": opt.rotation,
            }


def _city_id(s: State, h: str, stop: int) -> str:
    tile = s.board.tile_at(h)
    tid = s.board.state[h].tile_id or f"{h}-0"
    return f"{tid}-{tile.cities.index(stop)}"


def _gen_place_token(s: State, step: Step, actor: str, rng: random.Random) -> Iterator[dict]:
    base = wire(actor)
    if kind_of(actor) == "company":  # a private's token (18MEX CdB: Santa Rosalia)
        token = s.companies[id_of(actor)].abilities.get(TokenIn.key)
        h = token.hex if isinstance(token, TokenIn) else ""
        if h in s.board.state:
            for stop in s.board.tile_at(h).cities:
                yield {**base, "type": "place_token", "city": _city_id(s, h, stop)}
        return
    for h, stop in _shuffled(rng, s.title.tokens.token_targets(s, actor)):
        yield {**base, "type": "place_token", "city": _city_id(s, h, stop)}


def _gen_run_routes(s: State, step: Step, actor: str, rng: random.Random) -> Iterator[dict]:
    base = wire(actor)
    routes: list[dict] = []
    try:
        from engine.play.best_routes import best_routes_in

        polls = [0]

        def cancel() -> bool:
            polls[0] += 1
            return polls[0] > ROUTE_POLLS

        res = best_routes_in(s, id_of(actor), cancel=cancel)
        routes = [
            {"train": r.train, "connections": [list(c) for c in r.connections], "revenue": r.revenue}
            | ({"extension": [list(c) for c in r.extension]} if r.extension else {})
            for r in res.routes
            if r.connections
        ]
    except IllegalAction:
        routes = []
    if routes:
        yield {**base, "type": "run_routes", "routes": routes}
    yield {**base, "type": "run_routes", "routes": []}


def _gen_dividend(s: State, step: Step, actor: str, rng: random.Random) -> Iterator[dict]:
    kinds = list(s.title.revenue.dividend_kinds(s, actor))
    kinds.sort(key=lambda k: (k != "payout") if rng.random() < 0.8 else rng.random())
    for kind in kinds:
        yield {**wire(actor), "type": "dividend", "kind": kind}


def _gen_buy_train(s: State, step: Step, actor: str, rng: random.Random) -> Iterator[dict]:
    base = wire(actor)
    trains = s.title.trains.buyable_trains(s, actor, step)
    depot = [t for t in trains if t.owner == DEPOT]
    others = _shuffled(rng, [t for t in trains if t.owner != DEPOT])
    if depot and rng.random() < 0.7 and not _THOROUGH.get():
        others = []  # mostly from the depot: random trades between companies strip them of trains
    for tr in _shuffled(rng, depot):  # with a train in part exchange (game.toml trade_in)
        credits = dict(s.econ.train(tr.name).trade_in)
        mine = [tid for tid in s.entity(actor).trains if s.trains[tid].name in credits] if credits else []
        if mine and rng.random() < 0.5:
            old = rng.choice(mine)
            price = s.train_price(tr) - credits[s.trains[old].name]
            yield {**base, "type": "buy_train", "train": tr.id, "price": price, "variant": tr.name, "exchange": old}
    for tr in _shuffled(rng, depot) + others:
        if tr.owner == DEPOT:
            price = s.train_price(tr)
        else:
            low, high = s.title.trains.train_price_range(s, actor, tr)
            high = max(low, min(high, s.train_price(tr)))
            price = low if low == high else rng.randint(low, high)
        yield {**base, "type": "buy_train", "train": tr.id, "price": price, "variant": tr.name}


def _gen_discard_train(s: State, step: Step, actor: str, rng: random.Random) -> Iterator[dict]:
    if kind_of(actor) not in ("corp", "minor"):
        return
    for tid in _shuffled(rng, s.entity(actor).trains):
        yield {**wire(actor), "type": "discard_train", "train": tid}


def _gen_buy_company(s: State, step: Step, actor: str, rng: random.Random) -> Iterator[dict]:
    base = wire(actor)
    cash = s.cash(actor)
    if kind_of(actor) == "player":  # a stock-round purchase from another player
        comps = step.purchasable_companies(s, actor) if hasattr(step, "purchasable_companies") else []
        for c in _shuffled(rng, comps):
            price = rng.randint(min(cash, max(1, c.value // 2)), min(cash, max(1, c.value * 3 // 2)))
            yield {**base, "type": "buy_company", "company": c.sym, "price": price}
        return
    for c in _shuffled(rng, s.title.privates.purchasable_companies(s, actor)):
        hi = min(c.max_price, cash)
        if hi < c.min_price:
            continue
        yield {**base, "type": "buy_company", "company": c.sym, "price": rng.randint(c.min_price, hi)}


def _gen_wild(s: State, t: str, actor: str, rng: random.Random) -> Iterator[dict]:
    base = {**wire(actor), "type": t}
    amount = rng.choice((0, 1, 5, 40, 100, 300, 1000, 10**6))
    any_share = lambda: rng.choice(list(s.shares))  # noqa: E731
    for _ in range(2):
        if t in ("buy_shares", "sell_shares"):
            mine = [sh.id for sh in s.holder_shares(actor)] if t == "sell_shares" else []
            ids = (
                rng.sample(mine, min(len(mine), rng.randint(1, 3)))
                if mine and rng.random() < 0.7
                else [any_share() for _ in range(rng.choice((1, 1, 2)))]
            )
            extra = {"swap": any_share()} if rng.random() < 0.2 else {}
            pct = rng.choice((5, 10, 15, 20, 30))
            named = [s.shares[i] for i in ids if i in s.shares]
            if t == "sell_shares" and named and len({sh.corp for sh in named}) == 1:
                extra.update(s.title.stock.sale_fields(s, named, pct))  # (what the site's interface adds)
            yield {**base, "shares": ids, "percent": pct, **extra}
        elif t == "par":
            cells = [s.mkt.name(c) for c in s.mkt.par_cells()]
            yield {**base, "corporation": rng.choice(list(s.corps)), "share_price": rng.choice(cells)}
        elif t in ("bid", "buy_company"):
            yield {**base, "company": rng.choice(list(s.companies)), "price": amount}
        elif t == "lay_tile":
            tiles = list(s.board.defn.tiles)
            yield {
                **base,
                "hex": rng.choice(list(s.board.state)),
                "tile": f"{rng.choice(tiles)}-0",
                "rotation": rng.randrange(6),
            }
        elif t == "place_token":
            h = rng.choice(list(s.board.state))
            yield {**base, "city": f"{s.board.state[h].tile_id or h + '-0'}-{rng.randrange(2)}"}
        elif t in ("buy_train", "discard_train"):
            tr = s.trains[rng.choice(list(s.trains))]
            yield {**base, "train": tr.id, "price": amount, "variant": tr.name}
        elif t == "dividend":
            yield {**base, "kind": rng.choice(("payout", "withhold", "half"))}
        elif t in s.title.presentation.candidate_generators():  # a title's own type: arbitrary targets
            yield {**base, "corporation": rng.choice(list(s.corps)), "target": rng.choice(list(s.board.state))}
        elif t == "run_routes":
            tid = rng.choice(list(s.trains))
            yield {**base, "routes": [{"train": tid, "connections": [[rng.choice(list(s.board.state))]]}]}
        else:
            return


_GENERATORS: dict[str, Callable[[State, Any, str, random.Random], Iterator[dict]]] = {
    "pass": _gen_pass,
    "bankrupt": _gen_bankrupt,
    "bid": _gen_bid,
    "par": _gen_par,
    "buy_shares": _gen_buy_shares,
    "sell_shares": _gen_sell_shares,
    "lay_tile": _gen_lay_tile,
    "place_token": _gen_place_token,
    "run_routes": _gen_run_routes,
    "dividend": _gen_dividend,
    "buy_train": _gen_buy_train,
    "discard_train": _gen_discard_train,
    "buy_company": _gen_buy_company,
}


def legal_actions(game: Game, rng: random.Random, limit: int = 40) -> list[dict]:
    """Up to ``limit`` legal actions: the candidates in a random order, each tried by the engine;
    stops at the ``limit``-th it accepts.  When none is accepted, the candidates are drawn
    again without the generators' thinning (``_THOROUGH``): a company that cannot pay a depot
    train may have only other companies' trains to buy, which a draw may leave out."""
    found = game.accepted(candidate_actions(game, rng), limit)
    if found:
        return found
    token = _THOROUGH.set(True)
    try:
        return game.accepted(candidate_actions(game, rng), limit)
    finally:
        _THOROUGH.reset(token)
