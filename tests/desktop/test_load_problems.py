"""A file that does not replay faithfully is never opened silently: a dialog says what was
loaded, where it stopped and why, and the players keep the partial game or not (the game shown
before stays when they do not).  The dialog is opened with ``open()``: tests click its buttons."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from desktop.files import write_document
from tests.desktop.conftest import MEX_13315, need, wait_loaded


@pytest.fixture
def damaged(tmp_path):
    """13315.json with action 150 made illegal (FCP's tile lay sent by TM, not the acting company)."""
    data = json.loads(need(MEX_13315).read_text(encoding="utf-8"))
    action = next(a for a in data["actions"] if a["id"] == 150)
    assert action["entity"] == "FCP"
    action["entity"] = "TM"
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def open_with_problem(w, qtbot, path):
    w.open_file(str(path))
    qtbot.waitUntil(lambda: not w.controller.busy, timeout=60000)
    qtbot.waitUntil(lambda: w.load_problem_dialog is not None and w.load_problem_dialog.isVisible(), timeout=5000)
    return w.load_problem_dialog


def test_a_damaged_file_asks_and_keeps_the_partial_game(make_window, qtbot, mex, damaged):
    w = make_window()
    w.controller.set_history(mex.copy(37), None, "kept")
    dlg = open_with_problem(w, qtbot, damaged)
    text = dlg.text() + "\n" + dlg.informativeText()
    assert "149 of its 501 actions were loaded" in text
    assert "It stopped at action 150 (lay_tile) was refused: " in text
    assert "damaged.json itself is not changed" in text
    assert len(w.controller.history) == 37  # nothing replaced before the answer
    qtbot.mouseClick(dlg.keep_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.load_problem_dialog is None)
    w.settle()
    c = w.controller
    assert len(c.history) == 149 and c.history.game.snapshot() == mex.copy(149).game.snapshot()
    assert c.path is None  # Save asks for a new file: the damaged one stays
    assert "partial: 149 of 501 actions" in c.source_name and "partial" in w.windowTitle()
    assert not c.dirty  # nothing to lose: the file is still there
    assert "stopped at action 150" in w.refusal_label.text()


def test_a_damaged_file_not_kept_leaves_the_game_shown(make_window, qtbot, mex, damaged):
    w = make_window()
    w.controller.set_history(mex.copy(37), None, "kept")
    dlg = open_with_problem(w, qtbot, damaged)
    qtbot.mouseClick(dlg.discard_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.load_problem_dialog is None)
    assert w.controller.source_name == "kept" and len(w.controller.history) == 37
    assert w.controller.pending is None
    assert "damaged.json was not opened" in w.refusal_label.text()


def test_escape_does_not_open_it(make_window, qtbot, damaged):
    w = make_window()
    dlg = open_with_problem(w, qtbot, damaged)
    qtbot.keyClick(dlg, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: w.load_problem_dialog is None)
    assert w.controller.history is None


def test_a_state_that_differs_from_the_file_is_shown_too(make_window, qtbot, mex, tmp_path):
    data = mex.copy(100).document()
    data["roundhouse"]["state_hashes"]["50"] = "0" * 64
    path = tmp_path / "edited.json"
    write_document(path, data)
    w = make_window()
    dlg = open_with_problem(w, qtbot, path)
    assert "differs" in dlg.text() and "after 50 actions" in dlg.informativeText()
    qtbot.mouseClick(dlg.keep_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.load_problem_dialog is None)
    assert len(w.controller.history) == 100 and w.controller.path == str(path)


def test_a_sound_file_opens_without_asking(make_window, qtbot, mex, tmp_path):
    path = tmp_path / "sound.json"
    write_document(path, mex.copy(100).document())
    w = make_window()
    w.open_file(str(path))
    wait_loaded(qtbot, w)
    assert w.load_problem_dialog is None and len(w.controller.history) == 100


def test_map_hints_have_their_own_place_and_do_not_outlive_their_step(make_window, mex):
    """The map's prompt never overwrites a refusal, and it goes when the step changes."""
    w = make_window()
    w.controller.set_history(mex.copy(40), None, "test")  # FCP lays track
    w.settle()
    assert "click a highlighted hex" in w.hint_label.text()
    w.show_refusal("a refusal")
    w.show_hint("another prompt")
    assert w.refusal_label.text() == "a refusal"
    w.controller.set_history(mex.copy(56), None, "test")  # a stock round: nothing on the map
    w.settle()
    assert w.hint_label.text() == ""


def test_a_cut_off_file_opens_the_dialog_in_words(make_window, qtbot, mex, tmp_path):
    """Issue #29, 5: a truncated JSON got a cut-off red status line ("...line 1 colum")."""
    bad = tmp_path / "cut.json"
    bad.write_text('{"title": "18MEX", "actions": [{"type": "pass', encoding="utf-8")
    w = make_window()
    w.controller.set_history(mex.copy(37), None, "kept")
    dlg = open_with_problem(w, qtbot, bad)
    assert dlg.text() == "cut.json cannot be opened."
    assert dlg.informativeText().startswith("The file is cut off: it ends before the game it holds is complete.")
    assert not dlg.keep_button.isVisible() and dlg.discard_button.text() == "Close"
    assert w.refusal_label.text() == "cut.json cannot be opened" and w.last_refusal == ""  # no red line
    qtbot.mouseClick(dlg.discard_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.load_problem_dialog is None)
    assert w.controller.source_name == "kept" and len(w.controller.history) == 37


def test_every_load_failure_opens_the_dialog(make_window, qtbot, tmp_path):
    bad = tmp_path / "broken game.json"
    bad.write_text("{nope", encoding="utf-8")
    w = make_window()
    for path, words in ((bad, "invalid json"), (tmp_path / "gone.json", "no such file")):
        dlg = open_with_problem(w, qtbot, path)
        assert dlg.text() == f"{path.name} cannot be opened." and words in dlg.informativeText().lower()
        assert path.name not in dlg.informativeText()  # named once, in the headline
        qtbot.mouseClick(dlg.discard_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: w.load_problem_dialog is None)


def test_an_edited_save_opens_only_as_an_unverified_copy(make_window, qtbot, mex, tmp_path):
    """An edited native save (its checksum no longer matches) was refused with no dialog; now the
    players may open it as an unverified copy, which is never saved over the original."""
    data = mex.copy(100).document()
    path = tmp_path / "edited save.json"
    write_document(path, data)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"][-1]["created_at"] = 1  # edited by hand after saving
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    w = make_window()
    dlg = open_with_problem(w, qtbot, path)
    assert dlg.text() == "edited save.json was changed after it was saved."
    info = dlg.informativeText()
    assert info.startswith("Its actions are not the ones it was saved with (the checksum does not match)")
    assert "never saved over" in info and dlg.keep_button.text() == "Open as an unverified copy"
    assert w.controller.history is None  # nothing shown before the answer
    qtbot.mouseClick(dlg.keep_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.load_problem_dialog is None)
    c = w.controller
    assert len(c.history) == 100 and c.path is None and "unverified copy" in c.source_name
    assert path.read_bytes() == before
