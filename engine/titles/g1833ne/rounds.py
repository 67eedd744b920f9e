"""1833NE's own rounds and steps: the private auction, the stock round (sell, then buy one;
end-of-round moves), the operating round (lowest price first in the very first one), share
issue and redemption, ferries, P3's free tiles and the train purchase with dual faces and the
emergency issue (facts §1, §2, §3, §5, §6).  The title's other rules are hooks in
``engine.titles.g1833ne``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.entities import POOL, Share, id_of, kind_of
from engine.errors import IllegalAction
from engine.i18n import msg
from engine.rounds import operating as op
from engine.rounds.auction import WaterfallAuction
from engine.rounds.base import Action, Step
from engine.rounds.stock import PURCHASES, BuySellParShares, StockRound
from engine.scratch import RoundScratch, StockScratch
from engine.titles.g1833ne.protocol import rules
from engine.titles.g1833ne.scratch import NEOperatingScratch, operating
from engine.titles.g1833ne.takeover import is_variable, launch_home

if TYPE_CHECKING:
    from engine.state import State


# ====================================================================== the private auction
class Auction(WaterfallAuction):
    """[I]'s waterfall auction: a first bid on a private that is not the cheapest may equal its
    face value (assumption auction_first_bid); when everyone passes, the privates sold pay their
    revenue twice and the auction resumes (assumption auction_all_pass)."""

    def min_bid(self, s: State, company: str) -> int:
        c = s.companies[company]
        if self.may_purchase(company):
            return c.min_bid
        bids = self.bids.get(company, [])
        if not bids:
            return c.value
        return max(p for _, p in bids) + s.econ.min_bid_increment

    def all_passed(self, s: State) -> None:
        s.note(msg("Everyone passes: the privates sold pay their revenue twice"))
        s.title.privates.payout_companies(s)
        s.title.privates.payout_companies(s)
        for p in s.round.entities:
            s.player[p.split(":", 1)[1]].passed = False


# ====================================================================== the stock round
class NEStockRound(StockRound):
    """At the end: a corporation with shares in the pool moves one column left; one whose
    shares are all held by players moves one right (facts §2)."""

    def finish(self, s: State) -> None:
        StockScratch.of(self.data).done = True
        for key in s.operating_order():
            if kind_of(key) != "corp":
                continue
            sym = id_of(key)
            corp = s.corps[sym]
            if corp.share_price is None or corp.closed:
                continue
            if s.percent_of(POOL, sym):
                rules(s).move(s, sym, "left")
            elif sum(s.player_percents(sym).values()) == 100:
                rules(s).move(s, sym, "right")


class NEBuySell(BuySellParShares):
    """Sell first, then buy one certificate: no sale after a purchase (facts §2)."""

    def can_sell_order(self, s: State) -> bool:
        return not any(a in PURCHASES for a in self.current(s))

    def process_par(self, s: State, action: Action) -> None:
        """A variable-home corporation (Takeover game) names its home ``city``; a home costing
        $120 needs a par of at least $60 (facts §1)."""
        sym = action.get("corporation")
        if (
            isinstance(sym, str)
            and sym in s.corps
            and is_variable(s, sym)
            and rules(s).stock.can_par(s, sym, action["_entity"])
        ):
            hex_id, stop, price = launch_home(s, sym, action)
            at = s.title.stock.parse_par(s, action, sym, check_cash=False)
            if price > 80 and s.mkt.price(at) < 60:
                raise IllegalAction(
                    msg("A home in {hex} costs ${price}: the par must be at least $60", hex=hex_id, price=price)
                )
            s.corps[sym].flags["home_choice"] = [hex_id, stop, price]
        super().process_par(s, action)


# ====================================================================== the operating round
class NEOperatingRound(op.OperatingRound):
    """The game's first operating round takes the corporations from the lowest price up; every
    other one from the highest down; ties by arrival at the price (facts §2, assumption or_ties)."""

    scratch_type: ClassVar[type[RoundScratch]] = NEOperatingScratch

    def select_entities(self, s: State) -> list[str]:
        order = s.operating_order()
        if s.turn == 1 and self.round_num == 1:
            return rules(s).lowest_first(s)
        return order

    def recalculate_order(self, s: State) -> None:
        if s.turn == 1 and self.round_num == 1:
            rest = self.entities[self.entity_index + 1 :]
            order = [e for e in rules(s).lowest_first(s) if e in rest]
            self.entities = self.entities[: self.entity_index + 1] + order + [e for e in rest if e not in order]
            return
        super().recalculate_order(s)


def _named(s: State, action: Action, holder: str, sym: str) -> list[Share]:
    """The certificates an issue or a redemption names, all of ``sym`` held by ``holder``."""
    ids = action.get("shares")
    if not isinstance(ids, list) or not ids:
        raise IllegalAction(msg("No certificate named"))
    if len(set(map(str, ids))) != len(ids):
        raise IllegalAction(msg("A certificate is named twice"))
    out = []
    for sid in ids:
        sh = s.shares.get(str(sid))
        if sh is None:
            raise IllegalAction(msg("There is no certificate {certificate}", certificate=sid))
        if sh.corp != sym or sh.owner != holder or sh.president:
            raise IllegalAction(
                msg("{certificate} is not a share {holder} holds", certificate=sid, holder=s.name_of(holder))
            )
        out.append(sh)
    return out


class IssueRedeem(op.OperatorStep):
    """Before running, a corporation may either issue shares from its treasury to the pool (at
    one column left of its price each, limit: shares held by players minus shares in the pool)
    or redeem shares from the pool (at one column right each).  The price does not move
    (facts §2).  18xx.games' vocabulary, as in 1846: the corporation sells (issues) or buys
    (redeems) its own shares."""

    description = msg("Issue or Redeem Shares")
    task = msg("issue or redeem shares")

    def actions(self, s: State, entity: str) -> list[str]:
        if entity != self.current_entity(s) or kind_of(entity) != "corp":
            return []
        title = rules(s)
        out = []
        if title.issue_limit(s, id_of(entity)) > 0:
            out.append("sell_shares")
        if title.redeemable(s, id_of(entity)) > 0:
            out.append("buy_shares")
        return out + ["pass"] if out else []

    def process_sell_shares(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        sym = id_of(entity)
        shares = _named(s, action, entity, sym)
        limit = rules(s).issue_limit(s, sym)
        if len(shares) > limit:
            raise IllegalAction(msg("{corporation} may issue at most {count} shares now", corporation=sym, count=limit))
        rules(s).issue(s, sym, shares)
        self.pass_(s)

    def process_buy_shares(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        sym = id_of(entity)
        shares = _named(s, action, POOL, sym)
        cost = len(shares) * rules(s).redeem_price(s, sym)
        if cost > s.cash(entity):
            raise IllegalAction(msg("{corporation} cannot afford ${price}", corporation=sym, price=cost))
        rules(s).redeem(s, sym, shares)
        self.pass_(s)


class BuyFerry(op.OperatorStep):
    """One ferry per turn, $40, during the track and token steps (before the run; facts §5,
    assumption ferry_purchase)."""

    description = msg("Buy a Ferry")
    task = msg("buy a ferry")
    blocks_round = False

    def actions(self, s: State, entity: str) -> list[str]:
        if entity != self.current_entity(s) or kind_of(entity) != "corp":
            return []
        if not isinstance(s.round.active_step(s), (op.Track, op.Token, op.Route)):
            return []
        return ["buy_special"] if rules(s).may_buy_ferry(s, id_of(entity)) else []

    def process_buy_special(self, s: State, action: Action) -> None:
        rules(s).buy_ferry(s, id_of(action["_entity"]), action.get("hex"))


class P5Ferry(op.OperatorStep):
    """P5's ferry, named by its corporation's president (an ``assign`` of P5 to a ferry's hex),
    once, before the run (seed: P5 doubles "um dos ferries da corporação"; not reassignable)."""

    description = msg("Double a Ferry")
    task = msg("name the ferry P5 doubles")
    blocks_round = False

    def actions(self, s: State, entity: str) -> list[str]:
        if kind_of(entity) != "company" or id_of(entity) != "P5":
            return []
        operator = self.operator(s)
        if operator is None or not isinstance(s.round.active_step(s), (op.Track, op.Token, op.Route)):
            return []
        # (offered while P5 is the operator's, so that a second naming is refused in words)
        p5 = s.companies.get("P5")
        return ["assign"] if p5 is not None and not p5.closed and p5.owner == operator else []

    def process_assign(self, s: State, action: Action) -> None:
        operator = self.operator(s)
        if operator is None:
            raise IllegalAction(msg("No company is operating"))
        rules(s).assign_p5(s, id_of(operator), action.get("target"))


class P3Track(op.SpecialTrack):
    """P3's two free yellow tiles in C4 and C6, for the corporation owning it, in its track step
    (facts §1 P3)."""

    def actions(self, s: State, entity: str) -> list[str]:
        if kind_of(entity) != "company" or id_of(entity) != "P3":
            return []
        if not isinstance(s.round.active_step(s), (op.Track, op.Token)):
            return []
        return ["lay_tile"] if rules(s).p3_hexes_open(s, self.operator(s)) else []

    def process_lay_tile(self, s: State, action: Action) -> None:
        operator = self.operator(s)
        if operator is None:
            raise IllegalAction(msg("No company is operating"))
        rules(s).p3_lay(s, operator, action)


class NEBuyTrain(op.BuyTrain):
    """Train purchase with the card's face named (``variant``) and 1833NE's emergency money: the
    treasury, then the emergency issue (the corporation "sells" its treasury shares), then the
    president's cash, then the president's sales (facts §6)."""

    def actions(self, s: State, entity: str) -> list[str]:
        cur = self.current_entity(s)
        if cur is None:
            return []
        if s.in_receivership(cur):  # buys a train only when it has none (assumption receivership)
            if entity == cur and not s.entity(cur).trains and s.title.trains.can_buy_train(s, entity):
                return ["buy_train", "pass"]
            return []
        return super().actions(s, entity)

    def process_buy_train(self, s: State, action: Action) -> None:
        operating(s).variant = action.get("variant")
        try:
            super().process_buy_train(s, action)
        finally:
            operating(s).forget("variant")

    def process_sell_shares(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        if entity == self.current_entity(s):
            rules(s).emergency_issue(s, id_of(entity), _named(s, action, entity, id_of(entity)))
            return
        rules(s).require_issue_first(s, self.current_entity(s))
        super().process_sell_shares(s, action)


def operating_steps() -> list[Step]:
    return [
        op.Bankrupt(),
        IssueRedeem(),
        op.BuyCompany(blocks=False),
        P3Track(),
        BuyFerry(),
        P5Ferry(),
        op.Track(),
        op.Token(),
        op.Route(),
        op.Dividend(),
        op.DiscardTrain(),
        NEBuyTrain(),
        op.BuyCompany(blocks=True),
    ]


__all__ = ["Auction", "NEStockRound", "NEBuySell", "NEOperatingRound", "operating_steps"]
