"""Typed scratch state (engine/scratch.py): the JSON form is the dict the state once held (a
field never set is absent, as a key never written was), and a copy of the state owns its own."""

from __future__ import annotations

import copy

from engine.game import Game
from engine.scratch import OperatingScratch, StockScratch
from engine.titles.g1893.scratch import G1893Flags


def test_a_field_is_in_the_json_form_once_said() -> None:
    data = OperatingScratch()
    assert data.jsonable() == {}
    data.revenue = 0  # said, though it is the default: the old dict had the key
    data.laid_hexes.append("A1")  # changed in place: there too
    assert data.jsonable() == {"revenue": 0, "laid_hexes": ["A1"]}
    data.mark("bought_trains")  # the old ``setdefault`` that wrote an empty list
    assert data.jsonable()["bought_trains"] == []
    data.forget("revenue")  # the old ``pop``
    assert "revenue" not in data.jsonable() and data.revenue == 0


def test_copies_are_independent() -> None:
    data = StockScratch()
    data.multi_buy = "LNWR"
    for other in (copy.copy(data), copy.deepcopy(data)):
        other.done = True
        assert "done" not in data.jsonable() and other.jsonable()["done"] is True


def test_a_cloned_state_owns_its_flags_and_round_data() -> None:
    game = Game("1893", [(1, "A"), (2, "B"), (3, "C")], seed=3)
    s = game.state
    before = (s.flags.jsonable(), s.round.data.jsonable())
    twin = s.clone()
    assert (twin.flags.jsonable(), twin.round.data.jsonable()) == before
    G1893Flags.of(twin.flags).first_sr_passers.append("player:1")
    twin.flags.end_trigger_turn = 4
    assert (s.flags.jsonable(), s.round.data.jsonable()) == before
    assert twin.flags.jsonable()["end_trigger_turn"] == 4
