"""18MEX's "city permissive" track restriction and the tile-lay allowance of a turn."""

from __future__ import annotations

import pytest

from engine.errors import IllegalAction
from engine.game import Game
from engine.upgrades import LayContext, apply_lay, check_lay


def board_with_mc_at_torreon():
    g = Game("18MEX", [(1, "a"), (2, "b"), (3, "c")])
    s = g.state
    s.phase_index = 1  # phase 3: green allowed
    s.board.place_token("I8", s.board.tile_at("I8").cities[0], "MC")
    ctx = LayContext(board=s.board, phase=s.phase, rules=s.static.rules, company="MC")
    apply_lay(s.board, check_lay(ctx, "I8", "57", 2))  # I8 exits 2 and 5 (J9)
    apply_lay(s.board, check_lay(ctx, "J9", "9", 2))  # straight from I8 on through J9
    return s, LayContext(board=s.board, phase=s.phase, rules=s.static.rules, company="MC")


def test_upgrade_adding_only_unreachable_track_is_refused() -> None:
    s, ctx = board_with_mc_at_torreon()
    with pytest.raises(IllegalAction, match="adds no track MC can use and is not a city tile"):
        check_lay(ctx, "J9", "18", 2)  # keeps 2-5, adds 3-4 which MC cannot reach


def test_upgrade_adding_reachable_track_is_fine() -> None:
    s, ctx = board_with_mc_at_torreon()
    opt = check_lay(ctx, "J9", "26", 2)  # 26: 0-3 & 0-5 -> at rotation 2 adds 2-1, reachable from I8
    assert opt.tile == "26"


def test_city_tiles_need_no_new_track() -> None:
    s, ctx = board_with_mc_at_torreon()
    opt = check_lay(ctx, "I8", "15", 2)
    assert opt.tile == "15"
