"""18GB's two ends (facts §10): the bank out of trains, or a share price reaching £350 or £380
(the market's "e" cells); either way the game ends when the operating round then running ends.
Random play reaches the first in every game but never the second, so it is set up here: a
self-played 3-player game in its first operating round, where one corporation's price is moved
to the top of the market."""

from __future__ import annotations

import random

from engine.game import Game
from engine.play.candidates import legal_actions


def _into_an_operating_round(seed: int) -> Game:
    g = Game("18GB", [(1, "A"), (2, "B"), (3, "C")], seed=seed)
    rng = random.Random(seed)
    for _ in range(3000):
        exp = g.expected()
        if exp["round"].startswith("OR") and exp["entity_type"] == "corporation":
            return g
        g.process(rng.choice(legal_actions(g, rng, 3)))
    raise AssertionError("no operating round reached")


def test_a_price_at_350_ends_the_game_when_that_operating_round_ends() -> None:
    g = _into_an_operating_round(7)
    s = g.state.clone()
    sym = g.expected()["entity"]
    for _ in range(40):
        s.move_price(sym, "right")
    assert s.price_of(sym) in (350, 380) and s.market.end_reached
    top = g.fork(s, list(g.actions))
    round_name = top.expected()["round"]
    rng = random.Random(1)
    while not top.finished:
        assert top.expected()["round"] == round_name, "the game went on past the operating round"
        top.process(rng.choice(legal_actions(top, rng, 3)))
    assert top.state.end_reason == "stock_market"
    assert not g.finished and not g.state.market.end_reached  # the game forked from is untouched
