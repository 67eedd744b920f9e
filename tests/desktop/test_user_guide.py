"""Help → User guide opens docs/user-guide.md inside the program, rendered (headings as text, no
Markdown marks), with or without a game; opened twice, it is the same window raised."""

from __future__ import annotations

from pathlib import Path

from desktop.user_guide import guide_path

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "user-guide.md"


def headings() -> list[str]:
    return [
        line.lstrip("#").strip() for line in GUIDE.read_text(encoding="utf-8").splitlines() if line.startswith("## ")
    ]


def test_the_source_tree_reads_the_repository_guide():
    assert guide_path() == GUIDE


def test_help_user_guide_shows_the_guide_rendered(make_window, qtbot):
    w = make_window()
    assert w.act_guide in w.menus["help"].actions()
    assert w.act_guide.isEnabled()  # no game needed
    w.act_guide.trigger()
    dlg = w.user_guide_dialog
    qtbot.waitUntil(dlg.isVisible)
    text = dlg.browser.toPlainText()
    found = headings()
    assert len(found) >= 5
    for heading in found:
        assert heading in text, heading
    assert "## " not in text and "```" not in text  # rendered, not shown as source
    w.act_guide.trigger()
    assert w.user_guide_dialog is dlg
