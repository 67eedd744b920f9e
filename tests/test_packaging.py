"""packaging/: the PyInstaller spec, its entry script, the .desktop entry, the MIME type, the icon
and the single-file builder agree.

Cheap on purpose: PyInstaller itself never runs here (``make package`` takes minutes of CPU and
writes ~200 MB); the entry's ``--selftest`` runs from source in a subprocess, as the bundle runs
it, and the single-file builder wraps a small stand-in folder.
"""

from __future__ import annotations

import ast
import configparser
import os
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "packaging"
SPEC = PKG / "roundhouse.spec"
ENTRY = PKG / "roundhouse_main.py"
DESKTOP = PKG / "roundhouse.desktop"
PNG = ROOT / "assets" / "icons" / "roundhouse.png"
SVG = ROOT / "assets" / "icons" / "roundhouse.svg"
NAME = "roundhouse"


def _spec_calls() -> dict[str, ast.Call]:
    tree = ast.parse(SPEC.read_text(encoding="utf-8"), str(SPEC))
    calls = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            calls.setdefault(node.func.id, node)
    return calls


def _kw(call: ast.Call, name: str) -> ast.expr:
    for kw in call.keywords:
        if kw.arg == name:
            return kw.value
    raise AssertionError(f"{call.func.id}() has no {name}=")  # type: ignore[attr-defined]


def _desktop_entry() -> configparser.SectionProxy:
    cp = configparser.ConfigParser(interpolation=None, strict=True)
    cp.optionxform = str  # keys are case-sensitive
    cp.read_string(DESKTOP.read_text(encoding="utf-8"))
    return cp["Desktop Entry"]


def _env_without_platform() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    return env


def test_files_exist() -> None:
    for path in (SPEC, ENTRY, DESKTOP, PNG, SVG, PKG / "roundhouse-mime.xml", PKG / "onefile.py"):
        assert path.is_file(), path


def test_spec_builds_one_folder_named_roundhouse_from_the_entry() -> None:
    calls = _spec_calls()
    for needed in ("Analysis", "PYZ", "EXE", "COLLECT"):
        assert needed in calls, f"the spec never calls {needed}()"
    assert ast.literal_eval(_kw(calls["EXE"], "name")) == NAME
    assert ast.literal_eval(_kw(calls["COLLECT"], "name")) == NAME  # dist/roundhouse/roundhouse
    assert ast.literal_eval(_kw(calls["EXE"], "exclude_binaries")) is True  # one folder, not one file
    text = SPEC.read_text(encoding="utf-8")
    assert ENTRY.name in text
    assert '"assets"), "assets")' in text  # assets/ keeps its place next to engine/ in the bundle
    assert '"PySide6.QtWebEngineCore"' in text  # what we never use is excluded


def test_bundle_layout_matches_where_the_engine_looks_for_assets() -> None:
    # Frozen, PyInstaller sets engine.assets.__file__ to <bundle>/engine/assets.pyc and carries
    # no engine/_assets, so the spec's "assets" destination is found through the fallback to
    # <engine's parent>/assets, the same one a source checkout uses.
    import engine
    from engine.assets import ASSETS, PACKAGED

    assert not (Path(engine.__file__).resolve().parent / PACKAGED).exists()
    assert ASSETS == Path(engine.__file__).resolve().parent.parent / "assets"
    assert (ASSETS / "titles").is_dir()


def test_desktop_entry_names_the_program_and_the_icon() -> None:
    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Roundhouse"
    assert entry["Exec"].split()[0] == NAME
    assert entry.get("TryExec", NAME) == NAME
    assert entry["Icon"] == PNG.stem == SVG.stem == NAME
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")
    assert entry["Categories"].endswith(";")


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-validate not installed")
def test_desktop_entry_validates() -> None:
    res = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert res.returncode == 0, res.stdout + res.stderr


def test_icons_are_square_images() -> None:
    head = PNG.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", head[16:24])
    assert width == height >= 128
    root = ET.parse(SVG).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("viewBox") == "0 0 256 256"


def test_selftest_from_source_exits_0_with_one_line() -> None:
    res = subprocess.run(
        [sys.executable, str(ENTRY), "--selftest"],
        capture_output=True,
        text=True,
        cwd=PKG,
        env=_env_without_platform(),
        timeout=120,
    )
    assert res.returncode == 0, res.stderr
    lines = res.stdout.splitlines()
    assert len(lines) == 1 and lines[0].startswith("selftest ok: "), res.stdout
    assert "18MEX" in lines[0] and "offscreen" in lines[0] and "source" in lines[0]


def test_selftest_failure_is_one_line_and_non_zero() -> None:
    code = (
        "import sys; sys.path.insert(0, sys.argv[1]); import desktop.launcher as m; "
        "m.SELFTEST_TITLE = 'NO-SUCH-TITLE'; sys.exit(m.main(['--selftest']))"
    )
    res = subprocess.run(
        [sys.executable, "-c", code, str(ROOT)],
        capture_output=True,
        text=True,
        cwd=PKG,
        env=_env_without_platform(),
        timeout=120,
    )
    assert res.returncode == 1
    assert res.stdout == ""
    lines = res.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("selftest failed: "), res.stderr
    assert "NO-SUCH-TITLE" in lines[0]


def test_make_package_uses_the_spec_and_a_pinned_pyinstaller() -> None:
    import tomllib

    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "\npackage: venv" in makefile
    assert "--distpath packaging/dist --workpath packaging/build packaging/roundhouse.spec" in makefile
    assert "packaging/onefile.py packaging/dist/roundhouse packaging/dist/Roundhouse-x86_64.run" in makefile
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert any(d.startswith("pyinstaller==") for d in extras["optional-dependencies"]["package"])
    assert not any(d.lower().startswith("pyinstaller") for d in extras["dependencies"])


MIME = PKG / "roundhouse-mime.xml"
ONEFILE = PKG / "onefile.py"


def test_mime_type_knows_every_title_and_the_desktop_entry_opens_it() -> None:
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    mime = ET.parse(MIME).getroot().find("m:mime-type", ns)
    assert mime is not None
    kind = mime.get("type")
    assert kind in _desktop_entry()["MimeType"].split(";")
    assert mime.find("m:glob", ns) is None  # never every .json
    values = {m.get("value") for m in mime.iter(f"{{{ns['m']}}}match")}
    titles = {p.name for p in (ROOT / "assets" / "titles").iterdir() if (p / "title.toml").is_file()}
    for title in titles:
        assert f'"title":"{title}"' in values and f'"title": "{title}"' in values, title
    for match in mime.iter(f"{{{ns['m']}}}match"):
        assert match.get("offset") == "0:4096"


def _fake_bundle(tmp_path: Path) -> Path:
    """A stand-in for PyInstaller's folder: a program that prints its arguments."""
    bundle = tmp_path / "bundle"
    bundle.mkdir()
    prog = bundle / NAME
    prog.write_text('#!/bin/sh\necho "ran with: $*"\n', encoding="utf-8")
    prog.chmod(0o755)
    (bundle / "_internal").mkdir()
    (bundle / "_internal" / "data.txt").write_text("x" * 5000, encoding="utf-8")
    return bundle


@pytest.mark.skipif(os.name != "posix" or shutil.which("tar") is None, reason="the .run file is for Linux")
def test_single_file_unpacks_once_runs_and_installs_into_the_menu(tmp_path: Path) -> None:
    out = tmp_path / "Roundhouse-x86_64.run"
    res = subprocess.run(
        [sys.executable, str(ONEFILE), str(_fake_bundle(tmp_path)), str(out)], capture_output=True, text=True
    )
    assert res.returncode == 0, res.stderr
    assert out.read_bytes().startswith(b"#!/bin/sh\n") and os.access(out, os.X_OK)
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache"), "XDG_DATA_HOME": str(tmp_path / "data")}

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([str(out), *args], capture_output=True, text=True, env=env, cwd="/", timeout=60)

    first = run("--lang", "pt", "a game.json")
    assert first.returncode == 0, first.stderr
    assert first.stdout.strip() == "ran with: --lang pt a game.json"
    (copy,) = (tmp_path / "cache" / "roundhouse").iterdir()  # one unpacked copy, named by digest
    assert (copy / NAME / "_internal" / "data.txt").stat().st_size == 5000
    assert run("--selftest").stdout.strip() == "ran with: --selftest"
    assert list((tmp_path / "cache" / "roundhouse").iterdir()) == [copy]  # not unpacked again

    installed = run("--install")
    assert installed.returncode == 0, installed.stderr
    data = tmp_path / "data"
    entry = (data / "applications" / "roundhouse.desktop").read_text(encoding="utf-8")
    assert f'Exec="{out}" %f' in entry and "TryExec" not in entry and "MimeType=application/x-18xx-game;" in entry
    assert (data / "icons" / "hicolor" / "256x256" / "apps" / "roundhouse.png").read_bytes() == PNG.read_bytes()
    assert (data / "mime" / "packages" / "roundhouse.xml").read_bytes() == MIME.read_bytes()
    extracted = tmp_path / "extracted"
    assert run("--extract", str(extracted)).returncode == 0
    assert (extracted / NAME / NAME).is_file() and (extracted / "share" / "roundhouse.desktop").is_file()
    assert run("--uninstall").returncode == 0
    assert not (data / "applications" / "roundhouse.desktop").exists()
    assert not (tmp_path / "cache" / "roundhouse").exists()


def test_single_file_is_the_same_bytes_for_the_same_bundle(tmp_path: Path) -> None:
    bundle = _fake_bundle(tmp_path)
    outs = [tmp_path / "a.run", tmp_path / "b.run"]
    for out in outs:
        subprocess.run([sys.executable, str(ONEFILE), str(bundle), str(out)], check=True, capture_output=True)
    assert outs[0].read_bytes() == outs[1].read_bytes()
