"""18MEX rule hooks (the rules core plugs the rest of the title in here)."""

from __future__ import annotations

from engine.titles.base import TitleRules


class Rules(TitleRules):
    track_restriction = "permissive"
