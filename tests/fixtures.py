"""The shared recordings the tests read in place (``../shared/fixtures``, never copied into the
repository), and what a test does when they are absent.

On a developer's machine without the shared folder such a test is skipped: the rest of the
suite still says something.  In CI (the environment variable ``CI`` set, as CI runners do) it
fails instead: there a missing folder is a broken checkout, and a green run that skipped every
recorded game would promise what nobody checked.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import NoReturn

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
FIXTURES = SHARED / "fixtures" / "18xx.games"

#: the marker ``needs`` puts on a test in CI when its fixtures are missing; tests/conftest.py fails it
MISSING_MARK = "shared_fixtures_missing"


def in_ci(env: Mapping[str, str] = os.environ) -> bool:
    """``CI`` set to anything but empty, 0, false or no (GitHub and GitLab set ``CI=true``)."""
    return env.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def missing(reason: str) -> NoReturn:
    """Skip the running test, or fail it in CI."""
    if in_ci():
        pytest.fail(f"{reason} (CI is set: the shared fixtures must be present)", pytrace=False)
    pytest.skip(reason)


def need(path: Path) -> Path:
    """``path`` if that file is present, else skip (fail in CI)."""
    if not path.is_file():
        missing(f"fixture {path} is not present")
    return path


def available(path: Path) -> bool:
    """Whether that file is present, for a test that can go on without it (fails in CI)."""
    if path.is_file():
        return True
    if in_ci():
        missing(f"fixture {path} is not present")
    return False


def needs(present: object, reason: str) -> pytest.MarkDecorator:
    """A mark for a test (or ``pytestmark``) that needs fixtures, when ``present`` is false:
    skip it, or in CI fail it (also a parametrised test left with no cases)."""
    if present:
        return pytest.mark.skipif(False, reason=reason)
    if in_ci():
        return getattr(pytest.mark, MISSING_MARK)(reason=reason)
    return pytest.mark.skipif(True, reason=reason)
