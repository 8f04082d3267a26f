"""Session-wide: say in one line, at the end, which interpreters were not there to test."""
import shutil


def pytest_terminal_summary(terminalreporter):
    if not shutil.which('pypy3'):
        terminalreporter.write_line('NOTE: pypy3 is not installed: the PyPy3 runs of every solution were '
                                    'not made (apt-get install pypy3)')
