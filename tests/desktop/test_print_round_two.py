"""Issue 29, item 9: the printed report — the worth chart promised for a finished game, a table
never split to leave a few lines (the Italian 18MEX cap table left 4 on a page), 1833NE's
market tokens inside their row (they covered the legend), and log lines wrapped, not cut."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPdfWriter

from desktop import printing
from engine.views import MarketCell, MarketView

needs_poppler = pytest.mark.skipif(
    shutil.which("pdftotext") is None or shutil.which("pdfimages") is None, reason="poppler-utils is not installed"
)


def pages_text(path) -> list[str]:
    out = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True).stdout
    return [" ".join(page.split()) for page in out.split("\f")]


def images_per_page(path) -> dict[int, int]:
    out = subprocess.run(["pdfimages", "-list", str(path)], capture_output=True, text=True, check=True).stdout
    counts: dict[int, int] = {}
    for line in out.splitlines()[2:]:
        page = int(line.split()[0])
        counts[page] = counts.get(page, 0) + 1
    return counts


@pytest.fixture
def italian(english):
    from desktop import i18n
    from engine.i18n import set_language

    i18n.install("it")
    yield
    set_language("en")


@needs_poppler
def test_a_finished_game_prints_the_worth_chart_under_the_scores(qapp, mex, tmp_path):
    history = mex.copy()
    report = printing.report_for(history, None, "13315.json")
    assert report.worth is not None and len(report.worth.points) > 10
    out = tmp_path / "r.pdf"
    printing.write_pdf(out, report)
    pages = pages_text(out)
    assert "Final scores" in pages[1] and "Worth of each player at the end of each round" in pages[1]
    assert images_per_page(out).get(2, 0) >= 1  # the chart, drawn on the scores' page


@needs_poppler
def test_the_italian_cap_table_is_not_split_across_pages(qapp, mex, tmp_path, italian):
    out = tmp_path / "r.pdf"
    printing.write_pdf(out, printing.report_for(mex.copy(), None, "13315.json"))
    pages = pages_text(out)
    where = [i for i, p in enumerate(pages) if "Azionariato" in p]
    assert where, "the cap table's heading"
    page = pages[where[0]]
    assert "Patrimonio" in page and "UdY" in page.split("Azionariato")[1], page[-400:]


def test_market_tokens_stay_inside_their_row(qapp, tmp_path, monkeypatch):
    """A one-row market (1833NE) with four corporations at one price: every token is drawn
    above the legend line under the grid."""
    prices = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 112, 124, 137, 150, 165, 180, 195, 212, 230]
    prices += [250, 270, 295, 320, 345, 375, 405, 440, 475, 510, 550, 590, 630, 680, 730]
    crowd = ("B&W", "B&P", "StL&A", "FRR")
    row = tuple(
        MarketCell(0, c, p, False, False, False, p == 0, crowd if p == 100 else ()) for c, p in enumerate(prices)
    )
    monkeypatch.setattr(printing.views, "market", lambda state: MarketView("1d", (row,)))
    monkeypatch.setattr(printing.views, "chips", lambda state: {})
    chips: list[QRectF] = []
    real_chip = printing._chip
    monkeypatch.setattr(printing, "_chip", lambda p, rect, *a: (chips.append(QRectF(rect)), real_chip(p, rect, *a)))
    writer = QPdfWriter(str(tmp_path / "m.pdf"))
    painter = QPainter(writer)
    try:
        flow = printing.Flow(writer, painter)
        legend_at: list[float] = []
        real_text = flow.text
        monkeypatch.setattr(flow, "text", lambda text, *a, **k: (legend_at.append(flow.y), real_text(text, *a, **k)))
        printing._market(flow, None)
    finally:
        painter.end()
    assert len(chips) == 4
    legend_top = legend_at[-1]
    assert all(r.bottom() <= legend_top for r in chips), ([r.bottom() for r in chips], legend_top)


@needs_poppler
def test_a_long_log_line_is_wrapped_whole(qapp, mex, tmp_path):
    from desktop.history import LogEntry

    report = printing.report_for(mex.copy(150), None, "13315.json")
    long_line = "; ".join(f"Player {k} sells a 10% share of MC for $120" for k in range(1, 12)) + " — the end"
    report.entries = [LogEntry(1, 1, "sell_shares", "SR 1", "Player 1", (long_line,))]
    out = tmp_path / "r.pdf"
    printing.write_pdf(out, report)
    text = " ".join(pages_text(out))
    assert "Player 11 sells a 10% share of MC for $120 — the end" in text
