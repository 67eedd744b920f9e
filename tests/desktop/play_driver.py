"""Playing the app like a person: clicks on the Actions list, keys in the amount fields, clicks on
the map for tiles and tokens, the routes panel for runs — never an engine call.  The tests that
play the seed's worked example and a recorded game go through this driver."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop.panels.action_panel import CHOICE_ROLE


class Driver:
    def __init__(self, qtbot: Any, window: Any) -> None:
        self.qtbot = qtbot
        self.w = window

    # ------------------------------------------------------------------ waiting
    def settle(self) -> None:
        """Let the window finish what an action set off: docks, map, highlights, the optimum."""
        w = self.w
        w.settle()
        self.qtbot.waitUntil(lambda: not w.interaction.busy, timeout=30000)
        rp = w.routes_panel
        self.qtbot.waitUntil(lambda: not rp.active or (rp.optimum is not None and not rp.computing), timeout=30000)
        QApplication.processEvents()

    @property
    def panel(self) -> Any:
        return self.w.panels["actions"]

    def acted(self, before: int) -> None:
        h = self.w.controller.history
        assert len(h) > before, f"the app refused: {self.w.last_refusal}"
        self.settle()

    # ------------------------------------------------------------------ the Actions list
    def click_choice(self, key: str) -> None:
        p = self.panel
        item = p.item_for(key)
        assert item is not None, (
            f"{key} is not offered: {[p.list.item(i).data(CHOICE_ROLE) for i in range(p.list.count())]}"
        )
        assert item.flags() & Qt.ItemFlag.ItemIsEnabled, f"{key} is greyed: {item.text()}"
        p.list.scrollToItem(item)
        rect = p.list.visualItemRect(item)
        self.qtbot.mouseClick(p.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        assert p.current_choice() is not None and p.current_choice().key == key

    def type_amount(self, value: Any) -> None:
        p = self.panel
        if p.spin.isVisible():
            p.spin.setFocus()
            self.qtbot.keyClick(p.spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
            self.qtbot.keyClicks(p.spin, str(value))
            assert p.spin.value() == value
        else:
            self.pick(p.combo, value)

    def pick(self, combo: Any, value: Any) -> None:
        """Arrow keys in a list until it shows ``value``."""
        target = combo.findData(value)
        assert target >= 0, f"{value} is not among {[combo.itemData(i) for i in range(combo.count())]}"
        combo.setFocus()
        while combo.currentIndex() != target:
            key = Qt.Key.Key_Down if combo.currentIndex() < target else Qt.Key.Key_Up
            self.qtbot.keyClick(combo, key)

    def choose(self, key: str, value: Any = None, more: dict[str, Any] | None = None) -> None:
        """Click a choice, type its amount, pick its further values (``more``: field -> value, in
        the lists under the choices), click the button."""
        before = len(self.w.controller.history)
        self.click_choice(key)
        if value is not None:
            self.type_amount(value)
        for field, picked in (more or {}).items():
            self.pick(self.panel.more_combos[field], picked)
        self.qtbot.mouseClick(self.panel.do_button, Qt.MouseButton.LeftButton)
        self.acted(before)

    def keyboard(self, key: str) -> None:
        """Keyboard only: Ctrl+K to the list, arrows to the choice, Enter."""
        before = len(self.w.controller.history)
        self.qtbot.keyClick(self.w, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
        p = self.panel
        assert p.list.hasFocus() or QApplication.focusWidget() is p.list
        keys = [p.list.item(i).data(CHOICE_ROLE) for i in range(p.list.count())]
        assert key in keys, f"{key} not offered: {keys}"
        for _ in range(p.list.count() + 1):
            if p.current_choice() is not None and p.current_choice().key == key:
                break
            down = keys.index(key) > p.list.currentRow()
            self.qtbot.keyClick(p.list, Qt.Key.Key_Down if down else Qt.Key.Key_Up)
        assert p.current_choice().key == key
        self.qtbot.keyClick(p.list, Qt.Key.Key_Return)
        self.acted(before)

    # ------------------------------------------------------------------ the map
    def lay(self, hex_id: str, tile: str, rotation: int, actor: str | None = None) -> None:
        """Click the hex, pick the tile by its number key (the one ``actor`` lays, when a private
        offers the same tile as its corporation: the picker names the private), R until the
        rotation, Enter."""
        w = self.w
        before = len(w.controller.history)
        w.map_view.click_hex(self.off_city(hex_id))
        picker = w.interaction.picker
        assert picker is not None, f"no picker on {hex_id}: {w.hint_label.text()} {w.refusal_label.text()}"
        names = [c.tile for c in picker.choices]
        mine = [i for i, c in enumerate(picker.choices) if c.tile == tile and actor in (None, c.actor)]
        assert mine, f"{tile} not offered in {hex_id} for {actor}: {[(c.tile, c.actor) for c in picker.choices]}"
        self.qtbot.keyClick(w.map_view, getattr(Qt.Key, f"Key_{mine[0] + 1}"))
        choice = picker.choices[picker.index]
        assert choice.tile == tile and actor in (None, choice.actor), names
        if rotation not in choice.rotations:  # a recorded rotation identical to an offered one
            rotation = w.controller.history.state.board.defn.tiles[tile].canonical_rotation(rotation)
        assert rotation in choice.rotations, f"rotation {rotation} of {tile} not offered: {choice.rotations}"
        for _ in range(6):
            if picker.rotation == rotation:
                break
            self.qtbot.keyClick(w.map_view, Qt.Key.Key_R)
        assert picker.rotation == rotation
        self.qtbot.keyClick(w.map_view, Qt.Key.Key_Return)
        self.acted(before)

    def off_city(self, hex_id: str) -> Any:
        """Where a player clicks to lay a tile: the hex's centre, or, when a city there could
        take a token now (a click on it would place one), a point in the hex away from its
        stops."""
        import math

        from PySide6.QtCore import QPointF

        scene = self.w.scene
        centre = scene.hex_centre(hex_id)
        if not any(s.hex == hex_id for s in self.w.interaction.slots):
            return centre
        stops = list(scene.stop_centres(hex_id).values())
        points = [
            centre + QPointF(math.cos(a) * scene.size * 0.75, math.sin(a) * scene.size * 0.75)
            for a in (k * math.pi / 6 for k in range(12))
        ]
        inside = [p for p in points if scene.hex_at(p) == hex_id]
        return max(inside, key=lambda p: min((p - c).manhattanLength() for c in stops))

    def token(self, hex_id: str, stop: int) -> None:
        w = self.w
        before = len(w.controller.history)
        w.map_view.click_hex(w.scene.stop_centres(hex_id)[stop])
        self.acted(before)

    # ------------------------------------------------------------------ routes
    def run_optimum(self) -> int:
        """Run what the routes panel found; returns the total it showed."""
        rp = self.w.routes_panel
        before = len(self.w.controller.history)
        assert rp.active and rp.can_run(), rp.reason.text()
        total = rp.total_value
        self.qtbot.mouseClick(rp.run_button, Qt.MouseButton.LeftButton)
        self.acted(before)
        return total

    def run_stops(self, routes: list[tuple[str, list[tuple[str, int]]]]) -> None:
        """Edit every train's route by clicking its stops on the map (a train not listed runs
        nothing), then Run."""
        rp = self.w.routes_panel
        w = self.w
        before = len(w.controller.history)
        wanted = dict(routes)
        for t in rp.trains:
            rp.select_train(t.id)
            self.qtbot.mouseClick(rp.clear_button, Qt.MouseButton.LeftButton)
        for train, stops in routes:
            # a player clicks the stops in order; when the route comes out otherwise (a stop
            # joined at the other end, stops passed on the way), they clear it and click it
            # again from the other end
            for order in (list(stops), list(reversed(stops))):
                rp.select_train(train)
                self.qtbot.mouseClick(rp.clear_button, Qt.MouseButton.LeftButton)
                if not rp.edit_button.isChecked():
                    self.qtbot.mouseClick(rp.edit_button, Qt.MouseButton.LeftButton)
                for h, stop in order:
                    w.map_view.click_hex(w.scene.stop_centres(h)[stop])
                got = rp.stops.get(train, ())
                if set(got) == set(stops) and train not in rp.reasons:
                    break
        assert set(wanted) <= {t.id for t in rp.trains}
        assert rp.can_run(), f"{rp.reason.text()}: {routes}"
        self.qtbot.mouseClick(rp.run_button, Qt.MouseButton.LeftButton)
        self.acted(before)

    def run_typed(self, revenues: dict[str, int]) -> None:
        """Select each train in the routes panel, click "Type revenue…" and enter its figure (the
        dialog's answer), then Run: the last resort when the route is not known."""
        rp = self.w.routes_panel
        before = len(self.w.controller.history)
        for train, value in revenues.items():
            rp.select_train(train)
            rp.ask_revenue = lambda _name, _current, v=value: v
            self.qtbot.mouseClick(rp.type_button, Qt.MouseButton.LeftButton)
        assert rp.can_run(), rp.reason.text()
        assert rp.total_value == sum(revenues.values())
        self.qtbot.mouseClick(rp.run_button, Qt.MouseButton.LeftButton)
        self.acted(before)

    # ------------------------------------------------------------------ the docks
    def cash(self, player: str) -> str:
        m = self.w.panels["capTable"].model
        col = next(c for c in range(m.columnCount()) if m.headerData(c, Qt.Orientation.Horizontal) == player)
        return m.index(m.summary_row("Cash"), col).data()

    def corp(self, sym: str, column: str) -> str:
        m = self.w.panels["companies"].corps
        cols = [m.headerData(c, Qt.Orientation.Horizontal) for c in range(m.columnCount())]
        row = next(r for r in range(m.rowCount()) if m.index(r, 0).data() == sym)
        return m.index(row, cols.index(column)).data()

    # ------------------------------------------------------------------ recorded games
    def play_recorded(self, step: dict, laid: dict[str, str]) -> Any:
        """Make a recorded action the way a player would: a tile picked on the map, a city
        clicked, a route clicked stop by stop, Game → End the game, or the Actions list's choice
        (returned).  ``laid``: recorded tile id -> hex, kept up to date here (the app picks which
        copy of a tile it lays, so a recorded city id is found through the recorded lay)."""
        from collections import Counter

        from engine.routes.revenue import read_route
        from tests.engine.play.match import find

        w = self.w
        state = w.controller.history.state
        t = step["type"]
        if t == "lay_tile":
            laid[step["tile"]] = step["hex"]
            kind = "company" if step.get("entity_type") == "company" else None
            actor = f"company:{step['entity']}" if kind else None
            self.lay(step["hex"], step["tile"].rsplit("-", 1)[0], step["rotation"], actor)
        elif t == "place_token":
            tile_id, index = step["city"].rsplit("-", 1)
            hex_id = laid.get(tile_id) or tile_id.rsplit("-", 1)[0]  # (or a printed hex's own)
            self.token(hex_id, state.board.tile_at(hex_id).cities[int(index)])
        elif t == "run_routes":
            used: Counter = Counter()
            routes = []
            for r in step.get("routes") or []:
                stops, used = read_route(state.board, r["connections"], used)
                routes.append((r["train"], stops))
            self.run_stops(routes)
        elif t == "end_game":
            before = len(w.controller.history)
            w.act_end_game.trigger()
            self.acted(before)
        else:
            choice, value = find(w.panels["actions"].menu, state, step)
            self.choose(choice.key, value)
            return choice
        return None


def started(make_window: Any, qtbot: Any, title: str, players: list[str], **options: Any) -> tuple[Any, Driver]:
    """A window with a new game of ``title`` loaded and its first position settled, and a
    driver for it (``options``: ``new_game``'s, e.g. the seed)."""
    from tests.desktop.conftest import wait_loaded

    w = make_window()
    w.controller.new_game(title, players, **options)
    wait_loaded(qtbot, w)
    d = Driver(qtbot, w)
    d.settle()
    return w, d
