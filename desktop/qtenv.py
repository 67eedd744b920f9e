"""Choosing a Qt platform before the first Qt application exists."""

from __future__ import annotations

import os
import sys


def headless() -> bool:
    if sys.platform.startswith("linux"):
        return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return False


def use_offscreen_if_headless(force: bool = False) -> None:
    """Set QT_QPA_PLATFORM=offscreen when there is no display (or when forced), unless the
    user chose a platform.  Must run before QApplication is created."""
    if "QT_QPA_PLATFORM" in os.environ:
        return
    if force or headless():
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


def application():  # noqa: ANN201
    """The QApplication, created once."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
        app.setApplicationName("Roundhouse")
        app.setOrganizationName("Roundhouse")
    return app
