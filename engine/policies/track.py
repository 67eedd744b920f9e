"""The track policy. Track: which tiles may replace which (colours, labels, rotations, what an
upgrade keeps), the new-track restriction, lay costs, how many tiles a company lays and the lay
itself, what the map shows of the title's own rules.

Every title plays these rules unless its own policy overrides them as a whole: ``class
TrackRules(TrackPolicy)`` in the title's package, named by ``Title.track_policy``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from engine.abilities import TileLay
from engine.board import HexDef, not_a_hex
from engine.entities import (
    BANK,
    id_of,
)
from engine.errors import IllegalAction
from engine.i18n import msg
from engine.policies.base import Policy
from engine.policies.data import LayContext, MapMark
from engine.rounds.base import Action
from engine.rounds.operating import Track
from engine.tiles import COLOR_ORDER, TileDef
from engine.upgrades import apply_lay, check_lay

if TYPE_CHECKING:
    from engine.state import State


class TrackPolicy(Policy):
    """Track: which tiles may replace which (colours, labels, rotations, what an upgrade keeps),
    the new-track restriction, lay costs, how many tiles a company lays and the lay itself,
    what the map shows of the title's own rules."""

    #: "permissive": any legal lay; "restrictive": new track must be usable by the company
    #: laying it; "semi_restrictive": usable new track, or the lay changes a city's value;
    #: "city_permissive": usable new track, or a city tile (18MEX).
    track_restriction = "permissive"

    #: colours whose hexes never take a tile
    fixed_colors = frozenset({"gray", "red", "blue", "purple"})

    #: colours of printed hexes that a new tile may not point track at unless their own track
    #: points back (18xx.games: such a hex is no neighbour at all then)
    impassable_colors = frozenset({"gray", "red", "blue", "purple"})

    # --- the map ---------------------------------------------------------------------------
    def map_marks(self, s: Any) -> list[MapMark]:
        """What the map should show of the title's own rules in state ``s`` (hexes closed to
        tiles, closed crossings, neutral tokens, 1833NE's ferries and the exits P4/P6 open).
        Default none."""
        return []

    # --- tile lays -------------------------------------------------------------------------
    def next_colors(self, hexdef: HexDef, old: TileDef) -> tuple[str, ...]:
        """Colours that may replace ``old`` here (default: exactly the next one)."""
        if old.color not in COLOR_ORDER or old.color == COLOR_ORDER[-1]:
            return ()
        return (COLOR_ORDER[COLOR_ORDER.index(old.color) + 1],)

    def label_for_upgrade(self, hexdef: HexDef, old: TileDef, new: TileDef) -> str:
        """The label the new tile must carry: the old tile's, or a future label at that colour
        (printed on the tile, or on the hex, where it lasts until that colour is reached)."""
        for future in (old.future_label, hexdef.tile.future_label):
            if future is not None and future.color == new.color:
                return future.label
        return old.label

    def forced_rotation(self, hex_id: str, old: TileDef, new: TileDef) -> int | None:
        """A rotation the new tile must take whatever the old track (e.g. 1893 Leverkusen)."""
        return None

    def upgrade_mode(self, hexdef: HexDef, old: TileDef, new: TileDef) -> str:
        """How much of the old tile an upgrade must keep:
        "paths" (the rule: every path and stop), "exits" (only the exits: 1833NE's Boston dot
        vanishing, Portland's junction becoming a city) or "free" (the tile replaces the old
        track outright: 1893's Leverkusen towns becoming one city)."""
        return "paths"

    def may_merge_cities(self, hex_id: str, old: TileDef, new: TileDef) -> bool:
        """May several old cities become one new city (labelled OO cities merging in brown)?"""
        return bool(old.label) and len(new.cities) < len(old.cities)

    def extra_lay_check(self, ctx: LayContext, hex_id: str, new: TileDef, rotation: int) -> str | None:
        """A title's own refusal sentence for this lay, or None."""
        return None

    def lay_cost(self, ctx: LayContext, hex_id: str, new: TileDef, rotation: int, base: int) -> int:
        """What a lay costs, given ``base``: the hex's terrain plus the borders the new exits cross
        (engine/upgrades.py, before a private's discount comes off).  Default ``base``; for a title whose lay prices
        depend on more (none yet)."""
        return base

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

    def lay_track(self, s: State, entity: str, action: Action, step: Track) -> bool:
        """A corporation's own lay in its track step, the whole rule: may it lay another tile
        (``can_lay_tile``), may this lay be a yellow tile or an upgrade (the step's allowance
        from ``tile_lays``), the hex and the tile named (``tile_name``), then the lay itself
        (``lay_tile``).  Returns whether it was an upgrade (the step counts it)."""
        if not self.can_lay_tile(s, entity):
            raise IllegalAction(msg("{entity} cannot lay another tile this turn", entity=id_of(entity)))
        allowance = step.lay_allowance(s, entity) or {}
        hex_id = str(action.get("hex"))
        if hex_id not in s.board:
            raise IllegalAction(not_a_hex(hex_id))
        old = s.board.tile_at(hex_id)
        new = s.board.defn.tiles.get(self.tile_name(action.get("tile", "")))
        upgrade = old.color != "white"
        if upgrade and not allowance.get("upgrade"):
            raise IllegalAction(msg("Cannot lay an upgrade now"))
        if new is not None and new.color == "yellow" and not allowance.get("lay"):
            raise IllegalAction(msg("Cannot lay a yellow tile now"))
        self.lay_tile(s, entity, action, company=None)
        return upgrade

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
            s.title.privates.ability_used(s, s.companies[company], ability)
            return option.total_cost
        option = check_lay(self.lay_context(s, entity), hex_id, name, rot)
        self._apply(s, entity, option, tile_id)
        return option.total_cost

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
