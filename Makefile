# The kit's commands. `make help` lists them.
PYTHON ?= python3
PY ?= python3
VENV := .venv
# every problem in the registry, so adding one there is enough
PROBLEMS = $(shell $(PYTHON) -c "from judge_io.problems import PROBLEMS; print(*PROBLEMS)")

.PHONY: help judge test bench clean

help:  ## this list
	@grep -E '^[a-z]+:.*## ' $(MAKEFILE_LIST) | sed 's/:.*## /\t/'

judge:  ## every solution on its samples through judge_io (PY=pypy3 for PyPy)
	@status=0; for p in $(PROBLEMS); do $(PYTHON) -m judge_io test $$p --python $(PY) || status=1; done; exit $$status

$(VENV)/bin/pytest:
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/python -m pip install --quiet --upgrade pip
	$(VENV)/bin/python -m pip install --quiet pytest pytest-timeout

test: $(VENV)/bin/pytest  ## create .venv if missing, install pytest + pytest-timeout, run the tests
	$(VENV)/bin/python -m pytest

bench:  ## benchmarks: CPU time against limits and references (bench/)
	$(PYTHON) bench/run.py

clean:  ## remove the venv and caches
	rm -rf $(VENV) .pytest_cache bench/build
	find . -name __pycache__ -prune -exec rm -rf {} +
