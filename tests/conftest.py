"""Hooks for the whole suite.  No Qt here: tests/desktop/conftest.py picks Qt's platform first."""

from __future__ import annotations

import pytest

from tests.fixtures import MISSING_MARK


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", f"{MISSING_MARK}(reason): shared fixtures absent in CI (tests/fixtures.py)")


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    """In CI a test whose shared fixtures are missing fails, before any skip mark is read (a
    parametrisation over no fixture files is otherwise skipped as an empty parameter set)."""
    mark = item.get_closest_marker(MISSING_MARK)
    if mark is not None:
        pytest.fail(f"{mark.kwargs['reason']} (CI is set: the shared fixtures must be present)", pytrace=False)


@pytest.fixture(autouse=True)
def _dollars() -> None:
    """Each test starts with money written in dollars: showing a game sets its title's currency
    (engine.i18n.set_currency), which would otherwise carry over to the next test."""
    from engine.i18n import DOLLARS, set_currency

    set_currency(DOLLARS)
