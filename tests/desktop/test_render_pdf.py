"""``python -m desktop render FILE [--before ID] --out state.pdf|map.png``: the printed report
(at least 2 pages, every company and player name in its text) and the map alone."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys

import pytest
from PySide6.QtGui import QImage

from engine.io.document import load
from engine.title import load_title
from tests.desktop.conftest import FIXTURES, MEX_13315, ROOT, need


def render(*args):
    """The CLI in English unless the test says otherwise (not the machine's locale or prefs)."""
    if "--lang" not in args:
        args = (*args, "--lang", "en")
    env = dict(os.environ)
    env.pop("DISPLAY", None)
    return subprocess.run(
        [sys.executable, "-m", "desktop", "render", *map(str, args)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )


def pdf_text(path) -> str:
    out = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True).stdout
    return " ".join(out.split())


def pdf_pages(path) -> int:
    if shutil.which("pdfinfo"):
        info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True).stdout
        return int(re.search(r"Pages:\s+(\d+)", info).group(1))
    return len(re.findall(rb"/Type\s*/Page[^s]", path.read_bytes()))


@pytest.mark.skipif(
    shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) is not installed: run 'make sysdeps' as root"
)
@pytest.mark.parametrize(
    ("fixture", "money"),
    [(MEX_13315, "${:,}"), (FIXTURES / "1893" / "1893_game_end_bank.json", "{:,}M")],
    ids=["18MEX", "1893"],
)
def test_render_pdf_has_every_company_and_player_name(tmp_path, fixture, money):
    src = need(fixture)
    out = tmp_path / "state.pdf"
    r = render(src, "--out", out)
    assert r.returncode == 0, r.stderr
    assert pdf_pages(out) >= 2
    text = pdf_text(out)
    doc = load(src)
    info = load_title(doc.title)
    in_game = [c for c in info.companies if not c.extra.get("optional_rule")]  # CdB needs baja_variant
    names = [c.name for c in in_game] + [c.sym for c in in_game]
    names += [name for _, name in doc.players]
    missing = [n for n in names if " ".join(n.split()) not in text]
    assert not missing, f"not in the PDF text: {missing}"
    assert "Cap table" in text and "Stock market" in text and "Log" in text
    # the game is over: its final scores are printed, the winner's total among them
    from engine.io.replay import replay
    from engine.play.worth import final_scores

    scores = final_scores(replay(doc).game.state)
    assert f"Final scores — {scores.reason_text}" in " ".join(text.split())
    assert money.format(scores.rows[0].total) in text


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) is not installed")
def test_render_before_an_action_and_the_map_alone(tmp_path):
    src = need(MEX_13315)
    out = tmp_path / "early.pdf"
    r = render(src, "--before", 40, "--out", out)
    assert r.returncode == 0, r.stderr
    text = pdf_text(out)
    assert "after action 39 of 501" in text
    assert "Final scores" not in text  # not over yet: no scores page
    png = tmp_path / "map.png"
    r = render(src, "--before", 40, "--out", png)
    assert r.returncode == 0, r.stderr
    img = QImage(str(png))
    assert 500 < img.width() < 5000 and 500 < img.height() < 5000


def test_render_refuses_bad_input_in_one_line(tmp_path):
    src = need(MEX_13315)
    r = render(src, "--before", 999999, "--out", tmp_path / "x.pdf")
    assert r.returncode == 2 and "999999" in r.stderr and len(r.stderr.strip().splitlines()) == 1
    r = render(src, "--out", tmp_path / "x.txt")
    assert r.returncode == 2 and ".pdf" in r.stderr
    r = render(tmp_path / "missing.json", "--out", tmp_path / "x.pdf")
    assert r.returncode == 2 and "missing.json" in r.stderr
    assert not (tmp_path / "x.pdf").exists()


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) is not installed")
def test_1833ne_report_prints_ferries_bonuses_exits_and_the_rules_notes(tmp_path):
    """The title's own tables (engine.views.report_sections) and its rules notes, every one with
    its source (assets/titles/1833NE/assumptions.toml, read here straight from the file)."""
    import json
    import tomllib

    from engine.assets import title_dir
    from tests.titles.g1833ne.test_exit_tokens import laying
    from tests.titles.g1833ne.test_menu import b_and_w_operating
    from tests.titles.g1833ne.test_worked_example import corp

    ex = laying(b_and_w_operating())
    ex.do(corp("B&W", "buy_company", company="P4", price=60))
    ex.do(corp("B&W", "buy_special", hex="C26"))
    doc = {
        "id": 1,
        "title": "1833NE",
        "players": [{"id": i, "name": f"J{i}"} for i in range(1, 5)],
        "settings": {"seed": 1, "optional_rules": []},
        "status": "active",
        "result": {},
        "game_end_reason": None,
        "actions": [{"id": n, **a} for n, a in enumerate(ex.g.actions, 1)],
    }
    src = tmp_path / "ne.json"
    src.write_text(json.dumps(doc), encoding="utf-8")
    out = tmp_path / "ne.pdf"
    r = render(src, "--out", out)
    assert r.returncode == 0, r.stderr
    text = pdf_text(out)
    assert "Ferries — $40 each, phases I to III" in text and "New Haven C26 B&W New $40" in text
    assert "Connection bonuses — phase I" in text and "direct Boston – Montreal $150 $200 $0 $150" in text
    assert "P4 A6 Ogdensburg RR B&W" in text
    rules = text[text.index("Rules notes — 1833NE") :]
    with open(title_dir("1833NE") / "assumptions.toml", "rb") as f:
        entries = tomllib.load(f)["assumption"]
    for k, a in enumerate(entries, 1):
        assert f"{k}. {' '.join(a['note'].split())} Source: {' '.join(a['source'].split())}" in rules, a["id"]
