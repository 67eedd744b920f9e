"""The log's players' words for notes made with ``msg``: the same English as for a bare-text note,
and still a message (so the log shows it in the players' language)."""

from __future__ import annotations

from engine.game import Game
from engine.i18n import Msg, msg
from engine.play.menu import menu
from engine.play.narrate import narrate, shares_in_words


def stock_round() -> Game:
    g = Game("18MEX", [(1, "J1"), (2, "J2"), (3, "J3"), (4, "J4")])
    for key in ("buy:MCAR", "buy:KCMO", "buy:A", "buy:B", "pass", "buy:C", "buy:MIR", "buy:MNR"):
        g.process(menu(g).choice(key).action_with())
    g.process(menu(g).choice("par:NdM").action_with("60,2,2"))
    return g


def test_a_share_note_keeps_its_message_with_the_shares_in_words() -> None:
    g = stock_round()
    s = g.state
    sh = next(sh for sh in s.shares.values() if sh.corp == "CHI" and not sh.president)
    action = {"type": "buy_shares", "shares": [sh.id], "percent": sh.percent}
    plain = f"J1 buys {sh.id} for $60"
    note = msg("{player} buys {shares} for ${price}", player="J1", shares=sh.id, price=60)
    (text,) = narrate(s, action, s, [plain]).lines
    (said,) = narrate(s, action, s, [note]).lines
    assert text == said == "J1 buys a 10% share of CHI for $60"
    assert isinstance(said, Msg) and said.msgid == note.msgid
    assert said.params["shares"] == shares_in_words(s, [sh.id])


def test_a_tile_lay_and_a_bank_train_lose_their_internal_words() -> None:
    s = stock_round().state
    lay = msg(
        "{entity} lays tile {tile} in {hex} (rotation {rotation}) for ${price}",
        entity="TM",
        tile="9",
        hex="K12",
        rotation=3,
        price=40,
    )
    (said,) = narrate(s, {"type": "lay_tile"}, s, [lay]).lines
    assert said == "TM lays tile 9 in K12 for $40" and isinstance(said, Msg)
    free = msg("{entity} lays tile {tile} in {hex} (rotation {rotation})", entity="TM", tile="9", hex="K12", rotation=0)
    assert narrate(s, {"type": "lay_tile"}, s, [free]).lines == ("TM lays tile 9 in K12",)
    train = msg(
        "{corporation} buys a {train} train for ${price} from {seller}",
        corporation="TM",
        train="2",
        price=100,
        seller="depot",
    )
    (said,) = narrate(s, {"type": "buy_train"}, s, [train]).lines
    assert said == "TM buys a 2 train for $100 from the bank" and isinstance(said, Msg)


def test_an_unknown_message_falls_back_to_the_text() -> None:
    s = stock_round().state
    odd = msg("{entity} lays {what}", entity="TM", what="tile 9 in K12 (rotation 3)")
    (said,) = narrate(s, {"type": "lay_tile"}, s, [odd]).lines
    assert said == "TM lays tile 9 in K12" and not isinstance(said, Msg)
    same = msg("{entity} operates {corporation}", entity="J1", corporation="TM")
    assert narrate(s, {"type": "lay_tile"}, s, [same]).lines[0] is same
