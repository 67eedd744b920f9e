"""Read-only views of a game state for screens, printouts and tests: plain frozen dataclasses.

Every number a dock or a printout shows comes from here, and everything here is read straight
from the engine's ``State`` (or asks the engine's own queries: ``player_value``, ``num_certs``,
``cert_limit``, ``price_of``...).  Nothing here changes the state and nothing imports Qt.

The functions take a ``State`` (``Game.state``, or a past state kept by a history), so the same
code describes the present and any earlier point of a game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.actions import action_verb
from engine.entities import BANK, DEPOT, POOL, corp_key, id_of, kind_of, player_key
from engine.i18n import Msg, joined, msg
from engine.tiles import color_name

if TYPE_CHECKING:
    from engine.policies.data import MapMark
    from engine.state import State
    from engine.titles.base import ReportSection

DEFAULT_COLOR = "#888888"


def status_text(state: State, flag: str) -> str:
    """Readable text of a phase status flag, as the title words it."""
    return state.title.presentation.status_texts.get(flag, flag.replace("_", " "))


def event_text(state: State, event: str) -> str:
    """What the trains table says of a train event, as the title words it."""
    return state.title.presentation.event_texts.get(event, event.replace("_", " "))


# ---------------------------------------------------------------------------------- entities


@dataclass(frozen=True)
class Chip:
    """How an entity is told apart: its abbreviation AND its colour."""

    key: str  # holder key: "corp:CHI", "minor:A", "company:MIR", "player:1"
    sym: str
    name: str
    kind: str  # major | minor | private | player
    color: str  # "#rrggbb"


def _title_color(state: State, kind: str, sym: str) -> str:
    for ci in state.static.info.companies:
        if ci.sym == sym and ci.kind == kind:
            return ci.color
    return DEFAULT_COLOR


def chips(state: State) -> dict[str, Chip]:
    """Every corporation, minor and private of the game, by holder key."""
    out: dict[str, Chip] = {}
    for sym, c in state.corps.items():
        out[c.key] = Chip(c.key, sym, c.name, "major", _title_color(state, "major", sym))
    for sym, m in state.minors.items():
        out[m.key] = Chip(m.key, sym, m.name, "minor", _title_color(state, "minor", sym))
    for sym, co in state.companies.items():
        key = f"company:{sym}"
        out[key] = Chip(key, sym, co.name, "private", _title_color(state, "private", sym))
    return out


def holder_name(state: State, key: str | None) -> str:
    """A readable name for any holder key (player name, corporation sym, IPO, pool...)."""
    if key is None:
        return "—"
    if key == BANK:
        return msg("Bank")
    if key == POOL:
        return msg("Pool")
    if key == DEPOT:
        return msg("Depot")
    return state.name_of(key)


# ---------------------------------------------------------------------------------- cap table


@dataclass(frozen=True)
class Holding:
    percent: int
    certs: int
    president: bool = False
    reserved: int = 0  # percent of it not buyable (reserved certificates in the IPO)


@dataclass(frozen=True)
class CapColumn:
    key: str  # "player:<id>", "ipo" or "pool"
    label: str
    kind: str  # player | ipo | pool


@dataclass(frozen=True)
class CapRow:
    key: str  # "corp:<sym>"
    sym: str
    name: str
    color: str
    price: int | None  # market price (None before par)
    par: int | None
    treasury: int
    floated: bool
    closed: bool
    president: str | None  # player name
    holdings: tuple[Holding, ...]  # one per column, in column order


@dataclass(frozen=True)
class PlayerSummary:
    key: str
    id: str
    name: str
    cash: int
    certs: int
    cert_limit: int
    privates: tuple[str, ...]
    worth: int
    bankrupt: bool


@dataclass(frozen=True)
class CapTable:
    columns: tuple[CapColumn, ...]
    rows: tuple[CapRow, ...]
    players: tuple[PlayerSummary, ...]  # same order as the player columns
    bank_cash: int
    bank_broken: bool
    cert_limit: int
    bank_unlimited: bool = False  # (18GB: the bank never runs out; its cash is not shown)

    def row(self, sym: str) -> CapRow:
        return next(r for r in self.rows if r.sym == sym)

    def column_index(self, key: str) -> int:
        return next(i for i, c in enumerate(self.columns) if c.key == key)


def _holding(state: State, holder: str, sym: str) -> Holding:
    shares = [sh for sh in state.shares.values() if sh.corp == sym and sh.owner == holder]
    return Holding(
        percent=sum(sh.percent for sh in shares),
        certs=len(shares),
        president=any(sh.president for sh in shares) and kind_of(holder) == "player",
        reserved=sum(sh.percent for sh in shares if not sh.buyable),
    )


def cap_table(state: State) -> CapTable:
    """Players × corporations: percent held, presidency; IPO and pool columns; per player cash,
    certificates against the limit, privates and worth (the engine's ``player_value``)."""
    seating = list(state.seating)
    columns = [CapColumn(player_key(p), state.player[p].name, "player") for p in seating]
    columns += [CapColumn("ipo", msg("IPO"), "ipo"), CapColumn("pool", msg("Pool"), "pool")]
    rows = []
    for sym, corp in state.corps.items():
        holdings = []
        for col in columns:
            holder = corp_key(sym) if col.kind == "ipo" else POOL if col.kind == "pool" else col.key
            holdings.append(_holding(state, holder, sym))
        rows.append(
            CapRow(
                key=corp.key,
                sym=sym,
                name=corp.name,
                color=_title_color(state, "major", sym),
                price=state.price_of(sym) if corp.share_price else None,
                par=state.par_of(sym) if corp.par_price else None,
                treasury=state.cash(corp.key),
                floated=corp.floated,
                closed=corp.closed,
                president=state.name_of(corp.owner) if corp.owner else None,
                holdings=tuple(holdings),
            )
        )
    players = []
    limit = state.cert_limit()
    for p in seating:
        key = player_key(p)
        players.append(
            PlayerSummary(
                key=key,
                id=p,
                name=state.player[p].name,
                cash=state.cash(key),
                certs=state.num_certs(p),
                cert_limit=limit,
                privates=tuple(c.sym for c in state.player_companies(key)),
                worth=state.player_value(p),
                bankrupt=state.player[p].bankrupt,
            )
        )
    return CapTable(
        tuple(columns),
        tuple(rows),
        tuple(players),
        state.cash(BANK),
        state.ledger.bank_broken,
        limit,
        not state.ledger.bank_limited,
    )


# ---------------------------------------------------------------------------------- companies


@dataclass(frozen=True)
class CorpRow:
    key: str
    sym: str
    name: str
    kind: str  # major | minor
    color: str
    president: str | None  # player name (a minor's owner)
    treasury: int
    price: int | None
    par: int | None
    trains: tuple[str, ...]  # train names, in purchase order ("4D", "3'"...)
    obsolete_trains: tuple[str, ...]
    train_limit: int
    tokens_placed: int
    tokens_total: int
    next_token_price: int | None
    token_hexes: tuple[str, ...]
    floated: bool
    closed: bool
    operated: str  # "done", "now", "to come" (in an OR), "yes"/"no" otherwise
    notes: tuple[str, ...] = ()  # the title's words on its condition ("insolvent", "in receivership")


@dataclass(frozen=True)
class PrivateRow:
    key: str
    sym: str
    name: str
    color: str
    owner: str  # readable
    owner_key: str | None
    value: int
    revenue: int
    closed: bool


def _or_position(state: State) -> tuple[list[str], int] | None:
    rnd = state.round
    if rnd is None or getattr(rnd, "short", "") != "OR":
        return None
    return list(rnd.entities), rnd.entity_index


def corporations(state: State) -> tuple[CorpRow, ...]:
    """Minors first, then majors, each with treasury, price, trains, tokens and OR progress."""
    pos = _or_position(state)
    out = []
    for table, kind in ((state.minors, "minor"), (state.corps, "major")):
        for sym, c in table.items():
            key = c.key
            if pos is not None and key in pos[0]:
                i = pos[0].index(key)
                operated = "done" if i < pos[1] else "now" if i == pos[1] and not state.finished else "to come"
                if i == pos[1] and state.finished:
                    operated = "done"
            else:
                operated = "yes" if c.operated else "no"
            trains = [state.trains[t] for t in c.trains]
            nxt = c.next_token()
            out.append(
                CorpRow(
                    key=key,
                    sym=sym,
                    name=c.name,
                    kind=kind,
                    color=_title_color(state, kind, sym),
                    president=state.name_of(c.owner) if c.owner else None,
                    treasury=state.cash(key),
                    price=state.price_of(sym) if kind == "major" and c.share_price else None,
                    par=state.par_of(sym) if kind == "major" and c.par_price else None,
                    trains=tuple(state.title.presentation.train_label(state, t) for t in trains),
                    obsolete_trains=tuple(state.title.presentation.train_label(state, t) for t in trains if t.obsolete),
                    train_limit=state.train_limit(key),
                    tokens_placed=len(c.placed_tokens()),
                    tokens_total=len(c.tokens),
                    next_token_price=nxt.price if nxt else None,
                    token_hexes=tuple(t.hex for t in c.placed_tokens() if t.hex),
                    floated=c.floated,
                    closed=c.closed,
                    operated=operated,
                    notes=tuple(state.title.presentation.corporation_notes(state, sym)) if kind == "major" else (),
                )
            )
    return tuple(out)


def privates(state: State) -> tuple[PrivateRow, ...]:
    return tuple(
        PrivateRow(
            key=f"company:{sym}",
            sym=sym,
            name=c.name,
            color=_title_color(state, "private", sym),
            owner=holder_name(state, c.owner) if c.owner else msg("unsold"),
            owner_key=c.owner,
            value=c.value,
            revenue=c.revenue,
            closed=c.closed,
        )
        for sym, c in state.companies.items()
    )


# ---------------------------------------------------------------------------------- market


@dataclass(frozen=True)
class MarketCell:
    row: int
    col: int
    price: int
    par: bool
    end_game: bool
    no_limit: bool  # "y": certificates here do not count toward the limit
    close: bool
    occupants: tuple[str, ...]  # corporation syms, in arrival order (first arrived operates first)


@dataclass(frozen=True)
class MarketView:
    kind: str  # "2d" | "1d"
    rows: tuple[tuple[MarketCell | None, ...], ...]  # rectangular; None where the grid has no cell

    @property
    def width(self) -> int:
        return max((len(r) for r in self.rows), default=0)

    def where(self, sym: str) -> MarketCell | None:
        for row in self.rows:
            for cell in row:
                if cell is not None and sym in cell.occupants:
                    return cell
        return None


def market(state: State) -> MarketView:
    mkt = state.mkt
    width = max(len(r) for r in mkt.rows)
    rows = []
    for r, row in enumerate(mkt.rows):
        cells: list[MarketCell | None] = []
        for c in range(width):
            cell = row[c] if c < len(row) else None
            if cell is None:
                cells.append(None)
                continue
            occ = tuple(
                sym for sym in state.market.cells.get((r, c), []) if sym in state.corps and not state.corps[sym].closed
            )
            cells.append(
                MarketCell(r, c, cell.price, cell.par, cell.end_game, not cell.counts_for_limit, "c" in cell.flags, occ)
            )
        rows.append(tuple(cells))
    return MarketView(mkt.kind, tuple(rows))


# ---------------------------------------------------------------------------------- trains & phases


@dataclass(frozen=True)
class PhaseRow:
    name: str
    on: str | None  # the train whose first purchase starts it
    tiles: tuple[str, ...]
    color: str
    train_limit: int | None
    operating_rounds: int | None
    status: tuple[str, ...]  # readable
    current: bool
    past: bool


@dataclass(frozen=True)
class TrainRow:
    name: str
    price: int
    reach: int
    multiplier: int
    count: int  # copies in the game
    in_depot: int  # new ones not yet sold
    discarded: int  # back in the depot, sold again at face value
    owned: int  # held by corporations/minors now
    rusted: int  # removed from the game
    obsolete: int
    rusts_on: str | None
    obsolete_on: str | None
    events: tuple[str, ...]  # readable
    available: bool  # the depot sells one now
    label: str = ""  # how the title names the type (1833NE: a card by its faces and prices)


@dataclass(frozen=True)
class TrainsView:
    phase: PhaseRow
    phases: tuple[PhaseRow, ...]
    trains: tuple[TrainRow, ...]
    next_train: str | None
    next_price: int | None


def trains_and_phases(state: State) -> TrainsView:
    info, econ = state.static.info, state.econ
    phases = []
    for i, p in enumerate(info.phases):
        tl = p.extra.get("train_limit")
        ors = p.extra.get("operating_rounds")
        phases.append(
            PhaseRow(
                p.name,
                p.extra.get("on"),
                tuple(p.tiles),
                p.color,
                int(tl["corporation"] if isinstance(tl, dict) else tl) if tl is not None else None,
                int(ors) if ors is not None else None,
                tuple(status_text(state, f) for f in econ.phase_status.get(p.name, ())),
                i == state.phase_index,
                i < state.phase_index,
            )
        )
    selling = {t.id for t in state.depot_trains()}
    rows = []
    for td in econ.trains:
        mine = [t for t in state.trains.values() if t.name == td.name]
        rusts = {t.rusts_on for t in mine if t.rusts_on} or ({td.rusts_on} if td.rusts_on else set())
        obs = {t.obsolete_on for t in mine if t.obsolete_on} or ({td.obsolete_on} if td.obsolete_on else set())
        rows.append(
            TrainRow(
                name=td.name,
                price=td.price,
                reach=td.reach,
                multiplier=td.multiplier,
                count=len(mine),
                in_depot=sum(1 for t in mine if t.id in state.upcoming),
                discarded=sum(1 for t in mine if t.id in state.discarded),
                owned=sum(1 for t in mine if t.owner and kind_of(t.owner) in ("corp", "minor")),
                rusted=sum(1 for t in mine if t.rusted or t.owner is None),
                obsolete=sum(1 for t in mine if t.obsolete and not t.rusted),
                rusts_on=next(iter(sorted(rusts)), None),
                obsolete_on=next(iter(sorted(obs)), None),
                events=tuple(event_text(state, e) for e in td.events),
                available=any(t.id in selling for t in mine),
                label=state.title.presentation.train_type_label(state, td.name),
            )
        )
    nxt = state.trains[state.upcoming[0]] if state.upcoming else None
    return TrainsView(
        phases[state.phase_index],
        tuple(phases),
        tuple(rows),
        nxt.name if nxt else None,
        state.train_price(nxt) if nxt else None,
    )


# ---------------------------------------------------------------------------------- turn


@dataclass(frozen=True)
class TurnView:
    round_label: str  # "ISR 1", "SR 3", "OR 2.1"
    round_name: str  # "Stock Round" (the round's kind)
    step: str | None  # what is expected ("Lay Track")
    entity_key: str | None
    entity: str | None  # who acts: player name or corporation sym
    player: str | None  # the player at the table who acts (president for a corporation)
    types: tuple[str, ...]
    finished: bool
    end_reason: str | None
    phase: str
    round_title: str = ""  # "Stock Round 3", "Operating Round 2.1"

    def sentence(self) -> str:
        """One line for a status bar: who is to act and what is expected."""
        if self.finished:
            if self.end_reason:
                return msg("Game over ({reason})", reason=end_reason_text(self.end_reason))
            return msg("Game over")
        if self.entity is None:
            return msg("{round}: nobody to act", round=self.round_label)
        if self.player in (None, self.entity):
            who: str = self.entity
        else:
            who = msg("{player} for {entity}", player=self.player, entity=self.entity)
        what = joined([action_verb(t) for t in self.types]) or msg("nothing")
        if self.step:
            return msg(
                "{round} · {who}: {step} ({actions})", round=self.round_label, who=who, step=self.step, actions=what
            )
        return msg("{round} · {who} ({actions})", round=self.round_label, who=who, actions=what)


def end_reason_text(reason: str) -> str:
    """An end of game's code in words, as the status line shows it ("bank", "stock market")."""
    known = {
        "bank": msg("bank"),
        "bankrupt": msg("bankrupt"),
        "stock_market": msg("stock market"),
        "manually_ended": msg("manually ended"),
    }
    return known.get(reason) or reason.replace("_", " ")


def round_label(state: State) -> str:
    """The round's short code and numbers ("SR 3", "OR 2.1"): the English text is the code
    saves and tests know; other languages show their own abbreviation."""
    rnd = state.round
    if rnd is None:
        return "—"
    short = getattr(rnd, "short", "R")
    if short == "OR":
        return msg("OR {turn}.{round}", turn=state.turn, round=rnd.round_num)
    if short == "SR":
        return msg("SR {turn}", turn=state.turn)
    if short == "ISR":
        return msg("ISR {turn}", turn=state.turn)
    return f"{short} {state.turn}"


def round_title(state: State) -> str:
    """The round as players call it: "Stock Round 3", "Operating Round 2.1", "Auction Round 1"."""
    rnd = state.round
    if rnd is None:
        return "—"
    name = getattr(rnd, "name", "")
    if name == "Operating Round":
        return msg("Operating Round {turn}.{round}", turn=state.turn, round=rnd.round_num)
    if name == "Stock Round":
        return msg("Stock Round {turn}", turn=state.turn)
    if name == "Auction Round":
        return msg("Auction Round {turn}", turn=state.turn)
    if getattr(rnd, "short", "") == "OR":
        return msg("{round} {turn}.{number}", round=name, turn=state.turn, number=rnd.round_num)
    return msg("{round} {turn}", round=name, turn=state.turn)


def turn(state: State) -> TurnView:
    """Who acts now and what the engine expects (the same answer as ``Game.expected``)."""
    rnd = state.round
    step = rnd.active_step(state) if rnd and not state.finished else None
    ent = step.current_entity(state) if step else None
    types = tuple(rnd.actions_for(state, ent)) if ent and rnd else ()
    player = state.owner_player(ent) if ent else None
    return TurnView(
        round_label(state),
        getattr(rnd, "name", "") if rnd else "",
        step.description if step else None,
        ent,
        state.name_of(ent) if ent else None,
        state.name_of(player) if player else None,
        types,
        state.finished,
        state.end_reason,
        state.phase_name,
        round_title(state),
    )


# ---------------------------------------------------------------------------------- map


@dataclass(frozen=True)
class HexInfo:
    id: str
    name: str
    tile: str  # tile name ("57") or "preprinted"
    color: str
    label: str
    revenues: tuple[str, ...]  # one line per stop
    terrain: tuple[str, ...]
    cost: int  # terrain cost of laying here
    border_costs: tuple[str, ...]
    tokens: tuple[str, ...]  # one line per city with tokens
    reserved: tuple[str, ...]  # corporations holding a home slot here
    blocked_by: tuple[str, ...]

    def lines(self) -> list[str]:
        head = f"{self.id} {self.name}".strip()
        color = color_name(self.color)
        if self.label:
            tile = msg("Tile {tile} ({color}), label {label}", tile=self.tile, color=color, label=self.label)
        else:
            tile = msg("Tile {tile} ({color})", tile=self.tile, color=color)
        out: list[str] = [head, tile]
        out += self.revenues
        if self.terrain or self.cost:
            terrain = ", ".join(self.terrain) or "—"
            if self.cost:
                out.append(msg("Terrain: {terrain}, cost ${cost}", terrain=terrain, cost=self.cost))
            else:
                out.append(msg("Terrain: {terrain}", terrain=terrain))
        out += [msg("Border: {border}", border=b) for b in self.border_costs]
        out += self.tokens
        if self.reserved:
            out.append(msg("Reserved for: {corporations}", corporations=", ".join(self.reserved)))
        if self.blocked_by:
            out.append(msg("Blocked by: {companies}", companies=", ".join(self.blocked_by)))
        return out


def _revenue_text(rev: Any) -> str:
    if rev.by_color:
        parts = [msg("{revenue} ({color})", revenue=v, color=color_name(c)) for c, v in rev.by_color]
        out: str = parts[0]
        for part in parts[1:]:
            out = msg("{items} / {item}", items=out, item=part)
        return out
    return str(rev.flat)


def _stop_text(kind: str, number: int, revenue: str, slots: int) -> Msg:
    """One stop of a hex's tile: its kind and number, revenue and (a city) token slots."""
    if kind == "city":
        if slots == 1:
            return msg("City {number}: revenue {revenue}, 1 slot", number=number, revenue=revenue)
        return msg("City {number}: revenue {revenue}, {count} slots", number=number, revenue=revenue, count=slots)
    if kind == "town":
        return msg("Town {number}: revenue {revenue}", number=number, revenue=revenue)
    if kind == "offboard":
        return msg("Offboard {number}: revenue {revenue}", number=number, revenue=revenue)
    return msg("{kind} {number}: revenue {revenue}", kind=kind.capitalize(), number=number, revenue=revenue)


def _border_text(kind: str, cost: int, edge: int) -> Msg:
    if cost:
        return msg("{border} ${cost} (edge {edge})", border=kind, cost=cost, edge=edge)
    return msg("{border} (edge {edge})", border=kind, edge=edge)


def hex_info(state: State, hex_id: str) -> HexInfo:
    board = state.board
    st = board.state[hex_id]
    hd = board.hex(hex_id)
    tile = st.tile
    revenues = []
    for i, stop in enumerate(tile.stops):
        if stop.kind == "junction":
            continue
        revenues.append(_stop_text(stop.kind, i + 1, _revenue_text(stop.revenue), stop.slots))
    tokens = []
    for city, syms in sorted(st.tokens.items()):
        if syms:
            tokens.append(msg("Tokens in city {number}: {tokens}", number=city + 1, tokens=", ".join(syms)))
    cost = hd.cost + (tile.cost if st.tile_id is None else 0)
    borders = tuple(_border_text(b.type, b.cost, b.edge) for b in st.borders)
    reserved = tuple(sym for sym in state.reservations.get(hex_id, []))
    blocked = tuple(
        c
        for c in hd.blocked_by
        if c in state.companies
        and not state.companies[c].closed
        and kind_of(state.companies[c].owner or "") == "player"
    )
    return HexInfo(
        hex_id,
        hd.name.replace("\n", " "),
        tile.name if st.tile_id else msg("preprinted"),
        tile.color,
        tile.label,
        tuple(revenues),
        tuple(hd.terrain),
        cost,
        borders,
        tuple(tokens),
        reserved,
        blocked,
    )


# ---------------------------------------------------------------------------------- standings


@dataclass(frozen=True)
class Standing:
    name: str
    worth: int
    cash: int


def standings(state: State) -> tuple[Standing, ...]:
    """Players by worth, highest first (ties keep seating order)."""
    rows = [Standing(state.player[p].name, state.player_value(p), state.cash(player_key(p))) for p in state.seating]
    return tuple(sorted(rows, key=lambda r: -r.worth))


def entity_name(state: State, key: str | None) -> str:
    return holder_name(state, key) if key else "—"


__all__ = [
    "CapTable",
    "CapRow",
    "CapColumn",
    "Holding",
    "PlayerSummary",
    "CorpRow",
    "PrivateRow",
    "MarketView",
    "MarketCell",
    "TrainsView",
    "TrainRow",
    "PhaseRow",
    "TurnView",
    "HexInfo",
    "Chip",
    "Standing",
    "cap_table",
    "corporations",
    "privates",
    "market",
    "trains_and_phases",
    "turn",
    "round_label",
    "round_title",
    "end_reason_text",
    "hex_info",
    "chips",
    "standings",
    "holder_name",
    "entity_name",
    "id_of",
]


def home_markers(state: State) -> frozenset[str]:
    """The companies whose printed homes and reservations the map marks now: the corporations
    and minors of this game (not closed) and whoever still holds a reservation (18GB's GN and
    MC); a corporation the game does not have (another scenario's, one not drawn) is not."""
    out = {sym for sym, c in state.corps.items() if not c.closed}
    out |= {sym for sym, m in state.minors.items() if not getattr(m, "closed", False)}
    for syms in state.reservations.values():
        out.update(syms)
    return frozenset(out)


def map_marks(state: State) -> list[MapMark]:
    """What the map shows of the title's own rules now (closed hexes and crossings, neutral
    tokens): the title's ``map_marks``."""
    return state.title.track.map_marks(state)


def report_sections(state: State) -> list[ReportSection]:
    """The tables the title adds to the printed report now (1833NE: ferries, bonuses, the
    exits P4/P6 open): the title's ``report_sections``; none for most titles."""
    return state.title.presentation.report_sections(state)


def rules_notes(state: State) -> list[tuple[str, str]]:
    """The working assumptions in force for the game's title, as (note, source): Help -> Rules
    notes and the report's last page.  Empty for a title played from its printed rules."""
    return state.title.presentation.rules_notes()


def minor_split(state: State, key: str, revenue: int) -> tuple[int, int] | None:
    """(kept, paid to the owner) of a minor's run of ``revenue``, paid out automatically; None
    for a company that chooses its dividend."""
    if kind_of(key) != "minor":
        return None
    return state.title.revenue.minor_split(state, state.entity(key), revenue)
