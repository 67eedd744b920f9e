"""1893's own rules of thumb for the ``steady`` computer player (engine/titles/g1893/bot.py),
each in a position reached by random play from a fixed seed."""

from __future__ import annotations

from engine.bots.base import acting_entity, acting_seat
from engine.bots.steady import SteadyBot
from engine.entities import kind_of, player_key
from engine.game import Game
from engine.play.menu import Choice, menu
from tests.engine.bots.test_steady_decisions import _find


def _par_choice(low: int, high: int):
    """A par choice for a player whose cash is in [low, high)."""

    def wanted(game: Game) -> Choice | None:
        s = game.state
        seat = acting_seat(game)
        if seat is None or "Stock" not in type(s.round).__name__ or kind_of(acting_entity(game) or "") != "player":
            return None
        if not low <= s.cash(player_key(seat)) < high:
            return None
        return next((c for c in menu(game).enabled() if c.group == "par" and c.param and c.param.options), None)

    return wanted


def test_steady_pars_at_100_when_it_can_pay_the_presidency() -> None:
    """Full capitalisation (10 x par from the bank) and the upper market rows: with $200 to $399
    steady starts a corporation at 100 (old steady kept cash for a second share and parred at
    60-90: $600 of capital and a row that ends at 75)."""
    game, choice = _find("1893", 6, _par_choice(200, 400))
    options = SteadyBot(1).options(game, acting_seat(game) or "")
    pars = [
        o for o in options if o.action.get("type") == "par" and o.action["corporation"] == choice.action["corporation"]
    ]
    assert pars and str(pars[0].action["share_price"]).startswith("100,")


def test_steady_does_not_par_low_in_1893() -> None:
    """With less than $180 the best par is 80 or below: steady leaves the corporation to others
    rather than tie its certificates to a company with $600-800 of capital."""
    game, choice = _find("1893", 6, _par_choice(120, 180))
    options = SteadyBot(1).options(game, acting_seat(game) or "")
    pars = [o for o in options if o.action.get("type") == "par"]
    passing = [o for o in options if o.action.get("type") == "pass"]
    assert pars and passing and all(o.score < passing[0].score for o in pars)
