"""CSES 1624 Chessboard and Queens speed: the largest search found, as whole runs, against
the limit (1 s; PyPy3's target half of it), beside the usual backtracker
(refs/cses1624_backtrack.py), in CPython and PyPy3 (and CPython 3.13 where installed).

The empty board is the largest search found (docs/cses1624.md: 20,000 random boards with
1-8 reserved squares and a hill-climb over single squares never beat its 16,674 link
updates); the statement's board is the other row. Each row is the least CPU of 3 whole
runs (start-up included); both programs' counts are checked against the .out file.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import ROOT, cpu_run, report, solution, with_cpython313  # noqa: E402

LIMIT = 1.0
REPEAT = 3
CASES = ['empty', 'statement']
REFERENCE = str(ROOT / 'refs' / 'cses1624_backtrack.py')


def best(cmd, stdin, want):
    times = []
    for _ in range(REPEAT):
        cpu, out = cpu_run(cmd, stdin)
        if out.split() != want.split():
            raise SystemExit('cses1624: %s answered %r, not %r' % (cmd, out, want))
        times.append(cpu)
    return min(times)


def main():
    program = solution('cses1624')
    for case in CASES:
        stdin = (ROOT / 'samples' / 'cses1624' / (case + '.in')).read_bytes()
        want = (ROOT / 'samples' / 'cses1624' / (case + '.out')).read_bytes()
        for name, cmd in with_cpython313():
            limit = LIMIT / 2 if 'pypy' in name else LIMIT
            cpu = best(cmd + [program], stdin, want)
            ref = best(cmd + [REFERENCE], stdin, want)
            report('cses1624', case, name, cpu, limit, 'backtracker', ref,
                   note='best of %d%s' % (REPEAT, '; PyPy3: half the limit' if 'pypy' in name else ''))


if __name__ == '__main__':
    main()
