"""1833NE: Railroading in New England — the standard game's rules (facts sheet
../shared/reference/1833ne-facts.md; seeds PT 000_034dabb…, IT 002_7f885b…).

Where the seeds are silent the rule follows an assumption kept as data with its note and source
(assets/titles/1833NE/assumptions.toml, read by ``engine.titles.g1833ne.data``).  Rounds and
steps are in ``g1833ne.rounds``; self-play's own moves in ``g1833ne.candidates``.

Boston's green N23 becomes brown N33 without its dot, and Portland's junction becomes a city
on N24/N34: those upgrades keep the old exits, not the old stops (assumption boston_dot).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from engine.board import HexDef
from engine.entities import BANK, DEPOT, POOL, Company, Share, Token, Train, corp_key, id_of, kind_of, player_key
from engine.errors import IllegalAction
from engine.i18n import msg
from engine.routes.revenue import RouteResult, TrainSpec
from engine.tiles import TileDef
from engine.titles import base
from engine.titles.g1833ne import data
from engine.titles.g1833ne.bot import RULES as BOT_RULES
from engine.titles.g1833ne.candidates import generators
from engine.titles.g1833ne.menu import MENU_BUILDERS, home_detail, home_param
from engine.titles.g1833ne.report import map_marks, report_sections
from engine.titles.g1833ne.rounds import Auction, NEBuySell, NEOperatingRound, NEStockRound, operating_steps
from engine.titles.g1833ne.takeover import TakeoverRound, home_options, is_variable, place_variable_home, takeover_round

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator, Sequence

    from engine.rounds.base import Action, Round
    from engine.state import State
    from engine.title import CompanyInfo, Phase
    from engine.titles.base import ReportSection
    from engine.titles.g1833ne.protocol import Rules
    from engine.titles.track_hooks import MapMark
    from engine.upgrades import LayContext

# hex labels whose upgrades may change junctions into cities or drop them
EXIT_KEEPING_LABELS = frozenset({"B", "Po"})
# private -> the exit it lets its owning corporation use as a token (§1: P4 A6, P6 A12)
PRIVATE_EXIT_TOKENS = data.PRIVATE_EXITS
# what a route into A12 of a corporation without P6 is worth: more than any route earns, taken
# off, so that the search drops it (seed: "Só essa corporação pode ir a A12")
A12_BARRED = 1_000_000


class Title(base.Title):
    playable = True
    track_restriction = "permissive"
    title_event_texts = {
        "phase_ii": msg("phase II: green tiles"),
        "phase_iii": msg("phase I trains are obsolete; privates held by players close"),
        "phase_iv": msg("brown tiles; P3, P4, P5 and the ferries are removed"),
        "phase_v": msg("phase III trains are obsolete"),
    }

    def upgrade_mode(self, hexdef: HexDef, old: TileDef, new: TileDef) -> str:
        if old.label in EXIT_KEEPING_LABELS and old.label == new.label and _kinds(old) != _kinds(new):
            return "exits"
        return "paths"

    def lay_cost(self, ctx: LayContext, hex_id: str, new: TileDef, rotation: int, base: int) -> int:
        """max($20, the hex's printed cost) plus the hexside costs the lay completes (assumption
        tile_cost): ``base`` is the printed cost plus those hexside costs."""
        terrain = ctx.board.tile_at(hex_id).cost
        return max(20, terrain) + (base - terrain)

    # ================================================================== setup
    def new_company(self, s: State, ci: CompanyInfo) -> Company | None:
        """Corporations buy privates for $1 up to face value (facts §1)."""
        c = super().new_company(s, ci)
        if c is not None:
            c.min_price, c.max_price = 1, c.value
        return c

    def train_count(self, s: State, name: str) -> int:
        if name == "IV" and "takeover" in self.options:
            return 5
        return super().train_count(s, name)

    def new_trains(self, s: State, td: Any) -> list[Train]:
        """The Takeover game has five phase-IV cards (facts §3)."""
        return [
            Train(f"{td.name}-{i}", td.name, rusts_on=td.rusts_on, obsolete_on=td.obsolete_on)
            for i in range(self.train_count(s, td.name))
        ]

    def after_setup(self, s: State) -> None:
        """B&W's space in Worcester; the Takeover game's corporations leave a standard game."""
        for ci in self.info.companies:
            rule = ci.extra.get("optional_rule")
            if ci.kind == "major" and rule and rule not in self.options:
                del s.corps[ci.sym]
                for sid in [sid for sid, sh in s.shares.items() if sh.corp == ci.sym]:
                    del s.shares[sid]
                    s.share_seq.pop(sid, None)
                s._held = None  # (the holdings index is rebuilt from the certificates)
                s._sp_cache.clear()
        sym, hex_id, _ = data.WORCESTER
        s.reservations.setdefault(hex_id, []).append(sym)
        s.flags.update(faces={}, ferries={}, ferry_order=[], p5_ferry=None)

    def place_home_token(self, s: State, entity: str) -> None:
        """The home token in the home city title.toml names (``city``: Boston's and Montreal's
        two cities), placed when the corporation floats [I].  That city is a place: after an
        upgrade (Boston's green tile numbers its cities otherwise) it is the city the printed
        one became (``home_city``)."""
        corp = s.entity(entity)
        if not corp.tokens or corp.tokens[0].used or not corp.home or corp.closed:
            return
        tile = s.board.tile_at(corp.home)
        if not tile.cities:
            return
        city = self.home_city(s, corp.sym, corp.home)
        if len(s.board.tokens_in(corp.home).get(city, [])) >= tile.stops[city].slots:
            return
        s.board.place_token(corp.home, city, corp.sym)
        corp.tokens[0].hex, corp.tokens[0].city = corp.home, city
        self.release_reservation(s, corp.sym, corp.home)
        s.note(msg("{corporation} places its home token in {hex}", corporation=corp.sym, hex=corp.home))

    def home_token_due(self, s: State, sym: str) -> bool:
        """A corporation places its home token as it floats [I]."""
        corp = s.corps[sym]
        return corp.floated and not corp.closed and bool(corp.home)

    def float_corporation(self, s: State, corp: Any) -> None:
        super().float_corporation(s, corp)
        if corp.flags.get("home_choice"):
            place_variable_home(s, corp.sym)
        else:
            self.place_home_token(s, corp.key)

    # ================================================================== rounds
    def first_round(self, s: State) -> Round:
        from engine.rounds.auction import AuctionRound, CompanyPendingPar

        auction = Auction()
        rnd = AuctionRound(s, [CompanyPendingPar(), auction])
        auction.start(s)
        return rnd

    def stock_round(self, s: State) -> Round:
        from engine.rounds.operating import DiscardTrain

        return NEStockRound(s, [DiscardTrain(), NEBuySell()])

    def operating_round(self, s: State, num: int) -> Round:
        return NEOperatingRound(s, operating_steps(), round_num=num)

    def next_round(self, s: State) -> Round:
        """Takeover game: from phase II a Takeover round follows the second OR of each pair,
        before the stock round (facts §7)."""
        from engine.rounds.operating import OperatingRound

        rnd = s.round
        if isinstance(rnd, TakeoverRound):
            s.turn += 1
            return self.stock_round(s)
        if (
            "takeover" in self.options
            and isinstance(rnd, OperatingRound)
            and rnd.round_num >= s.operating_rounds
            and s.phase_index >= 1
        ):
            self.or_round_finished(s)
            return takeover_round(s)
        return super().next_round(s)

    def can_par(self, s: State, sym: str, entity: str) -> bool:
        """The Takeover game's variable-home corporations launch from phase II, where a home is
        free (facts §1)."""
        if not super().can_par(s, sym, entity):
            return False
        if is_variable(s, sym):
            return s.phase_index >= 1 and bool(home_options(s, sym))
        return True

    def train_limit(self, s: State, key: str) -> int:
        """The phase's limit (the Takeover game's own column), +1 per takeover made (facts §3)."""
        if "takeover" not in self.options or kind_of(key) != "corp":
            return super().train_limit(s, key)
        corp = s.entity(key)
        return int(s.phase.extra.get("train_limit_takeover", 99)) + int(corp.flags.get("takeovers", 0))

    def lowest_train_limit(self, phase: Phase, kind: str) -> int:
        """The Takeover game's column is the lower one from phase III (2 against 3)."""
        base = super().lowest_train_limit(phase, kind)
        if "takeover" not in self.options or kind != "corp":
            return base
        return min(base, int(phase.extra.get("train_limit_takeover", 99)))

    def lowest_first(self, s: State) -> list[str]:
        """The floated corporations from the lowest price up, ties by arrival (OR 1.1)."""
        corps = [c for c in s.corps.values() if c.floated and not c.closed and c.share_price]
        corps.sort(key=lambda c: (s.mkt.price(c.share_price), s.market.arrival(c.sym, c.share_price), c.sym))  # type: ignore[arg-type]
        return [c.key for c in corps]

    def action_processed(self, s: State, action: Action) -> None:
        """Corporations at $0 close."""
        closed = False
        for corp in list(s.corps.values()):
            if not corp.closed and corp.share_price is not None and s.price_of(corp.sym) <= 0:
                self.close_corporation(s, corp.sym)
                closed = True
        if closed and not s.finished:
            # the round settled before the closing: the player to act may have nothing left to do
            from engine.rounds.stock import StockRound

            rnd = s.round
            if isinstance(rnd, StockRound) and not rnd.finished(s) and rnd.active_step(s) is None:
                rnd.next_entity(s)

    # ================================================================== end of game
    def end_triggers(self, s: State) -> dict[str, bool]:
        active = [p for p in s.player.values() if not p.bankrupt]
        started = [c for c in s.corps.values() if c.ipoed]
        return {
            "bank": s.ledger.bank_broken,
            "last_player": len(active) <= 1,
            "all_closed": bool(started) and all(c.closed for c in started) and s.phase_index > 0,
        }

    def player_value(self, s: State, pid: str) -> int:
        """Cash and shares at their price; privates at face value only before phase III (§6)."""
        key = player_key(pid)
        value = s.cash(key)
        for sh in s.holder_shares(key):
            corp = s.corps[sh.corp]
            if corp.ipoed and not corp.closed:
                value += s.share_value(sh)
        if s.phase_index < 2:
            value += sum(c.value for c in s.companies.values() if c.owner == key and not c.closed)
        return value

    # ================================================================== limits
    def cert_limit(self, s: State) -> int:
        """By corporations still in play (facts §1; assumption cert_limit_small)."""
        table = data.CERT_LIMITS.get(len(s.seating))
        if table is None:
            return super().cert_limit(s)
        in_play = sum(1 for c in s.corps.values() if not c.closed)
        return table[max(5, min(14, in_play))] + s.cert_limit_adjust

    def pool_limit_exempt(self, s: State, sym: str) -> bool:
        """A bankrupt player's shares go to the market even beyond 50% (facts §6)."""
        return sym in s.flags.get("pool_overflow", [])

    # ================================================================== stock round
    def sell_movement(self, s: State, seller: str, sym: str) -> str:
        """Only the president's sale moves the price, one column however many (facts §2)."""
        return "down_block" if s.corps[sym].owner == seller else "none"

    def bundles_for(
        self, s: State, holder: str, sym: str, shares: list[Share] | None = None
    ) -> list[tuple[list[Share], int]]:
        """Before a corporation has operated only its president may sell it (facts §2)."""
        corp = s.corps[sym]
        if not corp.operated and corp.owner != holder and kind_of(holder) == "player":
            return []
        return super().bundles_for(s, holder, sym, shares)

    def can_dump(self, s: State, holder: str, shares: list[Share]) -> bool:
        """The president's certificate never goes to the pool (except by bankruptcy): only to a
        successor holding as much (facts §1)."""
        if not any(sh.president for sh in shares):
            return True
        sym = shares[0].corp
        pres = next(sh for sh in shares if sh.president)
        others = [v for k, v in s.holding_percents(sym).items() if k != holder]
        return max(others, default=0) >= pres.percent

    # ================================================================== the market
    def col(self, s: State, sym: str) -> int:
        at = s.corps[sym].share_price
        return at[1] if at else 0

    def price_at(self, s: State, col: int) -> int:
        row = s.mkt.rows[0]
        return row[col].price if 0 <= col < len(row) and row[col] is not None else 0  # type: ignore[union-attr]

    def move(self, s: State, sym: str, direction: str, steps: int = 1) -> None:
        """Move ``sym``'s price, noted; at $0 it closes (facts §2)."""
        corp = s.corps[sym]
        old = corp.share_price
        for _ in range(steps):
            s.move_price(sym, direction)
        if old is not None and old != corp.share_price:
            s.note(
                msg(
                    "{corporation}'s share price moves from ${old_price} to ${price}",
                    corporation=sym,
                    old_price=s.mkt.price(old),
                    price=s.price_of(sym),
                )
            )
        if s.price_of(sym) <= 0 and not corp.closed:
            self.close_corporation(s, sym)

    def close_corporation(self, s: State, sym: str) -> None:
        """At $0 a corporation closes (assumption closing)."""
        corp = s.corps[sym]
        for sh in s.corp_shares(sym):
            if sh.owner != corp.key:
                s.move_share(sh, corp.key)
        corp.closed = True
        corp.owner = None
        corp.flags.pop("receivership", None)
        if corp.share_price is not None:
            s.market.remove(sym, corp.share_price)
        for tid in list(corp.trains):
            s.move_train(s.trains[tid], None)
        for tok in corp.tokens:
            if tok.hex is not None and tok.city is not None:
                s.board.remove_token(tok.hex, tok.city, sym)
                tok.hex = tok.city = None
        if s.cash(corp.key):
            s.spend(corp.key, BANK, s.cash(corp.key))
        for c in s.companies.values():
            if c.owner == corp.key:
                c.closed = True
        for h, owner in list(s.flags["ferries"].items()):
            if owner == sym:
                s.flags["ferries"][h] = None
        self.release_reservation(s, sym)
        s.note(msg("{corporation} closes", corporation=sym))

    # ================================================================== issue and redeem (§2)
    def issue_limit(self, s: State, sym: str) -> int:
        """Shares held by players minus shares in the pool, within the treasury and the pool's
        50% (facts §2); none in receivership or when an issue would bring nothing."""
        corp = s.corps[sym]
        if corp.closed or s.in_receivership(corp.key) or self.issue_price(s, sym) <= 0:
            return 0
        held = sum(s.player_percents(sym).values()) // 10
        pool = s.percent_of(POOL, sym) // 10
        room = (s.econ.market_share_limit - s.percent_of(POOL, sym)) // 10
        return max(0, min(held - pool, room, len(_treasury(s, sym))))

    def issue_price(self, s: State, sym: str) -> int:
        return self.price_at(s, self.col(s, sym) - 1)

    def redeem_price(self, s: State, sym: str) -> int:
        return self.price_at(s, self.col(s, sym) + 1)

    def redeemable(self, s: State, sym: str) -> int:
        corp = s.corps[sym]
        if corp.closed or s.in_receivership(corp.key):
            return 0
        price = self.redeem_price(s, sym)
        return min(s.percent_of(POOL, sym) // 10, s.cash(corp.key) // price if price else 0)

    def issue(self, s: State, sym: str, shares: list[Share]) -> None:
        corp = s.corps[sym]
        each = self.issue_price(s, sym)
        for sh in shares:
            s.move_share(sh, POOL)
        s.spend(BANK, corp.key, each * len(shares))
        base.happened(s, "issue")
        s.note(
            msg("{corporation} issues 1 share at ${price}", corporation=sym, price=each)
            if len(shares) == 1
            else msg(
                "{corporation} issues {count} shares at ${price} each (${amount})",
                corporation=sym,
                count=len(shares),
                price=each,
                amount=each * len(shares),
            )
        )

    def redeem(self, s: State, sym: str, shares: list[Share]) -> None:
        corp = s.corps[sym]
        each = self.redeem_price(s, sym)
        s.spend(corp.key, BANK, each * len(shares))
        for sh in shares:
            s.move_share(sh, corp.key)
        base.happened(s, "redeem")
        s.note(
            msg("{corporation} redeems 1 share at ${price}", corporation=sym, price=each)
            if len(shares) == 1
            else msg(
                "{corporation} redeems {count} shares at ${price} each (${amount})",
                corporation=sym,
                count=len(shares),
                price=each,
                amount=each * len(shares),
            )
        )

    # ================================================================== emergency money (§6)
    def emergency_proceeds(self, s: State, sym: str) -> list[int]:
        """The cash of an emergency issue of 1, 2... shares: the price falls a column per share
        issued, never below $20, and each share brings a column below the new price (seed §6:
        "recebe um valor abaixo da nova cotação"): the final one, or, by the other reading of
        assumption emergency_issue_price, the one after that share."""
        out: list[int] = []
        col, total = self.col(s, sym), 0
        each_share = data.value("emergency_issue_price") == "each_share"
        for n in range(1, self.issue_limit(s, sym) + 1):
            got = self.price_at(s, col - n - 1)
            if self.price_at(s, col - n) < 20 or got <= 0:
                break
            total = total + got if each_share else n * got
            out.append(total)
        return out

    def _faces_needed(self, s: State) -> tuple[int, int]:
        """(cheaper, dearer) face price of the depot's cheapest card."""
        t = s.min_depot_train()
        if t is None:
            return 0, 0
        fs = data.faces().get(t.name, ())
        return (fs[0].price, fs[-1].price) if fs else (s.train_price(t), s.train_price(t))

    def emergency_issue(self, s: State, sym: str, shares: list[Share]) -> None:
        """Refused unless the corporation must buy, has not issued this turn, and issues within
        the limits (enough for a train, no more than enough for the dearer face; the maximum
        when no train can be reached)."""
        corp = s.corps[sym]
        if not self.must_buy_train(s, corp.key) or s.round.data.get("emergency_issued") == corp.key:
            raise IllegalAction(msg("{corporation} cannot issue shares in an emergency now", corporation=sym))
        steps = self.emergency_proceeds(s, sym)
        n, cash = len(shares), s.cash(corp.key)
        cheap, dear = self._faces_needed(s)
        if not steps or cash >= dear:
            raise IllegalAction(msg("{corporation} cannot issue shares in an emergency now", corporation=sym))
        reach_cheap = next((i + 1 for i, v in enumerate(steps) if cash + v >= cheap), None)
        reach_dear = next((i + 1 for i, v in enumerate(steps) if cash + v >= dear), len(steps))
        low, high = (
            (len(steps), len(steps)) if reach_cheap is None else (1 if cash >= cheap else reach_cheap, reach_dear)
        )
        if not low <= n <= high:
            raise IllegalAction(
                msg(
                    "{corporation} must issue between {low} and {high} shares",
                    corporation=sym,
                    low=low,
                    high=high,
                )
            )
        total = steps[n - 1]
        for sh in shares:
            s.move_price(sym, "left")
            s.move_share(sh, POOL)
        s.spend(BANK, corp.key, total)
        s.round.data["emergency_issued"] = corp.key
        base.happened(s, "emergency_issue")
        s.note(
            msg(
                "{corporation} issues {count} shares in an emergency for ${amount}; its price falls to ${price}",
                corporation=sym,
                count=n,
                amount=total,
                price=s.price_of(sym),
            )
        )

    def require_issue_first(self, s: State, entity: str | None) -> None:
        """The president helps only once the corporation has issued what it could (§6 step 2)."""
        if entity is None or kind_of(entity) != "corp":
            return
        if s.round.data.get("emergency_issued") == entity:
            return
        if self.emergency_proceeds(s, id_of(entity)) and s.cash(entity) < self._faces_needed(s)[0]:
            raise IllegalAction(msg("{corporation} must first issue shares in an emergency", corporation=id_of(entity)))

    def emergency_sale_refusal(
        self, s: State, player: str, corp_entity: str | None, shares: list[Share], percent: int | None
    ) -> str | None:
        """Nor may the sale close the operating corporation (§6 step 4)."""
        refusal = super().emergency_sale_refusal(s, player, corp_entity, shares, percent)
        if refusal:
            return refusal
        sym = shares[0].corp
        if corp_key(sym) == corp_entity and s.corps[sym].owner == player and self.col(s, sym) <= 1:
            return msg("Selling would close {corporation}", corporation=sym)
        return None

    def emergency_liquidity(self, s: State, player: str, corp_entity: str) -> int:
        """The cash of the corporation and its president and the most the president may raise
        by selling, corporation by corporation, with 1833NE's own sale rules (``bundles_for``)."""
        value = s.cash(player) + s.cash(corp_entity)
        for sym in s.corps:
            prices = [
                s.bundle_price(b, p)
                for b, p in self.bundles_for(s, player, sym)
                if self.emergency_sale_refusal(s, player, corp_entity, b, p) is None
            ]
            value += max(prices, default=0)
        return value

    def can_buy_company(self, s: State, entity: str, current: str | None, end_of_turn: bool = False) -> bool:
        """Not in receivership, nor while short of the train it must buy."""
        from engine.rounds.operating import Dividend

        if s.in_receivership(entity):
            return False
        if (
            kind_of(entity) == "corp"
            and any(isinstance(st, Dividend) and st.passed for st in s.round.steps)
            and self.must_buy_train(s, entity)
            and s.cash(entity) < s.min_depot_price()
        ):
            return False
        return super().can_buy_company(s, entity, current, end_of_turn)

    def bankrupt(self, s: State, entity: str) -> None:
        """The president cannot raise the price of the cheapest face even after selling every
        share they may sell: out of the game.  The money they raised goes to the corporation;
        their remaining shares are sold to the market without moving prices (even beyond 50%, a
        president's certificate too), the proceeds to the corporation as well; their privates
        close (seed §6: "o dinheiro que reuniu vai para a corporação, as suas ações restantes
        são vendidas no mercado sem mexer na cotação")."""
        corp = s.entity(entity)
        owner = corp.owner
        if owner is None or not self.must_buy_train(s, entity):
            raise IllegalAction(msg("Nobody to go bankrupt"))
        self.require_issue_first(s, entity)
        self.bankrupt_president(s, entity)
        self.require_sales_first(s, owner, entity)
        s.player[id_of(owner)].bankrupt = True
        base.happened(s, "bankruptcy")
        s.note(msg("{player} goes bankrupt", player=s.name_of(owner)))
        if s.cash(owner):
            s.spend(owner, entity, s.cash(owner))
        for sym in sorted(s.corps):
            mine = s.shares_of(owner, sym)
            if not mine:
                continue
            proceeds = sum(s.share_value(sh) for sh in mine)
            s.transfer_shares(mine, POOL, owner)
            if proceeds:
                s.spend(BANK, entity, proceeds)
                s.note(
                    msg(
                        "{player}'s shares of {company} are sold for ${amount}, paid to {corporation}",
                        player=s.name_of(owner),
                        company=sym,
                        amount=proceeds,
                        corporation=corp.sym,
                    )
                )
            if s.percent_of(POOL, sym) > s.econ.market_share_limit:
                s.flags.setdefault("pool_overflow", []).append(sym)
            c = s.corps[sym]
            if c.owner == owner:  # nobody could take the presidency
                c.owner = None
                c.flags["receivership"] = True
                s.note(msg("{corporation} enters receivership", corporation=sym))
        for co in s.companies.values():
            if co.owner == owner:
                co.closed = True

    def require_sales_first(self, s: State, player: str, corp_entity: str) -> None:
        """Before going bankrupt the president sells every share they may sell in this emergency
        (seed §6: "tem de vender ações próprias"): refused while one such sale is left."""
        for sym in sorted(s.corps):
            for bundle, percent in self.bundles_for(s, player, sym):
                refusal = self.bundle_refusal(s, player, bundle, percent) or self.emergency_sale_refusal(
                    s, player, corp_entity, bundle, percent
                )
                if refusal is None:
                    raise IllegalAction(
                        msg(
                            "{player} must first sell shares of {company} to raise the money",
                            player=s.name_of(player),
                            company=sym,
                        )
                    )

    # ================================================================== privates
    def corporation_buys_company(self, s: State, entity: str, sym: Any, price: Any) -> None:
        """$1 to face value, in phases I-II; P6 costs the buyer $40 more to the bank; P2 gives a
        free tile in Lowell in this OR (facts §1)."""
        if s.in_receivership(entity):
            raise IllegalAction(msg("{corporation} cannot buy {company}", corporation=id_of(entity), company=sym))
        if sym == "P6" and isinstance(price, int) and s.cash(entity) < price + data.P6_SURCHARGE:
            raise IllegalAction(
                msg("{corporation} cannot afford ${price}", corporation=id_of(entity), price=price + data.P6_SURCHARGE)
            )
        super().corporation_buys_company(s, entity, sym, price)
        if sym == "P6":
            s.spend(entity, BANK, data.P6_SURCHARGE)
            s.note(
                msg(
                    "{corporation} pays ${amount} more to the bank for {company}",
                    corporation=id_of(entity),
                    amount=data.P6_SURCHARGE,
                    company=sym,
                )
            )
        if sym == "P2":
            s.flags["p2_free"] = [entity, s.turn, s.round.round_num]

    def blocked_hexes(self, s: State) -> dict[str, str]:
        """P1's H23, P2's G20 and P3's C4/C6 while no corporation owns them (facts §1)."""
        out: dict[str, str] = {}
        for ci in self.info.companies:
            c = s.companies.get(ci.sym)
            if c is None or c.closed or (c.owner and kind_of(c.owner) == "corp"):
                continue
            for h in ci.extra.get("blocks", []):
                out[str(h)] = c.name
        return out

    def p3_hexes_open(self, s: State, operator: str | None) -> list[str]:
        c = s.companies.get("P3")
        if c is None or c.closed or operator is None or c.owner != operator or s.in_receivership(operator):
            return []
        return [h for h in data.P3_TILES if s.board.tile_at(h).color == "white"]

    def p3_lay(self, s: State, operator: str, action: Action) -> None:
        """One of P3's free yellow tiles: 3/4/58 in C4 joined to Montreal, 7/8/9 in C6 joined
        to C4 (facts §1 P3)."""
        from engine.upgrades import check_lay

        hex_id = str(action.get("hex"))
        if hex_id not in self.p3_hexes_open(s, operator):
            raise IllegalAction(msg("P3 cannot lay a tile in {hex} now", hex=hex_id))
        name = self.tile_name(str(action.get("tile", "")))
        if name not in data.P3_TILES[hex_id]:
            raise IllegalAction(
                msg("P3 lays only tile {tile} in {hex}", tile="/".join(data.P3_TILES[hex_id]), hex=hex_id)
            )
        ctx = replace(self.lay_context(s, operator, connect=False), special=True, discount=10_000)
        option = check_lay(ctx, hex_id, name, action.get("rotation"))  # type: ignore[arg-type]
        exits = s.board.defn.tiles[name].exits_at(option.rotation)
        need = {data.P3_EDGES[hex_id]}
        other = "C6" if hex_id == "C4" else "C4"
        if hex_id == "C4" and s.board.tile_at("C6").color != "white":
            need.add(0)
        if hex_id == "C6" and s.board.tile_at("C4").color != "white":
            c4 = s.board.tile_at("C4").exits_at(s.board.rotation_at("C4"))
            if 0 not in c4:
                raise IllegalAction(msg("The tiles in C4 and C6 must join each other"))
        if not need <= set(exits):
            raise IllegalAction(msg("P3's tile in {hex} must join {other} and Montreal", hex=hex_id, other=other))
        self._apply(s, operator, option, str(action.get("tile", "")))
        self.after_lay(s, hex_id)

    # ================================================================== track and tokens
    def tile_lays(self, s: State, entity: str) -> list[dict]:
        """One yellow, plus a second yellow or one upgrade (facts §2)."""
        return [{"lay": True, "upgrade": True}, {"lay": True, "upgrade": "not_if_upgraded"}]

    def can_lay_tile(self, s: State, entity: str) -> bool:
        """B&L lays nothing in phase I until a corporation buys P2 (facts §1 P2)."""
        if id_of(entity) == "B&L" and s.phase.name == "I" and not _p2_bought(s):
            return False
        return super().can_lay_tile(s, entity)

    def lay_context(self, s: State, entity: str | None, *, connect: bool = True, discount: int = 0) -> LayContext:
        ctx = super().lay_context(s, entity, connect=connect, discount=discount)
        return replace(ctx, blocked=self.blocked_hexes(s))

    def lay_tile(self, s: State, entity: str, action: Action, company: str | None) -> int:
        """P2's free tile in Lowell in the OR of its purchase ([I]: $20 off)."""
        from engine.upgrades import check_lay

        hex_id = str(action.get("hex"))
        free = s.flags.get("p2_free")
        if company is None and hex_id == "G20" and free == [entity, s.turn, s.round.round_num]:
            name = self.tile_name(str(action.get("tile", "")))
            option = check_lay(self.lay_context(s, entity, discount=20), hex_id, name, action.get("rotation"))  # type: ignore[arg-type]
            self._apply(s, entity, option, str(action.get("tile", "")))
            s.flags["p2_free"] = None
            self.after_lay(s, hex_id)
            return option.total_cost
        cost = super().lay_tile(s, entity, action, company)
        self.after_lay(s, hex_id)
        return cost

    def after_lay(self, s: State, hex_id: str) -> None:
        """Sherbrooke's shared marker goes in with the yellow tile there; B&P's space in Boston
        is held from the green tile until phase IV (facts §1).  The token records follow an
        upgrade that moved a city (Boston's and Portland's, assumption boston_dot)."""
        tile = s.board.tile_at(hex_id)
        for stop, syms in s.board.tokens_in(hex_id).items():
            for sym in syms:
                if sym in s.corps:
                    for tok in s.corps[sym].tokens:
                        if tok.hex == hex_id:
                            tok.city = stop
        if hex_id == data.SHERBROOKE and tile.color == "yellow" and tile.cities:
            sym = data.SHERBROOKE_OWNERS[0]
            corp = s.corps[sym]
            if not any(t.hex == hex_id for t in corp.tokens):
                s.board.place_token(hex_id, tile.cities[0], sym)
                corp.tokens.append(Token(0, hex_id, tile.cities[0]))
                s.note(msg("The shared StL&A/A&StL marker goes to Sherbrooke"))
        bp, boston = data.BOSTON_FOR_BP
        if hex_id == boston and tile.color == "green" and s.phase_index < 3 and not s.corps[bp].closed:
            if not s.board.has_token(boston, bp) and bp not in s.reservations.get(boston, []):
                s.reservations.setdefault(boston, []).append(bp)
                # the space held is in the city with room for a second token (green Boston's
                # two-slot city, whichever yellow city it grew from)
                widest = max(tile.cities, key=lambda c: (tile.stops[c].slots, -c))
                s.board.mark_home(boston, widest, bp)

    def token_price(self, s: State, sym: str, hex_id: str, default: int) -> int:
        w_sym, w_hex, w_price = data.WORCESTER
        return w_price if (sym, hex_id) == (w_sym, w_hex) else default

    def place_token(self, s: State, entity: str, action: Action) -> None:
        """B&W's token in Worcester always costs $40 (facts §1)."""
        corp = s.entity(entity)
        tok = corp.next_token()
        hex_id, _stop = self.city_of(s, action.get("city", ""))
        if tok is None:
            raise IllegalAction(msg("{corporation} has no token left", corporation=corp.sym))
        price = self.token_price(s, corp.sym, hex_id, tok.price)
        if price != tok.price:
            old = tok.price
            tok.price = price
            try:
                super().place_token(s, entity, action)
            finally:
                tok.price = old
            return
        super().place_token(s, entity, action)

    # ================================================================== ferries (§5)
    def may_buy_ferry(self, s: State, sym: str) -> bool:
        key = corp_key(sym)
        if s.phase.name not in data.FERRY_PHASES or s.in_receivership(key):
            return False
        if s.round.data.get("ferry_bought") == key or s.cash(key) < data.FERRY_PRICE:
            return False
        return bool(self.ferries_unsold(s))

    def ferries_unsold(self, s: State) -> list[str]:
        return [h for h in data.value("ferry_places") if h not in s.flags["ferries"]]

    def buy_ferry(self, s: State, sym: str, hex_id: Any) -> None:
        if not self.may_buy_ferry(s, sym):
            raise IllegalAction(msg("{corporation} cannot buy a ferry now", corporation=sym))
        if hex_id not in self.ferries_unsold(s):
            raise IllegalAction(msg("There is no ferry for sale in {hex}", hex=hex_id))
        key = corp_key(sym)
        s.spend(key, BANK, data.FERRY_PRICE)
        s.flags["ferries"][hex_id] = sym
        s.flags["ferry_order"].append(hex_id)
        s.round.data["ferry_bought"] = key
        base.happened(s, "ferry")
        s.note(
            msg(
                "{corporation} buys the ferry of {hex} for ${price}",
                corporation=sym,
                hex=hex_id,
                price=data.FERRY_PRICE,
            )
        )

    def p5_ferries(self, s: State, sym: str) -> list[str]:
        """The ferries P5 may double for ``sym`` now: those it holds while P5 is its and has
        named none yet (seed: "duplica o valor de um dos ferries da corporação …; não pode ser
        reatribuída": its president chooses, once)."""
        p5 = s.companies.get("P5")
        if p5 is None or p5.closed or p5.owner != corp_key(sym) or s.flags.get("p5_ferry") is not None:
            return []
        if s.phase.name not in data.FERRY_PHASES:
            return []
        return [h for h in s.flags["ferry_order"] if s.flags["ferries"].get(h) == sym]

    def assign_p5(self, s: State, sym: str, hex_id: Any) -> None:
        """``sym``'s president names the ferry of ``hex_id`` for P5 to double, for good."""
        named = s.flags.get("p5_ferry")
        if named is not None:
            raise IllegalAction(msg("P5 already doubles the ferry of {hex}: it cannot be reassigned", hex=named))
        if hex_id not in self.p5_ferries(s, sym):
            raise IllegalAction(
                msg("{corporation} holds no ferry of {hex} for P5 to double", corporation=sym, hex=hex_id)
            )
        s.flags["p5_ferry"] = hex_id
        base.happened(s, "p5_ferry")
        s.note(msg("P5 doubles the ferry of {hex}", hex=hex_id))

    def ferry_values(self, s: State, sym: str) -> dict[str, int]:
        """{hex: what each of ``sym``'s routes stopping there earns}: the ferry, the New/Last
        markers, P5's doubling (assumptions ferry_value, ferry_new_bonus, ferry_last_bonus)."""
        per = int((data.value("ferry_value") or {}).get(s.phase.name, 0))
        if not per:
            return {}
        order = s.flags.get("ferry_order", [])
        p5 = s.companies.get("P5")
        p5_here = s.flags.get("p5_ferry") if p5 is not None and not p5.closed and p5.owner == corp_key(sym) else None
        out = {}
        for h in order:
            if s.flags["ferries"].get(h) != sym:
                continue
            v = per
            if h == order[-1]:
                v += int(data.value("ferry_new_bonus"))
            if len(order) >= 5 and h == order[4]:
                v += int(data.value("ferry_last_bonus"))
            out[h] = v * 2 if h == p5_here else v
        return out

    # ================================================================== routes (§3, §5)
    def can_run_route(self, s: State, entity: str) -> bool:
        """Until a corporation buys P2, B&L runs no train while Boston is yellow (facts §1 P2:
        the ban lifts with either)."""
        if id_of(entity) == "B&L" and s.board.tile_at("G22").color == "yellow" and not _p2_bought(s):
            return False
        return super().can_run_route(s, entity)

    def run_routes(self, s: State, entity: str, routes: list[dict]) -> int:
        """Only the corporation owning P6 may run into A12 (facts §1 P6)."""
        p6 = s.companies.get("P6")
        owns_p6 = p6 is not None and not p6.closed and p6.owner == s.entity(entity).key
        if not owns_p6 and any(_visits(r, data.PRIVATE_EXITS["P6"]) for r in routes if isinstance(r, dict)):
            raise IllegalAction(
                msg("Only the corporation owning {company} may run a route to {hex}", company="P6", hex="A12")
            )
        return super().run_routes(s, entity, routes)

    def route_available(self, s: State, sym: str) -> bool:
        from engine.graph import reached_from

        extra = [h for h, _ in self._exit_tokens(s, sym)]
        return super().route_available(s, sym) or any(len(reached_from(s.board, sym, (h, 0)).stops) > 1 for h in extra)

    def lay_extra_tokens(self, s: State, sym: str) -> tuple[tuple[str, int], ...]:
        """P4's A6 and P6's A12 act as a token of their owning corporation for laying track
        (facts §1), and the shared Sherbrooke marker as a station of A&StL (assumptions
        p4_p6_lays, sherbrooke)."""
        return tuple(self._exit_tokens(s, sym)) if sym in s.corps else ()

    def _exit_tokens(self, s: State, sym: str) -> list[tuple[str, int]]:
        out = []
        for psym, hex_id in PRIVATE_EXIT_TOKENS.items():
            co = s.companies.get(psym)
            if co is not None and not co.closed and co.owner == corp_key(sym):
                out.append((hex_id, 0))
        if sym == data.SHERBROOKE_OWNERS[1]:
            partner = s.corps[data.SHERBROOKE_OWNERS[0]]
            out += [(t.hex, t.city) for t in partner.tokens if t.hex == data.SHERBROOKE and t.city is not None]
        return out

    def routes_priced(self, s: State, sym: str, plan: list, priced: Sequence[RouteResult]) -> None:
        """The bonuses a run earned (ferries, connections) said in the log.  (A route's bonus
        may be negative: A12's value taken back without P6 is no bonus to speak of.)"""
        bonus = sum(r.bonus for r in priced)
        if bonus > 0:
            base.happened(s, "route_bonus")
            s.note(msg("{corporation}'s routes earn ${amount} in bonuses", corporation=sym, amount=bonus))
        if any(len(step) > 2 and step[2] for step in plan):
            base.happened(s, "interconnection")

    def train_spec(self, s: State, train: Train) -> TrainSpec:
        face = s.flags.get("faces", {}).get(train.id)
        return data.face_spec(face) if face else data.face_spec(data.faces()[train.name][0].name)

    def route_extras(self, state: Any, company: str) -> dict:
        """``ferries`` {hex: value}; ``extra_tokens`` the exits P4/P6 give and A&StL's share of
        the Sherbrooke marker; ``p4`` doubling, ``p6`` ownership."""
        extras: dict = {}
        if not hasattr(state, "corps") or company not in state.corps:
            return extras
        ferries = self.ferry_values(state, company)
        if ferries:
            extras["ferries"] = ferries
            end = str(data.value("ferry_pairs")["end"])
            extras["ferry_links"] = {h: end for h in ferries}
        tokens = self._exit_tokens(state, company)
        if tokens:
            extras["extra_tokens"] = tuple(tokens)
        key = corp_key(company)
        p4 = state.companies.get("P4")
        if p4 is not None and not p4.closed and p4.owner == key and state.phase.name in ("I", "II", "III"):
            extras["p4"] = True
        p6 = state.companies.get("P6")
        if p6 is not None and not p6.closed and p6.owner == key:
            extras["p6"] = True
        return extras

    def route_extra_tokens(self, ctx: Any) -> tuple:
        return tuple(ctx.extras.get("extra_tokens", ()))

    @property
    def direct_bonuses(self) -> tuple[tuple[str, str, dict[str, int]], ...]:
        """(tag, tag, {revenue colour: $}): assumptions.toml ``direct_bonuses``."""
        return data.bonus_table("direct_bonuses")

    @property
    def interconnection_bonuses(self) -> tuple[tuple[str, str, dict[str, int]], ...]:
        """The same for ``interconnection_bonuses`` (earned by an extended route)."""
        return data.bonus_table("interconnection_bonuses")

    def _ferry_linked(self, ctx: Any, route: Any) -> frozenset[str]:
        """The far ends (Boston) the route's ferries join it to: a ferry is a pair of markers,
        its port and Boston, so a route stopping in the port of one of its corporation's ferries
        is interconnected with Boston (seed, worked example step 14; assumption ferry_pairs)."""
        links = ctx.extras.get("ferry_links")
        if not links:
            return frozenset()
        return frozenset(end for h, end in links.items() if h in route.stop_hexes) - route.tags

    def _ferry_interconnections(self, ctx: Any, route: Any) -> int:
        """The interconnection bonuses a route earns through its ferries: Boston's pairs whose
        other end the route stops at."""
        linked = self._ferry_linked(ctx, route)
        if not linked:
            return 0
        tags = route.tags
        total = 0
        for a, b, values in self.interconnection_bonuses:
            if (a in linked and b in tags) or (b in linked and a in tags):
                total += values.get(ctx.color, 0) * self._p4(ctx, tags | linked)
        return total

    def _p4(self, ctx: Any, tags: frozenset[str]) -> int:
        return 2 if ctx.extras.get("p4") and "Ogdensburg" in tags and "Boston" in tags else 1

    def route_bonus(self, ctx: Any, route: Any) -> int:
        """Direct bonuses, ferries (their value and the interconnections they make), and A12's
        value taken back when the route lacks Montreal (facts §1 P6).  A route of a corporation
        without P6 into A12 is worth less than nothing, so the route search never takes one
        (``run_routes`` refuses it with its reason)."""
        total = 0
        tags = route.tags
        for a, b, values in self.direct_bonuses:
            if a in tags and b in tags:
                total += values.get(ctx.color, 0) * self._p4(ctx, tags)
        hexes = set(route.stop_hexes)
        for hex_id, value in ctx.extras.get("ferries", {}).items():
            if hex_id in hexes:
                total += value
        total += self._ferry_interconnections(ctx, route)
        if "DH" in tags and not ctx.extras.get("p6"):
            total -= A12_BARRED
        elif "DH" in tags and "Montreal" not in tags:
            for st in route.counted:
                if st.hex == "A12":
                    total -= ctx.value(ctx.board.tile_at("A12").stops[0])
        return total

    def interconnection_targets(self, ctx: Any, route: Any) -> dict[str, int]:
        out: dict[str, int] = {}
        tags = route.tags | self._ferry_linked(ctx, route)  # (a ferry's port reaches Boston)
        for a, b, values in self.interconnection_bonuses:
            value = values.get(ctx.color, 0)
            if not value or (a in tags and b in tags):
                continue
            for have, want in ((a, b), (b, a)):
                if have in tags and want not in tags:
                    v = value * (2 if ctx.extras.get("p4") and "Ogdensburg" in tags and "Boston" in (a, b) else 1)
                    out[want] = max(out.get(want, 0), v)
        return out

    # ================================================================== dividends (§2)
    def dividend_kinds(self, s: State, entity: str) -> tuple[str, ...]:
        if s.in_receivership(entity):  # pays out what it earns (assumption receivership)
            return ("payout",) if s.round.data.get("revenue", 0) > 0 else ("payout", "withhold")
        return ("payout", "half", "withhold")

    def dividend(self, s: State, entity: str, revenue: int, kind: str) -> None:
        """Full, half (⌊revenue/20⌋ x 10 withheld) or none; whole dollars per share; treasury
        shares pay the corporation, pool shares no one; the price moves by the amount
        distributed against the price (facts §2, assumption dividend_rounding)."""
        corp = s.entity(entity)
        for tid in corp.trains:
            if not s.trains[tid].operated:
                s.writable_train(tid).operated = True
        corp.operated = True
        self.after_operated_trains(s, entity)
        kept = revenue if kind == "withhold" else (revenue // 20) * 10 if kind == "half" else 0
        per_share = (revenue - kept) // 10
        if kept:
            s.spend(BANK, entity, kept)
        if per_share:
            for pid in list(s.players):
                units = s.percent_of(player_key(pid), corp.sym) // 10
                if units:
                    s.spend(BANK, player_key(pid), units * per_share)
            units = s.percent_of(corp.key, corp.sym) // 10
            if units:
                s.spend(BANK, corp.key, units * per_share)
            s.note(msg("{corporation} pays ${amount} per share", corporation=corp.sym, amount=per_share))
        self.move(s, corp.sym, *self.dividend_move(s.price_of(corp.sym), per_share * 10))

    @staticmethod
    def dividend_move(price: int, paid: int) -> tuple[str, int]:
        """Less than half the price: 1 left; up to the price: none; at least 1x, 2x: 1, 2
        right; 3x from $165: 3 right (facts §2)."""
        if paid * 2 < price:
            return "left", 1
        if paid < price:
            return "right", 0
        if paid >= 3 * price and price >= 165:
            return "right", 3
        return "right", 2 if paid >= 2 * price else 1

    # ================================================================== trains (§3, §6)
    def must_buy_train(self, s: State, entity: str) -> bool:
        """Every corporation must own a train at the end of its turn (assumption must_buy); a
        corporation in receivership buys only what it can pay for."""
        corp = s.entity(entity)
        if corp.trains or not s.depot_trains() or s.in_receivership(entity):
            return False
        return True

    def buy_train_action(self, s: State, entity: str, train: Train, price: Any, step: Any) -> None:
        """A depot card at the price of the face named (``variant``); another corporation's
        train at $1 up to the buyer's cash, its face kept; the president's money only for the
        cheaper face of the cheapest card, after the emergency issue (facts §3, §6)."""
        if not isinstance(price, int) or isinstance(price, bool):
            raise IllegalAction(msg("A train purchase needs a price"))
        if train not in self.buyable_trains(s, entity, step):
            raise IllegalAction(msg("Train {train} cannot be bought now", train=train.id))
        if train.owner == entity:
            raise IllegalAction(msg("A corporation cannot buy its own train"))
        if train.owner != DEPOT:
            if not 1 <= price <= s.cash(entity):
                raise IllegalAction(
                    msg(
                        "{corporation} may only spend between $1 and ${cash}",
                        corporation=id_of(entity),
                        cash=s.cash(entity),
                    )
                )
            self._bought(s, entity, train, price, s.flags["faces"].get(train.id, ""))
            return
        variant = s.round.data.get("variant")
        fs = data.faces()[train.name]
        face = data.face_of(train.name, variant) or (fs[0] if len(fs) == 1 and variant in (None, train.name) else None)
        if face is None:
            raise IllegalAction(
                msg("Name the face of train {train}: {faces}", train=train.id, faces=", ".join(f.name for f in fs))
            )
        if price != face.price:
            raise IllegalAction(msg("Train {train} costs ${price}", train=face.name, price=face.price))
        remaining = price - s.cash(entity)
        if remaining > 0:
            if not self.must_buy_train(s, entity):
                raise IllegalAction(msg("{corporation} cannot afford ${price}", corporation=id_of(entity), price=price))
            cheapest = s.min_depot_train()
            if cheapest is None or train.name != cheapest.name or face.price != s.min_depot_price():
                raise IllegalAction(msg("Cannot purchase {train} train: cheaper train available", train=face.name))
            self.require_issue_first(s, entity)
            owner = s.entity(entity).owner
            if owner is None or s.cash(owner) < remaining:
                raise IllegalAction(
                    msg("{player} cannot contribute ${amount}", player=s.name_of(owner), amount=remaining)
                )
            s.spend(owner, entity, remaining)
            s.note(msg("{player} contributes ${amount}", player=s.name_of(owner), amount=remaining))
        self._bought(s, entity, train, price, face.name)

    def _bought(self, s: State, entity: str, train: Train, price: int, face: str) -> None:
        s.note(
            msg(
                "{corporation} buys a {train} train for ${price} from {entity}",
                corporation=id_of(entity),
                train=face or train.name,
                price=price,
                entity=s.name_of(train.owner),
            )
        )
        if train.owner == DEPOT:
            s.flags["faces"][train.id] = face
        s.buy_train(entity, train, price)

    def event_phase_ii(self, s: State) -> None:
        s.note(msg("-- Phase II: green tiles --"))

    def event_phase_iii(self, s: State) -> None:
        """Privates held by players close, and P1 and P2; P3-P6 stop paying (facts §1)."""
        s.note(msg("-- Phase III: phase I trains are obsolete; privates held by players close --"))
        for c in s.companies.values():
            if c.closed:
                continue
            if c.owner is None or kind_of(c.owner) == "player" or c.sym in ("P1", "P2"):
                c.closed = True
            else:
                c.revenue = 0

    def event_phase_iv(self, s: State) -> None:
        """P3-P5 and the ferries leave; B&W's and B&P's reserved spaces end (facts §3)."""
        s.note(msg("-- Phase IV: brown tiles; P3, P4, P5 and the ferries are removed --"))
        for sym in ("P3", "P4", "P5"):
            if sym in s.companies:
                s.companies[sym].closed = True
        s.flags["ferries"] = {h: None for h in s.flags["ferries"]}
        for sym, hex_id in ((data.WORCESTER[0], data.WORCESTER[1]), data.BOSTON_FOR_BP):
            if sym in s.reservations.get(hex_id, []) and hex_id != s.corps[sym].home:
                s.reservations[hex_id].remove(sym)

    def event_phase_v(self, s: State) -> None:
        s.note(msg("-- Phase V: phase III trains are obsolete --"))

    # ================================================================== presentation
    def rules_notes(self) -> list[tuple[str, str]]:
        """Every assumption of assets/titles/1833NE/assumptions.toml, with its source line."""
        return [(a.note, a.source) for a in data.assumptions().values()]

    def train_type_label(self, s: State, name: str) -> str:
        """A card by its faces, each with its price: "I: 2 $75 / 2+1 $100" (facts §3)."""
        faces = data.faces().get(name, ())
        if len(faces) < 2:
            return name
        return msg(
            "{card}: {faces}",
            card=name,
            faces=" / ".join(f"{f.name} {self.format_money(f.price)}" for f in faces),
        )

    def par_params(self, s: State, sym: str) -> list[dict[str, Any]]:
        """A Takeover corporation names its home city when it is started (facts §1)."""
        return home_param(s, sym)

    def par_detail(self, s: State, sym: str) -> str:
        return home_detail(s, sym)

    def train_label(self, s: State, train: Train) -> str:
        """The face chosen when the card was bought (facts §3); a card still in the bank by
        both its faces ("2 or 2+1")."""
        face = s.flags.get("faces", {}).get(train.id)
        if face:
            return str(face)
        faces = [f.name for f in data.faces().get(train.name, ())]
        return msg("{face} or {other}", face=faces[0], other=faces[1]) if len(faces) == 2 else train.name

    def map_marks(self, s: State) -> list[MapMark]:
        """The ferries and the exits P4/P6 open (engine/titles/g1833ne/report.py)."""
        return map_marks(s)

    def report_sections(self, s: State) -> list[ReportSection]:
        """Ferries, connection bonuses by phase band, P4/P6's exits (report.py)."""
        return report_sections(s)

    def skip_reason(self, s: State, entity: str, step: str) -> str | None:
        """B&L's steps skipped by the P2 rule (facts §1 P2) say so in the log: only when the
        rule, not the want of a lay or a route, is what stops it (the plain rules would allow)."""
        if id_of(entity) != "B&L":
            return None
        p2 = s.companies.get("P2")
        name = p2.name if p2 is not None else "P2"
        if step == "track" and not self.can_lay_tile(s, entity) and super().can_lay_tile(s, entity):
            return msg(
                "{corporation} lays no track in phase {phase} while no corporation owns {name} ({company})",
                corporation="B&L",
                phase=s.phase.name,
                name=name,
                company="P2",
            )
        if step == "routes" and any(not s.trains[t].operated for t in s.entity(entity).trains):
            if not self.can_run_route(s, entity) and super().can_run_route(s, entity):
                return msg(
                    "{corporation} runs no train while Boston ({hex}) is yellow: the {name} ({company}) rule",
                    corporation="B&L",
                    hex="G22",
                    name=name,
                    company="P2",
                )
        return None

    def menu_builders(self) -> dict[str, Callable[..., list[Any]]]:
        return MENU_BUILDERS

    def bot_rules(self) -> dict[str, Callable[[State, str, Any], base.BotScore | None]]:
        return BOT_RULES

    def candidate_generators(self) -> dict[str, Callable[[State, Any, str, Any], Iterator[dict]]]:
        return generators()


def _visits(route: dict, hex_id: str) -> bool:
    """Does a recorded route (its ``connections`` and ``extension`` hex chains) enter ``hex_id``?"""
    chains = [*(route.get("connections") or []), *(route.get("extension") or [])]
    return any(isinstance(c, list) and hex_id in c for c in chains)


def _p2_bought(s: State) -> bool:
    """Has a corporation bought P2 (Lowell Merchants)?  Its owner stays a corporation after the
    private closes, so the answer holds for good (seed: "Enquanto nenhuma corporação a comprar")."""
    p2 = s.companies.get("P2")
    return p2 is None or (p2.owner is not None and kind_of(p2.owner) == "corp")


def _treasury(s: State, sym: str) -> list[Share]:
    return [sh for sh in s.shares_of(corp_key(sym), sym) if not sh.president]


def _kinds(tile: TileDef) -> list[str]:
    return sorted(s.kind for s in tile.stops)


if TYPE_CHECKING:
    #: mypy checks here that the Title is what the rounds and the Takeover round take it for
    _AS_RULES: type[Rules] = Title
