"""Right-click menus players expect (issue #29 item 14) and the company sheet they lead to: a
hex tells its tile, who holds tokens there and which tiles may upgrade it (the engine's answer,
``engine.upgrades.upgrade_tiles``); a company row opens its sheet.  A mixin of ``MainWindow``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF
from PySide6.QtWidgets import QMenu

from desktop.window_host import WindowHost
from engine import views
from engine.i18n import localize
from engine.upgrades import upgrade_tiles


class ContextMenusMixin(WindowHost):
    def hex_menu(self, hex_id: str) -> QMenu | None:
        """What a right click on ``hex_id`` shows: the hex's facts, then its upgrades."""
        state = self.controller.shown_state()
        if state is None or hex_id not in state.board.state:
            return None
        menu = QMenu(self)
        menu.setObjectName("hexContextMenu")
        for line in views.hex_info(state, hex_id).lines():
            menu.addAction(localize(line)).setEnabled(False)
        menu.addSeparator()
        ctx = state.static.rules.track.lay_context(state, None, connect=False)
        tiles = upgrade_tiles(ctx, hex_id)
        colors = state.phase.tiles
        now = [t for t in tiles if state.board.defn.tiles[t].color in colors]
        later = [t for t in tiles if t not in now]
        if now:
            text = self.tr("Upgrades: {0}").format(", ".join(now))
        elif later:
            text = self.tr("No upgrade in this phase")
        else:
            text = self.tr("No tile of the supply upgrades it")
        menu.addAction(text).setObjectName("hexUpgrades")
        if later:
            menu.addAction(self.tr("In a later phase: {0}").format(", ".join(later))).setObjectName("hexLaterUpgrades")
        self.hex_context_menu = menu
        return menu

    def _hex_context_menu(self, scene_pos: QPointF, global_pos: QPoint) -> None:
        if self.scene is None or self.preview is not None:
            return
        hex_id = self.scene.hex_at(scene_pos)
        menu = self.hex_menu(hex_id) if hex_id else None
        if menu is not None:
            menu.popup(global_pos)

    def show_company_sheet(self, sym: str) -> None:
        """A corporation's sheet: its price per round and its revenue per run, from the log."""
        from desktop.company_sheet import CompanySheet

        h = self.controller.history
        if h is None:
            return
        if getattr(self, "company_sheet", None) is None:
            self.company_sheet: Any = CompanySheet(self)
        row = next((r for r in views.corporations(h.state) if r.sym == sym), None)
        self.company_sheet.set_company(h, sym, row.name if row else sym, row.color if row else "#888888")
        self.company_sheet.show()
        self.company_sheet.raise_()
