"""The tile picker: the legal tiles for one hex, over the map, with a ghost of the choice on it.

It shows what ``engine.play.lay.tile_choices`` offers (every entry already accepted by the
engine), so it holds no rules: it only walks the offered tiles and their legal rotations.  Tiles
are drawn by the map's own drawing code (a one-hex :class:`MapScene` over the board the engine
produced for that lay), for the thumbnails and for the translucent ghost in the map scene.

Keys: R / Shift+R rotate (legal rotations only), Left/Right, Tab/Shift+Tab or 1-9 choose a tile,
Enter lays, Esc cancels; the wheel over the map rotates while the picker is open.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QGraphicsPathItem,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop.map.scene import HexItem, MapScene
from desktop.safe_text import plain, rich
from engine.board import Board
from engine.play.lay import TileChoice

ACCENT = QColor("#1f6fd1")
GHOST_OPACITY = 0.8
GHOST_FRAME = QColor("#ff7a00")
Z_GHOST = 60.0
THUMB = 96  # thumbnail size in device-independent pixels
MAX_COLUMNS = 4
MARGIN = 10  # picker distance from the view's corner


# ----------------------------------------------------------------------------------------
# Drawing one hex with the map's own code


class HexPreview(MapScene):
    """A scene holding one hex of ``board`` drawn exactly as ``like`` draws hexes."""

    def __init__(self, board: Board, like: MapScene, hex_id: str, show_coords: bool = False) -> None:
        super().__init__(
            board, like.title, phase_color=like.phase_color, size=like.size, show_coords=show_coords, lazy=True
        )
        self.colors = like.colors
        self.currency = like.currency
        self.item: HexItem = self.build_hex_item(hex_id)

    def take(self) -> HexItem:
        """The hex item, out of this scene (for adding to another)."""
        self.removeItem(self.item)
        return self.item


def hex_pixmap(board: Board, like: MapScene, hex_id: str, px: int, ratio: float = 1.0) -> QPixmap:
    """The hex as ``like`` would draw it on ``board``, fitted in a ``px`` square."""
    preview = HexPreview(board, like, hex_id)
    preview.setBackgroundBrush(Qt.BrushStyle.NoBrush)  # the card shows through around the hex
    pix = QPixmap(int(px * ratio), int(px * ratio))
    pix.setDevicePixelRatio(ratio)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.TextAntialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
    )
    source = preview.item.sceneBoundingRect()
    preview.render(painter, QRectF(1, 1, px - 2, px - 2), source, Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    return pix


# ----------------------------------------------------------------------------------------
# One tile card


class TileCard(QWidget):
    """A thumbnail of one tile at its current rotation, with its name, cost and key."""

    clicked = Signal(int)
    double_clicked = Signal(int)

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.pixmap: QPixmap | None = None
        self.name = ""
        self.cost = ""
        self.detail = ""
        self.selected = False
        self.setFixedSize(QSize(THUMB + 28, THUMB + 44))
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_content(self, pixmap: QPixmap, name: str, cost: str, detail: str, selected: bool) -> None:
        self.pixmap, self.name, self.cost, self.detail, self.selected = pixmap, name, cost, detail, selected
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        r = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        back = QColor("#e8f1fc") if self.selected else QColor("#ffffff")
        p.setPen(QPen(ACCENT, 3) if self.selected else QPen(QColor("#c9c9c9"), 1))
        p.setBrush(back)
        p.drawRoundedRect(r, 7, 7)
        if self.pixmap is not None:
            p.drawPixmap(int((self.width() - THUMB) / 2), 6, self.pixmap)
        # key number, top left
        if self.index < 9:
            key = QRectF(6, 6, 18, 18)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(ACCENT if self.selected else QColor("#8a8a8a"))
            p.drawRoundedRect(key, 4, 4)
            p.setPen(QColor("white"))
            f = QFont(self.font())
            f.setPixelSize(12)
            f.setBold(True)
            p.setFont(f)
            p.drawText(key, Qt.AlignmentFlag.AlignCenter, str(self.index + 1))
        # name and cost under the thumbnail
        f = QFont(self.font())
        f.setPixelSize(14)
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor("#1a1a1a"))
        text_top = THUMB + 8
        p.drawText(
            QRectF(8, text_top, self.width() - 16, 18),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.name,
        )
        p.setPen(QColor("#0b6b2b") if self.cost in ("free", "$0") else QColor("#8a3b00"))
        p.drawText(
            QRectF(8, text_top, self.width() - 16, 18),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            self.cost,
        )
        f.setBold(False)
        f.setPixelSize(11)
        p.setFont(f)
        p.setPen(QColor("#555555"))
        p.drawText(
            QRectF(8, text_top + 18, self.width() - 16, 15),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.detail,
        )
        p.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.index)
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self.double_clicked.emit(self.index)
        event.accept()


# ----------------------------------------------------------------------------------------
# The picker


class TilePicker(QFrame):
    """The legal tiles for ``hex_id``, over the top-right corner of ``view``'s viewport.

    ``confirmed`` carries the exact action for the chosen tile and rotation; ``cancelled`` is
    emitted on Esc or the Cancel button.  Either closes the picker and removes the ghost."""

    confirmed = Signal(dict)
    cancelled = Signal()
    changed = Signal()

    def __init__(self, view: QWidget, scene: MapScene, hex_id: str, choices: list[TileChoice], title: str = "") -> None:
        super().__init__(view.viewport() if hasattr(view, "viewport") else view)
        if not choices:
            raise ValueError(f"no tile can be laid in {hex_id}")
        self.view = view
        self.scene = scene
        self.hex_id = hex_id
        self.choices = list(choices)
        self.index = 0
        self.rotations = [c.rotations[0] for c in self.choices]  # each tile keeps its own rotation
        self.ghost: QGraphicsItem | None = None
        self._ghost_frame: QGraphicsPathItem | None = None
        self._ghost_base: QGraphicsPathItem | None = None
        self._ghosts: dict[tuple[int, int], QGraphicsItem] = {}  # (tile index, rotation) -> item
        self._pixmaps: dict[tuple[int, int], QPixmap] = {}
        self._closed = False
        self._build(title or self.tr("Lay a tile in {0}").format(hex_id))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._refresh()
        self.place()
        self.show()
        self.raise_()
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- state -----------------------------------------------------------------------
    @property
    def choice(self) -> TileChoice:
        return self.choices[self.index]

    @property
    def rotation(self) -> int:
        return self.rotations[self.index]

    def action(self) -> dict:
        """The action the picker would submit now."""
        return self.choice.action(self.rotation)

    def select(self, index: int) -> None:
        if 0 <= index < len(self.choices) and not self._closed:
            self.index = index
            self._refresh()

    def step_tile(self, step: int) -> None:
        self.select((self.index + step) % len(self.choices))

    def rotate(self, step: int = 1) -> None:
        """Next (or previous) legal rotation of the chosen tile."""
        if self._closed:
            return
        self.rotations[self.index] = self.choice.next_rotation(self.rotation, step)
        self._refresh()

    def confirm(self) -> None:
        if self._closed:
            return
        action = self.action()
        self.close_picker()
        self.confirmed.emit(action)

    def cancel(self) -> None:
        if self._closed:
            return
        self.close_picker()
        self.cancelled.emit()

    def close_picker(self) -> None:
        """Remove the ghost and the widget (idempotent)."""
        if self._closed:
            return
        self._closed = True
        self._drop_ghost()
        self.hide()
        self.deleteLater()

    @property
    def is_open(self) -> bool:
        return not self._closed

    # --- keys ------------------------------------------------------------------------
    def handle_key(self, key: int, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> bool:
        """Act on a key pressed over the picker or the map; True when it was the picker's."""
        if self._closed:
            return False
        shift = bool(modifiers & Qt.KeyboardModifier.ShiftModifier)
        k = Qt.Key
        if key == k.Key_R:
            self.rotate(-1 if shift else 1)
        elif key in (k.Key_Right, k.Key_Down) or (key == k.Key_Tab and not shift):
            self.step_tile(1)
        elif key in (k.Key_Left, k.Key_Up, k.Key_Backtab) or (key == k.Key_Tab and shift):
            self.step_tile(-1)
        elif k.Key_1 <= key <= k.Key_9:
            self.select(key - k.Key_1)
        elif key in (k.Key_Return, k.Key_Enter):
            self.confirm()
        elif key == k.Key_Escape:
            self.cancel()
        else:
            return False
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if self.handle_key(event.key(), event.modifiers()):
            event.accept()
        else:
            super().keyPressEvent(event)

    def event(self, event: QEvent) -> bool:
        # Tab and Shift+Tab choose tiles here instead of moving the keyboard focus
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
        ):
            self.handle_key(event.key(), event.modifiers())
            return True
        return super().event(event)

    def wheel(self, delta: int) -> bool:
        """A wheel turn over the map rotates (away from the user: clockwise)."""
        if self._closed or not delta:
            return False
        self.rotate(1 if delta < 0 else -1)
        return True

    # --- layout ----------------------------------------------------------------------
    def _build(self, title: str) -> None:
        self.setObjectName("TilePicker")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        pal = self.palette()
        pal.setColor(self.backgroundRole(), QColor("#fbfbfa"))
        self.setPalette(pal)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        outer.setSpacing(6)
        head = plain(QLabel(title, self))
        f = head.font()
        f.setBold(True)
        f.setPixelSize(14)
        head.setFont(f)
        outer.addWidget(head)
        grid = QGridLayout()
        grid.setSpacing(6)
        self.cards: list[TileCard] = []
        for i in range(len(self.choices)):
            card = TileCard(i, self)
            card.clicked.connect(self.select)
            card.double_clicked.connect(lambda _i, self=self: self.confirm())
            grid.addWidget(card, i // MAX_COLUMNS, i % MAX_COLUMNS)
            self.cards.append(card)
        outer.addLayout(grid)
        self.status = QLabel(self)
        self.status.setTextFormat(Qt.TextFormat.RichText)  # its texts: safe_text.rich
        self.status.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        outer.addWidget(self.status)
        keys = plain(
            QLabel(self.tr("R / Shift+R or wheel: rotate · ←/→, Tab, 1–9: tile · Enter: lay · Esc: cancel"), self)
        )
        keys.setWordWrap(True)
        kf = keys.font()
        kf.setPixelSize(11)
        keys.setFont(kf)
        keys.setStyleSheet("color: #666666")
        outer.addWidget(keys)
        row = QHBoxLayout()
        row.addStretch(1)
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.lay_button = QPushButton(self.tr("Lay"), self)
        self.lay_button.setDefault(True)
        for b in (self.cancel_button, self.lay_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            row.addWidget(b)
        self.cancel_button.clicked.connect(self.cancel)
        self.lay_button.clicked.connect(self.confirm)
        outer.addLayout(row)
        self.adjustSize()

    def place(self) -> None:
        """Anchor at a corner of the view's viewport, the top-right one unless that would hide
        the hex (and its ghost): then the corner farthest from it."""
        parent = self.parentWidget()
        if parent is None:
            return
        self.adjustSize()
        w, h = self.width(), self.height()
        right = max(MARGIN, parent.width() - w - MARGIN)
        bottom = max(MARGIN, parent.height() - h - MARGIN)
        corners = [QPoint(right, MARGIN), QPoint(MARGIN, MARGIN), QPoint(right, bottom), QPoint(MARGIN, bottom)]
        spot = QPoint(-(10**6), -(10**6))
        if hasattr(self.view, "mapFromScene"):
            spot = self.view.mapFromScene(self.scene.hex_centre(self.hex_id))
        reach = self.scene.size * self.view.transform().m11() if hasattr(self.view, "transform") else 0.0

        def clearance(c: QPoint) -> float:
            """How far the hex lies outside the picker placed at ``c`` (0: under it)."""
            dx = max(c.x() - spot.x(), 0, spot.x() - (c.x() + w))
            dy = max(c.y() - spot.y(), 0, spot.y() - (c.y() + h))
            return (dx * dx + dy * dy) ** 0.5

        best = next((c for c in corners if clearance(c) > reach), None)
        self.move(best if best is not None else max(corners, key=clearance))

    # --- drawing ---------------------------------------------------------------------
    def _money(self, amount: int) -> str:
        return "free" if amount == 0 else self.scene.currency % amount

    def _pixmap(self, i: int, rotation: int) -> QPixmap:
        key = (i, rotation)
        pix = self._pixmaps.get(key)
        if pix is None:
            ratio = self.devicePixelRatioF() or 1.0
            pix = hex_pixmap(self.choices[i].board_at(rotation), self.scene, self.hex_id, THUMB, max(ratio, 2.0))
            self._pixmaps[key] = pix
        return pix

    def _refresh(self) -> None:
        for i, (card, c) in enumerate(zip(self.cards, self.choices, strict=True)):
            rot = self.rotations[i]
            n = len(c.rotations)
            detail = f"\u21bb {c.rotations.index(rot) + 1}/{n}" if n > 1 else self.tr("one way")
            if c.actor.startswith("company:"):
                detail = f"{detail} · {c.actor.split(':', 1)[1]}"
            card.set_content(self._pixmap(i, rot), c.tile, self._money(c.cost_at(rot)), detail, i == self.index)
        c = self.choice
        cost = self._money(c.cost_at(self.rotation))
        who = c.actor.split(":", 1)[1]
        self.status.setText(rich(self.tr("<b>{0}</b> in {1}, {2} — laid by {3}"), c.tile, self.hex_id, cost, who))
        self.lay_button.setText(self.tr("Lay {0} ({1})").format(c.tile, cost))
        self._show_ghost()
        self.changed.emit()

    def _drop_ghost(self) -> None:
        """Take the ghost, its base and frame out of the scene (closing)."""
        for item in (self._ghost_base, self.ghost, self._ghost_frame):
            if item is not None and item.scene() is not None:
                item.scene().removeItem(item)
        self.ghost = None
        self._ghost_frame = None
        self._ghost_base = None
        self._ghosts.clear()

    def _show_ghost(self) -> None:
        """The chosen tile at its rotation on the hex: built once per (tile, rotation) and
        swapped in, over a pale base that hides most of the old tile, inside a bright frame."""
        if self._ghost_base is None:
            outline = _hex_outline(self.scene, self.hex_id)
            base = QGraphicsPathItem(outline)
            base.setPen(QPen(Qt.PenStyle.NoPen))
            base.setBrush(QColor(255, 255, 255, 190))
            frame = QGraphicsPathItem(outline)
            pen = QPen(GHOST_FRAME, self.scene.size * 0.08)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            frame.setPen(pen)
            for part, z in ((base, Z_GHOST - 1), (frame, Z_GHOST + 1)):
                part.setZValue(z)
                part.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                self.scene.addItem(part)
            self._ghost_base, self._ghost_frame = base, frame
        if self.ghost is not None and self.ghost.scene() is not None:
            self.ghost.scene().removeItem(self.ghost)
        key = (self.index, self.rotation)
        item = self._ghosts.get(key)
        if item is None:
            item = HexPreview(
                self.choice.board_at(self.rotation), self.scene, self.hex_id, show_coords=self.scene.show_coords
            ).take()
            item.setOpacity(GHOST_OPACITY)
            item.setZValue(Z_GHOST)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self._ghosts[key] = item
        self.scene.addItem(item)
        self.ghost = item


def _hex_outline(scene: MapScene, hex_id: str) -> QPainterPath:
    item = scene.hex_items.get(hex_id)
    if item is not None:
        return item.path()
    c = scene.hex_centre(hex_id)
    path = QPainterPath()
    path.addEllipse(QPointF(c), scene.size, scene.size)
    return path


__all__ = ["HexPreview", "TileCard", "TilePicker", "hex_pixmap"]
