"""Trains & phases: the current phase and what it allows, the depot per train type, and what
rusts or goes obsolete when — from ``engine.views.trains_and_phases``."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QSplitter, QVBoxLayout, QWidget

from desktop.docks.common import RIGHT, Cell, ViewModel, bold_font, cell, make_table, money, tile_colours
from desktop.i18n import QT_TRANSLATE_NOOP, translate
from desktop.map.scene import PHASE_FILL
from desktop.safe_text import rich
from engine.i18n import localize
from engine.views import TrainRow, TrainsView


def train_fate(t: TrainRow) -> str:
    """When the type leaves play: the train type whose first purchase rusts it or makes it obsolete."""
    parts = []
    if t.rusts_on:
        parts.append(translate("Docks", "rusts on {0}").format(t.rusts_on))
    if t.obsolete_on:
        parts.append(translate("Docks", "obsolete on {0}").format(t.obsolete_on))
    return "; ".join(parts) or translate("Docks", "permanent")


TILE_LETTERS = {"yellow": "Y", "green": "G", "blue": "Bl", "brown": "B", "gray": "Gy"}


def depot_text(t: TrainRow) -> str:
    return str(t.in_depot) + (translate("Docks", " +{0} used").format(t.discarded) if t.discarded else "")


class TrainsModel(ViewModel):
    headers = [
        QT_TRANSLATE_NOOP("Docks", "Train"),
        QT_TRANSLATE_NOOP("Docks", "Price"),
        QT_TRANSLATE_NOOP("Docks", "Depot"),
        QT_TRANSLATE_NOOP("Docks", "Owned"),
        QT_TRANSLATE_NOOP("Docks", "Gone"),
        QT_TRANSLATE_NOOP("Docks", "Ends"),
        QT_TRANSLATE_NOOP("Docks", "Events"),
    ]

    def build(self) -> list[list[Cell]]:
        view: TrainsView = self.view
        rows = []
        for i, t in enumerate(view.trains):
            font = bold_font() if t.available else None
            fg = QColor("#888888") if t.in_depot == 0 and t.discarded == 0 and not t.owned else None
            reach = translate("Docks", "reach {0}").format(t.reach) + (
                translate("Docks", ", revenue ×{0}").format(t.multiplier) if t.multiplier != 1 else ""
            )
            tip = translate(
                "Docks",
                "{0}-train: {1}, {2}; {3} in the game: {4} new in the depot, {5} discarded "
                "(sold again), {6} owned, {7} gone, {8} obsolete; {9}",
            ).format(
                t.name,
                money(t.price),
                reach,
                t.count,
                t.in_depot,
                t.discarded,
                t.owned,
                t.rusted,
                t.obsolete,
                train_fate(t),
            )
            nxt = translate("Docks", " ◀ next") if t.available and view.next_train == t.name else ""
            r: dict[str, Any] = dict(tip=tip, font=font, foreground=fg)
            rows.append(
                [
                    cell((t.label or t.name) + nxt, i, **r),
                    cell(money(t.price), t.price, align=RIGHT, **r),
                    cell(depot_text(t), t.in_depot + t.discarded, align=RIGHT, **r),
                    cell(str(t.owned), t.owned, align=RIGHT, **r),
                    cell(str(t.rusted), t.rusted, align=RIGHT, **r),
                    cell(train_fate(t), **r),
                    cell(", ".join(localize(ev) for ev in t.events), **r),
                ]
            )
        return rows


class PhasesModel(ViewModel):
    headers = [
        QT_TRANSLATE_NOOP("Docks", "Phase"),
        QT_TRANSLATE_NOOP("Docks", "Starts"),
        QT_TRANSLATE_NOOP("Docks", "Tiles"),
        QT_TRANSLATE_NOOP("Docks", "Limit"),
        QT_TRANSLATE_NOOP("Docks", "ORs"),
        QT_TRANSLATE_NOOP("Docks", "Notes"),
    ]

    def build(self) -> list[list[Cell]]:
        rows = []
        for i, p in enumerate(self.view.phases):
            font = bold_font() if p.current else None
            fg = QColor("#888888") if p.past else None
            ors = p.operating_rounds
            tip = (
                translate("Docks", "Phase {0}: ").format(p.name)
                + (
                    translate("Docks", "starts with the first {0}-train").format(p.on)
                    if p.on
                    else translate("Docks", "the start")
                )
                + translate("Docks", "; tiles {0}").format(tile_colours(p.tiles))
                + (translate("Docks", "; train limit {0}").format(p.train_limit) if p.train_limit else "")
                + (self.tr("; %n OR(s) per set", "", ors) if ors else "")
                + (f"; {'; '.join(localize(t) for t in p.status)}" if p.status else "")
            )
            swatch = QColor(PHASE_FILL.get(p.color, "#ffffff"))
            swatch.setAlpha(160 if p.current else 70)
            r: dict[str, Any] = dict(tip=tip, font=font, foreground=fg)
            rows.append(
                [
                    cell(("▶ " if p.current else "") + p.name, i, background=swatch, **r),
                    cell(translate("Docks", "first {0}").format(p.on) if p.on else translate("Docks", "start"), i, **r),
                    cell(
                        tile_colours(p.tiles),
                        i,
                        chips=[(TILE_LETTERS.get(t, t[:2]), PHASE_FILL.get(t, "#ffffff")) for t in p.tiles],
                        **r,
                    ),
                    cell("" if p.train_limit is None else str(p.train_limit), i, **r),
                    cell("" if p.operating_rounds is None else str(p.operating_rounds), i, **r),
                    cell("; ".join(localize(t) for t in p.status), i, **r),
                ]
            )
        return rows


class TrainsPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.caption = QLabel()
        self.caption.setTextFormat(Qt.TextFormat.RichText)  # its texts: escaped
        self.caption.setObjectName("phaseCaption")
        self.caption.setWordWrap(True)
        self.trains = TrainsModel(self)
        self.phases = PhasesModel(self)
        self.train_table = make_table(self.trains, chip_columns=())
        self.train_table.setObjectName("trainsTable")
        self.phase_table = make_table(self.phases, chip_columns=(2,))
        self.phase_table.setObjectName("phasesTable")
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.train_table)
        split.addWidget(self.phase_table)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(2, 2, 2, 2)
        lay.addWidget(self.caption)
        lay.addWidget(split)

    def set_view(self, view: TrainsView, past: bool = False) -> None:
        self.trains.set_view(view, past)
        self.phases.set_view(view, past)
        p = view.phase
        parts = [rich(self.tr("<b>Phase {0}</b>: lay {1}"), p.name, tile_colours(p.tiles))]
        if p.train_limit is not None:
            parts.append(html.escape(self.tr("train limit {0}").format(p.train_limit)))
        if p.operating_rounds is not None:
            parts.append(html.escape(self.tr("%n OR(s) per set", "", p.operating_rounds)))
        if p.status:
            parts.append(html.escape("; ".join(localize(t) for t in p.status)))
        nxt = (
            rich(self.tr("next train: <b>{0}</b> for {1}"), view.next_train, money(view.next_price))
            if view.next_train
            else html.escape(self.tr("the depot is empty"))
        )
        self.caption.setText(" · ".join(parts) + "<br>" + nxt)

    def tables(self) -> list:
        return [self.train_table, self.phase_table]
