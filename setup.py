"""Build step setuptools cannot express in pyproject.toml alone: the wheel's data.

* ``assets/`` (titles, tiles, icons, catalogues) goes into the installed ``engine`` package as
  ``engine/_assets`` (read by ``engine.assets`` through ``importlib.resources``), so an installed
  program never looks outside its own package and adds no third top-level name like ``assets``
  to a shared ``site-packages``.
* The user guide (``docs/user-guide.md``) goes with the data as ``docs/``, for Help → User guide.
* The catalogues are compiled while building, not committed: the engine's gettext ``.po`` files
  to ``.mo`` (Babel) and the window's Qt ``.ts`` files to ``.qm`` (``lrelease`` from
  PySide6-Essentials); both tools are build requirements in pyproject.toml.  An editable
  install reads the source tree's ``assets/``, where ``make`` compiles them.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import find_namespace_packages, setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
ASSETS = "assets"
DATA_PACKAGE = "engine._assets"
GUIDE = Path("docs", "user-guide.md")
LRELEASE = "import sys; from PySide6.scripts.pyside_tool import lrelease; lrelease()"


def compile_po(po: Path, mo: Path) -> None:
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as fh:
        catalog = read_po(fh)
    mo.parent.mkdir(parents=True, exist_ok=True)
    with mo.open("wb") as fh:
        write_mo(fh, catalog)


def compile_ts(ts: Path, qm: Path) -> None:
    qm.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, "-c", LRELEASE, "-silent", str(ts), "-qm", str(qm)], check=True)


class BuildWithCatalogues(build_py):
    """``build_py``, then the compiled catalogues next to the copied assets."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # the source tree's assets/ is read in place
        out = Path(self.build_lib, *DATA_PACKAGE.split("."), "i18n")
        src = ROOT / ASSETS / "i18n"
        for po in sorted((src / "engine").glob("*.po")):
            compile_po(po, out / "engine" / po.with_suffix(".mo").name)
        for ts in sorted(src.glob("roundhouse_*.ts")):
            compile_ts(ts, out / ts.with_suffix(".qm").name)
        guide = out.parent / "docs" / GUIDE.name  # Help → User guide (desktop/user_guide.py)
        guide.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / GUIDE, guide)


setup(
    packages=[
        *find_namespace_packages(include=["engine", "engine.*", "desktop", "desktop.*"], exclude=["*.__pycache__"]),
        DATA_PACKAGE,
    ],
    package_dir={DATA_PACKAGE: ASSETS},
    package_data={DATA_PACKAGE: ["README.md", "titles/*/*.toml", "titles/*/*.md", "tiles/*.toml", "icons/*"]},
    cmdclass={"build_py": BuildWithCatalogues},
)
