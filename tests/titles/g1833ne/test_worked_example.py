"""The seed's worked example (PT seed 000_034dabb…, "Uma ronda passo a passo"; facts §8): a
4-player game with $450 each, J1 followed through the auction, the first stock round and both
operating rounds.  Every step asserts J1's cash, both treasuries and both prices as the table
gives them.  The other players' moves are not in the seed: they are scripted here so that every
figure holds — the other corporations buy the five remaining phase-I trains in OR 1.1, and FRR
(with $150 more from J4) builds to Springfield and puts its token there, so that the route finder
finds B&W's 60 and 40 of step 12 as it finds HR's 80 of step 15."""

from __future__ import annotations

from typing import Any

import pytest

from engine.errors import IllegalAction
from engine.game import Game
from engine.play.best_routes import best_routes_in


def player(pid: int, type_: str, **fields: Any) -> dict:
    return {"type": type_, "entity": str(pid), "entity_type": "player", **fields}


def corp(sym: str, type_: str, **fields: Any) -> dict:
    return {"type": type_, "entity": sym, "entity_type": "corporation", **fields}


class Example:
    def __init__(self) -> None:
        self.g = Game("1833NE", [("1", "J1"), ("2", "J2"), ("3", "J3"), ("4", "J4")], seed=1)

    def do(self, action: dict) -> None:
        self.g.process(action)

    @property
    def s(self) -> Any:
        return self.g.state

    def check(self, j1: int, bw: int | None, hr: int | None, bw_price: int | None, hr_price: int | None) -> None:
        s = self.s
        assert s.cash("player:1") == j1
        assert (s.cash("corp:B&W") if s.corps["B&W"].ipoed else None) == bw
        assert (s.cash("corp:HR") if s.corps["HR"].ipoed else None) == hr
        assert (s.price_of("B&W") if s.corps["B&W"].share_price else None) == bw_price
        assert (s.price_of("HR") if s.corps["HR"].share_price else None) == hr_price

    def run_best(self, sym: str) -> int:
        """``sym`` runs the routes the route finder proves best; their revenue."""
        best = best_routes_in(self.g.live, sym)
        assert best.proven_optimal
        routes = [{"train": r.train, "connections": [list(c) for c in r.connections]} for r in best.routes]
        self.do(corp(sym, "run_routes", routes=routes))
        return best.revenue

    def pass_until(self, sym: str) -> None:
        """Every other corporation passes its steps until ``sym`` operates."""
        for _ in range(40):
            exp = self.g.expected()
            if exp["entity"] == sym:
                return
            if "run_routes" in exp["types"]:  # (the others run their best routes and pay out)
                self.run_best(exp["entity"])
                self.do(corp(exp["entity"], "dividend", kind="payout"))
                continue
            self.do(corp(exp["entity"], "pass"))
        raise AssertionError(f"{sym} never operates")


def play_example() -> list[tuple[int, Example]]:
    """The example step by step; yields (step, example) after each step of the table."""
    ex = Example()
    out: list[tuple[int, Example]] = []
    out.append((0, ex))
    ex.check(450, None, None, None, None)
    # 1. auction: J1 bids P3 at face value; the others buy the cheaper privates, so P3 goes to J1
    ex.do(player(1, "bid", company="P3", price=50))
    ex.do(player(2, "bid", company="P1", price=15))
    ex.do(player(3, "bid", company="P2", price=40))
    assert ex.s.companies["P3"].owner == "player:1"
    ex.do(player(4, "bid", company="P4", price=60))
    ex.do(player(1, "pass"))
    ex.do(player(2, "bid", company="P5", price=70))
    ex.do(player(3, "bid", company="P6", price=80))
    ex.check(400, None, None, None, None)
    # 2. SR1: J4 has the priority deal and passes; J1 floats B&W at 80 and pays 160
    ex.do(player(4, "pass"))
    ex.do(player(1, "par", corporation="B&W", share_price="80,0,8"))
    ex.check(240, 160, None, 80, None)
    ex.do(player(2, "par", corporation="FRR", share_price="150,0,14"))
    ex.do(player(3, "par", corporation="RR", share_price="100,0,10"))
    ex.do(player(4, "pass"))
    # 3. J1 floats HR at 40 and pays 80
    ex.do(player(1, "par", corporation="HR", share_price="40,0,4"))
    ex.check(160, 160, 80, 80, 40)
    # 4. four treasury shares of HR at 40, one per turn: 60%, and J1 has nothing left
    for n in range(1, 5):
        for pid in (2, 3, 4):
            if (pid, n) == (4, 1):  # (not in the seed: J4 puts $150 into FRR, see OR 1.1)
                ex.do(player(4, "buy_shares", shares=["FRR_1"], percent=10))
                continue
            ex.do(player(pid, "pass"))
        ex.do(player(1, "buy_shares", shares=[f"HR_{n}"], percent=10))
    ex.check(0, 160, 240, 80, 40)
    assert ex.s.percent_of("player:1", "HR") == 60
    # 5. J1 sells the four HR shares to the pool: the president's sale drops the price a column
    for pid in (2, 3, 4):
        ex.do(player(pid, "pass"))
    ex.do(player(1, "sell_shares", shares=["HR_1", "HR_2", "HR_3", "HR_4"], percent=40))
    out.append((5, ex))
    ex.check(160, 160, 240, 80, 30)
    ex.do(player(1, "pass"))
    # 6. two B&W treasury shares at 80, in two turns: B&W has 320, J1 40%
    for n in (1, 2):
        for pid in (2, 3, 4):
            ex.do(player(pid, "pass"))
        ex.do(player(1, "buy_shares", shares=[f"B&W_{n}"], percent=10))
    ex.check(0, 320, 240, 80, 30)
    # 7. everyone passes: HR has shares in the pool and drops; B&W does not move
    for pid in (2, 3, 4):
        ex.do(player(pid, "pass"))
    ex.check(0, 320, 240, 80, 30)
    ex.do(player(1, "pass"))
    # (the round's end and OR 1.1's start are one move: P3's $10 of step 8 is already paid)
    ex.check(0 + 10, 320, 240, 80, 20)
    assert ex.s.percent_of("pool", "HR") == 40 and ex.s.percent_of("pool", "B&W") == 0
    # 8. OR 1.1: P3 pays J1 10; the lowest price operates first: HR lays two yellow tiles (one in
    # New Haven), has no run (-1) and buys a 2-train
    assert ex.g.expected()["entity"] == "HR"
    ex.do(corp("HR", "pass"))  # no issue, no redemption
    ex.do(corp("HR", "lay_tile", hex="C26", tile="6-0", rotation=1))
    ex.do(corp("HR", "lay_tile", hex="B27", tile="3-0", rotation=3))
    ex.do(corp("HR", "pass"))  # no token
    ex.do(corp("HR", "buy_train", train="I-0", price=75, variant="2"))
    ex.check(10, 320, 125, 80, 10)
    # 9. B&W issues two shares at 70: the limit is 4 player-held units - 0 in the pool
    ex.pass_until("B&W")
    ex.do(corp("B&W", "sell_shares", shares=["B&W_3", "B&W_4"], percent=20))
    ex.check(10, 460, 125, 80, 10)
    # 10. two yellow tiles west of Boston (20 each) and two 2+1 trains; nothing paid: -1
    ex.do(corp("B&W", "lay_tile", hex="F23", tile="58-0", rotation=2))
    ex.do(corp("B&W", "lay_tile", hex="E22", tile="57-0", rotation=2))
    ex.do(corp("B&W", "pass"))  # no token now
    ex.do(corp("B&W", "buy_train", train="I-1", price=100, variant="2+1"))
    ex.do(corp("B&W", "buy_train", train="I-2", price=100, variant="2+1"))
    ex.do(corp("B&W", "pass"))
    ex.check(10, 220, 125, 70, 10)
    # (not in the seed: RR and FRR buy the other five phase-I trains)
    ex.pass_until("RR")
    for _ in range(4):
        if ex.g.expected()["step"] == "Buy Trains":
            break
        ex.do(corp("RR", "pass"))
    for tid in ("I-3", "I-4"):
        ex.do(corp("RR", "buy_train", train=tid, price=75, variant="2"))
    ex.do(corp("RR", "pass"))
    ex.pass_until("FRR")
    # FRR builds from Fitchburg to Springfield (Greenfield $40, Springfield $20) and puts its
    # second token there ($80): Worcester's other exit leads to it, which makes B&W's 40 of step 12
    while ex.g.expected()["step"] != "Lay Track":
        ex.do(corp("FRR", "pass"))
    ex.do(corp("FRR", "lay_tile", hex="D19", tile="3-1", rotation=5))
    ex.do(corp("FRR", "lay_tile", hex="D21", tile="6-1", rotation=3))
    ex.do(corp("FRR", "place_token", city="6-1-0"))
    for _ in range(4):
        if ex.g.expected()["step"] == "Buy Trains":
            break
        ex.do(corp("FRR", "pass"))
    for tid in ("I-5", "I-6", "I-7"):
        ex.do(corp("FRR", "buy_train", train=tid, price=75, variant="2"))
    # 11. OR 1.2: P3 pays J1 10; B&W (70) now operates before HR (10); Worcester token for 40
    ex.pass_until("B&W")
    assert ex.g.live.round.round_num == 2
    ex.do(corp("B&W", "pass"))  # no issue, no redemption
    ex.do(corp("B&W", "pass"))  # no tile
    ex.do(corp("B&W", "place_token", city="57-0-0"))
    ex.check(20, 180, 125, 70, 10)
    # 12. B&W runs 60 + 40 and pays $10 a share: J1 +40, its treasury +40, the pool's 20 stays
    # in the bank; 100 >= 70: +1
    bank = ex.s.cash("bank")
    # the route finder's best: Boston 30 + Framingham 10 + Worcester 20 and Worcester 20 +
    # Springfield 20 (FRR's token there ends the route)
    best = best_routes_in(ex.g.live, "B&W")
    assert sorted(r.revenue for r in best.routes) == [40, 60] and best.proven_optimal
    assert ex.run_best("B&W") == 100
    ex.do(corp("B&W", "dividend", kind="payout"))
    ex.check(60, 220, 125, 80, 10)
    assert bank - ex.s.cash("bank") == 80
    # 13. no phase-I train is left: a 3/5 starts phase II
    ex.do(corp("B&W", "buy_train", train="II-0", price=180, variant="3/5"))
    assert ex.s.phase.name == "II"
    ex.do(corp("B&W", "pass"))
    ex.check(60, 40, 125, 80, 10)
    # 14. HR redeems the pool's four shares at 20 and buys the New Haven ferry
    assert ex.g.expected()["entity"] == "HR"
    ex.do(corp("HR", "buy_shares", shares=["HR_1", "HR_2", "HR_3", "HR_4"], percent=40))
    ex.do(corp("HR", "buy_special", hex="C26"))
    ex.check(60, 40, 5, 80, 10)
    # 15. HR's 2-train: Hartford 20 + New Haven 20 + ferry 20 + New 20 = 80, $8 a share: +2
    ex.do(corp("HR", "pass"))  # no tile
    if ex.g.expected()["step"] != "Run Routes":
        ex.do(corp("HR", "pass"))  # no token
    best = best_routes_in(ex.g.live, "HR")
    assert best.revenue == 80 and best.proven_optimal
    routes = [{"train": r.train, "connections": [list(c) for c in r.connections]} for r in best.routes]
    ex.do(corp("HR", "run_routes", routes=routes))
    ex.do(corp("HR", "dividend", kind="payout"))
    ex.check(76, 40, 69, 80, 30)
    # 16. HR buys P3 from J1 at its face value (allowed in phase II)
    ex.do(corp("HR", "buy_company", company="P3", price=50))
    ex.check(126, 40, 19, 80, 30)
    # 17. on to SR 2
    for _ in range(4):
        if ex.g.expected()["round"].startswith("SR"):
            break
        ex.do(corp("HR", "pass"))
    assert ex.g.expected()["round"].startswith("SR")
    ex.check(126, 40, 19, 80, 30)
    out.append((17, ex))
    return out


def after_auction() -> Example:
    """The example's four players after a plain auction (each private bought at face value by
    J1, J2, J3, J4, J1, J2 in turn), the first stock round about to begin: the position several
    rule tests start from (not the seed's own auction, steps 1-2)."""
    ex = Example()
    for a in (
        player(1, "bid", company="P1", price=15),
        player(2, "bid", company="P2", price=40),
        player(3, "bid", company="P3", price=50),
        player(4, "bid", company="P4", price=60),
        player(1, "bid", company="P5", price=70),
        player(2, "bid", company="P6", price=80),
    ):
        ex.do(a)
    return ex


def test_worked_example_every_step() -> None:
    steps = play_example()
    ex = steps[-1][1]
    s = ex.s
    # the share positions of the fact sheet's notes
    assert s.percent_of("player:1", "B&W") == 40 and s.percent_of("pool", "B&W") == 20
    assert s.percent_of("corp:B&W", "B&W") == 40
    assert s.percent_of("player:1", "HR") == 20 and s.percent_of("corp:HR", "HR") == 80
    assert s.percent_of("pool", "HR") == 0
    assert s.companies["P3"].owner == "corp:HR"


def test_only_the_president_sells_before_the_first_run() -> None:
    """Before a corporation has operated only its president may sell it (facts §2); the refusal
    leaves the state as it was."""
    ex = after_auction()
    ex.do(player(3, "par", corporation="HR", share_price="60,0,6"))
    ex.do(player(4, "buy_shares", shares=["HR_1"], percent=10))
    for pid in (1, 2, 3):
        ex.do(player(pid, "pass"))
    before = ex.g.snapshot()
    with pytest.raises(IllegalAction):
        ex.do(player(4, "sell_shares", shares=["HR_1"], percent=10))
    assert ex.g.snapshot() == before
