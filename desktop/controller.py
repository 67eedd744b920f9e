"""The one place gestures become engine actions: holds the game's ``History``, which point of it is
shown (the present or a past action, read-only), the file it belongs to, autosave, and the
background jobs that load games.  Widgets listen to its signals; it holds no rules."""

from __future__ import annotations

import gc
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from desktop.files import DiskStamp, Session
from desktop.history import History, LoadReport, build_document
from desktop.i18n import locale
from desktop.worker import Job, JobRunner
from engine import heap
from engine.errors import IllegalAction, RoundhouseError
from engine.i18n import Msg, reason, set_currency
from engine.titles import title_class


class AutosaveWriter:
    """Writes autosaves on one background thread, newest data wins, in order, atomically.

    It never stops for good: any failure (a full disk, a value the writer cannot write) is
    reported through ``on_error`` at once, and the same data is tried again after a pause
    (growing to ``MAX_RETRY`` seconds) until it is written or newer data replaces it; the thread
    ends only when idle, and ``submit`` starts a new one whenever none runs."""

    FIRST_RETRY = 2.0
    MAX_RETRY = 60.0
    IDLE = 2.0  # seconds without work before the thread ends

    def __init__(
        self,
        session: Session,
        on_error: Callable[[str], None] | None = None,
        on_ok: Callable[[], None] | None = None,
    ) -> None:
        self.session = session
        self.on_error = on_error
        self.on_ok = on_ok
        self._lock = threading.Condition()
        self._pending: tuple | None = None
        self._busy = False
        self._running = False
        self._thread: threading.Thread | None = None  # the one writer thread, while it runs
        self._closed = False
        self.errors: list[str] = []
        self.failing = False  # the last attempt failed (and is being retried)
        self.writes = 0

    def submit(
        self, data: dict | Any, file: str | None, title: str | None, actions: int, stamp: DiskStamp | None = None
    ) -> None:
        """``data``: the document, or a callable building it (run on the writer thread);
        ``stamp``: the game's file as it was opened or saved (kept in the session marker)."""
        with self._lock:
            if self._closed:
                return
            self._pending = (data, file, title, actions, stamp)
            if not self._running:
                self._start()
            self._lock.notify_all()

    def _start(self) -> None:
        """A writer thread (with the lock held)."""
        self._running = True
        self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            self._loop()
        finally:
            with self._lock:  # ended by anything else than idleness: the work left goes on
                if self._thread is threading.current_thread():
                    self._running = False
                    self._busy = False
                    self._thread = None
                    if self._pending is not None and not self._closed:
                        self._start()
                self._lock.notify_all()

    def _loop(self) -> None:
        retry: tuple | None = None  # the job that failed, tried again unless newer data comes
        delay = self.FIRST_RETRY
        while True:
            with self._lock:
                if self._closed:
                    self._ended()
                    return
                if self._pending is None:
                    self._busy = False
                    self._lock.notify_all()
                    self._lock.wait(timeout=delay if retry is not None else self.IDLE)
                    if self._closed or (self._pending is None and retry is None):
                        self._ended()  # in the same breath as the check: a submit now starts anew
                        return
                job, self._pending = (self._pending, None) if self._pending is not None else (retry, None)
                assert job is not None  # (one of the two, by the check above)
                self._busy = True
            if self._write(job):
                retry, delay = None, self.FIRST_RETRY
            else:
                retry, delay = job, min(delay * 2, self.MAX_RETRY) if retry is not None else self.FIRST_RETRY

    def _ended(self) -> None:
        """This thread stops (with the lock held)."""
        self._running = False
        self._busy = False
        self._thread = None

    def _write(self, job: tuple) -> bool:
        """One attempt; a failure is reported, never raised (it would end the thread)."""
        try:
            data, *rest = job
            self.session.autosave(data() if callable(data) else data, *rest)
        except Exception as exc:  # noqa: BLE001 - any failure is the player's to know, not the thread's end
            text = failure_text(exc)
            self.errors.append(text)
            self.failing = True
            _tell(self.on_error, text)
            return False
        self.writes += 1
        if self.failing:
            self.failing = False
            _tell(self.on_ok)
        return True

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every submitted autosave is written (or has failed)."""
        with self._lock:
            return self._lock.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def close(self, timeout: float = 10.0) -> None:
        """The session ends: finish the write under way, then no more (no retry either)."""
        self.flush(timeout)
        with self._lock:
            self._closed = True
            self._pending = None
            self._lock.notify_all()


def _tell(callback: Callable[..., None] | None, *args: Any) -> None:
    """Call a listener; one that is gone (its window closed) must not end the writer."""
    if callback is None:
        return
    try:
        callback(*args)
    except RuntimeError:  # "Signal source has been deleted": nobody to tell
        pass


def failure_text(exc: BaseException) -> str:
    """Why a write failed, in one line: the engine's sentence, the system's reason (disk full,
    permission denied) or, for anything else, the error's kind and text."""
    if isinstance(exc, RoundhouseError):
        return " ".join(reason(exc).split())
    if isinstance(exc, OSError) and exc.strerror:
        where = Path(exc.filename).name if isinstance(exc.filename, str) else ""
        return f"{exc.strerror}: {where}" if where else exc.strerror
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0][:200]}" if text else type(exc).__name__


def _same_file(a: str, b: str) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.abspath(a) == os.path.abspath(b)


def refusal_of(exc: BaseException) -> str:
    """The engine's sentence of a refusal as it is (a ``Msg``, shown in the language of the
    moment and again after a language change), else its text."""
    said = exc.args[0] if exc.args else None
    return said if isinstance(said, Msg) else reason(exc)


@dataclass(frozen=True)
class LoadProblem:
    """A file that did not replay faithfully: the engine refused one of its actions (the game
    stops just before it) or a state differs from the one the file recorded.  The players see it
    and decide whether to keep what was loaded (``GameController.keep_loaded``)."""

    file: str  # the file's name, as shown
    processed: int  # actions replayed
    total: int  # actions in the file
    error: str | None = None  # "action 150 (lay_tile) was refused: ..."
    divergence: int | None = None  # the first action count whose state differs from the file's
    # the file cannot be read as a game at all (cut off, not JSON, not a game): why, in words
    unreadable: str | None = None
    # a native save edited after saving (its checksum does not match): why; it was replayed as
    # an unverified copy, shown only if the players ask, and never saved over the original
    unverified: str | None = None

    @property
    def partial(self) -> bool:
        return self.error is not None


def _without_name(exc: BaseException, name: str) -> str:
    """The refusal's sentence in the players' language, without the file name the engine
    starts it with (the dialog names the file already)."""
    text = reason(exc)
    return text[len(name) + 2 :] if text.startswith(f"{name}: ") else text


@dataclass
class _Loaded:
    """A game document read and replayed: its file, the replayed history and how it went,
    whether it is a native save, why it is unverified (if it is) and the file's stamp."""

    path: str
    name: str
    history: History
    report: LoadReport
    native: bool
    unverified: str | None
    stamp: DiskStamp | None


def _load_problem(name: str, report: LoadReport, unverified: str | None) -> LoadProblem | None:
    """What the players must decide about a loaded game before it is shown: an unverified copy,
    a partial game, a replay whose state differs from the one saved; None when nothing."""
    if unverified is not None:
        return LoadProblem(name, report.processed, report.total, report.error, report.divergence, unverified=unverified)
    if report.error:
        return LoadProblem(name, report.processed, report.total, error=report.error)
    if report.divergence is not None:
        return LoadProblem(name, report.processed, report.total, divergence=report.divergence)
    return None


class GameController(QObject):
    changed = Signal()  # what is shown changed (after an action, undo, redo, past/present)
    loaded = Signal()  # a different game (new, opened, imported, restored) is shown
    refused = Signal(object)  # why an action was refused: the engine's Msg (or a str)
    message = Signal(str)  # information for the status bar
    busy_changed = Signal(bool)
    progress = Signal(int, int)  # done, total of the running job
    saved = Signal(str)
    acted = Signal()  # an action, undo, redo or play-from-here changed the game
    load_problem = Signal(object)  # a LoadProblem: keep_loaded() or discard_loaded() decides
    autosave_failed = Signal(str)  # why the last autosave failed (it is tried again)
    autosave_ok = Signal()  # autosave works again after a failure

    def __init__(
        self, session: Session | None = None, runner: JobRunner | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.history: History | None = None
        self.viewing: int | None = None  # entry number shown read-only; None = the present
        self.path: str | None = None  # native file this game saves to
        self.source: str | None = None  # the 18xx.games export it was imported from
        self.source_name: str = ""  # shown in the title bar
        self.dirty = False
        self.session = session
        self.autosaver = (
            AutosaveWriter(session, self.autosave_failed.emit, self.autosave_ok.emit) if session is not None else None
        )
        # the file ``path`` as it was on disk when this game was opened from it or saved to it
        self.disk_stamp: DiskStamp | None = None
        self.runner = runner or JobRunner(self)
        self.job: Job | None = None
        self.last_report: LoadReport | None = None
        #: a loaded game waiting for the players' decision (see ``load_problem``)
        self.pending: tuple[LoadProblem, Callable[[], None]] | None = None
        # the game just shown was set up here (a new game): its computer seats play at once;
        # a loaded one waits for the players (``ComputerPlayers``)
        self.autoplay = False
        from desktop.computers import ComputerPlayers

        self.computers = ComputerPlayers(self)

    # ------------------------------------------------------------------ queries
    @property
    def busy(self) -> bool:
        return self.job is not None

    @property
    def in_past(self) -> bool:
        return self.viewing is not None

    def shown_state(self) -> Any:
        if self.history is None:
            return None
        if self.viewing is None:
            return self.history.state
        return self.history.state_at(self.viewing)

    def can_undo(self) -> bool:
        return self.history is not None and not self.busy and self.viewing is None and self.history.can_undo()

    def can_redo(self) -> bool:
        return self.history is not None and not self.busy and self.viewing is None and self.history.can_redo()

    # ------------------------------------------------------------------ actions
    def submit(self, action: dict) -> bool:
        """Send an action to the engine.  On refusal emit ``refused`` with the reason, change nothing."""
        if self.history is not None and self.viewing is None and self.computers.blocks_person():
            self.refused.emit(
                self.tr("A computer plays this seat: pause the computers (or take the seat over) to act for it")
            )
            return False
        if self.history is not None and (no := self.computers.refuses(action)) is not None:
            self.refused.emit(no)
            return False
        return self._play(action)

    def play_computer(self, action: dict, why: str) -> bool:
        """A computer seat's move (``ComputerPlayers``), with the reason the log shows and our
        file keeps.  Raises IllegalAction (nothing changed) when the engine refuses it."""
        assert self.history is not None
        self.history.process(action, reason=why)
        return self._played()

    def _play(self, action: dict) -> bool:
        if self.history is None:
            self.refused.emit(self.tr("There is no game: start a new one or open a file"))
            return False
        if self.busy:
            self.refused.emit(self.tr("Please wait: the game is still loading"))
            return False
        if self.viewing is not None:
            self.refused.emit(self.tr("You are looking at the past: return to the present (or play from here) to act"))
            return False
        try:
            self.history.process(action)
        except IllegalAction as exc:
            self.refused.emit(refusal_of(exc) or self.tr("The engine refused that action"))
            return False
        return self._played()

    def _played(self) -> bool:
        passed = self._run_programs()
        self._after_change()
        if passed:
            self.message.emit(self.tr("Programmed pass: {0}").format(", ".join(passed)))
        return True

    def _run_programs(self) -> list[str]:
        """Make the programmed passes the engine says are due now (after a new action only: an
        undo must not be played again behind the players' backs).  Returns who passed."""
        from engine.views import holder_name

        assert self.history is not None
        passed: list[str] = []
        for _ in range(4 * max(1, len(self.history.game.state.players))):
            due = self.history.due_program()
            if due is None:
                break
            try:
                self.history.process(due.action)
            except IllegalAction as exc:  # the engine listed a pass it then refused: stop asking
                self.history.cancel_program(due.player, due.program.type, reason(exc))
                break
            passed.append(holder_name(self.history.state, f"player:{due.player}"))
        return passed

    def set_program(self, player: str, type_: str, on: bool) -> bool:
        """A player asks for (or withdraws) a programmed pass; it may apply at once."""
        if self.history is None or self.busy or self.viewing is not None:
            return False
        if on:
            try:
                self.history.set_program(player, type_)
            except IllegalAction as exc:
                self.refused.emit(refusal_of(exc))
                return False
        else:
            self.history.cancel_program(player, type_, "withdrawn by the player")
        passed = self._run_programs() if on else []
        self._after_change()
        if passed:
            self.message.emit(self.tr("Programmed pass: {0}").format(", ".join(passed)))
        return True

    def seats_changed(self) -> None:
        """A seat went to a computer or back to a person: kept in our file."""
        self.dirty = True
        self.autosave()
        self.changed.emit()

    def undo(self) -> bool:
        if not self.can_undo() or self.history is None:  # (``can_undo`` implies a game)
            return False
        self.computers.hold()  # the loop would play the move taken back again
        self.history.undo()
        self._after_change()
        return True

    def redo(self) -> bool:
        if not self.can_redo() or self.history is None:  # (``can_redo`` implies a game)
            return False
        self.computers.hold()
        try:
            self.history.redo()
        except IllegalAction as exc:
            self.refused.emit(refusal_of(exc))
            return False
        self._after_change()
        return True

    def set_note(self, text: str) -> None:
        """The players' note on this game: saved in our file (never sent to 18xx.games)."""
        if self.history is None or text == self.history.note:
            return
        self.history.note = text
        self.dirty = True
        self.autosave()
        self.changed.emit()  # the title bar's "*"

    def view_entry(self, n: int) -> None:
        """Show the game right after action ``n`` (the last one = the present)."""
        if self.history is None or self.busy:
            return
        n = max(0, min(n, len(self.history)))
        self.viewing = None if n == len(self.history) else n
        self.changed.emit()

    def return_to_present(self) -> None:
        if self.viewing is not None:
            self.viewing = None
            self.changed.emit()

    def play_from_here(self) -> int:
        """Continue from the state shown: later actions go to the redo stack (undo-able branch)."""
        if self.history is None or self.viewing is None or self.busy:
            return 0
        self.computers.hold()
        n = self.history.play_from(self.viewing)
        self.viewing = None
        self._after_change()
        self.message.emit(self.tr("Playing from here: %n later action(s) set aside — Redo puts them back", "", n))
        return n

    def _after_change(self) -> None:
        self.viewing = None
        self.dirty = True
        self.autosave()
        self.acted.emit()
        self.changed.emit()

    # ------------------------------------------------------------------ files
    def autosave(self) -> None:
        if self.autosaver is None or self.history is None:
            return
        parts = self.history.document_parts()
        h = self.history
        self.autosaver.submit(lambda: build_document(parts), self.path, h.title, len(h), self.disk_stamp)

    def save(self, path: str, force: bool = False) -> None:
        """Write our native JSON atomically (raises OSError, DataError or any error of the
        writer).  Raises ``ChangedOnDisk`` instead when ``path`` is the game's own file and
        something else wrote it since it was opened or saved here (``force``: write anyway)."""
        from desktop.files import ChangedOnDisk, DiskStamp, changed_on_disk, write_document

        assert self.history is not None
        if not force and self.path is not None and _same_file(path, self.path):
            if changed_on_disk(path, self.disk_stamp):
                raise ChangedOnDisk(str(path))
        write_document(Path(path), self.history.document())
        self.disk_stamp = DiskStamp.of(path)
        self.path = str(path)
        self.source_name = Path(path).name
        self.dirty = False
        self.autosave()
        self.saved.emit(str(path))

    def set_history(
        self,
        history: History,
        path: str | None,
        name: str,
        dirty: bool = False,
        source: str | None = None,
        stamp: DiskStamp | None = None,
        autoplay: bool = False,
    ) -> None:
        """Show ``history``; ``path`` is the native file Save writes to (``stamp``: that file as
        it was read), ``source`` the file it was imported from (kept for Open Recent; never
        written)."""
        # A loaded game is hundreds of thousands of long-lived objects: move them out of the
        # cyclic collector's way, or its full passes would stall whichever thread triggers one
        # (they are still freed normally when the game is closed).
        gc.freeze()
        replaced = self.history is not None
        self.history = history
        set_currency(title_class(history.title).presentation_policy.currency_format)
        self.viewing = None
        self.path = path
        self.disk_stamp = stamp if path is not None else None
        self.source = source
        self.source_name = name
        self.dirty = dirty
        self.autoplay = autoplay
        self.autosave()
        self.loaded.emit()
        self.changed.emit()
        if replaced:
            heap.release()  # (after the views have let go of the game they showed)

    def close_game(self) -> None:
        self.history = None
        self.viewing = None
        self.path = None
        self.source = None
        self.source_name = ""
        self.dirty = False
        self.loaded.emit()
        self.changed.emit()
        heap.release()  # the closed game's memory back to the system, not kept for the next one

    def _start(self, fn: Any, label: str, on_done: Any, failure: str | None = None, name: str = "") -> Job | None:
        if self.busy:
            self.refused.emit(self.tr("Please wait: another job is running"))
            return None

        def failed(text: str) -> None:
            self._job_over()
            if name and text.startswith(f"{name}: "):
                text = text[len(name) + 2 :]  # the engine names the file too
            self.refused.emit(self.tr("{0}: {1}").format(failure or self.tr("{0} failed").format(label), text))

        def cancelled() -> None:
            self._job_over()
            self.message.emit(self.tr("{0}: cancelled").format(label))

        def done(result: Any) -> None:
            self._job_over()
            on_done(result)

        self.job = self.runner.run(
            fn, label, on_done=done, on_failed=failed, on_cancelled=cancelled, on_progress=self.progress.emit
        )
        self.busy_changed.emit(True)
        self.message.emit(f"{label}…")
        return self.job

    def _job_over(self) -> None:
        self.job = None
        self.busy_changed.emit(False)

    def cancel_job(self) -> None:
        if self.job is not None:
            self.job.cancel()

    def open_file(
        self,
        path: str,
        imported: bool = False,
        restored_from: str | None = None,
        after: Callable[[], None] | None = None,
        restored_stamp: DiskStamp | None = None,
    ) -> Job | None:
        """Load a game document on a worker thread (replaying it), then show it.  ``after`` runs
        once it is loaded (given here, not connected to the job afterwards: a quick load could
        finish before such a connection is made)."""
        from engine.io.document import ChecksumMismatch, load

        name = Path(path).name
        Loaded = tuple[History, LoadReport, bool, str | None, DiskStamp | None]

        def work(progress: Any, cancel: Any) -> Loaded | LoadProblem:
            stamp = DiskStamp.of(path)  # before reading: a write in between shows as a change
            unverified = None
            try:
                try:
                    doc = load(path, cancel=cancel)
                except ChecksumMismatch as exc:  # replayed as an unverified copy; the players decide
                    unverified = _without_name(exc, name)
                    doc = load(path, verify=False, cancel=cancel)
                history, report = History.load(doc, progress, cancel)
            except RoundhouseError as exc:  # nothing to replay: the dialog says why, in words
                return LoadProblem(name, 0, 0, unreadable=_without_name(exc, name))
            return history, report, doc.native, unverified, stamp

        def done(result: Loaded | LoadProblem) -> None:
            if isinstance(result, LoadProblem):
                self.message.emit(self.tr("{0} cannot be opened").format(name))  # (the dialog says why)
                self.pending = (result, lambda: None)
                self.load_problem.emit(result)
                return  # (``after`` is for a loaded game: a restored autosave that fails stays)
            history, report, native, unverified, stamp = result
            self.last_report = report
            problem = _load_problem(name, report, unverified)
            loaded = _Loaded(path, name, history, report, native, unverified, stamp)

            def show() -> None:
                self._show_loaded(loaded, problem, imported, restored_from, restored_stamp)

            if problem is None:
                show()
            else:
                self.pending = (problem, show)
                self.load_problem.emit(problem)
            if after is not None:
                after()

        return self._start(
            work,
            self.tr("Opening {0}").format(Path(path).name),
            done,
            failure=self.tr("Cannot open {0}").format(Path(path).name),
            name=Path(path).name,
        )

    def _show_loaded(
        self,
        loaded: _Loaded,
        problem: LoadProblem | None,
        imported: bool,
        restored_from: str | None,
        restored_stamp: DiskStamp | None,
    ) -> None:
        """Show a loaded game under the name and file it may be saved to (never over an edited
        file or the file of a partial game), and say in the status line how the load went."""
        history, report, name = loaded.history, loaded.report, loaded.name
        if loaded.unverified is not None:  # never saved over the edited file: Save asks for a new one
            self.set_history(history, None, self.tr("{0} (unverified copy)").format(name))
        elif restored_from is not None:
            own = restored_from if restored_from and Path(restored_from).is_file() else None
            self.set_history(
                history,
                own,
                Path(own).name if own else "restored game",
                dirty=True,
                stamp=restored_stamp if own else None,
            )
        elif problem is not None and problem.partial:
            # never saved over the file it came from: the actions after the refusal are there
            self.set_history(
                history,
                None,
                self.tr("{0} (partial: {1} of {2} actions)").format(name, report.processed, report.total),
            )
        elif loaded.native and not imported:
            self.set_history(history, str(loaded.path), name, stamp=loaded.stamp)
        else:  # an 18xx.games export: unchanged until played; saving asks for a native file
            self.set_history(history, None, self.tr("{0} (imported)").format(name), source=str(loaded.path))
        if problem is None or problem.unverified is not None:
            self.message.emit(
                self.tr("{0}: %n actions replayed in {1} s", "", report.processed).format(
                    name, locale().toString(float(report.seconds), "f", 1)
                )
            )
        elif problem.partial:
            self.refused.emit(self.tr("{0}: partial game, stopped at {1}").format(name, report.error))
        else:
            self.refused.emit(
                self.tr("{0}: the state after {1} actions differs from the one saved").format(name, report.divergence)
            )

    def keep_loaded(self) -> bool:
        """The players keep the game a load problem held back (the partial game)."""
        if self.pending is None:
            return False
        _problem, show = self.pending
        self.pending = None
        show()
        return True

    def discard_loaded(self) -> bool:
        """The players do not want the game a load problem held back: the game shown stays."""
        if self.pending is None:
            return False
        problem, _show = self.pending
        self.pending = None
        self.message.emit(self.tr("{0} was not opened").format(problem.file))
        return True

    def new_game(
        self,
        title: str,
        players: list[str],
        options: tuple[str, ...] = (),
        seed: int = 0,
        scenario: str | None = None,
        seats: dict[str, str] | None = None,
    ) -> Job | None:
        """A new game on the worker; ``seats``: player id -> level of the seats computers play
        (they start at once)."""

        def work(progress: Any, cancel: Any) -> History:
            return History.new(title, players, options, seed, scenario, seats)

        def done(history: History) -> None:
            self.set_history(history, None, self.tr("new {0} game").format(title), dirty=True, autoplay=True)
            self.message.emit(self.tr("New {0} game for %n players", "", len(players)).format(title))

        return self._start(work, self.tr("Setting up {0}").format(title), done)
