"""Session-wide: say in one line, at the end, which interpreters were not there to test."""
import shutil

import pytest

from tests.judge_util import ECHO, cases, program


def pytest_terminal_summary(terminalreporter):
    if not shutil.which('pypy3'):
        terminalreporter.write_line('NOTE: pypy3 is not installed: the PyPy3 runs of every solution were '
                                    'not made (apt-get install pypy3)')


@pytest.fixture
def good(tmp_path):
    """(solution, case folder) that is AC: a program echoing its input, two cases."""
    return program(tmp_path, ECHO), cases(tmp_path, {'1': ('a\n', 'a\n'), '2': ('b\n', 'b\n')})
