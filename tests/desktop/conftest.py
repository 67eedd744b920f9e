"""Desktop tests run offscreen: the platform must be chosen before Qt is imported."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop.qtenv import guard_none_refcount  # noqa: E402

# PySide6 6.12.0 on Python 3.11 leaks a reference to None per void call (see qtenv).
guard_none_refcount()
