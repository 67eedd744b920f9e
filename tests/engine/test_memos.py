"""Issue #28, item 9: memos do not outlive their game.  The lay check's memos and the network
walk's hex views are the game's board's (shared by its copies, gone with it), not module dicts
that only a size limit ever emptied (the views grew by ~6,000 live blocks a game over a long
self-play run); a finished game's objects are freed once nobody holds the game."""

from __future__ import annotations

import gc
import random
import types
import weakref

import pytest

from engine.io.selfplay import play_one

TITLES = ["18MEX", "18GB", "1893", "1833NE"]


def _play(title: str, seed: int, actions: int = 300):
    players = [(k + 1, f"P{k + 1}") for k in range(4)]
    game, _ = play_one(title, players, seed=seed, rng=random.Random(seed), max_actions=actions)
    return game


@pytest.mark.parametrize("title", TITLES)
def test_a_finished_game_is_freed(title):
    game = _play(title, 3)
    refs = [weakref.ref(game), weakref.ref(game.state), weakref.ref(game.state.board)]
    del game
    gc.collect()
    assert all(r() is None for r in refs)


def test_the_lay_memos_are_the_games_own():
    first = _play("18MEX", 1)
    board = first.state.board
    assert board.fits_memo and board.kept_memo and board.views  # the game's lays and walks asked them
    assert board.copy().fits_memo is board.fits_memo  # a copy of the board shares them
    second = _play("18MEX", 2, actions=1)
    assert second.state.board.fits_memo is not board.fits_memo
    memos = [board.fits_memo, board.kept_memo, board.views]
    del first, board
    gc.collect()
    for memo in memos:
        holders = [r for r in gc.get_referrers(memo) if not isinstance(r, types.FrameType) and r is not memos]
        assert holders == []  # nothing but this test holds it: it goes with its game


def test_the_trial_walks_go_with_their_game():
    """The lay check's trial walks (a network per candidate lay) were kept in module dicts, 256
    of each, after their game was gone; they are the board's now."""
    game = _play("18MEX", 1)
    board = game.state.board
    walks = list(board.lay_walks.values())
    assert walks and board.lay_uses  # the game's lays walked the network with a trial tile
    assert board.copy().lay_walks is board.lay_walks  # shared by the board's copies
    refs = [weakref.ref(net) for net in walks]
    del game, board, walks
    gc.collect()
    assert all(r() is None for r in refs)
