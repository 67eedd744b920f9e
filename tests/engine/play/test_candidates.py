"""Self-play's candidates (engine/play/candidates.py), the random level's moves: whenever the
engine would accept something, a draw holds a legal action, so a random player is never left
with nothing to do.

A random player of 1893 (tournament seed 5151, game 91) once was: its company had no train
and could not pay the depot's, the president's sales were refused, and the draw had left out
the other companies' trains (it does 70% of the time while the depot has one).  A draw that
finds nothing is now made again without such thinning."""

from __future__ import annotations

import random
from typing import Any

import engine.play.candidates as candidates
from engine.entities import DEPOT
from engine.play.candidates import _gen_buy_train, legal_actions
from tests.engine.bots.test_steady_decisions import _find, _rival_train_offer


def test_a_draw_that_finds_nothing_is_made_again_without_thinning(monkeypatch) -> None:
    draws: list[bool] = []

    class Stuck:
        """A game whose first draw has nothing the engine accepts."""

        def accepted(self, cands: Any, limit: int) -> list[dict]:
            draws.append(candidates._THOROUGH.get())
            return [] if len(draws) == 1 else [{"type": "pass"}]

    monkeypatch.setattr(candidates, "candidate_actions", lambda game, rng: iter(()))
    assert legal_actions(Stuck(), random.Random(1), 1) == [{"type": "pass"}]  # type: ignore[arg-type]
    assert draws == [False, True] and candidates._THOROUGH.get() is False


def test_a_thorough_draw_offers_every_train_for_sale() -> None:
    game, choice = _find("1893", 1, _rival_train_offer)
    s = game.state
    step = s.round.active_step(s)
    buyer = f"corp:{choice.action['entity']}"

    def rivals(n: int) -> list[dict]:
        offered = _gen_buy_train(s, step, buyer, random.Random(n))
        return [a for a in offered if s.trains[a["train"]].owner not in (DEPOT, buyer)]

    assert not all(rivals(n) for n in range(20))  # a usual draw often leaves them out
    token = candidates._THOROUGH.set(True)
    try:
        assert all(rivals(n) for n in range(20))
    finally:
        candidates._THOROUGH.reset(token)
