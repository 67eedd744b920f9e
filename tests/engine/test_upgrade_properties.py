"""Properties of tile-lay validation on the real maps of every title."""

from __future__ import annotations

import subprocess
import sys

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.board import new_board
from engine.title import all_titles, load_title
from engine.titles import rules_for
from engine.upgrades import LayContext, apply_lay, check_lay, lay_options

TITLES = [t.id for t in all_titles()]


def _keeps_old_track(old_tile, old_rot, new_tile, new_rot) -> bool:
    """Independent of upgrades.py: every old path's edges survive on a path of the same kind."""
    new = new_tile.rotated_paths(new_rot)
    for p in old_tile.rotated_paths(old_rot):
        kinds = tuple(sorted(old_tile.stops[s].kind for s in p.stops))
        if not any(
            set(p.edges) == set(q.edges) and kinds == tuple(sorted(new_tile.stops[s].kind for s in q.stops))
            for q in new
        ):
            return False
    return True


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_every_legal_upgrade_keeps_all_old_paths(data):
    title = data.draw(st.sampled_from(TITLES))
    info = load_title(title)
    rules = rules_for(title)
    players = info.players[1]
    board = new_board(title, info.variants(players))
    last_phase = info.phases[-1]
    candidates = sorted(h for h, st_ in board.state.items() if st_.tile.color == "white")
    hex_id = data.draw(st.sampled_from(candidates))
    for _ in range(4):
        c = LayContext(board=board, phase=last_phase, rules=rules)
        opts = lay_options(c, hex_id)
        if not opts:
            break
        o = data.draw(st.sampled_from(opts))
        old, old_rot = board.tile_at(hex_id), board.rotation_at(hex_id)
        new = board.defn.tiles[o.tile]
        if rules.track.upgrade_mode(board.hex(hex_id), old, new) == "paths":
            assert _keeps_old_track(old, old_rot, new, o.rotation), (title, hex_id, o)
        assert check_lay(c, hex_id, o.tile, o.rotation) == o  # the picker and the rules agree
        apply_lay(board, o)


def test_engine_never_imports_qt():
    code = (
        "import importlib, pkgutil, sys, engine\n"
        "for m in pkgutil.walk_packages(engine.__path__, 'engine.'):\n"
        "    importlib.import_module(m.name)\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'PyQt'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_titles_cli_lists_all_four():
    out = subprocess.run([sys.executable, "-m", "engine", "titles"], check=True, capture_output=True, text=True).stdout
    lines = out.strip().splitlines()
    ids = [line.split("\t")[0] for line in lines]
    assert sorted(ids) == sorted(["18MEX", "1893", "18GB", "1833NE"])
    mex = next(line for line in lines if line.startswith("18MEX"))
    assert "3-5 players" in mex and "baja_variant" in mex
    gb = next(line for line in lines if line.startswith("18GB"))
    assert "2-6 players" in gb and "two_player_ew" in gb
