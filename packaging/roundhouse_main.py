"""Entry script of the PyInstaller bundle (``packaging/roundhouse.spec``); also runs from source.

Everything it does is ``desktop.launcher.main``: the program, or ``--selftest`` to check a build.
"""

from __future__ import annotations

import sys
from pathlib import Path

if not getattr(sys, "frozen", False):
    # From source (python packaging/roundhouse_main.py): the repository root holds engine/ and desktop/.
    _ROOT = str(Path(__file__).resolve().parent.parent)
    if _ROOT not in sys.path:
        sys.path.insert(0, _ROOT)

from desktop.launcher import main  # noqa: E402 - after the path is set

if __name__ == "__main__":
    sys.exit(main())
