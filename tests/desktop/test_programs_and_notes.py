"""Issue #29 items 11 and 15 through the window: programmed passes (18xx.games' auto-pass),
made by the engine's decision and cancelled by any change of the situation; a free-text note
saved in our file and not in the fields 18xx.games reads."""

import json

from PySide6.QtCore import Qt

from engine import views
from engine.play import programs as prog
from tests.desktop.conftest import wait_loaded


def _act(w, source):
    """Play a recorded action again (its own id dropped: the history numbers it)."""
    assert w.controller.submit({k: v for k, v in source.items() if k != "id"}), w.last_refusal


def test_programmed_stock_pass_is_made_then_cancelled_by_a_purchase(make_window, qtbot, mex, tmp_path):
    w = make_window()
    w.controller.set_history(mex.copy(30), None, "test", dirty=True)  # SR 1, Player 5 to act
    recorded = mex.history.actions
    w.show_programs()
    box = w.programs_dialog.boxes[("109", prog.SHARE_PASS)]  # Player 3
    assert box.isEnabled() and not w.programs_dialog.boxes[("109", prog.AUCTION_PASS)].isEnabled()
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert box.isChecked()
    _act(w, recorded[30])  # Player 5 passes
    _act(w, recorded[31])  # Player 1 passes; Player 3's programmed pass follows at once
    h = w.controller.history
    assert len(h) == 33 and h.entries[-1].actor == "Player 3" and h.entries[-1].type == "pass"
    assert views.turn(h.state).entity == "Player 4"
    assert "Programmed pass: Player 3" in w.refusal_label.text()
    _act(w, recorded[33])  # Player 4 buys a share: the situation Player 3 named has changed
    assert not box.isChecked()
    _act(w, recorded[34])
    _act(w, recorded[35])
    assert views.turn(h.state).entity == "Player 3"  # asked again, not passed for
    # the program is in the saved action list as 18xx.games writes it, in its place
    path = tmp_path / "programmed.json"
    assert w._save_to(str(path))
    saved = json.loads(path.read_text(encoding="utf-8"))
    types = [a["type"] for a in saved["actions"]]
    assert types[30] == "program_share_pass" and saved["actions"][30]["entity"] == 109
    assert types.count("program_share_pass") == 1 and len(types) == 37
    w2 = make_window()
    w2.open_file(str(path))
    wait_loaded(qtbot, w2)
    h2 = w2.controller.history
    assert h2.game.snapshot() == h.game.snapshot() and len(h2) == 36
    assert [(at, a["type"]) for at, a in h2.program_log] == [(30, "program_share_pass")]


def test_programmed_auction_pass_and_withdrawal(make_window, qtbot):
    from desktop.history import History

    w = make_window()
    w.controller.set_history(History.new("18MEX", ["Ann", "Bob", "Cy"], seed=3), None, "test")
    w.show_programs()
    dlg = w.programs_dialog
    bob = dlg.boxes[("2", prog.AUCTION_PASS)]
    assert not dlg.boxes[("2", prog.SHARE_PASS)].isEnabled()  # no stock round yet
    qtbot.mouseClick(bob, Qt.MouseButton.LeftButton)
    cy = dlg.boxes[("3", prog.AUCTION_PASS)]
    qtbot.mouseClick(cy, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(cy, Qt.MouseButton.LeftButton)  # Cy changes his mind
    assert bob.isChecked() and not cy.isChecked()
    w.act_pass.trigger()  # Ann passes; Bob's programmed pass follows, Cy is asked
    h = w.controller.history
    assert [e.actor for e in h.entries] == ["Ann", "Bob"] and views.turn(h.state).entity == "Cy"
    kinds = [a["type"] for _, a in h.program_log]
    assert kinds == ["program_auction_pass", "program_auction_pass", "program_disable"]
    # the site has no auction pass: ours stay in our metadata, out of the action list
    doc = h.document()
    assert [a["type"] for a in doc["actions"]] == ["pass", "pass"]
    assert [p["type"] for p in doc["roundhouse"]["programs"]][-1] == "program_disable"


def test_a_note_is_saved_in_our_file_only(make_window, qtbot, mex, tmp_path):
    w = make_window()
    w.controller.set_history(mex.copy(12), None, "test")
    w.act_note.trigger()
    dlg = w.note_dialog
    assert dlg.isVisible() and dlg.edit.toPlainText() == ""
    qtbot.keyClicks(dlg.edit, "Bob owes the pizza; house rule: no undo after dinner")
    dlg.accept()
    assert w.controller.dirty and w.windowTitle().endswith("*")
    path = tmp_path / "noted.json"
    assert w._save_to(str(path))
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["roundhouse"]["note"] == "Bob owes the pizza; house rule: no undo after dinner"
    site = {k: v for k, v in saved.items() if k != "roundhouse"}  # what 18xx.games reads
    assert "pizza" not in json.dumps(site)
    w2 = make_window()
    w2.open_file(str(path))
    wait_loaded(qtbot, w2)
    w2.act_note.trigger()
    assert w2.note_dialog.edit.toPlainText().startswith("Bob owes the pizza")
