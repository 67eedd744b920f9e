"""View → Tile manifest: every tile of the title's supply with how many copies there are, how
many are on the board and how many are left, so players can see before an upgrade whether the
tile they want still exists (18xx.games and Rails show the same list).

The counts are the board's own (``Board.defn.manifest``, ``Board.used``, ``Board.remaining``).
Each tile's picture is drawn by the map's own code (``desktop.map.tile_picker.hex_pixmap``): the
tile is put, unrotated, on a copy of the board in a blank hex of the map (no name, terrain,
cost or border to draw) and that hex is drawn as the map draws it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QBrush, QColor, QIcon, QPixmap
from PySide6.QtWidgets import QDialog, QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from desktop.i18n import translate
from desktop.safe_text import plain
from engine.board import UNLIMITED
from engine.i18n import localize
from engine.tiles import color_name

if TYPE_CHECKING:
    from engine.state import State


COLOR_ORDER = ("yellow", "green", "brown", "gray", "grey")
SWATCH = {"yellow": "#fde900", "green": "#71bf44", "brown": "#cb7745", "gray": "#bcbdc0", "grey": "#bcbdc0"}


@dataclass(frozen=True)
class ManifestRow:
    tile: str
    color: str
    copies: int | None  # None: unlimited
    laid: int
    left: int | None  # None: unlimited


def manifest_rows(state: State) -> list[ManifestRow]:
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


THUMB = 56  # px of a tile picture in the list


def blank_hex(board: Any) -> str | None:
    """A hex of the map with nothing of its own to draw (no stop, track, name, terrain, cost,
    border or label): a tile put there is drawn alone."""
    for hex_id, d in board.defn.hexes.items():
        t = d.tile
        if not (t.stops or t.paths or t.label or d.name or d.terrain or d.cost or d.borders or d.home):
            return hex_id
    return None


def tile_pixmap(board: Any, scene: Any, name: str, px: int = THUMB) -> QPixmap | None:
    """Tile ``name`` of the supply as the map ``scene`` draws tiles (None: nowhere to draw it)."""
    from desktop.map.tile_picker import hex_pixmap

    tile = board.defn.tiles.get(name)
    where = blank_hex(board)
    if tile is None or where is None or scene is None:
        return None
    copy = board.copy()
    copy.place_tile(where, tile, 0)
    return hex_pixmap(copy, scene, where, px, 2.0)


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
        self.table.verticalHeader().setDefaultSectionSize(THUMB + 4)
        self.table.setIconSize(QSize(THUMB, THUMB))
        lay = QVBoxLayout(self)
        lay.addWidget(self.caption)
        lay.addWidget(self.table, 1)
        self.resize(480, 680)
        self._pictures: dict[tuple[Any, str], QPixmap | None] = {}  # (board definition, tile)

    def picture(self, state: State, scene: Any, name: str) -> QPixmap | None:
        key = (id(state.board.defn), name)
        if key not in self._pictures:
            self._pictures[key] = tile_pixmap(state.board, scene, name)
        return self._pictures[key]

    def set_state(self, state: State, scene: Any = None) -> None:
        """The counts of ``state``; pictures drawn like ``scene`` (the map) draws tiles."""
        rows = manifest_rows(state) if state is not None else []
        self.table.setRowCount(len(rows))
        gone = 0
        for i, r in enumerate(rows):
            cells = [
                r.tile,
                localize(color_name(r.color)),
                "∞" if r.copies is None else str(r.copies),
                str(r.laid),
                "∞" if r.left is None else str(r.left),
            ]
            for j, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if j >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if j == 0 and scene is not None:
                    pix = self.picture(state, scene, r.tile)
                    if pix is not None:
                        item.setIcon(QIcon(pix))
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
