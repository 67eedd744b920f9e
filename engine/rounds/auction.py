"""Start packet rounds.  ``WaterfallAuction`` is 18MEX's buy-or-bid start (1830 family):
on your turn buy the cheapest company at its price, bid on another, or pass; bids are settled
down the list as soon as the company above is sold.  ``CompanyPendingPar`` lets the buyer of a
company that carries a president's certificate set the par price at once.

1893's starting package is a draft instead, with rounds of its own (engine/titles/g1893/rounds.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from engine.entities import BANK, player_key
from engine.errors import IllegalAction
from engine.i18n import msg
from engine.rounds.base import Action, Round, Step
from engine.scratch import AuctionScratch, RoundScratch

if TYPE_CHECKING:
    from engine.state import State


class AuctionRound(Round):
    name = msg("Auction Round")
    short = "ISR"
    programmable = "auction"
    scratch_type: ClassVar[type[RoundScratch]] = AuctionScratch

    def select_entities(self, s: State) -> list[str]:
        return [player_key(p) for p in s.players]


class CompanyPendingPar(Step):
    description = msg("Choose Corporation Par Value")
    task = msg("choose corporation par value")

    def active(self, s: State) -> bool:
        return bool(AuctionScratch.of(s.round.data).pending_par)

    def active_entities(self, s: State) -> list[str]:
        pending = AuctionScratch.of(s.round.data).pending_par
        if not pending:
            return []
        owner = s.companies[pending[0]].owner
        return [owner] if owner else []

    def actions(self, s: State, entity: str) -> list[str]:
        return ["par"] if entity == self.current_entity(s) else []

    def process_par(self, s: State, action: Action) -> None:
        company = s.companies[AuctionScratch.of(s.round.data).pending_par[0]]
        sym = action.get("corporation")
        target = s.title.privates.president_share_of(s, company)
        if target is None or target.corp != sym:
            if target is None:
                raise IllegalAction(msg("{company} sets no par price", company=company.sym))
            raise IllegalAction(
                msg(
                    "{company} sets the par price of {target}, not {corporation}",
                    company=company.sym,
                    target=target.corp,
                    corporation=sym,
                )
            )
        at = s.title.stock.parse_par(s, action, sym, check_cash=False)
        s.set_par(sym, at)
        s.buy_shares(action["_entity"], [target], free=True)
        s.note(
            msg(
                "{player} pars {corporation} at ${price}",
                player=s.name_of(action["_entity"]),
                corporation=sym,
                price=s.mkt.price(at),
            )
        )
        s.title.stock.after_par(s, sym)
        AuctionScratch.of(s.round.data).pending_par.pop(0)


class WaterfallAuction(Step):
    description = msg("Bid on Companies")
    task = msg("bid on companies")

    def __init__(self, **opts: Any) -> None:
        super().__init__(**opts)
        self.companies: list[str] = []  # unsold, ascending face value
        self.bids: dict[str, list[tuple[str, int]]] = {}  # company -> [(player key, price)] in bid order
        self.bidders: dict[str, list[str]] = {}
        self.auctioning: str | None = None
        self.cheapest: str | None = None

    def start(self, s: State) -> None:
        self.companies = [c.sym for c in sorted(s.title.privates.auction_companies(s), key=lambda c: c.value)]
        self.cheapest = self.companies[0] if self.companies else None

    # --- auction bookkeeping -------------------------------------------------------------
    def _active_auction(self) -> tuple[str, list[tuple[str, int]]] | None:
        if self.auctioning and len(self.bids.get(self.auctioning, [])) > 1:
            return self.auctioning, self.bids[self.auctioning]
        return None

    def active_entities(self, s: State) -> list[str]:
        auc = self._active_auction()
        if auc:
            return [min(auc[1], key=lambda b: b[1])[0]]
        return super().active_entities(s)

    def actions(self, s: State, entity: str) -> list[str]:
        if not self.companies:
            return []
        auc = self._active_auction()
        correct = auc is not None and min(auc[1], key=lambda b: b[1])[0] == entity
        return ["bid", "pass"] if correct or entity == self.current_entity(s) else []

    def may_purchase(self, company: str) -> bool:
        return self._active_auction() is None and bool(self.companies) and company == self.companies[0]

    def min_bid(self, s: State, company: str) -> int:
        c = s.companies[company]
        if self.may_purchase(company):
            return c.min_bid
        bids = self.bids.get(company, [])
        high = max((p for _, p in bids), default=None)
        return (high if high is not None else c.min_bid) + s.econ.min_bid_increment

    def committed(self, player: str) -> int:
        return sum(p for bids in self.bids.values() for who, p in bids if who == player)

    def current_bid(self, player: str, company: str) -> int:
        return next((p for who, p in self.bids.get(company, []) if who == player), 0)

    def max_bid(self, s: State, player: str, company: str) -> int:
        return s.cash(player) - self.committed(player) + self.current_bid(player, company)

    # --- actions -------------------------------------------------------------------------
    def process_pass(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        auc = self._active_auction()
        if auc:
            s.note(msg("{player} passes on {company}", player=s.name_of(entity), company=auc[0]))
            self.bids[auc[0]] = [b for b in self.bids[auc[0]] if b[0] != entity]
            self.resolve_bids(s)
        else:
            s.player[entity.split(":", 1)[1]].passed = True
            if all(s.player[p.split(":", 1)[1]].passed for p in s.round.entities):
                self.all_passed(s)
            s.round.next_entity_index(s)

    def process_bid(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        s.player[entity.split(":", 1)[1]].passed = False
        company = action.get("company")
        if company not in self.companies:
            raise IllegalAction(msg("{company} is not for sale", company=company))
        price = action.get("price")
        if not isinstance(price, int):
            raise IllegalAction(msg("A bid needs a whole-dollar price"))
        if self._active_auction():
            self.add_bid(s, entity, company, price)
        else:
            if self.may_purchase(company):
                s.round.last_to_act = entity
                self.buy_company(s, entity, company, price, check_price=True)
                self.resolve_bids(s)
            else:
                self.add_bid(s, entity, company, price)
            s.round.next_entity_index(s)

    def add_bid(self, s: State, entity: str, company: str, price: int) -> None:
        auc = self._active_auction()
        if auc and auc[0] != company:
            raise IllegalAction(msg("Only {company} is being auctioned now", company=auc[0]))
        low = self.min_bid(s, company)
        if price < low:
            raise IllegalAction(msg("Minimum bid is ${price} for {company}", price=low, company=company))
        high = self.max_bid(s, entity, company)
        if price > high:
            raise IllegalAction(msg("Cannot afford bid. Maximum possible bid is {price}", price=high))
        bids = [b for b in self.bids.get(company, []) if b[0] != entity]
        bids.append((entity, price))
        self.bids[company] = bids
        if entity not in self.bidders.setdefault(company, []):
            self.bidders[company].append(entity)
        s.note(msg("{player} bids ${price} for {company}", player=s.name_of(entity), price=price, company=company))

    def buy_company(self, s: State, player: str, company: str, price: int, check_price: bool = False) -> None:
        c = s.companies[company]
        if check_price and price != c.min_bid:
            raise IllegalAction(
                msg("{company} costs ${now} now, not ${price}", company=company, now=c.min_bid, price=price)
            )
        available = self.max_bid(s, player, company)
        if available < price:
            raise IllegalAction(
                msg(
                    "{player} has ${available} available and cannot spend ${price}",
                    player=s.name_of(player),
                    available=available,
                    price=price,
                )
            )
        c.owner = player
        if price > 0:
            s.spend(player, BANK, price)
        self.companies.remove(company)
        s.note(msg("{player} buys {company} for ${price}", player=s.name_of(player), company=company, price=price))
        s.title.privates.after_buy_company(s, player, c, price)

    def resolve_bids(self, s: State) -> None:
        while self.companies:
            company = self.companies[0]
            new_auction = company != self.auctioning
            self.auctioning = None
            bids = self.bids.get(company, [])
            if len(bids) == 1:
                who, price = bids[0]
                del self.bids[company]
                self.buy_company(s, who, company, price)
                continue
            if len(bids) > 1:
                self.auctioning = company
                if new_auction:
                    s.note(msg("{company} goes up for auction", company=company))
            break

    def all_passed(self, s: State) -> None:
        if self.cheapest in self.companies:
            c = s.companies[self.cheapest]
            c.discount += 5
            s.note(msg("{company} minimum bid decreases to ${price}", company=c.sym, price=c.min_bid))
            if c.min_bid <= 0:
                s.round.next_entity_index(s)
                self.buy_company(s, self.current_entity(s), c.sym, 0)  # type: ignore[arg-type]
                self.resolve_bids(s)
        else:
            s.title.privates.payout_companies(s)
        for p in s.round.entities:
            s.player[p.split(":", 1)[1]].passed = False
