"""UVA 1603 / POJ 1084 Square Destroyer against references that share no code with it.

The grid is drawn again here: every stick is a unit segment between two lattice points,
numbered by walking the rows of the statement's picture (n horizontal sticks, then n + 1
vertical ones, ...); a square is intact when every unit segment of its border is a
present stick. Two references answer: brute_force() tries every set of present sticks,
smallest first (for small grids), and branch_and_bound() removes, for the smallest intact
square, each of its sticks in turn, with a bound by stick-disjoint squares (any grid).
"""
import ast
import itertools
import random

import pytest

from tests.util import PYTHONS, ROOT, load_solution, refused_in_one_line, solution, solution_output

SAMPLES = ROOT / 'samples' / 'uva1603'
PY_IDS = ['pypy3' if 'pypy' in p else 'cpython' for p in PYTHONS]


# ---------------------------------------------------------------- references

def sticks(n):
    """{number: segment}, a segment a frozenset of two lattice points (x right, y down)."""
    found, number = {}, 0
    for y in range(n + 1):
        for x in range(n):
            number += 1
            found[number] = frozenset({(x, y), (x + 1, y)})
        if y < n:
            for x in range(n + 1):
                number += 1
                found[number] = frozenset({(x, y), (x, y + 1)})
    return found


def intact_squares(n, present):
    """The sets of stick numbers of the squares whose whole border is present."""
    by_segment = {seg: k for k, seg in sticks(n).items() if k in present}
    result = []
    for size in range(1, n + 1):
        for x0 in range(n - size + 1):
            for y0 in range(n - size + 1):
                corners = [(x0, y0), (x0 + size, y0), (x0 + size, y0 + size), (x0, y0 + size)]
                border = set()
                for (ax, ay), (bx, by) in zip(corners, corners[1:] + corners[:1]):
                    steps = max(abs(bx - ax), abs(by - ay))
                    dx, dy = (bx - ax) // steps, (by - ay) // steps
                    points = [(ax + t * dx, ay + t * dy) for t in range(steps + 1)]
                    border.update(frozenset(pair) for pair in zip(points, points[1:]))
                if all(seg in by_segment for seg in border):
                    result.append(frozenset(by_segment[seg] for seg in border))
    return result


def brute_force(n, removed):
    present = set(sticks(n)) - set(removed)
    squares = intact_squares(n, present)
    for k in range(len(present) + 1):
        for take in itertools.combinations(sorted(present), k):
            if all(sq & set(take) for sq in squares):
                return k
    raise AssertionError('unreachable: taking every stick leaves no square')


def branch_and_bound(n, removed):
    squares = intact_squares(n, set(sticks(n)) - set(removed))

    def fits(alive, k):
        if not alive:
            return True
        used, disjoint = set(), 0
        for sq in alive:
            if not sq & used:
                disjoint += 1
                used |= sq
        if disjoint > k:
            return False
        smallest = min(alive, key=len)
        return any(fits([sq for sq in alive if s not in sq], k - 1) for s in sorted(smallest))
    k = 0
    while not fits(squares, k):
        k += 1
    return k


def case_text(cases, rng=None):
    parts = [str(len(cases))]
    for n, removed in cases:
        parts += [str(n), ' '.join(map(str, [len(removed)] + list(removed)))]
    if rng is None:
        return '\n'.join(parts) + '\n'
    return ''.join(p + rng.choice(('\n', '\r\n', ' ', '\n\n', '\t')) for p in parts)


def answers(stdin, python):
    out = solution_output('uva1603', stdin, python)
    assert out.endswith('\n') or out == ''
    return [int(t) for t in out.split('\n')[:-1]]


# ---------------------------------------------------------------- the references agree

def test_reference_grid_shape():
    assert len(sticks(3)) == 24 and len(intact_squares(3, set(range(1, 25)))) == 14
    assert len(intact_squares(5, set(range(1, 61)))) == 55
    # the statement's numbering for n = 3: 1-3 top, 4-7 verticals, 8-10, ..., 22-24 bottom
    top_left = min((s for s in intact_squares(3, set(range(1, 25))) if len(s) == 4), key=sorted)
    assert top_left == {1, 4, 5, 8}


def test_references_agree():
    rng = random.Random(1)
    for _ in range(60):
        n = rng.randint(1, 3)
        total = 2 * n * (n + 1)
        removed = sorted(rng.sample(range(1, total + 1), rng.randint(0 if n < 3 else 8, total)))
        assert brute_force(n, removed) == branch_and_bound(n, removed), (n, removed)


# ---------------------------------------------------------------- the solution, as a judge runs it

@pytest.mark.timeout(300)
@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_random_removals_against_brute_force(python):
    rng = random.Random(2 if 'pypy' in python else 3)
    cases = []
    for _ in range(80):
        n = rng.randint(1, 3)
        total = 2 * n * (n + 1)
        cases.append((n, sorted(rng.sample(range(1, total + 1), rng.randint(0 if n < 3 else 8, total)))))
    got = answers(case_text(cases, rng), python)
    assert got == [brute_force(n, removed) for n, removed in cases]


def images(n, removed):
    """The removed sticks under the grid's 8 rotations and reflections, drawn here."""
    number = {seg: k for k, seg in sticks(n).items()}
    maps = (lambda x, y: (x, y), lambda x, y: (y, n - x), lambda x, y: (n - x, n - y),
            lambda x, y: (n - y, x), lambda x, y: (n - x, y), lambda x, y: (x, n - y),
            lambda x, y: (y, x), lambda x, y: (n - y, n - x))
    segs = sticks(n)
    return [sorted(number[frozenset(f(*p) for p in segs[s])] for s in removed) for f in maps]


@pytest.mark.timeout(300)
@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_cases_seen_again_up_to_symmetry(python):
    """main() answers a case equal to an earlier one up to the grid's symmetries from its
    memo: every image of a random case, and near-images (one stick more), in one input."""
    rng = random.Random(6 if 'pypy' in python else 7)
    cases = []
    for _ in range(12):
        n = rng.randint(2, 3)
        total = 2 * n * (n + 1)
        removed = sorted(rng.sample(range(1, total + 1), rng.randint(1 if n < 3 else 8, total // 2)))
        for image in images(n, removed):
            cases.append((n, image))
            extra = rng.choice([s for s in range(1, total + 1) if s not in image])
            cases.append((n, sorted(image + [extra])))
    rng.shuffle(cases)
    got = answers(case_text(cases, rng), python)
    assert got == [brute_force(n, removed) for n, removed in cases]


@pytest.mark.slow
@pytest.mark.timeout(300)
@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_larger_grids_against_branch_and_bound(python):
    rng = random.Random(4 if 'pypy' in python else 5)
    cases = [(n, []) for n in range(1, 6)]
    for _ in range(25):
        n = rng.randint(4, 5)
        cases.append((n, sorted(rng.sample(range(1, 2 * n * (n + 1) + 1), rng.randint(1, 12)))))
    got = answers(case_text(cases), python)
    assert got == [branch_and_bound(n, removed) for n, removed in cases]


def test_greedy_start_is_an_irredundant_cover_never_below_the_smallest():
    """restarts() (the depth bounds stop one below its cover) on random families of masks:
    a cover, no mask of it redundant, never smaller than the smallest cover (brute force)."""
    restarts = load_solution('uva1603').restarts
    rng = random.Random(6)
    for _ in range(150):
        bits, nmasks = rng.randint(1, 9), rng.randint(1, 8)
        masks = [rng.getrandbits(bits) for _ in range(nmasks)]
        full = (1 << bits) - 1
        union = 0
        for m in masks:
            union |= m
        if union != full:
            continue
        pick = restarts(masks, full)
        got = 0
        for r in pick:
            got |= masks[r]
        assert got == full and len(set(pick)) == len(pick), (masks, pick)
        for r in pick:
            rest = 0
            for q in pick:
                if q != r:
                    rest |= masks[q]
            assert rest != full, (masks, pick)
        smallest = min(k for k in range(nmasks + 1) for sub in itertools.combinations(masks, k)
                       if sum(1 << b for b in range(bits) if any(m >> b & 1 for m in sub)) == full)
        assert len(pick) >= smallest, (masks, pick)


@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_greedy_start_smallest_or_not(python):
    # (7, 47): the greedy start is a smallest cover (12), no depth bound finds a cover;
    # (19, 37): it is 13, the bound 12 finds one; the complete grids: 1 3 6 9 14.
    cases = [(5, [7, 47]), (5, [19, 37]), (1, []), (2, []), (3, []), (4, []), (5, [])]
    sol = load_solution('uva1603')
    assert [len(sol.restarts(*grid_masks(sol, n, removed))) for n, removed in cases[:2]] == [12, 13]
    assert answers(case_text(cases), python) == [12, 12, 1, 3, 6, 9, 14]


def grid_masks(sol, n, removed):
    """The solution's own stick masks of a grid and its full mask."""
    total = 2 * n * (n + 1)
    present = [True] * (total + 1)
    for s in removed:
        present[s] = False
    intact = sol.squares(n, present)
    masks = [0] * total
    for col, sq in enumerate(intact):
        for s in sq:
            masks[s - 1] |= 1 << col
    return masks, (1 << len(intact)) - 1


def symmetric_removal(rng, n, turns):
    """A random set of sticks closed under rotation by a quarter turn (turns = 1) or a half
    turn (turns = 2), and under the mirror x -> n - x if a coin says so."""
    by_segment = {seg: k for k, seg in sticks(n).items()}
    maps = [lambda x, y: (x, y), lambda x, y: (n - y, x) if turns == 1 else (n - x, n - y)]
    if rng.random() < 0.5:
        maps.append(lambda x, y: (n - x, y))
    chosen = set(rng.sample(sorted(by_segment.values()), rng.randint(0, 6)))
    while True:
        closed = set(chosen)
        for f in maps:
            for k in chosen:
                closed.add(by_segment[frozenset(f(x, y) for x, y in sticks(n)[k])])
        if closed == chosen:
            return sorted(chosen)
        chosen = closed


@pytest.mark.timeout(300)
@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_symmetric_grids_against_branch_and_bound(python):
    # destroy() answers a grid whose symmetries carry one stick of a square onto all of
    # its sticks as 1 + the grid without that stick: rotation-closed removals exercise it.
    rng = random.Random(8 if 'pypy' in python else 9)
    cases = [(n, symmetric_removal(rng, n, rng.choice((1, 1, 2)))) for n in [2, 3, 4] * 8 + [5] * 4]
    got = answers(case_text(cases), python)
    assert got == [branch_and_bound(n, removed) for n, removed in cases]


@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_edge_inputs(python):
    assert answers('0\n', python) == []
    assert answers('1\n1\n4 1 2 3 4\n', python) == [0]          # every stick gone
    assert answers('1\n4\n0', python) == answers('1 4 0', python) == [branch_and_bound(4, [])]


@pytest.mark.parametrize('stdin', ['', '1', '1\n6\n0\n', '1\n2\n1 13\n', '1\n2\n2 1\n', '1\n2\nx\n'])
def test_malformed_input_is_one_line_on_stderr(stdin):
    refused_in_one_line('uva1603', stdin)


# ---------------------------------------------------------------- the samples

@pytest.mark.slow
def test_samples_answers_are_right():
    names = {p.stem for p in SAMPLES.glob('*.in')}
    assert {'statement', 'complete1', 'complete5', 'partial', 'ten_n5'} <= names
    for name in sorted(names):
        tokens = [int(t) for t in (SAMPLES / f'{name}.in').read_text().split()]
        cases, pos = [], 1
        for _ in range(tokens[0]):
            n, k = tokens[pos], tokens[pos + 1]
            cases.append((n, tokens[pos + 2:pos + 2 + k]))
            pos += 2 + k
        want = ''.join(f'{branch_and_bound(n, removed)}\n' for n, removed in cases)
        assert (SAMPLES / f'{name}.out').read_text() == want, name


def test_the_bit_mask_search_is_hdu2295s():
    """popcount, build and search are hdu2295.py's, character for character (its bit-mask
    repeated cover); the grid, the greedy start, the symmetries and the I/O are this file's."""
    def functions(problem_id):
        source = solution(problem_id).read_text()
        return {f.name: ast.get_source_segment(source, f) for f in ast.parse(source).body
                if isinstance(f, ast.FunctionDef)}
    radar, mine = functions('hdu2295'), functions('uva1603')
    for name in ('popcount', 'build', 'search'):
        assert mine[name] == radar[name], name
    assert set(mine) == {'popcount', 'build', 'search', 'squares', 'destroy', 'restarts', 'stick_maps',
                         'canonical', 'words', 'fail', 'main'}
