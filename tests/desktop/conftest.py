"""Desktop tests run offscreen: the platform must be chosen before Qt is imported."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from desktop.qtenv import guard_none_refcount  # noqa: E402

# PySide6 6.12.0 on Python 3.11 leaks a reference to None per void call (see qtenv).
guard_none_refcount()

from tests.fixtures import FIXTURES, need  # noqa: E402,F401  (need: the desktop tests import it from here)

ROOT = Path(__file__).resolve().parents[2]
MEX_13315 = FIXTURES / "18MEX" / "13315.json"
MEX_HOTSEAT = FIXTURES / "18MEX" / "hotseat01.json"


@pytest.fixture(scope="session", autouse=True)
def _english(qapp):
    """The desktop tests read English texts: the source language with its plural forms (as
    ``desktop.qtenv.application`` installs it; pytest-qt makes its own QApplication)."""
    from desktop import i18n

    i18n.install("en")


@pytest.fixture
def english():
    """A test that switches language leaves the program in English."""
    from desktop import i18n

    yield
    i18n.install("en")


@pytest.fixture
def app_paths(tmp_path):
    """Settings and autosaves of this test only (never the user's real folders)."""
    from desktop.files import AppPaths

    return AppPaths(tmp_path / "config", tmp_path / "data")


@pytest.fixture
def make_window(qtbot, app_paths):
    """MainWindow factory: isolated folders, no crash-restore prompt, questions answered."""
    from desktop.main_window import MainWindow

    made = []

    def make(paths=None, answer=True, offer_restore=False, show=True):
        w = MainWindow(paths or app_paths, offer_restore=offer_restore)
        w.ask = lambda kind, title, text: "discard" if kind == "save" else answer
        qtbot.addWidget(w)
        if show:
            w.show()
            w.activateWindow()  # keyboard shortcuts go to the active window
            qtbot.waitUntil(w.isActiveWindow, timeout=5000)
        made.append(w)
        return w

    yield make
    for w in made:
        w.controller.runner.wait(10000)


def wait_loaded(qtbot, window, timeout=60000):
    qtbot.waitUntil(lambda: not window.controller.busy, timeout=timeout)
    window.settle()


class Recorded:
    """13315.json replayed once for the whole session: the document, a history keeping every
    state, and reference snapshots from an independent plain replay (engine.io.replay path)."""

    POINTS = (0, 1, 37, 123, 150, 190, 200, 250, 300, 318, 320, 461, 480, 499, 500, 501)

    def __init__(self) -> None:
        from desktop.history import History
        from engine.io.document import load
        from engine.io.log import game_actions
        from engine.io.replay import new_game

        self.doc = load(need(MEX_13315))
        self.history, report = History.load(self.doc, keep_all=True)
        assert report.complete, report.error
        game = new_game(self.doc)
        self.snaps = {0: game.snapshot()}
        for i, (_, action) in enumerate(game_actions(self.doc.actions), start=1):
            game.process(action)
            if i in self.POINTS:
                self.snaps[i] = game.snapshot()

    def copy(self, n=None):
        """A fresh History of the first n actions (cheap: shares the kept states)."""
        return self.history.copy(n)


_RECORDED = None


@pytest.fixture
def mex():
    global _RECORDED
    if _RECORDED is None:
        _RECORDED = Recorded()
    return _RECORDED
