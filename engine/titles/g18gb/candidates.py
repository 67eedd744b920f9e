"""Self-play candidates of 18GB's own moves (``PresentationPolicy.candidate_generators``): the voluntary
conversion in a stock turn (``choose`` convert_<CORP>), the emergency conversion in the train
step (``convert``) and closing a private (``choose_ability``), which the generic candidates do
not make, so that random games reach the conversions and the closed privates' abilities."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import TYPE_CHECKING

from engine.actions import wire
from engine.entities import id_of

if TYPE_CHECKING:
    from engine.rounds.base import Step
    from engine.state import State


def convert_in_sr(s: State, step: Step, actor: str, rng: random.Random) -> Iterator[dict]:
    """Each corporation the player may convert now, in a random order."""
    can = getattr(step, "can_convert", None)
    if can is None:
        return
    syms = [sym for sym in s.corps if can(s, actor, sym)]
    rng.shuffle(syms)
    for sym in syms:
        yield {**wire(actor), "type": "choose", "choice": f"convert_{sym}"}


def convert_emergency(s: State, step: Step, actor: str, rng: random.Random) -> Iterator[dict]:
    yield {**wire(actor), "type": "convert"}


def close_private(s: State, step: Step, actor: str, rng: random.Random) -> Iterator[dict]:
    """Now and then (a private closed early loses its revenue): close it."""
    c = s.companies.get(id_of(actor))
    if c is not None and not c.closed and rng.random() < 0.2:
        yield {**wire(actor), "type": "choose_ability", "choice": "close"}


#: self-play's weights for 18GB (``PresentationPolicy.candidate_weights``): fewer sales and conversions
#: than the generic ones (engine/play/candidates.py WEIGHTS: sell_shares 0.05, others 1.0)
WEIGHTS = {"sell_shares": 0.01, "choose": 0.15}

GENERATORS = {"choose": convert_in_sr, "convert": convert_emergency, "choose_ability": close_private}
