"""The game log in the players' words.

The engine notes what happens while it processes an action (``State.note``); those notes are
written for replay checks and name things by their internal ids ("buys CHI_2", "(rotation 3)"),
and an emergency sale notes only the price move.  ``narrate`` turns one action's notes into what a
player reads at the table, from the states before and after it, and says where a new round's
notes begin, so that the log can put them under the new round's heading.

It only reads states (no rules): the numbers in a sentence are the engine's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.state import State

_ROTATION = re.compile(r" \(rotation \d+\)")
#: the engine's note when an operating round starts (or the next company operates)
_OPERATES = re.compile(r"^.+ operates \S+$")


@dataclass(frozen=True)
class Narration:
    lines: tuple[str, ...]
    opening: int  # lines[opening:] belong to the round the action started (none: len(lines))


def shares_in_words(before: State, ids: Sequence[str], percent: int | None = None) -> str:
    """ "a 10% share of CHI", "the president's certificate of MC (20%)", "20% of UdY"."""
    shares = [before.shares[i] for i in ids if i in before.shares]
    if not shares:
        return ", ".join(ids)
    corps = sorted({sh.corp for sh in shares})
    total = percent if percent is not None else sum(sh.percent for sh in shares)
    if len(corps) > 1:
        return ", ".join(f"{sum(sh.percent for sh in shares if sh.corp == c)}% of {c}" for c in corps)
    corp = corps[0]
    if len(shares) == 1 and total == shares[0].percent:
        if shares[0].president:
            return f"the president's certificate of {corp} ({total}%)"
        return f"a {total}% share of {corp}"
    return f"{total}% of {corp}"


def _share_words(before: State, action: dict, line: str) -> str:
    ids = [str(i) for i in action.get("shares") or []]
    if not ids:
        return line
    joined = ", ".join(ids)
    words = shares_in_words(before, ids, action.get("percent"))
    if joined in line:
        return line.replace(joined, words)
    for i in ids:
        line = re.sub(rf"\b{re.escape(i)}\b", shares_in_words(before, [i]), line)
    return line


def _sale_line(before: State, action: dict, after: State, actor_key: str | None) -> str | None:
    """The sentence an emergency sale does not note: who sold what, for how much."""
    ids = [str(i) for i in action.get("shares") or []]
    shares = [before.shares[i] for i in ids if i in before.shares]
    if not shares:
        return None
    seller = actor_key or shares[0].owner
    try:
        gain = after.cash(seller) - before.cash(seller)
        name = before.name_of(seller)
    except (KeyError, ValueError, AttributeError):
        return None
    what = shares_in_words(before, ids, action.get("percent"))
    return f"{name} sells {what} for ${gain}" if gain > 0 else f"{name} sells {what}"


def narrate(before: State, action: dict, after: State, lines: Sequence[str], actor_key: str | None = None) -> Narration:
    """``lines`` (the engine's notes for ``action``) in the players' words."""
    kind = action.get("type")
    out: list[str] = []
    for line in lines:
        if kind in ("buy_shares", "sell_shares"):
            line = _share_words(before, action, line)
        if kind == "lay_tile":
            line = _ROTATION.sub("", line)
        if kind == "buy_train":
            line = line.replace(" from depot", " from the bank")
        out.append(line)
    if kind == "sell_shares" and not any(" sells " in line for line in out):
        sale = _sale_line(before, action, after, actor_key)
        if sale:
            out.insert(0, sale)
    if kind in ("buy_shares", "sell_shares"):
        # the trade first, then what it caused ("CHI floats", a price move)
        verb = " buys " if kind == "buy_shares" else " sells "
        trade = next((i for i, line in enumerate(out) if verb in line), 0)
        out.insert(0, out.pop(trade))
    return Narration(tuple(out), _opening(before, after, out))


def _opening(before: State, after: State, lines: Sequence[str]) -> int:
    """Where the notes of a round this action started begin (the end when it started none)."""
    from engine.views import round_label

    if round_label(before) == round_label(after):
        return len(lines)
    for i, line in enumerate(lines):
        if _OPERATES.match(line):
            return i
    return len(lines)


__all__ = ["Narration", "narrate", "shares_in_words"]
