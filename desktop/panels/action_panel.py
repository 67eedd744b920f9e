"""The Actions panel: who is to act, what they hold, and every choice the engine offers them now
(``engine.play.menu``), with its price and consequence.  The real choices lead; the ones the
rules forbid follow under "Not allowed now (N)", collapsed (a click or Enter opens it), each
greyed with its reason, so a limit can be checked before anyone clicks without burying the
choices that can be made.

Keyboard play: the list has the focus; Up/Down (or typing the start of a label) picks a choice,
+/- or PageUp/PageDown change its amount, Enter does it.  Steps chosen on the map (tiles, tokens,
routes) show a hint here and their "skip" choice; the routes panel sits in ``extra``.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFocusEvent, QFont, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.i18n import QT_TRANSLATE_NOOP, translate
from desktop.panels.amount_field import AmountField
from desktop.panels.default_choice import default_key
from desktop.safe_text import breakable, clip, elastic, plain, rich, set_text, tooltip
from engine.i18n import currency
from engine.i18n import localize as L
from engine.play.menu import Choice, Menu

CHOICE_ROLE = Qt.ItemDataRole.UserRole + 10
FORBIDDEN_ROLE = Qt.ItemDataRole.UserRole + 11  # on the "Not allowed now" heading: how many
MAP_HINTS = {
    "lay_tile": QT_TRANSLATE_NOOP(
        "ActionPanel", "Lay track: click a highlighted hex on the map (R or the wheel rotates, Enter lays)"
    ),
    "place_token": QT_TRANSLATE_NOOP("ActionPanel", "Place a token: click a highlighted city on the map"),
    "run_routes": QT_TRANSLATE_NOOP("ActionPanel", "Run routes: see the routes below; edit them on the map, then Run"),
}
#: the lay hint once the map found no hex that can take a tile (nothing is highlighted)
NO_LAY_HINT = QT_TRANSLATE_NOOP("ActionPanel", "Lay track: no hex can take a tile now; Pass skips the lay")
REASON_COLOR = QColor("#9a2a2a")
DETAIL_COLOR = QColor("#305070")


class ChoiceList(QListWidget):
    """The list of choices.  When no line is current (no safe default), none becomes current when
    the list takes the focus: Qt's item views make their first enabled line current then, which
    here is a sale or a purchase that Enter would do."""

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        had = self.currentItem()
        super().focusInEvent(event)
        if had is None and self.currentItem() is not None:
            self.setCurrentRow(-1)


class ActionPanel(QWidget):
    """Shows a ``Menu``; emits ``action_ready`` with the chosen action (the controller submits it)."""

    action_ready = Signal(dict)
    scores_requested = Signal()
    hint_requested = Signal()  # the person asks what the best computer level would do
    hint_played = Signal()  # ... and chooses to play it
    hint_closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionPanel")
        self.menu: Menu | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.setSpacing(4)
        self.heading = plain(QLabel(self.tr("No game")), stretch=True)
        self.heading.setObjectName("actionHeading")
        f = self.heading.font()
        f.setPointSizeF(f.pointSizeF() * 1.25)
        f.setBold(True)
        self.heading.setFont(f)
        self.heading.setWordWrap(True)
        self.who = QLabel()
        self.who.setObjectName("actionWho")
        self.who.setWordWrap(True)
        elastic(self.who).setTextFormat(Qt.TextFormat.RichText)
        self.facts = QLabel()
        self.facts.setObjectName("actionFacts")
        self.facts.setWordWrap(True)
        elastic(self.facts).setTextFormat(Qt.TextFormat.RichText)  # its texts: escaped
        self.recent = plain(QLabel(), stretch=True)
        self.recent.setObjectName("actionRecent")
        self.recent.setWordWrap(True)
        self.recent.setStyleSheet("color: #505050;")
        self.hint = plain(QLabel(), stretch=True)
        self.hint.setObjectName("mapHint")
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("background: #e8f0fb; border: 1px solid #9bb4d8; padding: 4px;")
        self.list = ChoiceList()
        self.list.setObjectName("choiceList")
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(False)
        self.list.setSpacing(1)
        self.list.currentItemChanged.connect(self._selected)
        self.list.itemActivated.connect(lambda _item: self.do_it())
        self.list.itemClicked.connect(self._clicked)
        self.forbidden_head: QListWidgetItem | None = None
        self.show_forbidden = False  # forbidden choices start collapsed
        self.list.installEventFilter(self)
        amount = QHBoxLayout()
        self.amount_label = plain(QLabel())
        self.currency_before = plain(QLabel())
        self.currency_after = plain(QLabel())
        self.spin = AmountField()
        self.spin.setObjectName("amountSpin")
        self.spin.installEventFilter(self)
        self.spin.checked.connect(self._amount_checked)
        self.amount_problem = plain(QLabel())  # why the typed amount cannot be used (nothing acts till then)
        self.amount_problem.setObjectName("amountProblem")
        self.amount_problem.setWordWrap(True)
        self.amount_problem.setStyleSheet("color: #b00000;")
        self.amount_problem.hide()
        self.combo = QComboBox()
        self.combo.setObjectName("amountCombo")
        self.combo.installEventFilter(self)
        self.do_button = QPushButton(self.tr("Do it"))
        self.do_button.setObjectName("doButton")
        self.do_button.clicked.connect(self.do_it)
        amount.addWidget(self.amount_label)
        amount.addWidget(self.currency_before)
        amount.addWidget(self.spin, 1)
        amount.addWidget(self.currency_after)
        amount.addWidget(self.combo, 1)
        amount.addWidget(self.do_button)
        self._build_computer_parts(amount)
        # further values of the choice, each picked from a list (1833NE: a new corporation's home)
        self.more_row = QVBoxLayout()
        self.more_combos: dict[str, QComboBox] = {}
        self.extra = QVBoxLayout()  # the routes panel goes here
        lay.addWidget(self.heading)
        lay.addWidget(self.computer)
        lay.addWidget(self.who)
        lay.addWidget(self.facts)
        lay.addWidget(self.recent)
        lay.addWidget(self.hint)
        lay.addLayout(self.extra)
        lay.addWidget(self.list, 1)
        lay.addLayout(self.more_row)
        lay.addLayout(amount)
        lay.addWidget(self.amount_problem)
        lay.addWidget(self.hint_box)
        self.scores_button = QPushButton()
        self.scores_button.setObjectName("scoresButton")
        self.scores_button.clicked.connect(self.scores_requested.emit)
        lay.addWidget(self.scores_button)
        lay.addStretch(0)  # keeps the text at the top when there is no list
        self.retranslate()

    def _build_computer_parts(self, amount: QHBoxLayout) -> None:
        """Hint (its button beside Do it, its box under the list) and the note that a computer
        plays the seat to act."""
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("hintButton")
        self.hint_button.clicked.connect(self.hint_requested.emit)
        self._locked = self._past = False  # (the computers' loop plays the seat; a past state)
        amount.addWidget(self.hint_button)
        # who plays the seat to act when a computer does (thinking, or paused)
        self.computer = plain(QLabel(), stretch=True)
        self.computer.setObjectName("computerTurn")
        self.computer.setWordWrap(True)
        self.computer.setStyleSheet("background: #fff4d6; border: 1px solid #d8b45a; padding: 4px;")
        self.computer.hide()
        # the Hint: what and why, never played unless the person clicks Play it
        self.hint_box = QWidget()
        self.hint_box.setObjectName("hintBox")
        self.hint_box.setStyleSheet("#hintBox { background: #eef7ea; border: 1px solid #8fbf7f; }")
        hint_lay = QVBoxLayout(self.hint_box)
        hint_lay.setContentsMargins(6, 4, 6, 4)
        self.hint_text = plain(QLabel(), stretch=True)
        self.hint_text.setObjectName("hintText")
        self.hint_text.setWordWrap(True)
        hint_buttons = QHBoxLayout()
        self.hint_play = QPushButton()
        self.hint_play.setObjectName("hintPlay")
        self.hint_play.clicked.connect(self.hint_played.emit)
        self.hint_close = QPushButton()
        self.hint_close.setObjectName("hintClose")
        self.hint_close.clicked.connect(self.hint_closed.emit)
        hint_buttons.addStretch(1)
        hint_buttons.addWidget(self.hint_play)
        hint_buttons.addWidget(self.hint_close)
        hint_lay.addWidget(self.hint_text)
        hint_lay.addLayout(hint_buttons)
        self.hint_box.hide()

    def retranslate(self) -> None:
        """Texts in the current language (the main window calls it on a language change and
        then shows the menu again)."""
        self.scores_button.setText(self.tr("Final scores and worth chart…"))
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("What the best computer level would do here, and why (Ctrl+H)"))
        self.hint_play.setText(self.tr("Play it"))
        self.hint_close.setText(self.tr("Close"))
        self.set_menu(None)

    def tables(self) -> list:
        return []

    # ------------------------------------------------------------------ showing
    def set_menu(self, menu: Menu | None, past: bool = False, recent: tuple[str, ...] = ()) -> None:
        """Show what may be done (``past``: a past state is shown, nothing may be done).  The
        current line is the menu's safe default (``default_choice``), never the line picked
        before: Enter out of habit must not sell or buy."""
        self.menu = menu
        self._past = past
        self._enable_hint()
        self.list.clear()
        self.forbidden_head = None
        self._show_list(True)
        self.scores_button.hide()
        set_text(
            self.recent,
            self.tr("Just now: {0}").format("; ".join(L(r) for r in recent)) if recent and not past else "",
            400,
        )
        self.recent.setVisible(bool(recent) and not past)
        if menu is None:
            self._nothing(self.tr("No game"), "")
            return
        if past:
            self._nothing(
                self.tr("{0} — viewing the past").format(L(menu.round_label)), self.tr("Return to the present to act.")
            )
            return
        if menu.finished:
            self._nothing(self.tr("Game over"), "")
            self.scores_button.show()
            return
        set_text(self.heading, f"{L(menu.round_label)} · {L(menu.step)}")
        who = (
            L(menu.actor_name)
            if menu.player_name in ("", menu.actor_name)
            else self.tr("{0}, for {1}").format(L(menu.player_name), L(menu.actor_name))
        )
        self.who.setText(rich(self.tr("<b>{0}</b> to act"), who))
        self.facts.setText(" · ".join(html.escape(clip(L(f))) for f in menu.facts))
        hints = [translate("ActionPanel", MAP_HINTS[t]) for t in menu.map_types if t in MAP_HINTS]
        self.hint.setText("\n".join(hints))
        self.hint.setVisible(bool(hints))
        wanted = default_key(menu)
        chosen: QListWidgetItem | None = None
        group = None
        for c in menu.choices:  # the real choices lead, by group
            if not c.enabled:
                continue
            if c.group != group:
                group = c.group
                title = L(c.heading) if c.heading else group.capitalize()
                self.list.addItem(self._heading(title))
            item = self._item(c)
            self.list.addItem(item)
            if c.key == wanted:
                chosen = item
        forbidden = [c for c in menu.choices if not c.enabled]
        if forbidden:  # then what the rules forbid, with the reasons, collapsed
            head = self._heading("")
            head.setData(FORBIDDEN_ROLE, len(forbidden))
            head.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            self.forbidden_head = head
            self.list.addItem(head)
            for c in forbidden:
                item = self._item(c)
                self.list.addItem(item)
                item.setHidden(not self.show_forbidden)  # (only once in the list)
            self._title_forbidden()
        if chosen is not None:
            self.list.setCurrentItem(chosen)
            # in view once the wrapped lines are laid out (the safe choice is often the last)
            QTimer.singleShot(0, self.list, self._reveal_current)
        else:
            self._selected(None, None)
        self._show_list(bool(menu.choices))

    def set_computer_turn(self, text: str, locked: bool) -> None:
        """A computer plays the seat to act: say so (thinking, or paused); ``locked``: the loop
        runs, so the person's choices wait (the controller refuses them anyway)."""
        set_text(self.computer, text, 300)
        self.computer.setVisible(bool(text))
        self.list.setEnabled(not locked)
        self._locked = locked
        self._enable_hint()

    def _enable_hint(self) -> None:
        """Hint is there whenever a person may act on the menu shown (not in the past, not
        while the computers' loop plays the seat to act)."""
        m = self.menu
        self.hint_button.setEnabled(not self._locked and m is not None and not m.finished and not self._past)

    def show_hint(self, text: str | None) -> None:
        """The Hint's sentence (None: none shown)."""
        if text:
            self.hint_text.setText(clip(text, 400))
            self.hint_text.setToolTip(tooltip(text))
        self.hint_box.setVisible(bool(text))

    def set_lay_count(self, n: int) -> None:
        """The map found ``n`` hexes that can take a tile: with none, the lay hint stops asking
        for a click on a highlighted hex (none is highlighted) and says so."""
        if self.menu is None or "lay_tile" not in self.menu.map_types:
            return
        hints = [
            translate("ActionPanel", NO_LAY_HINT if t == "lay_tile" and n == 0 else MAP_HINTS[t])
            for t in self.menu.map_types
            if t in MAP_HINTS
        ]
        self.hint.setText("\n".join(hints))

    def set_board_preview(self, name: str, playable: bool) -> None:
        """A title's board is shown without a game: nothing to choose, and why."""
        self.set_menu(None)
        self._nothing(
            self.tr("Board preview — no game"),
            self.tr("{0} cannot be played yet: its rules are not in the engine.").format(name)
            if not playable
            else self.tr("File → New game… starts a game of {0}.").format(name),
        )

    @staticmethod
    def _heading(text: str) -> QListWidgetItem:
        head = QListWidgetItem(text)
        hf = QFont(head.font())
        hf.setBold(True)
        head.setFont(hf)
        head.setFlags(Qt.ItemFlag.NoItemFlags)
        head.setForeground(QBrush(QColor("#303030")))
        return head

    def _item(self, c: Choice) -> QListWidgetItem:
        item = QListWidgetItem(breakable(clip(self._text(c), 400)))  # names in it: never a huge row
        item.setData(CHOICE_ROLE, c.key)
        item.setToolTip(tooltip(L(c.reason or c.detail or c.label)))
        if not c.enabled:
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            item.setForeground(QBrush(REASON_COLOR))
        return item

    def _title_forbidden(self) -> None:
        head = self.forbidden_head
        if head is not None:
            n = head.data(FORBIDDEN_ROLE)
            arrow = "▾" if self.show_forbidden else "▸"
            head.setText(self.tr("{0} Not allowed now ({1}): why").format(arrow, n))

    def toggle_forbidden(self) -> None:
        """Show or hide the forbidden choices (the choice is kept for the next menus)."""
        self.show_forbidden = not self.show_forbidden
        for i in range(self.list.count()):
            item = self.list.item(i)
            key = item.data(CHOICE_ROLE)
            if key is not None and not item.flags() & Qt.ItemFlag.ItemIsEnabled:
                item.setHidden(not self.show_forbidden)
        self._title_forbidden()

    def _clicked(self, item: QListWidgetItem) -> None:
        if item is self.forbidden_head:
            self.toggle_forbidden()

    def _reveal_current(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.list.scrollToItem(item, QListWidget.ScrollHint.EnsureVisible)

    def _nothing(self, heading: str, who: str) -> None:
        """No game, a past state or the end: a heading, no choices."""
        set_text(self.heading, heading)
        self.who.setText(html.escape(who))
        self.facts.setText("")
        self.hint.hide()
        self._selected(None, None)
        self._show_list(False)

    def _show_list(self, on: bool) -> None:
        """The list and its button only when there is something to choose (the routes step
        has only the routes panel)."""
        self.list.setVisible(on)
        self.do_button.setVisible(on)

    @staticmethod
    def _text(c: Choice) -> str:
        if not c.enabled:
            return f"{L(c.label)}\n    ✗ {L(c.reason)}"
        return f"{L(c.label)}\n    {L(c.detail)}" if c.detail else L(c.label)

    # ------------------------------------------------------------------ choosing
    def current_choice(self) -> Choice | None:
        if self.menu is None:
            return None
        item = self.list.currentItem() if hasattr(self, "list") else None
        key = item.data(CHOICE_ROLE) if item is not None else None
        if key is None:
            return None
        try:
            return self.menu.choice(key)
        except KeyError:
            return None

    def _selected(self, item: Any, _prev: Any) -> None:
        c = self.current_choice()
        p = c.param if c else None
        typed = bool(p and not p.options)
        self.spin.setVisible(typed)
        self.currency_before.setVisible(typed)
        self.currency_after.setVisible(typed)
        self.combo.setVisible(bool(p and p.options))
        self.amount_label.setText(L(p.label) if p else "")
        self.amount_label.setVisible(p is not None)
        if p is not None and not p.options:
            self.spin.blockSignals(True)
            before, _, after = currency().partition("{}")  # the game's money: "$", "£", "M"
            self.currency_before.setText(before)
            self.currency_after.setText(after)
            self.spin.setRange(p.minimum, p.maximum)
            self.spin.setSingleStep(p.step)
            self.spin.setValue(p.default)
            self.spin.blockSignals(False)
        elif p is not None:
            self.combo.clear()
            for label, value in p.options:
                self.combo.addItem(L(label), value)
            self.combo.setCurrentIndex(max(0, self.combo.findData(p.default)))
        self._show_more(c)
        self.do_button.setText(self._button_text(c))
        self._amount_checked(self.spin.problem() if typed else "")

    def _amount_checked(self, problem: str) -> None:
        """The field says why its amount cannot be used; the button waits for a valid one."""
        shown = bool(problem) and self.spin.isVisibleTo(self)
        self.amount_problem.setText(problem if shown else "")
        self.amount_problem.setVisible(shown)
        self.spin.setStyleSheet("border: 2px solid #b00000;" if shown else "")
        c = self.current_choice()
        self.do_button.setEnabled(bool(c and c.enabled) and not shown)

    def _show_more(self, c: Choice | None) -> None:
        """A labelled list for each further value of the choice (``Choice.more``)."""
        while self.more_row.count():
            row = self.more_row.takeAt(0)
            inner = row.layout() if row is not None else None
            while inner is not None and inner.count():
                got = inner.takeAt(0)
                widget = got.widget() if got is not None else None
                if widget is not None:
                    widget.deleteLater()
            if inner is not None:
                inner.deleteLater()
        self.more_combos = {}
        for p in c.more if c is not None else ():
            line = QHBoxLayout()
            label = plain(QLabel(L(p.label)))
            combo = QComboBox()
            combo.setObjectName(f"moreCombo_{p.field}")
            for text, value in p.options:
                combo.addItem(L(text), value)
            combo.setCurrentIndex(max(0, combo.findData(p.default)))
            combo.installEventFilter(self)
            label.setBuddy(combo)
            line.addWidget(label)
            line.addWidget(combo, 1)
            self.more_row.addLayout(line)
            self.more_combos[p.field] = combo

    def more_values(self) -> dict[str, Any]:
        """The values picked for the current choice's ``more`` (field -> value)."""
        return {field: combo.currentData() for field, combo in self.more_combos.items()}

    def _button_text(self, c: Choice | None) -> str:
        """The verb the engine gives the choice's group, else a neutral one."""
        return L(c.verb) if c is not None and c.verb else self.tr("Do it")

    def value(self) -> Any:
        c = self.current_choice()
        if c is None or c.param is None:
            return None
        return self.combo.currentData() if c.param.options else self.spin.value()

    def select(self, key: str) -> bool:
        """Make the choice ``key`` current (as clicking it would); False if absent or disabled."""
        for i in range(self.list.count()):
            item = self.list.item(i)
            if item.data(CHOICE_ROLE) == key and item.flags() & Qt.ItemFlag.ItemIsEnabled:
                self.list.setCurrentItem(item)
                return True
        return False

    def item_for(self, key: str) -> QListWidgetItem | None:
        for i in range(self.list.count()):
            item = self.list.item(i)
            if item.data(CHOICE_ROLE) == key:
                return item
        return None

    def do_it(self) -> None:
        if self.forbidden_head is not None and self.list.currentItem() is self.forbidden_head:
            self.toggle_forbidden()  # Enter on "Not allowed now" opens or closes it
            return
        c = self.current_choice()
        if c is None or not c.enabled:
            return
        if c.param is not None and not c.param.options and self.spin.problem():
            self._amount_checked(self.spin.problem())  # refused where it was typed: nothing acts
            self.spin.setFocus()
            self.spin.selectAll()
            return
        self.action_ready.emit(c.action_with(self.value(), self.more_values()))

    def _jump(self, first: bool) -> None:
        """Home/End: the first or last choice that can be picked (headings are not choices)."""
        rows = range(self.list.count()) if first else range(self.list.count() - 1, -1, -1)
        for i in rows:
            item = self.list.item(i)
            if item.data(CHOICE_ROLE) is not None and not item.isHidden() and item.flags() & Qt.ItemFlag.ItemIsEnabled:
                self.list.setCurrentItem(item)
                self.list.scrollToItem(item)
                return

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        """Enter in the amount fields acts; +/- in the list change the amount."""
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and (
                obj in (self.spin, self.combo, self.list) or obj in self.more_combos.values()
            ):
                self.do_it()
                return True
            if obj is self.list and key in (Qt.Key.Key_Home, Qt.Key.Key_End):
                self._jump(first=key == Qt.Key.Key_Home)
                return True
            if obj is self.list and self.spin.isVisible():
                steps: dict[int, int] = {
                    Qt.Key.Key_Plus: 1,
                    Qt.Key.Key_Equal: 1,
                    Qt.Key.Key_Minus: -1,
                    Qt.Key.Key_PageUp: 10,
                    Qt.Key.Key_PageDown: -10,
                }
                if key in steps:
                    self.spin.stepBy(steps[key])
                    return True
            if obj is self.list and self.combo.isVisible():
                steps = {Qt.Key.Key_Plus: -1, Qt.Key.Key_Equal: -1, Qt.Key.Key_Minus: 1}
                if key in steps:
                    i = min(max(0, self.combo.currentIndex() + steps[key]), self.combo.count() - 1)
                    self.combo.setCurrentIndex(i)
                    return True
        return super().eventFilter(obj, event)
