"""ABC345 D Tiling: solutions/abc345d.py against the contest's search (refs/abc345d_dfs.py).

- every sample's answer is the reference's, and the solution prints it, in CPython and
  PyPy3 (the statement's four samples among them);
- stress: random inputs of every size up to the constraints, answered as the reference
  does, in both interpreters (one process each, tests/batch.py);
- symmetry: without the grid's symmetry cut, the search meets every tiling exactly once,
  equal tiles included (its count of covers equals the reference's count of tilings), so
  equal tiles do not multiply it; with the cut, the one tile it restricts keeps exactly
  one placement of each orbit of the grid's symmetries;
- the model's pre-check: no set of tiles of area H*W is No without a search, and a tile
  every such set needs, alone of its size, gets a primary column;
- malformed input: one line on stderr, exit status 1.
"""
import random

import pytest

from refs.abc345d_dfs import tiles_fit, tilings
from tests.batch import run_batch
from tests.util import PYTHONS, load_solution, references, refused_in_one_line, samples

PY_IDS = ['pypy3' if 'pypy' in p else 'cpython' for p in PYTHONS]
SAMPLES = samples('abc345d')
SOL = load_solution('abc345d')


def parse(text):
    numbers = [int(x) for x in text.split()]
    n, h, w = numbers[:3]
    return h, w, [(numbers[3 + 2 * i], numbers[4 + 2 * i]) for i in range(n)]


def text_of(h, w, tiles):
    return '%d %d %d\n' % (len(tiles), h, w) + ''.join('%d %d\n' % t for t in tiles)


def covers(h, w, tiles):
    """Every exact cover the solution's search yields, each as a sorted tuple of placements."""
    found = SOL.model(h, w, tiles, symmetric=False)
    if found is None:
        return []
    ncols, nprimary, rows, key = found
    M = SOL.build(ncols, rows, nprimary)
    ROW = M[5]
    out = []
    for chosen in SOL.search(M, key):
        out.append(tuple(sorted(tuple(c for c in rows[ROW[x]] if c <= h * w) for x in chosen)))
    return out


def test_statement_samples_are_there_with_their_answers():
    expected = {'statement-1': 'Yes', 'statement-2': 'No', 'statement-3': 'No', 'statement-4': 'No'}
    for name, answer in expected.items():
        assert (SAMPLES / (name + '.out')).read_text() == answer + '\n'


def test_every_sample_answer_is_the_references():
    ins = sorted(SAMPLES.glob('*.in'))
    assert len(ins) >= 12
    for path in ins:
        answer = 'Yes' if tiles_fit(*parse(path.read_text())) else 'No'
        assert path.with_suffix('.out').read_text() == answer + '\n', path.name


@pytest.mark.timeout(600)
@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_samples_through_the_program(python):
    ins = sorted(SAMPLES.glob('*.in'))
    got = run_batch('abc345d', [p.read_bytes().decode() for p in ins], python)
    for path, (status, out, err) in zip(ins, got):
        assert (status, out, err) == (0, path.with_suffix('.out').read_text(), ''), path.name


def random_inputs(count, seed):
    """Small grids (many tilings, deep searches), the full 10 x 10 with small tiles, and
    inputs made to have area H*W exactly: a grid cut into rectangles, one of them reshaped."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        kind = len(out) % 3
        if kind == 0:
            h, w = rng.randint(1, 6), rng.randint(1, 6)
            tiles = [(rng.randint(1, 4), rng.randint(1, 4)) for _ in range(rng.randint(1, 7))]
        elif kind == 1:
            h, w = rng.randint(1, 10), rng.randint(1, 10)
            tiles = [(rng.randint(1, 10), rng.randint(1, 10)) for _ in range(rng.randint(1, 7))]
        else:
            h, w = rng.randint(2, 8), rng.randint(2, 8)
            tiles = [(h, w)]
            while len(tiles) < rng.randint(2, 7):
                a, b = tiles.pop(rng.randrange(len(tiles)))
                if a > 1 and (b == 1 or rng.random() < 0.5):
                    x = rng.randint(1, a - 1)
                    tiles += [(x, b), (a - x, b)]
                elif b > 1:
                    x = rng.randint(1, b - 1)
                    tiles += [(a, x), (a, b - x)]
                else:
                    tiles.append((a, b))
                    break
            if rng.random() < 0.7:
                i = rng.randrange(len(tiles))
                a, b = tiles[i]
                shapes = [(x, a * b // x) for x in range(1, 11) if a * b % x == 0 and a * b // x <= 10]
                tiles[i] = rng.choice(shapes)
            tiles = [t if rng.random() < 0.5 else t[::-1] for t in tiles]
        out.append((h, w, tiles))
    return out


@pytest.mark.slow
@pytest.mark.timeout(900)
@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_stress_against_the_contest_search(python, once):
    cases = random_inputs(2400, 345)
    # the contest search's answers (in PyPy3 where installed), made once for both interpreters
    # (pytest-xdist workers share them)
    expected = once('abc345d-stress', lambda: ['Yes\n' if ok else 'No\n' for ok in
                                                    references('refs.abc345d_dfs', 'tiles_fit', cases)])
    assert 400 <= expected.count("Yes\n") <= 2000, expected.count("Yes\n")
    texts = [text_of(*case) for case in cases]
    got = run_batch('abc345d', texts, python)
    for case, want, (status, out, err) in zip(cases, expected, got):
        assert (status, out) == (0, want), case


@pytest.mark.slow
@pytest.mark.timeout(300)
def test_every_tiling_is_met_once_equal_tiles_included():
    rng = random.Random(7)
    checked = 0
    for _ in range(400):
        h, w = rng.randint(1, 5), rng.randint(1, 5)
        sizes = [(rng.randint(1, 3), rng.randint(1, 3)) for _ in range(rng.randint(1, 3))]
        tiles = [rng.choice(sizes) for _ in range(rng.randint(1, 7))]     # many equal tiles
        found = covers(h, w, tiles)
        assert len(found) == len(set(found)) == tilings(h, w, tiles), (h, w, tiles)
        checked += len(found) > 1
    assert checked >= 40


def test_equal_tiles_do_not_multiply_the_search():
    """7 tiles 3 x 3 on 7 x 9 cannot tile it (7 is not a multiple of 3). The template's
    search tries each placement with each free copy, the same tree in up to 7! orders;
    the skip tries it once. Columns covered, counted on the same matrix."""
    template = load_solution('template')
    ncols, nprimary, rows, key = SOL.model(7, 9, [(3, 3)] * 7)
    counts = []
    for module, run in ((SOL, lambda M: SOL.search(M, key)), (template, template.search)):
        calls = []
        original = module.cover
        module.cover = lambda M, c, original=original: (calls.append(c), original(M, c))
        try:
            assert next(run(SOL.build(ncols, rows, nprimary)), None) is None
        finally:
            module.cover = original
        counts.append(len(calls))
    skip, plain = counts
    assert plain > 100 * skip, counts


@pytest.mark.parametrize("h, w", [(4, 4), (3, 5), (5, 5), (2, 7), (1, 3)])
def test_the_fixed_tile_keeps_one_placement_of_each_orbit(h, w):
    tiles = [(1, 2), (h, w), (w, h)]        # the 1 x 2 is the only lone tile: it is fixed
    ncols, nprimary, rows, key = SOL.model(h, w, tiles)
    kept = [tuple(r[:-1]) for r in rows if len(r) == 3]
    everywhere = [tuple(c) for c in SOL.placements(h, w, (1, 2))]
    grid = [(i, j) for i in range(h) for j in range(w)]

    def orbit(cells):
        """The images under the grid's symmetries, worked out here from their definition."""
        maps = [lambda i, j: (i, j), lambda i, j: (h - 1 - i, j), lambda i, j: (i, w - 1 - j),
                lambda i, j: (h - 1 - i, w - 1 - j)]
        if h == w:
            maps += [lambda i, j, f=f: f(j, i) for f in list(maps)]
        return {tuple(sorted(1 + y * w + x for y, x in (f(*grid[c - 1]) for c in cells))) for f in maps}

    orbits = {frozenset(orbit(c)) for c in everywhere}
    assert len(kept) == len(set(kept)) == len(orbits)
    assert {frozenset(orbit(c)) for c in kept} == orbits


def test_no_set_of_tiles_with_the_grids_area_is_no_without_a_search():
    assert SOL.model(10, 10, [(1, 1)] * 7) is None
    assert SOL.model(2, 2, [(1, 2), (1, 3)]) is None
    assert SOL.model(2, 3, [(1, 2), (1, 3), (2, 2)]) is not None


def test_a_tile_every_solution_needs_gets_a_primary_column():
    # area 90 = all seven: the five tiles alone of their size are primary, not the 1 x 5 pair
    ncols, nprimary, rows, key = SOL.model(9, 10, [(10, 6), (3, 2), (1, 4), (2, 4), (1, 2), (1, 5), (5, 1)])
    assert (ncols, nprimary) == (90 + 7, 90 + 5)
    # area 9 = 1 + 4 + 4 = 4 + 5: no tile alone of its size is in both sets
    ncols, nprimary, rows, key = SOL.model(3, 3, [(1, 1), (2, 2), (2, 2), (1, 5)])
    assert nprimary == 9
    # area 6 = 2 + 4 = 6 + 0 ... only with the 2 x 3: it is needed
    ncols, nprimary, rows, key = SOL.model(2, 3, [(2, 3), (1, 1), (1, 2)])
    assert nprimary == 6 + 1


@pytest.mark.parametrize('text', ['', 'x', '1 1', '2 3 3 1 1', '1 2 2 1 0', '1 2 2 1 1 5',
                                  '1 2 2 1 1.5'])
def test_malformed_input_is_one_line_and_exit_1(text):
    refused_in_one_line('abc345d', text)
