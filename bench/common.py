"""What every benchmark shares: interpreters, CPU timing of a child, the report table.

A benchmark is a script bench/bench_<id>.py; `make bench` (bench/run.py) runs them all
and they print rows of one table through report(). Times are the child's CPU time
(user + system), as judges count it, so a busy machine shows in wall time, not here.
"""
import glob
import os
import resource
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from kit.paths import ROOT, solution as _solution  # noqa: E402,F401  (ROOT: for the benchmarks)

# `make bench-full` (bench/run.py --full) asks for the long measurements too.
FULL = '--full' in sys.argv[1:]

# The real interpreter, not a version-manager shim; -S skips site start-up as a judge does.
CPYTHON = [sys.executable, '-S']
PYPY = [shutil.which('pypy3'), '-S'] if shutil.which('pypy3') else None


def interpreters():
    """(name, command prefix) for CPython and, where installed, PyPy3."""
    found = [('cpython', CPYTHON)]
    if PYPY:
        found.append(('pypy3', PYPY))
    return found


def cpython313():
    """(name, command) of CPython 3.13, Luogu's version, where installed ($CPYTHON313, PATH
    or pyenv; not a version manager's shim), else None."""
    found = [os.environ.get('CPYTHON313'), shutil.which('python3.13')]
    found += sorted(glob.glob(os.path.expanduser('~/.pyenv/versions/3.13*/bin/python3.13')))
    for path in found:
        if path and '/shims/' not in path and os.path.exists(path):
            return 'cpython3.13', [path, '-S']
    return None


def with_cpython313():
    """interpreters(), and CPython 3.13 beside them unless it is the one running already."""
    found = interpreters()
    extra = cpython313()
    if extra and sys.version_info[:2] != (3, 13):
        found.insert(1, extra)
    return found


def cpu_run(cmd, stdin_bytes=b'', timeout=600):
    """Run cmd on stdin_bytes; return (CPU seconds of the child, its stdout). Fails loudly."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(cmd, input=stdin_bytes, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, timeout=timeout)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise RuntimeError(f'{cmd} exited {done.returncode}: {done.stderr.decode(errors="replace")[-500:]}')
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, done.stdout


def matrix_text(m, rows):
    """A 0/1 matrix in P4929's input format: rows[i] holds the 1-based columns of row i+1."""
    lines = [f'{len(rows)} {m}']
    for cols in rows:
        bits = ['0'] * m
        for c in cols:
            bits[c - 1] = '1'
        lines.append(' '.join(bits))
    return ('\n'.join(lines) + '\n').encode()


def solution(problem_id):
    return str(_solution(problem_id))


HEADER = ('problem', 'input', 'interpreter', 'CPU s', 'limit s', 'reference', 'ref s', 'ratio')
WIDTHS = (10, 30, 11, 8, 8, 24, 8, 7)


def _line(cells):
    return '  '.join(str(c).ljust(w) for c, w in zip(cells, WIDTHS)).rstrip()


def print_header():
    print(_line(HEADER))
    print(_line('-' * w for w in WIDTHS))


def report(problem, input_name, interpreter, cpu, limit=None, reference='', ref_cpu=None, note=''):
    """One row: ratio is cpu / ref_cpu where there is a reference. A note follows the row."""
    ratio = f'{cpu / ref_cpu:.2f}' if ref_cpu else ''
    cells = (problem, input_name, interpreter, f'{cpu:.3f}', f'{limit:g}' if limit else '',
             reference, f'{ref_cpu:.3f}' if ref_cpu is not None else '', ratio)
    line = _line(cells)
    if limit and cpu > limit:
        line += '  OVER LIMIT'
    if note:
        line += f'  ({note})'
    print(line, flush=True)
