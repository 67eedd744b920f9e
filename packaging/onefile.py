"""The single-file Linux download: ``packaging/dist/Roundhouse-x86_64.run``, built from the
one-folder bundle (``make package`` runs this after PyInstaller).

Why not an AppImage: its runtime and appimagetool come from outside the package registries
this project builds from, so the file is the AppImage's equivalent built with nothing but the
standard library: a POSIX ``sh`` header followed by a gzip-compressed tar of the bundle.  Run,
it unpacks once into ``${XDG_CACHE_HOME:-~/.cache}/roundhouse/<digest>/`` (the digest of the
payload, so a new version never reuses an old copy, and two starts at once do not collide) and
runs the program from there with the arguments given.  ``--install`` puts it in the desktop's
menu (the .desktop entry pointing at this file, the icon, and the MIME type of 18xx game files,
so a file manager opens saved games with it); ``--uninstall`` takes that out again;
``--extract DIR`` unpacks without running.

    python packaging/onefile.py [BUNDLE_DIR] [OUTPUT]
"""

from __future__ import annotations

import gzip
import hashlib
import io
import os
import sys
import tarfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
NAME = "roundhouse"
SHARE = "share"  # inside the payload: the .desktop entry, the icons and the MIME package

HEADER = r"""#!/bin/sh
# Roundhouse, an offline moderator for 18xx railway board games: a self-extracting bundle.
#   ./Roundhouse-x86_64.run [FILE] [--lang pt|it|en]   start it (unpacks once into a cache folder)
#   ./Roundhouse-x86_64.run --selftest                 check it without a display
#   ./Roundhouse-x86_64.run --install | --uninstall    add it to / remove it from the desktop menu
#   ./Roundhouse-x86_64.run --extract DIR              unpack the bundle into DIR
set -eu
DIGEST=@DIGEST@
SKIP=@SKIP@
SELF=$(readlink -f "$0" 2>/dev/null || printf '%s' "$0")
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/roundhouse/$DIGEST"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"

unpack() {  # unpack into $1 (through a temporary folder beside it, renamed when complete)
    mkdir -p "$(dirname "$1")"
    tmp=$(mktemp -d "$1.XXXXXX")
    tail -c +"$SKIP" "$SELF" | tar -xzf - -C "$tmp"
    mv "$tmp" "$1" 2>/dev/null || rm -rf "$tmp"  # another start may have won the race
}

case "${1:-}" in
--extract)
    [ $# -ge 2 ] || { echo "usage: $0 --extract DIR" >&2; exit 2; }
    mkdir -p "$2"; tail -c +"$SKIP" "$SELF" | tar -xzf - -C "$2"; exit 0 ;;
--install)
    [ -d "$CACHE" ] || unpack "$CACHE"
    mkdir -p "$DATA/applications" "$DATA/icons/hicolor/256x256/apps" "$DATA/icons/hicolor/scalable/apps" "$DATA/mime/packages"
    sed -e "s|^Exec=.*|Exec=\"$SELF\" %f|" -e "/^TryExec=/d" "$CACHE/@SHARE@/roundhouse.desktop" > "$DATA/applications/roundhouse.desktop"
    cp "$CACHE/@SHARE@/roundhouse.png" "$DATA/icons/hicolor/256x256/apps/roundhouse.png"
    cp "$CACHE/@SHARE@/roundhouse.svg" "$DATA/icons/hicolor/scalable/apps/roundhouse.svg"
    cp "$CACHE/@SHARE@/roundhouse-mime.xml" "$DATA/mime/packages/roundhouse.xml"
    command -v update-mime-database >/dev/null && update-mime-database "$DATA/mime" >/dev/null 2>&1 || true
    command -v update-desktop-database >/dev/null && update-desktop-database "$DATA/applications" >/dev/null 2>&1 || true
    echo "Roundhouse is in the desktop menu (it runs $SELF: keep the file there)."; exit 0 ;;
--uninstall)
    rm -f "$DATA/applications/roundhouse.desktop" "$DATA/icons/hicolor/256x256/apps/roundhouse.png" \
          "$DATA/icons/hicolor/scalable/apps/roundhouse.svg" "$DATA/mime/packages/roundhouse.xml"
    command -v update-mime-database >/dev/null && update-mime-database "$DATA/mime" >/dev/null 2>&1 || true
    rm -rf "${XDG_CACHE_HOME:-$HOME/.cache}/roundhouse"
    echo "Roundhouse is out of the desktop menu; its unpacked copies are removed."; exit 0 ;;
esac
[ -x "$CACHE/roundhouse/roundhouse" ] || unpack "$CACHE"
exec "$CACHE/roundhouse/roundhouse" "$@"
"""


def payload(bundle: Path) -> bytes:
    """The bundle folder as ``roundhouse/`` plus the desktop files as ``share/``, gzip-compressed
    tar with fixed times and owners, so the same bundle gives the same bytes (and digest)."""

    def clean(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        info.mtime = 0
        return info

    icons = HERE.parent / "assets" / "icons"
    extras = {
        "roundhouse.desktop": HERE / "roundhouse.desktop",
        "roundhouse-mime.xml": HERE / "roundhouse-mime.xml",
        "roundhouse.png": icons / "roundhouse.png",
        "roundhouse.svg": icons / "roundhouse.svg",
    }
    raw = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", compresslevel=9, fileobj=raw, mtime=0) as gz:
        with tarfile.open(fileobj=gz, mode="w", format=tarfile.PAX_FORMAT) as tar:
            tar.add(bundle, arcname=NAME, filter=clean)
            for arcname, path in extras.items():
                tar.add(path, arcname=f"{SHARE}/{arcname}", filter=clean)
    return raw.getvalue()


def header(data: bytes) -> bytes:
    """The sh header, its payload offset (``tail -c +N`` counts from 1) filled in."""
    text = HEADER.replace("@DIGEST@", hashlib.sha256(data).hexdigest()[:16]).replace("@SHARE@", SHARE)
    for width in range(1, 12):  # the offset's own digits change the header's length
        skip = len(text.replace("@SKIP@", str(0).zfill(width)).encode()) + 1
        if len(str(skip)) <= width:
            return text.replace("@SKIP@", str(skip).zfill(width)).encode()
    raise AssertionError("unreachable")


def build(bundle: Path, out: Path) -> Path:
    if not (bundle / NAME).is_file():
        raise SystemExit(f"{bundle} holds no {NAME} program: run PyInstaller first (make package)")
    data = payload(bundle)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(out.name + ".tmp")
    tmp.write_bytes(header(data) + data)
    os.chmod(tmp, 0o755)
    tmp.replace(out)
    return out


def main(argv: list[str]) -> int:
    bundle = Path(argv[0]) if argv else HERE / "dist" / NAME
    out = Path(argv[1]) if len(argv) > 1 else HERE / "dist" / "Roundhouse-x86_64.run"
    path = build(bundle, out)
    print(f"{path} ({path.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
