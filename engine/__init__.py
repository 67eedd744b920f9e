"""Roundhouse engine: pure-Python 18xx rules, no Qt (the desktop app sits on top)."""

__version__ = "0.1.0"
