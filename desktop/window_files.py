"""The main window's files and printing: new, open, import, Open Recent, save, the load-problem
dialog, crash restore, PDF export and printing.  A mixin of ``MainWindow`` (it uses the
window's controller, settings and messages).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog

from desktop import files
from desktop.safe_text import clip, tooltip
from desktop.window_host import WindowHost
from engine.errors import RoundhouseError
from engine.i18n import reason


class PageCounts(QObject):
    """The messages with a page count: PySide's ``tr`` with a count finds no plural forms in a
    mixin's context (the status line said "Wrote … (6 pages)" in English in pt and it), so they
    are ``tr`` calls of this QObject of their own."""

    def written(self, path: str, n: int) -> str:
        return self.tr("Wrote {0} (%n pages)", "", n).format(path)

    def printed(self, n: int) -> str:
        return self.tr("Printed %n pages", "", n)


class FilesMixin(WindowHost):
    """Files, recent files, saving, restoring and printing of the main window."""

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """Qt's ``tr``, this mixin's catalogue context first: PySide's own looks a plural up in
        the window's context ("Wrote ... (%n pages)" stayed English in pt/it)."""
        mine = QCoreApplication.translate("FilesMixin", text, disambiguation, n)
        source = QCoreApplication.translate("", text, disambiguation, n)  # (in no catalogue)
        return mine if mine != source else super().tr(text, disambiguation, n)

    def show_load_problem(self, problem: Any) -> None:
        """A file did not replay faithfully: say so in a dialog the players must answer (keep
        the loaded game or not), not only in the status bar."""
        from desktop.load_problem import LoadProblemDialog

        dlg = LoadProblemDialog(problem, self)
        self.load_problem_dialog = dlg

        def answered(_result: int) -> None:
            self.load_problem_dialog = None
            if dlg.kept():
                self.controller.keep_loaded()
            else:
                self.controller.discard_loaded()
            dlg.deleteLater()

        dlg.finished.connect(answered)
        dlg.open()

    def confirm_discard(self) -> bool:
        """Before replacing or closing a game with unsaved changes: save, discard or cancel."""
        c = self.controller
        if c.history is None or not c.dirty:
            return True
        answer = self.ask("save", self.tr("Unsaved changes"), self.tr("Save the changes to {0}?").format(c.source_name))
        if answer == "save":
            return self.save()
        return answer == "discard"

    def new_game(self) -> None:
        from desktop.dialogs import NewGameDialog

        if self.controller.busy or not self.confirm_discard():
            return
        dlg = NewGameDialog(
            self,
            default_names=self.controller.history.player_names() if self.controller.history else None,
            settings=self.settings,
        )
        if dlg.exec():
            self.start_choice(dlg.choice())

    def start_choice(self, ch: Any) -> None:
        """What New game's OK does: a game of a playable title, else its board for viewing."""
        if ch.board_only:
            try:
                self.show_board(ch.title, ch.options, len(ch.players), ch.scenario)
            except RoundhouseError as exc:
                self.show_refusal(self.tr("Cannot show the board of {0}: {1}").format(ch.title, reason(exc)))
            return
        self.controller.new_game(ch.title, ch.players, ch.options, ch.seed, ch.scenario, getattr(ch, "seats", None))

    def _last_dir(self) -> str:
        return str(self.settings.value("lastDir", str(Path.home())))

    def open_dialog(self) -> None:
        if self.controller.busy or not self.confirm_discard():
            return
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a game"), self._last_dir(), self.tr("Game files (*.json);;All files (*)")
        )
        if path:
            self.open_file(path)

    def import_dialog(self) -> None:
        if self.controller.busy or not self.confirm_discard():
            return
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Import an 18xx.games export"),
            self._last_dir(),
            self.tr("18xx.games JSON (*.json);;All files (*)"),
        )
        if path:
            self.open_file(path, imported=True)

    def open_file(self, path: str, imported: bool = False) -> Any:
        self.settings.setValue("lastDir", str(Path(path).parent))
        return self.controller.open_file(path, imported=imported)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        items = files.recent_files(self.settings)
        if not items:
            act = self.recent_menu.addAction(self.tr("(none)"))
            act.setEnabled(False)
            return
        imported = files.imported_recent(self.settings)
        for p in items:
            name = clip(Path(p).name, 80)
            act = self.recent_menu.addAction(self.tr("{0} (imported)").format(name) if p in imported else name)
            act.setToolTip(tooltip(p))
            act.setEnabled(Path(p).is_file())
            act.triggered.connect(lambda checked=False, p=p: self._open_recent(p))
        self.recent_menu.addSeparator()
        self.recent_menu.addAction(self.tr("Clear the list"), self._clear_recent)

    def _clear_recent(self) -> None:
        self.settings.setValue("recent", [])
        self.settings.setValue("recentImported", [])

    def _open_recent(self, path: str) -> None:
        if not self.controller.busy and self.confirm_discard():
            self.open_file(path, imported=path in files.imported_recent(self.settings))

    def _add_recent(self, path: str) -> None:
        files.add_recent(self.settings, path)

    def save(self) -> bool:
        c = self.controller
        if c.history is None:
            return False
        if c.path is None:
            return self.save_as()
        return self._save_to(c.path)

    def save_as(self) -> bool:
        c = self.controller
        if c.history is None:
            return False
        suggestion = str(Path(self._last_dir()) / (Path(c.path).name if c.path else f"{c.history.title}.json"))
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the game"), suggestion, self.tr("Game files (*.json)")
        )
        if not path:
            return False
        if not path.endswith(".json"):
            path += ".json"
        return self._save_to(path, force=True)  # the file dialog asked before replacing a file

    def _save_to(self, path: str, force: bool = False) -> bool:
        """Save, and say so; any failure is said in the status line and a dialog (nothing is
        raised past here: the game and the file on disk stay as they were)."""
        from desktop.controller import failure_text

        try:
            self.controller.save(path, force=force)
        except files.ChangedOnDisk:
            return self._changed_on_disk(path)
        except Exception as exc:  # noqa: BLE001 - a full disk, a value the writer refuses: said, not raised
            text = self.tr("Could not save {0}: {1}").format(Path(path).name, failure_text(exc))
            self.show_refusal(text)
            self.ask("error", self.tr("Not saved"), text)
            return False
        self.settings.setValue("lastDir", str(Path(path).parent))
        self.show_message(self.tr("Saved {0}").format(path))
        self._update_title()
        return True

    def _changed_on_disk(self, path: str) -> bool:
        """Another window (or program) wrote the game's file since it was opened or saved here:
        saving over it would lose what it wrote.  Save as a new file, or reload it."""
        answer = self.ask(
            "changed",
            self.tr("The file changed on disk"),
            self.tr(
                "{0} was changed by another window or program since it was opened or saved here. "
                "Saving over it would lose those changes.\n\nSave this game as a new file, or reload "
                "the file (the changes made here since are lost)?"
            ).format(clip(Path(path).name, 80)),
        )
        if answer == "save_as":
            return self.save_as()
        if answer == "reload":
            self.controller.dirty = False  # the players chose to drop them
            self.open_file(path)
            return False
        self.show_message(self.tr("Not saved: {0} changed on disk").format(clip(Path(path).name, 80)))
        return False

    def report(self) -> Any:
        from desktop.printing import report_for

        c = self.controller
        self.finish_map()
        assert c.history is not None  # (a report is offered with a game only)
        rep = report_for(c.history, c.viewing, c.source_name)
        if c.viewing is None and self.scene is not None:
            rep.scene = self.scene
        return rep

    def export_pdf(self, path: str) -> int:
        from desktop.printing import write_pdf

        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            return write_pdf(path, self.report())
        finally:
            QGuiApplication.restoreOverrideCursor()

    def export_pdf_dialog(self) -> None:
        c = self.controller
        if c.history is None:
            return
        base = Path(c.path).stem if c.path else c.history.title
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export PDF"), str(Path(self._last_dir()) / f"{base}.pdf"), self.tr("PDF (*.pdf)")
        )
        if not path:
            return
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        try:
            pages = self.export_pdf(path)
        except OSError as exc:
            self.show_refusal(self.tr("Could not write {0}: {1}").format(Path(path).name, exc))
            return
        self.show_message(PageCounts().written(path, pages))

    def print_dialog(self) -> None:
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        from desktop.printing import paint_report

        if self.controller.history is None:
            return
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dlg = QPrintDialog(printer, self)
        if dlg.exec() != QPrintDialog.DialogCode.Accepted:
            return
        try:
            pages = paint_report(printer, self.report())
        except OSError as exc:
            self.show_refusal(self.tr("Printing failed: {0}").format(exc))
            return
        self.show_message(PageCounts().printed(pages))

    def offer_restore(self) -> bool:
        """After a crash: offer the newest autosave of a session that did not end cleanly."""
        crashed = [s for s in files.crashed_sessions(self.paths) if s.ident != self.session.ident]
        if not crashed or self.controller.history is not None:
            return False
        newest = crashed[0]
        if self.ask(
            "confirm",
            self.tr("Restore the autosave?"),
            self.tr("Roundhouse did not close properly last time.\nRestore {0}?").format(newest.describe()),
        ):
            self.controller.open_file(
                str(newest.autosave),
                restored_from=newest.file or "",
                after=newest.discard,
                restored_stamp=newest.file_stamp,
            )
            return True
        newest.discard()
        return False
