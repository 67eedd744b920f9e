"""18GB's round steps (fact sheet §3.1 auction, §4 stock round, §10 operating turn).

Each step follows the order of play 18xx.games recorded games were made with, so a recorded
``pass`` lands where the site expected one: the auction with every private open at once, the
stock turn with conversion, the operating turn's combined track-and-token step, the route step
that leases a train to an insolvent corporation, the train step with the emergency conversion
and the director's share purchase after it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.entities import BANK, DEPOT, POOL, Share, corp_key, id_of, kind_of, player_key
from engine.errors import IllegalAction
from engine.i18n import msg
from engine.rounds import operating as op
from engine.rounds.auction import AuctionRound
from engine.rounds.base import Action, Step
from engine.rounds.stock import PURCHASES, BuySellParShares, StockRound
from engine.scratch import RoundScratch
from engine.titles.g18gb.departures import departures
from engine.titles.g18gb.protocol import rules
from engine.titles.g18gb.scratch import GBOperatingScratch, GBStockScratch, flags, operating, stock

if TYPE_CHECKING:
    from engine.state import State


def _pid(key: str) -> str:
    return key.split(":", 1)[1]


# ------------------------------------------------------------------------------------ auction
class GBAuction(Step):
    """Every unsold private is open to bids at once; nothing resolves until all have passed
    (fact sheet §3.1)."""

    description = msg("Bid on Companies")
    task = msg("bid on companies")

    def __init__(self) -> None:
        super().__init__()
        self.companies: list[str] = []
        self.bids: dict[str, list[tuple[str, int]]] = {}  # company -> [(player, price)]
        self.required = 1

    def start(self, s: State) -> None:
        self.companies = [c.sym for c in s.companies.values() if c.owner is None and not c.closed]
        self.required = rules(s).required_bids(s)

    def actions(self, s: State, entity: str) -> list[str]:
        if not self.companies or entity != self.current_entity(s):
            return []
        return ["bid", "pass"] if self.may_pass(s, entity) else ["bid"]

    def may_purchase(self, company: str) -> bool:
        """No private is bought outright: every sale is a bid settled when all have passed."""
        return False

    def high_bid(self, company: str) -> tuple[str, int] | None:
        bids = self.bids.get(company, [])
        return max(bids, key=lambda b: b[1]) if bids else None

    def may_pass(self, s: State, entity: str) -> bool:
        highs = [self.high_bid(c) for c in self.companies]
        if all(highs):
            return True
        if any(s.companies[c].discount > 0 for c in self.companies):
            return True
        if sum(1 for h in highs if h and h[0] == entity) >= self.required:
            return True
        # (not on 18xx.games, where such a player is stuck: one who can afford no bid passes)
        return not any(self.min_bid(s, c) <= self.max_bid(s, entity, c) for c in self.companies)

    def min_bid(self, s: State, company: str) -> int:
        high = self.high_bid(company)
        return s.companies[company].min_bid if high is None else high[1] + s.econ.min_bid_increment

    def committed(self, player: str) -> int:
        return sum(h[1] for c in self.companies if (h := self.high_bid(c)) and h[0] == player)

    def max_bid(self, s: State, player: str, company: str) -> int:
        """Cash less the bids the player is winning, plus their own bid on this private if it
        is one of them.  (18xx.games adds the player's own bid even when outbid, which lets a
        bid exceed the cash it will have to pay: imported games are read that way.)"""
        own = next((p for who, p in self.bids.get(company, []) if who == player), 0)
        high = self.high_bid(company)
        if not departures(s).counts_own_outbid_bid() and not (high and high[0] == player):
            own = 0
        return s.cash(player) - self.committed(player) + own

    def process_bid(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        company = action.get("company")
        price = action.get("price")
        if company not in self.companies:
            raise IllegalAction(msg("{company} is not for sale", company=company))
        if not isinstance(price, int):
            raise IllegalAction(msg("A bid needs a whole-pound price"))
        low = self.min_bid(s, company)
        if price < low:
            raise IllegalAction(msg("Minimum bid is £{price} for {company}", price=low, company=company))
        if (price - low) % s.econ.min_bid_increment:
            raise IllegalAction(
                msg("A bid must be £{price} plus a multiple of £{step}", price=low, step=s.econ.min_bid_increment)
            )
        high = self.max_bid(s, entity, company)
        if price > high:
            raise IllegalAction(msg("Cannot afford bid. Maximum possible bid is {price}", price=high))
        s.player[_pid(entity)].passed = False
        self.bids[company] = [b for b in self.bids.get(company, []) if b[0] != entity] + [(entity, price)]
        s.note(msg("{player} bids £{price} for {company}", player=s.name_of(entity), price=price, company=company))
        s.round.next_entity_index(s)

    def process_pass(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        if not self.may_pass(s, entity):
            raise IllegalAction(msg("{player} must bid before passing", player=s.name_of(entity)))
        s.player[_pid(entity)].passed = True
        s.note(msg("{player} passes bidding", player=s.name_of(entity)))
        if all(s.player[_pid(p)].passed for p in s.round.entities):
            self.all_passed(s)
        s.round.next_entity_index(s)

    def all_passed(self, s: State) -> None:
        """Each bid private goes to its high bidder; each unbid one is £10 cheaper; one reaching
        £0 gets a forced £0 bid from the player after the last to pass."""
        for company in list(self.companies):
            high = self.high_bid(company)
            if high is None:
                continue
            who, price = high
            c = s.companies[company]
            c.owner = who
            if price:
                s.spend(who, BANK, price)
            self.companies.remove(company)
            self.bids.pop(company, None)
            s.note(msg("{player} buys {company} for £{price}", player=s.name_of(who), company=company, price=price))
        for company in self.companies:
            c = s.companies[company]
            c.discount += 10
            s.note(msg("{company} minimum bid decreases to £{price}", company=c.sym, price=c.min_bid))
            if c.min_bid <= 0:
                s.round.next_entity_index(s)
                forced = s.round.entities[s.round.entity_index]
                self.bids[company] = [(forced, 0)]
                s.note(msg("{player} is forced to bid £0 on {company}", player=s.name_of(forced), company=company))
        for p in s.round.entities:
            s.player[_pid(p)].passed = False


class GBAuctionRound(AuctionRound):
    """The opening auction; afterwards the seats are ordered by cash, least first."""


# ------------------------------------------------------------------------------------ stock round
class GBStockRound(StockRound):
    """Records which corporations the player presides as the turn starts (the £50–65 double buy
    is for a director since the start of the turn)."""

    scratch_type: ClassVar[type[RoundScratch]] = GBStockScratch

    def start_entity(self, s: State, first: bool = False) -> None:
        ent = self.entities[self.entity_index] if self.entities else None
        GBStockScratch.of(self.data).presidencies = [c.sym for c in s.corps.values() if ent and c.owner == ent]
        super().start_entity(s, first)

    def finish(self, s: State) -> None:
        """No price moves at the end of an 18GB stock round (no sold-out rise)."""
        GBStockScratch.of(self.data).done = True

    def next_entity(self, s: State) -> None:
        super().next_entity(s)
        if not GBStockScratch.of(self.data).done:
            ent = self.entities[self.entity_index]
            GBStockScratch.of(self.data).presidencies = [c.sym for c in s.corps.values() if c.owner == ent]


class GBBuySellParShares(BuySellParShares):
    """Sell then buy; conversion (``choose``) first in a turn; closing a private
    (``choose_ability``) from SR2; IPO holdings up to 60%; the director's certificate back from
    the pool for one certificate; two shares in the £50–65 zone."""

    def _actions(self, s: State, entity: str) -> list[str]:
        out = super()._actions(s, entity)
        if out == ["sell_shares"]:
            return out
        if self.can_convert_any(s, entity):
            out.insert(len(out) - 1 if out and out[-1] == "pass" else len(out), "choose")
            if "pass" not in out:
                out.append("pass")
        return out

    def has_actions(self, s: State, entity: str) -> bool:
        return bool(self.actions(s, entity))

    def accepts(self, s: State, entity: str, kind: str) -> bool:
        if kind == "choose_ability":
            return kind_of(entity) == "company" and self.may_close(s, entity)
        return kind in self.actions(s, entity)

    def may_close(self, s: State, entity: str) -> bool:
        c = s.companies.get(id_of(entity))
        return c is not None and not c.closed and c.owner is not None and s.turn > 1

    def converted(self, s: State) -> str | None:
        return stock(s).converted

    def can_convert(self, s: State, entity: str, sym: str) -> bool:
        corp = s.corps[sym]
        return (
            not corp.closed
            and corp.owner == entity
            and corp.operated
            and s.share_percent(sym) == 20
            and not self.current(s)
            and self.converted(s) is None
        )

    def can_convert_any(self, s: State, entity: str) -> bool:
        return any(self.can_convert(s, entity, sym) for sym in s.corps)

    def can_buy(self, s: State, entity: str, shares: list[Share]) -> bool:
        if not shares:
            return False
        sym = shares[0].corp
        only = rules(s).only_buys(s, entity) or self.converted(s)
        if only and sym != only:
            return False
        sh = shares[0]
        if sh.president and sh.owner == POOL:
            return self.can_buy_presidency(s, entity, shares)
        if sh.owner == corp_key(sym) and s.percent_of(entity, sym) + sum(x.percent for x in shares) > 60:
            return False
        return super().can_buy(s, entity, shares)

    def _can_buy_any(self, s: State, entity: str) -> bool:
        """Is a purchase offered?  As 18xx.games decides it, which keeps the turn open: cash,
        room and the double-buy rules, but not the 60% IPO limit, LB's marriage to LNWR nor the
        restriction after converting (a purchase they forbid is then refused with its reason)."""
        if self.bought(s) and stock(s).multi_buy is None:
            return False
        return any(self.offered(s, entity, c) for c in self._candidates(s))

    def offered(self, s: State, entity: str, shares: list[Share]) -> bool:
        sh = shares[0]
        sym = sh.corp
        if self.sold_corp(s, entity, sym) or (self.bought(s) and not self.may_buy_again(s, sym)):
            return False
        if sh.president and sh.owner == POOL:
            # (18xx.games judges the pool by its smallest certificate of the corporation: with
            # an ordinary share there too, the director's is offered only if that share is)
            smallest = min((x for x in s.shares_of(POOL, sym) if x.buyable), key=lambda x: x.percent, default=sh)
            if smallest.percent < sh.percent:
                return s.cash(entity) >= s.bundle_price([smallest]) and self.can_gain(s, entity, [smallest])
            return len(s.shares_of(entity, sym)) == 1 and s.cash(entity) >= s.bundle_price(shares)
        if not sh.buyable or s.cash(entity) < s.bundle_price(shares):
            return False
        return self.can_gain(s, entity, shares)

    def can_buy_presidency(self, s: State, entity: str, shares: list[Share]) -> bool:
        """The director's certificate from the pool: for a player holding exactly one
        certificate of the corporation, which goes to the pool in part payment.  The player
        must have the certificate's whole price in hand (as 18xx.games checks it), though only
        the difference is paid."""
        sym = shares[0].corp
        if len(s.shares_of(entity, sym)) != 1 or self.sold_corp(s, entity, sym):
            return False
        if self.bought(s) and not self.may_buy_again(s, sym):
            return False
        return s.cash(entity) >= s.bundle_price(shares)

    def _candidates(self, s: State):  # noqa: ANN202
        yield from super()._candidates(s)
        for sym, corp in s.corps.items():
            if not corp.closed:
                pres = [sh for sh in s.shares_of(POOL, sym) if sh.president]
                if pres:
                    yield pres

    def may_buy_again(self, s: State, sym: str) -> bool:
        """A second share of ``sym`` this turn: it sits in the £50–65 zone, the player has
        presided it since the turn began, and the turn's only purchase was one share of it."""
        at = s.corps[sym].share_price
        cell = s.mkt.cell(at) if at else None
        if cell is None or not cell.multiple_buy:
            return False
        bought = stock(s).bought_syms
        if "par" in self.current(s) or any(b != sym for b in bought) or len(bought) >= 2:
            return False
        return sym in stock(s).presidencies and s.corps[sym].owner == self.current_entity(s)

    def track(self, s: State, entity: str, kind: str) -> None:
        super().track(s, entity, kind)
        if kind == "buy_shares":
            sym = stock(s).buying
            stock(s).forget("buying")
            if sym:
                stock(s).mark("bought_syms")
                stock(s).bought_syms.append(sym)
                if self.may_buy_again(s, sym):
                    stock(s).multi_buy = sym

    def buy_refusal(self, s: State, entity: str, shares: list[Share]) -> str | None:
        """The 18GB reason a purchase is refused (None: the general checks decide)."""
        sym = shares[0].corp
        only = rules(s).only_buys(s, entity)
        if only and sym != only:
            return msg("{player} owns LB and may buy only LNWR until LNWR is started", player=s.name_of(entity))
        converted = self.converted(s)
        if converted and sym != converted:
            return msg("After converting {corporation} only its shares may be bought this turn", corporation=converted)
        pct = s.percent_of(entity, sym) + sum(x.percent for x in shares)
        if shares[0].owner == corp_key(sym) and pct > 60:
            return msg(
                "Buying from the IPO may not take a holding of {corporation} above {limit}",
                corporation=sym,
                limit="60%",
            )
        return None

    def process_buy_shares(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        ids = action.get("shares", [])
        named = [s.shares[i] for i in ids if i in s.shares]
        refusal = self.buy_refusal(s, entity, named) if named else None
        if refusal:
            raise IllegalAction(refusal)
        if ids and ids[0] in s.shares:
            stock(s).buying = s.shares[ids[0]].corp
        pres = [s.shares[i] for i in ids if i in s.shares and s.shares[i].president and s.shares[i].owner == POOL]
        if not pres:
            super().process_buy_shares(s, action)
            return
        shares = [pres[0]]
        sym = shares[0].corp
        if not self.can_buy_presidency(s, entity, shares):
            raise IllegalAction(
                msg("{player} cannot buy {shares} now", player=s.name_of(entity), shares=", ".join(ids))
            )
        only = rules(s).only_buys(s, entity) or self.converted(s)
        if only and sym != only:
            raise IllegalAction(
                msg("{player} may buy only {corporation} now", player=s.name_of(entity), corporation=only)
            )
        swap = s.shares_of(entity, sym)[0]
        price = s.buy_shares(entity, shares, swap=swap)
        s.note(msg("{player} buys {shares} for £{price}", player=s.name_of(entity), shares=shares[0].id, price=price))
        self.track(s, entity, "buy_shares")

    def process_par(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        sym = action.get("corporation")
        if sym in s.corps:
            refusal = rules(s).par_refusal(s, str(sym), entity)
            if refusal:
                raise IllegalAction(refusal)
        super().process_par(s, action)

    def can_ipo_any(self, s: State, entity: str) -> bool:
        if self.converted(s):
            return False
        return super().can_ipo_any(s, entity)

    def can_sell(self, s: State, entity: str, shares: list[Share], percent: int | None = None) -> bool:
        if self.converted(s) or self.bought(s):  # sell, then buy
            return False
        if shares and stock(s).sold.get(entity, {}).get(shares[0].corp) == "now":
            return False
        return super().can_sell(s, entity, shares, percent)

    def process_sell_shares(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        ids = action.get("shares", [])
        sym = s.shares[ids[0]].corp if ids and ids[0] in s.shares else None
        if sym is not None:
            stock(s).sale_by_president = s.corps[sym].owner == entity
        stock(s).share_price = action.get("share_price")  # (read by Rules.sale_price)
        try:
            super().process_sell_shares(s, action)
        finally:
            stock(s).forget("share_price")

    def process_choose(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        choice = str(action.get("choice", ""))
        sym = choice.split("_", 1)[1] if choice.startswith("convert_") else ""
        if sym not in s.corps or not self.can_convert(s, entity, sym):
            raise IllegalAction(
                msg("{player} cannot convert {corporation} now", player=s.name_of(entity), corporation=sym)
            )
        rules(s).convert(s, sym, drops=2, by=entity)
        stock(s).converted = sym
        self.track(s, entity, "choose")

    def process_choose_ability(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        if action.get("choice") != "close" or not self.may_close(s, entity):
            raise IllegalAction(msg("{company} cannot close now", company=id_of(entity)))
        rules(s).close_company(s, id_of(entity))

    def setup(self, s: State) -> None:
        super().setup(s)
        stock(s).forget("converted")
        stock(s).bought_syms = []


PURCHASES_GB = (*PURCHASES, "choose")


# ------------------------------------------------------------------------------------ operating
class GBOperatingRound(op.OperatingRound):
    """Marks a corporation insolvent when its turn ends without a train (cleared when it ends a
    turn with one)."""

    scratch_type: ClassVar[type[RoundScratch]] = GBOperatingScratch

    def next_entity(self, s: State) -> None:
        ent = self.entities[self.entity_index] if self.entities else None
        data = GBOperatingScratch.of(self.data)
        data.mark("turns_done")
        done = data.turns_done
        if ent is not None and ent not in done:
            done.append(ent)
            rules(s).after_operating(s, ent)
        super().next_entity(s)


class GBSpecialChoose(op.OperatorStep):
    """A private's owner closes it, at any moment of an operating round."""

    description = msg("Close a private")
    blocks_round = False

    def actions(self, s: State, entity: str) -> list[str]:
        if kind_of(entity) != "company":
            return []
        c = s.companies.get(id_of(entity))
        return ["choose_ability"] if c is not None and not c.closed and c.owner else []

    def process_choose_ability(self, s: State, action: Action) -> None:
        if action.get("choice") != "close":
            raise IllegalAction(msg("{company} can only close", company=id_of(action["_entity"])))
        rules(s).close_company(s, id_of(action["_entity"]))


class GBSpecialTrack(op.OperatorStep):
    """A closed AF / LS: its owner's corporation takes one extra tile action in Perth /
    Leicester, connected, outside its two normal lays."""

    description = msg("Lay Track for a private")
    blocks_round = False

    def actions(self, s: State, entity: str) -> list[str]:
        if kind_of(entity) != "company":
            return []
        return ["lay_tile"] if rules(s).private_lay_ok(s, id_of(entity), self.operator(s)) else []

    def process_lay_tile(self, s: State, action: Action) -> None:
        rules(s).private_lay(s, self.operator(s), id_of(action["_entity"]), action)


class GBSpecialToken(op.OperatorStep):
    """A closed GN / MC: an extra token in York / Carlisle for the owner's corporation."""

    description = msg("Place a token for a private")
    blocks_round = False

    def actions(self, s: State, entity: str) -> list[str]:
        if kind_of(entity) != "company":
            return []
        return ["place_token"] if rules(s).private_token_ok(s, id_of(entity), self.operator(s)) else []

    def process_place_token(self, s: State, action: Action) -> None:
        rules(s).private_token(s, self.operator(s), id_of(action["_entity"]), action)
        operating(s).tokened = True


class GBTrackAndToken(op.OperatorStep):
    """Up to two tile actions (at most one a city tile) and one token, in any order; an
    insolvent corporation or one in receivership skips it."""

    description = msg("Place a Token or Lay Track")
    task = msg("lay track or place a token")

    def setup(self, s: State) -> None:
        data = operating(s)
        data.laid, data.laid_city, data.tokened, data.laid_hexes = 0, False, False, []

    def actions(self, s: State, entity: str) -> list[str]:
        if entity != self.current_entity(s) or kind_of(entity) != "corp":
            return []
        t = rules(s)
        if s.in_receivership(entity) or t.insolvent(s, entity):
            return []
        out = []
        if self.can_lay(s, entity):
            out.append("lay_tile")
        if t.gb_can_place_token(s, entity):
            out.append("place_token")
        if out or t.owner_has_tile_ability(s, entity):
            out.append("pass")
        return out

    def can_lay(self, s: State, entity: str) -> bool:
        """A lay left, or (as the site counts it) a director's AF still to use."""
        return operating(s).laid < 2 or rules(s).lay_ability_blocks(s, entity)

    def process_lay_tile(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        if operating(s).laid >= 2:
            raise IllegalAction(msg("{entity} cannot lay another tile this turn", entity=id_of(entity)))
        new = s.board.defn.tiles.get(s.title.track.tile_name(str(action.get("tile", ""))))
        city = bool(new is not None and new.cities)
        if city and operating(s).laid_city:
            raise IllegalAction(msg("Cannot lay two city tiles in a single OR"))
        s.title.track.lay_tile(s, entity, action, company=None)
        data = operating(s)
        data.laid += 1
        data.laid_city = data.laid_city or city
        data.mark("laid_hexes")
        data.laid_hexes.append(str(action.get("hex")))
        if operating(s).tokened and not self.can_lay(s, entity):
            self.pass_(s)  # (as 18xx.games: done once the token is placed and no lay is left)

    def process_place_token(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        if not rules(s).gb_can_place_token(s, entity):
            raise IllegalAction(msg("{corporation} cannot place a token now", corporation=id_of(entity)))
        s.title.tokens.place_token(s, entity, action)
        operating(s).tokened = True  # (the step stays open: 18xx.games waits for a pass here)


class GBRoute(op.Route):
    """An insolvent corporation runs the bank's cheapest train, leased."""

    def actions(self, s: State, entity: str) -> list[str]:
        if entity != self.current_entity(s) or kind_of(entity) != "corp":
            return []
        if not s.title.revenue.can_run_route(s, entity):
            return []
        if rules(s).insolvent(s, entity):
            return ["run_routes"]  # (the bank's cheapest train, leased; none left: an empty run)
        if not any(not s.trains[t].operated for t in s.entity(entity).trains):
            return []
        return ["run_routes"]

    def setup(self, s: State) -> None:
        operating(s).ran_routes = False

    def process_run_routes(self, s: State, action: Action) -> None:
        super().process_run_routes(s, action)
        operating(s).ran_routes = bool(action.get("routes"))


class GBDividend(op.Dividend):
    """Insolvent corporations and those in receivership withhold by themselves; one in
    receivership that is also insolvent then converts and buys the dearest train it can."""

    def actions(self, s: State, entity: str) -> list[str]:
        if entity == self.current_entity(s) and kind_of(entity) == "corp":
            if s.in_receivership(entity) or rules(s).insolvent(s, entity):
                return []
        return super().actions(s, entity)

    def process_dividend(self, s: State, action: Action) -> None:
        super().process_dividend(s, action)
        entity = action["_entity"]
        # (as on the site: only after a run with routes, whose withholding is automatic)
        ran = operating(s).ran_routes
        operating(s).forget("ran_routes")
        if ran and s.in_receivership(entity) and rules(s).insolvent(s, entity):
            rules(s).receivership_train(s, entity)


class GBDiscardTrain(op.DiscardTrain):
    """A corporation over its train limit discards a train, which leaves the game (18GB's bank
    never sells a discarded train again).  Only in an operating round, after the dividend step:
    one pushed over its limit by the export at the end of an operating round (a new phase)
    discards in the next operating round, once the first corporation's dividend is settled
    (as on 18xx.games, whose stock round has no discard step)."""

    leaves_game = True

    def active(self, s: State) -> bool:
        return not operating(s).or_ended and super().active(s)


class GBBuyTrain(op.BuyTrain):
    """Buy trains; a trainless 5-share short of the cheapest bank train may convert (3 steps
    down) first; buying is compulsory only when the corporation can pay the dearest bank train."""

    def setup(self, s: State) -> None:
        super().setup(s)
        operating(s).emergency_converted = False

    def actions(self, s: State, entity: str) -> list[str]:
        cur = self.current_entity(s)
        if cur is None or entity != cur or kind_of(cur) != "corp":
            return []
        corp = s.entity(cur)
        if s.in_receivership(cur) and corp.trains:
            return []
        t = s.title
        out = []
        if rules(s).can_convert_emergency(s, cur):
            out.append("convert")
        if t.trains.can_buy_train(s, cur):
            out.append("buy_train")
        if out and not t.trains.must_buy_train(s, cur):
            out.append("pass")
        return out

    def process_convert(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        if not rules(s).can_convert_emergency(s, entity):
            raise IllegalAction(msg("{corporation} cannot convert now", corporation=id_of(entity)))
        rules(s).convert(s, id_of(entity), drops=3, by=None, how="conversion_emergency")
        operating(s).emergency_converted = True

    def process_buy_train(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        tid = action.get("train")
        if tid not in s.trains:
            raise IllegalAction(msg("There is no train {train}", train=tid))
        train = s.trains[tid]
        from_depot = train.owner == DEPOT
        s.title.trains.buy_train_action(s, entity, train, action.get("price"), self)
        if from_depot:
            operating(s).mark("bought_trains")
            operating(s).bought_trains.append(entity)
            flags(s).bank_train_bought = True
        if not s.title.trains.can_buy_train(s, entity):
            self.pass_(s)

    def process_sell_shares(self, s: State, action: Action) -> None:
        raise IllegalAction(msg("Directors never sell shares to buy a train in 18GB"))


class GBEmrShareBuy(Step):
    """After an emergency conversion the director may buy one share of the corporation (two in
    the £50–65 zone), from the pool or the IPO."""

    description = msg("Optionally buy a share after conversion")
    task = msg("buy a share after conversion")

    def active_entities(self, s: State) -> list[str]:
        if not operating(s).emergency_converted:
            return []
        owner = s.entity(s.round.entities[s.round.entity_index]).owner
        return [owner] if owner else []

    def setup(self, s: State) -> None:
        operating(s).emr_bought = 0

    def candidates(self, s: State, entity: str) -> list[Share]:
        sym = id_of(s.round.entities[s.round.entity_index])
        out = []
        for src in (POOL, corp_key(sym)):
            got = [sh for sh in s.shares_of(src, sym) if not sh.president]
            if got:
                out.append(got[0])
        if s.num_certs(id_of(entity)) >= s.cert_limit():  # (no zone is exempt from the limit)
            return []
        return [sh for sh in out if s.cash(entity) >= s.bundle_price([sh]) and s.holding_ok(entity, sym, sh.percent)]

    def actions(self, s: State, entity: str) -> list[str]:
        if entity != self.current_entity(s) or kind_of(entity) != "player":
            return []
        sym = id_of(s.round.entities[s.round.entity_index])
        at = s.corps[sym].share_price
        cell = s.mkt.cell(at) if at is not None else None
        limit = 2 if cell is not None and cell.multiple_buy else 1
        bought = operating(s).emr_bought
        if bought >= limit:
            return []
        if not self.candidates(s, entity) and (bought or not self.could_buy_any(s, entity)):
            return []
        return ["buy_shares", "pass"]

    @staticmethod
    def could_buy_any(s: State, entity: str) -> bool:
        """Could the director buy any share at all, of any corporation, from the pool or a started
        corporation's IPO (its smallest certificate there: cash, holding and certificate limits)?
        18xx.games opens this step on that (only the operating corporation's shares can then be
        bought); so does this program, so that the director's pass comes where the site expects it."""
        cash, pid = s.cash(entity), id_of(entity)
        if s.num_certs(pid) >= s.cert_limit():
            return False
        for sym, corp in s.corps.items():
            if corp.closed:
                continue
            for src in (POOL, corp_key(sym)):
                if src != POOL and not corp.ipoed:
                    continue
                got = s.shares_of(src, sym)
                if not got:
                    continue
                sh = min(got, key=lambda x: x.percent)
                if sh.president and src == POOL and len(s.shares_of(entity, sym)) != 1:
                    continue
                if cash >= s.bundle_price([sh]) and s.holding_ok(entity, sym, sh.percent):
                    return True
        return False

    def process_buy_shares(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        ids = action.get("shares", [])
        shares = [s.shares[i] for i in ids if i in s.shares]
        sym = id_of(s.round.entities[s.round.entity_index])
        if (
            len(shares) != 1
            or shares[0].corp != sym
            or shares[0].president
            or shares[0].owner not in (POOL, corp_key(sym))
        ):
            raise IllegalAction(
                msg("{player} may buy one share of {corporation} only", player=s.name_of(entity), corporation=sym)
            )
        if action.get("percent") not in (None, shares[0].percent) and s.departures.refuses_misnamed_percent():
            # (as in the stock round: a 10% share bought "as 5%" was accepted here and the site
            # then kept this step open; imported games keep the site's reading)
            raise IllegalAction(
                msg(
                    "{shares} make {percent}%, not {wanted}%",
                    shares=shares[0].id,
                    percent=shares[0].percent,
                    wanted=action.get("percent"),
                )
            )
        if s.num_certs(id_of(entity)) >= s.cert_limit():
            raise IllegalAction(msg("{player} cannot buy {shares} now", player=s.name_of(entity), shares=shares[0].id))
        if shares[0] not in self.candidates(s, entity) and s.cash(entity) < s.bundle_price(shares):
            raise IllegalAction(msg("{player} cannot afford {shares}", player=s.name_of(entity), shares=shares[0].id))
        if shares[0].owner == corp_key(sym) and s.percent_of(entity, sym) + shares[0].percent > 60:
            raise IllegalAction(
                msg(
                    "Buying from the IPO may not take a holding of {corporation} above {limit}",
                    corporation=sym,
                    limit="60%",
                )
            )
        price = s.buy_shares(entity, shares)
        s.note(msg("{player} buys {shares} for £{price}", player=s.name_of(entity), shares=shares[0].id, price=price))
        operating(s).emr_bought += 1
        if not self.actions(s, entity):
            self.pass_(s)


__all__ = [
    "GBAuction",
    "GBAuctionRound",
    "GBStockRound",
    "GBBuySellParShares",
    "GBOperatingRound",
    "GBSpecialChoose",
    "GBSpecialTrack",
    "GBSpecialToken",
    "GBTrackAndToken",
    "GBRoute",
    "GBDividend",
    "GBDiscardTrain",
    "GBBuyTrain",
    "GBEmrShareBuy",
    "player_key",
]
