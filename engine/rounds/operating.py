"""The operating round: each floated minor, then each corporation by share price, runs its turn
through the steps below.  Titles compose the list (``Engine.operating_steps``) and override the
few that differ (18MEX adds the NdM merger and its token choice).

The flow follows the recorded games: a step with nothing to do for the operator is skipped at
once (a trainless corporation withholds nothing and its price drops; a minor pays half to its
owner); a recorded ``pass`` ends a step that still offered something.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.actions import ACTION_VERBS
from engine.entities import BANK, DEPOT, company_key, corp_key, id_of, kind_of
from engine.errors import IllegalAction
from engine.i18n import msg
from engine.rounds.base import Action, Round, Step
from engine.scratch import OperatingScratch, RoundScratch

if TYPE_CHECKING:
    from engine.state import State


class OperatingRound(Round):
    name = msg("Operating Round")
    short = "OR"
    scratch_type: ClassVar[type[RoundScratch]] = OperatingScratch

    def select_entities(self, s: State) -> list[str]:
        return s.operating_order()

    def setup(self, s: State) -> None:
        s.title.privates.payout_companies(s)
        for key in self.entities:
            for tid in s.entity(key).trains:
                if s.trains[tid].operated:
                    s.writable_train(tid).operated = False
        OperatingScratch.of(self.data).bought_trains = []
        if self.any_to_act(s):
            self.start_operating(s)

    def any_to_act(self, s: State) -> bool:
        return any(not s.is_closed(e) for e in self.entities)

    @property
    def operator(self) -> str | None:
        return self.entities[self.entity_index] if self.entities else None

    def finished(self, s: State) -> bool:
        return self.active_step(s) is None or not self.any_to_act(s)

    def process(self, s: State, action: Action) -> None:
        if type(self).after_process is not OperatingRound.after_process:  # a title's own after_process
            super().process(s, action)
            return
        found = self.process_steps(s, action)
        if self.first_blocking(s, found) is None and not s.finished:  # = after_process, without
            self.next_entity(s)  # asking the blocking step found by skip_steps again

    def after_process(self, s: State, action: Action) -> None:
        if self.active_step(s) is not None:
            return
        if not s.finished:
            self.next_entity(s)

    def next_entity(self, s: State) -> None:
        if self.entity_index >= len(self.entities) - 1:
            return
        self.entity_index += 1
        if s.is_closed(self.entities[self.entity_index]):
            self.next_entity(s)
            return
        for st in self.steps:
            st.unpass()
        for st in self.steps:
            st.setup(s)
        self.start_operating(s)

    def start_operating(self, s: State) -> None:
        entity = self.entities[self.entity_index]
        if s.is_closed(entity):
            self.next_entity(s)
            return
        owner = s.owner_player(entity)
        if owner is None:  # (in receivership: nobody directs it)
            s.note(msg("{entity} operates without a director", entity=id_of(entity)))
        else:
            s.note(msg("{player} operates {entity}", player=s.name_of(owner), entity=id_of(entity)))
        s.title.rounds.start_of_turn(s, entity)
        self.skip_steps(s)
        if self.active_step(s) is None:
            self.next_entity(s)

    def recalculate_order(self, s: State) -> None:
        rest = self.entities[self.entity_index + 1 :]
        order = [e for e in s.operating_order() if e in rest]
        self.entities = self.entities[: self.entity_index + 1] + order + [e for e in rest if e not in order]


# ----------------------------------------------------------------------------------------
# Steps


def _say_why_skipped(s: State, entity: str | None, step: str) -> None:
    """A step skipped by a title's rule (not for want of anything to do) says which rule."""
    why = s.title.rounds.skip_reason(s, entity, step) if entity is not None else None
    if why:
        s.note(why)


class OperatorStep(Step):
    """A step whose actor is the operating entity."""

    def operator(self, s: State) -> str | None:
        rnd = s.round
        return rnd.entities[rnd.entity_index] if rnd.entities else None


class Bankrupt(OperatorStep):
    description = msg("Bankrupt")
    task = ACTION_VERBS["bankrupt"]
    blocks_round = False

    def actions(self, s: State, entity: str) -> list[str]:
        """Only while the corporation stands in the train purchase: 18xx.games offers bankruptcy
        there alone (its engine fails on one declared in another step), and before it the turn
        may still lay track, place tokens and run."""
        if (
            entity != self.current_entity(s)
            or kind_of(entity) == "minor"
            or s.econ.settings.bankruptcy == "not_allowed"
        ):
            return []
        if not isinstance(s.round.active_step(s), BuyTrain):
            return []
        return ["bankrupt"]

    def accepts(self, s: State, entity: str, kind: str) -> bool:
        # asked for every action routed through the round: find the active step only for a bankruptcy
        return kind == "bankrupt" and super().accepts(s, entity, kind)

    def process_bankrupt(self, s: State, action: Action) -> None:
        s.title.bankruptcy.bankrupt(s, action["_entity"])


class BuyCompany(OperatorStep):
    """A corporation buys a private from a player (any time in its turn, or at its end)."""

    description = msg("Buy Companies")
    task = msg("buy companies")

    def __init__(self, blocks: bool = False) -> None:
        super().__init__(blocks=blocks)
        self.blocks_round = blocks

    def actions(self, s: State, entity: str) -> list[str]:
        if kind_of(entity) == "minor":
            return []
        if s.title.privates.can_buy_company(s, entity, self.current_entity(s), end_of_turn=self.blocks_round):
            return ["buy_company", "pass"] if self.blocks_round else ["buy_company"]
        if self.blocks_round and kind_of(entity) == "corp" and s.title.privates.has_active_abilities(s, entity):
            return ["pass"]
        return []

    def process_buy_company(self, s: State, action: Action) -> None:
        s.title.privates.corporation_buys_company(s, action["_entity"], action.get("company"), action.get("price"))


class Track(OperatorStep):
    description = msg("Lay Track")
    task = msg("lay track")

    def setup(self, s: State) -> None:
        data = OperatingScratch.of(s.round.data)
        data.laid, data.upgraded, data.laid_hexes = 0, False, []

    def actions(self, s: State, entity: str) -> list[str]:
        if kind_of(entity) == "company" or entity != self.current_entity(s):
            return []
        return ["lay_tile", "pass"] if s.title.track.remaining_tile_lay(s, entity) else []

    def lay_allowance(self, s: State, entity: str) -> dict | None:
        lays = s.title.track.tile_lays(s, entity)
        data = OperatingScratch.of(s.round.data)
        n = data.laid
        if n >= len(lays):
            return None
        lay = dict(lays[n])
        for k in ("lay", "upgrade"):
            if lay.get(k) == "not_if_upgraded":
                lay[k] = not data.upgraded
        return lay

    def skip(self, s: State) -> None:
        _say_why_skipped(s, self.current_entity(s), "track")
        super().skip(s)

    def process_lay_tile(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        upgrade = s.title.track.lay_track(s, entity, action, self)
        hex_id = str(action.get("hex"))
        data = OperatingScratch.of(s.round.data)
        if upgrade:
            data.upgraded = True
        data.laid += 1
        data.mark("laid_hexes")
        data.laid_hexes.append(hex_id)
        if not s.title.track.remaining_tile_lay(s, entity):
            self.pass_(s)


class SpecialTrack(OperatorStep):
    """A private's own tile lay (18MEX KCMO: tile 470 in F5) during its owner's track step."""

    description = msg("Lay Track for a private")
    task = msg("lay track for a private")
    blocks_round = False

    def actions(self, s: State, entity: str) -> list[str]:
        if kind_of(entity) != "company":
            return []
        return ["lay_tile"] if s.title.privates.special_track_ok(s, id_of(entity), self.operator(s)) else []

    def process_lay_tile(self, s: State, action: Action) -> None:
        operator = self.operator(s)
        if operator is None:
            raise IllegalAction(msg("No company is operating"))
        s.title.track.lay_tile(s, operator, action, company=id_of(action["_entity"]))


class SpecialToken(OperatorStep):
    """A private's free extra token (18MEX CdB: Santa Rosalia)."""

    description = msg("Place a token for a private")
    task = msg("place a token for a private")
    blocks_round = False

    def actions(self, s: State, entity: str) -> list[str]:
        if kind_of(entity) != "company":
            return []
        return ["place_token"] if s.title.privates.special_token_ok(s, id_of(entity), self.operator(s)) else []

    def process_place_token(self, s: State, action: Action) -> None:
        s.title.privates.special_token(s, self.operator(s), id_of(action["_entity"]), action)


class Token(OperatorStep):
    description = msg("Place a Token")
    task = msg("place a token")

    def actions(self, s: State, entity: str) -> list[str]:
        if entity != self.current_entity(s) or kind_of(entity) == "company":
            return []
        return ["place_token", "pass"] if s.title.tokens.can_place_token(s, entity) else []

    def process_place_token(self, s: State, action: Action) -> None:
        s.title.tokens.place_token(s, action["_entity"], action)
        self.pass_(s)


class Route(OperatorStep):
    description = msg("Run Routes")
    task = ACTION_VERBS["run_routes"]

    def skip(self, s: State) -> None:
        _say_why_skipped(s, self.current_entity(s), "routes")
        super().skip(s)

    def actions(self, s: State, entity: str) -> list[str]:
        if entity != self.current_entity(s) or kind_of(entity) not in ("corp", "minor"):
            return []
        # trains that already ran this round (inherited in a merger) do not run again: with
        # no other train the step is skipped, as on 18xx.games
        if not any(not s.trains[t].operated for t in s.entity(entity).trains) or not s.title.revenue.can_run_route(
            s, entity
        ):
            return []
        return ["run_routes"]

    def process_run_routes(self, s: State, action: Action) -> None:
        revenue = s.title.revenue.run_routes(s, action["_entity"], action.get("routes") or [])
        OperatingScratch.of(s.round.data).revenue = revenue
        self.pass_(s)


class Dividend(OperatorStep):
    description = msg("Pay or Withhold Dividends")
    task = msg("pay or withhold dividends")

    def setup(self, s: State) -> None:
        OperatingScratch.of(s.round.data).revenue = 0

    def actions(self, s: State, entity: str) -> list[str]:
        if entity != self.current_entity(s) or kind_of(entity) != "corp":
            return []
        return ["dividend"] if OperatingScratch.of(s.round.data).revenue > 0 else []

    def skip(self, s: State) -> None:
        ent = self.current_entity(s)
        revenue = OperatingScratch.of(s.round.data).revenue
        kind = "payout" if ent and kind_of(ent) == "minor" and revenue > 0 else "withhold"
        if ent and kind_of(ent) == "corp" and revenue == 0:
            # the cause before its effect: the log must not read as if the last action (a tile
            # lay, a pass) moved the price
            s.note(msg("{corporation} has no run this turn and withholds", corporation=id_of(ent)))
        self.process_dividend(s, {"type": "dividend", "kind": kind, "_entity": ent})

    def process_dividend(self, s: State, action: Action) -> None:
        data = OperatingScratch.of(s.round.data)
        s.title.revenue.pay_or_withhold(s, action["_entity"], action.get("kind"), data.revenue)
        data.revenue = 0
        self.pass_(s)


class DiscardTrain(Step):
    description = msg("Discard Trains")
    task = msg("discard trains")

    def active(self, s: State) -> bool:
        return bool(s.crowded())

    def active_entities(self, s: State) -> list[str]:
        return s.crowded()[:1]

    def actions(self, s: State, entity: str) -> list[str]:
        return ["discard_train"] if entity in s.crowded() else []

    #: a discarded train leaves the game instead of going to the depot's used trains (18GB)
    leaves_game = False

    def process_discard_train(self, s: State, action: Action) -> None:
        discard_train(s, action["_entity"], action.get("train"), leaves_game=self.leaves_game)


def discard_train(s: State, entity: str, tid: object, *, leaves_game: bool = False) -> None:
    """``entity`` gives up train ``tid``: to the depot's used trains (where the bank sells it
    again unless it is obsolete), or out of the game.  Refused unless ``entity`` owns it."""
    if not isinstance(tid, str) or tid not in s.trains or s.trains[tid].owner != entity:
        raise IllegalAction(msg("{entity} does not own train {train}", entity=id_of(entity), train=tid))
    t = s.trains[tid]
    if leaves_game:
        s.move_train(t, None)
    else:
        s.move_train(t, DEPOT)
        if not t.obsolete:
            s.discarded.append(t.id)
    s.note(msg("{entity} discards {train}", entity=id_of(entity), train=t.name))


class BuyTrain(OperatorStep):
    """Buy trains from the depot or other corporations; the president helps when a trainless
    corporation with a route must buy (selling shares if needed).  ``one_depot_train`` limits
    depot purchases to one per OR while the phase has status ``limited_train_buy`` (18MEX)."""

    description = msg("Buy Trains")
    task = msg("buy trains")

    def setup(self, s: State) -> None:
        OperatingScratch.of(s.round.data).last_share_sold_price = None

    def actions(self, s: State, entity: str) -> list[str]:
        cur = self.current_entity(s)
        if cur is None:
            return []
        if kind_of(cur) == "minor":  # a minor buys only where the title lets it, never compulsorily
            if entity == cur and s.econ.settings.minors_buy_trains and s.title.trains.can_buy_train(s, entity):
                return ["buy_train", "pass"]
            return []
        owner = s.entity(cur).owner
        if entity == owner and kind_of(entity) == "player":
            return ["sell_shares"]
        if entity != cur:
            return []
        if s.title.trains.must_buy_train(s, entity):
            return ["sell_shares", "buy_train"]
        if s.title.trains.can_buy_train(s, entity):
            return ["buy_train", "pass"]
        return []

    def process_buy_train(self, s: State, action: Action) -> None:
        entity = action["_entity"]
        from_depot = s.title.trains.buy_train(s, entity, action, self)
        if not s.title.trains.can_buy_train(s, entity):
            self.pass_(s)
        if from_depot:
            data = OperatingScratch.of(s.round.data)
            data.mark("bought_trains")
            data.bought_trains.append(entity)
            if not s.title.trains.buyable_trains(s, entity, self):
                self.pass_(s)

    def process_sell_shares(self, s: State, action: Action) -> None:
        s.title.bankruptcy.emergency_sell(s, action, self)


def corp_of(entity: str) -> str:
    return corp_key(id_of(entity))


__all__ = [
    "OperatingRound",
    "Bankrupt",
    "BuyCompany",
    "Track",
    "SpecialTrack",
    "SpecialToken",
    "Token",
    "Route",
    "Dividend",
    "DiscardTrain",
    "discard_train",
    "BuyTrain",
    "BANK",
    "company_key",
    "corp_of",
]
