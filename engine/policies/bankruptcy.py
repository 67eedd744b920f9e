"""The bankruptcy policy. Money a president must find for a train: the emergency sales allowed,
what they raise, and bankruptcy when it is not enough.

Every title plays these rules unless its own policy overrides them as a whole: ``class
BankruptcyRules(BankruptcyPolicy)`` in the title's package, named by
``Title.bankruptcy_policy``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.actions import action_verb
from engine.entities import (
    BANK,
    Share,
    corp_key,
    id_of,
)
from engine.errors import IllegalAction
from engine.i18n import msg
from engine.policies.base import Policy
from engine.policies.stock import StockPolicy
from engine.rounds.base import Action
from engine.rounds.operating import OperatingRound
from engine.scratch import OperatingScratch

if TYPE_CHECKING:
    from engine.rounds.base import Step
    from engine.state import State


class BankruptcyPolicy(Policy):
    """Money a president must find for a train: the emergency sales allowed, what they raise, and
    bankruptcy when it is not enough."""

    def emergency_sale_refusal(
        self, s: State, player: str, corp_entity: str | None, shares: list[Share], percent: int | None
    ) -> str | None:
        """Why the president of the corporation buying a train may not sell this bundle (None: may)."""
        sym = shares[0].corp
        pct = percent or sum(x.percent for x in shares)
        if not s.title.stock.sale_timing_ok(s) or not s.pool_fits(sym, pct):
            return msg("Cannot sell shares of {corporation}", corporation=sym)
        if not s.title.stock.can_dump(s, player, shares):
            return msg("Cannot sell the president's certificate of {corporation}", corporation=sym)
        if corp_key(sym) == corp_entity:
            holders = s.holding_percents(sym)
            remaining = holders.get(player, 0) - pct
            if remaining < max((v for k, v in holders.items() if k != player), default=0):
                return msg("Selling would change the president of {corporation}", corporation=sym)
        return None

    def emergency_liquidity(self, s: State, player: str, corp_entity: str) -> int:
        """Cash of the corporation and its president plus, for each corporation, the largest bundle
        the president may sell in an emergency (18xx.games ``total_emr_buying_power``)."""
        value = s.cash(player) + s.cash(corp_entity)
        stock = s.title.stock
        assert isinstance(stock, StockPolicy), "a title's stock policy derives from StockPolicy"
        for sym in s.corps:
            prices = [
                s.bundle_price(b, p)
                for b, p in StockPolicy.bundles_for(stock, s, player, sym)
                if self.emergency_sale_refusal(s, player, corp_entity, b, p) is None
            ]
            value += max(prices, default=0)
        return value

    def bankrupt_president(self, s: State, entity: str) -> str:
        """Who goes bankrupt for ``entity``: its president, unless there is none or the two can
        still raise the price of the cheapest depot train (``emergency_liquidity``): then
        IllegalAction with the reason."""
        owner = s.entity(entity).owner
        if owner is None:
            raise IllegalAction(msg("Nobody to go bankrupt"))
        value = self.emergency_liquidity(s, owner, entity)
        if value >= s.min_depot_price():
            raise IllegalAction(
                msg(
                    "Cannot go bankrupt: {corporation} and its president can raise ${amount}",
                    corporation=id_of(entity),
                    amount=value,
                )
            )
        return owner

    def emergency_sell(self, s: State, action: Action, step: Step) -> None:
        """A president sells shares to fund a forced train purchase: a bundle the title offers and the president may
        sell, no more than needed; noted so that ``buyable_trains`` then leaves out other companies' trains."""
        entity = action["_entity"]
        corp_entity = step.current_entity(s)
        if corp_entity is None:  # (the step takes a sale only while its operator must buy)
            raise IllegalAction(
                msg("{entity} cannot {action} now", entity=s.name_of(entity), action=action_verb("sell_shares"))
            )
        shares = s.title.stock.resolve_shares(s, action.get("shares", []), buying=False, entity=entity)
        percent = action.get("percent")
        sym = shares[0].corp
        refusal = s.title.stock.bundle_refusal(s, entity, shares, percent) or self.emergency_sale_refusal(
            s, entity, corp_entity, shares, percent
        )
        if refusal:
            raise IllegalAction(refusal)
        need = s.min_depot_price() - (s.cash(entity) + s.cash(corp_entity))
        price = s.bundle_price(shares, percent)
        smaller = price - min(s.share_value(x) for x in shares)
        if smaller >= need:
            raise IllegalAction(msg("Sell only what is needed to buy the train"))
        OperatingScratch.of(s.round.data).last_share_sold_price = s.price_of(sym)
        s.sell_shares(entity, shares, percent=percent)
        if isinstance(s.round, OperatingRound):
            s.round.recalculate_order(s)

    def bankrupt(self, s: State, entity: str) -> None:
        """The president of ``entity`` cannot raise the price of the cheapest depot train: every
        share they may sell is sold, their cash goes to the bank and they are out (the game ends
        or goes on without them, as the title's ``bankruptcy`` setting and end_game say)."""
        if self.title.econ.settings.bankruptcy == "not_allowed":
            raise IllegalAction(msg("Bankruptcy is not allowed in this title"))
        owner = self.bankrupt_president(s, entity)
        for sym in sorted(s.corps):
            if s.corps[sym].share_price is None:
                continue
            while True:  # one bundle at a time: a title may offer some certificates singly
                bundles = [
                    (b, p)
                    for b, p in s.title.stock.bundles_for(s, owner, sym)
                    if self.emergency_sale_refusal(s, owner, entity, b, p) is None
                ]
                if not bundles:
                    break
                b, p = max(bundles, key=lambda bp: s.bundle_price(bp[0], bp[1]))
                s.sell_shares(owner, b, percent=p)
        s.spend(owner, BANK, s.cash(owner))
        s.player[id_of(owner)].bankrupt = True
        s.note(msg("{player} goes bankrupt", player=s.name_of(owner)))
