"""Self-play's candidates (engine/play/candidates.py), the random level's moves: a company that
must buy a train is always offered one it can pay, so a random player is never left without
a legal action."""

from __future__ import annotations

import random

from engine.entities import BANK, DEPOT
from engine.play.candidates import _gen_buy_train, legal_actions
from tests.engine.bots.test_steady_decisions import _find, _rival_train_offer


def test_a_company_that_cannot_pay_a_depot_train_is_offered_a_rivals() -> None:
    """A company with too little for any depot train (and a president with nothing) may still
    buy another company's train for what it has.  Self-play dropped the other companies'
    trains 70% of the time whenever the depot had one, affordable or not: a random player of
    1893 (tournament seed 5151, game 91) was then left with no legal action at all."""
    game, choice = _find("1893", 1, _rival_train_offer)
    s = game.state  # (the test owns this game: its live state is changed in place)
    buyer = f"corp:{choice.action['entity']}"
    president = s.owner_player(buyer)
    assert president is not None
    s.spend(buyer, BANK, s.cash(buyer) - 5)
    s.spend(president, BANK, s.cash(president))
    depot = [t for t in s.trains.values() if t.owner == DEPOT and t.buyable]
    assert depot and s.cash(buyer) < min(s.train_price(t) for t in depot)
    step = s.round.active_step(s)
    for n in range(20):
        offered = list(_gen_buy_train(s, step, buyer, random.Random(n)))
        rivals = [a for a in offered if s.trains[a["train"]].owner not in (DEPOT, buyer)]
        assert rivals, f"rng {n}: no other company's train offered"
    assert all(legal_actions(game, random.Random(n), 1) for n in range(5))
