"""The game log in the players' words.

The engine notes what happens while it processes an action (``State.note``); those notes are
written for replay checks and name things by their internal ids ("buys CHI_2", "(rotation 3)"),
and an emergency sale notes only the price move.  ``narrate`` turns one action's notes into what a
player reads at the table, from the states before and after it, and says where a new round's
notes begin, so that the log can put them under the new round's heading.

It only reads states (no rules): the numbers in a sentence are the engine's.  A note made with
``msg`` gives a ``msg`` sentence (still translatable): its parameters are rewritten (share ids in
words, the depot as the bank) or the sentence is swapped for the players' one with the same
fields (a tile lay without its rotation); a note written as bare text is rewritten as text.
Either way the English is the same.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.i18n import Msg, joined, msg

if TYPE_CHECKING:
    from engine.state import State

_ROTATION = re.compile(r" \(rotation \d+\)")
#: the engine's note when an operating round starts (or the next company operates)
_OPERATES = re.compile(r"^.+ operates \S+$")
#: a tile lay note's message: "{entity} lays tile {tile} in {hex} (rotation {rotation}) for ${price}"
_LAY_MSG = re.compile(r"^\{(\w+)\} lays tile \{(\w+)\} in \{(\w+)\} \(rotation \{\w+\}\)(?: for \$\{(\w+)\})?$")
#: a train bought from the depot: "{entity} buys a {train} train for ${price} from {seller}"
_TRAIN_MSG = re.compile(r"^\{(\w+)\} buys a \{(\w+)\} train for \$\{(\w+)\} from \{(\w+)\}$")


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
        return joined(
            [
                msg(
                    "{percent} of {corporation}",
                    percent=f"{sum(sh.percent for sh in shares if sh.corp == c)}%",
                    corporation=c,
                )
                for c in corps
            ]
        )
    corp = corps[0]
    if len(shares) == 1 and total == shares[0].percent:
        if shares[0].president:
            return msg("the president's certificate of {corporation} ({percent}%)", corporation=corp, percent=total)
        return msg("a {percent} share of {corporation}", percent=f"{total}%", corporation=corp)
    return msg("{percent} of {corporation}", percent=f"{total}%", corporation=corp)


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
    if gain > 0:
        return msg("{player} sells {shares} for ${amount}", player=name, shares=what, amount=gain)
    return msg("{player} sells {shares}", player=name, shares=what)


def _in_words(before: State, action: dict, kind: Any, line: str) -> str:
    """One note in the players' words: a ``Msg`` note rewritten as a ``Msg`` when its English
    comes out the same as the text's rewrite, else the text rewritten (the note itself when
    nothing changes)."""
    text = _text_in_words(before, action, kind, str.__str__(line))
    if text == line:
        return line
    if isinstance(line, Msg):
        rewritten = _msg_in_words(before, action, kind, line)
        if rewritten is not None and rewritten == text:
            return rewritten
    return text


def _text_in_words(before: State, action: dict, kind: Any, line: str) -> str:
    if kind in ("buy_shares", "sell_shares"):
        line = _share_words(before, action, line)
    if kind == "lay_tile":
        line = _ROTATION.sub("", line)
    if kind == "buy_train":
        line = line.replace(" from depot", " from the bank")
    return line


def _msg_in_words(before: State, action: dict, kind: Any, note: Msg) -> Msg | None:
    """The players' sentence for a ``Msg`` note (None: no such sentence, use the text)."""
    params = dict(note.params)
    if kind in ("buy_shares", "sell_shares"):
        ids = [str(i) for i in action.get("shares") or []]
        joined = ", ".join(ids)
        for name, value in params.items():
            if not isinstance(value, str) or not ids:
                continue
            if value == joined:
                params[name] = shares_in_words(before, ids, action.get("percent"))
            elif value in ids:
                params[name] = shares_in_words(before, [value])
        return Msg(note.msgid, params)
    if kind == "lay_tile":
        m = _LAY_MSG.match(note.msgid)
        if m is None:
            return None
        who, tile, hex_id, price = m.groups()
        if price is None:
            return msg("{entity} lays tile {tile} in {hex}", entity=params[who], tile=params[tile], hex=params[hex_id])
        return msg(
            "{entity} lays tile {tile} in {hex} for ${price}",
            entity=params[who],
            tile=params[tile],
            hex=params[hex_id],
            price=params[price],
        )
    if kind == "buy_train":
        m = _TRAIN_MSG.match(note.msgid)
        if m is not None and params.get(m.group(4)) == "depot":
            who, train, price, _ = m.groups()
            return msg(
                "{entity} buys a {train} train for ${price} from the bank",
                entity=params[who],
                train=params[train],
                price=params[price],
            )
    return None


def narrate(before: State, action: dict, after: State, lines: Sequence[str], actor_key: str | None = None) -> Narration:
    """``lines`` (the engine's notes for ``action``) in the players' words."""
    kind = action.get("type")
    out: list[str] = []
    for line in lines:
        out.append(_in_words(before, action, kind, line))
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


def starts_a_turn(line: str) -> bool:
    """Is ``line`` the note that a company's turn begins ("J1 operates B&W")?"""
    return bool(_OPERATES.match(line))


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
