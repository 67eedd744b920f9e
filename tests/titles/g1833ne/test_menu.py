"""1833NE in the Actions menu (engine/play/menu.py, which the desktop's Actions dock shows): an
issue or a redemption says its price, the cash and the certificates it moves before acting; both
faces of a card are offered at their prices, each naming the other; the ferries say their city
and what they earn; the emergency issue offers only the counts the rules allow; a Takeover offer
says what is given, what is received and whether the target may refuse; a Takeover corporation
names its home city when it is started.  Every entry is what the engine accepts."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from functools import lru_cache

import pytest

from engine.errors import IllegalAction
from engine.game import Game
from engine.play.menu import menu
from tests.titles.g1833ne.test_worked_example import Example, after_auction, corp, player


def b_and_w_operating() -> Example:
    ex = Example()
    for a in (
        player(1, "bid", company="P3", price=50),
        player(2, "bid", company="P1", price=15),
        player(3, "bid", company="P2", price=40),
        player(4, "bid", company="P4", price=60),
        player(1, "pass"),
        player(2, "bid", company="P5", price=70),
        player(3, "bid", company="P6", price=80),
        player(4, "pass"),
        player(1, "par", corporation="B&W", share_price="80,0,8"),
        player(2, "pass"),
        player(3, "pass"),
        player(4, "pass"),
        player(1, "buy_shares", shares=["B&W_1"], percent=10),
        *(player(p, "pass") for p in (2, 3, 4, 1)),
    ):
        ex.do(a)
    return ex


def test_issue_entries_show_price_and_cash() -> None:
    ex = b_and_w_operating()
    choices = {c.key: c for c in menu(ex.g).choices}
    # 3 player-held units, none in the pool: up to 3 shares at one column left ($70)
    three = choices["issue:3"]
    assert three.label == "Issue 3 shares at $70 each ($210 to the treasury; the price stays $80)"
    assert "issue:4" not in choices
    assert choices["issue:1"].label == "Issue 1 share at $70 ($70 to the treasury; the price stays $80)"
    two = choices["issue:2"]
    assert two.detail == "treasury $240 → $380; B&W in the market 0% → 20%"
    ex.do(two.action)
    assert ex.s.cash("corp:B&W") == 160 + 80 + 140 and ex.s.price_of("B&W") == 80
    assert ex.s.percent_of("pool", "B&W") == 20


def test_redemption_shows_price_and_cash() -> None:
    """B&W issues two shares in OR 1.1, buys a train, withholds (80 -> 70); in OR 1.2 it may
    redeem them at one column right of 70 ($80 each), the price staying."""
    ex = b_and_w_operating()
    ex.do(menu(ex.g).choice("issue:2").action)
    while ex.g.expected()["step"] != "Buy Trains":
        ex.do(corp("B&W", "pass"))
    ex.do(menu(ex.g).choice("train:I:2").action)
    while ex.g.live.round.round_num != 2 or ex.g.expected()["step"] != "Issue or Redeem Shares":
        ex.do(corp("B&W", "pass"))
    assert ex.s.price_of("B&W") == 70 and ex.s.cash("corp:B&W") == 380 - 75
    choices = {c.key: c for c in menu(ex.g).choices}
    assert "redeem:3" not in choices  # only two in the pool
    two = choices["redeem:2"]
    assert two.label == "Redeem 2 shares at $80 each ($160 from the treasury; the price stays $70)"
    assert two.detail == "treasury $305 → $145; B&W in the market 20% → 0%"
    ex.do(two.action)
    assert ex.s.cash("corp:B&W") == 145 and ex.s.price_of("B&W") == 70
    assert ex.s.percent_of("corp:B&W", "B&W") == 70  # 7 of its 8 shares back in the treasury


def test_both_faces_and_the_ferries_are_offered() -> None:
    ex = b_and_w_operating()
    ex.do(corp("B&W", "pass"))
    choices = {c.key: c for c in menu(ex.g).choices}
    ferries = [c for c in choices.values() if c.key.startswith("ferry:")]
    assert len(ferries) == 5 and all(c.enabled for c in ferries)
    haven = choices["ferry:C26"]
    assert haven.label == "Buy the ferry of New Haven (C26) for $40"
    # phase I: the ferry's 20 and the New bonus's 20 (facts §5, assumptions ferry_value/new)
    assert "earns $40 more" in haven.detail
    while ex.g.expected()["step"] != "Buy Trains":
        ex.do(corp("B&W", "pass"))
    m = menu(ex.g)
    two, two_plus = m.choice("train:I:2"), m.choice("train:I:2+1")
    assert two.label == "Buy the phase-I card as a 2 train for $75"
    assert two_plus.label == "Buy the phase-I card as a 2+1 train for $100"
    assert "the other face: 2+1 for $100" in two.detail and "the other face: 2 for $75" in two_plus.detail
    assert two.enabled and two_plus.enabled
    assert "Must buy a train: the cheapest is the 2 or 2+1 for $75" in m.facts
    ex.do(two_plus.action)
    assert ex.s.flags.faces["I-0"] == "2+1" and ex.s.cash("corp:B&W") == 240 - 100
    # the face is kept: the menu's facts and the next purchase name it
    assert "1 of 3 trains: 2+1" in menu(ex.g).facts


def _hr_short_of_a_train() -> Example:
    """HR started at $40 with only the president's certificate ($80), two tiles in OR 1.1 ($40):
    $40 left for a card whose cheaper face costs $75."""
    ex = after_auction()
    for a in (
        player(3, "par", corporation="HR", share_price="40,0,4"),
        *(player(p, "pass") for p in (4, 1, 2, 3)),
    ):
        ex.do(a)
    ex.do(corp("HR", "pass"))
    ex.do(corp("HR", "lay_tile", hex="C26", tile="6-0", rotation=1))
    ex.do(corp("HR", "lay_tile", hex="B27", tile="3-0", rotation=3))
    while ex.g.expected()["step"] != "Buy Trains":
        ex.do(corp("HR", "pass"))
    return ex


def test_emergency_issue_offers_only_what_the_rules_allow() -> None:
    """Facts §6: HR ran nothing ($40 -> $30).  An emergency share moves the price a column left
    and brings the price left of the new one: 30 -> 20 brings $10; a second would take the price
    below $20, so one share is all, and the president adds the rest of the cheaper face only."""
    ex = _hr_short_of_a_train()
    s = ex.s
    assert s.cash("corp:HR") == 40 and s.price_of("HR") == 30
    m = menu(ex.g)
    assert "Must buy a train: the 2 or 2+1 costs $75, $35 more than the treasury" in m.facts
    issues = [c for c in m.choices if c.key.startswith("issue:")]
    assert [c.key for c in issues] == ["issue:1"]
    one = issues[0]
    assert one.label == "Issue 1 share in an emergency ($10; the price falls to $20)"
    assert one.enabled and one.detail == "treasury $40 → $50; the cheapest card costs $75 or $100"
    # the president may not help before the issue
    assert not m.choice("train:I:2").enabled and "issue" in m.choice("train:I:2").reason
    ex.do(one.action)
    assert ex.s.cash("corp:HR") == 50 and ex.s.price_of("HR") == 20
    m = menu(ex.g)
    assert m.choice("train:I:2").enabled and "J3 adds $25" in m.choice("train:I:2").detail
    assert not m.choice("train:I:2+1").enabled  # the president pays only for the cheaper face
    assert not any(c.key.startswith("issue:") for c in m.choices)  # once per turn


# ====================================================================== the Takeover game
NAMES = [(1, "Player 1"), (2, "Player 2"), (3, "Player 3")]


@lru_cache(maxsize=8)
def _takeover_game(seed: int = 0) -> tuple[dict, ...]:
    from engine.io.selfplay import play_one

    game, rep = play_one("1833NE", NAMES, seed=seed, rng=random.Random(f"selfplay:0:{seed}"), options=("takeover",))
    assert not rep.violations
    return tuple(game.actions)


def takeover_position(kind: str, seed: int = 0, nth: int = 1) -> tuple[Game, dict]:
    """A self-played Takeover game up to its ``nth`` action of ``kind`` (``merge``, or a ``par``
    of a Takeover corporation), and that action."""
    actions = _takeover_game(seed)
    g = Game("1833NE", NAMES, options=("takeover",), seed=seed)
    seen = 0
    for a in actions:
        if a["type"] == kind and (kind != "par" or a.get("city")):
            seen += 1
            if seen == nth:
                return g, a
        g.process(a)
    raise AssertionError(f"no {kind}")


def first_takeover(wanted: Callable[[Game, dict], bool]) -> tuple[Game, dict]:
    """The first takeover of the self-played Takeover games whose position is ``wanted``
    (positions shift whenever the rules or self-play change: the tests say what they need)."""
    for seed in range(12):
        merges = sum(1 for a in _takeover_game(seed) if a["type"] == "merge")
        for nth in range(1, merges + 1):
            g, made = takeover_position("merge", seed=seed, nth=nth)
            if wanted(g, made):
                return g, made
    raise AssertionError("no such takeover in the self-played games")


def refusable_cash_offer(g: Game, made: dict) -> bool:
    """The buyer could pay in cash or partly in its own shares, and the target could refuse:
    the offer then shows every part of the terms."""
    target = made["corporation"]
    m = menu(g)
    cash, shares = m.choice(f"merge:{target}:cash"), m.choice(f"merge:{target}:shares")
    return cash.enabled and "may refuse" in cash.detail and re.search(r" shares? worth ", shares.detail) is not None


def test_takeover_offer_says_what_is_given_and_received() -> None:
    g, made = first_takeover(refusable_cash_offer)
    s = g.state
    buyer, target = made["entity"], made["corporation"]
    held = sum(sh.percent // 10 for sh in s.corp_shares(target) if sh.owner != f"corp:{target}")
    price = s.price_of(target)
    m = menu(g)
    cash = m.choice(f"merge:{target}:cash")
    shares = m.choice(f"merge:{target}:shares")
    assert cash.label == f"Take over {target}: its shares are worth ${held * price}, paid in cash"
    bought = f"1 share of {target} at ${price}" if held == 1 else f"{held} shares of {target} at ${price} each"
    assert f"gives ${held * price} in cash for {bought}" in cash.detail
    trains = ", ".join(s.title.presentation.train_label(s, s.trains[t]) for t in s.corps[target].trains)
    assert f"treasury ${s.cash(f'corp:{target}')}, trains {trains}" in cash.detail
    assert f"{target} may refuse: it has a train that is not obsolete" in cash.detail
    # each holder is paid its value in whole shares of the buyer, the rest in cash (assumption
    # takeover_payment)
    own = s.price_of(buyer)
    per_holder: dict[str, int] = {}
    for sh in s.corp_shares(target):
        if sh.owner != f"corp:{target}":
            per_holder[sh.owner] = per_holder.get(sh.owner, 0) + sh.percent // 10
    k = sum(units * price // own for units in per_holder.values())
    if k == 1:  # one share: said in the singular (it read "gives 1 StL&A shares worth ...")
        assert f"gives 1 {buyer} share worth ${own} and" in shares.detail
    else:
        assert f"gives {k} {buyer} shares worth ${k * own} (${own} each)" in shares.detail
    assert f"and ${held * price - k * own} in cash" in shares.detail
    # the offer made, the target's president answers, seeing the same terms
    g.process(made)
    m = menu(g)
    assert m.actor == f"corp:{target}"
    accept, refuse = m.choice("choose:accept"), m.choice("choose:refuse")
    assert accept.enabled and refuse.enabled
    assert f"{buyer} receives treasury" in accept.detail
    g.process(accept.action)
    assert g.state.corps[target].closed and g.state.corps[target].flags["absorbed_by"] == buyer


def test_a_target_without_a_train_cannot_refuse() -> None:
    """Facts §7: a target whose trains are all obsolete (or none) may not refuse; the offer says
    so, and the takeover is made at once (no answer is asked)."""
    g, made = first_takeover(
        lambda g, a: all(g.state.trains[t].obsolete for t in g.state.corps[a["corporation"]].trains)
    )
    target = made["corporation"]
    offer = menu(g).choice(f"merge:{target}:{made['payment']}")
    assert f"{target} cannot refuse: it has no train but obsolete ones" in offer.detail
    g.process(offer.action)
    assert g.state.corps[target].closed
    assert all(c.key != "choose:accept" for c in menu(g).choices)


def test_a_takeover_corporation_names_its_home_when_started() -> None:
    g, made = takeover_position("par")
    s = g.state
    sym = made["corporation"]
    par = menu(g).choice(f"par:{sym}")
    assert par.enabled
    (home,) = par.more
    assert home.field == "city"
    labels = dict((v, label) for label, v in home.options)
    assert made["city"] in labels
    # the $80 homes first; the dearer ones say the par they need (facts §1)
    prices = ["$120" in label for label, _ in home.options]
    assert prices == sorted(prices) and any(prices)
    assert all("par at least $60" in label for label, _ in home.options if "$120" in label)
    assert "pick its home city; the treasury pays its token, $80" in par.detail
    hex_id = s.title.tokens.city_of(s, made["city"])[0]
    action = par.action_with(made["share_price"], {"city": made["city"]})
    dear = next(v for label, v in home.options if "$120" in label)
    with pytest.raises(IllegalAction, match="at least"):
        g.trial(par.action_with("40,0,4", {"city": dear}))
    g.process(action)
    after = g.state
    assert after.board.has_token(hex_id, sym) and after.corps[sym].home == hex_id
    assert after.cash(f"corp:{sym}") == 2 * after.price_of(sym) - 80


def test_another_corporations_train_keeps_its_face_at_any_price() -> None:
    """A corporation buys another's train for any price from $1 to its treasury, the face
    chosen at the first purchase kept (facts §3; assumption train_trade)."""
    g = Game("1833NE", NAMES, options=("takeover",), seed=0)
    for a in _takeover_game():
        s = g.state
        exp = g.expected()
        if exp["step"] == "Buy Trains" and exp.get("entity_type") != "player":
            bought = [c for c in menu(g).choices if c.group == "train" and c.enabled and c.key.count(":") == 1]
            if bought:
                break
        g.process(a)
    else:
        raise AssertionError("no train offered between corporations")
    c = bought[0]
    tid = c.action["train"]
    seller = s.trains[tid].owner
    face = s.flags.faces[tid]
    buyer = c.action["entity"]
    assert c.label == f"Buy {s.name_of(seller)}'s {face} train"
    assert c.param is not None and (c.param.minimum, c.param.maximum) == (1, s.cash(f"corp:{buyer}"))
    g.process(c.action_with(1))
    after = g.state
    assert after.trains[tid].owner == f"corp:{buyer}" and after.flags.faces[tid] == face
    assert after.cash(seller) == s.cash(seller) + 1


def _same_move(s: object, choice_action: dict, recorded: dict) -> bool:
    """The menu's action makes the recorded move: the same type, actor and fields, where a
    depot card is any copy of the card, another corporation's train keeps its own face whatever
    the recording says, and an issue or a redemption names as many certificates."""
    a, b = dict(choice_action), {k: v for k, v in recorded.items() if k not in ("id", "created_at")}
    a["entity"], b["entity"] = str(a["entity"]), str(b["entity"])
    if a["type"] != b["type"] or a["entity"] != b["entity"]:
        return False
    trains = s.trains  # type: ignore[attr-defined]
    if b["type"] == "buy_train":
        mine, theirs = trains[a["train"]], trains[b["train"]]
        if theirs.owner == "depot":
            return (
                mine.owner == "depot"
                and mine.name == theirs.name
                and (a["variant"], a["price"])
                == (
                    b["variant"],
                    b["price"],
                )
            )
        return (a["train"], a["price"]) == (b["train"], b["price"])
    if b["type"] in ("sell_shares", "buy_shares") and b.get("entity_type") == "corporation":
        return len(a["shares"]) == len(b["shares"])
    return a == b


@pytest.mark.parametrize("seed", [3, 5])
def test_every_move_of_a_takeover_game_is_in_the_menu(seed: int) -> None:
    """Each issue, redemption, emergency issue, ferry, train purchase (both faces, other
    corporations' trains), Takeover offer, answer and Takeover corporation's start of a
    self-played Takeover game is an enabled choice of the menu, which makes the same move."""
    g = Game("1833NE", NAMES, options=("takeover",), seed=seed)
    checked: dict[str, int] = {}
    for a in _takeover_game(seed):
        corporation = a.get("entity_type") == "corporation"
        if a["type"] in ("merge", "choose", "buy_special", "buy_train") or (
            a["type"] in ("sell_shares", "buy_shares") and corporation or a["type"] == "par" and a.get("city")
        ):
            s = g.state
            m = menu(g)
            found = None
            for c in m.choices:
                value = a.get(c.param.field) if c.param else None
                if _same_move(s, c.action_with(value, {p.field: a.get(p.field) for p in c.more}), a):
                    found = c
                    break
            assert found is not None and found.enabled, (a, found and found.reason)
            checked[a["type"]] = checked.get(a["type"], 0) + 1
        g.process(a)
    # (seed 3: 39 trains, 5 ferries, 3 offers, 2 answers)
    assert checked["buy_train"] > 10 and checked["buy_special"] and checked["merge"] and checked["par"]
    assert checked["sell_shares"] and checked["buy_shares"]
