"""Cap table: corporations × players, with IPO and pool columns, and per-player summary rows
(cash, certificates / limit, privates, worth).  Every number is read from ``engine.views.cap_table``."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from desktop.docks.common import RIGHT, Cell, ViewModel, bold_font, cell, make_table, money, qcolor
from desktop.i18n import QT_TRANSLATE_NOOP, translate
from desktop.safe_text import plain
from engine.views import CapTable

SUMMARY = ("Cash", "Certs", "Privates", "Worth")  # the summary rows (keys; shown translated)
SUMMARY_TEXT = {
    "Cash": QT_TRANSLATE_NOOP("Docks", "Cash"),
    "Certs": QT_TRANSLATE_NOOP("Docks", "Certs"),
    "Privates": QT_TRANSLATE_NOOP("Docks", "Privates"),
    "Worth": QT_TRANSLATE_NOOP("Docks", "Worth"),
}


def summary_label(name: str) -> str:
    return translate("Docks", SUMMARY_TEXT[name])


def holding_text(percent: int, president: bool, reserved: int) -> str:
    if not percent:
        return ""
    return (
        f"{percent}%"
        + (translate("Docks", " P", "the president's certificate") if president else "")
        + ("*" if reserved else "")
    )


class CapTableModel(ViewModel):
    """Rows: one per corporation, then the summary rows.  Columns: company, one per player, IPO,
    pool, price."""

    def build(self) -> list[list[Cell]]:
        ct: CapTable = self.view
        self.translate_headers = False  # players' names are among them
        self.headers = [self.tr("Co.")] + [c.label for c in ct.columns] + [self.tr("Price")]
        bold = bold_font()
        rows = []
        for i, row in enumerate(ct.rows):
            pres = self.tr("president {0}").format(row.president) if row.president else self.tr("no president")
            state = self.tr("closed") if row.closed else self.tr("floated") if row.floated else self.tr("not floated")
            cells = [
                cell(row.sym, i, f"{row.sym} — {row.name}\n{pres}; {state}", chips=[(row.sym, row.color)], key=row.key)
            ]
            for col, h in zip(ct.columns, row.holdings):
                tip = None
                if h.percent:
                    res = self.tr(" (* {0}% of it reserved: not for sale yet)").format(h.reserved) if h.reserved else ""
                    tip = (
                        self.tr("{0}: {1}% of {2} in %n certificate(s)", "", h.certs).format(
                            col.label, h.percent, row.sym
                        )
                        + (self.tr(" (president)") if h.president else "")
                        + res
                    )
                tint = None
                if h.president:
                    tint = QColor(qcolor(row.color))
                    tint.setAlpha(70)
                cells.append(
                    cell(
                        holding_text(h.percent, h.president, h.reserved),
                        h.percent + (0.5 if h.president else 0),
                        tip,
                        align=RIGHT,
                        font=bold if h.president else None,
                        background=tint,
                    )
                )
            cells.append(
                cell(
                    money(row.price),
                    row.price,
                    self.tr("par {0}").format(money(row.par)) if row.par is not None else None,
                    align=RIGHT,
                )
            )
            rows.append(cells)
        blank = len(ct.columns) - len(ct.players) + 1
        for name in SUMMARY:
            cells = [cell(summary_label(name), pinned=True, font=bold)]
            for p in ct.players:
                text = {
                    "Cash": money(p.cash),
                    "Certs": f"{p.certs}/{p.cert_limit}",
                    "Privates": ", ".join(p.privates),
                    "Worth": money(p.worth),
                }[name]
                tip = self.tr("{0}: cash {1}, {2} of {3} certificates, privates {4}, worth {5}").format(
                    p.name,
                    money(p.cash),
                    p.certs,
                    p.cert_limit,
                    ", ".join(p.privates) or self.tr("none"),
                    money(p.worth),
                ) + (self.tr(" — bankrupt") if p.bankrupt else "")
                over = name == "Certs" and p.certs > p.cert_limit
                cells.append(
                    cell(
                        text,
                        None,
                        tip,
                        pinned=True,
                        align=RIGHT if name != "Privates" else None,
                        font=bold if name == "Worth" else None,
                        foreground=QColor("#c00000") if over else None,
                    )
                )
            cells += [cell("", pinned=True) for _ in range(blank)]
            rows.append(cells)
        return rows

    # --- where things are (tests, keyboard use) ---------------------------------------------
    def player_column(self, key: str) -> int:
        return 1 + self.view.column_index(key)

    def corporation_row(self, sym: str) -> int:
        return next(i for i, r in enumerate(self.view.rows) if r.sym == sym)

    def summary_row(self, name: str) -> int:
        return len(self.view.rows) + SUMMARY.index(name)


class CapTablePanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = CapTableModel(self)
        self.table = make_table(self.model, sortable=True, stretch_last=False)
        self.table.setObjectName("capTable")
        self.caption = plain(QLabel())
        self.caption.setObjectName("capCaption")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(2, 2, 2, 2)
        lay.addWidget(self.caption)
        lay.addWidget(self.table)

    def set_view(self, ct: CapTable, past: bool = False) -> None:
        self.model.set_view(ct, past)
        broken = self.tr(" — the bank has broken") if ct.bank_broken else ""
        if ct.bank_unlimited:
            self.caption.setText(self.tr("Bank unlimited · certificate limit {0}").format(ct.cert_limit))
            return
        self.caption.setText(
            self.tr("Bank {0}{1} · certificate limit {2}").format(money(ct.bank_cash), broken, ct.cert_limit)
        )

    def tables(self) -> list:
        return [self.table]
