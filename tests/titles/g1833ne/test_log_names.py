"""Issue #29, 8: the log said "B&P runs a I train" (the card's name); a run names the face the
corporation bought ("2+1"), as the docks and the Actions dock do."""

from __future__ import annotations

from tests.titles.g1833ne import test_worked_example as example


def test_a_run_names_the_face_bought_not_the_card(monkeypatch) -> None:
    notes: list[str] = []
    original = example.Example.do

    def do(self, action):  # noqa: ANN001, ANN202
        n = len(self.g.state.log)
        original(self, action)
        if action["type"] == "run_routes":
            notes.extend(self.g.state.log[n:])

    monkeypatch.setattr(example.Example, "do", do)
    example.play_example()
    runs = [n for n in notes if " runs train " in n]
    assert "B&W runs train 2+1 for $60" in runs  # step 12, computed by the route finder
    assert "HR runs train 2 for $80" in runs
    assert not any(" runs train I " in n for n in runs)
