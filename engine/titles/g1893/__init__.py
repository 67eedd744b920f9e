"""1893: Cologne.  The registry loads ``Title`` from here (title.toml's ``rules = "g1893"``); the
package's modules, lowest first: ``protocol`` (what the lower modules ask of the Title),
``rounds`` (the draft, the forced auction, the stock and merger rounds and their steps),
``menu``, ``candidates``, and ``title`` (the ``Title``) on top."""

from engine.titles.g1893.title import Title

__all__ = ["Title"]
