"""Crash recovery is keyed by something that cannot collide, and kills during a save leave no
temporary file behind for long (issue #28, items 7 and 8).

A session is named by its pid and a random part, and it holds a lock file while it runs (the
system drops the lock when the process dies, however it dies).  A crashed session used to stay
hidden while any live process had its pid, e.g. after a reboot."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from desktop import files
from engine.io.document import load
from tests.desktop.conftest import ROOT

CHILD = textwrap.dedent("""
    import json, os, sys, time
    sys.path.insert(0, {root!r})
    from pathlib import Path
    from desktop import files
    paths = files.AppPaths(Path({config!r}), Path({data!r}))
    mode = {mode!r}
    docs = [json.loads(Path(p).read_text(encoding="utf-8")) for p in {docs!r}]
    if mode == "session":  # a real session of this process: its lock, marker and an autosave
        session = files.Session(paths)
        session.start()
        session.autosave(docs[0], None, "18MEX", 37)
        print(session.ident, flush=True)
        time.sleep(600)
    target = Path({target!r})
    if mode == "stall":  # the new file written, not yet renamed into place
        def stalled(fd):
            print("writing", flush=True)
            time.sleep(600)
        os.fsync = stalled
        files.write_document(target, docs[1])
    print("writing", flush=True)
    k = 0
    while True:
        files.write_document(target, docs[k % 2])
        k += 1
""")


@pytest.fixture
def docs(tmp_path, mex):
    out = []
    for name, n in (("old.json", 37), ("new.json", 123)):
        files.write_document(tmp_path / name, mex.copy(n).document())
        out.append(str(tmp_path / name))
    return out


def child(paths, docs, mode, target=""):
    code = CHILD.format(
        root=str(ROOT),
        config=str(paths.config_dir),
        data=str(paths.data_dir),
        docs=docs,
        mode=mode,
        target=str(target),
    )
    return subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)


def _temps(target):
    """The temporary files of saves of ``target`` (``.<name>.<random>.tmp``), sorted."""
    return sorted(target.parent.glob(f".{target.name}.*.tmp"))


def kill(proc):
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)


def _rewrite_marker(paths, ident, **fields):
    marker = paths.session_file(ident)
    info = json.loads(marker.read_text(encoding="utf-8"))
    info.update(fields)
    marker.write_text(json.dumps(info), encoding="utf-8")


def test_a_crashed_session_is_found_though_a_live_process_has_its_pid(app_paths, docs):
    proc = child(app_paths, docs, "session")
    ident = proc.stdout.readline().strip()
    assert files.crashed_sessions(app_paths) == []  # it runs: its lock is held
    kill(proc)
    # after a reboot another process has that pid (here: this test's own, certainly alive)
    _rewrite_marker(app_paths, ident, pid=os.getpid())
    crashed = files.crashed_sessions(app_paths)
    assert [c.ident for c in crashed] == [ident]
    assert len(load(crashed[0].autosave).actions) == 37


def test_without_a_lock_the_boot_and_the_start_time_tell_the_pid_apart(app_paths, docs):
    """An older marker (or a system without file locks): a pid is only the same process in the
    same boot, started at the same time."""
    proc = child(app_paths, docs, "session")
    ident = proc.stdout.readline().strip()
    kill(proc)
    _rewrite_marker(app_paths, ident, lock=None, pid=os.getpid(), boot="a-boot-before-the-last-reboot")
    assert [c.ident for c in files.crashed_sessions(app_paths)] == [ident]
    _rewrite_marker(app_paths, ident, boot=files.boot_id(), pstart="1")  # same boot, another process
    assert [c.ident for c in files.crashed_sessions(app_paths)] == [ident]
    _rewrite_marker(app_paths, ident, pstart=files.process_start(os.getpid()))  # this very process
    assert files.crashed_sessions(app_paths) == []


def test_the_window_offers_a_crashed_session_whose_pid_is_its_own(make_window, qtbot, app_paths, docs):
    proc = child(app_paths, docs, "session")
    ident = proc.stdout.readline().strip()
    kill(proc)
    _rewrite_marker(app_paths, ident, pid=os.getpid())
    w = make_window(answer=True)
    assert w.session.pid == os.getpid() and w.offer_restore()
    qtbot.waitUntil(lambda: w.controller.history is not None and not w.controller.busy, timeout=60000)
    assert len(w.controller.history) == 37


def test_sessions_never_share_files(app_paths):
    a, b = files.Session(app_paths), files.Session(app_paths)
    try:
        a.start()
        b.start()
        assert a.ident != b.ident and a.autosave_path != b.autosave_path
        assert files.crashed_sessions(app_paths) == []  # both live, in this process
    finally:
        a.end()
        b.end()
    assert not list(app_paths.autosave_dir.iterdir())  # a clean end leaves nothing


def test_kills_in_the_middle_of_saves_leave_the_file_whole_and_no_temporary_after_the_next_start(
    make_window, app_paths, docs, tmp_path
):
    """Acceptance: a process saving a game again and again is killed at random moments (and
    once surely in the middle of a write); the file is always the previous or the new game,
    whole, and the next start removes the temporaries the kills left."""
    target = tmp_path / "saves" / "game.json"
    files.write_document(target, load(docs[0]).data)
    proc = child(app_paths, docs, "stall", target)
    assert proc.stdout.readline().strip() == "writing"
    kill(proc)
    assert _temps(target), "the kill did not happen in the middle of a write"
    rng = random.Random(28)
    for _ in range(12):
        proc = child(app_paths, docs, "loop", target)
        assert proc.stdout.readline().strip() == "writing"
        time.sleep(rng.uniform(0.0, 0.3))
        kill(proc)
        assert len(load(target).actions) in (37, 123)  # never torn
    left = _temps(target)
    assert left
    # a save in progress elsewhere is recent: the next start leaves those alone
    settings = files.settings(app_paths)
    files.add_recent(settings, str(target))
    settings.sync()
    make_window()
    assert _temps(target) == left
    # the next start, a minute later: the kills' leftovers are gone, the file is as it was
    for tmp in left:
        os.utime(tmp, (time.time() - 120, time.time() - 120))
    before = target.read_bytes()
    make_window()
    assert _temps(target) == []
    assert target.read_bytes() == before


def test_the_next_save_of_a_file_removes_the_leftovers_of_killed_saves(app_paths, docs, tmp_path):
    target = tmp_path / "game.json"
    files.write_document(target, load(docs[0]).data)
    proc = child(app_paths, docs, "stall", target)
    assert proc.stdout.readline().strip() == "writing"
    kill(proc)
    (tmp,) = _temps(target)
    os.utime(tmp, (time.time() - 120, time.time() - 120))
    files.write_document(target, load(docs[1]).data)
    assert _temps(target) == [] and len(load(target).actions) == 123


def test_autosave_temporaries_of_dead_sessions_go_at_the_next_start(app_paths, docs):
    proc = child(app_paths, docs, "session")
    ident = proc.stdout.readline().strip()
    live = files.Session(app_paths)
    live.start()
    folder = app_paths.autosave_dir
    dead_tmp = folder / f".autosave-{ident}.json.x1.tmp"
    live_tmp = folder / f".autosave-{live.ident}.json.x2.tmp"
    for p in (dead_tmp, live_tmp):
        p.write_text("{", encoding="utf-8")
    kill(proc)
    files.crashed_sessions(app_paths)
    assert not dead_tmp.exists() and live_tmp.exists()  # a live session's write is left alone
    live.end()
    live_tmp.unlink()


def test_a_restored_game_still_notices_that_its_file_changed_since(make_window, qtbot, app_paths, docs, tmp_path):
    """The session marker keeps the game file's size and hash: after a crash, another window
    may have saved that file; restoring the autosave and saving must not silently undo that."""
    import hashlib
    import shutil

    game = tmp_path / "game.json"
    shutil.copy(docs[0], game)
    raw = game.read_bytes()
    dead = int(subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True).stdout)
    sess = files.Session(app_paths, pid=dead)
    sess.start()
    sess.autosave(load(docs[0]).data, str(game), "18MEX", 37)  # that process "crashed" here
    _rewrite_marker(app_paths, sess.ident, file_size=len(raw), file_sha256=hashlib.sha256(raw).hexdigest())
    shutil.copy(docs[1], game)  # meanwhile another window saved the file: 123 actions
    w = make_window(answer=True)
    assert w.offer_restore()
    qtbot.waitUntil(lambda: w.controller.history is not None and not w.controller.busy, timeout=60000)
    assert w.controller.path == str(game)
    asked = []
    w.ask = lambda kind, title, text: asked.append(kind) or "cancel"
    assert w.save() is False
    assert asked == ["changed"] and len(load(game).actions) == 123
