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
    ctx = replace(s.title.track.lay_context(s, None, connect=False), blocked={})
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
    assert not s.title.revenue.can_run_route(s, "corp:B&L")  # a player holds P2
    s.companies["P2"].owner = "corp:B&W"  # (as if B&W had bought it)
    assert s.title.revenue.can_run_route(s, "corp:B&L")


def _b_and_w_running_from_a6() -> Any:
    """B&W owns P4 (A6 its token) and a 2+1, B9 laid: A6 - B7 - B9 - Westport (B11) - A12 is
    track it reaches."""
    from tests.titles.g1833ne.test_exit_tokens import laying
    from tests.titles.g1833ne.test_menu import b_and_w_operating
    from tests.titles.g1833ne.test_worked_example import corp

    ex = laying(b_and_w_operating())
    ex.do(corp("B&W", "buy_company", company="P4", price=60))
    ex.do(corp("B&W", "lay_tile", hex="B9", tile="9-0", rotation=0))
    while ex.g.expected()["step"] != "Buy Trains":
        ex.do(corp("B&W", "pass"))
    ex.do(corp("B&W", "buy_train", train="I-0", price=100, variant="2+1"))
    while not (ex.g.expected()["entity"] == "B&W" and ex.g.expected()["step"] == "Run Routes"):
        exp = ex.g.expected()
        ex.do({"type": "pass", "entity": exp["entity"], "entity_type": exp["entity_type"]})
    return ex


def test_only_p6s_owner_runs_into_a12() -> None:
    """Seed: "Só essa corporação pode ir a A12": B&W without P6 may not end a route there."""
    import pytest

    from engine.play.best_routes import best_routes_in
    from tests.titles.g1833ne.test_worked_example import corp

    ex = _b_and_w_running_from_a6()
    best = best_routes_in(ex.g.live, "B&W")
    assert best.revenue == 30
    assert not any("A12" in chain for r in best.routes for chain in r.connections)
    before = ex.g.snapshot()
    via_a12 = [["A6", "B7", "B9", "B11"], ["B11", "A12"]]
    with pytest.raises(IllegalAction, match="A12"):
        ex.do(corp("B&W", "run_routes", routes=[{"train": "I-0", "connections": via_a12}]))
    assert ex.g.snapshot() == before
