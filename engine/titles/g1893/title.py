"""1893: Cologne rule hooks.

Track is semi-restrictive.  The Rhine: while a phase carries the "rhine_impassable" status
(phase 2), tiles in hexes tagged ``rhine_crossing`` may not open their water border, and
hexes tagged ``tile_block`` take no tile at all.  ``stub_<edge>`` hexes only take tiles with
an exit on that edge.  Leverkusen's yellow towns become one green city (K314), always laid at
rotation 0.

The game: a draft of the starting package (privates and the five minors' cards), bonds, a
market with no bank pool (after the par every certificate but the president's lies in the
market, and market shares pay nobody), minors operating first with their revenue split 50/50,
trains taken in part exchange, merger rounds in which AGV and HGK are voted into being, and a
forced auction of what the draft left.  Facts: ../shared/reference/1893-facts.md; the rounds
and steps of its own are in ``engine.titles.g1893.rounds``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from engine.board import HexDef
from engine.entities import BANK, DEPOT, POOL, Company, Train, corp_key, id_of, kind_of, player_key
from engine.errors import IllegalAction
from engine.i18n import msg
from engine.rounds.base import Action
from engine.tiles import TileDef
from engine.titles import base
from engine.titles.g1893 import departures as dep
from engine.titles.g1893 import rounds as r
from engine.titles.g1893.bot import RULES as BOT_RULES
from engine.titles.g1893.candidates import CANDIDATES
from engine.titles.g1893.menu import MENU_BUILDERS
from engine.titles.track_hooks import MapMark, MarkKind

if TYPE_CHECKING:
    from engine.economics import TrainDef
    from engine.rounds.base import Round
    from engine.state import State
    from engine.title import CompanyInfo
    from engine.titles.g1893.protocol import Rules

RHINE_CLOSED = "rhine_impassable"
REPLACING_TILES = {"K314": 0}  # tile -> the rotation it is always laid at
NEUTRAL_CITIES = frozenset({"H5"})  # a neutral token fills the one slot from setup (facts §8.2)
PRIVATES = ("FdSD", "EVA", "HdSK")
FDSD, EVA = "FdSD", "EVA"
AGV, HGK, RAG = "AGV", "HGK", "RAG"
MIN_PAR_CASH = 120  # a player needs this much to par (unless the FdSD pays for RAG's)


class Title(base.Title):
    playable = True
    currency_format = "{}M"
    track_restriction = "semi_restrictive"
    rules_way = dep.Departures
    site_way = dep.SiteDepartures
    title_status_texts = {
        RHINE_CLOSED: msg("the Rhine is crossed only at Düsseldorf"),
        "can_buy_trains": msg("trains change hands between companies"),
        "may_found_agv": msg("AGV may be formed"),
        "may_found_hgk": msg("HGK may be formed"),
    }
    title_event_texts = {
        "remove_tile_block": msg("N5 and P5 may be built; the Rhine opens at Köln and Bonn"),
        "agv_buyable": msg("AGV shares go on sale; AGV is voted on"),
        "agv_founded": msg("AGV forms at the next merger round"),
        "hgk_buyable": msg("HGK shares go on sale; HGK is voted on"),
        "hgk_founded": msg("HGK forms at the next merger round"),
        "fdsd_closed": msg("FdSD closes in the next stock round"),
        "eva_closed": msg("EVA closes"),
    }

    # ================================================================== track
    def route_exclusive_group(self, stop) -> str | None:  # noqa: ANN001
        """Wuppertal (B9+D9) and Aachen (N1+P1) are two-hex off-boards: one route scores one hex
        of each (the stop ``group`` tag; on the site's D9 it reads "Wuppertalpath", fact sheet §8.5)."""
        return stop.group or None

    def forced_rotation(self, hex_id: str, old: TileDef, new: TileDef) -> int | None:
        return REPLACING_TILES.get(new.name)

    def upgrade_mode(self, hexdef: HexDef, old: TileDef, new: TileDef) -> str:
        return "free" if new.name in REPLACING_TILES else "paths"

    def extra_lay_check(self, ctx, hex_id: str, new: TileDef, rotation: int) -> str | None:  # noqa: ANN001
        hexdef = ctx.board.hex(hex_id)
        exits = {e for p in new.rotated_paths(rotation) for e in p.edges}
        for tag in hexdef.terrain:
            if tag.startswith("stub_") and int(tag[5:]) not in exits:
                return msg("Tiles in {hex} must use the track stub on edge {edge}", hex=hex_id, edge=tag[5:])
        if RHINE_CLOSED in ctx.phase.extra.get("status", ()):
            if "tile_block" in hexdef.terrain:
                if not hexdef.name:
                    return msg("{hex} (Rhine bank) takes no tile until the first 3-train", hex=hex_id)
                return msg("{hex} ({place}) takes no tile until the first 3-train", hex=hex_id, place=hexdef.name)
            if "rhine_crossing" in hexdef.terrain:
                water = {b.edge for b in hexdef.borders if b.type == "water"}
                if exits & water:
                    return msg("The Rhine crossing at {hex} is closed until the first 3-train", hex=hex_id)
        return None

    def map_marks(self, s: State) -> list[MapMark]:
        """H5's neutral token; in phase 2 the hexes closed to tiles and the closed crossings."""
        marks = [
            MapMark(h, MarkKind.NEUTRAL_TOKEN, text=msg("a neutral token fills this city"))
            for h in sorted(NEUTRAL_CITIES)
        ]
        if RHINE_CLOSED not in s.phase.extra.get("status", ()):
            return marks
        for h, hexdef in sorted(s.board.defn.hexes.items()):
            if "tile_block" in hexdef.terrain:
                marks.append(MapMark(h, MarkKind.NO_TILE, text=msg("no tile until the first 3-train")))
            if "rhine_crossing" in hexdef.terrain:
                for b in hexdef.borders:
                    if b.type == "water":
                        marks.append(
                            MapMark(
                                h, MarkKind.CLOSED_EDGE, b.edge, msg("the Rhine crossing opens with the first 3-train")
                            )
                        )
        return marks

    # ================================================================== setup
    def new_company(self, s: State, ci: CompanyInfo) -> Company | None:
        """Privates and bonds never go to a corporation."""
        c = super().new_company(s, ci)
        if c is not None:
            c.no_buy = True
        return c

    def new_trains(self, s: State, td: TrainDef) -> list[Train]:
        trains = super().new_trains(s, td)
        if td.name == "2" and "optional_2_train" in self.options:
            trains.append(Train(f"2-{len(trains)}", "2", rusts_on=td.rusts_on, obsolete_on=td.obsolete_on))
        return trains

    def train_count(self, s: State, name: str) -> int:
        """An 8th 2-train with optional_2_train."""
        extra = 1 if name == "2" and "optional_2_train" in self.options else 0
        return super().train_count(s, name) + extra

    def after_setup(self, s: State) -> None:
        """Each minor's card (same symbol, face value = the minor's starting treasury) joins the
        package; the round flags start empty."""
        for ci in self.info.companies:
            if ci.kind == "minor":
                s.companies[ci.sym] = Company(ci.sym, ci.name, int(ci.extra["value"]), 0, no_buy=True)
        s.flags.update(
            first_sr_passers=[],
            agv_mergable=False,
            hgk_mergable=False,
            agv_auto=False,
            hgk_auto=False,
            fdsd_to_close=False,
            potential_discard=[],
        )

    # ================================================================== the package and bonds
    def is_bond(self, sym: str) -> bool:
        """An AdSK bond (title.toml ``bond = true``)."""
        ci = next((c for c in self.info.companies if c.sym == sym), None)
        return bool(ci and ci.extra.get("bond"))

    def bank_owned(self, s: State) -> list[Company]:
        """What the bank sells: unsold privates and minor cards, and the lowest unsold bond."""
        out = [c for c in s.companies.values() if c.owner is None and not c.closed and not self.is_bond(c.sym)]
        bond = next((c for c in s.companies.values() if c.owner is None and not c.closed and self.is_bond(c.sym)), None)
        return out + ([bond] if bond else [])

    def draftables(self, s: State) -> list[Company]:
        """On offer in the draft and the forced auction: every unsold private and the two
        lowest-numbered unsold minor cards."""
        package = [c for c in self.bank_owned(s) if not self.is_bond(c.sym)]
        privates = [c for c in package if c.sym in PRIVATES]
        cards = [c for c in package if c.sym not in PRIVATES]
        return privates + cards[:2]

    def draft_over(self, s: State) -> bool:
        return len(self.draftables(s)) == 1 or len(s.flags["first_sr_passers"]) == len(s.players)

    def sell_package_card(self, s: State, buyer: str, sym: str, price: int) -> None:
        """The buyer pays the bank; a minor's card floats the minor with the price (at least 100)
        as its treasury, paid by the bank."""
        c = s.companies[sym]
        s.spend(buyer, BANK, price)
        c.owner = buyer
        c.discount = 0
        s.note(msg("{player} buys {company} for ${price}", player=s.name_of(buyer), company=sym, price=price))
        if sym in s.minors:
            minor = s.minors[sym]
            minor.owner = buyer
            minor.floated = True
            treasury = max(price, 100)
            s.spend(BANK, minor.key, treasury)
            s.note(msg("Minor {minor} floats with ${amount}", minor=sym, amount=treasury))

    def eva_for(self, s: State, entity: str) -> list[Company]:
        """The EVA, when a player other than ``entity`` (a player) holds it and ``entity`` has room
        under the certificate limit."""
        eva = s.companies.get(EVA)
        if eva is None or eva.closed or eva.owner is None or eva.owner == entity:
            return []
        if s.num_certs(id_of(entity)) >= s.cert_limit() and dep.departures(s).refuses_eva_past_cert_limit():
            return []  # (18xx.games lets it through and leaves the buyer over the limit)
        return [eva]

    def buy_eva(self, s: State, buyer: str, price: int, in_stock_round: bool = False) -> None:
        """A player buys the EVA from another.  18xx.games pays a stock-round price to the bank
        (facts §10.5): replayed so in imported games, paid to the seller in ours."""
        eva = s.companies[EVA]
        seller = eva.owner or BANK
        payee = BANK if dep.departures(s).pays_eva_to_bank(in_stock_round) else seller
        s.spend(buyer, payee, price)
        eva.owner = buyer
        s.note(
            msg(
                "{player} buys {company} from {seller} for ${price}",
                player=s.name_of(buyer),
                company=EVA,
                seller=s.name_of(seller),
                price=price,
            )
        )

    # ================================================================== FdSD and RAG
    def fdsd_pays_par(self, s: State, sym: str, entity: str) -> bool:
        fdsd = s.companies.get(FDSD)
        return sym == RAG and fdsd is not None and not fdsd.closed and fdsd.owner == entity

    def fdsd_for_par(self, s: State, entity: str, sym: str, price: int) -> None:
        """The FdSD is handed in: the bank pays for the president's certificate."""
        self.close_fdsd(s)
        s.spend(BANK, entity, s.par_cost(sym, price))
        s.note(
            msg(
                "{player} exchanges the FdSD to pay for the par of {corporation}",
                player=s.name_of(entity),
                corporation=sym,
            )
        )

    def close_fdsd(self, s: State) -> None:
        fdsd = s.companies[FDSD]
        fdsd.closed = True
        s.flags["fdsd_to_close"] = False
        s.note(msg("{company} closes", company=FDSD))

    def fdsd_turn_over(self, s: State, player: str, passed: bool = False) -> None:
        """After the first 5-train the FdSD closes at its owner's first stock turn that passes or
        buys shares.  18xx.games misses the pass (site-defects.md): imported games keep it open."""
        if passed and not dep.departures(s).closes_fdsd_on_pass():
            return
        fdsd = s.companies.get(FDSD)
        if s.flags.get("fdsd_to_close") and fdsd and not fdsd.closed and fdsd.owner == player:
            self.close_fdsd(s)

    # ================================================================== stock round
    def may_par(self, s: State, sym: str, entity: str, check_cash: bool = True) -> bool:
        """DE, RSE and RAG may be parred (with 120 in cash and the price of the president's
        certificate, or RAG with the FdSD); AGV and HGK only ever form."""
        corp = s.corps[sym]
        if corp.ipoed or corp.closed or "start_cell" in self.econ.corporations.get(sym, {}):
            return False
        if not check_cash or self.fdsd_pays_par(s, sym, entity):
            return True
        return s.cash(entity) >= max(MIN_PAR_CASH, s.par_cost(sym, s.mkt.min_par_price))

    def can_par(self, s: State, sym: str, entity: str) -> bool:
        return self.may_par(s, sym, entity)

    def to_market(self, s: State, sym: str) -> None:
        """Every buyable certificate left with the corporation goes to the market."""
        for sh in list(s.shares_of(corp_key(sym), sym)):
            if sh.buyable:
                s.move_share(sh, POOL)

    def bundle_refusal(self, s: State, holder: str, shares: list, percent: int | None) -> str | None:
        """Also refuses, in our own games, selling part of AGV's or HGK's president's certificate
        unless the seller keeps the 20% ordinary certificate: 18xx.games hands the seller the
        unsold half as the market's first certificate of the corporation, which may be that 20%
        (sold in the same bundle, handed in by the new president for the president's
        certificate, or there already), so its holdings would then differ from the rules' (site
        defect 6)."""
        refusal = super().bundle_refusal(s, holder, shares, percent)
        if refusal or not dep.departures(s).refuses_partial_agv_hgk_sale() or percent is None:
            return refusal
        sym = shares[0].corp
        partial = percent < sum(sh.percent for sh in shares) and any(sh.president for sh in shares)
        if not partial:
            return None
        sold = {sh.id for sh in shares}
        kept = {sh.id for sh in s.shares_of(holder, sym)} - sold
        doubles = {sh.id for sh in s.corp_shares(sym) if sh.percent == 20 and not sh.president}
        if doubles - kept:
            return msg(
                "Part of {corporation}'s president's certificate cannot be sold unless the seller "
                "keeps its {size} certificate: sell the whole certificate or other shares",
                corporation=sym,
                size="20%",  # (in the value: "20% c" would read as a %-format to gettext tools)
            )
        return None

    def presidency_swap_order(self, s: State, shares: list) -> list:
        """AGV's and HGK's 20% ordinary certificate goes for the president's when the new president
        holds at most two certificates; otherwise two 10% ones do (facts §5.4)."""
        mine = [sh for sh in shares if not sh.president]
        double = next((sh for sh in mine if sh.percent == 20), None)
        if double is None:
            return mine
        return [double] if len(mine) <= 2 else [sh for sh in mine if sh is not double]

    def may_float(self, s: State, corp: Any) -> bool:
        return "start_cell" not in self.econ.corporations.get(corp.sym, {})

    def president_may_change(self, s: State, sym: str) -> bool:
        return s.presidents_share(sym).buyable

    def sale_timing_ok(self, s: State) -> bool:
        return s.turn > 1

    def stock_round(self, s: State) -> Round:
        from engine.rounds.operating import DiscardTrain
        from engine.rounds.stock import StockRound

        return StockRound(s, [DiscardTrain(), r.Shares()])

    # ================================================================== rounds
    def first_round(self, s: State) -> Round:
        return r.DraftRound(s, [r.Draft()])

    def operating_round(self, s: State, num: int) -> Round:
        from engine.rounds import operating as op

        steps = [
            op.Bankrupt(),
            op.DiscardTrain(),
            EvaPurchase(),
            op.Track(),
            op.Token(),
            op.Route(),
            op.Dividend(),
            op.BuyTrain(),
        ]
        return op.OperatingRound(s, steps, round_num=num)

    def merger_round(self, s: State, after: tuple[str, int]) -> Round:
        return r.MergerRound(s, [r.DiscardAfterMerger(), r.Vote()], after)

    def next_round(self, s: State) -> Round:
        """Draft -> SR 1 (or OR 1.1 when all passed with two or more left) -> MR -> OR x.1 -> MR
        -> OR x.2 -> MR -> forced auction (if the package is not sold) -> SR...; no MR once HGK
        has formed."""
        from engine.rounds.operating import OperatingRound
        from engine.rounds.stock import StockRound

        rnd = s.round
        hgk_formed = s.corps[HGK].floated
        if isinstance(rnd, r.DraftRound):
            passers = s.flags["first_sr_passers"]
            if len(passers) == len(s.players):
                i = s.players.index(id_of(passers[0]))
                s.players = s.players[i:] + s.players[:i]
            else:
                self.priority_order(s)
            if len([c for c in self.bank_owned(s) if not self.is_bond(c.sym)]) <= 1:
                return self.stock_round(s)
            s.operating_rounds = int(s.phase.extra.get("operating_rounds", 1))
            return self.operating_round(s, 1)
        if isinstance(rnd, r.ForcedAuctionRound):
            return self.stock_round(s)
        if isinstance(rnd, StockRound):
            s.operating_rounds = int(s.phase.extra.get("operating_rounds", 1))
            self.priority_order(s)
            return self.operating_round(s, 1) if hgk_formed else self.merger_round(s, ("or", 1))
        if isinstance(rnd, OperatingRound):
            self.or_round_finished(s)
            if rnd.round_num < s.operating_rounds:
                nxt = rnd.round_num + 1
                return self.operating_round(s, nxt) if hgk_formed else self.merger_round(s, ("or", nxt))
            s.flags["first_sr_passers"] = []
            if hgk_formed:
                s.turn += 1
                return self.stock_round(s)
            return self.merger_round(s, ("auction", 0) if self.draftables(s) else ("sr", 0))
        if isinstance(rnd, r.MergerRound):
            kind, num = rnd.after
            if kind == "or":
                return self.operating_round(s, num)
            s.turn += 1
            if kind == "auction":
                return r.ForcedAuctionRound(s, [r.ForcedAuction()])
            return self.stock_round(s)
        raise IllegalAction(msg("Unknown round"))

    # ================================================================== mergers
    def formation(self, sym: str) -> list[tuple[str, str]]:
        """(card, reserved certificate) in the order a formation hands them out (title.toml
        ``formed_from`` and each card's ``certificate``)."""
        infos = {c.sym: c for c in self.info.companies}
        return [(card, str(infos[card].extra["certificate"])) for card in infos[sym].extra.get("formed_from", [])]

    def open_merger(self, s: State) -> tuple[list[str], list[str], dict[str, int]]:
        """A merger round begins: AGV or HGK forms at once if its phase has come; otherwise the
        one on offer is put to the vote.  Returns (offering, voters in order, their votes)."""
        offering: list[str] = []
        voters: list[str] = []
        votes: dict[str, int] = {}
        for sym in (AGV, HGK):
            low = sym.lower()
            if s.flags.get(f"{low}_auto"):
                s.note(msg("{corporation} forms as its phase has come", corporation=sym))
                self.form(s, sym)
            elif s.flags.get(f"{low}_mergable"):
                offering.append(sym)
                certs = dict(self.formation(sym))
                infos = {c.sym: c for c in self.info.companies}
                for card in infos[sym].extra.get("vote_order", list(certs)):
                    cert = certs[card]
                    owner = s.companies[card].owner
                    if owner is None:
                        continue
                    if owner not in votes:
                        voters.append(owner)
                        votes[owner] = 0
                    votes[owner] += s.shares[cert].percent
                for pid in s.players:
                    key = player_key(pid)
                    pct = s.percent_of(key, sym)
                    if pct:
                        if key not in votes:
                            voters.append(key)
                            votes[key] = 0
                        votes[key] += pct
        return offering, voters, votes

    def form(self, s: State, sym: str) -> None:
        """AGV or HGK forms: 400 from the bank; each card's owner takes its reserved certificate;
        each minor's treasury, trains and token pass to it; the largest holder is president."""
        corp = s.corps[sym]
        s.flags[f"{sym.lower()}_mergable"] = False
        s.flags[f"{sym.lower()}_auto"] = False
        s.spend(BANK, corp.key, 400)
        s.note(msg("{corporation} receives ${amount} from the bank", corporation=sym, amount=400))
        priority: list[str] = []
        for card, cert in self.formation(sym):
            company = s.companies[card]
            owner = company.owner
            share = s.writable_share(cert)
            share.buyable = True
            if owner is not None:
                s.move_share(share, owner)
                priority.append(owner)
                s.note(
                    msg(
                        "{player} exchanges {company} for {certificate}",
                        player=s.name_of(owner),
                        company=card,
                        certificate=cert,
                    )
                )
            company.closed = True
            minor = s.minors.get(card)
            if minor is None:
                continue
            if s.cash(minor.key) > 0:
                s.spend(minor.key, corp.key, s.cash(minor.key))
            for tid in list(minor.trains):
                s.move_train(s.trains[tid], corp.key)
            tok = minor.tokens[0]
            if tok.used:
                hex_id, city = tok.where()
                s.board.remove_token(hex_id, city, minor.sym)
                new = corp.next_token()
                if new is not None:
                    s.board.place_token(hex_id, city, sym)
                    new.hex, new.city = hex_id, city
                tok.hex = tok.city = None
            minor.closed = True
            s.route_known.discard(minor.sym)
        pres_share = s.presidents_share(sym)  # (moved above: the object fetched before is stale)
        holders = s.player_percents(sym)
        top = max(holders.values(), default=0)
        majority = [p for p, v in holders.items() if v == top]
        if pres_share.owner in majority:
            president = pres_share.owner
        else:
            if dep.departures(s).refuses_untied_formation() and any(p not in priority for p in majority):
                raise IllegalAction(  # (site defect 8: its tie-break fails; no site game goes on)
                    msg(
                        "18xx.games cannot choose {corporation}'s president among holders who exchanged no card",
                        corporation=sym,
                    )
                )
            president = min(majority, key=lambda p: priority.index(p) if p in priority else len(priority))
            old = pres_share.owner
            handed = self.presidency_swap_order(s, s.shares_of(president, sym))[:2]
            for sh in handed:
                s.move_share(sh, old)
            s.move_share(pres_share, president)
        corp.owner = president
        s.note(msg("{player} is the president of {corporation}", player=s.name_of(president), corporation=sym))
        corp.ipoed = corp.floated = True
        s.note(msg("{corporation} is formed and floats", corporation=sym))
        if corp.trains:
            s.flags.setdefault("potential_discard", []).append(sym)

    # ================================================================== train events
    def event_remove_tile_block(self, s: State) -> None:
        s.note(msg("N5 and P5 may now be built"))

    def event_agv_buyable(self, s: State) -> None:
        self._on_sale(s, AGV)

    def event_hgk_buyable(self, s: State) -> None:
        self._on_sale(s, HGK)

    def _on_sale(self, s: State, sym: str) -> None:
        at = tuple(self.econ.corporations[sym]["start_cell"])
        s.set_par(sym, (int(at[0]), int(at[1])))
        self.to_market(s, sym)
        s.corps[sym].ipoed = True
        s.flags[f"{sym.lower()}_mergable"] = True
        s.note(msg("{corporation} shares are now on sale at ${price}", corporation=sym, price=s.price_of(sym)))

    def event_agv_founded(self, s: State) -> None:
        self._auto(s, AGV)

    def event_hgk_founded(self, s: State) -> None:
        self._auto(s, HGK)

    def _auto(self, s: State, sym: str) -> None:
        s.flags[f"{sym.lower()}_mergable"] = False
        if not s.corps[sym].floated:
            s.flags[f"{sym.lower()}_auto"] = True
            s.note(msg("{corporation} will form at the start of the next merger round", corporation=sym))

    def event_fdsd_closed(self, s: State) -> None:
        fdsd = s.companies.get(FDSD)
        if fdsd and not fdsd.closed:
            s.flags["fdsd_to_close"] = True
            s.note(msg("FdSD will close in the next stock round"))

    def event_eva_closed(self, s: State) -> None:
        eva = s.companies.get(EVA)
        if eva and not eva.closed:
            eva.closed = True
            s.note(msg("{company} closes", company=EVA))

    # ================================================================== operating
    def tokenable(self, s: State, hex_id: str, stop: int, sym: str) -> bool:
        return hex_id not in NEUTRAL_CITIES and super().tokenable(s, hex_id, stop, sym)

    def emergency_sale_refusal(
        self, s: State, player: str, corp_entity: str | None, shares: list, percent: int | None
    ) -> str | None:
        """Shares of a corporation that has not operated are never sold, in an emergency either."""
        sym = shares[0].corp
        if not s.corps[sym].operated:
            return msg("{corporation} has not operated yet: its shares cannot be sold", corporation=sym)
        return super().emergency_sale_refusal(s, player, corp_entity, shares, percent)

    def must_buy_train(self, s: State, entity: str) -> bool:
        """A minor is never forced to own a train."""
        return kind_of(entity) != "minor" and super().must_buy_train(s, entity)

    def buyable_trains(self, s: State, entity: str, step: Any) -> list[Train]:
        """From phase 3 trains also pass between companies, but never from a minor to a corporation.
        A corporation that must buy may take another's for up to its face value with its
        president's help, also after the president sold shares for it (then for at least what
        the sale leaves it needing), as 18xx.games lets it (facts §10.3)."""
        out = super().buyable_trains(s, entity, step)
        if self.must_buy_train(s, entity) and s.cash(entity) < s.min_depot_price():
            sold = s.round.data.get("last_share_sold_price")
            low = self._emergency_min(s, entity, sold) if sold is not None else 1
            out += [t for t in s.other_trains(entity) if t not in out and s.train_price(t) >= low]
        trade = s.has_status("can_buy_trains")
        return [
            t
            for t in out
            if t.owner == DEPOT or (trade and not (kind_of(entity) == "corp" and kind_of(t.owner or "") == "minor"))
        ]

    @staticmethod
    def _emergency_min(s: State, entity: str, sold: int | None) -> int:
        """After a president's sale the price of another company's train must use the money
        raised: at least everything the two have but one share's price, less (18xx.games)."""
        owner = s.entity(entity).owner
        most = s.cash(entity) + (s.cash(owner) if owner else 0)
        return most - sold + 1 if sold is not None else 1

    def train_price_range(self, s: State, entity: str, train: Train) -> tuple[int, int]:
        """A corporation that must buy and has less than the train's face value may pay up to
        that value with its president's cash; after the president sold shares for it, at least
        what leaves that sale needed (the last share's price), whatever the price paid
        (18xx.games' rule for purchases between companies, facts §10.3)."""
        low, high = super().train_price_range(s, entity, train)
        owner = s.entity(entity).owner
        if kind_of(entity) != "corp" or owner is None or s.cash(entity) >= s.train_price(train):
            return low, high
        if not self.must_buy_train(s, entity):
            return low, high
        most = s.cash(entity) + s.cash(owner)
        return self._emergency_min(s, entity, s.round.data.get("last_share_sold_price")), min(
            s.train_price(train), most
        )

    def emergency_liquidity(self, s: State, player: str, corp_entity: str) -> int:
        """Games replayed the site's way count 100 for each bond the president holds, which no
        operating round lets them sell (site defect 9): no site game has such a bankruptcy."""
        value = super().emergency_liquidity(s, player, corp_entity)
        if dep.departures(s).counts_bonds_in_bankruptcy():
            value += 100 * sum(1 for c in s.companies.values() if c.owner == player and self.is_bond(c.sym))
        return value

    def can_buy_train(self, s: State, entity: str) -> bool:
        """Also a purchase with a train in part exchange (with or without room).  (A trainless
        minor's owner may help to pay for a depot train, but only in a step already open: the
        step opens on the minor's own cash, as on 18xx.games.)"""
        if super().can_buy_train(s, entity):
            return True
        corp = s.entity(entity)
        if entity not in s.round.data.get("traded_in", []):
            for t in s.depot_trains():
                credits = dict(self.econ.train(t.name).trade_in)
                best = max((credits.get(s.trains[tid].name, 0) for tid in corp.trains), default=0)
                if best and s.cash(entity) >= s.train_price(t) - best:
                    return True
        return False

    def buy_train_action(self, s: State, entity: str, train: Train, price: Any, step: Any) -> None:
        """A trainless minor's owner pays what it lacks for a depot train."""
        corp = s.entity(entity)
        if (
            kind_of(entity) == "minor"
            and not corp.trains
            and not s.round.data.get("trade_in_credit")  # (it had a train: the one handed in)
            and train.owner == DEPOT
            and isinstance(price, int)
            and price > s.cash(entity)
            and corp.owner is not None
        ):
            gap = price - s.cash(entity)
            if s.cash(corp.owner) < gap:
                raise IllegalAction(
                    msg("{player} cannot contribute ${amount}", player=s.name_of(corp.owner), amount=gap)
                )
            s.spend(corp.owner, entity, gap)
            s.note(msg("{player} contributes ${amount}", player=s.name_of(corp.owner), amount=gap))
        elif (
            kind_of(entity) == "corp"
            and train.owner not in (DEPOT, None)
            and isinstance(price, int)
            and price > s.cash(entity)
            and self.must_buy_train(s, entity)
        ):
            self._emergency_buy_from_company(s, entity, train, price, step)
            return
        super().buy_train_action(s, entity, train, price, step)

    def _emergency_buy_from_company(self, s: State, entity: str, train: Train, price: int, step: Any) -> None:
        """A corporation that must buy a train takes another company's for more than its own
        cash: at most the train's face value, at least what a president's sale leaves needed;
        the president pays the rest."""
        if train not in self.buyable_trains(s, entity, step):
            raise IllegalAction(msg("Train {train} cannot be bought now", train=train.id))
        owner = s.entity(entity).owner
        self.check_train_price(s, entity, train, price)
        if owner is None:
            raise IllegalAction(msg("Train {train} cannot be bought now", train=train.id))
        gap = price - s.cash(entity)
        if s.cash(owner) < gap:
            raise IllegalAction(msg("{player} cannot contribute ${amount}", player=s.name_of(owner), amount=gap))
        s.spend(owner, entity, gap)
        s.note(msg("{player} contributes ${amount}", player=s.name_of(owner), amount=gap))
        self.train_bought(s, entity, train, price)

    # ================================================================== presentation and play
    def menu_builders(self) -> dict[str, Callable[..., list[Any]]]:
        return MENU_BUILDERS

    def bot_rules(self) -> dict[str, Callable[[State, str, Any], base.BotScore | None]]:
        return BOT_RULES

    def bot_leanings(self) -> dict[str, float]:
        """A computer player votes for a merger: its minors' and privates' holders get shares of
        AGV / HGK, which start with the minors' trains and tokens.  It takes the minors EKB and
        KBE first in the draft and the auctions: each becomes the 20% president's certificate of
        AGV / HGK, which start at 120 on the market's upper rows."""
        return {"vote:yes": 1.0, "buy:EKB": 1.0, "buy:KBE": 1.0, "bid:EKB": 1.0, "bid:KBE": 1.0}

    def candidate_generators(self) -> dict[str, Callable[..., Iterator[dict]]]:
        return CANDIDATES


class EvaPurchase(r.Step):
    """During a turn of a company they run, its president (a minor's owner) may buy the EVA
    from another player for 1 up to their cash; the seller is paid."""

    description = msg("Buy the EVA")
    task = msg("buy the EVA")
    blocks_round = False

    def actions(self, s: State, entity: str) -> list[str]:
        rnd = s.round
        op = rnd.entities[rnd.entity_index] if rnd.entities else None
        if entity != op or kind_of(entity) not in ("corp", "minor"):
            return []
        owner = s.entity(entity).owner
        if owner is None or not s.title.eva_for(s, owner) or s.cash(owner) < 1:  # type: ignore[attr-defined]
            return []
        return ["buy_company"]

    def process_buy_company(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        owner = s.entity(entity).owner
        price = action.get("price")
        if action.get("company") != EVA or owner is None:
            raise IllegalAction(msg("Only the EVA may be bought now"))
        if not isinstance(price, int) or not 1 <= price <= s.cash(owner):
            raise IllegalAction(msg("{company} changes hands for $1 up to the buyer's cash", company=EVA))
        s.title.buy_eva(s, owner, price)  # type: ignore[attr-defined]


__all__ = ["Title"]


if TYPE_CHECKING:
    #: mypy checks here that the Title is what the rounds, menus and candidates take it for
    _AS_RULES: type[Rules] = Title
