"""dlx.py (Knuth's format): published counts, CPU seconds beside xcover (PyPI, numba).

`make bench`: 10 queens (724) in CPython 3.13 and PyPy3, the 12 pentominoes on 6 x 10
(9,356) in PyPy3, each beside xcover counting the same file. xcover runs in its own venv,
bench/.venv-xcover, which this script creates on first use (`venv` + `pip install xcover`,
with numba; never the kit's requirements); its numba compile cache is warmed on a small
instance first. Where it cannot be installed the row says so and the benchmark still
passes. xcover's time is its whole process (numba's import included, about 0.5 s), as
ours is; its search alone is in the note.
`make bench-full` adds 6 x 10 in CPython, 5 x 12 (4,040) in both, and Kanoodle's empty
board (371,020, no symmetry reduction) in PyPy3; xcover's time as a row of its own
(interpreter `xcover`); and each PyPy3 count but the queens again with the template's
core (refs/dlx_template_core.py: its build and search, counting), dlx.py's "before".
Goal (issue 13): PyPy3 within 2x of xcover's time.
"""
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import CPYTHON, FULL, PYPY, ROOT, cpu_run, cpython313, report, solution  # noqa: E402

VENV = ROOT / 'bench' / '.venv-xcover'
EXAMPLES = ROOT / 'docs' / 'examples'
TEMPLATE_CORE = str(ROOT / 'refs' / 'dlx_template_core.py')   # the template's search, counting

# xcover counting a file in Knuth's format; prints the count, and its search's CPU seconds
# on stderr. Run with the venv's interpreter.
XCOVER = r'''
import sys, time
from xcover import covers
from xcover.io import read_xcover_from_file
options, primary, secondary, colored = read_xcover_from_file(sys.argv[1])
start = time.process_time()
n = sum(1 for _ in covers(options, primary=primary, secondary=secondary, colored=colored))
print(n)
sys.stderr.write('%.3f\n' % (time.process_time() - start))
'''


def xcover_python():
    """The venv's interpreter with xcover importable, creating the venv once; or (None, why)."""
    python = VENV / 'bin' / 'python'
    check = [str(python), '-c', 'import xcover, numba']
    if python.exists() and subprocess.run(check, capture_output=True).returncode == 0:
        return str(python), ''
    print('(creating %s: pip install xcover, once)' % VENV.relative_to(ROOT), file=sys.stderr, flush=True)
    steps = [[sys.executable, '-m', 'venv', str(VENV)],
             [str(python), '-m', 'pip', 'install', '--quiet', 'xcover'], check]
    for step in steps:
        try:
            done = subprocess.run(step, capture_output=True, text=True, timeout=900)
        except (OSError, subprocess.TimeoutExpired) as e:
            return None, 'xcover not installable here: %s' % e
        if done.returncode != 0:
            last = (done.stderr.strip().splitlines() or ['exit %d' % done.returncode])[-1]
            return None, 'xcover not installable here: %s' % last[:100]
    return str(python), ''


def xcover_run(python, path):
    """(process CPU s, its output's words, its search's CPU s) of xcover counting a file."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run([python, '-c', XCOVER, str(path)], capture_output=True, text=True,
                          timeout=1800)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode != 0:
        return cpu, ['failed:', done.stderr.strip()[-80:]], None
    return cpu, done.stdout.split(), float(done.stderr.split()[-1])


def write(folder, name, text):
    path = Path(folder) / name
    path.write_bytes(text)
    return path


def generate(script, *args):
    return subprocess.run([sys.executable, str(EXAMPLES / script), *map(str, args)],
                          capture_output=True, check=True).stdout


def kanoodle_instance():
    """The empty Kanoodle board in Knuth's format: 55 cells, then the 12 pieces; 1,789 options."""
    import importlib.util
    spec = importlib.util.spec_from_file_location('kanoodle', solution('kanoodle'))
    kanoodle = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(kanoodle)
    board = ['.'] * (kanoodle.HEIGHT * kanoodle.WIDTH)
    lines = ['| Kanoodle, the empty board',
             ' '.join('c%d' % i for i in range(len(board))) + ' ' + ' '.join(p for p, _ in kanoodle.PIECES)]
    for letter, cells in kanoodle.placements(board):
        lines.append(' '.join('c%d' % i for i in cells) + ' ' + letter)
    return ('\n'.join(lines) + '\n').encode()


def main():
    program = solution('dlx')
    cpy = cpython313() or ('cpython%d.%d' % sys.version_info[:2], CPYTHON)
    pypy = ('pypy3', PYPY) if PYPY else None
    # xcover (its own venv, numba) only in `make bench-full`: creating the venv takes a while
    xpython, why = xcover_python() if FULL else (None, 'beside xcover: make bench-full')
    xname = 'xcover (numba)'
    if xpython:
        xname = 'xcover %s (numba)' % subprocess.run(
            [xpython, '-c', 'from importlib.metadata import version; print(version("xcover"))'],
            capture_output=True, text=True).stdout.strip()
    with tempfile.TemporaryDirectory() as folder:
        cases = [('10 queens --count', write(folder, 'q10', generate('queens.py', 10)), 724,
                  [cpy, pypy], True),
                 ('pentominoes 6x10 --count', write(folder, 'p6x10', generate('pentominoes.py', 6, 10)),
                  9356, [pypy] + ([cpy] if FULL else []), True)]
        if FULL:
            cases.append(('pentominoes 5x12 --count', write(folder, 'p5x12', generate('pentominoes.py', 5, 12)),
                          4040, [pypy, cpy], True))
            cases.append(('Kanoodle empty --count', write(folder, 'kanoodle', kanoodle_instance()),
                          371020, [pypy], False))
        if xpython:     # warm numba's compile cache (cache=True) on a small instance
            subprocess.run([xpython, '-c', XCOVER, str(write(folder, 'q6', generate('queens.py', 6)))],
                           capture_output=True, timeout=900)
        for name, path, want, runs, against_xcover in cases:
            if against_xcover and xpython:      # xcover: a row of its own (bench-full only)
                ref_cpu, words, search = xcover_run(xpython, path)
                if words != [str(want)]:
                    print('dlx: xcover on %s: %s' % (name, ' '.join(words)[:100]), file=sys.stderr)
                else:
                    report('dlx', '%s = %d' % (name, want), 'xcover', ref_cpu,
                           note="%s; its search alone %.2f s" % (xname, search))
            for run in runs:
                if run is None:
                    continue
                interpreter, cmd = run
                cpu, out = cpu_run(cmd + [str(program), '--count'], path.read_bytes(), timeout=3600)
                if out.split() != [str(want).encode()]:
                    raise SystemExit('dlx: %s counted %r under %s, not %d' % (name, out, interpreter, want))
                report('dlx', '%s = %d' % (name, want), interpreter, cpu,
                       note=why if against_xcover and not xpython else '')
                if FULL and interpreter == 'pypy3' and name != '10 queens --count':
                    core, out = cpu_run(cmd + [TEMPLATE_CORE], path.read_bytes(), timeout=3600)
                    if out.split() != [str(want).encode()]:
                        raise SystemExit('dlx: the template core counted %r on %s' % (out, name))
                    report('dlx', '%s = %d, template core' % (name, want), interpreter, core,
                           reference='dlx.py', ref_cpu=cpu, note='refs/dlx_template_core.py')


if __name__ == '__main__':
    main()
