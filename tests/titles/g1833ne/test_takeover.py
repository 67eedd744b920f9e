"""The Takeover game (facts §7; assumptions takeover_* in assets/titles/1833NE/assumptions.toml),
checked on every takeover of two self-played games: only a corporation with a train that is not
obsolete, whose track reaches a token of the target, may offer; a target with such a train
answers, one without is taken at once; the acquirer gets the target's trains, treasury and
tokens and one more train of limit; the target closes, the certificate limit falls, and before
phase IV one of the five phase-IV cards is retired.  Holders are paid the target's value."""

from __future__ import annotations

import random

import pytest

from engine.entities import POOL, corp_key
from engine.game import Game
from engine.io.selfplay import play_one
from engine.titles.g1833ne.takeover import targets

NAMES = {3: [(i + 1, f"Player {i + 1}") for i in range(3)], 5: [(i + 1, f"Player {i + 1}") for i in range(5)]}


def recorded(g: int, n: int) -> list[dict]:
    game, rep = play_one("1833NE", NAMES[n], seed=g, rng=random.Random(f"selfplay:0:{g}"), options=("takeover",))
    assert not rep.violations
    return list(game.actions)


def holdings(s, sym: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for sh in s.corp_shares(sym):
        if sh.owner != corp_key(sym):
            out[sh.owner] = out.get(sh.owner, 0) + sh.percent // 10
    return out


@pytest.mark.parametrize(("g", "n"), [(3, 3), (4, 5)])
def test_every_takeover_follows_the_rules(g: int, n: int) -> None:
    actions = recorded(g, n)
    game = Game("1833NE", NAMES[n], options=("takeover",), seed=g)
    offers = accepted = refused = 0
    pending: dict | None = None
    for a in actions:
        s = game.state
        if a["type"] == "merge":
            buyer, target = a["entity"], a["corporation"]
            assert target in targets(s, buyer)
            assert any(not s.trains[t].obsolete for t in s.corps[buyer].trains)
            may_refuse = s.corps[target].owner is not None and any(
                not s.trains[t].obsolete for t in s.corps[target].trains
            )
            before = _picture(s, buyer, target)
            game.process(a)
            offers += 1
            if may_refuse:
                assert game.expected()["entity"] == target and game.expected()["types"] == ["choose"]
                pending = before
            else:
                accepted += 1
                _check_absorbed(game.state, before, a.get("payment", "cash"))
            continue
        if a["type"] == "choose":
            assert pending is not None
            game.process(a)
            if a["choice"] == "accept":
                accepted += 1
                _check_absorbed(game.state, pending, pending["payment_hint"])
            else:
                refused += 1
                assert not game.state.corps[pending["target"]].closed
                assert game.state.cash(corp_key(pending["buyer"])) == pending["buyer_cash"]
            pending = None
            continue
        game.process(a)
    assert offers and accepted


def _picture(s, buyer: str, target: str) -> dict:
    return {
        "buyer": buyer,
        "target": target,
        "payment_hint": None,
        "buyer_cash": s.cash(corp_key(buyer)),
        "target_cash": s.cash(corp_key(target)),
        "target_trains": list(s.corps[target].trains),
        "buyer_trains": list(s.corps[buyer].trains),
        "target_tokens": [(t.hex, t.city) for t in s.corps[target].tokens if t.hex],
        "takeovers": int(s.corps[buyer].flags.get("takeovers", 0)),
        "cert_limit": s.cert_limit(),
        "in_play": sum(1 for c in s.corps.values() if not c.closed),
        "holders": holdings(s, target),
        "price": s.price_of(target),
        "iv_cards": sum(1 for t in s.upcoming if s.trains[t].name == "IV"),
        "phase": s.phase_index,
        "money": {k: v for k, v in s.ledger.cash.items()},
        "buyer_shares": {h: s.percent_of(h, buyer) for h in holdings(s, target)},
        "buyer_price": s.price_of(buyer),
    }


def _check_absorbed(s, before: dict, payment: str | None) -> None:
    buyer, target = before["buyer"], before["target"]
    corp = s.corps[target]
    assert corp.closed and corp.flags.get("absorbed_by") == buyer
    assert set(before["target_trains"]) <= set(s.corps[buyer].trains)
    assert int(s.corps[buyer].flags["takeovers"]) == before["takeovers"] + 1
    assert s.train_limit(corp_key(buyer)) == int(s.phase.extra["train_limit_takeover"]) + before["takeovers"] + 1
    for h, _c in before["target_tokens"]:
        assert s.board.has_token(h, buyer) and not s.board.has_token(h, target)
    # the certificate limit falls with the corporations in play (facts §1)
    assert sum(1 for c in s.corps.values() if not c.closed) == before["in_play"] - 1
    assert s.cert_limit() <= before["cert_limit"]
    # every holder got the target's value, in cash and the acquirer's shares at its price
    for holder, units in before["holders"].items():
        value = units * before["price"]
        got_shares = (s.percent_of(holder, buyer) - before["buyer_shares"][holder]) // 10
        payee = "bank" if holder == POOL else holder
        got_cash = s.ledger.cash.get(payee, 0) - before["money"].get(payee, 0)
        if holder != POOL:
            assert got_cash + got_shares * before["buyer_price"] == value
    if before["phase"] < 3 and before["iv_cards"] > 3:
        assert sum(1 for t in s.upcoming if s.trains[t].name == "IV") == before["iv_cards"] - 1


@pytest.mark.parametrize(("options", "crowded"), [(("takeover",), True), ((), False)])
def test_a_takeover_corporation_over_phase_iiis_lower_limit_must_discard(options: tuple, crowded: bool) -> None:
    """Phase III: the Takeover game's train limit is 2, the standard game's 3 (facts §3).  A
    corporation holding three phase-II/III trains is over the Takeover limit: the operating
    round's discard step (``State.crowded``) names it, though no corporation of the standard
    game would be."""
    game = Game("1833NE", [(1, "A"), (2, "B"), (3, "C")], options=options)
    s = game.live
    s.phase_index = [p.name for p in s.static.info.phases].index("III")
    key = corp_key("B&W")
    for name in ("II", "II", "III"):
        train = next(t for t in s.trains.values() if t.name == name and t.owner != key and not t.obsolete)
        s.move_train(train, key)
    assert s.num_corp_trains(key) == 3
    assert s.train_limit(key) == (2 if crowded else 3)
    assert (key in s.crowded()) is crowded
