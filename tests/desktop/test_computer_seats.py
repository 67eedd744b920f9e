"""Issue #32 item 5: computer seats in the app.  A whole game offscreen with one scripted person
(who takes the Actions dock's default, else its first choice) and three computer seats; pause,
step and take over; the seats and the computers' reasons in our save (an 18xx.games export
without our section is still a game where they are ordinary players); Hint suggests a move a
person could choose and changes nothing until Play it."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QApplication

from desktop.history import History
from engine.bots.dock import dock_offers
from engine.i18n import localize
from engine.io.document import parse_document
from tests.desktop.conftest import wait_loaded

TITLE = "1893"  # the shortest of the titles with three computers and a person (~500 actions)
COMPUTERS = {"2": "random", "3": "random", "4": "random"}


def new_game(qtbot, w, seats, seed=1, delay=0):
    w.controller.computers.delay_ms = delay
    w.controller.new_game(TITLE, ["Ann", "Bob", "Cy", "Di"], seed=seed, seats=seats)
    wait_loaded(qtbot, w)


def person_acts(w) -> None:
    """The scripted person: the dock's current (default) choice, else its first enabled one;
    in the routes step, the routes panel's Run."""
    panel = w.panels["actions"]
    w.settle()
    if w.routes_panel.active:
        w.routes_panel.run()
        return
    c = panel.current_choice()
    if c is None or not c.enabled:
        menu = panel.menu
        first = next(iter(menu.enabled()), None) if menu is not None else None
        assert first is not None, f"nothing to choose for the person: {w.last_refusal}"
        assert panel.select(first.key)
    panel.do_it()


def idle_for_person(w) -> bool:
    cp = w.controller.computers
    h = w.controller.history
    return h.game.finished or (not cp.computer_to_act() and cp.job is None)


def test_a_whole_game_with_one_person_and_three_computers(make_window, qtbot):
    w = make_window()
    new_game(qtbot, w, COMPUTERS)
    cp = w.controller.computers
    h = w.controller.history
    assert not cp.paused  # a new game's computers play at once
    person = 0
    for _ in range(3000):
        qtbot.waitUntil(lambda: idle_for_person(w), timeout=60000)
        if h.game.finished:
            break
        before = len(h)
        person_acts(w)
        assert len(h) > before, f"the person's choice was refused: {w.last_refusal}"
        person += 1
    assert h.game.finished
    assert sorted(str(k) for k in h.game.result()) == ["1", "2", "3", "4"]
    assert person > 0 and cp.moves > person
    said = [e for e in h.entries if e.reason]
    assert len(said) == cp.moves  # every computer move is logged with its reason
    assert all(e.actor for e in said)
    # the person's own actions carry no reason
    assert len(h.entries) - len(said) >= person
    w.settle()
    log = w.panels["log"]
    texts = [log.model.index(r, 2).data() for r in range(log.model.rowCount())]
    assert any("computer: a legal action drawn at random" in (t or "") for t in texts)


def test_pause_step_and_take_over(make_window, qtbot):
    w = make_window()
    every = {"1": "random", **COMPUTERS}
    new_game(qtbot, w, every, delay=60000)  # the visible pause: long enough to act first
    cp, c = w.controller.computers, w.controller
    h = c.history
    assert cp.timer.isActive() and len(h) == 0
    w.act_pause_computers.trigger()
    assert cp.paused and not cp.timer.isActive() and cp.job is None
    # one move while paused, then paused again
    w.act_step_computer.trigger()
    qtbot.waitUntil(lambda: len(h) == 1 and cp.job is None, timeout=30000)
    assert cp.paused and not cp.timer.isActive()
    qtbot.wait(100)
    assert len(h) == 1
    assert h.entries[0].reason
    # running: a person's click on a computer's turn is refused, nothing changes
    w.act_pause_computers.trigger()  # resume
    assert not cp.paused and cp.blocks_person()
    w.settle()
    assert "pause the computers" in w.panels["actions"].computer.text().lower() or cp.timer.isActive()
    person_acts(w)
    assert len(h) == 1 and "A computer plays this seat" in w.last_refusal
    # take the acting seat over: it is a person's now, the dock plays it
    seat = cp.acting()
    cp.set_seat(seat, None)
    assert seat not in h.seats and not cp.computer_to_act() and not cp.timer.isActive()
    assert c.dirty
    person_acts(w)
    assert len(h) == 2 and not h.entries[1].reason
    # hand it back: the computer plays on by itself
    cp.set_seat(seat, "random")
    cp.delay_ms = 0
    cp.schedule()
    qtbot.waitUntil(lambda: len(h) >= 4, timeout=30000)
    # undo while they play: the loop pauses first and does not play the move again
    c.undo()
    assert cp.paused
    n = len(h)
    qtbot.wait(200)
    assert len(h) == n and cp.job is None


def test_seats_and_reasons_round_trip_and_a_loaded_game_waits(make_window, qtbot, tmp_path):
    w = make_window()
    new_game(qtbot, w, COMPUTERS, seed=5)
    c, cp = w.controller, w.controller.computers
    h = c.history
    while len(h) < 5:  # the person and the computers in turn
        qtbot.waitUntil(lambda: idle_for_person(w), timeout=30000)
        person_acts(w)
    qtbot.waitUntil(lambda: idle_for_person(w), timeout=30000)
    cp.pause()
    path = tmp_path / "seats.json"
    c.save(str(path))
    data = json.loads(path.read_text(encoding="utf-8"))
    ours = data["roundhouse"]
    assert ours["seats"] == {pid: {"level": lv} for pid, lv in COMPUTERS.items()}
    reasons = {str(e.action_id): str(e.reason) for e in h.entries if e.reason}
    # in English with the sentence's template, so the file reads the same in every language
    assert reasons and {k: v["text"] for k, v in ours["reasons"].items()} == reasons
    assert all(v["msgid"] for v in ours["reasons"].values())
    # the 18xx.games part: ordinary players and actions, no word of ours
    site = {k: v for k, v in data.items() if k != "roundhouse"}
    assert "drawn at random" not in json.dumps(site)
    assert [p["name"] for p in site["players"]] == ["Ann", "Bob", "Cy", "Di"]
    exported, report = History.load(parse_document(site, "export.json"))
    assert report.complete and exported.seats == {} and len(exported) == len(h)
    # opened again: the same seats and reasons, and the computers wait for the players
    w2 = make_window()
    w2.controller.computers.delay_ms = 0
    w2.open_file(str(path))
    wait_loaded(qtbot, w2)
    h2, cp2 = w2.controller.history, w2.controller.computers
    assert h2.seats == COMPUTERS
    assert {str(e.action_id): str(e.reason) for e in h2.entries if e.reason} == reasons
    # and shown in the reader's language (an English string alone could not be)
    shown = {str(e.action_id): localize(e.reason, "pt") for e in h2.entries if e.reason}
    assert shown.keys() == reasons.keys() and all(shown[k] != reasons[k] for k in reasons), shown
    assert cp2.paused and cp2.job is None and not cp2.timer.isActive()
    qtbot.wait(200)
    QApplication.processEvents()
    assert len(h2) == len(h)
    assert "paused" in w2.computer_label.text().lower()


def test_hint_suggests_a_legal_move_and_changes_nothing_until_played(make_window, qtbot):
    w = make_window()
    new_game(qtbot, w, COMPUTERS)
    c, cp = w.controller, w.controller.computers
    h = c.history
    qtbot.waitUntil(lambda: idle_for_person(w), timeout=30000)
    assert not cp.computer_to_act()
    n, state = len(h), h.game.state
    w.settle()
    button = w.panels["actions"].hint_button
    assert button.isEnabled()  # (it once stayed grey until a computer's turn came and went)
    button.click()
    qtbot.waitUntil(lambda: cp.hint is not None, timeout=30000)
    hint = cp.hint
    assert dock_offers(h.game, hint.action)
    assert len(h) == n and h.game.state is state  # asking changed nothing
    box = w.panels["actions"].hint_box
    assert box.isVisible()
    text = w.panels["actions"].hint_text.text()
    assert text.startswith(f"Hint ({hint.level}): ") and str(hint.why) in text
    w.panels["actions"].hint_play.click()
    assert len(h) == n + 1
    played = {k: v for k, v in h.actions[-1].items() if k != "id"}
    assert played == hint.action and not h.entries[-1].reason
    assert cp.hint is None and not box.isVisible()


def test_the_docks_hint_button_is_live_from_the_first_move(make_window, qtbot):
    """A fresh game of people only, and a loaded one: the person to act may ask for a hint at
    once; viewing the past, not."""
    w = make_window()
    w.controller.new_game(TITLE, ["Ann", "Bob", "Cy", "Di"], seed=2, seats={})
    wait_loaded(qtbot, w)
    w.settle()
    button = w.panels["actions"].hint_button
    assert button.isEnabled()
    person_acts(w)
    w.settle()
    w.controller.view_entry(0)
    w.settle()
    assert not button.isEnabled()
    w.controller.return_to_present()
    w.settle()
    assert button.isEnabled()


def test_new_game_seats_offer_the_engines_levels_and_are_remembered(qtbot, make_window) -> None:
    from desktop.dialogs import NewGameDialog
    from engine.bots import LEVELS

    w = make_window()
    dlg = NewGameDialog(w, settings=w.settings)
    qtbot.addWidget(dlg)
    dlg.title_box.setCurrentIndex(dlg.title_box.findData(TITLE))
    dlg.count.setValue(4)
    box = dlg.seat_boxes[1]
    assert [box.itemData(i) for i in range(box.count())] == ["", *LEVELS]
    assert [box.itemText(i) for i in range(box.count())][1:] == [f"Computer ({lv})" for lv in LEVELS]
    assert dlg.choice().seats == {}  # every seat a person unless chosen
    for i in (1, 2, 3):
        dlg.set_seat(i, "steady")
    assert dlg.choice().seats == {"2": "steady", "3": "steady", "4": "steady"}
    dlg._accept()
    again = NewGameDialog(w, settings=w.settings)
    qtbot.addWidget(again)
    assert [b.currentData() for b in again.seat_boxes[:4]] == ["", "steady", "steady", "steady"]
    # started from the dialog: the game's seats are the computers chosen
    again.title_box.setCurrentIndex(again.title_box.findData(TITLE))
    again.count.setValue(4)
    w.start_choice(again.choice())
    wait_loaded(qtbot, w)
    w.controller.computers.pause()
    assert w.controller.history.seats == {"2": "steady", "3": "steady", "4": "steady"}


def test_move_now_stops_a_strong_computer_and_plays_its_best_so_far(make_window, qtbot):
    """Issue #32, 4: a way to stop a thinking computer and take the best move found so far."""
    from engine.bots import LEVELS

    if "strong" not in LEVELS:
        import pytest

        pytest.skip("the engine has no searching level yet")
    w = make_window()
    new_game(qtbot, w, {"1": "strong", "2": "strong", "3": "strong", "4": "strong"}, delay=60000)
    cp, h = w.controller.computers, w.controller.history
    cp.pause()
    for n in range(1, 4):
        w.act_step_computer.trigger()
        qtbot.waitUntil(lambda n=n: cp.thinking_for != "" or len(h) == n, timeout=30000)
        assert w.act_move_now.isEnabled() or len(h) == n
        w.act_move_now.trigger()
        qtbot.waitUntil(lambda n=n: len(h) == n and cp.job is None, timeout=30000)
        assert h.entries[-1].reason and cp.paused


def test_the_routes_panel_waits_while_a_computer_runs_its_routes(make_window, qtbot):
    """A running computer works out its own routes in the worker: the routes panel does not
    search the same routes beside it (it stays idle and hidden); paused, the person may run
    them, and the panel searches as for a person's turn."""
    from engine.play.routes import expected_runner

    w = make_window()
    new_game(qtbot, w, {"1": "random", **COMPUTERS}, delay=60000)
    cp, h = w.controller.computers, w.controller.history
    w.act_pause_computers.trigger()
    for _ in range(400):
        if expected_runner(h.game.state) is not None:
            break
        n = len(h)
        w.act_step_computer.trigger()
        qtbot.waitUntil(lambda n=n: len(h) == n + 1 and cp.job is None, timeout=30000)
    assert expected_runner(h.game.state) is not None
    w.settle()
    assert w.routes_panel.active and w.routes_panel.isVisible()  # paused: the person may run them
    w.act_pause_computers.trigger()  # resume: the computer's turn, after its visible pause
    assert cp.blocks_person()
    w.settle()
    assert not w.routes_panel.active and not w.routes_panel.computing and not w.routes_panel.isVisible()
    w.act_pause_computers.trigger()  # paused again: the panel follows at once
    w.settle()
    assert w.routes_panel.active and w.routes_panel.isVisible()


def test_a_computer_sells_its_train_to_a_person_only_at_its_price(make_window, qtbot):
    """18GB lets a person's company buy another company's train for any price from £1; when a
    computer presides the seller, it agrees only at the train's price (engine/bots/trade.py).
    The Actions dock offers it from that price, in the computer's words; an offer below it is
    refused with the reason and changes nothing; the seat taken over, £1 is offered again."""
    from engine.bots import acting_seat, make_bot
    from tests.engine.bots.test_steady_decisions import _rival_train_offer

    h = History.new("18GB", ["Ann", "Bob", "Cy", "Di"], seed=3)
    bot = make_bot("random", 3)
    for _ in range(3000):
        choice = _rival_train_offer(h.game)
        if choice is not None:
            break
        h.process(bot.choose(h.game, acting_seat(h.game) or "").action)
    assert choice is not None and choice.param is not None and choice.param.minimum == 1
    s = h.game.state
    train = s.trains[str(choice.action["train"])]
    seller = str(s.owner_player(train.owner or "")).split(":")[-1]
    h.seats = {seller: "steady"}
    w = make_window()
    w.controller.set_history(h, None, "table")
    w.controller.computers.delay_ms = 60000
    w.settle()
    assert not w.controller.computers.computer_to_act()
    panel = w.panels["actions"]
    assert panel.select(choice.key)
    n, face = len(h), s.train_price(train)
    offered = panel.current_choice()
    assert offered is not None and offered.param is not None
    assert offered.param.minimum == face == panel.spin.minimum
    assert "(a computer) asks" in localize(offered.detail) and str(face) in localize(offered.detail)
    # an offer below the price, however it comes (a program, a script): refused, nothing changes
    assert not w.controller.submit({**choice.action, "price": 1})
    assert len(h) == n and "(a computer)" in w.last_refusal and str(face) in w.last_refusal
    # the seat taken over: two people agree any price again
    w.controller.computers.set_seat(seller, None)
    w.settle()
    assert panel.select(choice.key) and panel.spin.minimum == 1
    w.controller.computers.set_seat(seller, "steady")
    w.settle()
    assert panel.select(choice.key) and panel.spin.minimum == face
    panel.spin.setValue(face)
    panel.do_it()
    assert len(h) == n + 1 and train.id in h.game.state.entity(f"corp:{choice.action['entity']}").trains
