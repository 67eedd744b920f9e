"""A zoomable, pannable view of the map scene."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, Signal
from PySide6.QtGui import QContextMenuEvent, QHelpEvent, QMouseEvent, QPainter, QWheelEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QToolTip, QWidget

from desktop.safe_text import tooltip

MIN_SCALE = 0.05
MAX_SCALE = 20.0
WHEEL_STEP = 1.0015  # zoom factor per 1/8 degree of wheel rotation (one notch = 120 -> x1.2)


CLICK_SLOP = 4  # pixels the mouse may move between press and release and still count as a click


class MapView(QGraphicsView):
    """Wheel zooms under the mouse, dragging pans, ``fit()`` shows the whole map.

    A left click that is not a drag emits ``clicked`` with the scene position; ``wheel_hook``
    (when set and returning True) takes wheel turns first, so a tile picker can rotate with the
    wheel while the map keeps zooming otherwise."""

    clicked = Signal(QPointF)
    context_requested = Signal(QPointF, QPoint)  # scene position, global position (right click)

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if scene is not None:
            self.setScene(scene)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self._fitted = False
        #: the whole map is shown and follows the window and the docks as they resize, until
        #: the user zooms or pans (Fit map, Ctrl+0, returns to it)
        self.fitting = True
        self.hex_tooltip: Callable[[str], str | None] | None = None  # hex id -> tooltip text
        self.wheel_hook: Callable[[int], bool] | None = None  # wheel delta -> consumed?
        self._press: QPoint | None = None

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # noqa: N802
        self.context_requested.emit(self.mapToScene(event.pos()), event.globalPos())

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        super().mouseReleaseEvent(event)
        if event.button() == Qt.MouseButton.LeftButton and self._press is not None:
            pos = event.position().toPoint()
            if (pos - self._press).manhattanLength() <= CLICK_SLOP:
                self.clicked.emit(self.mapToScene(pos))
            else:
                self.fitting = False  # a drag panned the map
            self._press = None

    def click_hex(self, scene_pos: QPointF) -> None:
        """Emit ``clicked`` as a user's click at ``scene_pos`` would (tests, keyboard)."""
        self.clicked.emit(QPointF(scene_pos))

    def tooltip_at(self, pos) -> str | None:  # noqa: ANN001
        """The tooltip for the hex under a viewport position (None off the map)."""
        scene = self.scene()
        if scene is None or self.hex_tooltip is None or not hasattr(scene, "hex_at"):
            return None
        hex_id = scene.hex_at(self.mapToScene(pos))
        return self.hex_tooltip(hex_id) if hex_id else None

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            text = self.tooltip_at(event.pos())
            if text:
                QToolTip.showText(event.globalPos(), tooltip(text), self.viewport())
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().viewportEvent(event)

    def zoom_level(self) -> float:
        return self.transform().m11()

    def zoom(self, factor: float, focus: QPointF | None = None) -> None:
        """Scale by ``factor`` (clamped), about the point under the mouse; with ``focus`` (a
        scene point: the acting company's highlighted hexes), centred on it instead."""
        current = self.zoom_level()
        target = min(MAX_SCALE, max(MIN_SCALE, current * factor))
        if current > 0 and abs(target - current) > 1e-12:
            if focus is not None:
                anchor = self.transformationAnchor()
                self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
                self.scale(target / current, target / current)
                self.setTransformationAnchor(anchor)
            else:
                self.scale(target / current, target / current)
            self.fitting = False
        if focus is not None:
            self.centerOn(focus)
            self.fitting = False

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        delta = event.angleDelta().y() or event.angleDelta().x()
        if delta and self.wheel_hook is not None and self.wheel_hook(delta):
            event.accept()
            return
        if delta:
            self.zoom(WHEEL_STEP**delta)
            event.accept()
        else:
            super().wheelEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802, ANN001
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom(1.2)
        elif key == Qt.Key.Key_Minus:
            self.zoom(1 / 1.2)
        elif key == Qt.Key.Key_0:
            self.fit()
        else:
            super().keyPressEvent(event)

    def fit(self) -> None:
        scene = self.scene()
        if scene is None:
            return
        self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.fitting = True

    def resizeEvent(self, event) -> None:  # noqa: N802, ANN001
        super().resizeEvent(event)
        if self.fitting and self._fitted:
            self.fit()

    def showEvent(self, event) -> None:  # noqa: N802, ANN001
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            self.fit()
