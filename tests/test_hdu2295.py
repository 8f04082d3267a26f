"""HDU 2295 / AcWing 2724 Radar against references that share no code with it.

refs/cover_brute.py answers from the definition: radius_by_subsets() tries every set of
K stations (small cases), radius_by_search() bisects the distances with a plain bit-mask
search (the larger samples). The bit-mask search (build, search, at_most) and the one-row
swap (swapped) are also checked in process against brute force over row subsets.
"""
import ast
import math
import random
import subprocess
from fractions import Fraction

import pytest

from refs.cover_brute import (covers_within, fewest_by_subsets, radius_by_search, radius_by_subsets,
                              squared_distances)
from tests.util import PYTHONS, ROOT, load_solution, refused_in_one_line, solution, solution_output

SAMPLES = ROOT / 'samples' / 'hdu2295'
PY_IDS = ['pypy3' if 'pypy' in p else 'cpython' for p in PYTHONS]
FAMILY = ('popcount', 'build', 'search', 'greedy_masks', 'at_most', 'swapped', 'swapped_pair',
          'smallest_radius')


def expected(n, k, xy):
    points = list(zip(xy[0::2], xy[1::2]))
    dist = squared_distances(points[:n], points[n:])
    r = radius_by_subsets(dist, k) if len(dist) <= 12 else radius_by_search(dist, k)
    return '%.6f' % math.sqrt(r)


def random_case(rng):
    n, m = rng.randint(1, 9), rng.randint(1, 9)
    span = rng.choice((2, 6, 30, 1000))           # small spans: many equal distances, coincident points
    return n, m, rng.randint(1, m), [rng.randint(0, span) for _ in range(2 * (n + m))]


def text(cases, rng=None):
    tokens = [str(len(cases))]
    lines = [tokens[0]]
    for n, m, k, xy in cases:
        lines.append(f'{n} {m} {k}')
        lines += [f'{xy[i]} {xy[i + 1]}' for i in range(0, len(xy), 2)]
    if rng is None:
        return '\n'.join(lines) + '\n'
    nl = rng.choice(('\n', '\r\n'))
    out = []
    for line in lines:
        if rng.random() < 0.15:
            out.append(rng.choice(('', ' ', '\t')))
        out.append(rng.choice(('', ' ', '\t')) + rng.choice((' ', '\t', '  ')).join(line.split())
                   + rng.choice(('', ' ', '\t')))
    return nl.join(out) + rng.choice(('', nl))


def judge(stdin, python):
    return solution_output('hdu2295', stdin, python)


# ---------------------------------------------------------------- the solution, as a judge runs it

@pytest.mark.slow
@pytest.mark.timeout(300)
@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_stress_against_every_set_of_stations(python):
    rng = random.Random(1 if 'pypy' in python else 2)
    for _ in range(12):
        cases = [random_case(rng) for _ in range(rng.randint(1, 20))]   # one process, many cases
        got = judge(text(cases, rng if rng.random() < 0.5 else None), python)
        assert got == ''.join(expected(n, k, xy) + '\n' for n, m, k, xy in cases), cases


@pytest.mark.slow
@pytest.mark.timeout(300)
@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_larger_cases_against_the_bit_mask_search(python):
    rng = random.Random(3 if 'pypy' in python else 4)
    cases = []
    for _ in range(6):
        n, m = rng.randint(15, 30), rng.randint(15, 30)
        cases.append((n, m, rng.randint(2, 8), [rng.randint(0, rng.choice((50, 1000))) for _ in range(2 * (n + m))]))
    assert judge(text(cases), python) == ''.join(expected(n, k, xy) + '\n' for n, m, k, xy in cases)


@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_decimal_coordinates_are_exact(python):
    """Coordinates with decimals are read as fractions: a city at exactly the radius stays covered."""
    rng = random.Random(5)
    for _ in range(5):
        n, m = rng.randint(1, 6), rng.randint(1, 6)
        k = rng.randint(1, m)
        xy = [Fraction(rng.randint(0, 40), 8) for _ in range(2 * (n + m))]
        stdin = f'1\n{n} {m} {k}\n' + ' '.join(str(float(v)) for v in xy) + '\n'
        assert judge(stdin, python) == expected(n, k, xy) + '\n', stdin


@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_edge_inputs(python):
    assert judge('0\n', python) == ''
    assert judge('1 1 1 1 7 7 7 7', python) == '0.000000\n'                   # the city on the station
    assert judge('1\n1 2 2\n0 0\n3 4\n1000 1000\n', python) == '5.000000\n'     # K = M, exactly 5
    assert judge('1\n2 1 1\n0 0\n1000 1000\n0 1000\n', python) == '1000.000000\n'
    assert judge('1\n2 2 1\n0 0\n1000 1000\n0 0\n1000 1000\n', python) == '%.6f\n' % math.sqrt(2e6)


@pytest.mark.parametrize('stdin', ['', '1', '1\n1 1 1\n0 0\n', '1\n1 1 0\n0 0\n0 0\n', '1\n0 1 1\n0 0\n',
                                   '1\n1 1 1\n0 x\n0 0\n', '2\n1 1 1\n0 0\n0 0\n'])
def test_malformed_input_is_one_line_on_stderr(stdin):
    refused_in_one_line('hdu2295', stdin)


# ---------------------------------------------------------------- the family's parts, in process

def random_masks(rng):
    cols = rng.randint(0, 10)
    p = rng.choice((0.15, 0.3, 0.5))
    masks = [sum(1 << c for c in range(cols) if rng.random() < p) for _ in range(rng.randint(1, 9))]
    if rng.random() < 0.3:
        masks.append(masks[rng.randrange(len(masks))])
    return masks, (1 << cols) - 1


def random_matrix(rng, most=10):
    """Masks over up to most columns (a few outside full), some rows repeated or empty."""
    cols = rng.randint(1, most)
    p = rng.choice((0.15, 0.3, 0.5))
    masks = [sum(1 << c for c in range(cols + 2) if rng.random() < p) for _ in range(rng.randint(1, most))]
    if rng.random() < 0.3:
        masks.append(masks[rng.randrange(len(masks))])
    return masks, (1 << cols) - 1


@pytest.mark.timeout(300)
def test_search_finds_a_cover_within_k_exactly_when_one_exists():
    """search() on build()'s matrix, every k and random preferred rows, against brute force;
    the nodes it counts are positive, and build() numbers the heaviest column first."""
    sol = load_solution('hdu2295')
    rng = random.Random(8)
    tight = 0
    for _ in range(2500):
        masks, full = random_matrix(rng)
        want = fewest_by_subsets(masks, full)
        matrix = sol.build(masks, full)
        if want is None:
            assert matrix is None, masks
            continue
        ids, rows, colrows, crows = matrix
        assert all(masks[i] & full for i in ids) and len(colrows) == bin(full).count('1')
        weight = [sum(bin(rows[r]).count('1') for r in crows[c]) for c in range(len(crows))]
        assert weight == sorted(weight, reverse=True)
        for c, bits in enumerate(colrows):
            assert [r for r in range(len(rows)) if bits >> r & 1] == crows[c]
            assert all(rows[r] >> c & 1 for r in crows[c])
        for k in range(want + 2):
            stats = [0]
            got = sol.search(rows, colrows, crows, k, stats, rng.getrandbits(len(rows)))
            assert stats[0] >= 1
            if k < want:
                assert got is None, (masks, full, k)
                continue
            union = 0
            for r in got:
                union |= rows[r]
            assert len(got) <= k and len(set(got)) == len(got) and union == (1 << len(colrows)) - 1, (masks, k)
            tight += k == want
    assert tight > 1000


@pytest.mark.timeout(120)
def test_at_most_finds_a_cover_exactly_when_one_exists():
    sol = load_solution('hdu2295')
    rng = random.Random(7)
    for _ in range(1500):
        masks, full = random_masks(rng)
        want = fewest_by_subsets(masks, full)
        k = rng.randint(0, 6)
        prefer = set(rng.sample(range(len(masks)), rng.randint(0, len(masks))))
        got = sol.at_most(masks, full, k, [0, 0], prefer)
        if want is None or want > k:
            assert got is None, (masks, full, k)
        else:
            union = 0
            for r in got:
                union |= masks[r]
            assert len(got) <= k and len(set(got)) == len(got) and union & full == full, (masks, k, got)


def in_a_cover(masks, full, k, rows):
    """Whether some cover of full by at most k rows of masks holds all of rows (brute force)."""
    rest = full & ~union_of(masks, rows)
    fewest = fewest_by_subsets(masks, rest)
    return fewest is not None and fewest <= k - len(rows)


def bits_of(mask):
    return [i for i in range(mask.bit_length()) if mask >> i & 1]


@pytest.mark.timeout(300)
def test_search_given_true_nogoods_finds_a_cover_exactly_when_one_exists():
    """search() given sets of rows in no cover within k (found by brute force) still finds a
    cover exactly when one exists, and one holding none of them."""
    sol = load_solution('hdu2295')
    rng = random.Random(11)
    given_some = 0
    for _ in range(1200):
        masks, full = random_matrix(rng, 9)
        want = fewest_by_subsets(masks, full)
        if want is None:
            continue
        ids, rows, colrows, crows = sol.build(masks, full)
        every = (1 << len(colrows)) - 1
        for k in (want, want + 1):
            true = [1 << a | 1 << b for a in range(len(rows)) for b in range(a, len(rows))
                    if not in_a_cover(rows, every, k, sorted({a, b}))]
            given = rng.sample(true, min(len(true), rng.randint(0, 6)))
            got = sol.search(rows, colrows, crows, k, [0], 0, given)
            assert got is not None and union_of(rows, got) == every and len(got) <= k, (masks, k, given)
            taken = sum(1 << r for r in got)
            assert not any(n & ~taken == 0 for n in given), (masks, k, given, got)
            given_some += bool(given)
            if k == want and k:
                assert sol.search(rows, colrows, crows, k - 1, [0], 0, given) is None, (masks, k, given)
    assert given_some > 300


def airport_hump(rng):
    """A jittered lattice of 25-49 points (Manhattan distances), K, and the 0/1 matrices at
    the distances around its answer, each with whether a cover within K exists there."""
    side, jitter = rng.randint(5, 7), rng.choice((0, 1, 3))
    points = [(10 * i + rng.randint(-jitter, jitter), 10 * j + rng.randint(-jitter, jitter))
              for i in range(side) for j in range(side)]
    rng.shuffle(points)
    points = points[:rng.randint(25, len(points))]
    n = len(points)
    k = rng.randint(max(2, n // 8), max(2, n // 4))
    dist = [[abs(x - u) + abs(y - v) for x, y in points] for u, v in points]
    values = sorted(set(d for row in dist for d in row))
    answer = values.index(radius_by_search(dist, k))
    return k, [([sum(1 << c for c in range(n) if dist[s][c] <= values[j]) for s in range(n)], (1 << n) - 1, j >= answer)
               for j in range(answer + 3, max(0, answer - 2), -1)]


@pytest.mark.timeout(300)
def test_search_learns_only_true_nogoods_and_the_next_radius_keeps_them():
    """On the matrices around Airport-like answers, from the largest radius down: each cover
    found records in its trail (the rows tried before the one taken, with those taken
    above) only sets of rows in no cover within K (refs' covers_within); the search at the
    next radius down, given every set learnt so far, finds a cover exactly when one exists."""
    sol = load_solution('hdu2295')
    rng = random.Random(12)
    learnt = pruned = 0
    for _ in range(150):
        k, matrices = airport_hump(rng)
        nogoods = []                    # in the points' numbering (build keeps every row here)
        for masks, full, exists in matrices:
            ids, rows, colrows, crows = sol.build(masks, full)
            assert ids == list(range(len(masks)))
            trail, plain, stats = [], [0], [0]
            got = sol.search(rows, colrows, crows, k, stats, 0, list(nogoods), trail)
            assert (got is not None) == exists, (masks, k, nogoods)
            assert (sol.search(rows, colrows, crows, k, plain) is not None) == exists
            pruned += stats[0] < plain[0]
            if got is None:
                continue
            above = 0
            for tried, r in reversed(trail):
                assert r in got and not tried >> r & 1
                for x in bits_of(tried):
                    n = above | 1 << x
                    assert not covers_within(masks, full & ~union_of(masks, bits_of(n)), k - len(bits_of(n)))
                    nogoods.append(n)
                    learnt += 1
                above |= 1 << r
    assert learnt > 20 and pruned > 5


@pytest.mark.timeout(300)
def test_at_most_learns_only_true_nogoods():
    """at_most(learn=True) from the largest radius down around Airport-like answers: it
    appends, in masks' numbering, only sets of rows in no cover within K; given them, the
    next radius down still finds a cover exactly when one exists. A nogood naming a row
    without a column of full is ignored (such a row is never taken)."""
    sol = load_solution('hdu2295')
    rng = random.Random(13)
    learnt = 0
    for _ in range(100):
        k, matrices = airport_hump(rng)
        nogoods = []
        for masks, full, exists in matrices:
            n = len(masks)
            masks = masks + [1 << n]    # a row holding only a column outside full
            given = len(nogoods)
            nogoods.append(1 << n | 1)
            got = sol.at_most(masks, full, k, [0, 0], (), nogoods, True)
            assert (got is not None) == exists, (masks, k, nogoods)
            if got is None:
                continue
            assert union_of(masks, got) & full == full and len(got) <= k
            for m in nogoods[given + 1:]:
                assert not covers_within(masks, full & ~union_of(masks, bits_of(m)), k - len(bits_of(m))), m
                learnt += 1
            del nogoods[given]
    assert learnt > 10


@pytest.mark.timeout(120)
def test_swapped_finds_a_one_row_swap_exactly_when_one_exists():
    sol = load_solution('hdu2295')
    rng = random.Random(9)
    found = 0
    for _ in range(1500):
        masks, full = random_matrix(rng, 8)
        cover = rng.sample(range(len(masks)), rng.randint(1, len(masks)))
        swaps = [cover[:i] + cover[i + 1:] + extra for i in range(len(cover))
                 for extra in [[]] + [[s] for s in range(len(masks))]]
        exists = any(union_of(masks, c) & full == full for c in swaps)
        got = sol.swapped(cover, masks, full)
        if not exists:
            assert got is None, (masks, full, cover)
            continue
        found += 1
        assert got is not None and union_of(masks, got) & full == full and len(got) <= len(cover)
        assert len(set(cover) - set(got)) <= 1 and len(set(got) - set(cover)) <= 1, (cover, got)
    assert found > 300


@pytest.mark.timeout(120)
def test_swapped_pair_finds_a_two_row_swap_exactly_when_one_exists():
    sol = load_solution('hdu2295')
    rng = random.Random(10)
    found = 0
    for _ in range(800):
        masks, full = random_matrix(rng, 8)
        if len(masks) < 2:
            continue
        cover = rng.sample(range(len(masks)), rng.randint(2, len(masks)))
        extras = [[]] + [[s] for s in range(len(masks))] + [[a, b] for a in range(len(masks))
                                                          for b in range(a + 1, len(masks))]
        swaps = [cover[:i] + cover[i + 1:j] + cover[j + 1:] + extra for i in range(len(cover))
                 for j in range(i + 1, len(cover)) for extra in extras]
        exists = any(union_of(masks, c) & full == full for c in swaps)
        got = sol.swapped_pair(cover, masks, full)
        if not exists:
            assert got is None, (masks, full, cover)
            continue
        found += 1
        assert got is not None and union_of(masks, got) & full == full and len(got) <= len(cover)
        assert len(set(cover) - set(got)) <= 2 and len(set(got) - set(cover)) <= 2, (cover, got)
    assert found > 200


def union_of(masks, rows):
    union = 0
    for r in rows:
        union |= masks[r]
    return union


def test_the_family_shares_its_functions():
    """hdu5046.py carries hdu2295.py's functions, main and the reading idiom aside."""
    def functions(problem_id):
        source = solution(problem_id).read_text()
        return {f.name: ast.get_source_segment(source, f) for f in ast.parse(source).body
                if isinstance(f, ast.FunctionDef)}
    radar, airport = functions('hdu2295'), functions('hdu5046')
    assert set(radar) - {'number'} == set(airport) == set(FAMILY) | {'main', 'words', 'fail'}
    for name in FAMILY:
        assert airport[name] == radar[name], name


# ---------------------------------------------------------------- the samples

@pytest.mark.slow
@pytest.mark.timeout(600)
def test_samples_answers_are_right():
    """Each sample's answer is the reference's, run by the fastest interpreter here."""
    names = {p.stem for p in SAMPLES.glob('*.in')}
    assert {'statement', 'statement_one_line', 'ties_at_radius', 'k_equals_m', 'one_city',
            'coincident_points', 'whitespace_crlf_tabs', 'max_random_20_cases', 'hard_climbed'} <= names
    for name in sorted(names):
        done = subprocess.run([PYTHONS[-1], str(ROOT / 'refs' / 'cover_brute.py'), 'hdu2295'],
                              input=(SAMPLES / f'{name}.in').read_bytes(), capture_output=True, timeout=300)
        assert done.returncode == 0, done.stderr.decode()
        assert (SAMPLES / f'{name}.out').read_bytes() == done.stdout, name
