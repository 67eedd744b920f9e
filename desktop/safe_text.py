"""Text from a file shown safely: as plain text, and never so long that it sizes a window.

Save files travel between players, so a player's name, a file name or any sentence built from
them is input from a stranger.  Qt reads a label's or a tooltip's text as rich text when it
merely *looks* like markup (``Qt.mightBeRichText``): a name ``<img src=x width=60000
height=60000>`` then grew the main window to 60,574 px, and a 10,000-character name stretched
the end-of-game dialog to 184,103 px.  So:

* every ``QLabel`` is made plain (``plain``) unless it is rich text on purpose, and then every
  piece of outside text in it goes through ``html.escape`` (``rich``);
* tooltips go through ``tooltip``: escaped when they look like markup, wrapped and clipped;
* what a label or a table cell shows is clipped (``clip``) to ``MAX_SHOWN`` characters, the
  whole text staying available on hover.  We shorten rather than refuse: a game is still
  playable with a long name, and the same guard covers every text, not just names.

No rules here; Qt only for the label and the rich-text test.
"""

from __future__ import annotations

import html
import re
import textwrap
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt  # the namespace with mightBeRichText, convertFromPlainText
from PySide6.QtWidgets import QLabel, QSizePolicy

#: characters of one text a label or a table cell shows (the rest: "…", whole on hover)
MAX_SHOWN = 200
#: characters of one name inside a sentence of a one-line strip
NAME_SHOWN = 40
#: characters a tooltip shows at most, and the width (in characters) its lines wrap at
MAX_TIP = 2000
TIP_COLUMNS = 100
ELLIPSIS = "…"
_LONG_WORD = re.compile(r"(\S{40})(?=\S)")


def clip(text: str, limit: int = MAX_SHOWN) -> str:
    """``text`` cut to ``limit`` characters (its last one an ellipsis) when longer."""
    return text if len(text) <= limit else text[: max(0, limit - 1)] + ELLIPSIS


def breakable(text: str) -> str:
    """``text`` with a zero-width space after every 40 characters of one word, so a word-
    wrapped label can wrap a stranger's 10,000-letter name instead of growing to its width."""
    return _LONG_WORD.sub("\\1\u200b", text) if len(text) > 40 else text


def _wrapped(text: str) -> str:
    """Long lines broken (anywhere, if one word is too long) so no tooltip is wider than a
    screen: Qt draws a plain tooltip on one line however long it is."""
    lines = []
    for line in text.split("\n"):
        lines.extend(textwrap.wrap(line, TIP_COLUMNS, break_long_words=True, replace_whitespace=False) or [""])
    return "\n".join(lines)


def tooltip(text: Any) -> str:
    """A tooltip Qt shows as plain text whatever it contains, wrapped and clipped."""
    if not text:
        return ""
    text = _wrapped(clip(str(text), MAX_TIP))
    if GuiQt.mightBeRichText(text):
        return GuiQt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)
    return text


def rich(template: str, *args: Any) -> str:
    """``template`` (rich text of ours) with ``args`` (outside text, clipped) escaped into it."""
    return template.format(*(html.escape(clip(str(a))) for a in args))


def elastic(label: QLabel) -> QLabel:
    """``label``'s text never widens the window: the layout gives it the width there is."""
    label.setMinimumWidth(20)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, label.sizePolicy().verticalPolicy())
    return label


def plain(label: QLabel, stretch: bool = False) -> QLabel:
    """``label`` shows its text as plain text (``stretch``: and is ``elastic``)."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return elastic(label) if stretch else label


def set_text(label: QLabel, text: str, limit: int = MAX_SHOWN) -> None:
    """Show ``text`` clipped; when it was clipped (or an elastic label may cut it), the whole
    of it is the tooltip."""
    shown = clip(text, limit)
    label.setText(breakable(shown) if label.wordWrap() else shown)
    cut = shown != text or label.sizePolicy().horizontalPolicy() == QSizePolicy.Policy.Ignored
    label.setToolTip(tooltip(text) if cut else "")
