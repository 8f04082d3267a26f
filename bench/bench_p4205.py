"""P4205 speed: the slowest boards found, as whole runs, against the target of 0.3 s CPU
(the issue: every board with at most one completion, in CPython 3.13 and PyPy3; here
boards with many completions too, timed to the first completion they print).

The fixed boards are the worst of the searches recorded in docs/p4205.md: all 1,644
boards with one piece placed (exhaustive), and random samples of boards with two and
three pieces placed; "impossible" boards have no completion, so their whole search tree
is walked. Each row is the least CPU of 3 whole runs (start-up included) through
bench.common.cpu_run; the output is checked (a board of 10 lines keeping the givens, or
`No solution` where expected).
`make bench-full` adds the exhaustive sweep: every one-piece board solved in one warm
process per interpreter, the slowest reported, then timed again as a whole run.
CPython 3.13 (Luogu's version) is taken from $CPYTHON313 or pyenv's 3.13 when present.
"""
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import FULL, ROOT, cpu_run, report, solution, with_cpython313  # noqa: E402

TARGET = 0.3
LIMIT = 1.0
# (name, board as 55 characters in reading order, has a completion)
BOARDS = [
    ('empty board', '.' * 55, True),
    ('1 piece K: first (worst of 1644)', '.............................K.......KK........KK......', True),
    ('1 piece A: first (2nd worst)', '.............................AA.......A................', True),
    ('1 piece H: none (worst of 287)', '............HH...HH....H...............................', False),
    ('2 pieces: none (worst found)', '...F..F...FF...F....................C........CCC.......', False),
    ('2 pieces: first (worst found)', '............................CC......C...DD...C...DD....', True),
    ('3 pieces: none (worst found)', '..........DD...DD...........A.......AA.......BBBB......', False),
]


def text_of(board):
    return ''.join(board[r * (r + 1) // 2:(r + 1) * (r + 2) // 2] + '\n' for r in range(10))


def checked(board, out, solvable):
    lines = out.decode().split()
    if not solvable:
        return lines == ['No', 'solution']
    return ([len(x) for x in lines] == list(range(1, 11)) and
            all(g in ('.', o) for g, o in zip(board, ''.join(lines))) and '.' not in ''.join(lines))


SWEEP = r'''
import sys, time, importlib.util
spec = importlib.util.spec_from_file_location('p4205', sys.argv[1])
m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
worst = (0.0, '')
total = 0.0
for k, _ in m.PIECES:
    for cells, mask in m.PLACEMENTS[k]:
        b = ['.'] * 55
        for j in cells:
            b[j] = k
        b = ''.join(b)
        t = time.process_time()
        m.solve(b)
        t = time.process_time() - t
        total += t
        worst = max(worst, (t, b))
print(worst[0], worst[1], total)
'''


def main():
    program = solution('p4205')
    interps = with_cpython313()
    for label, board, solvable in BOARDS:
        for name, cmd in interps:
            best = None
            for _ in range(3):
                cpu, out = cpu_run(cmd + [program], text_of(board).encode())
                if not checked(board, out, solvable):
                    raise SystemExit('p4205: wrong output for %s under %s: %r' % (label, name, out[:80]))
                best = cpu if best is None else min(best, cpu)
            report('p4205', label, name, best, LIMIT,
                   note='target %.1f s: %s' % (TARGET, 'met' if best <= TARGET else 'MISSED'))
    if FULL:
        for name, cmd in interps:
            done = subprocess.run(cmd + ['-c', SWEEP, program], capture_output=True, text=True, cwd=str(ROOT),
                                  timeout=3600, check=True)
            t, board, total = done.stdout.split()
            cpu = min(cpu_run(cmd + [program], text_of(board).encode())[0] for _ in range(3))
            report('p4205', '1644 one-piece boards: max', name, cpu, LIMIT,
                   note='%s; in-process %.3f s, all 1644 in %.1f s; target %.1f s: %s' % (
                       board, float(t), float(total), TARGET, 'met' if cpu <= TARGET else 'MISSED'))


if __name__ == '__main__':
    main()
