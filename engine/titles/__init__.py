"""Per-title rule modules.  Each is small: it overrides hooks of ``TitleRules``.

The core asks ``rules_for(title)`` for the module named in ``title.toml`` and calls its
hooks; it never tests which title it is running.
"""

from __future__ import annotations

import importlib
from functools import lru_cache

from engine.title import load_title
from engine.titles.base import TitleRules


@lru_cache(maxsize=16)
def rules_for(title: str) -> TitleRules:
    info = load_title(title)
    module = importlib.import_module(f"engine.titles.{info.rules}")
    return module.Rules(info)


@lru_cache(maxsize=16)
def is_playable(title_id: str) -> bool:
    """Can a game of this title be played, or only its board be shown?

    True only when the title's rules module is complete: it defines the ``Engine`` that runs a
    game and its ``Rules`` say ``playable = True``.  A module holding only the board hooks
    (tile lays, routes) lets the board be drawn and checked but would run a game on the core's
    default rules, which is not that title, so the desktop offers such a title as a board
    preview and the command line marks it "board only".  Unknown titles are not playable.
    """
    from engine.errors import RoundhouseError

    try:
        info = load_title(title_id)
        module = importlib.import_module(f"engine.titles.{info.rules}")
    except (RoundhouseError, OSError, ImportError):
        return False
    rules = getattr(module, "Rules", None)
    return hasattr(module, "Engine") and bool(getattr(rules, "playable", False))
