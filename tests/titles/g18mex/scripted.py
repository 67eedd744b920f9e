"""Short scripted 18MEX openings for regression tests of the rules core (bugs self-play found).

``opening`` plays the worked example's auction (4 players) and a first stock round in which
J1 pars MC at $75 and the others buy one 10% each, so MC floats with $750; ``to_or`` then
passes until the operating round and runs the minors.  Tests build the situation a bug needs
from there with a few more actions (and, where hundreds of random actions led there, a few
direct state changes that move money or certificates through the state's own helpers).
"""

from __future__ import annotations

from engine.game import Game


def act(g: Game, entity, etype: str, type_: str, **fields) -> None:
    g.process({"type": type_, "entity": entity, "entity_type": etype, **fields})


def pl(g: Game, pid: int, type_: str, **fields) -> None:
    act(g, pid, "player", type_, **fields)


def corp(g: Game, sym: str, type_: str, **fields) -> None:
    act(g, sym, "corporation", type_, **fields)


def new_game(options=(), players: int = 4, compat: str = "native") -> Game:
    return Game("18MEX", [(i + 1, f"J{i + 1}") for i in range(players)], options=tuple(options), compat=compat)


def auction(g: Game) -> None:
    """J1 MCAR, J2 KCMO, J3 A, J4 B, J2 C, J3 MIR (with CHI_1), J4 MNR (NdM par $60)."""
    pl(g, 1, "bid", company="MCAR", price=20)
    pl(g, 2, "bid", company="KCMO", price=40)
    pl(g, 3, "bid", company="A", price=50)
    pl(g, 4, "bid", company="B", price=50)
    pl(g, 1, "pass")
    pl(g, 2, "bid", company="C", price=50)
    pl(g, 3, "bid", company="MIR", price=100)
    pl(g, 4, "bid", company="MNR", price=140)
    pl(g, 4, "par", corporation="NdM", share_price="60,2,2")


def pass_stock_round(g: Game) -> None:
    while g.expected()["round"].startswith("SR"):
        pl(g, int(g.expected()["entity"]), "pass")


def run_minors(g: Game) -> None:
    act(g, "A", "minor", "run_routes", routes=[{"train": "2-0", "connections": [["M12"]]}])
    act(g, "B", "minor", "run_routes", routes=[{"train": "2-1", "connections": [["K6"]]}])
    act(g, "C", "minor", "run_routes", routes=[{"train": "2-2", "connections": [["S12", "R13", "Q14"]]}])


def opening(g: Game, second_buyer: int | None = None) -> None:
    """Auction, then SR1: J1 pars MC at $75, J2-J4 buy MC_1-MC_3 (MC floats with $750);
    ``second_buyer`` buys MC_4 in the next turn; then everyone passes."""
    auction(g)
    pl(g, 1, "par", corporation="MC", share_price="75,1,4")
    for n, p in ((1, 2), (2, 3), (3, 4)):
        pl(g, p, "buy_shares", shares=[f"MC_{n}"], percent=10)
    if second_buyer is not None:
        for p in (1, 2, 3, 4):
            if p == second_buyer:
                pl(g, p, "buy_shares", shares=["MC_4"], percent=10)
                break
            pl(g, p, "pass")
    pass_stock_round(g)
    run_minors(g)
