"""``python -m engine titles [--json]``: every title with data is listed, and only a title with a
complete rules module is ``playable`` (the others are offered as boards to look at)."""

from __future__ import annotations

import json
import subprocess
import sys

from engine.__main__ import main
from engine.assets import ASSETS
from engine.title import load_title
from engine.titles import is_playable


def _asset_titles() -> list[str]:
    return sorted(d.name for d in (ASSETS / "titles").iterdir() if (d / "title.toml").is_file())


def test_titles_json_lists_every_title_with_its_setup():
    out = subprocess.run(
        [sys.executable, "-m", "engine", "titles", "--json"], check=True, capture_output=True, text=True
    ).stdout
    entries = json.loads(out)
    by_id = {e["id"]: e for e in entries}
    assert sorted(by_id) == _asset_titles()
    assert {"18MEX", "1893", "18GB", "1833NE"} <= set(by_id)
    for e in entries:
        assert set(e) == {"id", "name", "players", "options", "scenarios", "playable"}
        info = load_title(e["id"])
        assert e["name"] == info.name and e["players"] == list(info.players)
        assert [o["id"] for o in e["options"]] == [o.id for o in info.optional_rules]
        assert all(set(o) == {"id", "description"} for o in e["options"])
        assert all(set(s) == {"id", "players", "description"} for s in e["scenarios"])
    assert by_id["18MEX"]["playable"] is True and by_id["1893"]["playable"] is True
    assert by_id["18GB"]["playable"] is True and by_id["1833NE"]["playable"] is True
    assert by_id["18MEX"]["players"] == [3, 5]
    assert "baja_variant" in [o["id"] for o in by_id["18MEX"]["options"]]
    gb = by_id["18GB"]
    assert [s["id"] for s in gb["scenarios"]] == ["2NS", "2EW", "3", "4Std", "4Alt", "5", "6"]
    assert next(s for s in gb["scenarios"] if s["id"] == "2EW")["players"] == [2, 2]


def test_titles_text_marks_board_only(capsys):
    assert main(["titles"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert sorted(line.split("\t")[0] for line in lines) == _asset_titles()
    for line in lines:
        assert line.endswith("(board only)") == (not is_playable(line.split("\t")[0]))
    assert not next(line for line in lines if line.startswith("18MEX")).endswith("(board only)")
    assert not next(line for line in lines if line.startswith("1893")).endswith("(board only)")
    assert not next(line for line in lines if line.startswith("1833NE")).endswith("(board only)")


def test_is_playable():
    assert is_playable("18MEX") and is_playable("1893") and is_playable("18GB") and is_playable("1833NE")
    assert not is_playable("no such title")
