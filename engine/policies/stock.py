"""The stock policy. The stock market's rules: certificate and pool limits, who may trade or par,
floating, presidency, sale prices and market movement, which certificates go together in a sale,
swaps.

Every title plays these rules unless its own policy overrides them as a whole: ``class
StockRules(StockPolicy)`` in the title's package, named by ``Title.stock_policy``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.entities import (
    BANK,
    POOL,
    Corporation,
    Share,
    player_key,
)
from engine.errors import IllegalAction
from engine.i18n import msg
from engine.policies.base import Policy
from engine.rounds.base import Action
from engine.rounds.stock import BuySellParShares, StockRound

if TYPE_CHECKING:
    from engine.state import State


class StockPolicy(Policy):
    """The stock market's rules: certificate and pool limits, who may trade or par, floating,
    presidency, sale prices and market movement, which certificates go together in a sale,
    swaps."""

    def cert_limit(self, s: State) -> int:
        """How many certificates a player may hold (game.toml ``cert_limit`` by player count,
        plus the title's adjustments kept in ``s.cert_limit_adjust``)."""
        n = len(s.seating)
        return self.title.econ.cert_limit.get(n, 99) + s.cert_limit_adjust

    def pool_limit_exempt(self, s: State, sym: str) -> bool:
        """May the pool hold more of ``sym`` than game.toml's ``market_share_limit`` (a rule put
        the certificates there, not a sale)?  Default no; 1833NE: a bankrupt player's shares go to
        the market even beyond 50%.  Read by self-play's pool check."""
        return False

    def num_certs(self, s: State, pid: str) -> int:
        """How many of ``pid``'s certificates count toward the limit: privates plus shares that count (not
        ``uncounted`` ones, nor those of a corporation priced in a zone outside the limit).  Read through
        ``s.num_certs``.  18MEX: NdM's 5% certificates do not count."""
        key = player_key(pid)
        n = len(s.player_companies(key))
        counted: dict[str, bool] = {}  # per corporation: does its price count toward the limit
        for sh in s.held_shares(key):
            if sh.counts_for_limit:
                ok = counted.get(sh.corp)
                if ok is None:
                    ok = counted[sh.corp] = s.counts_for_limit(sh.corp)
                if ok:
                    n += 1
        return n

    def room_to_gain(self, s: State, pid: str, shares: list[Share]) -> bool:
        """May ``pid`` take these shares without passing the certificate limit: below it, or the corporation priced
        in a zone outside it?  Asked for stock-round buys and pars.  18MEX: at the limit an NdM 5% still fits."""
        if s.num_certs(pid) < s.cert_limit():
            return True
        return not s.counts_for_limit(shares[0].corp)

    def can_trade_corp(self, s: State, sym: str) -> bool:
        """May ``sym``'s shares be bought or sold at all now?  Default always.  18MEX: not NdM's while the phase
        carries ``ndm_unavailable``."""
        return True

    def sale_timing_ok(self, s: State) -> bool:
        """May shares be sold at this moment?  Not in the first stock round unless game.toml ``selling_first_turn``;
        asked for stock-round and emergency sales alike."""
        if self.title.econ.selling_first_turn:
            return True
        return s.turn > 1 or not isinstance(s.round, StockRound)

    def can_par(self, s: State, sym: str, entity: str) -> bool:
        """May ``entity`` par ``sym``?  Default: any corporation not yet started nor closed (cash and the
        certificate limit are checked by the step).  18MEX: never NdM, whose par comes with MNR."""
        corp = s.corps[sym]
        return not corp.ipoed and not corp.closed

    def par_offered_without_corporation(self, s: State, entity: str) -> bool:
        """Does 18xx.games offer ``entity`` a par in its stock turn although no corporation can
        really be parred (18MEX: the major merged into NdM stays on its list)?  The turn is then
        not skipped, so that our games keep the site's turn order; the par itself is refused."""
        return False

    def parse_par(
        self, s: State, action: Action, sym: str, check_cash: bool, entity: str | None = None
    ) -> tuple[int, int]:
        """The market cell an action's ``share_price`` names; refused unless a par cell or, with ``check_cash``,
        unless ``entity`` can pay for the president's certificate.  Asked by a stock-round par and (no cash check)
        by a private's par."""
        try:
            at = s.mkt.parse_price(action.get("share_price", ""))
        except ValueError as exc:
            raise IllegalAction(str(exc)) from None
        if at not in s.mkt.par_cells():
            raise IllegalAction(msg("${price} is not a par price", price=s.mkt.price(at)))
        if check_cash and entity is not None:
            need = s.par_cost(sym, s.mkt.price(at))
            if s.cash(entity) < need:
                raise IllegalAction(
                    msg(
                        "Parring {corporation} at ${price} costs ${amount}",
                        corporation=sym,
                        price=s.mkt.price(at),
                        amount=need,
                    )
                )
        return at

    def after_par(self, s: State, sym: str) -> None:
        """Called once ``sym`` has its par price and president, in a stock round or through a private.  Default
        nothing; for a title whose par also decides other things (capitalisation, tokens...)."""

    def presidency_swap_order(self, s: State, shares: list[Share]) -> list[Share]:
        """The order in which the new president's certificates go to the old one in exchange for the president's
        certificate (the first ones covering its percent).  Default as held; 18MEX: largest first, 10% before 5%."""
        return shares

    def may_float(self, s: State, corp: Corporation) -> bool:
        """May ``corp`` float now that enough of it is sold?  Default yes.  1893: AGV and HGK float
        only when they are formed, however many of their shares players bought before."""
        return True

    def president_may_change(self, s: State, sym: str) -> bool:
        """Does a trade in ``sym``'s certificates settle its presidency?  Default yes.  1893: not
        while the president's certificate is still reserved for a minor's owner."""
        return True

    def president_needs_full_percent(self, s: State) -> bool:
        """Does a player become president only holding at least the president's certificate's
        percentage (18GB: a corporation in receivership stays so until someone does)?"""
        return False

    def float_percent(self, s: State, sym: str) -> int:
        """The percent of ``sym`` that must be sold for it to float: game.toml ``float_percent``.
        18GB: 40% for a five-share corporation until the first 3+1, then 60%."""
        return self.title.econ.float_percent

    def sell_movement(self, s: State, seller: str, sym: str) -> str:
        """How a sale by ``seller`` moves ``sym``'s price (game.toml ``sell_movement``; "none"
        leaves it), asked before the sale.  18GB: in phase 6X only the director's sales move it."""
        return self.title.econ.sell_movement

    def sale_price(self, s: State, shares: list[Share], percent: int) -> int:
        """What the pool pays for a sold bundle: its price (``State.bundle_price``).  18GB: half
        price per share, rounded down, for a corporation owning no train."""
        return s.bundle_price(shares, percent)

    def sale_fields(self, s: State, shares: list[Share], percent: int) -> dict[str, Any]:
        """Fields a ``sell_shares`` action of this bundle carries besides its shares and
        percent, as the 18xx.games interface sends them (18GB: the halved ``share_price`` of a
        trainless corporation, which the site pays as the action says).  Whoever builds a sale
        (self-play's candidates, the Actions menu) adds them, so the saved game replays there."""
        return {}

    def float_corporation(self, s: State, corp: Corporation) -> None:
        """Pay the float capital the title's ``float_capital`` setting says: par or the current
        price times the number of shares, or nothing (incremental capitalisation)."""
        s.note(msg("{corporation} floats", corporation=corp.sym))
        mode = self.title.econ.settings.float_capital
        if mode == "none":
            return
        per = s.par_of(corp.sym) if mode == "par" else s.price_of(corp.sym)
        amount = per * (100 // s.share_percent(corp.sym))
        s.spend(BANK, corp.key, amount)
        s.note(msg("{corporation} receives ${amount}", corporation=corp.sym, amount=amount))

    def bundles_for(
        self, s: State, holder: str, sym: str, shares: list[Share] | None = None
    ) -> list[tuple[list[Share], int]]:
        """Sellable bundles: growing prefixes (president's certificate last) + partial president."""
        if not s.corps[sym].ipoed:
            return []
        shares = list(shares if shares is not None else s.shares_of(holder, sym))
        if not shares:
            return []
        shares.sort(key=lambda sh: (1 if sh.president else 0, sh.percent))
        out: list[tuple[list[Share], int]] = []
        acc: list[Share] = []
        pct = 0
        for sh in shares:
            acc = acc + [sh]
            pct += sh.percent
            out.append((acc, pct))
        if shares[-1].president:
            sp = s.share_percent(sym)
            for n in range(1, (shares[-1].percent - sp) // sp + 1):
                out.append((acc, pct - sp * n))
        return sorted(out, key=lambda b: b[1])

    def bundle_refusal(self, s: State, holder: str, shares: list[Share], percent: int | None) -> str | None:
        """A sale must be one of the bundles the title offers ``holder`` (``bundles_for``), up to
        equivalent certificates; why not (None: it is one)."""
        refusal = self.certificates_refusal(s, holder, shares, percent)
        if refusal:
            return refusal
        ids = [sh.id for sh in shares]
        sym = shares[0].corp
        pct = percent if percent is not None else sum(sh.percent for sh in shares)
        kinds = sorted((sh.percent, sh.president) for sh in shares)
        if not any(
            p == pct and sorted((sh.percent, sh.president) for sh in bundle) == kinds
            for bundle, p in self.bundles_for(s, holder, sym)
        ):
            return msg(
                "{percent}% as {certificates} is not a bundle {player} can sell",
                percent=pct,
                certificates=", ".join(ids),
                player=s.name_of(holder),
            )
        pres = next((sh for sh in shares if sh.president), None)
        unsold = sum(sh.percent for sh in shares) - pct
        if unsold > 0 and pres is not None and s.departures.refuses_partial_president_sale():
            # part of the president's certificate goes only in a swap with a new president, or
            # (a title with receivership) into receivership when no player keeps its percentage,
            # the pool handing the unsold part back in shares
            left = s.percent_of(holder, sym) - pct
            others = max((v for k, v in s.player_percents(sym).items() if k != holder), default=0)
            if self.title.econ.settings.receivership and max(left, others) < pres.percent:
                if sum(sh.percent for sh in s.shares_of(POOL, sym) if not sh.president) < unsold:
                    return msg(
                        "The pool has no {percent} of {corporation} to hand back: part of the "
                        "president's certificate cannot be sold",
                        percent=f"{unsold}%",
                        corporation=sym,
                    )
            elif left >= others:
                return msg(
                    "{player} would still hold the most of {corporation} and stay its president: "
                    "part of the president's certificate cannot be sold",
                    player=s.name_of(holder),
                    corporation=sym,
                )
        return None

    def certificates_refusal(self, s: State, holder: str, shares: list[Share], percent: int | None) -> str | None:
        """What every sale must be, on the site as here (so an imported game keeps these checks
        whatever departures its title documents): certificates of one corporation, each named
        once, all the seller's, and a ``percent`` those certificates can make: no more than
        they hold, and less only by whole shares of the director's certificate among them (issue #28: a sale of one 10% share said 50% and was
        paid for five)."""
        ids = [sh.id for sh in shares]
        if not shares:
            return msg("No certificate named")
        if len(set(ids)) != len(ids):
            return msg("A certificate is named twice")
        sym = shares[0].corp
        if any(sh.corp != sym for sh in shares):
            return msg("A sale is of one corporation's certificates")
        if any(sh.owner != holder for sh in shares):
            return msg(
                "{player} does not own {certificates}",
                player=s.name_of(holder),
                certificates=", ".join(sh.id for sh in shares if sh.owner != holder),
            )
        if percent is None:
            return None
        named = sum(sh.percent for sh in shares)
        pres = next((sh for sh in shares if sh.president), None)
        unsold = named - percent
        fits = percent > 0 and unsold >= 0
        if fits and unsold > 0:  # part of the director's certificate, in whole shares
            fits = pres is not None and unsold < pres.percent and unsold % s.share_percent(sym) == 0
        if not fits:
            return msg(
                "{certificates} cannot make a sale of {percent}%",
                certificates=", ".join(ids),
                percent=percent,
            )
        return None

    def can_dump(self, s: State, holder: str, shares: list[Share]) -> bool:
        """May the president's certificate go in this sale?  Only to a successor holding as much,
        unless the title has receivership (the corporation then runs without a president)."""
        if not any(sh.president for sh in shares) or self.title.econ.settings.receivership:
            return True
        sym = shares[0].corp
        pres = next(sh for sh in shares if sh.president)
        others = [v for k, v in s.holding_percents(sym).items() if k != holder]
        return max(others, default=0) >= pres.percent

    def resolve_shares(self, s: State, ids: list[str], buying: bool, entity: str) -> list[Share]:
        """Certificates named in an action.  In a game imported from 18xx.games an equivalent
        certificate stands in for one whose id differs only because two engines ordered identical
        certificates differently; our own games name exactly the certificates sold, so that
        18xx.games replays them (it refuses a sale of a certificate the seller does not hold)."""
        out = []
        for sid in ids:
            if sid not in s.shares:
                raise IllegalAction(msg("There is no certificate {certificate}", certificate=sid))
            out.append(s.shares[sid])
        if not out:
            raise IllegalAction(msg("No certificate named"))
        if not buying:
            fixed = []
            for sh in out:
                if sh.owner != entity:
                    if not s.departures.stands_in_for_unowned_certificate():
                        raise IllegalAction(
                            msg("{player} does not own {certificates}", player=s.name_of(entity), certificates=sh.id)
                        )
                    alt = next(
                        (
                            x
                            for x in s.shares_of(entity, sh.corp)
                            if x.percent == sh.percent and not x.president and x not in fixed and x not in out
                        ),
                        None,
                    )
                    if alt is None:
                        raise IllegalAction(
                            msg("{player} does not own {certificates}", player=s.name_of(entity), certificates=sh.id)
                        )
                    sh = alt
                fixed.append(sh)
            out = fixed
        return out

    def resolve_swap(self, s: State, action: Action, entity: str) -> Share | None:
        """The certificate a buy or sell names as ``swap`` (handed in, or taken in change), or None: the 1830 family
        has no swaps, and an action naming one is refused (18xx.games would move it).  18MEX: NdM's 5%
        certificates."""
        if action.get("swap"):
            raise IllegalAction(msg("There is no certificate swap in this title"))
        return None

    def swap_buy_ok(self, s: State, entity: str, shares: list[Share], swap: Share, step: BuySellParShares) -> bool:
        """May ``entity`` buy ``shares`` handing in ``swap`` as part payment?  Default never.  18MEX: a 10% NdM
        certificate from the pool for one's own 5% and half the price."""
        return False

    def swap_sell_ok(
        self, s: State, entity: str, shares: list[Share], percent: int | None, swap: Share, step: BuySellParShares
    ) -> bool:
        """May ``entity`` sell ``shares`` taking ``swap`` in change?  Default never.  18MEX: selling NdM
        certificates and taking a 5% from the pool."""
        return False

    #: certificates a player may buy in one stock-round action (1830 family: one)
    max_buy_certificates = 1

    def can_swap_buy_any(self, s: State, entity: str, step: BuySellParShares) -> bool:
        """Is some swap buy open to ``entity``?  It keeps a stock turn from being skipped when only a swap is left
        to do.  Default no; 18MEX: the 10%-for-5% NdM swap."""
        return False
