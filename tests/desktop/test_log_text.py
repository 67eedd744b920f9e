"""The log reads as players speak: no internal ids (share ids, rotations, train ids, "depot"),
an emergency sale says what was sold, and the notes of a round an action started sit under that
round's heading (13315.json, replayed once for the session)."""

from __future__ import annotations

import re

from desktop.docks.log import LogModel
from engine.play.menu import menu
from engine.play.narrate import shares_in_words

INTERNAL = [
    re.compile(r"\b[A-Za-z]+_\d+\b"),  # share ids: CHI_2
    re.compile(r"\(rotation \d+\)"),
    re.compile(r"\b\d+'?-\d+\b"),  # train ids: 2-3, 3'-0
    re.compile(r"\bdepot\b"),
]


def test_no_internal_ids_in_any_log_line(mex):
    bad = [(e.n, line) for e in mex.history.entries for line in e.lines if any(p.search(line) for p in INTERNAL)]
    assert bad == []


def test_trades_read_as_shares_of_a_company(mex):
    e = mex.history.entries
    assert e[11].text() == "Player 1 buys a 10% share of CHI for $60"
    # the trade first, then what it caused
    assert e[14].text() == "Player 4 buys a 10% share of CHI for $60; CHI floats; CHI receives $600"
    assert e[209].text() == "Player 4 sells 20% of UdY for $180; UdY's share price moves down from $90 to $75"
    assert e[40].text() == "TM lays tile 9 in K12 for $40"
    assert e[42].text().startswith("TM buys a 2 train for $100 from the bank; Player 5 operates FCP")


def test_an_emergency_sale_says_what_was_sold(mex):
    e = mex.history.entries[361]
    assert e.round == "OR 5.1" and e.type == "sell_shares"
    assert e.text() == "Player 3 sells a 10% share of MC for $110; MC's share price moves down from $110 to $100"


def test_the_president_certificate_is_named(mex):
    s = mex.history.state_at(0)
    pres = next(sh for sh in s.shares.values() if sh.corp == "CHI" and sh.president)
    assert shares_in_words(s, [pres.id]) == f"the president's certificate of CHI ({pres.percent}%)"


def test_a_new_rounds_first_notes_go_under_its_heading(mex):
    e = mex.history.entries[36]  # the pass that ends SR 1
    assert (e.round, e.round_after) == ("SR 1", "OR 1.1")
    assert e.text() == "Player 3: pass" and e.opening_lines == ("Player 3 operates A",)
    mid = mex.history.entries[136]  # OR 3.1 -> 3.2: the train bought, then the next OR starts
    assert mid.own_lines == ("CHI buys a 3 train for $180 from the bank",)
    assert mid.opening_lines == ("Player 3 operates A",)
    model = LogModel()
    model.set_entries(mex.history.entries[:40], {}, None)
    rows = model.rows
    at = next(i for i, (kind, item) in enumerate(rows) if kind == "entry" and item.n == 37)
    assert rows[at + 1] == ("round", "OR 1.1")
    assert rows[at + 2] == ("opening", mex.history.entries[36])
    assert rows[at + 3][0] == "entry" and rows[at + 3][1].n == 38
    assert [r for r in rows if r == ("round", "OR 1.1")] == [("round", "OR 1.1")]
    assert model.index(at + 2, 2).data() == "Player 3 operates A"


def test_menu_labels_name_trains_without_ids(mex):
    labels = [c.label for n in (92, 237) for c in menu(mex.copy(n).game).choices if c.group == "train"]
    assert labels and not [x for x in labels if INTERNAL[2].search(x)]
    assert "Buy MC's 2 train" in labels or any(x.startswith("Buy ") and x.endswith(" 2 train") for x in labels)


def test_viewing_a_round_ending_action_keeps_its_new_rounds_notes_current(mex):
    from desktop.docks.common import FOREGROUND

    model = LogModel()
    model.set_entries(mex.history.entries[:40], {}, 37)
    rows = model.rows
    opening = rows.index(("opening", mex.history.entries[36]))
    later = model.row_of(38)
    assert FOREGROUND not in model.grid[opening][2]  # part of the state after #37
    assert FOREGROUND in model.grid[later][2]  # after it: greyed
