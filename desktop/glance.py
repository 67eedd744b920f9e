"""The strip above the map: the game's state at a glance (round and who acts, phase and train
limit, the next train and what it rusts, the bank, the operating order or the priority deal), so
nobody has to open a dock to answer "what round is it, what comes next".

It formats ``engine.play.glance.Glance``; the facts are the engine's.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from desktop.i18n import money, translate
from desktop.safe_text import NAME_SHOWN, clip
from engine.i18n import localize
from engine.play.glance import Glance, Operating, glance

if TYPE_CHECKING:
    from engine.state import State


MARKS = {"done": "✓", "now": "▶", "to come": ""}


def glance_parts(g: Glance) -> list[str]:
    """The strip's items, as rich text, in reading order."""
    parts = [f"<b>{escape(localize(g.round_label))}</b>"]
    if g.finished:
        parts.append("<b>" + escape(translate("Glance", "Game over")) + "</b>")
    elif g.actor:
        parts.append(escape(translate("Glance", "{0} to act").format(clip(localize(g.actor), NAME_SHOWN))))
    limit = translate("Glance", " (train limit {0})").format(g.train_limit) if g.train_limit is not None else ""
    parts.append(escape(translate("Glance", "Phase {0}").format(localize(g.phase)) + limit))
    if g.next_train and not g.finished:
        nxt = translate("Glance", "Next train: {0} for {1}").format(localize(g.next_train), money(g.next_price or 0))
        if g.rusts:
            nxt += translate("Glance", " — rusts the {0}").format(", ".join(g.rusts))
        parts.append(escape(nxt))
    if g.bank is None:
        parts.append(escape(translate("Glance", "Bank unlimited")))
    else:
        parts.append(escape(translate("Glance", "Bank {0}").format(money(g.bank))))
    if g.order:

        def name(o: Operating) -> str:  # "LNWR (insolvent)": what changes how it operates
            notes = ", ".join(localize(n) for n in o.notes)
            return f"{escape(o.sym)} <i>({escape(notes)})</i>" if notes else escape(o.sym)

        order = " ".join(
            f"<b>{name(o)} {MARKS[o.status]}</b>"
            if o.status == "now"
            else f"{name(o)}{' ' + MARKS[o.status] if MARKS[o.status] else ''}"
            for o in g.order
        )
        parts.append(escape(translate("Glance", "Order:")) + " " + order)
    if g.priority:
        parts.append(escape(translate("Glance", "Priority deal: {0}").format(clip(localize(g.priority), NAME_SHOWN))))
    return parts


class GlanceStrip(QLabel):
    """One line of rich text (wraps when the window is narrow)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("glanceStrip")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        self.setMinimumWidth(80)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setStyleSheet("#glanceStrip { background: #eef2f7; border-bottom: 1px solid #b8c4d4; padding: 3px 8px; }")
        self.glance: Glance | None = None
        self.set_state(None)

    def set_state(self, state: State | None) -> None:
        """Show ``state`` (None: no game; the strip hides)."""
        if state is None:
            self.glance = None
            self.clear()
            self.hide()
            return
        self.glance = glance(state)
        self.setText(" &nbsp;·&nbsp; ".join(glance_parts(self.glance)))
        self.show()
