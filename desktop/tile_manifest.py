"""View → Tile manifest: every tile of the title's supply with how many copies there are, how
many are on the board and how many are left, so players can see before an upgrade whether the
tile they want still exists (18xx.games and Rails show the same list).

The counts are the board's own (``Board.defn.manifest``, ``Board.used``, ``Board.remaining``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QDialog, QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from desktop.i18n import translate
from desktop.safe_text import plain
from engine.board import UNLIMITED

COLOR_ORDER = ("yellow", "green", "brown", "gray", "grey")
SWATCH = {"yellow": "#fde900", "green": "#71bf44", "brown": "#cb7745", "gray": "#bcbdc0", "grey": "#bcbdc0"}


@dataclass(frozen=True)
class ManifestRow:
    tile: str
    color: str
    copies: int | None  # None: unlimited
    laid: int
    left: int | None  # None: unlimited


def manifest_rows(state: Any) -> list[ManifestRow]:
    """One row per tile of the supply, by colour then number."""
    board = state.board
    rows = []
    for name, copies in board.defn.manifest.items():
        tile = board.defn.tiles.get(name)
        color = tile.color if tile is not None else ""
        unlimited = copies == UNLIMITED
        rows.append(
            ManifestRow(
                name,
                color,
                None if unlimited else copies,
                board.used[name],
                None if unlimited else board.remaining(name),
            )
        )

    def order(r: ManifestRow) -> tuple:
        rank = COLOR_ORDER.index(r.color) if r.color in COLOR_ORDER else len(COLOR_ORDER)
        digits = "".join(ch for ch in r.tile if ch.isdigit())
        return rank, int(digits) if digits else 0, r.tile

    return sorted(rows, key=order)


class TileManifestDialog(QDialog):
    """Non-modal: stays open beside the map and follows the state shown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tileManifestDialog")
        self.setWindowTitle(translate("TileManifest", "Tile manifest"))
        self.caption = plain(QLabel())
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("tileManifestTable")
        self.table.setHorizontalHeaderLabels(
            [
                translate("TileManifest", "Tile"),
                translate("TileManifest", "Colour"),
                translate("TileManifest", "Copies"),
                translate("TileManifest", "Laid"),
                translate("TileManifest", "Left"),
            ]
        )
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        lay = QVBoxLayout(self)
        lay.addWidget(self.caption)
        lay.addWidget(self.table, 1)
        self.resize(320, 560)

    def set_state(self, state: Any) -> None:
        rows = manifest_rows(state) if state is not None else []
        self.table.setRowCount(len(rows))
        gone = 0
        for i, r in enumerate(rows):
            cells = [
                r.tile,
                r.color,
                "∞" if r.copies is None else str(r.copies),
                str(r.laid),
                "∞" if r.left is None else str(r.left),
            ]
            for j, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if j >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if j == 1 and r.color in SWATCH:
                    item.setBackground(QBrush(QColor(SWATCH[r.color])))
                if r.left == 0:
                    item.setForeground(QBrush(QColor("#9a2a2a")))
                self.table.setItem(i, j, item)
            gone += r.left == 0
        count = len(rows)
        self.caption.setText(
            self.tr("%n tiles, {0} used up", "", count).format(gone) if rows else translate("TileManifest", "No game")
        )
