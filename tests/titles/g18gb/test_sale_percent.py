"""Issue #28, item 3: an imported 18GB game's ``sell_shares.percent`` must be one the named
certificates can make.  The site's own bundle checks differ from ours (site defect 4) and an
imported game keeps them; what a certificate is worth does not differ: a sale of one 10% share
that says 50% was paid for five shares and dropped the price five steps."""

from __future__ import annotations

import copy

import pytest

from engine.errors import IllegalAction
from engine.io.log import game_actions
from tests.titles.g18gb.test_recordings import NAMES, _data, _new


def _before_sales(name: str):
    """(game, sale) at each recorded sale of certificates without the director's, the game
    just before it."""
    data = _data(name)
    game = _new(data)
    for _, action in game_actions(data["actions"]):
        if action.get("type") == "sell_shares":
            shares = [game.state.shares[i] for i in action["shares"] if i in game.state.shares]
            if shares and not any(sh.president for sh in shares):
                yield game, action
        game.process(action)


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("offset", [40, -10, -20, -5])
def test_an_imported_sale_cannot_say_more_or_less_than_its_certificates(name, offset):
    """50% for a 10% share (as in the issue), 0%, -10%, 5%: each refused, the state unchanged."""
    found = next(_before_sales(name), None)
    assert found is not None, f"{name} records no sale of ordinary shares"
    game, sale = found
    named = sum(game.state.shares[i].percent for i in sale["shares"])
    assert sale.get("percent", named) == named
    before = game.snapshot()
    forged = copy.deepcopy(sale)
    forged["percent"] = named + offset
    with pytest.raises(IllegalAction, match="cannot make a sale of"):
        game.process(forged)
    assert game.snapshot() == before
    game.process(sale)  # the recorded sale itself is still accepted
