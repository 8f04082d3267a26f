"""Kattis sudokunique speed: 100 boards an input (the statement's maximum), counted to two,
against the planned limit of 1 s (Kattis' limit was not found), and the issue's targets:
half of it in PyPy3 (Kattis' "Python 3" is PyPy3), all of it in CPython 3.13.

Inputs:
- data/sudokunique/data100.txt: of the 2,522 boards of data/ (top1465, 17clue_1000,
  top95, hardest, inkala, tdoku's with counts), the 100 that cost the solution the most
  rows counted to two (made the statement's way but for tdoku's ten without a solution);
- data/sudokunique/hard100.txt: the 100 costliest boards bench/sudokunique_boards.py
  found by hill-climbing (see its docstring): mostly sparse boards without a solution;
- samples/sudokunique/mixed100.in: 100 random boards of every kind (unselected);
- 100 empty boards (several solutions, found at once).
Reference: refs/sudoku9_template_core.py, the same model on solutions/template.py's core
(ratio = solution / reference), in PyPy3, and in CPython too under `make bench-full`;
on hard100 (40 s for the reference in PyPy3, 30-40 s for the solution in CPython) only
under `make bench-full`.
Each row is a whole run (start-up included) through bench.common.cpu_run, the least of 3
in PyPy3, one run in CPython; the outputs of solution and reference must agree.
CPython 3.13 is taken from $CPYTHON313 or pyenv's 3.13 when present.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import FULL, ROOT, cpu_run, report, solution, with_cpython313  # noqa: E402
from kit.paths import data, samples  # noqa: E402

LIMIT = 1.0
REFERENCE = str(ROOT / 'refs' / 'sudoku9_template_core.py')


def boards_text(lines):
    return '\n\n'.join('\n'.join(' '.join('0' if ch == '.' else ch for ch in line[r:r + 9])
                                 for r in range(0, 81, 9)) for line in lines) + '\n'


def inputs():
    yield 'data100', boards_text(data('sudokunique/data100.txt').read_text().split())
    yield 'hard100', boards_text(data('sudokunique/hard100.txt').read_text().split())
    yield 'mixed100', (samples('sudokunique') / 'mixed100.in').read_text()
    yield 'empty100', boards_text(['.' * 81] * 100)


def least(cmd, text, repeat):
    best = out = None
    for _ in range(repeat):
        cpu, out = cpu_run(cmd, text.encode())
        best = cpu if best is None else min(best, cpu)
    return best, out


def main():
    for name, text in inputs():
        for interp, cmd in with_cpython313():
            if name == 'hard100' and interp != 'pypy3' and not FULL:
                continue                    # 30-40 s in CPython: bench-full only
            repeat = 3 if interp == 'pypy3' else 1
            cpu, out = least(cmd + [solution('sudokunique')], text, repeat)
            ref = None
            if (interp == 'pypy3' and name != 'hard100') or FULL:
                ref, ref_out = least(cmd + [REFERENCE, '--kattis'], text, repeat)
                if ref_out != out:
                    raise SystemExit('bench_sudokunique: the solution and the reference disagree on %s' % name)
            target = LIMIT / 2 if interp == 'pypy3' else LIMIT
            note = 'target %g s: %s' % (target, 'met' if cpu <= target else 'MISSED')
            report('sudokunique', name, interp, cpu, LIMIT, 'template core' if ref else '', ref, note=note)


if __name__ == '__main__':
    main()
