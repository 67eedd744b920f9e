"""Programmed passes (18xx.games' "auto-pass"): a player's standing instruction to pass in this
stock round, or in this auction, *unless something changes*.

Event sourcing: a program is an action of the log (18xx.games' ``program_share_pass`` for the
stock round; ``program_auction_pass`` of ours for auctions, kept in our own metadata since the
site has no such action) set after a given number of processed actions, and cancelled by a
``program_disable``.  Whether it still holds is worked out from the states the replay rebuilds:
it holds while the *situation* it named is the one it was set in (the same round, the same
holdings, cash, prices, privates and open bids); any change cancels it.  The engine alone decides
when a program applies (``due``); the desktop only asks and carries out the answer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine import views
from engine.entities import player_key
from engine.i18n import msg

if TYPE_CHECKING:
    from engine.state import State

SHARE_PASS = "program_share_pass"  # 18xx.games' own action
AUCTION_PASS = "program_auction_pass"  # ours: the site's auction program names a target
DISABLE = "program_disable"  # 18xx.games' own action
KINDS = {SHARE_PASS: "stock", AUCTION_PASS: "auction"}
#: the programs a saved 18xx.games action list may carry (the site reads them)
SITE_TYPES = frozenset({SHARE_PASS, DISABLE})


def round_kind(state: State) -> str | None:
    """ "stock" or "auction" (a round's ``programmable`` hook), else None."""
    rnd = state.round
    return getattr(rnd, "programmable", None) if rnd is not None and not state.finished else None


def situation(state: State) -> tuple:
    """What a programmed pass assumes stays the same: the round, everyone's certificates, cash
    and privates, the prices, the round's bookkeeping (shares sold and bought, the item up for
    auction) and the open bids.  Passing changes none of it; any other action does."""
    rnd = state.round
    step = rnd.active_step(state) if rnd is not None and not state.finished else None
    bids = getattr(step, "bids", None)
    data = {k: v for k, v in (rnd.data.jsonable().items() if rnd is not None else ()) if k != "passed"}
    return (
        getattr(rnd, "name", None),
        state.turn,
        getattr(rnd, "round_num", None),
        views.cap_table(state),
        views.privates(state),
        repr(sorted(data.items(), key=lambda kv: str(kv[0]))),
        repr(sorted((str(k), tuple(v)) for k, v in bids.items())) if isinstance(bids, dict) else None,
    )


@dataclass(frozen=True)
class Program:
    """One standing instruction: ``player`` (the player id, as in the file) passes in the round
    of ``kind`` it was set in, while the situation stays ``since``."""

    player: str
    type: str  # SHARE_PASS | AUCTION_PASS
    at: int  # processed actions before it was set
    since: tuple  # the situation when it was set
    entity: Any = None  # the player's id as the file writes it (18xx.games: a number)

    @property
    def kind(self) -> str:
        return KINDS[self.type]


def program_action(player: str, type_: str, action_id: int | None = None) -> dict[str, Any]:
    """The log action that sets a program (18xx.games' fields)."""
    out: dict[str, Any] = {"type": type_, "entity": player, "entity_type": "player"}
    if type_ == SHARE_PASS:
        out.update(unconditional=False, indefinite=False)
    if action_id is not None:
        out["id"] = action_id
    return out


def disable_action(player: str, reason: str, action_id: int | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"type": DISABLE, "entity": player, "entity_type": "player", "reason": reason}
    if action_id is not None:
        out["id"] = action_id
    return out


def is_program_type(kind: Any) -> bool:
    return kind in KINDS or kind == DISABLE


def start(state: State, action: dict[str, Any], at: int) -> Program:
    """The program an action sets in ``state`` (the state after ``at`` actions)."""
    entity = action.get("entity")
    return Program(str(entity), str(action["type"]), at, situation(state), entity)


def active(programs: list[Program], state: State) -> list[Program]:
    """The programs that still hold in ``state``: the round kind they name and the situation they
    were set in (a change of either cancels them for good: a later state never revives them,
    since the log only grows from here)."""
    kind = round_kind(state)
    now = situation(state) if kind is not None else None
    return [p for p in programs if p.kind == kind and p.since == now]


def refusal(state: State, player: str, type_: str) -> str | None:
    """Why this program cannot be set now (None: it can)."""
    kind = round_kind(state)
    if type_ not in KINDS:
        return msg("There is no programmed action {kind}", kind=type_)
    if kind != KINDS[type_]:
        if KINDS[type_] == "stock":
            return msg("A pass for the stock round can be programmed only during a stock round")
        return msg("A pass for the auction can be programmed only during an auction")
    if player_key(player) not in {player_key(p) for p in state.players}:
        return msg("There is no player {player}", player=player)
    return None


@dataclass(frozen=True)
class Due:
    """What the engine does next for a program: pass for ``player``."""

    player: str
    action: dict[str, Any]
    program: Program


def due(programs: list[Program], state: State) -> Due | None:
    """The programmed pass to make now, if the player to act has a program that still holds and
    a pass is among their choices (a player over the certificate limit must sell: no pass)."""
    held = active(programs, state)
    if not held:
        return None
    turn = views.turn(state)
    if turn.entity_key is None or "pass" not in turn.types:
        return None
    for p in held:
        if player_key(p.player) == turn.entity_key:
            entity = p.player if p.entity is None else p.entity
            return Due(p.player, {"type": "pass", "entity": entity, "entity_type": "player"}, p)
    return None
