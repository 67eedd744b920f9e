"""The illegal-action fuzz every title's abuse test runs: legal actions at mid-game states are
mutated (tests/io/test_illegal_actions.py ``mutations``) and joined by the title's own action
types naming nothing; each must be refused with a sentence and leave the state unchanged."""

from __future__ import annotations

import json
import random
from collections.abc import Iterable
from typing import Any

from engine.errors import IllegalAction
from engine.play.candidates import legal_actions
from tests.io.test_illegal_actions import mutations


def fuzz(
    states: Iterable[tuple[str, Any]], rng: random.Random, extra: dict[str, dict], total: int, per_state: int
) -> tuple[int, set[str], list[str]]:
    """Try up to ``per_state`` bad actions at each state until ``total`` were tried: (how many,
    the kinds tried, the problems found)."""
    tried, kinds, failures = 0, set(), []
    for where, game in states:
        before = json.dumps(game.snapshot(), sort_keys=True)
        legal = legal_actions(game, rng, 40)
        exp = game.expected()
        bad = mutations(game, legal, rng)[:per_state]
        who = {k: legal[0][k] for k in ("entity", "entity_type")} if legal else None
        if who:
            bad += [(f"bogus {t}", {**who, "type": t, **fields}) for t, fields in extra.items()]
        for what, action in bad:
            try:
                game.process(action)
            except IllegalAction as exc:
                if not str(exc).strip():
                    failures.append(f"{where} {what}: refused without a sentence")
            except Exception as exc:  # noqa: BLE001 - the point is to find these
                failures.append(f"{where} {what}: {type(exc).__name__}: {exc} for {action}")
            else:
                failures.append(f"{where} {what}: accepted {action} ({exp})")
                break
            if json.dumps(game.snapshot(), sort_keys=True) != before:
                failures.append(f"{where} {what}: the refused action changed the state")
                break
            tried += 1
            kinds.add(what)
        if tried >= total:
            break
    return tried, kinds, failures
