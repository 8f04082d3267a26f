"""P4205 [NOI2005] 智慧珠游戏: solutions/p4205.py against the independent reference in
refs/p4205_fill.py (pieces drawn again, a plain cell-by-cell filler, no pruning).

- the orientations of each piece and its 1,644 placements on the empty triangle, as the
  reference draws them;
- the statement's sample: its exact output, under CPython and PyPy3;
- every sample: a `No solution` answer is confirmed by the reference finding no
  completion, any other answer is the reference's unique completion (so Luogu's line
  comparison is the right rule for them);
- stress: boards with 1-5 pieces left (cut from full boards) and boards where one of the
  removed pieces is put back elsewhere (often impossible): the solution prints a legal
  completion exactly when the reference finds one;
- input forms and malformed boards.
"""
import random
import shutil
import subprocess
import sys

import pytest

from refs.p4205_fill import PICTURES, TURNS, board_rows, completions, is_completion
from tests.util import PYTHONS, ROOT, load_solution, run_solution, samples

PY_IDS = ['pypy3' if 'pypy' in p else 'cpython' for p in PYTHONS]
STATEMENT = ['.', '..', '...', '....', '.....', '.....C', '...CCC.', 'EEEHH...', 'E.HHH....', 'E.........']
ANSWER = ['B', 'BK', 'BKK', 'BJKK', 'JJJDD', 'GJGDDC', 'GGGCCCI', 'EEEHHIIA', 'ELHHHIAAF', 'ELLLLIFFFF']


SOL = load_solution('p4205')


def solve(rows):
    """The solution's solve() on 10 rows: the completed rows, or None."""
    out = SOL.solve(''.join(rows))
    if out is None:
        return None
    text = ''.join(out)
    return [text[r * (r + 1) // 2:(r + 1) * (r + 2) // 2] for r in range(10)]


def without(rows, letters):
    return [''.join('.' if ch in letters else ch for ch in row) for row in rows]


def test_orientations_and_placements_match_the_reference():
    assert {k: len(v) for k, v in SOL.SHAPES.items()} == {k: len(v) for k, v in TURNS.items()}
    for k, offs_list in TURNS.items():
        mine = set(tuple(sorted(cells)) for cells, _ in SOL.PLACEMENTS[k])
        theirs = set()
        for offs in offs_list:
            for r in range(10):
                for c in range(r + 1):
                    cells = [(r + dr, c + dc) for dr, dc in offs]
                    if all(0 <= y < 10 and 0 <= x <= y for y, x in cells):
                        theirs.add(tuple(sorted(y * (y + 1) // 2 + x for y, x in cells)))
        assert mine == theirs, k
    assert sum(len(v) for v in SOL.PLACEMENTS.values()) == 1644


@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_statement_sample_exact(python):
    done = run_solution('p4205', ('\n'.join(STATEMENT) + '\n').encode(), python)
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode() == '\n'.join(ANSWER) + '\n'


def test_reference_agrees_with_statement():
    assert completions(STATEMENT, 3) == [ANSWER]
    assert is_completion(STATEMENT, ANSWER)


def reference_count(text, limit=2):
    """The reference's completions of a board given as text, in PyPy3 when it is there
    (a board with 10 pieces left and no completion takes it ~0.3 s there, seconds in CPython)."""
    python = shutil.which('pypy3') or sys.executable
    code = ('import sys; from refs.p4205_fill import board_rows, completions; '
            'print(len(completions(board_rows(sys.stdin.read()), %d)))' % limit)
    done = subprocess.run([python, '-c', code], input=text, capture_output=True, text=True,
                          cwd=str(ROOT), timeout=300)
    assert done.returncode == 0, done.stderr
    return int(done.stdout)


SAMPLES = sorted(p.stem for p in samples('p4205').glob('*.in'))


@pytest.mark.parametrize('name', SAMPLES)
def test_sample_answers_by_reference(name):
    text = (samples('p4205') / (name + '.in')).read_text()
    answer = (samples('p4205') / (name + '.out')).read_text().split()
    rows = board_rows(text)
    if answer == ['No', 'solution']:
        assert reference_count(text, 1) == 0
    else:
        assert completions(rows, 2) == [answer]


def full_boards(count, seed):
    """Full boards: the solution's completions of random one-piece boards, each checked by
    the reference's own legality test (the stress boards are cut from these)."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        k = rng.choice(sorted(PICTURES))
        offs = rng.choice(TURNS[k])
        r, c = rng.randrange(10), rng.randrange(10)
        cells = [(r + dr, c + dc) for dr, dc in offs]
        if not all(0 <= y < 10 and 0 <= x <= y for y, x in cells):
            continue
        rows = [['.'] * (i + 1) for i in range(10)]
        for y, x in cells:
            rows[y][x] = k
        rows = [''.join(row) for row in rows]
        out = solve(rows)
        if out is not None:
            assert is_completion(rows, out)
            found.append(out)
    return found


def test_stress_against_reference():
    rng = random.Random(12)
    checked = {True: 0, False: 0}
    for full in full_boards(6, 5):
        for n in (1, 2, 3, 4, 5):
            letters = rng.sample(sorted(PICTURES), n)
            boards = [without(full, letters)]
            # put one removed piece back somewhere else in the hole, if it fits: often impossible
            k = letters[0]
            for offs in TURNS[k]:
                for r in range(10):
                    for c in range(r + 1):
                        cells = [(r + dr, c + dc) for dr, dc in offs]
                        if all(0 <= y < 10 and 0 <= x <= y and boards[0][y][x] == '.' for y, x in cells) \
                                and sorted(cells) != sorted((y, x) for y in range(10) for x in range(y + 1)
                                                            if full[y][x] == k):
                            grid = [list(row) for row in boards[0]]
                            for y, x in cells:
                                grid[y][x] = k
                            boards.append([''.join(row) for row in grid])
            for rows in boards[:4]:
                expected = len(completions(rows, 1))
                out = solve(rows)
                if expected:
                    assert out is not None and is_completion(rows, out), rows
                else:
                    assert out is None, rows
                checked[bool(expected)] += 1
    assert checked[True] >= 20 and checked[False] >= 5, checked


def test_every_board_one_piece_short():
    for k in sorted(PICTURES):
        rows = without(ANSWER, k)
        assert solve(rows) == ANSWER


@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_input_forms(python):
    forms = ['\r\n'.join(STATEMENT) + '\r\n', '\n\n'.join(r + '  \t' for r in STATEMENT) + '\n\n',
             '\n'.join(STATEMENT), '\n'.join(r.lower() for r in STATEMENT) + '\n']
    for text in forms:
        done = run_solution('p4205', text.encode(), python)
        assert done.returncode == 0, done.stderr
        assert done.stdout.decode().split() == ANSWER
    done = run_solution('p4205', ('\n'.join(ANSWER)).encode(), python)
    assert done.stdout.decode().split() == ANSWER
    bad = list(ANSWER)
    bad[9] = 'ELLLL.FFFF'
    bad[6] = 'GGGCC.I'
    bad[7] = 'EEEHHI.A'      # I and C lose a cell each: a legal-looking but malformed board
    done = run_solution('p4205', '\n'.join(bad).encode(), python)
    assert done.returncode == 1 and done.stdout == b''


@pytest.mark.parametrize('text, why', [
    ('\n'.join(STATEMENT[:9]) + '\n', 'too short'),
    ('\n'.join(STATEMENT) + '\n.\n', 'too long'),
    ('\n'.join(STATEMENT[:5] + ['....X'] + STATEMENT[6:]), 'unknown letter'),
    ('\n'.join(STATEMENT[:5] + ['.....C', '...CC..'] + STATEMENT[7:]), 'C is not its piece'),
])
def test_malformed_board_is_one_line_and_exit_1(text, why):
    done = run_solution('p4205', text.encode())
    assert done.returncode == 1, why
    assert done.stdout == b''
    assert done.stderr.decode().count('\n') == 1 and 'Traceback' not in done.stderr.decode()
