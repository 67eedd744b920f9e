"""Render a board to an image without a window (used by ``python -m desktop render``)."""

from __future__ import annotations

from pathlib import Path

from engine.board import Board, new_board
from engine.title import TitleInfo, load_title


def default_players(title: TitleInfo) -> int:
    """The top of the player range: the fullest map most titles print."""
    return title.players[1]


def starting_board(
    title_id: str, options: tuple[str, ...] = (), players: int | None = None, scenario: str | None = None
) -> tuple[TitleInfo, Board]:
    """The title's board before the first action.  Raises DataError for unknown
    titles, options, scenarios or player counts."""
    from engine.errors import DataError

    title = load_title(title_id)
    if scenario is not None and players is None:
        for s in title.scenarios:
            if s.id == scenario:
                players = s.players[1]
    if players is None:
        players = default_players(title)
    if not title.players[0] <= players <= title.players[1]:
        raise DataError(f"{title.id} is for {title.players[0]}-{title.players[1]} players, not {players}")
    variants = title.variants(players, tuple(options), scenario)
    return title, new_board(title_id, variants)


def preview_homes(title: TitleInfo, board: Board, players: int, options: tuple[str, ...]) -> frozenset[str] | None:
    """The companies whose homes a starting board marks (the title's ``board_companies``: 18GB's
    scenario's; None: all the map prints)."""
    from engine.titles import title_class

    return title_class(title.id)(title, tuple(options)).presentation.board_companies(players, board.defn.variants)


def render_scene_image(scene, px_per_hex: float = 120.0, margin: float = 0.25):  # noqa: ANN001, ANN201
    """Paint a MapScene into a QImage at about ``px_per_hex`` pixels per hex width."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QImage, QPainter

    rect = scene.itemsBoundingRect()
    pad = scene.size * margin
    rect = rect.adjusted(-pad, -pad, pad, pad)
    scale = px_per_hex / (2 * scene.size)  # hex width across the corners = 2 * circumradius
    w, h = max(1, round(rect.width() * scale)), max(1, round(rect.height() * scale))
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.TextAntialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
    )
    scene.render(painter, QRectF(0, 0, w, h), rect, Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    return image


def render_png(
    title_id: str,
    out: Path | str,
    options: tuple[str, ...] = (),
    players: int | None = None,
    scenario: str | None = None,
    px_per_hex: float = 120.0,
    phase: str | None = None,
) -> Path:
    from desktop.map.scene import MapScene
    from desktop.qtenv import application

    title, board = starting_board(title_id, options, players, scenario)
    application()
    phase_color = phase or (title.phases[0].color if title.phases else "yellow")
    scene = MapScene(board, title, phase_color=phase_color, lazy=True)
    scene.set_homes(preview_homes(title, board, players or default_players(title), options))
    scene.refresh()
    image = render_scene_image(scene, px_per_hex)
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out)):
        raise OSError(f"could not write {out}")
    return out


def game_state(path: Path | str, before: str | None = None):  # noqa: ANN201
    """(history, n, name): a game file replayed, and how many of its actions come before the
    action whose id is ``before`` (all of them when None).  Raises DataError."""
    from desktop.history import History
    from engine.errors import DataError
    from engine.io.document import load

    doc = load(path)
    history, report = History.load(doc)
    if report.error and before is None:
        raise DataError(f"{Path(path).name}: {report.error}")
    n = None
    if before is not None:
        n = history.index_of_id(before)
        if n is None:
            extra = f" (the replay stopped early: {report.error})" if report.error else ""
            raise DataError(f"{Path(path).name}: no action with id {before}{extra}")
    return history, n, Path(path).name


def render_game(path: Path | str, out: Path | str, before: str | None = None, px_per_hex: float = 120.0) -> Path:
    """``out`` ending in .pdf: the printed report (printing.paint_report); .png: the map alone."""
    from desktop.printing import report_for, scene_for, write_pdf
    from desktop.qtenv import application
    from engine.errors import DataError

    out = Path(out)
    suffix = out.suffix.lower()
    if suffix not in (".pdf", ".png"):
        raise DataError(f"{out.name}: the output must be a .pdf (report) or a .png (map)")
    history, n, name = game_state(path, before)
    application()
    if suffix == ".pdf":
        write_pdf(out, report_for(history, n, name))
        return out
    state = history.state if n is None else history.state_at(n)
    image = render_scene_image(scene_for(state), px_per_hex)
    out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out)):
        raise OSError(f"could not write {out}")
    return out
