"""Autosave is atomic: a process SIGKILLed in the middle of writing leaves the previous autosave
intact and loadable (and the next start cleans up the torn temp file)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from desktop import files
from desktop.history import History
from engine.io.document import load
from tests.desktop.conftest import ROOT

CHILD = textwrap.dedent("""
    import json, os, sys, time
    sys.path.insert(0, {root!r})
    from pathlib import Path
    from desktop import files
    from engine.io.document import parse_document
    paths = files.AppPaths(Path({config!r}), Path({data!r}))
    session = files.Session(paths, pid={pid}, ident={ident!r})
    docs = [json.loads(Path(p).read_text(encoding="utf-8")) for p in {docs!r}]
    mode = {mode!r}
    if mode == "stall":
        real = os.fsync
        def stalled(fd):
            # the whole new file is written but not yet renamed into place
            print("writing", flush=True)
            time.sleep(60)
        os.fsync = stalled
        session.autosave(docs[1], None, "18MEX", 2)
    else:
        print("writing", flush=True)
        k = 0
        while True:
            session.autosave(docs[k % 2], None, "18MEX", k)
            k += 1
""")


def dead_pid() -> int:
    p = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    return int(p.stdout)


@pytest.fixture
def setup(tmp_path, mex):
    paths = files.AppPaths(tmp_path / "config", tmp_path / "data")
    pid = dead_pid()
    old, new = mex.copy(37).document(), mex.copy(123).document()
    docs = []
    for name, d in (("old.json", old), ("new.json", new)):
        files.write_document(tmp_path / name, d)
        docs.append(str(tmp_path / name))
    session = files.Session(paths, pid=pid)
    session.start()
    session.autosave(old, None, "18MEX", 37)  # the previous autosave
    return paths, session, docs, session.autosave_path


def run_child(paths, session, docs, mode):
    code = CHILD.format(
        root=str(ROOT),
        config=str(paths.config_dir),
        data=str(paths.data_dir),
        pid=session.pid,
        ident=session.ident,
        docs=docs,
        mode=mode,
    )
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    assert child.stdout.readline().strip() == "writing"
    return child


def kill(child):
    os.kill(child.pid, signal.SIGKILL)
    child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL


def test_sigkill_while_writing_keeps_the_previous_autosave(setup, mex):
    paths, session, docs, autosave = setup
    child = run_child(paths, session, docs, "stall")
    kill(child)
    torn = list(paths.autosave_dir.glob(".autosave-*.tmp"))
    assert torn, "the kill did not happen in the middle of a write"
    doc = load(autosave)  # intact: the previous autosave, loadable
    assert len(doc.actions) == 37
    h, report = History.load(doc)
    assert report.complete and h.game.snapshot() == mex.snaps[37]
    # the next start finds the crashed session, removes the torn temp file, offers the autosave
    crashed = files.crashed_sessions(paths)
    assert [c.autosave for c in crashed] == [autosave]
    assert not list(paths.autosave_dir.glob(".autosave-*.tmp"))


def test_sigkill_at_random_moments_of_repeated_writes(setup, mex):
    paths, session, docs, autosave = setup
    rng = random.Random(5)
    for _ in range(4):
        child = run_child(paths, session, docs, "loop")
        time.sleep(rng.uniform(0.0, 0.25))
        kill(child)
        doc = load(autosave)  # always one complete document, never a torn one
        assert len(doc.actions) in (37, 123)
    # the next start offers the autosave and leaves no temporary file of the killed writes
    assert [c.autosave for c in files.crashed_sessions(paths)] == [autosave]
    assert not list(paths.autosave_dir.glob(".*.tmp"))
