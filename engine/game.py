"""``Game``: one game of one title, built from its setup and the actions processed so far.

Event sourcing: the state is the result of ``process``-ing the actions in order.  An action
either succeeds completely (with its ``auto_actions``) or is refused leaving the game exactly as it
was.  Actions are applied in place (no copy per action); a refusal halfway rebuilds the state
from a checkpoint copy taken every ``CHECKPOINT_EVERY`` actions by replaying the few since.  A
state handed out (``state``, ``fork``, ``copy.copy``) is never changed again: the next action
works on a copy of it.  ``trial`` works on a copy.
Actions use the 18xx.games JSON vocabulary and ids (see engine/actions.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine.actions import IGNORED, entity_key, malformed, normalise
from engine.board import Board, new_board
from engine.departures import Compat
from engine.entities import BANK, id_of, kind_of, player_key, to_jsonable
from engine.errors import IllegalAction, NotPlayable
from engine.i18n import Msg, msg
from engine.state import State, Static
from engine.title import load_title
from engine.titles import is_playable, title_for
from engine.titles.base import END_TIMINGS, Title

CHECKPOINT_EVERY = 32  # actions between the copies a refusal rebuilds from (at most that many replayed)
#: the same while a whole log is replayed (engine/io/replay.py): a copy of the state costs a few
#: actions' work, and only the first refusal, which ends the replay, rebuilds from one
REPLAY_CHECKPOINT_EVERY = 128
KEEP_PROBES = 4  # legal_actions keeps the states its accepted candidates led to when asked for this few
_NO_PROBES: tuple = (None, 0, [])


class Game:
    checkpoint_every = CHECKPOINT_EVERY  # (``REPLAY_CHECKPOINT_EVERY`` while replaying a log)

    def __init__(
        self,
        title: str,
        players: list[tuple[str | int, str]],
        *,
        options: Sequence[str] = (),
        seed: int = 0,
        scenario: str | None = None,
        compat: Compat | str = Compat.NATIVE,
        strict_options: bool | None = None,
    ) -> None:
        """``strict_options``: refuse an optional rule the player count or scenario cannot use
        (default: in a game of our own; 18xx.games lets one sit there, ignored).  A game rebuilt
        from a record keeps the options it was played with (``engine.io.replay``, self-play)."""
        info = load_title(title)
        if not info.players[0] <= len(players) <= info.players[1]:
            raise IllegalAction(
                msg(
                    "{title} is for {low}-{high} players, not {count}",
                    title=title,
                    low=info.players[0],
                    high=info.players[1],
                    count=len(players),
                )
            )
        if not is_playable(title):
            raise NotPlayable(msg("{title} cannot be played yet: only its board can be viewed", title=info.name))
        compat = Compat.of(compat)
        strict = compat is Compat.NATIVE if strict_options is None else strict_options
        variants = info.variants(len(players), tuple(options), scenario, strict=strict)
        if compat.plays_site:  # the map as 18xx.games has it (map.toml [variant.site_compat])
            variants += ("site_compat",)
        rules = title_for(title, tuple(options))
        self._start(rules, new_board(title, variants), players, seed=seed, compat=compat)

    @classmethod
    def of_title(
        cls,
        rules: Title,
        board: Board,
        players: list[tuple[str | int, str]],
        *,
        seed: int = 0,
        compat: Compat | str = Compat.NATIVE,
    ) -> Game:
        """A game of a title given as parts rather than read from assets/ (tests' synthetic
        titles, a title being written): its ``Title`` (with its economics) and its board."""
        game = object.__new__(cls)
        game._start(rules, board, players, seed=seed, compat=Compat.of(compat))
        return game

    def _start(
        self, rules: Title, board: Board, players: list[tuple[str | int, str]], *, seed: int, compat: Compat
    ) -> None:
        static = Static(
            info=rules.info,
            econ=rules.econ,
            title=rules,
            options=rules.options,
            compat=compat,
            departures=rules.departures(compat),
        )
        self.title = rules.info.id
        self.options = rules.options
        self.seed = seed
        self.compat = compat
        self.actions: list[dict] = []
        s = State(static, board, [(str(pid), name) for pid, name in players])
        s.flags = rules.flags_type()
        s.flags.seed = seed  # (titles whose setup draws with the game's seed read it: 18GB)
        rules.setup.setup(s)
        s.round = rules.rounds.first_round(s)
        s.round.setup(s)
        self._s = s
        self._shared = False  # has ``_s`` been handed out (``state``/``fork``)? then never change it
        self._ckpt, self._ckpt_n = s.clone(), 0  # a state nobody changes, after that many actions
        self._probes: tuple[State | None, int, list[tuple[dict, str, State]]] = _NO_PROBES

    # ------------------------------------------------------------------ processing
    def process(self, action: dict) -> None:
        """Play ``action`` or refuse it (IllegalAction) leaving the game exactly as it was.

        The action is applied in place on the game's own state: no copy per action, which was a
        third of a replay.  A refusal halfway through (or an engine bug) throws that state away and
        rebuilds it from the last checkpoint by replaying the few accepted actions since
        (deterministic, so the rebuilt state is the same).  A state handed out through ``state``
        or given to ``fork`` is never changed: the next action works on a copy of it, and that
        state becomes the checkpoint."""
        if self._s.finished:
            raise IllegalAction(msg("The game is over"))
        probed = self._probed(action) if self._probes[2] else None
        self._probes = _NO_PROBES
        if probed is not None:  # legal_actions has played it on a copy already: keep that copy
            if self._shared:
                self._ckpt, self._ckpt_n = self._s, len(self.actions)
            self._s, self._shared = probed, False
            self.actions.append(action)
            if len(self.actions) - self._ckpt_n >= self.checkpoint_every:
                self._ckpt, self._ckpt_n = self._s.clone(), len(self.actions)
            return
        if self._shared:
            new = self.trial(action)
            self._ckpt, self._ckpt_n = self._s, len(self.actions)
            self._s, self._shared = new, False
            self.actions.append(action)
            return
        try:
            self._apply_all(self._s, action)
        except BaseException:
            self._s = self._rebuilt()
            raise
        self.actions.append(action)
        if len(self.actions) - self._ckpt_n >= self.checkpoint_every:
            self._ckpt, self._ckpt_n = self._s.clone(), len(self.actions)

    def _rebuilt(self) -> State:
        """The state after ``self.actions``, from the checkpoint (which is never changed)."""
        s = self._ckpt.clone(keep_answers=True)
        for a in self.actions[self._ckpt_n :]:
            self._apply_all(s, a)
        return s

    def trial(self, action: dict) -> State:
        """The state ``action`` would lead to, without committing it (raises IllegalAction with the
        engine's sentence).  The desktop's menus probe their choices with it, so what they offer
        and the figures they show are the engine's own."""
        if self._s.finished:
            raise IllegalAction(msg("The game is over"))
        trial = self._s.clone(keep_answers=True)
        self._apply_all(trial, action)
        return trial

    def _apply_all(self, s: State, action: dict) -> None:
        """``action`` and its ``auto_actions`` on ``s`` (which may be left half-changed on a refusal)."""
        try:
            self._apply(s, action)
            for auto in action.get("auto_actions") or []:
                if s.finished:
                    break
                self._apply(s, auto)
        except IllegalAction:
            raise
        except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
            # A malformed field the checks did not foresee: still a refusal, never a crash (the
            # caller throws the half-changed state away).
            raise IllegalAction(malformed(action.get("type"), exc)) from exc

    def _apply(self, s: State, raw: dict) -> None:
        kind = raw.get("type")
        if type(kind) is str and kind in IGNORED:  # (any other type: ``normalise`` refuses it)
            return
        action = normalise(raw)
        action["_entity"] = entity_key(s, raw)
        if kind == "end_game":
            s.unsettle()
            self._end(s, "manually_ended")
            return
        assert s.round is not None
        s.round.process(s, action)
        s.title.rounds.action_processed(s, action)
        self._after_action(s)

    def _after_action(self, s: State) -> None:
        reason, timing = self._end_check(s)
        if timing == "immediate":
            self._end(s, reason)
            return
        guard = 0
        while not s.finished and self._settled_finished(s):
            s.unsettle()
            guard += 1
            if guard > 50:
                raise IllegalAction(msg("The engine could not find a next round"))
            for p in s.player.values():
                p.passed = False
            if s.title.rounds.round_finishing(s):  # the finished round's own end may trigger the game's
                reason, timing = self._end_check(s)
                if timing == "immediate":
                    self._end(s, reason)
                    return
            if timing and self._end_now(s, timing):
                self._end(s, reason)
                return
            self._next_round(s)

    @staticmethod
    def _settled_finished(s: State) -> bool:
        """Is the round over?  Asked with the state settled (``State.settle``): when it is not,
        the answers stay for the next action's search for its step."""
        s.settle()
        return s.round.finished(s)

    def _end_check(self, s: State) -> tuple[str | None, str | None]:
        """The end triggered so far and its timing: of the title's end conditions that hold
        now, the one with the soonest timing wins over an earlier, later one."""
        triggers = s.title.endgame.end_triggers(s)
        for reason, timing in s.econ.end_game.items():
            if not triggers.get(reason):
                continue
            if s.end_trigger and END_TIMINGS.index(timing) >= END_TIMINGS.index(s.end_trigger[1]):
                continue
            s.end_trigger = (reason, timing)
            if timing == "one_more_full_or_set":
                if s.flags.end_trigger_turn is None:
                    s.flags.end_trigger_turn = s.turn
        return s.end_trigger if s.end_trigger else (None, None)

    def _end_now(self, s: State, timing: str) -> bool:
        return s.title.endgame.end_now(s, timing)

    def _end(self, s: State, reason: str | None) -> None:
        s.finished = True
        s.end_reason = reason
        s.note(_game_over(reason))

    def _next_round(self, s: State) -> None:
        s.round = s.title.rounds.next_round(s)
        s.round.setup(s)

    def __copy__(self) -> Game:
        """A shallow copy shares the current state: from now on neither game changes it."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        self._shared = other._shared = True
        other._probes = _NO_PROBES  # a probed state goes to one game only
        return other

    def fork(self, state: State, actions: list[dict]) -> Game:
        """A game continuing from ``state``, one this game (or a fork of it) held after
        processing exactly ``actions`` — undo, the past view and "play from here" resume from
        kept states this way instead of replaying.  The state is shared, never changed: every
        ``process`` works on a copy of it."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        if state is self._s:
            self._shared = True
        other._s = state
        other._shared = True
        other._probes = _NO_PROBES  # a probed state goes to one game only
        other._ckpt, other._ckpt_n = state, len(actions)
        other.actions = list(actions)
        return other

    # ------------------------------------------------------------------ queries
    @property
    def finished(self) -> bool:
        return self._s.finished

    @property
    def state(self) -> State:
        """Read-only view for the desktop and tests (do not mutate).  It stays as it is: the next
        ``process`` works on a copy of a state once it has been handed out."""
        self._shared = True
        return self._s

    @property
    def live(self) -> State:
        """The current state for a look that ends before the next ``process`` (self-play's checks,
        candidate actions): unlike ``state`` it does not make the next action copy it.  Never keep
        it or change it."""
        return self._s

    def result(self) -> dict[str, int]:
        """The players' scores as the title counts them (``EndgamePolicy.final_scores``)."""
        return self._s.title.endgame.final_scores(self._s)

    def money_total(self) -> int:
        return self._s.ledger.total()

    def expected(self) -> dict:
        s = self._s
        rnd = s.round
        step = rnd.active_step(s) if rnd else None
        ent = step.current_entity(s) if step else None
        types = rnd.actions_for(s, ent) if ent and rnd else []
        return {
            "entity": id_of(ent) if ent else None,
            "entity_type": {"player": "player", "corp": "corporation", "minor": "minor", "company": "company"}.get(
                kind_of(ent), None
            )
            if ent
            else None,
            "types": types,
            "round": f"{rnd.short} {s.turn}.{rnd.round_num}" if rnd else None,
            "step": step.description if step else None,
        }

    def snapshot(self) -> dict:
        s = self._s
        rnd = s.round
        return to_jsonable(
            {
                "title": self.title,
                "options": list(self.options),
                "turn": s.turn,
                "round": {
                    "name": rnd.name if rnd else None,
                    "num": rnd.round_num if rnd else None,
                    "entities": rnd.entities if rnd else [],
                    "index": rnd.entity_index if rnd else 0,
                    "data": rnd.data.jsonable() if rnd else {},
                    "steps": [
                        {
                            "name": type(st).__name__,
                            "passed": st.passed,
                            **{k: v for k, v in vars(st).items() if k not in ("opts", "passed", "acted")},
                        }
                        for st in (rnd.steps if rnd else [])
                    ],
                },
                "players": s.players,
                "player": s.player,
                "cash": s.ledger.cash,
                "bank_broken": s.ledger.bank_broken,
                "companies": s.companies,
                "corps": s.corps,
                "minors": s.minors,
                "shares": {k: (v.owner, v.buyable) for k, v in s.shares.items()},
                "trains": s.trains,
                "upcoming": s.upcoming,
                "discarded": s.discarded,
                "market": {",".join(map(str, k)): v for k, v in s.market.cells.items() if v},
                "phase": s.phase_name,
                "reservations": s.reservations,
                "cert_limit_adjust": s.cert_limit_adjust,
                "finished": s.finished,
                "end": [s.end_reason, list(s.end_trigger) if s.end_trigger else None],
                "flags": s.flags.jsonable(),
                "board": {
                    h: [
                        st.tile_id,
                        st.tile.name,
                        st.rotation,
                        {str(k): v for k, v in st.tokens.items()},
                        [(b.edge, b.type, b.cost) for b in st.borders],
                    ]
                    for h, st in sorted(s.board.state.items())
                },
            }
        )

    def accepted(self, candidates: Iterable[dict], limit: int = 40) -> list[dict]:
        """Up to ``limit`` of ``candidates`` that the engine accepts now, each tried on a copy of
        the state (``engine.play.candidates.legal_actions`` feeds it self-play's candidates).  The
        states reached are kept for a following ``process`` of one of them."""
        out: list[dict] = []
        probes: list[tuple[dict, str, State]] = []
        opened = self._s.querying()  # the state does not change here: its answers hold throughout
        try:
            for cand in candidates:
                try:
                    probe = self._s.clone(keep_answers=True)
                    self._apply(probe, cand)
                except IllegalAction:
                    continue
                out.append(cand)
                if limit <= KEEP_PROBES and not cand.get("auto_actions"):
                    probes.append((cand, repr(cand), probe))
                if len(out) >= limit:
                    break
        finally:
            if opened:
                self._s.done_querying()
        # self-play processes one of these next: that state is already worked out
        self._probes = (self._s, len(self.actions), probes)
        return out

    def _probed(self, action: dict) -> State | None:
        """The state ``accepted`` reached with this very action (unchanged since) from the
        current state, if it did."""
        base, n, probes = self._probes
        if base is not self._s or n != len(self.actions):
            return None
        for cand, seen, probe in probes:
            if cand is action and repr(action) == seen:  # (the very dict, not changed since)
                return probe
        return None


__all__ = ["Game", "BANK", "player_key"]


def _game_over(reason: str | None) -> Msg:
    """The log line of the game's end, one whole sentence per reason the engine knows."""
    if reason == "bank":
        return msg("-- Game over (bank) --")
    if reason == "bankrupt":
        return msg("-- Game over (bankrupt) --")
    if reason == "stock_market":
        return msg("-- Game over (stock_market) --")
    if reason == "manually_ended":
        return msg("-- Game over (manually_ended) --")
    return msg("-- Game over ({reason}) --", reason=reason)
