"""Random legal play with invariant checks after every action.

``selfplay`` builds games, asks ``Game.legal_actions`` (with a seeded ``random.Random``) for
candidates, plays one at random, and checks after each action that:

* money is never created or destroyed (the total over all cash holders is constant);
* every corporation's certificates add up to 100%;
* no tile or train supply is negative (nor more trains of a kind than the title has);
* a player who just bought a certificate is within the certificate limit;
* the game does not get stuck (unfinished with no legal action) and legal_actions offers only
  legal actions.

The checks read ``Game.snapshot()`` only (``check_snapshot``), so tests of other layers can use
them too.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.errors import IllegalAction

Snapshot = dict[str, Any]

BUY_TYPES = frozenset({"buy_shares", "par", "buy_company", "bid", "special_buy"})


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

    percent: Counter[str] = Counter()
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
    if action.get("type") in BUY_TYPES and action.get("entity_type", "player") == "player":
        limit = cert_limit(snap)
        n = certificate_count(snap, f"player:{action.get('entity')}")
        if limit is not None and n is not None and n > limit:
            out.append(f"player {action.get('entity')} holds {n} certificates, over the limit of {limit}")
    return out


# --- the loop --------------------------------------------------------------------------------

@dataclass
class GameReport:
    finished: bool = False
    actions: int = 0
    violations: list[dict[str, Any]] = field(default_factory=list)


def _default_factory() -> Callable[..., Any]:
    from engine.game import Game

    return Game


def play_one(title: str, players: Sequence[tuple[int | str, str]], *, seed: int, rng: random.Random,
             options: Sequence[str] = (), max_actions: int = 20000,
             game_factory: Callable[..., Any] | None = None, game_no: int = 0) -> tuple[Any, GameReport]:
    factory = game_factory or _default_factory()
    game = factory(title, list(players), options=tuple(options), seed=seed)
    rep = GameReport()

    def violation(msg: str, action: dict[str, Any] | None) -> None:
        rep.violations.append({"game": game_no, "after": rep.actions, "action": action, "message": msg})

    money = money_total(game.snapshot())
    for msg in check_snapshot(game.snapshot(), money=money):
        violation(msg, None)
    while not game.finished and rep.actions < max_actions:
        candidates = list(game.legal_actions(rng))
        if not candidates:
            violation("the game is not finished but has no legal action", None)
            break
        rng.shuffle(candidates)
        played = None
        for action in candidates:
            try:
                game.process(action)
            except IllegalAction as exc:
                violation(f"legal_actions offered an illegal action: {exc}", action)
                continue
            played = action
            break
        if played is None:
            violation("every action legal_actions offered was refused", None)
            break
        rep.actions += 1
        for msg in check_after(game.snapshot(), played, money=money):
            violation(msg, played)
        if len(rep.violations) > 20:   # one broken invariant tends to repeat: stop this game
            break
    rep.finished = bool(game.finished)
    return game, rep


def selfplay(title: str, players: int, *, games: int = 1, seed: int = 0, options: Sequence[str] = (),
             max_actions: int = 20000, game_factory: Callable[..., Any] | None = None,
             max_reported: int = 100) -> dict[str, Any]:
    """Play ``games`` random games; {games, finished, actions, seconds, violations}."""
    t0 = time.perf_counter()
    finished = 0
    actions = 0
    violations: list[dict[str, Any]] = []
    unfinished: list[int] = []
    names = [(i + 1, f"Player {i + 1}") for i in range(players)]
    for g in range(games):
        rng = random.Random(f"selfplay:{seed}:{g}")
        _, rep = play_one(title, names, seed=seed + g, rng=rng, options=options, max_actions=max_actions,
                          game_factory=game_factory, game_no=g)
        finished += rep.finished
        actions += rep.actions
        violations.extend(rep.violations)
        if not rep.finished:
            unfinished.append(g)
    out: dict[str, Any] = {
        "games": games,
        "finished": finished,
        "actions": actions,
        "seconds": round(time.perf_counter() - t0, 3),
        "violations": violations[:max_reported],
    }
    if len(violations) > max_reported:
        out["violations_total"] = len(violations)
    if unfinished:
        out["unfinished"] = unfinished[:max_reported]
    return out
