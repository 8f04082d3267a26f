"""`make test`'s groups hold: under pytest-xdist's --dist loadgroup, the tests of one
xdist_group (tests/marks.py's timing tests; a module's browser) run in one worker, one
after another. pytest-xdist marks such a test by a node ID ending in @GROUP, which its
scheduler reads; pytest 9.2 took that away without a word (pytest-xdist issue 1386: the
timing tests then ran side by side and loaded the machine for each other), hence the
Makefile's pytest below 9.2. Serial runs (JOBS=0, plain pytest) have nothing to check."""
import pytest

from tests.marks import timing


@timing
def test_the_timing_group_runs_in_one_worker(request):
    config = request.config
    if not hasattr(config, 'workerinput') or not config.getvalue('loadgroup'):
        pytest.skip('not a pytest-xdist worker under --dist loadgroup')
    assert request.node.nodeid.endswith('@timing'), (
        f'{request.node.nodeid}: pytest-xdist lost the group (pytest-xdist issue 1386: '
        'make test installs pytest<9.2; an older .venv: make clean test)')
