"""1833NE: Railroading in New England.  The registry loads ``Title`` from here (title.toml's
``rules = "g1833ne"``); the package's modules, lowest first: ``data`` (assumptions and tables read
from the assets), ``protocol`` (what the lower modules ask of the Title), ``takeover``,
``rounds``, ``menu``, ``candidates``, ``report``, and ``title`` (the ``Title``) on top."""

from engine.titles.g1833ne.title import Title

__all__ = ["Title"]
