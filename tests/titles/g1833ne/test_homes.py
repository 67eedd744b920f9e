"""Homes and reserved spaces are places on the map (issue #27 item 1): Boston's green tile
numbers its two cities otherwise than the yellow one, and a corporation floating after the
upgrade still puts its home token in its own city, the city its printed one became."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.io.selfplay import check_state
from engine.upgrades import apply_lay, check_lay
from tests.titles.g1833ne.test_worked_example import after_auction, player


def _green_boston(s: Any, rotation: int = 4) -> None:
    """N23 in Boston at the rotation that keeps the dot on the S edge (a look at the rule, not a
    game move): the yellow SW city (B&W's) becomes the green one-slot city, the yellow N city
    (B&L's) the green two-slot one."""
    phase_ii = next(p for p in s.static.info.phases if p.name == "II")
    ctx = replace(s.title.track.lay_context(s, None, connect=False), phase=phase_ii)
    option = check_lay(ctx, "G22", "N23", rotation)
    apply_lay(s.board, option)
    s.title.after_lay(s, "G22")


def _city_with_exit(s: Any, hex_id: str, edge: int) -> int:
    tile, rot = s.board.tile_at(hex_id), s.board.rotation_at(hex_id)
    return next(c for c in tile.cities if edge in tile.stop_edges(c, rot))


def _token_city(s: Any, hex_id: str, sym: str) -> int | None:
    return next((c for c, toks in s.board.tokens_in(hex_id).items() if sym in toks), None)


def test_boston_homes_follow_their_cities_through_the_green_tile() -> None:
    ex = after_auction()
    s = ex.g.live
    _green_boston(s)
    sw = _city_with_exit(s, "G22", 1)  # B&W's printed city: the SW exit
    north = _city_with_exit(s, "G22", 3)  # B&L's: the N exit to Lowell
    assert sw != north
    assert (s.board.tile_at("G22").stops[sw].slots, s.board.tile_at("G22").stops[north].slots) == (1, 2)
    ex.do(player(3, "par", corporation="B&W", share_price="80,0,8"))
    ex.do(player(4, "par", corporation="B&L", share_price="80,0,8"))
    s = ex.g.live
    assert _token_city(s, "G22", "B&W") == sw
    assert _token_city(s, "G22", "B&L") == north
    assert check_state(s) == []


def test_bp_reserved_space_is_in_the_two_slot_city() -> None:
    """B&P's space held in green Boston is a slot of the two-slot city only: B&W's one-slot
    city is full with its home token, the other has B&L's home and B&P's space."""
    ex = after_auction()
    s = ex.g.live
    _green_boston(s)
    north = _city_with_exit(s, "G22", 3)
    assert s.board.home_city("G22", "B&P") == north
    assert s.title.tokens.free_slots(s, "G22", north, "T1") == 0  # B&L's home and B&P's space
    assert s.title.tokens.free_slots(s, "G22", north, "B&P") == 1  # its own space is open to it


def _takeover_game() -> Any:
    from engine.game import Game

    return Game("1833NE", [("1", "J1"), ("2", "J2"), ("3", "J3"), ("4", "J4")], options=("takeover",), seed=1)


def _homes(s: Any, sym: str = "T1") -> dict[tuple[str, int], int]:
    from engine.titles.g1833ne.takeover import home_options

    return {(h, stop): price for h, stop, price in home_options(s, sym)}


def test_takeover_home_beside_a_reserved_city() -> None:
    """Montreal's SE city is free and unreserved: StL&A's home (and reservation) is the NE one."""
    s = _takeover_game().live
    se, ne = s.board.tile_at("B3").cities
    homes = _homes(s)
    assert ("B3", se) in homes
    assert ("B3", ne) not in homes  # StL&A's home, not launched yet


def test_takeover_home_in_a_city_with_another_token() -> None:
    """Green Providence has two spaces: B&P's home token in one leaves the other free."""
    s = _takeover_game().live
    bp = s.corps["B&P"]
    s.board.place_token("F25", 0, "B&P")  # (as if B&P had floated: a look at the rule)
    bp.tokens[0].hex, bp.tokens[0].city = "F25", 0
    bp.floated = True
    s.title.track.release_reservation(s, "B&P", "F25")
    assert ("F25", 0) not in _homes(s)  # yellow Providence: one space, taken
    phase_ii = next(p for p in s.static.info.phases if p.name == "II")
    ctx = replace(s.title.track.lay_context(s, None, connect=False), phase=phase_ii)
    option = next(o for o in (_try(ctx, "F25", "N22", r) for r in range(6)) if o is not None)
    apply_lay(s.board, option)
    (city,) = s.board.tile_at("F25").cities
    assert s.board.tokens_in("F25")[city] == ["B&P"]
    assert _homes(s)[("F25", city)] == 120


def _try(ctx: Any, hex_id: str, tile: str, rotation: int) -> Any:
    from engine.errors import IllegalAction

    try:
        return check_lay(ctx, hex_id, tile, rotation)
    except IllegalAction:
        return None


def test_portland_home_follows_its_city_through_the_green_tile() -> None:
    """Portland's green tile turns the junction into a second city: A&StL's home is the city on
    the printed city's exit (N, edge 3), whatever the new tile's city numbers."""
    ex = after_auction()
    s = ex.g.live
    printed = _city_with_exit(s, "I14", 3)
    phase_ii = next(p for p in s.static.info.phases if p.name == "II")
    ctx = replace(s.title.track.lay_context(s, None, connect=False), phase=phase_ii)
    options = [o for o in (_try(ctx, "I14", "N24", r) for r in range(6)) if o is not None]
    assert options
    option = options[-1]
    apply_lay(s.board, option)
    home = _city_with_exit(s, "I14", 3)
    assert printed == 0 and len(s.board.tile_at("I14").cities) == 2
    ex.do(player(3, "par", corporation="A&StL", share_price="80,0,8"))
    s = ex.g.live
    assert _token_city(s, "I14", "A&StL") == home
    assert check_state(s) == []
