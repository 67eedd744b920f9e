"""The presentation policy. How the game is shown and offered, not played: money, status texts, the
report, the Actions menu and self-play's candidates, the computer players' leanings, labels and
notes.

Every title plays these rules unless its own policy overrides them as a whole: ``class
PresentationRules(PresentationPolicy)`` in the title's package, named by
``Title.presentation_policy``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from engine.entities import (
    Train,
)
from engine.i18n import msg
from engine.policies.base import Policy
from engine.policies.data import BotScore, ReportSection

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator, Mapping
    from random import Random

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


class PresentationPolicy(Policy):
    """How the game is shown and offered, not played: money, status texts, the report, the Actions
    menu and self-play's candidates, the computer players' leanings, labels and notes."""

    #: how money is written: ``format_money`` fills it with the amount ("$120", "120M", "£120")
    currency_format: ClassVar[str] = "${}"

    #: the title's own phase status flags and what the status bar says of each (merged over
    #: ``STATUS_TEXTS``)
    title_status_texts: ClassVar[dict[str, str]] = {}

    #: what the trains table says of each event a train triggers (game.toml ``events``)
    title_event_texts: ClassVar[dict[str, str]] = {}

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

    #: do a company's directors find the money for a train its treasury cannot pay?  When they
    #: do (1893, 1833NE, 18MEX), the ``strong`` computer player charges a president the train a
    #: company will need and cannot pay (engine/bots/strong.py ``train_duty``); when they never
    #: do (18GB: the company goes insolvent instead), there is nothing to charge
    presidents_pay_for_trains: ClassVar[bool] = True

    #: a company's train as a share of its price in what the ``strong`` computer player counts
    #: for the company's shareholders (beside its treasury): below 1 where a train bought is
    #: partly money lost (it rusts, and a president may later have to pay for the next one)
    search_train_share: ClassVar[float] = 0.5

    #: does the ``strong`` computer player also search the choice its valuation likes best one
    #: action ahead, however steady's rules of thumb score it?  Where the title's valuation
    #: knows something the rules of thumb do not (18GB: what a private earns), that choice is
    #: worth a look ahead beside steady's own (engine/bots/strong.py ``Search._candidates``)
    search_valuation_pick: ClassVar[bool] = False

    def search_score(self, s: State, pid: str) -> float:
        """A player's score as the ``strong`` computer player counts it in a position its look
        ahead reaches mid-game (engine/bots/strong.py ``worth``): the title's own score by
        default.  A title whose end-of-game scoring has a rule that a few actions later no
        longer holds (18GB: a trainless company's shares count half, yet a company that has
        just floated buys its train in its first turn) says here what the position is worth."""
        return float(s.player_value(pid))

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
        return s.title.track.lay_context(s, entity)

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
