"""18MEX's own rules of thumb for the ``steady`` computer player (issue #32): the NdM merger.

At the first 5-train a candidate major's president (or NdM's, for a candidate that has not
floated) accepts or declines the major's merger into NdM (facts §8.4): the holder of the
major's president's certificate gets NdM's 10% merger share, every other player-held share is
bought out at half its price, and the major leaves play.  Steady accepts only when that leaves
its own score higher than declining (tried on a copy); old steady scored the offer like
declining and drew between them — giving up a 60% major for a tenth of NdM and half price.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.entities import id_of
from engine.i18n import msg
from engine.titles.base import BotScore

if TYPE_CHECKING:
    from engine.state import State

#: accepting a merger that raises its score, declining one that does not (passing scores 0)
ACCEPT = 2.0
DECLINE = -0.1


def merge_rule(s: State, me: str, choice: Any) -> BotScore | None:
    """Score the merger offer of the Actions menu (``merge`` group) by ``me``'s score after it."""
    sym = str(choice.action.get("corporation", ""))
    if sym not in s.corps:
        return None
    after = s.clone()
    after.title.merge_major(after, sym)  # type: ignore[attr-defined]
    gain = after.player_value(id_of(me)) - s.player_value(id_of(me))
    if gain > 0:
        return BotScore(
            ACCEPT, msg("accepts {corporation}'s merger: its holdings gain ${amount}", corporation=sym, amount=gain)
        )
    return BotScore(
        DECLINE,
        msg("declines {corporation}'s merger: its holdings would lose ${amount}", corporation=sym, amount=-gain),
    )


BOT_RULES = {"merge": merge_rule}
