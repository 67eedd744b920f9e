"""Keyboard shortcuts: no two actions of the main window share a key (Qt runs neither of two
actions bound to one key: "Ambiguous shortcut overload"), and the keys the help and the README
advertise are the ones bound."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

from PySide6.QtGui import QAction, QKeySequence

from desktop.history import History

README = Path(__file__).resolve().parents[2] / "README.md"


def bound_keys(window) -> dict[str, list[str]]:
    """Every key sequence bound in the window (standard keys expanded the way this platform
    expands them) -> the actions bound to it."""
    found: dict[str, list[str]] = defaultdict(list)
    actions = {id(a): a for a in window.findChildren(QAction)}
    actions.update({id(a): a for a in window.actions()})
    for act in actions.values():
        for seq in act.shortcuts():
            if not seq.isEmpty():
                found[seq.toString(QKeySequence.SequenceFormat.PortableText)].append(act.objectName() or act.text())
    return found


def test_no_two_actions_share_a_shortcut(make_window):
    w = make_window()
    keys = bound_keys(w)
    assert len(keys) >= 15  # the check sees the real bindings (new, open, undo, zoom, ...)
    clashes = {k: names for k, names in keys.items() if len(names) > 1}
    assert clashes == {}


def test_print_keeps_the_standard_key_and_pass_has_its_own(make_window):
    w = make_window()
    print_keys = {s.toString() for s in QKeySequence.keyBindings(QKeySequence.StandardKey.Print)}
    assert {s.toString() for s in w.act_print.shortcuts()} == print_keys
    assert not print_keys & {s.toString() for s in w.act_pass.shortcuts()}


def test_the_pass_key_passes(make_window, qtbot):
    w = make_window()
    w.controller.set_history(History.new("18MEX", ["Ann", "Bob", "Cy"], seed=3), None, "test")
    seq = w.act_pass.shortcut()
    assert not seq.isEmpty()
    combo = seq[0]
    qtbot.keyClick(w, combo.key(), combo.keyboardModifiers())
    assert len(w.controller.history) == 1
    assert w.controller.history.processed[0]["type"] == "pass"


def test_help_and_readme_name_the_bound_pass_key(make_window):
    w = make_window()
    key = w.act_pass.shortcut().toString(QKeySequence.SequenceFormat.PortableText)
    help_rows = dict((v, k) for k, v in w.key_rows())
    assert help_rows["Pass"] == key
    assert f"{key} passes" in README.read_text(encoding="utf-8")
    w.show_keys()
    box = w.findChild(object, "keysDialog")
    assert box is not None and key in box.text()
    box.close()


def test_about_names_the_version_and_what_each_title_can_do(make_window):
    from engine.title import all_titles
    from engine.titles import is_playable

    w = make_window()
    w.act_about.trigger()
    box = w.findChild(object, "aboutDialog")
    assert box is not None and box.isVisible()
    text = box.text()
    assert "0.1.0" in text
    for t in all_titles():
        assert f"{t.name}: {'playable' if is_playable(t.id) else 'board only'}" in text
    box.close()
