"""Small synthetic boards for engine tests (no title data needed)."""

from __future__ import annotations

import dataclasses

from engine.board import Board, BoardDef, Border, HexDef, load_catalog
from engine.hexgrid import Grid
from engine.tiles import TileDef, parse_paths, parse_stops
from engine.title import Phase
from engine.titles.base import Title, TitleInfo

PHASES = {
    "2": Phase("2", ("yellow",), "yellow"),
    "3": Phase("3", ("yellow", "green"), "green"),
    "5": Phase("5", ("yellow", "green", "brown"), "brown"),
    "8": Phase("8", ("yellow", "green", "brown", "gray"), "gray"),
}


def preprinted(hex_id: str, color: str = "white", stops=None, paths=None, label: str = "") -> TileDef:
    st = parse_stops(stops or [], hex_id)
    return TileDef(hex_id, color, st, parse_paths(paths or [], st, hex_id), label)


def grid_board(
    cols: int = 7,
    rows: int = 7,
    special: dict[str, dict] | None = None,
    manifest: dict[str, int] | None = None,
    extra_tiles: dict[str, TileDef] | None = None,
) -> Board:
    """A flat-layout block of hexes A1.. with optional per-hex overrides."""
    grid = Grid.make("flat")
    special = special or {}
    hexes = {}
    for x in range(cols):
        for y in range(rows * 2):
            if (x + y) % 2:
                continue
            hid = grid.hex_id(x, y)
            spec = dict(special.get(hid, {}))
            tile = spec.pop("tile", None) or preprinted(hid)
            if spec.get("cost"):  # as the loader does: the preprinted tile carries the terrain cost
                tile = dataclasses.replace(tile, cost=spec["cost"], terrain=tuple(spec.get("terrain", ())))
            borders = tuple(Border(**b) for b in spec.pop("borders", []))
            hexes[hid] = HexDef(id=hid, tile=tile, borders=borders, **spec)
    catalog = dict(load_catalog())
    catalog.update(extra_tiles or {})
    manifest = manifest or {name: 2 for name in catalog}
    from engine.board import _mirror_borders

    defn = BoardDef("TEST", grid, _mirror_borders(hexes, grid), {n: catalog[n] for n in manifest}, manifest)
    return Board(defn)


class PlainRules(Title):
    def __init__(self, restriction: str = "permissive") -> None:
        super().__init__(TitleInfo("TEST", "Test", (2, 6), "base", (), (), tuple(PHASES.values()), ()))
        self.track.track_restriction = restriction
