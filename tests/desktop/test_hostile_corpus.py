"""Issue #28's acceptance, desktop side: every file of the generated hostile corpus
(``tests/hostile_corpus.py``) given to File → Open (a native save) or File → Import (an
18xx.games export) offscreen ends in a clean refusal naming the field (the game shown before
stays, and saves) or in a game (a partial one through the load-problem dialog) that saves; and
``python -m desktop render`` refuses in one line or renders, for one file of each class.  Each
file within a time guard."""

from __future__ import annotations

import pytest

from desktop.__main__ import main as desktop_main
from engine.io.document import load
from tests.fixtures import needs
from tests.hostile_corpus import EITHER, GAME, REFUSED, check_refusal, corpus

ENTRIES = corpus()
pytestmark = needs(ENTRIES, "the shared 18xx.games recordings")
PER_FILE_MS = 60_000
UNVERIFIED = "unverified copy"


def _open(w, qtbot, entry, path) -> tuple[str, str]:
    """Open or import ``path`` and answer the load-problem dialog if one comes: what came of it,
    and the refusal the player read (a file with nothing to replay is refused in that dialog,
    whose one choice is Close)."""
    w.refusal_label.clear()
    w.open_file(str(path), imported=entry.imported)
    qtbot.waitUntil(lambda: not w.controller.busy, timeout=PER_FILE_MS)
    w.settle()
    dlg = w.load_problem_dialog
    if dlg is not None:
        problem = dlg.problem
        if problem.unreadable is not None:
            assert dlg.keep_button.isHidden()  # nothing to keep
            dlg.discard_button.click()
            qtbot.waitUntil(lambda: w.load_problem_dialog is None, timeout=5000)
            return REFUSED, f"{problem.file}: {problem.unreadable}"
        dlg.keep_button.click()
        qtbot.waitUntil(lambda: w.load_problem_dialog is None, timeout=5000)
        if problem.unverified is not None:  # an edited native save: opened only as a copy
            return UNVERIFIED, f"{problem.file}: {problem.unverified}"
        return GAME, ""
    text = w.refusal_label.text()
    if text.startswith("Cannot open"):
        return REFUSED, text
    return GAME, ""


def test_open_and_import_refuse_cleanly_or_show_a_game_that_saves(make_window, qtbot, tmp_path):
    w = make_window()
    sane = next(e for e in ENTRIES if e.name == "recording-18MEX")
    assert _open(w, qtbot, sane, sane.write(tmp_path))[0] == GAME
    for entry in ENTRIES:
        path = entry.write(tmp_path)
        before = w.controller.history
        got, refusal = _open(w, qtbot, entry, path)
        if got == UNVERIFIED:  # the loader's refusal, offered as an unverified copy (#29, 5)
            assert entry.expect in (REFUSED, EITHER), f"{entry.name}: {refusal}"
            check_refusal(entry, refusal, path.name)
            assert w.controller.path is None  # never saved over the edited file
        elif got == REFUSED:
            assert entry.expect in (REFUSED, EITHER), f"{entry.name}: refused: {refusal}"
            check_refusal(entry, refusal, path.name)
            assert w.controller.history is before  # the game shown before stays
        else:
            assert entry.expect in (GAME, EITHER), (
                f"{entry.name}: opened, a refusal naming {entry.needle!r} was expected"
            )
            assert w.controller.history is not before
        saved = tmp_path / f"saved-{entry.name}.json"
        assert w._save_to(str(saved)), f"{entry.name}: Save failed: {w.refusal_label.text()}"
        assert len(load(saved).actions) == len(w.controller.history.actions)
        path.unlink()


def _one_per_class() -> list:
    chosen: dict[tuple[str, str, bool], object] = {}
    for e in ENTRIES:
        chosen.setdefault((e.kind, e.expect, e.imported), e)
    return list(chosen.values())


@pytest.mark.parametrize("entry", _one_per_class(), ids=lambda e: e.name)
def test_render_refuses_in_one_line_or_renders(entry, tmp_path, capsys):
    path = entry.write(tmp_path)
    rc = desktop_main(["render", str(path), "--out", str(tmp_path / "map.png"), "--px", "12"])
    err = capsys.readouterr().err
    assert "Traceback" not in err and "internal" not in err, err
    if rc == 0:
        assert entry.expect != REFUSED
        assert (tmp_path / "map.png").stat().st_size > 0
    else:
        assert rc == 2 and err.startswith("error: ") and len(err.strip().splitlines()) == 1, err
        if entry.expect == REFUSED or "stopped" not in err and "refused" not in err:
            check_refusal(entry, err.strip(), path.name)
