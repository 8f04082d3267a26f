"""dlx.py (Knuth's format): published counts, CPU seconds beside a C anchor and xcover.

The C anchor is bench/anchor/dlx1.c (this kit's own Algorithm X in the manner of Knuth's
DLX1: options in consecutive nodes with spacers, the first item with the fewest options),
compiled with `cc -O2` into bench/build/ (git-ignored); without a C compiler its rows say
so. xcover (PyPI; numba, dancing cells) runs in its own venv, bench/.venv-xcover, which
this script creates on first use (`venv` + `pip install xcover`); its numba compile cache
is warmed on a small instance first; where it cannot be installed the rows say so. Every
time is a whole process's CPU time (numba's import included, about 0.5 s, as ours is).
Every output is checked against the published count.

`make bench`: 10 queens (724) in CPython 3.13 and PyPy3; the 12 pentominoes on 6 x 10
(9,356) and Langford pairs n = 12 (216,288, both orders) in PyPy3, each beside the C
anchor, one run each.
`make bench-full`: every count beside both references, best of 3 interleaved runs
(anchor, xcover, PyPy3, CPython 3.13 in turn, so a loaded machine weighs on all alike):
6 x 10, 5 x 12 (4,040), Langford 12, 10 queens, Kanoodle's empty board (371,020, no
symmetry reduction; PyPy3 and the anchor); and the lightest weighted 5 x 12 tiling
(--cost, pentominoes.py --weights) with the nodes that the cost bound saves.
Goals (issue 22): PyPy3 6 x 10 within 1.5x xcover and 2x the anchor; Langford 12 within
2x the anchor; CPython 3.13 within 3x PyPy3 on the same counts.

Counting big (issue 29, `make bench-full`; `python3 bench/bench_dlx.py --full --scale` runs
these rows alone, `--scale=machine`, `--scale=split` or `--scale=sample` one part of them):
machine: 6 x 10 in PyPy3, serial against --jobs 2, wall seconds in one run (interleaved,
best of 3: the speedup is their ratio) and the CPU of all processes; Dask's LocalCluster
(2 workers, tasks in PyPy3 subprocesses; the client is .venv's Python, where dask is
installed) against --jobs 2. split: the split's per-subproblem CPU times at depths 3 and 4
(each subproblem in one PyPy3 process, as a worker counts it), with the makespan that a
longest-first schedule of them gives on 8, 64 and 1,024 workers. sample: Langford 15
(79,619,280 solutions, some 15 CPU-minutes in PyPy3) split at depth 4, a random sample of
1,000 of its subproblems timed: the whole estimated from the sample's mean (the sample's
solutions against the known count as a check), the makespans from the sample scaled up.
"""
import os
import resource
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import FULL, PYPY, ROOT, cpu_run, cpython313, report, solution  # noqa: E402

VENV = ROOT / 'bench' / '.venv-xcover'
BUILD = ROOT / 'bench' / 'build'
ANCHOR = ROOT / 'bench' / 'anchor' / 'dlx1.c'
EXAMPLES = ROOT / 'docs' / 'examples'
TEMPLATE_CORE = str(ROOT / 'refs' / 'dlx_template_core.py')   # the template's search, counting
ROUNDS = 3 if FULL else 1

# xcover counting a file in Knuth's format; prints the count. Run with the venv's interpreter.
XCOVER = r'''
import sys
from xcover import covers
from xcover.io import read_xcover_from_file
options, primary, secondary, colored = read_xcover_from_file(sys.argv[1])
print(sum(1 for _ in covers(options, primary=primary, secondary=secondary, colored=colored)))
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


def anchor_program():
    """bench/build/dlx1 compiled from bench/anchor/dlx1.c (again when the source is newer),
    or (None, why)."""
    binary = BUILD / 'dlx1'
    if binary.exists() and binary.stat().st_mtime >= ANCHOR.stat().st_mtime:
        return str(binary), ''
    compiler = shutil.which('cc') or shutil.which('gcc') or shutil.which('clang')
    if not compiler:
        return None, 'no C compiler here for the anchor'
    BUILD.mkdir(exist_ok=True)
    done = subprocess.run([compiler, '-O2', '-o', str(binary), str(ANCHOR)], capture_output=True,
                          text=True)
    if done.returncode != 0:
        return None, 'the anchor did not compile: %s' % done.stderr.strip()[-100:]
    return str(binary), ''


def timed(cmd, path, timeout=7200):
    """(CPU seconds of the whole process, its stdout's words) of cmd reading the file."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(path, 'rb') as f:
        done = subprocess.run(cmd, stdin=f, capture_output=True, timeout=timeout)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode != 0:
        raise SystemExit('dlx: %s failed: %s' % (cmd, done.stderr.decode(errors='replace')[-300:]))
    return cpu, done.stdout.split()


def run_cmd(interpreter, script):
    return interpreter[1] + [script]


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


# --scale: only issue 29's rows (--scale=machine: the one machine's, --scale=split: the split's)
SCALE = next((a.partition('=')[2] or 'all' for a in sys.argv[1:] if a.split('=')[0] == '--scale'), None)
SCALE_ONLY = SCALE is not None
# the head of both scripts below (argv: dlx.py, the instance, ...): the instance's tree
TREE = r'''
import importlib.util, json, random, sys, time
spec = importlib.util.spec_from_file_location('dlx', sys.argv[1])
dlx = importlib.util.module_from_spec(spec)
spec.loader.exec_module(dlx)
primary, bounds, secondary, options, _ = dlx.parse(open(sys.argv[2]).read())
tree = dlx.Tree(primary, bounds, secondary, [words for _, words, _ in options])
'''
# in PyPy3: every subproblem of the split at a depth, timed as a worker counts it
SUBPROBLEMS = TREE + r'''
times = []
total = 0
for prefix, _, _ in tree.frontier(int(sys.argv[3])):
    start = time.process_time()
    total += dlx.count_node(tree, prefix)['count']
    times.append(time.process_time() - start)
print(json.dumps({'count': total, 'times': times}))
'''


# in PyPy3: a random sample of the subproblems of a split, each timed as a worker counts
# it (argv: dlx.py, the instance, the depth, the sample's size, its seed)
SAMPLE = TREE + r'''
frontier = [prefix for prefix, _, _ in tree.frontier(int(sys.argv[3]))]
picked = random.Random(int(sys.argv[5])).sample(frontier, min(int(sys.argv[4]), len(frontier)))
dlx.count_node(tree, picked[0])     # the JIT warmed up once, as a worker's is after its first
times, counts = [], []
for prefix in picked:
    start = time.process_time()
    counts.append(dlx.count_node(tree, prefix)['count'])
    times.append(time.process_time() - start)
print(json.dumps({'subproblems': len(frontier), 'times': times, 'counts': counts}))
'''
LANGFORD15 = 79619280               # Langford pairs n = 15, both orders (2 x 39,809,640)


def sample_rows(program, pypy, path, depth=4, size=1000, seed=15):
    """Langford 15 split at a depth: a simple random sample of its subproblems, timed;
    the whole estimated as N times the sample's mean (with its standard error), and the
    makespans of a longest-first schedule of the sample scaled up (each sampled time
    standing for N/size subproblems)."""
    import json
    import math
    done = subprocess.run(pypy[1] + ['-c', SAMPLE, str(program), str(path), str(depth), str(size),
                                     str(seed)], capture_output=True, text=True, timeout=7200)
    if done.returncode:
        raise SystemExit('dlx: the Langford 15 sample failed: %s' % done.stderr[-300:])
    got = json.loads(done.stdout)
    n, times, counts = got['subproblems'], got['times'], got['counts']
    m = len(times)
    shrink = 1 - m / n              # the finite population correction

    def estimate(values):
        mean = sum(values) / m
        var = sum((v - mean) ** 2 for v in values) / (m - 1)
        return n * mean, n * math.sqrt(var / m * shrink)
    total, total_error = estimate(times)
    solutions, solutions_error = estimate(counts)
    if abs(solutions - LANGFORD15) > 4 * solutions_error:
        raise SystemExit('dlx: the sample estimates %.4g solutions (standard error %.2g), '
                         'not %d' % (solutions, solutions_error, LANGFORD15))
    split = 'Langford n=15 split at depth %d (%d subproblems), a sample of %d' % (depth, n, m)
    report('dlx', '%s: one worker, estimated' % split, 'pypy3', total,
           note='N x the mean of the sample; standard error %.0f s; the sample estimates '
           '%.4g solutions (standard error %.2g; the count is %d)'
           % (total_error, solutions, solutions_error, LANGFORD15))
    ordered = sorted(times)
    report('dlx', '%s: longest sampled subproblem' % split, 'pypy3', ordered[-1],
           reference='one worker, estimated', ref_cpu=total,
           note='median %.4f s, 99th percentile %.4f s of the sample'
           % (ordered[m // 2], ordered[min(m - 1, int(0.99 * m))]))
    scaled = []                     # the sample scaled up to N subproblems
    for i, t in enumerate(times):
        scaled += [t] * (n * (i + 1) // m - n * i // m)
    for workers in (8, 64, 1024):
        report('dlx', '%s: makespan on %d workers, estimated' % (split, workers), 'pypy3',
               makespan(scaled, workers), reference='one worker, estimated', ref_cpu=total,
               note='longest first on the sample scaled up; the lower bound sum/workers is '
               '%.1f s' % (total / workers))


def makespan(times, workers):
    """The finishing time of a longest-first list schedule of times on workers."""
    import heapq
    loads = [0.0] * min(workers, max(1, len(times)))
    for t in sorted(times, reverse=True):
        heapq.heapreplace(loads, loads[0] + t)
    return max(loads)


def wall(cmd, path, want, timeout=7200):
    """(wall seconds, CPU seconds of the process and all it waited for) of cmd on the file."""
    import time
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    with open(path, 'rb') as f:
        done = subprocess.run(cmd, stdin=f, capture_output=True, timeout=timeout)
    seconds = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0 or done.stdout.split() != [str(want).encode()]:
        raise SystemExit('dlx: %s gave %r: %s' % (cmd, done.stdout[:100], done.stderr[-300:]))
    return seconds, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def folder_file(name, data):
    path = Path(tempfile.gettempdir()) / ('dlx-bench-%d-%s' % (os.getpid(), name))
    path.write_bytes(data)
    return path


def scale_rows(program, pypy, path):
    """Issue 29's rows on 6 x 10 pentominoes (9,356), PyPy3; and Langford 15's sample."""
    title = 'pentominoes 6x10 --count'
    venv = ROOT / '.venv' / 'bin' / 'python'
    dask = venv.exists() and subprocess.run([str(venv), '-c', 'import distributed'],
                                            capture_output=True).returncode == 0
    commands = [] if SCALE in ('split', 'sample') else [('serial', pypy[1] + [str(program), '--count']),
                ('jobs 2', pypy[1] + [str(program), '--count', '--jobs', '2'])]
    if dask and commands:
        commands.append(('dask', [str(venv), str(program), '--count', '--scheduler', 'local',
                                  '--jobs', '2']))
    best = {}
    cpu = {}
    loads = []
    for _ in range(ROUNDS if commands else 0):
        for label, cmd in commands:
            loads.append(os.getloadavg()[0])
            seconds, used = wall(cmd, path, 9356)
            best[label] = min(best.get(label, 1e9), seconds)
            cpu[label] = min(cpu.get(label, 1e9), used)
    for depth in (3, 4) if SCALE in ('all', 'split') else ():
        split_rows(program, pypy, path, depth)
    if SCALE in ('all', 'sample'):
        langford = folder_file('langford15.dlx', generate('langford.py', 15))
        sample_rows(program, pypy, langford)
        langford.unlink()
    if not commands:
        return
    load = 'load %.1f-%.1f' % (min(loads), max(loads))
    report('dlx', '%s --jobs 2, wall' % title, 'pypy3', best['jobs 2'], reference='serial, wall',
           ref_cpu=best['serial'], note='wall seconds, best of %d interleaved, %s; speedup %.2f'
           % (ROUNDS, load, best['serial'] / best['jobs 2']))
    # on a loaded machine the wall ratio says little: the CPU of every process says what
    # the split costs, and 2 / (its ratio) is the speedup 2 quiet cores would allow
    report('dlx', '%s --jobs 2, CPU of all processes' % title, 'pypy3', cpu['jobs 2'],
           reference='serial', ref_cpu=cpu['serial'], note='best of %d; on 2 idle cores at '
           'most %.2fx faster than serial' % (ROUNDS, 2 * cpu['serial'] / cpu['jobs 2']))
    if dask:
        report('dlx', '%s --scheduler local, wall' % title, 'pypy3', best['dask'],
               reference='--jobs 2, wall', ref_cpu=best['jobs 2'],
               note='LocalCluster of 2 workers, tasks in PyPy3; wall seconds, %s' % load)
    else:                           # the row measured before stays
        print('(dask is not installed in .venv (make test installs it): no --scheduler row)')


def split_rows(program, pypy, path, depth):
    """The split of 6 x 10 at a depth: each subproblem's CPU time, the makespans."""
    import json
    done = subprocess.run(pypy[1] + ['-c', SUBPROBLEMS, str(program), str(path), str(depth)],
                          capture_output=True, text=True, timeout=7200)
    got = json.loads(done.stdout)
    if got['count'] != 9356:
        raise SystemExit('dlx: the split at depth %d counted %d' % (depth, got['count']))
    times = got['times']
    split = 'pentominoes 6x10 split at depth %d (%d subproblems)' % (depth, len(times))
    total = sum(times)
    report('dlx', '%s: one worker' % split, 'pypy3', total, note='the sum of the subproblems')
    report('dlx', '%s: longest subproblem' % split, 'pypy3', max(times), reference='one worker',
           ref_cpu=total, note='median %.4f s' % sorted(times)[len(times) // 2])
    for workers in (8, 64, 1024):
        report('dlx', '%s: makespan on %d workers' % (split, workers), 'pypy3',
               makespan(times, workers), reference='one worker', ref_cpu=total,
               note='longest first; the lower bound sum/workers is %.3f s' % (total / workers))


def main():
    program = solution('dlx')
    cpy = cpython313() or ('cpython%d.%d' % sys.version_info[:2], [sys.executable, '-S'])
    pypy = ('pypy3', PYPY) if PYPY else None
    anchor, anchor_why = anchor_program()
    # xcover (its own venv, numba) only in `make bench-full`: creating the venv takes a while
    xpython, xwhy = xcover_python() if FULL and not SCALE_ONLY else (None, 'xcover: make bench-full')
    xname = 'xcover'
    if xpython:
        xname = 'xcover %s' % subprocess.run(
            [xpython, '-c', 'from importlib.metadata import version; print(version("xcover"))'],
            capture_output=True, text=True).stdout.strip()
    folder = Path(tempfile.mkdtemp())
    write = lambda name, data: (folder / name).write_bytes(data) and folder / name  # noqa: E731
    if FULL and pypy:
        scale_rows(program, pypy, write('p6x10-scale.dlx', generate('pentominoes.py', 6, 10)))
    if SCALE_ONLY:
        return
    q10 = write('queens10.dlx', generate('queens.py', 10))
    p6x10 = write('p6x10.dlx', generate('pentominoes.py', 6, 10))
    lang12 = write('langford12.dlx', generate('langford.py', 12))
    # (name, file, count, interpreters for dlx.py, with the anchor, with xcover)
    cases = [('10 queens --count', q10, 724, [cpy, pypy], True, FULL),
             ('Langford n=12 --count', lang12, 216288, [pypy] + [cpy] * FULL, True, FULL)]
    if FULL:        # 6 x 10: 37 s of CPU with the anchor, too long for `make bench`
        cases.insert(1, ('pentominoes 6x10 --count', p6x10, 9356, [pypy, cpy], True, True))
        p5x12 = write('p5x12.dlx', generate('pentominoes.py', 5, 12))
        cases.append(('pentominoes 5x12 --count', p5x12, 4040, [pypy, cpy], True, True))
        cases.append(('Kanoodle empty --count', write('kanoodle.dlx', kanoodle_instance()), 371020,
                      [pypy], True, False))
    if xpython:     # warm numba's compile cache (cache=True) on a small instance
        subprocess.run([xpython, '-c', XCOVER, str(write('q6.dlx', generate('queens.py', 6)))],
                       capture_output=True, timeout=900)
    for name, path, want, runs, with_anchor, with_xcover in cases:
        commands = []               # (label, command), run in turn ROUNDS times
        if with_anchor and anchor:
            commands.append(('C anchor', [anchor]))
        if with_xcover and xpython:
            commands.append((xname, [xpython, '-c', XCOVER, str(path)]))
        for run in runs:
            if run:
                commands.append((run[0], run[1] + [str(program), '--count']))
        best = {}
        for _ in range(ROUNDS):
            for label, cmd in commands:
                cpu, words = timed(cmd, path)
                if words != [str(want).encode()]:
                    raise SystemExit('dlx: %s counted %r with %s, not %d' % (name, words, label, want))
                best[label] = min(best.get(label, cpu), cpu)
        # Rows as bench/results wants them: what a row holds never depends on --full
        # (xcover and the template's core are rows of their own, added by bench-full).
        title = '%s = %d' % (name, want)
        ref = best.get('C anchor')
        if ref is not None:
            report('dlx', title, 'C anchor', ref, note='bench/anchor/dlx1.c, cc -O2')
        elif with_anchor:
            report('dlx', title, 'C anchor', 0.0, note=anchor_why)
        if xname in best:
            report('dlx', title, 'xcover', best[xname], reference='C anchor' if ref else '',
                   ref_cpu=ref, note=xname)
        for label in best:
            if label in ('C anchor', xname):
                continue
            note = 'best of %d, interleaved' % ROUNDS if ROUNDS > 1 else ''
            report('dlx', title, label, best[label], reference='C anchor' if ref else '',
                   ref_cpu=ref, note=note)
            if FULL and label == 'pypy3' and name != '10 queens --count':
                core, words = timed(run_cmd(pypy, TEMPLATE_CORE), path)
                if words != [str(want).encode()]:
                    raise SystemExit('dlx: the template core counted %r on %s' % (words, name))
                report('dlx', '%s, template core' % title, 'pypy3', core, reference='dlx.py',
                       ref_cpu=best[label], note='refs/dlx_template_core.py')
    if FULL and pypy:               # a minimum-cost exact cover, and what its bound saves
        w5x12 = write('w5x12.dlx', generate('pentominoes.py', 5, 12, '--weights'))
        cpu, out = cpu_run(pypy[1] + [str(program), '--cost', '--stats', str(w5x12)], timeout=3600)
        if out.split()[0] != b'1476':
            raise SystemExit('dlx: the lightest 5 x 12 tiling weighs %r, not 1476' % out.split()[0])
        report('dlx', 'weighted 5x12 --cost = 1476', 'pypy3', cpu,
               note='pentominoes.py 5 12 --weights; the cost bound: see the header')
    shutil.rmtree(folder, ignore_errors=True)


if __name__ == '__main__':
    main()
