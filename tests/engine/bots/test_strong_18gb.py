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
from engine.bots.strong import StrongBot, train_duty, worth
from engine.entities import BANK, DEPOT, id_of, player_key
from engine.game import Game
from engine.state import State
from engine.titles.g18gb.bot import rounds_left
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
    income = sum(c.revenue for c in s.player_companies(player_key(director))) * rounds_left(s)
    expected = s.player_value(director) + full - full // 2 + income
    assert s.title.presentation.search_score(s, director) == pytest.approx(expected)
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
    each holder's part, so the search's companies passed on their trains), but for the
    privates' income of the round the train takes off the game."""
    game = _game("18GB", 4)
    s, action = _buys_a_bank_train(game)
    before = {pid: worth(s, pid) for pid in s.seating}
    after_state = game.trial(action)
    corp = s.corps[str(action["entity"])]
    director = id_of(corp.owner or "")
    assert after_state.corps[corp.sym].trains and s.percent_of(player_key(director), corp.sym) > 0
    shorter = rounds_left(s) - rounds_left(after_state)  # (a train gone: the game is that much shorter)
    for pid in s.seating:
        income = sum(c.revenue for c in s.player_companies(player_key(pid)))
        assert worth(after_state, pid) == pytest.approx(before[pid] - income * shorter), pid


@pytest.mark.parametrize("title", ["1833NE", "1893", "18MEX"])
def test_the_other_titles_keep_the_valuation_they_were_measured_with(title: str) -> None:
    """The hooks' neutral defaults: presidents pay for trains, a train counts half its price,
    the score is the title's own, steady's options alone are searched (strong's 1893 and 18MEX
    figures were measured with these)."""
    s = _game(title, 4).live
    pres = s.title.presentation
    assert pres.presidents_pay_for_trains is True
    assert pres.search_train_share == 0.5
    assert pres.search_valuation_pick is False
    assert all(pres.search_score(s, pid) == s.player_value(pid) for pid in s.seating)


def _standard() -> Game:
    """An 18GB game of four with the standard map (TV is in it; the alternative has MC)."""
    return Game("18GB", [(i + 1, f"P{i + 1}") for i in range(4)], seed=4)


def _after_auction(game: Game) -> State:
    return _steady_until(game, lambda s: "Auction" not in type(s.round).__name__)


def test_an_open_private_counts_its_income_for_every_round_left_in_18gb() -> None:
    """18GB's privates pay at the start of every OR and no phase closes them (facts §3.2): TV's
    £25 for about twenty rounds is worth far more than its £60 face.  The search counts each
    open private's revenue once per OR left; before, only the face value."""
    s = _after_auction(_game("18GB", 4))
    rounds = rounds_left(s)
    assert 15 < rounds <= len(s.upcoming)
    for pid in s.seating:
        owned = s.player_companies(player_key(pid))
        assert owned  # (the auction sold every private)
        extra = s.title.presentation.search_score(s, pid) - s.player_value(pid)
        assert extra == pytest.approx(sum(c.revenue for c in owned) * rounds), pid


def test_a_high_bid_counts_as_the_private_won_at_that_bid_in_18gb() -> None:
    """Nothing is settled in 18GB's auction until everyone has passed (§3.1), further ahead than
    the search looks: a private whose high bid a player holds counts as theirs at that price,
    and no longer once outbid."""
    game = _standard()
    s = game.live
    first = acting_seat(game) or ""
    tv = s.companies["TV"]
    before = s.title.presentation.search_score(s, first)
    bid = {"type": "bid", "entity": int(first), "entity_type": "player", "company": "TV", "price": tv.min_bid + 10}
    game.process(bid)
    s = game.live
    gain = tv.value + tv.revenue * rounds_left(s) - (tv.min_bid + 10)
    assert s.title.presentation.search_score(s, first) == pytest.approx(before + gain)
    second = acting_seat(game) or ""
    game.process({**bid, "entity": int(second), "price": tv.min_bid + 15})
    s = game.live
    assert s.title.presentation.search_score(s, first) == pytest.approx(before)


def test_rounds_left_follow_the_depot_and_stop_at_the_end_in_18gb() -> None:
    """At least one train leaves the bank every OR and the game ends with the bank empty: never
    more rounds than trains, and none once the end is triggered."""
    s = _game("18GB", 4).live.clone()
    assert rounds_left(s) < len(s.upcoming)  # early, purchases take trains faster
    s.upcoming = s.upcoming[:5]
    assert rounds_left(s) == 5
    s.end_trigger = ("final_train", "")
    assert rounds_left(s) == 0


def test_strong_outbids_steady_for_the_private_that_earns_most_in_18gb() -> None:
    """steady bids at most 10% over a private's face, whatever it earns; strong also searches the
    choice its valuation likes best (``search_valuation_pick``), and so takes TV (£25 a round)
    from three steady players (44 steady games, seeds 7000–7043: the winner held TV in 26).
    Before, strong in this seat bought no private at all."""
    game = _standard()
    strong = StrongBot(4, rollouts=2)
    steady, nobody = make_bot("steady", 4), make_bot("random", 4)
    me = game.live.seating[1]  # (the second to bid: TV is not simply the first bid there)
    while "Auction" in type(game.live.round).__name__:
        seat = acting_seat(game) or ""
        bot = strong if seat == me else (steady if seat else nobody)
        game.process(bot.choose(game, seat).action)
    assert game.live.companies["TV"].owner == player_key(me)
