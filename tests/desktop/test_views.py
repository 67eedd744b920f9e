"""engine.views: read-only views equal the engine's own numbers (no Qt)."""

from __future__ import annotations

import pytest

from engine import views
from engine.entities import POOL, corp_key, player_key


@pytest.mark.parametrize("n", [0, 37, 300, 501])
def test_cap_table_is_the_engine_numbers(mex, n):
    s = mex.history.state_at(n)
    ct = views.cap_table(s)
    assert [c.label for c in ct.columns] == [s.player[p].name for p in s.seating] + ["IPO", "Pool"]
    for row in ct.rows:
        for col, h in zip(ct.columns, row.holdings):
            holder = corp_key(row.sym) if col.kind == "ipo" else POOL if col.kind == "pool" else col.key
            assert h.percent == s.percent_of(holder, row.sym)
        assert sum(h.percent for h in row.holdings) == 100
        assert row.price == (s.price_of(row.sym) if s.corps[row.sym].share_price else None)
    for p in ct.players:
        assert p.cash == s.cash(player_key(p.id)) and p.worth == s.player_value(p.id)
        assert p.certs == s.num_certs(p.id) and p.cert_limit == s.cert_limit()
    assert ct.bank_cash == s.cash("bank")


def test_turn_matches_game_expected():
    from engine.game import Game

    g = Game("18MEX", [(1, "A"), (2, "B"), (3, "C")])
    t = views.turn(g.state)
    exp = g.expected()
    assert t.entity_key.endswith(exp["entity"]) and list(t.types) == exp["types"] and t.step == exp["step"]
    assert t.sentence().startswith("ISR 1 · A")


def test_market_trains_companies_and_hexes(mex):
    s = mex.history.state_at(300)
    m = views.market(s)
    for sym, corp in s.corps.items():
        if corp.share_price and not corp.closed:
            cell = m.where(sym)
            assert cell is not None and cell.price == s.price_of(sym)
    tv = views.trains_and_phases(s)
    assert tv.phase.name == s.phase_name and tv.phase.current
    assert sum(t.count for t in tv.trains) == len(s.trains)
    assert sum(t.in_depot for t in tv.trains) == len(s.upcoming)
    for row in views.corporations(s):
        corp = s.entity(row.key)
        assert row.treasury == s.cash(row.key) and len(row.trains) == len(corp.trains)
    info = views.hex_info(s, "E6")
    assert info.name == "Chihuahua" and any("CHI" in t for t in info.tokens)
    assert views.hex_info(mex.history.state_at(0), "E6").reserved == ("CHI",)
    assert [x.worth for x in views.standings(mex.history.state)] == sorted(mex.doc.result.values(), reverse=True)
