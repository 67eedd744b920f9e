"""The trains policy. Trains: limits, which trains a company may buy and for how much, the purchase
itself and what it brings (phases, rusting, events), trade-ins.

Every title plays these rules unless its own policy overrides them as a whole: ``class
TrainsRules(TrainsPolicy)`` in the title's package, named by ``Title.trains_policy``.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from engine.entities import (
    BANK,
    DEPOT,
    Train,
    id_of,
    kind_of,
)
from engine.errors import IllegalAction
from engine.i18n import msg
from engine.policies.base import Policy
from engine.scratch import OperatingScratch

if TYPE_CHECKING:
    from engine.rounds.base import Action, Step
    from engine.state import State
    from engine.title import Phase


def _phase_limit(phase: Phase, kind: str) -> int:
    """The phase's ``train_limit`` for a company of ``kind``: one number, or one for minors and
    one for corporations ({minor = .., corporation = ..}: 1893)."""
    limit = phase.extra.get("train_limit", 99)
    if isinstance(limit, dict):
        limit = limit.get("minor" if kind == "minor" else "corporation", 99)
    return int(limit)


class TrainsPolicy(Policy):
    """Trains: limits, which trains a company may buy and for how much, the purchase itself and
    what it brings (phases, rusting, events), trade-ins."""

    def after_operated_trains(self, s: State, entity: str) -> None:
        """Obsolete trains leave after their owner's dividend step."""
        corp = s.entity(entity)
        for tid in list(corp.trains):
            if s.trains[tid].obsolete:
                s.rust(s.trains[tid])

    # trains
    def may_rust(self, s: State, t: Train) -> bool:
        """May ``t`` rust now that the train rusting it was bought?  Default yes.  18MEX: under delay_minor_close
        the minors' 2-trains stay until the minors close."""
        return True

    def after_train_bought(self, s: State, buyer: str, train: Train) -> None:
        """Called after every train purchase (from the depot or another company), before the phase changes, rusting
        and events it brings.  Default nothing; 18MEX: MNR closes when NdM buys a train."""

    def phase_changed(self, s: State) -> None:
        """Called after each phase change a train purchase brings (the phase's status flags apply without it).
        Default nothing; no title overrides it yet."""

    def event(self, s: State, name: str) -> None:
        """Run one game.toml event of the first train of a kind, through the title's ``event_<name>`` method; an
        unknown event is refused, so a title declaring one must define it."""
        handler = getattr(self, sys.intern(f"event_{name}"), None)  # (interned: ``Step.process``)
        if handler is None:
            raise IllegalAction(msg("unknown event {event}", event=name))
        handler(s)

    def event_close_companies(self, s: State) -> None:
        """The ``close_companies`` event: every owned private closes (an unsold one stays open).  18MEX overrides it
        only to log the event."""
        for c in s.companies.values():
            c.closed = True if c.owner else c.closed

    def must_buy_train(self, s: State, entity: str) -> bool:
        """Must ``entity`` buy a train (and may its president pay in)?  When it has none, the depot has some and it
        has a route.  The buy-train step then offers only buying and the president's emergency sales."""
        corp = s.entity(entity)
        return not corp.trains and bool(s.depot_trains()) and s.title.revenue.can_run_route(s, entity)

    def train_count(self, s: State, name: str) -> int:
        """How many trains of kind ``name`` this game has: game.toml's ``count``.  18GB: the
        scenario's own count."""
        return self.title.econ.train(name).count

    def train_limit(self, s: State, key: str) -> int:
        """How many trains ``key`` may own: the phase's ``train_limit`` (one number, or one for
        minors and one for corporations) plus game.toml's
        ``train_limit_bonus`` of the corporation.  18GB: the 10-share limit for a converted
        corporation.  Read through ``s.train_limit``."""
        base = _phase_limit(s.phase, kind_of(key))
        if kind_of(key) == "corp":
            base += int(self.title.econ.corporations.get(id_of(key), {}).get("train_limit_bonus", 0))
        return base

    def lowest_train_limit(self, phase: Phase, kind: str) -> int:
        """A floor under the train limit of every company of ``kind`` ("minor" or "corp") in
        that phase, whatever ``train_limit`` says of each: ``State.crowded``, asked at every step
        of an operating round, asks ``train_limit`` only of the companies holding more trains
        than this.  A title whose ``train_limit`` can go lower than the phase's column says so
        here."""
        base = _phase_limit(phase, kind)
        if kind != "corp":
            return base
        return base + min([0] + [int(c.get("train_limit_bonus", 0)) for c in self.title.econ.corporations.values()])

    def room(self, s: State, entity: str) -> bool:
        """Is ``entity`` below the phase's train limit (``s.train_limit``)?"""
        return s.num_corp_trains(entity) < s.train_limit(entity)

    def min_train_price(self, s: State, entity: str) -> int | None:
        """The least ``entity`` could pay for some train: the cheapest depot train, or $1 for another company's
        (None: none to buy)."""
        prices = [s.train_price(t) for t in s.depot_trains()] + [1 for _ in s.other_trains(entity)]
        return min(prices) if prices else None

    def train_price_range(self, s: State, entity: str, train: Train) -> tuple[int, int]:
        """What ``entity`` may pay for another company's ``train``: its face value where
        ``face_value_only``, else $1 up to its cash.  1893: a forced buyer short of the face value
        may go up to it with its president's cash, and after the president's sale must spend
        what that sale raised."""
        if self.face_value_only(s, entity, train.owner):
            return s.train_price(train), s.train_price(train)
        return 1, max(s.cash(entity), 0)

    def can_buy_train(self, s: State, entity: str) -> bool:
        """May ``entity`` buy a train by choice?  Room, cash for the cheapest, and a minor only where
        ``minors_buy_trains`` lets it."""
        if kind_of(entity) == "minor" and not self.title.econ.settings.minors_buy_trains:
            return False
        low = self.min_train_price(s, entity)
        return self.room(s, entity) and low is not None and s.cash(entity) >= low

    def face_value_only(self, s: State, a: str | None, b: str | None) -> bool:
        """Must a train pass between ``a`` and ``b`` at its face value rather than any price?  Default no.  18MEX:
        when NdM buys or sells."""
        return False

    def buyable_trains(self, s: State, entity: str, step: Step) -> list[Train]:
        """The trains ``entity`` may buy now: the depot's (only its cheapest when the buyer cannot pay even that),
        other companies' unless it has no cash or its president has sold shares for this train, and no face-value
        trade it cannot pay unless forced.  18MEX: no second depot train in a limited_train_buy phase."""
        depot = s.depot_trains()
        others = s.other_trains(entity)
        cash = s.cash(entity)
        if cash < s.min_depot_price():
            t = s.min_depot_train()
            depot = [t] if t else []
            data = s.round.data
            if isinstance(data, OperatingScratch) and data.last_share_sold_price is not None:
                others = []
        if cash == 0:
            others = []
        if not self.must_buy_train(s, entity):
            others = [t for t in others if not (cash < s.train_price(t) and self.face_value_only(s, entity, t.owner))]
        return depot + others

    def buy_train(self, s: State, entity: str, action: Action, step: Step) -> bool:
        """A ``buy_train`` action of the buy-train step, the whole purchase in one place: the
        train named, a trade-in's credit (``trade_in``), the checks and the payment
        (``buy_train_action``, ending in ``train_bought``), then what the purchase brings
        (``deliver_train``: phases, rusting, events).  Returns whether the train came from the
        depot (the step counts those)."""
        tid = action.get("train")
        if tid not in s.trains:
            raise IllegalAction(msg("There is no train {train}", train=tid))
        train = s.trains[tid]
        from_depot = train.owner == DEPOT
        exchange = action.get("exchange")
        if exchange:
            OperatingScratch.of(s.round.data).trade_in_credit = self.trade_in(s, entity, train, exchange)
        try:
            self.buy_train_action(s, entity, train, action.get("price"), step)
        finally:
            OperatingScratch.of(s.round.data).forget("trade_in_credit")
        return from_depot

    def buy_train_action(self, s: State, entity: str, train: Train, price: Any, step: Step) -> None:
        """Check and make a train purchase: depot trains at list price, others from $1 to the buyer's cash (face
        value where ``face_value_only``); a forced buyer short of cash takes the rest from its president, for the
        cheapest depot train only.  18MEX: the first 5-train also records who will decide the NdM merger."""
        if not isinstance(price, int):
            raise IllegalAction(msg("A train purchase needs a price"))
        if train not in self.buyable_trains(s, entity, step):
            raise IllegalAction(msg("Train {train} cannot be bought now", train=train.id))
        if train.owner == entity:
            raise IllegalAction(msg("A corporation cannot buy its own train"))
        from_depot = train.owner == DEPOT
        data = s.round.data
        list_price = s.train_price(train) - (data.trade_in_credit if isinstance(data, OperatingScratch) else 0)
        if from_depot and price != list_price:
            raise IllegalAction(msg("Train {train} costs ${price}", train=train.id, price=list_price))
        if not from_depot:
            if self.face_value_only(s, entity, train.owner) and price != s.train_price(train):
                raise IllegalAction(msg("Must pay face value"))
            self.check_train_price(s, entity, train, price)
        remaining = price - s.cash(entity)
        if remaining > 0:
            if not self.must_buy_train(s, entity):
                raise IllegalAction(msg("{corporation} cannot afford ${price}", corporation=id_of(entity), price=price))
            cheapest = s.min_depot_train()
            if cheapest is None or train.name != cheapest.name:
                raise IllegalAction(msg("Cannot purchase {train} train: cheaper train available", train=train.name))
            owner = s.entity(entity).owner
            if owner is None or s.cash(owner) < remaining:
                raise IllegalAction(
                    msg("{player} cannot contribute ${amount}", player=s.name_of(owner), amount=remaining)
                )
            s.spend(owner, entity, remaining)
            s.note(msg("{player} contributes ${amount}", player=s.name_of(owner), amount=remaining))
        self.train_bought(s, entity, train, price)

    def check_train_price(self, s: State, entity: str, train: Train, price: int) -> None:
        """Refuse a price for another company's train outside ``train_price_range``."""
        low, high = self.train_price_range(s, entity, train)
        if not low <= price <= high:
            raise IllegalAction(
                msg(
                    "{corporation} may only spend between ${low} and ${high}",
                    corporation=id_of(entity),
                    low=low,
                    high=high,
                )
            )

    def train_bought(self, s: State, entity: str, train: Train, price: int) -> None:
        """A checked purchase: logged, paid and made (``State.buy_train``: phase, rusting,
        events).  The one way ``buy_train_action`` (a title's too) completes a purchase."""
        s.note(
            msg(
                "{corporation} buys a {train} train for ${price} from {entity}",
                corporation=id_of(entity),
                train=train.name,
                price=price,
                entity=s.name_of(train.owner),
            )
        )
        self.deliver_train(s, entity, train, price)

    def deliver_train(self, s: State, buyer: str, train: Train, price: int | None) -> None:
        """Pay for the train (its list price when ``price`` is None) and take it, then what its
        purchase brings (``after_train_bought``, ``train_arrives``)."""
        src = train.owner
        cost = s.train_price(train) if price is None else price
        if cost:
            payee = BANK if src == DEPOT else src
            s.spend(buyer, payee, cost)  # type: ignore[arg-type]
        s.move_train(train, buyer)
        self.after_train_bought(s, buyer, train)
        self.train_arrives(s, buyer, train)

    def train_arrives(self, s: State, buyer: str, train: Train) -> None:
        """What a train leaving the depot brings, bought or exported by the bank: the phases it
        starts (``phase_changed`` after each), rusting and obsolescence (``may_rust``), and the
        events of the first train of its kind (``event``)."""
        phases = s.static.info.phases
        while s.phase_index + 1 < len(phases) and phases[s.phase_index + 1].extra.get("on") == train.name:
            s.phase_index += 1
            s.note(msg("-- Phase {phase} --", phase=s.phase_name))
            self.phase_changed(s)
        s.rust_trains(train)
        s.flags.mark("events_done")
        if not s.flags.events_done.get(train.name) and s.is_first_of_kind(train):
            s.flags.events_done[train.name] = True
            for ev in s.econ.train(train.name).events:
                self.event(s, ev)

    def trade_in(self, s: State, entity: str, train: Train, exchange: Any) -> int:
        """Hand in train ``exchange`` toward ``train`` from the depot (game.toml ``trade_in``: the
        kinds taken and their credit), once per operating turn; the handed-in train goes to the
        depot's used trains.  Returns the credit; refused with the reason otherwise."""
        credits = dict(self.title.econ.train(train.name).trade_in)
        old = s.trains.get(exchange) if isinstance(exchange, str) else None
        if old is None or old.owner != entity:
            raise IllegalAction(msg("{entity} does not own train {train}", entity=id_of(entity), train=exchange))
        if train.owner != DEPOT:
            raise IllegalAction(msg("Only a train bought from the depot takes a train in exchange"))
        if old.name not in credits:
            raise IllegalAction(
                msg("A {train} train is not taken in exchange for a {new} train", train=old.name, new=train.name)
            )
        data = OperatingScratch.of(s.round.data)
        data.mark("traded_in")
        traded = data.traded_in
        if entity in traded:
            raise IllegalAction(msg("{entity} has already traded in a train this turn", entity=id_of(entity)))
        traded.append(entity)
        s.move_train(old, DEPOT)
        s.discarded.append(old.id)
        s.note(msg("{entity} trades in a {train} train", entity=id_of(entity), train=old.name))
        return credits[old.name]
