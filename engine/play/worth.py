"""What each player is worth: the final scores of a game and everyone's worth at the end of every
round (the end-of-game screen's table and chart).  Pure Python, no Qt.

Totals are always ``State.player_value`` -- the engine's own score, the one ``Game.result`` and a
recorded game's ``result`` hold -- so this module never has a second opinion about who won.  The
breakdown (cash, shares per corporation, privates) is for reading only; if a title's value counts
something else, the difference shows as ``other`` instead of being lost.

The series needs one state per round: the state just after the action that ended the round
(the round label before the next action differs).  Two ways to get them:

* ``worth_series(labels, state_at)`` -- from states a caller already keeps (desktop History keeps
  a checkpoint every few actions, so a state at a round end costs at most a few actions of replay:
  milliseconds for a whole game);
* ``replay_worth_series(game, actions)`` -- one replay of the actions, reading worth whenever the
  round label changes (what a caller with only an action list does; as costly as loading the game).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.entities import player_key
from engine.i18n import msg
from engine.views import round_label

if TYPE_CHECKING:
    from engine.state import State


Cancel = Callable[[], bool]
Progress = Callable[[int, int], Any]

END_REASONS: dict[str, str] = {
    "bank": msg("the bank broke"),
    "bankrupt": msg("a player went bankrupt"),
    "stock_market": msg("a share price reached the end of the stock market"),
    "manually_ended": msg("the players ended the game"),
}


class WorthCancelled(Exception):
    """The caller's cancel callable returned True."""


# ---------------------------------------------------------------------------------- final scores


@dataclass(frozen=True)
class ScoreRow:
    rank: int  # 1 = winner; tied totals share a rank (1, 2, 2, 4)
    pid: str  # player id as in Game.result ("671")
    name: str
    cash: int
    shares: int  # value of all certificates held
    holdings: tuple[tuple[str, int], ...]  # (corporation sym, value of the player's certificates)
    privates: int  # face value of the private companies owned
    companies: tuple[tuple[str, int], ...]  # (private sym, value)
    other: int  # what the title's player value counts beyond the above
    total: int  # State.player_value: the engine's score


@dataclass(frozen=True)
class Scores:
    rows: tuple[ScoreRow, ...]  # in rank order (ties in seating order)
    finished: bool
    end_reason: str | None  # the engine's code ("bank", "manually_ended", ...)
    round: str  # the round the game ended in (or stands in)

    @property
    def winners(self) -> tuple[str, ...]:
        return tuple(r.name for r in self.rows if r.rank == 1)

    @property
    def reason_text(self) -> str:
        """The end in words: "Game over in OR 6.1: the bank broke"."""
        if not self.finished:
            return msg("Standings in {round} (the game is not over)", round=self.round)
        why = END_REASONS.get(self.end_reason or "", (self.end_reason or "").replace("_", " "))
        if why:
            return msg("Game over in {round}: {reason}", round=self.round, reason=why)
        return msg("Game over in {round}", round=self.round)

    def result(self) -> dict[str, int]:
        """{player id: total}, comparable with ``Game.result()`` and a recorded game's result."""
        return {r.pid: r.total for r in self.rows}


def ranked(totals: Sequence[tuple[str, int]]) -> list[tuple[int, str]]:
    """(rank, pid) best first; equal totals share a rank, then keep the given (seating) order."""
    order = sorted(range(len(totals)), key=lambda i: (-totals[i][1], i))
    out: list[tuple[int, str]] = []
    for pos, i in enumerate(order):
        prev = out[-1][0] if out else 1
        same = pos > 0 and totals[order[pos - 1]][1] == totals[i][1]
        out.append((prev if same else pos + 1, totals[i][0]))
    return out


def score_row(state: State, pid: str, rank: int = 0) -> ScoreRow:
    """One player's breakdown; ``total`` is the engine's ``player_value``."""
    key = player_key(pid)
    by_corp: dict[str, int] = {}
    for sh in state.holder_shares(key):
        if state.corps[sh.corp].ipoed:
            by_corp[sh.corp] = by_corp.get(sh.corp, 0) + state.share_value(sh)
    companies = tuple((c.sym, c.value) for c in state.player_companies(key))
    cash = state.cash(key)
    shares = sum(by_corp.values())
    privates = sum(v for _, v in companies)
    total = state.player_value(pid)
    return ScoreRow(
        rank,
        pid,
        state.player[pid].name,
        cash,
        shares,
        tuple(sorted(by_corp.items())),
        privates,
        companies,
        total - cash - shares - privates,
        total,
    )


def final_scores(state: State) -> Scores:
    """The score table of a state (finished or not): every seated player, best first."""
    totals = [(pid, state.player_value(pid)) for pid in state.seating]
    rows = tuple(score_row(state, pid, rank) for rank, pid in ranked(totals))
    return Scores(rows, bool(state.finished), state.end_reason, round_label(state))


# ---------------------------------------------------------------------------------- worth series


@dataclass(frozen=True)
class WorthPoint:
    label: str  # the round that had just ended: "SR 3", "OR 4.2"
    actions: int  # how many actions had been processed
    worth: Mapping[str, int] = field(default_factory=dict)  # {player id: player_value}


@dataclass(frozen=True)
class WorthSeries:
    players: tuple[tuple[str, str], ...]  # (player id, name) in seating order
    points: tuple[WorthPoint, ...]  # one per round played, in order

    def __len__(self) -> int:
        return len(self.points)

    @property
    def labels(self) -> list[str]:
        return [p.label for p in self.points]

    def values(self, pid: str) -> list[int]:
        return [p.worth[pid] for p in self.points]

    def maximum(self) -> int:
        return max((v for p in self.points for v in p.worth.values()), default=0)

    def minimum(self) -> int:
        return min((v for p in self.points for v in p.worth.values()), default=0)


def worth_of(state: State) -> dict[str, int]:
    return {pid: state.player_value(pid) for pid in state.seating}


def players_of(state: State) -> tuple[tuple[str, str], ...]:
    return tuple((pid, state.player[pid].name) for pid in state.seating)


def round_ends(labels: Sequence[str]) -> list[tuple[int, str]]:
    """Where rounds end, from the round label *before* each action (``labels[i]`` for action
    i + 1): [(actions processed when the round ended, its label)].  The last entry is always the
    latest state, labelled with the round its last action was played in."""
    out: list[tuple[int, str]] = []
    for i, label in enumerate(labels):
        if i + 1 == len(labels) or labels[i + 1] != label:
            out.append((i + 1, label))
    return out


def worth_series(
    labels: Sequence[str],
    state_at: Callable[[int], Any],
    cancel: Cancel | None = None,
    progress: Progress | None = None,
) -> WorthSeries:
    """The series from a caller's states: ``state_at(n)`` is the state after ``n`` actions and
    ``labels`` the round label before each action (desktop History: its entries' ``round``)."""
    ends = round_ends(labels)
    players = players_of(state_at(0))
    points: list[WorthPoint] = []
    for i, (n, label) in enumerate(ends):
        if cancel is not None and cancel():
            raise WorthCancelled()
        points.append(WorthPoint(label, n, worth_of(state_at(n))))
        if progress is not None:
            progress(i + 1, len(ends))
    return WorthSeries(players, tuple(points))


def replay_worth_series(
    game: Any, actions: Iterable[dict], cancel: Cancel | None = None, progress: Progress | None = None, total: int = 0
) -> WorthSeries:
    """The series by one replay: ``game`` is a fresh ``Game`` (its setup state), ``actions`` what
    ``Game.process`` takes (``engine.io.log.game_actions`` gives them for a recorded document).
    Worth is read only when the round label changes, so the replay is the whole cost."""
    players = players_of(game.state)
    points: list[WorthPoint] = []
    label: str | None = None
    n = 0
    for n, action in enumerate(actions, start=1):
        if cancel is not None and cancel():
            raise WorthCancelled()
        before = round_label(game.state)
        if label is not None and before != label:
            points.append(WorthPoint(label, n - 1, worth_of(game.state)))
        label = before
        game.process(action)
        if progress is not None and n % 10 == 0:
            progress(n, total or n)
    if label is not None:
        points.append(WorthPoint(label, n, worth_of(game.state)))
    return WorthSeries(players, tuple(points))


__all__ = [
    "END_REASONS",
    "ScoreRow",
    "Scores",
    "WorthCancelled",
    "WorthPoint",
    "WorthSeries",
    "final_scores",
    "ranked",
    "replay_worth_series",
    "round_ends",
    "score_row",
    "worth_of",
    "worth_series",
]
