"""The main window's layout: the map with the glance strip and the past banner in the middle, the
docks around it, the status bar, and the layout saved between sessions.  A mixin of
``MainWindow``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QGraphicsScene,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.docks.cap_table import CapTablePanel
from desktop.docks.common import PAST_TINT
from desktop.docks.companies import CompaniesPanel
from desktop.docks.log import LogPanel
from desktop.docks.market import MarketPanel
from desktop.docks.trains import TrainsPanel
from desktop.glance import GlanceStrip
from desktop.i18n import QT_TRANSLATE_NOOP, translate
from desktop.map.interaction import MapInteraction
from desktop.map.view import MapView
from desktop.panels.action_panel import ActionPanel
from desktop.panels.routes_panel import RoutesPanel
from desktop.safe_text import plain
from desktop.window_host import WindowHost

REFUSAL_COLOR = QColor("#b00000")
NOTICE_COLOR = QColor("#205080")


class LayoutMixin(WindowHost):
    """The central widget, the docks, the status bar and their persistence."""

    DOCKS = (
        ("actions", QT_TRANSLATE_NOOP("LayoutMixin", "Actions"), Qt.DockWidgetArea.LeftDockWidgetArea),
        ("log", QT_TRANSLATE_NOOP("LayoutMixin", "Log"), Qt.DockWidgetArea.LeftDockWidgetArea),
        ("trains", QT_TRANSLATE_NOOP("LayoutMixin", "Trains && phases"), Qt.DockWidgetArea.LeftDockWidgetArea),
        ("capTable", QT_TRANSLATE_NOOP("LayoutMixin", "Cap table"), Qt.DockWidgetArea.RightDockWidgetArea),
        ("companies", QT_TRANSLATE_NOOP("LayoutMixin", "Companies"), Qt.DockWidgetArea.RightDockWidgetArea),
        ("market", QT_TRANSLATE_NOOP("LayoutMixin", "Market"), Qt.DockWidgetArea.BottomDockWidgetArea),
    )

    def _build_central(self) -> None:
        box = QWidget()
        lay = QVBoxLayout(box)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        self.banner = QFrame()
        self.banner.setObjectName("pastBanner")
        self.banner.setStyleSheet(
            f"#pastBanner {{ background: {PAST_TINT.darker(115).name()}; border-bottom: 2px solid #b8860b; }}"
        )
        bl = QHBoxLayout(self.banner)
        bl.setContentsMargins(8, 4, 8, 4)
        self.banner_label = QLabel()
        self.banner_label.setObjectName("pastLabel")
        self.banner_label.setTextFormat(Qt.TextFormat.RichText)  # its outside text: safe_text.rich
        self.banner_label.setWordWrap(True)
        self.banner_label.setMinimumWidth(80)
        self.banner_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.present_button = QPushButton()
        self.present_button.setObjectName("presentButton")
        self.play_here_button = QPushButton()
        self.play_here_button.setObjectName("playHereButton")
        bl.addWidget(self.banner_label, 1)
        bl.addWidget(self.play_here_button)
        bl.addWidget(self.present_button)
        self.present_button.clicked.connect(self.controller.return_to_present)
        self.play_here_button.clicked.connect(self.play_from_here)
        self.banner.hide()
        self.placeholder = QGraphicsScene(self)
        self.placeholder_text = self.placeholder.addText("")
        self.map_view = MapView(self.placeholder)
        self.map_view.setObjectName("mapView")
        self.map_view.hex_tooltip = self.hex_tooltip
        self.glance = GlanceStrip()
        lay.addWidget(self.glance)
        lay.addWidget(self.banner)
        lay.addWidget(self.map_view, 1)
        self.setCentralWidget(box)

    def _build_docks(self) -> None:
        self.panels: dict[str, Any] = {  # (each panel its own class)
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
            dock = QDockWidget(translate("LayoutMixin", label), self)
            dock.setObjectName(f"{key}Dock")
            dock.setWidget(self.panels[key])
            dock.setFeatures(
                QDockWidget.DockWidgetFeature.DockWidgetClosable
                | QDockWidget.DockWidgetFeature.DockWidgetMovable
                | QDockWidget.DockWidgetFeature.DockWidgetFloatable
            )
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
        self.panels["companies"].sheet_requested.connect(self.show_company_sheet)
        self.map_view.context_requested.connect(self._hex_context_menu)
        self.panels["actions"].action_ready.connect(self.submit_choice)
        self.panels["actions"].scores_requested.connect(self.show_scores)
        self.routes_panel = RoutesPanel(self.controller.runner)
        self.routes_panel.setObjectName("routesPanel")
        self.routes_panel.action_ready.connect(self.controller.submit)
        self.routes_panel.hint.connect(self.show_hint)
        self.panels["actions"].extra.addWidget(self.routes_panel)
        self.routes_panel.hide()
        # (id of the state shown, present, a person may run routes)
        self._play_state: tuple[int, bool, bool] | None = None
        self.interaction = MapInteraction(self.map_view, self)
        self.interaction.action_ready.connect(self.controller.submit)
        self.interaction.hint.connect(self.show_hint)
        self.interaction.layable_found.connect(self.panels["actions"].set_lay_count)

    def _build_status(self) -> None:
        sb = self.statusBar()
        self.turn_label = plain(QLabel(self.tr("No game")), stretch=True)
        self.turn_label.setObjectName("turnLabel")
        self.refusal_label = plain(QLabel())
        self.refusal_label.setObjectName("refusalLabel")
        f = self.refusal_label.font()
        f.setBold(True)
        self.refusal_label.setFont(f)
        self._text_color(self.refusal_label, REFUSAL_COLOR)
        self.refusal_label.setWordWrap(False)
        self.refusal_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        # the map's and the routes panel's prompts: their own place, so they never overwrite a
        # refusal or a load problem, and cleared whenever the step changes (never stale)
        self.hint_label = plain(QLabel())
        self.hint_label.setObjectName("hintLabel")
        self._text_color(self.hint_label, NOTICE_COLOR)
        self.hint_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        # why autosave is off or failing: stays while it is so (a refusal line is overwritten)
        self.autosave_label = plain(QLabel())
        self.autosave_label.setObjectName("autosaveLabel")
        self._text_color(self.autosave_label, REFUSAL_COLOR)
        self.autosave_label.hide()
        self.progress_bar = QProgressBar()
        self.progress_bar.setObjectName("jobProgress")
        self.progress_bar.setMaximumWidth(200)
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("cancelJob")
        self.cancel_button.clicked.connect(self.controller.cancel_job)
        sb.addWidget(self.turn_label, 2)
        sb.addWidget(self.hint_label, 2)
        sb.addWidget(self.refusal_label, 3)
        sb.addPermanentWidget(self.autosave_label)
        sb.addPermanentWidget(self.progress_bar)
        sb.addPermanentWidget(self.cancel_button)
        self.progress_bar.hide()
        self.cancel_button.hide()
        self._retranslate_layout()

    def _retranslate_layout(self) -> None:
        """The fixed texts of the layout in the current language (docks, banner, status bar)."""
        self.present_button.setText(self.tr("Return to the present"))
        self.play_here_button.setText(self.tr("Play from here…"))
        self.placeholder_text.setPlainText(self.tr("No game open.\nFile → New game…, Open… or Import…"))
        self.cancel_button.setText(self.tr("Cancel"))
        self._title_docks(self._shown_past)

    def _title_docks(self, past: bool) -> None:
        for key, label, _ in self.DOCKS:
            title = translate("LayoutMixin", label)
            self.docks[key].setWindowTitle(self.tr("{0} — past").format(title) if past else title)

    def save_layout(self) -> None:
        """The geometry and docks for the next session (during a board preview: the docks as
        they were before it, not the preview's hidden ones)."""
        self.settings.setValue("window/geometry", self.saveGeometry())
        before = getattr(self, "_layout_before_preview", None)
        self.settings.setValue("window/state", before if before is not None else self.saveState())
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
        self._layout_before_preview = None  # the layout chosen now outlives a board preview
        self.restoreState(self._default_layout)
        for dock in self.docks.values():
            dock.show()

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
        self._title_docks(past)
