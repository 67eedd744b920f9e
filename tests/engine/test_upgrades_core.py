"""Tile-lay validation on synthetic boards: every rule and its refusal sentence."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import IllegalAction
from engine.upgrades import LayContext, apply_lay, check_lay, lay_options
from tests.engine.boards import PHASES, PlainRules, grid_board, preprinted

CITY = [{"kind": "city", "revenue": 20}]
TOWN = [{"kind": "town", "revenue": 10}]


def ctx(board, phase="2", company=None, **kw):
    return LayContext(board=board, phase=PHASES[phase], rules=kw.pop("rules", PlainRules()), company=company, **kw)


def refused(c, hex_id, tile, rot) -> str:
    with pytest.raises(IllegalAction) as exc:
        check_lay(c, hex_id, tile, rot)
    return str(exc.value)


def test_yellow_track_on_empty_hex_is_free():
    b = grid_board()
    opt = check_lay(ctx(b), "C5", "9", 0)  # 9: straight 0-3
    assert (opt.tile, opt.rotation, opt.cost) == ("9", 0, 0)


def test_terrain_cost_is_charged_once_and_checked_against_cash():
    b = grid_board(special={"C5": {"cost": 60, "terrain": ("mountain",)}})
    assert check_lay(ctx(b), "C5", "9", 0).cost == 60
    assert "costs 60" in refused(ctx(b, cash=40), "C5", "9", 0)
    apply_lay(b, check_lay(ctx(b), "C5", "9", 0))
    # an upgrade of a laid tile pays no terrain again
    green = lay_options(ctx(b, "3"), "C5")
    assert green and all(o.cost == 0 for o in green)


def test_phase_limits_colours():
    b = grid_board()
    apply_lay(b, check_lay(ctx(b), "C5", "9", 0))
    msg = refused(ctx(b, "2"), "C5", "18", 0)
    assert "Phase 2 allows only yellow" in msg


def test_colour_order():
    b = grid_board()
    assert "can only take yellow" in refused(ctx(b, "5"), "C5", "18", 0)
    apply_lay(b, check_lay(ctx(b), "C5", "9", 0))
    assert "can only take green" in refused(ctx(b, "5"), "C5", "9", 3)


def test_fixed_hexes_take_no_tile():
    b = grid_board(special={"C5": {"tile": preprinted("C5", "gray", CITY, ["0-c0"])}})
    assert "gray hex and takes no tile" in refused(ctx(b), "C5", "57", 0)


def test_city_tile_needs_a_city_hex_and_town_counts_match():
    b = grid_board(
        special={"C5": {"tile": preprinted("C5", "white", CITY)}, "E5": {"tile": preprinted("E5", "white", TOWN)}}
    )
    assert "has 1 city; tile 9 has 0 cities" in refused(ctx(b), "C5", "9", 0)
    assert "has 0 towns; tile 3 has 1 town" in refused(ctx(b), "C7", "3", 0)
    assert check_lay(ctx(b), "C5", "57", 0).cost == 0
    assert check_lay(ctx(b), "E5", "3", 0)
    assert "has 1 town; tile 57 has 0 towns" in refused(ctx(b), "E5", "57", 0)


def test_labels_must_match():
    labelled = preprinted("C5", "white", CITY, label="B")
    b = grid_board(special={"C5": {"tile": labelled}})
    assert "labelled B; tile 57 is not a B tile" in refused(ctx(b), "C5", "57", 0)


def test_old_track_must_be_kept():
    b = grid_board()
    apply_lay(b, check_lay(ctx(b), "C5", "9", 0))  # 9: straight from edge 0 to edge 3
    tile = b.defn.tiles["23"]  # green: a straight plus a gentle curve
    keeps = [r for r in range(6) if any(set(p.edges) == {0, 3} for p in tile.rotated_paths(r))]
    assert keeps and len(keeps) < 6
    for r in range(6):
        if r in keeps:
            assert check_lay(ctx(b, "3"), "C5", "23", r).tile == "23"
        else:
            assert "does not keep the existing track" in refused(ctx(b, "3"), "C5", "23", r)


def test_track_off_the_map_and_into_impassable_borders():
    b = grid_board(special={"C5": {"borders": [{"edge": 0, "type": "impassable"}]}})
    assert "off the map" in refused(ctx(b), "A1", "9", 0) or "off the map" in refused(ctx(b), "A1", "9", 1)
    assert "impassable border" in refused(ctx(b), "C5", "9", 0)
    # the mirrored border on the neighbour refuses too
    assert "impassable border" in refused(ctx(b), "C7", "9", 0)


def test_water_border_cost_paid_once_and_removed():
    b = grid_board(special={"C5": {"borders": [{"edge": 0, "type": "water", "cost": 40}]}})
    opt = check_lay(ctx(b), "C5", "9", 0)
    assert opt.cost == 40 and opt.borders_paid == (0,)
    apply_lay(b, opt)
    assert b.border("C5", 0) is None and b.border("C7", 3) is None
    assert check_lay(ctx(b), "C7", "9", 0).cost == 0


def test_supply_runs_out():
    b = grid_board(manifest={"9": 1, "57": 1})
    apply_lay(b, check_lay(ctx(b), "C5", "9", 0))
    assert "No copies of tile 9 are left" in refused(ctx(b), "E5", "9", 0)


def test_blocked_hex():
    b = grid_board()
    assert "blocked by MIR" in refused(ctx(b, blocked={"C5": "MIR"}), "C5", "9", 0)


def test_unknown_tile_and_bad_rotation():
    b = grid_board()
    assert "not used in this game" in refused(ctx(b), "C5", "999", 0)
    assert "Rotation must be 0-5" in refused(ctx(b), "C5", "9", 6)
    assert "not a hex" in refused(ctx(b), "Z99", "9", 0)


def test_connection_to_network():
    b = grid_board(special={"C5": {"tile": preprinted("C5", "white", CITY)}})
    b.place_token("C5", 0, "AAA")
    c = ctx(b, company="AAA")
    # in the token hex itself: fine
    apply_lay(b, check_lay(c, "C5", "57", 0))  # 57: 0-c0-3 -> exits 0 and 3
    # the hex below (edge 0 of C5 leads to C7) is reached through edge 3 of C7
    assert check_lay(c, "C7", "9", 0)
    # a far hex is not
    assert "does not connect to AAA's network" in refused(c, "G9", "9", 0)
    # C7 with track that does not touch edge 3 is refused
    assert "does not connect" in refused(c, "C7", "9", 1)


def test_blocked_city_stops_the_network():
    b = grid_board(
        special={"C5": {"tile": preprinted("C5", "white", CITY)}, "C9": {"tile": preprinted("C9", "white", CITY)}}
    )
    b.place_token("C5", 0, "AAA")
    c = ctx(b, company="AAA")
    apply_lay(b, check_lay(c, "C5", "57", 0))
    apply_lay(b, check_lay(c, "C7", "9", 0))
    apply_lay(b, check_lay(c, "C9", "57", 0))  # reached through edge 3
    # C11 is reachable through C9's city while it is open ...
    assert check_lay(c, "C11", "9", 0)
    b.place_token("C9", 0, "BBB")
    # ... and not once BBB fills its only slot
    assert "does not connect" in refused(ctx(b, company="AAA"), "C11", "9", 0)


def test_restrictive_rule_requires_usable_new_track():
    b2 = grid_board(special={"C5": {"tile": preprinted("C5", "white", CITY)}})
    b2.place_token("C5", 0, "AAA")
    rules = PlainRules("restrictive")
    c = ctx(b2, company="AAA", rules=rules)
    apply_lay(b2, check_lay(c, "C5", "57", 0))
    # in C7, a straight 0-3 continues AAA's track: usable
    assert check_lay(c, "C7", "9", 0)
    apply_lay(b2, check_lay(c, "C7", "9", 0))
    # 19 at rotation 0 keeps 0-3 and adds 2-4, which does not touch AAA's track
    c3 = ctx(b2, "3", company="AAA", rules=rules)
    assert "adds no track AAA can use" in refused(c3, "C7", "19", 0)
    assert check_lay(ctx(b2, "3", company="AAA"), "C7", "19", 0)  # permissive: fine
    # 23 at rotation 0 adds 0-4, which meets AAA's track only at edge 0, where no train
    # can turn: unusable; at rotation 3 it adds 3-1, which leaves AAA's entry edge: usable
    assert "adds no track AAA can use" in refused(c3, "C7", "23", 0)
    assert check_lay(c3, "C7", "23", 3)
    # semi-restrictive: a lay changing a city's value is allowed without new usable track
    semi = ctx(b2, "3", company="AAA", rules=PlainRules("semi_restrictive"))
    assert "changes no city's value" in refused(semi, "C7", "19", 0)


def test_tokens_follow_the_city_on_upgrade():
    b = grid_board(special={"C5": {"tile": preprinted("C5", "white", CITY)}})
    b.place_token("C5", 0, "AAA")
    c = ctx(b, company="AAA")
    apply_lay(b, check_lay(c, "C5", "57", 0))
    green = [o for o in lay_options(ctx(b, "3", company="AAA"), "C5")]
    assert green, "a green city upgrade must exist for a plain 57"
    apply_lay(b, green[0])
    assert b.has_token("C5", "AAA")


def test_lay_options_agree_with_check_lay():
    b = grid_board(special={"C5": {"tile": preprinted("C5", "white", CITY)}})
    b.place_token("C5", 0, "AAA")
    c = ctx(b, company="AAA")
    opts = lay_options(c, "C5")
    names = {o.tile for o in opts}
    assert names and all(b.defn.tiles[n].color == "yellow" for n in names)
    for o in opts:
        assert check_lay(c, "C5", o.tile, o.rotation) == o
    for name in b.defn.tiles:
        for rot in range(6):
            try:
                check_lay(c, "C5", name, rot)
            except IllegalAction:
                continue
            assert any(o.tile == name for o in opts)


# --------------------------------------------------------------------------------------
# Property: every legal upgrade keeps all the old track (checked independently here).


def _edge_sets(paths):
    out = []
    for p in paths:
        out.append((frozenset(p.edges), len(p.stops)))
    return out


def _keeps(old_tile, old_rot, new_tile, new_rot) -> bool:
    old = old_tile.rotated_paths(old_rot)
    new = new_tile.rotated_paths(new_rot)
    new_exits = {e for p in new for e in p.edges}
    for p in old:
        if not set(p.edges) <= new_exits:
            return False
        if not p.stops:  # plain track edge-edge must survive as is
            if not any(set(q.edges) == set(p.edges) and not q.stops for q in new):
                return False
        else:
            for e in p.edges:
                kind = old_tile.stops[p.stops[0]].kind
                if not any(e in q.edges and q.stops and new_tile.stops[q.stops[0]].kind == kind for q in new):
                    return False
    return True


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_every_legal_upgrade_keeps_old_paths(data):
    b = grid_board()
    phase = data.draw(st.sampled_from(["2", "3", "5", "8"]))
    yellow = sorted(n for n, t in b.defn.tiles.items() if t.color == "yellow" and not t.cities and not t.towns)
    first = data.draw(st.sampled_from(yellow))
    rot = data.draw(st.integers(0, 5))
    apply_lay(b, check_lay(ctx(b), "C5", first, rot))
    # walk up the colours as far as the phase allows, choosing random legal options
    for _ in range(3):
        opts = lay_options(ctx(b, phase), "C5")
        if not opts:
            break
        o = data.draw(st.sampled_from(opts))
        old_tile, old_rot = b.tile_at("C5"), b.rotation_at("C5")
        assert _keeps(old_tile, old_rot, b.defn.tiles[o.tile], o.rotation)
        apply_lay(b, o)
