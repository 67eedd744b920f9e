"""The main window's actions and menus: every QAction with its key, the menus built from them, the
F1 table of keys, and which actions are enabled in the state shown.

One table of actions in one place, so that two actions cannot quietly share a key again (Ctrl+P
was bound to Print and Pass; Qt then runs neither); ``tests/desktop/test_shortcuts.py`` checks it.
A mixin of ``MainWindow``: it uses the window's controller, map view and slots.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMessageBox

from desktop.i18n import QT_TRANSLATE_NOOP, translate
from desktop.window_host import WindowHost
from engine import views

PASS_KEY = "Ctrl+Shift+P"  # Game → Pass (Ctrl+P is File → Print)
PASS_TEXT = QT_TRANSLATE_NOOP("ActionsMixin", "Pass")


class ActionsMixin(WindowHost):
    """Actions, menus and the keyboard help of the main window."""

    def _action(self, slot: Callable, shortcut: Any = None, name: str = "") -> QAction:
        """An action without its text (``_retranslate_actions`` gives it one)."""
        act = QAction(self)
        if shortcut is not None:
            if isinstance(shortcut, (list, tuple)):
                act.setShortcuts([QKeySequence(s) for s in shortcut])
            else:
                act.setShortcut(QKeySequence(shortcut))
        act.triggered.connect(lambda checked=False: slot())
        if name:
            act.setObjectName(name)
        return act

    def _build_actions(self) -> None:
        a = self._action
        self.act_new = a(self.new_game, QKeySequence.StandardKey.New, "actNew")
        self.act_open = a(self.open_dialog, QKeySequence.StandardKey.Open, "actOpen")
        self.act_import = a(self.import_dialog, "Ctrl+I", "actImport")
        self.act_save = a(self.save, QKeySequence.StandardKey.Save, "actSave")
        self.act_save_as = a(self.save_as, QKeySequence.StandardKey.SaveAs, "actSaveAs")
        self.act_pdf = a(self.export_pdf_dialog, "Ctrl+E", "actExportPdf")
        self.act_print = a(self.print_dialog, QKeySequence.StandardKey.Print, "actPrint")
        self.act_quit = a(self.close, QKeySequence.StandardKey.Quit, "actQuit")
        self.act_undo = a(self.controller.undo, ["Ctrl+Z"], "actUndo")
        self.act_redo = a(self.controller.redo, ["Ctrl+Shift+Z", "Ctrl+Y"], "actRedo")
        self.act_fit = a(self.map_view.fit, "Ctrl+0", "actFit")
        self.act_zoom_in = a(lambda: self.zoom_map(1.25), QKeySequence.StandardKey.ZoomIn, "actZoomIn")
        self.act_zoom_out = a(lambda: self.zoom_map(0.8), QKeySequence.StandardKey.ZoomOut, "actZoomOut")
        self.act_present = a(self.controller.return_to_present, "Ctrl+End", "actPresent")
        self.act_play_here = a(self.play_from_here, None, "actPlayHere")
        self.act_reset_layout = a(self.reset_layout, None, "actResetLayout")
        self.act_manifest = a(self.show_manifest, None, "actManifest")
        # Ctrl+P stays the platform's Print key; Pass must never share it (an ambiguous
        # shortcut runs neither action)
        self.act_pass = a(self.pass_turn, PASS_KEY, "actPass")
        self.act_keys = a(self.show_keys, "F1", "actKeys")
        self.act_guide = a(self.show_user_guide, None, "actUserGuide")
        self.act_about = a(self.show_about, None, "actAbout")
        self.act_rules_notes = a(self.show_rules_notes, None, "actRulesNotes")
        self.act_choose = a(self.focus_choices, "Ctrl+K", "actChoose")
        self.act_scores = a(self.show_scores, "F9", "actScores")
        self.act_end_game = a(self.end_game_by_agreement, None, "actEndGame")
        self.act_programs = a(self.show_programs, None, "actPrograms")
        self.act_note = a(self.show_note, None, "actNote")
        self.act_cancel = a(self.controller.cancel_job, "Esc", "actCancel")
        self.act_prefs = a(self.show_preferences, QKeySequence.StandardKey.Preferences, "actPreferences")
        for act in (self.act_undo, self.act_redo, self.act_pass, self.act_cancel):
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self._retranslate_actions()

    def zoom_map(self, factor: float) -> None:
        """Zoom in or out (Ctrl++ / Ctrl+−) centred on where the acting company may lay or place
        (its highlighted hexes or cities), else about the view's centre."""
        area = self.interaction.focus_area()
        self.map_view.zoom(factor, area.center() if area is not None else None)

    def _retranslate_actions(self) -> None:
        """The actions' texts in the current language (at start and on a language change)."""
        self.act_new.setText(self.tr("&New game…"))
        self.act_open.setText(self.tr("&Open…"))
        self.act_import.setText(self.tr("&Import 18xx.games JSON…"))
        self.act_save.setText(self.tr("&Save"))
        self.act_save_as.setText(self.tr("Save &As…"))
        self.act_pdf.setText(self.tr("&Export PDF…"))
        self.act_print.setText(self.tr("&Print…"))
        self.act_quit.setText(self.tr("&Quit"))
        self.act_undo.setText(self.tr("&Undo"))
        self.act_redo.setText(self.tr("&Redo"))
        self.act_fit.setText(self.tr("&Fit map"))
        self.act_zoom_in.setText(self.tr("Zoom &in"))
        self.act_zoom_out.setText(self.tr("Zoom &out"))
        self.act_present.setText(self.tr("Return to the &present"))
        self.act_play_here.setText(self.tr("Play from &here…"))
        self.act_reset_layout.setText(self.tr("Reset &layout"))
        self.act_manifest.setText(self.tr("&Tile manifest…"))
        self.act_pass.setText(self.tr("&Pass"))
        self.act_keys.setText(self.tr("&Keyboard shortcuts"))
        self.act_guide.setText(self.tr("&User guide"))
        self.act_about.setText(self.tr("&About Roundhouse"))
        self.act_rules_notes.setText(self.tr("&Rules notes for this title…"))
        self.act_choose.setText(self.tr("&Choose an action (keyboard)"))
        self.act_scores.setText(self.tr("Final &scores and worth chart…"))
        self.act_end_game.setText(self.tr("&End the game by agreement…"))
        self.act_programs.setText(self.tr("Programmed &passes…"))
        self.act_note.setText(self.tr("&Notes on this game…"))
        self.act_cancel.setText(self.tr("&Cancel background job"))
        self.act_prefs.setText(self.tr("&Preferences…"))

    @staticmethod
    def _fill_menu(menu: Any, *items: QAction | None) -> None:
        """Add ``items`` in order; None is a separator."""
        for item in items:
            if item is None:
                menu.addSeparator()
            else:
                menu.addAction(item)

    def _build_menus(self) -> None:
        mb = self.menuBar()
        self.menus: dict[str, Any] = {}
        f = self.menus["file"] = mb.addMenu("")
        self._fill_menu(f, self.act_new, self.act_open, self.act_import)
        self.recent_menu = f.addMenu("")
        self.recent_menu.setObjectName("recentMenu")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self._fill_menu(
            f, None, self.act_save, self.act_save_as, None, self.act_pdf, self.act_print, None, self.act_quit
        )
        self.menus["edit"] = mb.addMenu("")
        self._fill_menu(self.menus["edit"], self.act_undo, self.act_redo, None, self.act_prefs)
        self.menus["game"] = mb.addMenu("")
        self._fill_menu(
            self.menus["game"],
            self.act_choose,
            self.act_pass,
            self.act_programs,
            None,
            self.act_note,
            None,
            self.act_scores,
            self.act_end_game,
            None,
            self.act_present,
            self.act_play_here,
            None,
            self.act_cancel,
        )
        v = self.menus["view"] = mb.addMenu("")
        for key, _, _ in self.DOCKS:
            act = self.docks[key].toggleViewAction()
            act.setObjectName(f"toggle_{key}")
            v.addAction(act)
        self._fill_menu(
            v,
            None,
            self.act_manifest,
            None,
            self.act_fit,
            self.act_zoom_in,
            self.act_zoom_out,
            None,
            self.act_reset_layout,
        )
        self.menus["help"] = mb.addMenu("")
        self._fill_menu(self.menus["help"], self.act_guide, self.act_keys, self.act_rules_notes, None, self.act_about)
        for key, menu in self.menus.items():
            menu.setObjectName(f"{key}Menu")
        self._retranslate_menus()

    def _retranslate_menus(self) -> None:
        self.menus["file"].setTitle(self.tr("&File"))
        self.recent_menu.setTitle(self.tr("Open &Recent"))
        self.menus["edit"].setTitle(self.tr("&Edit"))
        self.menus["game"].setTitle(self.tr("&Game"))
        self.menus["view"].setTitle(self.tr("&View"))
        self.menus["help"].setTitle(self.tr("&Help"))

    def _update_actions(self) -> None:
        c = self.controller
        have = c.history is not None
        idle = not c.busy
        self.act_undo.setEnabled(c.can_undo())
        self.act_redo.setEnabled(c.can_redo())
        for act in (self.act_save, self.act_save_as, self.act_pdf, self.act_print):
            act.setEnabled(have and idle)
        for act in (self.act_new, self.act_open, self.act_import):
            act.setEnabled(idle)
        self.act_present.setEnabled(c.in_past)
        self.act_play_here.setEnabled(c.in_past and idle)
        state = c.shown_state()
        self.act_pass.setEnabled(
            bool(have and idle and not c.in_past and state is not None and "pass" in views.turn(state).types)
        )
        self.act_cancel.setEnabled(c.busy)
        self.act_scores.setEnabled(bool(have and idle))
        self.act_rules_notes.setEnabled(have)
        self.act_end_game.setEnabled(bool(have and idle and not c.in_past and state is not None and not state.finished))
        self.act_programs.setEnabled(have)
        self.act_note.setEnabled(have)

    KEYS = (
        ("Ctrl+K", QT_TRANSLATE_NOOP("ActionsMixin", "Put the keyboard in the Actions list")),
        (
            QT_TRANSLATE_NOOP("ActionsMixin", "↑ / ↓, or type a label's start"),
            QT_TRANSLATE_NOOP("ActionsMixin", "Pick a choice in the Actions list"),
        ),
        (
            "+ / −, PageUp / PageDown",
            QT_TRANSLATE_NOOP("ActionsMixin", "Change the amount (bid, price) or the par price"),
        ),
        ("Enter", QT_TRANSLATE_NOOP("ActionsMixin", "Do the chosen action (in the routes step: Run)")),
        (PASS_KEY, PASS_TEXT),
        (
            QT_TRANSLATE_NOOP("ActionsMixin", "Click a highlighted hex"),
            QT_TRANSLATE_NOOP("ActionsMixin", "Open the tile picker"),
        ),
        ("1–9, ← / →, Tab", QT_TRANSLATE_NOOP("ActionsMixin", "Choose a tile in the picker")),
        (
            QT_TRANSLATE_NOOP("ActionsMixin", "R / Shift+R, mouse wheel"),
            QT_TRANSLATE_NOOP("ActionsMixin", "Rotate the tile (legal rotations only)"),
        ),
        ("Enter / Esc", QT_TRANSLATE_NOOP("ActionsMixin", "Lay the tile / close the picker")),
        ("Ctrl+Z, Ctrl+Shift+Z", QT_TRANSLATE_NOOP("ActionsMixin", "Undo, redo")),
        ("F9", QT_TRANSLATE_NOOP("ActionsMixin", "Final scores and worth chart")),
        ("Ctrl+0, Ctrl++ / Ctrl+−", QT_TRANSLATE_NOOP("ActionsMixin", "Fit the map, zoom")),
        ("Ctrl+End", QT_TRANSLATE_NOOP("ActionsMixin", "Return to the present")),
    )

    def key_rows(self) -> list[tuple[str, str]]:
        """The F1 table: (key, what it does), in the current language; the Pass row reads the
        key actually bound."""
        rows = []
        for key, text in self.KEYS:
            if text == PASS_TEXT:
                key = self.act_pass.shortcut().toString(QKeySequence.SequenceFormat.PortableText)
            rows.append((translate("ActionsMixin", key), translate("ActionsMixin", text)))
        return rows + self.computer_key_rows()

    def show_keys(self) -> None:
        rows = "".join(f"<tr><td><b>{k}</b></td><td>&nbsp;&nbsp;{v}</td></tr>" for k, v in self.key_rows())
        box = QMessageBox(QMessageBox.Icon.NoIcon, self.tr("Keyboard shortcuts"), f"<table>{rows}</table>", parent=self)
        box.setObjectName("keysDialog")
        box.setTextFormat(Qt.TextFormat.RichText)  # our own markup, no outside text
        box.setModal(False)
        box.show()

    def about_text(self) -> str:
        """Version, the titles and whether each can be played, and the libraries underneath."""
        from importlib.metadata import PackageNotFoundError, version

        import PySide6

        from engine.title import all_titles
        from engine.titles import is_playable

        try:
            ours = version("roundhouse-18xx")
        except PackageNotFoundError:
            ours = "?"
        rows = "".join(
            f"<li>{t.name}: {self.tr('playable') if is_playable(t.id) else self.tr('board only')}</li>"
            for t in all_titles()
        )
        return (
            self.tr("<b>Roundhouse</b> {0} — an offline moderator for 18xx railway games at one table.").format(ours)
            + f"<ul>{rows}</ul>"
            + self.tr("Shares save files with 18xx.games. PySide6 {0}.").format(PySide6.__version__)
        )

    def show_about(self) -> None:
        box = QMessageBox(QMessageBox.Icon.NoIcon, self.tr("About Roundhouse"), self.about_text(), parent=self)
        box.setObjectName("aboutDialog")
        box.setTextFormat(Qt.TextFormat.RichText)  # our own markup, no outside text
        box.setModal(False)
        box.show()

    def show_rules_notes(self) -> None:
        """Help → Rules notes for this title: the working assumptions of the open game's title,
        each with its source (opened once, then it follows the game shown: see ``refresh``)."""
        from desktop.rules_notes import RulesNotesDialog

        if self.rules_notes_dialog is None:
            self.rules_notes_dialog = RulesNotesDialog(self)
        self.rules_notes_dialog.set_state(self.controller.shown_state())
        self.rules_notes_dialog.show()
        self.rules_notes_dialog.raise_()

    def show_user_guide(self) -> None:
        """Help → User guide: docs/user-guide.md in a window of its own (opened once, then raised)."""
        from desktop.user_guide import UserGuideDialog

        if getattr(self, "user_guide_dialog", None) is None:
            self.user_guide_dialog = UserGuideDialog(self)
        self.user_guide_dialog.show()
        self.user_guide_dialog.raise_()

    def show_manifest(self) -> None:
        """View → Tile manifest: opened once, then it follows the state shown (see ``refresh``)."""
        from desktop.tile_manifest import TileManifestDialog

        if self.manifest_dialog is None:
            self.manifest_dialog = TileManifestDialog(self)
        self.settle()  # the map scene the pictures are drawn like
        self.manifest_dialog.set_state(self.controller.shown_state(), self.scene)
        self.manifest_dialog.show()
        self.manifest_dialog.raise_()

    def show_programs(self) -> None:
        """Game → Programmed passes: per player, auto-pass in this stock round or auction."""
        from desktop.programs_dialog import ProgramsDialog

        if getattr(self, "programs_dialog", None) is None:
            self.programs_dialog = ProgramsDialog(self.controller, self)
        self.programs_dialog.refresh()
        self.programs_dialog.show()
        self.programs_dialog.raise_()

    def show_note(self) -> None:
        """Game → Notes on this game: free text saved in our file, never in 18xx.games' fields."""
        from desktop.note_dialog import NoteDialog

        if getattr(self, "note_dialog", None) is None:
            self.note_dialog = NoteDialog(self.controller, self)
        self.note_dialog.load()
        self.note_dialog.show()
        self.note_dialog.raise_()
