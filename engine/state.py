"""The mutable game state and the mechanics every title shares.

``Game`` changes its ``State`` in place action after action and copies it (``clone``) for a
trial, a checkpoint or a state it has handed out, so nothing here may hold a reference to static
data other than through ``self.static`` (which a copy shares).  Money moves only through
``spend`` (the ledger's single transfer), certificates only through ``move_share``, trains only
through ``move_train``, the map only through ``Board`` methods (its copies share hexes until one
changes).

A copy shares its certificates (``Share``) and trains (``Train``) with the state it was copied
from until one of the two changes one (copy-on-write): nothing changes a certificate or a train
but through ``writable_share`` / ``writable_train``, which swap a private copy into this state
first.  So a ``Share`` or ``Train`` object fetched before a change may be stale after it: re-read
it from ``shares`` / ``trains`` by id (the state's own methods do).

Behaviour follows the 18xx.games engine where the seeds are silent (see the fact sheets): share
prices of IPO certificates are the par price, of pool certificates the market price; the
presidency passes to the largest holder with at least the president's certificate size, nearest
in seating order; a corporation floats when its IPO (reserved certificates included) holds no
more than ``100 - float_percent``.
"""

from __future__ import annotations

import copy
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine import cache_check
from engine.board import Board
from engine.departures import Compat, Departures
from engine.entities import (
    BANK,
    DEPOT,
    POOL,
    Company,
    Corporation,
    Ledger,
    Player,
    Share,
    Train,
    corp_key,
    id_of,
    kind_of,
    player_key,
)
from engine.errors import IllegalAction
from engine.i18n import msg
from engine.market import Market, MarketState
from engine.scratch import GameFlags

if TYPE_CHECKING:
    from engine.economics import Economics
    from engine.protocols import RoundLike, TitleLike
    from engine.title import Phase, TitleInfo


@dataclass
class Static:
    """Everything that does not change during a game (shared between trial copies)."""

    info: TitleInfo
    econ: Economics
    title: TitleLike[State]  # the title's rules (engine/titles/base.py)
    options: tuple[str, ...]
    compat: Compat
    #: the rules' way or the site's, chosen once from ``compat`` (engine/departures.py)
    departures: Departures

    @property
    def rules(self) -> TitleLike[State]:
        """The title's board hooks (the same object as ``title``)."""
        return self.title

    def lowest_train_limit(self, phase_index: int, kind: str) -> int:
        """The title's ``lowest_train_limit``, worked out once per phase and kind."""
        cache = self.__dict__.setdefault("_lowest_limit", {})
        hit = cache.get((phase_index, kind))
        if hit is None:
            hit = cache[(phase_index, kind)] = self.title.trains.lowest_train_limit(self.info.phases[phase_index], kind)
        return hit


class State:
    def __init__(self, static: Static, board: Board, players: list[tuple[str, str]]) -> None:
        self.static = static
        self.econ: Economics = static.econ
        self.mkt: Market = static.econ.market
        self.title: TitleLike[State] = static.title  # the title's rules (engine/titles/base.py)
        self.board = board
        self.players: list[str] = [pid for pid, _ in players]  # current seating/priority order
        self.seating: list[str] = list(self.players)  # original order (result ordering)
        self.player: dict[str, Player] = {pid: Player(pid, name) for pid, name in players}
        self.ledger = Ledger(bank_limited=static.econ.bank is not None)
        self.companies: dict[str, Company] = {}
        self.corps: dict[str, Corporation] = {}
        self.minors: dict[str, Corporation] = {}
        self.shares: dict[str, Share] = {}
        self.share_seq: dict[str, int] = {}  # order certificates arrived at their holder
        # (holder, corporation) -> ids of the certificates there, in arrival order; built on first
        # use from ``shares`` and kept by ``move_share`` (the only way a certificate moves)
        self._held: dict[tuple[str, str], dict[str, None]] | None = None
        self._held_n = 0
        self._own_held: set[tuple[str, str]] = set()  # holdings whose id dict is this state's own
        self._sp_cache: dict[str, int] = {}  # share_percent per corporation (+ "" -> certificates counted)
        # each corporation's president's certificate id, a fact of the game: shared by every
        # copy of this state (``presidents_share``)
        self._pres_ids: dict[str, str] = {}
        self._memo: dict[Any, Any] | None = None  # open only during a query (see ``querying``)
        self.trains: dict[str, Train] = {}
        # ids of the certificates and trains this state may change in place (copy-on-write: a
        # clone shares the others with its source, see ``writable_share``); emptied in both
        # states at each ``clone``
        self._own_sh: set[str] = set()
        self._own_tr: set[str] = set()
        self.upcoming: list[str] = []  # depot order
        self.discarded: list[str] = []
        self.market = MarketState()
        self.phase_index = 0
        self.turn = 1
        self.round: RoundLike[State] = None  # type: ignore[assignment]  # set by Game right after setup
        self.operating_rounds = 1
        self.reservations: dict[str, list[str]] = {}  # hex -> corporations holding a home slot
        self.route_known: set[str] = set()  # corporations known to have a route (sticky)
        self.cert_limit_adjust = 0
        self.finished = False
        self.end_reason: str | None = None
        self.end_trigger: tuple[str, str] | None = None
        self.log: list[str] = []
        self.flags: GameFlags = GameFlags()  # the game's flags; a title's own extend them (``Title.flags_type``)
        # (new president, corporation, percent handed in) when the last presidency swap handed in
        # less than the president's certificate (two certificates, one of them an NdM 5%): the
        # stock step refuses such a trade in our games (18xx.games settles it wrongly)
        self.short_swap: tuple[str, str, int] | None = None
        # 18xx.games keeps its own tally of who holds how much, which the presidency swap and the
        # return of part of a president's certificate do not update; it drifts from the
        # certificates when a swap hands in 15% for 20% (18MEX site defects, 3).  Kept here as
        # (holder, corporation) -> tally - certificates, read in games imported from the site.
        self.book_drift: dict[tuple[str, str], int] = {}
        self._seq = 0

    # ------------------------------------------------------------------------------ basics
    # ``econ``, ``mkt`` and ``title`` are plain attributes (set in ``__init__`` from ``static``,
    # which never changes), not properties: they are read tens of times per action.

    def clone(self, keep_answers: bool = False) -> State:
        """A full, independent copy for a trial action (hand-written: deepcopy was 80% of replay).
        ``keep_answers``: with the answers this state keeps (``querying``, ``settle``), for a copy
        that is changed only through ``Game``'s processing of actions, which drops them first."""
        new = _fast(self)
        new.board = self.board.copy()
        new.players = list(self.players)
        new.seating = list(self.seating)
        new.player = dict(zip(self.player, map(_fast, self.player.values())))
        new.ledger = Ledger(dict(self.ledger.cash), self.ledger.bank_limited, self.ledger.bank_broken)
        new.companies = dict(zip(self.companies, map(_copy_company, self.companies.values())))
        new.corps = dict(zip(self.corps, map(_copy_corp, self.corps.values())))
        new.minors = dict(zip(self.minors, map(_copy_corp, self.minors.values())))
        new.shares = dict(self.shares)  # shared until changed (copy-on-write): both lose ownership
        self._own_sh, new._own_sh = set(), set()
        new.share_seq = dict(self.share_seq)
        new._held = dict(self._held) if self._held is not None else None  # each holding copy-on-write
        self._own_held, new._own_held = set(), set()
        new._sp_cache = dict(self._sp_cache)
        # the answers this state keeps (``querying``, ``settle``) hold for its copy until the
        # copy changes: kept when the copy is changed only by processing an action (which drops
        # them first, ``Round.process_steps``): the menus' and self-play's probes start there
        new._memo = dict(self._memo) if keep_answers and self._memo is not None else None
        new.trains = dict(self.trains)
        self._own_tr, new._own_tr = set(), set()
        new.upcoming = list(self.upcoming)
        new.discarded = list(self.discarded)
        # (a cell emptied stays in ``cells``; every reader takes a missing cell for an empty one)
        new.market = MarketState({k: list(v) for k, v in self.market.cells.items() if v}, self.market.end_reached)
        new.reservations = {k: list(v) for k, v in self.reservations.items()}
        new.route_known = set(self.route_known)
        new.book_drift = dict(self.book_drift)
        new.log = list(self.log)
        new.flags = _deep(self.flags)
        new.round = _copy_round(self.round) if self.round is not None else None
        return new

    def note(self, text: str) -> None:
        self.log.append(text)

    def next_seq(self) -> int:
        self._seq += 1
        return self._seq

    def name_of(self, key: str | None) -> str:
        if key is None:
            return "nobody"
        kind, ident = kind_of(key), id_of(key)
        if kind == "player" and ident in self.player:
            return self.player[ident].name
        return ident

    def entity(self, key: str) -> Corporation:
        kind, ident = kind_of(key), id_of(key)
        table = self.corps if kind == "corp" else self.minors if kind == "minor" else None
        if table is None or ident not in table:
            raise IllegalAction(msg("{corporation} is not a corporation in this game", corporation=ident))
        return table[ident]

    def is_closed(self, key: str) -> bool:
        kind, ident = kind_of(key), id_of(key)
        if kind == "corp":
            return self.corps[ident].closed if ident in self.corps else True
        if kind == "minor":
            return self.minors[ident].closed if ident in self.minors else True
        if kind == "company":
            return self.companies[ident].closed if ident in self.companies else True
        if kind == "player":
            return False
        return False

    def owner_player(self, key: str) -> str | None:
        """The player acting for an entity (itself for a player)."""
        kind, ident = kind_of(key), id_of(key)
        if kind == "player":
            return key
        if kind in ("corp", "minor"):
            return self.entity(key).owner
        if kind == "company":
            owner = self.companies[ident].owner
            return self.owner_player(owner) if owner else None
        return None

    # ------------------------------------------------------------------------------ money
    def cash(self, key: str) -> int:
        return self.ledger[key]

    def spend(self, src: str, dst: str, amount: int, *, allow_debt: bool = False) -> None:
        self.ledger.transfer(src, dst, amount, allow_debt=allow_debt)
        if self.ledger.bank_broken and not self.flags.bank_broken_logged:
            self.flags.bank_broken_logged = True
            self.note(msg("-- The bank has broken --"))

    # ------------------------------------------------------------------------------ phase
    @property
    def phase(self) -> Phase:
        return self.static.info.phases[self.phase_index]

    @property
    def phase_name(self) -> str:
        return self.phase.name

    def phase_status(self) -> tuple[str, ...]:
        return self.econ.phase_status.get(self.phase_name, ())

    def has_status(self, flag: str) -> bool:
        return flag in self.phase_status()

    def train_limit(self, key: str) -> int:
        """The most trains ``key`` may own (the title's ``train_limit``)."""
        return self.title.trains.train_limit(self, key)

    # ------------------------------------------------------------------------------ shares
    def writable_share(self, sid: str) -> Share:
        """Certificate ``sid`` as this state's own object, to change: copied on the first change
        since the last ``clone`` (which shares certificates between the two states).  The only
        way to change a certificate; a ``Share`` fetched before is stale afterwards."""
        if sid in self._own_sh:
            return self.shares[sid]
        sh = self.shares[sid] = _fast(self.shares[sid])
        self._own_sh.add(sid)
        return sh

    def writable_train(self, tid: str) -> Train:
        """Train ``tid`` as this state's own object, to change (as ``writable_share``)."""
        if tid in self._own_tr:
            return self.trains[tid]
        t = self.trains[tid] = _fast(self.trains[tid])
        self._own_tr.add(tid)
        return t

    def move_share(self, share: Share, to: str) -> None:
        sid = share.id
        share = self.writable_share(sid)  # (the caller's object may be a stale one)
        self._held_ids((share.owner, share.corp)).pop(sid, None)
        self._held_ids((to, share.corp))[sid] = None
        share.owner = to
        self.share_seq[sid] = self.next_seq()

    def _holdings(self) -> dict[tuple[str, str], dict[str, None]]:
        """The holdings index (read only: a clone shares each holding's ids with its source
        until ``_held_ids`` gives one of them its own copy)."""
        if self._held is None or self._held_n != len(self.shares):
            held: dict[tuple[str, str], dict[str, None]] = {}
            seq = self.share_seq
            for sh in sorted(self.shares.values(), key=lambda x: seq.get(x.id, 0)):
                held.setdefault((sh.owner, sh.corp), {})[sh.id] = None
            self._held, self._held_n = held, len(self.shares)
            self._own_held = set(held)
        return self._held

    def _held_ids(self, key: tuple[str, str]) -> dict[str, None]:
        """The ids of one holding, this state's own to change."""
        held = self._holdings()
        ids = held.get(key)
        if ids is None or key not in self._own_held:
            ids = held[key] = dict(ids) if ids is not None else {}
            self._own_held.add(key)
        return ids

    def corp_shares(self, sym: str) -> list[Share]:
        return [sh for sh in self.shares.values() if sh.corp == sym]

    def shares_of(self, holder: str, sym: str) -> list[Share]:
        """The certificates of ``sym`` that ``holder`` has, in the order they arrived."""
        ids = self._holdings().get((holder, sym))
        if not ids:
            return []
        shares = self.shares
        return [shares[i] for i in ids]

    def holder_shares(self, holder: str) -> list[Share]:
        """Every certificate ``holder`` has, in the order they arrived."""
        return sorted(self.held_shares(holder), key=lambda sh: self.share_seq.get(sh.id, 0))

    def held_shares(self, holder: str) -> list[Share]:
        """``holder_shares`` in no particular order (enough to count them: the certificate limit
        is counted in every stock-round query)."""
        shares = self.shares
        return [shares[i] for (h, _), ids in self._holdings().items() if h == holder for i in ids]

    def held_corps(self, holder: str) -> set[str]:
        """The corporations ``holder`` has certificates of (what "may sell anything" asks about,
        without listing the certificates)."""
        return {corp for (h, corp), ids in self._holdings().items() if h == holder and ids}

    def percent_of(self, holder: str, sym: str) -> int:
        ids = self._holdings().get((holder, sym))
        if not ids:
            return 0
        shares = self.shares
        return sum(shares[i].percent for i in ids)

    def _unbooked(self, share: Share, to: str) -> None:
        """Move a certificate the way 18xx.games does without updating its tally."""
        d = self.book_drift
        share = self.shares[share.id]  # (the caller's object may be a stale one)
        frm = (share.owner, share.corp)
        d[frm] = d.get(frm, 0) + share.percent
        key = (to, share.corp)
        d[key] = d.get(key, 0) - share.percent
        self.move_share(share, to)

    def holding_percents(self, sym: str) -> dict[str, int]:
        """Players' holdings of ``sym`` as the rules read them: the certificates, or in a game
        imported from 18xx.games the site's own tally (see ``book_drift``)."""
        out = self.player_percents(sym)
        if self.book_drift and self.departures.reads_site_tally():
            for (holder, corp), drift in self.book_drift.items():
                if corp == sym and drift and holder.startswith("player:"):
                    out[holder] = out.get(holder, 0) + drift
        return out

    def player_percents(self, sym: str) -> dict[str, int]:
        out: dict[str, int] = {}
        shares = self.shares
        for (holder, corp), ids in self._holdings().items():
            if corp == sym and ids and holder.startswith("player:"):
                out[holder] = sum(shares[i].percent for i in ids)
        return out

    def share_percent(self, sym: str) -> int:
        """The size of one share: the second certificate's (the first is the president's).
        Cached per number of certificates; ``convert_charter``, the one place a certificate's
        size changes, clears the cache."""
        cache = self._sp_cache
        if cache.get("") != len(self.shares):
            cache.clear()
            cache[""] = len(self.shares)
        hit = cache.get(sym)
        if hit is None:
            hit = cache[sym] = self._share_percent(sym)
        elif cache_check.ON:
            cache_check.confirm("share_percent", sym, hit, lambda: self._share_percent(sym))
        return hit

    def _share_percent(self, sym: str) -> int:
        shares = sorted(self.corp_shares(sym), key=lambda sh: sh.index)
        return shares[1].percent if len(shares) > 1 else shares[0].percent // 2

    def presidents_share(self, sym: str) -> Share:
        """The president's certificate of ``sym`` (its current object).  Which certificate it
        is never changes (certificates are made at setup or by ``convert_charter``, which makes
        no president's), so its id is looked up once per game: asked for every par a
        stock-round query considers."""
        pid = self._pres_ids.get(sym)
        if pid is None:
            pid = self._pres_ids[sym] = self._presidents_id(sym)
        elif cache_check.ON:
            cache_check.confirm("presidents_share", sym, pid, lambda: self._presidents_id(sym))
        return self.shares[pid]

    def _presidents_id(self, sym: str) -> str:
        return next(sh for sh in self.corp_shares(sym) if sh.president).id

    def price_of(self, sym: str) -> int:
        corp = self.corps[sym]
        return self.mkt.price(corp.share_price) if corp.share_price else 0

    def par_of(self, sym: str) -> int:
        corp = self.corps[sym]
        return self.mkt.price(corp.par_price) if corp.par_price else 0

    def bundle_price(self, shares: list[Share], percent: int | None = None) -> int:
        """What a bundle costs: IPO certificates at par (or at the market price where the title's
        ``ipo_price`` says so), others at the market price; a price is per share, whatever
        percent one share is (10% of a ten-share charter, 20% of a five-share one)."""
        if not shares:
            return 0
        sh = shares[0]
        pct = percent if percent is not None else sum(s.percent for s in shares)
        from_ipo = sh.owner == corp_key(sh.corp) and self.econ.settings.ipo_price == "par"
        per = self.par_of(sh.corp) if from_ipo else self.price_of(sh.corp)
        return math.ceil(per * pct / self.share_percent(sh.corp))

    def par_cost(self, sym: str, price: int) -> int:
        """What parring ``sym`` at ``price`` costs: its president's certificate at that price."""
        return math.ceil(price * self.presidents_share(sym).percent / self.share_percent(sym))

    def share_value(self, sh: Share) -> int:
        return self.bundle_price([sh])

    def num_certs(self, pid: str) -> int:
        memo = self._memo
        if memo is None:
            return self.title.stock.num_certs(self, pid)
        key = ("num_certs", pid)
        hit = memo.get(key)
        if hit is None:
            hit = memo[key] = self.title.stock.num_certs(self, pid)
        elif cache_check.ON:
            cache_check.confirm(
                "memo", key, hit, lambda: cache_check.afresh(self, lambda: self.title.stock.num_certs(self, pid))
            )
        return hit

    def querying(self) -> bool:
        """Open a memo for a query that changes nothing (a step's ``actions``): answers asked
        many times in it (a player's certificate count) are worked out once.  True if this call
        opened it (the caller then closes it with ``done_querying``); nested queries share it."""
        if self._memo is not None:
            return False
        self._memo = {}
        return True

    def done_querying(self) -> None:
        self._memo = None

    def settle(self) -> None:
        """Open the memo between two actions: once an action and the rounds it ended are done,
        nothing changes this state until the next action's step is found (``Round.process_steps``
        calls ``unsettle`` before it acts), so the answers that decided the round was not over
        (which step blocks, what it offers) hold for that search, and for any look in between."""
        if self._memo is None:
            self._memo = {}

    def unsettle(self) -> None:
        """The state is about to change: drop the answers ``settle`` kept."""
        self._memo = None

    @property
    def departures(self) -> Departures:
        """Where the site departs from the rules, which way this game goes: the site's in a game
        imported from it (assets/titles/<T>/site-defects.md), the rules' in ours, which refuse
        those moves instead (engine/departures.py)."""
        return self.static.departures

    def cert_limit(self) -> int:
        return self.title.stock.cert_limit(self)

    def counts_for_limit(self, sym: str) -> bool:
        corp = self.corps[sym]
        if corp.share_price is None:
            return True
        cell = self.mkt.cell(corp.share_price)
        return cell.counts_for_limit if cell else True

    def holding_ok(self, holder: str, sym: str, extra: int = 0) -> bool:
        return self.percent_of(holder, sym) + extra <= self.econ.max_ownership_percent

    def pool_fits(self, sym: str, percent: int) -> bool:
        return self.percent_of(POOL, sym) + percent <= self.econ.market_share_limit

    def floated(self, sym: str) -> bool:
        corp = self.corps[sym]
        if corp.floated:
            return True
        if self.econ.settings.float_basis == "players":
            return sum(self.player_percents(sym).values()) >= self.title.stock.float_percent(self, sym)
        return self.percent_of(corp_key(sym), sym) <= 100 - self.title.stock.float_percent(self, sym)

    def buy_shares(
        self,
        buyer: str,
        shares: list[Share],
        *,
        percent: int | None = None,
        free: bool = False,
        swap: Share | None = None,
    ) -> int:
        """Move certificates to ``buyer`` (paying the bank unless ``free``); returns the price paid."""
        if not shares:
            raise IllegalAction(msg("No certificate to buy"))
        sym = shares[0].corp
        corp = self.corps[sym]
        was_floated = corp.floated
        if any(sh.president for sh in shares) or (corp.owner and kind_of(corp.owner) == "player"):
            corp.ipoed = True
        price = 0 if free else self.bundle_price(shares, percent)
        if swap is not None:
            price -= self.share_value(swap)
        owner = shares[0].owner
        if price > 0:
            to_company = owner == corp_key(sym) and self.econ.settings.ipo_payee == "company"
            self.spend(buyer, owner if to_company else BANK, price)
        if swap is not None:
            self.move_share(swap, POOL)
        self.transfer_shares(shares, buyer, owner, percent=percent)
        if not was_floated and self.floated(sym) and corp.ipoed and self.title.stock.may_float(self, corp):
            corp.floated = True
            self.title.stock.float_corporation(self, corp)
        return price

    def sell_shares(
        self,
        seller: str,
        shares: list[Share],
        *,
        percent: int | None = None,
        swap: Share | None = None,
        movement: str | None = None,
    ) -> int:
        sym = shares[0].corp
        pct = percent if percent is not None else sum(sh.percent for sh in shares)
        price = self.title.stock.sale_price(self, shares, pct)
        if swap is not None:
            price -= self.share_value(swap)
        move = movement or self.title.stock.sell_movement(self, seller, sym)  # (asked before the sale)
        old = self.corps[sym].share_price
        self.spend(BANK, seller, price)
        if swap is not None:
            self.move_share(swap, seller)
        self.transfer_shares(shares, POOL, seller, percent=pct)
        if move == "down_per_10":
            steps = (pct - (swap.percent if swap else 0)) // 10
        elif move == "down_share":
            steps = math.ceil(pct / self.share_percent(sym))
        elif move == "down_block":
            steps = 1
        else:
            steps = 0
        for _ in range(steps):
            self.move_price(sym, "down")
        if old is not None and old != self.corps[sym].share_price:
            self.note(
                msg(
                    "{corporation}'s share price moves down from ${was} to ${price}",
                    corporation=sym,
                    was=self.mkt.price(old),
                    price=self.price_of(sym),
                )
            )
        return price

    def transfer_shares(self, shares: list[Share], to: str, owner: str, *, percent: int | None = None) -> None:
        """Move a bundle and settle the presidency as 18xx.games does: the certificates move
        (the site's tally only the percent sold), then, where the title lets the presidency
        change, receivership, whether the president stays, who succeeds, and the swap of the
        president's certificate."""
        sym = shares[0].corp
        corp = self.corps[sym]
        previous = corp.owner
        pres_share = next((sh for sh in shares if sh.president), None)
        full = sum(sh.percent for sh in shares)
        partial = percent is not None and percent != full
        for sh in shares:
            self.move_share(sh, to)
        if partial:  # the site's tally moves only the percent sold
            d, gap = self.book_drift, full - (percent or 0)
            d[(owner, sym)] = d.get((owner, sym), 0) + gap
            d[(to, sym)] = d.get((to, sym), 0) - gap
        if not self.title.stock.president_may_change(self, sym):
            return
        if self._sold_into_receivership(pres_share, to, owner, sym, full - (percent or 0) if partial else 0):
            if partial:
                self._move_partial(shares, percent, POOL, owner, sym)
            return
        if self._bought_from_the_pool(pres_share, owner, to, sym):
            return
        holders = self.holding_percents(sym)
        if self._president_stays(sym, previous, holders):
            self._handle_partial(shares, percent, to, owner, sym, partial)
            return
        president = self._successor(sym, previous, holders)
        if president is None:
            self._handle_partial(shares, percent, to, owner, sym, partial)
            if self.econ.settings.receivership and self.presidents_share(sym).owner == POOL:
                self._enter_receivership(sym)
            return
        corp.owner = president
        self.note(
            msg("{player} becomes the president of {corporation}", player=self.name_of(president), corporation=sym)
        )
        if corp.flags.pop("receivership", False):
            self._leave_receivership(sym, president)
            return
        if to == president and previous == owner and pres_share is not None and not partial:
            return
        if owner == corp_key(sym) and pres_share is None and previous is None:
            previous = corp_key(sym)
        if owner == president or previous is None:
            return
        self._swap_presidents_certificate(shares, percent, to, owner, sym, president, previous, pres_share)

    def _bought_from_the_pool(self, pres_share: Share | None, owner: str, to: str, sym: str) -> bool:
        """The president's certificate bought from the pool (where the title needs the full
        percentage for a president, the buyer handing in shares for it) makes its buyer
        president even while another player holds more (18xx.games' share pool with president
        sales to the market; 18GB site-defects §4): the next change of holdings hands the
        presidency, with the certificate, back to the largest holder.  A corporation in
        receivership leaves it the usual way."""
        if pres_share is None or owner != POOL or not self.title.stock.president_needs_full_percent(self):
            return False
        corp = self.corps[sym]
        if corp.flags.get("receivership") or corp.owner in (None, to):
            return False
        corp.owner = to
        self.note(msg("{player} becomes the president of {corporation}", player=self.name_of(to), corporation=sym))
        return True

    def _president_stays(self, sym: str, previous: str | None, holders: dict[str, int]) -> bool:
        """Nothing changes hands: nobody holds the president's percentage where the title needs
        it for a president (18GB, as on 18xx.games), or the president is among the largest
        holders."""
        if self.title.stock.president_needs_full_percent(self) and max(holders.values(), default=0) < (
            self.presidents_share(sym).percent
        ):
            return True
        top = max(holders.values(), default=0)
        return previous in [p for p, v in holders.items() if v == top]

    def _successor(self, sym: str, previous: str | None, holders: dict[str, int]) -> str | None:
        """The new president among the largest holders: for a corporation without one, the
        holder of the president's certificate; else the nearest after the old president in
        seat order holding the president's percentage (None: nobody does)."""
        top = max(holders.values(), default=0)
        majority = [p for p, v in holders.items() if v == top]
        president = None
        if previous is None:
            ps = self.presidents_share(sym)
            president = next((p for p in majority if p == ps.owner), None)
        if president is None:
            pres_pct = self.presidents_share(sym).percent
            eligible = [p for p in majority if holders[p] >= pres_pct]
            if eligible:
                president = min(eligible, key=lambda p: self._distance(previous, p))
        return president

    def _swap_presidents_certificate(
        self,
        shares: list[Share],
        percent: int | None,
        to: str,
        owner: str,
        sym: str,
        president: str,
        previous: str,
        pres_share: Share | None,
    ) -> None:
        """The new president takes the president's certificate and hands in its percentage in
        ordinary shares, to the buyer in a sale between players, else to the old president
        (who must have room) or the pool; a partial sale's unsold part comes back after."""
        partial = percent is not None and percent != sum(sh.percent for sh in shares)
        held = next((sh for sh in self.shares_of(previous, sym) if sh.president), None)
        given = pres_share or held
        if given is None:
            return
        if kind_of(owner) == "player" and kind_of(to) == "player" and pres_share is not None:
            transfer_to = swap_to = to
        else:
            transfer_to = POOL
            swap_to = previous if self.percent_of(previous, sym) >= given.percent else transfer_to
        n = given.percent // self.share_percent(sym)
        mine = self.title.stock.presidency_swap_order(self, self.shares_of(president, sym))
        handed = [x for x in mine if not x.president][:n]
        for sh in handed:
            self._unbooked(sh, swap_to)
        if sum(sh.percent for sh in handed) < given.percent:
            self.short_swap = (president, sym, sum(sh.percent for sh in handed))
        self._unbooked(given, president)
        if partial:
            self._move_partial(shares, percent, transfer_to, owner, sym)

    def _sold_into_receivership(self, pres_share: Share | None, to: str, seller: str, sym: str, kept: int) -> bool:
        """The president's certificate sold to the pool while no player (the seller included,
        counting the ``kept`` part of a partial sale) holds as much as it: the corporation
        enters receivership, before any majority is looked at (18xx.games' share pool with
        president sales to the market: a director keeping 20% of a 40% certificate is no
        longer director)."""
        if pres_share is None or to != POOL or not self.econ.settings.receivership:
            return False
        held = self.holding_percents(sym)
        if kept and self.departures.counts_kept_part_before_receivership():  # (not yet back in ours)
            held[seller] = held.get(seller, 0) + kept
        if max(held.values(), default=0) >= pres_share.percent:
            return False
        self._enter_receivership(sym)
        return True

    def _enter_receivership(self, sym: str) -> None:
        corp = self.corps[sym]
        corp.owner = None
        corp.flags["receivership"] = True
        self.flags.mark("happened")
        counts = self.flags.happened
        counts["receivership"] = counts.get("receivership", 0) + 1
        self.note(msg("{corporation} enters receivership", corporation=sym))

    def in_receivership(self, key: str) -> bool:
        """Is this corporation running without a president (its certificate in the pool)?"""
        corp = self.corps.get(id_of(key)) if kind_of(key) == "corp" else None
        return bool(corp and corp.flags.get("receivership"))

    def _leave_receivership(self, sym: str, president: str) -> None:
        """The first player to hold the president's share of a corporation in receivership takes
        the president's certificate from the pool, handing in as many shares.  A certificate that
        is not in the pool stays where it is and nobody hands in anything, as on 18xx.games: a
        seller of part of it with nothing in the pool keeps it there (18GB site-defects §4,
        imported games only; our games refuse that sale)."""
        ps = self.presidents_share(sym)
        if ps.owner != POOL:
            return
        n = ps.percent // self.share_percent(sym)
        handed = [x for x in self.shares_of(president, sym) if not x.president][:n]
        for sh in handed:
            self.move_share(sh, POOL)
        self.move_share(ps, president)

    def convert_charter(self, sym: str, percents: list[int], new_to: str) -> list[Share]:
        """Resize a corporation's certificates (18GB's five-share to ten-share conversion): the
        existing certificates keep their ids and holders with the new sizes ``percents[i]``, and
        certificates beyond them are created for ``new_to`` with the next ids (as 18xx.games
        numbers them).  18xx.games counts its tally of who holds how much anew from the
        certificates (``book_drift`` ends for the corporation: who may be director changes with
        it).  Returns the new certificates."""
        mine = sorted(self.corp_shares(sym), key=lambda sh: sh.index)
        if len(percents) < len(mine) or sum(percents) != 100:
            raise IllegalAction(
                msg("{corporation} cannot convert to certificates of {percents}", corporation=sym, percents=percents)
            )
        for sh, pct in zip(mine, percents, strict=False):
            self.writable_share(sh.id).percent = pct
        for key in [k for k in self.book_drift if k[1] == sym]:  # the site counts its tally anew
            del self.book_drift[key]
        new = []
        for i in range(len(mine), len(percents)):
            sh = Share(sym, i, percents[i], False, new_to)
            self.shares[sh.id] = sh
            self._own_sh.add(sh.id)
            self.share_seq[sh.id] = self.next_seq()
            self._held_ids((new_to, sym))[sh.id] = None
            new.append(sh)
        self._sp_cache.clear()
        return new

    def _handle_partial(self, shares, percent, to, owner, sym, partial) -> None:  # noqa: ANN001
        return None

    def _move_partial(self, shares: list[Share], percent: int | None, frm: str, to: str, sym: str) -> None:
        """The seller of part of a president's certificate gets the unsold part back as shares
        (18xx.games ``handle_partial``: the first to arrive there), full-size shares first: an NdM
        5% certificate in the pool would hand back half of it and leave the pool over its limit.
        A game imported from 18xx.games replays the site's defect (the first certificate, whatever
        its size: facts, defects list); our own games never reach it (the title refuses such a
        sale, so that the game replays on the site to the same result)."""
        difference = sum(sh.percent for sh in shares) - (percent or 0)
        size = self.share_percent(sym)
        for _ in range(difference // size):
            got = self.shares_of(frm, sym)
            if got:
                site = self.departures.hands_back_first_certificate()
                self._unbooked(got[0] if site else next((sh for sh in got if sh.percent == size), got[0]), to)

    def _distance(self, a: str | None, b: str) -> int:
        order = [player_key(p) for p in self.players if not self.player[p].bankrupt]
        if a is None or a not in order or b not in order:
            return 0
        ia, ib = order.index(a), order.index(b)
        return ib - ia if ia < ib else ib - (ia - len(order))

    def move_price(self, sym: str, direction: str) -> None:
        corp = self.corps[sym]
        if corp.share_price is None:
            return
        corp.share_price = self.market.move(self.mkt, sym, corp.share_price, direction)

    def set_par(self, sym: str, at: tuple[int, int]) -> None:
        corp = self.corps[sym]
        corp.par_price = at
        corp.share_price = at
        self.market.place(self.mkt, sym, at)

    # ------------------------------------------------------------------------------ trains
    def move_train(self, train: Train, to: str | None) -> None:
        train = self.writable_train(train.id)  # (the caller's object may be a stale one)
        old = train.owner
        if old and kind_of(old) in ("corp", "minor"):
            self.entity(old).trains.remove(train.id)
        if old == DEPOT:
            if train.id in self.upcoming:
                self.upcoming.remove(train.id)
            if train.id in self.discarded:
                self.discarded.remove(train.id)
        train.owner = to
        if to and kind_of(to) in ("corp", "minor"):
            self.entity(to).trains.append(train.id)

    def depot_trains(self) -> list[Train]:
        """Trains the depot sells now: the next new one plus one of each discarded kind."""
        out: list[Train] = []
        if self.upcoming:
            out.append(self.trains[self.upcoming[0]])
            names = {out[0].name}
            for tid in self.upcoming[1:]:  # (a later kind already on sale: 1893's 8+x from phase 6)
                t = self.trains[tid]
                if t.name not in names and self._on_sale(t):
                    names.add(t.name)
                    out.append(t)
        seen = set()
        for tid in self.discarded:
            t = self.trains[tid]
            if t.name not in seen and t.id not in {x.id for x in out}:
                seen.add(t.name)
                out.append(t)
        return out

    def _on_sale(self, train: Train) -> bool:
        """Is a train behind the depot's next one on sale already: has the phase game.toml's
        ``available_on`` names for it come?"""
        after = self.econ.train(train.name).available_on
        if after is None:
            return False
        names = [p.name for p in self.static.info.phases[: self.phase_index + 1]]
        return after in names

    def train_price(self, train: Train) -> int:
        return self.econ.train(train.name).price

    def min_depot_train(self) -> Train | None:
        dt = self.depot_trains()
        return min(dt, key=self.train_price) if dt else None

    def min_depot_price(self) -> int:
        t = self.min_depot_train()
        return self.train_price(t) if t else 0

    def other_trains(self, key: str) -> list[Train]:
        """Trains other corporations could sell to ``key``."""
        out = []
        for t in self.trains.values():
            if not t.buyable or t.obsolete or t.owner in (key, DEPOT, None):
                continue
            if t.owner is not None and kind_of(t.owner) in ("corp", "minor"):
                out.append(t)
        return out

    def num_corp_trains(self, key: str) -> int:
        return sum(1 for tid in self.entity(key).trains if not self.trains[tid].obsolete)

    def crowded(self) -> list[str]:
        """Companies over their train limit (minors first).  Asked whenever the steps of a round
        are looked at (the discard step comes first): only a company holding more trains than
        the phase's lowest limit is asked for its own."""
        memo = self._memo  # in a query (``querying``) the answer holds throughout: asked once
        if memo is not None:
            hit = memo.get("crowded")
            if hit is None:
                hit = memo["crowded"] = self._crowded()
            elif cache_check.ON:
                cache_check.confirm("memo", "crowded", hit, lambda: cache_check.afresh(self, self._crowded))
            return list(hit)
        return self._crowded()

    def _crowded(self) -> list[str]:
        out = []
        for table, kind in ((self.minors, "minor"), (self.corps, "corp")):
            if not table:
                continue
            base = self.static.lowest_train_limit(self.phase_index, kind)
            for c in table.values():
                if len(c.trains) > base and not c.closed and self.num_corp_trains(c.key) > self.train_limit(c.key):
                    out.append(c.key)
        return out

    def is_first_of_kind(self, train: Train) -> bool:
        return train.id.endswith("-0")

    def rust_trains(self, bought: Train) -> None:
        for t in list(self.trains.values()):
            if not t.obsolete and t.obsolete_on == bought.name and not t.rusted:
                self.writable_train(t.id).obsolete = True
        for t in list(self.trains.values()):
            if t.rusted or t.owner is None:
                continue
            rust = (t.rusts_on == bought.name) or (t.obsolete_on == bought.name and t.id in self.discarded)
            if rust and self.title.trains.may_rust(self, t):
                self.rust(t)

    def rust(self, t: Train) -> None:
        t = self.writable_train(t.id)
        t.rusted = True
        self.move_train(t, None)

    # ------------------------------------------------------------------------------ values
    def player_value(self, pid: str) -> int:
        """The player's score as the title counts it."""
        return self.title.endgame.player_value(self, pid)

    def operating_order(self) -> list[str]:
        minors = [m.key for m in self.minors.values() if m.floated and not m.closed]
        corps = [c for c in self.corps.values() if c.floated and not c.closed]

        def order_key(c: Corporation) -> tuple:
            r, col = c.share_price  # type: ignore[misc]
            return (-self.mkt.price((r, col)), -col, r, self.market.arrival(c.sym, (r, col)), c.sym)

        return minors + [c.key for c in sorted(corps, key=order_key)]

    def player_companies(self, key: str) -> list[Company]:
        return [c for c in self.companies.values() if c.owner == key and not c.closed]


def _fast(obj: Any, _new: Any = object.__new__) -> Any:
    """A shallow copy of a plain object (several times faster than copy.copy for dataclasses)."""
    new = _new(obj.__class__)
    new.__dict__ = obj.__dict__.copy()
    return new


_ATOMS = frozenset({str, int, float, bool, type(None), frozenset})


def _deep(obj: Any) -> Any:
    """A deep copy of plain data (dicts, lists, tuples, sets, plain objects such as rounds and
    steps): several times faster than copy.deepcopy, which it falls back to for anything else.
    Rounds, steps and flags hold only such data and never share a mutable part between two places.
    (Atoms are kept without a call: most values are.)"""
    t = type(obj)
    if t in _ATOMS:
        return obj
    atoms = _ATOMS
    if t is dict:
        return {k: v if type(v) in atoms else _deep(v) for k, v in obj.items()}
    if t is list:
        return [v if type(v) in atoms else _deep(v) for v in obj]
    if t is tuple:
        return tuple([v if type(v) in atoms else _deep(v) for v in obj])
    if t is set:
        return set(obj)
    d = getattr(obj, "__dict__", None)
    if d is not None and not isinstance(obj, type) and not hasattr(t, "__slots__"):
        new = object.__new__(t)
        new.__dict__ = {k: v if type(v) in atoms else _deep(v) for k, v in d.items()}
        return new
    return copy.deepcopy(obj)


def _copy_round(rnd: RoundLike[State]) -> RoundLike[State]:
    """``_deep(rnd)`` sharing each step's ``opts`` (its constructor options, never changed): an
    operating round has a dozen steps, and this is three times faster."""
    new = _fast(rnd)
    d = new.__dict__
    atoms = _ATOMS
    for k, v in d.items():
        if type(v) in atoms:
            continue
        d[k] = [_copy_step(st) for st in v] if k == "steps" else _deep(v)
    return new


def _copy_step(step: Any, _new: Any = object.__new__) -> Any:
    new = _new(step.__class__)
    d = step.__dict__.copy()
    atoms = _ATOMS
    for k, v in d.items():
        if type(v) not in atoms and k != "opts":
            d[k] = _deep(v)
    new.__dict__ = d
    return new


def _copy_company(c: Company, _new: Any = object.__new__) -> Company:
    out = _new(c.__class__)
    d = c.__dict__.copy()
    d["abilities"] = d["abilities"].copy()  # (the abilities themselves are frozen)
    out.__dict__ = d
    return out


def _copy_corp(c: Corporation, _new: Any = object.__new__) -> Corporation:
    out = _new(c.__class__)
    d = c.__dict__.copy()
    d["tokens"] = list(map(_fast, d["tokens"]))
    d["trains"] = d["trains"].copy()
    d["flags"] = d["flags"].copy()
    out.__dict__ = d
    return out
