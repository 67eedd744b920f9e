"""A title's economics (``assets/titles/<TITLE>/game.toml``): bank, cash, limits, market,
trains, phase status, charters and privates' extras — loaded once, schema-checked.

The per-title file is data; the rules that read it live in the core (``engine/game.py``) and
the title module (``engine/titles/g<title>.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from engine.assets import check_keys, read_toml, title_dir
from engine.errors import DataError
from engine.market import Market

_TOP = {
    "bank",
    "capitalization",
    "float_percent",
    "max_ownership_percent",
    "market_share_limit",
    "sell_movement",
    "min_bid_increment",
    "selling_first_turn",
    "end_game",
    "starting_cash",
    "cert_limit",
    "market",
    "phase_status",
    "train",
    "corporation",
    "company",
    "notes",
}
_TRAIN = {"name", "count", "price", "reach", "rusts_on", "obsolete_on", "events", "multiplier", "note"}
_CORP = {
    "shares",
    "reserved",
    "uncounted",
    "train_limit_bonus",
    "face_value_trains",
    "no_buy_until_phase",
    "exchange_token_price",
    "never_merges",
    "note",
}
_COMPANY = {
    "closes_on",
    "optional_rule",
    "token_hex",
    "max_price_face",
    "phase2_buyable",
    "tile_lay",
    "early_rule",
    "no_buy",
    "minor",
    "trade_in",
    "shares",
    "president_of",
    "closes_when_bought_train",
    "note",
}


@dataclass(frozen=True)
class TrainDef:
    name: str
    count: int
    price: int
    reach: int
    rusts_on: str | None = None
    obsolete_on: str | None = None
    events: tuple[str, ...] = ()
    multiplier: int = 1


@dataclass(frozen=True)
class Economics:
    title: str
    bank: int | None  # None = unlimited
    capitalization: str
    float_percent: int
    max_ownership_percent: int
    market_share_limit: int
    sell_movement: str
    min_bid_increment: int
    selling_first_turn: bool
    end_game: dict[str, str]
    starting_cash: dict[int, int]
    cert_limit: dict[int, int]
    market: Market
    phase_status: dict[str, tuple[str, ...]]
    trains: tuple[TrainDef, ...]
    corporations: dict[str, dict[str, Any]] = field(default_factory=dict)
    companies: dict[str, dict[str, Any]] = field(default_factory=dict)

    def train(self, name: str) -> TrainDef:
        for t in self.trains:
            if t.name == name:
                return t
        raise DataError(f"{self.title} has no train {name!r}")


def _int(raw: Any, where: str) -> int:
    if not isinstance(raw, int) or isinstance(raw, bool):
        raise DataError(f"{where}: must be a whole number")
    return raw


def _by_players(raw: Any, where: str) -> dict[int, int]:
    if not isinstance(raw, dict):
        raise DataError(f"{where}: must be a table of player count -> number")
    try:
        return {int(k): _int(v, f"{where}.{k}") for k, v in raw.items()}
    except ValueError as exc:
        raise DataError(f"{where}: keys must be player counts") from exc


@lru_cache(maxsize=16)
def load_economics(title: str) -> Economics:
    path = title_dir(title) / "game.toml"
    raw = read_toml(path)
    w = str(path)
    check_keys(raw, _TOP, w)
    bank = raw.get("bank")
    if bank != "unlimited":
        bank = _int(bank, f"{w} bank")
    trains = []
    for n, t in enumerate(raw.get("train", [])):
        tw = f"{w} train #{n}"
        check_keys(t, _TRAIN, tw)
        trains.append(
            TrainDef(
                str(t["name"]),
                _int(t["count"], f"{tw} count"),
                _int(t["price"], f"{tw} price"),
                _int(t["reach"], f"{tw} reach"),
                t.get("rusts_on"),
                t.get("obsolete_on"),
                tuple(t.get("events", [])),
                _int(t.get("multiplier", 1), f"{tw} multiplier"),
            )
        )
    if not trains:
        raise DataError(f"{w}: at least one [[train]] is needed")
    corps = raw.get("corporation", {})
    for sym, c in corps.items():
        check_keys(c, _CORP, f"{w} corporation.{sym}")
        if sum(c.get("shares", [])) != 100:
            raise DataError(f"{w} corporation.{sym}: shares must add up to 100%")
    comps = raw.get("company", {})
    for sym, c in comps.items():
        check_keys(c, _COMPANY, f"{w} company.{sym}")
    status = {str(k): tuple(v) for k, v in raw.get("phase_status", {}).items()}
    end = raw.get("end_game", {})
    for reason, timing in end.items():
        if timing not in ("immediate", "current_round", "current_or", "full_or", "one_more_full_or_set"):
            raise DataError(f"{w} end_game.{reason}: unknown timing {timing!r}")
    return Economics(
        title=title,
        bank=None if bank == "unlimited" else bank,
        capitalization=str(raw.get("capitalization", "full")),
        float_percent=_int(raw.get("float_percent", 60), f"{w} float_percent"),
        max_ownership_percent=_int(raw.get("max_ownership_percent", 60), f"{w} max_ownership_percent"),
        market_share_limit=_int(raw.get("market_share_limit", 50), f"{w} market_share_limit"),
        sell_movement=str(raw.get("sell_movement", "down_share")),
        min_bid_increment=_int(raw.get("min_bid_increment", 5), f"{w} min_bid_increment"),
        selling_first_turn=bool(raw.get("selling_first_turn", False)),
        end_game=dict(end),
        starting_cash=_by_players(raw.get("starting_cash"), f"{w} starting_cash"),
        cert_limit=_by_players(raw.get("cert_limit"), f"{w} cert_limit"),
        market=Market.parse(raw.get("market"), f"{w} market"),
        phase_status=status,
        trains=tuple(trains),
        corporations=dict(corps),
        companies=dict(comps),
    )
