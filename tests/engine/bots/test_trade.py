"""Trains between companies when people and computers share the table (engine/bots/trade.py):
a computer takes no train from a person's company, and sells its own company's train to a
person only at the train's price or more, never the company's last one."""

from __future__ import annotations

from engine.bots import RandomBot, SteadyBot, acting_seat, hint
from engine.bots.trade import at_table, refusal, takes_from, train_seller
from engine.entities import id_of
from engine.game import Game
from engine.play.menu import Choice, menu
from tests.engine.bots.test_steady_decisions import _find, _rival_train_offer


def _offer() -> tuple[Game, Choice, str]:
    """18GB: a company may buy another player's company's train, any price from £1."""
    game, choice = _find("18GB", 3, _rival_train_offer)
    tr = game.state.trains[str(choice.action["train"])]
    seller = game.state.owner_player(tr.owner or "")
    assert seller is not None and id_of(seller) != acting_seat(game)
    return game, choice, id_of(seller)


def _priced(choice: Choice, price: int) -> dict:
    return {**choice.action, "price": price}


def test_a_computer_sells_a_train_to_a_person_at_its_price_or_more() -> None:
    game, choice, seller = _offer()
    s = game.state
    train = s.trains[str(choice.action["train"])]
    face = s.train_price(train)
    assert choice.param is not None and choice.param.minimum < face
    cheap = refusal(s, _priced(choice, choice.param.minimum), [seller])
    assert cheap is not None and f"${face} or more" in str(cheap) and "(a computer)" in str(cheap)
    assert refusal(s, _priced(choice, face - 1), [seller]) is not None
    others = [t for t in s.trains.values() if t.owner == train.owner and t.id != train.id and not t.rusted]
    assert others, "the position sells one of two trains"
    assert refusal(s, _priced(choice, face), [seller]) is None
    game.fork(game.state, game.actions).process(_priced(choice, face))  # the engine takes that price
    # between people (or when the buyer is a computer) the buyer names the price: no consent
    assert refusal(s, _priced(choice, choice.param.minimum), []) is None
    assert refusal(s, _priced(choice, choice.param.minimum), [acting_seat(game) or ""]) is None
    assert refusal(s, _priced(choice, choice.param.minimum), [seller, acting_seat(game) or ""]) is None


def test_a_computer_keeps_its_companys_last_train() -> None:
    game, choice, seller = _offer()
    s = game.state.clone()
    train = s.trains[str(choice.action["train"])]
    for t in s.trains.values():  # the seller's company is left with this one train
        if t.owner == train.owner and t.id != train.id:
            t.owner = None
    no = refusal(s, _priced(choice, 10 * s.train_price(train)), [seller])
    assert no is not None and "last train" in str(no)


def test_a_random_computer_takes_no_train_from_a_persons_company() -> None:
    game, choice, seller = _offer()
    s = game.state
    train = choice.action["train"]
    free = RandomBot(1, choices=200).ranked(game)
    assert any(a.get("train") == train for a in free)  # between computers it may
    fair = RandomBot(1, choices=200, people=[seller]).ranked(game)
    assert fair and not any(a.get("train") == train for a in fair)
    assert not any(takes_from(s, a, [seller]) for a in fair)


def test_advice_to_a_person_suggests_no_offer_a_computer_refuses() -> None:
    """The Hint (steady's options under strong, advising the person to act) names no price for
    a computer's train that the computer would refuse; without computers it would offer £1."""
    game, choice, seller = _offer()
    s, seat, train = game.state, acting_seat(game) or "", choice.action["train"]
    free = [o.action for o in SteadyBot(1).options(game, seat) if o.action.get("train") == train]
    assert free and min(a["price"] for a in free) < s.train_price(s.trains[str(train)])
    advised = [o.action for o in SteadyBot(1, computers=[seller]).options(game, seat)]
    assert advised and all(refusal(s, a, [seller]) is None for a in advised)
    assert refusal(s, hint(game, seat, 0.3, computers=[seller]).action, [seller]) is None


def test_the_dock_offers_a_computers_train_from_its_asking_price() -> None:
    game, choice, seller = _offer()
    s = game.state
    m = menu(game)
    assert at_table(m, s, []) is m  # no computer at the table: the engine's menu as it is
    seen = at_table(m, s, [seller])
    c = seen.choice(choice.key)
    face = s.train_price(s.trains[str(choice.action["train"])])
    assert c.enabled and c.param is not None and c.param.minimum == face and c.action["price"] >= face
    assert refusal(s, c.action, [seller]) is None
    untouched = [x for x in m.choices if train_seller(s, x.action) != seller]  # the bank's trains, passing...
    assert untouched and all(seen.choice(x.key) == x for x in untouched)
    # its company's last train: not offered, in the computer's words
    lone = s.clone()
    for t in lone.trains.values():
        if t.owner == s.trains[str(choice.action["train"])].owner and t.id != choice.action["train"]:
            t.owner = None
    last = at_table(m, lone, [seller]).choice(choice.key)
    assert not last.enabled and "last train" in str(last.reason)


def test_a_computer_sells_its_private_to_a_person_at_face_value() -> None:
    """1893: a president may take the EVA from another player at any price from 1.  Held by a
    computer, it goes to a person at its face value or more: the dock offers it from there and
    a lower offer is refused in the computer's words; no computer takes a person's EVA."""
    from tests.titles.g1893.test_bot import _company_choice

    evas = _company_choice(lambda sym: sym == "EVA", stock=False)

    def rivals_eva(game: Game) -> Choice | None:
        c = evas(game)
        held = game.state.companies["EVA"].owner
        return c if c is not None and held is not None and id_of(held) != acting_seat(game) else None

    game, choice = _find("1893", 1, rivals_eva)
    s = game.state
    holder = id_of(s.companies["EVA"].owner or "")
    face = s.companies["EVA"].value
    assert choice.param is not None and choice.param.minimum < face
    no = refusal(s, {**choice.action, "price": choice.param.minimum}, [holder])
    assert no is not None and "EVA" in str(no) and f"${face} or more" in str(no)
    assert refusal(s, {**choice.action, "price": face}, [holder]) is None
    offered = at_table(menu(game), s, [holder]).choice(choice.key)
    if choice.param.maximum >= face:
        assert offered.enabled and offered.param is not None and offered.param.minimum == face
    else:  # the buyer cannot pay what the computer asks: not offered, in its words
        assert not offered.enabled and f"${face} or more" in str(offered.reason)
    assert takes_from(s, choice.action, [holder]) and not takes_from(s, choice.action, [])
    random_ones = RandomBot(1, choices=200, people=[holder]).ranked(game)
    assert not any(a.get("company") == "EVA" for a in random_ones)
