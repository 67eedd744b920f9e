"""Level ``steady``: rules of thumb for every decision the titles share, one move deep.

It chooses only among what a person could choose: the Actions menu's enabled choices
(``engine.play.menu``) and the map's tile lays, tokens and best routes (``engine.play.lay``,
``tokens``, ``routes``).  Each option gets a score from plain rules; the best is played (ties
broken by the bot's seeded generator, so a game is reproducible):

* run its companies' best routes, lay track (cheap first), place tokens it can afford;
* pay out, but withhold when every train the company has rusts with the next train sold, it
  cannot afford a new one and the revenue withheld would pay the rest (or its president could
  not): a withhold that buys nothing costs the president more than it saves; near the game's
  end (its end triggered, or the bank below a fifth of the money) always pay out;
* buy a train when the company has none, or its trains rust soon, or it has room and the cash
  (never one about to rust beside a lasting one); another company's train always at the
  lowest price allowed: one with no train takes any (never the last of its own other
  company's), one with room a rival's lasting train (but not one whose president could then be
  ruined when a bankruptcy would end the game with steady not ahead); never a train of a
  company a person presides (``people``: at the table the seller must agree, and the program
  cannot ask a person: a computer must not take a person's trains for $1);
* buy shares of the companies it presides first (but no more of one that is failing while its
  presidency is safe), then ones where it can take the presidency,
  then the others by price (a par-price share below the market price is worth the gap at
  once); never shares of a rival's company that has run and has neither a lasting train nor
  the cash for one (its price falls); start a company when it presides few; par high but keep
  cash;
* buy privates at face value in the opening auction, bid only the minimum; close none;
* issue shares only for a train its company needs; redeem pool shares when its trains last;
* at the certificate limit, sell one certificate of a weak company (no lasting train, or at
  most half the dearest sound price; its own too when it stays president a share clear) when a
  dearer sound one can be bought after the sale; never fill the last slot with a weak share;
* otherwise sell or go bankrupt only when nothing else is allowed.

A title's own choices (conversions, mergers, issues...) are scored by the title's rules for them
(``PresentationPolicy.bot_rules``, by the choice's key or else its group) when it has some; otherwise they
score 0 like passing unless the title leans otherwise (``PresentationPolicy.bot_leanings``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.bots.base import Decision
from engine.bots.random_bot import RandomBot
from engine.bots.trade import refusal, takes_from
from engine.entities import BANK, DEPOT, id_of, kind_of, player_key
from engine.i18n import msg
from engine.play.lay import layable_hexes, tile_choices, trial
from engine.play.menu import Choice, menu
from engine.play.routes import Optimum, expected_runner, optimum, run_routes_action
from engine.play.tokens import token_slots
from engine.scratch import OperatingScratch

if TYPE_CHECKING:
    from engine.game import Game
    from engine.state import State


@dataclass(frozen=True)
class Option:
    """One thing the bot may do, its score and the sentence that says why."""

    action: dict[str, Any]
    score: float
    reason: str


#: the route search's budget for the ``run_routes`` decision (polls of 64 search steps): bounded
#: so a decision's time does not depend on the board, deterministic so a game replays the same
ROUTE_POLLS = 400
#: how many tokens are scored at most, and in how many hexes lays (the map can offer hundreds
#: late in a game, each probed in every rotation)
MAP_LIMIT = 60
LAY_HEXES = 12
#: how many lays are priced by the routes they would allow, and the route search's budget then
LAY_REVENUE = 5
LAY_POLLS = 100
#: when the ``run_routes`` search finds no route within its budget, it is run again with this
#: many polls (``route_options``): deterministic like the first, about a second at most
ROUTE_POLLS_RETRY = 4000


class SteadyBot:
    """Rules of thumb over the menu and the map (see the module's docstring)."""

    level = "steady"

    def __init__(self, seed: int | str = 0, people: Collection[str] = (), computers: Collection[str] = ()) -> None:
        self.rng = random.Random(f"bot:steady:{seed}")
        self.fallback = RandomBot(f"steady:{seed}", choices=1)
        #: the ids of the seats people play (the desktop's; none in self-play and tournaments)
        self.people = frozenset(str(p) for p in people)
        #: the seats computers play, when steady advises a person (the Hint): offers they refuse
        #: are not suggested
        self.computers = frozenset(str(p) for p in computers)

    def fair(self, s: State, action: dict[str, Any]) -> bool:
        """May a computer play ``action`` at a table with people?  Not a train bought from a
        company a person presides, nor a private a person holds (1893's EVA changes hands at any
        price the buyer names), nor, advising a person, an offer a computer refuses
        (engine/bots/trade.py)."""
        return not takes_from(s, action, self.people) and refusal(s, action, self.computers) is None

    def choose(self, game: Game, seat: str, budget: float = 1.0) -> Decision:
        options = self.options(game, seat)
        if not options:  # the menu offers nothing the rules allow: any legal action
            legal = self.fallback.ranked(game)
            if not legal:
                raise LookupError(f"no choice for seat {seat}")
            return Decision(legal[0], msg("the only thing the rules allow now"))
        best = max(o.score for o in options)
        top = [o for o in options if o.score >= best - 1e-9]
        pick = top[self.rng.randrange(len(top))] if len(top) > 1 else top[0]
        return Decision(pick.action, pick.reason)

    def options(self, game: Game, seat: str) -> list[Option]:
        """Every option a person could choose now, scored for ``seat``."""
        s = game.state
        me = player_key(seat)
        m = menu(game)
        out = [self._scored(s, me, c) for c in m.enabled()]
        if "run_routes" in m.map_types:
            out += _routes(s)
        if "lay_tile" in m.map_types:
            out += _lays(s, self.rng)
        if "place_token" in m.map_types:
            out += _tokens(s)
        return [o for o in out if self.fair(s, o.action)]

    def _scored(self, s: State, me: str, c: Choice) -> Option:
        own = s.title.presentation.bot_rules()
        title_rule = own.get(c.key) or own.get(c.group)
        if title_rule is not None:
            mine = title_rule(s, me, c)
            if mine is not None:
                action = c.action_with() if mine.value is None else c.action_with(mine.value)
                return Option(action, mine.score, mine.reason)
        leanings = s.title.presentation.bot_leanings()
        rule = _RULES.get(c.group)
        if rule is not None:
            got = rule(s, me, c)
            if got is not None:  # a title may still lean one choice of a common group
                return Option(got.action, got.score + leanings.get(c.key, 0.0), got.reason)
        lean = leanings.get(c.key, leanings.get(c.group, 0.0))
        return Option(c.action_with(), lean, msg("{choice}", choice=c.label))


# --- the menu's groups -------------------------------------------------------------------------


def _pass(s: State, me: str, c: Choice) -> Option:
    return Option(c.action_with(), 0.0, msg("nothing better to do now"))


def _bid(s: State, me: str, c: Choice) -> Option:
    sym = c.action.get("company", "")
    comp = s.companies.get(sym)
    face = comp.value if comp is not None else 0
    price = int(c.action.get("price", 0) or (c.param.default if c.param else 0))
    if c.key.startswith("buy:"):
        if price <= face:
            return Option(c.action_with(), 3.0, msg("buys {company} at face value", company=sym))
        return Option(c.action_with(), -1.0, msg("buys {company}", company=sym))
    if price <= face * 11 // 10:
        return Option(c.action_with(price), 2.0, msg("bids the minimum on {company}", company=sym))
    return Option(c.action_with(price), -1.0, msg("bids the minimum on {company}", company=sym))


def _corp_of_shares(c: Choice) -> str:
    shares = c.action.get("shares") or [""]
    return str(shares[0]).rsplit("_", 1)[0]


def _buy(s: State, me: str, c: Choice) -> Option:
    sym = _corp_of_shares(c)
    corp = s.corps.get(sym)
    if corp is None:
        return Option(c.action_with(), 0.5, msg("{choice}", choice=c.label))
    mine = s.percent_of(me, sym)
    pct = int(c.action.get("percent", 10) or 10)
    price = s.price_of(sym) if corp.share_price is not None else 0
    value = price / 100.0 + (0.5 if corp.trains else 0.0) + _below_market(s, sym, c)
    top = max((p for k, p in s.holding_percents(sym).items() if k != me and kind_of(k) == "player"), default=0)
    if corp.owner == me and (top + pct >= mine or not _failing(s, sym)):
        return Option(c.action_with(), 6.0 + value, msg("buys {corporation}: a company it presides", corporation=sym))
    sound = _sound(s, sym)
    if corp.owner == me:  # its own company is failing and its presidency is safe: no more of it
        return Option(c.action_with(), 1.0, msg("buys {corporation}", corporation=sym))
    if mine + pct > top and mine + pct >= 20 and sound:
        return Option(c.action_with(), 5.5 + value, msg("buys {corporation}: to take the presidency", corporation=sym))
    if c.action.get("swap"):
        return Option(c.action_with(), 1.0, msg("{choice}", choice=c.label))
    if not sound:  # a rival's company that cannot run: its price will fall, its holders lose
        return Option(c.action_with(), -0.5, msg("buys {corporation}", corporation=sym))
    if s.num_certs(id_of(me)) + 1 >= s.cert_limit() and _weak(s, sym):  # the swap rule would sell it
        return Option(c.action_with(), -0.5, msg("buys {corporation}", corporation=sym))
    return Option(c.action_with(), 3.0 + value, msg("buys {corporation}: good value for its price", corporation=sym))


def _below_market(s: State, sym: str, c: Choice) -> float:
    """A bonus for a share the bank sells at par while the market pays more: the buyer's worth
    rises by the difference at once."""
    if not c.key.endswith(":ipo") or s.corps[sym].par_price is None or s.corps[sym].share_price is None:
        return 0.0
    par, price = s.par_of(sym), s.price_of(sym)
    return max(0, price - par) / max(par, 1) * 2.0


def _rusts_soon(s: State, tid: str) -> bool:
    """Will this train rust (or be obsolete) as soon as someone buys a train the depot sells now?"""
    t = s.trains.get(tid)
    if t is None:
        return False
    ends = {t.rusts_on, t.obsolete_on} - {None}
    return bool(ends) and any(d.name in ends for d in s.depot_trains())


def _lasting_trains(s: State, key: str) -> list[str]:
    """A company's trains that will not rust with the next train the depot sells."""
    return [tid for tid in s.entity(key).trains if not _rusts_soon(s, tid)]


def _sound(s: State, sym: str) -> bool:
    """Can this company keep running: it has not run yet (its first turn buys a train), it has a
    train that lasts, or the cash for a new one?"""
    corp = s.corps[sym]
    if corp.closed or corp.share_price is None:
        return False
    if not corp.operated:
        return True
    return bool(_lasting_trains(s, corp.key)) or s.cash(corp.key) >= s.min_depot_price()


def _failing(s: State, sym: str) -> bool:
    """A company that has run and cannot keep running (see ``_sound``) or whose price is at most
    half the dearest sound company's: its shares lose ground against every other."""
    corp = s.corps[sym]
    if not corp.operated or corp.share_price is None:
        return False
    if not _sound(s, sym):
        return True
    best = max((s.price_of(x) for x, o in s.corps.items() if o.share_price is not None and _sound(s, x)), default=0)
    return 2 * s.price_of(sym) <= best


def _par(s: State, me: str, c: Choice) -> Option:
    sym = c.action.get("corporation", "")
    presides = sum(1 for corp in s.corps.values() if corp.owner == me and not corp.closed)
    value = c.param.default if c.param else None
    if c.param and c.param.options and sym in s.corps:
        per = max(1, s.presidents_share(sym).percent // s.share_percent(sym))
        prices = [(_cell_price(v), v) for _, v in c.param.options]
        fit = [pv for pv in prices if pv[0] * per * 2 <= s.cash(me)]
        value = max(fit)[1] if fit else min(prices)[1]
    score = (7.5, 6.6, 3.0)[min(presides, 2)]  # a second company before more of the first
    return Option(c.action_with(value), score, msg("starts {corporation}", corporation=sym))


def _cell_price(value: Any) -> int:
    try:
        return int(str(value).split(",")[0])
    except ValueError:
        return 0


def _sell(s: State, me: str, c: Choice) -> Option:
    sym = _corp_of_shares(c)
    corp = s.corps.get(sym)
    own = corp is not None and corp.owner == me
    if corp is not None and (not own or _stays_president(s, me, sym, c)) and _swap_worth(s, me, sym, c):
        return Option(c.action_with(), 0.5, msg("sells {corporation}: room for a better certificate", corporation=sym))
    return Option(c.action_with(), -6.0 if own else -5.0, msg("sells {corporation} to raise cash", corporation=sym))


def _stays_president(s: State, me: str, sym: str, c: Choice) -> bool:
    """After this sale of its own company's shares, does it still hold more than any rival?"""
    pct = int(c.action.get("percent", 10) or 10)
    top = max((p for k, p in s.holding_percents(sym).items() if k != me and kind_of(k) == "player"), default=0)
    return s.percent_of(me, sym) - pct > top + pct  # (not one share from losing it: ``_buy`` would buy it back)


def _swap_worth(s: State, me: str, sym: str, c: Choice) -> bool:
    """At the certificate limit, one certificate of a weak company (no lasting train, or priced
    at most half the dearest sound company) is worth selling for a better one."""
    if c.action.get("type") != "sell_shares" or len(c.action.get("shares") or []) != 1:
        return False
    if s.num_certs(id_of(me)) < s.cert_limit() or s.corps[sym].share_price is None:
        return False
    return _weak(s, sym) and _better_buy_after(s, me, sym, c.action_with())


def _weak(s: State, sym: str) -> bool:
    """A company that cannot keep running (``_sound``) or priced at most half the dearest sound one."""
    sound = [s.price_of(x) for x, corp in s.corps.items() if corp.share_price is not None and _sound(s, x)]
    return not _sound(s, sym) or 2 * s.price_of(sym) <= max(sound, default=0)


def _better_buy_after(s: State, me: str, sym: str, sale: dict[str, Any]) -> bool:
    """Would the sale leave room to buy, this turn, a certificate of a sound company priced above
    the one sold?  (Old steady sold for room it could not use — over the limit still, or the
    better shares sold out — and passed: a certificate lost and its price pushed down.)"""
    after = trial(s, sale).state
    step = after.round.active_step(after) if after is not None and after.round is not None else None
    if after is None or step is None or not hasattr(step, "candidate_shares") or not hasattr(step, "can_buy"):
        return False
    floor = s.price_of(sym)
    for shares in step.candidate_shares(after, me):
        x = shares[0].corp
        if x == sym or after.corps[x].share_price is None or after.price_of(x) <= floor or not _sound(after, x):
            continue
        if step.can_buy(after, me, shares):
            return True
    return False


def _dividend(s: State, me: str, c: Choice) -> Option:
    """Pay out unless every train the company has will rust with the next train sold and it
    cannot buy a train yet, while the revenue withheld would buy one (or its president could not
    pay the difference): then the revenue saves its president paying for it.  A withhold that
    buys nothing costs the president its part of the dividend and the price drop on all its
    shares, for a saving shared with the other holders.  Near the game's end always pay out: a
    treasury is in nobody's score."""
    kind = c.action.get("kind")
    key = _actor(c)
    needs_train = (
        not _lasting_trains(s, key)
        and s.cash(key) < s.min_depot_price()
        and not _end_near(s)
        and _withhold_helps(s, key)
    )
    if kind == "withhold":
        return Option(c.action_with(), 3.0 if needs_train else 1.0, msg("withholds to afford a train"))
    if kind == "payout":
        return Option(c.action_with(), 1.0 if needs_train else 3.0, msg("pays out: its shareholders gain"))
    return Option(c.action_with(), 2.0, msg("{choice}", choice=c.label))


def _withhold_helps(s: State, key: str) -> bool:
    """Would this turn's revenue, withheld, pay the rest of the cheapest train, or is the rest
    more than the president has (withholding then spares forced sales)?"""
    gap = s.min_depot_price() - s.cash(key)
    data = s.round.data if s.round is not None else None
    revenue = data.revenue if isinstance(data, OperatingScratch) else 0
    owner = s.owner_player(key)
    return revenue >= gap or (owner is not None and s.cash(owner) < gap)


#: the bank's share of all the money below which the game's end is near (about one set of
#: operating rounds of payouts left)
END_NEAR_BANK = 0.2


def _end_near(s: State) -> bool:
    """Is the game about to end (its end triggered, or the bank nearly broken)?  A company's
    treasury then counts for nobody's score: revenue withheld is lost to its holders."""
    if s.end_trigger:
        return True
    total = s.ledger.total()
    return total > 0 and s.cash(BANK) < END_NEAR_BANK * total


def _actor(c: Choice) -> str:
    """The holder key of a choice's acting entity."""
    etype = c.action.get("entity_type", "player")
    kind = {"corporation": "corp", "minor": "minor", "company": "company", "player": "player"}.get(etype, etype)
    return f"{kind}:{c.action.get('entity')}"


def _train(s: State, me: str, c: Choice) -> Option:
    buyer = _actor(c)
    if kind_of(buyer) not in ("corp", "minor"):
        return Option(c.action_with(), 0.0, msg("{choice}", choice=c.label))
    ent = s.entity(buyer)
    tid = str(c.action.get("train"))
    tr = s.trains.get(tid)
    name = tr.name if tr is not None else str(c.action.get("variant", ""))
    if tr is not None and tr.owner != DEPOT and tr.owner is not None:
        return _train_from_company(s, me, c, buyer, tid)
    price = int(c.action.get("price") or (s.train_price(tr) if tr is not None else 0))
    if not ent.trains:
        return Option(c.action_with(), 6.0 - price / 10000.0, msg("buys a {train} train: it must run", train=name))
    room = len(ent.trains) < s.train_limit(buyer) and price <= s.cash(buyer)
    if room and not _lasting_trains(s, buyer):
        return Option(
            c.action_with(), 4.0 + price / 10000.0, msg("buys a {train} train: its trains rust soon", train=name)
        )
    if room and not _rusts_soon(s, tid):
        return Option(c.action_with(), 2.0 + price / 10000.0, msg("buys a {train} train: more revenue", train=name))
    return Option(c.action_with(), -0.5, msg("buys a {train} train", train=name))


def _train_from_company(s: State, me: str, c: Choice, buyer: str, tid: str) -> Option:
    """Another company's train, at the lowest price the rules allow (the buyer keeps its cash for
    the next train).  A company with no train takes it to run (never the last train of another
    company of its president: that one would stop running); one with room takes a rival's
    lasting train: the revenue is its own and no longer the rival's.  (Never from a company a
    person presides: ``SteadyBot.fair`` drops those.)"""
    tr = s.trains[tid]
    ent = s.entity(buyer)
    low = c.param.minimum if c.param is not None else None
    rival = s.owner_player(tr.owner or "") != me
    room = len(ent.trains) < s.train_limit(buyer)
    if rival and _ruin_ends_game_behind(s, me) and _could_be_ruined(s, tr.owner or ""):
        return Option(c.action_with(low), -0.5, msg("buys a {train} train", train=tr.name))
    if not ent.trains and (rival or len(s.entity(tr.owner or "").trains) > 1):  # not its last one
        score = 1.5 if _rusts_soon(s, tid) else 2.0
        return Option(c.action_with(low), score, msg("buys a {train} train: it must run", train=tr.name))
    if rival and room and not _rusts_soon(s, tid):
        return Option(c.action_with(low), 2.5, msg("buys a rival's {train} train: more revenue", train=tr.name))
    return Option(c.action_with(low), -0.5, msg("buys a {train} train", train=tr.name))


def _ruin_ends_game_behind(s: State, me: str) -> bool:
    """Would a rival's bankruptcy end the game now (``end_game`` lists it) while ``me`` is not
    ahead?  A company whose trains are taken must buy one, its president paying what it lacks,
    maybe beyond their means; the game then ends with the scores as they stand (1893 games
    ended in their second set, steady behind, after its companies took rivals' trains for $1,
    the last one or one of two that another rival took next)."""
    if "bankrupt" not in s.econ.end_game:
        return False
    mine = s.player_value(id_of(me))
    return any(s.player_value(p) >= mine for p in s.player if p != id_of(me) and not s.player[p].bankrupt)


def _could_be_ruined(s: State, seller: str) -> bool:
    """Could the selling company's president fail to pay its next train: treasury and pocket
    together short of the bank's cheapest one?  (A rival who can pay goes on; steady not taking
    its train then only leaves its own company without one: 18MEX games lost from the third
    operating round on, when every rival's 2-train was left alone.)"""
    president = s.owner_player(seller)
    pocket = s.cash(president) if president is not None else 0
    return s.cash(seller) + pocket < s.min_depot_price()


def _discard(s: State, me: str, c: Choice) -> Option:
    tr = s.trains.get(str(c.action.get("train")))
    price = s.train_price(tr) if tr is not None else 0
    return Option(c.action_with(), -price / 10000.0, msg("{choice}", choice=c.label))


def _company(s: State, me: str, c: Choice) -> Option:
    sym = c.action.get("company", "")
    comp = s.companies.get(sym)
    if kind_of(_actor(c)) == "player" or comp is None or comp.owner != me or c.param is None:
        return Option(c.action_with(), -1.0, msg("{choice}", choice=c.label))
    return Option(c.action_with(c.param.maximum), 2.5, msg("its company buys {company} at the most", company=sym))


def _issue(s: State, me: str, c: Choice) -> Option:
    """Issue treasury shares only to buy a train the company needs: its holders' shares lose value."""
    key = _actor(c)
    if kind_of(key) == "corp" and not _lasting_trains(s, key) and s.cash(key) < s.min_depot_price():
        return Option(c.action_with(), 2.0, msg("issues shares: its company needs a train"))
    return Option(c.action_with(), -0.5, msg("{choice}", choice=c.label))


def _redeem(s: State, me: str, c: Choice) -> Option:
    """Buy back pool shares when the company's trains last: a pool share takes its part of every
    dividend from the holders and weighs on the price; the cash is not needed for a train."""
    key = _actor(c)
    count = len(c.action.get("shares") or [])
    if kind_of(key) == "corp" and _lasting_trains(s, key):
        return Option(c.action_with(), 1.0 + count / 100.0, msg("redeems pool shares: its trains last"))
    return Option(c.action_with(), -0.5, msg("{choice}", choice=c.label))


def _close(s: State, me: str, c: Choice) -> Option:
    """Closing a private gives up its face value (part of the owner's worth) and its income."""
    return Option(c.action_with(), -0.5, msg("{choice}", choice=c.label))


def _bankrupt(s: State, me: str, c: Choice) -> Option:
    return Option(c.action_with(), -100.0, msg("{choice}", choice=c.label))


_RULES: dict[str, Callable[[State, str, Choice], Option | None]] = {
    "pass": _pass,
    "bid": _bid,
    "buy": _buy,
    "par": _par,
    "sell": _sell,
    "dividend": _dividend,
    "train": _train,
    "discard": _discard,
    "company": _company,
    "bankrupt": _bankrupt,
    "issue": _issue,
    "redeem": _redeem,
    "close": _close,
}


# --- the map -----------------------------------------------------------------------------------


def _routes(s: State) -> list[Option]:
    runner = expected_runner(s)
    if runner is None:
        return []
    return route_options(s, id_of(runner), lambda polls: polls > ROUTE_POLLS, ROUTE_POLLS_RETRY)


def route_options(
    s: State, sym: str, stop: Callable[[int], bool], retry: int, hard_stop: Callable[[], bool] = lambda: False
) -> list[Option]:
    """The company's best routes found by a search that ends when ``stop(polls)`` says so; when
    it ended before finding any route (the search prices every route before choosing, and a
    late map's long trains have thousands: 1833NE's 7+3 found nothing in 400 polls where 520
    was to be had, and its companies ran for nothing for half the game), once more with up to
    ``retry`` polls or until ``hard_stop()`` (a searching level's time limit), so a company runs
    for nothing only when nothing is there."""
    best = _optimum_until(s, sym, stop)
    if not best.routes and not best.proven and retry:
        best = _optimum_until(s, sym, lambda polls: polls > retry or hard_stop())
    if best.reason is not None:  # the engine refuses the search's answer: run no route
        return [Option(run_routes_action(s, sym, []), 10.0, msg("runs no route"))]
    action = run_routes_action(s, sym, best.routes)
    return [Option(action, 10.0, msg("runs its best routes for ${amount}", amount=best.total))]


def _optimum_until(s: State, sym: str, stop: Callable[[int], bool]) -> Optimum:
    polls = [0]

    def cancel() -> bool:
        polls[0] += 1
        return stop(polls[0])

    return optimum(s, sym, cancel=cancel)


def _lays(s: State, rng: random.Random, cancel: Callable[[], bool] | None = None) -> list[Option]:
    """Lays scored by their cost, then a few by the routes they open; ``cancel`` (strong's
    search under a time budget) stops the hex-by-hex trials and returns the lays found so far."""
    out: list[Option] = []
    hexes = layable_hexes(s) if cancel is None else layable_hexes(s, cancel=cancel)
    if len(hexes) > LAY_HEXES:  # lays are scored by their cost only: a sample is as good
        hexes = rng.sample(hexes, LAY_HEXES)
    for h in hexes:
        if cancel is not None and cancel():
            return out
        for tc in tile_choices(s, h, cancel):
            payer = tc.actor if kind_of(tc.actor) != "company" else (s.companies[id_of(tc.actor)].owner or tc.actor)
            cash = s.cash(payer) if kind_of(payer) in ("corp", "minor", "player") else 0
            for rot, cost in zip(tc.rotations, tc.costs, strict=True):
                score = 2.0 - cost / 50.0 if cost <= cash // 2 else -1.0
                out.append(Option(tc.action(rot), score, msg("lays track in {hex}", hex=h)))
    return out if cancel is not None and cancel() else _with_revenue(s, out, rng, cancel)


def _with_revenue(
    s: State, lays: list[Option], rng: random.Random, cancel: Callable[[], bool] | None = None
) -> list[Option]:
    """A few affordable lays (drawn at random) scored higher by the revenue the operating
    company's best routes would earn after them: track that lengthens or joins its routes.
    Pricing stops early when a route search runs out of its polls (a network that large makes
    every further price as dear), or at ``cancel`` (strong's deadline: the lays priced so far)."""
    rnd = s.round
    step = rnd.active_step(s) if rnd is not None else None
    runner = step.current_entity(s) if step is not None else None
    good = [i for i, o in enumerate(lays) if o.score > 0]
    if runner is None or kind_of(runner) not in ("corp", "minor") or not s.entity(runner).trains or not good:
        return lays
    out = list(lays)
    polls = [0]
    for i in rng.sample(good, min(LAY_REVENUE, len(good))):
        if polls[0] >= LAY_POLLS or (cancel is not None and cancel()):
            break
        after = trial(s, lays[i].action).state
        if after is None:
            continue
        polls[0] = 0

        def out_of_polls() -> bool:
            polls[0] += 1
            return polls[0] > LAY_POLLS

        revenue = optimum(after, id_of(runner), cancel=out_of_polls).total
        hex_id = lays[i].action.get("hex")
        out[i] = Option(
            lays[i].action,
            lays[i].score + revenue / 20.0,
            msg("lays track in {hex}: its routes would earn ${amount}", hex=hex_id, amount=revenue),
        )
    return out


def _tokens(s: State) -> list[Option]:
    out = []
    for slot in token_slots(s)[:MAP_LIMIT]:
        score = 1.5 - slot.cost / 100.0
        out.append(Option(slot.action(), score, msg("places a token in {hex}", hex=slot.hex)))
    return out
