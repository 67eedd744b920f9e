"""Log: the game's history grouped by round.  Clicking an entry shows the game as it was right
after that action (read-only) until the user returns to the present."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.docks.common import (
    BACKGROUND,
    FONT,
    FOREGROUND,
    KEY_ROLE,
    PAST_TINT,
    Cell,
    ViewModel,
    bold_font,
    cell,
    make_table,
)
from desktop.history import LogEntry
from desktop.i18n import QT_TRANSLATE_NOOP
from desktop.safe_text import NAME_SHOWN, clip, plain
from engine.i18n import localize


class LogModel(ViewModel):
    headers = ["#", QT_TRANSLATE_NOOP("Docks", "Who"), QT_TRANSLATE_NOOP("Docks", "What")]

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        #: ("round", label) | ("entry", LogEntry) | ("opening", LogEntry): the first notes of the
        #: round an entry started, under that round's heading
        self.rows: list[tuple[str, Any]] = []
        self.colors: dict[str, str] = {}
        self.viewing: int | None = None  # entry number shown (None = the present)
        self._row_of: dict[int, int] = {}

    def build(self) -> list[list[Cell]]:
        self.rows = []
        grid: list[list[Cell]] = []
        last = None
        bold = bold_font()
        band = QColor("#dfe6ee")
        for e in self.view or []:
            if e.round != last:
                self.rows.append(("round", e.round))
                head = localize(e.round)
                grid.append([cell(head, font=bold, background=band), cell(background=band), cell(background=band)])
                last = e.round
            self._row_of[e.n] = len(self.rows)
            self.rows.append(("entry", e))
            text = e.text()  # the engine's sentences in the language of the moment
            tip = "\n".join(e.shown(e.lines)) or text
            if e.reason:  # a computer's move: why it chose it
                why = QCoreApplication.translate("Docks", "computer: {0}").format(localize(e.reason))
                text, tip = f"{text} — {why}", f"{tip}\n{why}"
            chip = e.actor in self.colors
            grid.append(
                [
                    cell(str(e.action_id if e.action_id is not None else e.n), e.n, tip, key=e.n),
                    cell(
                        "" if chip else clip(e.actor, NAME_SHOWN),  # a player's name: the whole in the tooltip
                        None,
                        tip,
                        chips=[(e.actor, self.colors[e.actor])] if chip else None,
                        key=e.n,
                    ),
                    cell(text, None, tip, key=e.n),
                ]
            )
            if e.opening is not None and e.round_after and e.round_after != last:
                # the round this action started: its heading, then its first notes under it
                self.rows.append(("round", e.round_after))
                head = localize(e.round_after)
                grid.append([cell(head, font=bold, background=band), cell(background=band), cell(background=band)])
                last = e.round_after
                if e.opening_lines:
                    text = "; ".join(e.shown(e.opening_lines))
                    self.rows.append(("opening", e))
                    grid.append(
                        [cell("", None, text, key=e.n), cell("", None, text, key=e.n), cell(text, None, text, key=e.n)]
                    )
        return grid

    def set_entries(self, entries: list[LogEntry], colors: dict[str, str], viewing: int | None) -> None:
        self.colors = colors
        self._row_of = {}
        self.set_view(list(entries), viewing is not None)
        self.viewing = None
        self.set_viewing(viewing)

    def _mark(self, n: int | None, on: bool) -> None:
        """Show entry ``n`` as the one viewed (on) and the later ones greyed, or undo that."""
        row = self._row_of.get(n) if n is not None else None
        if row is None:
            return
        for c in self.grid[row]:
            if on:
                c[BACKGROUND] = PAST_TINT.darker(112)
                c[FONT] = bold_font()
            else:
                c.pop(BACKGROUND, None)
                c.pop(FONT, None)
        grey = QColor("#9a9a9a")
        for i in range(row + 1, len(self.rows)):
            kind, item = self.rows[i]
            # the first notes of the round entry n started are part of the state shown: not greyed
            if kind == "entry" or (kind == "opening" and item.n != n):
                for c in self.grid[i]:
                    if on:
                        c[FOREGROUND] = grey
                    else:
                        c.pop(FOREGROUND, None)

    def set_viewing(self, viewing: int | None) -> None:
        if viewing == self.viewing:
            return
        self._mark(self.viewing, False)
        self.viewing = viewing
        self._mark(viewing, True)
        if self.grid:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.grid) - 1, 2))

    def row_of(self, n: int) -> int | None:
        return self._row_of.get(n)


class LogPanel(QWidget):
    entry_clicked = Signal(int)  # the entry's number n: show the state after n actions

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = LogModel(self)
        self.table: QTableView = make_table(self.model, chip_columns=(1,))
        self.table.setObjectName("logTable")
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.table.horizontalHeader()
        # fixed widths: sizing columns to their contents would measure every row after each action
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        header.resizeSection(0, 44)
        header.resizeSection(1, 62)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.clicked.connect(self._clicked)
        self.table.activated.connect(self._clicked)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._context_menu)
        self.search = QLineEdit()
        self.search.setObjectName("logSearch")
        self.search.setClearButtonEnabled(True)
        self.who = QComboBox()
        self.who.setObjectName("logWho")
        self.round = QComboBox()
        self.round.setObjectName("logRound")
        self.search.textChanged.connect(self.apply_filter)
        self.who.currentIndexChanged.connect(self.apply_filter)
        self.round.currentIndexChanged.connect(self.apply_filter)
        bar = QHBoxLayout()
        bar.addWidget(self.search, 2)
        bar.addWidget(self.who, 1)
        bar.addWidget(self.round, 1)
        self.context_menu: QMenu | None = None  # the last one shown (tests read it)
        self._filtered = False  # some rows are hidden by the filter
        self.hint = plain(QLabel(self.tr("Click an entry to see the game as it was then.")))
        self.hint.setObjectName("logHint")
        self.hint.setWordWrap(True)  # a longer sentence in another language must not widen the dock
        lay = QVBoxLayout(self)
        lay.setContentsMargins(2, 2, 2, 2)
        lay.addLayout(bar)
        lay.addWidget(self.table)
        lay.addWidget(self.hint)
        self.retranslate_filter()

    def retranslate(self) -> None:
        self.retranslate_filter()

    def retranslate_filter(self) -> None:
        self.search.setPlaceholderText(self.tr("Search the log…"))
        for combo, text in ((self.who, self.tr("Everyone")), (self.round, self.tr("All rounds"))):
            if combo.count():
                combo.setItemText(0, text)
            else:
                combo.addItem(text)

    def _fill_choices(self, entries: list[LogEntry]) -> None:
        """Who acted (players and companies) and the rounds, in the order they came."""
        for combo, values in (
            (self.who, list(dict.fromkeys(e.actor for e in entries))),
            (self.round, list(dict.fromkeys(e.round for e in entries))),
        ):
            if [combo.itemData(i) for i in range(1, combo.count())] == values:
                continue  # the same choices (most actions add no actor and no round)
            keep = combo.currentData()
            combo.blockSignals(True)
            while combo.count() > 1:
                combo.removeItem(1)
            for v in values:
                combo.addItem(localize(v), v)
            at = combo.findData(keep) if keep is not None else 0
            combo.setCurrentIndex(max(0, at))
            combo.blockSignals(False)

    def matches(self, e: LogEntry) -> bool:
        """An entry passes the filter: its actor (or a mention of them), its round, the text."""
        who = self.who.currentData()
        rnd = self.round.currentData()
        text = self.search.text().strip().casefold()
        body = e.text()
        if who is not None and e.actor != who and who not in body:
            return False
        if rnd is not None and e.round != rnd:
            return False
        return not text or text in f"{e.actor} {body}".casefold()

    def apply_filter(self) -> None:
        """Hide the entries the filter leaves out, and the headings of rounds with none left."""
        active = bool(self.search.text().strip()) or self.who.currentIndex() > 0 or self.round.currentIndex() > 0
        if not active and not self._filtered:
            return  # nothing hidden, nothing to hide: no pass over a long log after each action
        self._filtered = active
        rows = self.model.rows
        shown = [not active or (kind != "round" and self.matches(item)) for kind, item in rows]
        if active:
            for i, (kind, _) in enumerate(rows):  # a heading stays when an entry under it shows
                if kind == "round":
                    j = i + 1
                    while j < len(rows) and rows[j][0] != "round":
                        if shown[j]:
                            shown[i] = True
                            break
                        j += 1
        for i, on in enumerate(shown):
            self.table.setRowHidden(i, not on)
        if not active:
            self._scroll_later(self.model.viewing)  # back to the entry shown (or the newest)

    def visible_entries(self) -> list[int]:
        """The entry numbers the filter shows (tests read it)."""
        return [
            item.n
            for i, (kind, item) in enumerate(self.model.rows)
            if kind == "entry" and not self.table.isRowHidden(i)
        ]

    def _context_menu(self, pos: QPoint) -> None:
        index = self.table.indexAt(pos)
        n = self.model.index(index.row(), 0).data(KEY_ROLE) if index.isValid() else None
        if n is None:
            return
        menu = self.entry_menu(int(n))
        menu.popup(self.table.viewport().mapToGlobal(pos))

    def entry_menu(self, n: int) -> QMenu:
        """Right-click a log line: view the game there, or filter on its actor or round."""
        menu = QMenu(self)
        menu.setObjectName("logContextMenu")
        menu.addAction(
            self.tr("View the game after #{0}").format(self.number_of(n)), lambda: self.click_entry(n)
        ).setObjectName("logViewHere")
        row = self.model.row_of(n)
        entry = self.model.rows[row][1] if row is not None else None
        if entry is not None:
            menu.addAction(
                self.tr("Only {0}").format(entry.actor),
                lambda: self.who.setCurrentIndex(self.who.findData(entry.actor)),
            )
            menu.addAction(
                self.tr("Only {0}").format(localize(entry.round)),
                lambda: self.round.setCurrentIndex(self.round.findData(entry.round)),
            )
        self.context_menu = menu
        return menu

    def _clicked(self, index: QModelIndex) -> None:
        n = self.model.index(index.row(), 0).data(KEY_ROLE)
        if n is not None:
            self.entry_clicked.emit(int(n))

    def click_entry(self, n: int) -> None:
        """What a mouse click on entry ``n`` does (for keyboard use and tests)."""
        row = self.model.row_of(n)
        if row is not None:
            self.table.selectRow(row)
            self.entry_clicked.emit(n)

    def set_entries(self, entries: list[LogEntry], colors: dict[str, str], viewing: int | None) -> None:
        self.model.set_entries(entries, colors, viewing)
        self.table.clearSpans()
        for i, (kind, _) in enumerate(self.model.rows):
            if kind == "round":
                self.table.setSpan(i, 0, 1, 3)
        self._fill_choices(entries)
        self.apply_filter()
        self._scroll_later(viewing)

    def _scroll_later(self, viewing: int | None) -> None:
        """Show the entry viewed (or the newest); after the table has laid out its new rows."""

        def scroll() -> None:
            self.table.doItemsLayout()  # the scroll range of the new rows must exist first
            row = self.model.row_of(viewing) if viewing is not None else None
            if row is not None:
                self.table.scrollTo(self.model.index(row, 0), QAbstractItemView.ScrollHint.PositionAtCenter)
            elif viewing is None:
                self.table.scrollToBottom()

        QTimer.singleShot(0, self.table, scroll)

    def set_viewing(self, viewing: int | None) -> None:
        changed = viewing != self.model.viewing
        self.model.set_viewing(viewing)
        if changed:
            self._scroll_later(viewing)
        self.hint.setText(
            self.tr("Click an entry to see the game as it was then.")
            if viewing is None
            else self.tr("Showing the game after #{0} — read-only.").format(self.number_of(viewing))
        )

    def number_of(self, n: int) -> str:
        """The number the "#" column shows for entry ``n`` (a recording's own action id, which
        skips undone actions and chat, so it can differ from the entry's position)."""
        row = self.model.row_of(n)
        if row is None:
            return str(n)
        return str(self.model.index(row, 0).data())

    def tables(self) -> list:
        return []
