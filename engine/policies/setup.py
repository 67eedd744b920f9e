"""The setup policy. How a game is laid out: the bank, cash, privates, charters and their
certificates, minors, the depot and the tokens printed at setup.

Every title plays these rules unless its own policy overrides them as a whole: ``class
SetupRules(SetupPolicy)`` in the title's package, named by ``Title.setup_policy``.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from engine.abilities import parse_abilities
from engine.entities import (
    BANK,
    Company,
    Corporation,
    Share,
    Token,
    Train,
    corp_key,
    player_key,
)
from engine.errors import DataError
from engine.policies.base import Policy
from engine.title import CompanyInfo

if TYPE_CHECKING:
    from engine.economics import TrainDef
    from engine.state import State


class SetupPolicy(Policy):
    """How a game is laid out: the bank, cash, privates, charters and their certificates, minors,
    the depot and the tokens printed at setup."""

    def setup(self, s: State) -> None:
        """Lay out a new game: the bank, players' cash, privates, charters with their certificates,
        minors, the depot, home reservations and the tokens printed at setup.  Titles change the
        parts through the ``new_*`` hooks and finish with ``after_setup``."""
        econ = self.title.econ
        n = len(s.players)
        if econ.bank is not None:
            s.ledger.cash["bank"] = econ.bank
        if n not in econ.starting_cash:
            raise DataError(f"{self.title.info.id} has no starting cash for {n} players")
        for pid in s.players:
            s.spend(BANK, player_key(pid), econ.starting_cash[n])
        for ci in self.title.info.companies:
            if ci.kind == "private":
                company = self.new_company(s, ci)
                if company is not None:
                    s.companies[ci.sym] = company
            elif ci.kind == "major":
                corp = self.new_corporation(s, ci)
                s.corps[ci.sym] = corp
                for sh in self.new_certificates(s, ci):
                    s.shares[sh.id] = sh
                    s.share_seq[sh.id] = s.next_seq()
                if ci.home:
                    s.reservations.setdefault(ci.home, []).append(ci.sym)
                    cities = s.board.tile_at(ci.home).cities
                    if "city" in ci.extra or len(cities) == 1:  # else the hex's, as on 18xx.games
                        s.title.tokens.mark_home_city(s, ci.sym, ci.home, int(ci.extra.get("city", 0)))
            else:
                s.minors[ci.sym] = self.new_minor(s, ci)
        for td in econ.trains:
            for t in self.new_trains(s, td):
                s.trains[t.id] = t
                s.upcoming.append(t.id)
        self.place_setup_tokens(s)
        self.after_setup(s)

    def new_company(self, s: State, ci: CompanyInfo) -> Company | None:
        """A private (None: not in this game, e.g. one that belongs to an optional rule not
        chosen).  Corporations may buy it for half to one and a half times its face value."""
        extra = ci.extra
        if extra.get("optional_rule") and extra["optional_rule"] not in self.title.options:
            return None
        data = self.title.econ.companies.get(ci.sym, {})
        c = Company(
            ci.sym,
            ci.name,
            int(extra.get("value", 0)),
            int(extra.get("revenue", 0)),
            no_buy=bool(data.get("no_buy")),
            abilities=parse_abilities(data, f"{self.title.info.id} company.{ci.sym}"),
        )
        c.min_price, c.max_price = math.ceil(c.value * 0.5), math.floor(c.value * 1.5)
        return c

    def new_corporation(self, s: State, ci: CompanyInfo) -> Corporation:
        """A major's charter: its tokens (title.toml ``tokens``: their prices) and extras."""
        data = self.title.econ.corporations.get(ci.sym, {})
        return Corporation(
            ci.sym,
            ci.name,
            "major",
            home=ci.home,
            tokens=[Token(int(p)) for p in ci.extra.get("tokens", [0])],
            flags={k: v for k, v in data.items() if k not in ("shares", "reserved", "uncounted")},
        )

    def new_certificates(self, s: State, ci: CompanyInfo) -> list[Share]:
        """A major's certificates, in the IPO: game.toml ``shares`` (percent each, the president's
        first; default ten shares with a 20% president's), ``reserved`` ones not for sale and
        ``uncounted`` ones outside the certificate limit.  Ids ``<sym>_<index>`` as 18xx.games."""
        data = self.title.econ.corporations.get(ci.sym, {})
        out = []
        for i, pct in enumerate(data.get("shares", [20] + [10] * 8)):
            sh = Share(ci.sym, i, pct, i == 0, corp_key(ci.sym))
            sh.buyable = i not in data.get("reserved", [])
            sh.counts_for_limit = i not in data.get("uncounted", [])
            out.append(sh)
        return out

    def new_minor(self, s: State, ci: CompanyInfo) -> Corporation:
        """A minor: an owner, one token (title.toml ``tokens`` to change it), no shares."""
        tokens = [Token(int(p)) for p in ci.extra.get("tokens", [0])]
        return Corporation(ci.sym, ci.name, "minor", home=ci.home, tokens=tokens)

    def new_trains(self, s: State, td: TrainDef) -> list[Train]:
        """The depot's trains of one kind, ids ``<name>-<n>`` as 18xx.games."""
        return [
            Train(f"{td.name}-{i}", td.name, rusts_on=td.rusts_on, obsolete_on=td.obsolete_on) for i in range(td.count)
        ]

    def place_setup_tokens(self, s: State) -> None:
        """Tokens on the map from the start: each company whose title.toml entry says
        ``setup_token = true`` (its home) or ``setup_token = "<hex>"``."""
        for ci in self.title.info.companies:
            where = ci.extra.get("setup_token")
            if not where:
                continue
            corp = s.corps.get(ci.sym) or s.minors.get(ci.sym)
            if corp is None:
                continue
            hex_id = ci.home if where is True else str(where)
            tile = s.board.tile_at(hex_id)
            stops = tile.cities or tile.towns
            if not stops:
                raise DataError(f"{ci.sym}'s setup token: {hex_id} has no city")
            tok = next((t for t in corp.tokens if not t.used), None)
            if tok is None:
                raise DataError(f"{ci.sym} has no token to place at setup")
            s.board.place_token(hex_id, stops[0], ci.sym)
            tok.hex, tok.city = hex_id, stops[0]
            if hex_id in s.reservations and ci.sym in s.reservations[hex_id]:
                s.reservations[hex_id].remove(ci.sym)

    def after_setup(self, s: State) -> None:
        """The title's own setup (trains dealt to minors, title flags...)."""
