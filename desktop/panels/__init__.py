"""Panels the player acts through (one per kind of step), driven by engine.play queries."""
