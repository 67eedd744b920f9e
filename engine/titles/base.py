"""The title interface: one ``Title`` class per title.  This file is the manual for adding one.

A title is data plus one rules package:

* ``assets/titles/<ID>/title.toml`` — name, players, optional rules, scenarios, phases,
  companies (majors, minors, privates) and ``rules = "<module>"``;
* ``map.toml`` and ``tiles.toml`` — the board and the tile manifest (engine/board.py);
* ``game.toml`` — the economics (engine/economics.py: bank, cash, limits, market, trains,
  charters, privates' abilities and the typed settings of :class:`engine.economics.Settings`);
  without it the title shows its board but cannot be played;
* ``engine/titles/<module>/`` — its ``title.py`` holds ``class Title(base.Title)`` (exported by
  its ``__init__.py``; engine/README.md, "Adding a title", lists the package's other modules),
  overriding only the hooks below whose answer differs from the 1830 family as 18xx.games
  plays it, and ``playable = True`` once every rule is in.

The core (engine/game.py, engine/state.py, engine/rounds/) asks these hooks every rule
question and never tests which title it runs.  Every hook takes the game state ``s`` first
(the board hooks take a board context instead, as they also serve the map without a game).

Hooks by group, and where each is declared and documented:

========================  =========================================================================
title (here)              playable, econ, rules_way, site_way, departures, flags_type
board (track_hooks.py)    track_restriction, fixed_colors, impassable_colors, map_marks,
                          next_colors,
                          label_for_upgrade, forced_rotation, upgrade_mode, may_merge_cities,
                          extra_lay_check, lay_cost
routes (track_hooks.py)   route_pays_once_per_hex, route_exclusive_group, route_extras,
                          route_extra_tokens, route_bonus, interconnection_targets, routes_bonus,
                          routes_bonus_parts, routes_bonus_order,
                          routes_bonus_bound, route_bonus_share, route_bonus_bits,
                          route_bonus_cap, route_bonus_key; terminal_hexes,
                          train_spec (play_hooks.py)
setup (here)              setup, new_company, new_corporation, new_certificates, new_minor,
                          new_trains, place_setup_tokens, after_setup
rounds (here)             first_round, stock_round, operating_round, next_round, priority_order,
                          or_round_finished, round_finishing, action_processed
end (here)                end_triggers, end_now, player_value, final_scores, features
limits (here)             cert_limit, pool_limit_exempt; num_certs, room_to_gain (play_hooks.py)
presentation (here)       currency_format, format_money, title_status_texts, status_texts,
                          title_event_texts, event_texts, rules_notes, report_sections,
                          candidate_generators, candidate_weights, menu_builders, bot_rules, bot_leanings, acting_companies,
                          company_lay_targets,
                          company_token_hexes, running_train_ids, lay_context_in, corporation_notes,
                          board_companies, train_label, train_type_label, par_params,
                          par_detail
stock round (play_hooks)  can_trade_corp, sale_timing_ok, can_par, par_offered_without_corporation,
                          parse_par, after_par, presidency_swap_order, may_float,
                          president_may_change, president_needs_full_percent, float_percent,
                          float_corporation, sale_price, sale_fields,
                          sell_movement,
                          bundles_for, bundle_refusal, certificates_refusal, can_dump, resolve_shares, resolve_swap,
                          swap_buy_ok, swap_sell_ok, can_swap_buy_any, max_buy_certificates
privates (play_hooks)     auction_companies, president_share_of, after_buy_company,
                          payout_companies, can_buy_company, purchasable_companies,
                          corporation_buys_company, has_active_abilities
operating (play_hooks)    start_of_turn, place_home_token, mark_home_city, home_city, home_token_due,
                          release_reservation, tile_lays, skip_reason,
                          can_lay_tile, remaining_tile_lay, tile_name, lay_context, lay_extra_tokens, lay_tile,
                          check_tile_copy,
                          owned_ability, tile_ability_usable, special_track_ok, ability_used, special_token_ok,
                          special_token, city_of, free_slots, tokenable, token_targets,
                          can_place_token, usable_free_token, place_token, free_token_in,
                          can_run_route, route_available,
                          run_routes, routes_priced, dividend_kinds, dividend, pay_dividends, minor_dividend, minor_split,
                          after_operated_trains
trains (play_hooks)       may_rust, after_train_bought, phase_changed, event / event_<name>,
                          event_close_companies, must_buy_train, train_count, train_limit, lowest_train_limit, room,
                          min_train_price, can_buy_train, buyable_trains, buy_train_action, train_price_range,
                          check_train_price, train_bought,
                          trade_in,
                          face_value_only,
                          emergency_sale_refusal, emergency_liquidity, emergency_sell, bankrupt_president,
                          bankrupt
========================  =========================================================================

The economics that are plain choices (where shares are bought and who is paid, float capital,
minors buying trains, bankruptcy policy...) are not hooks but typed settings read from
``game.toml`` (``self.econ.settings``); a hook is for a rule that needs code.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from engine.abilities import parse_abilities
from engine.departures import Compat, Departures, SiteDepartures
from engine.entities import BANK, Company, Corporation, Share, Token, Train, corp_key, player_key
from engine.errors import DataError, IllegalAction
from engine.i18n import msg
from engine.rounds import operating as op
from engine.rounds.auction import AuctionRound, CompanyPendingPar, WaterfallAuction
from engine.rounds.base import Action, Round
from engine.rounds.operating import DiscardTrain, OperatingRound
from engine.rounds.stock import BuySellParShares, StockRound
from engine.scratch import GameFlags
from engine.title import CompanyInfo, TitleInfo
from engine.titles.play_hooks import PlayHooks
from engine.titles.track_hooks import TrackHooks

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator, Mapping
    from random import Random

    from engine.economics import Economics, TrainDef
    from engine.protocols import TitleLike
    from engine.state import State

#: phase status flags every title may use, and the sentence the status bar shows for each
STATUS_TEXTS: dict[str, str] = {
    "can_buy_companies": msg("corporations may buy privates"),
    "can_buy_companies_from_other_players": msg("players may trade privates"),
    "limited_train_buy": msg("one new train per corporation per OR"),
}

#: train events every title may use, and what the trains table says of each
EVENT_TEXTS: dict[str, str] = {
    "close_companies": msg("private companies close"),
}


@dataclass(frozen=True)
class ReportSection:
    """A table a title adds to the printed report (``Title.report_sections``): a heading, the
    column headers, rows of text cells (engine messages, which a front end translates),
    the rows to print in bold (those in force now) and lines printed under the table."""

    heading: str
    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    bold_rows: frozenset[int] = frozenset()
    notes: tuple[str, ...] = ()


#: the end-of-game timings, from the soonest to the latest (economics' ``end_game`` values)
END_TIMINGS = ("immediate", "current_round", "current_or", "full_or", "one_more_full_or_set")


def happened(s: State, what: str) -> None:
    """Count one occurrence of a notable event of the rules (a conversion, an insolvency...) in
    the game's flags: self-play reports which occurred (``Title.features``), so a batch of random
    games shows that it reached the rules it is meant to exercise."""
    s.flags.mark("happened")
    counts = s.flags.happened
    counts[what] = counts.get(what, 0) + 1


@dataclass(frozen=True)
class BotScore:
    """A title's score for one Actions-menu choice (see ``Title.bot_rules``): how much the
    ``steady`` player likes it (passing scores 0, a share bought 3 to 7), the one-line reason
    for the log, and the value to pick for a choice that takes one (None: its default)."""

    score: float
    reason: str
    value: Any = None


class Title(TrackHooks, PlayHooks):
    """One title's rules.  Construct with the title's metadata and the optional rules chosen;
    a board needs nothing else, a game also reads the economics (``econ``)."""

    #: True once the module implements every rule: New game starts games of it; otherwise the
    #: title opens its board for viewing only
    playable: ClassVar[bool] = False
    #: how money is written: ``format_money`` fills it with the amount ("$120", "120M", "£120")
    currency_format: ClassVar[str] = "${}"
    #: the title's own phase status flags and what the status bar says of each (merged over
    #: ``STATUS_TEXTS``)
    title_status_texts: ClassVar[dict[str, str]] = {}
    #: what the trains table says of each event a train triggers (game.toml ``events``)
    title_event_texts: ClassVar[dict[str, str]] = {}
    #: the title's answers to where 18xx.games departs from the rules, the rules' way (our own
    #: games; engine/departures.py, a title's own questions in ``engine/titles/<id>/departures.py``)
    rules_way: ClassVar[type[Departures]] = Departures
    #: the same, the site's way (games imported from 18xx.games)
    site_way: ClassVar[type[Departures]] = SiteDepartures
    #: the title's game flags (``State.flags``): the core's, extended by a title that keeps its own
    flags_type: ClassVar[type[GameFlags]] = GameFlags

    def __init__(self, info: TitleInfo, options: tuple[str, ...] = (), econ: Economics | None = None) -> None:
        self.info = info
        self.options = tuple(options)
        self._econ = econ

    @property
    def econ(self) -> Economics:
        """The economics of ``game.toml``, read on first use (a board preview never needs it)."""
        if self._econ is None:
            from engine.economics import load_economics

            self._econ = load_economics(self.info.id)
        return self._econ

    def departures(self, compat: Compat) -> Departures:
        """The departures policy a game of this mode plays, chosen once when it starts."""
        return (self.site_way if compat.plays_site else self.rules_way)()

    # ================================================================== setup
    def setup(self, s: State) -> None:
        """Lay out a new game: the bank, players' cash, privates, charters with their certificates,
        minors, the depot, home reservations and the tokens printed at setup.  Titles change the
        parts through the ``new_*`` hooks and finish with ``after_setup``."""
        econ = self.econ
        n = len(s.players)
        if econ.bank is not None:
            s.ledger.cash["bank"] = econ.bank
        if n not in econ.starting_cash:
            raise DataError(f"{self.info.id} has no starting cash for {n} players")
        for pid in s.players:
            s.spend(BANK, player_key(pid), econ.starting_cash[n])
        for ci in self.info.companies:
            if ci.kind == "private":
                company = self.new_company(s, ci)
                if company is not None:
                    s.companies[ci.sym] = company
            elif ci.kind == "major":
                corp = self.new_corporation(s, ci)
                s.corps[ci.sym] = corp
                for sh in self.new_certificates(s, ci):
                    s.shares[sh.id] = sh
                    s.share_seq[sh.id] = s.next_seq()
                if ci.home:
                    s.reservations.setdefault(ci.home, []).append(ci.sym)
                    cities = s.board.tile_at(ci.home).cities
                    if "city" in ci.extra or len(cities) == 1:  # else the hex's, as on 18xx.games
                        self.mark_home_city(s, ci.sym, ci.home, int(ci.extra.get("city", 0)))
            else:
                s.minors[ci.sym] = self.new_minor(s, ci)
        for td in econ.trains:
            for t in self.new_trains(s, td):
                s.trains[t.id] = t
                s.upcoming.append(t.id)
        self.place_setup_tokens(s)
        self.after_setup(s)

    def new_company(self, s: State, ci: CompanyInfo) -> Company | None:
        """A private (None: not in this game, e.g. one that belongs to an optional rule not
        chosen).  Corporations may buy it for half to one and a half times its face value."""
        extra = ci.extra
        if extra.get("optional_rule") and extra["optional_rule"] not in self.options:
            return None
        data = self.econ.companies.get(ci.sym, {})
        c = Company(
            ci.sym,
            ci.name,
            int(extra.get("value", 0)),
            int(extra.get("revenue", 0)),
            no_buy=bool(data.get("no_buy")),
            abilities=parse_abilities(data, f"{self.info.id} company.{ci.sym}"),
        )
        c.min_price, c.max_price = math.ceil(c.value * 0.5), math.floor(c.value * 1.5)
        return c

    def new_corporation(self, s: State, ci: CompanyInfo) -> Corporation:
        """A major's charter: its tokens (title.toml ``tokens``: their prices) and extras."""
        data = self.econ.corporations.get(ci.sym, {})
        return Corporation(
            ci.sym,
            ci.name,
            "major",
            home=ci.home,
            tokens=[Token(int(p)) for p in ci.extra.get("tokens", [0])],
            flags={k: v for k, v in data.items() if k not in ("shares", "reserved", "uncounted")},
        )

    def new_certificates(self, s: State, ci: CompanyInfo) -> list[Share]:
        """A major's certificates, in the IPO: game.toml ``shares`` (percent each, the president's
        first; default ten shares with a 20% president's), ``reserved`` ones not for sale and
        ``uncounted`` ones outside the certificate limit.  Ids ``<sym>_<index>`` as 18xx.games."""
        data = self.econ.corporations.get(ci.sym, {})
        out = []
        for i, pct in enumerate(data.get("shares", [20] + [10] * 8)):
            sh = Share(ci.sym, i, pct, i == 0, corp_key(ci.sym))
            sh.buyable = i not in data.get("reserved", [])
            sh.counts_for_limit = i not in data.get("uncounted", [])
            out.append(sh)
        return out

    def new_minor(self, s: State, ci: CompanyInfo) -> Corporation:
        """A minor: an owner, one token (title.toml ``tokens`` to change it), no shares."""
        tokens = [Token(int(p)) for p in ci.extra.get("tokens", [0])]
        return Corporation(ci.sym, ci.name, "minor", home=ci.home, tokens=tokens)

    def new_trains(self, s: State, td: TrainDef) -> list[Train]:
        """The depot's trains of one kind, ids ``<name>-<n>`` as 18xx.games."""
        return [
            Train(f"{td.name}-{i}", td.name, rusts_on=td.rusts_on, obsolete_on=td.obsolete_on) for i in range(td.count)
        ]

    def place_setup_tokens(self, s: State) -> None:
        """Tokens on the map from the start: each company whose title.toml entry says
        ``setup_token = true`` (its home) or ``setup_token = "<hex>"``."""
        for ci in self.info.companies:
            where = ci.extra.get("setup_token")
            if not where:
                continue
            corp = s.corps.get(ci.sym) or s.minors.get(ci.sym)
            if corp is None:
                continue
            hex_id = ci.home if where is True else str(where)
            tile = s.board.tile_at(hex_id)
            stops = tile.cities or tile.towns
            if not stops:
                raise DataError(f"{ci.sym}'s setup token: {hex_id} has no city")
            tok = next((t for t in corp.tokens if not t.used), None)
            if tok is None:
                raise DataError(f"{ci.sym} has no token to place at setup")
            s.board.place_token(hex_id, stops[0], ci.sym)
            tok.hex, tok.city = hex_id, stops[0]
            if hex_id in s.reservations and ci.sym in s.reservations[hex_id]:
                s.reservations[hex_id].remove(ci.sym)

    def after_setup(self, s: State) -> None:
        """The title's own setup (trains dealt to minors, title flags...)."""

    # ================================================================== rounds
    def first_round(self, s: State) -> Round:
        """The round the game opens with (default: the private companies' waterfall auction)."""
        auction = WaterfallAuction()
        rnd = AuctionRound(s, [CompanyPendingPar(), auction])
        auction.start(s)
        return rnd

    def stock_round(self, s: State) -> Round:
        """A new stock round (default: buy, sell and par; over-limit trains discarded first)."""
        return StockRound(s, [DiscardTrain(), BuySellParShares()])

    def operating_round(self, s: State, num: int) -> Round:
        """Operating round ``num`` of the current set, with the 1830 family's steps."""
        steps = [
            op.Bankrupt(),
            op.SpecialToken(),
            op.BuyCompany(blocks=False),
            op.SpecialTrack(),
            op.Track(),
            op.Token(),
            op.Route(),
            op.Dividend(),
            op.DiscardTrain(),
            op.BuyTrain(),
            op.BuyCompany(blocks=True),
        ]
        return op.OperatingRound(s, steps, round_num=num)

    def next_round(self, s: State) -> Round:
        """The round after the finished ``s.round`` (not yet set up): start packet -> stock
        round -> as many operating rounds as the phase says -> stock round...  Titles with
        other rounds (mergers, takeovers, a forced auction) override this and call it for the
        rest."""
        rnd = s.round
        if isinstance(rnd, AuctionRound):
            self.priority_order(s)
            return self.stock_round(s)
        if isinstance(rnd, StockRound):
            s.operating_rounds = int(s.phase.extra.get("operating_rounds", 1))
            self.priority_order(s)
            return self.operating_round(s, 1)
        if isinstance(rnd, OperatingRound):
            self.or_round_finished(s)
            if rnd.round_num < s.operating_rounds:
                return self.operating_round(s, rnd.round_num + 1)
            s.turn += 1
            return self.stock_round(s)
        raise IllegalAction(msg("Unknown round"))

    def priority_order(self, s: State) -> None:
        """Seat order after a round of players: the priority deal goes to the player after the
        last to act (``entity_index`` of the finished round), bankrupt players skipped."""
        rnd = s.round
        active = [p for p in s.players if not s.player[p].bankrupt]
        if not active or rnd is None:
            return
        first = active[rnd.entity_index % len(active)]
        i = s.players.index(first)
        s.players = s.players[i:] + s.players[:i]

    def or_round_finished(self, s: State) -> None:
        """Called when an operating round ends, before the next round is chosen."""

    def round_finishing(self, s: State) -> bool:
        """Called when the current round has finished, before the game-end timing is asked
        and the next round chosen: a title settles the round's end here when that may trigger
        the end of the game (True: something changed, the end conditions are asked again)."""
        return False

    def action_processed(self, s: State, action: Action) -> None:
        """Called after every accepted action once the round has settled (a title's effects that
        follow an action wherever it was taken)."""

    def features(self, s: State) -> dict[str, int]:
        """How often each notable event of the rules occurred in this game (``happened``):
        self-play sums them over a batch."""
        return dict(s.flags.happened)

    # ================================================================== end of game
    def end_triggers(self, s: State) -> dict[str, bool]:
        """Which end conditions hold now; game.toml ``end_game`` gives the timing of each one
        the title uses (a reason it does not list never ends the game)."""
        return {
            "bankrupt": any(p.bankrupt for p in s.player.values()),
            "bank": s.ledger.bank_broken,
            "stock_market": s.market.end_reached,
        }

    def end_now(self, s: State, timing: str) -> bool:
        """Once an end was triggered with ``timing``, does the game end as the current round
        finishes?  ``one_more_full_or_set`` plays the set after the one it was triggered in."""
        if timing in ("immediate", "current_round"):
            return True
        rnd = s.round
        if not isinstance(rnd, OperatingRound):
            return False
        if timing == "current_or":
            return True
        last_of_set = rnd.round_num == s.operating_rounds
        if timing == "one_more_full_or_set":
            trigger_turn = s.flags.end_trigger_turn
            return last_of_set and s.turn > (s.turn if trigger_turn is None else trigger_turn)
        return last_of_set

    def player_value(self, s: State, pid: str) -> int:
        """A player's score: cash, certificates of corporations that have been started at their
        price (IPO at par), privates at face value."""
        key = player_key(pid)
        value = s.cash(key)
        for sh in s.holder_shares(key):
            if s.corps[sh.corp].ipoed:
                value += s.share_value(sh)
        for c in s.companies.values():
            if c.owner == key and not c.closed:
                value += c.value
        return value

    def final_scores(self, s: State) -> dict[str, int]:
        """Every player's final score (``player_value``) in seat order.  Nothing calls it: engine/game.py and
        engine/play/worth.py read ``player_value`` directly, so scoring changes belong there."""
        return {pid: s.player_value(pid) for pid in s.seating}

    # ================================================================== limits
    def cert_limit(self, s: State) -> int:
        """How many certificates a player may hold (game.toml ``cert_limit`` by player count,
        plus the title's adjustments kept in ``s.cert_limit_adjust``)."""
        n = len(s.seating)
        return self.econ.cert_limit.get(n, 99) + s.cert_limit_adjust

    def pool_limit_exempt(self, s: State, sym: str) -> bool:
        """May the pool hold more of ``sym`` than game.toml's ``market_share_limit`` (a rule put
        the certificates there, not a sale)?  Default no; 1833NE: a bankrupt player's shares go to
        the market even beyond 50%.  Read by self-play's pool check."""
        return False

    # ================================================================== presentation
    def format_money(self, amount: int) -> str:
        """An amount written in the title's currency (``currency_format``: "$120", "£120", "120M").  The desktop
        reads ``currency_format`` itself; a title changes the format, not this method."""
        return self.currency_format.format(amount)

    @property
    def status_texts(self) -> dict[str, str]:
        """Phase status flag -> the sentence the status bar shows."""
        return {**STATUS_TEXTS, **self.title_status_texts}

    @property
    def event_texts(self) -> dict[str, str]:
        """Train event id -> what the trains table says of it (the id in words when unknown)."""
        return {**EVENT_TEXTS, **self.title_event_texts}

    def rules_notes(self) -> list[tuple[str, str]]:
        """The working assumptions in force where the title's sources are silent, each as
        (one-line note, the source line it answers), for Help -> Rules notes and the printed
        report.  Default none; 1833NE lists assets/titles/1833NE/assumptions.toml."""
        return []

    def report_sections(self, s: State) -> list[ReportSection]:
        """Tables of the title's own pieces and rules of the moment that the printed report adds
        after the common ones (engine.views.report_sections).  Default none; 1833NE: its
        ferries, the connection bonuses by phase band, the exits P4 and P6 open."""
        return []

    def candidate_generators(self) -> dict[str, Callable[[State, Any, str, Random], Iterator[dict]]]:
        """Self-play moves of the title's own action types (``merge``...): type (or
        ``"type:kind"`` for one kind of actor only) -> ``gen(s, step, actor, rng)`` yielding
        candidate actions, each tried by the engine (engine/play/candidates.py)."""
        return {}

    def candidate_weights(self) -> Mapping[str, float]:
        """Self-play's chance of trying each action type first, where the title's random games
        should lean another way than ``engine.play.candidates.WEIGHTS`` (a type keeps its
        candidates, tried when the others are refused).  Default none."""
        return {}

    def bot_rules(self) -> Mapping[str, Callable[[State, str, Any], BotScore | None]]:
        """The ``steady`` computer player's own rules for choices only this title has (1893's
        merger votes, 18GB's conversions, 1833NE's takeovers…): the choice's key ("vote:yes")
        or else its group ("convert") -> ``rule(state, player_key, choice)`` giving a
        ``BotScore`` (or None: let the common rules score it).  ``choice`` is an Actions-menu
        ``engine.play.menu.Choice``.  Consulted before the common rules.  Default none."""
        return {}

    def bot_leanings(self) -> Mapping[str, float]:
        """The ``steady`` computer player's base liking for the title's own choices of the
        Actions menu, by the choice's key ("vote:yes") or else its group ("convert") -> score
        (passing scores 0, a share bought 3 to 7; see engine/bots/steady.py), where a title's
        decision should lean another way than its neutral 0.  Default none."""
        return {}

    def menu_builders(self) -> Mapping[str, Callable[..., list[Any] | None]]:
        """Actions-menu entries of the title's own action types: type (or ``"type:kind"`` for
        one kind of actor only, e.g. ``"buy_shares:company"``) -> ``build(s, step, actor, choice)``
        returning ``choice(key, group, label, action, detail=..., reason=..., param=...)`` for
        each entry (``param``: a dict of engine.play.menu.Param's fields, the value the player
        picks), or None to leave this step's choices to the common builder; ``choice`` probes
        the action through the engine (engine/play/menu.py)."""
        return {}

    def acting_companies(self, s: State, entity: str) -> list[str]:
        """The privates (holder keys) that may act beside ``entity``'s turn: the menu and the map
        ask each what the round lets it do.  By default those ``entity`` owns (their abilities,
        1893's FdSD); a title whose privates belong to players and act for the corporations they
        direct, or close at any moment, names them here."""
        return [f"company:{c.sym}" for c in s.companies.values() if c.owner == entity and not c.closed]

    def company_lay_targets(self, s: State, sym: str) -> tuple[list[str], list[str] | None]:
        """(hexes, tile names or None for any) a private may lay in, for the map to offer
        (engine/play/lay.py): its ``tile_lay`` ability's by default.  The engine still decides."""
        from engine.abilities import TileLay

        ability = s.companies[sym].abilities.get(TileLay.key)
        if not isinstance(ability, TileLay):
            return [], []
        return [ability.hex], [ability.tile]

    def board_companies(self, players: int, variants: tuple[str, ...]) -> frozenset[str] | None:
        """The companies whose homes and reservations a board preview (no game yet) marks, for
        this player count and board variants: None for every one the map prints.  A game's map
        marks those of its state (engine.views.home_markers)."""
        return None

    def train_type_label(self, s: State, name: str) -> str:
        """How the trains table names the train type ``name``: the name by default; 1833NE names
        a card by its faces and their prices."""
        return name

    def par_params(self, s: State, sym: str) -> list[dict[str, Any]]:
        """Values a player picks for ``sym``'s par beside its price, in the Actions dock: each a
        dict of engine.play.menu.Param's fields (``field``, ``label``, ``options``, ``default``).
        Default none; 1833NE's Takeover corporations name their home city."""
        return []

    def par_detail(self, s: State, sym: str) -> str:
        """What the Actions dock says under ``sym``'s par choice (default nothing)."""
        return ""

    def train_label(self, s: State, train: Train) -> str:
        """How the docks, the Actions dock and the routes panel name ``train``: its name by
        default; 1833NE names the face chosen at purchase ("2+1"), a card not yet bought by both
        its faces."""
        return train.name

    def corporation_notes(self, s: State, sym: str, brief: bool = False) -> list[str]:
        """Short words on a corporation's condition for the Companies dock and (``brief``: only
        what changes how it operates) the strip above the map (engine/views.py,
        engine/play/glance.py): "in receivership" by default when it is; a title adds its own
        (18GB: insolvent; 5 or 10 shares, not brief)."""
        return [msg("in receivership")] if s.in_receivership(f"corp:{sym}") else []

    def lay_context_in(self, s: State, entity: str, hex_id: str) -> Any:
        """The tile rules for listing ``entity``'s lays in ``hex_id`` (the tile picker, the
        highlighted hexes: engine/play/lay.py): ``lay_context``, unless the title widens them in
        some hex (18GB's early green tile in a green home).  The engine still decides each lay."""
        return self.lay_context(s, entity)

    def running_train_ids(self, s: State, entity: str) -> list[str]:
        """The trains ``entity`` runs this turn, for the routes panel and the optimum
        (engine/play/routes.py, best_routes.py): its own, by default."""
        return list(s.entity(entity).trains)

    def company_token_hexes(self, s: State, sym: str) -> list[str]:
        """The hexes a private may place a token in, for the map to offer (engine/play/tokens.py):
        its ``token_hex`` ability's by default.  The engine still decides."""
        from engine.abilities import TokenIn

        ability = s.companies[sym].abilities.get(TokenIn.key)
        return [ability.hex] if isinstance(ability, TokenIn) else []


__all__ = ["Title", "TitleInfo", "ReportSection", "STATUS_TEXTS", "END_TIMINGS"]


if TYPE_CHECKING:
    #: mypy checks here that a Title is what the state takes its title for
    _AS_TITLE_LIKE: type[TitleLike[State]] = Title
