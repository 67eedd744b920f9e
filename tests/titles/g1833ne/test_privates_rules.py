"""P2's hold on B&L and P6's on A12, as the seeds give them (issue #27 items 4 and 5): B&L's
bans (no track in phase I, no run while Boston is yellow) last only until a corporation buys
P2; only P6's owner may run into A12."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.errors import IllegalAction
from engine.upgrades import apply_lay, check_lay
from tests.titles.g1833ne.test_worked_example import after_auction, player


def _lay_any(s: Any, hex_id: str, tiles: tuple[str, ...], need_edge: int) -> None:
    """A yellow tile in ``hex_id`` with an exit at ``need_edge`` (a look at the rule, not a move)."""
    ctx = replace(s.title.lay_context(s, None, connect=False), blocked={})
    for name in tiles:
        for rot in range(6):
            try:
                option = check_lay(ctx, hex_id, name, rot)
            except IllegalAction:
                continue
            if need_edge in s.board.defn.tiles[name].exits_at(rot):
                apply_lay(s.board, option)
                return
    raise AssertionError(f"no tile fits {hex_id}")


def test_bl_runs_once_a_corporation_owns_p2_though_boston_is_yellow() -> None:
    ex = after_auction()
    ex.do(player(3, "par", corporation="B&L", share_price="80,0,8"))
    s = ex.g.live
    _lay_any(s, "G20", ("5", "6", "57"), 0)  # Lowell, joined to Boston's N city
    assert s.board.tile_at("G22").color == "yellow"
    assert not s.title.can_run_route(s, "corp:B&L")  # a player holds P2
    s.companies["P2"].owner = "corp:B&W"  # (as if B&W had bought it)
    assert s.title.can_run_route(s, "corp:B&L")
