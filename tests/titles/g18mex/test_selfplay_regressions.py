"""Rules-core bugs that random self-play found, each as the shortest scripted game that shows it."""

from __future__ import annotations

import pytest

from engine.entities import BANK
from engine.errors import IllegalAction

from .scripted import corp, new_game, opening, pass_stock_round, pl, run_minors


def mc_must_buy_in_or2(g) -> None:
    """From the opening: MC lays I8/J9 in OR1 and buys nothing; in OR2 it lays I10 (a route
    Torreón-Monterrey) and reaches Buy Trains trainless, so it must buy."""
    corp(g, "MC", "lay_tile", hex="I8", tile="57-0", rotation=2)
    corp(g, "MC", "lay_tile", hex="J9", tile="8-0", rotation=2)
    corp(g, "MC", "pass")  # no train in OR1
    pass_stock_round(g)
    run_minors(g)
    corp(g, "MC", "lay_tile", hex="I10", tile="57-1", rotation=1)
    corp(g, "MC", "pass")
    corp(g, "MC", "pass")
    assert g.expected()["step"] == "Buy Trains" and g.expected()["types"] == ["bankrupt", "sell_shares", "buy_train"]


def test_bankruptcy_counts_only_shares_the_president_may_sell_in_an_emergency():
    """Self-play deadlock (4p, game seed 5): SPM had to buy a $700 4D; its president could have
    raised enough only by selling SPM itself, which would hand SPM's presidency to another 20%
    holder and is refused in an emergency.  Bankruptcy was refused because its liquidity still
    counted that sale, so no action was legal.  Liquidity now counts only the bundles the
    emergency rules let the president sell (18xx.games ``total_emr_buying_power``)."""
    g = new_game()
    opening(g, second_buyer=2)  # J1 20% (president) and J2 20% of MC
    mc_must_buy_in_or2(g)
    s = g.state
    # MC spent its treasury and J1 is down to $10 (hundreds of random actions did this)
    s.spend("corp:MC", BANK, s.cash("corp:MC"))
    s.spend("player:1", BANK, s.cash("player:1") - 10)
    with pytest.raises(IllegalAction, match="change the president of MC"):
        pl(g, 1, "sell_shares", shares=["MC_0"], percent=10)
    with pytest.raises(IllegalAction, match="cannot contribute"):
        corp(g, "MC", "buy_train", train="2-3", price=100, variant="2")
    corp(g, "MC", "bankrupt")
    assert g.finished and g.state.end_reason == "bankrupt"
    assert g.state.player["1"].bankrupt
    assert g.state.percent_of("player:1", "MC") == 20  # the sale it could not make is not made now either


def test_bankruptcy_refused_while_the_president_can_sell_enough():
    g = new_game()
    opening(g, second_buyer=1)  # J1 30% of MC: selling 10% keeps the presidency
    mc_must_buy_in_or2(g)
    s = g.state
    s.spend("corp:MC", BANK, s.cash("corp:MC"))
    s.spend("player:1", BANK, s.cash("player:1") - 40)
    with pytest.raises(IllegalAction, match="Cannot go bankrupt"):
        corp(g, "MC", "bankrupt")
    pl(g, 1, "sell_shares", shares=["MC_4"], percent=10)
    corp(g, "MC", "buy_train", train="2-3", price=100, variant="2")
    assert g.state.corps["MC"].trains == ["2-3"] and not g.finished


def test_closed_minors_keep_no_token_on_record():
    """Self-play (new invariant: tokens on the map = companies' placed tokens): when the minors
    close at phase 3½ their tokens left the map but stayed "placed" on the minors' charters."""
    from engine.io.selfplay import check_state

    g = new_game()
    opening(g)
    s = g.state
    assert check_state(s) == []
    s.title.trains.event_minors_closed(s)  # what buying the first 3' does
    assert all(m.closed and not m.placed_tokens() for m in s.minors.values())
    assert not any(s.board.token_hexes(sym) for sym in ("A", "B", "C"))
    assert check_state(s) == []


def to_sr2(g) -> None:
    """From the opening: MC does nothing in OR1, then the second stock round starts (sales allowed)."""
    corp(g, "MC", "pass")  # no tile
    corp(g, "MC", "pass")  # no train
    assert g.expected()["round"] == "SR 2.1"


def turn_of(g, pid: int) -> None:
    """Everyone before ``pid`` passes."""
    while g.expected()["entity"] != str(pid):
        pl(g, int(g.expected()["entity"]), "pass")


#: a sale that is not a bundle of its certificates: refused by the certificates' own check
#: (``certificates_refusal``) or, past it, by the title's bundles
BUNDLE_REFUSAL = "not a bundle|cannot make a sale of"


def refused_unchanged(g, action_type: str, entity, match: str, **fields) -> None:
    import json

    before = json.dumps(g.snapshot(), sort_keys=True)
    with pytest.raises(IllegalAction, match=match):
        pl(g, entity, action_type, **fields)
    assert json.dumps(g.snapshot(), sort_keys=True) == before


def test_a_sale_must_be_a_bundle_the_seller_may_sell():
    """Self-play (wild candidates): "sell NdM_0 (20%) as 5%" was accepted in an emergency sale;
    the president's certificate went to the pool for a quarter of its value and the presidency
    stayed with its seller.  Any (certificates, percent) pair that is not one of the bundles the
    title offers is now refused, in stock rounds and emergencies alike."""
    g = new_game()
    opening(g, second_buyer=1)  # J1: MC_0 + MC_4 (30%)
    to_sr2(g)
    turn_of(g, 1)
    refused_unchanged(g, "sell_shares", 1, BUNDLE_REFUSAL, shares=["MC_4"], percent=5)
    refused_unchanged(g, "sell_shares", 1, BUNDLE_REFUSAL, shares=["MC_0"], percent=5)
    refused_unchanged(g, "sell_shares", 1, "named twice", shares=["MC_4", "MC_4"], percent=20)
    refused_unchanged(g, "sell_shares", 1, "one corporation|does not own", shares=["MC_4", "CHI_1"], percent=20)
    pl(g, 1, "sell_shares", shares=["MC_4"], percent=10)  # the real bundle is fine
    assert g.state.shares["MC_4"].owner == "pool"


def test_emergency_sale_must_be_a_bundle_too():
    g = new_game()
    opening(g, second_buyer=1)  # J1 30% of MC
    mc_must_buy_in_or2(g)
    s = g.state
    s.spend("corp:MC", BANK, s.cash("corp:MC"))
    s.spend("player:1", BANK, s.cash("player:1") - 40)
    refused_unchanged(g, "sell_shares", 1, BUNDLE_REFUSAL, shares=["MC_4"], percent=5)
    refused_unchanged(g, "sell_shares", 1, BUNDLE_REFUSAL, shares=["MC_0"], percent=15)


def test_a_sale_with_a_swap_is_checked_like_any_sale():
    """Self-play (wild candidates): a sale naming a ``swap`` certificate skipped every check of the
    stock round (the seller could take any certificate, even a reserved NdM 5%, as change).  Only
    NdM sales may take a 5% NdM certificate from the pool, and only if the sale itself is allowed."""
    g = new_game()
    opening(g, second_buyer=1)
    to_sr2(g)
    turn_of(g, 1)
    refused_unchanged(g, "sell_shares", 1, "cannot take NdM_7", shares=["MC_4"], percent=10, swap="NdM_7")
    refused_unchanged(g, "sell_shares", 1, "cannot take CHI_3", shares=["MC_4"], percent=10, swap="CHI_3")


def test_one_certificate_per_purchase():
    """Self-play (wild candidates): buying two certificates in one action (even of two corporations)
    was accepted and priced as the first one's corporation."""
    g = new_game()
    from .scripted import auction

    auction(g)
    pl(g, 1, "par", corporation="MC", share_price="75,1,4")
    refused_unchanged(g, "buy_shares", 2, "cannot buy", shares=["MC_1", "MC_2"], percent=20)
    refused_unchanged(g, "buy_shares", 2, "cannot buy", shares=["MC_1", "CHI_2"], percent=20)
    pl(g, 2, "buy_shares", shares=["MC_1"], percent=10)


def test_no_swap_buy_at_the_certificate_limit():
    """The NdM swap buy (a pool 10% for a 5% and cash) adds a counted certificate, so it is not
    offered at the certificate limit (18xx.games ``swap_buy``); it was accepted there."""
    g = new_game()
    opening(g)
    to_sr2(g)
    turn_of(g, 1)
    s = g.state
    # phase 3½ (NdM tradable), a 10% and a 5% NdM in the pool (a 5% may be bought at the limit),
    # and J1 holding the other 5% certificate
    s.phase_index = next(i for i, p in enumerate(s.static.info.phases) if p.name == "3½")
    s.move_share(s.shares["NdM_2"], "pool")
    s.move_share(s.shares["NdM_8"], "pool")
    s.move_share(s.shares["NdM_7"], "player:1")
    s.writable_share("NdM_7").buyable = s.writable_share("NdM_8").buyable = True  # as the minors' exchange does
    s.cert_limit_adjust = s.num_certs("1") - s.cert_limit()  # J1 exactly at the limit
    refused_unchanged(g, "buy_shares", 1, "cannot swap", shares=["NdM_2"], percent=10, swap="NdM_7")
    s.cert_limit_adjust += 1
    pl(g, 1, "buy_shares", shares=["NdM_2"], percent=10, swap="NdM_7")
    assert g.state.shares["NdM_7"].owner == "pool" and g.state.shares["NdM_2"].owner == "player:1"


def half_sale_position(compat: str):
    """J4 is NdM's president (20%), J2 holds 20% in two 10% shares, and the pool holds NdM_7
    (5%, first to arrive), NdM_1 and NdM_2."""
    g = new_game(compat=compat)
    opening(g)
    to_sr2(g)
    turn_of(g, 4)  # J4 holds NdM_0 (MNR)
    s = g.state
    s.phase_index = next(i for i, p in enumerate(s.static.info.phases) if p.name == "3½")  # NdM tradable
    for sid in ("NdM_7", "NdM_1", "NdM_2"):  # the 5% arrives in the pool first
        s.move_share(s.shares[sid], "pool")
    for sid in ("NdM_3", "NdM_4"):
        s.move_share(s.shares[sid], "player:2")
    return g


def test_half_a_presidents_certificate_sold_while_a_5_percent_leads_the_pool():
    """Self-play (pool limit invariant, 5p game 181 of seed 2024): a president sold half of NdM's
    20% certificate; 18xx.games hands the first pool certificate back to the seller, here a 5%
    one, so the seller keeps 5% instead of 10% and the pool holds 55%.  Our games refuse that
    sale (selling the whole certificate stays possible), so they replay on the site to the same
    result; a game imported from the site replays what the site did."""
    g = half_sale_position("native")
    refused_unchanged(
        g, "sell_shares", 4, "would give back the 5% certificate first in the pool", shares=["NdM_0"], percent=10
    )
    pl(g, 4, "sell_shares", shares=["NdM_0"], percent=20)
    assert g.state.corps["NdM"].owner == "player:2" and g.state.percent_of("player:4", "NdM") == 0

    g = half_sale_position("18xx.games")
    cash = g.state.cash("player:4")
    pl(g, 4, "sell_shares", shares=["NdM_0"], percent=10)
    s = g.state
    assert s.corps["NdM"].owner == "player:2" and s.shares["NdM_0"].owner == "player:2"
    assert [sh.id for sh in s.shares_of("player:4", "NdM")] == ["NdM_7"]  # the site's defect
    assert s.cash("player:4") == cash + 60  # 10% at the $60 share price
