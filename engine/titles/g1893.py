"""1893: Cologne rule hooks."""

from __future__ import annotations

from engine.titles.base import TitleRules


class Rules(TitleRules):
    track_restriction = "semi_restrictive"
