"""Moves our engine accepted in its own 1893 games and 18xx.games refused: one test per class.

Each position is the opening of one of our self-play games (saved natively in ``fidelity/``),
replayed here up to the move the site engine refused when ``bench/fidelity.py ours`` replayed
the whole game.  The move must now be refused with a sentence, leaving the state untouched, and
the moves the site does take must still be offered.
"""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path

import pytest

from engine.errors import IllegalAction
from engine.play.menu import menu
from tests.titles import fidelity_positions

HERE = Path(__file__).parent / "fidelity"
position = partial(fidelity_positions.position, HERE)
refused = fidelity_positions.refused


def test_after_the_presidents_sale_another_companys_train_costs_what_the_sale_left_needed() -> None:
    """RAG must buy a train: 39M in its treasury, its president 18M after buying the EVA.  He sold
    a 10% RAG share at 55M (now 73M); RSE's 3-train (face 180M) may then be bought for 58M to
    112M: all the cash but less than the share's price.  Our engine took 21M, which the sale was
    not needed for (seed 61000 game 15; 18xx.games: 'may only spend between 58M and 112M')."""
    g, buy = position("emergency_price_after_a_sale")
    s = g.state
    assert (buy["entity"], buy["train"], buy["price"]) == ("RAG", "3-2", 21)
    assert (s.cash("corp:RAG"), s.cash("player:2"), s.round.data.last_share_sold_price) == (39, 73, 55)
    before = json.dumps(g.snapshot(), sort_keys=True)
    with pytest.raises(IllegalAction, match=r"between \$58 and \$112"):
        g.process(buy)
    assert json.dumps(g.snapshot(), sort_keys=True) == before
    choice = menu(g).choice("train:3-2")  # the Actions dock offers that range
    assert choice.enabled and choice.param is not None
    assert (choice.param.minimum, choice.param.maximum) == (58, 112)
    after = g.trial({**buy, "price": 58})  # RAG's 39M, then 19M of its president's
    assert after.trains["3-2"].owner == "corp:RAG" and after.cash("player:2") == 73 - 19


def test_half_of_the_presidents_certificate_is_not_sold_with_the_20_percent_in_the_bundle() -> None:
    """Player 3 presides AGV with its president's certificate and the 20% ordinary one, and sold
    30% of them (seed 63000 game 56): 18xx.games handed back the market's first AGV certificate,
    the 20% just sold, so Player 3 kept 20% instead of 10% and later dividends differed.  Our
    games refuse that sale; the whole 40% or the 20% certificate alone may still go."""
    g, sale = position("presidents_certificate_sold_in_part_with_the_20_percent")
    assert (sale["shares"], sale["percent"]) == (["AGV_2", "AGV_0"], 30)
    before = json.dumps(g.snapshot(), sort_keys=True)
    with pytest.raises(IllegalAction, match="keeps its 20% certificate"):
        g.process(sale)
    assert json.dumps(g.snapshot(), sort_keys=True) == before
    whole = g.trial({**sale, "percent": 40})
    assert whole.shares["AGV_0"].owner != "player:3" and whole.shares["AGV_2"].owner == "pool"
    ordinary = g.trial({**sale, "shares": ["AGV_2"], "percent": 20})  # whole certificates only
    held = g.state.player_percents("AGV")["player:3"]
    assert ordinary.shares["AGV_2"].owner == "pool" and ordinary.player_percents("AGV")["player:3"] == held - 20


def test_a_formation_tie_among_holders_without_cards_is_settled_here_and_stops_an_import() -> None:
    """HGK forms with its largest holders tied and none of them holding the president's
    certificate, one of them without an exchanged card (seed 63000 game 164): the site's
    tie-break fails there (site defect 8).  Our games settle it by the rule; a game replayed the
    site's way refuses the action that forms HGK, as no site game can go past it."""
    g, forming = position("formation_tie_without_exchanged_cards")
    after = g.trial(forming)
    assert after.corps["HGK"].floated and after.corps["HGK"].owner is not None
    res = fidelity_positions.replayed_the_sites_way(HERE, "formation_tie_without_exchanged_cards")
    assert res.error is not None and res.error.action_id == forming["id"]
    assert "cannot choose HGK's president" in res.error.sentence


def test_a_president_short_only_by_bonds_goes_bankrupt_here_and_not_in_a_game_replayed_the_sites_way() -> None:
    """DE must buy a 450M train; with all Player 1 may sell it raises less, but Player 1 holds
    bonds, which no operating round sells (seed 64000 game 77).  The rules: bankrupt.  The site
    counts 100 per bond and refuses (site defect 9), so a game replayed its way refuses too,
    with the site's own figure, 492M."""
    g, bankrupt = position("bankruptcy_with_bonds_held")
    assert bankrupt["type"] == "bankrupt" and bankrupt["entity"] == "DE"
    after = g.trial(bankrupt)
    assert after.finished  # 1893: a bankruptcy ends the game at once
    res = fidelity_positions.replayed_the_sites_way(HERE, "bankruptcy_with_bonds_held")
    assert res.error is not None and res.error.action_id == bankrupt["id"]
    assert "can raise $492" in res.error.sentence
