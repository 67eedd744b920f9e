"""Play hooks of ``Title`` (engine/titles/base.py): the shared 18xx rules of a game in progress.

The round steps (engine/rounds/) ask these hooks every rule question ("may this corporation
lay another tile?", "what does this dividend pay?"), so a title overrides only the answers that
differ.  Defaults are the common rules as 18xx.games plays them (1830 family).
"""

from __future__ import annotations

import math
import sys
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from engine.abilities import Ability, TileLay, TokenIn
from engine.actions import action_verb
from engine.entities import (
    BANK,
    DEPOT,
    POOL,
    Company,
    Corporation,
    Share,
    Train,
    corp_key,
    id_of,
    kind_of,
    player_key,
)
from engine.errors import IllegalAction
from engine.i18n import msg
from engine.rounds.base import Action, Round
from engine.rounds.operating import OperatingRound, SpecialTrack, Track
from engine.rounds.stock import BuySellParShares, StockRound
from engine.routes.pricing import price_in_state
from engine.routes.revenue import RouteResult, TrainSpec
from engine.scratch import OperatingScratch
from engine.titles.track_hooks import TrackHooks
from engine.upgrades import LayContext, apply_lay, check_lay

if TYPE_CHECKING:
    from engine.economics import Economics
    from engine.rounds.base import Step
    from engine.state import State
    from engine.title import Phase


class PlayHooks:
    """Default hooks of a game in progress.  ``s`` is always the game state."""

    @property
    def econ(self) -> Economics:
        """The title's economics (``Title.econ``)."""
        raise NotImplementedError

    #: hexes whose stops may only end a route, never be run through (18MEX: Q14)
    terminal_hexes: frozenset[str] = frozenset()

    # ------------------------------------------------------------------ rounds
    def first_round(self, s: State) -> Round:
        raise NotImplementedError

    def stock_round(self, s: State) -> Round:
        raise NotImplementedError

    def operating_round(self, s: State, num: int) -> Round:
        raise NotImplementedError

    # ------------------------------------------------------------------ certificates
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
        if self.econ.selling_first_turn:
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
        return self.econ.float_percent

    def sell_movement(self, s: State, seller: str, sym: str) -> str:
        """How a sale by ``seller`` moves ``sym``'s price (game.toml ``sell_movement``; "none"
        leaves it), asked before the sale.  18GB: in phase 6X only the director's sales move it."""
        return self.econ.sell_movement

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
        mode = self.econ.settings.float_capital
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
            if self.econ.settings.receivership and max(left, others) < pres.percent:
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
        if not any(sh.president for sh in shares) or self.econ.settings.receivership:
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

    # ------------------------------------------------------------------ companies
    def auction_companies(self, s: State) -> list[Company]:
        """The privates dealt into the opening auction (sold cheapest first): every unowned, open private.  18MEX
        restates this default."""
        return [c for c in s.companies.values() if c.owner is None and not c.closed]

    def president_share_of(self, s: State, company: Company) -> Share | None:
        """The president's certificate a private brings, whose par its buyer sets once it is bought
        (``CompanyPendingPar``).  Default None: no private does.  18MEX: MNR brings NdM's."""
        return None

    def after_buy_company(
        self, s: State, buyer: str, company: Company, price: int, in_stock_round: bool = False
    ) -> None:
        """Called when a player buys a private: in the opening auction or, ``in_stock_round``, from another player
        (not when a corporation buys one).  Default nothing; 18MEX: a minor's private floats the minor, a private
        hands over its certificates and MNR asks for NdM's par."""

    def payout_companies(self, s: State) -> None:
        """Privates pay their revenue to their owners, players in seat order first: as each operating round starts,
        and in the auction when all pass with the cheapest private sold.  18MEX: minors also pay $15 to their owner
        and $15 to themselves until the first stock round."""
        order = {player_key(p): i for i, p in enumerate(s.players)}
        paid = [(c, c.owner) for c in s.companies.values() if c.owner and not c.closed and c.revenue > 0]
        paid.sort(
            key=lambda co: (
                (0, order.get(co[1], 0)) if kind_of(co[1]) == "player" else (1, 0),
                co[0].revenue,
                co[0].name,
            )
        )
        for c, owner in paid:
            s.spend(BANK, owner, c.revenue)

    def can_buy_company(self, s: State, entity: str, current: str | None, end_of_turn: bool = False) -> bool:
        """May ``entity`` buy a private now?  ``end_of_turn``: asked by the stop at the end of an
        operating turn rather than by the purchase allowed at any point of it."""
        if entity != current or not s.has_status("can_buy_companies"):
            return False
        if kind_of(entity) == "minor" and not self.econ.settings.minors_buy_companies:
            return False
        comps = self.purchasable_companies(s, entity)
        return bool(comps) and min(c.min_price for c in comps) <= s.cash(entity)

    def purchasable_companies(self, s: State, entity: str) -> list[Company]:
        """The privates ``entity`` could buy from their owners: open ones a player other than ``entity`` holds, not
        ``no_buy``.  Asked for corporations in an operating round and players in a stock round (status allowing).
        18MEX: none for minors; in phase 2 only KCMO / CdB under their optional rules."""
        return [
            c
            for c in s.companies.values()
            if not c.closed and c.owner and kind_of(c.owner) == "player" and c.owner != entity and not c.no_buy
        ]

    def corporation_buys_company(self, s: State, entity: str, sym: Any, price: Any) -> None:
        """A corporation buys a private from its owner at a price within the private's range (half to one and a half
        times face value).  No title changes it yet."""
        if sym not in s.companies:
            raise IllegalAction(msg("There is no company {company}", company=sym))
        c = s.companies[sym]
        if c not in self.purchasable_companies(s, entity):
            raise IllegalAction(msg("{corporation} cannot buy {company}", corporation=id_of(entity), company=sym))
        if not isinstance(price, int) or not c.min_price <= price <= c.max_price:
            raise IllegalAction(
                msg("Price must be between ${min_price} and ${max_price}", min_price=c.min_price, max_price=c.max_price)
            )
        seller = c.owner
        s.spend(entity, seller, price)  # type: ignore[arg-type]
        c.owner = entity
        s.note(
            msg(
                "{corporation} buys {company} from {player} for ${price}",
                corporation=id_of(entity),
                company=sym,
                player=s.name_of(seller),
                price=price,
            )
        )

    def has_active_abilities(self, s: State, entity: str) -> bool:
        """Can a private ``entity`` owns still act at the end of its turn?  Then the blocking buy-company step stays
        open, to pass.  Default no; 18MEX: CdB while its token can still go in."""
        return False

    # ------------------------------------------------------------------ operating turn
    def start_of_turn(self, s: State, entity: str) -> None:
        """Called as a corporation or minor starts its operating turn, before any step: places its home token
        (``place_home_token``).  18MEX: also the home city's revenue as mail to a major that owns a train."""
        self.place_home_token(s, entity)

    def place_home_token(self, s: State, entity: str) -> None:
        """Place ``entity``'s first token in its home hex's first city if not yet there and a slot is free, and free
        its reservation.  Called by ``start_of_turn``; override for homes placed otherwise."""
        corp = s.entity(entity)
        if not corp.tokens or corp.tokens[0].used or not corp.home:
            return
        hex_id = corp.home
        tile = s.board.tile_at(hex_id)
        if not tile.cities:
            return
        city = self.home_city(s, corp.sym, hex_id)
        toks = s.board.tokens_in(hex_id)
        if any(corp.sym in v for v in toks.values()):
            return
        slots = tile.stops[city].slots
        if len(toks.get(city, [])) >= slots:
            return
        s.board.place_token(hex_id, city, corp.sym)
        corp.tokens[0].hex, corp.tokens[0].city = hex_id, city
        self.release_reservation(s, corp.sym, hex_id)
        s.note(msg("{corporation} places its home token in {hex}", corporation=corp.sym, hex=hex_id))

    def mark_home_city(self, s: State, sym: str, hex_id: str, index: int = 0) -> None:
        """Record ``sym``'s home (or reserved space) as the city ``index`` of the tile in ``hex_id`` now
        (title.toml's ``city``, where a home hex has more than one; setup records it when the hex has one
        city or title.toml names it, as 18xx.games reserves a city): the board moves the mark with that
        city through every upgrade, so the home is a place, not a city number (Boston's green tile
        numbers its cities otherwise than the yellow one)."""
        cities = s.board.tile_at(hex_id).cities
        if cities:
            s.board.mark_home(hex_id, cities[min(index, len(cities) - 1)], sym)

    def home_city(self, s: State, sym: str, hex_id: str) -> int:
        """The city of today's tile in ``hex_id`` where ``sym``'s home (or reserved space) is: the place
        ``mark_home_city`` recorded, followed through the upgrades; the tile's first city when none was
        recorded."""
        city = s.board.home_city(hex_id, sym)
        cities = s.board.tile_at(hex_id).cities
        return city if city is not None and city in cities else cities[0]

    def home_token_due(self, s: State, sym: str) -> bool:
        """Must ``sym``'s home token be on the board in its home city now?  Self-play checks it after every
        action (``engine.io.selfplay.check_state``).  Default: no claim (titles place homes at different
        moments); 1833NE: every floated corporation, from the moment it floats."""
        return False

    def release_reservation(self, s: State, sym: str, hex_id: str | None = None) -> None:
        """Free the home slot reserved for ``sym`` in ``hex_id`` (in every hex when None): its home token went in,
        or it no longer needs one (18MEX's majors merging into NdM)."""
        for h, lst in s.reservations.items():
            if (hex_id is None or h == hex_id) and sym in lst:
                lst.remove(sym)

    # tile lays
    def tile_lays(self, s: State, entity: str) -> list[dict]:
        """The tile lays of one operating turn, in order: ``{"lay": yellow allowed, "upgrade": upgrade allowed}``,
        with ``"not_if_upgraded"`` meaning only if no upgrade came first.  Default one lay or upgrade.  18MEX:
        majors a second yellow (a third in their first OR under triple_yellow_first_or), minors no upgrade."""
        return [{"lay": True, "upgrade": True}]

    def tile_name(self, tile_id: str) -> str:
        """The manifest name of a tile id in an action (18xx.games numbers each physical tile: ``"57-1"`` ->
        ``"57"``).  Override if a title's tile names contain ``-``."""
        return tile_id.rsplit("-", 1)[0] if "-" in tile_id else tile_id

    def skip_reason(self, s: State, entity: str, step: str) -> str | None:
        """The sentence naming the rule that skips ``entity``'s ``step`` ("track", "routes")
        this turn, for the log; None when the step is skipped for want of anything to do."""
        return None

    def can_lay_tile(self, s: State, entity: str) -> bool:
        """A corporation in receivership lays no track."""
        if s.in_receivership(entity):
            return False
        for track in s.round.steps:  # (a loop, not next() over a generator: asked very often)
            if isinstance(track, Track):
                break
        else:
            raise StopIteration  # (as before: no track step in this round)
        lay = track.lay_allowance(s, entity)
        return lay is not None and bool(s.entity(entity).tokens) and bool(lay["lay"] or lay["upgrade"])

    def remaining_tile_lay(self, s: State, entity: str) -> bool:
        """Does ``entity`` have a lay left, keeping the track step open (asked to offer it and after each lay)?
        Default ``can_lay_tile``; 18MEX adds KCMO's usable tile lay."""
        return self.can_lay_tile(s, entity)

    def lay_context(self, s: State, entity: str | None, *, connect: bool = True, discount: int = 0) -> LayContext:
        """What a lay by ``entity`` is checked against: board, phase, its cash and its connection
        (``connect=False``: a private's lay, which need not connect; ``discount`` off the cost).  The lay step and
        the players' lay options use it."""
        sym = id_of(entity) if entity else None
        rules = s.static.rules
        if not isinstance(rules, TrackHooks):  # (the title: its board hooks are TrackHooks')
            raise TypeError(f"{type(rules).__name__} has no board hooks")
        return LayContext(
            board=s.board,
            phase=s.phase,
            rules=rules,
            company=sym if connect else None,
            cash=s.cash(entity) if entity else None,
            discount=discount,
            check_connection=connect,
            open_borders=s.departures.open_borders(),
            extra_tokens=self.lay_extra_tokens(s, sym) if sym and connect else (),
        )

    def lay_extra_tokens(self, s: State, sym: str) -> tuple[tuple[str, int], ...]:
        """Stops ``(hex, stop)`` from which ``sym`` lays track as if it held a token there,
        besides its tokens on the board: the lay check, the map's highlighted hexes and
        self-play's lays walk its network from them too (engine.graph.network's ``extra``).
        Default none; 1833NE: the exit P4 or P6 gives its owner, the shared Sherbrooke marker."""
        return ()

    def lay_tile(self, s: State, entity: str, action: Action, company: str | None) -> int:
        """Check and apply one lay of ``entity``'s (through the private ``company``'s tile-lay
        ability when the action is the private's); returns the cost paid."""
        hex_id = str(action.get("hex"))
        tile_id = str(action.get("tile", ""))
        name = self.tile_name(tile_id)
        rot: Any = action.get("rotation")
        self.check_tile_copy(s, tile_id)
        if company is not None:
            ability = s.companies[company].abilities.get(TileLay.key) if company in s.companies else None
            if not isinstance(ability, TileLay):
                raise IllegalAction(msg("{company} has no tile to lay", company=company))
            if hex_id != ability.hex or name != ability.tile:
                raise IllegalAction(
                    msg("{company} lays only tile {tile} in {hex}", company=company, tile=ability.tile, hex=ability.hex)
                )
            ctx = replace(self.lay_context(s, entity, connect=False, discount=ability.discount), special=True)
            option = check_lay(ctx, hex_id, name, rot)
            self._apply(s, entity, option, tile_id)
            self.ability_used(s, s.companies[company], ability)
            return option.total_cost
        option = check_lay(self.lay_context(s, entity), hex_id, name, rot)
        self._apply(s, entity, option, tile_id)
        return option.total_cost

    def ability_used(self, s: State, company: Company, ability: Ability) -> None:
        """A private's ability has been used: it leaves the company (a title may close the
        company instead)."""
        company.abilities.pop(ability.key, None)

    @staticmethod
    def check_tile_copy(s: State, tile_id: str) -> None:
        """A lay names the copy it lays ("9-2"), one in the supply: not on the map (18xx.games
        refuses a tile it sees laid) and one of the title's copies (``Board.in_supply``)."""
        on_map = s.board.laid_ids().get(tile_id)
        if on_map is not None:
            raise IllegalAction(msg("Tile {tile} already lies in {hex}", tile=tile_id, hex=on_map))
        if not s.board.in_supply(tile_id):
            raise IllegalAction(msg("There is no tile {tile} in the supply", tile=tile_id))

    def _apply(self, s: State, entity: str, option: Any, tile_id: str | None) -> None:
        """Pay for and put down the lay's tile: the copy the action names, exactly (none named:
        the copy a player would take, ``Board.next_tile_id``)."""
        if tile_id:
            self.check_tile_copy(s, tile_id)
        if option.total_cost:
            s.spend(entity, BANK, option.total_cost)
        apply_lay(s.board, option, tile_id)  # the copy named (checked in the supply)
        if option.total_cost:
            s.note(
                msg(
                    "{corporation} lays tile {tile} in {hex} (rotation {rotation}) for ${price}",
                    corporation=id_of(entity),
                    tile=option.tile,
                    hex=option.hex,
                    rotation=option.rotation,
                    price=option.total_cost,
                )
            )
        else:
            s.note(
                msg(
                    "{corporation} lays tile {tile} in {hex} (rotation {rotation})",
                    corporation=id_of(entity),
                    tile=option.tile,
                    hex=option.hex,
                    rotation=option.rotation,
                )
            )

    @staticmethod
    def owned_ability(s: State, company: str, operator: str | None, kind: type[Ability]) -> Ability | None:
        """The unused ability of that kind of the open private ``company`` owned by ``operator``."""
        c = s.companies.get(company)
        if c is None or c.closed or not operator or c.owner != operator:
            return None
        ability = c.abilities.get(kind.key)
        return ability if isinstance(ability, kind) else None

    def tile_ability_usable(self, s: State, company: str, operator: str | None) -> bool:
        """Does ``company`` hold an unused tile-lay ability its owner ``operator`` may use?"""
        return self.owned_ability(s, company, operator, TileLay) is not None

    def special_track_ok(self, s: State, company: str, operator: str | None) -> bool:
        """May the private ``company`` lay its tile now, for the operating ``operator``?  During
        the operator's track step (its own or the private's)."""
        return self.tile_ability_usable(s, company, operator) and isinstance(
            s.round.active_step(s), (Track, SpecialTrack)
        )

    def special_token_ok(self, s: State, company: str, operator: str | None) -> bool:
        """May the private ``company`` place its token for the operating ``operator`` now?"""
        ability = self.owned_ability(s, company, operator, TokenIn)
        return ability is not None and operator is not None and s.entity(operator).next_token() is not None

    def special_token(self, s: State, operator: str | None, company: str, action: Action) -> None:
        """The private's free token for its owner, in the ability's hex."""
        c = s.companies[company]
        ability = c.abilities.get(TokenIn.key)
        if not isinstance(ability, TokenIn):
            raise IllegalAction(msg("{company} has no token ability", company=company))
        hex_id, stop = self.city_of(s, action.get("city", ""))
        if hex_id != ability.hex or operator is None:
            raise IllegalAction(msg("{company} places its token only in {hex}", company=company, hex=ability.hex))
        corp = s.entity(operator)
        tok = corp.next_token()
        if tok is None or not self.tokenable(s, hex_id, stop, corp.sym):
            raise IllegalAction(msg("{corporation} cannot place a token in {hex}", corporation=corp.sym, hex=hex_id))
        s.board.place_token(hex_id, stop, corp.sym)
        tok.hex, tok.city = hex_id, stop
        self.ability_used(s, c, ability)
        s.note(
            msg(
                "{corporation} ({company}) places a free token in {hex}",
                corporation=corp.sym,
                company=company,
                hex=hex_id,
            )
        )

    # tokens
    def city_of(self, s: State, city_id: str) -> tuple[str, int]:
        """18xx.games city id ``<tile id>-<city index>`` -> (hex, stop index)."""
        text = str(city_id)
        if "-" not in text:
            raise IllegalAction(msg("{city} is not a city id", city=repr(city_id)))
        tile_id, idx = text.rsplit("-", 1)
        hex_id = next((h for h, st in s.board.state.items() if st.tile_id == tile_id), None)
        if hex_id is None:
            cand = tile_id.rsplit("-", 1)[0]
            if cand in s.board.state and s.board.state[cand].tile_id is None:
                hex_id = cand
        if hex_id is None:
            raise IllegalAction(msg("No tile {tile} is on the map", tile=tile_id))
        cities = s.board.tile_at(hex_id).cities
        if not idx.isdigit() or int(idx) >= len(cities):
            raise IllegalAction(msg("{tile} has no city {city}", tile=tile_id, city=idx))
        return hex_id, cities[int(idx)]

    def free_slots(self, s: State, hex_id: str, stop: int, sym: str) -> int:
        """Token slots still open to ``sym`` in this city: slots minus tokens minus other companies' home
        reservations (its own does not block it).  A reservation recorded in one city of the hex
        (``mark_home_city``) holds a slot of that city only; one without a city, a slot of each."""
        st = s.board.tile_at(hex_id).stops[stop]
        toks = s.board.tokens_in(hex_id).get(stop, [])
        reserved = [
            r for r in s.reservations.get(hex_id, []) if r != sym and s.board.home_city(hex_id, r) in (None, stop)
        ]
        return st.slots - len(toks) - len(reserved)

    def tokenable(self, s: State, hex_id: str, stop: int, sym: str) -> bool:
        """May ``sym`` put a token in this city: none of its tokens in the hex yet and a slot open to it?  Used for
        bought tokens and privates' free ones."""
        if any(sym in v for v in s.board.tokens_in(hex_id).values()):
            return False
        return self.free_slots(s, hex_id, stop, sym) > 0

    def token_targets(self, s: State, entity: str) -> list[tuple[str, int]]:
        """The cities ``(hex, stop)`` where ``entity``'s next token may go: tokenable cities its network reaches
        (the price is checked apart).  Asked by the token step and the players' menus; override for tokens off the
        network."""
        from engine.graph import network

        sym = id_of(entity)
        out = []
        for h, i in network(s.board, sym).stops:
            if s.board.tile_at(h).stops[i].kind == "city" and self.tokenable(s, h, i, sym):
                out.append((h, i))
        return sorted(out)

    def can_place_token(self, s: State, entity: str) -> bool:
        """Is the token step open: a token left, affordable, and a city to put it in?  A private
        the corporation owns with a free token counts as an affordable token (18xx.games prices
        the step by its cheapest token, abilities included: the step is offered, to pass, even
        when the corporation cannot pay for its own next token).  A corporation in receivership
        places no token."""
        if s.in_receivership(entity):
            return False
        corp = s.entity(entity)
        tok = corp.next_token()
        if tok is None:
            return False
        if tok.price > s.cash(entity) and not any(
            self.usable_free_token(s, entity, c.sym) for c in s.companies.values()
        ):
            return False
        if type(self).token_targets is not PlayHooks.token_targets:
            return bool(self.token_targets(s, entity))
        from engine.graph import reaches_stop  # = bool(token_targets), stopping at the first

        sym = id_of(entity)
        board = s.board

        def wanted(node: tuple[str, int]) -> bool:
            h, i = node
            return board.tile_at(h).stops[i].kind == "city" and self.tokenable(s, h, i, sym)

        return reaches_stop(board, sym, wanted)

    def place_token(self, s: State, entity: str, action: Action) -> None:
        """Place ``entity``'s next token in the action's city, one of ``token_targets``, paying its price to the
        bank.  Override for prices by distance or other payees."""
        corp = s.entity(entity)
        hex_id, stop = self.city_of(s, action.get("city", ""))
        tok = corp.next_token()
        if tok is None:
            raise IllegalAction(msg("{corporation} has no token left", corporation=corp.sym))
        if (hex_id, stop) not in self.token_targets(s, entity):
            raise IllegalAction(msg("{corporation} cannot place a token in {hex}", corporation=corp.sym, hex=hex_id))
        owned = self.free_token_in(s, entity, hex_id)
        if owned is not None:  # the private's free token, taken as the turn's token
            company, ability = owned
            s.board.place_token(hex_id, stop, corp.sym)
            tok.hex, tok.city = hex_id, stop
            self.ability_used(s, company, ability)
            s.note(
                msg(
                    "{corporation} ({company}) places a free token in {hex}",
                    corporation=corp.sym,
                    company=company.sym,
                    hex=hex_id,
                )
            )
            return
        if tok.price > s.cash(entity):
            raise IllegalAction(
                msg("{corporation} cannot afford a ${price} token", corporation=corp.sym, price=tok.price)
            )
        s.spend(entity, BANK, tok.price)
        s.board.place_token(hex_id, stop, corp.sym)
        tok.hex, tok.city = hex_id, stop
        s.note(
            msg("{corporation} places a token in {hex} for ${price}", corporation=corp.sym, hex=hex_id, price=tok.price)
        )

    def usable_free_token(self, s: State, entity: str, company: str) -> bool:
        """Does ``company`` give ``entity`` a free token it can still use?  Not when the
        corporation already has a token in the private's hex: a second one cannot go there, so
        the ability does not open the token step (18MEX CdB bought after its buyer tokened Santa
        Rosalia; 18xx.games judges the ability unusable then, and skips the step when the
        corporation cannot pay for its own next token)."""
        ability = self.owned_ability(s, company, entity, TokenIn)
        if not isinstance(ability, TokenIn):
            return False
        return all(t.hex != ability.hex for t in s.entity(entity).placed_tokens())

    def free_token_in(self, s: State, entity: str, hex_id: str) -> tuple[Company, TokenIn] | None:
        """A private of ``entity``'s whose unused ability places a free token in ``hex_id`` (18MEX
        CdB: Santa Rosalia).  The company's own token placed there is that free token: nobody
        pays for a token the private gives (as on 18xx.games, which uses the ability then, and
        counts the token as the turn's)."""
        for c in s.companies.values():
            ability = self.owned_ability(s, c.sym, entity, TokenIn)
            if isinstance(ability, TokenIn) and ability.hex == hex_id:
                return c, ability
        return None

    # routes
    def can_run_route(self, s: State, entity: str) -> bool:
        """Can ``entity`` run a train at all: does its track join a token to a second stop?  Remembered once true
        (``s.route_known``); asked by the route step and ``must_buy_train``."""
        sym = id_of(entity)
        if sym in s.route_known:
            return True
        ok = self.route_available(s, sym)
        if ok:
            s.route_known.add(sym)
        return ok

    def route_available(self, s: State, sym: str) -> bool:
        """From some token, the track reaches a second stop (a train could run)."""
        from engine.graph import reached_from

        return any(len(reached_from(s.board, sym, node).stops) > 1 for node in s.board.token_hexes(sym))

    def train_spec(self, s: State, train: Train) -> TrainSpec:
        """How the route search runs ``train``: its reach, distance model and revenue multiplier from game.toml.  A
        title whose trains count stops otherwise (express, +n) returns another spec."""
        d = self.econ.train(train.name)
        return TrainSpec(train.name, d.reach, d.multiplier, d.model)

    def run_routes(self, s: State, entity: str, routes: list[dict]) -> int:
        """Read, check and price the routes; the total revenue.

        A route ``{"train": id, "typed_revenue": n}`` is a revenue the players typed by hand (the
        desktop's last resort when a route cannot be entered on the map): it is not checked,
        only logged as typed.  18xx.games has no such field, so such a save does not open there."""
        corp = s.entity(entity)
        plan = []
        seen = set()
        for r in routes:
            tid = r.get("train")
            if tid not in corp.trains:
                raise IllegalAction(msg("{corporation} does not own train {train}", corporation=corp.sym, train=tid))
            if tid in seen or s.trains[tid].operated:
                raise IllegalAction(msg("Train {train} cannot run twice", train=tid))
            seen.add(tid)
            if "typed_revenue" in r:
                typed = r["typed_revenue"]
                if isinstance(typed, bool) or not isinstance(typed, int) or typed < 0:
                    raise IllegalAction(
                        msg("The revenue typed for train {train} must be a whole number of at least 0", train=tid)
                    )
                if r.get("connections"):
                    raise IllegalAction(msg("Train {train} has both a route and a typed revenue", train=tid))
                continue
            ext = r.get("extension")  # an interconnection extension (1833NE): hex chains
            if not (_hex_chains(r.get("connections") or []) and (not ext or _hex_chains(ext))):
                raise IllegalAction(
                    msg("The route of train {train} must list its connections as lists of hex ids", train=tid)
                )
            plan.append(
                (self.train_spec(s, s.trains[tid]), r.get("connections") or [], ext)
                if ext
                else (self.train_spec(s, s.trains[tid]), r.get("connections") or [])
            )
        priced = price_in_state(s, corp.sym, plan).routes if plan else []
        results = iter(priced)
        total = 0
        for r in routes:
            # the train as the players name it (1833NE: the face bought, "2+1", not the card "I")
            name = self.train_label(s, s.trains[r["train"]])  # type: ignore[attr-defined]
            if "typed_revenue" in r:
                total += r["typed_revenue"]
                s.note(
                    msg(
                        "{corporation} runs train {train} for ${amount} (revenue typed by hand)",
                        corporation=corp.sym,
                        train=name,
                        amount=r["typed_revenue"],
                    )
                )
                continue
            res = next(results)
            if (
                "revenue" in r
                and isinstance(r["revenue"], int)
                and s.departures.checks_recorded_revenue()
                and r["revenue"] != res.revenue
            ):
                raise IllegalAction(
                    msg(
                        "Route of {train} is worth ${amount}, not ${claimed}",
                        train=r["train"],
                        amount=res.revenue,
                        claimed=r["revenue"],
                    )
                )
            total += res.revenue
            s.note(
                msg(
                    "{corporation} runs train {train} for ${amount}",
                    corporation=corp.sym,
                    train=name,
                    amount=res.revenue,
                )
            )
        self.routes_priced(s, corp.sym, plan, priced)
        return total

    def routes_priced(self, s: State, sym: str, plan: list, priced: Sequence[RouteResult]) -> None:
        """After a run: ``plan`` the routes as read (train spec, connections[, extension]),
        ``priced`` what each earned, bonuses included.  For a title that logs more of the run."""

    # dividends
    def dividend_kinds(self, s: State, entity: str) -> tuple[str, ...]:
        """A corporation in receivership always withholds."""
        if s.in_receivership(entity):
            return ("withhold",)
        return ("payout", "withhold")

    def dividend(self, s: State, entity: str, revenue: int, kind: str) -> None:
        """Settle an operated company's revenue: its trains marked run, obsolete ones gone, then withhold (all to
        the treasury, price left) or payout (``pay_dividends``, price right); a minor's goes to ``minor_dividend``.
        Override for half payouts or other price moves."""
        corp = s.entity(entity)
        for tid in corp.trains:
            if not s.trains[tid].operated:
                s.writable_train(tid).operated = True
        corp.operated = True
        self.after_operated_trains(s, entity)
        if corp.minor:
            self.minor_dividend(s, corp, revenue, kind)
            return
        if kind == "withhold":
            s.spend(BANK, entity, revenue)
        else:
            self.pay_dividends(s, corp, revenue)
        old = corp.share_price
        s.move_price(corp.sym, "right" if kind == "payout" and revenue > 0 else "left")
        if old is not None and old != corp.share_price:
            s.note(
                msg(
                    "{corporation}'s share price moves from ${old_price} to ${price}",
                    corporation=corp.sym,
                    old_price=s.mkt.price(old),
                    price=s.price_of(corp.sym),
                )
            )

    def pay_dividends(self, s: State, corp: Corporation, revenue: int) -> None:
        """A payout: each player's percent of the revenue (rounded up); the certificates in the
        pool and in the IPO pay the corporation or nobody, as the title's settings say."""
        settings = self.econ.settings
        for pid in list(s.players):
            pkey = player_key(pid)
            pct = s.percent_of(pkey, corp.sym)
            if pct:
                s.spend(BANK, pkey, math.ceil(pct * revenue / 100))
        for holder, paid in ((POOL, settings.pool_dividends), (corp.key, settings.ipo_dividends)):
            pct = s.percent_of(holder, corp.sym) if paid == "company" else 0
            if pct:
                s.spend(BANK, corp.key, math.ceil(pct * revenue / 100))

    def minor_dividend(self, s: State, corp: Corporation, revenue: int, kind: str) -> None:
        """A minor's revenue: withheld, all to its treasury; paid out, half (rounded down) to it and the rest to its
        owner.  18MEX's minors use this."""
        if kind == "withhold":
            s.spend(BANK, corp.key, revenue)
            return
        kept, paid = self.minor_split(s, corp, revenue)
        s.spend(BANK, corp.key, kept)
        if corp.owner:
            s.spend(BANK, corp.owner, paid)

    def minor_split(self, s: State, corp: Corporation, revenue: int) -> tuple[int, int]:
        """(kept by the minor, paid to its owner) of a minor's paid-out revenue: half each, the
        odd one to the owner.  The routes panel shows it before the run."""
        half = revenue // 2
        return half, revenue - half

    def after_operated_trains(self, s: State, entity: str) -> None:
        """Obsolete trains leave after their owner's dividend step."""
        corp = s.entity(entity)
        for tid in list(corp.trains):
            if s.trains[tid].obsolete:
                s.rust(s.trains[tid])

    # trains
    def may_rust(self, s: State, t: Train) -> bool:
        """May ``t`` rust now that the train rusting it was bought?  Default yes.  18MEX: under delay_minor_close
        the minors' 2-trains stay until the minors close."""
        return True

    def after_train_bought(self, s: State, buyer: str, train: Train) -> None:
        """Called after every train purchase (from the depot or another company), before the phase changes, rusting
        and events it brings.  Default nothing; 18MEX: MNR closes when NdM buys a train."""

    def phase_changed(self, s: State) -> None:
        """Called after each phase change a train purchase brings (the phase's status flags apply without it).
        Default nothing; no title overrides it yet."""

    def event(self, s: State, name: str) -> None:
        """Run one game.toml event of the first train of a kind, through the title's ``event_<name>`` method; an
        unknown event is refused, so a title declaring one must define it."""
        handler = getattr(self, sys.intern(f"event_{name}"), None)  # (interned: ``Step.process``)
        if handler is None:
            raise IllegalAction(msg("unknown event {event}", event=name))
        handler(s)

    def event_close_companies(self, s: State) -> None:
        """The ``close_companies`` event: every owned private closes (an unsold one stays open).  18MEX overrides it
        only to log the event."""
        for c in s.companies.values():
            c.closed = True if c.owner else c.closed

    def must_buy_train(self, s: State, entity: str) -> bool:
        """Must ``entity`` buy a train (and may its president pay in)?  When it has none, the depot has some and it
        has a route.  The buy-train step then offers only buying and the president's emergency sales."""
        corp = s.entity(entity)
        return not corp.trains and bool(s.depot_trains()) and self.can_run_route(s, entity)

    def train_count(self, s: State, name: str) -> int:
        """How many trains of kind ``name`` this game has: game.toml's ``count``.  18GB: the
        scenario's own count."""
        return self.econ.train(name).count

    def train_limit(self, s: State, key: str) -> int:
        """How many trains ``key`` may own: the phase's ``train_limit`` (one number, or one for
        minors and one for corporations) plus game.toml's
        ``train_limit_bonus`` of the corporation.  18GB: the 10-share limit for a converted
        corporation.  Read through ``s.train_limit``."""
        base = _phase_limit(s.phase, kind_of(key))
        if kind_of(key) == "corp":
            base += int(self.econ.corporations.get(id_of(key), {}).get("train_limit_bonus", 0))
        return base

    def lowest_train_limit(self, phase: Phase, kind: str) -> int:
        """A floor under the train limit of every company of ``kind`` ("minor" or "corp") in
        that phase, whatever ``train_limit`` says of each: ``State.crowded``, asked at every step
        of an operating round, asks ``train_limit`` only of the companies holding more trains
        than this.  A title whose ``train_limit`` can go lower than the phase's column says so
        here."""
        base = _phase_limit(phase, kind)
        if kind != "corp":
            return base
        return base + min([0] + [int(c.get("train_limit_bonus", 0)) for c in self.econ.corporations.values()])

    def room(self, s: State, entity: str) -> bool:
        """Is ``entity`` below the phase's train limit (``s.train_limit``)?"""
        return s.num_corp_trains(entity) < s.train_limit(entity)

    def min_train_price(self, s: State, entity: str) -> int | None:
        """The least ``entity`` could pay for some train: the cheapest depot train, or $1 for another company's
        (None: none to buy)."""
        prices = [s.train_price(t) for t in s.depot_trains()] + [1 for _ in s.other_trains(entity)]
        return min(prices) if prices else None

    def train_price_range(self, s: State, entity: str, train: Train) -> tuple[int, int]:
        """What ``entity`` may pay for another company's ``train``: its face value where
        ``face_value_only``, else $1 up to its cash.  1893: a forced buyer short of the face value
        may go up to it with its president's cash, and after the president's sale must spend
        what that sale raised."""
        if self.face_value_only(s, entity, train.owner):
            return s.train_price(train), s.train_price(train)
        return 1, max(s.cash(entity), 0)

    def can_buy_train(self, s: State, entity: str) -> bool:
        """May ``entity`` buy a train by choice?  Room, cash for the cheapest, and a minor only where
        ``minors_buy_trains`` lets it."""
        if kind_of(entity) == "minor" and not self.econ.settings.minors_buy_trains:
            return False
        low = self.min_train_price(s, entity)
        return self.room(s, entity) and low is not None and s.cash(entity) >= low

    def face_value_only(self, s: State, a: str | None, b: str | None) -> bool:
        """Must a train pass between ``a`` and ``b`` at its face value rather than any price?  Default no.  18MEX:
        when NdM buys or sells."""
        return False

    def buyable_trains(self, s: State, entity: str, step: Step) -> list[Train]:
        """The trains ``entity`` may buy now: the depot's (only its cheapest when the buyer cannot pay even that),
        other companies' unless it has no cash or its president has sold shares for this train, and no face-value
        trade it cannot pay unless forced.  18MEX: no second depot train in a limited_train_buy phase."""
        depot = s.depot_trains()
        others = s.other_trains(entity)
        cash = s.cash(entity)
        if cash < s.min_depot_price():
            t = s.min_depot_train()
            depot = [t] if t else []
            data = s.round.data
            if isinstance(data, OperatingScratch) and data.last_share_sold_price is not None:
                others = []
        if cash == 0:
            others = []
        if not self.must_buy_train(s, entity):
            others = [t for t in others if not (cash < s.train_price(t) and self.face_value_only(s, entity, t.owner))]
        return depot + others

    def buy_train_action(self, s: State, entity: str, train: Train, price: Any, step: Step) -> None:
        """Check and make a train purchase: depot trains at list price, others from $1 to the buyer's cash (face
        value where ``face_value_only``); a forced buyer short of cash takes the rest from its president, for the
        cheapest depot train only.  18MEX: the first 5-train also records who will decide the NdM merger."""
        if not isinstance(price, int):
            raise IllegalAction(msg("A train purchase needs a price"))
        if train not in self.buyable_trains(s, entity, step):
            raise IllegalAction(msg("Train {train} cannot be bought now", train=train.id))
        if train.owner == entity:
            raise IllegalAction(msg("A corporation cannot buy its own train"))
        from_depot = train.owner == DEPOT
        data = s.round.data
        list_price = s.train_price(train) - (data.trade_in_credit if isinstance(data, OperatingScratch) else 0)
        if from_depot and price != list_price:
            raise IllegalAction(msg("Train {train} costs ${price}", train=train.id, price=list_price))
        if not from_depot:
            if self.face_value_only(s, entity, train.owner) and price != s.train_price(train):
                raise IllegalAction(msg("Must pay face value"))
            self.check_train_price(s, entity, train, price)
        remaining = price - s.cash(entity)
        if remaining > 0:
            if not self.must_buy_train(s, entity):
                raise IllegalAction(msg("{corporation} cannot afford ${price}", corporation=id_of(entity), price=price))
            cheapest = s.min_depot_train()
            if cheapest is None or train.name != cheapest.name:
                raise IllegalAction(msg("Cannot purchase {train} train: cheaper train available", train=train.name))
            owner = s.entity(entity).owner
            if owner is None or s.cash(owner) < remaining:
                raise IllegalAction(
                    msg("{player} cannot contribute ${amount}", player=s.name_of(owner), amount=remaining)
                )
            s.spend(owner, entity, remaining)
            s.note(msg("{player} contributes ${amount}", player=s.name_of(owner), amount=remaining))
        self.train_bought(s, entity, train, price)

    def check_train_price(self, s: State, entity: str, train: Train, price: int) -> None:
        """Refuse a price for another company's train outside ``train_price_range``."""
        low, high = self.train_price_range(s, entity, train)
        if not low <= price <= high:
            raise IllegalAction(
                msg(
                    "{corporation} may only spend between ${low} and ${high}",
                    corporation=id_of(entity),
                    low=low,
                    high=high,
                )
            )

    def train_bought(self, s: State, entity: str, train: Train, price: int) -> None:
        """A checked purchase: logged, paid and made (``State.buy_train``: phase, rusting,
        events).  The one way ``buy_train_action`` (a title's too) completes a purchase."""
        s.note(
            msg(
                "{corporation} buys a {train} train for ${price} from {entity}",
                corporation=id_of(entity),
                train=train.name,
                price=price,
                entity=s.name_of(train.owner),
            )
        )
        s.buy_train(entity, train, price)

    def trade_in(self, s: State, entity: str, train: Train, exchange: Any) -> int:
        """Hand in train ``exchange`` toward ``train`` from the depot (game.toml ``trade_in``: the
        kinds taken and their credit), once per operating turn; the handed-in train goes to the
        depot's used trains.  Returns the credit; refused with the reason otherwise."""
        credits = dict(self.econ.train(train.name).trade_in)
        old = s.trains.get(exchange) if isinstance(exchange, str) else None
        if old is None or old.owner != entity:
            raise IllegalAction(msg("{entity} does not own train {train}", entity=id_of(entity), train=exchange))
        if train.owner != DEPOT:
            raise IllegalAction(msg("Only a train bought from the depot takes a train in exchange"))
        if old.name not in credits:
            raise IllegalAction(
                msg("A {train} train is not taken in exchange for a {new} train", train=old.name, new=train.name)
            )
        data = OperatingScratch.of(s.round.data)
        data.mark("traded_in")
        traded = data.traded_in
        if entity in traded:
            raise IllegalAction(msg("{entity} has already traded in a train this turn", entity=id_of(entity)))
        traded.append(entity)
        s.move_train(old, DEPOT)
        s.discarded.append(old.id)
        s.note(msg("{entity} trades in a {train} train", entity=id_of(entity), train=old.name))
        return credits[old.name]

    def emergency_sale_refusal(
        self, s: State, player: str, corp_entity: str | None, shares: list[Share], percent: int | None
    ) -> str | None:
        """Why the president of the corporation buying a train may not sell this bundle (None: may)."""
        sym = shares[0].corp
        pct = percent or sum(x.percent for x in shares)
        if not self.sale_timing_ok(s) or not s.pool_fits(sym, pct):
            return msg("Cannot sell shares of {corporation}", corporation=sym)
        if not self.can_dump(s, player, shares):
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
        for sym in s.corps:
            prices = [
                s.bundle_price(b, p)
                for b, p in PlayHooks.bundles_for(self, s, player, sym)
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
        shares = self.resolve_shares(s, action.get("shares", []), buying=False, entity=entity)
        percent = action.get("percent")
        sym = shares[0].corp
        refusal = self.bundle_refusal(s, entity, shares, percent) or self.emergency_sale_refusal(
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
        if self.econ.settings.bankruptcy == "not_allowed":
            raise IllegalAction(msg("Bankruptcy is not allowed in this title"))
        owner = self.bankrupt_president(s, entity)
        for sym in sorted(s.corps):
            if s.corps[sym].share_price is None:
                continue
            while True:  # one bundle at a time: a title may offer some certificates singly
                bundles = [
                    (b, p)
                    for b, p in self.bundles_for(s, owner, sym)
                    if self.emergency_sale_refusal(s, owner, entity, b, p) is None
                ]
                if not bundles:
                    break
                b, p = max(bundles, key=lambda bp: s.bundle_price(bp[0], bp[1]))
                s.sell_shares(owner, b, percent=p)
        s.spend(owner, BANK, s.cash(owner))
        s.player[id_of(owner)].bankrupt = True
        s.note(msg("{player} goes bankrupt", player=s.name_of(owner)))


def _phase_limit(phase: Phase, kind: str) -> int:
    """The phase's ``train_limit`` for a company of ``kind``: one number, or one for minors and
    one for corporations ({minor = .., corporation = ..}: 1893)."""
    limit = phase.extra.get("train_limit", 99)
    if isinstance(limit, dict):
        limit = limit.get("minor" if kind == "minor" else "corporation", 99)
    return int(limit)


def _hex_chains(value: object) -> bool:
    """Is this a route's ``connections`` (or ``extension``) as a file may hold it: a list of
    lists of hex ids?  (A damaged one is refused with a sentence, not a Python error.)"""
    return isinstance(value, list) and all(
        isinstance(chain, list) and all(isinstance(h, str) for h in chain) for chain in value
    )
