"""Running routes: the optimum is computed on a worker, drawn on the map in one colour per train,
and listed train by train with its revenue and the total.  The player may edit a train's route
by clicking stops on the map (the engine prices each edit at once and names what is wrong with
an illegal one), reset to the optimum, clear a train, or as a last resort type a train's revenue
by hand.  Run emits the ``run_routes`` action (``action_ready``); nothing here decides legality
or revenue — every figure comes from ``engine.play.routes``.

The panel is live only while the present state waits for ``run_routes``; otherwise (another
step, or a past state) it clears the map overlay and ignores map clicks, which then belong to
whoever else listens (tile and token placement).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QItemSelectionModel, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QKeySequence, QPainter, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop.docks.common import ViewModel, bold_font, cell, make_table, money
from desktop.i18n import QT_TRANSLATE_NOOP
from desktop.map.route_overlay import DrawnRoute, RouteOverlay, route_color
from desktop.map.scene import MapScene
from desktop.map.view import MapView
from desktop.safe_text import plain, set_text
from desktop.worker import Job, JobRunner
from engine import views
from engine.entities import id_of
from engine.i18n import localize
from engine.play.routes import (
    Node,
    Optimum,
    PlannedRoute,
    RunningTrain,
    RunPrice,
    expected_runner,
    optimum,
    place_name,
    price_run,
    rejoin,
    run_routes_action,
    runner_notes,
    running_trains,
    stop_name,
    toggle_stop,
    typed_route,
)

if TYPE_CHECKING:
    from engine.state import State

DECORATION = Qt.ItemDataRole.DecorationRole
REFUSED = "#b00020"


def swatch(color: QColor, w: int = 22, h: int = 12) -> QIcon:
    pix = QPixmap(w, h)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(color.darker(150))
    p.setBrush(color)
    p.drawRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), 3, 3)
    p.end()
    icon = QIcon(pix)
    icon.addPixmap(pix, QIcon.Mode.Selected)  # the colour stays true on the selected row
    return icon


def stop_label(state: State, node: Any) -> str:
    """A stop as players name it: its city's printed name ("Torreón"), with the stop's kind or
    number when its hex has several ("Monterrey town"); the hex id when the hex has no name."""
    hex_id = node[0]
    place, stop = place_name(state, node), stop_name(state, node)
    if place == hex_id:
        return stop
    return place + stop[len(hex_id) :] if stop.startswith(hex_id) else place


def _extension_end(state: State, r: PlannedRoute) -> str:
    """Where a route's interconnection extension ends (its chains run from one of the route's
    stops, either way): the place's name when it has one."""
    first, last = r.extension[0][0], r.extension[-1][-1]
    hex_id = last if first in r.hexes else first
    try:
        return place_name(state, (hex_id, 0))
    except (KeyError, IndexError):
        return hex_id


class _TrainsModel(ViewModel):
    """One row per running train: colour and name, stops, revenue (or the reason it is refused).
    The view is (trains, routes, stops, reasons, state, computing)."""

    headers = [
        QT_TRANSLATE_NOOP("Docks", "Train"),
        QT_TRANSLATE_NOOP("Docks", "Stops"),
        QT_TRANSLATE_NOOP("Docks", "Revenue"),
    ]

    def build(self) -> list[list[dict]]:
        trains, routes, stops, reasons, state, computing = self.view
        rows = []
        for t in trains:
            r: PlannedRoute | None = routes.get(t.id)
            st = stops.get(t.id, ())
            name = cell(t.name, tip=self.tr("train {0}").format(t.id), key=t.id)
            name[DECORATION] = swatch(route_color(t.colour))
            if r is not None and r.typed:
                where = cell(
                    self.tr("typed by hand"),
                    tip=self.tr("revenue typed by hand: not checked by the engine"),
                    foreground=QColor("#7a5c00"),
                )
                rev = cell(
                    money(r.revenue), r.revenue, align=int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                )
            else:
                text = (
                    " – ".join(stop_label(state, n) for n in st)
                    if st
                    else (self.tr("searching…") if computing else self.tr("does not run"))
                )
                reason = localize(reasons.get(t.id)) or None
                ids = " – ".join(stop_name(state, n) for n in st)
                if st and r is not None and r.extension:  # 1833NE: the bonus is in the revenue
                    extended = " + " + self.tr("extended to {0}").format(_extension_end(state, r))
                    text, ids = text + extended, ids + extended
                where = cell(text, tip=reason or ids or None, foreground=QColor(REFUSED) if reason else None)
                if reason:
                    rev = cell(self.tr("refused"), tip=reason, foreground=QColor(REFUSED))
                else:
                    value = r.revenue if r is not None else 0
                    rev = cell(
                        "…" if computing else money(value),
                        value,
                        align=int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                    )
            rows.append([name, where, rev])
        return rows


class RoutesPanel(QWidget):
    """The run_routes step: optimum, drawing, editing by clicks, Run."""

    action_ready = Signal(dict)
    hint = Signal(str)

    def __init__(self, runner: JobRunner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.runner = runner
        self.view: MapView | None = None
        self.scene: MapScene | None = None
        self.overlay: RouteOverlay | None = None
        self.state: State | None = None
        self.sym: str | None = None  # the company running now (None: panel idle)
        self.key: str | None = None  # its entity key
        self.trains: list[RunningTrain] = []
        self.optimum: Optimum | None = None
        self.routes: dict[str, PlannedRoute | None] = {}
        self.stops: dict[str, tuple[Node, ...]] = {}
        self.reasons: dict[str, str] = {}
        self.priced: RunPrice | None = None
        self.job: Job | None = None
        self._generation = 0
        #: asks the player for a train's revenue (train name, current figure) -> figure or None
        self.ask_revenue: Callable[[str, int], int | None] = self._ask_revenue
        self._build()
        self.retranslate()

    def retranslate(self) -> None:
        """The buttons' texts in the current language (the main window calls it on a change)."""
        self.edit_button.setText(self.tr("Editing…") if self.edit_button.isChecked() else self.tr("Edit route"))
        self.edit_button.setToolTip(self.tr("Select a train, then click stops on the map to add or remove them"))
        self.reset_button.setText(self.tr("Reset to optimum"))
        self.clear_button.setText(self.tr("Clear train"))
        self.clear_button.setToolTip(self.tr("The selected train runs no route"))
        self.type_button.setText(self.tr("Type revenue…"))
        self.type_button.setToolTip(
            self.tr(
                "Last resort: type the selected train's revenue by hand. "
                "The log marks it as typed; such a save does not open on 18xx.games."
            )
        )
        self.run_button.setText(self.tr("Run  ⏎"))
        self.run_button.setToolTip(self.tr("Run these routes (Enter)"))
        if not self.active:
            self._show_idle(self.tr("Routes are run in the operating round."))

    # ------------------------------------------------------------------ layout
    def _build(self) -> None:
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.setSpacing(6)
        self.title = plain(QLabel())
        self.title.setFont(bold_font())
        self.title.setWordWrap(True)
        lay.addWidget(self.title)
        self.who = plain(QLabel(), stretch=True)  # who enters the routes (receivership: any player), a leased train
        self.who.setObjectName("routesWho")
        self.who.setWordWrap(True)
        lay.addWidget(self.who)
        self.progress = QProgressBar()
        self.progress.setRange(0, 1000)
        self.progress.setTextVisible(True)
        lay.addWidget(self.progress)
        self.model = _TrainsModel(self)
        self.table = make_table(self.model, chip_columns=())
        self.table.setSelectionMode(self.table.SelectionMode.SingleSelection)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._selection_changed())
        lay.addWidget(self.table)
        self.total = plain(QLabel())
        f = bold_font()
        f.setPointSizeF(f.pointSizeF() * 1.2)
        self.total.setFont(f)
        lay.addWidget(self.total)
        self.help = plain(QLabel())
        self.help.setWordWrap(True)
        self.help.setStyleSheet("color: #505050; font-style: italic;")
        self.help.hide()
        lay.addWidget(self.help)
        self.reason = plain(QLabel(), stretch=True)
        self.reason.setWordWrap(True)
        self.reason.setStyleSheet(f"color: {REFUSED};")
        lay.addWidget(self.reason)
        edit_row = QHBoxLayout()
        self.edit_button = QPushButton()
        self.edit_button.setCheckable(True)
        self.edit_button.toggled.connect(self._edit_toggled)
        self.reset_button = QPushButton()
        self.reset_button.clicked.connect(self.reset_to_optimum)
        self.clear_button = QPushButton()
        self.clear_button.clicked.connect(self.clear_train)
        for b in (self.edit_button, self.reset_button, self.clear_button):
            edit_row.addWidget(b)
        lay.addLayout(edit_row)
        run_row = QHBoxLayout()
        self.type_button = QPushButton()
        self.type_button.clicked.connect(self.type_revenue)
        self.run_button = QPushButton()
        self.run_button.setFont(bold_font())
        self.run_button.clicked.connect(self.run)
        run_row.addWidget(self.type_button)
        run_row.addStretch(1)
        run_row.addWidget(self.run_button)
        lay.addLayout(run_row)
        lay.addStretch(1)
        self.shortcuts = []
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            sc = QShortcut(QKeySequence(key), self)
            sc.setContext(Qt.ShortcutContext.WindowShortcut)
            sc.activated.connect(self.run)
            self.shortcuts.append(sc)

    # ------------------------------------------------------------------ wiring
    def attach(self, view: MapView, scene: MapScene) -> None:
        """Draw on ``scene`` and listen to clicks on ``view`` (again after a new game)."""
        if self.view is not None:
            try:
                self.view.clicked.disconnect(self._clicked)
            except (RuntimeError, TypeError):
                pass
        if self.overlay is not None:
            self.overlay.clear()
        self.view, self.scene = view, scene
        self.overlay = RouteOverlay(scene)
        view.clicked.connect(self._clicked)
        self._redraw()

    @property
    def active(self) -> bool:
        return self.sym is not None

    @property
    def computing(self) -> bool:
        return self.job is not None

    def set_state(self, state: State | None, present: bool) -> None:
        """Follow the shown state: live when the present state waits for run_routes."""
        self._cancel_job()
        self.state = state
        key = expected_runner(state) if present and state is not None else None
        if key is None or state is None:
            self.sym = None
            self.trains, self.routes, self.stops, self.reasons = [], {}, {}, {}
            self.optimum = self.priced = None
            self.edit_button.setChecked(False)
            self._show_idle(
                self.tr("Routes are run in the operating round.")
                if present
                else self.tr("A past state is shown: routes can only be run in the present.")
            )
            self._redraw()
            return
        self.sym = id_of(key)
        self.key = key
        self.trains = running_trains(state, self.sym)
        self.optimum, self.priced = None, None
        self.routes = {t.id: None for t in self.trains}
        self.stops, self.reasons = {}, {}
        self.edit_button.setChecked(False)
        self.title.setText(self.tr("{0} runs %n train(s)", "", len(self.trains)).format(self.sym))
        set_text(self.who, "\n".join(localize(n) for n in runner_notes(state, self.sym)), 600)
        self.who.show()
        self._start_optimum()
        self._refresh()

    # ------------------------------------------------------------------ the optimum on a worker
    def _start_optimum(self) -> None:
        self._generation += 1
        gen = self._generation
        state, sym = self.state, self.sym
        assert sym is not None and state is not None  # (asked once a company runs: ``set_state``)
        self.progress.setValue(0)
        self.progress.setFormat(self.tr("Finding the best routes…"))
        self.progress.show()

        def work(progress: Callable[[int, int], None], cancel: Callable[[], bool]) -> Optimum:
            return optimum(state, sym, cancel=cancel, progress=lambda f, best: progress(int(f * 1000), 1000))

        self.job = self.runner.run(
            work,
            label=self.tr("routes of {0}").format(sym),
            on_done=lambda res: self._optimum_done(gen, res),
            on_failed=lambda text: self._optimum_failed(gen, text),
            on_cancelled=lambda: self._job_ended(gen),
            on_progress=lambda done, total: self._optimum_progress(gen, done, total),
            owner=self,
        )
        self._update_controls()

    def _cancel_job(self) -> None:
        if self.job is not None:
            self.job.cancel()
        self.job = None
        self._generation += 1

    def _job_ended(self, gen: int) -> None:
        if gen == self._generation:
            self.job = None
            self.progress.hide()
            self._update_controls()

    def _optimum_progress(self, gen: int, done: int, total: int) -> None:
        if gen == self._generation:
            self.progress.setValue(min(done, total))

    def _optimum_failed(self, gen: int, text: str) -> None:
        if gen != self._generation:
            return
        self._job_ended(gen)
        self.reason.setText(self.tr("The route search failed: {0}").format(text))
        self.hint.emit(self.tr("The route search failed: {0}").format(text))
        self._refresh()

    def _optimum_done(self, gen: int, best: Optimum) -> None:
        if gen != self._generation:
            return
        self._job_ended(gen)
        self.optimum = best
        self.reset_to_optimum()
        if best.reason:
            self.hint.emit(self.tr("The best routes found were refused: {0}").format(localize(best.reason)))
        if self.trains and self.table.currentIndex().row() < 0:
            self._select_row(0)

    # ------------------------------------------------------------------ editing
    def selected_train(self) -> str | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        row = rows[0].row()
        return self.trains[row].id if 0 <= row < len(self.trains) else None

    def select_train(self, train_id: str) -> None:
        for row, t in enumerate(self.trains):
            if t.id == train_id:
                self._select_row(row)

    def _select_row(self, row: int) -> None:
        index = self.model.index(row, 0)
        self.table.selectionModel().select(
            index, QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
        )
        self.table.setCurrentIndex(index)

    def _selection_changed(self) -> None:
        self._show_help()
        self._update_controls()
        self._redraw()

    def _edit_toggled(self, on: bool) -> None:
        if on and self.selected_train() is None and self.trains:
            self._select_row(0)
        self.edit_button.setText(self.tr("Editing…") if on else self.tr("Edit route"))
        self._show_help()
        if on and self.help.text():
            self.hint.emit(self.help.text())
        self._redraw()

    def _show_help(self) -> None:
        t = self._train(self.selected_train())
        on = self.edit_button.isChecked() and self.active and t is not None
        self.help.setText(
            self.tr(
                "Click stops on the map to add them to the {0} train's route (at either end) or to take them off."
            ).format(t.name)
            if on and t is not None
            else ""
        )
        self.help.setVisible(on)

    def reset_to_optimum(self) -> None:
        self.routes = {t.id: None for t in self.trains}
        self.stops, self.reasons = {}, {}
        if self.optimum is not None:
            for r in self.optimum.routes:
                if r.train in self.routes:
                    self.routes[r.train] = r
                    self.stops[r.train] = r.stops
        self._reprice()

    def clear_train(self) -> None:
        tid = self.selected_train()
        if tid is None:
            return
        self.routes[tid] = None
        self.stops.pop(tid, None)
        self.reasons.pop(tid, None)
        self._reprice()

    def type_revenue(self) -> None:
        tid = self.selected_train()
        t = self._train(tid)
        if t is None or not self.active:
            return
        current = self.routes.get(t.id)
        value = self.ask_revenue(t.name, current.revenue if current is not None else 0)
        if value is None:
            return
        self.routes[t.id] = typed_route(t.id, int(value))
        self.stops.pop(t.id, None)
        self.reasons.pop(t.id, None)
        self.edit_button.setChecked(False)
        self._reprice()

    def _ask_revenue(self, train: str, current: int) -> int | None:
        value, ok = QInputDialog.getInt(
            self,
            self.tr("Type revenue"),
            self.tr("Revenue of the {0} train (typed by hand; the engine does not check it):").format(train),
            current,
            0,
            99990,
            10,
        )
        return value if ok else None

    def click_stop(self, node: Node) -> None:
        """Add or remove a stop of the selected train's route (what a map click does)."""
        tid = self.selected_train()
        if self.sym is None or tid is None or self.state is None:  # (not ``active``)
            return
        others = [r for t in self.trains if t.id != tid and (r := self.routes.get(t.id)) is not None]
        current = self.stops.get(tid, ())
        prefer = self.optimum.routes if self.optimum is not None else ()
        chk = toggle_stop(self.state, self.sym, tid, current, node, others, prefer)
        if not chk.legal and len(chk.stops) > 1 and others:
            # the other trains' track may be what is in the way: join this route first and
            # theirs again around it, each keeping its stops
            moved = rejoin(self.state, self.sym, tid, chk.stops, others, prefer)
            if moved is not None:
                for other, again in moved.items():
                    if other != tid:
                        self.stops[other], self.routes[other] = again.stops, again.route
                        self.reasons.pop(other, None)
                chk = moved[tid]
        self.stops[tid] = chk.stops
        self.routes[tid] = chk.route
        if chk.reason and chk.stops:
            self.reasons[tid] = chk.reason
        else:
            self.reasons.pop(tid, None)
        if not chk.stops:
            self.stops.pop(tid, None)
        self._reprice()

    def _clicked(self, pos: QPointF) -> None:
        if not self.active or not self.edit_button.isChecked() or self.scene is None:
            return
        node = self.scene.stop_at(pos)
        if node is None:
            self.hint.emit(self.tr("Click a city, town or off-board to add it to the route"))
            return
        self.click_stop(node)

    # ------------------------------------------------------------------ pricing and showing
    def ordered_routes(self) -> list[PlannedRoute]:
        return [r for t in self.trains if (r := self.routes.get(t.id)) is not None]

    def _reprice(self) -> None:
        if self.sym is None or self.state is None:  # (not ``active``)
            return
        self.priced = price_run(self.state, self.sym, self.ordered_routes())
        if self.priced.legal:
            for r in self.priced.routes:  # the engine's own figures and track
                self.routes[r.train] = r
        self._refresh()

    @property
    def total_value(self) -> int | None:
        if self.priced is None or not self.priced.legal or self.reasons:
            return None
        return self.priced.total

    def can_run(self) -> bool:
        return self.active and not self.computing and self.total_value is not None

    def run(self) -> None:
        if not self.can_run() or self.sym is None or self.state is None:  # (``can_run`` implies a company runs)
            return
        self.action_ready.emit(run_routes_action(self.state, self.sym, self.ordered_routes()))

    def _refresh(self) -> None:
        row = self.table.currentIndex().row()
        self.model.set_view((self.trains, self.routes, self.stops, self.reasons, self.state, self.computing))
        self._fit_table()
        if 0 <= row < len(self.trains):
            self._select_row(row)
        total = self.total_value
        if total is not None:
            opt = self.optimum.total if self.optimum is not None else None
            note = "" if opt is None or opt == total else self.tr("   (best: {0})").format(money(opt))
            text = self.tr("Total {0}").format(money(total)) + note
            state, key = self.state, self.key
            split = views.minor_split(state, key, total) if key and state is not None else None
            if split is not None and state is not None and key:  # a minor pays out at once: who gets what
                owner = state.entity(key).owner
                text += "\n" + self.tr("{0} keeps {1}, {2} receives {3}").format(
                    self.sym, money(split[0]), state.name_of(owner), money(split[1])
                )
            self.total.setText(text)
        else:
            self.total.setText(self.tr("Total —"))
        reason = next(iter(self.reasons.values()), None) if self.reasons else None
        if reason is None and self.priced is not None and not self.priced.legal:
            reason = self.priced.reason
        set_text(self.reason, localize(reason), 600)
        self.reason.setVisible(bool(reason))
        self._update_controls()
        self._redraw()

    def _update_controls(self) -> None:
        live = self.active and not self.computing
        has_train = self.selected_train() is not None
        self.run_button.setEnabled(self.can_run())
        for sc in self.shortcuts:
            sc.setEnabled(self.can_run())
        self.edit_button.setEnabled(live and bool(self.trains))
        self.reset_button.setEnabled(live and self.optimum is not None)
        self.clear_button.setEnabled(live and has_train)
        self.type_button.setEnabled(live and has_train)
        self.table.setEnabled(self.active)

    def _fit_table(self) -> None:
        """As tall as its rows (the controls sit right under the list)."""
        rows = max(1, self.model.rowCount())
        h = self.table.horizontalHeader().sizeHint().height() + rows * self.table.verticalHeader().defaultSectionSize()
        self.table.setFixedHeight(h + 2 * self.table.frameWidth() + 2)

    def _show_idle(self, text: str) -> None:
        self.title.setText(text)
        self.who.setText("")
        self.who.hide()
        self.progress.hide()
        self.model.set_view(None)
        self._fit_table()
        self.total.setText("")
        self.reason.setText("")
        self.reason.hide()
        self._update_controls()

    def _train(self, tid: str | None) -> RunningTrain | None:
        return next((t for t in self.trains if t.id == tid), None)

    def drawn(self) -> list[DrawnRoute]:
        """What the overlay shows now (also for tests)."""
        if not self.active:
            return []
        editing = self.edit_button.isChecked()
        sel = self.selected_train()
        out = []
        for t in self.trains:
            r = self.routes.get(t.id)
            stops = self.stops.get(t.id, ())
            if r is not None and r.typed:
                continue
            if r is None and not stops:
                continue
            label = f"{t.name}  {money(r.revenue)}" if r is not None else f"{t.name}  ?"
            out.append(
                DrawnRoute(t.id, r.paths if r is not None else (), stops, t.colour, label, editing and t.id == sel)
            )
        return out

    def _redraw(self) -> None:
        if self.overlay is None:
            return
        routes = self.drawn()
        if routes and self.state is not None:
            self.overlay.show(routes, self.state.board)
        else:
            self.overlay.clear()
