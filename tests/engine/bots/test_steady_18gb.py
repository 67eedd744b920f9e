"""18GB decisions of the ``steady`` computer player that only 18GB has (issue #32): its
conversions (engine/titles/g18gb/bot.py), each in a position reached by random play."""

from __future__ import annotations

from engine.bots.base import acting_seat
from engine.bots.steady import SteadyBot
from engine.game import Game
from engine.play.menu import Choice, menu
from tests.engine.bots.test_steady_decisions import _find


def _conversion(kind: str, trainless: bool):  # noqa: ANN202 - a position filter for _find
    def wanted(game: Game) -> Choice | None:
        s = game.state
        for c in menu(game).enabled():
            if c.group != "convert" or c.action.get("type") != kind:
                continue
            sym = str(c.action.get("choice", "")).removeprefix("convert_") if kind == "choose" else c.action["entity"]
            if bool(s.corps[sym].trains) != trainless:
                return c
        return None

    return wanted


def test_steady_keeps_a_running_company_at_five_shares() -> None:
    """A voluntary conversion drops the price two steps and halves the director's holding, for
    capital a company with a train does not need; old steady scored it like passing and drew
    between them (it converted LYR, which had a train, in a game it lost)."""
    game, choice = _find("18GB", 2, _conversion("choose", trainless=False))
    options = SteadyBot(1).options(game, acting_seat(game) or "")
    convert = [o for o in options if o.action == choice.action_with()]
    passing = [o for o in options if o.action.get("type") == "pass"]
    assert convert and passing and convert[0].score < passing[0].score


def test_steady_converts_a_trainless_company_when_the_capital_buys_a_train() -> None:
    """A trainless 5-share short of the bank's cheapest train converts in its train step when 5 ×
    the new price pays for one: otherwise it is insolvent (withholds, its price falls) and its
    shares count half at the end."""

    def wanted(game: Game) -> Choice | None:
        got = _conversion("convert", trainless=True)(game)
        if got is None:
            return None
        s = game.state
        sym = got.action["entity"]
        after = s.clone()
        after.title.convert(after, sym, 3, None)  # type: ignore[attr-defined]
        return got if after.cash(after.corps[sym].key) >= after.min_depot_price() else None

    game, choice = _find("18GB", 1, wanted)
    options = SteadyBot(1).options(game, acting_seat(game) or "")
    convert = [o for o in options if o.action == choice.action_with()]
    passing = [o for o in options if o.action.get("type") == "pass"]
    assert convert and "converts" in convert[0].reason
    assert all(convert[0].score > o.score for o in passing)
