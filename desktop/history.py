"""One game's history for the desktop: the live ``Game``, the actions that made it, the state after
each of them, a readable log, and undo / redo / "play from here".  Pure Python, no Qt, no rules.

Event sourcing: a game *is* its setup plus its action list.  ``Game.process`` tries every action
on a copy of the state and swaps the copy in, so the state object it held before is never changed
again: the history keeps those objects as checkpoints (every one of the last ``KEEP_RECENT``
actions, then every ``KEEP_EVERY``-th).  Undo rewinds the live game to the checkpoint before the
last action and replays the few actions after it (the same replay path as loading a file), so it
costs milliseconds instead of a full replay; the tests check that the result equals a fresh replay
of ``actions[:-1]`` snapshot for snapshot.
"""

from __future__ import annotations

import copy
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.actions import action_summary, entity_key
from engine.departures import Compat
from engine.errors import Cancelled, DataError, IllegalAction, RoundhouseError
from engine.game import Game
from engine.i18n import localize, reason
from engine.io.document import STATE_HASH_EVERY, Document, native_document, state_hash
from engine.io.log import effective_actions, to_process
from engine.io.replay import new_game
from engine.play import programs as prog
from engine.play.narrate import narrate
from engine.titles import is_playable
from engine.views import holder_name, round_label

KEEP_RECENT = 40
KEEP_EVERY = 4

Progress = Callable[[int, int], Any]
Cancel = Callable[[], bool]


@dataclass(frozen=True)
class LogEntry:
    n: int  # how many actions have been processed after this one (1-based position)
    action_id: Any
    type: str
    round: str  # round label before the action ("SR 2", "OR 3.1")
    actor: str
    lines: tuple[str, ...]  # what the engine logged while processing it, in players' words
    detail: str = ""  # e.g. a dividend's kind
    round_after: str = ""  # the round label after the action (differs when it started a round)
    opening: int | None = None  # lines[opening:] are the new round's first notes (None: no new round)
    reason: str = ""  # why a computer seat chose it ("" : a person's action); a Msg while fresh

    @property
    def own_lines(self) -> tuple[str, ...]:
        """The notes of the action itself (without those of the round it started)."""
        return self.lines if self.opening is None else self.lines[: self.opening]

    @property
    def opening_lines(self) -> tuple[str, ...]:
        """The first notes of the round this action started, shown under that round's heading."""
        return () if self.opening is None else self.lines[self.opening :]

    def summary(self, language: str | None = None) -> str:
        return localize(action_summary(self.actor, self.type, self.detail), language)

    def text(self, language: str | None = None) -> str:
        """The engine's own sentences (the action's, not the next round's) in ``language``
        (default: the engine's current one), led by who did what when they do not say it."""
        lines = self.shown(self.own_lines, language)
        if not lines:
            return self.summary(language)
        body = "; ".join(lines)
        if lines[0].startswith(self.actor + " "):
            return body
        return f"{self.summary(language)} — {body}"

    @staticmethod
    def shown(lines: tuple[str, ...], language: str | None = None) -> list[str]:
        """Engine sentences in ``language`` (default: the engine's current one)."""
        return [localize(line, language) for line in lines]


@dataclass
class LoadReport:
    processed: int
    total: int
    error: str | None = None  # the refusal sentence of the first action the engine refused
    divergence: int | None = None  # first recorded state hash that differs
    seconds: float = 0.0

    @property
    def complete(self) -> bool:
        return self.error is None and self.processed == self.total


@dataclass
class History:
    game: Game
    base: dict[str, Any]  # the document without its actions (title, players, settings...)
    compat: Compat = Compat.NATIVE
    scenario: str | None = None
    actions: list[dict] = field(default_factory=list)  # source actions, as written in files
    processed: list[dict] = field(default_factory=list)  # what Game.process received for each
    entries: list[LogEntry] = field(default_factory=list)
    redo_stack: list[dict] = field(default_factory=list)  # last = next to redo
    hashes: dict[int, str] = field(default_factory=dict)
    next_id: int = 1
    keep_recent: int = KEEP_RECENT  # checkpoints: every one of the last N...
    keep_every: int = KEEP_EVERY  # ... then every k-th
    note: str = ""  # the players' free text, kept in our file only
    #: programmed actions (auto-pass) and their cancellations: (processed actions before it, action)
    program_log: list[tuple[int, dict]] = field(default_factory=list)
    #: the seats a computer plays: player id (as text) -> level (``engine.bots.LEVELS``)
    seats: dict[str, str] = field(default_factory=dict)
    #: why a computer played an action: action id (as text) -> one line (a Msg while fresh, so
    #: the log shows it in the language of the moment; the English text once saved and loaded)
    reasons: dict[str, str] = field(default_factory=dict)
    _states: dict[int, Any] = field(default_factory=dict)
    _since: dict[tuple[int, int], Any] = field(default_factory=dict)  # programs as set, by (at, id)

    # ------------------------------------------------------------------ building
    @classmethod
    def new(
        cls,
        title: str,
        players: list[str],
        options: tuple[str, ...] = (),
        seed: int = 0,
        scenario: str | None = None,
        seats: dict[str, str] | None = None,
    ) -> History:
        """A fresh native game; players get ids 1..n in seating order (``seats``: the ids of
        those a computer plays, with its level)."""
        pl: list[tuple[str | int, str]] = [(i + 1, name) for i, name in enumerate(players)]
        game = Game(title, pl, options=tuple(options), seed=seed, scenario=scenario, compat=Compat.NATIVE)
        base = {
            "id": seed,
            "title": title,
            "players": [{"id": pid, "name": name} for pid, name in pl],
            "settings": {"seed": seed, "optional_rules": list(options)},
            "status": "active",
        }
        h = cls(game=game, base=base, compat=Compat.NATIVE, scenario=scenario)
        h.seats = {str(k): v for k, v in (seats or {}).items()}
        h._states[0] = game.state
        return h

    @classmethod
    def load(
        cls,
        doc: Document,
        progress: Progress | None = None,
        cancel: Cancel | None = None,
        upto: int | None = None,
        keep_all: bool = False,
    ) -> tuple[History, LoadReport]:
        """Replay a document (undo/redo and messages applied as 18xx.games does).  Stops at the
        first action the engine refuses, reporting its sentence; raises ``Cancelled``."""
        t0 = time.perf_counter()
        if not is_playable(doc.title):
            raise DataError(
                f"{doc.source}: {doc.title} games cannot be played with this build yet "
                "(its rules are not in the engine)"
            )
        game = new_game(doc)
        base = {k: copy.deepcopy(v) for k, v in doc.data.items() if k not in ("actions", "roundhouse")}
        h = cls(game=game, base=base, compat=doc.compat, scenario=doc.scenario, note=doc.note)
        known = {str(p.get("id")) for p in base.get("players", []) if isinstance(p, dict)}
        h.seats = {pid: level for pid, level in doc.seats.items() if pid in known}
        h.reasons = doc.reasons
        if keep_all:
            h.keep_recent = 1 << 30
        h._states[0] = game.state
        ids = [a["id"] for a in doc.actions if isinstance(a.get("id"), int)]
        h.next_id = max(ids, default=0) + 1
        todo: list[tuple[dict, dict]] = []
        for source in effective_actions(doc.actions, cancel):
            out = to_process(source)
            if out is not None:
                todo.append((source, out))
            elif prog.is_program_type(source.get("type")):
                h.program_log.append((len(todo), source))
        h.program_log += [
            (int(p["at"]), {k: v for k, v in p.items() if k != "at"})
            for p in doc.programs
            if prog.is_program_type(p.get("type"))
        ]
        h.program_log.sort(key=lambda item: item[0])
        if upto is not None:
            todo = todo[: max(0, upto)]
            h.program_log = [(at, a) for at, a in h.program_log if at <= len(todo)]
        report = LoadReport(0, len(todo))
        for i, (source, action) in enumerate(todo):
            if cancel is not None and cancel():
                raise Cancelled()
            try:
                h._process(source, action)
            except IllegalAction as exc:
                what = f"action {source.get('id')}" if source.get("id") is not None else f"action #{i + 1}"
                report.error = f"{what} ({source.get('type')}) was refused: {reason(exc)}"
                break
            except (RecursionError, MemoryError, Exception) as exc:  # an engine bug must not kill a load
                what = f"action {source.get('id')}" if source.get("id") is not None else f"action #{i + 1}"
                report.error = (
                    f"{what} ({source.get('type')}) made the engine fail: {type(exc).__name__}: {reason(exc)}"
                )
                break
            n = i + 1
            report.processed = n
            want = doc.state_hashes.get(n)
            if want is not None and report.divergence is None and h.hashes.get(n, state_hash(h.game)) != want:
                report.divergence = n
            if progress is not None and (n % 10 == 0 or n == len(todo)):
                progress(n, len(todo))
        report.seconds = time.perf_counter() - t0
        return h, report

    # ------------------------------------------------------------------ queries
    @property
    def state(self) -> Any:
        return self.game.state

    @property
    def title(self) -> str:
        return self.game.title

    def __len__(self) -> int:
        return len(self.actions)

    def player_names(self) -> list[str]:
        return [str(p.get("name")) for p in self.base.get("players", [])]

    def state_at(self, n: int) -> Any:
        """The state after the first ``n`` actions (0 = the setup).  Read-only."""
        if not 0 <= n <= len(self.actions):
            raise IndexError(f"no state after {n} actions (the game has {len(self.actions)})")
        if n == len(self.actions):
            return self.game.state
        if n in self._states:
            return self._states[n]
        k = max(i for i in self._states if i <= n)
        g = self.game.fork(self._states[k], self.processed[:k])
        for a in self.processed[k:n]:
            g.process(a)
        return g.state

    def index_of_id(self, action_id: Any) -> int | None:
        """Position of the action with this id (the state *before* it is ``state_at(index)``)."""
        for i, a in enumerate(self.actions):
            if str(a.get("id")) == str(action_id):
                return i
        return None

    def copy(self, n: int | None = None) -> History:
        """An independent history of the first ``n`` actions (all by default) sharing the kept
        states (which never change)."""
        n = len(self.actions) if n is None else n
        state = self.state_at(n)
        h = History(
            game=self.game.fork(state, self.processed[:n]),
            base=copy.deepcopy(self.base),
            compat=self.compat,
            scenario=self.scenario,
            actions=list(self.actions[:n]),
            processed=list(self.processed[:n]),
            entries=list(self.entries[:n]),
            hashes={k: v for k, v in self.hashes.items() if k <= n},
            next_id=self.next_id,
            keep_recent=self.keep_recent,
            keep_every=self.keep_every,
        )
        h._states = {k: v for k, v in self._states.items() if k <= n}
        h._states[n] = state
        h.note = self.note
        h.seats = dict(self.seats)
        h.reasons = dict(self.reasons)
        h.program_log = [(at, a) for at, a in self.program_log if at <= n]
        return h

    # ------------------------------------------------------------------ changing
    def _process(self, source: dict, action: dict) -> LogEntry:
        before = self.game.state
        self.game.process(action)  # raises IllegalAction with the state untouched
        after = self.game.state
        key: str | None
        try:
            key = entity_key(before, action)
            actor = holder_name(before, key)
        except RoundhouseError:
            key, actor = None, str(action.get("entity", "?"))
        n = len(self.actions) + 1
        detail = action.get("kind") if action.get("type") == "dividend" else ""
        told = narrate(before, action, after, after.log[len(before.log) :], key)
        rounds = (round_label(before), round_label(after))
        entry = LogEntry(
            n,
            source.get("id"),
            str(action.get("type")),
            rounds[0],
            actor,
            told.lines,
            str(detail or ""),
            rounds[1],
            told.opening if rounds[1] != rounds[0] and rounds[1] else None,
            self.reasons.get(str(source.get("id")), ""),
        )
        self.actions.append(source)
        self.processed.append(action)
        self.entries.append(entry)
        self._states[n] = after
        old = n - self.keep_recent
        if old > 0 and old % self.keep_every:
            self._states.pop(old, None)
        if n % STATE_HASH_EVERY == 0:
            self.hashes[n] = state_hash(self.game)
        if isinstance(source.get("id"), int):
            self.next_id = max(self.next_id, source["id"] + 1)
        return entry

    def process(self, action: dict, reason: str = "") -> LogEntry:
        """Play a new action (gives it the next id).  Clears the redo stack.  Raises IllegalAction.
        ``reason``: why a computer seat chose it (kept in our file, shown in the log)."""
        source = dict(action)
        if not isinstance(source.get("id"), int) or isinstance(source.get("id"), bool):
            source["id"] = self.next_id
        processed = to_process(source)
        if processed is None:
            raise IllegalAction(f"A {source.get('type')} action changes nothing")
        key = str(source["id"])
        if reason:
            self.reasons[key] = reason
        try:
            entry = self._process(source, processed)
        except BaseException:
            if reason:
                self.reasons.pop(key, None)
            raise
        self.redo_stack.clear()
        return entry

    def can_undo(self) -> bool:
        return bool(self.actions)

    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def rewind(self, n: int) -> list[dict]:
        """Drop the actions after the first ``n``; returns them (oldest first)."""
        if not 0 <= n <= len(self.actions):
            raise IndexError(n)
        if n == len(self.actions):
            return []
        state = self.state_at(n)
        dropped = self.actions[n:]
        self.game = self.game.fork(state, self.processed[:n])
        del self.actions[n:], self.processed[n:], self.entries[n:]
        self._states = {k: v for k, v in self._states.items() if k <= n}
        self._states[n] = state
        self.hashes = {k: v for k, v in self.hashes.items() if k <= n}
        self.program_log = [(at, a) for at, a in self.program_log if at <= n]
        self._since = {k: v for k, v in self._since.items() if k[0] <= n}
        return dropped

    def undo(self) -> bool:
        if not self.actions:
            return False
        self.redo_stack.append(self.rewind(len(self.actions) - 1)[0])
        return True

    def redo(self) -> LogEntry | None:
        if not self.redo_stack:
            return None
        source = self.redo_stack[-1]
        entry = self._process(source, to_process(source) or source)
        self.redo_stack.pop()
        return entry

    def play_from(self, n: int) -> int:
        """Continue from the state after ``n`` actions: the later ones go onto the redo stack (an
        undo-able branch: redo puts them back one by one).  Returns how many were set aside."""
        dropped = self.rewind(n)
        self.redo_stack = list(reversed(dropped))
        return len(dropped)

    # ------------------------------------------------------------------ programmed passes
    def programs(self) -> list[prog.Program]:
        """The programs set and not cancelled by a ``program_disable`` (whether each still
        holds in a state: ``prog.active``), rebuilt from the log and the states it replays."""
        out: dict[tuple[str, str], prog.Program] = {}
        for at, action in self.program_log:
            player = str(action.get("entity"))
            if action.get("type") == prog.DISABLE:
                kinds = [action["original_type"]] if action.get("original_type") in prog.KINDS else list(prog.KINDS)
                for kind in kinds:
                    out.pop((player, kind), None)
            elif at <= len(self.actions):
                key = (at, id(action))
                if key not in self._since:  # the state after ``at`` actions never changes
                    self._since[key] = prog.start(self.state_at(at), action, at)
                out[(player, str(action["type"]))] = self._since[key]
        return list(out.values())

    def active_programs(self) -> list[prog.Program]:
        """The programs that hold now."""
        return prog.active(self.programs(), self.state)

    def set_program(self, player: str, type_: str) -> None:
        """Record a programmed pass for ``player`` (refused with a sentence when the round is
        not one it applies to)."""
        why = prog.refusal(self.state, player, type_)
        if why:
            raise IllegalAction(why)
        self.program_log.append((len(self.actions), prog.program_action(player, type_, self._take_id())))

    def cancel_program(self, player: str, type_: str, reason: str) -> None:
        """Record that ``player`` no longer wants the program (18xx.games' ``program_disable``)."""
        action = prog.disable_action(player, reason, self._take_id())
        action["original_type"] = type_
        self.program_log.append((len(self.actions), action))

    def due_program(self) -> prog.Due | None:
        """The programmed pass the engine makes now, if any."""
        return prog.due(self.programs(), self.state)

    def _take_id(self) -> int:
        n = self.next_id
        self.next_id += 1
        return n

    def _saved_actions(self) -> tuple[list[dict], list[dict]]:
        """The action list with the programs the site knows in their places, and the others
        (with their place ``at``) for our metadata."""
        site = [(at, a) for at, a in self.program_log if self._site_program(a)]
        ours = [{"at": at, **a} for at, a in self.program_log if not self._site_program(a)]
        if not site:
            return list(self.actions), ours
        out: list[dict] = []
        i = 0
        for n, action in enumerate(self.actions):
            while i < len(site) and site[i][0] <= n:
                out.append(site[i][1])
                i += 1
            out.append(action)
        out += [a for _, a in site[i:]]
        return out, ours

    @staticmethod
    def _site_program(action: dict) -> bool:
        kind = action.get("type")
        if kind == prog.DISABLE:
            return action.get("original_type", prog.SHARE_PASS) in prog.SITE_TYPES
        return kind in prog.SITE_TYPES

    # ------------------------------------------------------------------ saving
    def document_parts(self) -> dict[str, Any]:
        """What a save needs, copied now (cheap: the action dicts are shared, never changed), so
        the JSON can be built on another thread while the game goes on."""
        g = self.game
        base = {k: v for k, v in self.base.items() if k not in ("result", "game_end_reason", "status")}
        actions, programs = self._saved_actions()
        return {
            "base": base,
            "actions": actions,
            "note": self.note,
            "programs": programs,
            "seats": dict(self.seats),
            "reasons": self._saved_reasons(),
            "state_hashes": dict(self.hashes),
            "status": "finished" if g.finished else "active",
            "result": {str(k): v for k, v in g.result().items()} if g.finished else None,
            "game_end_reason": g.state.end_reason if g.finished else None,
            "compat": self.compat.value,  # (the string, in the file)
            "scenario": self.scenario,
        }

    def _saved_reasons(self) -> dict[str, str]:
        """The reasons of the actions still in the game (those undone and not redone go), in
        English with their templates: a file reads the same in every language, and the log
        shows them in the reader's (engine/io/reasons.py)."""
        ids = {str(a.get("id")) for a in self.actions} | {str(a.get("id")) for a in self.redo_stack}
        return {k: v for k, v in self.reasons.items() if k in ids}

    def document(self) -> dict[str, Any]:
        """The native save of this game (18xx.games fields + our metadata)."""
        return build_document(self.document_parts())


def build_document(parts: dict[str, Any]) -> dict[str, Any]:
    p = dict(parts)
    return native_document(p.pop("base"), p.pop("actions"), **p)
