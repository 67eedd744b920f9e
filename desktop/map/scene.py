"""The map as a QGraphicsScene, drawn from ``engine.geometry`` (no game rules here).

One :class:`HexItem` per hex (its shape is the hex, so hit-testing is free); its children
draw terrain, borders, track, cities, tokens, towns, offboard revenue and text.  Items
are cached per hex: :meth:`MapScene.refresh` rebuilds only hexes whose state changed.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)
from shapely.geometry import LineString, MultiPolygon, Point, Polygon

from desktop.qtenv import guard_none_refcount
from desktop.safe_text import tooltip
from engine.board import Board
from engine.geometry import CASING_WIDTH, JUNCTION_DOT, TRACK_WIDTH, HexGeometry, hex_geometry
from engine.i18n import localize
from engine.policies.data import MapMark, MarkKind
from engine.title import TitleInfo

SIZE = 50.0  # scene units per hex circumradius

HEX_FILL = {
    "white": "#efe8d4",
    "yellow": "#fde900",
    "green": "#71bf44",
    "brown": "#cb7745",
    "gray": "#bcbdc0",
    "red": "#e8393d",
    "blue": "#7fb8e8",
    "purple": "#a77ec2",
}
PHASE_FILL = {
    "yellow": "#fde900",
    "green": "#71bf44",
    "blue": "#5aa7e8",
    "brown": "#cb7745",
    "gray": "#bcbdc0",
    "": "#ffffff",
}
BORDER_COLOR = {
    "impassable": "#c00000",
    "water": "#1e6fd9",
    "river": "#1e6fd9",
    "mountain": "#7a4a1e",
    "province": "#333333",
}
TERRAIN_COLOR = {
    "mountain": "#7a4a1e",
    "hill": "#8a9a3a",
    "water": "#1e6fd9",
    "river": "#1e6fd9",
    "lake": "#1e6fd9",
    "swamp": "#2f7a4a",
}
OUTLINE = QColor("#6b6b6b")
FONT_FAMILY = "DejaVu Sans"
_BASE_PX = 100  # fonts are made at this pixel size and scaled: exact sizes on any device


# ----------------------------------------------------------------------------------------
# shapely -> Qt


def polygon_path(poly: Polygon | MultiPolygon) -> QPainterPath:
    path = QPainterPath()
    polys = poly.geoms if isinstance(poly, MultiPolygon) else [poly]
    for p in polys:
        if p.is_empty:
            continue
        path.addPolygon(QPolygonF([QPointF(x, y) for x, y in p.exterior.coords]))
        path.closeSubpath()
        for ring in p.interiors:
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring.coords]))
            path.closeSubpath()
    return path


def line_path(line: LineString) -> QPainterPath:
    coords = list(line.coords)
    path = QPainterPath(QPointF(*coords[0]))
    for x, y in coords[1:]:
        path.lineTo(x, y)
    return path


def contrast_text(color: QColor) -> QColor:
    r, g, b = color.redF(), color.greenF(), color.blueF()
    lum = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return QColor("black") if lum > 0.5 else QColor("white")


def currency_for(title_id: str) -> str:
    """Printf format for money, as the title writes it (``PresentationPolicy.currency_format``)."""
    from engine.errors import RoundhouseError
    from engine.titles import title_class

    try:
        return title_class(title_id).presentation_policy.currency_format.replace("{}", "%d")
    except (ImportError, RoundhouseError):
        return "$%d"  # a board of no title (tests' synthetic boards)


# ----------------------------------------------------------------------------------------
# Items


#: the method of ``MapScene`` that draws each kind of map mark (a test checks every kind has one)
MARK_RENDERERS: dict[MarkKind, str] = {
    MarkKind.NO_TILE: "_mark_no_tile",
    MarkKind.CLOSED_EDGE: "_mark_closed_edge",
    MarkKind.NEUTRAL_TOKEN: "_mark_neutral_token",
    MarkKind.FERRY: "_ferry",
    MarkKind.FERRY_END: "_mark_ferry_end",
    MarkKind.EXIT_ACCESS: "_mark_exit_access",
}


class HexItem(QGraphicsPathItem):
    """A hex: the fill is this item; everything drawn in the hex is a child."""

    def __init__(self, hex_id: str, path: QPainterPath) -> None:
        super().__init__(path)
        self.hex_id = hex_id
        self.setData(0, hex_id)


def _font(bold: bool = False) -> QFont:
    f = QFont(FONT_FAMILY)
    f.setPixelSize(_BASE_PX)
    f.setBold(bold)
    for tag in ("liga", "clig"):  # plain letters: printed maps stay searchable ("fi", not "ﬁ")
        f.setFeature(QFont.Tag(tag), 0)
    return f


def add_text(
    parent: QGraphicsItem,
    text: str,
    centre: tuple[float, float],
    px: float,
    color: QColor | str = "black",
    bold: bool = False,
    max_width: float | None = None,
) -> QGraphicsSimpleTextItem:
    """A text item centred on ``centre`` whose glyphs are ``px`` scene units high."""
    item = QGraphicsSimpleTextItem(text, parent)
    item.setFont(_font(bold))
    item.setBrush(QBrush(QColor(color)))
    rect = item.boundingRect()
    scale = px / _BASE_PX
    if max_width is not None and rect.width() * scale > max_width:
        scale = max_width / rect.width()
    item.setScale(scale)
    item.setPos(centre[0] - rect.width() * scale / 2, centre[1] - rect.height() * scale / 2)
    return item


def add_lines(
    parent: QGraphicsItem,
    text: str,
    centre: tuple[float, float],
    px: float,
    color: QColor | str = "black",
    bold: bool = False,
) -> list[QGraphicsSimpleTextItem]:
    """Several centred lines (split at newlines), ``px`` high each, centred on ``centre``."""
    lines = text.split("\n")
    step = px * 1.1
    top = centre[1] - step * (len(lines) - 1) / 2
    return [add_text(parent, line, (centre[0], top + k * step), px, color, bold) for k, line in enumerate(lines)]


def _path_item(
    parent: QGraphicsItem, path: QPainterPath, pen: QPen | None, brush: QBrush | QColor | str | None, z: float = 0.0
) -> QGraphicsPathItem:
    item = QGraphicsPathItem(path, parent)
    item.setPen(pen if pen is not None else QPen(Qt.PenStyle.NoPen))
    item.setBrush(QBrush(QColor(brush)) if isinstance(brush, (QColor, str)) else (brush or QBrush()))
    item.setZValue(z)
    return item


def _disc(
    parent: QGraphicsItem, centre: tuple[float, float], r: float, fill: QColor | str, pen: QPen | None, z: float
) -> QGraphicsEllipseItem:
    item = QGraphicsEllipseItem(QRectF(centre[0] - r, centre[1] - r, 2 * r, 2 * r), parent)
    item.setBrush(QBrush(QColor(fill)))
    item.setPen(pen if pen is not None else QPen(Qt.PenStyle.NoPen))
    item.setZValue(z)
    return item


# Z order of a hex's children
Z_TERRAIN, Z_BORDER, Z_CASING, Z_TRACK, Z_STOP, Z_TOKEN, Z_TEXT = 1, 2, 3, 4, 5, 6, 7


class MapScene(QGraphicsScene):
    """The board, drawn.  ``refresh(board)`` redraws only hexes whose state changed."""

    def __init__(
        self,
        board: Board,
        title: TitleInfo | None = None,
        phase_color: str = "yellow",
        size: float = SIZE,
        show_coords: bool = True,
        parent=None,
        lazy: bool = False,
    ) -> None:  # noqa: ANN001
        """``lazy``: draw nothing yet (the caller runs ``refresh_steps`` in slices)."""
        super().__init__(parent)
        guard_none_refcount()  # PySide6 6.12.0 + Python 3.11: see desktop.qtenv
        self.board = board
        self.title = title
        self.phase_color = phase_color
        self.size = size
        self.show_coords = show_coords
        self.currency = currency_for(title.id if title else board.defn.title)
        self.colors: dict[str, QColor] = {}
        if title is not None:
            self.colors = {c.sym: QColor(c.color) for c in title.companies}
        self.hex_items: dict[str, HexItem] = {}
        self._keys: dict[str, tuple] = {}
        self.marks: dict[str, tuple[MapMark, ...]] = {}  # the title's map marks by hex (set_marks)
        #: the companies whose printed homes and reservations are marked (None: all; set_homes)
        self.homes: frozenset[str] | None = None
        self._rect_set = False
        self.setBackgroundBrush(QBrush(QColor("#ffffff")))
        if not lazy:
            self.refresh(board)

    # --- public --------------------------------------------------------------------------
    def refresh(self, board: Board | None = None) -> list[str]:
        """Bring the drawing up to date with ``board``; return the hex ids redrawn."""
        return list(self.refresh_steps(board))

    def refresh_steps(self, board: Board | None = None) -> Iterator[str]:
        """``refresh`` one hex at a time: yields each hex id after redrawing it, so a caller can
        spread a large redraw over several event-loop turns.  Abandoning the iterator midway is
        safe (the next refresh redraws whatever is still out of date)."""
        if board is not None and board is not self.board:
            if board.defn is not self.board.defn:
                self.clear()
                self.hex_items.clear()
                self._keys.clear()
            self.board = board
        board = self.board
        changed = False
        for hex_id in list(self.hex_items):
            if hex_id not in board.state:
                self.removeItem(self.hex_items.pop(hex_id))
                self._keys.pop(hex_id, None)
        for hex_id in list(board.state):
            if board is not self.board:
                return  # a newer refresh took over
            key = self._key(hex_id)
            if self._keys.get(hex_id) == key and hex_id in self.hex_items:
                continue
            old = self.hex_items.pop(hex_id, None)
            if old is not None:
                self.removeItem(old)
            self.hex_items[hex_id] = self.build_hex_item(hex_id)
            self._keys[hex_id] = key
            changed = True
            yield hex_id
        if changed or not self._rect_set:
            self._rect_set = True
            self.setSceneRect(
                self.itemsBoundingRect().adjusted(-self.size / 2, -self.size / 2, self.size / 2, self.size / 2)
            )

    def set_marks(self, marks: Iterable[MapMark]) -> None:
        """The title's marks of the moment (engine.views.map_marks); hexes whose marks changed
        are redrawn by the next refresh."""
        by_hex: dict[str, list[MapMark]] = {}
        for m in marks:
            by_hex.setdefault(m.hex, []).append(m)
        self.marks = {h: tuple(ms) for h, ms in by_hex.items()}

    def set_homes(self, homes: frozenset[str] | None) -> None:
        """Mark only these companies' homes and reservations (engine.views.home_markers: the
        game's; None: every one the map prints); hexes that change are redrawn by the next
        refresh."""
        self.homes = homes

    def marked_homes(self, hex_id: str) -> tuple[str, ...]:
        """The companies whose home or reservation marker this hex may show."""
        hexdef = self.board.defn.hexes.get(hex_id)
        if hexdef is None:
            return ()
        marked = (*hexdef.home, *hexdef.reserved)
        return marked if self.homes is None else tuple(c for c in marked if c in self.homes)

    def hex_at(self, pos: QPointF) -> str | None:
        for item in self.items(pos):
            while item is not None and not isinstance(item, HexItem):
                item = item.parentItem()
            if isinstance(item, HexItem):
                return item.hex_id
        return None

    def hex_centre(self, hex_id: str) -> QPointF:
        """Scene position of a hex's centre (clicks in tests, overlays)."""
        x, y = self.board.grid.centre(hex_id, self.size)
        return QPointF(x, y)

    def stop_centres(self, hex_id: str) -> dict[int, QPointF]:
        """Scene position of each city, town and offboard of a hex, by stop index."""
        g = hex_geometry(self.board, hex_id, self.size)
        out = {c.stop: QPointF(*c.centre) for c in g.cities}
        out.update({t.stop: QPointF(*t.centre) for t in g.towns})
        out.update({o.stop: QPointF(*o.centre) for o in g.offboards})
        return out

    def stop_at(self, pos: QPointF) -> tuple[str, int] | None:
        """(hex id, stop index) of the city, town or offboard nearest ``pos`` in the hex under it
        (None off the map or in a hex without stops)."""
        hex_id = self.hex_at(pos)
        if hex_id is None:
            return None
        centres = self.stop_centres(hex_id)
        if not centres:
            return None
        stop = min(centres, key=lambda k: (centres[k].x() - pos.x()) ** 2 + (centres[k].y() - pos.y()) ** 2)
        return hex_id, stop

    def company_color(self, sym: str) -> QColor:
        return self.colors.get(sym, QColor("#888888"))

    # --- building ------------------------------------------------------------------------
    def _key(self, hex_id: str) -> tuple:
        st = self.board.state[hex_id]
        toks = tuple(sorted((c, tuple(t)) for c, t in st.tokens.items()))
        phased = any(s.revenue.by_color for s in st.tile.stops)
        return (
            id(st.tile),
            st.tile.name,
            st.rotation,
            st.tile_id,
            toks,
            st.borders,
            self.phase_color if phased else None,
            self.marks.get(hex_id, ()),
            self.marked_homes(hex_id),
        )

    def build_hex_item(self, hex_id: str) -> HexItem:
        """Draw one hex of ``self.board`` and add it to the scene (previews draw through this too)."""
        g = hex_geometry(self.board, hex_id, self.size)
        item = HexItem(hex_id, polygon_path(g.polygon))
        item.setBrush(QBrush(QColor(HEX_FILL.get(g.color, "#ffffff"))))
        item.setPen(QPen(Qt.PenStyle.NoPen))
        self.addItem(item)
        # outline drawn just inside the hex so a neighbour's fill never covers it
        w = self.size * 0.025
        outline = polygon_path(g.polygon.buffer(-w / 2, join_style="mitre"))
        pen = QPen(OUTLINE, w)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        _path_item(item, outline, pen, None, Z_BORDER - 0.5)
        self._draw_terrain(item, g)
        self._draw_borders(item, g)
        self._draw_track(item, g)
        self._draw_stops(item, g)
        self._draw_texts(item, g)
        self._draw_tile_number(item, g)
        self._draw_marks(item, g)
        return item

    def _draw_marks(self, parent: HexItem, g: HexGeometry) -> None:
        """The title's marks, each by the renderer of its kind (``MARK_RENDERERS``); hover says
        why."""
        for m in self.marks.get(g.hex_id, ()):
            getattr(self, MARK_RENDERERS[m.kind])(parent, g, m, localize(m.text))

    def _mark_no_tile(self, parent: HexItem, g: HexGeometry, m: MapMark, tip: str) -> None:
        """A hex closed to tiles is hatched."""
        hatch = QBrush(QColor(160, 30, 30, 110), Qt.BrushStyle.BDiagPattern)
        item = _path_item(parent, polygon_path(g.polygon.buffer(-self.size * 0.04)), None, hatch, Z_BORDER - 0.2)
        item.setToolTip(tooltip(tip))

    def _mark_closed_edge(self, parent: HexItem, g: HexGeometry, m: MapMark, tip: str) -> None:
        """A closed crossing is barred with a cross, inside this hex."""
        s = self.size
        border = next((b for b in g.borders if b.edge == m.edge), None) if m.edge is not None else None
        if border is None:
            return
        mid = border.line.interpolate(0.5, normalized=True)
        r = s * 0.13
        cx, cy = g.centre
        d = math.hypot(mid.x - cx, mid.y - cy) or 1.0
        k = (d - r * 1.6) / d  # inside this hex: a neighbour drawn later would cover it
        mid = Point(cx + (mid.x - cx) * k, cy + (mid.y - cy) * k)
        pen = QPen(QColor("#c01010"), s * 0.05)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        cross = QPainterPath()
        cross.moveTo(mid.x - r, mid.y - r)
        cross.lineTo(mid.x + r, mid.y + r)
        cross.moveTo(mid.x - r, mid.y + r)
        cross.lineTo(mid.x + r, mid.y - r)
        _path_item(parent, cross, pen, None, Z_TEXT + 0.5).setToolTip(tooltip(tip))

    def _mark_neutral_token(self, parent: HexItem, g: HexGeometry, m: MapMark, tip: str) -> None:
        """A neutral token is a grey disc in the first city."""
        if not g.cities:
            return
        c = g.cities[0]
        centre = c.slots[0] if c.slots else c.centre
        disc = _disc(parent, centre, c.radius * 0.92, "#9a9a9a", QPen(QColor("black"), c.radius * 0.08), Z_TOKEN)
        disc.setToolTip(tooltip(tip))

    def _mark_ferry_end(self, parent: HexItem, g: HexGeometry, m: MapMark, tip: str) -> None:
        """The other end of the ferries held: a ferry pill naming their holders."""
        self._ferry(parent, g, m, tip, label=" ".join(m.badges), badges="")

    def _mark_exit_access(self, parent: HexItem, g: HexGeometry, m: MapMark, tip: str) -> None:
        if m.owner:
            self._exit_access(parent, g, m.owner, tip)

    def _free_spot(self, parent: HexItem, g: HexGeometry, half_w: float, half_h: float) -> tuple[float, float]:
        """A place in the hex for a box of this size clear of its stops, texts, revenue boxes
        and (if it can) its track: the first free one of a ring of spots, else the hex's foot."""
        s = self.size
        cx, cy = g.centre
        spots = [
            (cx + s * r * math.cos(math.radians(a)), cy + s * r * math.sin(math.radians(a)))
            for r in (0.58, 0.45, 0.3)
            for a in (90, 150, 30, -90, -150, -30, 180, 0)
        ]
        taken = [t.box for t in g.all_texts() if t.box is not None]
        taken += [t.outline.buffer(s * 0.03) for t in g.towns if t.outline is not None]
        taken += [c.body.buffer(s * 0.03) for c in g.cities]
        taken += [b for row in g.revenue_rows for b in row.boxes]
        taken += [a for o in g.offboards for a in o.arrows]
        for child in parent.childItems():  # texts already drawn (the tile's number...)
            if isinstance(child, QGraphicsSimpleTextItem):
                r = child.mapRectToParent(child.boundingRect())
                taken.append(
                    Polygon(
                        [(r.left(), r.top()), (r.right(), r.top()), (r.right(), r.bottom()), (r.left(), r.bottom())]
                    )
                )
        track = [t.line.buffer(TRACK_WIDTH * s) for t in g.tracks]
        inner = g.polygon.buffer(-s * 0.03)
        for obstacles in (taken + track, taken):
            for x, y in spots:
                box = Polygon(
                    [
                        (x - half_w, y - half_h),
                        (x + half_w, y - half_h),
                        (x + half_w, y + half_h),
                        (x - half_w, y + half_h),
                    ]
                )
                if inner.contains(box) and not any(box.intersects(o) for o in obstacles):
                    return x, y
        return cx, cy + s * 0.58

    def _ferry(
        self, parent: HexItem, g: HexGeometry, m: MapMark, tip: str, label: str | None = None, badges: str | None = None
    ) -> None:
        """A ferry: a pill with a hull and its owner (or its price while for sale), the owner's
        colour; its markers (New, Last, P5) in a gold pill beneath.  The ferries' other end
        ("ferry_end"): a white pill with a hull and the holders' symbols (``label``)."""
        s = self.size
        h = s * 0.22
        px = s * 0.14
        end = label is not None
        label = label if label is not None else (m.owner or "")
        badges = badges if badges is not None else " ".join(localize(b) for b in m.badges)
        icon_w = h * 1.1
        text_w = text_width(label, px, bold=True) if label else 0.0
        w = icon_w + text_w + h * (0.55 if label else 0.3)
        total_h = h * (2.05 if badges else 1.0)
        badge_w = text_width(badges, px * 0.85, bold=True) + h * 0.5 if badges else 0.0
        x, y = self._free_spot(parent, g, max(w, badge_w) / 2, total_h / 2)
        top = y - total_h / 2
        fill = self.company_color(m.owner) if m.owner else QColor("white")
        pen = QPen(QColor("#1e4f8a"), s * 0.025)
        if not m.owner and not end:
            pen.setStyle(Qt.PenStyle.DashLine)
        rect = QRectF(x - w / 2, top, w, h)
        pill = QPainterPath()
        pill.addRoundedRect(rect, h * 0.45, h * 0.45)
        item = _path_item(parent, pill, pen, fill, Z_TEXT + 0.3)
        item.setToolTip(tooltip(tip))
        item.setData(0, "ferryEnd" if end else "ferry")
        # the hull and the cabin, in the text's colour
        ink = contrast_text(fill) if m.owner else QColor("#1e4f8a")
        hx, hy = rect.left() + h * 0.3, rect.top() + h * 0.22
        hull = QPainterPath(QPointF(hx, hy + h * 0.32))
        hull.lineTo(hx + icon_w * 0.8, hy + h * 0.32)
        hull.lineTo(hx + icon_w * 0.62, hy + h * 0.58)
        hull.lineTo(hx + icon_w * 0.14, hy + h * 0.58)
        hull.closeSubpath()
        hull.addRect(QRectF(hx + icon_w * 0.22, hy + h * 0.04, icon_w * 0.32, h * 0.24))
        _path_item(item, hull, None, ink, Z_TEXT + 0.4).setToolTip(tooltip(tip))
        if label:
            text = add_text(
                item, label, (rect.left() + h * 0.3 + icon_w + text_w / 2, rect.center().y()), px, ink, True
            )
            text.setZValue(Z_TEXT + 0.4)
        if badges:
            brect = QRectF(x - badge_w / 2, top + h * 1.05, badge_w, h)
            bpath = QPainterPath()
            bpath.addRoundedRect(brect, h * 0.45, h * 0.45)
            b = _path_item(parent, bpath, QPen(QColor("#6b5200"), s * 0.015), "#f5c518", Z_TEXT + 0.3)
            b.setToolTip(tooltip(tip))
            b.setData(0, "ferryMarkers")
            add_text(b, badges, (brect.center().x(), brect.center().y()), px * 0.85, "black", True).setZValue(
                Z_TEXT + 0.4
            )

    def _exit_access(self, parent: HexItem, g: HexGeometry, owner: str, tip: str) -> None:
        """The corporation that may use this exit as a token: its token, ringed in white dashes."""
        r = self.size * 0.17
        x, y = self._free_spot(parent, g, r, r)
        color = self.company_color(owner)
        pen = QPen(QColor("white"), r * 0.14)
        pen.setStyle(Qt.PenStyle.DashLine)
        disc = _disc(parent, (x, y), r, color, pen, Z_TEXT + 0.3)
        disc.setToolTip(tooltip(tip))
        disc.setData(0, "exitAccess")
        add_text(disc, owner, (x, y), r * 0.75, contrast_text(color), bold=True, max_width=r * 1.7).setZValue(
            Z_TEXT + 0.4
        )

    def _draw_tile_number(self, parent: HexItem, g: HexGeometry) -> None:
        """A laid tile's number, small, at the hex's edge opposite its coordinate (or another
        free spot), so players can check a lay against the manifest; preprinted hexes have none,
        and a crowded hex none (its tooltip names the tile)."""
        st = self.board.state.get(g.hex_id)
        if st is None or st.tile_id is None:
            return
        s = self.size
        coord = next((t for t in g.all_texts() if t.kind == "coord"), None)
        px = coord.size if coord is not None else s * 0.11
        cx, cy = g.centre
        spots = [(2 * cx - coord.pos[0], coord.pos[1])] if coord is not None else []
        spots += [
            (cx + s * 0.6 * math.cos(math.radians(a)), cy + s * 0.6 * math.sin(math.radians(a)))
            for a in (30, -30, 90, 150, -90, -150)
        ]
        taken = [t.box for t in g.all_texts() if t.box is not None]
        taken += [t.outline.buffer(s * 0.04) for t in g.towns if t.outline is not None]
        taken += [c.body for c in g.cities] + [
            Polygon(Point(*t.pos).buffer(t.size * 0.8)) for t in g.all_texts() if t.box is None and t.kind != "coord"
        ]
        half_w, half_h = len(st.tile.name) * px * 0.33, px * 0.55
        for x, y in spots:
            box = Polygon(
                [(x - half_w, y - half_h), (x + half_w, y - half_h), (x + half_w, y + half_h), (x - half_w, y + half_h)]
            )
            if g.polygon.contains(box) and not any(box.intersects(t) for t in taken):
                label = add_text(parent, st.tile.name, (x, y), px, "#404040")
                label.setZValue(Z_TEXT)
                label.setData(0, "tileNumber")
                return

    def _draw_terrain(self, parent: HexItem, g: HexGeometry) -> None:
        t = g.terrain
        if t is None:
            return
        s = t.size
        x, y = t.pos
        drawable = [k for k in t.kinds if k in TERRAIN_COLOR or k == "desert"]
        for kind in drawable[:1]:
            color = QColor(TERRAIN_COLOR.get(kind, "#c8963c"))
            if kind == "mountain":
                poly = QPolygonF(
                    [QPointF(x - s * 0.6, y + s * 0.45), QPointF(x, y - s * 0.5), QPointF(x + s * 0.6, y + s * 0.45)]
                )
                path = QPainterPath()
                path.addPolygon(poly)
                path.closeSubpath()
                _path_item(parent, path, QPen(QColor("#3a2410"), s * 0.06), color, Z_TERRAIN)
            elif kind == "hill":
                path = QPainterPath(QPointF(x - s * 0.6, y + s * 0.35))
                path.quadTo(QPointF(x, y - s * 0.75), QPointF(x + s * 0.6, y + s * 0.35))
                path.closeSubpath()
                _path_item(parent, path, QPen(QColor("#3a4010"), s * 0.06), color, Z_TERRAIN)
            elif kind in ("water", "river", "lake"):
                pen = QPen(color, s * 0.12)
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                for dy in (-0.18, 0.18):
                    path = QPainterPath(QPointF(x - s * 0.55, y + dy * s))
                    path.cubicTo(
                        QPointF(x - s * 0.25, y + (dy - 0.3) * s),
                        QPointF(x + s * 0.05, y + (dy + 0.3) * s),
                        QPointF(x + s * 0.55, y + dy * s),
                    )
                    _path_item(parent, path, pen, None, Z_TERRAIN)
            elif kind == "swamp":  # tufts of reeds over a ground line
                pen = QPen(color, s * 0.09)
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                path = QPainterPath(QPointF(x - s * 0.55, y + s * 0.4))
                path.lineTo(x + s * 0.55, y + s * 0.4)
                for dx, h in ((-0.3, 0.55), (0.0, 0.8), (0.3, 0.55)):
                    path.moveTo(x + dx * s, y + s * 0.4)
                    path.lineTo(x + dx * s * 1.3, y + s * (0.4 - h))
                _path_item(parent, path, pen, None, Z_TERRAIN)
            elif kind == "desert":  # a dune under a sun
                path = QPainterPath(QPointF(x - s * 0.6, y + s * 0.45))
                path.quadTo(QPointF(x - s * 0.1, y - s * 0.25), QPointF(x + s * 0.6, y + s * 0.45))
                path.closeSubpath()
                _path_item(parent, path, QPen(QColor("#7a5418"), s * 0.05), color, Z_TERRAIN)
                _disc(parent, (x + s * 0.35, y - s * 0.3), s * 0.17, "#f0a020", None, Z_TERRAIN)
        if t.cost and t.cost_pos is not None:
            add_text(parent, self.currency % t.cost, t.cost_pos, self.size * 0.15, "black").setZValue(Z_TEXT)

    def _draw_borders(self, parent: HexItem, g: HexGeometry) -> None:
        for b in g.borders:
            color = QColor(BORDER_COLOR.get(b.type, "#333333"))
            _path_item(parent, polygon_path(b.band), None, color, Z_BORDER)
            if b.cost and b.cost_pos is not None:
                t = add_text(parent, self.currency % b.cost, b.cost_pos, self.size * 0.14, color, bold=True)
                t.setZValue(Z_TEXT)

    def _draw_track(self, parent: HexItem, g: HexGeometry) -> None:
        s = self.size
        casing = QPen(QColor("white"), CASING_WIDTH * s)
        casing.setCapStyle(Qt.PenCapStyle.FlatCap)
        casing.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        rail = QPen(QColor("black"), TRACK_WIDTH * s)
        rail.setCapStyle(Qt.PenCapStyle.FlatCap)
        rail.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        for t in g.tracks:
            path = line_path(t.line)
            _path_item(parent, path, casing, None, Z_CASING)
            _path_item(parent, path, rail, None, Z_TRACK)
        for o in g.offboards:
            for a in o.arrows:
                _path_item(parent, polygon_path(a), QPen(QColor("white"), s * 0.02), QColor("black"), Z_TRACK)
        for j in g.tile.junctions:
            _disc(parent, j, JUNCTION_DOT * s, "black", None, Z_TRACK)

    def _draw_stops(self, parent: HexItem, g: HexGeometry) -> None:
        s = self.size
        st = self.board.state[g.hex_id]
        black = QPen(QColor("black"), s * 0.03)
        thin = QPen(QColor("black"), s * 0.015)
        for c in g.cities:
            _path_item(parent, polygon_path(c.body), black, QColor("white"), Z_STOP)
            if len(c.slots) > 1:  # each slot outlined inside the city's body
                for centre in c.slots:
                    _disc(parent, centre, c.radius * 0.97, "white", thin, Z_STOP + 0.1)
            tokens = st.tokens.get(c.stop, [])
            for k, centre in enumerate(c.slots):
                if k < len(tokens):
                    self._token(parent, tokens[k], centre, c.radius)
            for comp, stop, slot in g.home_slots:
                if self.homes is not None and comp not in self.homes:
                    continue
                if stop == c.stop and slot >= len(tokens) and comp not in tokens and slot < len(c.slots):
                    self._home(parent, comp, c.slots[slot], c.radius)
        for t in g.towns:
            if t.outline is not None:
                _path_item(parent, polygon_path(t.outline), QPen(QColor("white"), s * 0.02), QColor("black"), Z_STOP)
        for row in g.revenue_rows:
            for (color, value), b in zip(row.revenues, row.boxes):
                current = color == self.phase_color or (not color)
                pen = QPen(QColor("black"), s * (0.04 if current else 0.015))
                _path_item(parent, polygon_path(b), pen, QColor(PHASE_FILL.get(color, "#ffffff")), Z_TEXT - 0.5)
                cx, cy = b.centroid.x, b.centroid.y
                w = b.bounds[2] - b.bounds[0]
                add_text(parent, str(value), (cx, cy), s * 0.17, "black", bold=current, max_width=w * 0.9).setZValue(
                    Z_TEXT
                )

    def _token(self, parent: QGraphicsItem, sym: str, centre: tuple[float, float], r: float) -> None:
        color = self.company_color(sym)
        _disc(parent, centre, r * 0.92, color, QPen(QColor("black"), r * 0.08), Z_TOKEN)
        add_text(parent, sym, centre, r * 0.7, contrast_text(color), bold=True, max_width=r * 1.6).setZValue(
            Z_TOKEN + 0.1
        )

    def _home(self, parent: QGraphicsItem, sym: str, centre: tuple[float, float], r: float) -> None:
        color = QColor(self.company_color(sym))
        pale = QColor(color)
        pale.setAlpha(70)
        pen = QPen(color, r * 0.08)
        pen.setStyle(Qt.PenStyle.DashLine)
        _disc(parent, centre, r * 0.85, pale, pen, Z_TOKEN)
        add_text(parent, sym, centre, r * 0.6, "#202020", max_width=r * 1.5).setZValue(Z_TOKEN + 0.1)

    def _draw_texts(self, parent: HexItem, g: HexGeometry) -> None:
        s = self.size
        for t in g.all_texts():
            if t.kind == "coord":
                if self.show_coords:
                    dark = g.color in ("red", "brown", "blue", "green", "purple")
                    add_text(parent, t.text, t.pos, t.size, "#1a1a1a" if dark else "#505050").setZValue(Z_TEXT)
            elif t.kind == "revenue":
                r = (t.box.bounds[2] - t.box.bounds[0]) / 2 if t.box is not None else t.size
                _disc(parent, t.pos, r, "white", QPen(QColor("black"), s * 0.02), Z_TEXT - 0.5)
                add_text(parent, t.text, t.pos, t.size, "black", max_width=r * 1.7).setZValue(Z_TEXT)
            elif t.kind == "label":
                add_text(parent, t.text, t.pos, t.size, "black", bold=True).setZValue(Z_TEXT)
            elif t.kind == "name":
                items = add_lines(parent, t.text, t.pos, t.size, "black")
                plate = QRectF()
                for item in items:
                    item.setZValue(Z_TEXT)
                    plate = plate.united(item.mapRectToParent(item.boundingRect()))
                if not t.clear:  # it crosses track: a pale plate keeps it readable
                    plate = plate.adjusted(-s * 0.02, 0, s * 0.02, 0)
                    back = QColor(HEX_FILL.get(g.color, "#ffffff")).lighter(115)
                    back.setAlpha(200)
                    path = QPainterPath()
                    path.addRoundedRect(plate, s * 0.04, s * 0.04)
                    _path_item(parent, path, None, back, Z_TEXT - 0.2)
            else:
                add_text(parent, t.text, t.pos, t.size, "black").setZValue(Z_TEXT)


def text_width(text: str, px: float, bold: bool = False) -> float:
    """Width in scene units of ``text`` drawn ``px`` high (for layout decisions)."""
    return QFontMetricsF(_font(bold)).horizontalAdvance(text) * px / _BASE_PX
