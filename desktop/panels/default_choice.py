"""Which line of the Actions list is current when a menu is shown — what Enter does if nobody
moves the selection.

Enter is pressed out of habit, so the default must never spend money or give something away by
accident, and it must depend on the menu alone (not on what was selected before), so that the same
position defaults the same way after an action, a restore or a reload.  The order:

1. the step's pass / skip / decline choice, when the engine accepts it;
2. steps that must be answered and whose answers are routine: the first dividend choice in the
   engine's order, a train from the bank (the cheapest) when a train must be bought;
3. a lone choice of a group the engine allows as a default (``Choice.may_default``: setting a
   par price, for one; an allow-list, so a group nobody described never becomes the default);
4. otherwise nothing: sales, purchases from players or companies, discards, token conversions
   and bankruptcy are only done by picking them.

This reads the menu's groups, keys and the engine's ``may_default`` (presentation), never the
rules: what is enabled is the engine's answer.
"""

from __future__ import annotations

from engine.play.menu import Choice, Menu


def _from_the_bank(c: Choice) -> bool:
    """A train bought from the bank: its key names the train type (``train:3``), while a train
    bought from a company is keyed by that train's id (``train:3-1``)."""
    variant = c.action.get("variant")
    return c.key == f"train:{variant}" and c.action.get("train") != variant


def default_key(menu: Menu | None) -> str | None:
    """The key of the choice to make current, or None (no line current: Enter does nothing)."""
    if menu is None or menu.finished:
        return None
    enabled = menu.enabled()
    for c in enabled:
        if c.group == "pass":
            return c.key
    dividends = [c for c in enabled if c.group == "dividend"]
    if dividends:
        return dividends[0].key
    bank = [c for c in enabled if c.group == "train" and _from_the_bank(c)]
    if bank:
        return min(bank, key=lambda c: (c.action.get("price", 0), c.key)).key
    if len(enabled) == 1 and enabled[0].may_default:
        return enabled[0].key
    return None
