"""Every tile in every title's manifest can actually be laid somewhere on its map.

A tile no hex can ever take is a data error (wrong label, wrong exits, wrong stop count) that
no single-lay test would notice.  For each kind of starting hex we follow upgrade chains with
the last phase's colours and record every tile that turns up as a legal lay."""

from __future__ import annotations

import pytest

from engine.board import load_board, new_board
from engine.title import all_titles
from engine.titles import rules_for
from engine.upgrades import LayContext, apply_lay, lay_options

FRONTIER = 12  # boards followed per hex and depth
# Tiles no ordinary lay can place on this map: 18MEX's 470 comes only with KCMO's ability; the
# L tiles have no hex once Baja replaces Los Mochis; a 2-player 18GB map lacks one estuary.
UNLAYABLE = {"18MEX": {"470"}}
UNLAYABLE_IN = {
    ("18MEX", ("baja_variant",)): {"475", "481"},
    ("18GB", ("2NS",)): {"G33"},
    ("18GB", ("two_player_ew",)): {"G32"},
}


def _open(board, rules, hex_id, e) -> bool:
    """May track leave ``hex_id`` by edge ``e``?  Not off the map, through an impassable border,
    or into a printed hex of an impassable colour whose own track does not point back."""
    n = board.neighbour(hex_id, e)
    if not n or (board.border(hex_id, e) and board.border(hex_id, e).type == "impassable"):
        return False
    printed = board.hex(n).tile
    return printed.color not in rules.track.impassable_colors or any(
        (e + 3) % 6 in p.edges for p in printed.rotated_paths(0)
    )


def _signature(board, rules, hex_id):
    """Hexes alike in everything a lay checks: tile, label, stops, and which sides are open."""
    t = board.tile_at(hex_id)
    open_sides = tuple(e for e in range(6) if _open(board, rules, hex_id, e))
    return (
        t.color,
        t.label,
        tuple(s.kind for s in t.stops),
        t.future_label,
        open_sides,
        tuple(board.hex(hex_id).terrain),
    )


def _reachable_tiles(title: str, variants: tuple[str, ...]) -> set[str]:
    info = next(t for t in all_titles() if t.id == title)
    rules = rules_for(title)
    start = new_board(title, variants)
    phase = info.phases[-1]
    seen_tiles: set[str] = set()
    # one representative of each kind of hex, plus every hex with printed track (whose
    # exits make each one different)
    reps: dict[tuple, str] = {}
    for hex_id in sorted(start.state):
        sig = _signature(start, rules, hex_id)
        if start.tile_at(hex_id).paths:
            sig = sig + (hex_id,)
        reps.setdefault(sig, hex_id)
    for hex_id in reps.values():
        frontier = [start]
        for _depth in range(4):
            fresh, again = [], []
            for board in frontier:
                for o in lay_options(LayContext(board=board, phase=phase, rules=rules), hex_id):
                    (again if o.tile in seen_tiles else fresh).append((board, o))
                    seen_tiles.add(o.tile)
            nxt = []
            for board, o in (fresh + again)[:FRONTIER]:  # new tiles first, then other rotations
                b2 = board.copy()
                apply_lay(b2, o)
                nxt.append(b2)
            frontier = nxt
            if not frontier:
                break
    return seen_tiles


def _cases() -> list[tuple[str, tuple[str, ...]]]:
    """Each scenario, and each optional rule that changes the map or the tiles."""
    out = []
    for t in all_titles():
        scenario_rules = {v for sc in t.scenarios for v in sc.variants}
        base = load_board(t.id, t.variants(t.players[1]))
        for sc in t.scenarios or [None]:
            players = sc.players[1] if sc else t.players[1]
            out.append((t.id, t.variants(players, scenario=sc.id if sc else None)))
        for o in t.optional_rules:
            if o.id in scenario_rules:
                continue
            variants = t.variants(t.players[1], (o.id,))
            other = load_board(t.id, variants)
            if other.manifest != base.manifest or other.hexes != base.hexes:
                out.append((t.id, variants))
    return list(dict.fromkeys(out))


CASES = _cases()


@pytest.mark.parametrize("title,variants", CASES, ids=[f"{t}-{'+'.join(v) or 'base'}" for t, v in CASES])
def test_every_manifest_tile_can_be_laid(title, variants):
    board = new_board(title, variants)
    reachable = _reachable_tiles(title, variants)
    missing = (
        set(board.defn.manifest) - reachable - UNLAYABLE.get(title, set()) - UNLAYABLE_IN.get((title, variants), set())
    )
    assert not missing, f"{title} {variants}: no hex ever takes {sorted(missing)}"
