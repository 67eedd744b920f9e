"""Random legal play with invariant checks after every action.

``selfplay`` builds games, asks ``engine.play.candidates.legal_actions`` (with a seeded ``random.Random``) for
candidates, plays one at random, and checks after each action that:

* money is never created or destroyed (the total over all cash holders is constant);
* every corporation's certificates add up to 100%;
* no tile or train supply is negative (nor more trains of a kind than the title has);
* a player who just bought a certificate is within the certificate limit;
* the state's holdings index agrees with the certificates, each president holds the president's
  certificate, and the tokens on the map are exactly the companies' placed tokens;
* every corporation whose home token is due (1833NE: every floated one) has it in its own home
  city, the printed city followed through every upgrade;
* the game does not get stuck (unfinished with no legal action) and legal_actions offers only
  legal actions;
* at the end, the game saved as a native document, loaded and replayed reaches the same state.

The checks read ``Game.snapshot()`` only (``check_snapshot``), so tests of other layers can use
them too.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from itertools import chain
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from engine import heap
from engine.bots.random_bot import RandomBot
from engine.errors import IllegalAction

if TYPE_CHECKING:
    from engine.state import State


Snapshot = dict[str, Any]

BUY_TYPES = frozenset({"buy_shares", "par", "buy_company", "bid", "special_buy"})


def _buys(action: dict[str, Any]) -> bool:
    """Does a player gain a certificate by this action?  A ``special_buy`` costing nothing buys
    nothing (1893's merger votes: a formation may leave a player over the limit, to sell later)."""
    if action.get("type") == "special_buy" and not action.get("cost"):
        return False
    return action.get("type") in BUY_TYPES


# --- reading a snapshot ----------------------------------------------------------------------
# The rules core names money and certificate holders by keys ("bank", "player:<id>",
# "corp:<sym>", "minor:<sym>", "pool"); see engine/entities.py.


def cash_holders(snap: Snapshot) -> dict[str, int]:
    """Every holder's cash."""
    ledger = snap.get("ledger")
    cash = ledger.get("cash") if isinstance(ledger, dict) else snap.get("cash")
    if not isinstance(cash, dict):
        raise KeyError("snapshot exposes no cash holders (ledger.cash or cash)")
    return {str(k): v for k, v in cash.items()}


def money_total(snap: Snapshot) -> int:
    return sum(cash_holders(snap).values())


def _shares(snap: Snapshot) -> Iterable[dict[str, Any]]:
    shares = snap.get("shares", [])
    if isinstance(shares, dict):
        shares = shares.values()
    return [s for s in shares if isinstance(s, dict)]


def check_snapshot(snap: Snapshot, *, money: int | None = None) -> list[str]:
    """Invariants that hold in every state.  ``money``: the total at the start of the game."""
    out: list[str] = []
    cash = cash_holders(snap)
    if money is not None and sum(cash.values()) != money:
        out.append(f"money total is {sum(cash.values())}, was {money}")
    for holder, amount in cash.items():
        if not isinstance(amount, int) or isinstance(amount, bool):
            out.append(f"{holder} holds a non-integer amount {amount!r}")
        elif amount < 0 and holder != "bank" and not holder.startswith("player:"):
            out.append(f"{holder} has negative cash {amount}")

    percent: Counter[Any] = Counter()  # by corporation sym (None for a damaged share)
    for s in _shares(snap):
        percent[s.get("corp")] += s.get("percent", 0)
    for corp, total in sorted(percent.items(), key=lambda kv: str(kv[0])):
        if total != 100:
            out.append(f"{corp}'s certificates add up to {total}%")

    for name, count in _tile_supply(snap).items():
        if count < 0:
            out.append(f"tile {name} supply is {count}")
    for name, count in _train_supply(snap).items():
        if count < 0:
            out.append(f"train {name} supply is {count}")
    return out


def _tile_supply(snap: Snapshot) -> dict[str, int]:
    tiles = snap.get("tile_supply", snap.get("tiles_left"))
    if isinstance(tiles, dict):
        return {str(k): v for k, v in tiles.items() if isinstance(v, int)}
    return {}


def _train_supply(snap: Snapshot) -> dict[str, int]:
    trains = snap.get("train_supply", snap.get("depot"))
    if isinstance(trains, dict):
        return {str(k): v for k, v in trains.items() if isinstance(v, int)}
    return {}


def certificate_count(snap: Snapshot, player_key: str) -> int | None:
    """Certificates of a player that count toward the limit, if the snapshot says."""
    shares = list(_shares(snap))
    if not shares:
        return None
    return sum(1 for s in shares if s.get("owner") == player_key and s.get("counts_for_limit", True))


def cert_limit(snap: Snapshot) -> int | None:
    lim = snap.get("cert_limit")
    return lim if isinstance(lim, int) and not isinstance(lim, bool) else None


def check_after(snap: Snapshot, action: dict[str, Any], *, money: int | None) -> list[str]:
    """``check_snapshot`` plus the checks that depend on the action just played."""
    out = check_snapshot(snap, money=money)
    if _buys(action) and action.get("entity_type", "player") == "player":
        limit = cert_limit(snap)
        n = certificate_count(snap, f"player:{action.get('entity')}")
        if limit is not None and n is not None and n > limit:
            out.append(f"player {action.get('entity')} holds {n} certificates, over the limit of {limit}")
    return out


_ROW = attrgetter("corp", "percent", "owner", "president")

#: the last ``_share_sums``: (certificate ids, their rows, the holdings index as it was, answer)
_SUMS: list[Any] = [None, None, None, None]


def _share_sums(
    shares: dict[str, Any], index: dict[tuple[str, str], dict[str, None]] | None
) -> tuple[dict[str, int], dict[str, int], dict[str, Any], bool]:
    """Percent per corporation, percent in the pool per corporation, each corporation's first
    president's certificate (by id order), and whether the holdings index lists every
    certificate under its owner and corporation and nothing else.  Most actions move no
    certificate: the sums are taken again only when a certificate's corporation, percent,
    owner or president's flag, or the index, differs from the last call's (compared in full,
    so the answer is always the certificates' own).  (The dicts handed out are read only.)"""
    ids = list(shares)
    rows = list(map(_ROW, shares.values()))
    last_ids, last_rows, last_index, answer = _SUMS
    if rows == last_rows and ids == last_ids and index == last_index:
        was_percent, was_pool, was_pres, was_indexed = answer
        return was_percent, was_pool, {corp: shares[sid] for corp, sid in was_pres.items()}, was_indexed
    percent: dict[str, int] = {}
    pool: dict[str, int] = {}
    pres_at: dict[str, str] = {}  # corporation -> id of its first president's certificate
    indexed = index is not None and sum(map(len, index.values())) == len(shares)
    empty: dict[str, None] = {}
    held: dict[tuple[str, str], dict[str, None]] = index if index is not None else {}
    held_at = held.get
    for sid, (corp, pct, owner, president) in zip(ids, rows, strict=True):  # one pass for every sum
        percent[corp] = percent.get(corp, 0) + pct
        if indexed and sid not in held_at((owner, corp), empty):
            indexed = False
        if owner == "pool":
            pool[corp] = pool.get(corp, 0) + pct
        if president and corp not in pres_at:
            pres_at[corp] = sid
    snapshot = {k: dict(v) for k, v in index.items()} if index is not None else None
    _SUMS[:] = [ids, rows, snapshot, (percent, pool, pres_at, indexed)]
    return percent, pool, {corp: shares[sid] for corp, sid in pres_at.items()}, indexed


@heap.forget_on_release
def _forget_last_sums() -> None:
    """The last call's answers are the last game's: not kept once it is dropped."""
    _SUMS[:] = [None, None, None, None]
    _TALLY[:] = [None, None, None]


_TRAIN_ROW = attrgetter("id", "name", "owner")

#: the last ``_train_tally``: (its trains' rows, the holders' tables' keys, answer)
_TALLY: list[Any] = [None, None, None]


def _train_tally(state: State) -> tuple[dict[str, int], dict[str, int], list[str]]:
    """Trains made and in the depot per kind, and a sentence per train held by a holder the
    game does not have; taken again only when a train's id, kind or holder, or the game's
    corporations, minors or players, differ from the last call's (compared in full).  (The
    answer handed out is read only.)"""
    rows = list(map(_TRAIN_ROW, state.trains.values()))
    corps, minors, players = state.corps, state.minors, state.player
    tables = (list(corps), list(minors), list(players))
    if rows == _TALLY[0] and tables == _TALLY[1]:
        return _TALLY[2]
    known: dict[Any, bool] = {"depot": True, None: True}  # train holders met so far: known or not
    made: dict[str, int] = {}
    in_depot: dict[str, int] = {}
    strays: list[str] = []
    for tid, name, owner in rows:
        made[name] = made.get(name, 0) + 1
        if owner == "depot":
            in_depot[name] = in_depot.get(name, 0) + 1
            continue
        ok = known.get(owner)
        if ok is None:
            ok = known[owner] = _is_holder(state, owner)
        if not ok:
            strays.append(f"train {tid} is held by unknown {owner}")
    _TALLY[:] = [rows, tables, (made, in_depot, strays)]
    return made, in_depot, strays


#: board versions whose tile supply ``check_state`` found right (versions are never reused)
_SUPPLY_OK: set[int] = set()


def check_state(state: State, action: dict[str, Any] | None = None) -> list[str]:
    """Invariants read from the rules core's ``Game.state`` (engine/state.py), which knows more
    than the snapshot shows: certificate percents, tile supply, the train roster, cert counts.

    One check per kind of thing held (certificates, tiles, trains, presidencies, market cells,
    the pool, tokens, homes, a buyer's limits), each saying what it found wrong, in that order."""
    out, pool, pres_of = _certificate_violations(state)
    out += _tile_supply_violations(state.board)
    out += _train_violations(state)
    out += _president_violations(state, pres_of)
    out += _market_violations(state)
    out += _pool_violations(state, pool)
    out += _token_violations(state)
    out += _homes_missing(state)
    if action is not None and _buys(action) and action.get("entity_type") == "player":
        out += _buyer_limit_violations(state, action)
    return out


def _certificate_violations(state: State) -> tuple[list[str], dict[str, int], dict[str, Any]]:
    """Every corporation's certificates add up to 100%, and the state's holdings index agrees
    with the certificates themselves.  With the pool's percent per corporation and each
    corporation's president's certificate, for the checks that follow."""
    out: list[str] = []
    shares = state.shares
    index = state._holdings() if hasattr(state, "_holdings") else None  # the state's holdings index
    percent, pool, pres_of, indexed = _share_sums(shares, index)
    for sym in state.corps:
        if percent.get(sym, 0) != 100:
            out.append(f"{sym}'s certificates add up to {percent.get(sym, 0)}%")
    # the holdings index agrees with the certificates themselves: every certificate is indexed
    # under its owner and corporation, and nothing else is (then every holding's percent_of is
    # right); otherwise each holding's percent is compared, to say which is wrong
    if hasattr(state, "percent_of") and not indexed:
        held: dict[tuple[str, str], int] = {}
        for sh in shares.values():
            held[(sh.owner, sh.corp)] = held.get((sh.owner, sh.corp), 0) + sh.percent
        for (owner, sym), pct in held.items():
            if state.percent_of(owner, sym) != pct:
                out.append(f"{owner} holds {pct}% of {sym} but the state's index says {state.percent_of(owner, sym)}%")
    return out, pool, pres_of


def _tile_supply_violations(board: Any) -> list[str]:
    """No tile is laid more often than the title has copies of it."""
    out: list[str] = []
    manifest, used = getattr(board.defn, "manifest", None), getattr(board, "used", None)
    version = getattr(board, "version", None)  # unique in the process, renewed by every change
    # only a tile laid can run short: the full supply is read when one of them looks short
    if version in _SUPPLY_OK:
        pass  # this very board was found right (a board copy keeps the version and the supply)
    elif (
        manifest is None or used is None or any(manifest.get(n, -1) != -1 and manifest[n] < c for n, c in used.items())
    ):
        for name, left in board.supply().items():
            if left < 0 and left != -1:  # -1 is the board's UNLIMITED marker
                out.append(f"tile {name} supply is {left}")
    elif version is not None:
        if len(_SUPPLY_OK) > 64:
            _SUPPLY_OK.clear()
        _SUPPLY_OK.add(version)
    return out


def _train_violations(state: State) -> list[str]:
    """Every train has a known holder, the roster has the title's count of each kind, and
    every company's list of trains agrees with the trains' owners."""
    made, in_depot, strays = _train_tally(state)
    out = list(strays)
    for td in state.econ.trains:
        count = state.title.trains.train_count(state, td.name)
        if made.get(td.name, 0) != count:
            out.append(f"there are {made.get(td.name, 0)} {td.name} trains, the title has {count}")
        if in_depot.get(td.name, 0) < 0:
            out.append(f"train {td.name} supply is {in_depot.get(td.name, 0)}")
    trains = state.trains
    for ent in (*state.corps.values(), *state.minors.values()):
        if ent.trains:
            key = ent.key
            for tid in ent.trains:
                if trains[tid].owner != key:
                    out.append(f"{ent.sym} lists train {tid} owned by {trains[tid].owner}")
    return out


def _president_violations(state: State, pres_of: dict[str, Any]) -> list[str]:
    """The president holds the president's certificate."""
    out: list[str] = []
    for sym, corp in state.corps.items():
        pres = pres_of.get(sym)
        if corp.closed or pres is None or not str(pres.owner).startswith("player:"):
            continue
        if corp.owner != pres.owner:
            out.append(f"{sym}'s president is {corp.owner} but {pres.owner} holds the president's certificate")
    return out


def _market_violations(state: State) -> list[str]:
    """Each priced corporation sits in its market cell, once."""
    out: list[str] = []
    market = getattr(state, "market", None)
    if market is None or not hasattr(market, "cells"):
        return out
    cells = market.cells
    where: Counter[str] = Counter(chain.from_iterable(cells.values()))
    for sym, corp in state.corps.items():
        on = corp.share_price is not None and not corp.closed
        if on and sym not in cells.get(corp.share_price, ()):
            out.append(f"{sym}'s price is {corp.share_price} but it is not in that market cell")
        if where.get(sym, 0) > (1 if on else 0):
            out.append(f"{sym} sits in {where[sym]} market cells")
    return out


def _pool_violations(state: State, pool: dict[str, int]) -> list[str]:
    """The pool holds no more of a corporation than the market share limit (where the title
    has one and does not exempt that corporation)."""
    econ = getattr(state, "econ", None)
    pool_limit = getattr(econ, "market_share_limit", None)
    settings = getattr(econ, "settings", None)
    if settings is not None and "ipo" not in settings.share_sources:
        pool_limit = None  # the market is where unsold certificates wait too (1893): only sales are limited
    if pool_limit is None:
        return []
    out: list[str] = []
    exempt = getattr(getattr(state.title, "stock", None), "pool_limit_exempt", None)
    for sym, pct in pool.items():
        if pct > pool_limit and not (exempt is not None and exempt(state, sym)):
            out.append(f"the pool holds {pct}% of {sym}, over the limit of {pool_limit}%")
    return out


def _token_violations(state: State) -> list[str]:
    """Tokens on the map are the companies' placed tokens."""
    out: list[str] = []
    board = state.board
    companies = (*state.corps.values(), *state.minors.values())
    token_index = getattr(board, "token_index", None)
    if token_index is not None:
        on_board = token_index()  # (every company's token_hexes at once)
        for ent in companies:
            placed = [(t.hex, t.city) for t in ent.tokens if t.hex is not None]
            on_map = on_board.get(ent.sym)
            if not placed and not on_map:
                continue
            placed.sort()
            on_map = sorted(on_map or ())
            if placed != on_map:
                out.append(f"{ent.sym}'s tokens are {placed} but the map shows {on_map}")
    elif hasattr(board, "token_hexes"):
        for ent in companies:
            placed = [(t.hex, t.city) for t in ent.tokens if t.hex is not None]
            on_map = board.token_hexes(ent.sym)
            if placed or on_map:
                placed.sort()
                on_map.sort()
            if placed != on_map:
                out.append(f"{ent.sym}'s tokens are {placed} but the map shows {on_map}")
    return out


def _buyer_limit_violations(state: State, action: dict[str, Any]) -> list[str]:
    """A player who has just bought is within the certificate limit and the most a player may
    hold of one corporation."""
    out: list[str] = []
    pid = str(action.get("entity"))
    if pid not in state.player:
        return out
    n, limit = state.num_certs(pid), state.cert_limit()
    if n > limit:
        out.append(f"player {pid} holds {n} certificates, over the limit of {limit}")
    most = getattr(getattr(state, "econ", None), "max_ownership_percent", None)
    sym = (
        action.get("corporation")
        if action.get("type") == "par"
        else str(action.get("shares", [""])[0]).rsplit("_", 1)[0]
        if action.get("type") == "buy_shares"
        else None
    )
    if most is not None and sym in state.corps and state.percent_of(f"player:{pid}", sym) > most:
        out.append(f"player {pid} holds {state.percent_of(f'player:{pid}', sym)}% of {sym}, over {most}%")
    return out


def _homes_missing(state: State) -> list[str]:
    """Every corporation whose home token the title says is due (``home_token_due``: 1833NE's
    floated ones) has it on the board in its own home city (``home_city``, the printed city
    followed through every upgrade)."""
    title = getattr(state, "title", None)
    due = getattr(getattr(title, "tokens", None), "home_token_due", None)
    if title is None or due is None:
        return []
    out = []
    for sym, corp in state.corps.items():
        if not due(state, sym):
            continue
        city = title.tokens.home_city(state, sym, corp.home)
        if sym not in state.board.tokens_in(corp.home).get(city, ()):
            out.append(f"{sym} has floated but its home token is not in its home city ({corp.home}, city {city})")
    return out


def _is_holder(state: State, owner: Any) -> bool:
    """Is ``owner`` a holder key of this game (a corporation, minor or player of it)?"""
    if not isinstance(owner, str):
        return False
    kind, _, ident = owner.partition(":")
    tables: dict[str, dict[str, Any]] = {"corp": state.corps, "minor": state.minors, "player": state.player}
    table = tables.get(kind)
    return table is not None and ident in table and owner == f"{kind}:{ident}"


def _check_cash(cash: dict[str, Any], money: int | None) -> list[str]:
    """``check_snapshot`` of a snapshot holding only this cash: when every amount is a plain
    int, none below 0 and every holder a str (always, but for a bug), only the total can be
    wrong, and the C-level sums say so without a look at each holder."""
    values = cash.values()
    if set(map(type, values)) <= {int} and set(map(type, cash)) <= {str} and (not cash or min(values) >= 0):
        total = sum(values)
        return [f"money total is {total}, was {money}"] if money is not None and total != money else []
    return check_snapshot({"cash": dict(cash)}, money=money)


def check_game(game: Any, action: dict[str, Any] | None = None, *, money: int | None = None) -> list[str]:
    """Every invariant for a game after ``action`` (None: at setup)."""
    state = getattr(game, "live", None) or getattr(game, "state", None)  # live: a look, not kept
    if state is not None and hasattr(state, "shares") and hasattr(state, "board") and hasattr(state, "ledger"):
        # the rules core: read the ledger itself (a full snapshot per action would cost more
        # than the action)
        out = _check_cash(state.ledger.cash, money)
        return out + check_state(state, action)
    return check_after(game.snapshot(), action or {}, money=money)


def _where(exc: BaseException) -> str:
    """``Type: message (file:line)`` of the innermost frame, for an engine bug report."""
    tb = exc.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    loc = f" ({tb.tb_frame.f_code.co_filename.rsplit('/', 2)[-1]}:{tb.tb_lineno})" if tb is not None else ""
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0] if text else ''}{loc}"


# --- the loop --------------------------------------------------------------------------------


@dataclass
class GameReport:
    finished: bool = False
    actions: int = 0
    violations: list[dict[str, Any]] = field(default_factory=list)
    #: how often each notable event of the rules occurred (``EndgamePolicy.features``), and why the game
    #: ended ("end:<reason>")
    features: dict[str, int] = field(default_factory=dict)


def game_features(game: Any) -> dict[str, int]:
    """The title's count of notable events in the game, and its end reason as ``end:<reason>``
    (nothing for a stand-in game without the rules core's state)."""
    state = getattr(game, "state", None)
    title = getattr(state, "title", None)
    if state is None or title is None or not hasattr(getattr(title, "endgame", None), "features"):
        return {}
    out = dict(title.endgame.features(state))
    if getattr(state, "finished", False):
        out[f"end:{state.end_reason}"] = 1
    return out


def _default_factory() -> Callable[..., Any]:
    """``Game``; with ``mix_options`` a game may hold an option its player count ignores (as
    18xx.games accepts it: the fidelity runs replay such games on the site)."""
    from functools import partial

    from engine.game import Game

    return partial(Game, strict_options=False)


def play_one(
    title: str,
    players: Sequence[tuple[int | str, str]],
    *,
    seed: int,
    rng: random.Random,
    options: Sequence[str] = (),
    max_actions: int = 20000,
    game_factory: Callable[..., Any] | None = None,
    game_no: int = 0,
    choices: int = 1,
) -> tuple[Any, GameReport]:
    factory = game_factory or _default_factory()
    game = factory(title, list(players), options=tuple(options), seed=seed)
    rep = GameReport()

    def violation(msg: str, action: dict[str, Any] | None) -> None:
        rep.violations.append({"game": game_no, "after": rep.actions, "action": action, "message": msg})

    money = money_total(game.snapshot())
    for msg in check_game(game, None, money=money):
        violation(msg, None)
    bot = RandomBot(seed, choices)  # the ``random`` level, drawing from self-play's own rng
    while not game.finished and rep.actions < max_actions:
        try:
            candidates = bot.ranked(game, rng)
        except Exception as exc:  # an engine bug: report it, stop this game
            violation(f"legal_actions failed: {_where(exc)}", None)
            break
        if not candidates:
            violation("the game is not finished but has no legal action", None)
            break
        played = None
        crashed = False
        for action in candidates:
            try:
                game.process(action)
            except IllegalAction as exc:
                violation(f"legal_actions offered an illegal action: {exc}", action)
                continue
            except Exception as exc:
                violation(f"process failed: {_where(exc)}", action)
                crashed = True
                break
            played = action
            break
        if crashed:
            break
        if played is None:
            violation("every action legal_actions offered was refused", None)
            break
        rep.actions += 1
        for msg in check_game(game, played, money=money):
            violation(msg, played)
        if len(rep.violations) > 20:  # one broken invariant tends to repeat: stop this game
            break
    rep.finished = bool(game.finished)
    rep.features = game_features(game)
    if not rep.violations and game.actions:
        try:
            diff = replay_difference(game, title, players, seed, options, factory)
        except Exception as exc:  # noqa: BLE001 - a bug to report, not to stop the run
            diff = f"replaying the saved game failed: {_where(exc)}"
        if diff:
            violation(diff, None)
    return game, rep


def _save_document(
    game: Any, title: str, names: Sequence[tuple[int | str, str]], seed: int, options: Sequence[str], name: str
) -> dict[str, Any]:
    from engine.io.document import native_document

    actions = [{**a, "id": i + 1} for i, a in enumerate(game.actions)]
    base = {
        "id": name,
        "title": title,
        "players": [{"id": p, "name": n} for p, n in names],
        "settings": {"seed": seed, "optional_rules": list(options)},
        "status": "active",
        "result": {},
    }
    return native_document(base, actions)


def replay_difference(
    game: Any,
    title: str,
    names: Sequence[tuple[int | str, str]],
    seed: int,
    options: Sequence[str],
    factory: Callable[..., Any],
) -> str | None:
    """Event sourcing holds: the game saved as a native document (through JSON), loaded and
    replayed, reaches the same state.  None if it does; else what went wrong."""
    import json

    from engine.io.document import parse_document
    from engine.io.replay import replay

    text = json.dumps(_save_document(game, title, names, seed, options, "selfplay"))
    res = replay(parse_document(json.loads(text)), factory)
    if res.error is not None:
        return f"the saved game does not replay: {res.error.line()}"
    if json.dumps(res.game.snapshot(), sort_keys=True) != json.dumps(game.snapshot(), sort_keys=True):
        return "the saved game replays to a different state"
    return None


def _one_game(
    title: str,
    names: list[tuple[int, str]],
    seed: int,
    g: int,
    options: tuple[str, ...],
    max_actions: int,
    game_factory: Callable[..., Any] | None,
    choices: int,
    dump: str | None,
    save_all: str | None = None,
) -> tuple[bool, int, list[dict[str, Any]], dict[str, int]]:
    rng = random.Random(f"selfplay:{seed}:{g}")
    game, rep = play_one(
        title,
        names,
        seed=seed + g,
        rng=rng,
        options=options,
        max_actions=max_actions,
        game_factory=game_factory,
        game_no=g,
        choices=choices,
    )
    if dump and rep.violations:
        path = dump_game(dump, game, title, names, seed + g, options, f"selfplay-{seed}-{g}")
        for v in rep.violations:
            v["file"] = path
    if save_all:
        dump_game(save_all, game, title, names, seed + g, options, f"{title}-{len(names)}p-{seed}-{g}")
    del game  # played out: its memory back to the system before the next game (``engine.heap``)
    heap.release()
    return rep.finished, rep.actions, rep.violations, rep.features


def dump_game(
    folder: str,
    game: Any,
    title: str,
    names: Sequence[tuple[int | str, str]],
    seed: int,
    options: Sequence[str],
    name: str,
) -> str:
    """Write the game so far as a native save (``python -m engine replay`` reproduces it).  A
    finished game carries its ``result`` and end reason, as 18xx.games exports do, so another
    engine replaying the file can say whether it reaches the same scores."""
    import os

    from engine.io.document import native_document, save

    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, f"{name}.json")
    doc = _save_document(game, title, names, seed, options, name)
    if getattr(game, "finished", False):
        doc = native_document(
            doc,
            status="finished",
            result={str(k): v for k, v in game.result().items()},
            game_end_reason=getattr(game.state, "end_reason", None),
        )
    save(path, doc)
    return path


def game_setup(
    g: int, seed: int, players: int | Sequence[int], options: Sequence[str], mix_options: bool
) -> tuple[int, tuple[str, ...]]:
    """Players and optional rules of game ``g`` of a run: player counts cycle through ``players``;
    with ``mix_options`` each game plays a subset of ``options`` drawn from the run's seed."""
    counts = [players] if isinstance(players, int) else list(players)
    n = counts[g % len(counts)]
    if not mix_options or not options:
        return n, tuple(options)
    bits = random.Random(f"options:{seed}:{g}").getrandbits(len(options))
    return n, tuple(o for i, o in enumerate(options) if bits >> i & 1)


def selfplay(
    title: str,
    players: int | Sequence[int],
    *,
    games: int = 1,
    seed: int = 0,
    options: Sequence[str] = (),
    max_actions: int = 20000,
    game_factory: Callable[..., Any] | None = None,
    max_reported: int = 100,
    choices: int = 1,
    jobs: int = 1,
    dump: str | None = None,
    mix_options: bool = False,
    save_all: str | None = None,
) -> dict[str, Any]:
    """Play ``games`` random games; {games, finished, actions, seconds, violations, features}
    (``features``: per notable event of the rules and per end reason, in how many games it
    occurred and how often in all, see ``game_features``).

    Game ``g`` uses game seed ``seed + g`` and ``random.Random("selfplay:<seed>:<g>")`` for its
    choices, so a run is reproducible whatever ``jobs`` (worker processes) is.
    ``players``: a count, or counts that games take in turn; ``mix_options``: each game plays a
    subset of ``options`` (see ``game_setup``).
    ``choices``: how many legal actions to ask for at each turn (``legal_actions``' limit; each
    candidate is probed on a copy of the state, so this is the main cost).
    ``dump``: a folder where every game with a violation is written as a native save.
    ``save_all``: a folder where every game is written as a native save with its result (for
    replaying our games in another engine, e.g. the 18xx.games oracle in ``bench/fidelity.py``).
    """
    t0 = time.perf_counter()
    args = []
    for g in range(games):
        n, opts = game_setup(g, seed, players, options, mix_options)
        names = [(i + 1, f"Player {i + 1}") for i in range(n)]
        args.append((title, names, seed, g, opts, max_actions, game_factory, choices, dump, save_all))
    if jobs > 1 and games > 1:
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(max_workers=min(jobs, games)) as pool:
            results = list(pool.map(_one_game, *zip(*args, strict=True)))
    else:
        results = [_one_game(*a) for a in args]
    finished = sum(1 for f, _, _, _ in results if f)
    actions = sum(n for _, n, _, _ in results)
    violations = [v for _, _, vs, _ in results for v in vs]
    unfinished = [g for g, (f, _, _, _) in enumerate(results) if not f]
    in_games: Counter[str] = Counter()  # games in which each feature occurred
    total: Counter[str] = Counter()
    for _, _, _, feats in results:
        for name, n in feats.items():
            if n:
                in_games[name] += 1
                total[name] += n
    out: dict[str, Any] = {
        "games": games,
        "finished": finished,
        "actions": actions,
        "seconds": round(time.perf_counter() - t0, 3),
        "violations": violations[:max_reported],
    }
    if in_games:
        out["features"] = {name: {"games": in_games[name], "times": total[name]} for name in sorted(in_games)}
    if len(violations) > max_reported:
        out["violations_total"] = len(violations)
    if unfinished:
        out["unfinished"] = unfinished[:max_reported]
    return out
