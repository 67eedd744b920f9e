"""Computer seats in the app: a computer's turn plays itself, and Hint for the person to act.

The engine decides (``engine.bots``: ``make_bot(level, seed).choose(game, seat, budget)``); this
module only asks it, on the background worker, and hands the answer to the controller, which
plays it through the same path as a person's action.  The window stays live meanwhile: the bot
works on a fork of the game (the states are shared, never changed), and an answer that comes
back for a position that is no longer the present one is dropped and asked again.

The players keep control: ``pause`` stops the loop (an undo pauses it first, so the computer does
not replay what was just taken back), ``step`` plays one computer move while paused, and any seat
may be taken over by a person or handed to a computer.  A loaded game starts paused, so a file
never starts playing by surprise.
"""

from __future__ import annotations

import importlib
import inspect
import threading
from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from engine.bots import LEVELS, Decision, acting_seat, make_bot
from engine.bots.dock import dock_label
from engine.bots.trade import refusal
from engine.errors import IllegalAction
from engine.i18n import Msg
from engine.i18n import reason as reason_of

if TYPE_CHECKING:
    from desktop.controller import GameController
    from desktop.worker import Job

# the pause before a computer's move, in ms, unless the preferences say otherwise
DEFAULT_DELAY_MS = 600
# the setting that keeps it (Edit → Preferences)
DELAY_SETTING = "computers/pauseMs"
# how long a computer may think, in seconds (the searching level reads it; the others ignore it)
BUDGET = 1.0


def levels() -> tuple[str, ...]:
    """The levels a seat may be given, weakest first: the engine's list (``strong`` appears
    there once the engine has it)."""
    return tuple(LEVELS)


def best_level() -> str:
    return levels()[-1]


def default_level() -> str:
    """A seat handed to a computer without a level chosen: the rule-of-thumb player (quick; a
    searching level thinks up to a second a move), else the best there is."""
    return "steady" if "steady" in levels() else best_level()


@dataclass(frozen=True)
class Hint:
    """What the best level would do for the person to act, and why (never played unless chosen)."""

    level: str
    seat: str
    at: int  # the actions played when it was asked: stale once the game moves on
    action: dict[str, Any]
    what: str  # the choice in the Actions list's words (a Msg)
    why: str  # the bot's one-line reason (a Msg)


def engine_hint(
    game: Any, seat: str, budget: float, stop: Callable[[], bool], computers: Collection[str] = ()
) -> tuple[str, Decision]:
    """The best level's decision for ``seat``: the engine's own ``hint`` entry point when it has
    one (``engine.bots.strong.hint``: a search that stops when asked), else that level's choice.
    ``computers``: the seats computers play (a hint suggests no offer they would refuse)."""
    level = best_level()
    try:
        module = importlib.import_module(f"engine.bots.{level}")
    except ImportError:
        module = None
    hint = getattr(module, "hint", None)
    seed = f"hint:{seat}:{len(game.actions)}"
    if callable(hint):
        if _takes(hint, "computers"):
            return level, hint(game, seat, budget, should_stop=stop, seed=seed, computers=computers)
        if _takes(hint, "should_stop"):
            return level, hint(game, seat, budget, should_stop=stop, seed=seed)
        return level, hint(game, seat, budget)
    return level, decide(make_bot(level, seed), game, seat, stop)


def _takes(fn: Callable[..., Any], name: str) -> bool:
    try:
        return name in inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return False


def decide(bot: Any, game: Any, seat: str, stop: Callable[[], bool]) -> Decision:
    """The bot's decision; a searching level is handed ``stop`` (it then plays the best move it
    found so far), the others ignore it."""
    if _takes(bot.choose, "should_stop"):
        return bot.choose(game, seat, BUDGET, should_stop=stop)
    return bot.choose(game, seat, BUDGET)


class ComputerPlayers(QObject):
    """The computer seats' loop for one controller (see the module's docstring)."""

    changed = Signal()  # paused / thinking / seats changed: menus and labels follow
    hint_changed = Signal(object)  # a Hint, or None (asked, withdrawn or stale)
    hint_busy = Signal(bool)

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.c = controller
        self.delay_ms = DEFAULT_DELAY_MS
        self.paused = False
        self.stepping = False  # one move while paused
        self.job: Job | None = None
        self._hurry = threading.Event()  # "Move now": the search stops and plays its best so far
        self.thinking_for = ""  # the seat a computer thinks for now ("" : none)
        self._asked_at: tuple[int, int] | None = None  # (id of the history, actions) asked about
        self.hint: Hint | None = None
        self.hint_job: Job | None = None
        self.moves = 0  # computer moves played (tests, status)
        self.failure = ""  # why the loop stopped by itself (a refused move, a bot's failure)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._think)
        controller.changed.connect(self.schedule)
        controller.loaded.connect(self._loaded)

    # ------------------------------------------------------------------ queries
    @property
    def seats(self) -> dict[str, str]:
        h = self.c.history
        return h.seats if h is not None else {}

    def people(self) -> list[str]:
        """The ids of the seats people play (a computer takes no train from their companies)."""
        h = self.c.history
        return [] if h is None else [pid for pid in h.game.state.player if pid not in self.seats]

    def refuses(self, action: dict) -> Msg | None:
        """A computer's no to a person's price for its company's train or its private
        (engine/bots/trade.py)."""
        h = self.c.history
        if h is None or not h.seats:
            return None
        return refusal(h.game.state, action, self.seats)

    def is_computer(self, pid: str | None) -> bool:
        return pid is not None and str(pid) in self.seats

    def acting(self) -> str | None:
        """The player id who decides now in the present game (None: nobody, or no game)."""
        h = self.c.history
        if h is None or h.game.finished:
            return None
        return acting_seat(h.game)

    def computer_to_act(self) -> bool:
        """A computer seat decides now (or a company no player stands behind, in a game with
        computer seats: a computer plays it, as the tournament's "nobody" does)."""
        h = self.c.history
        if h is None or h.game.finished or not h.seats:
            return False
        seat = acting_seat(h.game)
        return seat is None or self.is_computer(seat)

    def running(self) -> bool:
        """The loop plays by itself (there are computer seats and nobody paused them)."""
        return bool(self.seats) and not self.paused

    def blocks_person(self) -> bool:
        """A person's action now would fight the loop: a running computer's turn."""
        return self.running() and self.computer_to_act()

    def level_of(self, pid: str) -> str:
        """The seat's level, one this build has (a file's unknown level: the best one)."""
        level = self.seats.get(str(pid), "")
        return level if level in levels() else best_level()

    def seat_name(self, pid: str | None) -> str:
        h = self.c.history
        if h is None:
            return ""
        for p in h.base.get("players", []):
            if str(p.get("id")) == str(pid):
                return str(p.get("name"))
        return self.tr("a company without a president")

    # ------------------------------------------------------------------ the loop
    def _loaded(self) -> None:
        """A different game is shown: a new one plays at once, a loaded one waits (paused)."""
        self._drop_job()
        self.withdraw_hint()
        self.failure = ""
        self.stepping = False
        fresh = getattr(self.c, "autoplay", False)
        self.paused = bool(self.seats) and not fresh
        if self.paused:
            self.c.message.emit(self.tr("Computer seats are paused: Computers → Resume (or Step) lets them play"))
        self.changed.emit()

    def schedule(self) -> None:
        """After any change: ask the computer when it is its turn, after the visible pause."""
        h = self.c.history
        if self.hint is not None and (h is None or self.hint.at != len(h) or self.c.in_past):
            self.withdraw_hint()
        want = (
            h is not None
            and not self.c.busy
            and not self.c.in_past
            and (not self.paused or self.stepping)
            and self.computer_to_act()
        )
        if not want:
            self.timer.stop()
            if self.job is not None and self._asked_at != self._position():
                self._drop_job()
            return
        if self.job is not None and self._asked_at == self._position():
            return  # already thinking about this very position
        self._drop_job()
        self.timer.start(max(0, int(self.delay_ms)))

    def _position(self) -> tuple[int, int] | None:
        h = self.c.history
        return None if h is None else (id(h), len(h))

    def _think(self) -> None:
        h = self.c.history
        if h is None or self.c.busy or self.c.in_past or not self.computer_to_act():
            return
        if self.paused and not self.stepping:
            return
        seat = acting_seat(h.game)
        level = self.level_of(seat) if seat is not None else best_level()
        game = h.game.fork(h.game.state, h.processed)
        seed = f"{h.base.get('settings', {}).get('seed', 0)}:{seat}:{len(h)}"
        self._asked_at = self._position()
        self.thinking_for = seat or "-"
        asked = self._asked_at
        hurry = self._hurry = threading.Event()

        people = self.people()

        def work(progress: Any, cancel: Any) -> Decision:
            bot = make_bot(level, seed, people)
            return decide(bot, game, seat or "", lambda: hurry.is_set() or cancel())

        def done(decision: Decision) -> None:
            self._answer(decision, asked)

        def failed(text: str) -> None:
            self._failed(text, asked)

        def cancelled() -> None:
            self._ended(asked)

        self.job = self.c.runner.run(
            work, self.tr("A computer thinks"), on_done=done, on_failed=failed, on_cancelled=cancelled, owner=self
        )
        self.changed.emit()

    def _ended(self, asked: tuple[int, int] | None) -> bool:
        """The job for ``asked`` is over; whether its answer still fits the present."""
        if self._asked_at == asked:
            self.job = None
            self._asked_at = None
            self.thinking_for = ""
            self.changed.emit()
        return asked == self._position() and not self.c.in_past

    def _answer(self, decision: Decision, asked: tuple[int, int] | None) -> None:
        if not self._ended(asked) or (self.paused and not self.stepping):
            self.schedule()
            return
        stepped = self.stepping
        self.stepping = False
        try:
            self.c.play_computer(decision.action, decision.reason)
        except IllegalAction as exc:  # never expected: the bot chooses among the dock's choices
            self.failure = reason_of(exc)
            self.pause()
            self.c.refused.emit(self.tr("A computer's move was refused ({0}); computers paused").format(self.failure))
            return
        self.moves += 1
        if stepped:
            self.changed.emit()

    def _failed(self, text: str, asked: tuple[int, int] | None) -> None:
        self._ended(asked)
        self.failure = text
        self.stepping = False
        self.pause()
        self.c.refused.emit(self.tr("A computer could not decide ({0}); computers paused").format(text))

    def _drop_job(self) -> None:
        self.timer.stop()
        if self.job is not None:
            self.job.cancel()
        self.job = None
        self._asked_at = None
        if self.thinking_for:
            self.thinking_for = ""
            self.changed.emit()

    # ------------------------------------------------------------------ the players' controls
    def pause(self) -> None:
        if self.paused and not self.stepping and self.job is None:
            return
        self.paused = True
        self.stepping = False
        self._drop_job()
        self.changed.emit()

    def resume(self) -> None:
        self.paused = False
        self.failure = ""
        self.changed.emit()
        self.schedule()

    def toggle(self) -> None:
        if self.paused:
            self.resume()
        else:
            self.pause()
            self.c.message.emit(self.tr("Computers paused"))

    def move_now(self) -> None:
        """A computer thinking: stop its search and play the best move found so far."""
        if self.job is not None:
            self._hurry.set()

    def step(self) -> None:
        """One computer move (the loop stays paused after it)."""
        if not self.computer_to_act():
            self.c.refused.emit(self.tr("No computer is to act now"))
            return
        self.paused = True
        self.stepping = True
        self._drop_job()
        self.timer.start(0)
        self.changed.emit()

    def hold(self) -> bool:
        """Before an undo, a redo or "play from here": the loop pauses, so it does not play the
        taken-back move again.  Returns whether it was running."""
        if not self.running():
            self._drop_job()
            return False
        self.pause()
        self.c.message.emit(self.tr("Computers paused: Computers → Resume lets them play again"))
        return True

    def set_seat(self, pid: str, level: str | None) -> None:
        """Hand seat ``pid`` to a computer of ``level``, or (None) to a person."""
        h = self.c.history
        if h is None:
            return
        pid = str(pid)
        if level is None:
            h.seats.pop(pid, None)
        elif level in levels():
            h.seats[pid] = level
        self.c.seats_changed()
        self.changed.emit()
        self.schedule()

    # ------------------------------------------------------------------ Hint
    def ask_hint(self) -> None:
        """What the best level would do for the person to act now, computed on the worker."""
        h = self.c.history
        if h is None or h.game.finished or self.c.in_past or self.c.busy:
            self.c.refused.emit(self.tr("No hint now: nobody is to act in the present game"))
            return
        if self.blocks_person():
            self.c.refused.emit(self.tr("A computer plays this seat: pause the computers to ask for a hint"))
            return
        self.withdraw_hint()
        seat = acting_seat(h.game) or ""
        game = h.game.fork(h.game.state, h.processed)
        at = len(h)
        own = id(h)
        computers = list(self.seats)

        def work(progress: Any, cancel: Any) -> Hint:
            level, d = engine_hint(game, seat, BUDGET, cancel, computers)
            return Hint(level, seat, at, d.action, dock_label(game, d.action), d.reason)

        def done(hint: Hint) -> None:
            self.hint_job = None
            self.hint_busy.emit(False)
            now = self.c.history
            if now is None or id(now) != own or len(now) != at or self.c.in_past:
                return  # the game moved on meanwhile
            self.hint = hint
            self.hint_changed.emit(hint)

        def over(*_args: Any) -> None:
            self.hint_job = None
            self.hint_busy.emit(False)

        def failed(text: str) -> None:
            over()
            self.c.refused.emit(self.tr("No hint: {0}").format(text))

        self.hint_job = self.c.runner.run(
            work, self.tr("Hint"), on_done=done, on_failed=failed, on_cancelled=over, owner=self
        )
        self.hint_busy.emit(True)

    def cancel_hint(self) -> None:
        if self.hint_job is not None:
            self.hint_job.cancel()

    def withdraw_hint(self) -> None:
        self.cancel_hint()
        if self.hint is not None:
            self.hint = None
            self.hint_changed.emit(None)
