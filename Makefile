# Two entry points a fresh machine needs: `make run` and `make test` (see README).
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEMO := demo-crawl
OUT := out

.PHONY: run test bench demo clean lint screenshots package package-smoke icons

$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[gui,gui-web,test,dask]'
	@touch $(STAMP)

BENCH_STAMP := $(VENV)/.installed-bench
# scrapely (bench/one_label.py's peer) is built by a script: its sdist does not install on 3.11
$(BENCH_STAMP): $(STAMP) bench/install_scrapely.py
	$(BIN)/python -m pip install --quiet -e '.[gui,gui-web,test,dask,bench]'
	$(BIN)/python bench/install_scrapely.py || echo "scrapely left out: bench/one_label.py runs without its peer"
	@touch $(BENCH_STAMP)

$(DEMO)/manifest.json: $(STAMP)
	$(BIN)/tplx demo $(DEMO)

# The main job on the bundled demo crawl: the workbench where there is a screen; the same
# pipeline on the command line where there is none (a server, CI), through to accepting the
# suggested labels of at least ACCEPT_ABOVE confidence and extracting the demo's XML to out/.
ACCEPT_ABOVE := 0.8
run: $(STAMP) $(DEMO)/manifest.json
	@mkdir -p $(OUT)
	@if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ] || [ "$$(uname)" = Darwin ]; then \
		$(BIN)/tplx-gui $(DEMO); \
	else \
		echo "No display: running the pipeline on the command line (the workbench: $(BIN)/tplx-gui $(DEMO))"; \
		$(BIN)/tplx inspect $(DEMO) --project $(OUT)/demo.tplx && \
		$(BIN)/tplx cluster $(DEMO) --project $(OUT)/demo.tplx --sweep 0.1:0.9:0.1 && \
		$(BIN)/tplx template $(OUT)/demo.tplx && \
		$(BIN)/tplx suggest $(OUT)/demo.tplx --accept-all-above $(ACCEPT_ABOVE) && \
		$(BIN)/tplx extract $(DEMO) --project $(OUT)/demo.tplx --out $(OUT)/demo.xml && \
		echo && echo "Extracted records: $(OUT)/demo.xml (the first page of 3 templates, shortened):" && \
		$(BIN)/python packaging/show_records.py $(OUT)/demo.xml --count 3; \
	fi

screenshots: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m tplx_gui.screenshots docs/screenshots
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m tplx_gui.screenshots docs/screenshots --dark

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest
	$(BIN)/lint-imports

# The benchmarks read ../shared/data when present (see README); bench/ has one script per stage.
bench: $(BENCH_STAMP)
	$(BIN)/python bench/preprocess.py
	$(BIN)/python bench/cluster.py all

# The one-folder app dist/tplx/ (tplx-gui and tplx) with PyInstaller; never part of `make test`.
PACKAGE_STAMP := $(VENV)/.installed-package
$(PACKAGE_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[gui,test,package]'
	@touch $(PACKAGE_STAMP)

package: $(PACKAGE_STAMP)
	$(BIN)/pyinstaller --noconfirm --distpath dist --workpath build/pyinstaller packaging/tplx.spec

# Runs the built app offscreen on the demo crawl and saves out/package-smoke.png.
package-smoke:
	$(BIN)/python packaging/smoke.py --app dist/tplx --out $(OUT)/package-smoke.png

# PNG icons (16-256 px) rendered from resources/icons/tplx.svg.
icons: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python packaging/render_icons.py

lint: $(STAMP)
	$(BIN)/python -m ruff check tplx_engine tplx_gui tests bench

clean:
	rm -rf $(DEMO) $(OUT) .pytest_cache
