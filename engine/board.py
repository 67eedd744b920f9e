"""The map: static hex definitions from ``map.toml`` plus the changing state on top.

``BoardDef`` is what the title printed (immutable, loaded once).  ``Board`` is the
board during a game: which tile lies where, tokens in city slots, borders whose cost
is already paid, tiles left in the supply.  ``Board.copy()`` is cheap (copy-on-write per hex:
every change goes through a method here, which copies the hex first if a copy shares it).
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, cast

from engine import cache_check
from engine.assets import ASSETS, check_keys, read_toml, title_dir
from engine.errors import DataError, IllegalAction
from engine.hexgrid import Grid, opposite
from engine.i18n import Msg, msg
from engine.tiles import ALL_COLORS, TileDef, parse_future_label, parse_paths, parse_stops, parse_tiles


def not_a_hex(hex_id: str) -> Msg:
    """The refusal for a hex id the map does not have."""
    return msg("{hex} is not a hex on this map", hex=hex_id)


BORDER_TYPES = ("impassable", "water", "mountain", "province", "river")
UNLIMITED = -1
# Board versions come from one process-wide counter, so two copies that diverge never share
# a version number and a cache keyed on (version, ...) can never serve stale data.
_VERSIONS = itertools.count(1)
CHANGES_KEPT = 16  # the board's last changes it remembers (``Board.changes``)


@dataclass(frozen=True)
class Border:
    """A mark on a hex side.  Written once in the data it is *shared*: paying it clears both
    sides.  Written on both hexes (18GB hills) each side is paid and cleared on its own."""

    edge: int
    type: str
    cost: int = 0
    shared: bool = False


@dataclass(frozen=True)
class HexDef:
    id: str
    tile: TileDef  # the preprinted tile (white for an empty hex)
    name: str = ""
    terrain: tuple[str, ...] = ()
    cost: int = 0
    borders: tuple[Border, ...] = ()
    home: tuple[str, ...] = ()
    reserved: tuple[str, ...] = ()
    blocked_by: tuple[str, ...] = ()

    @property
    def color(self) -> str:
        return self.tile.color


@dataclass(frozen=True)
class BoardDef:
    title: str
    grid: Grid
    hexes: dict[str, HexDef]
    tiles: dict[str, TileDef]  # every tile the title may lay (catalog + specials)
    manifest: dict[str, int]  # name -> copies (UNLIMITED for no limit)
    variants: tuple[str, ...] = ()


@dataclass
class HexState:
    tile: TileDef
    rotation: int = 0
    tile_id: str | None = None  # "57-0" once a supply tile lies here; None while preprinted
    tokens: dict[int, list[str]] = field(default_factory=dict)  # city stop index -> companies
    borders: tuple[Border, ...] = ()
    # the network walk's view of this tile, with the tile, rotation and borders it was made of
    # (engine/graph.py ``_tile_view``: read again only when one of them is another object)
    view: tuple | None = field(default=None, compare=False, repr=False)
    # city stop index -> companies whose home or reserved space is that city: a place that
    # follows the city through upgrades as its tokens do (``Board.mark_home``)
    homes: dict[int, tuple[str, ...]] = field(default_factory=dict)


class Board:
    """Mutable board state.  All changes go through methods so the graph cache can follow."""

    def __init__(self, definition: BoardDef) -> None:
        self.defn = definition
        self.grid = definition.grid
        self.state: dict[str, HexState] = {
            h.id: HexState(tile=h.tile, borders=h.borders) for h in definition.hexes.values()
        }
        self.used: Counter[str] = Counter()  # copies of each tile name on the board
        # copies back in the supply (an upgrade's old tile) and, for a tile without a limit, the
        # copies made as one is laid: in the order they joined the end of 18xx.games' tile list
        # (``next_tile_id``)
        self.returned: tuple[str, ...] = ()
        # hexes whose HexState this board alone holds; the others are shared with copies
        # (copy-on-write: ``copy`` is a dict copy, a change first copies that one hex)
        self._own: set[str] = set(self.state)
        self.version = next(_VERSIONS)  # renewed by every change; caches key on it
        # the last changes, oldest first: (version before, version after, hexes changed, the
        # company whose token was placed or removed); a cached network walked before a change
        # that touched none of its hexes still holds after it (engine/graph.py ``network``)
        self.changes: tuple[tuple[int, int, frozenset[str], str | None], ...] = ()
        self.cache: dict[object, object] = {}  # shared by copies: keys include the version
        self._neighbours: dict[tuple[str, int], str | None] = {}  # shared by copies (the map's shape)
        # the lay check's memos (``engine.upgrades._fit``, ``_kept_mapping``), shared by copies:
        # one game's, so they go with it (issue #28: module-level memos kept every finished
        # game's tiles and rules alive; a title's rules object is shared by its games)
        self.fits_memo: dict[tuple, tuple] = {}
        self.kept_memo: dict[tuple, tuple] = {}
        self.views: dict[tuple, Any] = {}  # the network walk's hex views (``graph._shared_view``)
        # the lay check's trial walks (``engine.upgrades._new_track_usable``), shared by copies
        # and keyed by board version: the game's, so they go with it (they were module-level)
        self.lay_walks: dict[tuple, Any] = {}
        self.lay_uses: dict[tuple, bool] = {}

    # --- queries ---------------------------------------------------------------------
    def __contains__(self, hex_id: str) -> bool:
        return hex_id in self.state

    def hex(self, hex_id: str) -> HexDef:
        try:
            return self.defn.hexes[hex_id]
        except KeyError:
            raise IllegalAction(not_a_hex(hex_id)) from None

    def tile_at(self, hex_id: str) -> TileDef:
        return self.state[hex_id].tile

    def rotation_at(self, hex_id: str) -> int:
        return self.state[hex_id].rotation

    def neighbour(self, hex_id: str, edge: int) -> str | None:
        key = (hex_id, edge)
        try:
            return self._neighbours[key]
        except KeyError:  # the map's shape never changes: each answer is worked out once
            n = self.grid.neighbour(hex_id, edge)
            n = self._neighbours[key] = n if n in self.state else None
            return n

    def border(self, hex_id: str, edge: int) -> Border | None:
        for b in self.state[hex_id].borders:
            if b.edge == edge:
                return b
        return None

    def remaining(self, name: str) -> int:
        """Copies of a tile left in the supply (UNLIMITED when the title sets no limit)."""
        total = self.defn.manifest.get(name, 0)
        if total == UNLIMITED:
            return UNLIMITED
        return total - self.used[name]

    def supply(self) -> dict[str, int]:
        return {name: self.remaining(name) for name in self.defn.manifest}

    def tokens_in(self, hex_id: str) -> dict[int, list[str]]:
        return self.state[hex_id].tokens

    def has_token(self, hex_id: str, company: str) -> bool:
        return any(company in toks for toks in self.state[hex_id].tokens.values())

    def token_hexes(self, company: str) -> list[tuple[str, int]]:
        return list(self.token_index().get(company, ()))

    def token_index(self) -> Mapping[str, list[tuple[str, int]]]:
        """Every company's ``token_hexes`` at once (read only: shared by the board versions
        that keep every token where it was)."""
        key = ("token_hexes", self.version)
        where = cast("dict[str, list[tuple[str, int]]] | None", self.cache.get(key))
        if where is None:  # every company's at once, once per board version (asked very often)
            where = self.cache[key] = self._token_index()
        elif cache_check.ON:
            cache_check.confirm("board", key, where, self._token_index)
        return where

    def _token_index(self) -> dict[str, list[tuple[str, int]]]:
        where: dict[str, list[tuple[str, int]]] = {}
        for h, st in self.state.items():
            for c, toks in st.tokens.items():
                for company_ in dict.fromkeys(toks):
                    where.setdefault(company_, []).append((h, c))
        return where

    # --- changes ---------------------------------------------------------------------
    def _mine(self, hex_id: str) -> HexState:
        """The hex's state, copied first if a copy of this board still shares it."""
        if hex_id not in self._own:
            st = self.state[hex_id]
            self.state[hex_id] = HexState(
                st.tile,
                st.rotation,
                st.tile_id,
                {c: list(t) for c, t in st.tokens.items()},
                st.borders,
                st.view,
                dict(st.homes),
            )
            self._own.add(hex_id)
        return self.state[hex_id]

    def next_tile_id(self, name: str) -> str:
        """The copy of tile ``name`` a player laying one takes on 18xx.games: the first of that
        name in its list of tiles in the supply, which holds the copies never laid in their
        order ("9-0", "9-1", ...) and then the copies put back (an upgrade's old tile) and, for
        a tile without a limit, the copies made as one is laid, in the order they came."""
        laid = self.laid_ids()
        total = self.defn.manifest.get(name, 0)
        for n in range(1 if total == UNLIMITED else max(total, 0)):
            tid = f"{name}-{n}"
            if tid not in laid and tid not in self.returned:
                return tid
        for tid in self.returned:
            if tid.rsplit("-", 1)[0] == name and tid not in laid:
                return tid
        n = 0
        while f"{name}-{n}" in laid:
            n += 1
        return f"{name}-{n}"  # (none left: the lay is refused for want of a copy)

    def laid_ids(self) -> dict[str, str]:
        """{tile id: hex} of every supply tile on the board."""
        return {st.tile_id: h for h, st in self.state.items() if st.tile_id}

    def in_supply(self, tile_id: str) -> bool:
        """Is ``tile_id`` ("9-2") a copy of the title's tiles that is not on the board?"""
        name, _, index = tile_id.rpartition("-")
        total = self.defn.manifest.get(name)
        if total is None or not index.isdigit() or str(int(index)) != index or tile_id in self.laid_ids():
            return False
        if total == UNLIMITED:
            return index == "0" or tile_id in self.returned
        return int(index) < total

    def place_tile(
        self,
        hex_id: str,
        tile: TileDef,
        rotation: int,
        tile_id: str | None = None,
        city_map: dict[int, int] | None = None,
    ) -> None:
        """Put a tile down (legality is upgrades.py's job), moving tokens and freeing the old tile."""
        st = self._mine(hex_id)
        tile_id = tile_id or self.next_tile_id(tile.name)
        back = self.returned
        if self.defn.manifest.get(tile.name) == UNLIMITED and tile_id.rpartition("-")[0] == tile.name:
            # (a copy from the supply, not a trial's: the site makes the next copy first)
            back = (*back, f"{tile.name}-{self._top_index(tile.name) + 1}")
        if tile_id in back:
            back = tuple(t for t in back if t != tile_id)
        if st.tile_id is not None:
            self.used[st.tile.name] -= 1
            back = (*back, st.tile_id)
        self.returned = back
        tokens: dict[int, list[str]] = {}
        for old_city, toks in st.tokens.items():
            new_city = (city_map or {}).get(old_city, old_city)
            tokens.setdefault(new_city, []).extend(toks)
        self.used[tile.name] += 1
        moved = tokens != st.tokens  # tokens kept in their cities: the token index still holds
        homes: dict[int, tuple[str, ...]] = {}
        for old_city, owners in st.homes.items():  # the same physical city, whatever its index now
            new_city = (city_map or {}).get(old_city, old_city)
            homes[new_city] = homes.get(new_city, ()) + owners
        st.tile, st.rotation, st.tokens, st.homes = tile, rotation % 6, tokens, homes
        st.tile_id = tile_id
        self._changed(frozenset((hex_id,)), keeps_tokens=not moved)

    def _top_index(self, name: str) -> int:
        """The highest copy number of tile ``name`` made so far (0: only the first)."""
        top = 0
        for tid in (*self.laid_ids(), *self.returned):
            n, _, i = tid.rpartition("-")
            if n == name and i.isdigit():
                top = max(top, int(i))
        return top

    def clear_borders(self, hex_id: str, edges: Iterable[int]) -> None:
        """A paid border is gone for good (on both sides when it is a shared one)."""
        edges = set(edges)
        st = self._mine(hex_id)
        shared = {b.edge for b in st.borders if b.edge in edges and b.shared}
        st.borders = tuple(b for b in st.borders if b.edge not in edges or b.type == "impassable")
        touched = {hex_id}
        for e in shared:
            n = self.neighbour(hex_id, e)
            if n:
                ns = self._mine(n)
                ns.borders = tuple(b for b in ns.borders if b.edge != opposite(e) or b.type == "impassable")
                touched.add(n)
        self._changed(frozenset(touched), keeps_tokens=True)

    def place_token(self, hex_id: str, city: int, company: str) -> None:
        self._mine(hex_id).tokens.setdefault(city, []).append(company)
        self._changed(frozenset((hex_id,)), company)

    def mark_home(self, hex_id: str, city: int, company: str) -> None:
        """Record that ``company``'s home or reserved space in ``hex_id`` is the city ``city``.
        The mark is a place, not an index: every later tile moves it with the city, as it moves
        the tokens (Boston's green tile numbers its two cities otherwise than the yellow one)."""
        st = self._mine(hex_id)
        st.homes = {c: tuple(o for o in owners if o != company) for c, owners in st.homes.items()}
        st.homes[city] = (*st.homes.get(city, ()), company)

    def home_city(self, hex_id: str, company: str) -> int | None:
        """The city ``mark_home`` recorded for ``company`` in ``hex_id`` on today's tile (None:
        no city recorded)."""
        for city, owners in self.state[hex_id].homes.items():
            if company in owners:
                return city
        return None

    def remove_token(self, hex_id: str, city: int, company: str) -> None:
        self._mine(hex_id).tokens[city].remove(company)
        self._changed(frozenset((hex_id,)), company)

    def _changed(self, hexes: frozenset[str], company: str | None = None, keeps_tokens: bool = False) -> None:
        """A new version after a change of ``hexes`` (``company``: whose token it was).
        ``keeps_tokens``: every token is where it was, so the new version inherits the token
        index (``token_hexes``) instead of reading every hex again (each candidate lay a
        listing walks is a board copy with one tile changed)."""
        old, self.version = self.version, next(_VERSIONS)
        self.changes = (*self.changes[-(CHANGES_KEPT - 1) :], (old, self.version, hexes, company))
        if keeps_tokens:
            where = self.cache.get(("token_hexes", old))
            if where is not None:  # (never changed once built: token_hexes hands out copies)
                self.cache[("token_hexes", self.version)] = where

    def copy(self) -> Board:
        """An independent board sharing every hex's state with this one until either changes it."""
        other = object.__new__(self.__class__)  # (copy.copy's shallow copy, without its protocol)
        d = self.__dict__.copy()
        d["state"] = self.state.copy()
        d["used"] = Counter(self.used)
        d["_own"] = set()
        other.__dict__ = d
        self._own = set()
        return other


# ----------------------------------------------------------------------------------------
# Loading

_MAP_KEYS = {"layout", "axes", "hex", "variant", "notes"}
_HEX_KEYS = {
    "at",
    "color",
    "name",
    "stops",
    "paths",
    "label",
    "terrain",
    "cost",
    "borders",
    "home",
    "reserved",
    "blocked_by",
    "note",
    "future_label",
}
_VARIANT_KEYS = {"remove", "hex", "manifest", "note"}


def _str_list(raw: Any, where: str) -> tuple[str, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list) or not all(isinstance(x, str) for x in raw):
        raise DataError(f"{where}: must be a list of strings")
    return tuple(raw)


def _parse_hex_entry(entry: Any, grid: Grid, where: str) -> list[HexDef]:
    if not isinstance(entry, dict):
        raise DataError(f"{where}: each [[hex]] must be a table")
    check_keys(entry, _HEX_KEYS, where)
    ids = _str_list(entry.get("at"), f"{where} at")
    if not ids:
        raise DataError(f"{where}: 'at' must list at least one hex id")
    w = f"{where} {ids[0]}"
    for i in ids:
        if not grid.valid(i):
            raise DataError(f"{w}: {i!r} is not a hex id on a {grid.layout.value} grid")
    color = entry.get("color", "white")
    if color not in ALL_COLORS:
        raise DataError(f"{w}: color must be one of {ALL_COLORS}")
    stops = parse_stops(entry.get("stops"), w)
    paths = parse_paths(entry.get("paths"), stops, w)
    label = entry.get("label", "")
    cost = entry.get("cost", 0)
    if not isinstance(cost, int) or cost < 0:
        raise DataError(f"{w}: cost must be a non-negative integer")
    borders = []
    for b in entry.get("borders", []):
        check_keys(b, {"edge", "type", "cost"}, f"{w} border")
        if b.get("type") not in BORDER_TYPES or b.get("edge") not in range(6):
            raise DataError(f"{w}: border needs edge 0-5 and type in {BORDER_TYPES}")
        borders.append(Border(b["edge"], b["type"], int(b.get("cost", 0))))
    out = []
    for i in ids:
        tile = TileDef(
            name=i,
            color=color,
            stops=stops,
            paths=paths,
            label=str(label),
            cost=cost,
            terrain=_str_list(entry.get("terrain"), f"{w} terrain"),
            future_label=parse_future_label(entry.get("future_label"), w),
        )
        out.append(
            HexDef(
                id=i,
                tile=tile,
                name=str(entry.get("name", "")),
                terrain=_str_list(entry.get("terrain"), f"{w} terrain"),
                cost=cost,
                borders=tuple(borders),
                home=_str_list(entry.get("home"), f"{w} home"),
                reserved=_str_list(entry.get("reserved"), f"{w} reserved"),
                blocked_by=_str_list(entry.get("blocked_by"), f"{w} blocked_by"),
            )
        )
    return out


def _grid_for(raw: dict[str, Any], where: str) -> Grid:
    """The map's parity is that of its first hex; every other hex must agree."""
    entries = raw.get("hex", [])
    first = next((e["at"][0] for e in entries if isinstance(e, dict) and e.get("at")), None)
    if not isinstance(first, str):
        raise DataError(f"{where}: the map needs at least one [[hex]] with 'at'")
    try:
        parity = Grid.parity_of(raw["layout"], raw.get("axes"), first)
        return Grid.make(raw["layout"], raw.get("axes"), parity)
    except (ValueError, IndexError) as exc:
        raise DataError(f"{where}: {exc}") from exc


def _mirror_borders(hexes: dict[str, HexDef], grid: Grid) -> dict[str, HexDef]:
    """Copy each one-sided border onto the neighbour, marking both copies shared."""

    def written(hid: str, edge: int) -> bool:
        return hid in hexes and any(b.edge == edge for b in hexes[hid].borders)

    out = {hid: list(h.borders) for hid, h in hexes.items()}
    for h in hexes.values():
        for i, b in enumerate(h.borders):
            n = grid.neighbour(h.id, b.edge)
            if n not in hexes or written(n, opposite(b.edge)):
                continue
            out[h.id][i] = Border(b.edge, b.type, b.cost, shared=True)
            out[n].append(Border(opposite(b.edge), b.type, b.cost, shared=True))
    return {
        hid: h if tuple(out[hid]) == h.borders else HexDef(**{**h.__dict__, "borders": tuple(out[hid])})
        for hid, h in hexes.items()
    }


@lru_cache(maxsize=1)
def load_catalog() -> dict[str, TileDef]:
    path = ASSETS / "tiles" / "catalog.toml"
    raw = read_toml(path)
    check_keys(raw, {"tile"}, str(path))
    return parse_tiles(raw.get("tile", {}), f"{path}: ")


@lru_cache(maxsize=64)
def load_board(title: str, variants: tuple[str, ...] = ()) -> BoardDef:
    d = title_dir(title)
    mpath, tpath = d / "map.toml", d / "tiles.toml"
    raw = read_toml(mpath)
    w = str(mpath)
    check_keys(raw, _MAP_KEYS, w)
    if raw.get("layout") not in ("flat", "pointy"):
        raise DataError(f"{w}: layout must be 'flat' or 'pointy'")
    grid = _grid_for(raw, w)
    hexes: dict[str, HexDef] = {}
    for n, entry in enumerate(raw.get("hex", [])):
        for h in _parse_hex_entry(entry, grid, f"{w} hex #{n}"):
            if h.id in hexes:
                raise DataError(f"{w}: hex {h.id} is defined twice")
            hexes[h.id] = h
    all_variants = raw.get("variant", {})
    for v in variants:
        vt = all_variants.get(v)
        if vt is None:
            continue  # a variant may touch only tiles, only the map, or neither
        check_keys(vt, _VARIANT_KEYS, f"{w} variant {v}")
        for hid in _str_list(vt.get("remove"), f"{w} variant {v} remove"):
            hexes.pop(hid, None)
        for n, entry in enumerate(vt.get("hex", [])):
            for h in _parse_hex_entry(entry, grid, f"{w} variant {v} hex #{n}"):
                hexes[h.id] = h
    hexes = _mirror_borders(hexes, grid)

    traw = read_toml(tpath)
    tw = str(tpath)
    check_keys(traw, {"manifest", "tile", "variant", "notes"}, tw)
    tiles = dict(load_catalog())
    tiles.update(parse_tiles(traw.get("tile", {}), f"{tw}: "))
    manifest = _manifest(traw.get("manifest", {}), tw)
    for v in variants:
        vt = traw.get("variant", {}).get(v)
        if vt:
            check_keys(vt, {"manifest", "note"}, f"{tw} variant {v}")
            for name, count in _manifest(vt.get("manifest", {}), f"{tw} variant {v}").items():
                if count == 0:
                    manifest.pop(name, None)
                else:
                    manifest[name] = count
    for name in manifest:
        if name not in tiles:
            raise DataError(f"{tw}: manifest names tile {name!r}, which is neither in the catalog nor defined here")
    used = {name: tiles[name].settle() for name in manifest}
    for h in hexes.values():
        h.tile.settle()
    return BoardDef(title=title, grid=grid, hexes=hexes, tiles=used, manifest=manifest, variants=variants)


def _manifest(raw: Any, where: str) -> dict[str, int]:
    if not isinstance(raw, dict):
        raise DataError(f"{where}: [manifest] must be a table")
    out = {}
    for name, count in raw.items():
        if count == "unlimited":
            out[str(name)] = UNLIMITED
        elif isinstance(count, int) and count >= 0:
            out[str(name)] = count
        else:
            raise DataError(f"{where}: manifest count for {name!r} must be a whole number or 'unlimited'")
    return out


def new_board(title: str, variants: Iterable[str] = ()) -> Board:
    return Board(load_board(title, tuple(variants)))
