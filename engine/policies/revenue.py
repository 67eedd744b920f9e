"""The revenue policy. What a company earns and what it does with it: whether it runs, running the
routes it names, the dividend kinds offered, paying out, withholding, minors' splits.

Every title plays these rules unless its own policy overrides them as a whole: ``class
RevenueRules(RevenuePolicy)`` in the title's package, named by ``Title.revenue_policy``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.entities import (
    BANK,
    POOL,
    Corporation,
    id_of,
    player_key,
)
from engine.errors import IllegalAction
from engine.i18n import msg
from engine.policies.base import Policy
from engine.routes.pricing import price_in_state
from engine.routes.revenue import RouteResult

if TYPE_CHECKING:
    from engine.state import State


def _hex_chains(value: object) -> bool:
    """Is this a route's ``connections`` (or ``extension``) as a file may hold it: a list of
    lists of hex ids?  (A damaged one is refused with a sentence, not a Python error.)"""
    return isinstance(value, list) and all(
        isinstance(chain, list) and all(isinstance(h, str) for h in chain) for chain in value
    )


class RevenuePolicy(Policy):
    """What a company earns and what it does with it: whether it runs, running the routes it names,
    the dividend kinds offered, paying out, withholding, minors' splits."""

    # routes
    def can_run_route(self, s: State, entity: str) -> bool:
        """Can ``entity`` run a train at all: does its track join a token to a second stop?  Remembered once true
        (``s.route_known``); asked by the route step and ``must_buy_train``."""
        sym = id_of(entity)
        if sym in s.route_known:
            return True
        ok = self.route_available(s, sym)
        if ok:
            s.route_known.add(sym)
        return ok

    def route_available(self, s: State, sym: str) -> bool:
        """From some token, the track reaches a second stop (a train could run)."""
        from engine.graph import reached_from

        return any(len(reached_from(s.board, sym, node).stops) > 1 for node in s.board.token_hexes(sym))

    def run_routes(self, s: State, entity: str, routes: list[dict]) -> int:
        """Read, check and price the routes; the total revenue.

        A route ``{"train": id, "typed_revenue": n}`` is a revenue the players typed by hand (the
        desktop's last resort when a route cannot be entered on the map): it is not checked,
        only logged as typed.  18xx.games has no such field, so such a save does not open there."""
        corp = s.entity(entity)
        plan = []
        seen = set()
        for r in routes:
            tid = r.get("train")
            if tid not in corp.trains:
                raise IllegalAction(msg("{corporation} does not own train {train}", corporation=corp.sym, train=tid))
            if tid in seen or s.trains[tid].operated:
                raise IllegalAction(msg("Train {train} cannot run twice", train=tid))
            seen.add(tid)
            if "typed_revenue" in r:
                typed = r["typed_revenue"]
                if isinstance(typed, bool) or not isinstance(typed, int) or typed < 0:
                    raise IllegalAction(
                        msg("The revenue typed for train {train} must be a whole number of at least 0", train=tid)
                    )
                if r.get("connections"):
                    raise IllegalAction(msg("Train {train} has both a route and a typed revenue", train=tid))
                continue
            ext = r.get("extension")  # an interconnection extension (1833NE): hex chains
            if not (_hex_chains(r.get("connections") or []) and (not ext or _hex_chains(ext))):
                raise IllegalAction(
                    msg("The route of train {train} must list its connections as lists of hex ids", train=tid)
                )
            plan.append(
                (s.title.routes.train_spec(s, s.trains[tid]), r.get("connections") or [], ext)
                if ext
                else (s.title.routes.train_spec(s, s.trains[tid]), r.get("connections") or [])
            )
        priced = price_in_state(s, corp.sym, plan).routes if plan else []
        results = iter(priced)
        total = 0
        for r in routes:
            # the train as the players name it (1833NE: the face bought, "2+1", not the card "I")
            name = s.title.presentation.train_label(s, s.trains[r["train"]])
            if "typed_revenue" in r:
                total += r["typed_revenue"]
                s.note(
                    msg(
                        "{corporation} runs train {train} for ${amount} (revenue typed by hand)",
                        corporation=corp.sym,
                        train=name,
                        amount=r["typed_revenue"],
                    )
                )
                continue
            res = next(results)
            if (
                "revenue" in r
                and isinstance(r["revenue"], int)
                and s.departures.checks_recorded_revenue()
                and r["revenue"] != res.revenue
            ):
                raise IllegalAction(
                    msg(
                        "Route of {train} is worth ${amount}, not ${claimed}",
                        train=r["train"],
                        amount=res.revenue,
                        claimed=r["revenue"],
                    )
                )
            total += res.revenue
            s.note(
                msg(
                    "{corporation} runs train {train} for ${amount}",
                    corporation=corp.sym,
                    train=name,
                    amount=res.revenue,
                )
            )
        self.routes_priced(s, corp.sym, plan, priced)
        return total

    def routes_priced(self, s: State, sym: str, plan: list, priced: Sequence[RouteResult]) -> None:
        """After a run: ``plan`` the routes as read (train spec, connections[, extension]),
        ``priced`` what each earned, bonuses included.  For a title that logs more of the run."""

    # dividends
    def dividend_kinds(self, s: State, entity: str) -> tuple[str, ...]:
        """A corporation in receivership always withholds."""
        if s.in_receivership(entity):
            return ("withhold",)
        return ("payout", "withhold")

    def pay_or_withhold(self, s: State, entity: str, kind: object, revenue: int) -> None:
        """A ``dividend`` action of the dividend step, the whole rule: the kind must be one the
        title offers now (``dividend_kinds``), then the revenue is paid out, withheld or split
        (``dividend``)."""
        kinds = self.dividend_kinds(s, entity)
        if kind not in kinds:
            raise IllegalAction(msg("Dividend kind must be one of {kinds}", kinds=", ".join(kinds)))
        self.dividend(s, entity, revenue, str(kind))

    def dividend(self, s: State, entity: str, revenue: int, kind: str) -> None:
        """Settle an operated company's revenue: its trains marked run, obsolete ones gone, then withhold (all to
        the treasury, price left) or payout (``pay_dividends``, price right); a minor's goes to ``minor_dividend``.
        Override for half payouts or other price moves."""
        corp = s.entity(entity)
        for tid in corp.trains:
            if not s.trains[tid].operated:
                s.writable_train(tid).operated = True
        corp.operated = True
        s.title.trains.after_operated_trains(s, entity)
        if corp.minor:
            self.minor_dividend(s, corp, revenue, kind)
            return
        if kind == "withhold":
            s.spend(BANK, entity, revenue)
        else:
            self.pay_dividends(s, corp, revenue)
        old = corp.share_price
        s.move_price(corp.sym, "right" if kind == "payout" and revenue > 0 else "left")
        if old is not None and old != corp.share_price:
            s.note(
                msg(
                    "{corporation}'s share price moves from ${old_price} to ${price}",
                    corporation=corp.sym,
                    old_price=s.mkt.price(old),
                    price=s.price_of(corp.sym),
                )
            )

    def pay_dividends(self, s: State, corp: Corporation, revenue: int) -> None:
        """A payout: each player's percent of the revenue (rounded up); the certificates in the
        pool and in the IPO pay the corporation or nobody, as the title's settings say."""
        settings = self.title.econ.settings
        for pid in list(s.players):
            pkey = player_key(pid)
            pct = s.percent_of(pkey, corp.sym)
            if pct:
                s.spend(BANK, pkey, math.ceil(pct * revenue / 100))
        for holder, paid in ((POOL, settings.pool_dividends), (corp.key, settings.ipo_dividends)):
            pct = s.percent_of(holder, corp.sym) if paid == "company" else 0
            if pct:
                s.spend(BANK, corp.key, math.ceil(pct * revenue / 100))

    def minor_dividend(self, s: State, corp: Corporation, revenue: int, kind: str) -> None:
        """A minor's revenue: withheld, all to its treasury; paid out, half (rounded down) to it and the rest to its
        owner.  18MEX's minors use this."""
        if kind == "withhold":
            s.spend(BANK, corp.key, revenue)
            return
        kept, paid = self.minor_split(s, corp, revenue)
        s.spend(BANK, corp.key, kept)
        if corp.owner:
            s.spend(BANK, corp.owner, paid)

    def minor_split(self, s: State, corp: Corporation, revenue: int) -> tuple[int, int]:
        """(kept by the minor, paid to its owner) of a minor's paid-out revenue: half each, the
        odd one to the owner.  The routes panel shows it before the run."""
        half = revenue // 2
        return half, revenue - half
