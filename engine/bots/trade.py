"""Trains between companies at a table where people and computers sit.

The rules let two presidents agree any price for a train passed between their companies (from $1
to the buyer's cash; 18xx.games asks the seller nothing: the buyer names the price).  At one
table with computer players that agreement has to be made explicit both ways:

- a computer never takes a train from a company a person presides (``takes_from``): the program
  cannot ask the person, and taking their trains for $1 would be robbing them;
- a person buying from a company a computer presides needs the computer's consent
  (``refusal``): the computer sells at the train's price or more, and never its company's last
  train (the company would have to buy a dearer one from the bank at once).

Between two computers, or two people, nothing changes: that is the site's rule.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from engine.actions import entity_key
from engine.entities import id_of, kind_of
from engine.errors import IllegalAction
from engine.i18n import Msg, msg

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
    name = s.player[seller].name if seller in s.player else seller
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
