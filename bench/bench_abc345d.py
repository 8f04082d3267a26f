"""ABC345 D Tiling speed: the hardest inputs found, as whole runs, against the limit
(2 s; our target for PyPy3 is half of it), beside the contest's usual search
(refs/abc345d_dfs.py: first empty cell, every unused tile), in CPython and PyPy3 (and
CPython 3.13, AtCoder's version, where installed).

The inputs are samples/abc345d/ files, found as docs/abc345d.md tells: random inputs at
the maximum constraints (7 tiles, grids up to 10 x 10) whose areas can add up to H*W,
then hill-climbing on the link updates of the search; "hard for the contest search" is
the worst found the same way for the reference. Each row is the least CPU of 3 whole
runs (start-up included); both programs' answers are checked against the .out file.
Then what each part of the model buys, in the bench's own interpreter (`make bench-full`:
in each), as CPU of the model, build and search in one process, with the link updates
counted on a second run by a wrapped cover:
- twin-skip against the template's search, on 7 tiles 3 x 3 on 7 x 9 (no tiling);
- the grid-symmetry cut and the primary columns of needed tiles, left out, on the input
  that was hardest before the cut, on one whose 6 x 10 tile is needed, and on the
  hardest found (where the cut costs a little). `make bench-full` adds more inputs.
"""
import importlib.util
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import FULL, ROOT, cpu_run, report, solution, with_cpython313  # noqa: E402

LIMIT = 2.0
REPEAT = 3
CASES = ['hardest-found-no-8x10', 'hardest-found-yes', 'hard-for-the-contest-search']
FULL_CASES = ['hardest-found-no-9x10', 'hardest-found-no-10x10', 'seven-equal-3x3-on-7x9']
# (label, H, W, tiles, the parts left out): the inputs that show what each part buys
PARTS = [
    ('worst before the cut', 10, 10, [(4, 1), (4, 6), (3, 6), (2, 4), (7, 4), (3, 4), (6, 1)],
     [{'symmetric': False}]),
    ('a 6 x 10 tile needed', 9, 10, [(10, 6), (3, 2), (1, 4), (2, 4), (1, 2), (1, 5), (5, 1)],
     [{'primary': False}, {'symmetric': False, 'primary': False}]),
    ('hardest-found-no-8x10', 8, 10, [(3, 1), (4, 1), (3, 2), (10, 6), (4, 2), (2, 1), (9, 8)],
     [{'symmetric': False}]),
]
FULL_PARTS = [
    ('2nd worst before the cut', 10, 10, [(2, 6), (6, 1), (6, 5), (7, 4), (4, 1), (3, 4), (2, 4)],
     [{'symmetric': False}, {'primary': False}, {'symmetric': False, 'primary': False}]),
    ('hardest-found-no-9x10', 9, 10, [(4, 3), (1, 6), (3, 1), (1, 2), (1, 4), (5, 7), (7, 4)],
     [{'symmetric': False}, {'primary': False}, {'symmetric': False, 'primary': False}]),
]
REFERENCE = str(ROOT / 'refs' / 'abc345d_dfs.py')


def best(cmd, stdin, want):
    times = []
    for _ in range(REPEAT):
        cpu, out = cpu_run(cmd, stdin)
        if out != want:
            raise SystemExit('abc345d: %s answered %r, not %r' % (cmd, out, want))
        times.append(cpu)
    return min(times)


def load(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def measure(module, run):
    """(CPU s of run(), link updates it makes): timed once as it is, then run again with
    module.cover wrapped to count the rows it unlinks."""
    start = time.process_time()
    run()
    cpu = time.process_time() - start
    count = [0]
    original = module.cover

    def cover(M, c):
        L, R, U, D, C, ROW, S = M
        i = D[c]
        while i != c:
            j = R[i]
            while j != i:
                count[0] += 1
                j = R[j]
            i = D[i]
        original(M, c)
    module.cover = cover
    try:
        run()
    finally:
        module.cover = original
    return cpu, count[0]


def parts():
    """What each part of the model buys, measured in this interpreter (model, build and
    search to the first cover or the end)."""
    sol = load(solution('abc345d'), 'abc345d_bench')
    template = load(str(ROOT / 'solutions' / 'template.py'), 'template_bench')
    name = 'cpython' if sys.implementation.name == 'cpython' else 'pypy3'

    def first_cover(h, w, tiles, search='twin', **options):
        def run():
            ncols, nprimary, rows, key = sol.model(h, w, tiles, **options)
            M = sol.build(ncols, rows, nprimary)
            next(sol.search(M, key) if search == 'twin' else template.search(M), None)
        return run

    seven = (7, 9, [(3, 3)] * 7)
    for label, module, search in (('twin-skip', sol, 'twin'), ('template search', template, 'plain')):
        cpu, updates = measure(module, first_cover(*seven, search=search))
        report('abc345d', '7 x 3x3 on 7x9: ' + label, name, cpu, note='%d link updates' % updates)
    for label, h, w, tiles, left_out in PARTS + (FULL_PARTS if FULL else []):
        for options in [{}] + left_out:
            what = ', '.join('no ' + {'symmetric': 'symmetry cut', 'primary': 'primary tiles'}[k]
                             for k in options) or 'the model'
            cpu, updates = measure(sol, first_cover(h, w, tiles, **options))
            report('abc345d', '%s: %s' % (label, what), name, cpu, note='%d link updates' % updates)


def main():
    if '--parts' in sys.argv:
        parts()
        return
    program = solution('abc345d')
    for case in CASES + (FULL_CASES if FULL else []):
        stdin = (ROOT / 'samples' / 'abc345d' / (case + '.in')).read_bytes()
        want = (ROOT / 'samples' / 'abc345d' / (case + '.out')).read_bytes()
        for name, cmd in with_cpython313():
            limit = LIMIT / 2 if 'pypy' in name else LIMIT
            cpu = best(cmd + [program], stdin, want)
            ref = best(cmd + [REFERENCE], stdin, want)
            report('abc345d', case, name, cpu, limit, 'contest search', ref,
                   note='best of %d%s' % (REPEAT, '; PyPy3: half the limit' if 'pypy' in name else ''))
    # the parts in this interpreter only (make bench-full: in each)
    for name, cmd in (with_cpython313() if FULL else [('', [sys.executable, '-S'])]):
        subprocess.run(cmd + [__file__, '--parts'] + (['--full'] if FULL else []), check=True)


if __name__ == '__main__':
    main()
