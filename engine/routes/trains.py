"""Train distance models: which routes a train may run and what a route pays it.

One place for the rules of every train kind of the four titles, shared by the pricing of given
routes (``engine.routes.revenue``) and by the optimal search (``engine.routes.search``):

``n_plus_free_towns`` (18MEX N and 4D, 1893 8+x)
    at most N cities/off-boards; towns are free, unlimited and pay face value.
``n`` (1893's 2-6, 18xx.games' plain integer distance)
    at most N stops of any kind (towns count).
``n_plus_m`` (18GB 2+1 ... 5+2, 1833NE N+s)
    at most N stops of any kind plus up to M further towns: cities/off-boards <= N and all
    stops <= N + M; everything visited pays.
``express`` (18GB 4X/5X/6X)
    at most N cities/off-boards; towns are passed free and pay nothing; the train earns
    ``per_hex`` for each hex of straight-line distance between its first and last city/off-board.
``n_of_m`` (1833NE 3/5, 4/7, 6/9)
    visits at most M stops of any kind and counts the best N of them, at least one of the
    counted stops holding one of the company's tokens.

``multiplier`` multiplies cities and off-boards (18MEX 4D doubles them; towns pay face value).
3'/6' (18MEX) are plain N trains.  A route is given to :func:`price` as a list of
:class:`PricedStop`; the result is ``None`` when the train cannot run that route.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.i18n import msg

MODELS = ("n_plus_free_towns", "n", "n_plus_m", "express", "n_of_m")
UNLIMITED = 1 << 30
COUNTED_KINDS = ("city", "offboard")


@dataclass(frozen=True)
class TrainKind:
    """A train's distance model.  Two trains with equal kinds are interchangeable."""

    name: str
    model: str = "n_plus_free_towns"
    n: int = 2
    m: int = 0  # n_plus_m: extra towns; n_of_m: stops visited
    multiplier: int = 1  # applied to cities and off-boards
    per_hex: int = 0  # express: bonus per hex between the ends

    def __post_init__(self) -> None:
        if self.model not in MODELS:
            raise ValueError(f"unknown distance model {self.model!r} (known: {', '.join(MODELS)})")

    # --- limits the route enumeration can prune on --------------------------------------------
    @property
    def max_counted(self) -> int:
        """Most cities + off-boards on one route."""
        if self.model in ("n_plus_free_towns", "n_plus_m", "express"):
            return self.n
        if self.model == "n":
            return self.n
        return self.m  # n_of_m: visits up to m stops of any kind

    @property
    def max_stops(self) -> int:
        """Most stops of any kind on one route."""
        if self.model == "n":
            return self.n
        if self.model == "n_plus_m":
            return self.n + self.m
        if self.model == "n_of_m":
            return self.m
        return UNLIMITED

    def fits(self, counted: int, towns: int) -> bool:
        return counted <= self.max_counted and counted + towns <= self.max_stops

    def describe(self) -> str:
        """The train's rule in words ("2 cities/off-boards, towns free", "visits 4, counts best 2")."""
        rule = {
            "n_plus_free_towns": lambda: msg("{count} cities/off-boards, towns free", count=self.n),
            "n": lambda: msg("{count} stops", count=self.n),
            "n_plus_m": lambda: msg("{count} stops + {towns} towns", count=self.n, towns=self.m),
            "express": lambda: msg(
                "{count} cities/off-boards, towns skipped, +{per_hex}/hex", count=self.n, per_hex=self.per_hex
            ),
            "n_of_m": lambda: msg("visits {visits}, counts best {count}", visits=self.m, count=self.n),
        }[self.model]()
        if self.multiplier != 1:
            return msg("{rule}, x{multiplier}", rule=rule, multiplier=self.multiplier)
        return rule


def kind_of(spec: Any) -> TrainKind:
    """A :class:`TrainKind` from a ``TrainSpec`` (engine.routes.revenue) or anything alike.

    Reads ``name``, ``reach`` (or ``n``), ``model``, ``multiplier`` and, when present, ``towns``
    (N+M), ``visit`` (N/M) and ``per_hex`` (express)."""
    if isinstance(spec, TrainKind):
        return spec
    model = getattr(spec, "model", "n_plus_free_towns") or "n_plus_free_towns"
    n = getattr(spec, "reach", None)
    if n is None:
        n = spec.n
    m = getattr(spec, "towns", 0) or getattr(spec, "visit", 0) or getattr(spec, "m", 0) or 0
    per_hex = getattr(spec, "per_hex", 0) or 0
    if model == "express" and not per_hex:
        per_hex = 10
    return TrainKind(str(spec.name), model, int(n), int(m), int(getattr(spec, "multiplier", 1) or 1), int(per_hex))


@dataclass(frozen=True)
class PricedStop:
    kind: str  # city | town | offboard
    value: int  # face value in the current phase
    hex: str
    token: bool  # holds one of the company's tokens


def price(
    train: TrainKind,
    stops: Sequence[PricedStop],
    once_per_hex: bool = False,
    distance: Callable[[str, str], int] | None = None,
) -> tuple[int, tuple[int, ...]] | None:
    """(revenue, indices of the stops that pay) for this route, or None if the train cannot run it.

    ``once_per_hex``: a hex pays once however many of its stops the route visits (18GB): the
    first of them in route order, the route read in whichever direction pays more.
    ``distance``: hex distance for express bonuses (``Grid.distance``)."""
    counted = sum(1 for s in stops if s.kind in COUNTED_KINDS)
    towns = len(stops) - counted
    if counted > train.max_counted or counted + towns > train.max_stops:
        return None
    mult = train.multiplier

    def val(s: PricedStop) -> int:
        return s.value * mult if s.kind in COUNTED_KINDS else s.value

    if train.model == "n_of_m":
        paying = _best_n_with_token(train.n, stops, val, once_per_hex)
        if paying is None:
            return None
        return sum(val(stops[i]) for i in paying), paying
    if train.model == "express":
        paying = tuple(i for i, s in enumerate(stops) if s.kind in COUNTED_KINDS)
    else:
        paying = tuple(range(len(stops)))
    if once_per_hex:
        # 18xx.games keeps the first stop of each hex in route order; a route may be written
        # either way round, so the better of the two orders counts
        best_total, best_paying = -1, paying
        for order in (paying, tuple(reversed(paying))):
            seen: set[str] = set()
            kept = []
            for i in order:
                if stops[i].hex not in seen:
                    seen.add(stops[i].hex)
                    kept.append(i)
            t = sum(val(stops[i]) for i in kept)
            if t > best_total:
                best_total, best_paying = t, tuple(sorted(kept))
        paying = best_paying
    total = sum(val(stops[i]) for i in paying)
    if train.model == "express" and train.per_hex:
        ends = [s.hex for s in stops if s.kind in COUNTED_KINDS]
        if len(ends) >= 2:
            if distance is None:
                raise ValueError("express trains need a hex distance function")
            total += train.per_hex * distance(ends[0], ends[-1])
    return total, paying


def _best_n_with_token(
    n: int, stops: Sequence[PricedStop], val: Callable[[PricedStop], int], once_per_hex: bool
) -> tuple[int, ...] | None:
    """The best n stops to count, at least one of them the company's token (None if none is)."""
    idx = list(range(len(stops)))
    if once_per_hex:  # keep the best stop of each hex
        best: dict[str, int] = {}
        for i in idx:
            h = stops[i].hex
            if h not in best or (val(stops[i]), stops[i].token) > (val(stops[best[h]]), stops[best[h]].token):
                best[h] = i
        idx = sorted(best.values())
    if not any(stops[i].token for i in idx):
        return None
    order = sorted(idx, key=lambda i: (-val(stops[i]), not stops[i].token, i))
    chosen = order[:n]
    if not any(stops[i].token for i in chosen):
        tok = next(i for i in order if stops[i].token)
        chosen = chosen[:-1] + [tok]
    return tuple(sorted(chosen))
