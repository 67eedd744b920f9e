"""An amount typed for a choice (a bid, a price): the number as typed, never silently clamped.

A ``QSpinBox`` refuses a keystroke that would leave its range and restores its last value when
it loses the focus, so "500" typed against a $70 maximum became $50 and was carried out without
a word.  Here the text stays as typed; ``problem`` says in a sentence why an amount cannot be
used (the panel shows it under the field and acts only once it is empty).  Up/Down and the wheel
step by the choice's step within the range, as a spin box would.
"""

from __future__ import annotations

from PySide6.QtCore import QRegularExpression, Qt, Signal
from PySide6.QtGui import QKeyEvent, QRegularExpressionValidator, QWheelEvent
from PySide6.QtWidgets import QLineEdit, QWidget

from engine.i18n import money


class AmountField(QLineEdit):
    """A whole number within ``[minimum, maximum]``, typed or stepped."""

    checked = Signal(str)  # the problem with what is typed ("" when it may be used)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.minimum = 0
        self.maximum = 0
        self.step = 1
        self.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,9}"), self))
        self.textChanged.connect(lambda _text: self.checked.emit(self.problem()))

    def setRange(self, minimum: int, maximum: int) -> None:  # noqa: N802  (as QSpinBox names it)
        self.minimum, self.maximum = minimum, maximum
        self.checked.emit(self.problem())

    def setSingleStep(self, step: int) -> None:  # noqa: N802
        self.step = max(1, step)

    def setValue(self, value: int) -> None:  # noqa: N802
        self.setText(str(value))

    def typed(self) -> int | None:
        """The number in the field, or None when it holds none."""
        text = self.text().strip()
        return int(text) if text.isdigit() else None

    def value(self) -> int | None:
        """The amount to act with: the typed number when it is in range, else None."""
        return self.typed() if not self.problem() else None

    def problem(self) -> str:
        """Why the typed text cannot be used, in a sentence; "" when it can."""
        n = self.typed()
        if n is None:
            return self.tr("Type an amount from {0} to {1}").format(money(self.minimum), money(self.maximum))
        if n > self.maximum:
            return self.tr("{0} is more than the most allowed, {1}").format(money(n), money(self.maximum))
        if n < self.minimum:
            return self.tr("{0} is less than the least allowed, {1}").format(money(n), money(self.minimum))
        return ""

    def stepBy(self, steps: int) -> None:  # noqa: N802
        """Step from the typed amount (from the nearest bound when it is out of range)."""
        n = self.typed()
        base = self.minimum if n is None else min(max(n, self.minimum), self.maximum)
        self.setValue(min(max(base + steps * self.step, self.minimum), self.maximum))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        steps = {Qt.Key.Key_Up: 1, Qt.Key.Key_Down: -1, Qt.Key.Key_PageUp: 10, Qt.Key.Key_PageDown: -10}
        if event.key() in steps:
            self.stepBy(steps[Qt.Key(event.key())])
            return
        super().keyPressEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        if self.hasFocus():
            self.stepBy(1 if event.angleDelta().y() > 0 else -1)
            event.accept()
            return
        super().wheelEvent(event)
