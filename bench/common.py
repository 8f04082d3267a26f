"""What every benchmark shares: interpreters, CPU timing of a child, the report table.

A benchmark is a script bench/bench_<id>.py; `make bench` (bench/run.py) runs them all
and they print rows of one table through report(). Times are the child's CPU time
(user + system), as judges count it, so a busy machine shows in wall time, not here.

report() also records each row in bench/results/<id>.json (RESULTS), merged by key
`problem/input/interpreter` (slugs: lower case, runs of other characters as '-'; the
interpreter with its version, e.g. cpython3.11): a run replaces its own rows and leaves
every other row as it was. The README's figures and the headers' tagged figures come
from those files (bench/figures.py; tests/test_figures.py).
"""
import datetime
import glob
import json
import os
import platform
import re
import resource
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
# The kit's paths and checkers, for every benchmark: import them from here, nowhere else.
from kit.paths import ROOT, data, samples, solution as _solution  # noqa: E402,F401
CHECKERS = 'kit.checkers'           # the package of the kit's checkers (see checker())

RESULTS = ROOT / 'bench' / 'results'

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


def best_of(cmd, stdin_bytes, times, want=None):
    """(least CPU seconds of `times` runs, the last run's stdout); stops the benchmark when
    want is given and the output differs from it."""
    best, out = float('inf'), None
    for _ in range(times):
        cpu, out = cpu_run(cmd, stdin_bytes)
        best = min(best, cpu)
    if want is not None and out != want:
        raise SystemExit(f'{cmd[-1]}: the answers differ from the expected ones')
    return best, out


def interleaved(cmds, stdin_bytes, rounds, want=None):
    """The least CPU seconds of each command over `rounds` rounds of one run each, in turn,
    so that their ratio holds on a busy machine; outputs checked against want."""
    best = [float('inf')] * len(cmds)
    for _ in range(rounds):
        for i, cmd in enumerate(cmds):
            best[i] = min(best[i], best_of(cmd, stdin_bytes, 1, want)[0])
    return best


def matrix_text(m, rows):
    """A 0/1 matrix in P4929's input format: rows[i] holds the 1-based columns of row i+1."""
    lines = [f'{len(rows)} {m}']
    for cols in rows:
        bits = ['0'] * m
        for c in cols:
            bits[c - 1] = '1'
        lines.append(' '.join(bits))
    return ('\n'.join(lines) + '\n').encode()


def checker(name):
    """The kit's checker module NAME (its check(input, output, answer) and helpers)."""
    import importlib
    return importlib.import_module(CHECKERS + '.' + name)


def solution(problem_id):
    return str(_solution(problem_id))


HEADER = ('problem', 'input', 'interpreter', 'CPU s', 'limit s', 'reference', 'ref s', 'ratio')
WIDTHS = (10, 30, 12, 8, 8, 24, 8, 7)


def _line(cells):
    return '  '.join(str(c).ljust(w) for c, w in zip(cells, WIDTHS)).rstrip()


def print_header():
    print(_line(HEADER))
    print(_line('-' * w for w in WIDTHS))


def slug(text):
    """A key part: lower case, every run of other characters than a-z 0-9 . + as one '-'."""
    return re.sub(r'[^a-z0-9.+]+', '-', str(text).lower()).strip('-')


def interpreter_name(interpreter):
    """'cpython' (the one running the benchmarks) with its version: cpython3.11."""
    return 'cpython%d.%d' % sys.version_info[:2] if interpreter == 'cpython' else interpreter


_VERSIONS = {}
_ASK = "import platform; print(platform.python_implementation(), platform.python_version())"


def version_of(name):
    """The full version of a row's interpreter ('CPython 3.13.0', 'PyPy 7.3.11 (Python 3.9.16)',
    'g++ 12.2.0'), or '' where unknown."""
    if name not in _VERSIONS:
        found = ''
        if name == interpreter_name('cpython'):
            found = '%s %s' % (platform.python_implementation(), platform.python_version())
            if platform.python_implementation() == 'PyPy':
                found = 'PyPy %d.%d.%d (Python %s)' % (sys.pypy_version_info[:3] + (platform.python_version(),))
        else:
            command = None
            if name == 'pypy3' and PYPY:
                command = [PYPY[0], '-c', "import sys, platform; print('PyPy %d.%d.%d (Python %s)' % "
                           "(sys.pypy_version_info[:3] + (platform.python_version(),)))"]
            elif name.startswith('cpython') and cpython313() and name == cpython313()[0]:
                command = [cpython313()[1][0], '-c', _ASK]
            elif name.startswith('c++'):
                compiler = os.environ.get('CXX') or shutil.which('g++') or shutil.which('c++')
                if compiler:
                    command = [compiler, '-dumpfullversion']
                    found = Path(compiler).name + ' '
            if command:
                done = subprocess.run(command, capture_output=True, text=True)
                found = (found + done.stdout.strip()) if done.returncode == 0 else ''
        _VERSIONS[name] = found
    return _VERSIONS[name]


def results_file():
    """bench/results/<id>.json for the running bench/bench_<id>.py, else None (no record)."""
    script = Path(sys.argv[0]).stem
    return RESULTS / (script[len('bench_'):] + '.json') if script.startswith('bench_') else None


def read_results(path):
    return json.loads(path.read_text()) if path.exists() else {}


def write_results(path, rows):
    """One row a line, sorted by key: a partial run's diff shows only its rows."""
    lines = ['%s: %s' % (json.dumps(key), json.dumps(rows[key], sort_keys=True, ensure_ascii=False))
             for key in sorted(rows)]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{\n' + ',\n'.join(lines) + '\n}\n')


_KEYS = set()


def record(row):
    """Merge one row into this benchmark's results file (its key's old row replaced)."""
    path = results_file()
    if path is None:
        return
    key = '/'.join((slug(row['problem']), slug(row['input']), slug(row['interpreter'])))
    if key in _KEYS:
        raise RuntimeError('bench: two rows with the key %s in one run' % key)
    _KEYS.add(key)
    rows = read_results(path)
    rows[key] = row
    write_results(path, rows)


def report(problem, input_name, interpreter, cpu, limit=None, reference='', ref_cpu=None, note=''):
    """One row: ratio is cpu / ref_cpu where there is a reference. A note follows the row.
    The row is printed and recorded in bench/results/ (see record)."""
    interpreter = interpreter_name(interpreter)
    ratio = f'{cpu / ref_cpu:.2f}' if ref_cpu else ''
    cells = (problem, input_name, interpreter, f'{cpu:.3f}', f'{limit:g}' if limit else '',
             reference, f'{ref_cpu:.3f}' if ref_cpu is not None else '', ratio)
    line = _line(cells)
    if limit and cpu > limit:
        line += '  OVER LIMIT'
    if note:
        line += f'  ({note})'
    print(line, flush=True)
    record({'problem': problem, 'input': input_name, 'interpreter': interpreter,
            'version': version_of(interpreter), 'cpu': round(cpu, 4), 'limit': limit,
            'reference': reference or None, 'ref_cpu': round(ref_cpu, 4) if ref_cpu else None,
            'note': note or None, 'full': FULL, 'load': round(os.getloadavg()[0], 2),
            'date': datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%d %H:%M UTC')})
