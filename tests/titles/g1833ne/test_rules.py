"""1833NE's financial rules one by one (facts §1, §2, §3, §6), asked of the engine on real game
states: the dividend's price move, the issue limit and prices, the emergency issue's price
steps, the certificate limit by corporations in play, the dual faces and phase III's privates."""

from __future__ import annotations

import pytest

from engine.errors import IllegalAction
from engine.titles import title_for
from engine.titles.g1833ne import data
from tests.titles.g1833ne.test_worked_example import after_auction, corp, player

NE = title_for("1833NE")


@pytest.mark.parametrize(
    ("price", "paid", "move"),
    [
        (100, 0, ("left", 1)),  # withheld or nothing: less than half
        (100, 49, ("left", 1)),
        (100, 50, ("right", 0)),  # from half up to the price: no move
        (100, 99, ("right", 0)),
        (100, 100, ("right", 1)),
        (100, 200, ("right", 2)),
        (100, 300, ("right", 2)),  # three times, but below $165: two
        (165, 495, ("right", 3)),
        (165, 494, ("right", 2)),
        (10, 80, ("right", 2)),  # the worked example's step 15
    ],
)
def test_dividend_moves(price: int, paid: int, move: tuple[str, int]) -> None:
    assert NE.dividend_move(price, paid) == move


def test_issue_limit_and_emergency_price_steps() -> None:
    ex = after_auction()
    ex.do(player(3, "par", corporation="B&W", share_price="80,0,8"))
    ex.do(player(4, "buy_shares", shares=["B&W_1"], percent=10))
    ex.do(player(1, "buy_shares", shares=["B&W_2"], percent=10))
    s = ex.s
    # player-held units (2 + 1 + 1) minus the pool's (0)
    assert NE.issue_limit(s, "B&W") == 4
    assert (NE.issue_price(s, "B&W"), NE.redeem_price(s, "B&W")) == (70, 90)
    # each emergency share moves the price a column left; every share brings the price a column
    # left of the final one (80 -> 70: 60; -> 60: 2 x 50; -> 50: 3 x 40; -> 40: 4 x 30)
    assert NE.emergency_proceeds(s, "B&W") == [60, 2 * 50, 3 * 40, 4 * 30]


def test_certificate_limit_by_corporations_in_play() -> None:
    ex = after_auction()
    s = ex.s
    assert s.cert_limit() == 18  # 4 players, 9 corporations
    s.corps["CV"].closed = True  # (a look at the table, not a game move)
    assert s.cert_limit() == 16
    for sym in ("RR", "HR", "FRR", "B&L"):
        s.corps[sym].closed = True
    assert s.cert_limit() == 10  # 4 corporations: the 5-corporation column (assumption)


def test_a_face_is_chosen_for_good_and_priced() -> None:
    ex = after_auction()
    ex.do(player(3, "par", corporation="HR", share_price="100,0,10"))
    for pid in (4, 1, 2, 3):
        ex.do(player(pid, "pass"))
    assert ex.g.expected()["entity"] == "HR"
    while ex.g.expected()["step"] != "Buy Trains":
        ex.do(corp("HR", "pass"))
    before = ex.g.snapshot()
    with pytest.raises(IllegalAction, match="Name the face"):
        ex.do(corp("HR", "buy_train", train="I-0", price=75))
    with pytest.raises(IllegalAction, match="costs"):
        ex.do(corp("HR", "buy_train", train="I-0", price=75, variant="2+1"))
    assert ex.g.snapshot() == before
    ex.do(corp("HR", "buy_train", train="I-0", price=100, variant="2+1"))
    s = ex.s
    assert s.cash("corp:HR") == 100 and s.flags.faces["I-0"] == "2+1"
    spec = NE.routes.train_spec(s, s.trains["I-0"])
    assert (spec.model, spec.reach, spec.towns) == ("n_plus_m", 2, 1)


def test_faces_come_from_the_title_data() -> None:
    faces = {card: [(f.name, f.price) for f in fs] for card, fs in data.faces().items()}
    assert faces == {
        "I": [("2", 75), ("2+1", 100)],
        "II": [("2+2", 140), ("3/5", 180)],
        "III": [("3+3", 230), ("4/7", 320)],
        "IV": [("5+3", 640), ("6/9", 750)],
        "V": [("7+3", 1000)],
    }


def test_phase_iii_closes_players_privates_and_flips_the_others() -> None:
    ex = after_auction()
    s = ex.g.live
    s.companies["P4"].owner = "corp:B&W"  # (as if B&W had bought it)
    NE.trains.event_phase_iii(s)
    assert all(s.companies[c].closed for c in ("P1", "P2", "P3", "P5", "P6"))
    assert not s.companies["P4"].closed and s.companies["P4"].revenue == 0


def test_every_assumption_has_a_note_and_a_source() -> None:
    found = data.assumptions()
    assert len(found) >= 30
    for a in found.values():
        assert a.note.strip() and a.source.strip() and "\n" not in a.note
    for key in ("ferry_places", "ferry_value", "direct_bonuses", "interconnection_bonuses", "v_price"):
        assert found[key].value is not None


def test_every_note_reads_in_portuguese_and_italian() -> None:
    """Help -> Rules notes and the printed report show the notes in the players' language."""
    from engine.i18n import localize

    for a in data.assumptions().values():
        for lang in ("pt", "it"):
            text = localize(a.note, lang)
            assert text.strip() and text != str(a.note) and "\n" not in text, (a.id, lang)
        assert localize(a.note, "en") == str(a.note)


def test_a_run_earning_bonuses_says_how_much_in_the_log() -> None:
    """Every run whose routes earn ferry or connection bonuses says their sum in the log, once,
    and a run earning none says nothing of them (a self-played game, each run priced here
    before it is played)."""
    import random

    from engine.game import Game
    from engine.io.selfplay import play_one
    from engine.routes.pricing import price_in_state

    names = [(1, "A"), (2, "B"), (3, "C")]
    played, _ = play_one("1833NE", names, seed=2, rng=random.Random("selfplay:0:2"))
    g = Game("1833NE", names, seed=2)
    said = 0
    for a in played.actions:
        if a["type"] != "run_routes" or not a.get("routes"):
            g.process(a)
            continue
        s = g.state
        plan = [
            (s.title.routes.train_spec(s, s.trains[r["train"]]), r.get("connections") or [], r.get("extension") or [])
            for r in a["routes"]
        ]
        bonus = sum(r.bonus for r in price_in_state(s, a["entity"], plan).routes)
        before = len(s.log)
        g.process(a)
        lines = [str(x) for x in g.state.log[before:] if "in bonuses" in str(x)]
        assert lines == ([f"{a['entity']}'s routes earn ${bonus} in bonuses"] if bonus > 0 else [])
        said += bool(lines)
    assert said >= 5


def test_emergency_issue_the_other_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    """Assumption emergency_issue_price's alternative ("each_share"): each share brings a column
    left of the price after that share (80 -> 70: 60, -> 60: 50, ...)."""
    plain = data.value
    monkeypatch.setattr(data, "value", lambda key: "each_share" if key == "emergency_issue_price" else plain(key))
    ex = after_auction()
    ex.do(player(3, "par", corporation="B&W", share_price="80,0,8"))
    ex.do(player(4, "buy_shares", shares=["B&W_1"], percent=10))
    ex.do(player(1, "buy_shares", shares=["B&W_2"], percent=10))
    assert NE.emergency_proceeds(ex.s, "B&W") == [60, 60 + 50, 60 + 50 + 40, 60 + 50 + 40 + 30]
