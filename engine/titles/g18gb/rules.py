"""18GB's game rules (fact sheet §1–§6, §10): setup by scenario and seed, the auction, the
five-share corporations and their conversion, insolvency and receivership, trains and the end.

``Rules`` is mixed into ``engine.titles.g18gb.title.Title`` (which keeps the board and route hooks).
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from engine.board import not_a_hex
from engine.entities import BANK, DEPOT, POOL, Company, Corporation, Share, Token, Train, corp_key, id_of, kind_of
from engine.entities import player_key as pkey
from engine.errors import DataError, IllegalAction
from engine.i18n import msg
from engine.policies.endgame import EndgamePolicy
from engine.policies.presentation import PresentationPolicy
from engine.policies.revenue import RevenuePolicy
from engine.policies.rounds import RoundsPolicy
from engine.policies.routes import RoutesPolicy
from engine.policies.setup import SetupPolicy
from engine.policies.stock import StockPolicy
from engine.policies.track import TrackPolicy
from engine.policies.trains import TrainsPolicy
from engine.titles import base
from engine.titles.g18gb import rounds as gs
from engine.titles.g18gb.departures import departures
from engine.titles.g18gb.scenarios import SCENARIOS, ScenarioRules, SiteRandom, draw_cast, draw_tiers, scenario_id
from engine.titles.g18gb.scratch import G18GBFlags, GBOperatingScratch, GBStockScratch, flags, operating
from engine.upgrades import LayContext, check_lay

if TYPE_CHECKING:
    from engine.rounds.base import Action, Round, Step
    from engine.state import State

#: privates whose closed ability is one extra tile action: hex and the tiles it may lay
PRIVATE_LAYS = {
    "AF": ("I2", ("G39", "G40", "G41", "G36", "G37", "G38", "G30", "G34")),
    "LS": ("H21", ("G18", "G19", "G21", "G22", "G24", "G26", "G27", "G28", "G30")),
    "TV": ("C22", ("G33",)),
}
#: of those, the ones that use one of the corporation's two normal lays, and the cost they waive
CONSUMING_LAYS = {"TV": 50}
#: of those, the one 18xx.games times to its owner's track step without using a normal lay: it
#: keeps the track step offering a lay even while the private is open
TRACK_TIMED_LAYS = ("AF",)
#: privates whose closed ability is one extra token: the hex (and its reservation until 4+2)
PRIVATE_TOKENS = {"GN": "I14", "MC": "H9"}
GREEN_CITY_TILES = ("G36", "G37", "G38")
TEN_SHARE = [20] + [10] * 8


class _LayRules:
    """The title as one lay sees it: its track policy as ``_LayTrack`` changes it for the lay."""

    def __init__(self, rules: Any, green_hex: str | None, restrictive: bool) -> None:
        self._rules = rules
        self.track = _LayTrack(rules.track, green_hex, restrictive)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._rules, name)


class _LayTrack:
    """The title's track policy for one lay: white or yellow may go straight to green in
    ``green_hex`` (a green home, or York / Carlisle after the GN / MC token), and a private's
    own lay is free of the "new track" restriction (18xx.games checks it for corporations only)."""

    def __init__(self, track: Any, green_hex: str | None, restrictive: bool) -> None:
        self._track = track
        self._hex = green_hex
        self.track_restriction = track.track_restriction if restrictive else "permissive"

    def __getattr__(self, name: str) -> Any:
        return getattr(self._track, name)

    def next_colors(self, hexdef: Any, old: Any) -> tuple[str, ...]:
        got = self._track.next_colors(hexdef, old)
        if hexdef.id == self._hex and old.color in ("white", "yellow") and "green" not in got:
            return (*got, "green")
        return got


class RulesSetup(SetupPolicy):
    """18GB's setup rules: what differs from ``SetupPolicy``."""

    title: Rules

    def setup(self, s: State) -> None:
        """The scenario's cast, cash and trains; the home tokens on the map; the seeded draws
        of the 3-player extra corporation and of the tiers (facts §1–§2)."""
        sc = self.title.scenario(s)
        info = self.title.info
        for pid in s.players:
            s.spend(BANK, pkey(pid), sc.cash)
        rng = SiteRandom(int(flags(s).seed))
        in_play = [ci.sym for ci in info.companies if ci.kind == "major" and sc.id in ci.extra.get("scenarios", [])]
        drawn = [ci.sym for ci in info.companies if ci.kind == "major" and sc.id in ci.extra.get("drawn_in", [])]
        cast = draw_cast(rng, in_play, drawn)
        for ci in info.companies:
            if ci.kind == "private" and sc.id in ci.extra.get("scenarios", []):
                company = self.new_company(s, ci)
                if company is not None:
                    s.companies[ci.sym] = company
        for sym in cast:
            ci = info.company(sym)
            corp = self.new_corporation(s, ci)
            corp.flags["conversion_tokens"] = int(ci.extra.get("conversion_tokens", 0))
            corp.flags["green_home"] = bool(ci.extra.get("green_home"))
            s.corps[sym] = corp
            for sh in self.new_certificates(s, ci):
                s.shares[sh.id] = sh
                s.share_seq[sh.id] = s.next_seq()
        for td in self.title.econ.trains:
            for i in range(self.title.trains.train_count(s, td.name)):
                t = Train(f"{td.name}-{i}", td.name, rusts_on=td.rusts_on)
                s.trains[t.id] = t
                s.upcoming.append(t.id)
        for sym, hex_id in PRIVATE_TOKENS.items():
            if sym in s.companies:
                s.reservations.setdefault(hex_id, []).append(sym)
        flags(s).tiers = draw_tiers(rng, cast, sc.tier2)
        flags(s).insolvent = []
        flags(s).scenario = sc.id
        for sym in cast:
            self.title.put_home_token(s, s.corps[sym])


class RulesRounds(RoundsPolicy):
    """18GB's rounds rules: what differs from ``RoundsPolicy``."""

    title: Rules

    def first_round(self, s: State) -> Round:
        """The auction of every private at once."""
        auction = gs.GBAuction()
        rnd = gs.GBAuctionRound(s, [auction])
        auction.start(s)
        return rnd

    def stock_round(self, s: State) -> Round:
        """The stock round: convert, sell then buy (no discarding: a corporation over its limit
        discards in the next operating round, ``GBDiscardTrain``)."""
        return gs.GBStockRound(s, [gs.GBBuySellParShares()])

    def operating_round(self, s: State, num: int) -> Round:
        """The operating turn's steps (facts §10)."""
        steps = [
            gs.GBSpecialChoose(),
            gs.GBSpecialTrack(),
            gs.GBSpecialToken(),
            gs.GBTrackAndToken(),
            gs.GBRoute(),
            gs.GBDividend(),
            gs.GBDiscardTrain(),
            gs.GBBuyTrain(),
            gs.GBEmrShareBuy(),
        ]
        flags(s).bank_train_bought = False
        return gs.GBOperatingRound(s, steps, round_num=num)

    def priority_order(self, s: State) -> None:
        """After the auction: cash ascending, ties to the player with more privates.  After a
        stock round: the order in which the players passed (the first to pass leads)."""
        if isinstance(s.round, gs.GBAuctionRound):
            count = {p: sum(1 for c in s.companies.values() if c.owner == pkey(p)) for p in s.players}
            s.players.sort(key=lambda p: (s.cash(pkey(p)), -count[p]))
            return
        if isinstance(s.round, gs.GBStockRound) and s.round.pass_order:
            first = [id_of(k) for k in s.round.pass_order if id_of(k) in s.player]
            s.players = first + [p for p in s.players if p not in first]

    def start_of_turn(self, s: State, entity: str) -> None:
        """A corporation in receivership owning no train, with a route and short of the
        cheapest bank train, is insolvent from the start of its turn (it then leases)."""
        super().start_of_turn(s, entity)
        if kind_of(entity) == "corp":
            self.title.check_receivership_insolvency(s, entity)

    def action_processed(self, s: State, action: Action) -> None:
        """The end of an operating round, settled as its last action is (so that the game-end
        check that follows sees it): a train exported when none was bought from the bank, the
        end-game restriction when one or two trains are left (facts §10)."""
        from engine.rounds.operating import OperatingRound

        rnd = s.round
        if isinstance(rnd, OperatingRound) and rnd.finished(s):
            self.title.end_operating_round(s)

    def or_round_finished(self, s: State) -> None:
        """(An operating round nobody operated in ends without an action.)"""
        self.title.end_operating_round(s)

    def round_finishing(self, s: State) -> bool:
        """An operating round that ended without an action (nobody could act) is settled before
        the game-end check too: an export emptying the bank ends the game there, as on
        18xx.games, not after the next round."""
        from engine.rounds.operating import OperatingRound

        if isinstance(s.round, OperatingRound) and not operating(s).or_ended:
            self.title.end_operating_round(s)
            return True
        return False


class RulesEndgame(EndgamePolicy):
    """18GB's endgame rules: what differs from ``EndgamePolicy``."""

    title: Rules

    def end_triggers(self, s: State) -> dict[str, bool]:
        """The bank out of trains; a price at £350 or more."""
        return {"final_train": not s.upcoming, "stock_market": s.market.end_reached}

    def player_value(self, s: State, pid: str) -> int:
        """Cash, certificates at market (half, rounded down, for a trainless corporation), open
        privates at face value."""
        key = pkey(pid)
        value = s.cash(key)
        for sh in s.holder_shares(key):
            corp = s.corps[sh.corp]
            if corp.closed or corp.share_price is None:
                continue
            worth = s.price_of(sh.corp) * sh.percent // s.share_percent(sh.corp)
            value += worth // 2 if not corp.trains else worth
        for c in s.companies.values():
            if c.owner == key and not c.closed:
                value += c.value
        return value


class RulesStock(StockPolicy):
    """18GB's stock rules: what differs from ``StockPolicy``."""

    title: Rules

    def cert_limit(self, s: State) -> int:
        """The scenario's certificate limit."""
        return self.title.scenario(s).cert_limit + s.cert_limit_adjust

    def num_certs(self, s: State, pid: str) -> int:
        """Every share certificate counts one (the director's too); privates do not count."""
        return len(s.holder_shares(pkey(pid)))

    def can_par(self, s: State, sym: str, entity: str) -> bool:
        """LNWR only for LB's owner until it is started (and only they may start it); tier 2
        only from SR2 in our games (the site does not check it: imported games accept it)."""
        corp = s.corps[sym]
        return not corp.ipoed and not corp.closed and self.title.par_refusal(s, sym, entity) is None

    def par_offered_without_corporation(self, s: State, entity: str) -> bool:
        """18xx.games offers a par in SR1 when only a tier-2 corporation could be started (it
        checks the tier only when listing them): the turn is kept, the par refused here."""
        if s.turn > 1 or not departures(s).tier_two_from_second_stock_round():
            return False
        for sym, corp in s.corps.items():
            if corp.ipoed or corp.closed or flags(s).tiers.get(sym, 1) < 2:
                continue
            only = self.title.only_buys(s, entity)
            if (only and sym != only) or (sym == "LNWR" and not only):
                continue
            if s.cash(entity) >= s.par_cost(sym, s.mkt.min_par_price) and s.num_certs(id_of(entity)) < s.cert_limit():
                return True
        return False

    def float_percent(self, s: State, sym: str) -> int:
        """40% for a 5-share until the first 3+1; 60% afterwards and for 10-share starts."""
        return int(s.corps[sym].flags.get("float_percent", 40))

    def float_corporation(self, s: State, corp: Corporation) -> None:
        """Full capital at the current price; a 10-share's unsold IPO shares go to the pool."""
        super().float_corporation(s, corp)
        if s.share_percent(corp.sym) == 10:
            for sh in list(s.shares_of(corp.key, corp.sym)):
                s.move_share(sh, POOL)

    def sell_movement(self, s: State, seller: str, sym: str) -> str:
        """One step per share sold; in phase 6X only the director's sales move the price."""
        if s.phase.extra.get("only_president_sales_move") and s.corps[sym].owner != seller:
            return "none"
        return self.title.econ.sell_movement

    def president_needs_full_percent(self, s: State) -> bool:
        """A director holds at least the director's percentage (facts §4.1)."""
        return True

    def sale_price(self, s: State, shares: list[Share], percent: int) -> int:
        """Half price per share, rounded down, for a corporation owning no train.  The sale's
        ``share_price`` (``sale_fields``) must say so; 18xx.games pays whatever per-share price
        the action carries, the full price when it carries none (imported games: so here)."""
        sym = shares[0].corp
        n = percent // s.share_percent(sym)
        data = s.round.data if s.round is not None else None
        said = data.share_price if isinstance(data, GBStockScratch) else None
        if departures(s).pays_sale_price_as_said():
            return said * n if isinstance(said, int) and not isinstance(said, bool) else s.bundle_price(shares, percent)
        each = s.price_of(sym) if s.corps[sym].trains else s.price_of(sym) // 2
        if said is not None and said is not False and said != each:
            raise IllegalAction(msg("A share of {corporation} sells for £{price} now", corporation=sym, price=each))
        if s.corps[sym].trains:
            return s.bundle_price(shares, percent)
        return each * n

    def sale_fields(self, s: State, shares: list[Share], percent: int) -> dict[str, Any]:
        """A trainless corporation's shares: the halved price, which the site's interface sends."""
        sym = shares[0].corp
        return {} if s.corps[sym].trains else {"share_price": s.price_of(sym) // 2}

    def can_dump(self, s: State, holder: str, shares: list[Share]) -> bool:
        """The whole director's certificate may always go; part of it only when another player
        holds more than 10% or the pool holds some."""
        return True

    def bundle_refusal(self, s: State, holder: str, shares: list[Share], percent: int | None) -> str | None:
        refusal = super().bundle_refusal(s, holder, shares, percent)
        site_way = departures(s).site_director_bundles()
        if refusal and not site_way:
            return refusal
        # imported: the site's own bundle checks differ (site defect 4), what the named
        # certificates can make does not
        checked = self.certificates_refusal(s, holder, shares, percent)
        if checked:
            return checked
        pres = next((sh for sh in shares if sh.president), None)
        pct = percent if percent is not None else sum(sh.percent for sh in shares)
        if pres is not None and pct < pres.percent:  # (18xx.games: a bundle below the director's percent)
            sym = pres.corp
            others = max((v for k, v in s.player_percents(sym).items() if k != holder), default=0)
            if others <= 10 and not s.percent_of(POOL, sym):
                return msg("Part of the director's certificate of {corporation} cannot be sold now", corporation=sym)
        return None if site_way else refusal


class RulesTrack(TrackPolicy):
    """18GB's track rules: what differs from ``TrackPolicy``."""

    title: Rules

    def lay_context(self, s: State, entity: str | None, *, connect: bool = True, discount: int = 0) -> LayContext:
        ctx = super().lay_context(s, entity, connect=connect, discount=discount)
        return replace(ctx, blocked=self.title.blocked_hexes(s))

    def lay_tile(self, s: State, entity: str, action: Action, company: str | None, discount: int = 0) -> int:
        """A lay, with a green single-city tile allowed early in the corporation's green home and
        in York / Carlisle after its GN / MC token; the lay closes a private blocking the hex
        (from 4+2); a first tile on a two-city hex moves the tokens (layer's to the connected
        city)."""
        hex_id = str(action.get("hex"))
        if hex_id not in s.board:  # (asked before the green-home test reads the hex's tile)
            raise IllegalAction(not_a_hex(hex_id))
        name = self.tile_name(str(action.get("tile", "")))
        rot: Any = action.get("rotation")
        ctx = self.lay_context(s, entity, discount=discount)
        corp = s.entity(entity)
        green = (corp.flags.get("green_home") and hex_id == corp.home) or hex_id in corp.flags.get("green_hexes", [])
        green = bool(green and name in GREEN_CITY_TILES)
        old = s.board.tile_at(hex_id)
        if green:
            phase = s.phase
            tiles = phase.tiles if "green" in phase.tiles else (*phase.tiles, "green")
            ctx = replace(ctx, phase=replace(phase, tiles=tiles))
        if green or company is not None:
            rules = _LayRules(ctx.rules, hex_id if green else None, restrictive=company is None)
            ctx = replace(ctx, rules=rules)
        option = check_lay(ctx, hex_id, name, rot)
        before = {k: list(v) for k, v in s.board.tokens_in(hex_id).items()}
        self._apply(s, entity, option, str(action.get("tile", "")))
        new = s.board.tile_at(hex_id)
        if not old.paths and new.paths and len(new.cities) > 1 and any(before.values()):
            for stop, syms in s.board.tokens_in(hex_id).items():
                for sym in list(syms):
                    s.board.remove_token(hex_id, stop, sym)
            for syms in before.values():
                for sym in syms:
                    target = new.cities[0] if sym == corp.sym else new.cities[1]
                    s.board.place_token(hex_id, target, sym)
        self.title._sync_tokens(s, hex_id)
        self.title.close_company_in_hex(s, hex_id)
        return option.total_cost


class RulesRoutes(RoutesPolicy):
    """18GB's routes rules: what differs from ``RoutesPolicy``."""

    title: Rules

    def train_spec(self, s: State, train: Train) -> Any:
        from engine.routes.revenue import TrainSpec

        d = self.title.econ.train(train.name)
        if train.name.endswith("X"):
            return TrainSpec(train.name, d.reach, 1, model="express", per_hex=10)
        towns = int(train.name.split("+")[1])
        return TrainSpec(train.name, d.reach, 1, model="n_plus_m", towns=towns)


class RulesRevenue(RevenuePolicy):
    """18GB's revenue rules: what differs from ``RevenuePolicy``."""

    title: Rules

    def dividend(self, s: State, entity: str, revenue: int, kind: str) -> None:
        """Payout moves right 1–4 steps by revenue against 2×, 3×, 4× the price; withhold left."""
        corp = s.entity(entity)
        for tid in corp.trains:
            if not s.trains[tid].operated:
                s.writable_train(tid).operated = True
        corp.operated = True
        self.title.trains.after_operated_trains(s, entity)
        if kind == "withhold":
            s.spend(BANK, entity, revenue)
        else:
            self.pay_dividends(s, corp, revenue)
        old = corp.share_price
        price = s.price_of(corp.sym)
        if kind == "payout" and revenue > 0:
            steps = 4 if revenue >= 4 * price else 3 if revenue >= 3 * price else 2 if revenue >= 2 * price else 1
            for _ in range(steps):
                s.move_price(corp.sym, "right")
        else:
            s.move_price(corp.sym, "left")
        if old is not None and old != corp.share_price:
            s.note(
                msg(
                    "{corporation}'s share price moves from £{old_price} to £{price}",
                    corporation=corp.sym,
                    old_price=s.mkt.price(old),
                    price=s.price_of(corp.sym),
                )
            )

    def pay_dividends(self, s: State, corp: Corporation, revenue: int) -> None:
        """Each holder (players, and the corporation for its IPO shares) gets its shares ×
        revenue / shares, rounded up; pool shares pay nobody."""
        n = 100 // s.share_percent(corp.sym)
        for pid in list(s.players):
            k = pkey(pid)
            shares = s.percent_of(k, corp.sym) // s.share_percent(corp.sym)
            if shares:
                s.spend(BANK, k, math.ceil(shares * revenue / n))
        ipo = s.percent_of(corp.key, corp.sym) // s.share_percent(corp.sym)
        if ipo:
            s.spend(BANK, corp.key, math.ceil(ipo * revenue / n))

    def run_routes(self, s: State, entity: str, routes: list[dict]) -> int:
        """Routes priced as the core prices them, checked against a recording's revenue as a
        whole: the site credits a group's compass bonus to one of its routes, chosen by its own
        tie-break (more groups first), which the total does not depend on."""
        claimed = [r["revenue"] for r in routes if isinstance(r.get("revenue"), int)]
        total = self.title._run_routes(s, entity, [{k: v for k, v in r.items() if k != "revenue"} for r in routes])
        if s.departures.checks_recorded_revenue() and routes and len(claimed) == len(routes) and sum(claimed) != total:
            raise IllegalAction(
                msg(
                    "The routes of {corporation} are worth £{amount}, not £{claimed}",
                    corporation=id_of(entity),
                    amount=total,
                    claimed=sum(claimed),
                )
            )
        return total


class RulesTrains(TrainsPolicy):
    """18GB's trains rules: what differs from ``TrainsPolicy``."""

    title: Rules

    def train_count(self, s: State, name: str) -> int:
        """The scenario's count (title.toml's [[phase]] ``trains`` table)."""
        return int(self.title.info.phase(name).extra.get("trains", {}).get(self.title.scenario(s).id, 0))

    def event_remove_reservations(self, s: State) -> None:
        """4+2: the GN / MC reservations end."""
        for sym, hex_id in PRIVATE_TOKENS.items():
            lst = s.reservations.get(hex_id, [])
            if sym in lst:
                lst.remove(sym)

    def event_float_60(self, s: State) -> None:
        """3+1: corporations not yet floated need 60%."""
        s.note(msg("-- Event: New corporations float once {percent} of their shares have been sold --", percent="60%"))
        for corp in s.corps.values():
            if not corp.floated:
                corp.flags["float_percent"] = 60

    def event_float_10_share(self, s: State) -> None:
        """5+2: every corporation not yet floated becomes a 10-share."""
        s.note(msg("-- Event: Unstarted corporations are converted to 10-share corporations --"))
        for corp in s.corps.values():
            if not corp.floated and not corp.closed:
                corp.flags["float_percent"] = 60
                self.title.convert(s, corp.sym, drops=0, by=None, how="conversion_event")

    def event_remove_unstarted(self, s: State) -> None:
        """6X: corporations not floated close (their home token stays as a blocker); a 6X leaves
        the bank for each."""
        s.note(msg("-- Event: Unstarted corporations are removed --"))
        six = [tid for tid in s.upcoming if s.trains[tid].name == "6X"]
        for corp in s.corps.values():
            if corp.floated or corp.closed:
                continue
            for sh in s.corp_shares(corp.sym):
                if sh.owner != corp.key:
                    s.move_share(sh, corp.key)
            corp.closed = True
            corp.owner = None
            if corp.share_price is not None:
                s.market.remove(corp.sym, corp.share_price)
            if six:
                tid = six.pop()
                s.move_train(s.trains[tid], None)
                s.note(msg("{corporation} closes, removing a 6X train", corporation=corp.sym))
            else:
                s.note(msg("{corporation} closes", corporation=corp.sym))

    def train_limit(self, s: State, key: str) -> int:
        """The phase's 5-share or 10-share limit."""
        extra = s.phase.extra
        if kind_of(key) == "corp" and s.share_percent(id_of(key)) == 10:
            return int(extra.get("train_limit_10", extra.get("train_limit", 99)))
        return int(extra.get("train_limit", 99))

    def must_buy_train(self, s: State, entity: str) -> bool:
        """Only a trainless corporation that can pay the dearest bank train must buy."""
        corp = s.entity(entity)
        dear = max((s.train_price(t) for t in self.title.depot_trains_gb(s)), default=0)
        return not corp.trains and dear > 0 and s.cash(entity) >= dear

    def buyable_trains(self, s: State, entity: str, step: Step) -> list[Train]:
        depot = self.title.depot_trains_gb(s)
        if s.cash(entity) < s.min_depot_price():
            depot = []
        others = self.title.other_trains_for(s, entity)
        if s.cash(entity) == 0 or (self.must_buy_train(s, entity) and operating(s).emergency_converted):
            others = []
        return depot + others

    def can_buy_train(self, s: State, entity: str) -> bool:
        """Room, and cash for the cheapest bank train or £1 for another corporation's (as the
        site offers the step, even when that train turns out not to be for sale)."""
        if not self.room(s, entity):
            return False
        prices = [s.train_price(t) for t in self.title.depot_trains_gb(s)] + [1 for _ in s.other_trains(entity)]
        return bool(prices) and s.cash(entity) >= min(prices)

    def buy_train_action(self, s: State, entity: str, train: Train, price: Any, step: Step) -> None:
        """Bank trains at list price; another corporation's from £1 to twice its face value."""
        if not isinstance(price, int):
            raise IllegalAction(msg("A train purchase needs a price"))
        if train not in self.buyable_trains(s, entity, step) or not self.room(s, entity):
            raise IllegalAction(msg("Train {train} cannot be bought now", train=train.id))
        from_depot = train.owner == DEPOT
        if from_depot and price != s.train_price(train):
            raise IllegalAction(msg("Train {train} costs £{price}", train=train.id, price=s.train_price(train)))
        if not from_depot and not 1 <= price <= min(s.cash(entity), 2 * s.train_price(train)):
            raise IllegalAction(
                msg(
                    "{corporation} may only spend between £1 and £{cash}",
                    corporation=id_of(entity),
                    cash=min(s.cash(entity), 2 * s.train_price(train)),
                )
            )
        if price > s.cash(entity):
            raise IllegalAction(msg("{corporation} cannot afford £{price}", corporation=id_of(entity), price=price))
        self.train_bought(s, entity, train, price)


class RulesPresentation(PresentationPolicy):
    """18GB's presentation rules: what differs from ``PresentationPolicy``."""

    title: Rules

    title_event_texts = {
        "float_60": msg("corporations not yet floated need {percent} sold to float", percent="60%"),
        "remove_reservations": msg("GN's and MC's reserved token spaces are freed"),
        "float_10_share": msg("corporations not yet floated become 10-share corporations"),
        "remove_unstarted": msg("corporations not yet floated are removed"),
    }


class Rules(base.Title):
    """18GB's rule hooks (the title class adds the board and route hooks)."""

    setup_policy = RulesSetup
    rounds_policy = RulesRounds
    endgame_policy = RulesEndgame
    stock_policy = RulesStock
    track_policy = RulesTrack
    routes_policy = RulesRoutes
    revenue_policy = RulesRevenue
    trains_policy = RulesTrains
    presentation_policy = RulesPresentation
    setup: RulesSetup
    rounds: RulesRounds
    endgame: RulesEndgame
    stock: RulesStock
    track: RulesTrack
    routes: RulesRoutes
    revenue: RulesRevenue
    trains: RulesTrains
    presentation: RulesPresentation

    flags_type = G18GBFlags

    # ================================================================ scenario and setup
    def scenario(self, s: State) -> ScenarioRules:
        """The scenario this game plays: player count and optional rules, or the scenario the
        game was started with (its board's variants carry the rule's id)."""
        return SCENARIOS[scenario_id(len(s.seating), (*self.options, *s.board.defn.variants))]

    def put_home_token(self, s: State, corp: Corporation) -> None:
        """The home token goes on the home hex's first city at setup (facts §4)."""
        cities = s.board.tile_at(corp.home).cities
        if not cities:
            raise DataError(f"{corp.sym}'s home {corp.home} has no city")
        s.board.place_token(corp.home, cities[0], corp.sym)
        corp.tokens[0].hex, corp.tokens[0].city = corp.home, cities[0]

    def required_bids(self, s: State) -> int:
        """Winning bids a player needs before passing in the auction."""
        return self.scenario(s).required_bids

    def end_operating_round(self, s: State) -> None:
        rnd = s.round
        data = operating(s)
        if not data.or_ended:
            data.or_ended = True
            ent = rnd.entities[rnd.entity_index] if rnd.entities else None
            if ent is not None:
                data.mark("turns_done")
                done = data.turns_done
                if ent not in done:
                    done.append(ent)
                    self.after_operating(s, ent)
            if any(self.endgame.end_triggers(s).values()):
                return  # the game ends with this round: 18xx.games settles no export then
            if not flags(s).bank_train_bought and s.upcoming:
                t = s.trains[s.upcoming[0]]
                s.note(msg("-- Event: A {train} train exported --", train=t.name))
                s.move_train(t, None)
                self.trains.train_arrives(s, "bank", t)
            if len(s.upcoming) in (1, 2) and not flags(s).end_near:
                flags(s).end_near = True
                s.note(msg("-- Event: End game restrictions are now in place: no more tokens may be placed --"))

    # ================================================================ privates
    def close_company(self, s: State, sym: str) -> None:
        """A private closes: a last revenue to its owner, value 0; its ability is now usable."""
        c = s.companies[sym]
        if c.owner and c.revenue:
            s.spend(BANK, c.owner, c.revenue)
        s.note(
            msg(
                "{company} closes, paying £{amount} to {player}",
                company=c.name,
                amount=c.revenue,
                player=s.name_of(c.owner),
            )
        )
        c.closed = True
        c.revenue = 0
        c.value = 0

    def blocked_hexes(self, s: State) -> dict[str, str]:
        """Hexes blocked by open privates, until the phase brings blue tiles."""
        if "blue" in s.phase.tiles:
            return {}
        out = {}
        for ci in self.info.companies:
            c = s.companies.get(ci.sym)
            if c is not None and not c.closed and ci.extra.get("blocks"):
                out[str(ci.extra["blocks"])] = c.name
        return out

    def close_company_in_hex(self, s: State, hex_id: str) -> None:
        if "blue" not in s.phase.tiles:
            return
        for ci in self.info.companies:
            c = s.companies.get(ci.sym)
            if c is not None and not c.closed and c.owner and ci.extra.get("blocks") == hex_id:
                self.close_company(s, ci.sym)

    def closed_private_of(self, s: State, sym: str, operator: str | None) -> Company | None:
        """``sym`` if it is closed, its ability unused and its owner directs ``operator``."""
        c = s.companies.get(sym)
        if c is None or not c.closed or operator is None or kind_of(operator) != "corp":
            return None
        if sym in flags(s).abilities_used:
            return None
        return c if c.owner is not None and c.owner == s.entity(operator).owner else None

    def _director_lays(self, s: State, entity: str) -> list[Company]:
        """The privates the corporation's director owns whose tile action is still unused."""
        owner = s.entity(entity).owner
        used = flags(s).abilities_used
        out = []
        for sym in PRIVATE_LAYS:
            c = s.companies.get(sym)
            if owner is not None and c is not None and c.owner == owner and sym not in used:
                out.append(c)
        return out

    def lay_ability_blocks(self, s: State, entity: str) -> bool:
        """18xx.games adds the director's privates' abilities timed to "its owner's track step"
        to the corporation's own, open or closed; one that does not use a normal lay (AF's)
        keeps the track step offering a lay after the corporation's two."""
        return any(c.sym in TRACK_TIMED_LAYS for c in self._director_lays(s, entity))

    def owner_has_tile_ability(self, s: State, entity: str) -> bool:
        """Does the director own a closed private with an unused tile action?  The track step
        then stays open, to pass."""
        return any(c.closed for c in self._director_lays(s, entity))

    def private_lay_ok(self, s: State, company: str, operator: str | None) -> bool:
        return company in PRIVATE_LAYS and self.closed_private_of(s, company, operator) is not None

    def private_lay(self, s: State, operator: str | None, company: str, action: Action) -> None:
        if operator is None or not self.private_lay_ok(s, company, operator):
            raise IllegalAction(msg("{company} cannot lay a tile now", company=company))
        hex_id, tiles = PRIVATE_LAYS[company]
        name = self.track.tile_name(str(action.get("tile", "")))
        if str(action.get("hex")) != hex_id or name not in tiles:
            raise IllegalAction(msg("{company} lays only in {hex}", company=company, hex=hex_id))
        consumes = company in CONSUMING_LAYS
        if consumes and operating(s).laid >= 2:
            raise IllegalAction(msg("{entity} cannot lay another tile this turn", entity=id_of(operator)))
        self.track.lay_tile(s, operator, action, company=company, discount=CONSUMING_LAYS.get(company, 0))
        if consumes:
            operating(s).laid += 1
        flags(s).mark("abilities_used")
        flags(s).abilities_used.append(company)

    def private_token_ok(self, s: State, company: str, operator: str | None) -> bool:
        return (
            company in PRIVATE_TOKENS
            and not flags(s).end_near
            and self.closed_private_of(s, company, operator) is not None
        )

    def private_token(self, s: State, operator: str | None, company: str, action: Action) -> None:
        """The GN / MC token: free if the corporation reaches the hex, else £50; it uses the
        turn's token placement and lets the corporation lay green there early."""
        from engine.graph import network

        if operator is None or not self.private_token_ok(s, company, operator):
            raise IllegalAction(msg("{company} cannot place a token now", company=company))
        tokener = action.get("tokener")
        if tokener not in (None, id_of(operator)):
            raise IllegalAction(
                msg("{company} places a token for {corporation} only", company=company, corporation=id_of(operator))
            )
        hex_id, stop = self.tokens.city_of(s, action.get("city", ""))
        if hex_id != PRIVATE_TOKENS[company]:
            raise IllegalAction(
                msg("{company} places its token only in {hex}", company=company, hex=PRIVATE_TOKENS[company])
            )
        corp = s.entity(operator)
        if any(corp.sym in v for v in s.board.tokens_in(hex_id).values()):
            raise IllegalAction(msg("{corporation} already has a token in {hex}", corporation=corp.sym, hex=hex_id))
        lst = s.reservations.get(hex_id, [])
        if company in lst:
            lst.remove(company)
        st = s.board.tile_at(hex_id).stops[stop]
        if len(s.board.tokens_in(hex_id).get(stop, [])) + len([r for r in lst if r != corp.sym]) >= st.slots:
            raise IllegalAction(msg("{hex} has no free token slot", hex=hex_id))
        reached = hex_id in {h for h, _ in network(s.board, corp.sym).stops}
        price = 0 if reached else 50
        if price:
            s.spend(operator, BANK, price)
        tok = Token(price, hex_id, stop)
        corp.tokens.append(tok)
        s.board.place_token(hex_id, stop, corp.sym)
        flags(s).mark("abilities_used")
        flags(s).abilities_used.append(company)
        corp.flags.setdefault("green_hexes", []).append(hex_id)
        s.note(
            msg(
                "{corporation} ({company}) places a token in {hex} for £{price}",
                corporation=corp.sym,
                company=company,
                hex=hex_id,
                price=price,
            )
        )

    @staticmethod
    def _sync_tokens(s: State, hex_id: str) -> None:
        """The charters' token records follow the map after a lay moved tokens between the
        cities of a two-city hex."""
        where = {sym: stop for stop, syms in s.board.tokens_in(hex_id).items() for sym in syms}
        for sym, stop in where.items():
            corp = s.corps.get(sym)
            for tok in corp.tokens if corp is not None else ():
                if tok.hex == hex_id:
                    tok.city = stop

    def gb_can_place_token(self, s: State, entity: str) -> bool:
        data = s.round.data
        if flags(s).end_near or (isinstance(data, GBOperatingScratch) and data.tokened):
            return False
        return self.tokens.can_place_token(s, entity)

    def par_refusal(self, s: State, sym: str, entity: str) -> str | None:
        """Why ``entity`` may not start ``sym`` for an 18GB reason (None: it may)."""
        only = self.only_buys(s, entity)
        if only and sym != only:
            return msg("{player} owns LB and may start only LNWR until LNWR is started", player=s.name_of(entity))
        if sym == "LNWR" and not self.lnwr_started(s) and not only and "LB" in s.companies:
            return msg("Only the owner of LB may start LNWR")
        if flags(s).tiers.get(sym, 1) > 1 and s.turn < 2 and departures(s).tier_two_from_second_stock_round():
            return msg("{corporation} is in tier 2: it may be started from the second stock round", corporation=sym)
        return None

    def lnwr_started(self, s: State) -> bool:
        lnwr = s.corps.get("LNWR")
        return lnwr is None or lnwr.ipoed

    def only_buys(self, s: State, entity: str) -> str | None:
        """LB's owner may buy nothing but LNWR until LNWR is started.  Replaying the site's
        games, also once a started LNWR has closed: the site forgets it was started then, and
        its owner of LB may buy no share again (assets/titles/18GB/site-defects.md §10)."""
        lnwr = s.corps.get("LNWR")
        if self.lnwr_started(s) and not (
            departures(s).lb_blocked_after_lnwr_closes() and lnwr is not None and lnwr.closed
        ):
            return None
        lb = s.companies.get("LB")
        return "LNWR" if lb is not None and lb.owner == entity else None

    def convert(self, s: State, sym: str, drops: int, by: str | None, how: str = "conversion_sr") -> None:
        """Five shares become ten: every holding halves, five new 10% shares (``_4``…``_8``) go to
        the pool (the IPO if not floated), the conversion tokens join the charter at £50, the
        price drops ``drops`` steps and a floated corporation receives 5 × the new price.
        ``how``: which of the ways to convert (facts §4.2), counted by self-play."""
        corp = s.corps[sym]
        base.happened(s, how)
        floated = corp.floated
        if by:
            s.note(
                msg(
                    "{player} converts {corporation} into a 10-share corporation", player=s.name_of(by), corporation=sym
                )
            )
        else:
            s.note(msg("{corporation} converts into a 10-share corporation", corporation=sym))
        s.convert_charter(sym, TEN_SHARE, POOL if floated else corp.key)
        for _ in range(int(corp.flags.pop("conversion_tokens", 0))):
            corp.tokens.append(Token(50))
        for _ in range(drops):
            s.move_price(sym, "left")
        if floated:
            capital = 5 * s.price_of(sym)
            s.spend(BANK, corp.key, capital)
            s.note(msg("{corporation} receives £{amount}", corporation=sym, amount=capital))

    # ================================================================ operating
    def insolvent(self, s: State, entity: str) -> bool:
        return id_of(entity) in flags(s).insolvent

    def after_operating(self, s: State, entity: str) -> None:
        """A corporation ending its turn without a train is insolvent; with one it is not."""
        if kind_of(entity) != "corp":
            return
        corp = s.entity(entity)
        flags(s).mark("insolvent")
        lst = flags(s).insolvent
        if not corp.trains and corp.sym not in lst:
            lst.append(corp.sym)
            base.happened(s, "insolvency")
            s.note(msg("{corporation} is now Insolvent", corporation=corp.sym))
        elif corp.trains and corp.sym in lst:
            lst.remove(corp.sym)
            s.note(msg("{corporation} is no longer Insolvent", corporation=corp.sym))

    def check_receivership_insolvency(self, s: State, entity: str) -> None:
        corp = s.entity(entity)
        if not s.in_receivership(entity) or corp.trains or self.insolvent(s, entity):
            return
        low = s.min_depot_price()
        if self.revenue.can_run_route(s, entity) and not (low > 0 and s.cash(entity) >= low):
            flags(s).mark("insolvent")
            flags(s).insolvent.append(corp.sym)
            base.happened(s, "insolvency")
            s.note(msg("{corporation} is now Insolvent", corporation=corp.sym))

    def receivership_train(self, s: State, entity: str) -> None:
        """A corporation in receivership and insolvent converts when short of the cheapest bank
        train, then buys the dearest bank train priced below its cash."""
        sym = id_of(entity)
        if s.share_percent(sym) == 20 and s.cash(entity) < s.min_depot_price():
            self.convert(s, sym, drops=3, by=None, how="conversion_receivership")
        affordable = [t for t in self.depot_trains_gb(s) if s.train_price(t) < s.cash(entity)]
        step = s.round.steps
        buy = next((st for st in step if isinstance(st, gs.GBBuyTrain)), None)
        if affordable:
            t = max(affordable, key=s.train_price)
            s.note(
                msg(
                    "{corporation} buys a {train} train for £{price} from {entity}",
                    corporation=sym,
                    train=t.name,
                    price=s.train_price(t),
                    entity=s.name_of(t.owner),
                )
            )
            self.trains.deliver_train(s, entity, t, s.train_price(t))
            flags(s).bank_train_bought = True
        elif departures(s).refuses_run_in_closed_train_step() and not self.site_train_step_open(s, entity):
            # 18xx.games passes for it, in a train step with nothing to offer: an error there, so
            # an imported game never runs such a route (site-defects.md §8)
            raise IllegalAction(
                msg(
                    "{corporation} cannot run a route now: 18xx.games refuses the run of a corporation "
                    "in receivership and insolvent that can then buy no train",
                    corporation=sym,
                )
            )
        if buy is not None:
            buy.pass_(s)

    @staticmethod
    def site_train_step_open(s: State, entity: str) -> bool:
        """Would 18xx.games' train step offer anything to this trainless corporation: its cash
        reaches the bank's cheapest train, or is above zero while another corporation owns a
        train (priced from £1 there, though one in receivership may not buy it)?"""
        cash = s.cash(entity)
        if cash >= s.min_depot_price():
            return True
        return cash > 0 and any(
            t.owner is not None
            and t.owner not in (DEPOT, entity)
            and kind_of(t.owner) == "corp"
            and t.buyable
            and not t.obsolete
            for t in s.trains.values()
        )

    def can_convert_emergency(self, s: State, entity: str) -> bool:
        corp = s.entity(entity)
        return s.share_percent(corp.sym) == 20 and not corp.trains and s.cash(entity) < s.min_depot_price()

    def depot_trains_gb(self, s: State) -> list[Train]:
        """The bank offers the next train, plus 5X from phase 4X and 6X from phase 5X."""
        out: list[Train] = []
        seen: set[str] = set()
        names = [p.name for p in self.info.phases]
        now = names.index(s.phase_name)
        for tid in s.upcoming:
            t = s.trains[tid]
            if t.name in seen:
                continue
            if (
                not out
                or (t.name == "5X" and now >= names.index("4X"))
                or (t.name == "6X" and now >= names.index("5X"))
            ):
                out.append(t)
                seen.add(t.name)
        return out

    def other_trains_for(self, s: State, entity: str) -> list[Train]:
        corp = s.entity(entity)
        out = []
        for t in s.other_trains(entity):
            owner = t.owner
            if owner is None or kind_of(owner) != "corp":
                continue
            if s.in_receivership(entity) or s.in_receivership(owner):
                continue
            if corp.trains and len(s.entity(owner).trains) < 2:
                continue
            out.append(t)
        return out

    def _run_routes(self, s: State, entity: str, routes: list[dict]) -> int:
        """An insolvent corporation runs the bank's cheapest train, leased for the run."""
        if not self.insolvent(s, entity):
            return RevenuePolicy.run_routes(self.revenue, s, entity, routes)
        lease = s.min_depot_train()
        if lease is None:
            if routes:
                raise IllegalAction(msg("The bank has no train to lease"))
            return 0
        if not routes:
            return 0
        if any(r.get("train") != lease.id for r in routes) or len(routes) > 1:
            raise IllegalAction(
                msg("{corporation} leases only train {train}", corporation=id_of(entity), train=lease.id)
            )
        corp = s.entity(entity)
        t = s.writable_train(lease.id)
        t.owner = entity
        corp.trains.append(lease.id)
        try:
            return RevenuePolicy.run_routes(self.revenue, s, entity, routes)
        finally:
            corp.trains.remove(lease.id)
            t = s.writable_train(lease.id)
            t.owner = DEPOT
            t.operated = False


__all__ = ["Rules", "corp_key", "pkey"]


if TYPE_CHECKING:
    from engine.titles.g18gb import protocol

    #: mypy checks here that the rules are what the rounds take them for
    _AS_RULES: type[protocol.Rules] = Rules
