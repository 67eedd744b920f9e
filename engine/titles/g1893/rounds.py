"""1893: Cologne's own rounds and steps: the draft of the starting package, the forced auction of
what the draft left, the stock round with bonds and the FdSD, and the merger rounds' votes.

The rules are the fact sheet's (../shared/reference/1893-facts.md §2, §5), which records how
18xx.games plays them; the title's other rules are hooks in ``engine.titles.g1893``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.entities import BANK, POOL, corp_key, id_of, kind_of, player_key
from engine.errors import IllegalAction
from engine.i18n import msg
from engine.rounds.base import Action, Round, Step
from engine.rounds.stock import PURCHASES, BuySellParShares, StockRound
from engine.scratch import RoundScratch
from engine.titles.g1893.departures import departures
from engine.titles.g1893.protocol import rules
from engine.titles.g1893.scratch import (
    DraftScratch,
    ForcedAuctionScratch,
    G1893StockScratch,
    MergerScratch,
    ParRag,
    flags,
    forced,
    merger,
    stock,
)

if TYPE_CHECKING:
    from engine.state import State

FDSD = "FdSD"
#: what the stock turn may offer (``Shares.actions``)
_SHARES_KINDS = frozenset({"buy_shares", "par", "buy_company", "sell_shares", "sell_company", "assign", "pass"})


# ====================================================================== the starting package
class DraftRound(Round):
    """Turn 1 opens with the draft: in seat order each player buys one certificate of the package
    at face value or passes for good (also for the first stock round)."""

    name = msg("Draft Round")
    short = "DR"
    scratch_type: ClassVar[type[RoundScratch]] = DraftScratch

    def select_entities(self, s: State) -> list[str]:
        return [player_key(p) for p in s.players]

    def setup(self, s: State) -> None:
        self.skip_passers(s)

    def finished(self, s: State) -> bool:
        return bool(DraftScratch.of(self.data).done)

    def process(self, s: State, action: Action) -> None:
        self.process_steps(s, action)
        self.entity_index = (self.entity_index + 1) % len(self.entities)
        if rules(s).draft_over(s):
            DraftScratch.of(self.data).done = True
            return
        self.skip_passers(s)

    def skip_passers(self, s: State) -> None:
        passers = flags(s).first_sr_passers
        for _ in range(len(self.entities)):
            if self.entities[self.entity_index] not in passers:
                return
            self.entity_index = (self.entity_index + 1) % len(self.entities)


class Draft(Step):
    description = msg("Draft of the Starting Package")
    task = msg("buy a certificate of the starting package")
    pass_label = msg("Pass for the rest of the draft")

    def actions(self, s: State, entity: str) -> list[str]:
        if s.round.finished(s) or entity != self.current_entity(s):
            return []
        return ["bid", "pass"]

    def process_bid(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        sym = action.get("company")
        title = rules(s)
        if sym not in {c.sym for c in title.draftables(s)}:
            raise IllegalAction(msg("{company} is not on offer in the draft", company=sym))
        company = s.companies[str(sym)]
        price = action.get("price")
        if price != company.value:  # (the site's interface always sends it; its engine checks nothing)
            raise IllegalAction(msg("{company} costs ${price} in the draft", company=sym, price=company.value))
        if s.cash(entity) < company.value:
            raise IllegalAction(
                msg("{player} cannot pay ${price} for {company}", player=s.name_of(entity), price=price, company=sym)
            )
        title.sell_package_card(s, entity, company.sym, int(price))

    def process_pass(self, s: State, action: Action) -> None:
        flags(s).first_sr_passers.append(action["_entity"])
        s.note(msg("{player} passes", player=s.name_of(action["_entity"])))


class ForcedAuctionRound(Round):
    """After the set of operating rounds, whatever the draft left is auctioned down: the
    priority player picks an item, the others buy it at its price or pass, the price falls
    10 at a time; at half its value the picker must buy it."""

    name = msg("Auction of the Starting Package")
    short = "AR"
    programmable: str | None = "auction"
    scratch_type: ClassVar[type[RoundScratch]] = ForcedAuctionScratch

    def select_entities(self, s: State) -> list[str]:
        return [player_key(p) for p in s.players]

    def setup(self, s: State) -> None:
        data = ForcedAuctionScratch.of(self.data)
        data.picked, data.picker, data.passed, data.first = None, None, [], self.entities[0]

    def finished(self, s: State) -> bool:
        return not rules(s).draftables(s) and ForcedAuctionScratch.of(self.data).picked is None


class ForcedAuction(Step):
    description = msg("Auction of the Starting Package")
    task = msg("pick or buy a certificate of the starting package")

    def actions(self, s: State, entity: str) -> list[str]:
        if entity != self.current_entity(s) or s.round.finished(s):
            return []
        picked = forced(s).picked
        if picked is None:
            return ["bid"]
        return ["bid", "pass"] if s.cash(entity) >= self.price(s, picked) else []

    @staticmethod
    def price(s: State, sym: str) -> int:
        c = s.companies[sym]
        return c.value - c.discount

    def process_bid(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        sym = action.get("company")
        picked = forced(s).picked
        if picked is None:
            if sym not in {c.sym for c in rules(s).draftables(s)}:
                raise IllegalAction(msg("{company} is not on offer in the auction", company=sym))
            # the selection names the item's price, as the site's interface sends it (its engine
            # reads no price there: an imported game's selection may name any)
            if action.get("price") != self.price(s, sym) and departures(s).refuses_misnamed_draft_price():
                raise IllegalAction(msg("{company} costs ${price} now", company=sym, price=self.price(s, sym)))
            data = forced(s)
            data.picked, data.picker, data.passed = sym, entity, []
            s.note(msg("{player} selects {company} for auction", player=s.name_of(entity), company=sym))
            self.advance(s)
            return
        if sym != picked:
            raise IllegalAction(msg("{company} is being auctioned, not {other}", company=picked, other=sym))
        price = self.price(s, picked)
        if action.get("price") != price:
            raise IllegalAction(msg("{company} costs ${price} now", company=picked, price=price))
        self.sold(s, entity, picked, price)

    def process_pass(self, s: State, action: Action) -> None:
        forced(s).passed.append(action["_entity"])
        s.note(msg("{player} passes", player=s.name_of(action["_entity"])))
        if not self.all_passed(s):
            self.advance(s)

    def advance(self, s: State) -> None:
        """To the next player who may still buy; one who cannot afford the price passes."""
        rnd = s.round
        rnd.entity_index = (rnd.entity_index + 1) % len(rnd.entities)
        ent = rnd.entities[rnd.entity_index]
        if self.all_passed(s):
            return
        data = forced(s)
        picked = data.picked
        assert picked is not None  # (all_passed answered True without one)
        if ent not in data.passed and s.cash(ent) >= self.price(s, picked):
            return
        if ent not in data.passed:
            data.passed.append(ent)
        s.note(msg("{player} cannot afford {company} and passes", player=s.name_of(ent), company=picked))
        self.advance(s)

    def all_passed(self, s: State) -> bool:
        """When every player has passed: at half the value the picker must buy; otherwise the
        price falls by 10 and the round goes on from the next player."""
        rnd = s.round
        picked = forced(s).picked
        if picked is None:
            return True
        if any(e not in forced(s).passed for e in rnd.entities):
            return False
        company = s.companies[picked]
        if company.value // 2 >= self.price(s, picked):
            self.forced(s, picked)
            return True
        company.discount += 10
        s.note(msg("The price of {company} is lowered to ${price}", company=picked, price=self.price(s, picked)))
        forced(s).passed = []
        self.advance(s)
        return True

    def forced(self, s: State, sym: str) -> None:
        rnd = s.round
        picker = forced(s).picker
        assert picker is not None  # (an item is up: someone picked it)
        price = self.price(s, sym)
        order = rnd.entities[rnd.entities.index(picker) :] + rnd.entities[: rnd.entities.index(picker)]
        buyer = next((p for p in order if s.cash(p) >= price), None)
        if buyer is None:
            buyer, price = picker, s.cash(picker)
        s.note(msg("{player} is forced to buy {company}", player=s.name_of(buyer), company=sym))
        self.sold(s, buyer, sym, price)

    def sold(self, s: State, buyer: str, sym: str, price: int) -> None:
        rnd = s.round
        picker = forced(s).picker
        assert picker is not None  # (an item is up: someone picked it)
        rules(s).sell_package_card(s, buyer, sym, price)
        data = forced(s)
        data.picked, data.picker, data.passed = None, None, []
        if not rules(s).draftables(s):
            # the player who had priority as the auction began keeps it
            first = forced(s).first
            assert first is not None  # (set as the round began)
            i = s.players.index(id_of(first))
            s.players = s.players[i:] + s.players[:i]
            rnd.entity_index = 0
            return
        rnd.entity_index = (rnd.entities.index(picker) + 1) % len(rnd.entities)


# ====================================================================== the stock round
class G1893StockRound(StockRound):
    """The stock round with 1893's bookkeeping (a RAG par the FdSD may pay for)."""

    scratch_type: ClassVar[type[RoundScratch]] = G1893StockScratch


class Shares(BuySellParShares):
    """1893's stock turn: sell first, then buy one certificate, bond or package card; bonds sold
    back to the bank; no selling in turn 1 nor of a corporation that has not operated; the FdSD
    exchanged for RAG shares; a pass in turn 1 is final."""

    def first_sr_passed(self, s: State, entity: str) -> bool:
        return s.turn == 1 and entity in flags(s).first_sr_passers

    def actions(self, s: State, entity: str) -> list[str]:
        opened = s.querying()  # (the core step's answers, asked again below, are worked out once)
        try:
            return self._shares_actions(s, entity)
        finally:
            if opened:
                s.done_querying()

    def _shares_actions(self, s: State, entity: str) -> list[str]:
        if kind_of(entity) == "company":
            return ["buy_shares"] if self.can_exchange(s, entity) else []
        if entity != self.current_entity(s) or self.first_sr_passed(s, entity):
            return []
        if stock(s).par_rag:  # (in turn 1 only the FdSD pays: see process_pass)
            return ["assign"] if s.turn == 1 and departures(s).rag_par_paid_with_fdsd_only() else ["assign", "pass"]
        if self.must_sell(s, entity):
            return ["sell_shares"]
        out = [a for a in super().actions(s, entity) if a != "pass"]
        if "buy_shares" not in out and self.can_exchange(s, f"company:{FDSD}"):
            out.append("buy_shares")  # (the FdSD's exchange keeps its owner's turn open)
        if self.bank_companies(s, entity):
            out.append("buy_company")
        if self.sellable_bonds(s, entity):
            out.append("sell_company")
        if out and out != ["buy_company"] or self.bank_companies(s, entity):
            return [*dict.fromkeys(out), "pass"]
        return []

    def accepts(self, s: State, entity: str, kind: str) -> bool:
        """``kind in actions(...)`` working out only what that kind needs (asked for every action
        of a stock round: the whole list was most of a 1893 replay's stock turns)."""
        if kind not in _SHARES_KINDS:
            return False
        if kind == "buy_company" or kind_of(entity) == "company":
            return kind in self.actions(s, entity)
        opened = s.querying()
        try:
            plain = self._plain_turn(s, entity)
            if plain is not True:
                return plain is not False and kind in plain
            if kind == "sell_shares":  # (offered whenever a sale is possible, alone when one must sell)
                return self.can_sell_any(s, entity)
            if self.over_limits(s, entity) and self.can_sell_any(s, entity):  # must sell (the cheaper ask first)
                return False
            if kind == "buy_shares":
                return self.can_buy_any(s, entity) or self.can_exchange(s, f"company:{FDSD}")
            if kind == "par":
                return self.can_ipo_any(s, entity)
            if kind == "sell_company":
                return bool(self.sellable_bonds(s, entity))
            return kind == "pass" and self._any_offered(s, entity)  # (an assign only with a par of RAG)
        finally:
            if opened:
                s.done_querying()

    def has_actions(self, s: State, entity: str) -> bool:
        """``bool(actions(...))`` stopping at the first kind found (whether the step blocks is
        asked after every action)."""
        if kind_of(entity) == "company":
            return self.can_exchange(s, entity)
        opened = s.querying()
        try:
            plain = self._plain_turn(s, entity)
            if plain is not True:
                return bool(plain)
            return self._any_offered(s, entity)
        finally:
            if opened:
                s.done_querying()

    def _plain_turn(self, s: State, entity: str) -> bool | list[str]:
        """True when ``entity``'s turn is an ordinary one (what ``_any_offered`` reads); else
        ``actions``' answer (False: nothing)."""
        if entity != self.current_entity(s) or self.first_sr_passed(s, entity):
            return False
        if stock(s).par_rag:
            return self._shares_actions(s, entity)
        return True

    def _any_offered(self, s: State, entity: str) -> bool:
        """Does an ordinary turn offer anything: ``actions`` lists something (then with a pass)
        when it may sell, buy (the FdSD's exchange included), par, buy from the bank or sell a
        bond; a private bought from another player alone offers nothing."""
        return bool(
            self.can_sell_any(s, entity)
            or self.can_buy_any(s, entity)
            or self.can_ipo_any(s, entity)
            or self.can_exchange(s, f"company:{FDSD}")
            or self.bank_companies(s, entity)
            or self.sellable_bonds(s, entity)
        )

    # --- what may be done ---------------------------------------------------------------
    def can_sell_order(self, s: State) -> bool:
        """Sell, then buy: nothing is sold after a purchase."""
        return not any(a in PURCHASES for a in self.current(s))

    def can_buy(self, s: State, entity: str, shares: list) -> bool:
        """18xx.games lets the FdSD's owner buy any RAG share, whatever the certificate limit and
        holding cap (site-defects.md): replayed in imported games only."""
        if departures(s).fdsd_owner_buys_rag_freely() and shares and shares[0].corp == "RAG" and not self.bought(s):
            fdsd = s.companies.get(FDSD)
            if fdsd and not fdsd.closed and fdsd.owner == entity and s.cash(entity) >= s.bundle_price(shares):
                return all(sh.owner == POOL for sh in shares)
        return super().can_buy(s, entity, shares)

    def can_sell(self, s: State, entity: str, shares: list, percent: int | None = None) -> bool:
        if not shares or not s.corps[shares[0].corp].operated:
            return False
        return super().can_sell(s, entity, shares, percent)

    def purchasable_companies(self, s: State, entity: str) -> list:
        """The EVA from another player: only in games imported from 18xx.games, which offers it in
        stock turns too (and pays the price to the bank, site-defects.md); by the rules it is
        bought during a turn of a company one runs (``EvaPurchase``)."""
        if self.bought(s) or not departures(s).offers_eva_in_stock_turns():
            return []
        return [c for c in rules(s).eva_for(s, entity) if s.cash(entity) >= 1]

    def bank_companies(self, s: State, entity: str) -> list:
        """The package card left and the lowest bond, as far as ``entity`` may buy them now."""
        if self.bought(s) or s.num_certs(id_of(entity)) >= s.cert_limit():
            return []
        data = stock(s)
        data.mark("sold")
        sold_bond = "bond" in data.sold.get(entity, {})
        out = []
        for c in rules(s).bank_owned(s):
            if rules(s).is_bond(c.sym) and sold_bond:
                continue
            if s.cash(entity) >= c.value:
                out.append(c)
        return out

    def sellable_bonds(self, s: State, entity: str) -> list:
        if s.turn == 1 or self.bought(s):
            return []
        return [c for c in s.companies.values() if c.owner == entity and not c.closed and rules(s).is_bond(c.sym)]

    def can_exchange(self, s: State, entity: str) -> bool:
        """May the FdSD be exchanged for RAG shares now: on its owner's turn, before a purchase,
        RAG parred with shares in the market?"""
        fdsd = s.companies.get(FDSD)
        if fdsd is None or fdsd.closed or fdsd.owner is None or id_of(entity) != FDSD:
            return False
        owner = fdsd.owner
        if owner != self.current_entity(s) or self.first_sr_passed(s, owner) or self.bought(s):
            return False
        return s.corps["RAG"].ipoed and bool(s.shares_of(POOL, "RAG"))

    def can_ipo_any(self, s: State, entity: str) -> bool:
        if self.bought(s):
            return False
        return any(rules(s).may_par(s, sym, entity) for sym in s.corps)

    # --- processing -----------------------------------------------------------------------
    def pass_(self, s: State) -> None:
        ent = self.current_entity(s)
        if ent is not None:
            par = stock(s).take_par_rag()
            if par is not None:  # the FdSD owner pays for RAG's par in cash and keeps it
                s.note(msg("{player} keeps the FdSD and pays in cash", player=s.name_of(ent)))
                self.par(s, ent, par.corporation, par.at)
                return
            rules(s).fdsd_turn_over(s, ent, passed=True)
        super().pass_(s)

    def process_pass(self, s: State, action: Action) -> None:
        if stock(s).par_rag:
            if s.turn == 1 and departures(s).rag_par_paid_with_fdsd_only():
                # 18xx.games counts this pass as the player's final pass of turn 1 and then
                # refuses the par itself (site-defects.md): here too only the FdSD pays
                raise IllegalAction(msg("In the first stock round the par of RAG is paid with the FdSD (assign)"))
            self.pass_(s)  # (declining the FdSD exchange is not the end of the turn)
            return
        if s.turn == 1:  # a pass in turn 1 is final (a turn skipped for want of a move is not)
            flags(s).first_sr_passers.append(action["_entity"])
        super().process_pass(s, action)

    def process_buy_shares(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        if kind_of(entity) == "company":
            self.exchange_fdsd(s, entity, list(action.get("shares") or []))
            return
        super().process_buy_shares(s, action)
        rules(s).fdsd_turn_over(s, entity)

    def exchange_fdsd(self, s: State, entity: str, named: list) -> None:
        if not self.can_exchange(s, entity):
            raise IllegalAction(msg("The FdSD cannot be exchanged now"))
        owner = s.companies[FDSD].owner
        assert owner is not None
        shares = s.shares_of(POOL, "RAG")[:2]
        market = {sh.id for sh in s.shares_of(POOL, "RAG")}
        if not named or any(sid not in market for sid in named):
            raise IllegalAction(msg("The FdSD is exchanged for RAG shares from the market"))
        if (
            not s.holding_ok(owner, "RAG", sum(sh.percent for sh in shares))
            and not departures(s).fdsd_owner_buys_rag_freely()
        ):
            raise IllegalAction(msg("{player} would hold more than the limit of RAG", player=s.name_of(owner)))
        rules(s).close_fdsd(s)
        s.buy_shares(owner, shares, free=True)
        s.note(
            msg(
                "{player} exchanges the FdSD for {shares} of RAG",
                player=s.name_of(owner),
                shares=", ".join(sh.id for sh in shares),
            )
        )
        self.track(s, owner, "buy_shares")

    def process_par(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        sym = str(action.get("corporation"))
        title = rules(s)
        if not title.may_par(s, sym, entity, check_cash=False):
            raise IllegalAction(msg("{corporation} cannot be parred", corporation=sym))
        at = title.stock.parse_par(s, action, sym, check_cash=False)
        price = s.mkt.price(at)
        if not title.fdsd_pays_par(s, sym, entity):
            need = s.par_cost(sym, price)
            if s.cash(entity) < max(need, 120):
                raise IllegalAction(
                    msg("Parring {corporation} at ${price} costs ${amount}", corporation=sym, price=price, amount=need)
                )
            self.par(s, entity, sym, at)
            return
        if s.cash(entity) < s.par_cost(sym, price):  # the FdSD pays, no question asked
            title.fdsd_for_par(s, entity, sym, price)
            self.par(s, entity, sym, at)
            return
        stock(s).par_rag = ParRag(sym, (int(at[0]), int(at[1])))
        s.note(msg("{player} may pay for the par by exchanging the FdSD", player=s.name_of(entity)))

    def process_assign(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        if action.get("target") != FDSD or action.get("target_type", "company") != "company":
            raise IllegalAction(msg("Only the FdSD may be handed in for the par"))
        par = stock(s).take_par_rag()
        if par is None:
            raise IllegalAction(msg("Nothing to assign now"))
        rules(s).fdsd_for_par(s, entity, par.corporation, s.mkt.price(par.at))
        self.par(s, entity, par.corporation, par.at)

    def par(self, s: State, entity: str, sym: str, at: tuple[int, int]) -> None:
        if not self.can_gain(s, entity, [s.presidents_share(sym)]):
            raise IllegalAction(msg("{player} may not hold more certificates", player=s.name_of(entity)))
        s.set_par(sym, at)
        s.buy_shares(entity, [s.presidents_share(sym)])
        s.note(
            msg(
                "{player} pars {corporation} at ${price}",
                player=s.name_of(entity),
                corporation=sym,
                price=s.mkt.price(at),
            )
        )
        rules(s).to_market(s, sym)
        self.track(s, entity, "par")

    def process_buy_company(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        sym = action.get("company") or action.get("minor")
        title = rules(s)
        price = action.get("price")
        if sym in {c.sym for c in self.bank_companies(s, entity)}:
            company = s.companies[str(sym)]
            if price != company.value:
                raise IllegalAction(msg("{company} costs ${price}", company=sym, price=company.value))
            title.sell_package_card(s, entity, company.sym, int(price))
        elif sym in {c.sym for c in self.purchasable_companies(s, entity)}:
            if not isinstance(price, int) or not 1 <= price <= s.cash(entity):
                raise IllegalAction(msg("{company} changes hands for $1 up to the buyer's cash", company=sym))
            title.buy_eva(s, entity, price, in_stock_round=True)
        else:
            raise IllegalAction(msg("{player} cannot buy {company} now", player=s.name_of(entity), company=sym))
        self.track(s, entity, "buy_company")

    process_buy_corporation = process_buy_company

    def process_sell_company(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        sym = action.get("company")
        bond = next((c for c in self.sellable_bonds(s, entity) if c.sym == sym), None)
        if bond is None:
            raise IllegalAction(msg("{player} cannot sell {company} now", player=s.name_of(entity), company=sym))
        s.spend(BANK, entity, bond.value)
        bond.owner = None
        data = stock(s)
        data.mark("sold")
        data.sold.setdefault(entity, {})["bond"] = "now"
        s.round.last_to_act = entity
        self.current(s).append("sell_company")
        s.note(
            msg(
                "{player} sells {company} to the bank for ${price}",
                player=s.name_of(entity),
                company=sym,
                price=bond.value,
            )
        )


# ====================================================================== merger rounds
class MergerRound(Round):
    """After each stock round and operating round until HGK exists: AGV or HGK forms at once
    when its phase has come, or its voters decide (market shares count No; Yes at 50% forms
    it, No above 50% puts it off).  Share prices never move here."""

    name = msg("Merger Round")
    short = "MR"
    scratch_type: ClassVar[type[RoundScratch]] = MergerScratch

    def __init__(self, s: State, steps: list[Step], after: tuple[str, int]) -> None:
        self.after = after
        super().__init__(s, steps)

    def select_entities(self, s: State) -> list[str]:
        return [player_key(p) for p in s.players]

    def setup(self, s: State) -> None:
        title = rules(s)
        offering, voters, votes = title.open_merger(s)
        data = MergerScratch.of(self.data)
        data.offering, data.votes, data.yes, data.no = offering, votes, 0, 100 - sum(votes.values())
        if voters:
            self.entities = voters
        self.entity_index = 0

    def finished(self, s: State) -> bool:
        return not MergerScratch.of(self.data).offering and not flags(s).potential_discard

    def process(self, s: State, action: Action) -> None:
        self.process_steps(s, action)


class Vote(Step):
    description = msg("Merger Vote")
    task = msg("vote on the merger")

    def active(self, s: State) -> bool:
        return bool(merger(s).offering)

    def actions(self, s: State, entity: str) -> list[str]:
        if kind_of(entity) != "player" or entity != self.current_entity(s) or not self.active(s):
            return []
        return ["special_buy"] if entity in merger(s).votes else []

    def process_special_buy(self, s: State, action: Action) -> None:
        rnd = s.round
        entity = action["_entity"]
        choice = action.get("description")
        if choice not in ("yes", "no"):
            raise IllegalAction(msg("A merger vote is yes or no"))
        target = merger(s).offering[0]
        votes = merger(s).votes[entity]
        if choice == "yes":
            merger(s).yes += votes
            s.note(msg("{player} votes yes to form {corporation}", player=s.name_of(entity), corporation=target))
        else:
            merger(s).no += votes
            s.note(msg("{player} votes no to form {corporation}", player=s.name_of(entity), corporation=target))
        s.note(msg("Yes {yes}%, No {no}%", yes=merger(s).yes, no=merger(s).no))
        if merger(s).yes >= 50:
            s.note(msg("{corporation} is formed by the vote", corporation=target))
            rules(s).form(s, target)
            merger(s).offering.pop(0)
        elif merger(s).no > 50:
            s.note(msg("{corporation} is not formed this time", corporation=target))
            merger(s).offering.pop(0)
        else:
            rnd.entity_index = (rnd.entity_index + 1) % len(rnd.entities)


class DiscardAfterMerger(Step):
    """The president of a corporation just formed may send any of its inherited trains to the
    depot (down to its train limit at least)."""

    description = msg("Discard Trains after the Merger")
    task = msg("discard trains after the merger")

    def active(self, s: State) -> bool:
        return bool(flags(s).potential_discard)

    def active_entities(self, s: State) -> list[str]:
        return [corp_key(flags(s).potential_discard[0])] if self.active(s) else []

    def actions(self, s: State, entity: str) -> list[str]:
        if entity != self.current_entity(s):
            return []
        over = len(s.entity(entity).trains) > s.train_limit(entity)
        return ["discard_train"] if over else ["discard_train", "pass"]

    def process_discard_train(self, s: State, action: Action) -> None:
        from engine.rounds.operating import discard_train

        entity = action["_entity"]
        discard_train(s, entity, action.get("train"))
        if not s.entity(entity).trains:
            flags(s).potential_discard.pop(0)

    def process_pass(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        flags(s).potential_discard.pop(0)
        s.note(msg("{entity} keeps its trains", entity=id_of(entity)))


__all__ = [
    "DraftRound",
    "Draft",
    "ForcedAuctionRound",
    "ForcedAuction",
    "Shares",
    "MergerRound",
    "Vote",
    "DiscardAfterMerger",
]
