"""View → Tile manifest lists every tile of the supply with the board's own counts, and follows
the state shown."""

from __future__ import annotations

from desktop.tile_manifest import manifest_rows


def test_rows_are_the_boards_counts(mex):
    state = mex.history.state_at(300)
    rows = manifest_rows(state)
    board = state.board
    assert [r.tile for r in rows] and {r.tile for r in rows} == set(board.defn.manifest)
    by = {r.tile: r for r in rows}
    on_board = sum(1 for st in board.state.values() if st.tile_id is not None and st.tile.name == "63")
    assert by["63"].laid == on_board >= 1
    assert by["63"].left == by["63"].copies - on_board == board.remaining("63")
    colours = [r.color for r in rows]
    assert colours.index("green") > colours.index("yellow") and colours.index("brown") > colours.index("green")


def test_the_dialog_follows_the_game(make_window, mex):
    w = make_window()
    w.controller.set_history(mex.copy(100), None, "test")
    w.act_manifest.trigger()
    dlg = w.manifest_dialog
    assert dlg.isVisible() and dlg.table.rowCount() == len(manifest_rows(mex.history.state_at(100)))

    def laid(tile):
        for i in range(dlg.table.rowCount()):
            if dlg.table.item(i, 0).text() == tile:
                return int(dlg.table.item(i, 3).text())
        raise KeyError(tile)

    before = laid("63")
    w.controller.set_history(mex.copy(300), None, "test")
    assert (
        laid("63")
        == sum(
            1
            for st in mex.history.state_at(300).board.state.values()
            if st.tile_id is not None and st.tile.name == "63"
        )
        > before
    )
    w.controller.close_game()
    assert dlg.table.rowCount() == 0


def test_every_tile_has_its_picture_drawn_by_the_map_code(make_window, mex):
    """Issue #29 item 13: each row shows the tile as the map draws it (the same geometry): a
    track tile's picture has the tile's colour in its middle and is not one flat colour."""
    from PySide6.QtGui import QColor

    w = make_window()
    w.controller.set_history(mex.copy(100), None, "test")
    w.act_manifest.trigger()
    dlg = w.manifest_dialog
    for i in range(dlg.table.rowCount()):
        item = dlg.table.item(i, 0)
        icon = item.icon()
        assert not icon.isNull(), item.text()
        image = icon.pixmap(56, 56).toImage()
        colours = {image.pixelColor(x, y).name() for x in range(8, 48, 4) for y in range(8, 48, 4)}
        assert len(colours) > 2, item.text()  # track and ground, not a blank swatch
    row = next(i for i in range(dlg.table.rowCount()) if dlg.table.item(i, 0).text() == "57")
    image = dlg.table.item(row, 0).icon().pixmap(56, 56).toImage()
    yellow = QColor("#fde900")
    centre_ring = [image.pixelColor(28 + dx, 28 + dy) for dx, dy in ((0, 18), (18, 0), (-18, 0), (0, -18))]
    assert any(abs(c.red() - yellow.red()) < 40 and abs(c.blue() - yellow.blue()) < 60 for c in centre_ring)
