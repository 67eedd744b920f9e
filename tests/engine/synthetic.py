"""A small synthetic title for testing the core's economics settings (no assets/ data).

Two majors on a 7x7 test board — FIVE (five shares: a 40% president's certificate and four
20%) and TEN (ten shares: 20% + eight 10%) — and optionally a minor M1 owned by the first
player, with $200 and its home token from the start.  No private companies: the game opens
with a stock round.  ``settings`` are game.toml ``[settings]`` entries.
"""

from __future__ import annotations

from typing import Any

from engine.economics import Economics, TrainDef, parse_settings
from engine.entities import BANK, player_key
from engine.game import Game
from engine.market import Market
from engine.policies.rounds import RoundsPolicy
from engine.policies.setup import SetupPolicy
from engine.title import CompanyInfo, Phase, TitleInfo
from engine.titles.base import Title
from tests.engine.boards import grid_board, preprinted

CITY = [{"kind": "city", "revenue": 20}]
MARKET = [
    ["40", "50", "60p", "70p", "80p", "90", "100", "110", "120", "130e"],
    ["30", "40", "50", "60", "70", "80", "90", "100", "110", "120"],
]


class SyntheticSetup(SetupPolicy):
    """``Synthetic``'s setup rules: what differs from ``SetupPolicy``."""

    title: Synthetic

    def after_setup(self, s) -> None:  # noqa: ANN001
        minor = s.minors.get("M1")
        if minor is not None:
            minor.owner = player_key(s.players[0])
            minor.floated = True
            s.spend(BANK, minor.key, 200)


class SyntheticRounds(RoundsPolicy):
    """``Synthetic``'s rounds rules: what differs from ``RoundsPolicy``."""

    title: Synthetic

    def first_round(self, s):  # noqa: ANN001, ANN201
        return self.stock_round(s)


class Synthetic(Title):
    setup_policy = SyntheticSetup
    rounds_policy = SyntheticRounds
    setup: SyntheticSetup
    rounds: SyntheticRounds

    playable = True


def synthetic_game(
    settings: dict[str, Any] | None = None,
    *,
    market: list[list[str]] | None = None,
    minor: bool = False,
    players: int = 3,
    float_percent: int = 60,
    cash: int = 600,
    title_cls: type[Synthetic] | None = None,
    end_game: dict[str, str] | None = None,
) -> Game:
    phases = (
        Phase("2", ("yellow",), "yellow", {"train_limit": 4, "operating_rounds": 1}),
        Phase("3", ("yellow", "green"), "green", {"on": "3", "train_limit": 3, "operating_rounds": 2}),
    )
    companies = [
        CompanyInfo("FIVE", "Five Share Railway", "major", "C5", extra={"tokens": [0, 40]}),
        CompanyInfo("TEN", "Ten Share Railway", "major", "E5", extra={"tokens": [0, 40, 40]}),
    ]
    if minor:
        companies.append(CompanyInfo("M1", "Minor One", "minor", "A3", extra={"setup_token": True}))
    info = TitleInfo("SYN", "Synthetic", (2, 6), "synthetic", (), (), phases, tuple(companies))
    end = dict(end_game or {"bank": "full_or"})
    table = dict(settings or {})
    if table.get("bankruptcy", "game_ends") == "game_ends":
        end.setdefault("bankrupt", "immediate")
    econ = Economics(
        title="SYN",
        bank=20000,
        capitalization="full",
        float_percent=float_percent,
        max_ownership_percent=60,
        market_share_limit=50,
        sell_movement="down_share",
        min_bid_increment=5,
        selling_first_turn=True,
        end_game=end,
        starting_cash={n: cash for n in range(2, 7)},
        cert_limit={n: 20 for n in range(2, 7)},
        market=Market.parse({"kind": "2d", "rows": market or MARKET}, "synthetic market"),
        phase_status={"2": (), "3": ("can_buy_companies",)},
        trains=(TrainDef("2", 6, 80, 2, rusts_on="4"), TrainDef("3", 5, 180, 3), TrainDef("4", 4, 300, 4)),
        corporations={"FIVE": {"shares": [40, 20, 20, 20]}, "TEN": {}},
        settings=parse_settings(table, "synthetic settings"),
    )
    board = grid_board(
        special={h: {"tile": preprinted(h, "white", CITY)} for h in ("C5", "E5", "A3")},
    )
    rules = (title_cls or Synthetic)(info, (), econ)
    return Game.of_title(rules, board, [(i, f"P{i}") for i in range(1, players + 1)])


def act(game: Game, player: int | str, kind: str, **fields: Any) -> None:
    """Process one action of a player (``player`` a seat number) or an entity key."""
    if isinstance(player, int):
        entity = {"entity": str(player), "entity_type": "player"}
    else:
        kind_, ident = player.split(":", 1)
        entity = {"entity": ident, "entity_type": {"corp": "corporation"}.get(kind_, kind_)}
    game.process({"type": kind, **entity, **fields})
