"""A corporation's story from the log (event sourcing: nothing kept that the replay cannot
rebuild): its share price at the end of every round (the site's graph tab) and its revenue in
every operating round it ran in.  Read from the states the history replays; each state asked
for once per history (``_cache``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.i18n import localize
from engine.play.best_routes import recorded_revenue


@dataclass(frozen=True)
class Point:
    round: str  # "SR 2", "OR 3.1" (in the language of the moment)
    value: int


def _facts(history: Any, n: int) -> tuple[dict[str, int], dict[str, int]]:
    """(prices after ``n`` actions by sym, {"revenue": what action ``n`` earned} when it is a run:
    its routes priced by the engine in the state before it, as the run was)."""
    cache = history.__dict__.setdefault("_company_facts", {})
    entry = history.entries[n - 1]
    hit = cache.get(n)
    if hit is None or hit[0] is not entry:  # an undo and a new action: another state
        state = history.state_at(n)
        prices = {sym: state.price_of(sym) for sym, c in state.corps.items() if c.share_price}
        run = {}
        if entry.type == "run_routes":
            run["revenue"] = recorded_revenue(history.state_at(n - 1), history.processed[n - 1])
        hit = cache[n] = (entry, prices, run)
    return hit[1], hit[2]


def price_history(history: Any, sym: str) -> list[Point]:
    """The price at the end of each round (and now), from the first round it had one."""
    out: list[Point] = []
    entries = history.entries
    for e in entries:
        if e.round_after and e.round_after != e.round:
            price = _facts(history, e.n)[0].get(sym)
            if price is not None:
                out.append(Point(localize(e.round), price))
    if entries:
        price = _facts(history, len(entries))[0].get(sym)
        if price is not None:
            out.append(Point(localize(views_round(history)), price))
    return out


def views_round(history: Any) -> str:
    from engine.views import round_label

    return round_label(history.state)


def last_runs(history: Any, upto: int) -> dict[str, int]:
    """Each corporation's revenue in its last run among the first ``upto`` actions."""
    out: dict[str, int] = {}
    for e in reversed(history.entries[:upto]):
        if e.type == "run_routes" and e.actor not in out:
            revenue = _facts(history, e.n)[1].get("revenue")
            if revenue is not None:
                out[e.actor] = revenue
    return out


def revenue_history(history: Any, sym: str) -> list[Point]:
    """The revenue of each run of ``sym`` (one per operating round it ran in)."""
    out = []
    for e in history.entries:
        if e.type == "run_routes" and e.actor == sym:
            revenue = _facts(history, e.n)[1].get("revenue")
            if revenue is not None:
                out.append(Point(localize(e.round), revenue))
    return out
