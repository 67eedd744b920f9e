"""18MEX tile lays against the published map: legal lays with their cost, illegal ones with
their reason.  Covers every 18MEX special tile (470, 479-486 MC/P, 480) and label (MC, P, L,
G, M, T, CC)."""

from __future__ import annotations

import pytest

from engine.board import new_board
from engine.errors import IllegalAction
from engine.upgrades import LayContext, apply_lay, check_lay, lay_options
from tests.titles.lay_helpers import lay_context, refused

TITLE = "18MEX"


def ctx(board, phase="2", company=None, **kw) -> LayContext:
    return lay_context(TITLE, board, phase, company, **kw)


def legal(c, hex_id, tile, rot=None):
    rots = [rot] if rot is not None else range(6)
    for r in rots:
        try:
            return check_lay(c, hex_id, tile, r)
        except IllegalAction:
            continue
    raise AssertionError(f"no legal rotation of {tile} in {hex_id}")


@pytest.fixture
def board():
    return new_board(TITLE)


def test_city_on_mountain_costs_60(board):
    assert legal(ctx(board), "D3", "57").cost == 60  # Hermosillo


def test_plain_track_refused_on_a_city_hex(board):
    assert "has 1 city; tile 9 has 0 cities" in refused(ctx(board), "D3", "9", 0)


def test_water_hex_costs_20_and_mountain_120(board):
    assert legal(ctx(board), "G10", "57").cost == 20  # Nuevo Laredo
    assert legal(ctx(board), "B5", "9").cost == 120


def test_cash_limits_the_lay(board):
    assert "costs 120" in refused(ctx(board, cash=100), "B5", "9", 1)


def test_green_not_before_phase_3(board):
    assert "Phase 2 allows only yellow" in refused(ctx(board), "E6", "14", 0)
    assert legal(ctx(board, "3"), "E6", "15")  # Chihuahua's preprinted yellow upgrades in phase 3


def test_fixed_hexes(board):
    assert "gray hex and takes no tile" in refused(ctx(board), "B3", "57", 0)
    assert "red hex and takes no tile" in refused(ctx(board), "A6", "57", 0)


def test_los_mochis_takes_only_the_L_tile_in_green(board):
    # on the coast only edges 3, 4, 5 lead anywhere: a straight city cannot fit
    assert "off the map" in refused(ctx(board), "I4", "57", 0)
    apply_lay(board, legal(ctx(board), "I4", "6"))
    assert "labelled L; tile 14 is not a L tile" in refused(ctx(board, "3"), "I4", "14", 0)
    apply_lay(board, legal(ctx(board, "3"), "I4", "475"))
    assert "labelled L" in refused(ctx(board, "5"), "I4", "63", 0)
    assert legal(ctx(board, "5"), "I4", "481")


def test_guadalajara_green_is_plain_then_brown_must_be_G(board):
    apply_lay(board, legal(ctx(board), "O8", "57"))
    # the future label applies to brown only: a plain green city is fine
    assert legal(ctx(board, "3"), "O8", "14")
    apply_lay(board, legal(ctx(board, "3"), "O8", "14"))
    assert "labelled G; tile 63 is not a G tile" in refused(ctx(board, "5"), "O8", "63", 0)
    apply_lay(board, legal(ctx(board, "5"), "O8", "480"))
    # 480's own future label lets the unlabelled gray 455 replace it
    assert legal(ctx(board, "4D"), "O8", "455")


def test_the_G_tile_fits_nowhere_else(board):
    apply_lay(board, legal(ctx(board), "D3", "57"))
    apply_lay(board, legal(ctx(board, "3"), "D3", "14"))
    assert "Tile 480 is labelled G and fits only G hexes" in refused(ctx(board, "5"), "D3", "480", 0)


def test_mexico_city_green_lays_puebla_too(board):
    assert "labelled MC; tile 14 is not a MC tile" in refused(ctx(board, "3"), "O10", "14", 0)
    opt = check_lay(ctx(board, "3"), "O10", "479MC", 0)
    assert [c.tile for c in opt.companions] == ["479P"]
    # Puebla's $60 mountain is paid by the companion lay
    assert (opt.cost, opt.total_cost) == (0, 60)
    apply_lay(board, opt)
    assert board.tile_at("O10").name == "479MC" and board.tile_at("P11").name == "479P"
    assert board.remaining("479MC") == 0 and board.remaining("479P") == 0


def test_puebla_lay_brings_mexico_city(board):
    opt = check_lay(ctx(board, "3"), "P11", "479P", 0)
    assert [c.tile for c in opt.companions] == ["479MC"] and opt.total_cost == 60


def test_mexico_city_brown_pays_479P_terrain(board):
    apply_lay(board, check_lay(ctx(board, "3"), "O10", "479MC", 0))
    opt = check_lay(ctx(board, "5"), "O10", "485MC", 0)
    assert opt.total_cost == 40
    apply_lay(board, opt)
    assert board.tile_at("P11").name == "485P"
    # the 4-slot alternative is a separate tile, still in the supply
    assert board.remaining("486MC") == 1


def test_mexico_city_tile_refused_elsewhere(board):
    apply_lay(board, legal(ctx(board), "D3", "57"))
    assert "Tile 479MC is labelled MC" in refused(ctx(board, "3"), "D3", "479MC", 0)


def test_copper_canyon_only_through_the_private(board):
    assert "Tile 470 is labelled CC" in refused(ctx(board), "F5", "470", 0)
    opt = check_lay(ctx(board, special=True, discount=60), "F5", "470", 0)
    assert opt.cost == 60  # $120 mountain less KCMO's $60
    apply_lay(board, opt)
    assert "No copies of tile 470 are left" in refused(ctx(board, special=True), "F7", "470", 0)


def test_mazatlan_and_tampico_labels(board):
    # K6 (M) and M12 (T): a city and a town, upgraded only by their own labelled tiles
    assert "labelled M" in refused(ctx(board), "K6", "57", 0)
    for hex_id in ("K6", "M12"):
        opts = lay_options(ctx(board), hex_id)
        assert opts, f"{hex_id} needs a yellow tile"
        label = board.hex(hex_id).tile.label
        assert all(board.defn.tiles[o.tile].label == label for o in opts)


def test_town_hex_takes_town_tiles(board):
    assert legal(ctx(board), "J5", "3")  # Culiacán
    assert "has 1 town; tile 57 has 0 towns" in refused(ctx(board), "J5", "57", 0)
    assert "has 0 towns; tile 3 has 1 town" in refused(ctx(board), "C6", "3", 0)


def test_preprinted_track_kept_and_its_cost_paid(board):
    # R13: preprinted yellow 1-4 on a $60 mountain, paid on the upgrade
    opts = lay_options(ctx(board, "3"), "R13")
    assert opts and all(o.cost == 60 for o in opts)
    for o in opts:
        paths = board.defn.tiles[o.tile].rotated_paths(o.rotation)
        assert any(set(p.edges) == {1, 4} for p in paths)


def test_impassable_border_at_mexico_city(board):
    # N11 borders O10 and P11 on impassable sides (edges 0 and 1 of N11)
    reasons = [refused(ctx(board), "N11", "7", r) for r in (0, 5)]
    assert all("impassable border" in r for r in reasons)


def test_connection_from_chihuahua(board):
    board.place_token("E6", 0, "CHI")
    c = ctx(board, company="CHI")
    # E6's preprinted exits are 0, 1, 3: the hexes across them are reachable
    reach = {board.neighbour("E6", e) for e in (0, 1, 3)} - {None}
    assert reach
    for hex_id in reach:
        assert lay_options(c, hex_id), hex_id
    assert "does not connect to CHI's network" in refused(c, "J11", "9", 0)


def test_baja_variant_board():
    b = new_board(TITLE, ["baja_variant"])
    assert "gray hex" in refused(ctx(b), "H3", "57", 0)


def test_picker_matches_check_for_a_whole_hex(board):
    c = ctx(board, "3")
    opts = {(o.tile, o.rotation) for o in lay_options(c, "E6")}
    for name in board.defn.tiles:
        for r in board.defn.tiles[name].distinct_rotations():
            try:
                check_lay(c, "E6", name, r)
                assert (name, r) in opts
            except IllegalAction:
                assert (name, r) not in opts


def test_the_first_entry_shortcut_agrees_with_the_walk():
    """``graph.takes_at`` answers "the new tile's track is used" without walking when the walk
    would take a new path the moment it first enters the hex (``Network.first_entry``).  Over the lays a random
    game's companies try, every such answer is the full walk's with the tile in place."""
    import random

    from engine.game import Game
    from engine.graph import _walk, network, takes_at
    from engine.play.candidates import legal_actions
    from engine.upgrades import _new_paths

    game = Game(TITLE, [(1, "a"), (2, "b"), (3, "c"), (4, "d")], seed=5)
    rng = random.Random(5)
    answered = 0
    for _ in range(700):
        if game.finished:
            break
        s = game.live
        exp = game.expected()
        if "lay_tile" in exp["types"] and exp["entity_type"] == "corporation":  # the company about to lay
            c = s.title.track.lay_context(s, f"corp:{exp['entity']}")
            net = network(s.board, exp["entity"])
            for h in sorted(s.board.state):
                if not net.reaches_hex(h) or h in net.token_hexes:
                    continue
                old = s.board.tile_at(h)
                old_paths = old.rotated_paths(s.board.rotation_at(h))
                for opt in lay_options(c, h):
                    tile = s.board.defn.tiles[opt.tile]
                    paths = tile.rotated_paths(opt.rotation)
                    new = _new_paths(c, h, tile, paths, old_paths)
                    first = net.first_entry.get(h)
                    if not new or first is None or not takes_at(first, h, paths, new):
                        continue
                    trial = s.board.copy()
                    trial.place_tile(h, tile, opt.rotation, None, dict(opt.city_map))
                    assert new & _walk(trial, exp["entity"]).paths, (h, opt)
                    answered += 1
        acts = legal_actions(game, rng, 1)
        game.process(acts[0])
    assert answered > 100  # (the shortcut answered often: the comparison says something)
