"""Level ``strong``: ``steady`` looking ahead, within a time (or rollout) budget, stoppable.

``steady`` scores what a person could choose now by rules of thumb, one move deep.  ``strong``
takes the few best of those options (``WIDTH``, distinct actions) and plays each forward on a
branch of the game: the option, then ``HORIZON`` actions chosen by a quick ``steady`` for every
seat (``Rollout``: the same rules without pricing track by the routes it opens, and without
trying every menu choice first: most of steady's time).  The position reached is valued for
every player (``worth``: their score, a part of their companies' assets, less the train a
president will have to pay for) and the option scores its seat's worth minus the best rival's.
steady's own choice is played unless another option beats it in every rollout (at least
``MIN_ROLLOUTS``) and on average by ``MARGIN``.  Every option gets its rollouts with the same
seeds (common random numbers), so a difference between options is the options', not luck's.

Search only where the choice matters: a decision with one option, or where steady's choice
leads every other by ``CLEAR_LEAD`` (routes to run, a train for a company without one), is
answered at once; an option that loses one paired rollout can no longer be chosen and gets no
more, so the search ends when every other option has lost one, or after ``MAX_ROLLOUTS`` each.

Bounded: the search stops at the deadline (``budget`` seconds), when ``rollouts`` rollouts per
option are done (a budget that does not depend on the machine: the tests use it, and the same
seed then gives the same decision), or as soon as ``should_stop()`` says so (the desktop's stop,
from another thread: ``Search.stop``).  It then plays the best option found so far; with no
rollout finished, steady's choice.  Every part of a decision polls the stop: the root's menu
(its choices left are offered untried, and the answer is tried before it is given), the map's
lays hex by hex and tile by tile, the route searches, each rollout action.

Branches never touch the game asked: ``Game.fork`` shares the current state and every action on
the branch works on its own copy (engine/game.py).
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import engine.bots.steady as steady
from engine.bots.base import Decision, acting_seat
from engine.bots.random_bot import RandomBot
from engine.bots.steady import Option, SteadyBot
from engine.entities import id_of, player_key
from engine.errors import IllegalAction
from engine.i18n import msg
from engine.play.menu import MAP_TYPES, menu
from engine.play.routes import expected_runner

if TYPE_CHECKING:
    from engine.game import Game
    from engine.state import State

#: how many of steady's best distinct options are searched
WIDTH = 3
#: actions played after an option before its position is valued
HORIZON = 16
#: the route search's budget (polls) inside a rollout: the routes only need to be good, not best
ROLLOUT_POLLS = 40
#: the share of a company's treasury and trains counted in its shareholders' worth (their money
#: is the shareholders' only through dividends and the share price, later and not all of it)
ASSETS_WEIGHT = 0.5
#: the share of ``train_duty`` charged to a president's worth
DUTY_WEIGHT = 1.0
#: the search stops at this share of the budget: what is left covers building the answer and the
#: one quick action a rollout may be in when the deadline passes
DEADLINE_SHARE = 0.9
#: steady's own options (the search's starting point) may take this share of the budget: the
#: map's lays are tried until then (the ones found by then are the lays searched)
ROOT_SHARE = 0.6
#: a route search that found nothing within ``ROOT_SHARE`` goes on (``steady.route_options``)
#: until this share of the budget: a company must not run for nothing for want of a moment,
#: and the decision stays within 3 s at a budget of 1 s
HARD_SHARE = 2.0
#: an option is preferred to steady's own only when it beats it in each of at least this many
#: rollouts (the same seeds for both) and on average by ``MARGIN`` of the seat's worth: a short
#: look ahead and a rough valuation must not overturn a rule of thumb on noise
MIN_ROLLOUTS = 2
MARGIN = 0.02
#: rollouts per option after which the search ends even with time left: the budget bounds a
#: decision, it is not a target (a game of a few hundred decisions must stay short)
MAX_ROLLOUTS = 6
#: steady's choice is played without a search when its score leads every other option by this
#: much: a company without a train buying one, routes to run, a presidency's share
CLEAR_LEAD = 4.0


def worth(s: State, pid: str) -> float:
    """A player's position: the title's own score (cash, shares, privates: ``player_value``)
    plus ``ASSETS_WEIGHT`` of their part of the treasury and trains of the companies they hold
    shares in (or own, for a minor), each train at a share of its price (it rusts or is sold
    below price in the end: ``PresentationPolicy.search_train_share``).  Title-neutral: the
    title's hooks are its ``player_value`` and ``PresentationPolicy.search_score``."""
    me = player_key(pid)
    value = s.title.presentation.search_score(s, pid)
    train_share = s.title.presentation.search_train_share
    for corp in (*s.corps.values(), *s.minors.values()):
        if corp.closed or not corp.floated:
            continue
        part = (1.0 if corp.owner == me else 0.0) if corp.minor else s.percent_of(me, corp.sym) / 100.0
        if part <= 0:
            continue
        trains = sum(s.train_price(s.trains[t]) for t in corp.trains if t in s.trains)
        value += ASSETS_WEIGHT * part * (s.cash(corp.key) + train_share * trains)
        if corp.owner == me:
            value -= DUTY_WEIGHT * train_duty(s, corp.key)
    return value


def train_duty(s: State, key: str) -> int:
    """What a company's president will have to find for its next train: the cheapest train the
    depot sells less the treasury, when none of the company's trains outlasts the next train
    sold.  A look ahead of a few actions rarely reaches that purchase; without this, paying out
    the cash a train needs (or buying the presidency of a company that cannot run) looks free
    until the president pays or goes bankrupt.  Nothing where presidents never pay
    (``PresentationPolicy.presidents_pay_for_trains``)."""
    if not s.title.presentation.presidents_pay_for_trains or steady._lasting_trains(s, key):
        return 0
    return max(0, s.min_depot_price() - s.cash(key))


def edge(s: State, pid: str) -> float:
    """The seat's worth minus its best rival's: what a player who plays to win maximises."""
    values = {p: worth(s, p) for p in s.seating}
    rivals = [v for p, v in values.items() if p != pid]
    return values[pid] - (max(rivals) if rivals else 0.0)


class Rollout(SteadyBot):
    """``steady`` made quick for rollouts: the menu's choices and the map's tokens scored by the
    same rules, routes found with a small search budget, and track laid only when the step
    offers nothing else (steady prices lays by the routes they open: most of its time).  The
    menu's choices are not tried one by one (most of a menu's time): ``play`` processes the best
    and, on a refusal, the next (the engine leaves the game unchanged when it refuses)."""

    level = "steady"

    def __init__(self, seed: int | str = 0, cancel: Callable[[], bool] = lambda: False) -> None:
        super().__init__(seed)
        self.cancel = cancel  # polled while the map's lays are tried: the search's stop

    def options(self, game: Game, seat: str) -> list[Option]:
        s = game.state
        m = menu(game, untried=True)
        out = [self._scored(s, player_key(seat), c) for c in m.enabled()]
        if "run_routes" in m.map_types:
            out += _route_options(s, ROLLOUT_POLLS, self.cancel, at_least=0)
        if "place_token" in m.map_types:
            out += steady._tokens(s)
        if "lay_tile" in m.map_types and not out:  # track is all the step allows
            out += bounded_lays(s, self.rng, self.cancel)
        if not out and self.cancel():
            raise _Stopped()  # (not steady's fallback: a search that stops has no use for it)
        return [o for o in out if seat_controls(s, seat, o.action)]

    def play(self, game: Game, seat: str) -> None:
        """Process this policy's choice for ``seat``: the options best first (ties in the order
        its generator draws), the first the engine accepts; none: steady's fallback (any legal
        action).  LookupError when nothing at all is legal."""
        options = self.options(game, seat)
        keys = [self.rng.random() for _ in options]
        ranked = sorted(range(len(options)), key=lambda i: (-options[i].score, keys[i]))
        for i in ranked:
            try:
                game.process(options[i].action)
                return
            except IllegalAction:
                continue
        legal = self.fallback.ranked(game)
        if not legal:
            raise LookupError(f"no choice for seat {seat}")
        game.process(legal[0])


class _Stopped(Exception):
    """A rollout's quick policy was stopped halfway through its options."""


def root_options(
    bot: SteadyBot,
    game: Game,
    seat: str,
    cancel: Callable[[], bool],
    hard_stop: Callable[[], bool] = lambda: False,
) -> list[Option]:
    """steady's options (``SteadyBot.options``: the same rules, the same draws of its generator)
    with the map's lays tried only until ``cancel()``: on a big map under load they can take
    seconds, and a searching level must answer within its budget.  A route search that found
    nothing by then goes on until ``hard_stop()`` (see ``steady.route_options``)."""
    s = game.state
    m = menu(game, cancel=cancel)
    out = [bot._scored(s, player_key(seat), c) for c in m.enabled()]
    if "run_routes" in m.map_types:
        out += _route_options(s, steady.ROUTE_POLLS, cancel, retry=steady.ROUTE_POLLS_RETRY, hard_stop=hard_stop)
    if "lay_tile" in m.map_types:
        out += bounded_lays(s, bot.rng, cancel)
    if "place_token" in m.map_types:
        out += steady._tokens(s)
    return [o for o in out if seat_controls(s, seat, o.action) and bot.fair(s, o.action)]


#: an action's ``entity_type`` -> the kind of holder key it names
_KINDS = {"player": "player", "corporation": "corp", "minor": "minor", "company": "company"}


def seat_controls(s: State, seat: str, action: dict[str, Any]) -> bool:
    """Does ``seat`` decide for the action's acting entity: the player, a company it presides, a
    private it owns?  A shared screen's menu also offers what others may do at any moment (in
    18GB any owner may close a private during anyone's turn); a player acts only for its own."""
    kind = _KINDS.get(str(action.get("entity_type", "player")))
    if kind is None or "entity" not in action:
        return True
    key, me = f"{kind}:{action['entity']}", player_key(seat)
    return key == me or s.owner_player(key) == me


def bounded_lays(s: State, rng: random.Random, cancel: Callable[[], bool]) -> list[Option]:
    """steady's lays tried hex by hex until ``cancel()``; the lays found by then."""
    return steady._lays(s, rng, cancel)


def _route_options(
    s: State,
    budget: int,
    cancel: Callable[[], bool],
    at_least: int = ROLLOUT_POLLS,
    retry: int = 0,
    hard_stop: Callable[[], bool] = lambda: False,
) -> list[Option]:
    """The best routes the search finds within ``budget`` polls, or until ``cancel()`` after
    ``at_least`` polls (steady's ``route_options`` with a stop: under load its 400 polls take
    seconds).  The decision's own routes get at least ``ROLLOUT_POLLS`` (a search stopped at
    once finds nothing, and these routes are played) and, when that search found none, a second
    one of up to ``retry`` polls or until ``hard_stop()``; a rollout's stop at any poll (its
    branch is dropped)."""
    runner = expected_runner(s)
    if runner is None:
        return []
    return steady.route_options(
        s, id_of(runner), lambda polls: polls > budget or (polls > at_least and cancel()), retry, hard_stop
    )


@dataclass
class Candidate:
    """One option searched: steady's option and the edges its rollouts reached."""

    option: Option
    edges: list[float] = field(default_factory=list)


class Search:
    """One decision's search (see the module's docstring).  Build it in the thread that owns
    the game (it branches off the game there), ``run()`` it anywhere (a worker); ``stop()`` may
    be called from any thread, and ``run()`` then returns the best decision found so far."""

    def __init__(
        self,
        game: Game,
        seat: str,
        *,
        seed: int | str = 0,
        budget: float | None = 1.0,
        rollouts: int | None = None,
        should_stop: Callable[[], bool] | None = None,
        width: int = WIDTH,
        horizon: int = HORIZON,
        people: Collection[str] = (),
        computers: Collection[str] = (),
    ) -> None:
        # the game as it is now, on a branch of its own: the caller's game may go on (or be
        # read) in another thread while this search runs in a worker
        self.game = game.fork(game.state, game.actions)
        self.seat, self.seed = seat, seed
        self.budget, self.rollouts = budget, rollouts
        self.should_stop = should_stop
        self.width, self.horizon = width, horizon
        self.people = people  # the seats people play: see ``SteadyBot.fair``
        self.computers = computers  # advising a person: the seats computers play (ditto)
        self._stop = threading.Event()
        self._deadline = self._root_deadline = self._hard_deadline = float("inf")
        self.finished_rollouts = 0
        self._root_cut = False  # the root's options were cut short by the deadline or a stop
        self.searched = False  # False: answered at once (forced, obvious, or stopped before)

    def stop(self) -> None:
        """Ask the search to end now (it answers with the best found so far)."""
        self._stop.set()

    def _root_cancel(self) -> bool:
        """steady's options may use up to ``ROOT_SHARE`` of the budget (the rest is the search's)."""
        if self.stopped() or time.perf_counter() > self._root_deadline:
            self._root_cut = True
        return self._root_cut

    def _hard_stop(self) -> bool:
        """A route search that found nothing within the root's share may go on until the stop or
        ``HARD_SHARE`` of the budget: the one case where the budget is overrun, still bounded."""
        return self._asked_to_stop() or time.perf_counter() > self._hard_deadline

    def _asked_to_stop(self) -> bool:
        """Did ``stop()`` or ``should_stop`` ask the search to end (once asked, it stays so)?"""
        if self._stop.is_set() or (self.should_stop is not None and self.should_stop()):
            self._stop.set()
            return True
        return False

    def stopped(self) -> bool:
        return self._asked_to_stop() or time.perf_counter() > self._deadline

    def run(self) -> Decision:
        start = time.perf_counter()
        if self.budget is not None:
            self._deadline = start + DEADLINE_SHARE * self.budget
            self._root_deadline = start + ROOT_SHARE * self.budget
            self._hard_deadline = start + HARD_SHARE * self.budget
        base = SteadyBot(f"strong:{self.seed}", self.people, self.computers)
        options = root_options(base, self.game, self.seat, self._root_cancel, self._hard_stop)
        plain = self._accepted_pick(base, options)
        if plain is None:  # nothing the rules of thumb allow: any legal action
            return self._fallback(base)
        if obvious(options, plain) or self.stopped():
            return plain  # forced, obvious, or no time left: nothing to search
        self.searched = True
        return self._search(self._candidates(options, plain), plain)

    def _accepted_pick(self, base: SteadyBot, options: list[Option]) -> Decision | None:
        """steady's pick, tried by the engine first: when the root's menu was cut short by the
        deadline its last choices are offered untried, and a rule of thumb may set a value the
        menu did not try (a par price).  The first pick the engine accepts (the refused ones are
        dropped from ``options``); None: no option is accepted."""
        while options:
            plain = _steady_pick(base, options)
            try:
                self.game.trial(plain.action)
                return plain
            except IllegalAction:
                key = repr(plain.action)
                options[:] = [o for o in options if repr(o.action) != key]
        return None

    def _fallback(self, base: SteadyBot) -> Decision:
        legal = base.fallback.ranked(self.game)
        if not legal:
            raise LookupError(f"no choice for seat {self.seat}")
        return Decision(legal[0], msg("the only thing the rules allow now"))

    def _search(self, cands: list[Candidate], plain: Decision) -> Decision:
        """Rollouts of every option in turn with the same seeds.  An option that loses one paired
        rollout to steady's own can no longer be chosen (``_best``) and gets no more; the search
        ends when none is left, after ``rollouts`` (or ``MAX_ROLLOUTS``) each, or when stopped."""
        rounds = self.rollouts if self.rollouts is not None else MAX_ROLLOUTS
        ref, alive = cands[0], cands[1:]
        for r in range(rounds):
            seed = f"{self.seed}:{len(self.game.actions)}:{r}"
            for cand in (ref, *alive):
                got = None if self.stopped() else self._rollout(cand.option.action, seed)
                if got is None:
                    return self._best(cands, plain)
                cand.edges.append(got)
                self.finished_rollouts += 1
            alive = [c for c in alive if _wins_every_pair(c.edges, ref.edges)]
            if not alive:
                break
        return self._best(cands, plain)

    def _candidates(self, options: list[Option], plain: Decision) -> list[Candidate]:
        """steady's own choice first, then its next best distinct options, ``width`` at most,
        none ``CLEAR_LEAD`` or more behind steady's (what ``obvious`` does not search alone, it
        does not search beside a closer option either: a sale at a loss behind a pass)."""
        seen = {repr(plain.action)}
        out = [Candidate(Option(plain.action, 0.0, plain.reason))]
        floor = _score_of(options, plain) - CLEAR_LEAD
        for o in sorted(options, key=lambda o: -o.score):
            if len(out) >= self.width or o.score <= floor:
                break
            key = repr(o.action)
            if key not in seen:
                seen.add(key)
                out.append(Candidate(o))
        if self.game.live.title.presentation.search_valuation_pick:
            pick = self._valuation_pick(options)
            if pick is not None and repr(pick.action) not in seen:
                out.append(Candidate(pick))
        return out

    def _valuation_pick(self, options: list[Option]) -> Option | None:
        """The menu's choice (not the map's: lays, tokens and routes are many and steady prices
        them by their routes) whose position one action ahead has the seat's best edge."""
        best: tuple[float, Option] | None = None
        for o in options:
            if o.action.get("type") in MAP_TYPES or self.stopped():
                continue
            try:
                after = self.game.trial(o.action)
            except IllegalAction:
                continue
            value = edge(after, self.seat)
            if best is None or value > best[0]:
                best = (value, o)
        return None if best is None else best[1]

    def _rollout(self, action: dict[str, Any], seed: str) -> float | None:
        """The seat's edge after ``action`` and ``horizon`` quick steady actions (-inf: the engine
        refuses the action; None: the search stopped halfway)."""
        branch = self.game.fork(self.game.state, self.game.actions)
        try:
            branch.process(action)
        except IllegalAction:
            return float("-inf")
        bots: dict[str, Rollout] = {}
        nobody = RandomBot(f"strong:nobody:{seed}")
        for _ in range(self.horizon):
            if branch.finished:
                break
            if self.stopped():
                return None
            seat = acting_seat(branch) or ""
            bot = bots.get(seat)
            if bot is None:
                bot = bots[seat] = Rollout(f"{seed}:{seat}", cancel=self.stopped)
            try:
                if seat:
                    bot.play(branch, seat)
                else:
                    branch.process(nobody.choose(branch, seat).action)
            except _Stopped:
                return None
            except (IllegalAction, LookupError):
                break  # the quick policy is stuck: value the position reached
        return edge(branch.live, self.seat)

    def _best(self, cands: list[Candidate], plain: Decision) -> Decision:
        """The option to play: steady's own unless another clearly beats it (``MIN_ROLLOUTS``,
        ``MARGIN``), compared over the rollouts both finished."""
        ref = cands[0].edges
        margin = MARGIN * max(1.0, abs(worth(self.game.live, self.seat)))
        best: tuple[float, Candidate] | None = None
        for cand in cands[1:]:
            pairs = list(zip(cand.edges, ref, strict=False))
            if len(pairs) < MIN_ROLLOUTS or not _wins_every_pair(cand.edges, ref):
                continue
            gain = sum(mine - theirs for mine, theirs in pairs) / len(pairs)
            if gain > margin and (best is None or gain > best[0]):
                best = (gain, cand)
        if best is None:
            return plain
        gain, cand = best
        return Decision(
            cand.option.action,
            msg(
                "{reason}; looking ahead it gains ${amount} on the rivals over the plain choice",
                reason=cand.option.reason,
                amount=round(gain),
            ),
        )


def _wins_every_pair(mine: list[float], theirs: list[float]) -> bool:
    """Did an option beat steady's own in every rollout both finished (the same seeds)?"""
    return all(a > b for a, b in zip(mine, theirs, strict=False))


def obvious(options: list[Option], plain: Decision) -> bool:
    """Is steady's choice (``plain``, one of ``options``) the only one, or does it lead every
    other by ``CLEAR_LEAD``?  Then it is played without a search: a forced move has nothing to
    compare, and a look ahead of a few actions does not overturn such a rule of thumb."""
    key = repr(plain.action)
    others = [o.score for o in options if repr(o.action) != key]
    return not others or _score_of(options, plain) - max(others) >= CLEAR_LEAD


def _score_of(options: list[Option], plain: Decision) -> float:
    """steady's score for its own choice."""
    key = repr(plain.action)
    return max((o.score for o in options if repr(o.action) == key), default=0.0)


def _steady_pick(bot: SteadyBot, options: list[Option]) -> Decision:
    """The option steady plays: the best score, a tie drawn with its generator."""
    best = max(o.score for o in options)
    top = [o for o in options if o.score >= best - 1e-9]
    pick = top[bot.rng.randrange(len(top))] if len(top) > 1 else top[0]
    return Decision(pick.action, pick.reason)


class StrongBot:
    """Search on top of ``steady`` (see the module's docstring).  ``rollouts``: a fixed number of
    rollouts per option instead of the wall-clock budget (deterministic for the seed)."""

    level = "strong"

    def __init__(
        self,
        seed: int | str = 0,
        rollouts: int | None = None,
        width: int = WIDTH,
        horizon: int = HORIZON,
        people: Collection[str] = (),
        computers: Collection[str] = (),
    ) -> None:
        self.seed = seed
        self.people, self.computers = people, computers
        self.rollouts, self.width, self.horizon = rollouts, width, horizon
        self.last: Search | None = None

    def search(
        self, game: Game, seat: str, budget: float = 1.0, should_stop: Callable[[], bool] | None = None
    ) -> Search:
        """The search for this decision, not yet run (its ``stop`` may be handed to another thread)."""
        return Search(
            game,
            seat,
            seed=f"{self.seed}",
            budget=None if self.rollouts is not None else budget,
            rollouts=self.rollouts,
            should_stop=should_stop,
            width=self.width,
            horizon=self.horizon,
            people=self.people,
            computers=self.computers,
        )

    def choose(
        self, game: Game, seat: str, budget: float = 1.0, should_stop: Callable[[], bool] | None = None
    ) -> Decision:
        self.last = self.search(game, seat, budget, should_stop)
        return self.last.run()


def hint(
    game: Game,
    seat: str,
    budget: float = 1.0,
    should_stop: Callable[[], bool] | None = None,
    seed: int | str = 0,
    computers: Collection[str] = (),
) -> Decision:
    """What ``strong`` would do now for ``seat`` and why (the desktop's Hint): never played here.
    ``should_stop``: polled during the search (e.g. a worker's cancel flag); the best so far is
    returned when it says so or after ``budget`` seconds.  From a worker thread, hand it a copy
    taken in the game's own thread (``copy.copy(game)``), or build ``StrongBot(seed).search(…)``
    there and ``run()`` it in the worker.  ``computers``: the seats computers play (no offer they
    would refuse is suggested: engine/bots/trade.py)."""
    return StrongBot(seed, computers=computers).choose(game, seat, budget, should_stop)
