"""P4 and P6 (facts §1): the corporation owning P4 may use exit A6 "as if it held a token
there, for laying track and running routes" (P6: A12).  From A6 the printed track of B7 leads
south to B9 and on to Westport (B11), and south-east to St. Albans (C8); none of it touches
B&W's Boston network."""

from __future__ import annotations

import pytest

from engine.errors import IllegalAction
from engine.play.best_routes import best_routes_in
from engine.play.lay import tile_choices
from engine.upgrades import check_lay
from tests.titles.g1833ne.test_menu import b_and_w_operating
from tests.titles.g1833ne.test_worked_example import Example, corp


def laying(ex: Example) -> Example:
    ex.do(corp("B&W", "pass"))  # no issue
    assert ex.g.expected()["step"] == "Lay Track"
    return ex


def test_a_lay_reached_only_from_a6_needs_p4() -> None:
    ex = laying(b_and_w_operating())
    with pytest.raises(IllegalAction, match="does not connect to B&W's network in B9"):
        ex.do(corp("B&W", "lay_tile", hex="B9", tile="9-0", rotation=0))
    assert not any(c.actor == "corp:B&W" for c in tile_choices(ex.s, "B9"))  # nor offered on the map
    ex.do(corp("B&W", "buy_company", company="P4", price=60))
    s = ex.s
    assert any(c.actor == "corp:B&W" for c in tile_choices(s, "B9"))  # the map offers it now
    # another corporation is still refused there, with the reason
    with pytest.raises(IllegalAction, match="does not connect to HR's network in B9"):
        check_lay(s.title.track.lay_context(s, "corp:HR"), "B9", "9", 0)
    ex.do(corp("B&W", "lay_tile", hex="B9", tile="9-0", rotation=0))
    assert ex.s.board.tile_at("B9").name == "9" and ex.s.cash("corp:B&W") == 160 + 80 - 60 - 20
    # St. Albans (C8), south-east of B7, is in reach from A6 too
    assert check_lay(ex.s.title.track.lay_context(ex.s, "corp:B&W"), "C8", "57", 2).cost == 20


def test_p6_opens_a12_for_laying_track() -> None:
    """A12's track leads north-east into Westport, whose printed track goes on north to B9."""
    ex = laying(b_and_w_operating())
    ex.do(corp("B&W", "buy_company", company="P6", price=80))
    s = ex.s
    assert s.title.track.lay_extra_tokens(s, "B&W") == (("A12", 0),)
    ex.do(corp("B&W", "lay_tile", hex="B9", tile="9-0", rotation=0))
    assert ex.s.board.tile_at("B9").name == "9"


def test_a_route_runs_from_a6() -> None:
    """With B9 laid, A6 (10 in phase I) - B7 - B9 - Westport (20): a 2-train earns 30 for B&W,
    whose own token in Boston is nowhere near."""
    ex = laying(b_and_w_operating())
    ex.do(corp("B&W", "buy_company", company="P4", price=60))
    ex.do(corp("B&W", "lay_tile", hex="B9", tile="9-0", rotation=0))
    while ex.g.expected()["step"] != "Buy Trains":
        ex.do(corp("B&W", "pass"))
    ex.do(corp("B&W", "buy_train", train="I-0", price=75, variant="2"))
    while not (ex.g.expected()["entity"] == "B&W" and ex.g.expected()["step"] == "Run Routes"):
        exp = ex.g.expected()
        ex.do({"type": "pass", "entity": exp["entity"], "entity_type": exp["entity_type"]})
    assert ex.g.live.round.round_num == 2
    best = best_routes_in(ex.g.live, "B&W")
    assert best.revenue == 30
    (route,) = best.routes
    assert route.connections[0][0] == "A6" and route.connections[0][-1] == "B11"
    cash = ex.s.cash("corp:B&W")
    ex.do(
        corp(
            "B&W",
            "run_routes",
            routes=[{"train": "I-0", "connections": [list(c) for c in route.connections]}],
        )
    )
    ex.do(corp("B&W", "dividend", kind="withhold"))
    assert ex.s.cash("corp:B&W") == cash + 30


def test_a_corporation_without_the_private_has_no_exit_token() -> None:
    ex = laying(b_and_w_operating())
    s = ex.s
    assert s.companies["P4"].owner == "player:4"  # a player's P4 opens nothing
    assert s.title.track.lay_extra_tokens(s, "B&W") == ()
    assert s.title.track.lay_extra_tokens(s, "HR") == ()


def test_the_shared_sherbrooke_marker_is_a_station_of_a_and_stl_for_laying_track() -> None:
    """Assumption sherbrooke: the marker the yellow tile in Sherbrooke brings is StL&A's token on
    the board and a station of A&StL too, so A&StL (home Portland, far east) lays from it."""
    from engine.entities import BANK
    from engine.upgrades import apply_lay

    s = laying(b_and_w_operating()).s
    rules = s.title
    apply_lay(s.board, check_lay(rules.track.lay_context(s, None, connect=False), "F5", "N11", 0))
    rules.after_lay(s, "F5")  # as a lay there does: the shared marker goes in
    assert s.board.has_token("F5", "StL&A")
    assert rules.track.lay_extra_tokens(s, "A&StL") == (("F5", 0),)
    for sym in ("A&StL", "HR"):
        s.spend(BANK, f"corp:{sym}", 100)
    # F7, south of Sherbrooke: N11 at rotation 0 leaves Sherbrooke by its south side
    assert check_lay(rules.track.lay_context(s, "corp:A&StL"), "F7", "9", 0).cost == 40
    with pytest.raises(IllegalAction, match="does not connect to HR's network in F7"):
        check_lay(rules.track.lay_context(s, "corp:HR"), "F7", "9", 0)
