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

from engine import views

PASS_KEY = "Ctrl+Shift+P"   # Game → Pass (Ctrl+P is File → Print)


class ActionsMixin:
    """Actions, menus and the keyboard help of the main window."""

    def _action(self, text: str, slot: Callable, shortcut: Any = None, name: str = "") -> QAction:
        act = QAction(text, self)
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
        self.act_new = a("&New game…", self.new_game, QKeySequence.StandardKey.New, "actNew")
        self.act_open = a("&Open…", self.open_dialog, QKeySequence.StandardKey.Open, "actOpen")
        self.act_import = a("&Import 18xx.games JSON…", self.import_dialog, "Ctrl+I", "actImport")
        self.act_save = a("&Save", self.save, QKeySequence.StandardKey.Save, "actSave")
        self.act_save_as = a("Save &As…", self.save_as, QKeySequence.StandardKey.SaveAs, "actSaveAs")
        self.act_pdf = a("&Export PDF…", self.export_pdf_dialog, "Ctrl+E", "actExportPdf")
        self.act_print = a("&Print…", self.print_dialog, QKeySequence.StandardKey.Print, "actPrint")
        self.act_quit = a("&Quit", self.close, QKeySequence.StandardKey.Quit, "actQuit")
        self.act_undo = a("&Undo", self.controller.undo, ["Ctrl+Z"], "actUndo")
        self.act_redo = a("&Redo", self.controller.redo, ["Ctrl+Shift+Z", "Ctrl+Y"], "actRedo")
        self.act_fit = a("&Fit map", self.map_view.fit, "Ctrl+0", "actFit")
        self.act_zoom_in = a("Zoom &in", lambda: self.map_view.zoom(1.25), QKeySequence.StandardKey.ZoomIn, "actZoomIn")
        self.act_zoom_out = a("Zoom &out", lambda: self.map_view.zoom(0.8), QKeySequence.StandardKey.ZoomOut,
                              "actZoomOut")
        self.act_present = a("Return to the &present", self.controller.return_to_present, "Ctrl+End", "actPresent")
        self.act_play_here = a("Play from &here…", self.play_from_here, None, "actPlayHere")
        self.act_reset_layout = a("Reset &layout", self.reset_layout, None, "actResetLayout")
        self.act_manifest = a(self.tr("&Tile manifest…"), self.show_manifest, None, "actManifest")
        # Ctrl+P stays the platform's Print key; Pass must never share it (an ambiguous
        # shortcut runs neither action)
        self.act_pass = a(self.tr("&Pass"), self.pass_turn, PASS_KEY, "actPass")
        self.act_keys = a("&Keyboard shortcuts", self.show_keys, "F1", "actKeys")
        self.act_about = a(self.tr("&About Roundhouse"), self.show_about, None, "actAbout")
        self.act_choose = a("&Choose an action (keyboard)", self.focus_choices, "Ctrl+K", "actChoose")
        self.act_scores = a("Final &scores and worth chart…", self.show_scores, "F9", "actScores")
        self.act_end_game = a("&End the game by agreement…", self.end_game_by_agreement, None, "actEndGame")
        self.act_cancel = a("&Cancel background job", self.controller.cancel_job, "Esc", "actCancel")
        for act in (self.act_undo, self.act_redo, self.act_pass, self.act_cancel):
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)

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
        f = mb.addMenu("&File")
        self._fill_menu(f, self.act_new, self.act_open, self.act_import)
        self.recent_menu = f.addMenu("Open &Recent")
        self.recent_menu.setObjectName("recentMenu")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self._fill_menu(f, None, self.act_save, self.act_save_as, None, self.act_pdf, self.act_print, None,
                        self.act_quit)
        self._fill_menu(mb.addMenu("&Edit"), self.act_undo, self.act_redo)
        self._fill_menu(mb.addMenu("&Game"), self.act_choose, self.act_pass, None, self.act_scores,
                        self.act_end_game, None, self.act_present, self.act_play_here, None, self.act_cancel)
        v = mb.addMenu("&View")
        for key, _, _ in self.DOCKS:
            act = self.docks[key].toggleViewAction()
            act.setObjectName(f"toggle_{key}")
            v.addAction(act)
        self._fill_menu(v, None, self.act_manifest, None, self.act_fit, self.act_zoom_in, self.act_zoom_out, None,
                        self.act_reset_layout)
        self._fill_menu(mb.addMenu("&Help"), self.act_keys, None, self.act_about)

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
        self.act_pass.setEnabled(bool(have and idle and not c.in_past and state is not None
                                      and "pass" in views.turn(state).types))
        self.act_cancel.setEnabled(c.busy)
        self.act_scores.setEnabled(bool(have and idle))
        self.act_end_game.setEnabled(bool(have and idle and not c.in_past and state is not None
                                          and not state.finished))

    KEYS = (
        ("Ctrl+K", "Put the keyboard in the Actions list"),
        ("↑ / ↓, or type a label's start", "Pick a choice in the Actions list"),
        ("+ / −, PageUp / PageDown", "Change the amount (bid, price) or the par price"),
        ("Enter", "Do the chosen action (in the routes step: Run)"),
        (PASS_KEY, "Pass"),
        ("Click a highlighted hex", "Open the tile picker"),
        ("1–9, ← / →, Tab", "Choose a tile in the picker"),
        ("R / Shift+R, mouse wheel", "Rotate the tile (legal rotations only)"),
        ("Enter / Esc", "Lay the tile / close the picker"),
        ("Ctrl+Z, Ctrl+Shift+Z", "Undo, redo"),
        ("F9", "Final scores and worth chart"),
        ("Ctrl+0, Ctrl++ / Ctrl+−", "Fit the map, zoom"),
        ("Ctrl+End", "Return to the present"),
    )

    def key_rows(self) -> list[tuple[str, str]]:
        """The F1 table: (key, what it does); the Pass row reads the key actually bound."""
        rows = []
        for key, text in self.KEYS:
            if text == "Pass":
                key = self.act_pass.shortcut().toString(QKeySequence.SequenceFormat.PortableText)
            rows.append((key, text))
        return rows

    def show_keys(self) -> None:
        rows = "".join(f"<tr><td><b>{k}</b></td><td>&nbsp;&nbsp;{v}</td></tr>" for k, v in self.key_rows())
        box = QMessageBox(QMessageBox.Icon.NoIcon, self.tr("Keyboard shortcuts"), f"<table>{rows}</table>",
                          parent=self)
        box.setObjectName("keysDialog")
        box.setModal(False)
        box.show()

    def about_text(self) -> str:
        """Version, the titles and whether each can be played, and the libraries underneath."""
        from importlib.metadata import PackageNotFoundError, version

        import PySide6

        from desktop.history import playable
        from engine.title import all_titles

        try:
            ours = version("roundhouse-18xx")
        except PackageNotFoundError:
            ours = "?"
        rows = "".join(f"<li>{t.name}: {self.tr('playable') if playable(t.id) else self.tr('board only')}</li>"
                       for t in all_titles())
        return (self.tr("<b>Roundhouse</b> {0} — an offline moderator for 18xx railway games at one "
                        "table.").format(ours) + f"<ul>{rows}</ul>"
                + self.tr("Shares save files with 18xx.games. PySide6 {0}.")
                .format(PySide6.__version__))

    def show_about(self) -> None:
        box = QMessageBox(QMessageBox.Icon.NoIcon, self.tr("About Roundhouse"), self.about_text(), parent=self)
        box.setObjectName("aboutDialog")
        box.setModal(False)
        box.show()

    def show_manifest(self) -> None:
        """View → Tile manifest: opened once, then it follows the state shown (see ``refresh``)."""
        from desktop.tile_manifest import TileManifestDialog

        if self.manifest_dialog is None:
            self.manifest_dialog = TileManifestDialog(self)
        self.manifest_dialog.set_state(self.controller.shown_state())
        self.manifest_dialog.show()
        self.manifest_dialog.raise_()
