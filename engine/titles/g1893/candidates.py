"""1893's own action types in self-play: the draft and the forced auction (``bid``), the merger
votes (``special_buy``), bonds (``sell_company``, ``buy_company``), the FdSD paying for RAG's par
(``assign``) and exchanged for RAG shares (``buy_shares`` by the FdSD).  Each candidate is
checked by the engine like any action (engine/play/candidates.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from engine.actions import wire
from engine.titles.g1893 import rounds as r
from engine.titles.g1893.protocol import rules as _rules
from engine.titles.g1893.scratch import forced

if TYPE_CHECKING:
    from random import Random

    from engine.rounds.base import Step
    from engine.state import State


def _bids(s: State, step: Step, actor: str, rng: Random) -> Iterator[dict]:
    base = {**wire(actor), "type": "bid"}
    if isinstance(step, r.ForcedAuction):
        picked = forced(s).picked
        if picked is None:
            comps = _rules(s).draftables(s)
            rng.shuffle(comps)
            for c in comps:
                yield {**base, "company": c.sym, "price": c.value - c.discount}
            return
        if rng.random() < 0.3:  # mostly let the price fall
            c = s.companies[picked]
            yield {**base, "company": picked, "price": c.value - c.discount}
        return
    comps = _rules(s).draftables(s)
    rng.shuffle(comps)
    for c in comps:
        yield {**base, "company": c.sym, "price": c.value}


def _votes(s: State, step: Step, actor: str, rng: Random) -> Iterator[dict]:
    for choice in rng.sample(["yes", "no"], 2):
        yield {**wire(actor), "type": "special_buy", "description": choice, "cost": 0}


def _sell_bonds(s: State, step: Step, actor: str, rng: Random) -> Iterator[dict]:
    if isinstance(step, r.Shares) and rng.random() < 0.3:
        for c in step.sellable_bonds(s, actor):
            yield {**wire(actor), "type": "sell_company", "company": c.sym, "price": c.value}


def _assign(s: State, step: Step, actor: str, rng: Random) -> Iterator[dict]:
    yield {**wire(actor), "type": "assign", "target": "FdSD", "target_type": "company"}


def _buy_company(s: State, step: Step, actor: str, rng: Random) -> Iterator[dict]:
    if isinstance(step, r.Shares):
        comps = step.bank_companies(s, actor)
        rng.shuffle(comps)
        for c in comps:
            yield {**wire(actor), "type": "buy_company", "company": c.sym, "price": c.value}
        buyer = actor
    else:
        buyer = s.owner_player(actor) or actor
    for c in _rules(s).eva_for(s, buyer):
        if rng.random() < 0.1 and s.cash(buyer) >= 1:
            yield {**wire(actor), "type": "buy_company", "company": c.sym, "price": rng.randint(1, s.cash(buyer))}


def _exchange(s: State, step: Step, actor: str, rng: Random) -> Iterator[dict]:
    """The FdSD's exchange for the RAG shares it brings (the default generator proposes any
    certificate, which the exchange ignores)."""
    shares = [sh.id for sh in s.shares_of("pool", "RAG")[:2]]
    if shares:
        yield {**wire(actor), "type": "buy_shares", "shares": shares, "percent": 10 * len(shares)}


CANDIDATES: dict[str, Callable[..., Iterator[dict]]] = {
    "buy_shares:company": _exchange,
    "bid": _bids,
    "special_buy": _votes,
    "sell_company": _sell_bonds,
    "assign": _assign,
    "buy_company": _buy_company,
}
