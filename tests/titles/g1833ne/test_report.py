"""What the printed report and the map show of 1833NE's own pieces (engine.views.report_sections,
map_marks): the five ferries with their owners and New/Last markers (facts §5; assumptions
ferry_places, ferry_value, ferry_new_bonus), the connection bonuses by phase band as the data
file gives them (assumptions direct_bonuses, interconnection_bonuses), the exits P4/P6 open.
The expected values are read here straight from assets/titles/1833NE/assumptions.toml."""

from __future__ import annotations

import tomllib

from engine import views
from engine.assets import title_dir
from engine.game import Game
from tests.titles.g1833ne.test_exit_tokens import laying
from tests.titles.g1833ne.test_menu import b_and_w_operating
from tests.titles.g1833ne.test_worked_example import Example, corp


def assumption(key: str):
    with open(title_dir("1833NE") / "assumptions.toml", "rb") as f:
        return next(a for a in tomllib.load(f)["assumption"] if a["id"] == key)["value"]


def section(s, start: str):
    return next(sec for sec in views.report_sections(s) if sec.heading.startswith(start))


def to_or_1_2(ex: Example) -> None:
    """B&W buys a 2-train and ends OR 1.1; the others pass to B&W's OR 1.2 track step."""
    while ex.g.expected()["step"] != "Buy Trains":
        ex.do(corp("B&W", "pass"))
    ex.do(corp("B&W", "buy_train", train="I-0", price=75, variant="2"))
    while not (ex.g.expected()["entity"] == "B&W" and ex.g.expected()["step"] == "Lay Track"):
        exp = ex.g.expected()
        ex.do({"type": "pass", "entity": exp["entity"], "entity_type": exp["entity_type"]})


def test_the_ferries_their_owner_and_the_new_marker() -> None:
    places = assumption("ferry_places")
    per, new = assumption("ferry_value")["I"], assumption("ferry_new_bonus")
    ex = laying(b_and_w_operating())
    s = ex.s
    fer = section(s, "Ferries")
    assert [r[1] for r in fer.rows] == places
    assert all(r[2] == "for sale" and r[3] == "" for r in fer.rows) and not fer.bold_rows
    ex.do(corp("B&W", "buy_special", hex="C26"))
    fer = section(ex.s, "Ferries")
    row = fer.rows[places.index("C26")]
    assert row[:4] == ("New Haven", "C26", "B&W", "New") and row[4] == f"${per + new}"  # 20 + New 20 (§5)
    assert fer.bold_rows == {places.index("C26")}
    marks = {m.hex: m for m in views.map_marks(ex.s) if m.kind == "ferry"}
    assert list(marks) == places
    assert (marks["C26"].owner, marks["C26"].badges) == ("B&W", ("New",))
    assert all(marks[h].owner is None and not marks[h].badges for h in places if h != "C26")
    # the next ferry bought takes the New marker: New Haven pays the ferry alone
    to_or_1_2(ex)
    ex.do(corp("B&W", "buy_special", hex="E26"))
    fer = section(ex.s, "Ferries")
    assert fer.rows[places.index("C26")][3:] == ("", f"${per}")
    assert fer.rows[places.index("E26")][2:] == ("B&W", "New", f"${per + new}")


def test_the_ferries_leave_at_phase_iv() -> None:
    ex = laying(b_and_w_operating())
    ex.do(corp("B&W", "buy_special", hex="C26"))
    s = ex.s.clone()
    s.phase_index = 3  # (a look at phase IV: its event run as the phase change runs it)
    s.title.trains.event_phase_iv(s)
    fer = section(s, "Ferries")
    assert fer.heading == "Ferries — removed at phase IV" and {r[2] for r in fer.rows} == {"removed"}
    assert not [m for m in views.map_marks(s) if m.kind == "ferry"]


def test_the_bonus_table_by_phase_band() -> None:
    ex = laying(b_and_w_operating())
    bonus = section(ex.s, "Connection bonuses")
    expected = [("direct", r) for r in assumption("direct_bonuses")]
    expected += [("interconnection", r) for r in assumption("interconnection_bonuses")]
    assert len(bonus.rows) == len(expected)
    assert bonus.headers[2:5] == ("I-II", "III-IV", "V") and "phase I:" in bonus.heading
    for row, (kind, r) in zip(bonus.rows, expected, strict=True):
        assert row[0] == kind
        assert row[2:5] == (f"${r['I-II']}", f"${r['III-IV']}", f"${r['V']}")
        assert row[5] == f"${r['I-II']}"  # phase I: the I-II band is in force
    assert bonus.bold_rows == {i for i, (_, r) in enumerate(expected) if r["I-II"]}
    assert "Boston – Montreal" in [r[1] for r in bonus.rows]  # the tags shown by their map names


def test_the_exits_p4_and_p6_open() -> None:
    ex = laying(b_and_w_operating())
    exits = section(ex.s, "Exits")
    assert [r[2] for r in exits.rows] == ["no corporation", "no corporation"] and not exits.bold_rows
    assert not [m for m in views.map_marks(ex.s) if m.kind == "exit_access"]
    ex.do(corp("B&W", "buy_company", company="P4", price=60))
    exits = section(ex.s, "Exits")
    assert exits.rows[0][:2] == ("P4", "A6 Ogdensburg RR") and exits.rows[0][2] == "B&W"
    assert exits.bold_rows == {0}
    (mark,) = [m for m in views.map_marks(ex.s) if m.kind == "exit_access"]
    assert (mark.hex, mark.owner) == ("A6", "B&W")


def test_other_titles_add_nothing() -> None:
    s = Game("1893", [(1, "A"), (2, "B")]).state
    assert views.report_sections(s) == [] and views.rules_notes(s) == []
    ne = Game("1833NE", [("1", "A"), ("2", "B"), ("3", "C")], seed=1).state
    notes = views.rules_notes(ne)
    with open(title_dir("1833NE") / "assumptions.toml", "rb") as f:
        entries = tomllib.load(f)["assumption"]
    assert notes == [(a["note"], a["source"]) for a in entries]
