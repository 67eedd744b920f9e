"""The main window: the map in the middle, dockable panels around it (market, cap table,
companies, trains & phases, log), files, undo/redo, printing, a status line.  Its seams live
in mixins: ``window_actions`` (actions, menus, keys), ``window_files`` (files, printing,
restore) and ``window_layout`` (central widget, docks, status bar, saved layout).

It shows what ``engine.views`` reports about the state the controller shows (the present or a
past action) and sends gestures to the controller; it knows no rules.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QColor, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QTextEdit,
)

from desktop import files
from desktop.context_menus import ContextMenusMixin
from desktop.controller import GameController, failure_text
from desktop.docks.common import PAST_TINT
from desktop.map.scene import MapScene
from desktop.preferences import computer_delay_ms
from desktop.safe_text import clip, rich, set_text, tooltip
from desktop.window_actions import ActionsMixin
from desktop.window_computers import ComputersMixin
from desktop.window_files import FilesMixin
from desktop.window_layout import NOTICE_COLOR, REFUSAL_COLOR, LayoutMixin
from engine import views
from engine.bots.trade import at_table
from engine.i18n import Localized, Msg, localize
from engine.play.glance import operating_order
from engine.play.menu import Menu, menu

if TYPE_CHECKING:
    from engine.state import State


@dataclass(frozen=True)
class BoardPreview:
    """A title's starting board shown without a game: how New game opens a title whose rules
    are not in the engine yet (its board data is), so players can look at the map they will
    play.  Nothing can be played on it: no history, no actions, the map takes no clicks."""

    title: str
    name: str
    players: int
    options: tuple[str, ...] = ()
    scenario: str | None = None
    playable: bool = False
    hexes: int = 0


BREAK = object()  # yielded by deferred work: end this slice here (let Qt lay out and paint)
SLICE_SECONDS = 0.02  # deferred UI work runs in slices this long, between event-loop turns
MARKET_DOCK_HEIGHT = 250  # the market dock's default height (window_layout), the most a new game gives it


class MainWindow(ActionsMixin, FilesMixin, LayoutMixin, ContextMenusMixin, ComputersMixin, QMainWindow):
    """The window; its actions and menus, files and printing, and layout live in the mixins
    (``window_actions``, ``window_files``, ``window_layout``); here: showing the state shown
    and the gestures of play."""

    def __init__(
        self, paths: files.AppPaths | None = None, session: files.Session | None = None, offer_restore: bool = True
    ) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.paths = paths or files.AppPaths.default()
        self.settings = files.settings(self.paths)
        # why autosave is off ("" while it works): no writable data folder, a full disk...
        self.autosave_off = ""
        if session is None:
            session = files.Session(self.paths)
            try:
                session.start()
            except OSError as exc:  # the program still starts, without autosave, and says why
                self.autosave_off = self.tr("cannot write to {0} ({1})").format(
                    self.paths.autosave_dir, failure_text(exc)
                )
        self.session = session
        self.controller = GameController(None if self.autosave_off else session, parent=self)
        self.controller.computers.delay_ms = computer_delay_ms(self.settings)
        #: answers questions (tests replace it): (kind, title, text) -> bool or "save"/"discard"/"cancel"
        self.ask: Callable[[str, str, str], Any] = self._ask_user
        self.scene: MapScene | None = None
        self._work: list[Iterator[Any]] = []  # deferred UI work, run in slices (see _pump)
        self._fit_after_map = False
        self._log_sig: tuple | None = None
        self._closing = False
        self.last_refusal = ""
        self._status_said: tuple[str, Any] | None = None  # ("refusal" | "message", text as given)
        self._shown_past = False
        self.end_dialog: Any = None
        self.load_problem_dialog: Any = None  # the open LoadProblemDialog, if any
        self.manifest_dialog: Any = None  # View → Tile manifest, once opened
        self.rules_notes_dialog: Any = None  # Help → Rules notes for this title, once opened
        self._menu_for: tuple[Any, Menu] | None = None  # (state, its menu: the engine's probes)
        self._offered: tuple[Any, frozenset[str], Menu] | None = None  # (state, computer seats, menu)
        self._scores_shown_for: int | None = None
        self.preview: BoardPreview | None = None  # a title's board shown without a game
        self._layout_before_preview: Any = None  # the docks as they were before the preview
        screen = QGuiApplication.primaryScreen()
        avail = screen.availableGeometry() if screen is not None else None
        if avail is not None and avail.width() > 200:
            self.resize(min(1600, int(avail.width() * 0.95)), min(1000, int(avail.height() * 0.92)))
        else:
            self.resize(1600, 1000)

        self._build_central()
        self._build_docks()
        self._build_actions()
        self._build_menus()
        self._build_status()
        self._build_computers()
        self._default_layout = self.saveState()
        self.restore_layout()

        c = self.controller
        c.changed.connect(self.refresh)
        c.acted.connect(self.refusal_label.clear)
        c.acted.connect(self._after_action)
        c.loaded.connect(self._game_loaded)
        c.load_problem.connect(self.show_load_problem)
        c.refused.connect(self.show_refusal)
        c.message.connect(self.show_message)
        c.busy_changed.connect(self._busy)
        c.progress.connect(self._progress)
        c.saved.connect(lambda p: self._add_recent(p))
        c.autosave_failed.connect(self.autosave_failed)
        c.autosave_ok.connect(self.autosave_works)
        self._pump_timer = QTimer(self)
        self._pump_timer.setSingleShot(True)
        self._pump_timer.timeout.connect(self._pump)
        self.refresh()
        self._show_autosave_state()
        self.remove_stale_temporaries()
        if offer_restore:
            QTimer.singleShot(0, self.offer_restore)

    # ================================================================== showing the state
    def colors(self, state: State) -> dict[str, str]:
        """Corporation and minor colours by sym (privates share syms with minors in 18MEX)."""
        out = {}
        for chip in views.chips(state).values():
            if chip.kind in ("major", "minor") and chip.sym not in out:
                out[chip.sym] = chip.color
        return out

    def refresh(self) -> None:
        c = self.controller
        state = c.shown_state()
        past = c.in_past
        self._update_actions()
        self._update_title()
        self.show_computers()
        if state is None:
            self.glance.set_state(None)
            if self.manifest_dialog is not None:
                self.manifest_dialog.set_state(None)
            if self.rules_notes_dialog is not None:
                self.rules_notes_dialog.set_state(None)
            self._work = []  # the closed game's pending dock and map updates are moot
            self.hint_label.clear()
            if self.preview is not None:
                self._show_preview_texts(self.preview)
            else:
                self.turn_label.setText(self.tr("No game: File → New game…, Open… or Import…"))
                self.banner.hide()
                self.panels["actions"].set_menu(None)
            if self._play_state is not None:  # the game was closed: nothing to lay or run
                self._play_state = None
                self.routes_panel.set_state(None, False)
                self.routes_panel.hide()
                self.interaction.set_state(None, False)
            return
        h = c.history
        assert h is not None  # (a state is shown)
        if past != self._shown_past:
            self._shown_past = past
            self._tint_docks(past)
        turn = views.turn(state)
        self.glance.set_state(state)
        if self.manifest_dialog is not None and self.manifest_dialog.isVisible():
            self.manifest_dialog.set_state(state, self.scene)
        if self.rules_notes_dialog is not None and self.rules_notes_dialog.isVisible():
            self.rules_notes_dialog.set_state(state)
        if past:
            e = h.entries[c.viewing - 1] if c.viewing else None
            # "#" is the number in the Log's first column; the counts are positions among the actions
            num = e.action_id if e and e.action_id is not None else c.viewing
            what = (
                self.tr("#{0} ({1}): {2} — action {3} of {4}").format(
                    num, localize(e.round), e.text(), c.viewing, len(h)
                )
                if e
                else self.tr("the setup, before any action (the game has {0} actions)").format(len(h))
            )
            self.banner_label.setText(rich(self.tr("<b>Viewing the past — read-only.</b> After {0}."), what))
            self.present_button.show()
            self.play_here_button.show()
            self.banner.show()
            set_text(self.turn_label, self.tr("PAST (read-only) · {0}").format(localize(turn.sentence())))
        else:
            self.banner.hide()
            set_text(self.turn_label, localize(turn.sentence()))
        self._schedule(self._update_docks(state, past), self._fit_tables(), self._show_map(state))

    def _update_docks(self, state: State, past: bool) -> Iterator[Any]:
        """The docks, one per event-loop turn at most (each costs a few ms to compute and lay
        out; all at once, plus the repaint, would hold the event loop too long)."""
        c = self.controller
        colors = self.colors(state)
        self.update_actions_panel()
        yield BREAK
        self.panels["capTable"].set_view(views.cap_table(state), past)
        yield BREAK
        from desktop.company_history import last_runs

        order = tuple(o.sym for o in operating_order(state))
        h = c.history
        if h is None:  # (the game was closed meanwhile: its pending updates are moot)
            return
        upto = c.viewing if c.viewing is not None else len(h)
        self.panels["companies"].set_view(
            views.corporations(state), views.privates(state), past, order, last_runs(h, upto)
        )
        yield BREAK
        self.panels["market"].set_view(views.market(state), colors, past)
        yield BREAK
        self.panels["trains"].set_view(views.trains_and_phases(state), past)
        yield BREAK
        h = c.history
        if h is None:
            return
        sig = (id(h), len(h), h.entries[-1].action_id if h.entries else None)
        if sig != self._log_sig:
            self._log_sig = sig
            self.panels["log"].set_entries(h.entries, colors, c.viewing)
        self.panels["log"].set_viewing(c.viewing)
        yield BREAK

    def update_actions_panel(self) -> None:
        """The choices of whoever acts now (none while a past state is shown)."""
        c = self.controller
        panel = self.panels["actions"]
        if c.history is None:
            panel.set_menu(None)
            return
        h = c.history
        if c.in_past:
            state = c.shown_state()
            panel.set_menu(Menu(views.round_label(state), "", None, "", ""), past=True)
            return
        recent: tuple[str, ...] = h.entries[-1].lines if h.entries else ()
        if h.entries and h.entries[-1].reason:  # a computer's move: why it chose it
            why = QCoreApplication.translate("Docks", "computer: {0}").format(localize(h.entries[-1].reason))
            recent = (*recent, why)
        state = h.game.state
        if self._menu_for is None or self._menu_for[0] is not state:
            # tens of ms of engine probes: once per state, not again on returning from the past
            self._menu_for = (state, menu(h.game))
        computers = frozenset(self.computers.seats)
        if self._offered is None or self._offered[0] is not state or self._offered[1] != computers:
            # at a table with computers, their trains are offered from their asking price
            self._offered = (state, computers, at_table(self._menu_for[1], state, computers))
        panel.set_menu(self._offered[2], recent=tuple(recent))

    def _update_title(self) -> None:
        c = self.controller
        if c.history is None:
            if self.preview is not None:
                self.setWindowTitle(self.tr("Roundhouse — {0} — board preview").format(self.preview.name))
            else:
                self.setWindowTitle("Roundhouse")
            return
        past = self.tr(" — viewing the past") if c.in_past else ""
        name = clip(c.source_name, 80)
        self.setWindowTitle(
            f"Roundhouse — {c.history.game.state.static.info.name} — {name}{' *' if c.dirty else ''}{past}"
        )

    def _show_map(self, state: State) -> Iterator[Any]:
        info = state.static.info
        if self.scene is None or self.scene.board.defn is not state.board.defn:
            self.scene = MapScene(state.board, info, phase_color=state.phase.color, parent=self, lazy=True)
            self.map_view.setScene(self.scene)
            self._fit_after_map = True
        self.scene.phase_color = state.phase.color
        self.scene.set_marks(views.map_marks(state))
        self.scene.set_homes(views.home_markers(state))
        if self.routes_panel.scene is not self.scene:
            self.routes_panel.attach(self.map_view, self.scene)
            self.interaction.attach(self.scene)
        self.follow_play_state(state)
        back = PAST_TINT if self.controller.in_past else QColor("#ffffff")
        if self.scene.backgroundBrush().color() != back:
            self.scene.setBackgroundBrush(back)  # the map of a past state sits on the past tint
        building = self._fit_after_map
        if building:  # a new map: paint it once, when complete, not after every slice
            self.map_view.viewport().setUpdatesEnabled(False)
        try:
            yield from self.scene.refresh_steps(state.board)
        finally:
            if building and shiboken6.isValid(self.map_view):  # not when the window is gone
                self.map_view.viewport().setUpdatesEnabled(True)
        if self._fit_after_map:
            self._fit_after_map = False
            self._fit_market_dock()
            self.map_view.fit()

    def _fit_market_dock(self) -> None:
        """A new game's market dock as tall as its rows (at most the default): the map gets the
        rest (a tall map, 1833NE's, then uses more of the window's width)."""
        dock, panel = self.docks["market"], self.panels["market"]
        if (
            dock.isFloating()
            or not dock.isVisible()
            or self.dockWidgetArea(dock)
            not in (
                Qt.DockWidgetArea.BottomDockWidgetArea,
                Qt.DockWidgetArea.TopDockWidgetArea,
            )
        ):
            return
        panel.fit_cells()
        title = max(0, dock.height() - panel.height())
        self.resizeDocks([dock], [min(MARKET_DOCK_HEIGHT, panel.wanted_height() + title)], Qt.Orientation.Vertical)

    def _fit_tables(self) -> Iterator[Any]:
        from desktop.docks.common import fit_columns

        for panel in self.panels.values():
            for table in panel.tables():
                if fit_columns(table):
                    yield table

    def _schedule(self, *work: Iterator[Any]) -> None:
        """Replace the deferred work (a newer refresh makes older work moot) and start pumping."""
        self._work = list(work)
        self._pump_timer.start(0)

    def _pump(self) -> None:
        """Run deferred work (redrawing changed hexes, sizing columns) for a slice of time, then
        let the event loop breathe: the UI thread never stalls on a big redraw."""
        end = time.perf_counter() + SLICE_SECONDS
        while self._work:
            for step in self._work[0]:
                if step is BREAK or time.perf_counter() > end:
                    self._pump_timer.start(0)
                    return
            self._work.pop(0)

    def idle(self) -> bool:
        """No deferred UI work pending."""
        return not self._work

    def settle(self) -> None:
        """Do all deferred UI work now (tests, printing, screenshots)."""
        while self._work:
            for _ in self._work[0]:
                pass
            self._work.pop(0)

    finish_map = settle

    def hex_tooltip(self, hex_id: str) -> str | None:
        state = self.controller.shown_state()
        if state is None or hex_id not in state.board.state:
            return None
        return "\n".join(localize(line) for line in views.hex_info(state, hex_id).lines())

    def show_board(
        self, title_id: str, options: tuple[str, ...] = (), players: int | None = None, scenario: str | None = None
    ) -> None:
        """Open a title's starting board for viewing, without a game (New game does this for a
        title the engine cannot play yet; ``--title`` for any).  The game shown before, if any,
        is closed (New game asked about unsaved changes first).  Raises DataError (unknown
        title, option, scenario or player count) before anything changes."""
        from desktop.render import default_players, preview_homes, starting_board
        from engine.titles import is_playable

        title, board = starting_board(title_id, options, players, scenario)
        if players is None:
            players = next((s.players[1] for s in title.scenarios if s.id == scenario), default_players(title))
        if self.controller.history is not None:
            self.controller.close_game()
        self.preview = BoardPreview(
            title.id, title.name, players, tuple(options), scenario, is_playable(title.id), len(board.state)
        )
        self._hide_game_docks()
        self.scene = MapScene(board, title, phase_color=title.phases[0].color, parent=self, lazy=True)
        self.scene.set_homes(preview_homes(title, board, players, options))
        self.scene.refresh()
        self.map_view.setScene(self.scene)
        self.map_view.fit()
        self.refresh()

    # docks showing a game's state: empty in a board preview, so hidden to give the map room
    GAME_DOCKS = ("log", "trains", "capTable", "companies", "market")

    def _hide_game_docks(self) -> None:
        """Hide the docks a preview has nothing for, remembering the layout (once: a preview
        replacing a preview keeps the players' own layout) to put back when a game comes."""
        if self._layout_before_preview is None:
            self._layout_before_preview = self.saveState()
        for key in self.GAME_DOCKS:
            self.docks[key].hide()

    def _restore_game_docks(self) -> None:
        """The preview ends: the docks as the players had them."""
        if self._layout_before_preview is not None:
            self.restoreState(self._layout_before_preview)
            self._layout_before_preview = None

    def _show_preview_texts(self, p: BoardPreview) -> None:
        """Say everywhere that a board preview is shown, not a game: the banner over the map,
        the status line, the Actions dock (the window title: ``_update_title``)."""
        setup = [self.tr("%n player(s)", "", p.players)]
        if p.scenario:
            setup.append(self.tr("scenario {0}").format(p.scenario))
        setup += [o.replace("_", " ") for o in p.options]
        set_text(
            self.turn_label,
            self.tr("Board preview: {0} ({1}) — %n hexes, not a game", "", p.hexes).format(p.name, ", ".join(setup)),
        )
        why = (
            self.tr("the rules of {0} are not in the engine yet, so its board can be viewed but not played.")
            if not p.playable
            else self.tr("File → New game… starts a game of {0}.")
        ).format(p.name)
        self.banner_label.setText(rich(self.tr("<b>Board preview — not a game.</b> {0}"), why))
        self.present_button.hide()
        self.play_here_button.hide()
        self.banner.show()
        self.panels["actions"].set_board_preview(p.name, p.playable)

    def _game_loaded(self) -> None:
        self.preview = None  # a game (or nothing) replaces the board preview
        self._restore_game_docks()
        self._log_sig = None
        self.refusal_label.clear()
        if self.controller.path:
            self._add_recent(self.controller.path)
        elif self.controller.source:
            files.add_recent(self.settings, self.controller.source, imported=True)

    # ================================================================== language
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        """A new translator was installed (Preferences): every text in the new language."""
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "menus"):
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Re-read every fixed text, then redraw the state shown (its tables and captions are
        written in the language of the moment)."""
        self._retranslate_actions()
        self._retranslate_menus()
        self._retranslate_layout()
        self._retranslate_computers()
        for panel in self.panels.values():
            if hasattr(panel, "retranslate"):
                panel.retranslate()
        self.routes_panel.retranslate()
        self._log_sig = None
        self.refresh()
        said = self._status_said
        if said is not None and self.refusal_label.text() and isinstance(said[1], Msg | Localized):
            # the engine's refusal (or notice) still shown: again, in the new language
            (self.show_refusal if said[0] == "refusal" else self.show_message)(said[1])

    def show_preferences(self) -> None:
        """Edit → Preferences: the language (kept in the settings, applied at once)."""
        from desktop.preferences import PreferencesDialog

        dlg = PreferencesDialog(self.settings, self)
        dlg.setObjectName("preferencesDialog")
        if dlg.exec():
            dlg.apply()
            self.computers.delay_ms = computer_delay_ms(self.settings)

    # ================================================================== messages
    def show_refusal(self, text: Any) -> None:
        """The engine's (or the program's) reason for refusing; stays until the next change.
        An engine sentence (``Msg``) is shown in the language, and again after a change of it."""
        self._status_said = ("refusal", text)
        text = localize(text)
        self._text_color(self.refusal_label, REFUSAL_COLOR)
        self.refusal_label.setText(clip(text))
        self.refusal_label.setToolTip(tooltip(text))
        self.last_refusal = text

    def show_message(self, text: Any) -> None:
        """Information (not an error) in the same place, in plain colours."""
        self._status_said = ("message", text)
        text = localize(text)
        self._text_color(self.refusal_label, NOTICE_COLOR)
        self.refusal_label.setText(clip(text))
        self.refusal_label.setToolTip(tooltip(text))

    def show_hint(self, text: str) -> None:
        """A prompt of the map or the routes panel (what to click, why a hex takes no tile)."""
        text = localize(text)
        self.hint_label.setText(clip(text))
        self.hint_label.setToolTip(tooltip(text))

    def _busy(self, busy: bool) -> None:
        self.progress_bar.setVisible(busy)
        self.cancel_button.setVisible(busy)
        if busy:
            self.progress_bar.setRange(0, 0)
        self._update_actions()

    def _progress(self, done: int, total: int) -> None:
        self.progress_bar.setRange(0, max(1, total))
        self.progress_bar.setValue(done)
        self.progress_bar.setFormat(self.tr("%v / %m actions"))

    def _ask_user(self, kind: str, title: str, text: str) -> Any:
        if kind == "changed":
            box = QMessageBox(QMessageBox.Icon.Warning, title, text, parent=self)
            box.setTextFormat(Qt.TextFormat.PlainText)
            save_as = box.addButton(self.tr("Save as a new file…"), QMessageBox.ButtonRole.AcceptRole)
            reload = box.addButton(self.tr("Reload it"), QMessageBox.ButtonRole.DestructiveRole)
            box.addButton(QMessageBox.StandardButton.Cancel)
            box.exec()
            clicked = box.clickedButton()
            return "save_as" if clicked is save_as else "reload" if clicked is reload else "cancel"
        if kind == "error":
            box = QMessageBox(QMessageBox.Icon.Warning, title, text, parent=self)
            box.setTextFormat(Qt.TextFormat.PlainText)
            box.exec()
            return True
        if kind == "save":
            box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=self)
            box.setTextFormat(Qt.TextFormat.PlainText)
            save = box.addButton(QMessageBox.StandardButton.Save)
            discard = box.addButton(QMessageBox.StandardButton.Discard)
            box.addButton(QMessageBox.StandardButton.Cancel)
            box.exec()
            clicked = box.clickedButton()
            return "save" if clicked is save else "discard" if clicked is discard else "cancel"
        box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # file names and game titles in it
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    # ================================================================== autosave
    def autosave_failed(self, why: str) -> None:
        """An autosave failed (it is tried again): said at once, and kept in the status bar
        until one succeeds."""
        first = not self.autosave_off
        self.autosave_off = self.tr("the last autosave failed ({0}); trying again").format(why)
        self._show_autosave_state()
        if first:
            self.show_refusal(self.tr("Autosave failed: {0}").format(why))

    def autosave_works(self) -> None:
        self.autosave_off = ""
        self._show_autosave_state()
        self.show_message(self.tr("Autosave works again"))

    def _show_autosave_state(self) -> None:
        label = self.autosave_label
        if self.autosave_off:
            set_text(label, self.tr("Autosave is off: {0}").format(self.autosave_off), 120)
            label.setToolTip(tooltip(self.tr("Autosave is off: {0}").format(self.autosave_off)))
        label.setVisible(bool(self.autosave_off))

    def remove_stale_temporaries(self) -> None:
        """What killed saves left next to the recent files (the autosave folder's own leftovers
        go when crash recovery looks at it)."""
        from pathlib import Path

        for p in files.recent_files(self.settings):
            files.remove_stale_temporaries(Path(p))

    # ================================================================== gestures
    def pass_turn(self) -> None:
        from engine.actions import wire

        state = self.controller.shown_state()
        if state is None:
            return
        turn = views.turn(state)
        if turn.entity_key is None:
            self.show_refusal(self.tr("Nobody is to act"))
            return
        self.submit_choice({"type": "pass", **wire(turn.entity_key)})

    def submit_choice(self, action: dict) -> None:
        """An action picked in the Actions panel or by the pass key.  A pass that spills over
        (the steps it skips withhold and drop the price, the turn ends with purchases still
        open) says so and asks once; a plain pass goes at once."""
        from engine.play.spill import consequences_of

        c = self.controller
        if action.get("type") == "pass" and c.history is not None and not c.in_past and not c.busy:
            said = consequences_of(c.history.game, action)
            if said:
                state = c.history.game.state
                who = state.name_of(views.turn(state).entity_key or "")
                text = self.tr("{0} passes, and that also means:\n\n{1}\n\nPass anyway?").format(
                    who, "\n".join(f"• {localize(line)}" for line in said)
                )
                if not self.ask("pass", self.tr("Pass?"), text):
                    self.show_message(self.tr("Not passed"))
                    return
        c.submit(action)

    def focus_choices(self) -> None:
        """Keyboard play: the choice list takes the focus (arrows pick, +/- amount, Enter does it)."""
        self.docks["actions"].show()
        self.docks["actions"].raise_()
        self.panels["actions"].list.setFocus()

    def follow_play_state(self, state: State | None, computers_only: bool = False) -> None:
        """The routes panel and the map's clicks follow the shown state.  While a running
        computer decides, the routes panel stays idle and hidden: the computer works out its
        own routes in the worker, and a second search would only slow it.  ``computers_only``:
        the computers were paused or resumed, the state is the one already followed."""
        present = not self.controller.in_past
        runs = present and not self.computers.blocks_person()
        key, last = (id(state), present, runs), self._play_state
        if key == last or (computers_only and (last is None or last[0] != id(state))):
            return
        new_state = last is None or last[:2] != key[:2]
        self._play_state = key
        if new_state:
            self.hint_label.clear()  # the new step's prompt (if it has one) follows
        had_focus = self._routes_had_focus()
        self.routes_panel.set_state(state, runs)
        self.interaction.set_state(state, present)
        self.routes_panel.setVisible(self.routes_panel.active)
        if had_focus and not self.routes_panel.active:
            # Run by Enter hides the routes: the choices take the focus, so the next Enter
            # does the next step's default instead of nothing
            self.panels["actions"].list.setFocus()

    def _routes_had_focus(self) -> bool:
        """The routes step is shown and the keyboard is not busy typing elsewhere: when the step
        ends (Run by Enter or by a click), the Actions list may take the focus back.  The list
        itself hid during the routes step, so its focus went to the routes panel, the map or
        nowhere."""
        if not self.routes_panel.isVisible():
            return False
        focused = QApplication.focusWidget()
        if focused is None or not focused.isVisible() or self.routes_panel.isAncestorOf(focused):
            return True
        return not isinstance(focused, QLineEdit | QAbstractSpinBox | QTextEdit | QPlainTextEdit)

    def _after_action(self) -> None:
        """The action that ends the game opens the final scores."""
        h = self.controller.history
        if h is not None and h.state.finished and not self._scores_shown_for == id(h):
            self._scores_shown_for = id(h)
            self.show_scores()

    def show_scores(self) -> None:
        """Final scores (standings while the game runs) and each player's worth over the game,
        computed on a worker thread from a copy of the history."""
        from desktop.end_screen import EndOfGameDialog, end_of_game_job

        c = self.controller
        if c.history is None:
            return
        if self.end_dialog is None:
            self.end_dialog = EndOfGameDialog(self)
            self.end_dialog.setObjectName("endOfGameDialog")
        dlg = self.end_dialog
        c.runner.run(
            end_of_game_job(c.history),
            self.tr("Final scores"),
            on_done=dlg.set_end,
            owner=dlg,
            on_failed=lambda text: self.show_refusal(self.tr("Final scores: {0}").format(text)),
        )
        dlg.show()
        dlg.raise_()

    def end_game_by_agreement(self) -> None:
        """Players may agree to stop; the game is scored as it stands (18xx.games "end_game")."""
        from engine.actions import wire

        state = self.controller.shown_state()
        if state is None or state.finished:
            return
        turn = views.turn(state)
        if turn.entity_key is None:
            return
        if self.ask(
            "confirm",
            self.tr("End the game"),
            self.tr("End the game now and score it as it stands? (Undo can take it back.)"),
        ):
            self.controller.submit({"type": "end_game", **wire(turn.entity_key)})

    def play_from_here(self) -> None:
        c = self.controller
        if not c.in_past or c.history is None:
            return
        later = len(c.history) - (c.viewing or 0)
        if self.ask(
            "confirm",
            self.tr("Play from here"),
            self.tr(
                "Continue the game from this point? The %n later action(s) are set aside; "
                "Redo (Ctrl+Shift+Z) puts them back one by one until you play a new action.",
                "",
                later,
            ),
        ):
            c.play_from_here()

    # ================================================================== start and end
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if not self._closing and not self.confirm_discard():
            event.ignore()
            return
        self._closing = True
        self.controller.cancel_job()
        self.routes_panel.set_state(None, False)  # cancels a route search in flight
        self.controller.runner.cancel_all()
        self.controller.runner.wait(5000)
        self.interaction.wait()
        self.save_layout()
        if self.controller.autosaver is not None:
            self.controller.autosaver.close()
        self.session.end()
        super().closeEvent(event)
