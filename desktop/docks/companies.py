"""Companies: corporations and minors (treasury, price, trains, tokens, president, operated?)
and the privates (owner, value, revenue), from ``engine.views``."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QMenu, QSplitter, QVBoxLayout, QWidget

from desktop.docks.common import KEY_ROLE, RIGHT, Cell, ViewModel, cell, make_table, money
from desktop.i18n import QT_TRANSLATE_NOOP, translate
from engine.i18n import localize
from engine.views import CorpRow, PrivateRow

GREY = QColor("#888888")
OPERATED = {  # engine.views' word for "has it operated?", translated when shown
    "done": QT_TRANSLATE_NOOP("Docks", "done"),
    "now": QT_TRANSLATE_NOOP("Docks", "now"),
    "to come": QT_TRANSLATE_NOOP("Docks", "to come"),
    "yes": QT_TRANSLATE_NOOP("Docks", "yes"),
    "no": QT_TRANSLATE_NOOP("Docks", "no"),
}


def trains_text(row: CorpRow) -> str:
    if not row.trains:
        return "—"
    obsolete = list(row.obsolete_trains)
    parts = []
    for t in row.trains:
        if t in obsolete:
            obsolete.remove(t)
            parts.append(translate("Docks", "{0} (obsolete)").format(t))
        else:
            parts.append(t)
    return ", ".join(parts)


def tokens_text(row: CorpRow) -> str:
    """Placed of total, and the price of the next one."""
    left = row.tokens_total - row.tokens_placed
    nxt = (
        translate("Docks", ", next {0}").format(money(row.next_token_price))
        if row.next_token_price is not None and left
        else ""
    )
    return translate("Docks", "{0} of {1}").format(row.tokens_placed, row.tokens_total) + nxt


def operated_text(row: CorpRow) -> str:
    """Done, operating now or to come in this OR (outside one: has it ever operated?)."""
    word = OPERATED.get(row.operated)
    return translate("Docks", word) if word else localize(row.operated)


def owner_text(row: PrivateRow) -> str:
    """The private's owner, or that it is still for sale."""
    return translate("Docks", "unsold") if row.owner == "unsold" else localize(row.owner)


def status_text(row: CorpRow) -> str:
    """Started, floated or closed, and the title's words on its condition (18GB: "insolvent",
    "in receivership", "5 shares")."""
    if row.closed:
        return translate("Docks", "closed")
    if row.kind == "major" and not row.floated:
        word = translate("Docks", "parred") if row.par is not None else translate("Docks", "not started")
    else:
        word = translate("Docks", "floated") if row.kind == "major" else translate("Docks", "running")
    return ", ".join([word, *(localize(n) for n in row.notes)])


class CorporationsModel(ViewModel):
    # each corporation's revenue in its last run up to the state shown (from the log), by sym
    last_runs: dict[str, int] = {}

    headers = [
        QT_TRANSLATE_NOOP("Docks", "Company"),
        QT_TRANSLATE_NOOP("Docks", "President"),
        QT_TRANSLATE_NOOP("Docks", "Treasury"),
        QT_TRANSLATE_NOOP("Docks", "Price"),
        QT_TRANSLATE_NOOP("Docks", "Trains"),
        QT_TRANSLATE_NOOP("Docks", "Tokens"),
        QT_TRANSLATE_NOOP("Docks", "OR"),
        QT_TRANSLATE_NOOP("Docks", "Last run"),
        QT_TRANSLATE_NOOP("Docks", "Status"),
        QT_TRANSLATE_NOOP("Docks", "Par"),
        QT_TRANSLATE_NOOP("Docks", "Name"),
    ]

    def build(self) -> list[list[Cell]]:
        rows = []
        for i, row in enumerate(self.view):
            fg = GREY if row.closed else None
            where = (
                translate("Docks", "in {0}").format(", ".join(row.token_hexes))
                if row.token_hexes
                else translate("Docks", "none placed")
            )
            rows.append(
                [
                    cell(row.sym, i, f"{row.sym} — {row.name} ({row.kind})", chips=[(row.sym, row.color)], key=row.key),
                    cell(row.president or "—", row.president or "", foreground=fg),
                    cell(money(row.treasury), row.treasury, align=RIGHT, foreground=fg),
                    cell(money(row.price), row.price, align=RIGHT, foreground=fg),
                    cell(
                        trains_text(row),
                        len(row.trains),
                        translate("Docks", "train limit {0}").format(row.train_limit),
                        foreground=fg,
                    ),
                    cell(
                        tokens_text(row),
                        row.tokens_placed,
                        translate("Docks", "Tokens placed of all; {0}").format(where),
                        foreground=fg,
                    ),
                    cell(
                        operated_text(row),
                        None,
                        translate(
                            "Docks",
                            "In this operating round: done, operating now or to "
                            "come (outside an OR: has it ever operated?)",
                        ),
                        foreground=fg,
                    ),
                    cell(
                        money(self.last_runs[row.sym]) if row.sym in self.last_runs else "—",
                        self.last_runs.get(row.sym, -1),
                        translate("Docks", "Revenue of its last run; right-click: the company sheet with every run"),
                        align=RIGHT,
                        foreground=fg,
                    ),
                    cell(status_text(row), foreground=fg),
                    cell(money(row.par), row.par, align=RIGHT, foreground=fg),
                    cell(row.name, foreground=fg),
                ]
            )
        return rows


class PrivatesModel(ViewModel):
    headers = [
        QT_TRANSLATE_NOOP("Docks", "Private"),
        QT_TRANSLATE_NOOP("Docks", "Owner"),
        QT_TRANSLATE_NOOP("Docks", "Value"),
        QT_TRANSLATE_NOOP("Docks", "Revenue"),
        QT_TRANSLATE_NOOP("Docks", "Status"),
        QT_TRANSLATE_NOOP("Docks", "Name"),
    ]

    def build(self) -> list[list[Cell]]:
        rows = []
        for i, row in enumerate(self.view):
            fg = GREY if row.closed else None
            rows.append(
                [
                    cell(row.sym, i, f"{row.sym} — {row.name}", chips=[(row.sym, row.color)], key=row.key),
                    cell(owner_text(row), foreground=fg),
                    cell(money(row.value), row.value, align=RIGHT, foreground=fg),
                    cell(money(row.revenue), row.revenue, align=RIGHT, foreground=fg),
                    cell(translate("Docks", "closed") if row.closed else translate("Docks", "open"), foreground=fg),
                    cell(row.name, foreground=fg),
                ]
            )
        return rows


class CompaniesPanel(QWidget):
    sheet_requested = Signal(str)  # a corporation's sym: open its sheet

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.corps = CorporationsModel(self)
        self.privates = PrivatesModel(self)
        self.corp_table = make_table(self.corps, sortable=True)
        self.corp_table.setObjectName("corporationsTable")
        self.private_table = make_table(self.privates, sortable=True)
        self.private_table.setObjectName("privatesTable")
        self.corp_table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.corp_table.customContextMenuRequested.connect(self._context_menu)
        self.corp_table.doubleClicked.connect(lambda index: self._open_sheet(index.row()))
        self.context_menu: QMenu | None = None  # the last one shown (tests read it)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.corp_table)
        split.addWidget(self.private_table)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(2, 2, 2, 2)
        lay.addWidget(split)

    def set_view(
        self,
        corps: tuple[CorpRow, ...],
        privates: tuple[PrivateRow, ...],
        past: bool = False,
        order: tuple[str, ...] = (),
        last_runs: dict[str, int] | None = None,
    ) -> None:
        """``order``: the syms of an operating round in their order; those companies lead, in it
        (the others follow as the engine lists them), so the sheet reads as the round runs."""
        if order:
            rank = {sym: i for i, sym in enumerate(order)}
            corps = tuple(sorted(corps, key=lambda r: rank.get(r.sym, len(order))))
        self.corps.last_runs = dict(last_runs or {})
        self.corps.set_view(corps, past)
        self.privates.set_view(privates, past)

    def sym_at(self, row: int) -> str | None:
        """The corporation of a row as shown (the table may be sorted)."""
        index = self.corp_table.model().index(row, 0)
        key = index.data(KEY_ROLE)
        return str(key).split(":", 1)[-1] if key else None

    def _open_sheet(self, row: int) -> None:
        sym = self.sym_at(row)
        if sym:
            self.sheet_requested.emit(sym)

    def row_menu(self, row: int) -> QMenu:
        """Right-click a company row: its sheet (price chart, revenue history)."""
        menu = QMenu(self)
        menu.setObjectName("companyContextMenu")
        sym = self.sym_at(row) or ""
        menu.addAction(self.tr("{0}: company sheet…").format(sym), lambda: self._open_sheet(row)).setObjectName(
            "companySheetAction"
        )
        self.context_menu = menu
        return menu

    def _context_menu(self, pos: QPoint) -> None:
        index = self.corp_table.indexAt(pos)
        if index.isValid():
            self.row_menu(index.row()).popup(self.corp_table.viewport().mapToGlobal(pos))

    def tables(self) -> list:
        return [self.corp_table, self.private_table]
