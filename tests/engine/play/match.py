"""Which menu choice a recorded action is: the tests replay recorded games through the menu (and
the desktop tests through the panels) by finding, for every recorded action, the choice a player
would pick and the amount they would type."""

from __future__ import annotations

from typing import Any

from engine.entities import DEPOT, corp_key
from engine.play.menu import Choice, Menu


def same_entity(choice: Choice, action: dict) -> bool:
    return (str(choice.action.get("entity")), choice.action.get("entity_type")) == (
        str(action.get("entity")),
        action.get("entity_type"),
    )


def choice_key(state: Any, action: dict) -> tuple[str, Any]:
    """(menu key, value typed for its parameter or None) a player picks to make ``action``."""
    t = action["type"]
    if t == "pass":
        return "pass", None
    if t == "bid":
        return f"bid:{action['company']}", action["price"]
    if t == "par":
        return f"par:{action['corporation']}", action["share_price"]
    if t == "buy_shares" and action.get("entity_type") == "company":  # 1893's FdSD exchange
        return f"exchange:{action['entity']}", None
    if t == "buy_shares":
        sh = state.shares[action["shares"][0]]
        if action.get("swap"):
            return f"swap:{sh.corp}", None
        if sh.president and sh.owner == "pool":  # 18GB: a corporation in receivership
            return f"buy:{sh.corp}:director", None
        # which certificate of a kind went where may differ from the recording (a sale names any
        # equivalent certificate): one a player holds here was in the market there
        return f"buy:{sh.corp}:{'ipo' if sh.owner == corp_key(sh.corp) else 'pool'}", None
    if t == "sell_shares":
        sh = state.shares[action["shares"][0]]
        return f"sell:{sh.corp}:{action['percent']}", None
    if t == "buy_company":
        return f"company:{action['company']}", action["price"]
    if t == "dividend":
        return f"dividend:{action['kind']}", None
    if t == "buy_train":
        tr = state.trains[action["train"]]
        if tr.owner == DEPOT and action.get("exchange"):
            return f"train:{tr.name}:trade:{action['exchange']}", None
        if tr.owner == DEPOT:
            return f"train:{tr.name}", None
        return f"train:{tr.id}", action["price"]
    if t == "discard_train":
        return f"discard:{action['train']}", None
    if t == "merge":
        return f"merge:{action['corporation']}", None
    if t == "assign":
        return f"assign:{action['target']}", None
    if t == "bankrupt":
        return "bankrupt", None
    if t == "special_buy":  # 1893's merger votes
        return f"vote:{action['description']}", None
    if t == "sell_company":  # 1893's bonds
        return f"sell:{action['company']}", None
    if t == "choose" and str(action.get("choice", "")).startswith("convert_"):  # 18GB's conversion
        return f"convert:{action['choice'].split('_', 1)[1]}", None
    if t == "convert":  # 18GB's emergency conversion
        return f"convert:{action['entity']}", None
    if t == "choose_ability" and action.get("choice") == "close":  # 18GB's privates
        return f"close:{action['entity']}", None
    raise KeyError(t)


def find(menu: Menu, state: Any, action: dict) -> tuple[Choice, Any]:
    """The choice (and the value to type) that makes ``action``; KeyError if the menu lacks it."""
    key, value = choice_key(state, action)
    bid_key = key.replace("bid:", "buy:") if key.startswith("bid:") else None
    for c in menu.choices:
        if c.key in (key, bid_key) and same_entity(c, action):
            if c.key == bid_key or c.param is None:  # a fixed price: nothing to type
                value = None
            return c, value
    raise KeyError(f"{key} for {action.get('entity')} not in {[c.key for c in menu.choices]}")
