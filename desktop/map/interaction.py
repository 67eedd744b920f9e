"""Map gestures for laying tiles and placing tokens.

``MapInteraction`` watches the shown state (``set_state``).  When the present state expects a
tile lay it highlights the hexes where one is legal and a click on one opens the
:class:`TilePicker`; when it expects a token, it rings the legal city slots and a click on one
emits the ``place_token`` action.  A click where nothing is legal gives the engine's reason as a
hint.  In the past, or in any other step, it draws nothing and ignores clicks, so other tools
(the route builder) can use the map then.

Every legality question is an ``engine.play`` query; the hexes to highlight are computed on a
worker thread (a mid-game network can take ~100 ms), the rest on the click.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from desktop.map.scene import MapScene, polygon_path
from desktop.map.tile_picker import ACCENT, TilePicker
from desktop.map.view import MapView
from desktop.worker import JobRunner
from engine.entities import id_of
from engine.geometry import hex_geometry, hex_polygon
from engine.i18n import localize
from engine.play.lay import layable_hexes, tile_choices, tile_layers, why_not
from engine.play.tokens import TokenSlot, token_placers, token_slots, why_no_token

if TYPE_CHECKING:
    from engine.state import State


Z_OVERLAY = 40.0
LAY_FILL = QColor(255, 255, 255, 45)  # a light veil: tile colours stay true
TOKEN_RING = QColor("#e07b00")
# highlight outlines, in hex sizes: thick enough to be seen on the whole-map view (0.06 was a
# pixel there); the hexes inset by half of it, so neighbours' outlines stay apart
OUTLINE = 0.13
INSET = OUTLINE / 2 + 0.02


class MapInteraction(QObject):
    """Turns clicks on the map into ``lay_tile`` and ``place_token`` actions."""

    action_ready = Signal(dict)  # a complete engine action to submit
    hint = Signal(str)  # text for the status line
    layable_found = Signal(int)  # how many hexes can take a tile now (once they are known)

    def __init__(self, view: MapView, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.scene: MapScene | None = None
        self.state: State | None = None
        self.present = False
        self.picker: TilePicker | None = None
        self.layable: list[str] | None = None  # None while being computed (or not laying)
        self.slots: list[TokenSlot] = []
        self.laying = False
        self.tokening = False
        self._overlays: list[QGraphicsItem] = []
        self._runner = JobRunner(self)
        self._job: Any = None
        self._generation = 0
        self._saved_wheel_hook: Any = None
        view.clicked.connect(self._clicked)
        view.installEventFilter(self)
        view.viewport().installEventFilter(self)

    # --- public ----------------------------------------------------------------------
    def attach(self, scene: MapScene) -> None:
        """Work on a new scene (a game was loaded): nothing of the old one is kept."""
        self._close_picker()
        self._clear_overlays()
        self.scene = scene
        if self.state is not None:
            self.set_state(self.state, self.present)

    def set_state(self, state: State | None, present: bool) -> None:
        """Called after every change of the shown state."""
        self._close_picker()
        self._clear_overlays()
        self._cancel_job()
        self._generation += 1
        self.state, self.present = state, present
        self.layable, self.slots = None, []
        self.laying = self.tokening = False
        if state is None or not present or self.scene is None or getattr(state, "finished", False):
            return
        self.laying = bool(tile_layers(state))
        self.tokening = bool(token_placers(state))
        if self.tokening:
            self.slots = token_slots(state)
            self._draw_slots()
        if self.laying:
            self._start_layable(state)
        if self.laying or self.tokening:
            self.hint.emit(self._prompt())

    @property
    def active(self) -> bool:
        """True while clicks on the map are this object's (a lay or a token is expected)."""
        return self.laying or self.tokening

    @property
    def busy(self) -> bool:
        """True while the hexes to highlight are being computed."""
        return self._job is not None

    def wait(self, msecs: int = 10000) -> bool:
        return self._runner.wait(msecs)

    def open_picker(self, hex_id: str) -> TilePicker | None:
        """Open the picker on ``hex_id`` (as a click there does); None, with a hint, when
        nothing can be laid there."""
        self._close_picker()
        if not self.laying or self.scene is None or self.state is None:
            return None
        choices = tile_choices(self.state, hex_id)
        if not choices:
            self.hint.emit(localize(why_not(self.state, hex_id)))
            return None
        name = self.scene.board.defn.hexes[hex_id].name if hex_id in self.scene.board.defn.hexes else ""
        where = f"{hex_id} ({name})" if name else hex_id
        picker = TilePicker(self.view, self.scene, hex_id, choices, title=self.tr("Lay a tile in {0}").format(where))
        picker.confirmed.connect(self._confirmed)
        picker.cancelled.connect(self._cancelled)
        self.picker = picker
        self._saved_wheel_hook = self.view.wheel_hook
        self.view.wheel_hook = picker.wheel
        n = len(choices)
        self.hint.emit(self.tr("%n tile(s) fit {0}: R rotates, Enter lays, Esc cancels", "", n).format(where))
        return picker

    # --- clicks ----------------------------------------------------------------------
    def _clicked(self, pos: QPointF) -> None:
        if not self.active or self.scene is None or self.state is None:
            return
        hex_id = self.scene.hex_at(pos)
        if hex_id is None:
            self._close_picker()
            return
        if self.picker is not None and self.picker.is_open and self.picker.hex_id == hex_id:
            self.picker.rotate(1)  # clicking the hex again turns the tile, as on the table
            return
        slot = self._slot_at(pos, hex_id)
        if slot is not None:
            self._close_picker()
            self.action_ready.emit(slot.action())
            return
        if self.laying:
            self.open_picker(hex_id)
            return
        self.hint.emit(localize(why_no_token(self.state, hex_id)))

    def _slot_at(self, pos: QPointF, hex_id: str) -> TokenSlot | None:
        """The token slot clicked: the city under the click, or the hex's only slot when the
        hex has no lay (a click anywhere in it is clear enough).  In a hex that takes both a
        tile and a token now (18GB's combined step), only a click on the city places the token;
        elsewhere in the hex opens the tile picker."""
        mine = [s for s in self.slots if s.hex == hex_id]
        if not mine or self.scene is None:
            return None
        hit = self.scene.stop_at(pos)
        near = next((s for s in mine if hit is not None and hit == (s.hex, s.stop)), None)
        both = self.laying and (self.layable is None or hex_id in self.layable)
        if near is not None:
            centre = self.scene.stop_centres(hex_id).get(near.stop)
            close = centre is not None and (centre - pos).manhattanLength() < self.scene.size * 0.6
            if close or not self.laying or (len(mine) == 1 and not both):
                return near
        if len(mine) == 1 and (not self.laying or self.layable is not None and hex_id not in self.layable):
            return mine[0]
        return None

    # --- picker ----------------------------------------------------------------------
    def _confirmed(self, action: dict) -> None:
        self._picker_closed()
        self.action_ready.emit(action)

    def _cancelled(self) -> None:
        self._picker_closed()
        if self.active:
            self.hint.emit(self._prompt())

    def _picker_closed(self) -> None:
        if self.view.wheel_hook is not None and self.picker is not None and self.view.wheel_hook == self.picker.wheel:
            self.view.wheel_hook = self._saved_wheel_hook
        self._saved_wheel_hook = None
        self.picker = None

    def _close_picker(self) -> None:
        picker = self.picker
        if picker is not None:
            self._picker_closed()
            picker.close_picker()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        """Picker keys typed while the map has the focus go to the open picker."""
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            picker = self.picker
            if picker is not None and picker.is_open and picker.handle_key(event.key(), event.modifiers()):
                return True
        return super().eventFilter(obj, event)

    # --- highlights ------------------------------------------------------------------
    def _start_layable(self, state: State) -> None:
        gen = self._generation
        probe = state.clone()  # the worker reads its own copy of the shown state

        def work(progress: Any, cancel: Any) -> list[str]:
            return layable_hexes(probe, cancel=cancel)

        def done(hexes: list[str], gen: int = gen) -> None:
            if gen != self._generation:
                return
            self._job = None
            self.layable = hexes
            self._draw_layable()
            self.layable_found.emit(len(hexes))
            if not hexes:  # the prompt said what to click before the hexes were known
                self.hint.emit(self._prompt())

        def over(*_: Any, gen: int = gen) -> None:
            if gen == self._generation:
                self._job = None

        self._job = self._runner.run(
            work, "legal tile lays", on_done=done, on_failed=over, on_cancelled=over, owner=self
        )

    def _cancel_job(self) -> None:
        if self._job is not None:
            self._job.cancel()
            self._job = None

    def _draw_layable(self) -> None:
        if self.scene is None or not self.layable:
            return
        size = self.scene.size
        path = QPainterPath()
        for h in self.layable:  # inset, so neighbours' outlines stay apart
            path.addPath(
                polygon_path(hex_polygon(self.scene.board.grid, h, size).buffer(-size * INSET, join_style="mitre"))
            )
        item = QGraphicsPathItem(path)
        pen = QPen(ACCENT, size * OUTLINE)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        item.setPen(pen)
        item.setBrush(LAY_FILL)
        self._add_overlay(item)

    def _draw_slots(self) -> None:
        if self.scene is None or not self.slots:
            return
        path = QPainterPath()
        for slot in self.slots:
            g = hex_geometry(self.scene.board, slot.hex, self.scene.size)
            city = next((c for c in g.cities if c.stop == slot.stop), None)
            if city is not None:
                path.addPath(polygon_path(city.body.buffer(self.scene.size * 0.05)))
        item = QGraphicsPathItem(path)
        pen = QPen(TOKEN_RING, self.scene.size * OUTLINE)
        item.setPen(pen)
        fill = QColor(TOKEN_RING)
        fill.setAlpha(60)
        item.setBrush(fill)
        self._add_overlay(item)

    def _add_overlay(self, item: QGraphicsItem) -> None:
        item.setZValue(Z_OVERLAY)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        assert self.scene is not None  # (overlays are drawn on a scene shown)
        self.scene.addItem(item)
        self._overlays.append(item)
        self._follow(item)

    def _follow(self, item: QGraphicsItem) -> None:
        """The map follows play: a zoomed-in view pans to where the acting company may lay or
        place (a fitted view already shows the whole map)."""
        if getattr(self.view, "fitting", True):
            return
        seen = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        area = item.sceneBoundingRect()
        if not seen.intersects(area):
            self.view.centerOn(area.center())

    def _clear_overlays(self) -> None:
        for item in self._overlays:
            if item.scene() is not None:
                item.scene().removeItem(item)
        self._overlays.clear()

    def focus_area(self) -> QRectF | None:
        """Where the acting company may lay or place now (the highlights' bounds; None: nothing
        highlighted) — what Zoom in centres on."""
        area: QRectF | None = None
        for item in self._overlays:
            rect = item.sceneBoundingRect()
            area = rect if area is None else area.united(rect)
        return area

    def overlay_items(self) -> list[QGraphicsItem]:
        """The highlight items now in the scene (tests)."""
        return list(self._overlays)

    # --- text ------------------------------------------------------------------------
    def _prompt(self) -> str:
        parts = []
        if self.laying and self.state is not None:
            who = ", ".join(id_of(a) for a in tile_layers(self.state))
            if self.layable is not None and not self.layable:  # nothing highlighted: say so
                parts.append(self.tr("{0}: no hex can take a tile now (Pass skips the lay)").format(who))
            else:
                parts.append(self.tr("{0}: click a highlighted hex to lay a tile").format(who))
        if self.tokening and self.slots:
            costs = sorted({s.cost for s in self.slots})
            money = self.scene.currency if self.scene is not None else "$%d"
            price = self.tr(" or ").join(self.tr("free") if c == 0 else money % c for c in costs)
            parts.append(self.tr("click a ringed city to place a token ({0})").format(price))
        return "; ".join(parts) if parts else ""


__all__ = ["MapInteraction"]
