"""Issue #29, 4: New game accepted 18GB "two player ew" with 3 players, started a 3-player game
and saved the option in the file (which 18xx.games then reads).  An option the player count or
scenario cannot use is disabled, with the reason in its tooltip; the engine refuses it too."""

from __future__ import annotations

import pytest

from desktop.dialogs import NewGameDialog
from engine.errors import DataError
from engine.game import Game


def _box(dlg: NewGameDialog, rule: str):  # noqa: ANN202
    return next(b for b in dlg.option_boxes if b.property("rule") == rule)


def test_an_option_outside_the_player_count_is_disabled(qtbot) -> None:
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.title_box.setCurrentIndex(dlg.title_box.findData("18GB"))
    dlg.count.setValue(2)
    ew = _box(dlg, "two_player_ew")
    assert ew.isEnabled()
    ew.setChecked(True)
    dlg.count.setValue(3)
    assert not ew.isEnabled() and not ew.isChecked()
    assert "goes only with scenario 2EW (2 players)" in ew.toolTip()
    assert dlg.choice().options == () and dlg.problem_text() is None
    dlg.count.setValue(4)
    assert _box(dlg, "four_player_alt").isEnabled() and not ew.isEnabled()
    dlg.count.setValue(2)
    dlg.scenario_box.setCurrentIndex(dlg.scenario_box.findData("2NS"))  # the other 2-player map
    assert not ew.isEnabled()


def test_options_are_shown_by_name_not_by_id(qtbot, english) -> None:
    """Issue #29, 8: New game showed raw option ids ("triple yellow first or")."""
    from desktop import i18n

    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.title_box.setCurrentIndex(dlg.title_box.findData("18MEX"))
    assert _box(dlg, "triple_yellow_first_or").text() == "Three yellow tiles in the first OR"
    i18n.install("it")
    dlg.title_box.setCurrentIndex(dlg.title_box.findData("18GB"))
    assert _box(dlg, "two_player_ew").text() == "2 giocatori: Est-Ovest"


def test_the_engine_refuses_the_option_at_setup() -> None:
    with pytest.raises(DataError, match="two_player_ew goes only with scenario 2EW"):
        Game("18GB", [(1, "A"), (2, "B"), (3, "C")], options=["two_player_ew"])
    Game("18GB", [(1, "A"), (2, "B")], options=["two_player_ew"])  # where it belongs
    # a game imported from 18xx.games may hold it (chosen there before the player count): ignored
    Game("18GB", [(1, "A"), (2, "B"), (3, "C")], options=["two_player_ew"], compat="18xx.games")
