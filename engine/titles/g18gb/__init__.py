"""18GB: The Railways of Great Britain.  The registry loads ``Title`` from here (title.toml's
``rules = "g18gb"``); the package's modules, lowest first: ``scenarios`` (the set-up by player
count and the site's seeded draws), ``rounds`` (the rounds' own steps), ``rules`` (the rules of
play, mixed into the Title), ``menu``, ``candidates``, and ``title`` (the ``Title``: the board
and route hooks) on top."""

from engine.titles.g18gb.title import Title

__all__ = ["Title"]
