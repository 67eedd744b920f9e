"""1833NE's ferries (seeds: "Ferries: 5 pares de marcadores"; P5 "duplica o valor de um dos
ferries da corporação …; não pode ser reatribuída"; worked example step 14: with the New Haven
ferry HR "agora tem interligação até Boston"): P5's ferry is its corporation's president's
choice, made once; a ferry is a pair of markers, its port and Boston, and a route reaching the
port is interconnected with Boston."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from engine import views
from engine.errors import IllegalAction
from engine.play.menu import menu
from engine.routes.context import RouteContext
from engine.titles.g1833ne import data
from tests.titles.g1833ne.test_worked_example import Example, after_auction, corp, play_example, player


def b_w_with_p5_and_two_ferries() -> Example:
    """J1 starts B&W at 100; in OR 1.1 B&W buys P5 from J1 ($1) and the New Haven ferry, in
    OR 1.2 the Norwich ferry: P5's ferry is still to be named."""
    ex = after_auction()
    while ex.g.expected()["round"].startswith("SR"):
        pid = int(ex.g.expected()["entity"])
        if pid == 1 and not ex.s.corps["B&W"].ipoed:
            ex.do(player(1, "par", corporation="B&W", share_price="100,0,10"))
        else:
            ex.do(player(pid, "pass"))
    assert ex.g.expected()["entity"] == "B&W"
    ex.do(corp("B&W", "pass"))  # no issue
    ex.do(corp("B&W", "buy_company", company="P5", price=1))
    ex.do(corp("B&W", "buy_special", hex="C26"))
    while ex.g.expected()["step"] != "Buy Trains":
        ex.do(corp("B&W", "pass"))
    ex.do(corp("B&W", "buy_train", train="I-0", price=75, variant="2"))
    while ex.g.expected()["round"] != "OR 1.2" or ex.g.expected()["step"] != "Lay Track":
        exp = ex.g.expected()
        ex.do(
            corp(exp["entity"], "pass") if exp["entity_type"] == "corporation" else player(int(exp["entity"]), "pass")
        )
    ex.do(corp("B&W", "buy_special", hex="E26"))
    return ex


def p5(target: str) -> dict[str, Any]:
    return {"type": "assign", "entity": "P5", "entity_type": "company", "target": target, "target_type": "hex"}


def test_p5_doubles_the_ferry_its_president_names_once() -> None:
    ex = b_w_with_p5_and_two_ferries()
    s = ex.s
    assert s.flags.p5_ferry is None  # not taken by the engine: the president chooses
    choices = {c.key: c for c in menu(ex.g).choices if c.group == "ferry_double"}
    assert set(choices) == {"p5:C26", "p5:E26"} and all(c.enabled for c in choices.values())
    assert choices["p5:E26"].label == "P5 doubles the ferry of Norwich (E26)"
    plain = s.title.ferry_values(s, "B&W")
    ex.do(p5("E26"))
    doubled = ex.s.title.ferry_values(ex.s, "B&W")
    assert doubled["E26"] == 2 * plain["E26"] and doubled["C26"] == plain["C26"]
    assert ex.s.flags.p5_ferry == "E26"
    # not reassignable: refused, the state unchanged, and no longer offered
    before = ex.g.snapshot()
    with pytest.raises(IllegalAction, match="cannot be reassigned"):
        ex.do(p5("C26"))
    assert ex.g.snapshot() == before
    assert not [c for c in menu(ex.g).choices if c.group == "ferry_double"]


def test_p5_names_only_a_ferry_of_its_corporation() -> None:
    ex = b_w_with_p5_and_two_ferries()
    before = ex.g.snapshot()
    with pytest.raises(IllegalAction, match="holds no ferry of I26"):
        ex.do(p5("I26"))
    assert ex.g.snapshot() == before


def _route(ctx: RouteContext, *hexes: str) -> SimpleNamespace:
    """A route stopping in ``hexes`` as the title's bonus hooks read it (its stops' hexes and
    their tags)."""
    return SimpleNamespace(stop_hexes=hexes, tags=frozenset().union(*(ctx.hex_tags(h) for h in hexes)), counted=())


def hr_context() -> tuple[Any, RouteContext]:
    """The worked example at its end (phase II): HR holds the New Haven ferry (step 14)."""
    s = play_example()[-1][1].s
    rules = s.static.rules
    return rules, RouteContext(s.board, "HR", s.phase, rules, rules.routes.route_extras(s, "HR"))


def boston_interconnections(color: str) -> dict[str, int]:
    return {b: v[color] for a, b, v in data.bonus_table("interconnection_bonuses") if a == "Boston" and v[color]}


def test_a_ferry_joins_its_port_to_boston_for_the_interconnection_bonus() -> None:
    """Step 14: with the New Haven ferry HR "now has an interconnection to Boston": its route
    Hartford - New Haven may be extended for Boston's interconnection bonuses, and one that
    stops at the other end of such a pair earns it on top of the ferry's own value."""
    rules, ctx = hr_context()
    wanted = boston_interconnections(ctx.color)
    assert wanted  # (Boston - Albany in phases I-II)
    assert rules.routes.interconnection_targets(ctx, _route(ctx, "C24", "C26")) == wanted
    assert rules.routes.interconnection_targets(ctx, _route(ctx, "C24")) == {}  # not at the port: no link
    far, bonus = next(iter(wanted.items()))
    far_hex = next(h for h in ctx.board.defn.hexes if far in ctx.hex_tags(h))
    ferry = ctx.extras["ferries"]["C26"]
    assert rules.routes.route_bonus(ctx, _route(ctx, "C26", far_hex)) == ferry + bonus
    assert rules.routes.route_bonus(ctx, _route(ctx, "C24", far_hex)) == 0


def test_the_ferries_boston_end_is_on_the_map() -> None:
    """The pair's other marker: a mark in Boston naming the ferry's holder and port."""
    s = play_example()[-1][1].s
    (end,) = [m for m in views.map_marks(s) if m.kind == "ferry_end"]
    assert end.hex == "G22" and end.badges == ("HR",)
    assert "New Haven (HR)" in end.text and "interconnected with Boston" in end.text


def test_p6s_forty_dollars_to_the_bank_are_logged() -> None:
    ex = b_w_with_p5_and_two_ferries()
    bank, before = ex.s.cash("bank"), len(ex.s.log)
    ex.do(corp("B&W", "buy_company", company="P6", price=1))
    assert ex.s.cash("bank") - bank == 40
    assert "B&W pays $40 more to the bank for P6" in [str(x) for x in ex.s.log[before:]]
