"""Tile lays the player may make right now: who lays, where, which tiles at which rotations, at
what cost, and the exact action to submit.

Everything offered here has been *processed* by the engine on a throwaway copy of the state (the
same round routing and checks ``Game.process`` runs), so the picker never offers a lay the
engine would refuse — including the round's own rules that ``upgrades.lay_options`` does not
know (a second lay that may not be an upgrade, a tile only a private may lay).  Candidates come
from ``upgrades.lay_options`` over the hexes the company's cached network reaches, as in
``engine.play.candidates._gen_lay_tile``; a private's own lay (18MEX KCMO: tile 470 in F5) comes from
its ``tile_lay`` ability.

Costs are what the engine charges: the drop in the operator's cash in the trial.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.actions import entity_key, malformed, normalise, wire
from engine.board import Board
from engine.entities import id_of, kind_of
from engine.errors import IllegalAction
from engine.i18n import msg
from engine.play import refusal

if TYPE_CHECKING:
    from engine.state import State


# ----------------------------------------------------------------------------------------
# Trials


@dataclass(frozen=True)
class Trial:
    """The outcome of processing one action on a copy of the state."""

    state: State | None  # the copy after the action (None when refused)
    reason: str | None  # the engine's sentence when refused

    @property
    def ok(self) -> bool:
        return self.state is not None


def trial(s: State, action: dict) -> Trial:
    """Process ``action`` on a clone of ``s``: routed to the step that takes it by the round's
    own ``step_for`` (refused when an earlier step blocks), then that step's own ``process``.  The automatic skips and turn changes that follow an accepted action are left
    out: they never refuse, and leaving them out keeps the trial cheap and the cash it took
    exactly the action's price.  ``s`` is never changed."""
    if s.finished or s.round is None:
        return Trial(None, msg("The game is over"))
    probe = s.clone(keep_answers=True)
    try:
        act = normalise(action)
        entity = act["_entity"] = entity_key(probe, action)
        assert probe.round is not None  # a copy of s.round
        step = probe.round.step_for(probe, entity, act["type"])
        probe.unsettle()  # (changed next: the answers kept are dropped, as ``process_steps`` does)
        step.process(probe, act)
    except IllegalAction as exc:
        return Trial(None, refusal(exc))
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
        return Trial(None, malformed(action.get("type"), exc))
    return Trial(probe, None)


def operator(s: State) -> str | None:
    """The entity whose turn it is (the active step's entity), or None."""
    if s.finished or s.round is None:
        return None
    step = s.round.active_step(s)
    return step.current_entity(s) if step is not None else None


def actors_for(s: State, action_type: str) -> list[str]:
    """Entities that may take ``action_type`` now: the step's entity and the privates it owns
    (their own abilities), in that order."""
    ent = operator(s)
    if ent is None:
        return []
    cands = [ent]
    if kind_of(ent) in ("corp", "minor"):
        cands += s.title.presentation.acting_companies(s, ent)
    assert s.round is not None  # operator() found an entity
    return [a for a in cands if action_type in s.round.actions_for(s, a)]


def payer(s: State, actor: str) -> str:
    """Whose cash pays for what ``actor`` does: a private's lay is paid by its owner."""
    if kind_of(actor) == "company":
        owner = s.companies[id_of(actor)].owner
        return owner or actor
    return actor


def spent(s: State, after: State, actor: str) -> int:
    """What ``actor``'s action cost, read from the engine's own trial of it (``after``): the cash
    that left whoever may pay — its payer and the company operating now (18GB's GN token is
    paid by the corporation its owner directs, not by the owner).  A hint and the price then
    come from one answer."""
    who = {actor, payer(s, actor)}
    operating = s.round.current_entity(s) if s.round is not None else None
    if operating is not None:
        who.add(operating)
    return sum(max(0, s.cash(h) - after.cash(h)) for h in who)


# ----------------------------------------------------------------------------------------
# Lay choices


@dataclass(frozen=True)
class TileChoice:
    """One tile the player may lay in a hex, with every legal rotation.

    ``costs[i]`` is the cost at ``rotations[i]`` (border costs can depend on the rotation);
    ``boards[i]`` is the board after that lay (for drawing a preview)."""

    hex: str
    tile: str  # tile name ("57")
    tile_id: str  # the id the action names ("57-1")
    actor: str  # holder key of who lays it ("corp:MC", "company:KCMO")
    rotations: tuple[int, ...]
    costs: tuple[int, ...]
    boards: tuple[Board, ...] = field(default=(), repr=False, compare=False)

    @property
    def cost(self) -> int:
        """The cheapest rotation's cost (the usual case: all rotations cost the same)."""
        return min(self.costs)

    def cost_at(self, rotation: int) -> int:
        return self.costs[self.rotations.index(rotation)]

    def board_at(self, rotation: int) -> Board:
        return self.boards[self.rotations.index(rotation)]

    def action(self, rotation: int) -> dict[str, Any]:
        """The exact ``lay_tile`` action for this tile at ``rotation`` (a legal one)."""
        if rotation not in self.rotations:
            raise ValueError(f"rotation {rotation} is not legal for tile {self.tile} in {self.hex}")
        return {**wire(self.actor), "type": "lay_tile", "hex": self.hex, "tile": self.tile_id, "rotation": rotation}

    def next_rotation(self, rotation: int, step: int = 1) -> int:
        """The legal rotation ``step`` places after (or before, negative) ``rotation``."""
        if rotation not in self.rotations:
            return self.rotations[0]
        i = self.rotations.index(rotation)
        return self.rotations[(i + step) % len(self.rotations)]


def tile_layers(s: State) -> list[str]:
    """Who may lay a tile right now: the operating company when its step offers ``lay_tile``,
    and privates it owns with their own lay ability."""
    return actors_for(s, "lay_tile")


def _ability_lay(s: State, actor: str) -> tuple[list[str], list[str] | None]:
    """(hexes, tile names or None for any) of a private's ``tile_lay`` ability."""
    hexes, tiles = s.title.presentation.company_lay_targets(s, id_of(actor))
    return [h for h in hexes if h in s.board.state], tiles


def _candidate_hexes(s: State, actor: str) -> list[str]:
    """Hexes worth asking about: the network the company reaches (cached per board version)
    and its home; for a private, its ability's hexes."""
    if kind_of(actor) == "company":
        return _ability_lay(s, actor)[0]
    from engine.graph import network

    net = network(s.board, id_of(actor), s.title.track.lay_extra_tokens(s, id_of(actor)))
    home = getattr(s.entity(actor), "home", "") if kind_of(actor) in ("corp", "minor") else ""
    return [h for h in s.board.state if net.reaches_hex(h) or h == home]


def _candidates(s: State, actor: str, hex_id: str) -> list[tuple[str, list[int]]]:
    """(tile name, rotations) the tile rules allow, before the round's own checks."""
    if kind_of(actor) == "company":
        hexes, tiles = _ability_lay(s, actor)
        if hex_id not in hexes:
            return []
        names = tiles if tiles is not None else list(s.board.defn.tiles)
        return [(n, s.board.defn.tiles[n].distinct_rotations()) for n in names if n in s.board.defn.tiles]
    from engine.upgrades import lay_options

    by_tile: dict[str, list[int]] = {}
    for opt in lay_options(s.title.presentation.lay_context_in(s, actor, hex_id), hex_id):
        by_tile.setdefault(opt.tile, []).append(opt.rotation)
    return list(by_tile.items())


def _action(s: State, actor: str, hex_id: str, tile: str, rotation: int) -> dict[str, Any]:
    return {**wire(actor), "type": "lay_tile", "hex": hex_id, "tile": s.board.next_tile_id(tile), "rotation": rotation}


def tile_choices(s: State, hex_id: str, cancel: Callable[[], bool] | None = None) -> list[TileChoice]:
    """Every legal lay in ``hex_id`` now, one entry per (actor, tile), each rotation checked by
    processing it on a copy of the state.  Empty when nothing can be laid there.  ``cancel``
    (a computer player's search under a time budget) is polled before each trial: a private
    that may lay any tile tries hundreds; once it says so, the lays found so far are returned."""
    out: list[TileChoice] = []
    for actor in tile_layers(s):
        for tile, rots in _candidates(s, actor, hex_id):
            ok_rots, costs, boards = [], [], []
            for rot in rots:
                if cancel is not None and cancel():
                    break
                t = trial(s, _action(s, actor, hex_id, tile, rot))
                if t.state is not None:  # t.ok
                    ok_rots.append(rot)
                    costs.append(spent(s, t.state, actor))
                    boards.append(t.state.board)
            if ok_rots:
                out.append(
                    TileChoice(
                        hex_id, tile, s.board.next_tile_id(tile), actor, tuple(ok_rots), tuple(costs), tuple(boards)
                    )
                )
    return out


def layable_hexes(s: State, cancel: Callable[[], bool] | None = None) -> list[str]:
    """Hexes where some lay is legal now (for highlighting).  Per hex, candidates are produced
    lazily and tried until the engine accepts one: usually one tile check and one trial.
    ``cancel`` is polled per hex; once it returns True the hexes found so far are returned."""
    out: list[str] = []
    for actor in tile_layers(s):
        for h in _candidate_hexes(s, actor):
            if cancel is not None and cancel():
                return sorted(out, key=_hex_order)
            if h in out:
                continue
            if _any_accepted(s, actor, h):
                out.append(h)
    return sorted(out, key=_hex_order)


def _any_accepted(s: State, actor: str, hex_id: str) -> bool:
    """Does the engine accept some lay here?  A refusal that names no rotation (the round's
    "cannot lay an upgrade now", a tile only a private may lay) is taken for the whole tile, so
    its other rotations are not tried: at worst a hex goes unhighlighted, never an option
    offered that the engine refuses (``tile_choices`` tries every rotation)."""
    refused: set[str] = set()
    for tile, rot in _lazy_candidates(s, actor, hex_id):
        if tile in refused:
            continue
        t = trial(s, _action(s, actor, hex_id, tile, rot))
        if t.ok:
            return True
        if "rotation" not in (t.reason or ""):
            refused.add(tile)
    return False


def _lazy_candidates(s: State, actor: str, hex_id: str) -> Iterator[tuple[str, int]]:
    """(tile, rotation) pairs the tile rules allow, one at a time (``_candidates`` computes them
    all; highlighting needs only the first the engine accepts)."""
    if kind_of(actor) == "company":
        for tile, rots in _candidates(s, actor, hex_id):
            for rot in rots:
                yield tile, rot
        return
    from engine.upgrades import iter_lay_options

    for opt in iter_lay_options(s.title.presentation.lay_context_in(s, actor, hex_id), hex_id):
        yield opt.tile, opt.rotation


def _hex_order(h: str) -> tuple[str, int]:
    letters = h.rstrip("0123456789")
    return (letters, int(h[len(letters) :] or 0))


# ----------------------------------------------------------------------------------------
# Why not


_TELLING = ("takes no tile", "is blocked", "cannot be upgraded", "Phase ", "No copies", "costs ")


def why_not(s: State, hex_id: str) -> str:
    """One sentence saying why nothing can be laid in ``hex_id`` now (for the status line)."""
    layers = tile_layers(s)
    if not layers:
        return msg("No tile can be laid now")
    if hex_id not in s.board.state:
        return msg("{hex} is not a hex on this map", hex=hex_id)
    where = _where(s, hex_id)
    reasons: list[str] = []
    for actor in layers:
        name = id_of(actor)
        if kind_of(actor) == "company":
            continue
        if hex_id not in _candidate_hexes(s, actor):
            reasons.append(msg("{entity}'s network does not reach {hex}", entity=name, hex=where))
            continue
        # options the tile rules allow but the round refuses (e.g. a second lay as an upgrade)
        for tile, rots in _candidates(s, actor, hex_id):
            t = trial(s, _action(s, actor, hex_id, tile, rots[0]))
            if t.reason:
                return t.reason
        reasons.append(_tile_reason(s, actor, hex_id))
    return reasons[0] if reasons else msg("Nothing can be laid in {hex} now", hex=where)


def _where(s: State, hex_id: str) -> str:
    name = s.board.defn.hexes[hex_id].name
    return f"{hex_id} ({name})" if name else hex_id


def _tile_reason(s: State, actor: str, hex_id: str) -> str:
    """The most telling refusal of ``check_lay`` over the catalogue: a rotation problem beats
    a phase, supply or hex problem, which beats "this tile does not fit"."""
    from engine.upgrades import check_lay

    ctx = s.title.presentation.lay_context_in(s, actor, hex_id)
    static: list[str] = []
    for name, tile in s.board.defn.tiles.items():
        for rot in tile.distinct_rotations():
            try:
                check_lay(ctx, hex_id, name, rot)
            except IllegalAction as exc:
                text = refusal(exc)
                if " at rotation " in text:
                    return text
                static.append(text)
                break
    telling = [r for r in static if any(k in r for k in _TELLING)]
    pick = telling or static
    return pick[0] if pick else msg("Nothing can be laid in {hex} now", hex=_where(s, hex_id))


def iter_actions(choices: Iterable[TileChoice]) -> list[dict[str, Any]]:
    """Every action the choices offer (tests and tools)."""
    return [c.action(r) for c in choices for r in c.rotations]


__all__ = [
    "TileChoice",
    "Trial",
    "actors_for",
    "iter_actions",
    "layable_hexes",
    "operator",
    "payer",
    "spent",
    "tile_choices",
    "tile_layers",
    "trial",
    "why_not",
]
