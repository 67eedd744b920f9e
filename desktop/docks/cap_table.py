"""Cap table: corporations × players, with IPO and pool columns, and per-player summary rows
(cash, certificates / limit, privates, worth).  Every number is read from ``engine.views.cap_table``."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from desktop.docks.common import RIGHT, Cell, ViewModel, bold_font, cell, make_table, money, qcolor
from engine.views import CapTable

SUMMARY = ("Cash", "Certs", "Privates", "Worth")


def holding_text(percent: int, president: bool, reserved: int) -> str:
    if not percent:
        return ""
    return f"{percent}%" + (" P" if president else "") + ("*" if reserved else "")


class CapTableModel(ViewModel):
    """Rows: one per corporation, then the summary rows.  Columns: company, one per player, IPO,
    pool, price."""

    def build(self) -> list[list[Cell]]:
        ct: CapTable = self.view
        self.headers = ["Co."] + [c.label for c in ct.columns] + ["Price"]
        bold = bold_font()
        rows = []
        for i, row in enumerate(ct.rows):
            pres = f"president {row.president}" if row.president else "no president"
            state = "closed" if row.closed else "floated" if row.floated else "not floated"
            cells = [cell(row.sym, i, f"{row.sym} — {row.name}\n{pres}; {state}", chips=[(row.sym, row.color)],
                          key=row.key)]
            for col, h in zip(ct.columns, row.holdings):
                tip = None
                if h.percent:
                    res = f" (* {h.reserved}% of it reserved: not for sale yet)" if h.reserved else ""
                    tip = (f"{col.label}: {h.percent}% of {row.sym} in {h.certs} certificate(s)"
                           + (" (president)" if h.president else "") + res)
                tint = None
                if h.president:
                    tint = QColor(qcolor(row.color))
                    tint.setAlpha(70)
                cells.append(cell(holding_text(h.percent, h.president, h.reserved),
                                  h.percent + (0.5 if h.president else 0), tip, align=RIGHT,
                                  font=bold if h.president else None, background=tint))
            cells.append(cell(money(row.price), row.price, f"par {money(row.par)}" if row.par is not None else None,
                              align=RIGHT))
            rows.append(cells)
        blank = len(ct.columns) - len(ct.players) + 1
        for name in SUMMARY:
            cells = [cell(name, pinned=True, font=bold)]
            for p in ct.players:
                text = {"Cash": money(p.cash), "Certs": f"{p.certs}/{p.cert_limit}",
                        "Privates": ", ".join(p.privates), "Worth": money(p.worth)}[name]
                tip = (f"{p.name}: cash {money(p.cash)}, {p.certs} of {p.cert_limit} certificates, "
                       f"privates {', '.join(p.privates) or 'none'}, worth {money(p.worth)}"
                       + (" — bankrupt" if p.bankrupt else ""))
                over = name == "Certs" and p.certs > p.cert_limit
                cells.append(cell(text, None, tip, pinned=True, align=RIGHT if name != "Privates" else None,
                                  font=bold if name == "Worth" else None,
                                  foreground=QColor("#c00000") if over else None))
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
        self.caption = QLabel()
        self.caption.setObjectName("capCaption")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(2, 2, 2, 2)
        lay.addWidget(self.caption)
        lay.addWidget(self.table)

    def set_view(self, ct: CapTable, past: bool = False) -> None:
        self.model.set_view(ct, past)
        broken = " — the bank has broken" if ct.bank_broken else ""
        self.caption.setText(f"Bank {money(ct.bank_cash)}{broken} · certificate limit {ct.cert_limit}")

    def tables(self) -> list:
        return [self.table]
