"""ABC322 D Polyomino: solutions/abc322d.py against the contest's brute force
(refs/abc322d_brute.py: pictures turned as pictures, slid, three nested loops over masks).

- the six statement samples answer Yes, Yes, No, No, No, Yes; every sample's answer is the
  reference's, and the program prints it in CPython and PyPy3;
- stress: random connected pieces (cells adding up to 16 mostly, and not), in both
  interpreters (one process each); pieces that fit only when mirrored are No;
- the rotations are the quarter turns and never a mirror image;
- malformed input: one line on stderr, exit status 1.
"""
import random

import pytest

from refs.abc322d_brute import fits
from tests.batch import run_batch
from tests.util import PYTHONS, load_solution, references, refused_in_one_line, samples

PY_IDS = ['pypy3' if 'pypy' in p else 'cpython' for p in PYTHONS]
SAMPLES = samples('abc322d')
SOL = load_solution('abc322d')


def pictures(text):
    lines = text.split()
    return [lines[0:4], lines[4:8], lines[8:12]]


def test_statement_samples_have_the_statements_answers():
    answers = ['Yes', 'Yes', 'No', 'No', 'No', 'Yes']
    for k, answer in enumerate(answers, 1):
        path = SAMPLES / ('statement-%d.in' % k)
        assert path.with_suffix('.out').read_text() == answer + '\n'
        assert fits(pictures(path.read_text())) == (answer == 'Yes')


def test_every_sample_answer_is_the_references():
    ins = sorted(SAMPLES.glob('*.in'))
    assert len(ins) >= 12
    for path in ins:
        answer = 'Yes' if fits(pictures(path.read_text())) else 'No'
        assert path.with_suffix('.out').read_text() == answer + '\n', path.name


@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_samples_through_the_program(python):
    ins = sorted(SAMPLES.glob('*.in'))
    got = run_batch('abc322d', [p.read_bytes().decode() for p in ins], python)
    for path, (status, out, err) in zip(ins, got):
        assert (status, out, err) == (0, path.with_suffix('.out').read_text(), ''), path.name


def random_piece(rng, size):
    """A connected piece of `size` cells grown from one cell, as a 4 x 4 picture."""
    cells = {(rng.randrange(4), rng.randrange(4))}
    while len(cells) < size:
        r, c = rng.choice(sorted(cells))
        dr, dc = rng.choice(((0, 1), (1, 0), (0, -1), (-1, 0)))
        if 0 <= r + dr < 4 and 0 <= c + dc < 4:
            cells.add((r + dr, c + dc))
    return [''.join('#' if (r, c) in cells else '.' for c in range(4)) for r in range(4)]


def split_grid(rng):
    """The 4 x 4 grid cut into three connected parts, each grown from a seed cell; each
    part turned a random number of quarter turns and drawn at the picture's top left."""
    seeds = rng.sample([(r, c) for r in range(4) for c in range(4)], 3)
    parts = [{s} for s in seeds]
    owner = {s: k for k, s in enumerate(seeds)}
    while len(owner) < 16:
        k = rng.randrange(3)
        r, c = rng.choice(sorted(parts[k]))
        dr, dc = rng.choice(((0, 1), (1, 0), (0, -1), (-1, 0)))
        if 0 <= r + dr < 4 and 0 <= c + dc < 4 and (r + dr, c + dc) not in owner:
            owner[r + dr, c + dc] = k
            parts[k].add((r + dr, c + dc))
    out = []
    for cells in parts:
        for _ in range(rng.randrange(4)):
            cells = {(c, 3 - r) for r, c in cells}
        top = min(r for r, c in cells)
        left = min(c for r, c in cells)
        cells = {(r - top, c - left) for r, c in cells}
        out.append([''.join('#' if (r, c) in cells else '.' for c in range(4)) for r in range(4)])
    return out


def random_inputs(n, seed):
    """A third of the inputs are the grid cut in three (Yes); the rest random connected
    pieces whose sizes add up to 16 or, one input in four, to 15 or 17."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        if len(out) % 3 == 0:
            out.append(split_grid(rng))
            continue
        a = rng.randint(1, 14)
        b = rng.randint(1, 15 - a)
        c = 16 - a - b + (rng.choice((-1, 1)) if len(out) % 4 == 3 else 0)
        if not 1 <= c <= 16:
            continue
        out.append([random_piece(rng, a), random_piece(rng, b), random_piece(rng, c)])
    return out


@pytest.mark.slow
@pytest.mark.timeout(600)
@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_stress_against_the_brute_force(python, once):
    cases = random_inputs(1500, 322)
    # the brute force's answers (in PyPy3 where installed), made once for both interpreters
    # (pytest-xdist workers share them)
    expected = once('abc322d-stress', lambda: ['Yes\n' if ok else 'No\n' for ok in
                                                    references('refs.abc322d_brute', 'fits', [(p,) for p in cases])])
    assert 500 <= expected.count('Yes\n') <= 1000, expected.count('Yes\n')
    got = run_batch('abc322d', ['\n'.join(r for p in pics for r in p) + '\n' for pics in cases], python)
    for pics, want, (status, out, err) in zip(cases, expected, got):
        assert (status, out) == (0, want), pics


def test_rotations_are_quarter_turns_never_mirrors():
    s_piece = [(0, 1), (0, 2), (1, 0), (1, 1)]          # the S tetromino: 2 turns, no Z
    turns = SOL.rotations(s_piece)
    assert turns == [((0, 0), (1, 0), (1, 1), (2, 1)), ((0, 1), (0, 2), (1, 0), (1, 1))]
    z_piece = ((0, 0), (0, 1), (1, 1), (1, 2))
    assert z_piece not in turns
    l_piece = [(0, 0), (1, 0), (2, 0), (2, 1)]
    assert len(SOL.rotations(l_piece)) == 4
    assert len(SOL.rotations([(0, 0), (0, 1), (1, 0), (1, 1)])) == 1


@pytest.mark.parametrize('text', ['', '....\n' * 11, '....\n' * 13, '...\n' * 12,
                                  '#...\n' + '....\n' * 3 + '#...\n' + '....\n' * 6 + '..x.\n',
                                  '....\n' * 4 + '#...\n' + '....\n' * 3 + '#...\n' + '....\n' * 3])
def test_malformed_input_is_one_line_and_exit_1(text):
    refused_in_one_line('abc322d', text)
