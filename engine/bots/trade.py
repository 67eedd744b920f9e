"""Trains between companies at a table where people and computers sit.

The rules let two presidents agree any price for a train passed between their companies (from $1
to the buyer's cash; 18xx.games asks the seller nothing: the buyer names the price).  At one
table with computer players that agreement has to be made explicit both ways:

- a computer never takes a train from a company a person presides (``takes_from``): the program
  cannot ask the person, and taking their trains for $1 would be robbing them;
- a person buying from a company a computer presides needs the computer's consent
  (``refusal``): the computer sells at the train's price or more, and never its company's last
  train (the company would have to buy a dearer one from the bank at once); the Actions menu a
  person sees offers such a train from that price, in the computer's words (``at_table``).

Between two computers, or two people, nothing changes: that is the site's rule.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from engine.actions import entity_key
from engine.entities import id_of, kind_of
from engine.errors import IllegalAction
from engine.i18n import Msg, money, msg
from engine.play.menu import Choice, Menu

if TYPE_CHECKING:
    from engine.state import State


def train_seller(s: State, action: dict[str, Any]) -> str | None:
    """The player id presiding the company that sells the train of a ``buy_train`` between
    companies (None: a train from the depot or the bank pool, or a company nobody presides)."""
    if action.get("type") != "buy_train":
        return None
    tr = s.trains.get(str(action.get("train")))
    if tr is None or tr.owner is None or kind_of(tr.owner) not in ("corp", "minor"):
        return None
    seller = s.owner_player(tr.owner)
    return None if seller is None else id_of(seller)


def _buyer(s: State, action: dict[str, Any]) -> str | None:
    """The player id presiding the buying company (None: an action naming nothing known)."""
    try:
        owner = s.owner_player(entity_key(s, action))
    except IllegalAction:
        return None
    return None if owner is None else id_of(owner)


def takes_from(s: State, action: dict[str, Any], people: Collection[str]) -> bool:
    """Does ``action`` buy a train from a company one of ``people`` presides?"""
    seller = train_seller(s, action)
    return seller is not None and seller in people


def refusal(s: State, action: dict[str, Any], computers: Collection[str]) -> Msg | None:
    """Why the computer presiding the selling company refuses the price a person offers for
    its train (None: it agrees, or no computer's train is bought)."""
    seller = train_seller(s, action)
    if seller is None or seller not in computers or _buyer(s, action) == seller:
        return None
    train = s.trains[str(action.get("train"))]
    owner = str(train.owner)
    name = _name(s, seller)
    face = s.train_price(train)
    left = [t for t in s.trains.values() if t.owner == owner and not t.rusted and t.id != train.id]
    if not left:
        return msg(
            "{seller} (a computer) does not sell {corporation}'s last train",
            seller=name,
            corporation=id_of(owner),
        )
    price = action.get("price")
    if not isinstance(price, int) or price < face:
        return msg(
            "{seller} (a computer) sells the {train} train of {corporation} for ${price} or more",
            seller=name,
            train=train.name,
            corporation=id_of(owner),
            price=face,
        )
    return None


def at_table(m: Menu, s: State, computers: Collection[str]) -> Menu:
    """The Actions menu as a person sees it at a table with computers: a computer's train is
    offered from its asking price (the train's price), or not at all when it is the
    company's last one, with the computer's words, so the dock never proposes an offer the
    computer will refuse."""
    if not computers:
        return m
    choices = tuple(_offered(c, s, computers) for c in m.choices)
    return m if choices == m.choices else replace(m, choices=choices)


def _offered(c: Choice, s: State, computers: Collection[str]) -> Choice:
    seller = train_seller(s, c.action)
    if seller is None or seller not in computers or _buyer(s, c.action) == seller or not c.enabled:
        return c
    train = s.trains[str(c.action.get("train"))]
    face = s.train_price(train)
    p = c.param
    price = p.maximum if p is not None else c.action.get("price")
    no = refusal(s, {**c.action, "price": price}, computers)
    if no is not None:  # even its dearest offer: the last train, or more than the buyer has
        return replace(c, enabled=False, reason=no)
    if p is None or p.minimum >= face:
        return c
    low = max(p.minimum, face)
    asks = msg("{seller} (a computer) asks {price} or more", seller=_name(s, seller), price=money(face))
    return replace(
        c,
        action={**c.action, "price": max(low, c.action.get("price") or 0)},
        param=replace(p, minimum=low, default=max(low, p.default)),
        detail=asks,
    )


def _name(s: State, pid: str) -> str:
    return s.player[pid].name if pid in s.player else pid
