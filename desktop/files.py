"""Where the desktop keeps things (platformdirs), recent files, autosave and crash recovery.

* settings (window layout, recent files, last folder, language): ``<user config dir>/roundhouse.ini``;
* autosaves: ``<user data dir>/autosave/autosave-<pid>.json``, rewritten atomically (temp file,
  fsync, rename: ``engine.io.document.save``) after every action, so a crash at any instant
  leaves either the previous autosave or the new one, never a torn file;
* a session marker ``<user data dir>/autosave/session-<pid>.json`` exists while the program
  runs; a marker whose process is gone at the next start means that session crashed, and its
  autosave is offered for restoring.

No Qt here except the QSettings factory at the bottom (imported lazily).
"""

from __future__ import annotations

import itertools
import json
import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

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


def write_document(path: Path, data: dict[str, Any]) -> None:
    """Atomic write of a game document (temp file in the same folder, fsync, rename)."""
    from engine.io.document import save

    path.parent.mkdir(parents=True, exist_ok=True)
    save(path, data)


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


@dataclass(frozen=True)
class CrashedSession:
    pid: int
    autosave: Path
    marker: Path
    file: str | None  # the file that session had open (None for an unsaved game)
    title: str | None
    actions: int | None
    when: float  # autosave modification time

    def describe(self) -> str:
        from desktop.i18n import translate

        what = Path(self.file).name if self.file else translate("CrashedSession", "an unsaved game")
        stamp = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.when))
        count = self.actions
        n = translate("CrashedSession", ", actions: {0}").format(count) if count is not None else ""
        return translate("CrashedSession", "{0} ({1}{2}), autosaved {3}").format(
            self.title or translate("CrashedSession", "a game"), what, n, stamp
        )

    def discard(self) -> None:
        for p in (self.autosave, self.marker):
            try:
                p.unlink()
            except OSError:
                pass


_SESSIONS = itertools.count()


class Session:
    """This program run (one per main window): its marker file and its autosave."""

    def __init__(self, paths: AppPaths, pid: int | None = None) -> None:
        self.paths = paths
        self.pid = pid or os.getpid()
        k = next(_SESSIONS)
        self.ident = f"{self.pid}" if k == 0 else f"{self.pid}-{k}"
        self.autosave_path = paths.autosave_file(self.ident)
        self.marker = paths.session_file(self.ident)
        self.file: str | None = None
        self.title: str | None = None
        self.actions: int | None = None

    def start(self) -> None:
        self.paths.autosave_dir.mkdir(parents=True, exist_ok=True)
        self._write_marker()

    def _write_marker(self) -> None:
        data = {
            "pid": self.pid,
            "started": time.time(),
            "file": self.file,
            "title": self.title,
            "actions": self.actions,
            "autosave": self.autosave_path.name,
        }
        tmp = self.marker.with_name(f".{self.marker.name}.{threading.get_ident()}.tmp")
        tmp.write_text(json.dumps(data), encoding="utf-8")
        os.replace(tmp, self.marker)

    def autosave(self, data: dict[str, Any], file: str | None, title: str | None, actions: int) -> None:
        write_document(self.autosave_path, data)
        if (file, title, actions) != (self.file, self.title, self.actions):
            self.file, self.title, self.actions = file, title, actions
            self._write_marker()

    def end(self) -> None:
        """A clean exit: nothing to restore next time."""
        for p in (self.autosave_path, self.marker):
            try:
                p.unlink()
            except OSError:
                pass


def _pid_of_tmp(name: str) -> int:
    """The pid in ``.autosave-<pid>[-k].json.<random>.tmp`` or ``.session-<pid>...tmp`` (-1 if none)."""
    try:
        return int(name.lstrip(".").split("-", 1)[1].split(".", 1)[0].split("-", 1)[0])
    except (ValueError, IndexError):
        return -1


def crashed_sessions(paths: AppPaths) -> list[CrashedSession]:
    """Sessions whose process is gone but whose marker and autosave are still there, newest first.
    Leftover temp files of interrupted atomic writes are removed on the way."""
    folder = paths.autosave_dir
    if not folder.is_dir():
        return []
    for tmp in list(folder.glob(".autosave-*.tmp")) + list(folder.glob(".session-*.tmp")):
        if not pid_alive(_pid_of_tmp(tmp.name)):
            try:
                tmp.unlink()
            except OSError:
                pass
    out = []
    for marker in folder.glob("session-*.json"):
        try:
            info = json.loads(marker.read_text(encoding="utf-8"))
            pid = int(info["pid"])
            auto = folder / Path(str(info["autosave"])).name  # never outside the folder
        except (OSError, ValueError, KeyError, TypeError):
            continue
        if pid_alive(pid):
            continue
        if not auto.is_file():
            try:
                marker.unlink()
            except OSError:
                pass
            continue
        out.append(
            CrashedSession(
                pid, auto, marker, info.get("file"), info.get("title"), info.get("actions"), auto.stat().st_mtime
            )
        )
    return sorted(out, key=lambda c: -c.when)


# ------------------------------------------------------------------------------------- settings


def settings(paths: AppPaths):  # noqa: ANN201
    """The program's QSettings, an INI file in the user config dir."""
    from PySide6.QtCore import QSettings

    paths.config_dir.mkdir(parents=True, exist_ok=True)
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
