"""1833NE's Takeover game (optional rule "takeover"; facts §1, §7): the five variable-home
corporations and the Takeover round after the second OR of each pair from phase II.

A corporation owning a train that is not obsolete, whose track reaches a token of another
corporation, may offer to buy all that corporation's outstanding shares (held by players and
the pool) at the target's price, in cash or in its own treasury shares.  The target's president
may refuse unless the target has no train but obsolete ones.  The acquirer takes the target's
trains, treasury, ferries, privates and tokens, and one more train of limit; the target closes,
so the certificate limit falls.  Everything the seeds leave open is an assumption of
assets/titles/1833NE/assumptions.toml (ids takeover_*).

Actions (18xx.games vocabulary): ``merge`` by the acquirer (``corporation``: the target,
``payment``: "cash" or "shares"), ``choose`` by the target (``choice``: "accept" or "refuse"),
``pass``.  A variable-home corporation's ``par`` names its home ``city`` as a token does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.entities import BANK, POOL, Share, Token, corp_key, id_of, kind_of, player_key
from engine.errors import IllegalAction
from engine.i18n import msg
from engine.rounds.base import Action, Round, Step
from engine.scratch import RoundScratch
from engine.titles.base import happened
from engine.titles.g1833ne.protocol import rules
from engine.titles.g1833ne.scratch import Offer, TakeoverScratch, flags, takeover

if TYPE_CHECKING:
    from engine.state import State

PAYMENTS = ("cash", "shares")


# ====================================================================== who may take over whom
def can_acquire(s: State, sym: str) -> bool:
    """A floated corporation with a president and a train that is not obsolete."""
    corp = s.corps[sym]
    if not corp.floated or corp.closed or corp.owner is None or s.in_receivership(corp.key):
        return False
    return any(not s.trains[t].obsolete for t in corp.trains)


def targets(s: State, sym: str) -> list[str]:
    """The corporations with a token on a stop ``sym``'s track reaches (facts §7)."""
    from engine.graph import network

    if not can_acquire(s, sym):
        return []
    reached = network(s.board, sym).stops
    out = []
    for other in s.corps.values():
        if other.sym == sym or other.closed or not other.floated:
            continue
        if any((t.hex, t.city) in reached for t in other.tokens if t.hex is not None):
            out.append(other.sym)
    return sorted(out)


def outstanding(s: State, sym: str) -> list[Share]:
    """The target's certificates outside its treasury."""
    return [sh for sh in s.corp_shares(sym) if sh.owner != corp_key(sym)]


def may_refuse(s: State, sym: str) -> bool:
    """The target refuses at will unless it has no train but obsolete ones (facts §7); one in
    receivership has no one to refuse (assumption takeover_refusal)."""
    corp = s.corps[sym]
    if corp.owner is None:
        return False
    return any(not s.trains[t].obsolete for t in corp.trains)


def payment_plan(s: State, buyer: str, target: str, payment: str) -> dict[str, tuple[int, list[Share]]] | str:
    """Holder -> (cash, the buyer's certificates) for the target's outstanding shares at the
    target's price: all in cash, or each holder's value in whole shares of the buyer at its price
    and the rest in cash (assumption takeover_payment).  A sentence when it cannot be paid."""
    price = s.price_of(target)
    by_holder: dict[str, int] = {}
    for sh in outstanding(s, target):
        by_holder[sh.owner] = by_holder.get(sh.owner, 0) + sh.percent // 10
    buyer_key = corp_key(buyer)
    cash = s.cash(buyer_key)
    plan: dict[str, tuple[int, list[Share]]] = {}
    if payment == "cash":
        total = sum(units * price for units in by_holder.values())
        if total > cash:
            return msg("{corporation} cannot afford ${price}", corporation=buyer, price=total)
        return {h: (units * price, []) for h, units in by_holder.items()}
    own = s.price_of(buyer)
    treasury = [sh for sh in s.shares_of(buyer_key, buyer) if not sh.president]
    need_cash = 0
    for h, units in sorted(by_holder.items()):
        value = units * price
        k = value // own if own else 0
        if k > len(treasury):
            return msg("{corporation} has not enough shares in its treasury", corporation=buyer)
        given, treasury = treasury[:k], treasury[k:]
        plan[h] = (value - k * own, given)
        need_cash += value - k * own
        if kind_of(h) == "player" and s.percent_of(h, buyer) + 10 * k > s.econ.max_ownership_percent:
            return msg(
                "{player} would hold more than {percent} of {corporation}",
                player=s.name_of(h),
                percent="60%",
                corporation=buyer,
            )
    if need_cash > cash:
        return msg("{corporation} cannot afford ${price}", corporation=buyer, price=need_cash)
    return plan


def offer_value(s: State, buyer: str, target: str) -> tuple[int, int]:
    """(what the target's outstanding shares are worth, what the buyer receives in treasury
    and trains at face value) — what the offer shows before acting."""
    value = len(outstanding(s, target)) and sum(sh.percent // 10 for sh in outstanding(s, target)) * s.price_of(target)
    got = s.cash(corp_key(target)) + sum(s.train_price(s.trains[t]) for t in s.corps[target].trains)
    return int(value), got


def absorb(s: State, buyer: str, target: str, payment: str) -> None:
    """The takeover itself: the holders paid, the target's assets to the buyer, the target
    closed, one phase-IV card retired before phase IV (assumption takeover_phase_iv)."""
    plan = payment_plan(s, buyer, target, payment)
    if isinstance(plan, str):
        raise IllegalAction(plan)
    title = rules(s)
    bkey, tkey = corp_key(buyer), corp_key(target)
    happened(s, "takeover")
    for holder, (cash, given) in plan.items():
        payee = BANK if holder == POOL else holder
        if cash:
            s.spend(bkey, payee, cash)
        if given:
            s.transfer_shares(given, holder, bkey)
            if holder == POOL and s.percent_of(POOL, buyer) > s.econ.market_share_limit:
                flags(s).mark("pool_overflow")
                flags(s).pool_overflow.append(buyer)
    tcorp, bcorp = s.corps[target], s.corps[buyer]
    for tid in list(tcorp.trains):
        s.move_train(s.trains[tid], bkey)
    if s.cash(tkey):
        s.spend(tkey, bkey, s.cash(tkey))
    for h, owner in list(flags(s).ferries.items()):
        if owner == target:
            flags(s).ferries[h] = buyer
    for c in s.companies.values():
        if c.owner == tkey and not c.closed:
            c.owner = bkey
    for tok in tcorp.tokens:
        if tok.hex is None or tok.city is None:
            continue
        s.board.remove_token(tok.hex, tok.city, target)
        if not s.board.has_token(tok.hex, buyer):
            s.board.place_token(tok.hex, tok.city, buyer)
            bcorp.tokens.append(Token(0, tok.hex, tok.city))
        tok.hex = tok.city = None
    bcorp.flags["takeovers"] = int(bcorp.flags.get("takeovers", 0)) + 1
    s.note(msg("{corporation} takes over {target}", corporation=buyer, target=target))
    title.close_corporation(s, target)
    s.corps[target].flags["absorbed_by"] = buyer
    if s.phase_index < 3:
        cards = [tid for tid in s.upcoming if s.trains[tid].name == "IV"]
        if len(cards) > title.econ.train("IV").count:
            s.move_train(s.trains[cards[-1]], None)
            s.note(msg("A phase-IV train card is retired"))
    s.route_known.discard(target)


# ====================================================================== the round
class TakeoverRound(Round):
    """After the second OR of each pair from phase II (facts §7): each corporation that can take
    over another, in operating order, may make one offer (assumption takeover_order)."""

    name = msg("Takeover Round")
    short = "TR"
    scratch_type: ClassVar[type[RoundScratch]] = TakeoverScratch

    def select_entities(self, s: State) -> list[str]:
        return [k for k in s.operating_order() if kind_of(k) == "corp"]

    def setup(self, s: State) -> None:
        data = TakeoverScratch.of(self.data)
        data.done, data.offer = False, None
        self.entity_index = -1
        self.advance(s)

    def advance(self, s: State) -> None:
        TakeoverScratch.of(self.data).offer = None
        while True:
            self.entity_index += 1
            if self.entity_index >= len(self.entities):
                self.entity_index = max(0, len(self.entities) - 1)
                TakeoverScratch.of(self.data).done = True
                return
            sym = id_of(self.entities[self.entity_index])
            if not s.corps[sym].closed and targets(s, sym):
                return

    def finished(self, s: State) -> bool:
        return TakeoverScratch.of(self.data).done

    def process(self, s: State, action: Action) -> None:
        self.process_steps(s, action)


def _round(s: State) -> TakeoverRound:
    """The takeover round under way (its step's only round)."""
    rnd = s.round
    if not isinstance(rnd, TakeoverRound):
        raise TypeError(f"{type(rnd).__name__} is not a takeover round")
    return rnd


class Takeover(Step):
    description = msg("Take Over a Corporation")
    task = msg("take over a corporation or pass")

    def active_entities(self, s: State) -> list[str]:
        rnd = s.round
        if takeover(s).done or not rnd.entities:
            return []
        offer = takeover(s).offer
        if offer:
            return [corp_key(offer.target)]
        return [rnd.entities[rnd.entity_index]]

    def actions(self, s: State, entity: str) -> list[str]:
        if entity != self.current_entity(s):
            return []
        return ["choose"] if takeover(s).offer else ["merge", "pass"]

    def process_pass(self, s: State, action: Action) -> None:
        _round(s).advance(s)

    def process_merge(self, s: State, action: Action) -> None:
        buyer = id_of(action["_entity"])
        target = action.get("corporation")
        payment = action.get("payment", "cash")
        if target not in targets(s, buyer):
            raise IllegalAction(msg("{corporation} cannot take over {target}", corporation=buyer, target=target))
        if payment not in PAYMENTS:
            raise IllegalAction(msg("Payment must be one of {kinds}", kinds=", ".join(PAYMENTS)))
        plan = payment_plan(s, buyer, str(target), str(payment))
        if isinstance(plan, str):
            raise IllegalAction(plan)
        value, _ = offer_value(s, buyer, str(target))
        s.note(
            msg(
                "{corporation} offers ${amount} ({payment}) for {target}",
                corporation=buyer,
                amount=value,
                payment=msg("in cash") if payment == "cash" else msg("in {corporation} shares", corporation=buyer),
                target=target,
            )
        )
        if may_refuse(s, str(target)):
            takeover(s).offer = Offer(buyer, str(target), str(payment))
            return
        absorb(s, buyer, str(target), str(payment))
        _round(s).advance(s)

    def process_choose(self, s: State, action: Action) -> None:
        offer = takeover(s).offer
        assert offer is not None  # (the step takes a choice only while an offer stands)
        choice = action.get("choice")
        if choice not in ("accept", "refuse"):
            raise IllegalAction(msg("Choose accept or refuse"))
        if choice == "accept":
            absorb(s, offer.buyer, offer.target, offer.payment)
        else:
            s.note(msg("{target} refuses the offer of {corporation}", target=offer.target, corporation=offer.buyer))
        _round(s).advance(s)


def takeover_round(s: State) -> Round:
    return TakeoverRound(s, [Takeover()])


# ====================================================================== variable homes
def is_variable(s: State, sym: str) -> bool:
    info = next((ci for ci in s.static.info.companies if ci.sym == sym), None)
    return bool(info and info.extra.get("variable_home"))


def home_options(s: State, sym: str) -> list[tuple[str, int, int]]:
    """(hex, stop, home token price) where ``sym`` may launch: a free city space, not reserved,
    in a city that is not the home of another corporation still to launch (seed: "qualquer
    espaço de cidade livre, não reservado e que não seja a sede de outra corporação
    disponível").  A city's other tokens do not bar its free space, nor does a reservation in
    the hex's other city; $80 in a gray hex or one without a tile, $120 elsewhere (facts §1;
    assumption takeover_home)."""
    title = rules(s)
    waiting = {
        (c.home, title.tokens.home_city(s, c.sym, c.home))
        for c in s.corps.values()
        if not c.floated and not c.closed and c.home and c.sym != sym and s.board.tile_at(c.home).cities
    }
    out = []
    for h in s.board.state:
        tile = s.board.tile_at(h)
        for stop in tile.cities:
            if (h, stop) in waiting or title.tokens.free_slots(s, h, stop, sym) < 1:
                continue
            price = 80 if tile.color in ("white", "gray") else 120
            out.append((h, stop, price))
    return out


def launch_home(s: State, sym: str, action: Action) -> tuple[str, int, int]:
    """The home a variable-home corporation's par names (``city``), checked; refused without one."""
    city = action.get("city")
    if not city:
        raise IllegalAction(msg("{corporation} needs a home city", corporation=sym))
    hex_id, stop = rules(s).tokens.city_of(s, str(city))
    found = next(((h, st, p) for h, st, p in home_options(s, sym) if (h, st) == (hex_id, stop)), None)
    if found is None:
        raise IllegalAction(msg("{corporation} cannot make its home in {hex}", corporation=sym, hex=hex_id))
    return found


def place_variable_home(s: State, sym: str) -> None:
    """On floating: the chosen home token, paid from the new treasury."""
    corp = s.corps[sym]
    home = corp.flags.get("home_choice")
    if not home or corp.tokens[0].used:
        return
    hex_id, stop, price = home
    corp.home = hex_id
    s.board.mark_home(hex_id, stop, sym)  # (the home follows its city through upgrades)
    s.board.place_token(hex_id, stop, sym)
    corp.tokens[0].hex, corp.tokens[0].city = hex_id, stop
    s.spend(corp.key, BANK, price)
    s.note(msg("{corporation} places its home token in {hex} for ${price}", corporation=sym, hex=hex_id, price=price))


def city_id(s: State, h: str, stop: int) -> str:
    tile = s.board.tile_at(h)
    tid = s.board.state[h].tile_id or f"{h}-0"
    return f"{tid}-{tile.cities.index(stop)}"


__all__ = ["takeover_round", "targets", "absorb", "home_options", "launch_home", "place_variable_home", "player_key"]
