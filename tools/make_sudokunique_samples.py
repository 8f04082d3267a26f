"""Write samples/sudokunique (run from the repository root; PyPy3 is much faster):
    pypy3 tools/make_sudokunique_samples.py
Every answer comes from the independent reference refs/sudoku_bitmask.py (its count up to
two), never from the solution under test; the statement's sample is its own text.
"""
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from refs.sudoku_bitmask import random_grid, solve  # noqa: E402
from tests.util import ROOT, samples  # noqa: E402

STATEMENT_IN = '''3 0 7 4 0 0 0 0 8
0 0 4 0 0 7 3 5 0
0 1 0 0 2 0 0 0 9
0 6 9 2 7 0 8 3 0
0 0 0 0 0 0 0 0 0
0 3 2 0 1 4 7 9 0
2 0 0 0 8 0 0 4 0
0 7 6 1 0 0 9 0 0
4 0 0 0 0 9 2 0 6

0 4 8 3 9 0 7 1 6
7 7 1 6 0 8 3 4 9
9 3 6 7 4 1 0 8 0
6 8 0 0 3 9 1 7 4
3 0 9 1 7 4 6 0 8
7 1 4 8 6 0 9 0 3
8 6 3 4 1 7 0 9 0
1 9 0 0 8 6 4 3 7
4 0 7 9 0 3 8 6 1

0 4 8 3 9 0 7 1 6
0 7 1 6 0 8 3 4 9
9 3 6 7 4 1 0 8 0
6 8 0 0 3 9 1 7 4
3 0 9 1 7 4 6 0 8
7 1 4 8 6 0 9 0 3
8 6 3 4 1 7 0 9 0
1 9 0 0 8 6 4 3 7
4 0 7 9 0 3 8 6 1
'''
STATEMENT_OUT = '''3 5 7 4 9 1 6 2 8
9 2 4 8 6 7 3 5 1
6 1 8 5 2 3 4 7 9
1 6 9 2 7 5 8 3 4
7 4 5 9 3 8 1 6 2
8 3 2 6 1 4 7 9 5
2 9 1 3 8 6 5 4 7
5 7 6 1 4 2 9 8 3
4 8 3 7 5 9 2 1 6

Find another job

Non-unique
'''


def answer(board):
    """The expected output block of one board, from the reference."""
    count, grid = solve(board, 2)
    if count == 0:
        return 'Find another job'
    if count == 2:
        return 'Non-unique'
    return '\n'.join(' '.join(map(str, grid[r:r + 9])) for r in range(0, 81, 9))


def board_text(board):
    return '\n'.join(' '.join(map(str, board[r:r + 9])) for r in range(0, 81, 9))


def random_boards(rng, n):
    """Boards of every kind: erased (unique or several), a given changed, clashing, empty."""
    out = []
    for k in range(n):
        full = random_grid(rng)
        board = [v if rng.random() < rng.uniform(0.3, 0.7) else 0 for v in full]
        kind = k % 5
        if kind == 2:                               # a typo: one given changed
            given = [p for p in range(81) if board[p]]
            if given:
                p = rng.choice(given)
                board[p] = rng.choice([v for v in range(1, 10) if v != full[p]])
        elif kind == 3:                             # two equal givens in a unit
            board[0], board[1] = full[0], full[0]
        elif kind == 4 and k % 10 == 4:
            board = [0] * 81 if k % 20 == 4 else list(full)
        out.append(board)
    return out



HARD = ROOT / 'data' / 'sudokunique' / 'data100.txt'   # the costliest of data/'s public sets


def write(name, text, boards):
    out = '\n\n'.join(answer(b) for b in boards) + '\n'
    (samples('sudokunique') / (name + '.in')).write_bytes(text.encode())
    (samples('sudokunique') / (name + '.out')).write_text(out)


def main():
    samples('sudokunique').mkdir(exist_ok=True)
    (samples('sudokunique') / 'statement.in').write_text(STATEMENT_IN)
    (samples('sudokunique') / 'statement.out').write_text(STATEMENT_OUT)
    stm = [[int(t) for t in STATEMENT_IN.split()][k:k + 81] for k in range(0, 243, 81)]
    write('statement-crlf-tabs', STATEMENT_IN.replace(' ', '\t').replace('\n', '\r\n'), stm)
    write('statement-no-final-newline', STATEMENT_IN.rstrip('\n'), stm)
    write('statement-blank-lines-spaces', '\n\n' + STATEMENT_IN.replace('\n', '  \n').replace('  \n  \n', '\n\n\n'), stm)
    full = solve([0] * 81, 1, random.Random(8))[1]
    write('empty-board', board_text([0] * 81) + '\n', [[0] * 81])
    write('full-board', board_text(full) + '\n', [full])
    one_hole = list(full)
    one_hole[40] = 0
    write('one-erased', board_text(one_hole) + '\n', [one_hole])
    boards = random_boards(random.Random(2024), 100)
    write('mixed100', '\n\n'.join(board_text(b) for b in boards) + '\n', boards)
    hard = [[0 if ch == '.' else int(ch) for ch in line] for line in HARD.read_text().split()][:10]
    write('data-hardest10', '\n\n'.join(board_text(b) for b in hard) + '\n', hard)


if __name__ == '__main__':
    main()
