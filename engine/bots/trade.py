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

A private a player holds that another may buy at a price the buyer names (1893's EVA) is
treated alike: taken from no person, sold by a computer at its face value or more.

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
    from engine.entities import Company
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


def private_seller(s: State, action: dict[str, Any]) -> str | None:
    """The player id holding the private a ``buy_company`` buys (None: the bank's, a company's)."""
    if action.get("type") != "buy_company":
        return None
    comp = s.companies.get(str(action.get("company")))
    if comp is None or comp.owner is None or kind_of(comp.owner) != "player":
        return None
    return id_of(comp.owner)


def seller_of(s: State, action: dict[str, Any]) -> str | None:
    """The player who gives up what ``action`` buys from another holder: a company's train or
    a private (None: bought from the bank or the depot)."""
    return train_seller(s, action) or private_seller(s, action)


def _buyer(s: State, action: dict[str, Any]) -> str | None:
    """The player id presiding the buying company (None: an action naming nothing known)."""
    try:
        owner = s.owner_player(entity_key(s, action))
    except IllegalAction:
        return None
    return None if owner is None else id_of(owner)


def takes_from(s: State, action: dict[str, Any], people: Collection[str]) -> bool:
    """Does ``action`` buy a train from a company one of ``people`` presides, or a private one
    of them holds (1893's EVA changes hands at any price the buyer names)?"""
    if not people:
        return False
    seller = seller_of(s, action)
    return seller is not None and seller in people and _buyer(s, action) != seller


def _selling_computer(s: State, action: dict[str, Any], computers: Collection[str]) -> str | None:
    """The computer whose consent ``action`` needs: it sells to a person (None: nothing of a
    computer's is bought, or a computer buys it: between computers the buyer names the price)."""
    if not computers:
        return None
    seller = seller_of(s, action)
    if seller is None or seller not in computers or _buyer(s, action) in (seller, *computers):
        return None
    return seller


def _private(s: State, action: dict[str, Any]) -> Company | None:
    return s.companies.get(str(action.get("company"))) if action.get("type") == "buy_company" else None


def asking_price(s: State, action: dict[str, Any]) -> int:
    """What a computer asks for what ``action`` buys: a private's face value, a train's price."""
    comp = _private(s, action)
    return comp.value if comp is not None else s.train_price(s.trains[str(action.get("train"))])


def refusal(s: State, action: dict[str, Any], computers: Collection[str]) -> Msg | None:
    """Why the computer presiding the selling company refuses the price a person offers for
    its train, or the computer holding a private the price offered for it (None: it agrees,
    or nothing of a computer's is bought)."""
    seller = _selling_computer(s, action, computers)
    if seller is None:
        return None
    price = action.get("price")
    comp = _private(s, action)
    if comp is not None:
        if isinstance(price, int) and price >= comp.value:
            return None
        return msg(
            "{seller} (a computer) sells {company} for ${price} or more",
            seller=_name(s, seller),
            company=comp.sym,
            price=comp.value,
        )
    train = s.trains[str(action.get("train"))]
    owner = str(train.owner)
    name = _name(s, seller)
    face = asking_price(s, action)
    left = [t for t in s.trains.values() if t.owner == owner and not t.rusted and t.id != train.id]
    if not left:
        return msg(
            "{seller} (a computer) does not sell {corporation}'s last train",
            seller=name,
            corporation=id_of(owner),
        )
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
    """The Actions menu as a person sees it at a table with computers: a computer's train or
    private is offered from its asking price (the train's price, the private's face value),
    a train not at all when it is the company's last one, with the computer's words, so the
    dock never proposes an offer the computer will refuse."""
    if not computers:
        return m
    choices = tuple(_offered(c, s, computers) for c in m.choices)
    return m if choices == m.choices else replace(m, choices=choices)


def _offered(c: Choice, s: State, computers: Collection[str]) -> Choice:
    seller = _selling_computer(s, c.action, computers)
    if seller is None or not c.enabled:
        return c
    face = asking_price(s, c.action)
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
