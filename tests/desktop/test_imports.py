"""An imported 18xx.games export is not "changed" until someone plays (closing it asks nothing),
Save still asks for a new native file, and the import is in Open Recent (opening it from there
imports it again)."""

from __future__ import annotations

from desktop import files
from tests.desktop.conftest import MEX_13315, need, wait_loaded


def asked(w) -> list[str]:
    questions: list[str] = []

    def ask(kind, title, text):
        questions.append(title)
        return "discard" if kind == "save" else True

    w.ask = ask
    return questions


def test_an_unmodified_import_is_not_changed(make_window, qtbot):
    w = make_window()
    questions = asked(w)
    w.open_file(str(need(MEX_13315)), imported=True)
    wait_loaded(qtbot, w)
    c = w.controller
    assert len(c.history) == 501 and not c.dirty
    assert c.path is None and c.source_name == "13315.json (imported)"
    assert not w.windowTitle().endswith("*")
    assert w.confirm_discard() and questions == []  # closing or opening another asks nothing
    c.undo()  # playing (here: undoing) changes it
    assert c.dirty and w.windowTitle().endswith("*")
    assert w.confirm_discard() and questions == ["Unsaved changes"]


def test_an_import_is_in_open_recent_and_reopens_as_an_import(make_window, qtbot):
    w = make_window()
    src = str(need(MEX_13315).resolve())
    w.open_file(src, imported=True)
    wait_loaded(qtbot, w)
    assert files.recent_files(w.settings)[0] == src
    assert src in files.imported_recent(w.settings)
    w._fill_recent()
    first = w.recent_menu.actions()[0]
    assert first.text() == "13315.json (imported)" and first.isEnabled()
    w.controller.close_game()
    first.trigger()
    wait_loaded(qtbot, w)
    c = w.controller
    assert len(c.history) == 501 and c.path is None and c.source_name == "13315.json (imported)"


def test_a_native_file_in_recent_is_not_marked_imported(make_window, qtbot, tmp_path, mex):
    w = make_window()
    w.controller.set_history(mex.copy(20), None, "test", dirty=True)
    path = tmp_path / "mine.json"
    assert w._save_to(str(path))
    w._fill_recent()
    assert w.recent_menu.actions()[0].text() == "mine.json"
    assert str(path.resolve()) not in files.imported_recent(w.settings)


def test_the_past_is_numbered_as_the_log_numbers_it(make_window, qtbot):
    """A recording's ids skip undone actions and chat: the banner and the Log's hint use the
    number in the Log's "#" column, and say the position separately."""
    from desktop.history import History
    from engine.io.document import load
    from tests.desktop.conftest import MEX_HOTSEAT

    h, report = History.load(load(need(MEX_HOTSEAT)), upto=60)
    assert report.processed == 60
    w = make_window()
    w.controller.set_history(h, None, "hotseat01.json (imported)")
    w.settle()
    e = h.entries[29]
    assert e.action_id != 30  # the case that disagreed
    w.panels["log"].click_entry(30)
    w.settle()
    log = w.panels["log"]
    assert log.model.index(log.model.row_of(30), 0).data() == str(e.action_id)
    assert log.hint.text() == f"Showing the game after #{e.action_id} — read-only."
    text = w.banner_label.text()
    assert f"After #{e.action_id} ({e.round})" in text and "action 30 of 60" in text
