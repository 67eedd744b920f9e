"""A title's economics (``assets/titles/<TITLE>/game.toml``): bank, cash, limits, market,
trains, phase status, charters and privates' extras — loaded once, schema-checked.

The per-title file is data; the rules that read it live in the core (``engine/game.py``) and
the title's package (``engine/titles/g<title>/``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property, lru_cache
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
    "settings",
}
_TRAIN = {
    "name",
    "count",
    "price",
    "reach",
    "rusts_on",
    "obsolete_on",
    "events",
    "multiplier",
    "model",
    "trade_in",
    "available_on",
    "note",
}
_CORP = {
    "shares",
    "reserved",
    "uncounted",
    "train_limit_bonus",
    "face_value_trains",
    "no_buy_until_phase",
    "exchange_token_price",
    "never_merges",
    "start_cell",
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
class Settings:
    """Economic choices a title makes in data, not code (game.toml ``[settings]``).  The
    defaults are the 1830 family as the engine played it before settings existed (18MEX)."""

    #: where players buy certificates: "ipo" (the charter's unsold certificates: an IPO, or the
    #: corporation's treasury) and/or "pool" (the bank pool)
    share_sources: tuple[str, ...] = ("ipo", "pool")
    #: price of a certificate bought from the IPO: "par" or the "current" market price
    ipo_price: str = "par"
    #: who receives the price of an IPO certificate: the "bank", or the "company" (a treasury)
    ipo_payee: str = "bank"
    #: who receives the dividends of certificates still in the IPO / in the pool: the
    #: "company" or "nobody" (the money stays in the bank)
    ipo_dividends: str = "nobody"
    pool_dividends: str = "company"
    #: money a corporation receives when it floats: "par" x shares, "current" price x shares, or
    #: "none" (incremental: each IPO purchase pays it instead, with ipo_payee = "company")
    float_capital: str = "par"
    #: what floats a corporation: float_percent of its certificates out of the "ipo", or held
    #: by "players" (1893: its certificates all leave the IPO when it is parred)
    float_basis: str = "ipo"
    #: may minors buy trains / privates in their operating turn?
    minors_buy_trains: bool = False
    minors_buy_companies: bool = False
    #: may the president's certificate go to the pool with nobody to take it over?  The
    #: corporation then runs in receivership (no president: it withholds, lays no track or token)
    receivership: bool = False
    #: a player who cannot pay for a compulsory train: "game_ends" (the game ends as game.toml's
    #: end_game ``bankrupt`` timing says), "player_leaves" (the player is out, the game goes on)
    #: or "not_allowed" (the title gives other ways out; bankruptcy is refused)
    bankruptcy: str = "game_ends"


_SETTING_CHOICES: dict[str, tuple[str, ...]] = {
    "ipo_price": ("par", "current"),
    "ipo_payee": ("bank", "company"),
    "ipo_dividends": ("company", "nobody"),
    "pool_dividends": ("company", "nobody"),
    "float_capital": ("par", "current", "none"),
    "float_basis": ("ipo", "players"),
    "bankruptcy": ("game_ends", "player_leaves", "not_allowed"),
}


def parse_settings(raw: Any, where: str) -> Settings:
    """game.toml's ``[settings]``: every key known, every value of the right type and choice."""
    if raw is None:
        return Settings()
    if not isinstance(raw, dict):
        raise DataError(f"{where}: settings must be a table")
    defaults = Settings()
    known = set(vars(defaults))
    unknown = set(raw) - known
    if unknown:
        raise DataError(f"{where}: unknown settings {sorted(unknown)}")
    values: dict[str, Any] = {}
    for key, value in raw.items():
        default = getattr(defaults, key)
        if isinstance(default, bool):
            if not isinstance(value, bool):
                raise DataError(f"{where}.{key}: must be true or false")
        elif isinstance(default, tuple):
            if not (isinstance(value, list) and value and set(value) <= {"ipo", "pool"}):
                raise DataError(f"{where}.{key}: must be a list of 'ipo' and/or 'pool'")
            value = tuple(value)
        elif value not in _SETTING_CHOICES[key]:
            raise DataError(f"{where}.{key}: {value!r} is not one of {', '.join(_SETTING_CHOICES[key])}")
        values[key] = value
    return Settings(**values)


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
    #: the distance model (engine/routes/trains.py): towns free by default, "n" counts them
    model: str = "n_plus_free_towns"
    #: trains taken in part exchange when this one is bought from the depot, and their credit
    trade_in: tuple[tuple[str, int], ...] = ()
    #: the phase from which it may be bought (None: as soon as it is the depot's next train)
    available_on: str | None = None


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
    settings: Settings = field(default_factory=Settings)

    def train(self, name: str) -> TrainDef:
        got = self._train_by_name.get(name)
        if got is None:
            raise DataError(f"{self.title} has no train {name!r}")
        return got

    @cached_property
    def _train_by_name(self) -> dict[str, TrainDef]:
        """``train``'s answers (the first definition of each name), looked up many times per
        action (depot, prices, limits)."""
        out: dict[str, TrainDef] = {}
        for t in self.trains:
            out.setdefault(t.name, t)
        return out


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
                str(t.get("model", "n_plus_free_towns")),
                tuple((str(k), _int(v, f"{tw} trade_in.{k}")) for k, v in (t.get("trade_in") or {}).items()),
                t.get("available_on"),
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
    settings = _settings(raw, w)
    if (settings.bankruptcy == "game_ends") != ("bankrupt" in end):
        raise DataError(
            f"{w}: bankruptcy = {settings.bankruptcy!r} needs end_game.bankrupt "
            + ("set" if settings.bankruptcy == "game_ends" else "absent")
        )
    return Economics(
        title=title,
        bank=None if bank == "unlimited" else int(bank),
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
        settings=settings,
    )


def _settings(raw: dict[str, Any], where: str) -> Settings:
    """``[settings]``, with the older ``capitalization`` key read as ``float_capital``."""
    table = dict(raw.get("settings") or {})
    cap = raw.get("capitalization")
    if cap is not None and "float_capital" not in table:
        table["float_capital"] = {"full": "par", "incremental": "none"}.get(str(cap), cap)
    return parse_settings(table, f"{where} settings")
