"""Issue #28's acceptance, engine side: every file of the generated hostile corpus
(``tests/hostile_corpus.py``) ends, through the loader and the replay, in a clean refusal that
names the field or in a game that saves and loads back the same; each within a time guard and
with memory bounded.  The command line (``python -m engine replay``) is run on one file of each
class, under an address-space limit.  And whatever the loader accepts, the writer writes."""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.errors import DataError
from engine.io.document import _serialise, load, native_document, parse_document, parse_json_bytes, save
from engine.io.replay import replay
from tests.fixtures import needs
from tests.guard import time_limit
from tests.hostile_corpus import EITHER, GAME, REFUSED, check_refusal, check_stop, corpus, export, recordings

from .conftest import ROOT

ENTRIES = corpus()
pytestmark = needs(ENTRIES, "the shared 18xx.games recordings")

#: per file: many times what the largest needs (a 100,000-undo storm, a 20 MB file)
PER_FILE_SECONDS = 60
#: resident memory after any file of the corpus (a hostile name once took 23 GB)
RSS_BOUND_MB = 1500
#: the command line's address space (a runaway allocation ends in a refusal or a kill, not swap)
CLI_ADDRESS_SPACE = 3 * 1024**3


def rss_mb() -> float:
    with open("/proc/self/statm", encoding="ascii") as fh:
        return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1048576


def run_engine(entry, path, tmp_path) -> str:
    """Load, replay, and for a game save and load back; what came of it (refused / game)."""
    try:
        doc = load(path)
        res = replay(doc)
    except DataError as exc:
        if entry.expect == GAME:
            pytest.fail(f"{entry.name}: refused, a game was expected: {exc}")
        check_refusal(entry, str(exc), path.name)
        return REFUSED
    assert entry.expect != REFUSED, f"{entry.name}: loaded, a refusal naming {entry.needle!r} was expected"
    if res.error is not None:
        assert res.error.kind == "illegal", res.error.line()
        check_stop(res.error.line())
    if entry.stops:
        assert res.error is not None and entry.stops in res.error.line(), f"{entry.name}: replayed to the end"
    saved = tmp_path / f"saved-{entry.name}.json"
    save(saved, native_document(doc))
    again = replay(load(saved))
    assert again.processed == res.processed
    assert again.game.snapshot() == res.game.snapshot()
    return GAME


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e.name)
def test_the_loader_refuses_cleanly_or_plays_the_game(entry, tmp_path):
    path = entry.write(tmp_path)
    with time_limit(PER_FILE_SECONDS, f"loading {entry.name}"):
        run_engine(entry, path, tmp_path)
    assert rss_mb() < RSS_BOUND_MB


def test_the_corpus_covers_every_class():
    kinds = {e.kind for e in ENTRIES}
    assert {"syntax", "sizes", "numbers", "types", "structure", "semantics", "names", "recordings"} <= kinds
    assert {e.expect for e in ENTRIES} == {REFUSED, GAME, EITHER}


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (CLI_ADDRESS_SPACE, CLI_ADDRESS_SPACE))


def _one_per_class() -> list:
    chosen: dict[tuple[str, str, bool], object] = {}
    for e in ENTRIES:
        chosen.setdefault((e.kind, e.expect, e.imported), e)
    return list(chosen.values())


@pytest.mark.parametrize("entry", _one_per_class(), ids=lambda e: e.name)
def test_the_command_line_refuses_in_one_line(entry, tmp_path):
    path = entry.write(tmp_path)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run(
        [sys.executable, "-m", "engine", "replay", str(path)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=PER_FILE_SECONDS,
        preexec_fn=_limit_memory,
    )
    assert "Traceback" not in proc.stderr and "internal" not in proc.stderr, proc.stderr
    if proc.returncode == 2 and proc.stderr.startswith("error:"):
        assert entry.expect != GAME, proc.stderr
        line = proc.stderr.strip()
        check_refusal(entry, line, path.name)
    else:
        assert entry.expect != REFUSED, proc.stderr
        assert proc.returncode in (0, 1, 2), proc


# --- the writer writes whatever the loader accepts ------------------------------------------------

_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(alphabet=st.characters(codec=None, exclude_categories=()), max_size=8),
)
_VALUES = st.recursive(
    _SCALARS,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=4), inner, max_size=4)),
    max_leaves=12,
)


def _hostile_text(doc: dict) -> bytes:
    """JSON text as a stranger may write it: lone surrogates as escapes, infinities as 1e999."""
    text = json.dumps(doc, ensure_ascii=True, allow_nan=True)
    return text.replace("-Infinity", "-1e999").replace("Infinity", "1e999").encode("ascii")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(where=st.sampled_from(["extra", "settings", "player", "action", "name"]), value=_VALUES)
def test_whatever_the_loader_accepts_the_writer_writes(where, value):
    doc = export(recordings()[0])
    if where == "extra":
        doc["zz"] = value
    elif where == "settings":
        doc["settings"]["zz"] = value
    elif where == "player":
        doc["players"][0]["zz"] = value
    elif where == "action":
        doc["actions"][0]["zz"] = value
    else:
        doc["players"][1]["name"] = value
    raw = _hostile_text(doc)
    try:
        loaded = parse_document(parse_json_bytes(raw, "x.json"), "x.json")
    except DataError as exc:
        assert "x.json" in str(exc) and "Error" not in str(exc)
        return
    written = _serialise(native_document(loaded))  # never raises on what was accepted
    back = parse_document(parse_json_bytes(written, "y.json"), "y.json")
    assert back.data["players"] == loaded.data["players"]
    assert json.dumps(back.actions, sort_keys=True) == json.dumps(loaded.actions, sort_keys=True)


@pytest.mark.parametrize(
    "key, raw, field",
    [
        ("created_at", "1e999", "created_at"),
        ("created_at", "-1e400", "created_at"),
        ("zz", '{"a": [0, {"b": 1e999}]}', "zz.a[1].b"),
        ("zz", "9007199254740992", "zz"),
        ("zz", '"\\ud800"', "zz"),
        ("zz", '{"\\udc00": 1}', "zz"),
    ],
)
def test_odd_values_are_refused_naming_the_field(key, raw, field):
    doc = export(recordings()[0])
    doc[key] = "@@odd@@"
    text = json.dumps(doc).replace('"@@odd@@"', raw)
    data = parse_json_bytes(text.encode(), "f.json")
    with pytest.raises(DataError) as info:
        parse_document(data, "f.json")
    assert f"f.json: {field}" in str(info.value)
