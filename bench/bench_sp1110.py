"""SP1110 / UVA 1309 speed: a file of 10 hard 16x16 grids against the target of 1 s CPU
in PyPy3 (the issue; Luogu's limit is not published, so the plan is 1 s for the file).

Input: samples/sp1110/hard10.in, the 10 grids (of 30 random minimal puzzles, seeds
200-229 of bench/sp1110_grids.py) whose first solution took the DLX the most covers.
Each row is a whole run (start-up included) through bench.common.cpu_run, the least of
3 in PyPy3 and of 1 in CPython; every output grid is checked (a valid completion of its
grid, by tests/sp1110_ref.py) before its time counts. The note gives the mean per grid.
CPython 3.13 (Luogu's version) is taken from $CPYTHON313 or pyenv's 3.13 when present.
"""
import glob
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import cpu_run, interpreters, report, solution  # noqa: E402
from judge_io.paths import samples  # noqa: E402
from tests.sp1110_ref import is_valid_solution, parse  # noqa: E402

LIMIT = 1.0
INPUTS = ['hard10', 'statement']


def runs():
    found = list(interpreters())
    py313 = os.environ.get('CPYTHON313') or next(iter(sorted(glob.glob(
        os.path.expanduser('~/.pyenv/versions/3.13*/bin/python3.13')))), None)
    if py313 and os.path.exists(py313) and not sys.version.startswith('3.13'):
        found.insert(1, ('cpython3.13', [py313, '-S']))
    return found


def grids(text):
    tokens = text.split()
    if tokens and tokens[0].isdigit():
        tokens = tokens[1:]
    return [tokens[i:i + 16] for i in range(0, len(tokens), 16)]


def main():
    program = solution('sp1110')
    for name in INPUTS:
        path = samples('sp1110') / (name + '.in')
        if not path.exists():
            print('bench_sp1110: %s is missing' % path, file=sys.stderr)
            sys.exit(1)
        text = path.read_text()
        puzzles = grids(text)
        for interp, cmd in runs():
            best = None
            for _ in range(3 if interp == 'pypy3' else 1):
                cpu, out = cpu_run(cmd + [program], text.encode())
                answers = grids(out.decode())
                if len(answers) != len(puzzles) or not all(
                        is_valid_solution(parse(p), parse(a)) for p, a in zip(puzzles, answers)):
                    raise SystemExit('bench_sp1110: wrong output on %s under %s' % (name, interp))
                best = cpu if best is None else min(best, cpu)
            report('sp1110', '%s (%d grids)' % (name, len(puzzles)), interp, best, LIMIT,
                   note='mean %.0f ms a grid%s' % (1000 * best / len(puzzles),
                                                   '; target 1 s in PyPy3: ' + ('met' if best <= LIMIT else 'MISSED')
                                                   if interp == 'pypy3' and name == 'hard10' else ''))


if __name__ == '__main__':
    main()
