"""FZU 1686 神龙的难题 against references that share no code with it.

refs/cover_brute.py: fewest_rectangles() searches breadth first over the sets of
monsters hit (boards with few monsters); its program form also answers larger boards
with a plain bit-mask search. Its own reduce_cover is checked in process against brute
force over row subsets.
"""
import random
import subprocess

import pytest

from refs.cover_brute import fewest_by_subsets, fewest_rectangles
from tests.util import PYTHONS, ROOT, load_solution, refused_in_one_line, solution_output

SAMPLES = ROOT / 'samples' / 'fzu1686'
PY_IDS = ['pypy3' if 'pypy' in p else 'cpython' for p in PYTHONS]


def text(cases, rng=None):
    lines = []
    for board, n1, m1 in cases:
        lines.append(f'{len(board)} {len(board[0])}')
        lines += [' '.join(map(str, row)) for row in board]
        lines.append(f'{n1} {m1}')
    if rng is None:
        return '\n'.join(lines) + '\n'
    nl = rng.choice(('\n', '\r\n'))
    return nl.join(rng.choice(('', ' ', '\t')) + rng.choice((' ', '\t', '  ')).join(line.split())
                   + rng.choice(('', ' ')) for line in lines) + rng.choice(('', nl, nl + nl))


def judge(stdin, python):
    return solution_output('fzu1686', stdin, python)


def random_board(rng):
    n, m = rng.randint(1, 7), rng.randint(1, 7)
    p = rng.choice((0.1, 0.25, 0.4))
    board = [[int(rng.random() < p) for _ in range(m)] for _ in range(n)]
    while sum(map(sum, board)) > 16:                # the breadth-first search stays small
        board[rng.randrange(n)][rng.randrange(m)] = 0
    return board, rng.randint(1, n), rng.randint(1, m)


@pytest.mark.slow
@pytest.mark.timeout(300)
@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_stress_against_breadth_first_search(python):
    rng = random.Random(1 if 'pypy' in python else 2)
    for _ in range(10):
        cases = [random_board(rng) for _ in range(rng.randint(1, 30))]     # one process, many cases
        want = ''.join(f'{fewest_rectangles(b, n1, m1)}\n' for b, n1, m1 in cases)
        assert judge(text(cases, rng if rng.random() < 0.5 else None), python) == want, cases


@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_edge_inputs(python):
    assert judge('', python) == ''                                          # no cases at all
    assert judge('1 1 0 1 1', python) == '0\n'
    assert judge('1 1\n1\n1 1\n', python) == '1\n'
    full = [[1] * 15 for _ in range(15)]
    assert judge(text([(full, 1, 1), (full, 15, 15), (full, 4, 4), (full, 1, 15)]), python) == '225\n1\n16\n15\n'


@pytest.mark.parametrize('stdin', ['1', '2 2\n1 0\n0 1\n', '1 1\n1\n', '0 0\n1 1\n', '1 1\n1\n0 1\n',
                                   '2 2\n1 0\nx 1\n1 1\n'])
def test_malformed_input_is_one_line_on_stderr(stdin):
    refused_in_one_line('fzu1686', stdin)


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_samples_answers_are_right():
    """Each sample's answer is the reference's, run by the fastest interpreter here."""
    names = {p.stem for p in SAMPLES.glob('*.in')}
    assert {'statement', 'statement_one_line', 'empty_and_full_boards', 'rows_are_not_columns',
            'whitespace_crlf_tabs', 'boards_15x15', 'hard_climbed'} <= names
    for name in sorted(names):
        done = subprocess.run([PYTHONS[-1], str(ROOT / 'refs' / 'cover_brute.py'), 'fzu1686'],
                              input=(SAMPLES / f'{name}.in').read_bytes(), capture_output=True, timeout=300)
        assert done.returncode == 0, done.stderr.decode()
        assert (SAMPLES / f'{name}.out').read_bytes() == done.stdout, name


# ---------------------------------------------------------------- reduce_cover, in process

@pytest.mark.timeout(120)
def test_reduce_cover_keeps_the_fewest_rows():
    sol = load_solution('fzu1686')
    rng = random.Random(6)
    for _ in range(1500):
        cols = rng.randint(0, 10)
        p = rng.choice((0.15, 0.3, 0.5))
        masks = [sum(1 << c for c in range(cols) if rng.random() < p) for _ in range(rng.randint(1, 9))]
        if rng.random() < 0.3:
            masks.append(masks[rng.randrange(len(masks))])
        full = (1 << cols) - 1
        want = fewest_by_subsets(masks, full)
        got = sol.reduce_cover(masks, full)
        if want is None:
            assert got is None, masks
            continue
        forced, alive, left = got
        assert left & ~full == 0 and not set(forced) & set(alive)
        union = 0
        for r in forced:
            union |= masks[r]
        assert union & left == 0                    # what the forced rows cover is done
        rest = fewest_by_subsets([masks[i] for i in alive], left)
        assert len(forced) + rest == want, (masks, full, got)
