"""CSES 1624 Chessboard and Queens: solutions/cses1624.py against a plain backtracker
(refs/cses1624_backtrack.py: one queen a board row, no DLX).

- every sample's count is the reference's, and the program prints it in CPython and PyPy3
  (the statement's sample, the empty board's 92, whitespace variants among them);
- stress: random boards of every density, in both interpreters (one process each);
- the search restores the matrix after counting (cover and uncover undo each other);
- malformed boards: one line on stderr, exit status 1.
"""
import random

import pytest

from refs.cses1624_backtrack import count
from tests.batch import run_batch
from tests.util import PYTHONS, load_solution, references, refused_in_one_line, samples

PY_IDS = ['pypy3' if 'pypy' in p else 'cpython' for p in PYTHONS]
SAMPLES = samples('cses1624')
STATEMENT = ['........', '........', '..*.....', '........', '........', '.....**.', '...*....', '........']


def test_reference_knows_the_statement_and_the_empty_board():
    assert count(STATEMENT) == 65
    assert count(['.' * 8] * 8) == 92


def test_every_sample_count_is_the_references():
    ins = sorted(SAMPLES.glob('*.in'))
    assert len(ins) >= 8
    for path in ins:
        assert path.with_suffix('.out').read_text() == '%d\n' % count(path.read_text().split()), path.name


@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_samples_through_the_program(python):
    ins = sorted(SAMPLES.glob('*.in'))
    got = run_batch('cses1624', [p.read_bytes().decode() for p in ins], python)
    for path, (status, out, err) in zip(ins, got):
        assert (status, out, err) == (0, path.with_suffix('.out').read_text(), ''), path.name


def random_boards(n, seed):
    rng = random.Random(seed)
    boards = []
    for k in range(n):
        density = (k % 10) / 20                 # 0 to 45% of the squares reserved
        boards.append([''.join('*' if rng.random() < density else '.' for _ in range(8))
                       for _ in range(8)])
    return boards


@pytest.mark.slow
@pytest.mark.timeout(600)
@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_stress_against_the_backtracker(python, once):
    boards = random_boards(1500, 1624)
    # the backtracker's counts (in PyPy3 where installed), made once for both interpreters
    # (pytest-xdist workers share them)
    expected = once('cses1624-stress', lambda: references('refs.cses1624_backtrack', 'count', [(b,) for b in boards]))
    assert sum(1 for e in expected if e == 0) > 100 and sum(1 for e in expected if e > 10) > 300
    got = run_batch('cses1624', ['\n'.join(b) + '\n' for b in boards], python)
    for board, want, (status, out, err) in zip(boards, expected, got):
        assert (status, out) == (0, '%d\n' % want), board


def test_counting_leaves_the_matrix_as_built():
    sol = load_solution('cses1624')
    for board in random_boards(50, 7):
        M = sol.queens([line.encode() for line in board])
        before = [list(x) for x in M]
        assert sum(1 for _ in sol.search(M)) == count(board)
        assert [list(x) for x in M] == before


@pytest.mark.parametrize('text', ['', '........\n' * 7, '........\n' * 9, '.......\n' * 8,
                                  '........\n' * 7 + '...Q....\n', '.........\n' * 8])
def test_malformed_board_is_one_line_and_exit_1(text):
    refused_in_one_line('cses1624', text)
