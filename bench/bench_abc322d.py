"""ABC322 D Polyomino speed: the largest searches found, as whole runs, against the limit
(2 s; PyPy3's target half of it), beside the contest's brute force (refs/abc322d_brute.py),
in CPython and PyPy3 (and CPython 3.13 where installed).

The inputs are the largest searches found (docs/abc322d.md: 30,000 random inputs, half
of them the grid cut in three connected parts, by link updates: at most 3,584), one
without and one with a tiling, and the statement's first sample. Each row is the least
CPU of 3 whole runs (start-up included); both programs' answers are checked against the
.out file.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import ROOT, cpu_run, report, solution, with_cpython313  # noqa: E402

LIMIT = 2.0
REPEAT = 3
CASES = ['hardest-found-no', 'hardest-found-yes', 'statement-1']
REFERENCE = str(ROOT / 'refs' / 'abc322d_brute.py')


def best(cmd, stdin, want):
    times = []
    for _ in range(REPEAT):
        cpu, out = cpu_run(cmd, stdin)
        if out.split() != want.split():
            raise SystemExit('abc322d: %s answered %r, not %r' % (cmd, out, want))
        times.append(cpu)
    return min(times)


def main():
    program = solution('abc322d')
    for case in CASES:
        stdin = (ROOT / 'samples' / 'abc322d' / (case + '.in')).read_bytes()
        want = (ROOT / 'samples' / 'abc322d' / (case + '.out')).read_bytes()
        for name, cmd in with_cpython313():
            limit = LIMIT / 2 if 'pypy' in name else LIMIT
            cpu = best(cmd + [program], stdin, want)
            ref = best(cmd + [REFERENCE], stdin, want)
            report('abc322d', case, name, cpu, limit, 'brute force', ref,
                   note='best of %d%s' % (REPEAT, '; PyPy3: half the limit' if 'pypy' in name else ''))


if __name__ == '__main__':
    main()
