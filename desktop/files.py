"""Where the desktop keeps things (platformdirs), recent files, autosave and crash recovery.

* settings (window layout, recent files, last folder, language): ``<user config dir>/roundhouse.ini``;
* autosaves: ``<user data dir>/autosave/autosave-<session>.json`` (``<session>``: the pid and a
  random part), rewritten atomically (temp file, fsync, rename: ``engine.io.document.save``)
  after every action, so a crash at any instant leaves either the previous autosave or the new
  one, never a torn file; the temp file a kill leaves is removed at the next start (autosaves)
  or the next save of the same file (``remove_stale_temporaries``);
* a session marker ``<user data dir>/autosave/session-<session>.json`` and a lock file the
  session holds exist while the program runs; a marker whose lock is free at the next start
  means that session crashed, and its autosave is offered for restoring.

No Qt here except the QSettings factory at the bottom (imported lazily).
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

try:  # file locks: POSIX
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]
try:  # file locks: Windows
    import msvcrt
except ImportError:
    msvcrt = None  # type: ignore[assignment]

APP = "Roundhouse"
MAX_RECENT = 10


@dataclass(frozen=True)
class AppPaths:
    config_dir: Path
    data_dir: Path

    @classmethod
    def default(cls) -> AppPaths:
        import platformdirs

        return cls(
            Path(platformdirs.user_config_dir(APP, appauthor=False)),
            Path(platformdirs.user_data_dir(APP, appauthor=False)),
        )

    @property
    def settings_file(self) -> Path:
        return self.config_dir / "roundhouse.ini"

    @property
    def autosave_dir(self) -> Path:
        return self.data_dir / "autosave"

    def autosave_file(self, ident: int | str | None = None) -> Path:
        return self.autosave_dir / f"autosave-{ident or os.getpid()}.json"

    def session_file(self, ident: int | str | None = None) -> Path:
        return self.autosave_dir / f"session-{ident or os.getpid()}.json"


# ------------------------------------------------------------------------------------- autosave

# a temporary file older than this (seconds) next to a save file is a leftover of a killed save
STALE_TEMP_SECONDS = 60.0


def write_document(path: Path, data: dict[str, Any]) -> None:
    """Atomic write of a game document (temp file in the same folder, fsync, rename).  Leftover
    temporary files of earlier saves to the same file that were killed midway are removed."""
    from engine.io.document import save

    path.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_temporaries(path)
    save(path, data)


def temporaries_of(path: Path) -> list[Path]:
    """The temporary files an atomic save of ``path`` makes (``.<name>.<random>.tmp``)."""
    try:
        return [p for p in path.parent.glob(f".{glob_escape(path.name)}.*.tmp") if p.is_file()]
    except OSError:
        return []


def glob_escape(name: str) -> str:
    """``name`` with glob's special characters taken literally."""
    return "".join(f"[{c}]" if c in "*?[]" else c for c in name)


def remove_stale_temporaries(path: Path, older_than: float = STALE_TEMP_SECONDS) -> int:
    """Remove the temporary files a killed save of ``path`` left behind.  Only old ones: a fresh
    one may be another window's save in progress.  Returns how many were removed."""
    now = time.time()
    removed = 0
    for tmp in temporaries_of(path):
        try:
            if now - tmp.stat().st_mtime >= older_than:
                tmp.unlink()
                removed += 1
        except OSError:
            pass
    return removed


def pid_alive(pid: int) -> bool:
    if pid <= 0:
        return False
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    # a zombie (killed, not yet reaped by its parent) is gone for our purposes
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as fh:
            return fh.read().split(") ", 1)[1][:1] != "Z"
    except (OSError, IndexError):
        return True


def boot_id() -> str | None:
    """This boot of the machine (Linux), else None: a process id is only unique within a boot."""
    try:
        return Path("/proc/sys/kernel/random/boot_id").read_text(encoding="ascii").strip() or None
    except OSError:
        return None


def process_start(pid: int) -> str | None:
    """When process ``pid`` started, in clock ticks since boot (Linux), else None: with the pid
    and the boot it names one process, never a later one that reuses the pid."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as fh:
            return fh.read().rsplit(") ", 1)[1].split()[19]
    except (OSError, IndexError):
        return None


def _lock(fd: int) -> bool:
    """Take an exclusive lock on an open file without waiting; False if another holds it.  The
    system drops the lock when its process ends, however it ends (a crash, kill -9)."""
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        elif msvcrt is not None:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    except OSError:
        return False
    return True


def lock_held(path: Path) -> bool | None:
    """Whether a live session holds the lock file ``path`` (None: cannot tell)."""
    if fcntl is None and msvcrt is None:
        return None
    try:
        fd = os.open(path, os.O_RDWR)
    except OSError:
        return None
    try:
        return not _lock(fd)  # we got it: nobody holds it (closing the file lets it go)
    finally:
        os.close(fd)


def _alive(info: dict[str, Any], folder: Path) -> bool:
    """Whether the session a marker describes still runs: its lock is held; without a lock (an
    older marker, or a system without file locks) its pid runs, in this boot, since the time
    the marker says (a pid alone collides: after a reboot another process may have it)."""
    lock = info.get("lock")
    if isinstance(lock, str) and lock:
        held = lock_held(folder / Path(lock).name)
        if held is not None:
            return held
    pid = int(info["pid"])
    if not pid_alive(pid):
        return False
    boot = info.get("boot")
    if boot is not None and boot != boot_id():
        return False
    start = info.get("pstart")
    return start is None or start == process_start(pid)


@dataclass(frozen=True)
class CrashedSession:
    pid: int
    autosave: Path
    marker: Path
    file: str | None  # the file that session had open (None for an unsaved game)
    title: str | None
    actions: int | None
    when: float  # autosave modification time
    ident: str = ""  # the session's own name (pid and a random part: never reused)
    lock: Path | None = None
    file_stamp: DiskStamp | None = None  # ``file`` as that session opened or saved it

    def describe(self) -> str:
        from desktop.i18n import translate
        from desktop.safe_text import clip

        what = clip(Path(self.file).name, 80) if self.file else translate("CrashedSession", "an unsaved game")
        stamp = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.when))
        count = self.actions
        n = translate("CrashedSession", ", actions: {0}").format(count) if count is not None else ""
        return translate("CrashedSession", "{0} ({1}{2}), autosaved {3}").format(
            clip(str(self.title), 40) if self.title else translate("CrashedSession", "a game"), what, n, stamp
        )

    def discard(self) -> None:
        for p in (self.autosave, self.marker, self.lock):
            if p is None:
                continue
            try:
                p.unlink()
            except OSError:
                pass


class Session:
    """This program run (one per main window): its marker file, its lock and its autosave.

    Its name is the pid and a random part, so no two sessions ever share files, and whether it
    still runs is read from a lock it holds (the system releases it when the process dies), not
    from its pid: a crashed session is found even when a live process has its pid now."""

    def __init__(self, paths: AppPaths, pid: int | None = None, ident: str | None = None) -> None:
        self.paths = paths
        self.own = pid is None  # this process's session (a given pid: a test's stand-in)
        self.pid = pid or os.getpid()
        self.ident = ident or f"{self.pid}-{secrets.token_hex(4)}"
        self.autosave_path = paths.autosave_file(self.ident)
        self.marker = paths.session_file(self.ident)
        self.lock_path = self.marker.with_suffix(".lock")
        self._lock_fd: int | None = None
        self.file: str | None = None
        self.file_stamp: DiskStamp | None = None  # ``file`` as it was when opened or saved
        self.title: str | None = None
        self.actions: int | None = None

    def start(self) -> None:
        """Create the folder, take the lock, write the marker (raises OSError: no autosave)."""
        self.paths.autosave_dir.mkdir(parents=True, exist_ok=True)
        if self.own and self._lock_fd is None and (fcntl is not None or msvcrt is not None):
            fd = os.open(self.lock_path, os.O_RDWR | os.O_CREAT, 0o644)
            if not _lock(fd):  # pragma: no cover - a fresh random name nobody else has
                os.close(fd)
                raise OSError(f"{self.lock_path.name} is locked by another program")
            self._lock_fd = fd
        self._write_marker()

    def _write_marker(self) -> None:
        data = {
            "pid": self.pid,
            "session": self.ident,
            "boot": boot_id(),
            "pstart": process_start(self.pid),
            "lock": self.lock_path.name if self._lock_fd is not None else None,
            "started": time.time(),
            "file": self.file,
            "file_size": self.file_stamp.size if self.file_stamp else None,
            "file_sha256": self.file_stamp.sha256 if self.file_stamp else None,
            "title": self.title,
            "actions": self.actions,
            "autosave": self.autosave_path.name,
        }
        tmp = self.marker.with_name(f".{self.marker.name}.{threading.get_ident()}.tmp")
        try:
            tmp.write_text(json.dumps(data), encoding="utf-8")
            os.replace(tmp, self.marker)
        except BaseException:
            try:
                tmp.unlink()
            except OSError:
                pass
            raise

    def autosave(
        self,
        data: dict[str, Any],
        file: str | None,
        title: str | None,
        actions: int,
        file_stamp: DiskStamp | None = None,
    ) -> None:
        """Write the autosave; the marker says which file the game belongs to and how that file
        was (so a restored game still notices that another window wrote it since)."""
        write_document(self.autosave_path, data)
        if (file, title, actions, file_stamp) != (self.file, self.title, self.actions, self.file_stamp):
            self.file, self.title, self.actions, self.file_stamp = file, title, actions, file_stamp
            self._write_marker()

    def end(self) -> None:
        """A clean exit: nothing to restore next time."""
        for p in (self.autosave_path, self.marker):
            try:
                p.unlink()
            except OSError:
                pass
        if self._lock_fd is not None:
            os.close(self._lock_fd)
            self._lock_fd = None
            try:
                self.lock_path.unlink()
            except OSError:
                pass


_TEMP_PREFIXES = (".autosave-", ".session-")


def _ident_of_tmp(name: str) -> str | None:
    """The session name in ``.autosave-<ident>.json.<random>.tmp`` or ``.session-<ident>.json...``."""
    for prefix in _TEMP_PREFIXES:
        if name.startswith(prefix) and ".json." in name:
            return name[len(prefix) :].split(".json.", 1)[0]
    return None


def remove_dead_temporaries(paths: AppPaths) -> int:
    """Remove the temporary files of sessions that no longer run (a kill in the middle of an
    autosave leaves one).  Returns how many were removed."""
    folder = paths.autosave_dir
    removed = 0
    try:
        temps = [p for pattern in (".autosave-*.tmp", ".session-*.tmp") for p in folder.glob(pattern)]
    except OSError:
        return 0
    for tmp in temps:
        ident = _ident_of_tmp(tmp.name)
        marker = paths.session_file(ident) if ident else None
        try:
            info = json.loads(marker.read_text(encoding="utf-8")) if marker is not None else None
            live = isinstance(info, dict) and _alive(info, folder)
        except (OSError, ValueError, KeyError, TypeError):
            live = False
        if not live:
            try:
                tmp.unlink()
                removed += 1
            except OSError:
                pass
    return removed


def crashed_sessions(paths: AppPaths) -> list[CrashedSession]:
    """Sessions that no longer run but whose marker and autosave are still there, newest first.
    Leftover temp files of interrupted atomic writes are removed on the way."""
    folder = paths.autosave_dir
    try:
        if not folder.is_dir():
            return []
        remove_dead_temporaries(paths)
        markers = list(folder.glob("session-*.json"))
    except OSError:
        return []
    out = []
    for marker in markers:
        try:
            info = json.loads(marker.read_text(encoding="utf-8"))
            pid = int(info["pid"])
            auto = folder / Path(str(info["autosave"])).name  # never outside the folder
            if _alive(info, folder):
                continue
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            continue
        lock = folder / Path(str(info["lock"])).name if info.get("lock") else None
        if not auto.is_file():
            for p in (marker, lock):
                try:
                    if p is not None:
                        p.unlink()
                except OSError:
                    pass
            continue
        out.append(
            CrashedSession(
                pid,
                auto,
                marker,
                _text_or_none(info.get("file")),
                _text_or_none(info.get("title")),
                info.get("actions") if isinstance(info.get("actions"), int) else None,
                auto.stat().st_mtime,
                str(info.get("session") or marker.stem[len("session-") :]),
                lock,
                _stamp_of(info),
            )
        )
    return sorted(out, key=lambda c: -c.when)


def _text_or_none(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def _stamp_of(info: dict[str, Any]) -> DiskStamp | None:
    """The stamp of the file a marker names (size and hash; the time does not decide)."""
    size, digest = info.get("file_size"), info.get("file_sha256")
    if type(size) is int and isinstance(digest, str) and len(digest) == 64:
        return DiskStamp(size, 0, digest)
    return None


# ------------------------------------------------------------------------------------- changed on disk


@dataclass(frozen=True)
class DiskStamp:
    """A file as it was on disk: size, modification time and a hash of its bytes."""

    size: int
    mtime_ns: int
    sha256: str

    @classmethod
    def of(cls, path: str | os.PathLike[str]) -> DiskStamp | None:
        """The file's stamp now (None: it is not there or cannot be read)."""
        try:
            with open(path, "rb") as fh:
                st = os.fstat(fh.fileno())
                digest = hashlib.sha256()
                for chunk in iter(lambda: fh.read(1 << 20), b""):
                    digest.update(chunk)
        except OSError:
            return None
        return cls(st.st_size, st.st_mtime_ns, digest.hexdigest())


def changed_on_disk(path: str | os.PathLike[str], stamp: DiskStamp | None) -> bool:
    """Whether another window or program wrote ``path`` since ``stamp`` was taken.  The bytes
    decide (a coarse clock can give two writes one mtime; a touch changes nothing); a file
    that is gone has nothing to lose."""
    if stamp is None:
        return False
    now = DiskStamp.of(path)
    if now is None:
        return False
    return now.size != stamp.size or now.sha256 != stamp.sha256


class ChangedOnDisk(Exception):
    """Save refused: the file changed on disk since it was opened or saved (another window)."""

    def __init__(self, path: str) -> None:
        super().__init__(path)
        self.path = path


# ------------------------------------------------------------------------------------- settings


def settings(paths: AppPaths):  # noqa: ANN201
    """The program's QSettings, an INI file in the user config dir."""
    from PySide6.QtCore import QSettings

    try:
        paths.config_dir.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # read-only or full: settings are not kept this time (QSettings copes), no reason not to start
    return QSettings(str(paths.settings_file), QSettings.Format.IniFormat)


def recent_files(qsettings) -> list[str]:  # noqa: ANN001
    raw = qsettings.value("recent", [])
    if isinstance(raw, str):
        raw = [raw] if raw else []
    return [str(p) for p in (raw or []) if p]


def imported_recent(qsettings) -> set[str]:  # noqa: ANN001
    """The recent files that were imported (18xx.games exports: Open Recent imports them again)."""
    raw = qsettings.value("recentImported", [])
    if isinstance(raw, str):
        raw = [raw] if raw else []
    return {str(p) for p in (raw or []) if p}


def add_recent(qsettings, path: str, imported: bool = False) -> list[str]:  # noqa: ANN001
    path = str(Path(path).resolve())
    items = [p for p in recent_files(qsettings) if p != path]
    items.insert(0, path)
    items = items[:MAX_RECENT]
    qsettings.setValue("recent", items)
    marks = (imported_recent(qsettings) - {path}) | ({path} if imported else set())
    qsettings.setValue("recentImported", sorted(marks & set(items)))
    return items
