"""Session-wide: say in one line, at the end, which interpreters were not there to test;
fail the run when a test left files in the repository's top folder (a test writes under
its tmp_path, never where the user works); give each test process (each pytest-xdist
worker) a TMPDIR of its own, removed at its end, so that what one worker's judges keep
there (tests/test_judge_sandbox.py watches the run folders appear and go) is not another's;
mark slow the tests tests/slow_tests.txt lists (`make test-quick` leaves them out); start
every program with Ctrl-C's default (below)."""
import fcntl
import os
import pickle
import shutil
import signal
import tempfile

import pytest

from tests.judge_util import ECHO, cases, program
from tests.util import ROOT

_TOP = set()
SLOW_LIST = ROOT / 'tests' / 'slow_tests.txt'


# A run started in the background by a shell without job control (`make test &`, a script,
# nohup) ignores SIGINT, and every program it starts inherits that: the judge, dlx.py and
# the others would rightly take no Ctrl-C, and the tests of their Ctrl-C would hang. A
# handler of our own is not inherited (exec resets it to the default): the programs the
# tests start get SIGINT's default, as from a terminal.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)


def slow_ids():
    """The node ids tests/slow_tests.txt lists (its comments aside)."""
    lines = SLOW_LIST.read_text(encoding='utf-8').splitlines()
    return {line.strip() for line in lines if line.strip() and not line.startswith('#')}


def _worker(config):
    """The pytest-xdist worker's name (gw0, ...); None in the controller or a serial run."""
    return getattr(config, 'workerinput', {}).get('workerid')


def pytest_configure(config):
    if not config.pluginmanager.hasplugin('xdist'):     # the marks mean nothing without it
        config.addinivalue_line('markers', 'xdist_group(name): tests pytest-xdist runs in one '
                                'worker, one after another (make test: --dist loadgroup)')


@pytest.hookimpl(tryfirst=True)        # before -m "not slow" deselects by the marks
def pytest_collection_modifyitems(config, items):
    listed = slow_ids()
    for item in items:
        if item.nodeid in listed:
            item.add_marker(pytest.mark.slow)


def pytest_sessionstart(session):
    _TOP.update(os.listdir(ROOT))


@pytest.fixture(scope='session', autouse=True)
def private_tmpdir(request):
    """TMPDIR for this process's tests and everything they start: a folder of its own in
    the system's temporary folder (755: tests/judge_util.nobody_folder's folders inside
    must be reachable by nobody), removed at the end."""
    name = _worker(request.config) or 'serial'
    folder = tempfile.mkdtemp(prefix=f'dlx-tests-{name}-')
    os.chmod(folder, 0o755)
    before = os.environ.get('TMPDIR')
    os.environ['TMPDIR'] = folder
    tempfile.tempdir = None                             # tempfile asks TMPDIR again
    yield folder
    if before is None:
        del os.environ['TMPDIR']
    else:
        os.environ['TMPDIR'] = before
    tempfile.tempdir = None
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope='session')
def once(request, tmp_path_factory):
    """once(name, make): make()'s value (pickled), made once per test run however many
    pytest-xdist workers ask for it: expensive set-up that tests in several workers
    share (generated inputs and their reference answers). Made under a lock, kept in the
    run's temporary folder; a worker's folder is .../gwN, the run's is its parent."""
    shared = tmp_path_factory.getbasetemp()
    if _worker(request.config):
        shared = shared.parent

    def get(name, make):
        path = shared / f'once-{name}.pickle'
        with open(shared / f'once-{name}.lock', 'w') as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)            # one maker; the others wait, then read
            if path.exists():
                return pickle.loads(path.read_bytes())
            value = make()
            path.with_suffix('.part').write_bytes(pickle.dumps(value))
            path.with_suffix('.part').replace(path)
            return value
    return get


def pytest_sessionfinish(session, exitstatus):
    if _worker(session.config):         # the controller looks, once every worker is done
        return
    left = sorted(set(os.listdir(ROOT)) - _TOP - {'.pytest_cache', '.venv'})
    if left:
        session.config._left_in_root = left
        session.exitstatus = 1


def pytest_terminal_summary(terminalreporter, config):
    left = getattr(config, '_left_in_root', None)
    if left:
        terminalreporter.write_line(f'FAILED: the tests left {", ".join(left)} in {ROOT}')
    if not shutil.which('pypy3'):
        terminalreporter.write_line('NOTE: pypy3 is not installed: the PyPy3 runs of every solution were '
                                    'not made (apt-get install pypy3)')


@pytest.fixture
def good(tmp_path):
    """(solution, case folder) that is AC: a program echoing its input, two cases."""
    return program(tmp_path, ECHO), cases(tmp_path, {'1': ('a\n', 'a\n'), '2': ('b\n', 'b\n')})
