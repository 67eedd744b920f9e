"""1893's own rules of thumb for the ``steady`` computer player (engine/titles/g1893/bot.py),
each in a position reached by random play from a fixed seed."""

from __future__ import annotations

from collections.abc import Callable

from engine.bots.base import acting_entity, acting_seat
from engine.bots.steady import SteadyBot
from engine.entities import id_of, kind_of, player_key
from engine.game import Game
from engine.play.menu import Choice, menu
from engine.state import State
from engine.titles.g1893.bot import train_reserve
from tests.engine.bots.test_steady_decisions import _find


def _par_choice(low: int, high: int):
    """A par choice for a player whose cash is in [low, high)."""

    def wanted(game: Game) -> Choice | None:
        s = game.state
        seat = acting_seat(game)
        if seat is None or "Stock" not in type(s.round).__name__ or kind_of(acting_entity(game) or "") != "player":
            return None
        if not low <= s.cash(player_key(seat)) < high:
            return None
        return next((c for c in menu(game).enabled() if c.group == "par" and c.param and c.param.options), None)

    return wanted


def test_steady_pars_at_100_when_it_can_pay_the_presidency() -> None:
    """Full capitalisation (10 x par from the bank) and the upper market rows: with $200 to $399
    steady starts a corporation at 100 (old steady kept cash for a second share and parred at
    60-90: $600 of capital and a row that ends at 75)."""
    game, choice = _find("1893", 6, _par_choice(200, 400))
    options = SteadyBot(1).options(game, acting_seat(game) or "")
    pars = [
        o for o in options if o.action.get("type") == "par" and o.action["corporation"] == choice.action["corporation"]
    ]
    assert pars and str(pars[0].action["share_price"]).startswith("100,")


def test_steady_does_not_par_low_in_1893() -> None:
    """With less than $180 the best par is 80 or below: steady leaves the corporation to others
    rather than tie its certificates to a company with $600-800 of capital."""
    game, choice = _find("1893", 6, _par_choice(120, 180))
    options = SteadyBot(1).options(game, acting_seat(game) or "")
    pars = [o for o in options if o.action.get("type") == "par"]
    passing = [o for o in options if o.action.get("type") == "pass"]
    assert pars and passing and all(o.score < passing[0].score for o in pars)


def _company_choice(sym_wanted: Callable[[str], bool], stock: bool | None = None):
    """A ``buy_company`` choice of a company ``sym_wanted`` accepts, for the acting seat's player
    (``stock``: only in a stock round, or only outside one)."""

    def wanted(game: Game) -> Choice | None:
        s = game.state
        if stock is not None and ("Stock" in type(s.round).__name__) != stock:
            return None
        for c in menu(game).enabled():
            if c.group == "company" and c.action.get("type") == "buy_company" and sym_wanted(c.action["company"]):
                return c
        return None

    return wanted


def _scored(game: Game, choice: Choice, people: list[str] | None = None) -> tuple[list, list]:
    options = SteadyBot(1, people or []).options(game, acting_seat(game) or "")
    same = [o for o in options if o.action.get("company") == choice.action["company"]]
    passing = [o for o in options if o.action.get("type") == "pass"]
    return same, passing


def test_steady_takes_the_eva_from_a_rival_at_the_lowest_price() -> None:
    """A president may take the EVA (face 150, 30 an operating round) from another player at
    any price from 1; its face value then counts in the buyer's score and leaves the seller's.
    Old steady scored the purchase -1 and never made it.  (In a stock round our games do not
    offer it: only games imported from 18xx.games do, see departures.)"""
    game, choice = _find("1893", 1, _company_choice(lambda sym: sym == "EVA", stock=False))
    assert choice.param is not None
    same, passing = _scored(game, choice)
    assert same and passing
    assert same[0].action["price"] == choice.param.minimum == 1
    assert same[0].score > passing[0].score


def test_no_computer_takes_the_eva_from_a_person() -> None:
    """At a table with people, a computer takes no private from a person for 1: the program
    cannot ask them to agree (``SteadyBot.fair``)."""
    game, choice = _find("1893", 1, _company_choice(lambda sym: sym == "EVA", stock=False))
    owner = game.state.companies["EVA"].owner
    assert owner is not None
    same, _ = _scored(game, choice, people=[id_of(owner)])
    assert not same


def _bond_with_idle_cash(game: Game) -> Choice | None:
    """A bond on offer to a player with no company (nothing its cash must pay), $300 or more and
    certificates to spare."""
    s = game.state
    seat = acting_seat(game)
    if seat is None or "Stock" not in type(s.round).__name__:
        return None
    me = player_key(seat)
    if s.cash(me) < 300 or s.num_certs(seat) + 3 > s.cert_limit() or any(c.owner == me for c in s.corps.values()):
        return None
    return _company_choice(lambda sym: sym.startswith("AdSK"))(game)


def test_steady_puts_idle_cash_in_a_bond() -> None:
    """An AdSK bond costs 100, pays 10 every operating round and scores 100; idle cash pays
    nothing.  Old steady never bought one (it scored every bank company -1)."""
    game, choice = _find("1893", 1, _bond_with_idle_cash)
    same, passing = _scored(game, choice)
    assert same and passing and same[0].score > passing[0].score


def _bond_while_a_train_is_due(game: Game) -> Choice | None:
    """A bond on offer to a president whose company will have no train after the next one is
    bought and whose cash, less the bond, would not pay the new train's price above the treasury."""
    s = game.state
    seat = acting_seat(game)
    if seat is None or "Stock" not in type(s.round).__name__ or not s.upcoming:
        return None
    me = player_key(seat)
    reserve = train_reserve(s, me)
    if reserve <= 0 or s.cash(me) < 100 or s.cash(me) - 100 >= reserve:
        return None
    return _company_choice(lambda sym: sym.startswith("AdSK"))(game)


def test_steady_keeps_the_cash_its_companies_next_train_needs() -> None:
    """A bond cannot be sold in an operating round's emergency: steady buys none with the cash its
    company's next train may take from its president."""
    game, choice = _find("1893", 1, _bond_while_a_train_is_due)
    same, passing = _scored(game, choice)
    assert same and passing and same[0].score < passing[0].score


def _ruinous_rival_train(game: Game) -> Choice | None:
    """A rival company's last train offered to a company of a player who is not ahead, when the
    seller and its president could pay for the pool's cheapest train but not for the next new one."""
    s = game.state
    seat = acting_seat(game)
    if seat is None or "Train" not in type(s.round.active_step(s)).__name__ or not s.upcoming:
        return None
    me = player_key(seat)
    if not any(s.player_value(p) >= s.player_value(seat) for p in s.player if p != seat):
        return None
    for c in menu(game).enabled():
        tr = s.trains.get(str(c.action.get("train", "")))
        if c.group != "train" or tr is None or tr.owner is None or kind_of(tr.owner) not in ("corp", "minor"):
            continue
        president = s.owner_player(tr.owner)
        if president in (None, me) or len(s.entity(tr.owner).trains) != 1:
            continue
        can = s.cash(tr.owner) + s.cash(president or "")
        if s.min_depot_price() <= can < s.train_price(s.trains[s.upcoming[0]]):
            return c
    return None


def test_steady_ruins_no_rival_while_behind() -> None:
    """A bankruptcy ends 1893 at once.  Behind, steady takes no rival company's last train when
    the company and its president could not pay for the next new train: the pool's cheaper
    train may be gone before their turn (old steady counted on it and ended games behind)."""
    game, choice = _find("1893", 1, _ruinous_rival_train)
    options = SteadyBot(1).options(game, acting_seat(game) or "")
    offer = [o for o in options if o.action.get("train") == choice.action["train"]]
    assert offer and offer[0].score < 0


def _rival_trains_of_two_prices(game: Game) -> Choice | None:
    """A company with room offered rivals' lasting trains of different face prices."""
    s = game.state
    seat = acting_seat(game)
    if seat is None or "Train" not in type(s.round.active_step(s)).__name__:
        return None
    got: dict[int, Choice] = {}
    for c in menu(game).enabled():
        if c.group != "train" or c.param is None or c.action.get("entity_type") != "corporation":
            continue
        tr = s.trains.get(str(c.action.get("train")))
        key = f"corp:{c.action['entity']}"
        if tr is None or tr.owner is None or kind_of(tr.owner) not in ("corp", "minor"):
            continue
        if s.owner_player(tr.owner) in (None, player_key(seat)) or _rusts_soon(s, tr.id):
            continue
        if 0 < len(s.entity(key).trains) < s.train_limit(key):
            got[s.train_price(tr)] = c
    return got[max(got)] if len(got) > 1 else None


def _rusts_soon(s: State, tid: str) -> bool:
    t = s.trains[tid]
    ends = {t.rusts_on, t.obsolete_on} - {None}
    return any(d.name in ends for d in s.depot_trains())


def test_steady_takes_the_dearest_of_rivals_trains_at_the_lowest_price() -> None:
    """Rivals' lasting trains all offered at the lowest price: steady takes the dearest (the
    longest, the last to rust); old steady scored them alike and drew one (an 1893 company took
    a 3-train for 1 beside a 5-train for 1)."""
    game, dearest = _find("1893", 1, _rival_trains_of_two_prices)
    options = SteadyBot(1).options(game, acting_seat(game) or "")
    rivals = [o for o in options if o.action.get("type") == "buy_train" and "rival's" in o.reason]
    s = game.state
    price = {o.action["train"]: s.train_price(s.trains[o.action["train"]]) for o in rivals}
    top = price[str(dearest.action["train"])]
    best = max(o.score for o in rivals)
    assert all(price[o.action["train"]] == top for o in rivals if o.score >= best)
    assert any(price[o.action["train"]] < top for o in rivals)
