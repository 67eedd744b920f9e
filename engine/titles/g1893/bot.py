"""1893's own rules of thumb for the ``steady`` computer player (``Title.bot_rules``).

* **Par at the top.**  A corporation floats with ten times its par from the bank (full
  capitalisation) and a par sets the market row it climbs along: 100 starts on the row that
  reaches 250 before turning up, 60 on one that ends at 75.  A company parred at 60 has $600 for
  its trains and its shares stay cheap, a poor use of a player's nine certificates; steady pars
  only at 90 or 100 and otherwise leaves the corporation to others (it buys their shares).
* **The EVA at the lowest price.**  A player may take the EVA from another player at any price
  from 1 (the seller is paid in an operating round, the bank in a stock round): its face value
  (150) counts in the buyer's score at once, with 30 an operating round, and leaves the
  seller's.  Steady takes it at 1 whenever a rival holds it (never from a person: see
  ``SteadyBot.fair``).
* **Idle cash in AdSK bonds.**  A bond costs 100, pays 10 an operating round and scores 100;
  cash pays nothing.  Steady buys one when nothing better is on offer, it keeps a certificate
  free, and its cash beyond the bond still pays the trains its companies must buy (a bond
  cannot be sold in an operating round's emergency).  It sells a bond back (at 100: nothing
  lost) when it needs that cash for such a train or the certificate for a share.
* **No rival ruined while steady is behind.**  A president who cannot pay for a train goes
  bankrupt and the game ends at once.  Steady takes no rival company's last train while a rival
  is ahead of it if that company and its president together could not pay for the next *new*
  train: the cheaper pool trains the common rule counts on are one purchase away from gone
  (1893 games ended in their third set, steady behind, after its minors took a rival's last
  two trains at 1 each while a pool 3-train still looked affordable, and another company
  bought that).  When the purchase is forced, a harmless seller's train comes first.
* **The dearest of the rivals' trains.**  Rivals' trains are offered at 1 alike; steady takes
  the dearest (the longest, the last to rust).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.entities import POOL, id_of, kind_of
from engine.i18n import msg
from engine.policies.data import BotScore
from engine.titles.g1893.protocol import rules

if TYPE_CHECKING:
    from engine.state import State

#: the lowest par steady starts a corporation at
LOW_PAR = 90


def _price(value: Any) -> int:
    try:
        return int(str(value).split(",")[0])
    except ValueError:
        return 0


def par(s: State, me: str, choice: Any) -> BotScore | None:
    """Start a corporation at the highest par the player can pay, only if that is 90 or 100."""
    param = choice.param
    if param is None or not param.options:
        return None
    price, value = max((_price(v), v) for _, v in param.options)
    sym = choice.action.get("corporation", "")
    if price < LOW_PAR:
        return BotScore(-0.5, msg("starts {corporation} at a low par", corporation=sym), value)
    presides = sum(1 for corp in s.corps.values() if corp.owner == me and not corp.closed)
    score = (7.5, 6.6, 3.0)[min(presides, 2)]
    return BotScore(
        score, msg("starts {corporation} at {price}: full capital, the upper rows", corporation=sym, price=price), value
    )


#: the private any player may take from another for 1 up to its cash
EVA = "EVA"
#: the EVA's score: above passing, below the turn's other moves (it is offered at every step of
#: the turn: taken when steady would otherwise pass, the turn's plan unchanged)
EVA_SCORE = 0.9
#: the score of a bond bought with idle cash: above passing (0), below every sound share (3+)
BOND_SCORE = 2.0


def company(s: State, me: str, choice: Any) -> BotScore | None:
    """The EVA from a rival at 1; a bond with idle cash; other companies: the common rules."""
    sym = str(choice.action.get("company", ""))
    comp = s.companies.get(sym)
    if comp is None or choice.action.get("type") != "buy_company":
        return None
    if sym == EVA and comp.owner not in (None, me) and choice.param is not None:
        reason = msg("takes {company} from its holder at the lowest price", company=sym)
        return BotScore(EVA_SCORE, reason, choice.param.minimum)
    if rules(s).is_bond(sym) and comp.owner is None:
        return _bond(s, me, sym)
    return None


def _bond(s: State, me: str, sym: str) -> BotScore:
    spare = s.cash(me) - train_reserve(s, me)
    if spare < s.companies[sym].value or s.num_certs(id_of(me)) + 2 > s.cert_limit():
        return BotScore(-0.5, msg("buys {company}", company=sym))
    return BotScore(BOND_SCORE, msg("buys the bond {company}: its idle cash earns 10%", company=sym))


def sell(s: State, me: str, choice: Any) -> BotScore | None:
    """Sell a bond back when its cash must pay a train or its certificate is wanted for a share."""
    sym = str(choice.action.get("company", ""))
    if choice.action.get("type") != "sell_company" or not rules(s).is_bond(sym):
        return None
    if s.cash(me) < train_reserve(s, me):
        return BotScore(0.7, msg("sells the bond {company}: its companies need trains", company=sym))
    if s.num_certs(id_of(me)) >= s.cert_limit() and _share_wanted(s, me, s.cash(me) + s.companies[sym].value):
        return BotScore(0.6, msg("sells the bond {company}: room for a share", company=sym))
    return BotScore(-1.0, msg("sells the bond {company}", company=sym))


def _share_wanted(s: State, me: str, cash: int) -> bool:
    """A market share of a company that runs a train, priced within ``cash``, that ``me`` may hold more of."""
    for sym, corp in s.corps.items():
        if corp.closed or corp.share_price is None or not corp.operated or not corp.trains:
            continue
        if s.shares_of(POOL, sym) and s.price_of(sym) <= cash and s.holding_ok(me, sym, 10):
            return True
    return False


def train_reserve(s: State, me: str) -> int:
    """What ``me`` may have to pay toward the next trains of the companies it presides: for each
    that will have no train once the next new train is bought, the new train's price above its
    treasury."""
    if not s.upcoming:
        return 0
    nxt = s.trains[s.upcoming[0]]
    price = s.train_price(nxt)
    out = 0
    for corp in s.corps.values():
        if corp.owner != me or corp.closed or corp.share_price is None:
            continue
        lasting = [t for t in corp.trains if nxt.name not in {s.trains[t].rusts_on, s.trains[t].obsolete_on}]
        if not lasting:
            out += max(0, price - s.cash(corp.key))
    return out


def train(s: State, me: str, choice: Any) -> BotScore | None:
    """A rival company's train: not its last when taking it could ruin its president while
    steady is behind (scored below every other train and passing: see the module's docstring);
    otherwise the dearest of those offered first."""
    tr = s.trains.get(str(choice.action.get("train", "")))
    if choice.action.get("type") != "buy_train" or tr is None or tr.owner is None:
        return None
    seller = tr.owner
    if kind_of(seller) not in ("corp", "minor") or seller == _buyer(choice):
        return None
    president = s.owner_player(seller)
    if president is None or president == me:
        return None
    low = choice.param.minimum if choice.param is not None else None
    pocket = s.cash(seller) + s.cash(president)
    if _behind(s, me) and _last_train(s, seller) and pocket < _next_new_train_price(s):
        return BotScore(-1.0, msg("buys a {train} train", train=tr.name), low)
    if _behind(s, me) and pocket < s.min_depot_price():
        return None  # (the common rule leaves it: its president could be ruined)
    return _dearest_first(s, _buyer(choice), tr.id, low)


def _dearest_first(s: State, buyer: str, tid: str, low: int | None) -> BotScore | None:
    """A rival's train at the lowest price: the common rule's scores (2 with no train of its
    own, 1.5 for one that rusts soon; 2.5 a lasting one with room), the dearer (longer,
    later-rusting) train first.  (The common rule scores them alike and draws one: 1893
    companies took a rival's 3-train for 1 beside its 5-train for 1.)"""
    tr = s.trains[tid]
    trains = s.entity(buyer).trains
    soon = _rusts_soon(s, tid)
    dearer = s.train_price(tr) / 10000.0
    if not trains:
        return BotScore((1.5 if soon else 2.0) + dearer, msg("buys a {train} train: it must run", train=tr.name), low)
    if len(trains) < s.train_limit(buyer) and not soon:
        return BotScore(2.5 + dearer, msg("buys a rival's {train} train: more revenue", train=tr.name), low)
    return None


def _rusts_soon(s: State, tid: str) -> bool:
    """Will the train rust (or become obsolete) when a train the depot sells now is bought?"""
    t = s.trains[tid]
    ends = {t.rusts_on, t.obsolete_on} - {None}
    return any(d.name in ends for d in s.depot_trains())


def _buyer(choice: Any) -> str:
    kind = {"corporation": "corp", "minor": "minor"}.get(str(choice.action.get("entity_type")), "player")
    return f"{kind}:{choice.action.get('entity')}"


def _behind(s: State, me: str) -> bool:
    """Would a bankruptcy now end the game with a rival level with or ahead of ``me``?"""
    if "bankrupt" not in s.econ.end_game:
        return False
    mine = s.player_value(id_of(me))
    return any(s.player_value(p) >= mine for p in s.player if p != id_of(me) and not s.player[p].bankrupt)


def _last_train(s: State, key: str) -> bool:
    return sum(1 for t in s.entity(key).trains if not s.trains[t].obsolete) <= 1


def _next_new_train_price(s: State) -> int:
    """The price of the depot's next new train (the pool's cheaper ones may be gone first)."""
    return s.train_price(s.trains[s.upcoming[0]]) if s.upcoming else s.min_depot_price()


RULES: dict[str, Callable[[State, str, Any], BotScore | None]] = {
    "par": par,
    "company": company,
    "sell": sell,
    "train": train,
}
