"""The main window's computer seats: the Computers menu (pause / resume, step one move, take a
seat over, hand a seat to a computer), the "thinking" state in the status line and the Actions
dock, and Hint beside the Actions list.  A mixin of ``MainWindow``; the loop itself is
``desktop.computers.ComputerPlayers`` (the controller's ``computers``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel, QMenu

from desktop.computers import ComputerPlayers, Hint, default_level, levels
from desktop.safe_text import clip, plain
from desktop.window_host import WindowHost
from engine.i18n import localize

PAUSE_KEY = "Ctrl+Shift+Space"
STEP_KEY = "Ctrl+Shift+N"
MOVE_NOW_KEY = "Ctrl+Shift+M"
HINT_KEY = "Ctrl+H"


class ComputersMixin(WindowHost):
    """Computer seats and Hint in the main window (see the module's docstring)."""

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """This mixin's own catalogue context (``ComputersMixin``), else the window's."""
        mine = QCoreApplication.translate("ComputersMixin", text, disambiguation, n)
        source = QCoreApplication.translate("", text, disambiguation, n)
        return mine if mine != source else super().tr(text, disambiguation, n)

    @property
    def computers(self) -> ComputerPlayers:
        return self.controller.computers

    def _build_computers(self) -> None:
        """Actions, the Computers menu (before Help), the status label, the dock's Hint."""
        a = self._action
        self.act_pause_computers = a(self.computers.toggle, PAUSE_KEY, "actPauseComputers")
        self.act_step_computer = a(self.computers.step, STEP_KEY, "actStepComputer")
        self.act_move_now = a(self.computers.move_now, MOVE_NOW_KEY, "actMoveNow")
        self.act_hint = a(self.computers.ask_hint, HINT_KEY, "actHint")
        self.act_hint.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        menu = QMenu(self)
        menu.setObjectName("computersMenu")
        self.menus["computers"] = menu
        self.menuBar().insertMenu(self.menus["help"].menuAction(), menu)
        menu.addAction(self.act_pause_computers)
        menu.addAction(self.act_step_computer)
        menu.addAction(self.act_move_now)
        menu.addSeparator()
        self.take_over_menu = menu.addMenu("")
        self.take_over_menu.setObjectName("takeOverMenu")
        self.take_over_menu.aboutToShow.connect(self._fill_take_over)
        self.hand_over_menu = menu.addMenu("")
        self.hand_over_menu.setObjectName("handOverMenu")
        self.hand_over_menu.aboutToShow.connect(self._fill_hand_over)
        menu.addSeparator()
        menu.addAction(self.act_hint)
        self.computer_label = plain(QLabel())
        self.computer_label.setObjectName("computerLabel")
        self.computer_label.hide()
        self.statusBar().addPermanentWidget(self.computer_label)
        panel = self.panels["actions"]
        panel.hint_requested.connect(self.computers.ask_hint)
        panel.hint_played.connect(self.play_hint)
        panel.hint_closed.connect(self.computers.withdraw_hint)
        self.computers.changed.connect(self.show_computers)
        self.computers.hint_changed.connect(self.show_hint_box)
        self.computers.hint_busy.connect(self._hint_busy)
        self._retranslate_computers()

    def _retranslate_computers(self) -> None:
        self.menus["computers"].setTitle(self.tr("&Computers"))
        self.act_step_computer.setText(self.tr("&Step one computer move"))
        self.act_move_now.setText(self.tr("&Move now (the best move found so far)"))
        self.act_hint.setText(self.tr("&Hint: what would the computer do?"))
        self.take_over_menu.setTitle(self.tr("&Take over a computer's seat"))
        self.hand_over_menu.setTitle(self.tr("&Hand a seat to a computer"))
        self.show_computers()

    # ------------------------------------------------------------------ menus
    def _fill_take_over(self) -> None:
        m = self.take_over_menu
        m.clear()
        for pid, level in self.computers.seats.items():
            act = m.addAction(self.tr("{0} (computer, {1})").format(clip(self.computers.seat_name(pid), 40), level))
            act.setObjectName(f"takeOver{pid}")
            act.triggered.connect(lambda _=False, p=pid: self.computers.set_seat(p, None))
        if m.isEmpty():
            m.addAction(self.tr("No seat is a computer")).setEnabled(False)

    def _fill_hand_over(self) -> None:
        m = self.hand_over_menu
        m.clear()
        h = self.controller.history
        for p in h.base.get("players", []) if h is not None else []:
            pid = str(p.get("id"))
            if self.computers.is_computer(pid):
                continue
            sub = m.addMenu(clip(str(p.get("name")), 40))
            sub.setObjectName(f"handOver{pid}")
            for level in levels():
                text = self.tr("Computer ({0})").format(level)
                if level == default_level():
                    text = self.tr("{0} — the usual level").format(text)
                act = sub.addAction(text)
                act.setObjectName(f"handOver{pid}_{level}")
                act.triggered.connect(lambda _=False, p=pid, lv=level: self.computers.set_seat(p, lv))
        if m.isEmpty():
            m.addAction(self.tr("Every seat is a computer")).setEnabled(False)

    # ------------------------------------------------------------------ showing
    def computer_text(self) -> str:
        """The status of the computer seats in a few words ("" : none in this game)."""
        cp = self.computers
        if not cp.seats or self.controller.history is None:
            return ""
        if cp.thinking_for:
            who = cp.seat_name(cp.thinking_for) if cp.thinking_for != "-" else self.tr("A computer")
            return self.tr("{0} is thinking…").format(clip(who, 30))
        if cp.paused:
            return self.tr("Computers paused")
        return self.tr("Computers play")

    def _who_plays(self, pid: str) -> str:
        cp = self.computers
        if pid == "-":
            return self.tr("A computer (for a company without a president)")
        return self.tr("{0} (computer, {1})").format(clip(cp.seat_name(pid), 40), cp.level_of(pid))

    def show_computers(self) -> None:
        """The menu's state, the status label and the Actions dock's note follow the loop."""
        cp = self.computers
        have = self.controller.history is not None and bool(cp.seats)
        self.act_pause_computers.setText(
            self.tr("&Resume the computers") if cp.paused else self.tr("&Pause the computers")
        )
        self.act_pause_computers.setEnabled(have)
        self.act_step_computer.setEnabled(have and cp.computer_to_act() and not self.controller.in_past)
        self.act_move_now.setEnabled(bool(cp.thinking_for))
        self.act_hint.setEnabled(self.controller.history is not None and not cp.blocks_person())
        state = self.controller.shown_state()
        if state is not None:
            self.follow_play_state(state, computers_only=True)
        if self._offered is not None and self._offered[1] != frozenset(cp.seats):
            self.update_actions_panel()  # a seat changed hands: what its trains may cost too
        text = self.computer_text()
        self.computer_label.setText(text)
        self.computer_label.setVisible(bool(text))
        panel = self.panels["actions"]
        if not have or self.controller.in_past or not cp.computer_to_act():
            panel.set_computer_turn("", False)
            return
        seat = cp.acting() or "-"
        if cp.thinking_for:
            note = self.tr("{0} is thinking… Move now ({1}) plays the best move it found so far").format(
                self._who_plays(seat), QKeySequence(MOVE_NOW_KEY).toString(QKeySequence.SequenceFormat.NativeText)
            )
        elif cp.paused:
            note = self.tr(
                "{0} is to play; the computers are paused: Step ({1}) plays its move, Resume ({2}) lets them "
                "play, or choose for it below"
            ).format(
                self._who_plays(seat),
                QKeySequence(STEP_KEY).toString(QKeySequence.SequenceFormat.NativeText),
                QKeySequence(PAUSE_KEY).toString(QKeySequence.SequenceFormat.NativeText),
            )
        else:
            note = self.tr("{0} is to play").format(self._who_plays(seat))
        panel.set_computer_turn(note, not cp.paused)

    def hint_sentence(self, hint: Hint) -> str:
        return self.tr("Hint ({0}): {1} — {2}").format(hint.level, localize(hint.what), localize(hint.why))

    def show_hint_box(self, hint: Hint | None) -> None:
        self.panels["actions"].show_hint(self.hint_sentence(hint) if hint is not None else None)

    def _hint_busy(self, busy: bool) -> None:
        panel = self.panels["actions"]
        if busy:
            panel.show_hint(self.tr("Hint: thinking…"))
            panel.hint_play.setEnabled(False)
        else:
            panel.hint_play.setEnabled(True)
            if self.computers.hint is None:
                panel.show_hint(None)

    def play_hint(self) -> None:
        """Play it: the hint's action through the same path as the Actions dock's Do it."""
        hint = self.computers.hint
        h = self.controller.history
        if hint is None or h is None or len(h) != hint.at:
            return
        self.computers.withdraw_hint()
        self.submit_choice(dict(hint.action))

    def computer_key_rows(self) -> list[tuple[str, str]]:
        return [
            (HINT_KEY, self.tr("Hint: what the computer would do, and why")),
            (PAUSE_KEY, self.tr("Pause or resume the computers")),
            (STEP_KEY, self.tr("Step one computer move")),
            (MOVE_NOW_KEY, self.tr("A computer thinking: play the best move found so far")),
        ]
