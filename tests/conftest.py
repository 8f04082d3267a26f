"""Session-wide: say in one line, at the end, which interpreters were not there to test;
fail the run when a test left files in the repository's top folder (a test writes under
its tmp_path, never where the user works)."""
import os
import shutil

import pytest

from tests.judge_util import ECHO, cases, program
from tests.util import ROOT

_TOP = set()


def pytest_sessionstart(session):
    _TOP.update(os.listdir(ROOT))


def pytest_sessionfinish(session, exitstatus):
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
