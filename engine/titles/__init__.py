"""The titles' rules packages and their registry.  Each package ``engine/titles/g<id>/`` exports
``Title`` (``class Title(engine.titles.base.Title)`` in its ``title.py``, overriding the hooks
whose answer differs; engine/titles/base.py lists them all, engine/README.md the package's shape).

The core asks ``title_for(title, options)`` for the package named in ``title.toml`` and calls its
hooks; it never tests which title it is running.
"""

from __future__ import annotations

import importlib
from functools import lru_cache
from typing import TYPE_CHECKING

from engine.errors import RoundhouseError
from engine.title import load_title

if TYPE_CHECKING:  # (imported when first asked: base imports the policies and the rounds)
    from engine.titles.base import Title


@lru_cache(maxsize=16)
def title_class(title: str) -> type[Title]:
    """The ``Title`` class of the rules package ``title.toml`` names."""
    from engine.titles.base import Title

    info = load_title(title)
    module = importlib.import_module(f"engine.titles.{info.rules}")
    cls = getattr(module, "Title", None)
    if not (isinstance(cls, type) and issubclass(cls, Title)):
        raise ImportError(f"engine.titles.{info.rules} defines no Title class")
    return cls


@lru_cache(maxsize=64)
def title_for(title: str, options: tuple[str, ...] = ()) -> Title:
    """The title's rules for a game with these optional rules (shared: a Title holds no game state)."""
    return title_class(title)(load_title(title), tuple(options))


def rules_for(title: str) -> Title:
    """The title's rules with no optional rule chosen: what a board needs (tile lays, routes)."""
    return title_for(title, ())


def is_playable(title: str) -> bool:
    """Can games of this title be played (a complete rules package and its economics)?"""
    from engine.assets import title_dir

    try:
        return title_class(title).playable and (title_dir(title) / "game.toml").is_file()
    except (ImportError, OSError, RoundhouseError):
        return False
