"""HDU 4069 speed: T = 2500 boards (the statement's maximum), counted to two, against HDU's
2 s (model coverage: the target is the judge's limit in PyPy3).

Inputs (bench/hdu4069_boards.py made the boards):
- hard: the 25 costliest boards its hill-climbing found (data/hdu4069/hard25.txt), each
  in 100 relabellings of its digits (seeded): 2,500 cases;
- minimal: 500 minimal puzzles on random layouts, unselected (data/hdu4069/minimal500.txt),
  each in 5 relabellings: 2,500 cases;
- 2,500 empty boards on the first hard board's layout (several solutions, at once).
Reference: refs/sudoku9_template_core.py --hdu4069, the same model on
solutions/template.py's core (ratio = solution / reference), in PyPy3. Each row is a
whole run (start-up included), the least of 3 in PyPy3, one run in CPython; the outputs of
solution and reference must agree.
"""
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import FULL, ROOT, cpu_run, interpreters, report, solution  # noqa: E402
from kit.paths import data  # noqa: E402

LIMIT = 2.0
REFERENCE = str(ROOT / 'refs' / 'sudoku9_template_core.py')


def cases_of(path):
    tokens = [int(t) for t in path.read_text().split()]
    return [tokens[1 + 81 * k:82 + 81 * k] for k in range(tokens[0])]


def relabelled(cases, copies, seed):
    rng = random.Random(seed)
    out = []
    for values in cases:
        for _ in range(copies):
            digit = [0] + rng.sample(range(1, 10), 9)
            out.append([v - (v & 15) + digit[v & 15] for v in values])
    return out


def text(cases):
    return '%d\n' % len(cases) + '\n'.join(
        '\n'.join(' '.join(map(str, v[r:r + 9])) for r in range(0, 81, 9)) + '\n' for v in cases)


def least(cmd, data_bytes, repeat):
    best = out = None
    for _ in range(repeat):
        cpu, out = cpu_run(cmd, data_bytes)
        best = cpu if best is None else min(best, cpu)
    return best, out


def main():
    hard = cases_of(data('hdu4069/hard25.txt'))
    inputs = [('hard25x100', relabelled(hard, 100, 1)),
              ('minimal500x5', relabelled(cases_of(data('hdu4069/minimal500.txt')), 5, 2)),
              ('empty2500', [[v - (v & 15) for v in hard[0]]] * 2500)]
    for name, cases in inputs:
        stdin = text(cases).encode()
        for interp, cmd in interpreters():
            if interp != 'pypy3' and not FULL:
                continue                    # CPython takes many times the limit: bench-full only
            repeat = 3 if interp == 'pypy3' else 1
            cpu, out = least(cmd + [solution('hdu4069')], stdin, repeat)
            ref = None
            if interp == 'pypy3':
                ref, ref_out = least(cmd + [REFERENCE, '--hdu4069'], stdin, 1)
                if ref_out != out:
                    raise SystemExit('bench_hdu4069: the solution and the reference disagree on %s' % name)
            note = 'target %g s (PyPy3): %s' % (LIMIT, 'met' if cpu <= LIMIT else 'MISSED') if interp == 'pypy3' else ''
            report('hdu4069', name, interp, cpu, LIMIT, 'template core' if ref else '', ref, note=note)


if __name__ == '__main__':
    main()
