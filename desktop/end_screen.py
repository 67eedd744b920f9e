"""The end-of-game screen: who won, the final scores table and a chart of every player's worth
at the end of each round.  Draws what ``engine.play.worth`` computes; no rules here.

The chart is painted with QPainter (PySide6-Essentials has no QtCharts).  The numbers come from
``compute_end_of_game`` -- a plain function of a History and a cancel callable, cheap (History
keeps a state every few actions, so the ~20 round ends of a game cost a few dozen actions of
replay) but still meant for ``JobRunner`` through ``end_of_game_job``, which copies the history on
the calling thread so the game may go on while the job reads its copy.
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QSizePolicy, QToolTip, QVBoxLayout, QWidget

from desktop.docks.common import RIGHT, Cell, ViewModel, bold_font, cell, make_table
from desktop.history import Cancelled, History
from desktop.i18n import number
from desktop.map.scene import currency_for
from desktop.safe_text import NAME_SHOWN, clip, plain, set_text
from engine.i18n import localize
from engine.play.worth import Scores, WorthCancelled, WorthSeries, final_scores, worth_series

# Distinct on white, also for the common colour-vision deficiencies (mostly Okabe-Ito); the first
# five (the usual table) avoid two oranges.
PLAYER_COLORS = ("#0072B2", "#D55E00", "#009E73", "#7F3C8D", "#404040", "#E69F00", "#56B4E9", "#CC79A7")


def player_color(i: int) -> QColor:
    return QColor(PLAYER_COLORS[i % len(PLAYER_COLORS)])


def money_format(fmt: str) -> Callable[[int], str]:
    """``currency_for``'s printf format ("$%d", "£%d", "%dM") with thousands separators."""

    def show(value: int) -> str:
        sign = "-" if value < 0 else ""
        return sign + fmt.replace("%d", number(abs(int(value))))

    return show


# ---------------------------------------------------------------------------------- computing


@dataclass(frozen=True)
class EndOfGame:
    title: str
    scores: Scores
    series: WorthSeries


def compute_end_of_game(
    history: History, cancel: Callable[[], bool] | None = None, progress: Callable[[int, int], Any] | None = None
) -> EndOfGame:
    """Scores and worth series of a history (finished or not).  Raises ``Cancelled``.  Reads the
    history only: give it a copy if the game may change meanwhile (``end_of_game_job`` does)."""
    labels = [e.round for e in history.entries]
    try:
        series = worth_series(labels, history.state_at, cancel=cancel, progress=progress)
    except WorthCancelled as exc:
        raise Cancelled() from exc
    return EndOfGame(history.title, final_scores(history.state), series)


def end_of_game_job(history: History) -> Callable[[Callable[[int, int], None], Callable[[], bool]], EndOfGame]:
    """A ``JobRunner.run`` function: ``runner.run(end_of_game_job(history), on_done=screen.set_end)``.
    The history is copied now (cheap: the kept states are shared, never changed)."""
    snapshot = history.copy()

    def job(progress: Callable[[int, int], None], cancel: Callable[[], bool]) -> EndOfGame:
        return compute_end_of_game(snapshot, cancel=cancel, progress=progress)

    return job


# ---------------------------------------------------------------------------------- table


class ScoresModel(ViewModel):
    """One row per player in rank order; columns for privates / other only when they count."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.money: Callable[[int], str] = money_format("$%d")
        self.colors: dict[str, QColor] = {}

    def build(self) -> list[list[Cell]]:
        scores: Scores = self.view
        rows = scores.rows
        privates = any(r.companies for r in rows)
        other = any(r.other for r in rows)
        self.headers = (
            ["#", self.tr("Player"), self.tr("Cash"), self.tr("Shares")]
            + ([self.tr("Privates")] if privates else [])
            + ([self.tr("Other")] if other else [])
            + [self.tr("Total"), self.tr("Holdings")]
        )
        m = self.money
        bold = bold_font()
        grid: list[list[Cell]] = []
        for r in rows:
            top = r.rank == 1
            held = sorted(r.holdings, key=lambda h: (-h[1], h[0]))
            held_text = ", ".join(f"{sym} {m(v)}" for sym, v in held)
            row = [
                cell(str(r.rank), r.rank, align=RIGHT, font=bold if top else None, key=r.pid),
                cell(
                    clip(r.name, NAME_SHOWN),
                    r.name.lower(),
                    r.name if len(r.name) > NAME_SHOWN else None,
                    font=bold if top else None,
                    foreground=self.colors.get(r.pid),
                ),
                cell(m(r.cash), r.cash, align=RIGHT),
                cell(m(r.shares), r.shares, align=RIGHT, tip="\n".join(f"{s}: {m(v)}" for s, v in held) or None),
            ]
            if privates:
                row.append(
                    cell(
                        m(r.privates),
                        r.privates,
                        align=RIGHT,
                        tip="\n".join(f"{s}: {m(v)}" for s, v in r.companies) or None,
                    )
                )
            if other:
                row.append(cell(m(r.other), r.other, align=RIGHT))
            row.append(cell(m(r.total), r.total, align=RIGHT, font=bold))
            row.append(cell(held_text, r.shares))
            grid.append(row)
        return grid


# ---------------------------------------------------------------------------------- chart


def nice_step(span: float, ticks: int = 6) -> float:
    """A 1-2-2.5-5 step giving the number of grid lines closest to ``ticks`` over ``span``."""
    if span <= 0:
        return 1.0
    raw = span / max(1, ticks)
    mag = 10 ** math.floor(math.log10(raw))
    steps = [m * mag for m in (1, 2, 2.5, 5, 10)]
    return min(steps, key=lambda st: abs(math.log(span / st / ticks)))


class WorthChart(QWidget):
    """Lines of every player's worth per round: x = rounds (labelled as sparsely as the width
    needs), y = money with grid lines, a legend in rank order, a tooltip with the round's values."""

    MARGIN_TOP = 12
    MARGIN_RIGHT = 30

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series: WorthSeries | None = None
        self.order: list[str] = []  # player ids, legend order (rank)
        self.colors: dict[str, QColor] = {}
        self.money: Callable[[int], str] = money_format("$%d")
        self.highlight: str | None = None  # the winner's line is drawn last and thicker
        self.hover: int | None = None
        self.axis_caption = ""  # what the line shows, under the x axis (default: players' worth)
        self.setMouseTracking(True)
        self.setMinimumSize(360, 240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAutoFillBackground(False)

    def set_series(
        self,
        series: WorthSeries,
        colors: dict[str, QColor],
        order: list[str] | None = None,
        money: Callable[[int], str] | None = None,
        highlight: str | None = None,
    ) -> None:
        self.series = series
        self.colors = dict(colors)
        self.order = list(order) if order else [pid for pid, _ in series.players]
        if money is not None:
            self.money = money
        self.highlight = highlight
        self.hover = None
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(800, 420)

    # --- queries (also what tests read) -----------------------------------------------
    def legend_entries(self) -> list[tuple[str, QColor]]:
        if self.series is None:
            return []
        names = dict(self.series.players)
        return [(clip(names[pid], NAME_SHOWN), self.colors.get(pid, QColor("gray"))) for pid in self.order]

    def tooltip_text(self, i: int) -> str:
        s = self.series
        if s is None or not 0 <= i < len(s.points):
            return ""
        p = s.points[i]
        names = dict(s.players)
        lines = ["<b>" + html.escape(self.tr("End of {0}").format(localize(p.label))) + "</b>"]
        for pid in sorted(p.worth, key=lambda k: -p.worth[k]):
            color = self.colors.get(pid, QColor("gray")).name()
            name = html.escape(clip(names[pid], NAME_SHOWN))
            lines.append(f"<span style='color:{color}'>&#9632;</span> {name}: {self.money(p.worth[pid])}")
        return "<br>".join(lines)

    # --- geometry -----------------------------------------------------------------------
    def _fonts(self) -> tuple[QFont, QFont]:
        small = QFont(self.font())
        small.setPointSizeF(max(7.5, self.font().pointSizeF() * 0.9))
        legend = QFont(self.font())
        return small, legend

    def _y_range(self) -> tuple[float, float, float]:
        s = self.series
        assert s is not None
        lo = min(0, s.minimum())
        hi = max(s.maximum(), lo + 1)
        step = nice_step(hi - lo)
        return math.floor(lo / step) * step, math.ceil(hi / step) * step, step

    def _legend_layout(self, width: float, fm: QFontMetricsF) -> list[tuple[QRectF, int]]:
        """Legend items (rect, index into legend_entries) flowing left to right, wrapping."""
        out: list[tuple[QRectF, int]] = []
        x, y, h = 0.0, 0.0, fm.height() + 4
        for i, (name, _) in enumerate(self.legend_entries()):
            w = 22 + fm.horizontalAdvance(name) + 18
            if x > 0 and x + w > width:
                x, y = 0.0, y + h
            out.append((QRectF(x, y, w, h), i))
            x += w
        return out

    def _plot_rect(self) -> QRectF:
        small, legend = self._fonts()
        fm, lfm = QFontMetricsF(small), QFontMetricsF(legend)
        lo, hi, step = self._y_range()
        left = max(fm.horizontalAdvance(self.money(int(v))) for v in (lo, hi)) + 14
        items = self._legend_layout(self.width() - left - self.MARGIN_RIGHT, lfm)
        legend_h = (max(r.bottom() for r, _ in items) if items else 0) + 8
        bottom = fm.height() * 2 + 14
        return QRectF(
            left,
            self.MARGIN_TOP + legend_h,
            self.width() - left - self.MARGIN_RIGHT,
            self.height() - self.MARGIN_TOP - legend_h - bottom,
        )

    def _x(self, plot: QRectF, i: int) -> float:
        n = len(self.series.points) if self.series else 0
        if n <= 1:
            return plot.center().x()
        return plot.left() + plot.width() * i / (n - 1)

    def point_at(self, x: float) -> int | None:
        """The round nearest to a widget x (None off the plot or without data)."""
        if not self.series or not self.series.points:
            return None
        plot = self._plot_rect()
        if not plot.left() - 10 <= x <= plot.right() + 10:
            return None
        n = len(self.series.points)
        if n == 1:
            return 0
        return max(0, min(n - 1, round((x - plot.left()) / plot.width() * (n - 1))))

    def label_step(self, plot_width: float, fm: QFontMetricsF) -> int:
        """Every how many rounds an x label fits without touching its neighbours."""
        s = self.series
        if not s or len(s.points) <= 1:
            return 1
        widest = max(fm.horizontalAdvance(localize(lb)) for lb in s.labels) + 10
        per = plot_width / (len(s.points) - 1)
        return max(1, math.ceil(widest / max(per, 1e-6)))

    # --- painting -----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.fillRect(self.rect(), QColor("white"))
        if not self.series or not self.series.points:
            p.setPen(QColor("#777777"))
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.tr("No rounds played yet"))
            p.end()
            return
        small, legend = self._fonts()
        fm = QFontMetricsF(small)
        plot = self._plot_rect()
        lo, hi, step = self._y_range()
        s = self.series
        n = len(s.points)

        def y_of(v: float) -> float:
            return plot.bottom() - (v - lo) / (hi - lo) * plot.height()

        self._paint_round_bands(p, plot)
        self._paint_y_axis(p, plot, small, y_of)
        self._paint_x_axis(p, plot, fm)
        if self.hover is not None and 0 <= self.hover < n:  # the hover guide
            x = self._x(plot, self.hover)
            p.setPen(QPen(QColor("#888888"), 1, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        self._paint_lines(p, plot, y_of)
        self._paint_legend(p, plot, legend)
        p.end()

    def _paint_round_bands(self, p: QPainter, plot: QRectF) -> None:
        """Stock rounds shaded: the game's rhythm at a glance."""
        assert self.series is not None
        n = len(self.series.points)
        half = plot.width() / (n - 1) / 2 if n > 1 else plot.width() / 2
        for i, label in enumerate(self.series.labels):
            if not label.startswith("OR"):
                x = self._x(plot, i)
                band = QRectF(x - half, plot.top(), 2 * half, plot.height()).intersected(plot)
                p.fillRect(band, QColor("#f2f4f7"))

    def _paint_y_axis(self, p: QPainter, plot: QRectF, small: QFont, y_of: Callable[[float], float]) -> None:
        """The y grid (the zero line darker) and its money labels."""
        fm = QFontMetricsF(small)
        lo, hi, step = self._y_range()
        p.setFont(small)
        v = lo
        while v <= hi + step / 2:
            y = y_of(v)
            p.setPen(QPen(QColor("#9a9a9a") if v == 0 else QColor("#e0e0e0"), 1))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(QColor("#444444"))
            p.drawText(
                QRectF(0, y - fm.height() / 2, plot.left() - 8, fm.height()),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                self.money(int(v)),
            )
            v += step

    def _shown_labels(self, plot: QRectF, fm: QFontMetricsF, n: int) -> list[int]:
        """The rounds whose x label fits, the last round always among them."""
        every = self.label_step(plot.width(), fm)
        shown = list(range(0, n, every))
        if shown[-1] != n - 1:
            if n - 1 - shown[-1] < every and len(shown) > 1:
                shown[-1] = n - 1
            else:
                shown.append(n - 1)
        return shown

    def _paint_x_axis(self, p: QPainter, plot: QRectF, fm: QFontMetricsF) -> None:
        """X ticks (longer where labelled), the sparse round labels and the axis caption."""
        assert self.series is not None
        s = self.series
        n = len(s.points)
        shown = self._shown_labels(plot, fm, n)
        p.setPen(QPen(QColor("#666666"), 1))
        p.drawLine(QPointF(plot.left(), plot.bottom()), QPointF(plot.right(), plot.bottom()))
        for i in range(n):
            x = self._x(plot, i)
            p.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + (5 if i in shown else 3)))
        p.setPen(QColor("#444444"))
        for i in shown:
            x = self._x(plot, i)
            label = localize(s.labels[i])
            w = fm.horizontalAdvance(label) + 8
            p.drawText(QRectF(x - w / 2, plot.bottom() + 6, w, fm.height()), Qt.AlignmentFlag.AlignCenter, label)
        p.setPen(QColor("#666666"))
        p.drawText(
            QRectF(plot.left(), plot.bottom() + 8 + fm.height(), plot.width(), fm.height()),
            Qt.AlignmentFlag.AlignCenter,
            self.axis_caption or self.tr("worth at the end of each round"),
        )

    def _paint_lines(self, p: QPainter, plot: QRectF, y_of: Callable[[float], float]) -> None:
        """One line per player with a dot per round, the highlighted player wider and on top."""
        assert self.series is not None
        s = self.series
        names = [pid for pid, _ in s.players]
        for pid in sorted(names, key=lambda k: k == self.highlight):
            color = self.colors.get(pid, QColor("gray"))
            wide = pid == self.highlight
            path = QPainterPath()
            pts = [QPointF(self._x(plot, i), y_of(val)) for i, val in enumerate(s.values(pid))]
            path.moveTo(pts[0])
            for q in pts[1:]:
                path.lineTo(q)
            p.setPen(
                QPen(
                    color,
                    3.0 if wide else 2.0,
                    Qt.PenStyle.SolidLine,
                    Qt.PenCapStyle.RoundCap,
                    Qt.PenJoinStyle.RoundJoin,
                )
            )
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
            p.setBrush(color)
            p.setPen(QPen(QColor("white"), 1))
            r = 3.5 if wide else 3.0
            for q in pts:
                p.drawEllipse(q, r, r)

    def _paint_legend(self, p: QPainter, plot: QRectF, legend: QFont) -> None:
        """The players' colours and names above the plot, flowing and wrapping."""
        p.setFont(legend)
        lfm = QFontMetricsF(legend)
        entries = self.legend_entries()
        for rect, i in self._legend_layout(self.width() - plot.left() - self.MARGIN_RIGHT, lfm):
            name, color = entries[i]
            box = rect.translated(plot.left(), self.MARGIN_TOP)
            cy = box.center().y()
            p.setPen(QPen(color, 3))
            p.drawLine(QPointF(box.left(), cy), QPointF(box.left() + 16, cy))
            p.setPen(QColor("#222222"))
            p.drawText(
                QRectF(box.left() + 22, box.top(), box.width() - 22, box.height()),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                name,
            )

    # --- hover ----------------------------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        i = self.point_at(event.position().x())
        if i != self.hover:
            self.hover = i
            self.update()
        if i is None:
            QToolTip.hideText()
        else:
            QToolTip.showText(event.globalPosition().toPoint(), self.tooltip_text(i), self)
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: Any) -> None:  # noqa: N802
        if self.hover is not None:
            self.hover = None
            self.update()
        super().leaveEvent(event)


def seat_colors(scores: Scores, series: WorthSeries) -> dict[str, QColor]:
    """One colour per player, by seat (the same on the screen and in the printed report)."""
    seats = [pid for pid, _ in series.players] or [r.pid for r in scores.rows]
    for r in scores.rows:
        if r.pid not in seats:
            seats.append(r.pid)
    return {pid: player_color(i) for i, pid in enumerate(seats)}


def show_series(chart: WorthChart, scores: Scores, series: WorthSeries, title: str = "") -> None:
    """``chart`` drawing ``series``: seat colours, the legend in rank order, the sole winner's
    line on top (the end-of-game screen and the printed report both call it)."""
    best = scores.rows[0] if scores.rows else None
    chart.set_series(
        series,
        seat_colors(scores, series),
        order=[r.pid for r in scores.rows],
        money=money_format(currency_for(title) if title else "$%d"),
        highlight=best.pid if best and len(scores.winners) == 1 else None,
    )


# ---------------------------------------------------------------------------------- screen


class EndOfGameWidget(QWidget):
    """Winner line, reason, the scores table (sortable) and the worth chart."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scores: Scores | None = None
        self.series: WorthSeries | None = None
        self._title = ""
        self.winner = plain(QLabel(), stretch=True)  # players' names: plain, never sizing the dialog
        f = QFont(self.font())
        f.setPointSizeF(self.font().pointSizeF() * 1.8)
        f.setBold(True)
        self.winner.setFont(f)
        self.winner.setWordWrap(True)
        self.reason = plain(QLabel(), stretch=True)
        self.reason.setStyleSheet("color: #555555;")
        self.model = ScoresModel(self)
        self.table = make_table(self.model, sortable=True, stretch_last=True, chip_columns=())
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no focus frame on the winner's cell
        self.chart = WorthChart(self)
        self.chart_title = plain(QLabel(self.tr("Worth over the game")))
        self.chart_title.setFont(bold_font())
        lay = QVBoxLayout(self)
        lay.addWidget(self.winner)
        lay.addWidget(self.reason)
        lay.addSpacing(4)
        lay.addWidget(self.table)
        lay.addSpacing(6)
        lay.addWidget(self.chart_title)
        lay.addWidget(self.chart, 1)

    def set_end(self, end: EndOfGame) -> None:
        """Slot for ``end_of_game_job``'s result."""
        self.set_result(end.scores, end.series, title=end.title)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        """A language change redraws every text (the winner line, the reason, the headers)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.chart_title.setText(self.tr("Worth over the game"))
            if self.scores is not None and self.series is not None:
                self.set_result(self.scores, self.series, self._title)

    def set_result(self, scores: Scores, series: WorthSeries, title: str = "") -> None:
        """Show these scores and series; ``title`` picks the currency symbol."""
        self.scores, self.series, self._title = scores, series, title
        money = money_format(currency_for(title) if title else "$%d")
        colors = seat_colors(scores, series)
        best = scores.rows[0] if scores.rows else None
        if best is None:
            self.winner.setText(self.tr("No players"))
        elif len(scores.winners) > 1:
            names = self.tr(" and ").join(clip(w, NAME_SHOWN) for w in scores.winners)
            set_text(self.winner, self.tr("{0} share first place with {1}").format(names, money(best.total)), 400)
        else:
            won = self.tr("{0} wins with {1}") if scores.finished else self.tr("{0} leads with {1}")
            text = won.format(clip(best.name, NAME_SHOWN), money(best.total))
            if len(scores.rows) > 1:
                text += self.tr(" ({0} ahead of {1})").format(
                    money(best.total - scores.rows[1].total), clip(scores.rows[1].name, NAME_SHOWN)
                )
            set_text(self.winner, text, 400)
        set_text(self.reason, localize(scores.reason_text))
        self.model.money = money
        self.model.colors = {pid: c.darker(115) for pid, c in colors.items()}
        self.model.set_view(scores)
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        self.table.horizontalHeader().setSortIndicatorShown(False)
        self.table.resizeColumnsToContents()
        header = self.table.horizontalHeader().height() or 26
        rows = self.model.rowCount()
        self.table.setFixedHeight(header + rows * self.table.verticalHeader().defaultSectionSize() + 4)
        show_series(self.chart, scores, series, title)


class EndOfGameDialog(QDialog):
    """The screen in its own window with a Close button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Scores"))  # until the scores (computed in the background) arrive
        self.screen_widget = EndOfGameWidget(self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.screen_widget, 1)
        lay.addWidget(buttons)
        self.resize(1000, 700)

    def set_end(self, end: EndOfGame) -> None:
        self.end = end
        self._retitle()
        self.screen_widget.set_end(end)

    def _retitle(self) -> None:
        # opened with F9 while the game runs, these are standings, not the end of the game
        end = getattr(self, "end", None)
        if end is None:
            self.setWindowTitle(self.tr("Scores"))
            return
        self.setWindowTitle(
            self.tr("Final scores") if end.scores.finished else self.tr("Standings — the game is not over")
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._retitle()


__all__ = [
    "EndOfGame",
    "EndOfGameDialog",
    "EndOfGameWidget",
    "ScoresModel",
    "WorthChart",
    "compute_end_of_game",
    "end_of_game_job",
    "money_format",
    "nice_step",
    "player_color",
]
