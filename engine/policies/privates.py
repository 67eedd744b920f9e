"""The privates policy. Private companies: which are auctioned, what their owners receive, who may
buy them and at what price, and their abilities (special track and tokens).

Every title plays these rules unless its own policy overrides them as a whole: ``class
PrivatesRules(PrivatesPolicy)`` in the title's package, named by ``Title.privates_policy``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.abilities import Ability, TileLay, TokenIn
from engine.entities import (
    BANK,
    Company,
    Share,
    id_of,
    kind_of,
    player_key,
)
from engine.errors import IllegalAction
from engine.i18n import msg
from engine.policies.base import Policy
from engine.rounds.base import Action
from engine.rounds.operating import SpecialTrack, Track

if TYPE_CHECKING:
    from engine.state import State


class PrivatesPolicy(Policy):
    """Private companies: which are auctioned, what their owners receive, who may buy them and at
    what price, and their abilities (special track and tokens)."""

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
        if kind_of(entity) == "minor" and not self.title.econ.settings.minors_buy_companies:
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

    def ability_used(self, s: State, company: Company, ability: Ability) -> None:
        """A private's ability has been used: it leaves the company (a title may close the
        company instead)."""
        company.abilities.pop(ability.key, None)

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
        hex_id, stop = s.title.tokens.city_of(s, action.get("city", ""))
        if hex_id != ability.hex or operator is None:
            raise IllegalAction(msg("{company} places its token only in {hex}", company=company, hex=ability.hex))
        corp = s.entity(operator)
        tok = corp.next_token()
        if tok is None or not s.title.tokens.tokenable(s, hex_id, stop, corp.sym):
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
