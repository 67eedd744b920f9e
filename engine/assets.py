"""Where the data lives and how it is read: TOML only, with errors that name the file."""

from __future__ import annotations

import tomllib
from functools import lru_cache
from pathlib import Path
from typing import Any

from engine.errors import DataError

ASSETS = Path(__file__).resolve().parent.parent / "assets"


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
