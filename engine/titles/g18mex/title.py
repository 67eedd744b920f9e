"""18MEX: the title's rules (``Title``).

What is 18MEX-only lives here: the waterfall start with minors A/B/C, MIR's CHI_1 and MNR's NdM
presidency; the mail contract; minors' half pay and their closing at phase 3½ (shares of NdM/UdY
in exchange); NdM's special certificates (5% trade-ins outside the certificate limit, sold one at
a time, swappable in the pool), its +1 train limit and face-value train trades; one depot train
per OR until the first 4; delayed obsolescence of 4s; the NdM merger on the first 5; the Mexico
City/Puebla double hex; KCMO's Copper Canyon; the five optional rules.  Facts:
../shared/reference/18mex-facts.md; where the seed contradicts itself the recorded games decide.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, cast

from engine.abilities import Ability, TileLay, TokenIn
from engine.actions import wire
from engine.entities import (
    BANK,
    DEPOT,
    POOL,
    Company,
    Corporation,
    Share,
    Token,
    Train,
    corp_key,
    id_of,
    kind_of,
    player_key,
)
from engine.errors import IllegalAction
from engine.i18n import msg
from engine.rounds.base import Action, Step
from engine.rounds.operating import (
    Bankrupt,
    BuyCompany,
    BuyTrain,
    DiscardTrain,
    Dividend,
    OperatingRound,
    Route,
    SpecialToken,
    SpecialTrack,
    Track,
)
from engine.rounds.operating import Token as TokenStep
from engine.rounds.stock import BuySellParShares, StockRound
from engine.tiles import TileDef
from engine.titles import base
from engine.titles.g18mex import bot
from engine.titles.g18mex import departures as dep

if TYPE_CHECKING:
    from engine.economics import TrainDef
    from engine.state import State
    from engine.title import CompanyInfo

MEXICO_CITY, PUEBLA = "O10", "P11"
NDM, UDY = "NdM", "UdY"


def _mex(s: State) -> Title:
    """The game's rules, as 18MEX's own (for its steps)."""
    return cast(Title, s.title)


class Merge(Step):
    """NdM merger decisions: a floated candidate's president merges or declines; otherwise NdM's
    president picks among unfloated candidates (the last one merges automatically)."""

    description = msg("NdM Merge")
    pass_label = msg("Decline the merger")

    def active(self, s: State) -> bool:
        return bool(s.flags.get("merge_candidates"))

    def active_entities(self, s: State) -> list[str]:
        return [_mex(s).merge_decider(s)] if self.active(s) else []

    def actions(self, s: State, entity: str) -> list[str]:
        return ["merge", "pass"] if self.active(s) and entity == self.current_entity(s) else []

    def process_merge(self, s: State, action: Action) -> None:
        cands = s.flags["merge_candidates"]
        sym = action.get("corporation")
        if sym != cands[0]:
            raise IllegalAction(
                msg("The merger offer is for {offered}, not {corporation}", offered=cands[0], corporation=sym)
            )
        _mex(s).merge_major(s, sym)

    def process_pass(self, s: State, action: Action) -> None:
        cands = s.flags["merge_candidates"]
        s.note(msg("{corporation} declines", corporation=cands[0]))
        cands.pop(0)
        _mex(s).possible_auto_merge(s)


class Assign(Step):
    """NdM picks which of the merged major's extra tokens becomes an NdM exchange token."""

    description = msg("NdM Select Token to Convert")

    def active(self, s: State) -> bool:
        return bool(s.flags.get("merged_cities_to_select"))

    def active_entities(self, s: State) -> list[str]:
        return [corp_key(NDM)] if self.active(s) else []

    def actions(self, s: State, entity: str) -> list[str]:
        return ["assign"] if self.active(s) and entity == corp_key(NDM) else []

    def process_assign(self, s: State, action: Action) -> None:
        target = action.get("target")
        if action.get("target_type", "hex") != "hex":
            raise IllegalAction(
                msg("NdM converts a token in a hex, not in a {target_type}", target_type=action.get("target_type"))
            )
        pending = s.flags["merged_cities_to_select"]
        if target not in [h for h, _, _ in pending]:
            raise IllegalAction(msg("{hex} holds no token to convert", hex=target))
        ndm = s.corps[NDM]
        for h, stop, sym in pending:
            s.board.remove_token(h, stop, sym)
            self_tok = next((t for t in s.corps[sym].tokens if t.hex == h), None)
            if self_tok:
                self_tok.hex = self_tok.city = None
            if h == target:
                tok = next((t for t in reversed(ndm.tokens) if not t.used), None)
                if tok:
                    s.board.place_token(h, stop, NDM)
                    tok.hex, tok.city = h, stop
        s.flags["merged_cities_to_select"] = []


class Title(base.Title):
    """Future labels (I4 "L", O8 "G", 480 -> 455), Puebla's $40 and the Mexico City/Puebla
    companion lays are data in assets/titles/18MEX."""

    playable = True
    rules_way = dep.Departures
    site_way = dep.SiteDepartures
    terminal_hexes = frozenset({"Q14"})
    # "city permissive": a tile without a city must add track the company can use.
    track_restriction = "city_permissive"
    title_status_texts = {"ndm_unavailable": msg("NdM shares not for sale")}
    title_event_texts = {
        "companies_buyable": msg("corporations may buy privates"),
        "minors_closed": msg("the minors close (A and B into NdM, C into UdY)"),
        "ndm_merger": msg("the NdM merger"),
    }

    def next_colors(self, hexdef, old: TileDef) -> tuple[str, ...]:  # noqa: ANN001
        if old.name == "470":
            return ()  # Copper Canyon is never upgraded
        return super().next_colors(hexdef, old)

    # ================================================================== menus and self-play
    def menu_builders(self) -> dict[str, Callable[..., list[Any]]]:
        return {"merge": _merge_choices, "assign": _assign_choices}

    def candidate_generators(self) -> dict[str, Callable[..., Iterator[dict]]]:
        return {"merge": _merge_candidates, "assign": _assign_candidates}

    def bot_rules(self) -> dict[str, Callable[..., Any]]:
        """The NdM merger for the ``steady`` computer player (engine/titles/g18mex/bot.py)."""
        return bot.BOT_RULES

    # ================================================================== setup
    def new_company(self, s: State, ci: CompanyInfo) -> Company | None:
        c = super().new_company(s, ci)
        if c is not None and ci.sym == "CdB" and "baja_variant" in self.options:
            c.max_price = c.value
        if c is not None and ci.sym == "KCMO" and "early_buy_of_kcmo" in self.options:
            c.min_price, c.max_price = 1, c.value
        return c

    def new_trains(self, s: State, td: TrainDef) -> list[Train]:
        trains = super().new_trains(s, td)
        if td.name == "4" and "hard_rust_t4" in self.options:
            for t in trains:
                t.rusts_on, t.obsolete_on = td.obsolete_on, None
        return trains

    def after_setup(self, s: State) -> None:
        """Each minor starts with a 2 train of the depot's (not for sale); its home token is
        placed by title.toml's ``setup_token``."""
        s.flags.update(
            stock_round_initiated=False,
            recently_floated=[],
            minor_close=False,
            merge_candidates=[],
            merged_cities_to_select=[],
        )
        for minor in s.minors.values():
            t = s.writable_train(s.upcoming[0])
            t.buyable = False
            s.move_train(t, minor.key)

    # ================================================================== rounds
    def stock_round(self, s: State) -> StockRound:
        s.flags["stock_round_initiated"] = True
        if s.flags.get("minor_close"):
            self.event_minors_closed(s)
        return StockRound(s, [DiscardTrain(), BuySellParShares()])

    def operating_round(self, s: State, num: int) -> OperatingRound:
        steps: list[Step] = [
            Bankrupt(),
            Assign(),
            SpecialToken(),
            BuyCompany(blocks=False),
            Merge(),
            SpecialTrack(),
            Track(),
            TokenStep(),
            Route(),
            Dividend(),
            DiscardTrain(),
            BuyTrain(),
            BuyCompany(blocks=True),
        ]
        return OperatingRound(s, steps, round_num=num)

    def or_round_finished(self, s: State) -> None:
        s.flags["recently_floated"] = []

    # ================================================================== certificates
    def num_certs(self, s: State, pid: str) -> int:
        key = player_key(pid)
        n = len(s.player_companies(key))
        counted: dict[str, bool] = {}  # per corporation: does its price count toward the limit
        for sh in s.held_shares(key):
            if not sh.counts_for_limit:
                continue
            corp = sh.corp
            ok = counted.get(corp)
            if ok is None:
                ok = counted[corp] = s.counts_for_limit(corp)
            if not ok or (corp == NDM and sh.percent <= 5):
                continue
            n += 1
        return n

    def room_to_gain(self, s: State, pid: str, shares: list[Share]) -> bool:
        if s.num_certs(pid) < s.cert_limit():
            return True
        if not s.counts_for_limit(shares[0].corp):
            return True
        return s.num_certs(pid) == s.cert_limit() and shares[0].corp == NDM and sum(x.percent for x in shares) == 5

    def can_trade_corp(self, s: State, sym: str) -> bool:
        return not (sym == NDM and s.has_status("ndm_unavailable"))

    def can_par(self, s: State, sym: str, entity: str) -> bool:
        return sym != NDM and super().can_par(s, sym, entity)

    def par_offered_without_corporation(self, s: State, entity: str) -> bool:
        """After the merger 18xx.games still lists the merged major as parrable (its first IPO
        share at the lowest par price): a player who could afford that share and has room for a
        certificate gets a stock turn."""
        if not any(c.closed for c in s.corps.values()):
            return False
        lowest = min(s.mkt.price(p) for p in s.mkt.par_cells())
        return s.cash(entity) >= lowest and s.num_certs(id_of(entity)) < s.cert_limit()

    def presidency_swap_order(self, s: State, shares: list[Share]) -> list[Share]:
        return list(reversed(sorted(shares, key=lambda sh: sh.percent)))

    def bundles_for(self, s: State, holder: str, sym: str, shares: list[Share] | None = None):
        if sym != NDM or shares is not None:
            return super().bundles_for(s, holder, sym, shares)
        mine = s.shares_of(holder, sym)
        regular = [sh for sh in mine if sh.percent > 5]
        half = [sh for sh in mine if sh.percent <= 5][:1]
        return super().bundles_for(s, holder, sym, regular) + super().bundles_for(s, holder, sym, half)

    def bundle_refusal(self, s: State, holder: str, shares: list[Share], percent: int | None) -> str | None:
        """Also refuses, in our own games, selling part of NdM's president's certificate while an
        NdM 5% certificate came first into the pool: 18xx.games would hand that 5% back for the
        unsold 10% (a defect, facts' list), so the game would no longer replay there."""
        return super().bundle_refusal(s, holder, shares, percent) or self.small_share_refusal(s, shares, percent)

    def emergency_sale_refusal(
        self, s: State, player: str, corp_entity: str | None, shares: list[Share], percent: int | None
    ) -> str | None:
        """Also the refusal above: a sale our games refuse raises no money toward a train, so a
        company whose president could raise its price only that way may go bankrupt instead of
        being stuck with no legal action (site-defects.md §1; the site refuses that bankruptcy)."""
        return super().emergency_sale_refusal(s, player, corp_entity, shares, percent) or self.small_share_refusal(
            s, shares, percent
        )

    def small_share_refusal(self, s: State, shares: list[Share], percent: int | None) -> str | None:
        """Why our games refuse this sale of part of NdM's president's certificate (a 5%
        certificate first in the pool, site-defects.md §1); None when they do not."""
        if not dep.departures(s).refuses_partial_sale_behind_small_share() or percent is None:
            return None
        sym = shares[0].corp
        pool = s.shares_of(POOL, sym)
        partial = percent < sum(sh.percent for sh in shares) and any(sh.president for sh in shares)
        if partial and pool and pool[0].percent < s.share_percent(sym):
            return msg(
                "Selling part of {corporation}'s president's certificate now would give back the "
                "{percent}% certificate first in the pool (as 18xx.games plays it); "
                "sell the whole certificate or other shares",
                corporation=sym,
                percent=pool[0].percent,
            )
        return None

    def float_corporation(self, s: State, corp: Corporation) -> None:
        s.flags.setdefault("recently_floated", []).append(corp.sym)
        super().float_corporation(s, corp)

    def resolve_swap(self, s: State, action: Action, entity: str) -> Share | None:
        sid = action.get("swap")
        if not sid:
            return None
        if sid not in s.shares:
            raise IllegalAction(msg("There is no certificate {certificate}", certificate=sid))
        return s.shares[sid]

    def swap_buy_ok(self, s: State, entity: str, shares: list[Share], swap: Share, step: Any) -> bool:
        sh = shares[0]
        if (
            len(shares) != 1
            or sh.corp != NDM
            or sh.percent != 10
            or sh.owner != POOL
            or swap.owner != entity
            or swap.corp != NDM
            or swap.percent != 5
        ):
            return False
        if s.num_certs(id_of(entity)) >= s.cert_limit():
            return False  # the 10% counts toward the limit, the 5% handed in did not
        if step.bought(s) or step.sold_corp(s, entity, NDM) or not self.can_trade_corp(s, NDM):
            return False
        # allowed when buying 5% would be (18xx.games tests a 5% bundle: half the price rounded up,
        # one more than the swap then costs when the price is odd)
        return s.holding_ok(entity, NDM, 5) and s.cash(entity) >= s.bundle_price([sh], 5)

    def swap_sell_ok(
        self, s: State, entity: str, shares: list[Share], percent: int | None, swap: Share, step: Any
    ) -> bool:
        """Selling NdM certificates (not a single 5%) and taking a 5% from the pool in change: the
        sale must be one the step allows with 5% less going to the pool (18xx.games ``swap_sell``)."""
        pct = percent if percent is not None else sum(x.percent for x in shares)
        if shares[0].corp != NDM or swap.corp != NDM or swap.owner != POOL or swap.percent != 5 or pct == 5:
            return False
        return step.can_sell(s, entity, shares, pct - 5)

    def can_swap_buy_any(self, s: State, entity: str, step: Any) -> bool:
        pool10 = [sh for sh in s.shares_of(POOL, NDM) if sh.percent == 10]
        mine5 = [sh for sh in s.shares_of(entity, NDM) if sh.percent == 5]
        if not pool10 or not mine5 or s.num_certs(entity.split(":", 1)[1]) == s.cert_limit():
            return False
        return self.swap_buy_ok(s, entity, pool10[:1], mine5[0], step)

    # ================================================================== companies and start
    def auction_companies(self, s: State) -> list[Company]:
        return [c for c in s.companies.values() if c.owner is None and not c.closed]

    def president_share_of(self, s: State, company: Company) -> Share | None:
        return s.shares[f"{NDM}_0"] if company.sym == "MNR" else None

    def after_buy_company(
        self, s: State, buyer: str, company: Company, price: int, in_stock_round: bool = False
    ) -> None:
        if company.sym in s.minors and not in_stock_round:
            minor = s.minors[company.sym]
            minor.owner = buyer
            minor.floated = True
            s.note(msg("Minor {minor} floats", minor=company.sym))
        data = self.econ.companies.get(company.sym, {})
        for sid in data.get("shares", []):
            sh = s.shares[sid]
            if sh.owner != corp_key(sh.corp):
                raise IllegalAction(
                    msg(
                        "{company} came with a {corporation} certificate that its owner keeps: "
                        "{company} cannot be bought from a player",
                        company=company.sym,
                        corporation=sh.corp,
                    )
                )
            s.buy_shares(buyer, [sh], free=True)
        if data.get("president_of"):
            s.round.data.setdefault("pending_par", []).append(company.sym)

    def payout_companies(self, s: State) -> None:
        super().payout_companies(s)
        if s.flags.get("stock_round_initiated"):
            return
        for m in s.minors.values():
            if m.floated and m.owner:
                s.spend(BANK, m.owner, 15)
                s.spend(BANK, m.key, 15)

    def purchasable_companies(self, s: State, entity: str) -> list[Company]:
        """In phase 2 with early_buy_of_kcmo / baja_variant only KCMO / CdB, held by any player
        (the buyer's own included, as on 18xx.games: a stock turn offering it is not skipped)."""
        if kind_of(entity) == "minor":
            return []
        if s.phase_name == "2" and ("early_buy_of_kcmo" in self.options or "baja_variant" in self.options):
            out = []
            for sym, rule in (("KCMO", "early_buy_of_kcmo"), ("CdB", "baja_variant")):
                c = s.companies.get(sym)
                if rule in self.options and c and not c.closed and c.owner and kind_of(c.owner) == "player":
                    out.append(c)
            return out
        return super().purchasable_companies(s, entity)

    def can_buy_company(self, s: State, entity: str, current: str | None, end_of_turn: bool = False) -> bool:
        """In phase 2 the optional rules let KCMO (early buy) or CdB (Baja) be bought at any point
        of the turn; the stop at the end of the turn exists only from phase 3 (18xx.games)."""
        if kind_of(entity) == "company":
            return False
        if (
            s.phase_name == "2"
            and ("early_buy_of_kcmo" in self.options or "baja_variant" in self.options)
            and not end_of_turn
        ):
            comps = self.purchasable_companies(s, entity)
            return entity == current and bool(comps) and min(c.min_price for c in comps) <= s.cash(entity)
        return super().can_buy_company(s, entity, current, end_of_turn)

    def has_active_abilities(self, s: State, entity: str) -> bool:
        """Keeps the end-of-turn Buy Companies step open (to pass) when a private the company owns
        can still act then.  KCMO's tile lay belongs to the track step, so it never does; CdB's
        token can while the company has a token left and none in that hex yet (as on 18xx.games)."""
        corp = s.entity(entity)
        for c in s.companies.values():
            token = c.abilities.get(TokenIn.key) if c.owner == entity and not c.closed else None
            if isinstance(token, TokenIn) and corp.next_token() and not s.board.has_token(token.hex, corp.sym):
                return True
        return False

    def event_companies_buyable(self, s: State) -> None:
        for c in s.companies.values():
            c.min_price, c.max_price = math.ceil(c.value * 0.5), math.floor(c.value * 1.5)
            if c.sym == "CdB" and "baja_variant" in self.options:
                c.max_price = c.value

    # ================================================================== operating turn
    def start_of_turn(self, s: State, entity: str) -> None:
        self.place_home_token(s, entity)
        if kind_of(entity) != "corp":
            return
        corp = s.entity(entity)
        if not corp.trains:
            return
        tile = s.board.tile_at(corp.home)
        stops = tile.cities or tile.towns
        if not stops:
            return
        income = tile.stops[stops[0]].revenue.at(s.phase.color)
        if income > 0:
            s.spend(BANK, entity, income)
            s.note(msg("{corporation} receives ${amount} in mail", corporation=corp.sym, amount=income))

    # --- track ----------------------------------------------------------------------------
    def tile_lays(self, s: State, entity: str) -> list[dict]:
        if kind_of(entity) == "minor":
            return [{"lay": True, "upgrade": False}]
        lays: list[dict] = [{"lay": True, "upgrade": True}, {"lay": "not_if_upgraded", "upgrade": False}]
        if "triple_yellow_first_or" in self.options and id_of(entity) in s.flags.get("recently_floated", []):
            lays.append({"lay": "not_if_upgraded", "upgrade": False})
        return lays

    def kcmo_usable_by(self, s: State, entity: str) -> bool:
        return self.tile_ability_usable(s, "KCMO", entity)

    def can_lay_tile(self, s: State, entity: str) -> bool:
        if kind_of(entity) == "minor":
            minor = s.entity(entity)
            home = s.board.state[minor.home]
            if home.tile_id is None and home.tile.color == "white":
                return s.board.hex(minor.home).cost <= s.cash(entity)
        if self.kcmo_usable_by(s, entity):
            return True  # an unused tile-lay ability keeps the track step open
        if self.can_buy_tile_laying_company(s, entity):
            return True
        return super().can_lay_tile(s, entity)

    def can_buy_tile_laying_company(self, s: State, entity: str) -> bool:
        if kind_of(entity) != "corp" or not s.has_status("can_buy_companies"):
            return False
        return any(
            TileLay.key in c.abilities and c.min_price <= s.cash(entity) for c in self.purchasable_companies(s, entity)
        )

    def remaining_tile_lay(self, s: State, entity: str) -> bool:
        return self.can_lay_tile(s, entity) or self.kcmo_usable_by(s, entity)

    def lay_tile(self, s: State, entity: str, action: Action, company: str | None) -> int:
        if company is None and self.tile_name(str(action.get("tile", ""))) == "470":
            raise IllegalAction(msg("Tile 470 (Copper Canyon) is laid only through KCMO"))
        return super().lay_tile(s, entity, action, company)

    def ability_used(self, s: State, company: Company, ability: Ability) -> None:
        """KCMO closes once it has laid Copper Canyon; CdB's token ability simply goes."""
        if company.sym == "KCMO":
            company.closed = True
            s.note(msg("{company} closes", company="KCMO"))
            return
        super().ability_used(s, company, ability)

    def action_processed(self, s: State, action: Action) -> None:
        """A tile in F5 takes KCMO's ability away, after the round has settled which step comes
        next (as on 18xx.games: a track step that only KCMO's ability kept open then has nothing
        left, the turn goes on past it, and a route step not yet skipped is met again when the
        company buys its first train)."""
        if action.get("type") != "lay_tile" or action.get("hex") != "F5" or kind_of(action["_entity"]) == "company":
            return
        k = s.companies.get("KCMO")
        if k and not k.closed and TileLay.key in k.abilities:
            k.abilities.pop(TileLay.key)
            s.note(msg("KCMO loses the ability to lay tile 470 in F5"))

    # --- trains -----------------------------------------------------------------------------
    def face_value_only(self, s: State, a: str | None, b: str | None) -> bool:
        return corp_key(NDM) in (a, b)

    def buyable_trains(self, s: State, entity: str, step: Any) -> list[Train]:
        out = super().buyable_trains(s, entity, step)
        if s.has_status("limited_train_buy") and entity in s.round.data.get("bought_trains", []):
            out = [t for t in out if t.owner != DEPOT]
        return out

    def buy_train_action(self, s: State, entity: str, train: Train, price: Any, step: Any) -> None:
        if train.id == "5-0":
            s.flags.setdefault("ndm_merge_trigger", s.entity(entity).owner)
        super().buy_train_action(s, entity, train, price, step)

    def after_train_bought(self, s: State, buyer: str, train: Train) -> None:
        mnr = s.companies.get("MNR")
        if buyer == corp_key(NDM) and mnr and not mnr.closed and mnr.owner:
            mnr.closed = True
            s.note(msg("{company} closes", company="MNR"))

    def may_rust(self, s: State, t: Train) -> bool:
        if "delay_minor_close" in self.options and t.name == "2" and t.owner and kind_of(t.owner) == "minor":
            return False
        return True

    # ================================================================== events
    def event_close_companies(self, s: State) -> None:
        s.note(msg("-- Event: Private companies close --"))
        for c in s.companies.values():
            if not c.closed and c.owner:
                c.closed = True

    def event_minors_closed(self, s: State) -> None:
        if not s.flags.get("minor_close") and "delay_minor_close" in self.options:
            s.flags["minor_close"] = True
            s.note(msg("Close of minors delayed to next stock round"))
            return
        s.flags["minor_close"] = False
        for sym in ("A", "B", "C"):
            minor = s.minors[sym]
            if minor.closed:
                continue
            trade = self.econ.companies[sym]["trade_in"]
            major = trade.split("_")[0]
            share = s.writable_share(trade)
            share.buyable = True
            if minor.owner:
                s.buy_shares(minor.owner, [share], free=True)
            for h, st in s.board.state.items():
                for city, toks in st.tokens.items():
                    if sym in toks:
                        s.board.remove_token(h, city, sym)
            for tok in minor.tokens:
                tok.hex = tok.city = None
            if s.cash(minor.key) > 0:
                s.spend(minor.key, corp_key(major), s.cash(minor.key))
            for tid in list(minor.trains):
                s.move_train(s.trains[tid], None)
            minor.closed = True
            s.companies[sym].closed = True
            s.note(msg("-- Minor {minor} merges into {corporation} --", minor=sym, corporation=major))

    def event_ndm_merger(self, s: State) -> None:
        s.note(msg("-- Event: NdM merger --"))
        ndm = s.corps[NDM]
        if not ndm.floated:
            s.note(msg("No merge occur as NdM has not floated!"))
            self.merge_major(s, None)
            return
        s.flags["merge_candidates"] = self.mergeable_corporations(s)
        self.possible_auto_merge(s)

    def mergeable_corporations(self, s: State) -> list[str]:
        ndm_player = s.corps[NDM].owner
        cands = [
            c
            for c in s.corps.values()
            if not c.closed and c.sym != NDM and c.owner != ndm_player and not c.flags.get("never_merges")
        ]
        floated = [c for c in cands if c.owner and c.floated]
        others = [c for c in cands if not (c.owner and c.floated)]
        trigger = s.flags.get("ndm_merge_trigger")
        players = [player_key(p) for p in s.players]
        t_idx = players.index(trigger) if trigger in players else -1
        order = {p: (i + 10 if i <= t_idx else i) for i, p in enumerate(players)}
        ents = s.round.entities if s.round else []
        floated.sort(key=lambda c: (order.get(c.owner or "", 99), ents.index(c.key) if c.key in ents else 99))
        if any(not c.ipoed for c in others):
            others = [c for c in others if not c.ipoed]
        return [c.sym for c in floated + others]

    def merge_decider(self, s: State) -> str:
        first = s.corps[s.flags["merge_candidates"][0]]
        return first.key if first.floated else corp_key(NDM)

    def possible_auto_merge(self, s: State) -> None:
        cands = s.flags.get("merge_candidates", [])
        if not cands:
            self.merge_major(s, None)
            return
        if len(cands) == 1 and not s.corps[cands[0]].floated:
            self.merge_major(s, cands[0])

    def merge_major(self, s: State, sym: str | None) -> None:
        s.flags["merge_candidates"] = []
        merge_share = s.writable_share(f"{NDM}_9")
        merge_share.buyable = True
        if sym is None:
            s.note(msg("-- NdM does not merge - certificate limit increases by one --"))
            s.cert_limit_adjust += 1
            return
        major = s.corps[sym]
        ndm = s.corps[NDM]
        s.note(msg("-- {corporation} merges into NdM --", corporation=sym))
        refund = s.price_of(sym) / 2.0 if major.ipoed else 0
        for pid in list(s.players):
            pkey = player_key(pid)
            amount = 0.0
            for sh in s.shares_of(pkey, sym):
                if sh.president:
                    s.buy_shares(pkey, [merge_share], free=True)
                else:
                    amount += refund
                s.move_share(sh, corp_key(sym))
            if amount > 0:
                s.spend(BANK, pkey, math.ceil(amount))
                s.note(
                    msg(
                        "{player} receives ${amount} in share compensation",
                        player=s.name_of(pkey),
                        amount=math.ceil(amount),
                    )
                )
        for sh in s.shares_of(POOL, sym):
            s.move_share(sh, corp_key(sym))
        price = int(ndm.flags.get("exchange_token_price", 80))
        exchange = [Token(price), Token(price)]
        ndm.tokens.extend(exchange)
        home = major.tokens[0] if major.tokens else None

        def ndm_has(h: str) -> bool:
            return any(NDM in v for v in s.board.tokens_in(h).values())

        def replace(tok: Token) -> None:
            h, stop = tok.where()
            s.board.remove_token(h, stop, sym)
            tok.hex = tok.city = None
            new = exchange.pop(0)
            s.board.place_token(h, stop, NDM)
            new.hex, new.city = h, stop

        if home is not None and home.used:
            self.release_reservation(s, sym)
            if ndm_has(home.where()[0]):
                s.board.remove_token(*home.where(), sym)
                home.hex = home.city = None
            else:
                replace(home)
        else:
            self.release_reservation(s, sym)
            tile = s.board.tile_at(major.home)
            if tile.cities and not ndm_has(major.home):
                new = exchange.pop(0)
                s.board.place_token(major.home, tile.cities[0], NDM)
                new.hex, new.city = major.home, tile.cities[0]
        for tok in major.tokens:
            if tok.used and ndm_has(tok.where()[0]):
                s.board.remove_token(*tok.where(), sym)
                tok.hex = tok.city = None
        remaining = [t for t in major.tokens if t.used and t is not home]
        if len(remaining) <= len(exchange):
            for t in remaining:
                replace(t)
        else:
            s.flags["merged_cities_to_select"] = [(t.hex, t.city, sym) for t in remaining]
        if s.cash(major.key) > 0:
            s.spend(major.key, ndm.key, s.cash(major.key))
        for tid in list(major.trains):
            s.move_train(s.trains[tid], ndm.key)
        s.market.remove(sym, major.share_price)
        major.closed = True
        major.ipoed = major.floated = False
        major.owner = None
        s.flags["merged_major"] = sym
        self.pass_turn_of_merged_operator(s, major.key)

    def pass_turn_of_merged_operator(self, s: State, key: str) -> None:
        """On 18xx.games, a merged major that was operating hands the turn to the next company
        at once, whose track step comes before NdM's discard (site-defects.md §4): replayed so
        in a game imported from the site.  By the rules (our games) NdM discards first."""
        rnd = s.round
        if not dep.departures(s).passes_turn_before_merger_discard() or not isinstance(rnd, OperatingRound):
            return
        if rnd.entities and rnd.entities[rnd.entity_index] == key:
            rnd.next_entity(s)


# ====================================================================== menus and self-play
def _merge_choices(s: State, step: Any, actor: str, choice: Callable[..., Any]) -> list[Any]:
    cands = s.flags.get("merge_candidates") or []
    if not cands:
        return []
    corp = s.corps[cands[0]]
    return [
        choice(
            f"merge:{corp.sym}",
            "merge",
            msg("Accept the merger of {name} ({corporation})", name=corp.name, corporation=corp.sym),
            {**wire(actor), "type": "merge", "corporation": corp.sym},
            detail=msg("{name} floated", name=corp.name)
            if corp.floated
            else msg("{name} has not floated", name=corp.name),
        )
    ]


def _assign_choices(s: State, step: Any, actor: str, choice: Callable[..., Any]) -> list[Any]:
    out = []
    for h, _stop, sym in s.flags.get("merged_cities_to_select") or []:
        name = s.board.hex(h).name.replace("\n", " ")
        out.append(
            choice(
                f"assign:{h}",
                "assign",
                msg("Convert {corporation}'s token in {place} ({hex})", corporation=sym, place=name, hex=h),
                {**wire(actor), "type": "assign", "target": h, "target_type": "hex"},
            )
        )
    return out


def _merge_candidates(s: State, step: Any, actor: str, rng: Any) -> Iterator[dict]:
    cands = s.flags.get("merge_candidates") or []
    if cands:
        yield {**wire(actor), "type": "merge", "corporation": cands[0]}


def _assign_candidates(s: State, step: Any, actor: str, rng: Any) -> Iterator[dict]:
    pending = list(s.flags.get("merged_cities_to_select") or [])
    rng.shuffle(pending)
    for h, _stop, _sym in pending:
        yield {**wire(actor), "type": "assign", "target": h, "target_type": "hex"}
