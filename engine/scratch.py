"""Typed scratch state: a round's bookkeeping (``Round.data``) and the game's flags (``State.flags``).

Each round kind declares a dataclass of the keys its steps share (``AuctionScratch``,
``StockScratch``, ``OperatingScratch``); a title that needs more declares a subclass next to its
rounds, and its own game flags as a subclass of ``GameFlags`` (``Title.flags_type``).  Code reads
and writes attributes, never string keys, and a title reaches its own class typed through
``of`` (an ``isinstance`` check, not a cast).

Both used to be plain dicts, written into the state hash and the snapshot as they stood.  To keep
every recorded hash, a scratch object remembers which fields were *said* (assigned since it was
made, or changed from their default in place) and ``jsonable`` gives exactly the dict the old code
held: a field never set is absent, as a key never written was; ``forget`` is the old ``pop``.
Scratch objects hold only plain data, so ``State.clone`` copies them as it copied the dicts.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, field, fields
from typing import Any, ClassVar, TypeVar

from engine.entities import to_jsonable

S = TypeVar("S", bound="Scratch")

#: per class: (field name, its default value or a factory making it)
_DEFAULTS: dict[type, tuple[tuple[str, Any, bool], ...]] = {}


class Scratch:
    """Base of the scratch dataclasses: remembers the fields said, gives the old dict's JSON form."""

    #: the name of a field in the JSON form when it differs from the attribute's (none by default)
    json_names: ClassVar[dict[str, str]] = {}

    def __post_init__(self) -> None:
        self.__dict__["_said"] = set()  # (the fields the constructor set are defaults, not said)

    def __setattr__(self, name: str, value: Any) -> None:
        d = self.__dict__
        said = d.get("_said")
        if said is None:  # being made: by the constructor, or a copy setting its ``__dict__``
            object.__setattr__(self, name, value)
            return
        d[name] = value
        said.add(name)

    def __copy__(self: S) -> S:
        """A shallow copy with its own record of the fields said (as a dict's copy has its own keys)."""
        new = object.__new__(type(self))
        object.__setattr__(new, "__dict__", {**self.__dict__, "_said": set(self.__dict__["_said"])})
        return new

    def mark(self, name: str) -> None:
        """Say ``name`` as it stands (the old ``setdefault`` that wrote an empty value)."""
        self.__dict__["_said"].add(name)

    def said(self, name: str) -> bool:
        """Was ``name`` said (the old ``name in dict``)?"""
        return name in self.__dict__["_said"] or self.__dict__[name] != _default(type(self), name)

    def forget(self, name: str) -> None:
        """Back to the default and unsaid (the old ``pop``)."""
        for n, default, factory in _defaults(type(self)):
            if n == name:
                self.__dict__[name] = default() if factory else default
        self.__dict__["_said"].discard(name)

    def jsonable(self) -> dict[str, Any]:
        """The dict the old string-keyed state held (see the module's docstring)."""
        said = self.__dict__["_said"]
        out: dict[str, Any] = {}
        names = self.json_names
        for n, default, factory in _defaults(type(self)):
            v = self.__dict__[n]
            if n in said or v != (default() if factory else default):
                out[names.get(n, n)] = to_jsonable(v)
        return out

    @classmethod
    def of(cls: type[S], obj: object) -> S:
        """``obj`` as this class (a title's own scratch), refused loudly if it is another."""
        if not isinstance(obj, cls):
            raise TypeError(f"{type(obj).__name__} is not {cls.__name__}")
        return obj


def _default(cls: type, name: str) -> Any:
    for n, default, factory in _defaults(cls):
        if n == name:
            return default() if factory else default
    raise AttributeError(name)


def _defaults(cls: type) -> tuple[tuple[str, Any, bool], ...]:
    hit = _DEFAULTS.get(cls)
    if hit is None:
        rows: list[tuple[str, Any, bool]] = []
        for f in fields(cls):
            if f.default_factory is not MISSING:
                rows.append((f.name, f.default_factory, True))
            else:
                rows.append((f.name, f.default, False))
        hit = _DEFAULTS[cls] = tuple(rows)
    return hit


@dataclass
class RoundScratch(Scratch):
    """What a round's steps share; a plain round shares nothing."""


@dataclass
class AuctionScratch(RoundScratch):
    """The auction round: privates bought whose corporation's par is still to be set."""

    pending_par: list[str] = field(default_factory=list)


@dataclass
class StockScratch(RoundScratch):
    """The stock round (18xx.games' sold/bought bookkeeping, the turn's actions so far)."""

    sold: dict[str, dict[str, str]] = field(default_factory=dict)  # player -> {corp: "now"|"prev"|...}
    bought: dict[str, dict[str, Any]] = field(default_factory=dict)  # player -> {corp: what}
    current_actions: list[str] = field(default_factory=list)  # this turn's action kinds
    multi_buy: str | None = None  # the corporation more shares of which may be bought this turn
    done: bool = False  # the round ended (everyone passed in turn)


@dataclass
class OperatingScratch(RoundScratch):
    """The operating round: the turn's lays, revenue and purchases."""

    bought_trains: list[str] = field(default_factory=list)  # operators that bought a train this round
    laid: int = 0
    upgraded: bool = False
    laid_hexes: list[str] = field(default_factory=list)
    revenue: int = 0
    last_share_sold_price: int | None = None  # (an emergency sale's last price)
    trade_in_credit: int = 0
    traded_in: list[str] = field(default_factory=list)


@dataclass
class GameFlags(Scratch):
    """The core's game-long flags; a title's own flags subclass it (``Title.flags_type``)."""

    seed: int = 0
    bank_broken_logged: bool = False
    happened: dict[str, int] = field(default_factory=dict)  # feature -> times (``EndgamePolicy.features``)
    events_done: dict[str, bool] = field(default_factory=dict)  # train name -> its events ran
    end_trigger_turn: int | None = None
