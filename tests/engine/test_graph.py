"""The company network: what it reaches, and that it is computed once per board change."""

from engine.graph import network
from engine.upgrades import LayContext, apply_lay, check_lay
from tests.engine.boards import PHASES, PlainRules, grid_board, preprinted

CITY = [{"kind": "city", "revenue": 20}]


def _board():
    b = grid_board(special={"C5": {"tile": preprinted("C5", "white", CITY)}})
    b.place_token("C5", 0, "AAA")
    return b


def test_network_is_cached_until_the_board_changes():
    b = _board()
    first = network(b, "AAA")
    assert network(b, "AAA") is first  # hovering and drawing reuse it
    apply_lay(b, check_lay(LayContext(b, PHASES["2"], PlainRules(), "AAA"), "C5", "57", 0))
    second = network(b, "AAA")
    assert second is not first and second.connected_edges("C7") == {3}
    b.place_token("C5", 0, "BBB")
    assert network(b, "AAA") is not second


def test_copies_never_share_stale_results():
    b = _board()
    trial = b.copy()
    apply_lay(trial, check_lay(LayContext(trial, PHASES["2"], PlainRules(), "AAA"), "C5", "57", 0))
    assert network(trial, "AAA").connected_edges("C7") == {3}
    assert network(b, "AAA").connected_edges("C7") == frozenset()
