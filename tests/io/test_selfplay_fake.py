"""The selfplay loop and its invariant checks, on the fake game."""

from __future__ import annotations

from engine.io.selfplay import check_after, check_snapshot, selfplay

from .fakegame import FakeGame


def test_selfplay_fake_finishes_clean():
    rep = selfplay("18MEX", 3, games=4, seed=1, game_factory=FakeGame)
    assert rep["games"] == 4 and rep["finished"] == 4 and rep["violations"] == []
    assert rep["actions"] == 4 * FakeGame.limit
    assert rep == {**selfplay("18MEX", 3, games=4, seed=1, game_factory=FakeGame), "seconds": rep["seconds"]}


def test_selfplay_reports_money_leaks():
    class Leaky(FakeGame):
        def _apply(self, action):
            super()._apply(action)
            if action["type"] == "bid":
                self.cash["bank"] += 1

    rep = selfplay("18MEX", 3, games=1, seed=2, game_factory=Leaky)
    assert rep["violations"] and "money total" in rep["violations"][0]["message"]


def test_selfplay_reports_illegal_offers_and_stuck_games():
    class Liar(FakeGame):
        def legal_actions(self, rng, limit=40):
            return [{"type": "par", "entity": 1}]

    rep = selfplay("18MEX", 2, games=1, game_factory=Liar)
    msgs = [v["message"] for v in rep["violations"]]
    assert any("offered an illegal action" in m for m in msgs)
    assert any("every action" in m for m in msgs)
    assert rep["finished"] == 0 and rep["unfinished"] == [0]


def test_snapshot_checks():
    snap = {
        "ledger": {"cash": {"bank": 10, "player:1": 5, "corp:A": -1}},
        "shares": [{"corp": "A", "percent": 20, "owner": "player:1"}, {"corp": "A", "percent": 70, "owner": "corp:A"}],
        "tile_supply": {"57": -1},
        "train_supply": {"2": 0},
        "cert_limit": 0,
    }
    msgs = check_snapshot(snap, money=15)
    assert "money total is 14, was 15" in msgs
    assert "corp:A has negative cash -1" in msgs
    assert "A's certificates add up to 90%" in msgs
    assert "tile 57 supply is -1" in msgs
    assert any("over the limit" in m for m in check_after(snap, {"type": "buy_shares", "entity": 1}, money=None))


def test_jobs_do_not_change_the_result():
    one = selfplay("18MEX", 3, games=4, seed=3, game_factory=FakeGame)
    two = selfplay("18MEX", 3, games=4, seed=3, game_factory=FakeGame, jobs=2)
    one.pop("seconds"), two.pop("seconds")
    assert one == two


def test_dump_writes_a_replayable_save(tmp_path):
    from engine.io.document import load

    class Leaky(FakeGame):
        def _apply(self, action):
            super()._apply(action)
            if len(self.actions) == 5:
                self.cash["bank"] += 1

    rep = selfplay("18MEX", 3, games=1, seed=4, game_factory=Leaky, dump=str(tmp_path))
    path = rep["violations"][0]["file"]
    doc = load(path)
    assert doc.native and doc.seed == 4 and len(doc.actions) >= 5
    assert [a["id"] for a in doc.actions] == list(range(1, len(doc.actions) + 1))


def test_player_counts_and_optional_rules_mixed_per_game():
    from engine.io.selfplay import game_setup

    opts = ("a", "b", "c", "d", "e")
    setups = [game_setup(g, 9, [3, 4, 5], opts, True) for g in range(12)]
    assert [n for n, _ in setups] == [3, 4, 5] * 4
    assert all(set(o) <= set(opts) for _, o in setups) and len({o for _, o in setups}) > 3
    assert setups == [game_setup(g, 9, [3, 4, 5], opts, True) for g in range(12)]  # reproducible
    assert game_setup(0, 9, 4, opts, False) == (4, opts)
    seen = []

    class Recording(FakeGame):
        def __init__(self, title, players, **kw):
            seen.append((len(players), kw["options"]))
            super().__init__(title, players, **kw)

    rep = selfplay("18MEX", [3, 4, 5], games=6, seed=9, options=opts, mix_options=True, game_factory=Recording)
    assert rep["finished"] == 6 and rep["violations"] == []
    assert seen[::2] == setups[:6]  # each game, then its end-of-game replay
    assert seen[1::2] == setups[:6]
