# make run     : install what the program needs, then launch the app
# make test    : add the test tools, then run the whole test suite (offscreen)
# make package : a one-folder bundle, and the single-file Linux download built from it
PY      ?= python3
VENV    := .venv
VPY     := $(VENV)/bin/python
STAMP   := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-test
# Shared libraries Qt's offscreen/xcb platforms load (see docs in ../shared/reference/qt-env.md).
QT_DEBS := libglib2.0-0 libegl1 libgl1 libfontconfig1 libxkbcommon0 libdbus-1-3 \
           libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0 \
           libxcb-shape0 libxkbcommon-x11-0 poppler-utils

.PHONY: run test sysdeps venv bench clean package translations lupdate

sysdeps:
	@if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null && command -v dpkg-query >/dev/null; then \
	  missing=""; for p in $(QT_DEBS); do \
	    dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; done; \
	  if [ -n "$$missing" ]; then echo "installing system packages:$$missing"; \
	    export DEBIAN_FRONTEND=noninteractive; apt-get update -qq && \
	    apt-get install -y -qq --no-install-recommends $$missing; fi; \
	fi

$(STAMP): pyproject.toml setup.py
	test -x $(VPY) || $(PY) -m venv $(VENV)
	$(VPY) -m pip install -q --upgrade pip
	$(VPY) -m pip install -q -e '.[catalogues]'
	touch $(STAMP)

# the test tools (pytest, ruff, mypy, hypothesis, Babel ...) on top of the program
$(TEST_STAMP): $(STAMP)
	$(VPY) -m pip install -q -e '.[test]'
	touch $(TEST_STAMP)

venv: sysdeps $(STAMP) translations

# Languages (desktop/i18n.py): the .ts sources under assets/i18n/ are edited by translators (Qt
# Linguist or any editor); `make` compiles them to the .qm files the program loads.
I18N    := assets/i18n
TS      := $(I18N)/roundhouse_en.ts $(I18N)/roundhouse_pt.ts $(I18N)/roundhouse_it.ts
QM      := $(TS:.ts=.qm)
TR_SRC   = $(shell find desktop -name '*.py' | LC_ALL=C sort)

# The engine's sentences (engine/i18n.py): gettext catalogues, one .po per part of the engine
# and language under assets/i18n/engine/, compiled to .mo with Babel; `python -m engine messages
# --update` adds new sentences to them (tests/engine/test_engine_messages.py fails while any is
# untranslated).
ENGINE_PO = $(wildcard $(I18N)/engine/*.po)
ENGINE_MO = $(ENGINE_PO:.po=.mo)

translations: $(QM) $(ENGINE_MO)

$(I18N)/engine/%.mo: $(I18N)/engine/%.po $(STAMP)
	$(VENV)/bin/pybabel -q compile -i $< -o $@ -l $(subst .,,$(suffix $*))

$(I18N)/%.qm: $(I18N)/%.ts $(STAMP)
	$(VENV)/bin/pyside6-lrelease -silent $< -qm $@

# after changing texts in desktop/: refresh the .ts files, then translate what lupdate marks
# unfinished (tests/desktop/test_i18n.py fails while any is); English holds only plural forms
lupdate: $(STAMP)
	$(VENV)/bin/pyside6-lupdate -silent -locations none -no-obsolete $(TR_SRC) \
	  -ts $(I18N)/roundhouse_pt.ts $(I18N)/roundhouse_it.ts
	$(VENV)/bin/pyside6-lupdate -silent -locations none -no-obsolete -pluralonly $(TR_SRC) \
	  -ts $(I18N)/roundhouse_en.ts

run: venv
	$(VPY) -m desktop

test: venv $(TEST_STAMP)
	$(VPY) -m ruff check .
	$(VPY) -m ruff format --check .
	$(VPY) -m mypy
	QT_QPA_PLATFORM=offscreen $(VPY) -m pytest

bench: venv
	$(VPY) bench/replay.py ../shared/fixtures/18xx.games/*/*.json

# make package : a one-folder bundle packaging/dist/roundhouse/ (check: .../roundhouse --selftest),
# then the single-file Linux download packaging/dist/Roundhouse-x86_64.run built from it
PKG_STAMP := $(VENV)/.installed-package

$(PKG_STAMP): $(STAMP) pyproject.toml setup.py
	$(VPY) -m pip install -q -e '.[package]'
	touch $(PKG_STAMP)

package: venv $(PKG_STAMP)
	$(VPY) -m PyInstaller --noconfirm --distpath packaging/dist --workpath packaging/build packaging/roundhouse.spec
	$(VPY) packaging/onefile.py packaging/dist/roundhouse packaging/dist/Roundhouse-x86_64.run

clean:
	rm -rf $(VENV) build dist packaging/build packaging/dist $(QM)
