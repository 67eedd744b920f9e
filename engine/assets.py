"""Where the data lives and how it is read: TOML only, with errors that name the file.

The data is the repository's ``assets/`` folder.  An installed wheel carries it inside this
package as ``engine/_assets`` (setup.py maps it there), found through ``importlib.resources``;
a source checkout, an editable install and the PyInstaller bundle (which keeps ``assets/`` next
to ``engine/``) read the ``assets/`` beside the ``engine`` package.  Either way it must be a real
folder: Qt and gettext open the catalogues by path, so a zipped install is not supported.
"""

from __future__ import annotations

import tomllib
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from engine.errors import DataError

PACKAGED = "_assets"  # the folder name inside the installed ``engine`` package


def locate_assets() -> Path:
    """The installed package's ``_assets`` if there is one, else the source tree's ``assets/``."""
    packaged = resources.files(__package__ or "engine") / PACKAGED
    if isinstance(packaged, Path) and packaged.is_dir():
        return packaged.resolve()
    return Path(__file__).resolve().parent.parent / "assets"


ASSETS = locate_assets()


def title_dir(title: str) -> Path:
    d = ASSETS / "titles" / title
    if not d.is_dir():
        raise DataError(f"unknown title {title!r}")
    return d


@lru_cache(maxsize=64)
def _read(path: str) -> dict[str, Any]:
    try:
        with open(path, "rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError as exc:
        raise DataError(f"{path}: missing") from exc
    except tomllib.TOMLDecodeError as exc:
        raise DataError(f"{path}: {exc}") from exc


def read_toml(path: Path) -> dict[str, Any]:
    """Parsed once per process; callers must not mutate the result."""
    return _read(str(path))


def check_keys(table: dict[str, Any], allowed: set[str], where: str) -> None:
    extra = set(table) - allowed
    if extra:
        raise DataError(f"{where}: unknown keys {sorted(extra)}")
