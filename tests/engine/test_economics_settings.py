"""Each economics setting of game.toml ``[settings]`` on a small synthetic title (no assets/)."""

from __future__ import annotations

import pytest

from engine.economics import parse_settings
from engine.entities import POOL, corp_key, player_key
from engine.errors import DataError, IllegalAction
from tests.engine.synthetic import act, synthetic_game

P1, P2, P3 = (player_key(str(i)) for i in (1, 2, 3))


def price(game, value: int) -> str:
    """The 18xx.games name of the (first) market cell at ``value``."""
    mkt = game.live.mkt
    cell = next((r, c) for r, row in enumerate(mkt.rows) for c, cl in enumerate(row) if cl.price == value)
    return mkt.name(cell)


def test_five_share_par_costs_the_presidents_two_shares_and_a_share_costs_the_par_price():
    g = synthetic_game()
    act(g, 1, "par", corporation="FIVE", share_price=price(g, 80))
    s = g.state
    assert s.cash(P1) == 600 - 160  # 40% = two 20% shares at $80, not four 10% ones
    assert s.share_percent("FIVE") == 20
    act(g, 2, "buy_shares", shares=["FIVE_1"], percent=20)
    assert g.state.cash(P2) == 600 - 80


def test_par_refusal_names_the_price_the_purchase_charges():
    g = synthetic_game(cash=150)  # below the $160 the par at $80 charges
    with pytest.raises(IllegalAction, match=r"costs \$160"):
        act(g, 1, "par", corporation="FIVE", share_price=price(g, 80))
    act(g, 1, "par", corporation="FIVE", share_price=price(g, 70))  # $140: affordable
    assert g.state.cash(P1) == 10


def test_ipo_purchase_pays_the_bank_by_default_and_the_treasury_when_set():
    for payee, treasury in (("bank", 0), ("company", 160 + 80)):
        g = synthetic_game({"ipo_payee": payee, "float_capital": "none"})
        act(g, 1, "par", corporation="FIVE", share_price=price(g, 80))
        act(g, 2, "buy_shares", shares=["FIVE_1"], percent=20)
        assert g.state.cash(corp_key("FIVE")) == treasury, payee


@pytest.mark.parametrize(("ipo_price", "paid"), [("par", 80), ("current", 70)])
def test_ipo_at_par_or_at_the_current_price(ipo_price, paid):
    g = synthetic_game({"ipo_price": ipo_price})
    act(g, 1, "par", corporation="TEN", share_price=price(g, 80))
    act(g, 2, "buy_shares", shares=["TEN_1"], percent=10)
    act(g, 2, "pass")
    act(g, 3, "pass")
    act(g, 1, "pass")
    act(g, 2, "sell_shares", shares=["TEN_1"], percent=10)  # the price drops to $70
    act(g, 2, "pass")
    assert g.state.price_of("TEN") == 70
    act(g, 3, "buy_shares", shares=["TEN_2"], percent=10)
    assert g.state.cash(P3) == 600 - paid


def test_only_the_pool_when_the_title_sells_no_ipo_shares():
    g = synthetic_game({"share_sources": ["pool"]})
    act(g, 1, "par", corporation="TEN", share_price=price(g, 80))
    with pytest.raises(IllegalAction, match="cannot buy shares now"):
        act(g, 2, "buy_shares", shares=["TEN_1"], percent=10)


@pytest.mark.parametrize(("pool_dividends", "to_company"), [("company", 20), ("nobody", 0)])
def test_pool_certificates_pay_the_company_or_nobody(pool_dividends, to_company):
    g = synthetic_game({"pool_dividends": pool_dividends})
    act(g, 1, "par", corporation="TEN", share_price=price(g, 80))
    act(g, 2, "buy_shares", shares=["TEN_1"], percent=10)
    act(g, 2, "pass")
    act(g, 3, "buy_shares", shares=["TEN_2"], percent=10)
    act(g, 3, "pass")
    act(g, 1, "buy_shares", shares=["TEN_3"], percent=10)
    act(g, 1, "pass")
    act(g, 2, "sell_shares", shares=["TEN_1"], percent=10)  # 10% in the pool
    s = g.live.clone()
    corp = s.corps["TEN"]
    before = {k: s.cash(k) for k in (P1, P2, P3, corp.key)}
    s.title.revenue.pay_dividends(s, corp, 200)
    assert s.cash(P1) - before[P1] == 60  # 30% of $200
    assert s.cash(P2) == before[P2]
    assert s.cash(P3) - before[P3] == 20
    assert s.cash(corp.key) - before[corp.key] == to_company


def test_ipo_certificates_pay_the_treasury_when_set():
    g = synthetic_game({"ipo_dividends": "company"})
    act(g, 1, "par", corporation="TEN", share_price=price(g, 80))
    s = g.live.clone()
    before = s.cash(corp_key("TEN"))
    s.title.revenue.pay_dividends(s, s.corps["TEN"], 100)
    assert s.cash(corp_key("TEN")) - before == 80  # the 80% still in the IPO


@pytest.mark.parametrize(("mode", "capital"), [("par", 800), ("current", 900), ("none", 0)])
def test_float_capital(mode, capital):
    g = synthetic_game({"float_capital": mode}, float_percent=20)
    act(g, 1, "par", corporation="TEN", share_price=price(g, 80))  # 20%: floats at once
    s = g.state
    assert s.corps["TEN"].floated
    assert s.cash(corp_key("TEN")) == (800 if mode == "par" else 0 if mode == "none" else 800)
    # the current price counts when it differs from par at the moment of floating
    t = g.live.clone()
    t.corps["TEN"].floated = False
    t.ledger.transfer(corp_key("TEN"), "bank", t.cash(corp_key("TEN")))
    t.move_price("TEN", "right")
    t.title.stock.float_corporation(t, t.corps["TEN"])
    assert t.cash(corp_key("TEN")) == capital


def _operate_minor(g) -> list[list[str]]:
    """Pass the stock round, then pass the minor's steps; the action types it is offered."""
    for p in (1, 2, 3):
        act(g, p, "pass")
    offered = []
    while g.expected()["entity"] == "M1":
        types = g.expected()["types"]
        offered.append(types)
        if "buy_train" in types and not g.live.minors["M1"].trains:
            act(g, "minor:M1", "buy_train", train="2-0", price=80)
        else:
            act(g, "minor:M1", "pass")
    return offered


def test_a_minor_buys_a_train_only_where_the_title_lets_it():
    g = synthetic_game({"minors_buy_trains": True}, minor=True)
    assert any("buy_train" in t for t in _operate_minor(g))
    s = g.state
    assert s.minors["M1"].trains == ["2-0"]
    assert s.cash("minor:M1") == 120
    g = synthetic_game(minor=True)
    assert not any("buy_train" in t for t in _operate_minor(g))
    assert g.state.minors["M1"].trains == []


def test_two_certificates_in_a_multiple_buy_cell():
    market = [["40", "50", "60p", "70pb", "80p", "90", "100", "110", "120", "130e"]]  # 70: multiple buy
    g = synthetic_game(market=market)
    act(g, 1, "par", corporation="TEN", share_price=price(g, 70))
    act(g, 2, "buy_shares", shares=["TEN_1"], percent=10)
    assert g.expected()["entity"] == "2" and "buy_shares" in g.expected()["types"]
    act(g, 2, "buy_shares", shares=["TEN_2"], percent=10)
    assert g.state.percent_of(P2, "TEN") == 20
    # an ordinary cell: one certificate per turn
    g = synthetic_game()
    act(g, 1, "par", corporation="TEN", share_price=price(g, 70))
    act(g, 2, "buy_shares", shares=["TEN_1"], percent=10)
    assert g.expected()["entity"] == "2" and "buy_shares" not in g.expected()["types"]
    with pytest.raises(IllegalAction):
        act(g, 2, "buy_shares", shares=["TEN_2"], percent=10)


def test_conversion_to_ten_shares_keeps_the_certificate_ids():
    g = synthetic_game()
    act(g, 1, "par", corporation="FIVE", share_price=price(g, 80))
    act(g, 2, "buy_shares", shares=["FIVE_1"], percent=20)
    s = g.live.clone()
    new = s.convert_charter("FIVE", [20] + [10] * 8, POOL)
    assert [sh.id for sh in new] == [f"FIVE_{i}" for i in range(4, 9)]
    assert (s.shares["FIVE_0"].owner, s.shares["FIVE_0"].percent) == (P1, 20)
    assert (s.shares["FIVE_1"].owner, s.shares["FIVE_1"].percent) == (P2, 10)
    assert s.share_percent("FIVE") == 10
    assert s.percent_of(POOL, "FIVE") == 50
    assert s.bundle_price([s.shares["FIVE_1"]]) == 80  # a share still costs one share's price
    with pytest.raises(IllegalAction):
        s.convert_charter("FIVE", [40, 60], POOL)  # fewer certificates than it has


def test_receivership_when_the_president_leaves_nobody_to_take_over():
    g = synthetic_game({"receivership": True})
    act(g, 1, "par", corporation="TEN", share_price=price(g, 80))
    act(g, 1, "pass")  # (the president's certificate may be sold: the turn goes on)
    act(g, 2, "buy_shares", shares=["TEN_1"], percent=10)
    act(g, 2, "pass")
    act(g, 3, "pass")
    act(g, 1, "sell_shares", shares=["TEN_0"], percent=20)
    s = g.state
    assert s.in_receivership(corp_key("TEN")) and s.corps["TEN"].owner is None
    assert s.shares["TEN_0"].owner == POOL
    assert s.title.revenue.dividend_kinds(s, corp_key("TEN")) == ("withhold",)
    # without the setting the sale is refused
    g = synthetic_game()
    act(g, 1, "par", corporation="TEN", share_price=price(g, 80))
    act(g, 2, "buy_shares", shares=["TEN_1"], percent=10)
    act(g, 2, "pass")
    act(g, 3, "pass")
    with pytest.raises(IllegalAction):
        act(g, 1, "sell_shares", shares=["TEN_0"], percent=20)


def test_bankruptcy_not_allowed_is_refused():
    g = synthetic_game({"bankruptcy": "not_allowed"})
    s = g.live.clone()
    with pytest.raises(IllegalAction, match="not allowed"):
        s.title.bankruptcy.bankrupt(s, corp_key("TEN"))


@pytest.mark.parametrize(
    ("table", "message"),
    [
        ({"float_capitl": "par"}, "unknown settings"),
        ({"float_capital": "half"}, "not one of par, current, none"),
        ({"receivership": "yes"}, "true or false"),
        ({"share_sources": ["treasury"]}, "'ipo' and/or 'pool'"),
    ],
)
def test_bad_settings_are_refused_with_the_field_named(table, message):
    with pytest.raises(DataError, match=message):
        parse_settings(table, "game.toml settings")


def test_the_defaults_are_the_recorded_behaviour():
    s = parse_settings({}, "x")
    assert (s.share_sources, s.ipo_price, s.ipo_payee, s.float_capital) == (("ipo", "pool"), "par", "bank", "par")
    assert (s.ipo_dividends, s.pool_dividends, s.bankruptcy) == ("nobody", "company", "game_ends")
