# Two entry points a fresh machine needs: `make run` and `make test` (see README).
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEMO := demo-crawl
OUT := out

.PHONY: run test bench demo clean lint

$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[gui,test,bench]'
	@touch $(STAMP)

$(DEMO)/manifest.json: $(STAMP)
	$(BIN)/tplx demo $(DEMO)

# The main job on the bundled demo crawl (the GUI opens here once it exists).
run: $(STAMP) $(DEMO)/manifest.json
	@mkdir -p $(OUT)
	$(BIN)/tplx inspect $(DEMO) --project $(OUT)/demo.tplx
	$(BIN)/tplx cluster $(DEMO) --project $(OUT)/demo.tplx --sweep 0.1:0.9:0.1

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest
	$(BIN)/lint-imports

bench: $(STAMP)
	$(BIN)/python bench/preprocess.py

lint: $(STAMP)
	$(BIN)/python -m ruff check tplx_engine tplx_gui tests bench

clean:
	rm -rf $(DEMO) $(OUT) .pytest_cache
