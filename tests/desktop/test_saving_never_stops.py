"""Saving that never stops (issue #28, items 2, 5 and 6): an autosave or a Save that fails is
said at once and autosave keeps trying; no writable data folder still starts the program, with
autosave off and the reason shown; a file another window wrote since it was opened here is not
silently saved over."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
import textwrap
import threading

import pytest

from desktop import files
from desktop.controller import AutosaveWriter
from desktop.history import History
from engine.io.document import load
from tests.desktop.conftest import ROOT, wait_loaded

NAMES = ["Ann", "Bob", "Cy"]


def _bad_value(*_args, **_kwargs):
    # what json.dumps says of 1e999 in a field the loader did not check
    raise ValueError("Out of range float values are not JSON compliant")


def _surrogate(*_args, **_kwargs):
    return "\ud800".encode()


def _disk_full(*_args, **_kwargs):
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), "autosave.json")


@pytest.fixture
def quick_retry(monkeypatch):
    monkeypatch.setattr(AutosaveWriter, "FIRST_RETRY", 0.05, raising=False)
    monkeypatch.setattr(AutosaveWriter, "MAX_RETRY", 0.2, raising=False)


def _game_window(make_window, qtbot, actions=0):
    w = make_window()
    w.controller.set_history(History.new("18MEX", NAMES, seed=3), None, "test")
    for _ in range(actions):
        w.act_pass.trigger()
    wait_loaded(qtbot, w)
    return w


class _Session:
    """A session whose writes fail ``fails`` times, then work."""

    def __init__(self, fails, error):
        self.fails, self.error, self.saved = fails, error, []

    def autosave(self, data, file, title, actions, stamp=None):
        if self.fails:
            self.fails -= 1
            self.error()
        self.saved.append(actions)


@pytest.mark.parametrize("error", [_bad_value, _surrogate, _disk_full])
def test_the_autosave_writer_takes_new_work_after_any_error(error, quick_retry):
    session = _Session(1, error)
    writer = AutosaveWriter(session)
    writer.submit({}, None, "18MEX", 1)
    writer.flush(5)
    writer.submit({}, None, "18MEX", 2)
    assert writer.flush(5) and session.saved[-1] == 2
    writer.close() if hasattr(writer, "close") else None


@pytest.mark.parametrize("error", [_bad_value, _surrogate, _disk_full])
def test_the_autosave_thread_survives_any_error_and_says_so(error, quick_retry):
    said, ok = [], threading.Event()
    writer = AutosaveWriter(_Session(1, error), on_error=said.append, on_ok=ok.set)
    writer.submit({}, None, "18MEX", 1)
    assert ok.wait(10)  # the failed write was tried again, and worked
    assert writer.flush() and writer.session.saved == [1] and len(said) == 1
    writer.submit({}, None, "18MEX", 2)  # and the writer still takes new work
    assert writer.flush() and writer.session.saved == [1, 2] and not writer.failing
    writer.close()


def test_a_failing_autosave_is_shown_at_once_and_retried_until_it_works(make_window, qtbot, monkeypatch, quick_retry):
    w = _game_window(make_window, qtbot)
    real = files.write_document
    monkeypatch.setattr(files, "write_document", _bad_value)
    w.act_pass.trigger()
    qtbot.waitUntil(lambda: w.last_refusal.startswith("Autosave failed: ValueError"), timeout=10000)
    assert w.autosave_label.isVisibleTo(w)
    assert w.autosave_label.text().startswith("Autosave is off: the last autosave failed (ValueError: Out of range")
    w.act_pass.trigger()  # play goes on
    monkeypatch.setattr(files, "write_document", real)  # the cause goes away: no new action needed
    qtbot.waitUntil(lambda: not w.autosave_label.isVisibleTo(w), timeout=10000)
    assert w.controller.autosaver.flush()
    assert len(load(w.session.autosave_path).actions) == 2


@pytest.mark.parametrize("error", [_surrogate, _disk_full, _bad_value])
def test_save_that_fails_says_why_and_keeps_the_previous_file(error, make_window, qtbot, monkeypatch, tmp_path):
    w = _game_window(make_window, qtbot, actions=1)
    path = tmp_path / "game.json"
    assert w._save_to(str(path))
    w.act_pass.trigger()
    asked = []
    w.ask = lambda kind, title, text: asked.append((kind, text)) or True
    monkeypatch.setattr(files, "write_document", error)
    assert w.save() is False  # no exception: a message
    assert asked and asked[0][0] == "error" and asked[0][1].startswith("Could not save game.json: ")
    assert w.last_refusal == asked[0][1]
    assert len(load(path).actions) == 1 and w.controller.dirty  # the file as it was; still unsaved


def test_no_writable_data_folder_starts_with_autosave_off(make_window, qtbot, tmp_path):
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the folders should be", encoding="utf-8")
    paths = files.AppPaths(blocked / "config", blocked / "data")
    w = make_window(paths=paths, offer_restore=True)
    assert w.controller.autosaver is None
    assert w.autosave_label.isVisibleTo(w)
    assert w.autosave_label.text().startswith("Autosave is off: cannot write to ")
    w.controller.set_history(History.new("18MEX", NAMES, seed=3), None, "test")
    w.act_pass.trigger()  # the game plays without autosave
    assert len(w.controller.history) == 1
    assert not w.offer_restore()
    w.close()


def test_the_program_starts_from_the_command_line_without_a_data_folder(tmp_path):
    blocked = tmp_path / "blocked"
    blocked.write_text("", encoding="utf-8")
    env = dict(os.environ, XDG_DATA_HOME=str(blocked), XDG_CONFIG_HOME=str(blocked), QT_QPA_PLATFORM="offscreen")
    code = textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {str(ROOT)!r})
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication
        from desktop.app import main
        from desktop.qtenv import application

        app = application()

        def look():
            (w,) = [w for w in QApplication.topLevelWidgets() if w.objectName() == "mainWindow"]
            print(w.autosave_label.text(), flush=True)
            app.quit()

        QTimer.singleShot(500, look)
        sys.exit(main([]))
    """)
    run = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr
    assert run.stdout.startswith("Autosave is off: cannot write to ")


def test_two_windows_on_one_save_do_not_overwrite_each_other(make_window, qtbot, tmp_path, monkeypatch):
    first = _game_window(make_window, qtbot, actions=1)
    path = tmp_path / "shared.json"
    assert first._save_to(str(path))
    second = make_window()
    second.open_file(str(path))
    wait_loaded(qtbot, second)
    first.act_pass.trigger()
    assert first.save()  # unchanged on disk since the first window saved it: saved
    assert len(load(path).actions) == 2
    second.act_pass.trigger()
    second.act_pass.trigger()
    second.act_pass.trigger()
    asked = []
    second.ask = lambda kind, title, text: asked.append(kind) or "cancel"
    assert second.save() is False
    assert asked == ["changed"] and len(load(path).actions) == 2  # the first window's save is kept
    # save as a new file: the file dialog's choice
    other = tmp_path / "mine.json"
    monkeypatch.setattr("desktop.window_files.QFileDialog.getSaveFileName", lambda *a, **k: (str(other), ""))
    second.ask = lambda kind, title, text: "save_as"
    assert second.save()
    assert len(load(other).actions) == 4 and len(load(path).actions) == 2
    assert second.controller.path == str(other)
    # reload: the other window's game replaces this one
    third = make_window()
    third.open_file(str(path))
    wait_loaded(qtbot, third)
    first.act_pass.trigger()
    assert first.save()
    third.act_pass.trigger()
    third.ask = lambda kind, title, text: "reload"
    assert third.save() is False
    wait_loaded(qtbot, third)
    assert len(third.controller.history) == 3 and not third.controller.dirty


def test_a_touched_but_unchanged_file_is_saved_without_asking(make_window, qtbot, tmp_path):
    w = _game_window(make_window, qtbot, actions=1)
    path = tmp_path / "game.json"
    assert w._save_to(str(path))
    os.utime(path, (1_000_000, 1_000_000))  # a backup tool touched it: the bytes decide
    w.act_pass.trigger()
    w.ask = lambda kind, title, text: pytest.fail(f"asked {kind}")
    assert w.save() and len(load(path).actions) == 2
