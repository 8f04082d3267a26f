# The kit's commands. `make help` lists them.
PYTHON ?= python3
# the interpreter for make judge; empty: each problem's own (pypy3 where its judge takes PyPy)
PY ?=
VENV := .venv
# every samples/<id>/.problem.json, so adding a problem's folder is enough
PROBLEMS = $(shell $(PYTHON) -m kit.catalogue)

.PHONY: help judge test test-quick bench bench-full figures clean python-ok guide

help:  ## this list
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed 's/:.*## /\t/'

python-ok:  # the kit's tools need Python 3.9+ (the solutions themselves run on 3.8)
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 9))' 2>/dev/null || \
	  { echo "make: $(PYTHON) is older than Python 3.9; run make PYTHON=python3.9 (or newer)" >&2; exit 2; }

judge: python-ok  ## every solution on its samples through judge_io, in the interpreter its judge takes (PY=python3.13 for one)
	@status=0; for p in $(PROBLEMS); do $(PYTHON) -m judge_io test $$p $(if $(PY),--python $(PY)) || status=1; done; exit $$status

# the tests' parallel workers: pytest-xdist's -n, one a core and one more (the timing tests
# mostly wait on a clock: a worker in them leaves its core idle); JOBS=0 runs them in one
# process. Tests that must run one after another in one worker (the timing-sensitive ones,
# which hold at a load of 8; a module's browser) carry an xdist_group mark: --dist loadgroup
# keeps each group together.
JOBS ?= $(shell echo $$(( $$(nproc 2>/dev/null || echo 1) + 1 )))
# the Pythons the tests start (the judge, its supervisor, checkers) keep their bytecode in
# .venv/pycache, out of the kit's folders, even where PYTHONDONTWRITEBYTECODE is set: each
# start would compile the judge's 30 modules again (60 ms)
PYTEST = env -u PYTHONDONTWRITEBYTECODE PYTHONPYCACHEPREFIX=$(abspath $(VENV))/pycache \
	$(VENV)/bin/python -m pytest -n $(JOBS) --dist loadgroup

# $(READY): the venv holds what the tests need; a new name when that changes, so that an
# older .venv is brought up to date. pytest below 9.2: with 9.2, pytest-xdist 3.8's
# --dist loadgroup no longer groups anything (pytest-xdist issue 1386), and the timing
# tests would run side by side (tests/test_groups.py checks). Installed without bytecode
# (--no-compile: 7 s less): the modules the tests import are compiled on first use, into
# .venv/pycache. Where $(PYTHON)'s own pip is 22.3 or newer it installs into the venv from
# outside (--python), and the venv gets no pip of its own (ensurepip: 8 s); else the venv's
# own, as Python bundles it (upgraded only below 22, which may not read today's wheels'
# tags), not asking the index for a newer one at each run
READY := $(VENV)/.tests-ready-2
TEST_NEEDS = 'pytest<9.2' pytest-timeout pytest-xdist
OUTER_PIP = $(PYTHON) -c 'import pip, sys; sys.exit(tuple(map(int, pip.__version__.split(".")[:2])) < (22, 3))' 2>/dev/null
PIP = sh -c 'if [ -e $(VENV)/bin/pip ]; then exec $(VENV)/bin/python -m pip "$$@"; fi; \
	exec $(PYTHON) -m pip --python $(VENV)/bin/python "$$@"' pip install --quiet --disable-pip-version-check --no-compile
$(READY):
	@echo "make: installing into $(VENV): $(TEST_NEEDS) 'dask[distributed]' online-judge-tools"
	@[ -x $(VENV)/bin/python ] || { $(OUTER_PIP) && $(PYTHON) -m venv --without-pip $(VENV); } || $(PYTHON) -m venv $(VENV)
	@[ ! -e $(VENV)/bin/pip ] || $(VENV)/bin/python -c 'import pip, sys; sys.exit(int(pip.__version__.split(".")[0]) < 22)' || $(PIP) --upgrade pip
	@$(PIP) $(TEST_NEEDS) 'dask[distributed]' online-judge-tools || { $(PIP) $(TEST_NEEDS) && \
	  { $(PIP) 'dask[distributed]' || echo "make: dask not installed: tests/test_dlx_scale.py will skip its Dask runs" >&2; }; }
	@touch $@

# the real online-judge-tools, for tests/test_judge_oj.py (`oj test -d samples/ID`): with the
# rest above (one pip run: 2 s less), or alone where that failed; where it cannot be
# installed (offline), that test skips and says why
$(VENV)/bin/oj: | $(READY)
	@$(PIP) online-judge-tools || \
	  echo "make: online-judge-tools not installed: tests/test_judge_oj.py will skip its oj runs" >&2

test: python-ok $(READY) $(VENV)/bin/oj  ## create .venv if missing, install pytest + pytest-timeout + pytest-xdist + online-judge-tools, run the tests (JOBS=N workers)
	$(PYTEST)

test-quick: python-ok $(READY) $(VENV)/bin/oj  ## the tests without the slow ones (marked slow, or of 0.6 s or more: tests/slow_tests.txt), a minute or a minute and a half on 2 cores
	$(PYTEST) -m "not slow"

bench: python-ok  ## benchmarks, about 6 minutes: CPU time against limits and references; rows to bench/results/, then figures
	$(PYTHON) bench/run.py

bench-full: python-ok  ## the benchmarks plus the long measurements (CPython's whole Kanoodle count, ...)
	$(PYTHON) bench/run.py --full

figures: python-ok  ## README's bench blocks and the headers' stale figures, regenerated from bench/results/
	$(PYTHON) bench/figures.py

guide: python-ok  ## regenerate both editions of the guide (docs/, docs/zh/): traces, pictures, the stepping page, measured tables
	$(PYTHON) tools/make_guide.py

clean:  ## remove the venv and caches
	rm -rf $(VENV) .pytest_cache bench/build
	find . -name __pycache__ -prune -exec rm -rf {} +
