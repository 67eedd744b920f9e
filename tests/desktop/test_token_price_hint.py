"""Issue #29, 3: closing GN to place its token in York said "(free)" on the map and charged
£50.  The hint's price and the charge come from one engine answer (the trial of the token)."""

from __future__ import annotations

from engine.play.tokens import token_slots
from tests.desktop.test_map_interaction import Rig
from tests.titles.g18gb.test_recordings import _actions, _data, _new


def test_the_gn_token_hint_names_the_price_it_charges(qtbot) -> None:
    data = _data("18gb-3p")
    g = _new(data)
    actions = _actions(data)
    at = next(i for i, a in enumerate(actions) if a["type"] == "place_token" and a["entity"] == "GN")
    for a in actions[:at]:  # LNWR operates; Player 2 has just closed GN (York is out of reach)
        g.process(a)
    rig = Rig(qtbot, g)
    rig.show()
    (slot,) = token_slots(g.state)
    assert slot.actor == "company:GN" and slot.cost == 50
    hint = rig.hints[-1]
    assert "(£50)" in hint and "free" not in hint
    before = g.state.cash("corp:LNWR")
    g.process(slot.action())
    assert before - g.state.cash("corp:LNWR") == slot.cost
