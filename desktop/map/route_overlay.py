"""Routes drawn over the map: one thick translucent band per train along the track it runs
(from ``engine.geometry``, the geometry the tiles are drawn with), cut away under the tokens so
they stay readable, a ring on each stop it visits and a small revenue tag.

The overlay owns top-level scene items above every hex (a hex's own items are rebuilt whenever
the hex changes, so routes cannot live among them); tokens show through because the bands are
cut out around them.  Nothing here decides anything: what to draw comes from
``engine.play.routes`` (``PlannedRoute.paths`` and ``.stops``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem
from shiboken6 import isValid

from desktop.map.scene import MapScene, add_text, line_path, text_width
from engine.board import Board
from engine.geometry import HexGeometry, edge_midpoint, hex_geometry

Node = tuple[str, int]

#: train colours: distinct from each other and from the tile colours (yellow, green, brown, gray)
PALETTE = ("#d62839", "#1f5fd6", "#8f2fc4", "#0a8f8f", "#ef7d00", "#e0479e", "#30343f", "#7a5c00")
BAND = 0.24  # band width, in hex radii
ALPHA = 150  # band opacity (0-255)
Z_ROUTES = 50.0  # above every hex item (hexes sit at z 0)


def route_color(index: int) -> QColor:
    """The colour of the train at ``index`` (``RunningTrain.colour``)."""
    return QColor(PALETTE[index % len(PALETTE)])


@dataclass(frozen=True)
class DrawnRoute:
    """What to draw for one train: its track paths (hex, rotated path index), the stops it
    visits in order, its colour index and the tag text (e.g. "2  $60")."""

    train: str
    paths: tuple[tuple[str, int], ...]
    stops: tuple[Node, ...]
    colour: int
    label: str = ""
    selected: bool = False


class RouteOverlay:
    """``show(routes)`` replaces whatever routes are drawn; ``clear()`` removes them."""

    def __init__(self, scene: MapScene) -> None:
        self.scene = scene
        self.items: list[QGraphicsItem] = []
        self._geo: dict[str, HexGeometry] = {}
        self._geo_version = -1
        self.board: Board = scene.board

    # ------------------------------------------------------------------ public
    def show(self, routes: Sequence[DrawnRoute], board: Board | None = None) -> None:
        """Draw ``routes`` (replacing any drawn); ``board``: the board they run on, when the
        scene may not show it yet (default: the scene's)."""
        self.clear()
        self.board = board if board is not None else self.scene.board
        board = self.board
        if self._geo_version != board.version:
            self._geo.clear()
            self._geo_version = board.version
        holes = self._token_holes(routes)
        for n, r in enumerate(routes):
            self._draw(r, holes, n)

    def clear(self) -> None:
        for item in self.items:
            if isValid(item) and item.scene() is self.scene:
                self.scene.removeItem(item)
        self.items.clear()

    # ------------------------------------------------------------------ drawing
    def _geometry(self, hex_id: str) -> HexGeometry:
        g = self._geo.get(hex_id)
        if g is None:
            g = self._geo[hex_id] = hex_geometry(self.board, hex_id, self.scene.size)
        return g

    def _centreline(self, route: DrawnRoute) -> QPainterPath:
        """The route's track as one path of separate pieces (one per tile path)."""
        board = self.board
        size = self.scene.size
        out = QPainterPath()
        for h, pi in route.paths:
            if h not in board.state:
                continue
            g = self._geometry(h)
            track = next((t for t in g.tracks if t.path == pi), None)
            if track is not None:
                out.addPath(line_path(track.line))
                continue
            # a path with no track drawn: to an off-board (drawn as an arrow), or between two
            # stops at one spot — a straight piece from the hex side (or stop) to the stop
            paths = board.tile_at(h).rotated_paths(board.rotation_at(h))
            if not 0 <= pi < len(paths):
                continue
            p = paths[pi]
            pts = []
            cx, cy = g.centre
            for end in (p.a, p.b):
                if end.edge is not None:
                    x, y = edge_midpoint(board.grid.layout, end.edge, size)
                    pts.append(QPointF(cx + x, cy + y))
                elif end.stop is not None:
                    pts.append(self._stop_point(h, end.stop))
            if len(pts) == 2 and pts[0] != pts[1]:
                piece = QPainterPath(pts[0])
                piece.lineTo(pts[1])
                out.addPath(piece)
        return out

    def _stop_point(self, hex_id: str, stop: int) -> QPointF:
        g = self._geometry(hex_id)
        for group in (g.cities, g.towns, g.offboards):
            for s in group:
                if s.stop == stop:
                    return QPointF(*s.centre)
        return QPointF(*g.centre)

    def _token_holes(self, routes: Sequence[DrawnRoute]) -> QPainterPath:
        """Discs of the tokens in the hexes the routes pass: cut out of the bands."""
        board = self.board
        hexes = {h for r in routes for h, _ in r.paths} | {h for r in routes for h, _ in r.stops}
        holes = QPainterPath()
        for h in sorted(hexes):
            if h not in board.state:
                continue
            tokens = board.tokens_in(h)
            for c in self._geometry(h).cities:
                for k, (x, y) in enumerate(c.slots):
                    if k < len(tokens.get(c.stop, [])):
                        r = c.radius * 0.95
                        holes.addEllipse(QRectF(x - r, y - r, 2 * r, 2 * r))
        return holes

    def _draw(self, route: DrawnRoute, holes: QPainterPath, n: int) -> None:
        size = self.scene.size
        color = route_color(route.colour)
        z = Z_ROUTES + (10 if route.selected else 0) + n * 0.01
        line = self._centreline(route)
        if not line.isEmpty():
            stroker = QPainterPathStroker()
            stroker.setWidth(BAND * size * (1.25 if route.selected else 1.0))
            stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
            stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            band = stroker.createStroke(line).simplified()
            if not holes.isEmpty():
                band = band.subtracted(holes)
            fill = QColor(color)
            fill.setAlpha(ALPHA + (40 if route.selected else 0))
            edge = QColor(color).darker(150)
            edge.setAlpha(200)
            self._add(band, QPen(edge, size * 0.012), QBrush(fill), z)
        for k, node in enumerate(route.stops):
            self._ring(node, color, z + 0.001, route.selected, k)
        if route.label:
            self._tag(route, line, color, z + 0.002)

    def _ring(self, node: Node, color: QColor, z: float, selected: bool, k: int) -> None:
        h, stop = node
        if h not in self.board.state:
            return
        size = self.scene.size
        g = self._geometry(h)
        radius = size * 0.2
        for c in g.cities:
            if c.stop == stop:  # around the whole city (all its slots)
                xs = [p[0] for p in c.slots]
                ys = [p[1] for p in c.slots]
                radius = max(max(xs) - min(xs), max(ys) - min(ys)) / 2 + c.radius
        centre = self._stop_point(h, stop)
        radius += size * 0.05
        path = QPainterPath()
        path.addEllipse(centre, radius, radius)
        pen = QPen(color, size * (0.07 if selected else 0.045))
        self._add(path, pen, None, z)

    def _tag(self, route: DrawnRoute, line: QPainterPath, color: QColor, z: float) -> None:
        """The revenue tag, on the route's middle stop (or the middle of its track)."""
        size = self.scene.size
        if route.stops:
            a = self._stop_point(*route.stops[len(route.stops) // 2])
            if len(route.stops) % 2 == 0 and len(route.stops) >= 2:
                b = self._stop_point(*route.stops[len(route.stops) // 2 - 1])
                a = (a + b) / 2
            at = a
        elif not line.isEmpty():
            at = line.pointAtPercent(0.5)
        else:
            return
        px = size * 0.2
        w = text_width(route.label, px, bold=True) + size * 0.16
        h = px * 1.45
        rect = QRectF(at.x() - w / 2, at.y() - h / 2 - size * 0.35, w, h)
        plate = QPainterPath()
        plate.addRoundedRect(rect, h * 0.3, h * 0.3)
        item = self._add(plate, QPen(QColor("white"), size * 0.02), QBrush(color), z)
        text = add_text(item, route.label, (rect.center().x(), rect.center().y()), px, "white", bold=True)
        text.setZValue(1)

    def _add(self, path: QPainterPath, pen: QPen | None, brush: QBrush | None, z: float) -> QGraphicsPathItem:
        item = QGraphicsPathItem(path)
        item.setPen(pen if pen is not None else QPen(Qt.PenStyle.NoPen))
        item.setBrush(brush if brush is not None else QBrush(Qt.BrushStyle.NoBrush))
        item.setZValue(z)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setData(1, "route")
        self.scene.addItem(item)
        self.items.append(item)
        return item
