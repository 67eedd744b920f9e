"""18GB rule hooks."""

from __future__ import annotations

from engine.titles.base import TitleRules


class Rules(TitleRules):
    track_restriction = "restrictive"
