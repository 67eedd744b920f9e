"""The checking mode of the engine's caches (``engine/cache_check.py``, issue #31 item 6).

With the mode on, every memoised answer (the state's memo kept between actions and during a
query, the board's caches keyed by version, the module memo dicts of ``upgrades``) is worked
out afresh and compared whenever it is served.  Self-play runs in it for every title, with
optional rules mixed; and a cache left stale on purpose is reported, naming the cache.
"""

from __future__ import annotations

import random

import pytest

from engine import cache_check
from engine.game import Game
from engine.io.selfplay import game_setup, play_one

#: optional rules mixed into the games (18GB's options are scenarios tied to player counts)
OPTIONS = {
    "1833NE": ("takeover",),
    "1893": ("optional_2_train", "optional_grey_phase", "optional_existing_track"),
    "18GB": (),
    "18MEX": ("triple_yellow_first_or", "early_buy_of_kcmo", "delay_minor_close", "hard_rust_t4", "baja_variant"),
}


@pytest.fixture
def checking(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cache_check, "ON", True)


@pytest.mark.parametrize("title", sorted(OPTIONS))
@pytest.mark.usefixtures("checking")
def test_selfplay_serves_no_stale_answer(title: str) -> None:
    """Two short games per title, player counts and options varying: a stale answer would
    raise ``StaleCache`` inside the engine, which self-play reports as a violation."""
    for g in range(2):
        n, opts = game_setup(g, 11, (3, 4), OPTIONS[title], True)
        players = [(i + 1, f"P{i + 1}") for i in range(n)]
        _, rep = play_one(title, players, seed=11 + g, rng=random.Random(f"check:{g}"), options=opts, max_actions=250)
        assert rep.violations == [], rep.violations[:3]
        assert rep.actions > 0


def _game() -> Game:
    return Game("18MEX", [(i + 1, f"P{i + 1}") for i in range(4)], seed=1)


@pytest.mark.usefixtures("checking")
def test_a_state_memo_changed_behind_its_back_is_reported() -> None:
    """The memo ``settle`` keeps between actions holds only while nothing changes the state:
    a change that does not ``unsettle`` it first is caught at the next answer it serves."""
    s = _game().live
    s.settle()
    assert s.crowded() == []
    s._memo["crowded"] = ["corp:UdY"]  # what a stale memo would hold
    with pytest.raises(cache_check.StaleCache, match="crowded"):
        s.crowded()


@pytest.mark.usefixtures("checking")
def test_a_board_cache_changed_behind_its_back_is_reported() -> None:
    """The board's caches are keyed by its version: a change that keeps the version is caught."""
    board = _game().live.board
    before = board.token_index()
    hex_id, st = next((h, st) for h, st in board.state.items() if st.tokens)
    stop = next(iter(st.tokens))
    st.tokens[stop] = [*st.tokens[stop], "NOBODY"]  # (no new version: the cache is now stale)
    assert "NOBODY" not in before
    with pytest.raises(cache_check.StaleCache, match="token_hexes"):
        board.token_index()


def test_off_by_default_and_answers_unchanged() -> None:
    """Off, the kept answer is served as it is (the mode changes no answer, only checks it)."""
    if cache_check.ON:
        pytest.skip("ROUNDHOUSE_CHECK_CACHES is set")
    s = _game().live
    s.settle()
    s._memo["crowded"] = ["corp:UdY"]
    assert s.crowded() == ["corp:UdY"]
