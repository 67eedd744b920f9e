"""Printing and PDF export: ONE function, ``paint_report``, lays a game state out on pages for any
``QPagedPaintDevice`` — the printer chosen in File → Print, the PDF of File → Export PDF and
``python -m desktop render FILE --out state.pdf`` all call it.

Pages: the map fitted to a page (with the game, the point shown and whose turn it is, the title's
map marks: 1833NE's ferries); the stock market and the cap table; the companies, privates, trains
and phases, and the tables the title adds (1833NE: ferries, connection bonuses, P4/P6's exits);
the last log lines; the title's rules notes (its working assumptions with their sources).  Every
number comes from ``engine.views``; the map is the same ``MapScene`` the window shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLineF, QMarginsF, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

from desktop.docks.cap_table import SUMMARY, holding_text, summary_label
from desktop.docks.common import contrast, money, qcolor, tile_colours
from desktop.docks.companies import operated_text, owner_text, status_text, tokens_text, trains_text
from desktop.docks.market import ZONE_COLORS, flags_text, zone
from desktop.docks.trains import train_fate
from desktop.history import History, LogEntry
from desktop.i18n import translate
from desktop.safe_text import MAX_SHOWN, MAX_TIP, NAME_SHOWN, breakable, clip
from engine import views
from engine.i18n import localize, set_currency

if TYPE_CHECKING:
    from engine.state import State


FONT = "DejaVu Sans"
Cell = str | tuple[str, str]  # text, or a company chip (sym, colour)


class ReportCounts(QObject):
    """The report's texts with a count in them: lupdate reads plural forms only from ``tr``
    calls (``translate(..., n)`` with a variable count loses its plural forms)."""

    def actions(self, n: int, label: str) -> str:
        return self.tr("%n actions, {0}", "", n).format(label)

    def ors(self, n: int) -> str:
        return self.tr(", %n OR(s) per set", "", n)

    def log(self, shown: int, n: int) -> str:
        return self.tr("Log — the last {0} of %n actions", "", n).format(shown)


@dataclass
class Report:
    title: str  # the title's name
    heading: str  # file name and the point of the game shown
    state: State  # (read-only)
    entries: list[LogEntry] = field(default_factory=list)  # the log up to that point
    scene: Any = None  # a MapScene of that state (built when None)
    log_lines: int = 60
    worth: Any = None  # a finished game's WorthSeries: the chart printed under the final scores
    title_id: str = ""  # the title's id (the chart's currency)


def report_for(history: History, n: int | None = None, name: str = "") -> Report:
    """The report of ``history`` after ``n`` actions (None = the present)."""
    set_currency(state_title(history).presentation_policy.currency_format)  # amounts as the title writes money
    state = history.state if n is None else history.state_at(n)
    count = len(history) if n is None else n
    label = localize(views.round_label(state))
    where = (
        translate("Report", "after action {0} of {1} ({2})").format(
            history.entries[count - 1].action_id, len(history), label
        )
        if count
        else translate("Report", "before the first action ({0})").format(label)
    )
    if n is None or n == len(history):
        total = len(history)
        where = ReportCounts().actions(total, label) + (translate("Report", " — game over") if state.finished else "")
    heading = f"{name} — {where}" if name else where
    worth = None
    if state.finished:  # the chart of the end-of-game screen (README: scores and worth chart)
        from engine.play.worth import worth_series

        worth = worth_series([e.round for e in history.entries[:count]], history.state_at)
    return Report(
        state.static.info.name, heading, state, list(history.entries[:count]), worth=worth, title_id=history.title
    )


def state_title(history: History) -> Any:
    """The rules of the history's title (its ``currency_format``)."""
    from engine.titles import title_class

    return title_class(history.title)


def scene_for(state: State) -> Any:
    from desktop.map.scene import MapScene
    from engine.views import home_markers, map_marks

    scene = MapScene(state.board, state.static.info, phase_color=state.phase.color, lazy=True)
    scene.set_homes(home_markers(state))
    scene.set_marks(map_marks(state))
    scene.refresh()
    return scene


# ---------------------------------------------------------------------------------- page flow


def _font(size: float, bold: bool = False) -> QFont:
    f = QFont(FONT)
    f.setPixelSize(max(1, round(size)))  # one unit = one point (the painter is scaled to points)
    f.setBold(bold)
    no_ligatures(f)
    return f


def no_ligatures(f: QFont) -> QFont:
    """Plain letters in the PDF (no "ﬁ" glyph), so its text is searchable and copyable as typed."""
    for tag in ("liga", "clig", "dlig"):
        f.setFeature(QFont.Tag(tag), 0)
    return f


class Flow:
    """A cursor down the pages of a device, in points."""

    def __init__(self, device: Any, painter: QPainter) -> None:
        self.device = device
        self.painter = painter
        dpi = device.logicalDpiX() or 72
        self.scale = dpi / 72.0
        painter.scale(self.scale, self.scale)
        self.width = device.width() / self.scale
        self.height = device.height() / self.scale
        self.y = 0.0
        self.pages = 1

    def new_page(self) -> None:
        self.device.newPage()
        self.pages += 1
        self.y = 0.0

    def ensure(self, h: float) -> None:
        if self.y > 0 and self.y + h > self.height:
            self.new_page()

    def left(self) -> float:
        return self.height - self.y

    def text(self, text: str, size: float = 9, bold: bool = False, color: str = "black") -> None:
        f = _font(size, bold)
        h = QFontMetricsF(f).height()
        self.ensure(h)
        self.painter.setFont(f)
        self.painter.setPen(QColor(color))
        fm = QFontMetricsF(f)
        shown = fm.elidedText(text, Qt.TextElideMode.ElideRight, self.width)
        self.painter.drawText(
            QRectF(0, self.y, self.width, h), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shown
        )
        self.y += h

    def gap(self, h: float = 6) -> None:
        self.y += h

    def paragraph(self, text: str, size: float = 8, indent: float = 0.0, color: str = "black") -> None:
        """``text`` wrapped to the page width (less ``indent``), moved whole to the next page
        when it does not fit under the cursor."""
        f = _font(size)
        width = self.width - indent
        text = breakable(clip(text, MAX_TIP))
        flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
        box = QFontMetricsF(f).boundingRect(QRectF(0, 0, width, 10_000), flags, text)
        self.ensure(box.height())
        self.painter.setFont(f)
        self.painter.setPen(QColor(color))
        self.painter.drawText(QRectF(indent, self.y, width, box.height()), flags, text)
        self.y += box.height()


def heading(flow: Flow, text: str, rows: int = 0, size: float = 12) -> None:
    """A section heading kept on the page of what follows it: with the whole table of ``rows``
    rows when that fits a page (the Italian 18MEX cap table left its last 4 lines, the heading
    stayed behind), else with the table's first lines."""
    line = QFontMetricsF(_font(size, True)).height()
    row = QFontMetricsF(_font(8)).height() + 3
    whole = line + row * (rows + 1)
    flow.ensure(whole if whole <= flow.height else line + row * 3)
    flow.text(text, size, True)


def _chip(painter: QPainter, rect: QRectF, sym: str, color: str, size: float) -> None:
    fill = qcolor(color)
    painter.save()
    painter.setPen(QPen(QColor("#202020"), 0.5))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, rect.height() * 0.25, rect.height() * 0.25)
    painter.setFont(_font(size, True))
    painter.setPen(contrast(fill))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, sym)
    painter.restore()


def table(
    flow: Flow,
    headers: Sequence[str],
    rows: Sequence[Sequence[Cell]],
    right: set[int] | None = None,
    bold_rows: set[int] | None = None,
    size: float = 8.0,
) -> None:
    """A table that fits the page width (smaller type, then elided cells); breaks across pages
    repeating the header."""
    right = right or set()
    bold_rows = bold_rows or set()
    pad = 3.0
    # players' names head columns and fill cells: clipped, or one name would take the page
    headers = [clip(h, NAME_SHOWN) for h in headers]
    rows = [[c if isinstance(c, tuple) else clip(c, MAX_SHOWN) for c in row] for row in rows]

    def widths(sz: float) -> list[float]:
        fb = QFontMetricsF(_font(sz, True))
        out = [fb.horizontalAdvance(h) + 2 * pad for h in headers]
        for row in rows:
            for i, cell in enumerate(row):
                text = cell[0] if isinstance(cell, tuple) else cell
                out[i] = max(out[i], fb.horizontalAdvance(text) + 2 * pad + (4 if isinstance(cell, tuple) else 0))
        return out

    w = widths(size)
    while sum(w) > flow.width and size > 5.5:
        size -= 0.5
        w = widths(size)
    if sum(w) > flow.width:  # shrink the widest columns until it fits
        excess = sum(w) - flow.width
        for i in sorted(range(len(w)), key=lambda k: -w[k]):
            cut = min(excess, w[i] * 0.5)
            w[i] -= cut
            excess -= cut
            if excess <= 0:
                break
    f, fb = _font(size), _font(size, True)
    rh = QFontMetricsF(f).height() + 3
    p = flow.painter

    def draw_row(cells: Sequence[Cell], bold: bool, header: bool) -> None:
        x = 0.0
        if header:
            p.fillRect(QRectF(0, flow.y, sum(w), rh), QColor("#dfe6ee"))
        for i, cell in enumerate(cells):
            rect = QRectF(x + pad, flow.y, w[i] - 2 * pad, rh)
            if isinstance(cell, tuple):
                sym, color = cell
                cw = min(rect.width(), QFontMetricsF(fb).horizontalAdvance(sym) + 6)
                _chip(p, QRectF(rect.left(), rect.top() + 1, cw, rh - 2), sym, color, size)
            else:
                p.setFont(fb if bold or header else f)
                p.setPen(QColor("black"))
                shown = QFontMetricsF(p.font()).elidedText(cell, Qt.TextElideMode.ElideRight, rect.width())
                align = Qt.AlignmentFlag.AlignRight if i in right and not header else Qt.AlignmentFlag.AlignLeft
                p.drawText(rect, align | Qt.AlignmentFlag.AlignVCenter, shown)
            x += w[i]
        p.setPen(QPen(QColor("#b0b0b0"), 0.4))
        p.drawLine(QLineF(0, flow.y + rh, sum(w), flow.y + rh))
        flow.y += rh

    whole = rh * (len(rows) + 1)
    flow.ensure(whole if whole <= flow.height else rh * 2)  # a table that fits a page is not split
    draw_row(headers, True, True)
    for k, row in enumerate(rows):
        if flow.y + rh > flow.height:
            flow.new_page()
            draw_row(headers, True, True)
        draw_row(row, k in bold_rows, False)


# ---------------------------------------------------------------------------------- sections


def _map_page(flow: Flow, report: Report) -> None:
    s = report.state
    flow.text(f"{report.title} — {report.heading}", 14, True)
    players = ", ".join(clip(s.player[p].name, NAME_SHOWN) for p in s.seating)
    flow.text(translate("Report", "Players: {0}").format(players), 9)
    flow.text(
        localize(views.turn(s).sentence()) + translate("Report", " · phase {0}").format(localize(s.phase_name)), 9
    )
    flow.gap(4)
    scene = report.scene if report.scene is not None else scene_for(s)
    src = scene.itemsBoundingRect()
    target = QRectF(0, flow.y, flow.width, flow.left())
    flow.painter.save()
    flow.painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    scene.render(flow.painter, target, src, Qt.AspectRatioMode.KeepAspectRatio)
    flow.painter.restore()
    flow.new_page()


CHIP_TOP = 12.0  # points from a market cell's top to its first line of tokens
CHIP_LINE = 9.0  # points per line of tokens


def _chip_width(sym: str) -> float:
    return QFontMetricsF(_font(6, True)).horizontalAdvance(sym) + 4


def _chip_lines(occupants: Sequence[str], cw: float) -> int:
    """How many lines the tokens of a market cell ``cw`` wide take (the wrapping ``_market``
    draws them with)."""
    lines, x = 0, None
    for sym in occupants:
        w = _chip_width(sym)
        if x is None or (x + w > cw - 1 and x > 2):
            lines, x = lines + 1, 1.5
        x += w + 1.5
    return lines


def _market(flow: Flow, state: State) -> None:
    mv = views.market(state)
    colors = {c.sym: c.color for c in views.chips(state).values() if c.kind == "major"}
    flow.text(translate("Report", "Stock market"), 12, True)
    cols = mv.width
    cw = min(46.0, flow.width / max(1, cols))
    ch = cw * 0.75
    # a row as tall as its most crowded cell's tokens need (1833NE's one-row market stacks
    # every corporation at the same price in one narrow cell: they covered the legend)
    heights = [
        max([ch] + [CHIP_TOP + CHIP_LINE * _chip_lines(cell.occupants, cw) for cell in row if cell]) for row in mv.rows
    ]
    tops = [sum(heights[:r]) for r in range(len(heights))]
    flow.ensure(sum(heights))
    p = flow.painter
    for r, row in enumerate(mv.rows):
        for c, cell in enumerate(row):
            if cell is None:
                continue
            rect = QRectF(c * cw, flow.y + tops[r], cw, heights[r])
            z = zone(cell)
            p.fillRect(rect, QColor(ZONE_COLORS[z]))
            p.setPen(QPen(QColor("#555555"), 0.5))
            p.drawRect(rect)
            p.setFont(_font(7, True))
            p.setPen(QColor("white") if z == "close" else QColor("black"))
            top = QRectF(rect.left() + 2, rect.top() + 1, rect.width() - 4, 9)
            p.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, str(cell.price))
            tag = flags_text(cell)
            if tag:
                p.setFont(_font(5.5))
                p.drawText(top, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, tag)
            x, y = rect.left() + 1.5, rect.top() + CHIP_TOP - 1
            for sym in cell.occupants:
                w = _chip_width(sym)
                if x + w > rect.right() - 1 and x > rect.left() + 2:
                    x, y = rect.left() + 1.5, y + CHIP_LINE
                _chip(p, QRectF(x, y, w, CHIP_LINE - 0.5), sym, colors.get(sym, "#888888"), 6)
                x += w + 1.5
    flow.y += sum(heights) + 3
    flow.text(
        translate("Report", "P par · E game ends · Y certificates not counted toward the limit · C closes"),
        7,
        color="#404040",
    )
    flow.gap(8)


def _scores(flow: Flow, state: State) -> None:
    """The final scores (the same table as the end-of-game screen) when the game is over."""
    from engine.play.worth import final_scores

    sc = final_scores(state)
    heading(flow, translate("Report", "Final scores — {0}").format(localize(sc.reason_text)), len(sc.rows))
    rows: list[list[Cell]] = [
        [
            str(r.rank),
            clip(r.name, NAME_SHOWN),
            money(r.cash),
            money(r.shares),
            money(r.privates),
            money(r.other) if r.other else "",
            money(r.total),
        ]
        for r in sc.rows
    ]
    headers = [
        translate("Report", "Rank"),
        translate("Report", "Player"),
        translate("Report", "Cash"),
        translate("Report", "Shares"),
        translate("Report", "Privates"),
        translate("Report", "Other"),
        translate("Report", "Total"),
    ]
    table(flow, headers, rows, right={0, 2, 3, 4, 5, 6}, bold_rows={i for i, r in enumerate(sc.rows) if r.rank == 1})
    flow.gap(8)


# The chart's widget is laid out CHART_LAYOUT times larger than the space it is printed in
# (points), so its screen-sized type prints at about 8 points; its image has CHART_PIXELS pixels
# per layout pixel (sharp at 300 dpi over a page's width).
CHART_LAYOUT = 1.3
CHART_PIXELS = 3


def _worth_chart(flow: Flow, report: Report) -> None:
    """The end-of-game screen's worth chart (the same widget, drawn to an image), under the
    scores, as tall as the page leaves (at least a third of a page)."""
    from PySide6.QtGui import QImage

    from desktop.end_screen import WorthChart, show_series
    from engine.play.worth import final_scores

    h = min(flow.left() - 20, flow.height * 0.6)
    if h < flow.height / 3:
        flow.new_page()
        h = flow.height * 0.6
    flow.text(translate("Report", "Worth of each player at the end of each round"), 12, True)
    h -= QFontMetricsF(_font(12, True)).height()
    chart = WorthChart()
    show_series(chart, final_scores(report.state), report.worth, report.title_id)
    chart.resize(round(flow.width * CHART_LAYOUT), round(h * CHART_LAYOUT))
    image = QImage(chart.width() * CHART_PIXELS, chart.height() * CHART_PIXELS, QImage.Format.Format_RGB32)
    image.setDevicePixelRatio(CHART_PIXELS)
    image.fill(QColor("white"))
    chart.render(image)
    chart.deleteLater()
    flow.painter.drawImage(QRectF(0, flow.y, flow.width, h), image)
    flow.y += h


def _cap_table(flow: Flow, state: State) -> None:
    ct = views.cap_table(state)
    broken = translate("Report", " (broken)") if ct.bank_broken else ""
    title = (
        translate("Report", "Cap table — bank unlimited, certificate limit {0}").format(ct.cert_limit)
        if ct.bank_unlimited
        else translate("Report", "Cap table — bank {0}{1}, certificate limit {2}").format(
            money(ct.bank_cash), broken, ct.cert_limit
        )
    )
    heading(flow, title, len(ct.rows) + len(SUMMARY))
    headers = [translate("Report", "Company")] + [c.label for c in ct.columns] + [translate("Report", "Price")]
    rows: list[list[Cell]] = []
    for r in ct.rows:
        cells: list[Cell] = [(r.sym, r.color)]
        for h in r.holdings:
            cells.append(holding_text(h.percent, h.president, 0))
        cells.append(money(r.price))
        rows.append(cells)
    nplay = len(ct.players)
    extra = len(ct.columns) - nplay + 1
    for name in SUMMARY:
        cells = [summary_label(name)]
        for pl in ct.players:
            cells.append(
                {
                    "Cash": money(pl.cash),
                    "Certs": f"{pl.certs}/{pl.cert_limit}",
                    "Privates": ", ".join(pl.privates),
                    "Worth": money(pl.worth),
                }[name]
            )
        rows.append(cells + [""] * extra)
    table(flow, headers, rows, right=set(range(1, len(headers))), bold_rows={len(rows) - 1})
    flow.gap(8)


def _companies(flow: Flow, state: State) -> None:
    corporations = views.corporations(state)
    heading(flow, translate("Report", "Companies"), len(corporations))
    rows: list[list[Cell]] = []
    for r in corporations:
        rows.append(
            [
                (r.sym, r.color),
                r.name,
                clip(r.president, NAME_SHOWN) if r.president else "—",
                money(r.treasury),
                money(r.price),
                money(r.par),
                trains_text(r),
                tokens_text(r),
                operated_text(r),
                status_text(r),
            ]
        )
    table(
        flow,
        [
            translate("Report", "Co."),
            translate("Report", "Name"),
            translate("Report", "President"),
            translate("Report", "Treasury"),
            translate("Report", "Price"),
            translate("Report", "Par"),
            translate("Report", "Trains"),
            translate("Report", "Tokens"),
            translate("Report", "Operated"),
            translate("Report", "Status"),
        ],
        rows,
        right={3, 4, 5},
    )
    flow.gap(8)
    prows: list[list[Cell]] = [
        [
            (p.sym, p.color),
            p.name,
            clip(owner_text(p), NAME_SHOWN),
            money(p.value),
            money(p.revenue),
            translate("Report", "closed") if p.closed else translate("Report", "open"),
        ]
        for p in views.privates(state)
    ]
    if prows:
        heading(flow, translate("Report", "Privates"), len(prows))
        table(
            flow,
            [
                translate("Report", "Private"),
                translate("Report", "Name"),
                translate("Report", "Owner"),
                translate("Report", "Value"),
                translate("Report", "Revenue"),
                translate("Report", "Status"),
            ],
            prows,
            right={3, 4},
        )
        flow.gap(8)


def _trains(flow: Flow, state: State) -> None:
    tv = views.trains_and_phases(state)
    p = tv.phase
    ors = p.operating_rounds
    heading(
        flow,
        translate("Report", "Trains & phase — phase {0}: lays {1}").format(p.name, tile_colours(p.tiles))
        + (translate("Report", ", train limit {0}").format(p.train_limit) if p.train_limit is not None else "")
        + (ReportCounts().ors(ors) if ors is not None else ""),
        len(tv.trains) + 1,
    )
    if tv.next_train:
        flow.text(translate("Report", "Next train: {0} for {1}").format(tv.next_train, money(tv.next_price)), 9)
    rows = [
        [
            t.name,
            money(t.price),
            str(t.reach) + (f" ×{t.multiplier}" if t.multiplier != 1 else ""),
            str(t.in_depot),
            str(t.discarded),
            str(t.owned),
            str(t.rusted),
            train_fate(t),
            ", ".join(localize(ev) for ev in t.events),
        ]
        for t in tv.trains
    ]
    table(
        flow,
        [
            translate("Report", "Train"),
            translate("Report", "Price"),
            translate("Report", "Reach"),
            translate("Report", "In depot"),
            translate("Report", "Discarded"),
            translate("Report", "Owned"),
            translate("Report", "Gone"),
            translate("Report", "Fate"),
            translate("Report", "Events"),
        ],
        rows,
        right={1, 2, 3, 4, 5, 6},
    )
    flow.gap(6)
    prow = [
        [
            ("▶ " if ph.current else "") + ph.name,
            translate("Report", "first {0}").format(ph.on) if ph.on else translate("Report", "start"),
            tile_colours(ph.tiles),
            "" if ph.train_limit is None else str(ph.train_limit),
            "" if ph.operating_rounds is None else str(ph.operating_rounds),
            "; ".join(localize(st) for st in ph.status),
        ]
        for ph in tv.phases
    ]
    current = {i for i, ph in enumerate(tv.phases) if ph.current}
    table(
        flow,
        [
            translate("Report", "Phase"),
            translate("Report", "Starts with"),
            translate("Report", "Tiles"),
            translate("Report", "Train limit"),
            translate("Report", "ORs"),
            translate("Report", "Notes"),
        ],
        prow,
        bold_rows=current,
    )
    flow.gap(8)


def _title_sections(flow: Flow, state: State) -> None:
    """The tables the title adds (engine.views.report_sections: 1833NE's ferries, connection
    bonuses and exits), each with its notes; the rows in force in bold."""
    for sec in views.report_sections(state):
        heading(flow, localize(sec.heading), len(sec.rows))
        table(
            flow,
            [localize(h) for h in sec.headers],
            [[localize(c) for c in row] for row in sec.rows],
            bold_rows=set(sec.bold_rows),
        )
        for note in sec.notes:
            flow.paragraph(localize(note), 7, color="#404040")
        flow.gap(8)


def _rules_notes(flow: Flow, report: Report) -> None:
    """The last page: the working assumptions of the title (engine.views.rules_notes), each
    note numbered with its source beneath; nothing for a title without any."""
    notes = views.rules_notes(report.state)
    if not notes:
        return
    flow.new_page()
    flow.text(translate("Report", "Rules notes — {0}").format(report.title), 12, True)
    flow.paragraph(
        translate("Report", "Where the rules available to the program are silent, it plays by these assumptions."),
        8,
        color="#404040",
    )
    flow.gap(4)
    for k, (note, source) in enumerate(notes, 1):
        flow.paragraph(f"{k}. {localize(note)}", 8)
        flow.paragraph(translate("Report", "Source: {0}").format(localize(source)), 7, indent=12, color="#505050")
        flow.gap(3)


def _log(flow: Flow, report: Report) -> None:
    entries = report.entries[-report.log_lines :]
    if not entries:
        return
    total = len(report.entries)
    flow.text(ReportCounts().log(len(entries), total), 12, True)
    last = None
    for e in entries:
        if e.round != last:
            flow.gap(2)
            flow.text(localize(e.round), 9, True)
            last = e.round
        flow.paragraph(f"{e.action_id if e.action_id is not None else e.n}. {e.text()}", 8)  # wrapped, not cut
        if e.opening is not None and e.round_after and e.round_after != last:
            flow.gap(2)  # the round it started, with that round's first notes
            flow.text(localize(e.round_after), 9, True)
            last = e.round_after
            if e.opening_lines:
                flow.paragraph("; ".join(e.shown(e.opening_lines)), 8)


def paint_report(device: Any, report: Report) -> int:
    """Lay ``report`` out on ``device`` (a QPrinter or QPdfWriter); returns the number of pages."""
    painter = QPainter(device)
    if not painter.isActive():
        raise OSError(translate("Report", "cannot paint on the printer or file"))
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    try:
        flow = Flow(device, painter)
        _map_page(flow, report)
        if report.state.finished:
            _scores(flow, report.state)
            if report.worth is not None and report.worth.points:
                _worth_chart(flow, report)
                flow.new_page()
        _market(flow, report.state)
        _cap_table(flow, report.state)
        flow.new_page()
        _companies(flow, report.state)
        _trains(flow, report.state)
        _title_sections(flow, report.state)
        if report.entries:
            flow.new_page()
            _log(flow, report)
        _rules_notes(flow, report)
        pages = flow.pages
    finally:
        painter.end()
    return pages


def write_pdf(path: str | Path, report: Report) -> int:
    """A4 landscape PDF of the report; returns the page count."""
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    writer = QPdfWriter(str(out))
    writer.setResolution(300)
    writer.setTitle(f"{report.title} — {report.heading}")
    writer.setCreator("Roundhouse")
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Landscape,
            QMarginsF(10, 10, 10, 10),
            QPageLayout.Unit.Millimeter,
        )
    )
    return paint_report(writer, report)
