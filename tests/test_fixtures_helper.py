"""tests/fixtures.py: without ../shared a test that reads it is skipped, in CI it fails."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests import fixtures
from tests.fixtures import MISSING_MARK, ROOT, available, in_ci, missing, need, needs


@pytest.mark.parametrize(
    ("value", "ci"),
    [(None, False), ("", False), ("0", False), ("false", False), ("No", False), ("true", True), ("1", True)],
)
def test_in_ci_reads_the_ci_variable(value: str | None, ci: bool) -> None:
    assert in_ci({} if value is None else {"CI": value}) is ci


def test_missing_skips_outside_ci(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception):
        missing("gone")
    with pytest.raises(pytest.skip.Exception, match="not present"):
        need(tmp_path / "absent.json")
    assert available(tmp_path / "absent.json") is False
    assert needs([], "gone").name == "skipif"


def test_missing_fails_in_ci(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="CI is set"):
        missing("gone")
    with pytest.raises(pytest.fail.Exception, match="not present"):
        need(tmp_path / "absent.json")
    with pytest.raises(pytest.fail.Exception):
        available(tmp_path / "absent.json")
    assert needs([], "gone").name == MISSING_MARK


def test_present_fixtures_pass_through(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("CI", "true")
    f = tmp_path / "there.json"
    f.write_text("{}")
    assert need(f) == f and available(f)
    mark = needs([f], "gone")
    assert mark.name == "skipif" and mark.args == (False,)


def test_in_ci_a_test_left_without_fixture_cases_fails(tmp_path: Path) -> None:
    """End to end, through the hook in tests/conftest.py: a parametrisation over no fixture
    files (pytest would skip it as an empty parameter set) fails in CI and is skipped outside."""
    (tmp_path / "test_x.py").write_text(
        "import pytest\n"
        "from tests.fixtures import needs\n"
        "FILES = []\n"
        "@needs(FILES, reason='no recordings')\n"
        "@pytest.mark.parametrize('path', FILES)\n"
        "def test_each(path):\n    pass\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    env["PYTHONPATH"] = str(ROOT)
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "tests.conftest", "-p", "no:cacheprovider", "test_x.py"]
    here = subprocess.run(cmd, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert here.returncode == 0 and "1 skipped" in here.stdout, here.stdout + here.stderr
    ci = subprocess.run(cmd, cwd=tmp_path, env={**env, "CI": "true"}, capture_output=True, text=True, timeout=120)
    # failed in setup: pytest counts it as an error, and the run fails
    assert ci.returncode == 1 and "1 error" in ci.stdout and "no recordings" in ci.stdout, ci.stdout + ci.stderr


def test_fixtures_folder_is_next_to_the_repository() -> None:
    assert fixtures.FIXTURES == ROOT.parent / "shared" / "fixtures" / "18xx.games"
