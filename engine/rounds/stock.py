"""The stock round: in turn, each player buys one certificate (or pars a corporation) and sells
any number, in either order; the round ends when everyone passes in a row.

Title differences are hooks on the title engine: which certificates may be bought now
(``can_trade_corp``), certificate counting (``State.num_certs``), NdM's 5% swap (``resolve_swap``,
``swap_buy_ok``).
1833NE's share issue/redeem by corporations plugs in as a further step of this round.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from engine import cache_check
from engine.entities import BANK, POOL, Share, corp_key, id_of, kind_of, player_key
from engine.errors import IllegalAction
from engine.i18n import msg
from engine.rounds.base import Action, Round, Step, step_slot
from engine.scratch import RoundScratch, StockScratch

if TYPE_CHECKING:
    from engine.state import State

PURCHASES = ("buy_shares", "par", "buy_company")


class StockRound(Round):
    name = msg("Stock Round")
    short = "SR"
    programmable = "stock"
    scratch_type: ClassVar[type[RoundScratch]] = StockScratch

    def select_entities(self, s: State) -> list[str]:
        return [player_key(p) for p in s.players if not s.player[p].bankrupt]

    def setup(self, s: State) -> None:
        data = StockScratch.of(self.data)
        data.mark("sold")
        data.mark("bought")
        self.start_entity(s, first=True)

    def start_entity(self, s: State, first: bool = False) -> None:
        for st in self.steps:
            st.unpass()
            st.setup(s)
        found = self.skip_steps(s)
        if self.first_blocking(s, found) is None:
            self.next_entity(s)

    def all_passed(self, s: State) -> bool:
        return s.finished or all(s.player[e.split(":", 1)[1]].passed for e in self.entities)

    def finished(self, s: State) -> bool:
        return StockScratch.of(self.data).done

    def process(self, s: State, action: Action) -> None:
        if type(self).after_process is not StockRound.after_process:  # a title's own after_process
            super().process(s, action)
            return
        found = self.process_steps(s, action)
        if self.first_blocking(s, found) is None:  # = after_process, without asking the step again
            self.next_entity(s)

    def after_process(self, s: State, action: Action) -> None:
        if self.active_step(s) is not None:
            return
        self.next_entity(s)

    def next_entity(self, s: State) -> None:
        if self.all_passed(s):
            self.next_entity_index(s)
            self.finish(s)
            return
        self.next_entity_index(s)
        self.start_entity(s)

    def finish(self, s: State) -> None:
        StockScratch.of(self.data).done = True
        # in operating order: two corporations moving into one cell keep their order there
        for key in s.operating_order():
            if kind_of(key) != "corp":
                continue
            sym = id_of(key)
            c = s.corps[sym]
            if c.share_price is None:
                continue
            if sum(s.holding_percents(sym).values()) == 100:
                old = c.share_price
                s.move_price(sym, "up")
                if old != c.share_price:
                    s.note(
                        msg("{corporation}'s share price moves up to ${price}", corporation=sym, price=s.price_of(sym))
                    )


def _asked_once(s: State, step: Step, what: str, entity: str, answer: Callable[[State, str], bool]) -> bool:
    """``answer(s, entity)``, worked out once in a query (``State.querying``: nothing changes
    while it is open), where whether the step blocks and what it offers both ask it."""
    memo = s._memo
    slot = None if memo is None else step_slot(s, step)
    if memo is None or slot is None:
        return answer(s, entity)
    key = (what, slot, entity)
    hit = memo.get(key)
    if hit is None:
        hit = memo[key] = answer(s, entity)
    elif cache_check.ON:
        cache_check.confirm("memo", key, hit, lambda: cache_check.afresh(s, lambda: answer(s, entity)))
    return hit


class BuySellParShares(Step):
    description = msg("Buy or Sell Shares")
    task = msg("buy or sell shares")

    def setup(self, s: State) -> None:
        data = StockScratch.of(s.round.data)
        data.mark("sold")
        for corps in data.sold.values():
            for k in corps:
                corps[k] = "prev"
        data.current_actions = []
        data.forget("multi_buy")

    # --- state helpers -------------------------------------------------------------------
    def current(self, s: State) -> list[str]:
        data = StockScratch.of(s.round.data)
        data.mark("current_actions")
        return data.current_actions

    def bought(self, s: State) -> bool:
        return any(a in PURCHASES for a in self.current(s))

    def sold_corp(self, s: State, player: str, sym: str) -> bool:
        data = StockScratch.of(s.round.data)
        data.mark("sold")
        return sym in data.sold.get(player, {})

    # --- what may be done ----------------------------------------------------------------
    def actions(self, s: State, entity: str) -> list[str]:
        if entity != self.current_entity(s):
            return []
        opened = s.querying()
        try:
            return self._actions(s, entity)
        finally:
            if opened:
                s.done_querying()

    def _actions(self, s: State, entity: str) -> list[str]:
        can_sell = self.can_sell_any(s, entity)  # asked once (must_sell needs it too)
        if can_sell and self.over_limits(s, entity):
            return ["sell_shares"]
        out = []
        if self.can_buy_any(s, entity):
            out.append("buy_shares")
        if self.can_ipo_any(s, entity):
            out.append("par")
        if self.purchasable_companies(s, entity):
            out.append("buy_company")
        if can_sell:
            out.append("sell_shares")
        if out:
            out.append("pass")
        return out

    def has_actions(self, s: State, entity: str) -> bool:
        """``bool(actions(...))`` without working out every kind (a must-sell offers selling,
        which needs a possible sale): whether the step blocks is asked many times per action."""
        if type(self).actions is not BuySellParShares.actions:
            return super().has_actions(s, entity)
        if entity != self.current_entity(s):
            return False
        opened = s.querying()
        try:
            return bool(
                self.can_buy_any(s, entity)
                or self.can_sell_any(s, entity)
                or self.can_ipo_any(s, entity)
                or self.purchasable_companies(s, entity)
            )
        finally:
            if opened:
                s.done_querying()

    def accepts(self, s: State, entity: str, kind: str) -> bool:
        """``kind in actions(...)`` working out only what that kind needs."""
        if type(self).actions is not BuySellParShares.actions:
            return super().accepts(s, entity, kind)
        if kind not in ("buy_shares", "par", "buy_company", "sell_shares", "pass") or entity != self.current_entity(s):
            return False
        opened = s.querying()
        try:
            if kind == "sell_shares":  # (offered whenever a sale is possible, alone when one must sell)
                return self.can_sell_any(s, entity)
            # over the limits and able to sell: only selling.  The limits are asked first: they
            # are cheaper than "may sell anything" and seldom passed
            if self.over_limits(s, entity) and self.can_sell_any(s, entity):
                return False
            if kind == "buy_shares":
                return self.can_buy_any(s, entity)
            if kind == "par":
                return self.can_ipo_any(s, entity)
            if kind == "buy_company":
                return bool(self.purchasable_companies(s, entity))
            return bool(
                self.can_sell_any(s, entity)
                or self.can_buy_any(s, entity)
                or self.can_ipo_any(s, entity)
                or self.purchasable_companies(s, entity)
            )  # pass: offered with anything else
        finally:
            if opened:
                s.done_querying()

    def must_sell(self, s: State, entity: str) -> bool:
        return self.can_sell_any(s, entity) and self.over_limits(s, entity)

    def over_limits(self, s: State, entity: str) -> bool:
        """Over the certificate limit, or over a holding limit with something to sell there."""
        pid = entity.split(":", 1)[1]
        if s.num_certs(pid) > s.cert_limit():
            return True
        return any(not s.holding_ok(entity, sym) and self.can_sell_any_bundle(s, entity, sym) for sym in s.corps)

    def can_gain(self, s: State, entity: str, shares: list[Share], exchange: bool = False) -> bool:
        sym = shares[0].corp
        if not s.title.stock.can_trade_corp(s, sym):
            return False
        if kind_of(shares[0].owner) == "player":
            return False
        pct = sum(sh.percent for sh in shares)
        if not s.holding_ok(entity, sym, pct):
            return False
        return exchange or s.title.stock.room_to_gain(s, entity.split(":", 1)[1], shares)

    def can_buy(self, s: State, entity: str, shares: list[Share]) -> bool:
        if not shares or not all(sh.buyable for sh in shares) or shares[0].owner == entity:
            return False
        if len(shares) > s.title.stock.max_buy_certificates or len({(sh.corp, sh.owner) for sh in shares}) != 1:
            return False
        sym = shares[0].corp
        if s.corps[sym].closed:
            return False
        if shares[0].owner == corp_key(sym) and not s.corps[sym].ipoed:
            return False  # nobody has parred it: its IPO shares are not for sale yet
        if self.source(s, shares[0]) not in s.econ.settings.share_sources:
            return False
        if s.cash(entity) < s.bundle_price(shares):
            return False
        if self.sold_corp(s, entity, sym):
            return False
        if self.bought(s) and not self.may_buy_again(s, sym):
            return False
        return self.can_gain(s, entity, shares)

    @staticmethod
    def source(s: State, share: Share) -> str:
        """Where a certificate is bought from, as the ``share_sources`` setting names it."""
        return "ipo" if share.owner == corp_key(share.corp) else "pool"

    def may_buy_again(self, s: State, sym: str) -> bool:
        """After buying this turn, another certificate of ``sym`` may be bought when every purchase
        this turn was of ``sym`` (no par, no private) and its price sits in a multiple-buy cell."""
        if StockScratch.of(s.round.data).multi_buy != sym or any(
            a != "buy_shares" for a in self.current(s) if a in PURCHASES
        ):
            return False
        at = s.corps[sym].share_price
        cell = s.mkt.cell(at) if at else None
        return bool(cell and cell.multiple_buy)

    def candidate_shares(self, s: State, entity: str) -> list[list[Share]]:
        """One cheapest buyable certificate per (corporation, source)."""
        return list(self._candidates(s))

    def _candidates(self, s: State):  # noqa: ANN202 - Iterator[list[Share]]
        for sym, corp in s.corps.items():
            if corp.closed:
                continue
            for src in (POOL, corp_key(sym)):
                if src != POOL and not corp.ipoed:
                    continue
                certs = [sh for sh in s.shares_of(src, sym) if sh.buyable and not (src != POOL and sh.president)]
                if certs:
                    yield [min(certs, key=lambda sh: sh.percent)]

    def can_buy_any(self, s: State, entity: str) -> bool:
        return _asked_once(s, self, "can_buy_any", entity, self._can_buy_any)

    def _can_buy_any(self, s: State, entity: str) -> bool:
        if self.bought(s) and StockScratch.of(s.round.data).multi_buy is None:
            return False
        candidates = (
            self._candidates(s)
            if type(self).candidate_shares is BuySellParShares.candidate_shares
            else self.candidate_shares(s, entity)
        )  # (lazily: stops at the first one it may buy)
        if type(self).can_buy is BuySellParShares.can_buy:  # most are refused for their price: asked first
            cash = s.cash(entity)
            if any(s.bundle_price(c) <= cash and self.can_buy(s, entity, c) for c in candidates):
                return True
        elif any(self.can_buy(s, entity, c) for c in candidates):
            return True
        return s.title.stock.can_swap_buy_any(s, entity, self)

    def can_ipo_any(self, s: State, entity: str) -> bool:
        if self.bought(s):
            return False
        if s.title.stock.par_offered_without_corporation(s, entity):
            return True
        for sym, corp in s.corps.items():
            if s.title.stock.can_par(s, sym, entity):
                ps = s.presidents_share(sym)
                if s.cash(entity) >= s.par_cost(sym, s.mkt.min_par_price) and self.can_gain(s, entity, [ps]):
                    return True
        return False

    def purchasable_companies(self, s: State, entity: str) -> list:
        if self.bought(s) or s.cash(entity) <= 0 or not s.has_status("can_buy_companies_from_other_players"):
            return []
        # The title's list: 18MEX's optional rules narrow it to KCMO/CdB in phase 2, one's own
        # included as on 18xx.games (where that keeps the player's turn from being skipped).
        return s.title.privates.purchasable_companies(s, entity)

    def can_sell_order(self, s: State) -> bool:
        cur = self.current(s)
        kinds = {("sell" if a == "sell_shares" else "buy") for a in cur}
        return not (len(kinds) == 2 and cur[-1] in PURCHASES)

    def can_sell(self, s: State, entity: str, shares: list[Share], percent: int | None = None) -> bool:
        if not shares or any(sh.owner != entity for sh in shares):
            return False
        sym = shares[0].corp
        if not s.title.stock.can_trade_corp(s, sym):
            return False
        if not s.title.stock.sale_timing_ok(s):
            return False
        pct = percent if percent is not None else sum(sh.percent for sh in shares)
        if not self.can_sell_order(s) or not s.pool_fits(sym, pct):
            return False
        return s.title.stock.can_dump(s, entity, shares)

    def bundles(self, s: State, entity: str, sym: str) -> list[tuple[list[Share], int]]:
        return s.title.stock.bundles_for(s, entity, sym)

    def can_sell_any_bundle(self, s: State, entity: str, sym: str) -> bool:
        if not s.corps[sym].ipoed:
            return False
        return any(self.can_sell(s, entity, b, p) for b, p in self.bundles(s, entity, sym))

    def can_sell_any(self, s: State, entity: str) -> bool:
        return _asked_once(s, self, "can_sell_any", entity, self._can_sell_any)

    def _can_sell_any(self, s: State, entity: str) -> bool:
        corps = s.corps
        t = type(self)
        if t.can_sell is BuySellParShares.can_sell:  # sells only what it holds: ask only there
            if t.can_sell_any_bundle is BuySellParShares.can_sell_any_bundle and not (
                s.title.stock.sale_timing_ok(s) and self.can_sell_order(s)
            ):
                return False  # (what every sale needs, whatever the bundle: asked once, not per bundle)
            held = s.held_corps(entity)
            return any(
                self.can_sell_any_bundle(s, entity, sym) for sym in corps if sym in held and not corps[sym].closed
            )
        return any(self.can_sell_any_bundle(s, entity, sym) for sym in corps if not corps[sym].closed)

    # --- processing ----------------------------------------------------------------------
    def pass_(self, s: State) -> None:
        super().pass_(s)
        ent = self.current_entity(s)
        if ent is None:
            return
        p = s.player[ent.split(":", 1)[1]]
        if self.current(s):
            if ent in s.round.pass_order:
                s.round.pass_order.remove(ent)
            p.passed = False
        else:
            if ent not in s.round.pass_order:
                s.round.pass_order.append(ent)
            p.passed = True

    def track(self, s: State, entity: str, kind: str) -> None:
        s.round.last_to_act = entity
        self.current(s).append(kind)

    def process_buy_shares(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        shares = s.title.stock.resolve_shares(s, action.get("shares", []), buying=True, entity=entity)
        swap = s.title.stock.resolve_swap(s, action, entity)
        named = sum(sh.percent for sh in shares)
        if action.get("percent") not in (None, named) and s.departures.refuses_misnamed_percent():
            raise IllegalAction(
                msg(
                    "{shares} make {percent}%, not {wanted}%",
                    shares=", ".join(sh.id for sh in shares),
                    percent=named,
                    wanted=action.get("percent"),
                )
            )
        if shares and s.corps[shares[0].corp].closed:
            raise IllegalAction(
                msg("{corporation} has closed: its shares cannot be bought", corporation=shares[0].corp)
            )
        if shares and shares[0].owner == corp_key(shares[0].corp) and not s.corps[shares[0].corp].ipoed:
            raise IllegalAction(
                msg(
                    "{corporation} has not been parred: its IPO shares are not for sale yet", corporation=shares[0].corp
                )
            )
        if swap is None and not self.can_buy(s, entity, shares):
            raise IllegalAction(
                msg(
                    "{player} cannot buy {shares} now",
                    player=s.name_of(entity),
                    shares=", ".join(sh.id for sh in shares),
                )
            )
        if swap is not None and not s.title.stock.swap_buy_ok(s, entity, shares, swap, self):
            raise IllegalAction(
                msg(
                    "{player} cannot swap {swap} for {share}",
                    player=s.name_of(entity),
                    swap=swap.id,
                    share=shares[0].id,
                )
            )
        sym = shares[0].corp
        bought = _bought(s, entity)
        bought[sym] = bought.get(sym, 0) + sum(sh.percent for sh in shares)
        s.short_swap = None
        price = s.buy_shares(entity, shares, swap=swap)
        self.refuse_short_swap(s)
        s.note(
            msg(
                "{player} buys {shares} for ${price}",
                player=s.name_of(entity),
                shares=", ".join(sh.id for sh in shares),
                price=price,
            )
        )
        self.track(s, entity, "buy_shares")
        at = s.corps[sym].share_price
        cell = s.mkt.cell(at) if at else None
        if cell is not None and cell.multiple_buy and self.current(s).count("buy_shares") == len(self.current(s)):
            StockScratch.of(s.round.data).multi_buy = sym  # the turn goes on: more of sym may be bought

    def process_sell_shares(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        shares = s.title.stock.resolve_shares(s, action.get("shares", []), buying=False, entity=entity)
        percent = action.get("percent")
        swap = s.title.stock.resolve_swap(s, action, entity)
        refusal = s.title.stock.bundle_refusal(s, entity, shares, percent)
        if refusal:
            raise IllegalAction(refusal)
        if swap is None and not self.can_sell(s, entity, shares, percent):
            raise IllegalAction(
                msg(
                    "{player} cannot sell {shares} now",
                    player=s.name_of(entity),
                    shares=", ".join(sh.id for sh in shares),
                )
            )
        if swap is not None and not s.title.stock.swap_sell_ok(s, entity, shares, percent, swap, self):
            raise IllegalAction(
                msg(
                    "{player} cannot take {swap} in exchange for {shares}",
                    player=s.name_of(entity),
                    swap=swap.id,
                    shares=", ".join(sh.id for sh in shares),
                )
            )
        sym = shares[0].corp
        _sold(s, entity)[sym] = "now"
        s.short_swap = None
        price = s.sell_shares(entity, shares, percent=percent, swap=swap)
        self.refuse_short_swap(s)
        s.note(
            msg(
                "{player} sells {shares} for ${price}",
                player=s.name_of(entity),
                shares=", ".join(sh.id for sh in shares),
                price=price,
            )
        )
        self.track(s, entity, "sell_shares")

    @staticmethod
    def refuse_short_swap(s: State) -> None:
        """In our games a stock-round trade may not make a president who hands in less than the
        president's certificate (a 10% and an NdM 5% for 20%): 18xx.games then keeps counting the
        new president's holding at its old figure, and later presidencies differ there (18MEX
        site defects, 3).  The trade is undone and refused; imported games replay it."""
        if s.short_swap is None or not s.departures.refuses_short_swap():
            return
        who, sym, handed = s.short_swap
        raise IllegalAction(
            msg(
                "{player} would become {corporation}'s president handing in only {percent} "
                "for the president's certificate, which 18xx.games settles wrongly",
                player=s.name_of(who),
                corporation=sym,
                percent=f"{handed}%",  # ("{percent}% for" would read as a %-format to gettext tools)
            )
        )

    def process_par(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        sym = action.get("corporation")
        if sym in s.corps and s.corps[sym].closed:
            raise IllegalAction(msg("{corporation} has closed and cannot be parred", corporation=sym))
        if sym not in s.corps or not s.title.stock.can_par(s, sym, entity):
            raise IllegalAction(msg("{corporation} cannot be parred", corporation=sym))
        if self.bought(s):
            raise IllegalAction(msg("You have already bought this turn"))
        at = s.title.stock.parse_par(s, action, sym, check_cash=True, entity=entity)
        ps = s.presidents_share(sym)
        if not self.can_gain(s, entity, [ps]):
            raise IllegalAction(msg("{player} may not hold more certificates", player=s.name_of(entity)))
        s.set_par(sym, at)
        bought = _bought(s, entity)
        bought[sym] = bought.get(sym, 0) + ps.percent
        s.buy_shares(entity, [ps])
        s.note(
            msg(
                "{player} pars {corporation} at ${price}",
                player=s.name_of(entity),
                corporation=sym,
                price=s.mkt.price(at),
            )
        )
        s.title.stock.after_par(s, sym)
        self.track(s, entity, "par")

    def process_buy_company(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        sym = action.get("company")
        allowed = {c.sym for c in self.purchasable_companies(s, entity)}
        if sym not in allowed:
            raise IllegalAction(msg("{player} cannot buy {company} now", player=s.name_of(entity), company=sym))
        price = action.get("price")
        if not isinstance(price, int) or price < 1:
            raise IllegalAction(msg("A private changes hands for at least $1"))
        c = s.companies[str(sym)]
        if c.owner == entity and s.departures.refuses_owned_private():
            raise IllegalAction(msg("{player} already owns {company}", player=s.name_of(entity), company=sym))
        pid = id_of(entity)
        if s.num_certs(pid) >= s.cert_limit() and s.departures.refuses_private_past_cert_limit():
            # (18xx.games lets it through: its turn is kept, as the site offers it, but refused)
            raise IllegalAction(
                msg(
                    "{player} is at the certificate limit of {limit}: {company} would pass it",
                    player=s.name_of(entity),
                    limit=s.cert_limit(),
                    company=sym,
                )
            )
        seller = c.owner or BANK
        s.spend(entity, seller, price)
        c.owner = entity
        s.note(
            msg(
                "{player} buys {company} from {seller} for ${price}",
                player=s.name_of(entity),
                company=sym,
                seller=s.name_of(seller),
                price=price,
            )
        )
        s.title.privates.after_buy_company(s, entity, c, price, in_stock_round=True)
        self.current(s).append("buy_company")
        s.round.last_to_act = entity


def _bought(s: State, entity: str) -> dict[str, Any]:
    """What ``entity`` bought this round (per corporation), made if it bought nothing yet."""
    data = StockScratch.of(s.round.data)
    data.mark("bought")
    return data.bought.setdefault(entity, {})


def _sold(s: State, entity: str) -> dict[str, str]:
    """What ``entity`` sold this round (corporation -> "now"|"prev"), made if it sold nothing yet."""
    data = StockScratch.of(s.round.data)
    data.mark("sold")
    return data.sold.setdefault(entity, {})
