"""1893's own action types in the Actions menu: the draft and the forced auction (``bid``),
the merger votes (``special_buy``), bonds (``sell_company``, ``buy_company``), the FdSD paying
for RAG's par (``assign``) and exchanged for RAG shares (``buy_shares`` by the FdSD).  The engine
probes every choice; these only word them (self-play proposes them: ``candidates.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.actions import wire
from engine.entities import id_of, kind_of
from engine.i18n import msg
from engine.titles.g1893 import rounds as r
from engine.titles.g1893.protocol import rules as _rules
from engine.titles.g1893.scratch import G1893StockScratch, forced, merger

if TYPE_CHECKING:
    from engine.rounds.base import Step
    from engine.state import State

Choice = Callable[..., Any]


def _money(s: State, n: int) -> str:
    return s.title.presentation.format_money(n)


# ---------------------------------------------------------------------------------- menus
def bid_choices(s: State, step: Step, actor: str, choice: Choice) -> list[Any]:
    base = {**wire(actor), "type": "bid"}
    if isinstance(step, r.ForcedAuction):
        picked = forced(s).picked
        if picked is None:
            return [
                choice(
                    f"bid:{c.sym}",
                    "bid",
                    msg("Put {name} ({company}) up for auction", name=c.name, company=c.sym),
                    {**base, "company": c.sym, "price": c.value - c.discount},
                    detail=msg("face value {value}", value=_money(s, c.value)),
                )
                for c in _rules(s).draftables(s)
            ]
        c = s.companies[picked]
        price = c.value - c.discount
        return [
            choice(
                f"buy:{c.sym}",
                "bid",
                msg("Buy {name} ({company}) for {price}", name=c.name, company=c.sym, price=_money(s, price)),
                {**base, "company": c.sym, "price": price},
                detail=msg(
                    "face value {value}; at {half} the player who picked it must buy it",
                    value=_money(s, c.value),
                    half=_money(s, c.value // 2),
                ),
            )
        ]
    return [
        choice(
            f"buy:{c.sym}",
            "bid",
            msg("Buy {name} ({company}) for {price}", name=c.name, company=c.sym, price=_money(s, c.value)),
            {**base, "company": c.sym, "price": c.value},
            detail=msg("a minor's card: the price becomes its treasury")
            if c.sym in s.minors
            else msg("revenue {amount} each operating round", amount=_money(s, c.revenue)),
        )
        for c in _rules(s).draftables(s)
    ]


def vote_choices(s: State, step: Step, actor: str, choice: Choice) -> list[Any]:
    data = merger(s)
    if not data.offering:
        return []
    target = data.offering[0]
    votes = data.votes.get(actor, 0)
    tally = msg(  # (the % signs go in the values: "{x}%" would read as a %-format to gettext tools)
        "{player} casts {votes}; so far Yes {yes}, No {no} (market shares count No); "
        "Yes at {half} forms it, No above {half} puts it off",
        player=s.name_of(actor),
        votes=f"{votes}%",
        yes=f"{data.yes}%",
        no=f"{data.no}%",
        half="50%",
    )
    return [
        choice(
            "vote:yes",
            "merge",
            msg("Vote Yes to form {corporation} ({votes}%)", corporation=target, votes=votes),
            {**wire(actor), "type": "special_buy", "description": "yes", "cost": 0},
            detail=tally,
        ),
        choice(
            "vote:no",
            "merge",
            msg("Vote No to form {corporation} ({votes}%)", corporation=target, votes=votes),
            {**wire(actor), "type": "special_buy", "description": "no", "cost": 0},
            detail=tally,
        ),
    ]


def sell_bond_choices(s: State, step: Step, actor: str, choice: Choice) -> list[Any]:
    bonds = step.sellable_bonds(s, actor) if isinstance(step, r.Shares) else []
    return [
        choice(
            f"sell:{c.sym}",
            "sell",
            msg("Sell the bond {company} to the bank for {price}", company=c.sym, price=_money(s, c.value)),
            {**wire(actor), "type": "sell_company", "company": c.sym, "price": c.value},
        )
        for c in bonds
    ]


def assign_choices(s: State, step: Step, actor: str, choice: Choice) -> list[Any]:
    data = s.round.data
    par = data.par_rag if isinstance(data, G1893StockScratch) else None
    if not par:
        return []
    return [
        choice(
            "assign:FdSD",
            "assign",
            msg("Hand in the FdSD to pay for {corporation}'s par", corporation=par.corporation),
            {**wire(actor), "type": "assign", "target": "FdSD", "target_type": "company"},
            detail=msg("or pass to pay in cash and keep the FdSD"),
        )
    ]


def buy_company_choices(s: State, step: Step, actor: str, choice: Choice) -> list[Any]:
    out = []
    if isinstance(step, r.Shares):
        for c in step.bank_companies(s, actor):
            label = (
                msg("Buy the bond {company} for {price}", company=c.sym, price=_money(s, c.value))
                if _rules(s).is_bond(c.sym)
                else msg("Buy {name} ({company}) for {price}", name=c.name, company=c.sym, price=_money(s, c.value))
            )
            out.append(
                choice(
                    f"company:{c.sym}",
                    "company",
                    label,
                    {**wire(actor), "type": "buy_company", "company": c.sym, "price": c.value},
                    detail=msg("revenue {amount} each operating round", amount=_money(s, c.revenue)),
                )
            )
        buyer = actor
    else:
        buyer = s.owner_player(actor) or actor
    for c in _rules(s).eva_for(s, buyer):
        cash = s.cash(buyer)
        if cash < 1:
            continue
        # the EVA changes hands for 1 up to the buyer's cash (EvaPurchase): priced by the player
        # as every private purchase is, its face value the default
        out.append(
            choice(
                f"company:{c.sym}",
                "company",
                msg("Buy {name} ({company}) from {entity}", name=c.name, company=c.sym, entity=s.name_of(c.owner)),
                {**wire(actor), "type": "buy_company", "company": c.sym},
                detail=msg("face value {value}; agree the price with its owner", value=_money(s, c.value)),
                param={
                    "field": "price",
                    "label": msg("Price"),
                    "minimum": 1,
                    "maximum": cash,
                    "default": min(c.value, cash),
                    "step": 5,
                },
            )
        )
    return out


def exchange_choices(s: State, step: Step, actor: str, choice: Choice) -> list[Any]:
    if kind_of(actor) != "company":
        return []
    shares = [sh.id for sh in s.shares_of("pool", "RAG")[:2]]
    return [
        choice(
            "exchange:FdSD",
            "buy",
            msg("Exchange the {company} for two RAG shares from the market", company=id_of(actor)),
            {**wire(actor), "type": "buy_shares", "shares": shares, "percent": 10 * len(shares)},
            detail=msg("this is your purchase for the turn; the FdSD closes"),
        )
    ]


MENU_BUILDERS: dict[str, Callable[..., list[Any]]] = {
    "bid": bid_choices,
    "special_buy": vote_choices,
    "sell_company": sell_bond_choices,
    "assign": assign_choices,
    "buy_company": buy_company_choices,
    "buy_shares:company": exchange_choices,
}
