"""What ``strong`` counts in an 18GB position (issue #32: strong lost to steady there).

18GB is not 1893: a company is fully capitalised and buys its trains with its own money (its
directors never pay: without a train it goes insolvent, facts §4.3), a trainless company's
shares count half only in the final score (§4.1, §10), and the money in a treasury counts for
nobody at the end.  The search's valuation (engine/bots/strong.py ``worth``) read 18GB as 1893:
it charged a director the train their company could not pay for, counted the shares of a
company that had just floated (no train yet: it buys one in its first turn) at half, and a
train bought at its price as a quarter of that price lost (seed 6161, game 2: strong's SWR
passed on a 4+2 and a £1 4X).  These tests hold the valuation to 18GB's rules; they do not claim
a strength figure (bench/bots.py measures that)."""

from __future__ import annotations

import pytest

from engine.bots import acting_seat, make_bot
from engine.bots.strong import train_duty, worth
from engine.entities import BANK, DEPOT, id_of, player_key
from engine.game import Game
from engine.state import State
from tests.engine.bots.test_bots import _game


def _steady_until(game: Game, found) -> State:
    """Play steady for every seat until ``found(state)`` (a random bot for a seat nobody holds)."""
    bot, nobody = make_bot("steady", 4), make_bot("random", 4)
    while not game.finished:
        s = game.live
        if found(s):
            return s
        seat = acting_seat(game) or ""
        game.process((bot if seat else nobody).choose(game, seat).action)
    raise AssertionError("the position never came")


def _floated_trainless(s: State) -> list[str]:
    return [c.sym for c in s.corps.values() if c.floated and not c.closed and not c.trains and c.owner]


def test_a_director_owes_no_train_in_18gb() -> None:
    """A trainless company without the cash for a train: in 1893 its president pays (the search
    charges it, ``train_duty``); in 18GB nobody does, the company goes insolvent.  Before, the
    search charged the director £80 here."""
    s = _steady_until(_game("18GB", 4), _floated_trainless).clone()
    sym = _floated_trainless(s)[0]
    corp = s.corps[sym]
    s.spend(corp.key, BANK, s.cash(corp.key))  # its treasury gone: it cannot buy the £80 2+1
    assert s.min_depot_price() > 0 and train_duty(s, corp.key) == 0


def test_a_just_floated_companys_shares_count_at_market_in_18gb() -> None:
    """A company floats without a train and buys one in its first turn: while its treasury pays
    for the bank's cheapest train, the search counts its shares at the market price (the final
    score's half value is for a company that ends the game trainless).  Before, half."""
    s = _steady_until(_game("18GB", 4), _floated_trainless)
    sym = _floated_trainless(s)[0]
    corp = s.corps[sym]
    assert s.cash(corp.key) >= s.min_depot_price()
    director = id_of(corp.owner or "")
    full = s.price_of(sym) * s.percent_of(corp.owner or "", sym) // s.share_percent(sym)
    half = s.player_value(director) - s.cash(corp.owner or "")
    assert s.title.presentation.search_score(s, director) == pytest.approx(s.player_value(director) + full - full // 2)
    assert half >= full // 2  # (the final score counts it half: the test's position is the right one)
    assert worth(s, director) >= s.cash(corp.owner or "") + full


def _buys_a_bank_train(game: Game) -> tuple[State, dict]:
    """18GB, steady from seed 4, until a company's steady choice is a train from the bank."""
    bot = make_bot("steady", 4)
    nobody = make_bot("random", 4)
    while not game.finished:
        seat = acting_seat(game) or ""
        action = (bot if seat else nobody).choose(game, seat).action
        s = game.live
        if action.get("type") == "buy_train" and s.trains[str(action["train"])].owner == DEPOT:
            return s, action
        game.process(action)
    raise AssertionError("no company bought a train")


def test_a_train_bought_at_its_price_costs_its_shareholders_nothing_in_18gb() -> None:
    """18GB: a company's money buys trains and tokens or nothing.  A train bought at its price
    from the bank leaves every player's worth as it was (before: a quarter of its price lost to
    each holder's part, so the search's companies passed on their trains)."""
    game = _game("18GB", 4)
    s, action = _buys_a_bank_train(game)
    before = {pid: worth(s, pid) for pid in s.seating}
    after_state = game.trial(action)
    corp = s.corps[str(action["entity"])]
    director = id_of(corp.owner or "")
    assert after_state.corps[corp.sym].trains and s.percent_of(player_key(director), corp.sym) > 0
    for pid in s.seating:
        assert worth(after_state, pid) == pytest.approx(before[pid]), pid


@pytest.mark.parametrize("title", ["1833NE", "1893", "18MEX"])
def test_the_other_titles_keep_the_valuation_they_were_measured_with(title: str) -> None:
    """The hooks' neutral defaults: presidents pay for trains, a train counts half its price,
    the score is the title's own (strong's 1893 and 18MEX figures were measured with these)."""
    s = _game(title, 4).live
    pres = s.title.presentation
    assert pres.presidents_pay_for_trains is True
    assert pres.search_train_share == 0.5
    assert all(pres.search_score(s, pid) == s.player_value(pid) for pid in s.seating)
