"""Replay a game document through the rules engine.

``replay(doc)`` builds a ``Game`` from the document's title, players (in order), optional rules,
seed and compatibility mode, and feeds it the effective actions (undo/redo applied, messages and
program intents left out, see ``engine.io.log``).  It never raises for a bad action: the first
refused action stops the replay, its id and the engine's sentence are reported, and the game is
left in the state just before it, so a caller can show it or continue from there.

For native saves, the recorded state hashes are checked as the replay passes their action counts;
the first count whose hash differs is reported.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from engine.errors import Cancelled, DataError, IllegalAction, RoundhouseError
from engine.i18n import Msg, msg
from engine.io.document import STATE_HASH_EVERY, Document, state_hash
from engine.io.log import Cancel, game_actions

GameFactory = Callable[..., Any]


def default_factory() -> GameFactory:
    """``Game``, keeping a record's optional rules as they were played (an option that another
    player count ignores, in a save written before such options were refused, still loads)."""
    from functools import partial

    from engine.game import Game

    return partial(Game, strict_options=False)


@dataclass
class ReplayError:
    """The action the engine refused (or choked on)."""

    index: int  # 0-based position among the processed actions
    action_id: Any  # the recorded action's id (None if it had none)
    action_type: str
    sentence: str
    kind: str = "illegal"  # "illegal": IllegalAction; "engine": any other exception (a bug)

    def line(self) -> str:
        """ "action 12 (buy_shares) is illegal: <the engine's refusal>"."""
        kind, reason = self.action_type, self.sentence
        if self.action_id is None:
            n = self.index + 1
            if self.kind == "illegal":
                return msg("action #{number} ({action}) is illegal: {reason}", number=n, action=kind, reason=reason)
            return msg(
                "action #{number} ({action}) made the engine fail: {reason}", number=n, action=kind, reason=reason
            )
        if self.kind == "illegal":
            return msg("action {id} ({action}) is illegal: {reason}", id=self.action_id, action=kind, reason=reason)
        return msg(
            "action {id} ({action}) made the engine fail: {reason}", id=self.action_id, action=kind, reason=reason
        )


@dataclass
class ReplayResult:
    game: Any
    processed: int  # actions given to Game.process successfully
    total: int  # actions the document asks to process (after `upto`)
    error: ReplayError | None = None
    divergence: int | None = None  # first recorded action count whose state hash differs
    state_hashes: dict[int, str] = field(default_factory=dict)  # hashes computed on the way

    @property
    def complete(self) -> bool:
        return self.error is None and self.processed == self.total

    def result_diff(self, expected: dict[str, int] | None) -> dict[str, tuple[int | None, int | None]]:
        """{player id: (recorded, replayed)} for every player whose score differs."""
        if expected is None:
            return {}
        got = {str(k): v for k, v in self.game.result().items()}
        want = {str(k): v for k, v in expected.items()}
        return {p: (want.get(p), got.get(p)) for p in sorted(set(want) | set(got)) if want.get(p) != got.get(p)}


def new_game(doc: Document, game_factory: GameFactory | None = None) -> Any:
    factory = game_factory or default_factory()
    return factory(
        doc.title,
        list(doc.players),
        options=tuple(doc.optional_rules),
        seed=doc.seed,
        scenario=doc.scenario,
        compat=doc.compat,
    )


def _short(exc: BaseException) -> str:
    lines = str(exc).strip().splitlines()
    text = lines[0] if lines else ""
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def replay(
    doc: Document,
    game_factory: GameFactory | None = None,
    upto: int | None = None,
    *,
    record_every: int | None = None,
    cancel: Cancel | None = None,
) -> ReplayResult:
    """Build the game and process the document's actions (the first ``upto`` of them if given).

    ``record_every``: also compute the state hash every that many actions (and at the end), e.g.
    ``STATE_HASH_EVERY`` when writing a native save.  Native documents' recorded hashes are always
    checked.  ``cancel`` is asked while undo/redo are resolved and before every action; once it
    answers True, ``Cancelled`` is raised.
    """
    factory = game_factory or default_factory()
    game = new_game(doc, factory)
    todo = list(game_actions(doc.actions, cancel=cancel))
    if upto is not None:
        todo = todo[: max(0, upto)]
    expected = doc.state_hashes
    res = ReplayResult(game=game, processed=0, total=len(todo))
    try:
        _replay_checkpoints(game, True)
        _process_all(game, doc, factory, todo, expected, record_every, res, cancel)
    finally:
        _replay_checkpoints(res.game, False)
    return res


def _replay_checkpoints(game: Any, on: bool) -> None:
    """Fewer checkpoint copies while a log is replayed (``Game.checkpoint_every``), the usual
    interval again for the play that may follow."""
    from engine.game import REPLAY_CHECKPOINT_EVERY, Game

    if isinstance(game, Game):
        game.checkpoint_every = REPLAY_CHECKPOINT_EVERY if on else Game.checkpoint_every


def _process_all(
    game: Any,
    doc: Document,
    factory: GameFactory,
    todo: list,
    expected: dict[int, str],
    record_every: int | None,
    res: ReplayResult,
    cancel: Cancel | None = None,
) -> None:
    for index, (source, action) in enumerate(todo):
        if cancel is not None and cancel():
            raise Cancelled()
        try:
            game.process(action)
        except IllegalAction as exc:
            sentence = exc.args[0] if exc.args and isinstance(exc.args[0], Msg) else str(exc) or msg("refused")
            res.error = ReplayError(index, source.get("id"), str(source.get("type")), sentence)
            return
        except (RecursionError, MemoryError, Exception) as exc:  # an engine bug must not kill a load
            res.error = ReplayError(index, source.get("id"), str(source.get("type")), _short(exc), "engine")
            # the state may be half-changed: rebuild it up to the action before
            res.game = _rebuild(doc, factory, [a for _, a in todo[:index]])
            return
        res.processed = index + 1
        n = res.processed
        want = expected.get(n)
        if want is not None or (record_every and (n % record_every == 0 or n == len(todo))):
            h = state_hash(game)
            if record_every:
                res.state_hashes[n] = h
            if want is not None and h != want and res.divergence is None:
                res.divergence = n


def _rebuild(doc: Document, factory: GameFactory, actions: list[dict[str, Any]]) -> Any:
    game = new_game(doc, factory)
    for a in actions:
        game.process(a)
    return game


def record_hashes(doc: Document, game_factory: GameFactory | None = None) -> dict[int, str]:
    """State hashes every ``STATE_HASH_EVERY`` actions and at the end, for writing a native save."""
    res = replay(doc, game_factory, record_every=STATE_HASH_EVERY)
    if res.error is not None:
        raise DataError(res.error.line())
    return res.state_hashes


def run_routes_points(doc: Any) -> Iterator[tuple[dict, Any]]:
    """(recorded run_routes action, game state just before it) along a game document's log.

    Stops quietly at the first action the engine refuses (the caller can compare how far it
    got); raises RoundhouseError if the game cannot even be set up."""
    game = new_game(doc)
    for source, action in game_actions(doc.actions):
        if action.get("type") == "run_routes":
            yield source, game.state
        try:
            game.process(action)
        except RoundhouseError:
            return
