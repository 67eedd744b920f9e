"""Game.process applies actions in place (issue #12); these are the guarantees that must hold
anyway: a refusal leaves the serialised state as it was however far the last checkpoint is, a
state handed out (``state``, ``fork``, ``copy.copy``) never changes, a probed action gives the
same state as playing it, board copies share hexes without seeing each other's changes."""

from __future__ import annotations

import copy
import json
import random

import pytest

from engine.errors import IllegalAction
from engine.game import CHECKPOINT_EVERY, Game
from engine.play.candidates import legal_actions

PLAYERS = [(1, "A"), (2, "B"), (3, "C"), (4, "D")]


def snap(game: Game) -> str:
    return json.dumps(game.snapshot(), sort_keys=True)


def played(n: int, seed: int = 3) -> tuple[Game, list[dict]]:
    """A random legal game of ``n`` actions (and the actions)."""
    g = Game("18MEX", PLAYERS, seed=seed)
    rng = random.Random(seed)
    for _ in range(n):
        legal = legal_actions(g, rng, 1)
        assert legal
        g.process(legal[0])
    return g, list(g.actions)


def replayed(actions: list[dict], seed: int = 3) -> Game:
    g = Game("18MEX", PLAYERS, seed=seed)
    for a in actions:
        g.process(copy.deepcopy(a))
    return g


@pytest.mark.parametrize("n", [0, 1, CHECKPOINT_EVERY - 1, CHECKPOINT_EVERY, CHECKPOINT_EVERY + 5, 150])
def test_a_refusal_at_any_distance_from_the_checkpoint_leaves_the_state_as_it_was(n):
    g, _ = played(n)
    before, count = snap(g), len(g.actions)
    # an action refused deep inside its step (after the step was found): a par at a price
    # that is no par cell, and one refused at once (not the entity's turn)
    for bad in (
        {"type": "teleport", "entity": "1", "entity_type": "player"},
        {"type": "pass", "entity": "NOPE", "entity_type": "corporation"},
        {"type": "par", "entity": "1", "entity_type": "player", "corporation": "UdY", "share_price": "999,9,9"},
    ):
        with pytest.raises(IllegalAction):
            g.process(bad)
        assert snap(g) == before and len(g.actions) == count
    # refused after it changed the state: a legal action whose automatic follow-up is illegal
    legal = legal_actions(g, random.Random(n), 1)[0]
    with pytest.raises(IllegalAction):
        g.process({**legal, "auto_actions": [{"type": "teleport", "entity": "1", "entity_type": "player"}]})
    assert snap(g) == before and len(g.actions) == count
    # and the game goes on exactly as a fresh replay of the same actions
    rng = random.Random(99)
    for _ in range(20):
        g.process(legal_actions(g, rng, 1)[0])
    assert snap(g) == snap(replayed(g.actions))


def test_a_handed_out_state_never_changes():
    _, actions = played(70)
    g = replayed(actions[:40])
    kept = g.state
    kept_json = snap(g)
    for a in actions[40:]:  # not probed: processed in place but for the state handed out
        g.process(copy.deepcopy(a))
    assert g.state is not kept
    assert snap(g.fork(kept, g.actions[:40])) == kept_json


def test_forks_and_shallow_copies_go_their_own_way():
    g, _ = played(60)
    at60 = snap(g)
    other = copy.copy(g)
    other.actions = list(g.actions)  # (a shallow copy shares the list, as it always did)
    fork = g.fork(g.state, list(g.actions))
    _, more = played(80)
    for a in more[60:70]:  # processed in place (not probed)
        other.process(copy.deepcopy(a))
    rng = random.Random(8)
    for _ in range(7):
        fork.process(legal_actions(fork, rng, 1)[0])
    assert snap(g) == at60
    assert snap(other) == snap(replayed(other.actions))
    assert snap(fork) == snap(replayed(fork.actions))


def test_a_probed_action_reaches_the_state_of_playing_it():
    g, _ = played(30)
    rng = random.Random(1)
    for _ in range(30):
        action = legal_actions(g, rng, 1)[0]
        g.process(action)
    assert snap(g) == snap(replayed(g.actions))


def test_a_probe_is_not_used_for_an_action_changed_since():
    g, _ = played(10)
    rng = random.Random(2)
    action = legal_actions(g, rng, 1)[0]
    action["type"] = "teleport"  # the same dict, changed after the probe
    with pytest.raises(IllegalAction):
        g.process(action)


def test_trial_leaves_the_game_unchanged():
    g, _ = played(25)
    before = snap(g)
    rng = random.Random(4)
    for action in legal_actions(g, rng, 5):
        after = g.trial(action)
        assert after is not g.state
    assert snap(g) == before


def test_board_copies_share_hexes_until_one_changes():
    g, _ = played(0)
    board = g.state.board
    other = board.copy()
    hex_id = next(h for h in board.state if board.tile_at(h).cities)
    city = board.tile_at(hex_id).cities[0]
    before = {h: (st.tile_id, {c: list(t) for c, t in st.tokens.items()}) for h, st in board.state.items()}
    other.place_token(hex_id, city, "TEST")
    assert "TEST" in other.tokens_in(hex_id)[city]
    assert "TEST" not in board.tokens_in(hex_id).get(city, [])
    assert (hex_id, city) in other.token_hexes("TEST") and board.token_hexes("TEST") == []
    board.place_token(hex_id, city, "MINE")
    assert "MINE" not in other.tokens_in(hex_id)[city]
    after = {h: (st.tile_id, {c: list(t) for c, t in st.tokens.items()}) for h, st in board.state.items()}
    assert {h for h in after if after[h] != before[h]} == {hex_id}


def test_a_probed_state_goes_to_one_game_only():
    g, _ = played(20)
    action = legal_actions(g, random.Random(6), 1)[0]
    other = copy.copy(g)
    other.actions = list(g.actions)  # (a shallow copy shares the list, as it always did)
    fork = g.fork(g.state, list(g.actions))
    for game in (g, other, fork):
        game.process(action)
    assert g.state is not other.state and g.state is not fork.state and other.state is not fork.state
    ahead = replayed(g.actions)
    rng = random.Random(7)
    for _ in range(19):  # processed in place on g (copies, not probed there): the others keep theirs
        a = legal_actions(ahead, rng, 1)[0]
        ahead.process(a)
        g.process(copy.deepcopy(a))
    assert snap(other) == snap(fork) == snap(replayed(other.actions))
    assert snap(g) == snap(replayed(g.actions))


def test_state_clones_share_holdings_without_seeing_each_others_moves():
    """A clone shares the holdings index's per-holding id lists with its source (copy-on-write):
    a certificate moved in either is seen there only."""
    g, _ = played(30)
    s = g.state
    held = {(o, c): list(ids) for (o, c), ids in s._holdings().items()}
    clone = s.clone()
    sh = next(sh for sh in clone.shares.values() if sh.owner.startswith("player:") and not sh.president)
    frm = sh.owner
    clone.move_share(sh, "pool")
    assert sh.id in [x.id for x in clone.shares_of("pool", sh.corp)]
    assert sh.id not in [x.id for x in clone.shares_of(frm, sh.corp)]
    assert {(o, c): list(ids) for (o, c), ids in s._holdings().items()} == held
    again = clone.clone()
    clone.move_share(clone.shares[sh.id], frm)  # back in the first clone only
    assert sh.id in [x.id for x in again.shares_of("pool", sh.corp)]
    assert sh.id in [x.id for x in clone.shares_of(frm, sh.corp)]


def test_the_token_index_follows_every_tile_change():
    """A tile change that keeps every token where it was hands the token index on to the new
    board version; one that moves a token to another city of the new tile does not."""
    g, _ = played(0)
    board = g.state.board.copy()

    def fresh(company: str) -> list:
        b = board.copy()
        b.cache = {}  # (worked out from the hexes alone)
        return b.token_hexes(company)

    tiles = board.defn.tiles
    city = next(h for h in sorted(board.state) if len(board.tile_at(h).cities) == 1 and not board.tokens_in(h))
    stop = board.tile_at(city).cities[0]
    board.place_token(city, stop, "TEST")
    assert board.token_hexes("TEST") == [(city, stop)]
    empty = next(h for h in sorted(board.state) if not board.tile_at(h).stops and board.tile_at(h).color == "white")
    board.place_tile(empty, tiles["8"], 0)
    assert board.token_hexes("TEST") == fresh("TEST") == [(city, stop)]
    other = next(t for t in tiles.values() if len(t.stops) > 1)  # (only the indices matter here)
    moved = next(i for i in range(len(other.stops)) if i != stop)
    board.place_tile(city, other, 0, None, {stop: moved})
    assert board.token_hexes("TEST") == fresh("TEST") == [(city, moved)]
