"""engine.play.tokens: the token slots offered are exactly what ``Game.process`` accepts, at the
price the engine charges; a private's own token (18MEX CdB in Santa Rosalia) included."""

from __future__ import annotations

import pytest

from engine.game import Game
from engine.play.tokens import city_id, token_placers, token_slots, why_no_token
from tests.engine.play.test_lay import accepted, recorded, refusal
from tests.titles.g18mex.scripted import corp, new_game, pass_stock_round, pl, run_minors


def all_cities(g: Game) -> list[tuple[str, int]]:
    b = g.state.board
    return [(h, stop) for h in b.state for stop in b.tile_at(h).cities]


@pytest.mark.parametrize("name", ["hotseat01", "13315"])
def test_recorded_tokens_are_offered_and_offers_accepted(name: str) -> None:
    g, acts = recorded(name, 0)
    checked = 0
    for i, a in enumerate(acts):
        s = g.state
        if a.get("type") == "place_token" and token_placers(s):
            slots = token_slots(s)
            mine = [t for t in slots if t.city == a["city"] and t.actor.endswith(f":{a['entity']}")]
            assert mine, (i, a, slots)
            for slot in slots:
                after = accepted(g, slot.action())
                assert after is not None, (i, slot)
                who = slot.actor
                assert s.cash(who) - after.state.cash(who) == slot.cost
                assert slot.actor.split(":")[1] in after.state.board.tokens_in(slot.hex)[slot.stop]
            checked += 1
        g.process(a)
    assert checked >= 5


def test_cities_not_offered_are_refused() -> None:
    g, acts = recorded("13315", 0)
    for a in acts:  # the first recorded token placement of the game
        if a.get("type") == "place_token":
            break
        g.process(a)
    s = g.state
    slots = token_slots(s)
    assert slots and all(t.cost == s.entity(t.actor).next_token().price for t in slots)
    offered = {(t.hex, t.stop) for t in slots}
    actor = slots[0].actor
    ent = actor.split(":")[1]
    for h, stop in all_cities(g):
        if (h, stop) in offered:
            continue
        text = refusal(
            g, {"entity": ent, "entity_type": "corporation", "type": "place_token", "city": city_id(s, h, stop)}
        )
        assert text is not None, (h, stop)
    unreached = next(h for h, stop in all_cities(g) if (h, stop) not in offered)
    assert why_no_token(s, unreached)


def test_nothing_to_token_outside_the_token_step() -> None:
    g = new_game()
    assert token_placers(g.state) == [] and token_slots(g.state) == []
    assert why_no_token(g.state, "I8") == "No token can be placed now"


def baja_mc_with_cdb() -> Game:
    """Baja variant: J2 buys CdB in the auction and presides MC; in OR1 MC buys CdB at face."""
    g = new_game(options=("baja_variant",))
    for p, c, price in (
        (1, "MCAR", 20),
        (2, "CdB", 30),
        (3, "KCMO", 40),
        (4, "A", 50),
        (1, "B", 50),
        (2, "C", 50),
        (3, "MIR", 100),
        (4, "MNR", 140),
    ):
        pl(g, p, "bid", company=c, price=price)
    pl(g, 4, "par", corporation="NdM", share_price="60,2,2")
    pl(g, 1, "pass")
    pl(g, 2, "par", corporation="MC", share_price="75,1,4")
    for n, p in ((1, 3), (2, 4), (3, 1)):
        pl(g, p, "buy_shares", shares=[f"MC_{n}"], percent=10)
    pass_stock_round(g)
    run_minors(g)
    corp(g, "MC", "buy_company", company="CdB", price=30)
    return g


def test_cdb_places_a_free_token_in_santa_rosalia() -> None:
    g = baja_mc_with_cdb()
    s = g.state
    assert token_placers(s) == ["company:CdB"]
    slots = token_slots(s)
    assert [(t.hex, t.city, t.cost, t.actor) for t in slots] == [("H3", "H3-0-0", 0, "company:CdB")]
    assert slots[0].action() == {"entity": "CdB", "entity_type": "company", "type": "place_token", "city": "H3-0-0"}
    after = accepted(g, slots[0].action())
    assert after is not None and after.state.board.has_token("H3", "MC")
    assert after.state.cash("corp:MC") == s.cash("corp:MC")
    # the private places only there
    assert (
        refusal(g, {"entity": "CdB", "entity_type": "company", "type": "place_token", "city": "I8-0-0"})
        == "CdB places its token only in H3"
    )
