"""18GB in the app's panels beyond what the recorded game and the worked example click through:
the map marks only the scenario's corporations' homes (in a board preview: every candidate of
its draw; in a game: the corporations drawn), and a corporation in receivership and insolvent
says so in the Companies dock, the strip above the map and the routes panel, which names who
enters its routes and the bank train it leases (18gb-2p-ew.json, LNWR in OR 7.1)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from engine.io.document import load
from engine.io.log import game_actions
from tests.desktop.conftest import FIXTURES, need, wait_loaded

GB = FIXTURES / "18GB"
#: homes printed on the 18GB map by corporation
HOMES = {"SWR": "A20", "LSWR": "D25", "GER": "J25", "GSWR": "F5", "GWR": "D23", "MSLR": "H17"}
HOMES |= {"NER": "J13", "LYR": "H15", "MR": "H19", "LNWR": "F21", "CR": "G4", "NBR": "I6"}


def _marked(scene) -> set[str]:
    return {c for h in HOMES.values() if h in scene.board.state for c in scene.marked_homes(h)}


def test_a_board_preview_marks_the_scenarios_homes_only(make_window) -> None:
    w = make_window()
    w.show_board("18GB", players=3)
    # scenario 3: no SWR, LSWR or GER; GSWR, GWR and MSLR are the candidates of the seeded draw
    assert _marked(w.scene) == {"CR", "NBR", "NER", "LYR", "MR", "LNWR", "GSWR", "GWR", "MSLR"}
    w.show_board("18GB", ("two_player_ew",), players=2)
    # the east-west 2-player board: no NER, LYR or MSLR (their homes are off this map or unused)
    assert {"NER", "LYR", "MSLR"}.isdisjoint(_marked(w.scene))
    assert {"SWR", "LSWR", "GER", "GWR", "MR", "LNWR"} <= _marked(w.scene)
    w.show_board("18MEX", players=4)  # a title without scenarios marks every printed home
    assert w.scene.homes is None


def test_a_game_marks_the_drawn_corporations_only(make_window, qtbot) -> None:
    from desktop.history import History

    h, report = History.load(load(need(GB / "18gb-3p.json")), upto=1)
    assert report.error is None
    w = make_window()
    w.controller.set_history(h, None, "18gb-3p")
    wait_loaded(qtbot, w)
    state = h.state
    drawn = set(state.corps)
    assert "GSWR" in drawn and not {"GWR", "MSLR", "SWR", "LSWR", "GER"} & drawn  # seed 2's draw
    assert w.scene.homes is not None and {"GWR", "MSLR", "SWR", "LSWR", "GER"}.isdisjoint(w.scene.homes)
    assert "GN" in w.scene.homes and "GN" in w.scene.marked_homes("I14")  # York's reservation
    assert w.scene.marked_homes("D23") == () and w.scene.marked_homes("H17") == ()


def _before_leased_run() -> int:
    """How many actions of 18gb-2p-ew.json come before LNWR's run with a leased train."""
    from engine.game import Game

    doc = load(need(GB / "18gb-2p-ew.json"))
    data = doc.data
    game = Game(
        "18GB",
        [(p["id"], p["name"]) for p in data["players"]],
        options=data["settings"]["optional_rules"],
        seed=data["settings"]["seed"],
        compat="18xx.games",
    )
    for n, (_source, action) in enumerate(game_actions(doc.actions)):
        s = game.state
        if action["type"] == "run_routes" and action["entity"] == "LNWR" and s.title.insolvent(s, "corp:LNWR"):
            return n
        game.process(action)
    raise AssertionError("no leased run in the recording")


def test_receivership_and_insolvency_are_shown_where_the_company_runs(make_window, qtbot) -> None:
    from desktop.history import History

    n = _before_leased_run()
    h, report = History.load(load(need(GB / "18gb-2p-ew.json")), upto=n)
    assert report.error is None and report.processed == n
    w = make_window()
    w.controller.set_history(h, None, "18gb-2p-ew")
    wait_loaded(qtbot, w)
    qtbot.waitUntil(lambda: w.routes_panel.optimum is not None and not w.routes_panel.computing, timeout=30000)
    state = h.state
    lease = state.min_depot_train()
    assert state.in_receivership("corp:LNWR") and not state.corps["LNWR"].trains
    # the routes panel: who enters the routes, the leased train in the list
    who = w.routes_panel.who.text()
    assert "LNWR is in receivership" in who and "any player enters its routes" in who
    assert f"it runs the bank's {lease.name}, leased for this run" in who
    assert [t.id for t in w.routes_panel.trains] == [lease.id]
    # the Companies dock and the strip above the map
    m = w.panels["companies"].corps
    cols = [m.headerData(c, Qt.Orientation.Horizontal) for c in range(m.columnCount())]
    row = next(r for r in range(m.rowCount()) if m.index(r, 0).data() == "LNWR")
    status = m.index(row, cols.index("Status")).data()
    assert status == f"floated, {100 // state.share_percent('LNWR')} shares, insolvent, in receivership"
    assert "LNWR <i>(insolvent, in receivership)</i>" in w.glance.text()
