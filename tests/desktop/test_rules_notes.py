"""Help → Rules notes for this title: every working assumption of the open game's title with where
it comes from, in players' words ("Seed: …", "Assumption, as in 1846") (1833NE: assets/titles/1833NE/assumptions.toml, read here straight from the file);
a title with none says so; without a game the entry is off."""

from __future__ import annotations

import tomllib

from engine.assets import title_dir
from tests.desktop.conftest import wait_loaded


def assumptions() -> list[dict]:
    with open(title_dir("1833NE") / "assumptions.toml", "rb") as f:
        return tomllib.load(f)["assumption"]


def test_1833ne_lists_every_assumption_with_its_source(make_window, qtbot):
    w = make_window()
    assert not w.act_rules_notes.isEnabled()  # no game yet
    assert w.act_rules_notes in w.menus["help"].actions()
    w.controller.new_game("1833NE", ["Ann", "Bob", "Cy"], (), 7)
    wait_loaded(qtbot, w)
    assert w.act_rules_notes.isEnabled()
    w.act_rules_notes.trigger()
    dlg = w.rules_notes_dialog
    assert dlg.isVisible() and "1833NE" in dlg.windowTitle()
    lines = dlg.browser.toPlainText().splitlines()
    entries = assumptions()
    assert len(entries) >= 40 and dlg.count == len(entries)
    for a in entries:
        # the note, and its source on the line right after it
        at = next((i for i, line in enumerate(lines) if line.strip().endswith(a["note"])), None)
        assert at is not None, f"{a['id']}: note missing"
        assert lines[at + 1].strip() == f"Source: {a['source']}", a["id"]
        # where it comes from in players' words: the rules summary or an assumption, no file
        assert a["source"].startswith(("Seed: ", "Assumption")) and "§" not in a["source"], a["id"]
    assert f"{len(entries)} assumptions" in dlg.caption.text()


def test_a_title_without_notes_says_so_and_closing_the_game_empties_it(make_window, mex):
    w = make_window()
    w.controller.set_history(mex.copy(50), None, "test")
    w.act_rules_notes.trigger()
    dlg = w.rules_notes_dialog
    assert dlg.count == 0 and dlg.browser.toPlainText().strip() == ""
    assert "has no rules notes" in dlg.caption.text()
    w.controller.close_game()
    assert not w.act_rules_notes.isEnabled() and dlg.caption.text() == "No game is open."


def test_the_notes_follow_the_language(make_window, qtbot, english):
    from desktop import i18n

    i18n.install("pt")
    w = make_window()
    w.controller.new_game("1833NE", ["Ann", "Bob", "Cy"], (), 7)
    wait_loaded(qtbot, w)
    w.act_rules_notes.trigger()
    dlg = w.rules_notes_dialog
    text = dlg.browser.toPlainText()
    for a in assumptions():
        assert a["note_pt"] in text and f"Fonte: {a['source_pt']}" in text, a["id"]
    assert dlg.windowTitle().startswith("Notas de regras")
