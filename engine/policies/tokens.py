"""The tokens policy. Station tokens: home tokens and reservations, which cities have room, where a
company may token and the placing itself.

Every title plays these rules unless its own policy overrides them as a whole: ``class
TokensRules(TokensPolicy)`` in the title's package, named by ``Title.tokens_policy``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.abilities import TokenIn
from engine.entities import (
    BANK,
    Company,
    id_of,
)
from engine.errors import IllegalAction
from engine.i18n import msg
from engine.policies.base import Policy
from engine.rounds.base import Action

if TYPE_CHECKING:
    from engine.state import State


class TokensPolicy(Policy):
    """Station tokens: home tokens and reservations, which cities have room, where a company may
    token and the placing itself."""

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
        s.title.track.release_reservation(s, corp.sym, hex_id)
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
        if type(self).token_targets is not TokensPolicy.token_targets:
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
            s.title.privates.ability_used(s, company, ability)
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
        ability = s.title.privates.owned_ability(s, company, entity, TokenIn)
        if not isinstance(ability, TokenIn):
            return False
        return all(t.hex != ability.hex for t in s.entity(entity).placed_tokens())

    def free_token_in(self, s: State, entity: str, hex_id: str) -> tuple[Company, TokenIn] | None:
        """A private of ``entity``'s whose unused ability places a free token in ``hex_id`` (18MEX
        CdB: Santa Rosalia).  The company's own token placed there is that free token: nobody
        pays for a token the private gives (as on 18xx.games, which uses the ability then, and
        counts the token as the turn's)."""
        for c in s.companies.values():
            ability = s.title.privates.owned_ability(s, c.sym, entity, TokenIn)
            if isinstance(ability, TokenIn) and ability.hex == hex_id:
                return c, ability
        return None
