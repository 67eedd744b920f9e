"""A tiny stand-in for engine.game.Game with the same contract, for testing the I/O layer alone.

Rules: players start with 100 each, bank 1000.  ``bid`` (entity, price) moves price from the
player to the bank; ``pass`` does nothing; ``end_game`` finishes.  Score = cash.  The game also
finishes after ``limit`` actions.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence

from engine.errors import IllegalAction


class FakeGame:
    limit = 30

    def __init__(
        self,
        title: str,
        players: list[tuple[str | int, str]],
        *,
        options: Sequence[str] = (),
        seed: int = 0,
        scenario: str | None = None,
        compat: str = "native",
    ):
        self.title = title
        self.players = [(str(p), n) for p, n in players]
        self.options = tuple(options)
        self.seed = seed
        self.compat = compat
        self.cash = {"bank": 1000, **{f"player:{p}": 100 for p, _ in self.players}}
        self.actions: list[dict] = []
        self.finished = False

    def _apply(self, action: dict) -> None:
        kind = action.get("type")
        if self.finished:
            raise IllegalAction("The game is over")
        if kind == "pass":
            pass
        elif kind == "bid":
            who = f"player:{action.get('entity')}"
            price = action.get("price")
            if who not in self.cash:
                raise IllegalAction(f"{action.get('entity')} is not a player")
            if not isinstance(price, int) or price <= 0:
                raise IllegalAction("A bid needs a positive price")
            if price > self.cash[who]:
                raise IllegalAction(f"{action.get('entity')} has only ${self.cash[who]}")
            self.cash[who] -= price
            self.cash["bank"] += price
        elif kind == "end_game":
            self.finished = True
        elif kind == "explode":
            raise RuntimeError("engine bug\nsecond line")
        else:
            raise IllegalAction(f"{kind} is not possible now")
        self.actions.append(action)
        if len(self.actions) >= self.limit:
            self.finished = True

    def process(self, action: dict) -> None:
        saved = copy.deepcopy((self.cash, self.actions, self.finished))
        try:
            self._apply(action)
            for auto in action.get("auto_actions", []):
                self._apply(auto)
        except BaseException:
            self.cash, self.actions, self.finished = saved
            raise

    def result(self) -> dict[str, int]:
        return {p: self.cash[f"player:{p}"] for p, _ in self.players}

    def snapshot(self) -> dict:
        return {"title": self.title, "finished": self.finished, "cash": dict(self.cash), "actions": len(self.actions)}

    def legal_actions(self, rng: random.Random, limit: int = 40) -> list[dict]:
        if self.finished:
            return []
        out = [{"type": "pass", "entity": self.players[0][0]}]
        for p, _ in self.players:
            have = self.cash[f"player:{p}"]
            if have > 0:
                out.append({"type": "bid", "entity": p, "price": rng.randint(1, min(have, 10))})
        rng.shuffle(out)  # like Game.legal_actions: the first ``limit`` candidates in random order
        return out[:limit]

    def expected(self) -> dict:
        return {}
