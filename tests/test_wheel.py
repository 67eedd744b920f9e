"""The wheel a player installs (``pip install .`` / ``pipx install .``) works outside the source tree.

Builds the wheel into a temporary folder, installs it with its dependencies into a fresh virtual
environment, and from ``/`` runs ``roundhouse --selftest`` (every title, the catalogues, a
rendered board, every desktop module) and ``python -m engine titles``.  Nothing in the
environment points back at this checkout: no PYTHONPATH, another working directory, and the
data is read from the installed package (``engine/_assets``), which the self-test names.
pip needs its package index (or its cache) for the build requirements and dependencies.
"""

from __future__ import annotations

import os
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TITLES = {"1833NE", "1893", "18GB", "18MEX"}


def _clean_env() -> dict[str, str]:
    drop = {"PYTHONPATH", "PYTHONHOME", "QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "VIRTUAL_ENV"}
    return {k: v for k, v in os.environ.items() if k not in drop}


def _run(cmd: list[str], cwd: Path, timeout: int = 600) -> subprocess.CompletedProcess[str]:
    res = subprocess.run(cmd, cwd=cwd, env=_clean_env(), capture_output=True, text=True, timeout=timeout)
    assert res.returncode == 0, f"{' '.join(cmd)} exited {res.returncode}\n{res.stdout[-3000:]}\n{res.stderr[-3000:]}"
    return res


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(ROOT)], cwd=out)
    (built,) = out.glob("roundhouse_18xx-*.whl")
    return built


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    env_dir = tmp_path_factory.mktemp("venv")
    venv.EnvBuilder(with_pip=True).create(env_dir)
    bin_dir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    _run([str(bin_dir / "python"), "-m", "pip", "install", "-q", str(wheel)], cwd=env_dir)
    return bin_dir


def test_wheel_holds_only_our_two_packages_and_the_data_inside_engine(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    top = {n.split("/")[0] for n in names if not n.split("/")[0].endswith(".dist-info")}
    assert top == {"engine", "desktop"}  # no site-packages/assets, tests or bench
    data = {n.removeprefix("engine/_assets/") for n in names if n.startswith("engine/_assets/")}
    for title in TITLES:
        assert f"titles/{title}/title.toml" in data
    assert "tiles/catalog.toml" in data and "icons/roundhouse.png" in data
    assert "docs/user-guide.md" in data  # Help → User guide
    assert {"i18n/roundhouse_pt.qm", "i18n/roundhouse_it.qm", "i18n/engine/core.pt.mo"} <= data  # compiled
    assert not any(n.endswith((".po", ".ts", ".pyc")) for n in names)


def test_installed_roundhouse_selftest_runs_from_the_root_folder(installed: Path) -> None:
    res = _run([str(installed / "roundhouse"), "--selftest"], cwd=Path("/"), timeout=300)
    line = res.stdout.strip()
    assert line.startswith("selftest ok: 4 titles"), line
    assert ", installed, " in line and "_assets" in line, line  # the wheel's own data, not this checkout's
    assert str(ROOT) not in line


def test_installed_engine_lists_the_four_titles(installed: Path) -> None:
    res = _run([str(installed / "python"), "-m", "engine", "titles"], cwd=Path("/"))
    listed = {line.split("\t")[0] for line in res.stdout.splitlines() if line.strip()}
    assert listed == TITLES
