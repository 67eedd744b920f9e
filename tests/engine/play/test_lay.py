"""engine.play.lay: what the tile picker offers is exactly what ``Game.process`` accepts.

Positions: the seed's opening (MC's first OR in Torreón I8), the KCMO private's own lay of tile
470 in F5 from hotseat01, and every recorded lay of both 18MEX fixtures."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from engine.errors import IllegalAction
from engine.game import Game
from engine.io.document import load
from engine.io.log import game_actions
from engine.io.replay import new_game as replay_game
from engine.play.lay import iter_actions, layable_hexes, tile_choices, tile_layers, trial, why_not
from tests.fixtures import need
from tests.titles.g18mex.scripted import corp, new_game, opening

FIXTURES = Path(__file__).resolve().parents[3].parent / "shared" / "fixtures" / "18xx.games" / "18MEX"


def fork(g: Game) -> Game:
    """A game at the same position whose later actions leave ``g`` untouched (``process``
    replaces the state object, never changes it)."""
    other = copy.copy(g)
    other.actions = list(g.actions)
    return other


def accepted(g: Game, action: dict) -> Game | None:
    probe = fork(g)
    try:
        probe.process(action)
    except IllegalAction:
        return None
    return probe


def refusal(g: Game, action: dict) -> str | None:
    try:
        fork(g).process(action)
    except IllegalAction as exc:
        return str(exc)
    return None


def recorded(name: str, upto: int) -> tuple[Game, list[dict]]:
    path = FIXTURES / f"{name}.json"
    doc = load(need(path))
    g = replay_game(doc)
    acts = [a for _, a in game_actions(doc.actions)]
    for a in acts[:upto]:
        g.process(a)
    return g, acts


def same_track(g: Game, tile: str, r1: int, r2: int) -> bool:
    t = g.state.board.defn.tiles[tile]
    key = lambda r: frozenset(frozenset((e.edge, e.stop) for e in (p.a, p.b)) for p in t.rotated_paths(r))  # noqa: E731
    return key(r1) == key(r2)


@pytest.fixture
def opening_game() -> Game:
    g = new_game()
    opening(g)
    return g


# ----------------------------------------------------------------------------------------
# The seed's opening: MC lays in Torreón


def test_mc_first_or_offers_torreon(opening_game: Game) -> None:
    g = opening_game
    s = g.state
    assert tile_layers(s) == ["corp:MC"]
    assert layable_hexes(s) == ["I8"]  # a home token on a bare city: nothing else is reached
    choices = {c.tile: c for c in tile_choices(s, "I8")}
    assert set(choices) == {"5", "6", "57"}
    assert choices["57"].rotations == (0, 1, 2)  # a straight city: three distinct rotations
    assert all(c.actor == "corp:MC" and set(c.costs) == {0} for c in choices.values())
    # the worked example's lay is one of them, and is the exact action the engine takes
    assert choices["57"].action(2) == {
        "entity": "MC",
        "entity_type": "corporation",
        "type": "lay_tile",
        "hex": "I8",
        "tile": "57-0",
        "rotation": 2,
    }


def test_every_offered_lay_is_accepted_and_costs_what_it_says(opening_game: Game) -> None:
    g = opening_game
    cash = g.state.cash("corp:MC")
    for choice in tile_choices(g.state, "I8"):
        for rot in choice.rotations:
            after = accepted(g, choice.action(rot))
            assert after is not None, choice.action(rot)
            assert cash - after.state.cash("corp:MC") == choice.cost_at(rot)
            assert after.state.board.tile_at("I8").name == choice.tile
            assert after.state.board.rotation_at("I8") == rot


def test_nothing_not_offered_is_accepted_in_torreon(opening_game: Game) -> None:
    g = opening_game
    offered = {(c.tile, r) for c in tile_choices(g.state, "I8") for r in c.rotations}
    for name in g.state.board.defn.tiles:
        for rot in range(6):
            if (name, rot) in offered:
                continue
            action = {
                "entity": "MC",
                "entity_type": "corporation",
                "type": "lay_tile",
                "hex": "I8",
                "tile": g.state.board.next_tile_id(name),
                "rotation": rot,
            }
            # a rotation giving the same track as an offered one is the same lay
            if any(n == name and same_track(g, name, rot, r) for n, r in offered):
                continue
            assert refusal(g, action) is not None, action


def test_unreached_hex_offers_nothing_and_says_why(opening_game: Game) -> None:
    g = opening_game
    s = g.state
    assert tile_choices(s, "I10") == []
    reason = why_not(s, "I10")
    assert reason == "MC's network does not reach I10 (Monterrey)"
    text = refusal(
        g,
        {"entity": "MC", "entity_type": "corporation", "type": "lay_tile", "hex": "I10", "tile": "57-0", "rotation": 1},
    )
    assert text is not None and "does not connect to MC's network" in text


def test_second_lay_refuses_upgrade_with_the_engines_reason(opening_game: Game) -> None:
    """After 57 in I8, the second lay of OR1 may not upgrade: I8 is no longer offered, and the
    sentence for it is the engine's own."""
    g = opening_game
    corp(g, "MC", "lay_tile", hex="I8", tile="57-0", rotation=2)
    s = g.state
    assert "I8" not in layable_hexes(s)
    assert "J9" in layable_hexes(s)
    assert tile_choices(s, "I8") == []
    reason = why_not(s, "I8")
    assert reason
    # the same refusal the engine gives for a green tile there
    assert (
        refusal(
            g,
            {
                "entity": "MC",
                "entity_type": "corporation",
                "type": "lay_tile",
                "hex": "I8",
                "tile": "14-0",
                "rotation": 2,
            },
        )
        is not None
    )


def test_layable_hexes_agree_with_tile_choices(opening_game: Game) -> None:
    g = opening_game
    corp(g, "MC", "lay_tile", hex="I8", tile="57-0", rotation=2)
    s = g.state
    hexes = set(layable_hexes(s))
    for h in s.board.state:
        assert bool(tile_choices(s, h)) == (h in hexes), h


def test_nothing_to_lay_outside_the_track_step() -> None:
    g = new_game()
    assert tile_layers(g.state) == []
    assert layable_hexes(g.state) == []
    assert tile_choices(g.state, "I8") == []
    assert why_not(g.state, "I8") == "No tile can be laid now"


def test_trial_leaves_the_state_alone(opening_game: Game) -> None:
    s = opening_game.state
    before = opening_game.snapshot()
    t = trial(
        s,
        {"entity": "MC", "entity_type": "corporation", "type": "lay_tile", "hex": "I8", "tile": "57-0", "rotation": 2},
    )
    assert t.ok and t.state is not s
    bad = trial(
        s,
        {"entity": "MC", "entity_type": "corporation", "type": "lay_tile", "hex": "I8", "tile": "57-0", "rotation": 9},
    )
    assert not bad.ok and bad.reason == "Rotation must be 0-5, not 9"
    assert opening_game.snapshot() == before


# ----------------------------------------------------------------------------------------
# KCMO's own lay (hotseat01, action 113: CHI's track step)


def test_kcmo_lays_470_in_f5() -> None:
    g, acts = recorded("hotseat01", 113)
    s = g.state
    rec = acts[113]
    assert rec["entity"] == "KCMO" and rec["tile"] == "470-0"
    assert tile_layers(s) == ["corp:CHI", "company:KCMO"]
    assert "F5" in layable_hexes(s)
    choices = tile_choices(s, "F5")
    kcmo = [c for c in choices if c.actor == "company:KCMO"]
    assert [c.tile for c in kcmo] == ["470"]
    k = kcmo[0]
    assert k.rotations == (0, 1, 2, 3, 4, 5) and set(k.costs) == {60}  # $120 canyon less $60
    assert k.action(rec["rotation"]) == {
        key: rec[key] for key in ("entity", "entity_type", "type", "hex", "tile", "rotation")
    }
    cash = s.cash("corp:CHI")
    for rot in k.rotations:
        after = accepted(g, k.action(rot))
        assert after is not None
        assert cash - after.state.cash("corp:CHI") == 60
        assert after.state.companies["KCMO"].closed
    # CHI itself never gets 470, and the engine refuses it
    assert all(c.tile != "470" for c in choices if c.actor == "corp:CHI")
    text = refusal(
        g,
        {
            "entity": "CHI",
            "entity_type": "corporation",
            "type": "lay_tile",
            "hex": "F5",
            "tile": "470-0",
            "rotation": 1,
        },
    )
    assert text == "Tile 470 (Copper Canyon) is laid only through KCMO"
    for c in choices:
        if c.actor == "corp:CHI":
            for rot in c.rotations:
                assert accepted(g, c.action(rot)) is not None


# ----------------------------------------------------------------------------------------
# Recorded games: each recorded lay is offered; what is offered is accepted


@pytest.mark.parametrize("name", ["hotseat01", "13315"])
def test_recorded_lays_are_offered(name: str) -> None:
    g, acts = recorded(name, 0)
    checked = 0
    for i, a in enumerate(acts):
        if a.get("type") == "lay_tile":
            s = g.state
            tile = a["tile"].rsplit("-", 1)[0]
            choices = [c for c in tile_choices(s, a["hex"]) if c.tile == tile and c.actor.endswith(f":{a['entity']}")]
            assert choices, (i, a)
            c = choices[0]
            assert any(same_track(g, tile, a["rotation"], r) for r in c.rotations), (i, a, c.rotations)
            assert a["hex"] in layable_hexes(s), (i, a)
            if checked % 4 == 0:  # every offered action of every 4th position goes through the engine
                for action in iter_actions(tile_choices(s, a["hex"])):
                    assert accepted(g, action) is not None, (i, action)
            checked += 1
        g.process(a)
    assert checked >= 40
