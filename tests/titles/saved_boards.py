"""Boards saved by the network-walk tests (a self-played game's tiles, tokens and paid borders
at the moment a walk was slow), and the fields two walks must agree on."""

from __future__ import annotations

import json
from pathlib import Path

from engine.board import Board, new_board
from engine.graph import Network


def network_fields(net: Network) -> tuple:
    """Everything a walk finds: two walks agree when these are equal."""
    return (net.stops, net.entry_edges, net.track_edges, net.paths, net.token_hexes, net.seen, net.first_entry)


def load_board(path: Path) -> Board:
    """The saved board: the title's map with the saved tiles, tokens and borders left."""
    data = json.loads(path.read_text())
    board = new_board(data["title"], data["variants"])
    for hex_id, st in data["hexes"].items():
        if "tile" in st:
            board.place_tile(hex_id, board.defn.tiles[st["tile"]], st["rotation"], st["tile_id"])
        for city, syms in st.get("tokens", {}).items():
            for sym in syms:
                board.place_token(hex_id, int(city), sym)
        if "borders" in st:  # the borders left (the others paid for)
            left = set(st["borders"])
            board.clear_borders(hex_id, [b.edge for b in board.state[hex_id].borders if b.edge not in left])
    return board
