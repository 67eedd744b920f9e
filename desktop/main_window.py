"""The main window: the map in the middle, dockable panels around it (market, cap table,
companies, trains & phases, log), files, undo/redo, printing, a status line.

It shows what ``engine.views`` reports about the state the controller shows (the present or a
past action) and sends gestures to the controller; it knows no rules.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QByteArray, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QColor, QGuiApplication, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QFrame,
    QGraphicsScene,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop import files
from desktop.controller import GameController
from desktop.docks.cap_table import CapTablePanel
from desktop.docks.common import PAST_TINT
from desktop.docks.companies import CompaniesPanel
from desktop.docks.log import LogPanel
from desktop.docks.market import MarketPanel
from desktop.docks.trains import TrainsPanel
from desktop.glance import GlanceStrip
from desktop.map.interaction import MapInteraction
from desktop.map.scene import MapScene
from desktop.map.view import MapView
from desktop.panels.action_panel import ActionPanel
from desktop.panels.routes_panel import RoutesPanel
from engine import views
from engine.play.menu import Menu, menu

BREAK = object()        # yielded by deferred work: end this slice here (let Qt lay out and paint)
SLICE_SECONDS = 0.02    # deferred UI work runs in slices this long, between event-loop turns
REFUSAL_COLOR = QColor("#b00000")
NOTICE_COLOR = QColor("#205080")
PASS_KEY = "Ctrl+Shift+P"   # Game → Pass (Ctrl+P is File → Print)


class MainWindow(QMainWindow):
    DOCKS = (
        ("actions", "Actions", Qt.DockWidgetArea.LeftDockWidgetArea),
        ("log", "Log", Qt.DockWidgetArea.LeftDockWidgetArea),
        ("trains", "Trains && phases", Qt.DockWidgetArea.LeftDockWidgetArea),
        ("capTable", "Cap table", Qt.DockWidgetArea.RightDockWidgetArea),
        ("companies", "Companies", Qt.DockWidgetArea.RightDockWidgetArea),
        ("market", "Market", Qt.DockWidgetArea.BottomDockWidgetArea),
    )

    def __init__(self, paths: files.AppPaths | None = None, session: files.Session | None = None,
                 offer_restore: bool = True) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.paths = paths or files.AppPaths.default()
        self.settings = files.settings(self.paths)
        if session is None:
            session = files.Session(self.paths)
            session.start()
        self.session = session
        self.controller = GameController(session, parent=self)
        #: answers questions (tests replace it): (kind, title, text) -> bool or "save"/"discard"/"cancel"
        self.ask: Callable[[str, str, str], Any] = self._ask_user
        self.scene: MapScene | None = None
        self._work: list[Iterator[Any]] = []     # deferred UI work, run in slices (see _pump)
        self._fit_after_map = False
        self._log_sig: tuple | None = None
        self._closing = False
        self.last_refusal = ""
        self._shown_past = False
        self.end_dialog: Any = None
        self.load_problem_dialog: Any = None    # the open LoadProblemDialog, if any
        self._menu_for: tuple[Any, Menu] | None = None    # (state, its menu)
        self._scores_shown_for: int | None = None
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
        self._pump_timer = QTimer(self)
        self._pump_timer.setSingleShot(True)
        self._pump_timer.timeout.connect(self._pump)
        self.refresh()
        if offer_restore:
            QTimer.singleShot(0, self.offer_restore)

    # ================================================================== building
    def _build_central(self) -> None:
        box = QWidget()
        lay = QVBoxLayout(box)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        self.banner = QFrame()
        self.banner.setObjectName("pastBanner")
        self.banner.setStyleSheet(f"#pastBanner {{ background: {PAST_TINT.darker(115).name()}; "
                                  "border-bottom: 2px solid #b8860b; }")
        bl = QHBoxLayout(self.banner)
        bl.setContentsMargins(8, 4, 8, 4)
        self.banner_label = QLabel()
        self.banner_label.setObjectName("pastLabel")
        self.banner_label.setWordWrap(True)
        self.banner_label.setMinimumWidth(80)
        self.banner_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.present_button = QPushButton("Return to the present")
        self.present_button.setObjectName("presentButton")
        self.play_here_button = QPushButton("Play from here…")
        self.play_here_button.setObjectName("playHereButton")
        bl.addWidget(self.banner_label, 1)
        bl.addWidget(self.play_here_button)
        bl.addWidget(self.present_button)
        self.present_button.clicked.connect(self.controller.return_to_present)
        self.play_here_button.clicked.connect(self.play_from_here)
        self.banner.hide()
        self.placeholder = QGraphicsScene(self)
        self.placeholder.addText("No game open.\nFile → New game…, Open… or Import…")
        self.map_view = MapView(self.placeholder)
        self.map_view.setObjectName("mapView")
        self.map_view.hex_tooltip = self.hex_tooltip
        self.glance = GlanceStrip()
        lay.addWidget(self.glance)
        lay.addWidget(self.banner)
        lay.addWidget(self.map_view, 1)
        self.setCentralWidget(box)

    def _build_docks(self) -> None:
        self.panels: dict[str, QWidget] = {
            "actions": ActionPanel(),
            "log": LogPanel(),
            "capTable": CapTablePanel(),
            "companies": CompaniesPanel(),
            "market": MarketPanel(),
            "trains": TrainsPanel(),
        }
        self.docks: dict[str, QDockWidget] = {}
        # the side columns run the full height; the market sits under the map
        self.setCorner(Qt.Corner.TopLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.setCorner(Qt.Corner.TopRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        for key, label, area in self.DOCKS:
            dock = QDockWidget(label, self)
            dock.setObjectName(f"{key}Dock")
            dock.setWidget(self.panels[key])
            dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                             | QDockWidget.DockWidgetFeature.DockWidgetMovable
                             | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
            self.addDockWidget(area, dock)
            self.docks[key] = dock
        self.splitDockWidget(self.docks["actions"], self.docks["log"], Qt.Orientation.Vertical)
        self.tabifyDockWidget(self.docks["log"], self.docks["trains"])
        self.docks["log"].raise_()
        self.splitDockWidget(self.docks["capTable"], self.docks["companies"], Qt.Orientation.Vertical)
        self.resizeDocks([self.docks["log"], self.docks["capTable"]], [360, 560], Qt.Orientation.Horizontal)
        self.resizeDocks([self.docks["actions"], self.docks["log"]], [560, 400], Qt.Orientation.Vertical)
        self.resizeDocks([self.docks["capTable"], self.docks["companies"]], [370, 590], Qt.Orientation.Vertical)
        self.resizeDocks([self.docks["market"]], [250], Qt.Orientation.Vertical)
        self.panels["log"].entry_clicked.connect(self.controller.view_entry)
        self.panels["actions"].action_ready.connect(self.controller.submit)
        self.panels["actions"].scores_requested.connect(self.show_scores)
        self.routes_panel = RoutesPanel(self.controller.runner)
        self.routes_panel.setObjectName("routesPanel")
        self.routes_panel.action_ready.connect(self.controller.submit)
        self.routes_panel.hint.connect(self.show_hint)
        self.panels["actions"].extra.addWidget(self.routes_panel)
        self.routes_panel.hide()
        self._play_state: Any = None
        self.interaction = MapInteraction(self.map_view, self)
        self.interaction.action_ready.connect(self.controller.submit)
        self.interaction.hint.connect(self.show_hint)

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
        # Ctrl+P stays the platform's Print key; Pass must never share it (an ambiguous
        # shortcut runs neither action)
        self.act_pass = a(self.tr("&Pass"), self.pass_turn, PASS_KEY, "actPass")
        self.act_keys = a("&Keyboard shortcuts", self.show_keys, "F1", "actKeys")
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
        self._fill_menu(v, None, self.act_fit, self.act_zoom_in, self.act_zoom_out, None, self.act_reset_layout)
        self._fill_menu(mb.addMenu("&Help"), self.act_keys)

    def _build_status(self) -> None:
        sb = self.statusBar()
        self.turn_label = QLabel("No game")
        self.turn_label.setObjectName("turnLabel")
        self.refusal_label = QLabel()
        self.refusal_label.setObjectName("refusalLabel")
        f = self.refusal_label.font()
        f.setBold(True)
        self.refusal_label.setFont(f)
        self._text_color(self.refusal_label, REFUSAL_COLOR)
        self.refusal_label.setWordWrap(False)
        self.refusal_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        # the map's and the routes panel's prompts: their own place, so they never overwrite a
        # refusal or a load problem, and cleared whenever the step changes (never stale)
        self.hint_label = QLabel()
        self.hint_label.setObjectName("hintLabel")
        self._text_color(self.hint_label, NOTICE_COLOR)
        self.hint_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.progress_bar = QProgressBar()
        self.progress_bar.setObjectName("jobProgress")
        self.progress_bar.setMaximumWidth(200)
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setObjectName("cancelJob")
        self.cancel_button.clicked.connect(self.controller.cancel_job)
        sb.addWidget(self.turn_label, 2)
        sb.addWidget(self.hint_label, 2)
        sb.addWidget(self.refusal_label, 3)
        sb.addPermanentWidget(self.progress_bar)
        sb.addPermanentWidget(self.cancel_button)
        self.progress_bar.hide()
        self.cancel_button.hide()

    # ================================================================== layout persistence
    def save_layout(self) -> None:
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        self.settings.sync()

    def restore_layout(self) -> bool:
        geo = self.settings.value("window/geometry")
        state = self.settings.value("window/state")
        ok = False
        if isinstance(geo, QByteArray) and not geo.isEmpty():
            self.restoreGeometry(geo)
        if isinstance(state, QByteArray) and not state.isEmpty():
            ok = self.restoreState(state)
        return ok

    def reset_layout(self) -> None:
        self.restoreState(self._default_layout)
        for dock in self.docks.values():
            dock.show()

    # ================================================================== showing the state
    def colors(self, state: Any) -> dict[str, str]:
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
        if state is None:
            self.turn_label.setText("No game: File → New game…, Open… or Import…")
            self.glance.set_state(None)
            self.banner.hide()
            self.panels["actions"].set_menu(None)
            self.hint_label.clear()
            if self._play_state is not None:     # the game was closed: nothing to lay or run
                self._play_state = None
                self.routes_panel.set_state(None, False)
                self.routes_panel.hide()
                self.interaction.set_state(None, False)
            return
        h = c.history
        if past != self._shown_past:
            self._shown_past = past
            self._tint_docks(past)
        turn = views.turn(state)
        self.glance.set_state(state)
        if past:
            e = h.entries[c.viewing - 1] if c.viewing else None
            # "#" is the number in the Log's first column; the counts are positions among the actions
            num = e.action_id if e and e.action_id is not None else c.viewing
            what = self.tr("#{0} ({1}): {2} — action {3} of {4}").format(
                num, e.round, e.text(), c.viewing, len(h)) if e else \
                self.tr("the setup, before any action (the game has {0} actions)").format(len(h))
            self.banner_label.setText(self.tr("<b>Viewing the past — read-only.</b> After {0}.").format(what))
            self.banner.show()
            self.turn_label.setText(f"PAST (read-only) · {turn.sentence()}")
        else:
            self.banner.hide()
            self.turn_label.setText(turn.sentence())
        self._schedule(self._update_docks(state, past), self._fit_tables(), self._show_map(state))

    def _update_docks(self, state: Any, past: bool) -> Iterator[Any]:
        """The docks, one per event-loop turn at most (each costs a few ms to compute and lay
        out; all at once, plus the repaint, would hold the event loop too long)."""
        c = self.controller
        colors = self.colors(state)
        self.update_actions_panel()
        yield BREAK
        self.panels["capTable"].set_view(views.cap_table(state), past)
        yield BREAK
        self.panels["companies"].set_view(views.corporations(state), views.privates(state), past)
        yield BREAK
        self.panels["market"].set_view(views.market(state), colors, past)
        yield BREAK
        self.panels["trains"].set_view(views.trains_and_phases(state), past)
        yield BREAK
        h = c.history
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
        recent = h.entries[-1].lines if h.entries else ()
        state = h.game.state
        if self._menu_for is None or self._menu_for[0] is not state:
            # tens of ms of engine probes: once per state, not again on returning from the past
            self._menu_for = (state, menu(h.game))
        panel.set_menu(self._menu_for[1], recent=tuple(recent))

    @staticmethod
    def _text_color(label: QLabel, color: QColor) -> None:
        pal = label.palette()
        pal.setColor(QPalette.ColorRole.WindowText, color)
        label.setPalette(pal)

    def _tint_docks(self, past: bool) -> None:
        """Past states: every table on a tinted background and "— past" in the dock titles
        (palettes, not style sheets: re-polishing every widget after each action is slow)."""
        for key, panel in self.panels.items():
            for table in panel.findChildren(QTableView):
                if past:
                    pal = table.palette()
                    pal.setColor(QPalette.ColorRole.Base, PAST_TINT)
                    pal.setColor(QPalette.ColorRole.AlternateBase, PAST_TINT.darker(106))
                    table.setPalette(pal)
                else:
                    table.setPalette(QPalette())
            title = dict((k, t) for k, t, _ in self.DOCKS)[key]
            self.docks[key].setWindowTitle(f"{title} — past" if past else title)

    def _update_title(self) -> None:
        c = self.controller
        if c.history is None:
            self.setWindowTitle("Roundhouse")
            return
        past = " — viewing the past" if c.in_past else ""
        self.setWindowTitle(f"Roundhouse — {c.history.game.state.static.info.name} — {c.source_name}"
                            f"{' *' if c.dirty else ''}{past}")

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

    def _show_map(self, state: Any) -> Iterator[Any]:
        info = state.static.info
        if self.scene is None or self.scene.board.defn is not state.board.defn:
            self.scene = MapScene(state.board, info, phase_color=state.phase.color, parent=self, lazy=True)
            self.map_view.setScene(self.scene)
            self._fit_after_map = True
        self.scene.phase_color = state.phase.color
        if self.routes_panel.scene is not self.scene:
            self.routes_panel.attach(self.map_view, self.scene)
            self.interaction.attach(self.scene)
        present = not self.controller.in_past
        if (id(state), present) != self._play_state:
            self._play_state = (id(state), present)
            self.hint_label.clear()      # the new step's prompt (if it has one) follows
            self.routes_panel.set_state(state, present)
            self.interaction.set_state(state, present)
            self.routes_panel.setVisible(self.routes_panel.active)
        back = PAST_TINT if self.controller.in_past else QColor("#ffffff")
        if self.scene.backgroundBrush().color() != back:
            self.scene.setBackgroundBrush(back)     # the map of a past state sits on the past tint
        building = self._fit_after_map
        if building:  # a new map: paint it once, when complete, not after every slice
            self.map_view.viewport().setUpdatesEnabled(False)
        try:
            yield from self.scene.refresh_steps(state.board)
        finally:
            if building and shiboken6.isValid(self.map_view):   # not when the window is gone
                self.map_view.viewport().setUpdatesEnabled(True)
        if self._fit_after_map:
            self._fit_after_map = False
            self.map_view.fit()

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
        return "\n".join(views.hex_info(state, hex_id).lines())

    def show_board(self, title_id: str, options: tuple[str, ...] = (), players: int | None = None,
                   scenario: str | None = None) -> None:
        """Show a title's starting board without a game (titles the engine cannot play yet)."""
        from desktop.render import starting_board

        title, board = starting_board(title_id, options, players, scenario)
        self.scene = MapScene(board, title, phase_color=title.phases[0].color, parent=self)
        self.map_view.setScene(self.scene)
        self.map_view.fit()
        self.turn_label.setText(f"{title.name}: the starting board ({len(board.state)} hexes) — no game")
        self.setWindowTitle(f"Roundhouse — {title.name}")

    def _game_loaded(self) -> None:
        self._log_sig = None
        self.refusal_label.clear()
        if self.controller.path:
            self._add_recent(self.controller.path)
        elif self.controller.source:
            files.add_recent(self.settings, self.controller.source, imported=True)

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

    # ================================================================== messages
    def show_refusal(self, text: str) -> None:
        """The engine's (or the program's) reason for refusing; stays until the next change."""
        self._text_color(self.refusal_label, REFUSAL_COLOR)
        self.refusal_label.setText(text)
        self.refusal_label.setToolTip(text)
        self.last_refusal = text

    def show_message(self, text: str) -> None:
        """Information (not an error) in the same place, in plain colours."""
        self._text_color(self.refusal_label, NOTICE_COLOR)
        self.refusal_label.setText(text)
        self.refusal_label.setToolTip(text)

    def show_hint(self, text: str) -> None:
        """A prompt of the map or the routes panel (what to click, why a hex takes no tile)."""
        self.hint_label.setText(text)
        self.hint_label.setToolTip(text)

    def _busy(self, busy: bool) -> None:
        self.progress_bar.setVisible(busy)
        self.cancel_button.setVisible(busy)
        if busy:
            self.progress_bar.setRange(0, 0)
        self._update_actions()

    def _progress(self, done: int, total: int) -> None:
        self.progress_bar.setRange(0, max(1, total))
        self.progress_bar.setValue(done)
        self.progress_bar.setFormat("%v / %m actions")

    def _ask_user(self, kind: str, title: str, text: str) -> Any:
        if kind == "save":
            box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=self)
            save = box.addButton(QMessageBox.StandardButton.Save)
            discard = box.addButton(QMessageBox.StandardButton.Discard)
            box.addButton(QMessageBox.StandardButton.Cancel)
            box.exec()
            clicked = box.clickedButton()
            return "save" if clicked is save else "discard" if clicked is discard else "cancel"
        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes

    # ================================================================== gestures
    def pass_turn(self) -> None:
        from engine.actions import wire

        state = self.controller.shown_state()
        if state is None:
            return
        turn = views.turn(state)
        if turn.entity_key is None:
            self.show_refusal("Nobody is to act")
            return
        self.controller.submit({"type": "pass", **wire(turn.entity_key)})

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

    def focus_choices(self) -> None:
        """Keyboard play: the choice list takes the focus (arrows pick, +/- amount, Enter does it)."""
        self.docks["actions"].show()
        self.docks["actions"].raise_()
        self.panels["actions"].list.setFocus()

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
        c.runner.run(end_of_game_job(c.history), "Final scores", on_done=dlg.set_end, owner=dlg,
                     on_failed=lambda text: self.show_refusal(f"Final scores: {text}"))
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
        if self.ask("confirm", "End the game", "End the game now and score it as it stands? "
                    "(Undo can take it back.)"):
            self.controller.submit({"type": "end_game", **wire(turn.entity_key)})

    def play_from_here(self) -> None:
        c = self.controller
        if not c.in_past or c.history is None:
            return
        later = len(c.history) - (c.viewing or 0)
        if self.ask("confirm", "Play from here",
                    f"Continue the game from this point? The {later} later action(s) are set aside; "
                    "Redo (Ctrl+Shift+Z) puts them back one by one until you play a new action."):
            c.play_from_here()

    def confirm_discard(self) -> bool:
        """Before replacing or closing a game with unsaved changes: save, discard or cancel."""
        c = self.controller
        if c.history is None or not c.dirty:
            return True
        answer = self.ask("save", "Unsaved changes", f"Save the changes to {c.source_name}?")
        if answer == "save":
            return self.save()
        return answer == "discard"

    def new_game(self) -> None:
        from desktop.dialogs import NewGameDialog

        if self.controller.busy or not self.confirm_discard():
            return
        dlg = NewGameDialog(self, default_names=self.controller.history.player_names()
                            if self.controller.history else None)
        if dlg.exec():
            ch = dlg.choice()
            self.controller.new_game(ch.title, ch.players, ch.options, ch.seed, ch.scenario)

    def _last_dir(self) -> str:
        return str(self.settings.value("lastDir", str(Path.home())))

    def open_dialog(self) -> None:
        if self.controller.busy or not self.confirm_discard():
            return
        path, _ = QFileDialog.getOpenFileName(self, "Open a game", self._last_dir(), "Game files (*.json);;All files (*)")
        if path:
            self.open_file(path)

    def import_dialog(self) -> None:
        if self.controller.busy or not self.confirm_discard():
            return
        path, _ = QFileDialog.getOpenFileName(self, "Import an 18xx.games export", self._last_dir(),
                                              "18xx.games JSON (*.json);;All files (*)")
        if path:
            self.open_file(path, imported=True)

    def open_file(self, path: str, imported: bool = False) -> Any:
        self.settings.setValue("lastDir", str(Path(path).parent))
        return self.controller.open_file(path, imported=imported)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        items = files.recent_files(self.settings)
        if not items:
            act = self.recent_menu.addAction("(none)")
            act.setEnabled(False)
            return
        imported = files.imported_recent(self.settings)
        for p in items:
            act = self.recent_menu.addAction(self.tr("{0} (imported)").format(Path(p).name) if p in imported
                                             else Path(p).name)
            act.setToolTip(p)
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
        path, _ = QFileDialog.getSaveFileName(self, "Save the game", suggestion, "Game files (*.json)")
        if not path:
            return False
        if not path.endswith(".json"):
            path += ".json"
        return self._save_to(path)

    def _save_to(self, path: str) -> bool:
        from engine.errors import RoundhouseError

        try:
            self.controller.save(path)
        except (OSError, RoundhouseError) as exc:
            self.show_refusal(f"Could not save {Path(path).name}: {exc}")
            return False
        self.settings.setValue("lastDir", str(Path(path).parent))
        self.show_message(f"Saved {path}")
        self._update_title()
        return True

    def report(self) -> Any:
        from desktop.printing import report_for

        c = self.controller
        self.finish_map()
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
        path, _ = QFileDialog.getSaveFileName(self, "Export PDF", str(Path(self._last_dir()) / f"{base}.pdf"),
                                              "PDF (*.pdf)")
        if not path:
            return
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        try:
            pages = self.export_pdf(path)
        except OSError as exc:
            self.show_refusal(f"Could not write {Path(path).name}: {exc}")
            return
        self.show_message(f"Wrote {path} ({pages} pages)")

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
            self.show_refusal(f"Printing failed: {exc}")
            return
        self.show_message(f"Printed {pages} pages")

    # ================================================================== start and end
    def offer_restore(self) -> bool:
        """After a crash: offer the newest autosave of a session that did not end cleanly."""
        crashed = [s for s in files.crashed_sessions(self.paths) if s.pid != self.session.pid]
        if not crashed or self.controller.history is not None:
            return False
        newest = crashed[0]
        if self.ask("confirm", "Restore the autosave?",
                    f"Roundhouse did not close properly last time.\nRestore {newest.describe()}?"):
            job = self.controller.open_file(str(newest.autosave), restored_from=newest.file or "")
            if job is not None:
                job.signals.done.connect(lambda _=None, old=newest: old.discard())
            return True
        newest.discard()
        return False

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if not self._closing and not self.confirm_discard():
            event.ignore()
            return
        self._closing = True
        self.controller.cancel_job()
        self.routes_panel.set_state(None, False)     # cancels a route search in flight
        self.controller.runner.cancel_all()
        self.controller.runner.wait(5000)
        self.interaction.wait()
        self.save_layout()
        if self.controller.autosaver is not None:
            self.controller.autosaver.flush()
        self.session.end()
        super().closeEvent(event)
