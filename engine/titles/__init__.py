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
