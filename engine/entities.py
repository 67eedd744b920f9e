"""Who owns what: players, bank, companies (privates), corporations (majors and minors),
share certificates, trains, and the one function that moves money.

Everything here is plain data referring to other things by id, so the whole game state can be
deep-copied for a trial action and compared or hashed as JSON.  Holders of money and
certificates are named by *keys*: ``"bank"``, ``"pool"`` (bank pool, certificates only),
``"player:<id>"``, ``"corp:<sym>"`` (a major, whose IPO is itself), ``"minor:<sym>"``,
``"depot"`` (trains only).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine import heap
from engine.errors import IllegalAction
from engine.i18n import msg

if TYPE_CHECKING:
    from engine.abilities import Ability

BANK = "bank"
POOL = "pool"
DEPOT = "depot"


def player_key(pid: str) -> str:
    return f"player:{pid}"


def corp_key(sym: str) -> str:
    return f"corp:{sym}"


def minor_key(sym: str) -> str:
    return f"minor:{sym}"


def company_key(sym: str) -> str:
    return f"company:{sym}"


#: kind_of / id_of answers by key: a game has few entity keys and asks about them very often
_KINDS: dict[str, str] = {}
_IDS: dict[str, str] = {}
_KEYS_KEPT = 4096


@heap.forget_on_release
def _forget_keys() -> None:
    """The keys are the games' strings: once a game is dropped, keeping them would keep the
    allocator from handing back the memory around them."""
    _KINDS.clear()
    _IDS.clear()


def kind_of(key: str) -> str:
    try:
        return _KINDS[key]
    except (KeyError, TypeError):  # (not a string: the split below says so, as it always did)
        kind = key.split(":", 1)[0]
        if type(key) is str and len(_KINDS) < _KEYS_KEPT:
            _KINDS[key] = kind
        return kind


def id_of(key: str) -> str:
    try:
        return _IDS[key]
    except (KeyError, TypeError):
        got = key.split(":", 1)[1] if ":" in key else key
        if type(key) is str and len(_IDS) < _KEYS_KEPT:
            _IDS[key] = got
        return got


# ----------------------------------------------------------------------------------------
# Money


@dataclass
class Ledger:
    """Cash of every holder.  ``transfer`` is the only way money moves, so the total is constant.

    The bank may be limited (it *breaks* when asked for more than it holds: the payment is
    still made and ``bank_broken`` is set, a game-end trigger) or unlimited (``None``).
    """

    cash: dict[str, int] = field(default_factory=dict)
    bank_limited: bool = True
    bank_broken: bool = False

    def __getitem__(self, key: str) -> int:
        return self.cash.get(key, 0)

    def transfer(self, src: str, dst: str, amount: int, *, allow_debt: bool = False) -> None:
        if amount < 0:
            raise IllegalAction(msg("Cannot transfer a negative amount ({amount})", amount=amount))
        if amount == 0 or src == dst:
            return
        have = self.cash.get(src, 0)
        if src == BANK:
            if self.bank_limited and have - amount < 0:
                self.bank_broken = True
        elif have < amount and not allow_debt:
            raise IllegalAction(
                msg("{entity} has only ${cash} and cannot pay ${amount}", entity=id_of(src), cash=have, amount=amount)
            )
        self.cash[src] = have - amount
        self.cash[dst] = self.cash.get(dst, 0) + amount

    def total(self) -> int:
        return sum(self.cash.values())


# ----------------------------------------------------------------------------------------
# Entities


@dataclass
class Player:
    id: str
    name: str
    bankrupt: bool = False
    passed: bool = False

    @property
    def key(self) -> str:
        return player_key(self.id)


@dataclass
class Share:
    """One certificate.  ``id`` is 18xx.games' ``<corp>_<index>``."""

    corp: str
    index: int
    percent: int
    president: bool
    owner: str  # holder key: "corp:X" (IPO), "pool", "player:id"
    buyable: bool = True
    counts_for_limit: bool = True

    @property
    def id(self) -> str:
        return f"{self.corp}_{self.index}"


@dataclass
class Token:
    price: int
    hex: str | None = None
    city: int | None = None  # stop index on the tile in that hex

    @property
    def used(self) -> bool:
        return self.hex is not None

    def where(self) -> tuple[str, int]:
        """(hex, stop) of a token on the map."""
        if self.hex is None or self.city is None:
            raise IllegalAction(msg("This token is not on the map"))
        return self.hex, self.city


@dataclass
class Company:
    """A private company (18xx.games "company")."""

    sym: str
    name: str
    value: int
    revenue: int
    owner: str | None = None  # holder key or None (unsold)
    closed: bool = False
    discount: int = 0  # auction: face value minus this is the buy price
    min_price: int = 1
    max_price: int = 1
    no_buy: bool = False  # corporations may never buy it
    abilities: dict[str, Ability] = field(default_factory=dict)  # engine/abilities.py, by key

    @property
    def min_bid(self) -> int:
        return self.value - self.discount


@dataclass
class Corporation:
    """A major (shares, market price) or a minor (owner only, no shares)."""

    sym: str
    name: str
    kind: str  # "major" | "minor"
    home: str = ""
    tokens: list[Token] = field(default_factory=list)
    trains: list[str] = field(default_factory=list)  # train ids in purchase order
    owner: str | None = None  # president's / owner's player key
    ipoed: bool = False
    floated: bool = False
    closed: bool = False
    share_price: tuple[int, int] | None = None
    par_price: tuple[int, int] | None = None
    operated: bool = False  # has finished at least one dividend step
    flags: dict[str, Any] = field(default_factory=dict)  # title extras (never_merges, ...)

    @property
    def key(self) -> str:
        return corp_key(self.sym) if self.kind == "major" else minor_key(self.sym)

    @property
    def minor(self) -> bool:
        return self.kind == "minor"

    def next_token(self) -> Token | None:
        return next((t for t in self.tokens if not t.used), None)

    def placed_tokens(self) -> list[Token]:
        return [t for t in self.tokens if t.used]


@dataclass
class Train:
    id: str  # "<name>-<n>"
    name: str
    owner: str | None = DEPOT  # holder key, DEPOT, or None once removed from the game
    obsolete: bool = False
    rusted: bool = False
    operated: bool = False
    buyable: bool = True
    rusts_on: str | None = None
    obsolete_on: str | None = None


def to_jsonable(obj: Any) -> Any:
    """Plain JSON types for snapshots (tuples -> lists, dict keys -> str, dataclasses -> dicts)."""
    if hasattr(obj, "jsonable"):  # a value with its own JSON form (engine/abilities.py)
        return obj.jsonable()
    if hasattr(obj, "__dataclass_fields__"):
        return {k: to_jsonable(getattr(obj, k)) for k in obj.__dataclass_fields__}
    if isinstance(obj, dict):
        return {
            (",".join(map(str, k)) if isinstance(k, tuple) else str(k)): to_jsonable(v)
            for k, v in sorted(obj.items(), key=lambda kv: str(kv[0]))
        }
    if isinstance(obj, (list, tuple)):
        return [to_jsonable(v) for v in obj]
    if isinstance(obj, (set, frozenset)):
        return sorted(to_jsonable(v) for v in obj)
    return obj
