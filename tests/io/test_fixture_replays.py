"""Every recorded 18xx.games game in the shared fixtures replays to exactly its recorded result.

A title whose rules or data have not landed yet is skipped (not failed) so the suite stays green
while titles arrive one by one; the skip reason names what is missing.  Without the shared folder
the test is skipped, in CI it fails (tests/fixtures.py).
"""

from __future__ import annotations

import pytest

from engine.io.document import load
from engine.io.replay import replay
from engine.titles import is_playable
from tests.fixtures import needs

from .conftest import FIXTURES

FILES = sorted(FIXTURES.glob("*/*.json"))


@needs(FILES, reason="shared fixtures not available")
@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_fixture_replays_to_recorded_result(path):
    doc = load(path)
    if not is_playable(doc.title):
        pytest.skip(f"{doc.title} is not playable yet (its Title says so)")
    res = replay(doc)
    assert res.error is None, res.error.line()
    assert res.complete
    assert res.game.finished
    assert res.result_diff(doc.result) == {}
