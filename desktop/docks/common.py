"""Shared pieces of the dock tables: roles, company chips (colour AND abbreviation), a base
model that is reset from an immutable view, a sort proxy that keeps summary rows at the bottom."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, QRectF, QSortFilterProxyModel, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QHeaderView, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QTableView

from desktop.i18n import money, translate  # noqa: F401 - money: the docks', grouped the language's way
from desktop.safe_text import clip, tooltip

SORT_ROLE = Qt.ItemDataRole.UserRole + 1  # a number (or text) to sort by
CHIPS_ROLE = Qt.ItemDataRole.UserRole + 2  # [(sym, "#rrggbb"), ...] painted as chips
PINNED_ROLE = Qt.ItemDataRole.UserRole + 3  # True on summary rows that stay at the bottom
KEY_ROLE = Qt.ItemDataRole.UserRole + 4  # the entity key / entry number behind a row

PAST_TINT = QColor("#fff3cd")  # background of docks showing a past state

Index = QModelIndex | QPersistentModelIndex


def qcolor(color: str | QColor) -> QColor:
    c = QColor(color)
    return c if c.isValid() else QColor("#888888")


def contrast(color: QColor) -> QColor:
    lum = 0.2126 * color.redF() + 0.7152 * color.greenF() + 0.0722 * color.blueF()
    return QColor("black") if lum > 0.5 else QColor("white")


def paint_chip(painter: QPainter, rect: QRectF, sym: str, color: str, font: QFont | None = None) -> None:
    """A rounded box in the company's colour with its abbreviation in a contrasting colour."""
    fill = qcolor(color)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(QColor("#202020"), 1))
    painter.setBrush(QBrush(fill))
    r = min(rect.height(), rect.width()) * 0.25
    painter.drawRoundedRect(rect, r, r)
    if font is not None:
        painter.setFont(font)
    f = painter.font()
    f.setBold(True)
    painter.setFont(f)
    painter.setPen(contrast(fill))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, sym)
    painter.restore()


_WIDTHS: dict[tuple[str, str], int] = {}
_PIXMAPS: dict[tuple, QPixmap] = {}


def chip_width(sym: str, font: QFont) -> int:
    key = (sym, font.key())
    w = _WIDTHS.get(key)
    if w is None:
        f = QFont(font)
        f.setBold(True)
        w = _WIDTHS[key] = QFontMetrics(f).horizontalAdvance(sym) + 10
    return w


def cached_pixmap(key: tuple, w: int, h: int, ratio: float, draw: Any) -> QPixmap:
    """A pixmap drawn once by ``draw(painter, QRectF)`` and reused (painting tables cheaply
    matters: every action repaints them)."""
    full = (*key, w, h, ratio)
    pix = _PIXMAPS.get(full)
    if pix is None:
        if len(_PIXMAPS) > 4000:
            _PIXMAPS.clear()
        pix = QPixmap(max(1, round(w * ratio)), max(1, round(h * ratio)))
        pix.setDevicePixelRatio(ratio)
        pix.fill(Qt.GlobalColor.transparent)
        p = QPainter(pix)
        draw(p, QRectF(0, 0, w, h))
        p.end()
        _PIXMAPS[full] = pix
    return pix


def draw_chip(painter: QPainter, rect: QRectF, sym: str, color: str, font: QFont) -> None:
    """paint_chip through the pixmap cache."""
    ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    w, h = max(1, int(rect.width())), max(1, int(rect.height()))
    pix = cached_pixmap(
        ("chip", sym, color, font.key()),
        w,
        h,
        ratio,
        lambda p, r: paint_chip(p, r.adjusted(0.5, 0.5, -0.5, -0.5), sym, color, font),
    )
    painter.drawPixmap(int(rect.left()), int(rect.top()), pix)


class ChipDelegate(QStyledItemDelegate):
    """Paints a cell's CHIPS_ROLE list as chips instead of its text (the text stays the cell's
    DisplayRole for sorting, copying and accessibility)."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        chips = index.data(CHIPS_ROLE)
        if not chips:
            super().paint(painter, option, index)
            return
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        style = opt.widget.style() if opt.widget else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        rect = QRectF(option.rect).adjusted(3, 3, -3, -3)
        x = rect.left()
        h = min(rect.height(), 20.0)
        y = rect.center().y() - h / 2
        for sym, color in chips:
            w = chip_width(sym, opt.font)
            draw_chip(painter, QRectF(x, y, w, h), sym, color, opt.font)
            x += w + 3

    def sizeHint(self, option: QStyleOptionViewItem, index: Index):  # noqa: N802, ANN201
        size = super().sizeHint(option, index)
        chips = index.data(CHIPS_ROLE)
        if chips:
            size.setWidth(sum(chip_width(s, option.font) + 3 for s, _ in chips) + 8)
            size.setHeight(max(size.height(), 24))
        return size


Cell = dict[int, Any]
HEADER_SHOWN = 24  # characters of a column header (players' names head the cap table's columns)
DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
FONT = Qt.ItemDataRole.FontRole
ALIGN = Qt.ItemDataRole.TextAlignmentRole
BACKGROUND = Qt.ItemDataRole.BackgroundRole
FOREGROUND = Qt.ItemDataRole.ForegroundRole
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


def cell(text: Any = None, sort: Any = None, tip: str | None = None, **roles: Any) -> Cell:
    """One table cell as {role: value}; ``sort`` defaults to the text.  Other keywords: chips,
    key, pinned, font, align, background, foreground."""
    out: Cell = {}
    if text is not None:
        # a name from a file is clipped (whole on hover): no column as wide as a stranger's name
        out[DISPLAY] = clip(text) if isinstance(text, str) else text
        if isinstance(text, str) and out[DISPLAY] != text and not tip:
            tip = text
    out[SORT_ROLE] = sort if sort is not None else text
    if tip:
        out[TOOLTIP] = tooltip(tip)
    names = {
        "chips": CHIPS_ROLE,
        "key": KEY_ROLE,
        "pinned": PINNED_ROLE,
        "font": FONT,
        "align": ALIGN,
        "background": BACKGROUND,
        "foreground": FOREGROUND,
    }
    for k, v in roles.items():
        if v is not None:
            out[names[k]] = v
    return out


class ViewModel(QAbstractTableModel):
    """A table over an immutable view object.  ``set_view`` (after each action) recomputes every
    cell once into ``self.grid`` (rows of {role: value}); ``data`` is a dictionary lookup, so the
    many calls Qt makes while sizing and painting cost next to nothing."""

    headers: list[str] = []
    #: the headers are QT_TRANSLATE_NOOP("Docks", ...) texts, translated when shown (False: the
    #: model writes them in the current language itself, e.g. with players' names among them)
    translate_headers = True

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.view: Any = None
        self.past = False
        self.grid: list[list[Cell]] = []

    def set_view(self, view: Any, past: bool = False) -> None:
        self.beginResetModel()
        self.view = view
        self.past = past
        self.grid = self.build() if view is not None else []
        self.endResetModel()

    def build(self) -> list[list[Cell]]:
        """The rows of cells for self.view (subclasses)."""
        return []

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.grid)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.headers)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        try:
            return self.grid[index.row()][index.column()].get(role)
        except IndexError:
            return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            if not 0 <= section < len(self.headers):
                return None
            text = self.headers[section]
            return translate("Docks", text) if self.translate_headers and text else clip(text or "", HEADER_SHOWN)
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.ToolTipRole:
            text = self.headers[section] if 0 <= section < len(self.headers) else ""
            return tooltip(text) if len(text or "") > HEADER_SHOWN else None
        return None


class PinnedSortProxy(QSortFilterProxyModel):
    """Sorts by SORT_ROLE; rows with PINNED_ROLE stay at the bottom in their own order."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)

    def lessThan(self, left: Index, right: Index) -> bool:  # noqa: N802
        model = self.sourceModel()
        lp = bool(model.index(left.row(), 0).data(PINNED_ROLE))
        rp = bool(model.index(right.row(), 0).data(PINNED_ROLE))
        asc = self.sortOrder() == Qt.SortOrder.AscendingOrder
        if lp or rp:
            if lp and rp:
                return (left.row() < right.row()) == asc
            return rp == asc  # pinned rows last in either order
        a, b = left.data(SORT_ROLE), right.data(SORT_ROLE)
        if a is None and b is None:
            return left.row() < right.row()
        if a is None:
            return not asc
        if b is None:
            return asc
        try:
            return a < b
        except TypeError:
            return str(a) < str(b)


def make_table(
    model: Any, sortable: bool = False, stretch_last: bool = True, chip_columns: tuple[int, ...] = (0,)
) -> QTableView:
    """A read-only table; ``chip_columns`` get the chip painter (the others keep Qt's own,
    much cheaper, delegate)."""
    view = QTableView()
    delegate = ChipDelegate(view)
    for c in chip_columns:
        view.setItemDelegateForColumn(c, delegate)
    if sortable:
        proxy = PinnedSortProxy(view)
        proxy.setSourceModel(model)
        view.setModel(proxy)
        view.setSortingEnabled(True)
        view.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        # no room kept for the sort arrow in every header until the user sorts by a column
        header = view.horizontalHeader()
        header.setSortIndicatorShown(False)
        header.sectionClicked.connect(lambda _i, h=header: h.setSortIndicatorShown(True))
    else:
        view.setModel(model)
    view.setAlternatingRowColors(True)
    view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(24)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    view.horizontalHeader().setStretchLastSection(stretch_last)
    view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    view.setWordWrap(False)
    view.horizontalHeader().setStyleSheet("QHeaderView::section { padding: 1px 4px; }")
    return view


def bold_font() -> QFont:
    f = QFont()
    f.setBold(True)
    return f


def fit_columns(view: QTableView) -> bool:
    """Size columns to their contents — only when the widest text of some column changed since
    the last time (measuring every cell with Qt's delegates costs far more than this check).
    Widths are measured with the cell's own font: a bold "20% P" (the president's certificate)
    is wider than a plain "10/16" of the same length, and comparing lengths alone left it cut
    to "20…".  Returns True if sized."""
    model = view.model()
    source = model.sourceModel() if isinstance(model, QSortFilterProxyModel) else model
    grid = getattr(source, "grid", None)
    if grid is None:
        view.resizeColumnsToContents()
        return True
    plain_fm = QFontMetrics(view.font())
    bold = QFont(view.font())
    bold.setBold(True)
    bold_fm = QFontMetrics(bold)

    def width(c: Cell) -> int:
        fm = bold_fm if c.get(FONT) is not None and c[FONT].bold() else plain_fm
        return fm.horizontalAdvance(str(c.get(DISPLAY, ""))) + 3 * plain_fm.averageCharWidth() * len(
            c.get(CHIPS_ROLE) or ()
        )

    sig = (
        tuple(source.headerData(c, Qt.Orientation.Horizontal) for c in range(source.columnCount())),
        tuple(max((width(row[c]) for row in grid if c < len(row)), default=0) for c in range(source.columnCount())),
    )
    if getattr(view, "_fit_sig", None) == sig:
        return False
    view._fit_sig = sig  # type: ignore[attr-defined]
    view.resizeColumnsToContents()
    return True


def tile_colours(colours: tuple[str, ...] | list[str]) -> str:
    """Tile colours as the engine names them, in the player's language ("amarelo, verde")."""
    from engine.i18n import localize
    from engine.tiles import color_name

    return ", ".join(localize(color_name(c)) for c in colours)
