"""1893's own rules of thumb for the ``steady`` computer player (``Title.bot_rules``).

* **Par at the top.**  A corporation floats with ten times its par from the bank (full
  capitalisation) and a par sets the market row it climbs along: 100 starts on the row that
  reaches 250 before turning up, 60 on one that ends at 75.  A company parred at 60 has $600 for
  its trains and its shares stay cheap, a poor use of a player's nine certificates; steady pars
  only at 90 or 100 and otherwise leaves the corporation to others (it buys their shares).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.i18n import msg
from engine.titles.base import BotScore

if TYPE_CHECKING:
    from engine.state import State

#: the lowest par steady starts a corporation at
LOW_PAR = 90


def _price(value: Any) -> int:
    try:
        return int(str(value).split(",")[0])
    except ValueError:
        return 0


def par(s: State, me: str, choice: Any) -> BotScore | None:
    """Start a corporation at the highest par the player can pay, only if that is 90 or 100."""
    param = choice.param
    if param is None or not param.options:
        return None
    price, value = max((_price(v), v) for _, v in param.options)
    sym = choice.action.get("corporation", "")
    if price < LOW_PAR:
        return BotScore(-0.5, msg("starts {corporation} at a low par", corporation=sym), value)
    presides = sum(1 for corp in s.corps.values() if corp.owner == me and not corp.closed)
    score = (7.5, 6.6, 3.0)[min(presides, 2)]
    return BotScore(
        score, msg("starts {corporation} at {price}: full capital, the upper rows", corporation=sym, price=price), value
    )


RULES: dict[str, Callable[[State, str, Any], BotScore | None]] = {"par": par}
