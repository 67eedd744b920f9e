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


_NONE_GUARDED = False


def guard_none_refcount() -> bool:
    """Work around PySide6 6.12.0 on CPython 3.11: every call of a void method (setPen,
    setX, setObjectName, ...) drops one reference to ``None`` that it never took.  ``None``
    starts with ~5000 references, so drawing one map aborts the interpreter with "Fatal
    Python error: none_dealloc".  Python 3.12 made ``None`` immortal, which hides the bug.

    When a probe shows the leak, give ``None`` a practically infinite reference count
    (what 3.12 does).  Returns True when the workaround was applied.  Idempotent, and a
    no-op on a PySide6 without the bug (6.11.2 is clean) or on Python >= 3.12.
    """
    global _NONE_GUARDED
    if _NONE_GUARDED or sys.version_info >= (3, 12):
        return False
    import ctypes

    from PySide6.QtCore import QPointF

    p = QPointF()
    before = sys.getrefcount(None)
    for _ in range(64):
        p.setX(1.0)
    leaked = before - sys.getrefcount(None)
    _NONE_GUARDED = True
    if leaked < 32:
        return False
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40  # ob_refcnt is the first field
    return True


def application():  # noqa: ANN201
    """The QApplication, created once."""
    from PySide6.QtWidgets import QApplication

    guard_none_refcount()
    # background engine work holds the GIL in turns: hand it back to the UI thread sooner
    sys.setswitchinterval(min(sys.getswitchinterval(), 0.002))
    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
        app.setApplicationName("Roundhouse")
        app.setOrganizationName("Roundhouse")
        from desktop import i18n

        # English until told otherwise (app.main and render install the chosen language); its
        # catalogue gives the English plural forms ("1 action", "2 actions")
        i18n.install(i18n.SOURCE_LANGUAGE)
    return app
