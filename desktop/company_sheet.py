"""A corporation's sheet (right-click a company row → Company sheet…): its share price per round
as a chart (the site's graph tab) and its revenue in every operating round, both worked out from
the log (``desktop.company_history``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDialog, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from desktop.company_history import price_history, revenue_history
from desktop.docks.common import money
from desktop.end_screen import WorthChart
from desktop.safe_text import NAME_SHOWN, clip, rich
from engine.play.worth import WorthPoint, WorthSeries


class CompanySheet(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("companySheet")
        self.caption = QLabel()
        self.chart = WorthChart()
        self.chart.setObjectName("priceChart")
        self.revenue_caption = QLabel()
        self.revenue = QTableWidget(0, 2)
        self.revenue.setObjectName("revenueTable")
        self.revenue.verticalHeader().hide()
        self.revenue.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.revenue.horizontalHeader().setStretchLastSection(True)
        lay = QVBoxLayout(self)
        lay.addWidget(self.caption)
        lay.addWidget(self.chart, 3)
        lay.addWidget(self.revenue_caption)
        lay.addWidget(self.revenue, 2)
        self.resize(720, 620)
        self.sym = ""

    def set_company(self, history: Any, sym: str, name: str, color: str) -> None:
        self.sym = sym
        self.setWindowTitle(self.tr("{0} — company sheet").format(clip(sym, NAME_SHOWN)))
        self.caption.setText(rich("<b>{0}</b> — {1}", clip(sym, NAME_SHOWN), clip(name, NAME_SHOWN)))
        prices = price_history(history, sym)
        series = WorthSeries(((sym, sym),), tuple(WorthPoint(p.round, 0, {sym: p.value}) for p in prices))
        self.chart.axis_caption = self.tr("share price at the end of each round")
        self.chart.set_series(series, {sym: QColor(color)})
        self.chart.setVisible(bool(prices))
        runs = revenue_history(history, sym)
        self.revenue_caption.setText(self.tr("Revenue of each run, %n run(s):", "", len(runs)))
        self.revenue.setHorizontalHeaderLabels([self.tr("Round"), self.tr("Revenue")])
        self.revenue.setRowCount(len(runs))
        for i, p in enumerate(runs):
            self.revenue.setItem(i, 0, QTableWidgetItem(p.round))
            self.revenue.setItem(i, 1, QTableWidgetItem(money(p.value)))
