"""1833NE's own rules of thumb for the ``steady`` computer player (``Title.bot_rules``).

* **A ferry only where the routes go.**  A ferry ($40 from the treasury, phases I-III) adds its
  value and the New bonus to each of its owner's routes that stop in the ferry's city, and to
  nothing else; steady buys one only when the company's track reaches that city (before, the
  ferry scored like passing and was bought on a coin toss, $40 gone while the company saved for
  a train).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.graph import reaches_stop
from engine.i18n import msg
from engine.titles.base import BotScore

if TYPE_CHECKING:
    from engine.state import State


def ferry(s: State, me: str, choice: Any) -> BotScore | None:
    """Buy the ferry of a city the company's track reaches; leave the others."""
    hex_id = str(choice.action.get("hex", ""))
    sym = str(choice.action.get("entity", ""))
    if reaches_stop(s.board, sym, lambda node: node[0] == hex_id):
        return BotScore(1.0, msg("buys the ferry of {hex}: its routes reach it", hex=hex_id))
    return BotScore(-0.5, msg("buys the ferry of {hex}", hex=hex_id))


RULES: dict[str, Callable[[State, str, Any], BotScore | None]] = {"ferry": ferry}
