"""Hostile files given to ``python -m engine replay``: one line on stderr, exit 2, never a traceback."""

from __future__ import annotations

import json

import pytest

from engine.io.document import native_document

from .conftest import minimal_doc, run_cli


def _native(**meta) -> dict:
    doc = native_document(minimal_doc())
    doc["roundhouse"].update(meta)
    return doc


def _checksum_broken() -> dict:
    doc = native_document(minimal_doc())
    doc["actions"][0]["entity"] = 2
    return doc


CASES = {
    "truncated": lambda: json.dumps(minimal_doc())[:-17],
    "not_utf8": lambda: b'{"title": "18MEX\xc3\x28"}',
    "wrong_types": lambda: minimal_doc(players=[{"id": 1, "name": 7}]),
    "wrong_action_field": lambda: minimal_doc(actions=[{"id": 1, "type": "lay_tile", "hex": ["G22"]}]),
    "unknown_title": lambda: minimal_doc(title="1830"),
    "unknown_action": lambda: minimal_doc(actions=[{"id": 1, "type": "nuke", "entity": 1}]),
    "future_version": lambda: _native(format_version=99),
    "deep_nesting": lambda: "[" * 100000 + "]" * 100000,
    "deep_objects": lambda: '{"a":' * 100000 + "1" + "}" * 100000,
    "checksum": _checksum_broken,
    "not_json": lambda: "import os; os.system('echo pwned')",
}

NEEDLES = {
    "truncated": "cut off",
    "not_utf8": "UTF-8",
    "wrong_types": "players[0].name",
    "wrong_action_field": "actions[0].hex",
    "unknown_title": "unknown title",
    "unknown_action": "unknown action type",
    "future_version": "newer Roundhouse",
    "deep_nesting": "deeper than 64",
    "deep_objects": "deeper than 64",
    "checksum": "checksum",
    "not_json": "invalid JSON",
}


def check_refusal(proc, needle: str) -> None:
    assert proc.returncode == 2, proc
    assert "Traceback" not in proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert needle in lines[0], lines[0]
    assert proc.stdout == ""


@pytest.mark.parametrize("case", sorted(CASES))
def test_hostile_file(tmp_path, case):
    content = CASES[case]()
    p = tmp_path / f"{case}.json"
    if isinstance(content, bytes):
        p.write_bytes(content)
    else:
        p.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    check_refusal(run_cli("replay", str(p)), NEEDLES[case])


def test_fifty_megabytes(tmp_path):
    p = tmp_path / "big.json"
    with open(p, "w") as fh:  # valid JSON, 50 MB of it
        fh.write('{"title": "18MEX", "pad": "')
        chunk = "x" * (1 << 20)
        for _ in range(50):
            fh.write(chunk)
        fh.write('"}')
    check_refusal(run_cli("replay", str(p), "--json"), "larger than the 20 MB limit")


def test_missing_file_and_directory(tmp_path):
    check_refusal(run_cli("replay", str(tmp_path / "nope.json")), "no such file")
    check_refusal(run_cli("replay", str(tmp_path)), "not a regular file")
