"""Is this tile lay legal, and if not, why not — the one check every caller uses.

The tile picker, the engine's ``lay_tile`` step and any hint all call ``check_lay`` or
``lay_options`` (which is ``check_lay`` over every candidate), so what the window offers is
exactly what the rules accept.  Each check below returns one sentence, made with ``msg`` so the
picker can show it in the player's language.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any, cast

from engine import cache_check
from engine.board import UNLIMITED, Board, HexDef, not_a_hex
from engine.errors import IllegalAction
from engine.graph import Network, fresh_network, network, reaches_sides, remember_network, takes_at, walk_uses
from engine.hexgrid import opposite
from engine.i18n import Msg, joined, msg
from engine.policies.data import LayContext
from engine.tiles import End, Path, TileDef, color_name


@dataclass(frozen=True)
class LayOption:
    hex: str
    tile: str
    rotation: int
    cost: int
    city_map: tuple[tuple[int, int], ...] = ()  # old stop index -> new stop index (tokens follow)
    borders_paid: tuple[int, ...] = ()  # edges whose border cost this lay pays (and removes)
    companions: tuple[LayOption, ...] = ()  # tiles laid with this one (18MEX Mexico City/Puebla)
    # the company's network with this tile laid, when the check walked it (handed to the board
    # by apply_lay so the walk is not made twice); not part of the option's identity
    network: Network | None = field(default=None, compare=False, repr=False)

    @property
    def total_cost(self) -> int:
        return self.cost + sum(c.total_cost for c in self.companions)


def check_lay(ctx: LayContext, hex_id: str, tile_name: str, rotation: int) -> LayOption:
    """Return the lay's cost and token mapping, or raise IllegalAction with the reason."""
    board = ctx.board
    if hex_id not in board:
        raise IllegalAction(not_a_hex(hex_id))
    tile = board.defn.tiles.get(tile_name)
    if tile is None:
        raise IllegalAction(msg("Tile {tile} is not used in this game", tile=tile_name))
    if not isinstance(rotation, int) or not 0 <= rotation <= 5:
        raise IllegalAction(msg("Rotation must be 0-5, not {rotation}", rotation=repr(rotation)))
    reason = _static_reason(ctx, hex_id, tile)
    if reason:
        raise IllegalAction(reason)
    return _rotation_check(ctx, hex_id, tile, rotation, _mappings_cache={})


def lay_options(ctx: LayContext, hex_id: str) -> list[LayOption]:
    """Every legal (tile, rotation, cost) for this hex — the tile picker's list."""
    return list(iter_lay_options(ctx, hex_id))


def iter_lay_options(
    ctx: LayContext, hex_id: str, shuffle: Callable[[list], None] | None = None
) -> Iterator[LayOption]:
    """``lay_options`` one at a time: highlighting a hex needs only the first.  ``shuffle``
    (e.g. ``random.Random.shuffle``) puts the tiles, and each tile's rotations, in its order:
    self-play takes a couple of random options without working out all of them."""
    board = ctx.board
    if hex_id not in board or (ctx.company and ctx.check_connection and not _may_reach(ctx, hex_id)):
        return
    # a colour that may not come next is refused first thing (_fit_reason): most tiles are
    nexts = ctx.rules.track.next_colors(board.hex(hex_id), board.tile_at(hex_id))
    tiles: Iterable[TileDef] = board.defn.tiles.values()
    if shuffle is not None:
        order = list(tiles)
        shuffle(order)
        tiles = order
    for tile in tiles:
        if tile.color not in nexts or _static_reason(ctx, hex_id, tile):
            continue
        cache: dict = {}
        rotations = list(tile.distinct_rotations())
        if shuffle is not None:
            shuffle(rotations)
        for rot in rotations:
            try:
                yield _rotation_check(ctx, hex_id, tile, rot, _mappings_cache=cache, quick=True)
            except IllegalAction:
                continue


def apply_lay(board: Board, option: LayOption, tile_id: str | None = None) -> None:
    tile = board.defn.tiles[option.tile]
    board.place_tile(option.hex, tile, option.rotation, tile_id, dict(option.city_map))
    if option.borders_paid:
        board.clear_borders(option.hex, option.borders_paid)
    for companion in option.companions:
        apply_lay(board, companion)
    if option.network is not None and not option.companions:
        # the check walked this very board (paid borders are never impassable ones)
        remember_network(board, option.network)


def _companions(ctx: LayContext, hex_id: str, tile: TileDef, option: LayOption) -> LayOption:
    """A tile with a companion (one lay covering a double hex) lays it too, at rotation 0.

    The companion is checked like any lay, except that it needs no connection of its own."""
    if tile.companion is None or not ctx.with_companions:
        return option
    other_hex, other_tile = tile.companion
    trial = ctx.board.copy()
    apply_lay(trial, option)
    sub = replace(
        ctx,
        board=trial,
        check_connection=False,
        with_companions=False,
        cash=None if ctx.cash is None else ctx.cash - option.cost,
    )
    try:
        reason = (
            _static_reason(sub, other_hex, trial.defn.tiles[other_tile])
            if other_tile in trial.defn.tiles
            else msg("Tile {tile} is not used in this game", tile=other_tile)
        )
        if reason:
            raise IllegalAction(reason)
        comp = _rotation_check(sub, other_hex, trial.defn.tiles[other_tile], 0, _mappings_cache={})
    except IllegalAction as exc:
        raise IllegalAction(
            msg(
                "Tile {tile} comes with {other} in {hex}, which cannot be laid: {reason}",
                tile=tile.name,
                other=other_tile,
                hex=other_hex,
                reason=exc.args[0] if exc.args and isinstance(exc.args[0], str) else str(exc),
            )
        ) from None
    return replace(option, companions=(comp,))


# ----------------------------------------------------------------------------------------
# Checks that do not depend on the rotation.


def _static_reason(ctx: LayContext, hex_id: str, tile: TileDef) -> Msg | None:
    """Reasons that do not depend on rotation: the hex, then whether the tile fits it at all,
    then whether the phase allows it, then whether a copy is left (most telling first)."""
    board = ctx.board
    hexdef = board.hex(hex_id)
    old = board.tile_at(hex_id)
    if old.color in ctx.rules.track.fixed_colors:
        return msg("{where} is a {color} hex and takes no tile", where=_where(hexdef), color=color_name(old.color))
    if hex_id in ctx.blocked:
        return msg("{where} is blocked by {company}", where=_where(hexdef), company=ctx.blocked[hex_id])
    reason = _fit(ctx, hexdef, old, tile)
    if reason:
        return reason
    if tile.color not in ctx.phase.tiles:
        return msg(
            "Phase {phase} allows only {colors} tiles; {tile} is {color}",
            phase=ctx.phase.name,
            colors=joined([color_name(c) for c in ctx.phase.tiles]),
            tile=tile.name,
            color=color_name(tile.color),
        )
    left = board.remaining(tile.name)
    if left != UNLIMITED and left <= 0:
        return msg("No copies of tile {tile} are left", tile=tile.name)
    return None


#: how many answers a memo on the rules keeps before it starts again (a bound for very long games)
MEMO_LIMIT = 50000


def _where(hexdef: HexDef) -> str:
    """A hex inside a sentence: its id, and its name when it has one."""
    return f"{hexdef.id} ({hexdef.name})" if hexdef.name else hexdef.id


def _fit(ctx: LayContext, hexdef: HexDef, old: TileDef, tile: TileDef) -> Msg | None:
    """``_fit_reason``, worked out once per game, rules, hex, old and new tile: the title's
    hooks it asks see nothing else, so an answer holds for good, and a listing asks it for
    every tile at every hex it lists.  The memo is the game's board's (shared by its copies),
    so it goes with the game; it keeps the objects its keys name by id (an id is reused once
    its object is gone)."""
    memo = ctx.board.fits_memo
    key = (id(ctx.rules), id(hexdef), id(old), id(tile), ctx.special)
    hit = memo.get(key)
    if hit is not None and hit[0] is ctx.rules and hit[1] is hexdef and hit[2] is old and hit[3] is tile:
        if cache_check.ON:
            cache_check.confirm("_FITS", key, hit[4], lambda: _fit_reason(ctx, hexdef, old, tile, _where(hexdef)))
        return hit[4]
    reason = _fit_reason(ctx, hexdef, old, tile, _where(hexdef))
    if len(memo) > MEMO_LIMIT:
        memo.clear()
    memo[key] = (ctx.rules, hexdef, old, tile, reason)
    return reason


def _fit_reason(ctx: LayContext, hexdef, old: TileDef, tile: TileDef, where: str) -> Msg | None:
    """Colour order, label and stops: may this tile ever replace the old one here?"""
    rules = ctx.rules
    nexts = rules.track.next_colors(hexdef, old)
    if tile.color not in nexts:
        if not nexts:
            return msg(
                "{where} holds a {color} tile, which cannot be upgraded", where=where, color=color_name(old.color)
            )
        return msg(
            "A {color} hex can only take {colors}; tile {tile} is {tile_color}",
            color=color_name(old.color),
            colors=joined([color_name(c) for c in nexts], " or "),
            tile=tile.name,
            tile_color=color_name(tile.color),
        )
    if ctx.special:
        return None
    need = rules.track.label_for_upgrade(hexdef, old, tile)
    if tile.label != need:
        if need:
            return msg(
                "{where} is labelled {label}; tile {tile} is not a {label} tile",
                where=where,
                label=need,
                tile=tile.name,
            )
        return msg("Tile {tile} is labelled {label} and fits only {label} hexes", tile=tile.name, label=tile.label)
    if rules.track.upgrade_mode(hexdef, old, tile) != "paths":
        return None
    if len(tile.towns) != len(old.towns):
        return msg(
            "{where} has {old}; tile {tile} has {new}",
            where=where,
            old=_towns(len(old.towns)),
            tile=tile.name,
            new=_towns(len(tile.towns)),
        )
    ok_cities = len(tile.cities) == len(old.cities) or (
        len(tile.cities) < len(old.cities) and rules.track.may_merge_cities(hexdef.id, old, tile)
    )
    if not ok_cities:
        return msg(
            "{where} has {old}; tile {tile} has {new}",
            where=where,
            old=_cities(len(old.cities)),
            tile=tile.name,
            new=_cities(len(tile.cities)),
        )
    if len(tile.stops_of("offboard")) != len(old.stops_of("offboard")):
        return msg("Tile {tile} does not match the offboard in {where}", tile=tile.name, where=where)
    return None


def _towns(n: int) -> Msg:
    return msg("1 town") if n == 1 else msg("{count} towns", count=n)


def _cities(n: int) -> Msg:
    return msg("1 city") if n == 1 else msg("{count} cities", count=n)


def _may_reach(ctx: LayContext, hex_id: str) -> bool:
    assert ctx.company
    net = network(ctx.board, ctx.company, ctx.extra_tokens)
    return net.reaches_hex(hex_id)


# ----------------------------------------------------------------------------------------
# Checks for one rotation.


class _Unsaid(IllegalAction):
    """A refusal whose sentence nobody reads (``quick``: a listing only drops the rotation),
    left unwritten for the commonest reasons: a listing refuses most rotations it tries."""


def _rotation_check(
    ctx: LayContext, hex_id: str, tile: TileDef, rotation: int, _mappings_cache: dict, quick: bool = False
) -> LayOption:
    """The option, or IllegalAction with the reason.  ``quick`` (a list of options, which drops
    a refused rotation unread): the option's ``network`` may be left out (the walk with the new
    tile stops once it uses new track), and the commonest refusals come without a sentence.

    The checks run in the order a player would be told: rotation, where the exits lead, the old
    track and stops kept, token room, connection, the title's own check, then the price."""
    board, rules = ctx.board, ctx.rules
    old = board.tile_at(hex_id)
    old_rot = board.rotation_at(hex_id)
    _check_forced_rotation(ctx, hex_id, old, tile, rotation)
    new_exits = tile.exits_at(rotation)
    _check_exits_lead_somewhere(ctx, hex_id, tile, rotation, new_exits, quick)
    merge = rules.track.may_merge_cities(hex_id, old, tile)
    mapping = _kept_stops(ctx, hex_id, old, old_rot, tile, rotation, merge, quick)
    tokens = board.tokens_in(hex_id)
    _check_token_room(hex_id, old, tile, mapping, tokens, merge)
    walked = _check_connection(ctx, hex_id, old, old_rot, tile, rotation, mapping, tokens, quick)
    reason = rules.track.extra_lay_check(ctx, hex_id, tile, rotation)
    if reason:
        raise IllegalAction(reason)
    cost, paid = _lay_price(ctx, hex_id, old, old_rot, tile, rotation, new_exits)
    option = LayOption(hex_id, tile.name, rotation, cost, tuple(sorted(mapping.items())), tuple(paid), network=walked)
    return _companions(ctx, hex_id, tile, option)


def _check_forced_rotation(ctx: LayContext, hex_id: str, old: TileDef, tile: TileDef, rotation: int) -> None:
    """A hex whose rules fix the tile's rotation refuses every other one."""
    forced = ctx.rules.track.forced_rotation(hex_id, old, tile)
    if forced is not None and rotation != forced:
        raise IllegalAction(
            msg("Tile {tile} must be laid at rotation {rotation} in {hex}", tile=tile.name, rotation=forced, hex=hex_id)
        )


def _check_exits_lead_somewhere(
    ctx: LayContext, hex_id: str, tile: TileDef, rotation: int, new_exits: frozenset[int], quick: bool
) -> None:
    """Every exit of the new tile must lead somewhere: not into an impassable border, not off
    the map, not into a printed hex whose track does not come back."""
    board, rules = ctx.board, ctx.rules
    for e in sorted(new_exits):
        border = board.border(hex_id, e)
        if border is not None and border.type == "impassable" and (hex_id, e) not in ctx.open_borders:
            if quick:
                raise _Unsaid
            raise IllegalAction(
                msg(
                    "Tile {tile} at rotation {rotation} runs track into an impassable border of {hex}",
                    tile=tile.name,
                    rotation=rotation,
                    hex=hex_id,
                )
            )
        nb = board.neighbour(hex_id, e)
        if nb is None:
            if quick:
                raise _Unsaid
            raise IllegalAction(
                msg(
                    "Tile {tile} at rotation {rotation} runs track off the map at {hex}",
                    tile=tile.name,
                    rotation=rotation,
                    hex=hex_id,
                )
            )
        printed = board.hex(nb).tile
        if printed.color in rules.track.impassable_colors and opposite(e) not in printed.exits:
            if quick:
                raise _Unsaid
            raise IllegalAction(
                msg(
                    "Tile {tile} at rotation {rotation} runs track into {neighbour}, "
                    "whose printed track does not lead to {hex}",
                    tile=tile.name,
                    rotation=rotation,
                    neighbour=nb,
                    hex=hex_id,
                )
            )


def _kept_stops(
    ctx: LayContext,
    hex_id: str,
    old: TileDef,
    old_rot: int,
    tile: TileDef,
    rotation: int,
    merge: bool,
    quick: bool,
) -> dict[int, int]:
    """{old stop: new stop}: the old track kept and the old stops mapped one-to-one (or merged
    where the rules allow), by the title's upgrade mode (exits kept, free, or paths kept)."""
    board = ctx.board
    new_exits = tile.exits_at(rotation)
    mapping = None
    mode = ctx.rules.track.upgrade_mode(board.hex(hex_id), old, tile)
    if mode == "exits":
        lost = sorted(old.exits_at(old_rot) - new_exits)
        if lost:
            raise IllegalAction(
                msg(
                    "Tile {tile} at rotation {rotation} does not keep the existing exit at edge {edge} in {hex}",
                    tile=tile.name,
                    rotation=rotation,
                    edge=lost[0],
                    hex=hex_id,
                )
            )
        mapping = _city_map_by_exits(old, old_rot, tile, rotation)
    elif mode == "free":
        mapping = {}
    if mapping is None:
        mapping = _kept_mapping(board, old, old_rot, tile, rotation, merge)
    if mapping is None:
        if quick:
            raise _Unsaid
        lost_track = _first_lost_path(old, old.rotated_paths(old_rot), tile.rotated_paths(rotation))
        raise IllegalAction(
            msg(
                "Tile {tile} at rotation {rotation} does not keep the existing track {track} in {hex}",
                tile=tile.name,
                rotation=rotation,
                track=lost_track,
                hex=hex_id,
            )
        )
    return mapping


def _check_token_room(
    hex_id: str, old: TileDef, tile: TileDef, mapping: dict[int, int], tokens: dict, merge: bool
) -> None:
    """Token slots are never reduced, and every token keeps a slot on the new tile."""
    per_new: dict[int, int] = {}
    for o, n in mapping.items():
        ostop, nstop = old.stops[o], tile.stops[n]
        if ostop.kind == "city":
            per_new[n] = per_new.get(n, 0) + len(tokens.get(o, []))
            if not merge and nstop.slots < ostop.slots:
                raise IllegalAction(
                    msg(
                        "Tile {tile} would reduce a city in {hex} from {was} to {count} slots",
                        tile=tile.name,
                        hex=hex_id,
                        was=ostop.slots,
                        count=nstop.slots,
                    )
                )
    for n, count in per_new.items():
        if count > tile.stops[n].slots:
            raise IllegalAction(
                msg("Tile {tile} has no room for the {count} tokens in {hex}", tile=tile.name, count=count, hex=hex_id)
            )


def _check_connection(
    ctx: LayContext,
    hex_id: str,
    old: TileDef,
    old_rot: int,
    tile: TileDef,
    rotation: int,
    mapping: dict[int, int],
    tokens: dict,
    quick: bool,
) -> Network | None:
    """The lay must touch the company's network, and (by the title's track restriction) add
    track it can use.  Returns the walk with the new tile when one was made, else None."""
    if not (ctx.company and ctx.check_connection):
        return None
    board = ctx.board
    new_paths = tile.rotated_paths(rotation)
    new_exits = tile.exits_at(rotation)
    own_cities = {mapping[o] for o, toks in tokens.items() if ctx.company in toks and o in mapping}
    # ``arrival``: the side and lane the network first enters the hex by, when known
    reached, arrival = reaches_sides(board, ctx.company, hex_id, new_exits, ctx.extra_tokens)
    touches = (
        reached
        or (not old.stops and any(h == hex_id for h, _ in board.token_hexes(ctx.company)))
        or any(n in p.stops for p in new_paths for n in own_cities)
    )
    if not touches:
        if quick:
            raise _Unsaid
        raise IllegalAction(
            msg(
                "Tile {tile} at rotation {rotation} does not connect to {corporation}'s network in {hex}",
                tile=tile.name,
                rotation=rotation,
                corporation=ctx.company,
                hex=hex_id,
            )
        )
    restriction = ctx.rules.track.track_restriction
    # the walk with the new tile is made only where its answer can refuse the lay
    matters = (
        restriction == "restrictive"
        or (restriction == "city_permissive" and not tile.cities)
        or (restriction == "semi_restrictive" and not _changes_city_value(old, tile, mapping))
    )
    if not matters:
        return None
    old_paths = old.rotated_paths(old_rot)
    usable, walked = _new_track_usable(ctx, hex_id, tile, rotation, new_paths, old_paths, mapping, arrival)
    if not usable:
        _refuse_unusable_track(ctx, old, tile, rotation, mapping, restriction)
    return walked


def _refuse_unusable_track(
    ctx: LayContext, old: TileDef, tile: TileDef, rotation: int, mapping: dict[int, int], restriction: str
) -> None:
    """A lay that adds no usable track, refused in the words of the title's track restriction."""
    if restriction == "restrictive":
        raise IllegalAction(
            msg(
                "Tile {tile} at rotation {rotation} adds no track {corporation} can use",
                tile=tile.name,
                rotation=rotation,
                corporation=ctx.company,
            )
        )
    if restriction == "city_permissive" and not tile.cities:
        raise IllegalAction(
            msg(
                "Tile {tile} at rotation {rotation} adds no track {corporation} can use and is not a city tile",
                tile=tile.name,
                rotation=rotation,
                corporation=ctx.company,
            )
        )
    if restriction == "semi_restrictive" and not _changes_city_value(old, tile, mapping):
        raise IllegalAction(
            msg(
                "Tile {tile} at rotation {rotation} adds no track {corporation} can use and changes no city's value",
                tile=tile.name,
                rotation=rotation,
                corporation=ctx.company,
            )
        )


def _lay_price(
    ctx: LayContext, hex_id: str, old: TileDef, old_rot: int, tile: TileDef, rotation: int, new_exits: frozenset[int]
) -> tuple[int, list[int]]:
    """(cost, edges whose border was paid): the terrain of the preprinted hex plus the borders
    crossed by new exits, as the title prices it, less the discount; refused beyond the cash."""
    board = ctx.board
    cost = old.cost
    paid = []
    for e in sorted(new_exits - old.exits_at(old_rot)):
        b = board.border(hex_id, e)
        if b is not None and b.cost:
            cost += b.cost
            paid.append(e)
    cost = max(0, ctx.rules.track.lay_cost(ctx, hex_id, tile, rotation, cost) - ctx.discount)
    if ctx.cash is not None and cost > ctx.cash:
        if ctx.company:
            raise IllegalAction(
                msg(
                    "Laying tile {tile} in {hex} costs {cost} and {corporation} has only {cash}",
                    tile=tile.name,
                    hex=hex_id,
                    cost=cost,
                    corporation=ctx.company,
                    cash=ctx.cash,
                )
            )
        raise IllegalAction(
            msg(
                "Laying tile {tile} in {hex} costs {cost} and The company has only {cash}",
                tile=tile.name,
                hex=hex_id,
                cost=cost,
                cash=ctx.cash,
            )
        )
    return cost, paid


def _exits(paths: tuple[Path, ...]) -> frozenset[int]:
    return frozenset(e for p in paths for e in p.edges)


def _city_map_by_exits(old: TileDef, old_rot: int, new: TileDef, rotation: int) -> dict[int, int]:
    """Where the paths need not be kept, tokens follow the new city that keeps the most of
    their old city's exits."""
    out = {}
    for o in old.cities:
        o_edges = old.stop_edges(o, old_rot)
        best = max(new.cities, key=lambda n: len(o_edges & new.stop_edges(n, rotation)), default=None)
        if best is not None:
            out[o] = best
    return out


def _kept_mapping(
    board: Board, old: TileDef, old_rot: int, new: TileDef, rotation: int, merge: bool
) -> dict[int, int] | None:
    """The first map of old stops onto new ones (``_stop_mappings``) under which the new tile
    keeps every old path, or None.  Geometry only, so worked out once per game, pair of tiles
    and rotations (the memo on the game's board, with the two tiles: ids are reused once an
    object is gone): a listing asks it for every rotation it tries.  (The map handed out is
    shared: never change it.)"""
    memo = board.kept_memo
    key = (id(old), old_rot, id(new), rotation, merge)
    hit = memo.get(key)
    if hit is not None and hit[0] is old and hit[1] is new:
        if cache_check.ON:
            cache_check.confirm("_KEPT", key, hit[2], lambda: _first_kept(old, old_rot, new, rotation, merge))
        return hit[2]
    found = _first_kept(old, old_rot, new, rotation, merge)
    if len(memo) > MEMO_LIMIT:
        memo.clear()
    memo[key] = (old, new, found)
    return found


def _first_kept(old: TileDef, old_rot: int, new: TileDef, rotation: int, merge: bool) -> dict[int, int] | None:
    old_paths, new_paths = old.rotated_paths(old_rot), new.rotated_paths(rotation)
    return next((m for m in _stop_mappings(old, new, merge) if _keeps_paths(old_paths, new_paths, m)), None)


def _stop_mappings(old: TileDef, new: TileDef, merge: bool) -> Iterator[dict[int, int]]:
    """Candidate maps of old stop index -> new stop index, same kind."""
    olds = list(range(len(old.stops)))
    choices = [[j for j, s in enumerate(new.stops) if s.kind == old.stops[i].kind] for i in olds]
    for combo in itertools.product(*choices):
        if not merge and len(set(combo)) != len(combo):
            continue
        yield dict(zip(olds, combo, strict=False))


def _key(end: End, mapping: dict[int, int] | None = None) -> tuple:
    """A path end as a comparable key; old stops are renamed through ``mapping``."""
    if end.edge is not None:
        return ("e", end.edge)
    return ("s", end.stop if mapping is None else mapping.get(cast(int, end.stop), -1))  # a stop end


def _keeps_paths(old_paths, new_paths, mapping: dict[int, int]) -> bool:
    have = {frozenset((_key(p.a), _key(p.b))) for p in new_paths}
    for p in old_paths:
        if frozenset((_key(p.a, mapping), _key(p.b, mapping))) not in have:
            return False
    return True


def _first_lost_path(old: TileDef, old_paths, new_paths) -> Msg:
    new_edges = _exits(new_paths)
    for p in old_paths:
        for e in p.edges:
            if e not in new_edges:
                return msg("at edge {edge}", edge=e)
    p = old_paths[0]
    names = []
    for end in (p.a, p.b):
        names.append(
            msg("edge {edge}", edge=end.edge) if end.edge is not None else _stop_name(old.stops[end.stop].kind)
        )
    return msg("{start} to {end}", start=names[0], end=names[1])


def _stop_name(kind: str) -> str:
    """A stop's kind inside a sentence."""
    return {"city": msg("city"), "town": msg("town"), "offboard": msg("offboard"), "junction": msg("junction")}.get(
        kind, kind
    )


#: how many trial walks a game keeps (``Board.lay_walks``, ``Board.lay_uses``: keyed by company,
#: board version, hex, tile, rotation and token mapping) before it starts again
LAY_WALKS_KEPT = 256


#: the tile id on the copies of the board that only a walk reads (not the next free id, whose
#: search reads every hex)
_TRIAL_ID = "trial-0"


def _new_track_usable(
    ctx: LayContext,
    hex_id: str,
    tile: TileDef,
    rotation: int,
    new_paths,
    old_paths,
    mapping: dict[int, int],
    arrival: tuple | None = None,
) -> tuple[bool, Network | None]:
    """Does the company's network, walked with the new tile in place (as 18xx.games checks it),
    use a path of the new tile that no old path contains?  With the network when the walk went
    to the end (None when it stopped at the first new path it took, or was not needed: the
    walk would take one as soon as it first entered the hex by ``arrival``, ``graph.takes_at``;
    the network after a lay is walked when something asks for it).

    A new path is contained in an old one when each of its ends is an end of the old path: the
    same hex side, or a stop of the same kind."""
    board = ctx.board
    assert ctx.company  # asked only for a company's own lay
    new = _new_paths(ctx, hex_id, tile, new_paths, old_paths)
    if not new:
        return False, None
    key = (ctx.company, ctx.extra_tokens, board.version, hex_id, tile.name, rotation, tuple(sorted(mapping.items())))
    net = board.lay_walks.get(key)
    if net is not None:
        if cache_check.ON:
            cache_check.confirm("_LAY_WALKS", key, net, lambda: _walk_with(ctx, hex_id, tile, rotation, mapping))
        return bool(new & net.paths), net
    uses = board.lay_uses.get(key)
    if uses is not None:
        if cache_check.ON:
            fresh = lambda: bool(new & _walk_with(ctx, hex_id, tile, rotation, mapping).paths)  # noqa: E731
            cache_check.confirm("_LAY_USES", key, uses, fresh)
        return uses, None
    if arrival is not None and takes_at(arrival, hex_id, new_paths, new):
        return True, None  # the walk would take a new path as soon as it met the tile
    trial = board.copy()
    trial.place_tile(hex_id, tile, rotation, _TRIAL_ID, mapping)
    uses, net = walk_uses(trial, ctx.company, new, ctx.extra_tokens)
    _remember(board.lay_uses, key, uses)
    if net is not None:
        _remember(board.lay_walks, key, net)
    return uses, net


def _walk_with(ctx: LayContext, hex_id: str, tile: TileDef, rotation: int, mapping: dict[int, int]) -> Network:
    """The company's network walked afresh with the tile in place (the checking mode's answer)."""
    assert ctx.company
    trial = ctx.board.copy()
    trial.place_tile(hex_id, tile, rotation, _TRIAL_ID, mapping)
    return fresh_network(trial, ctx.company, ctx.extra_tokens)


def _remember(memo: dict[tuple, Any], key: tuple, answer: Any) -> None:
    """Keep a trial walk's answer in one of the board's memos, at most ``LAY_WALKS_KEPT``."""
    if len(memo) > LAY_WALKS_KEPT:
        memo.clear()
    memo[key] = answer


def _new_paths(ctx: LayContext, hex_id: str, tile: TileDef, new_paths, old_paths) -> frozenset[tuple[str, int]]:
    """The new tile's paths (as (hex, index)) that no old path contains."""
    old_kinds = [tuple(_end_kind(ctx.board.tile_at(hex_id), e) for e in (p.a, p.b)) for p in old_paths]
    out = []
    for i, p in enumerate(new_paths):
        ends = [_end_kind(tile, e) for e in (p.a, p.b)]
        if not any(all(x in old for x in ends) for old in old_kinds):
            out.append((hex_id, i))
    return frozenset(out)


def _end_kind(tile: TileDef, end: End) -> tuple[str, int]:
    return ("edge", end.edge) if end.edge is not None else (tile.stops[cast(int, end.stop)].kind, -1)


def _changes_city_value(old: TileDef, new: TileDef, mapping: dict[int, int]) -> bool:
    return any(
        old.stops[o].revenue != new.stops[n].revenue
        for o, n in mapping.items()
        if old.stops[o].kind in ("city", "town")
    )


def upgrade_tiles(ctx: LayContext, hex_id: str) -> list[str]:
    """The tiles of the supply (copies left) that may replace the tile in ``hex_id`` at some
    rotation keeping its track (colour order, labels, stops, old paths; neither the network,
    the cost nor the phase's colours): what a player asks of a hex before planning a lay."""
    board = ctx.board
    hexdef = board.defn.hexes[hex_id]
    st = board.state[hex_id]
    out = []
    for name in board.defn.manifest:
        tile = board.defn.tiles.get(name)
        if tile is None or board.remaining(name) == 0 or _fit(ctx, hexdef, st.tile, tile) is not None:
            continue
        if not st.tile.paths or any(
            _kept_mapping(board, st.tile, st.rotation, tile, r, merge) is not None
            for r in range(6)
            for merge in (False, True)
        ):
            out.append(name)
    return out
