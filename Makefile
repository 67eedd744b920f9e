# make run  : set up everything, then launch the app
# make test : set up everything, then run the whole test suite (offscreen)
PY      ?= python3
VENV    := .venv
VPY     := $(VENV)/bin/python
STAMP   := $(VENV)/.installed
# Shared libraries Qt's offscreen/xcb platforms load (see docs in ../shared/reference/qt-env.md).
QT_DEBS := libglib2.0-0 libegl1 libgl1 libfontconfig1 libxkbcommon0 libdbus-1-3 \
           libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0 \
           libxcb-shape0 libxkbcommon-x11-0 poppler-utils

.PHONY: run test sysdeps venv bench clean package

sysdeps:
	@if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null && command -v dpkg-query >/dev/null; then \
	  missing=""; for p in $(QT_DEBS); do \
	    dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; done; \
	  if [ -n "$$missing" ]; then echo "installing system packages:$$missing"; \
	    export DEBIAN_FRONTEND=noninteractive; apt-get update -qq && \
	    apt-get install -y -qq --no-install-recommends $$missing; fi; \
	fi

$(STAMP): pyproject.toml
	test -x $(VPY) || $(PY) -m venv $(VENV)
	$(VPY) -m pip install -q --upgrade pip
	$(VPY) -m pip install -q -e '.[test]'
	touch $(STAMP)

venv: sysdeps $(STAMP)

run: venv
	$(VPY) -m desktop

test: venv
	QT_QPA_PLATFORM=offscreen $(VPY) -m pytest

bench: venv
	$(VPY) bench/replay.py ../shared/fixtures/18xx.games/*/*.json

# make package : a one-folder bundle packaging/dist/roundhouse/ (check: .../roundhouse --selftest)
PKG_STAMP := $(VENV)/.installed-package

$(PKG_STAMP): $(STAMP) pyproject.toml
	$(VPY) -m pip install -q -e '.[package]'
	touch $(PKG_STAMP)

package: venv $(PKG_STAMP)
	$(VPY) -m PyInstaller --noconfirm --distpath packaging/dist --workpath packaging/build packaging/roundhouse.spec

clean:
	rm -rf $(VENV) build dist packaging/build packaging/dist
