"""The title interface: one ``Title`` class per title.  This file is the manual for adding one.

A title is data plus one rules package:

* ``assets/titles/<ID>/title.toml`` — name, players, optional rules, scenarios, phases,
  companies (majors, minors, privates) and ``rules = "<module>"``;
* ``map.toml`` and ``tiles.toml`` — the board and the tile manifest (engine/board.py);
* ``game.toml`` — the economics (engine/economics.py: bank, cash, limits, market, trains,
  charters, privates' abilities and the typed settings of :class:`engine.economics.Settings`);
  without it the title shows its board but cannot be played;
* ``engine/titles/<module>/`` — its ``title.py`` holds ``class Title(base.Title)`` (exported by
  its ``__init__.py``; engine/README.md, "Adding a title", lists the package's other modules)
  and ``playable = True`` once every rule is in.  The rules are grouped by topic into policies
  (engine/policies/, one module each, the rules every title shares as in the 1830 family on
  18xx.games); a title overrides a policy as a whole: a subclass in its package with only the
  rules whose answer differs (``class TrainsRules(TrainsPolicy)``), named in its ``Title``
  (``trains_policy = TrainsRules``).

The core (engine/game.py, engine/state.py, engine/rounds/) asks the game's policies every rule
question, ``s.title.<policy>.<rule>(s, ...)``, and never tests which title it runs.  Every rule
takes the game state ``s`` first (the board rules take a board context instead, as they also
serve the map without a game).

The rules by policy (``title``: ``Title`` itself; any other row: engine/policies/<row>.py), each
declared and documented there (the table is generated from the policies and checked by
tests/engine/test_title_interface.py):

========================  =========================================================================
title (here)              playable, rules_way, site_way, flags_type, econ, departures
setup                     setup, new_company, new_corporation, new_certificates, new_minor,
                          new_trains, place_setup_tokens, after_setup
rounds                    first_round, stock_round, operating_round, next_round, priority_order,
                          or_round_finished, round_finishing, action_processed, start_of_turn,
                          skip_reason
endgame                   features, end_triggers, end_now, player_value, final_scores
stock                     cert_limit, pool_limit_exempt, num_certs, room_to_gain, can_trade_corp,
                          sale_timing_ok, can_par, par_offered_without_corporation, parse_par,
                          after_par, presidency_swap_order, may_float, president_may_change,
                          president_needs_full_percent, float_percent, sell_movement, sale_price,
                          sale_fields, float_corporation, bundles_for, bundle_refusal,
                          certificates_refusal, can_dump, resolve_shares, resolve_swap,
                          swap_buy_ok, swap_sell_ok, max_buy_certificates, can_swap_buy_any
privates                  auction_companies, president_share_of, after_buy_company,
                          payout_companies, can_buy_company, purchasable_companies,
                          corporation_buys_company, has_active_abilities, ability_used,
                          owned_ability, tile_ability_usable, special_track_ok, special_token_ok,
                          special_token
track                     track_restriction, fixed_colors, impassable_colors, map_marks,
                          next_colors, label_for_upgrade, forced_rotation, upgrade_mode,
                          may_merge_cities, extra_lay_check, lay_cost, release_reservation,
                          tile_lays, tile_name, can_lay_tile, remaining_tile_lay, lay_context,
                          lay_extra_tokens, lay_track, lay_tile, check_tile_copy
tokens                    place_home_token, mark_home_city, home_city, home_token_due, city_of,
                          free_slots, tokenable, token_targets, can_place_token, place_token,
                          usable_free_token, free_token_in
routes                    route_pays_once_per_hex, route_exclusive_group, route_extras,
                          route_extra_tokens, route_bonus, interconnection_targets, routes_bonus,
                          routes_bonus_parts, routes_bonus_order, routes_bonus_bound,
                          route_bonus_share, route_bonus_bits, route_bonus_cap, route_bonus_key,
                          terminal_hexes, train_spec
revenue                   can_run_route, route_available, run_routes, routes_priced,
                          dividend_kinds, pay_or_withhold, dividend, pay_dividends,
                          minor_dividend, minor_split
trains                    after_operated_trains, may_rust, after_train_bought, phase_changed,
                          event / event_<name>, event_close_companies, must_buy_train,
                          train_count, train_limit, lowest_train_limit, room, min_train_price,
                          train_price_range, can_buy_train, face_value_only, buyable_trains,
                          buy_train, buy_train_action, check_train_price, train_bought,
                          deliver_train, train_arrives, trade_in
bankruptcy                emergency_sale_refusal, emergency_liquidity, bankrupt_president,
                          emergency_sell, bankrupt
presentation              currency_format, title_status_texts, title_event_texts, format_money,
                          status_texts, event_texts, rules_notes, report_sections,
                          candidate_generators, candidate_weights, bot_rules, bot_leanings,
                          presidents_pay_for_trains, search_train_share, search_score,
                          search_valuation_pick,
                          menu_builders, acting_companies, company_lay_targets, board_companies,
                          train_type_label, par_params, par_detail, train_label,
                          corporation_notes, lay_context_in, running_train_ids,
                          company_token_hexes
========================  =========================================================================

The economics that are plain choices (where shares are bought and who is paid, float capital,
minors buying trains, bankruptcy policy...) are not hooks but typed settings read from
``game.toml`` (``self.econ.settings``); a hook is for a rule that needs code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.departures import Compat, Departures, SiteDepartures
from engine.policies.bankruptcy import BankruptcyPolicy
from engine.policies.base import happened as happened
from engine.policies.data import BotScore as BotScore
from engine.policies.data import ReportSection as ReportSection
from engine.policies.endgame import END_TIMINGS as END_TIMINGS
from engine.policies.endgame import EndgamePolicy
from engine.policies.presentation import EVENT_TEXTS as EVENT_TEXTS
from engine.policies.presentation import STATUS_TEXTS as STATUS_TEXTS
from engine.policies.presentation import PresentationPolicy
from engine.policies.privates import PrivatesPolicy
from engine.policies.revenue import RevenuePolicy
from engine.policies.rounds import RoundsPolicy
from engine.policies.routes import RoutesPolicy
from engine.policies.setup import SetupPolicy
from engine.policies.stock import StockPolicy
from engine.policies.tokens import TokensPolicy
from engine.policies.track import TrackPolicy
from engine.policies.trains import TrainsPolicy
from engine.scratch import GameFlags
from engine.title import TitleInfo

if TYPE_CHECKING:
    from engine.economics import Economics
    from engine.protocols import TitleLike
    from engine.state import State


class Title:
    """One title's rules.  Construct with the title's metadata and the optional rules chosen;
    a board needs nothing else, a game also reads the economics (``econ``)."""

    # the policies: a title names its own subclass of each it overrides (``trains_policy = TrainsRules``)
    #: the setup policy's class (engine/policies/setup.py)
    setup_policy: ClassVar[type[SetupPolicy]] = SetupPolicy
    #: the rounds policy's class (engine/policies/rounds.py)
    rounds_policy: ClassVar[type[RoundsPolicy]] = RoundsPolicy
    #: the endgame policy's class (engine/policies/endgame.py)
    endgame_policy: ClassVar[type[EndgamePolicy]] = EndgamePolicy
    #: the stock policy's class (engine/policies/stock.py)
    stock_policy: ClassVar[type[StockPolicy]] = StockPolicy
    #: the privates policy's class (engine/policies/privates.py)
    privates_policy: ClassVar[type[PrivatesPolicy]] = PrivatesPolicy
    #: the track policy's class (engine/policies/track.py)
    track_policy: ClassVar[type[TrackPolicy]] = TrackPolicy
    #: the tokens policy's class (engine/policies/tokens.py)
    tokens_policy: ClassVar[type[TokensPolicy]] = TokensPolicy
    #: the routes policy's class (engine/policies/routes.py)
    routes_policy: ClassVar[type[RoutesPolicy]] = RoutesPolicy
    #: the revenue policy's class (engine/policies/revenue.py)
    revenue_policy: ClassVar[type[RevenuePolicy]] = RevenuePolicy
    #: the trains policy's class (engine/policies/trains.py)
    trains_policy: ClassVar[type[TrainsPolicy]] = TrainsPolicy
    #: the bankruptcy policy's class (engine/policies/bankruptcy.py)
    bankruptcy_policy: ClassVar[type[BankruptcyPolicy]] = BankruptcyPolicy
    #: the presentation policy's class (engine/policies/presentation.py)
    presentation_policy: ClassVar[type[PresentationPolicy]] = PresentationPolicy
    #: the setup policy (``setup_policy`` made for this title)
    setup: SetupPolicy
    #: the rounds policy (``rounds_policy`` made for this title)
    rounds: RoundsPolicy
    #: the endgame policy (``endgame_policy`` made for this title)
    endgame: EndgamePolicy
    #: the stock policy (``stock_policy`` made for this title)
    stock: StockPolicy
    #: the privates policy (``privates_policy`` made for this title)
    privates: PrivatesPolicy
    #: the track policy (``track_policy`` made for this title)
    track: TrackPolicy
    #: the tokens policy (``tokens_policy`` made for this title)
    tokens: TokensPolicy
    #: the routes policy (``routes_policy`` made for this title)
    routes: RoutesPolicy
    #: the revenue policy (``revenue_policy`` made for this title)
    revenue: RevenuePolicy
    #: the trains policy (``trains_policy`` made for this title)
    trains: TrainsPolicy
    #: the bankruptcy policy (``bankruptcy_policy`` made for this title)
    bankruptcy: BankruptcyPolicy
    #: the presentation policy (``presentation_policy`` made for this title)
    presentation: PresentationPolicy

    #: True once the module implements every rule: New game starts games of it; otherwise the
    #: title opens its board for viewing only
    playable: ClassVar[bool] = False
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
        self.setup = self.setup_policy(self)
        self.rounds = self.rounds_policy(self)
        self.endgame = self.endgame_policy(self)
        self.stock = self.stock_policy(self)
        self.privates = self.privates_policy(self)
        self.track = self.track_policy(self)
        self.tokens = self.tokens_policy(self)
        self.routes = self.routes_policy(self)
        self.revenue = self.revenue_policy(self)
        self.trains = self.trains_policy(self)
        self.bankruptcy = self.bankruptcy_policy(self)
        self.presentation = self.presentation_policy(self)

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


__all__ = ["Title", "TitleInfo", "ReportSection", "STATUS_TEXTS", "END_TIMINGS"]


if TYPE_CHECKING:
    #: mypy checks here that a Title is what the state takes its title for
    _AS_TITLE_LIKE: type[TitleLike[State]] = Title
