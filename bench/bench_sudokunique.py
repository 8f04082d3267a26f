"""Kattis sudokunique speed: 100 boards an input (the statement's maximum), counted to two,
against the planned limit of 1 s (Kattis' limit was not found), and the issue's targets:
half of it in PyPy3 (Kattis' "Python 3" is PyPy3), all of it in CPython 3.13.

Inputs:
- data/sudokunique/data100.txt: of the 2,522 boards of data/ (top1465, 17clue_1000,
  top95, hardest, inkala, tdoku's with counts), the 100 that cost the former solution the
  most rows counted to two (made the statement's way but for tdoku's ten without a solution);
- data/sudokunique/hard100.txt: the 100 costliest boards bench/sudokunique_boards.py
  found by hill-climbing against this solution (see its docstring): mostly sparse boards
  without a solution;
- data/sudokunique/hard100-turns.txt: the same, climbed against the former solution
  (three searches taking turns, refs/sudokunique_turns.py);
- samples/sudokunique/mixed100.in: 100 random boards of every kind (unselected);
- 100 empty boards (several solutions, found at once).
References (ratio = solution / reference): on the climbed sets the former solution,
refs/sudokunique_turns.py (so the new branching rule is measured against the one it
replaced, in the same run); on the others refs/sudoku9_template_core.py, the same model on
solutions/template.py's core. In PyPy3, and in CPython too under `make bench-full` (the
former solution takes 30-40 s on hard100-turns in CPython).
Each row is a whole run (start-up included) through bench.common.cpu_run, the least of 3
in PyPy3 (solution and reference interleaved), one run in CPython; the outputs of solution and reference must agree.
CPython 3.13 is taken from $CPYTHON313 or pyenv's 3.13 when present.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import FULL, ROOT, best_of, cpu_run, interleaved, report, solution, with_cpython313  # noqa: E402
from kit.paths import data, samples  # noqa: E402

LIMIT = 1.0
TEMPLATE_CORE = ('template core', [str(ROOT / 'refs' / 'sudoku9_template_core.py'), '--kattis'])
FORMER = ('former: turns', [str(ROOT / 'refs' / 'sudokunique_turns.py')])


def boards_text(lines):
    return '\n\n'.join('\n'.join(' '.join('0' if ch == '.' else ch for ch in line[r:r + 9])
                                 for r in range(0, 81, 9)) for line in lines) + '\n'


def inputs():
    yield 'data100', boards_text(data('sudokunique/data100.txt').read_text().split()), TEMPLATE_CORE
    yield 'hard100', boards_text(data('sudokunique/hard100.txt').read_text().split()), FORMER
    yield 'hard100-turns', boards_text(data('sudokunique/hard100-turns.txt').read_text().split()), FORMER
    yield 'mixed100', (samples('sudokunique') / 'mixed100.in').read_text(), TEMPLATE_CORE
    yield 'empty100', boards_text(['.' * 81] * 100), TEMPLATE_CORE


def main():
    for name, text, (ref_name, ref_args) in inputs():
        for interp, cmd in with_cpython313():
            sol = cmd + [str(solution('sudokunique'))]
            if interp == 'pypy3' or FULL:
                rounds = 3 if interp == 'pypy3' else 1
                want = cpu_run(sol, text.encode())[1]     # the reference must print the same
                cpu, ref = interleaved([sol, cmd + ref_args], text.encode(), rounds, want)
            else:
                cpu, ref = best_of(sol, text.encode(), 1)[0], None
            target = LIMIT / 2 if interp == 'pypy3' else LIMIT
            note = 'target %g s: %s' % (target, 'met' if cpu <= target else 'MISSED')
            report('sudokunique', name, interp, cpu, LIMIT, ref_name if ref else '', ref, note=note)


if __name__ == '__main__':
    main()
