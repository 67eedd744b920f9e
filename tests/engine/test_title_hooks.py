"""The core follows the title's hooks: round sequence, end conditions and their timing, setup
tokens, score — on the small synthetic title of tests/engine/synthetic.py."""

from __future__ import annotations

from engine.entities import player_key
from engine.policies.endgame import EndgamePolicy
from engine.rounds.operating import OperatingRound
from tests.engine.synthetic import Synthetic, SyntheticRounds, act, synthetic_game


def play_out_turn(g, limit: int = 200) -> None:
    """Everyone passes until the round changes (or the game ends)."""
    start = g.live.round
    for _ in range(limit):
        if g.finished or g.live.round is not start:
            return
        e = g.expected()
        who = int(e["entity"]) if e["entity_type"] == "player" else f"{e['entity_type']}:{e['entity']}"
        act(g, who, "pass")
    raise AssertionError("the round did not end")


def rounds_seen(g, n: int) -> list[str]:
    out = []
    for _ in range(n):
        if g.finished:
            break
        out.append(g.expected()["round"])
        play_out_turn(g)
    return out


def test_setup_tokens_come_from_title_data():
    g = synthetic_game(minor=True)
    s = g.state
    assert s.board.has_token("A3", "M1")
    assert s.minors["M1"].tokens[0].hex == "A3"


class OperatingOnlyRounds(SyntheticRounds):
    """``OperatingOnly``'s rounds rules: what differs from ``RoundsPolicy``."""

    title: OperatingOnly

    def next_round(self, s):  # noqa: ANN001, ANN201
        if isinstance(s.round, OperatingRound):
            self.or_round_finished(s)
            s.turn += 1
            return self.operating_round(s, 1)
        return super().next_round(s)


class OperatingOnly(Synthetic):
    """After the first stock round, operating rounds follow one another (a title's own sequence)."""

    rounds_policy = OperatingOnlyRounds
    rounds: OperatingOnlyRounds


def test_the_round_sequence_is_the_titles():
    default = rounds_seen(synthetic_game(minor=True), 3)
    assert default == ["SR 1.1", "OR 1.1", "SR 2.1"]
    own = rounds_seen(synthetic_game(minor=True, title_cls=OperatingOnly), 3)
    assert own == ["SR 1.1", "OR 1.1", "OR 2.1"]


class EndsInAnOREndgame(EndgamePolicy):
    """``EndsInAnOR``'s endgame rules: what differs from ``EndgamePolicy``."""

    title: EndsInAnOR

    def end_triggers(self, s):  # noqa: ANN001, ANN201
        return {**super().end_triggers(s), "operating": isinstance(s.round, OperatingRound)}


class EndsInAnOR(Synthetic):
    """An end condition of the title's own: it holds as soon as an operating round runs."""

    endgame_policy = EndsInAnOREndgame
    endgame: EndsInAnOREndgame


def test_end_timing_full_or_and_one_more_set():
    g = synthetic_game(minor=True, title_cls=EndsInAnOR, end_game={"operating": "full_or"})
    assert rounds_seen(g, 5) == ["SR 1.1", "OR 1.1"] and g.finished
    assert g.state.end_reason == "operating"
    g = synthetic_game(minor=True, title_cls=EndsInAnOR, end_game={"operating": "one_more_full_or_set"})
    assert rounds_seen(g, 6) == ["SR 1.1", "OR 1.1", "SR 2.1", "OR 2.1"] and g.finished


def test_an_end_condition_the_title_does_not_list_never_ends_the_game():
    g = synthetic_game(minor=True, title_cls=EndsInAnOR)  # end_game without "operating"
    assert rounds_seen(g, 3) == ["SR 1.1", "OR 1.1", "SR 2.1"] and not g.finished


class CashOnlyEndgame(EndgamePolicy):
    """``CashOnly``'s endgame rules: what differs from ``EndgamePolicy``."""

    title: CashOnly

    def player_value(self, s, pid):  # noqa: ANN001, ANN201
        return s.cash(player_key(pid))


class CashOnly(Synthetic):
    """A score of the title's own: cash only."""

    endgame_policy = CashOnlyEndgame
    endgame: CashOnlyEndgame


def test_the_score_is_the_titles():
    for cls, p1 in ((Synthetic, 600), (CashOnly, 440)):
        g = synthetic_game(title_cls=cls)
        act(g, 1, "par", corporation="TEN", share_price="80,0,4")
        assert g.result()["1"] == p1  # default: the 20% president's certificate counts $160
