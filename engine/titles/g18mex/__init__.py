"""18MEX.  The registry loads ``Title`` from here (title.toml's ``rules = "g18mex"``); the
package holds one module, ``title`` (the ``Title``, its two steps ``Merge`` and ``Assign`` and
their menu and self-play entries), until it needs more."""

from engine.titles.g18mex.title import Title

__all__ = ["Title"]
