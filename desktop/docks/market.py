"""Market: the title's grid (2-D or one row) with each corporation's chip at its price; par,
end-game, no-limit and close cells told apart by colour AND a letter (legend below)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.docks.common import (
    CHIPS_ROLE,
    Cell,
    Index,
    ViewModel,
    cached_pixmap,
    cell,
    chip_width,
    money,
    paint_chip,
)
from engine.views import MarketCell, MarketView

ZONE_COLORS = {"plain": "#f4f1e8", "par": "#cfe8ff", "end": "#f6c2c2", "nolimit": "#fff2a8", "close": "#9a9a9a"}
CELL_ROLE = Qt.ItemDataRole.UserRole + 10
CELL_WIDTH = 44
MIN_CELL = 34


def zone(cell: MarketCell) -> str:
    if cell.close:
        return "close"
    if cell.end_game:
        return "end"
    if cell.par:
        return "par"
    if cell.no_limit:
        return "nolimit"
    return "plain"


def flags_text(cell: MarketCell) -> str:
    return "".join(
        x for x, on in (("P", cell.par), ("E", cell.end_game), ("Y", cell.no_limit), ("C", cell.close)) if on
    )


class MarketModel(ViewModel):
    def __init__(self, chip_colors: dict[str, str] | None = None, parent: Any = None) -> None:
        super().__init__(parent)
        self.colors: dict[str, str] = chip_colors or {}

    def build(self) -> list[list[Cell]]:
        mv: MarketView = self.view
        self.headers = [""] * mv.width
        rows = []
        for row in mv.rows:
            cells: list[Cell] = []
            for c in row:
                if c is None:
                    cells.append({})
                    continue
                notes = [
                    t
                    for t, on in (
                        (self.tr("par price"), c.par),
                        (self.tr("game ends when reached"), c.end_game),
                        (self.tr("certificates do not count toward the limit"), c.no_limit),
                        (self.tr("the corporation closes"), c.close),
                    )
                    if on
                ]
                who = ", ".join(c.occupants) or self.tr("nobody")
                tip = (
                    self.tr("{0} (row {1}, column {2})").format(money(c.price), c.row + 1, c.col + 1)
                    + (f" — {'; '.join(notes)}" if notes else "")
                    + "\n"
                    + self.tr("Here: {0} (first arrived operates first)").format(who)
                )
                out = cell(str(c.price), c.price, tip, chips=[(s, self.colors.get(s, "#888888")) for s in c.occupants])
                out[CELL_ROLE] = c
                cells.append(out)
            rows.append(cells)
        return rows

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802
        return None

    def cell(self, row: int, col: int) -> MarketCell | None:
        return self.view.rows[row][col]


class MarketDelegate(QStyledItemDelegate):
    cell_width = CELL_WIDTH

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        cell: MarketCell | None = index.data(CELL_ROLE)
        if cell is None:
            painter.fillRect(option.rect, QColor("#ffffff"))
            return
        chips = tuple(index.data(CHIPS_ROLE) or ())
        w, h = option.rect.width(), option.rect.height()
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        pix = cached_pixmap(
            ("market", cell.price, zone(cell), flags_text(cell), chips, option.font.key()),
            w,
            h,
            ratio,
            lambda p, r: self._draw(p, r, cell, chips, option.font),
        )
        painter.drawPixmap(option.rect.topLeft(), pix)

    def _draw(self, painter: QPainter, rect: QRectF, cell: MarketCell, chips: tuple, font: QFont) -> None:
        rect = rect.adjusted(0.5, 0.5, -0.5, -0.5)
        z = zone(cell)
        painter.fillRect(rect, QColor(ZONE_COLORS[z]))
        painter.setPen(QPen(QColor("#555555"), 1))
        painter.drawRect(rect)
        f = QFont(font)
        f.setBold(True)
        painter.setFont(f)
        painter.setPen(QColor("white") if z == "close" else QColor("black"))
        top = QRectF(rect.left() + 3, rect.top() + 1, rect.width() - 6, 16)
        painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, str(cell.price))
        tag = flags_text(cell)
        if tag:
            small = QFont(font)
            small.setPointSizeF(max(6.0, font.pointSizeF() * 0.75))
            painter.setFont(small)
            painter.drawText(top, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, tag)
        x, y = rect.left() + 2, rect.top() + 18
        ch = 16.0
        small = QFont(font)
        small.setPointSizeF(max(6.0, font.pointSizeF() * 0.8))
        for sym, color in chips:
            w = chip_width(sym, small)
            if x + w > rect.right() - 1 and x > rect.left() + 2:
                x = rect.left() + 2
                y += ch + 1
            paint_chip(painter, QRectF(x, y, w, ch), sym, color, small)
            x += w + 2

    def height_for(self, chips: list, font: QFont) -> int:
        """Tall enough for the price and every chip (wrapped in the cell's width)."""
        small = QFont(font)
        small.setPointSizeF(max(6.0, font.pointSizeF() * 0.8))
        lines, x = (1 if chips else 0), 0.0
        for sym, _ in chips:
            w = chip_width(sym, small) + 2
            if x + w > self.cell_width - 3 and x > 0:
                lines += 1
                x = 0.0
            x += w
        return max(36, 20 + 17 * lines)

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:  # noqa: N802
        return QSize(self.cell_width, self.height_for(index.data(CHIPS_ROLE) or [], option.font))


class MarketPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = MarketModel(parent=self)
        self.table = QTableView()
        self.table.setObjectName("marketTable")
        self.table.setModel(self.model)
        self.delegate = MarketDelegate(self.table)
        self.table.setItemDelegate(self.delegate)
        self.table.horizontalHeader().setVisible(False)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.horizontalHeader().setMinimumSectionSize(MIN_CELL)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.horizontalHeader().setDefaultSectionSize(CELL_WIDTH)
        self.table.setShowGrid(False)
        self.table.setSelectionMode(QTableView.SelectionMode.NoSelection)
        self.table.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.legend = QLabel()
        self.legend.setTextFormat(Qt.TextFormat.RichText)  # our own markup, no outside text
        self.retranslate()
        self.legend.setObjectName("marketLegend")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(2, 2, 2, 2)
        lay.addWidget(self.table)
        lay.addWidget(self.legend)

    def fit_cells(self) -> None:
        """Share the width among the columns (at least MIN_CELL px each), rows as tall as needed."""
        cols = self.model.columnCount()
        if not cols:
            return
        bar = self.table.style().pixelMetric(self.table.style().PixelMetric.PM_ScrollBarExtent)
        width = self.table.width() - 2 * self.table.frameWidth() - bar
        w = max(MIN_CELL, min(CELL_WIDTH + 16, width // cols))
        if w != self.delegate.cell_width or self.table.horizontalHeader().defaultSectionSize() != w:
            self.delegate.cell_width = w
            self.table.horizontalHeader().setDefaultSectionSize(w)
        font = self.table.font()
        for r, row in enumerate(self.model.grid):  # heights from the chips, without asking every cell
            h = max(self.delegate.height_for(c.get(CHIPS_ROLE) or [], font) for c in row) if row else 36
            if self.table.rowHeight(r) != h:
                self.table.setRowHeight(r, h)

    def resizeEvent(self, event) -> None:  # noqa: N802, ANN001
        super().resizeEvent(event)
        self.fit_cells()

    def wanted_height(self) -> int:
        """The height that shows every row, the scroll bar and the legend, no more: 1833NE's
        one-row market needs a third of the default dock, which the tall map can use."""
        t = self.table
        rows = sum(t.rowHeight(r) for r in range(self.model.rowCount()))
        bar = t.style().pixelMetric(t.style().PixelMetric.PM_ScrollBarExtent)
        lay = self.layout()
        assert lay is not None  # (made in __init__)
        legend = self.legend.sizeHint().height() + lay.spacing() if not self.legend.isHidden() else 0
        margins = lay.contentsMargins()
        return rows + bar + 2 * t.frameWidth() + legend + margins.top() + margins.bottom() + 2

    def retranslate(self) -> None:
        """The legend in the current language (the letters stay: they are printed on the cells)."""
        z = ZONE_COLORS
        items = (
            (f"background:{z['par']}", "P", self.tr("par")),
            (f"background:{z['end']}", "E", self.tr("game ends")),
            (f"background:{z['nolimit']}", "Y", self.tr("no certificate limit")),
            (f"background:{z['close']};color:white", "C", self.tr("closes")),
        )
        self.legend.setText(
            " &nbsp; ".join(
                f"<span style='{style}'>&nbsp;{letter}&nbsp;</span> {text}" for style, letter, text in items
            )
        )

    def set_view(self, view: MarketView, colors: dict[str, str], past: bool = False) -> None:
        self.model.colors = colors
        self.model.set_view(view, past)
        self.fit_cells()
        has = {
            k: any(getattr(c, k) for row in view.rows for c in row if c)
            for k in ("par", "end_game", "no_limit", "close")
        }
        self.legend.setVisible(any(has.values()))

    def tables(self) -> list:
        return []
