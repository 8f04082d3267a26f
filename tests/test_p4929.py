"""P4929 (exact cover): the checker and the solution against brute force over row subsets.

The reference throughout is brute_covers(): every set of pairwise disjoint rows, row by
row in order. It shares nothing with the DLX or with the checker.
"""
import itertools
import random

import pytest

from kit.checkers.p4929 import check
from tests.batch import run_batch
from tests.util import PYTHONS, checker_exit_codes, load_solution, samples, solution_output, solution_outputs

SAMPLES = samples('p4929')
NO = 'No Solution!'
PY_IDS = ['pypy3' if 'pypy' in p else 'cpython' for p in PYTHONS]


# ---------------------------------------------------------------- references

def brute_covers(matrix):
    """Every exact cover, as a set of frozensets of 1-based row numbers: each row in turn
    left out or, if it meets none of the rows taken, taken (a walk over the sets of
    pairwise disjoint rows); a set is a cover when its rows hold every column."""
    masks = [sum(1 << j for j, v in enumerate(row) if v) for row in matrix]
    full = (1 << len(matrix[0])) - 1
    found = set()

    def walk(i, used, chosen):
        if i == len(masks):
            if used == full:
                found.add(frozenset(chosen))
            return
        walk(i + 1, used, chosen)
        if not used & masks[i]:
            walk(i + 1, used | masks[i], chosen + (i + 1,))

    walk(0, 0, ())
    return found


def covers_dlx_finds(matrix):
    """brute_covers without those holding an all-zero row: DLX never picks one (a cover
    with one added is still a cover)."""
    return {c for c in brute_covers(matrix) if all(any(matrix[k - 1]) for k in c)}


def random_matrix(rng, max_n=12, max_m=10):
    """A small 0/1 matrix with the shapes that trip DLX up, solvable about half the time."""
    n, m = rng.randint(1, max_n), rng.randint(1, max_m)
    p = rng.choice((0.05, 0.15, 0.3, 0.5, 0.8))
    a = [[int(rng.random() < p) for _ in range(m)] for _ in range(n)]
    if rng.random() < 0.5:  # plant a cover: the shuffled columns, cut into k parts, on k rows
        cols = list(range(m))
        rng.shuffle(cols)
        k = rng.randint(1, min(n, m))
        cuts = [0] + sorted(rng.sample(range(1, m), k - 1)) + [m]
        for r, lo, hi in zip(rng.sample(range(n), k), cuts, cuts[1:]):
            a[r] = [int(j in cols[lo:hi]) for j in range(m)]
    if rng.random() < 0.2:
        a[rng.randrange(n)] = [0] * m
    if rng.random() < 0.15:
        j = rng.randrange(m)
        for row in a:
            row[j] = 0
    if rng.random() < 0.3 and n > 1:
        a[rng.randrange(n)] = list(a[rng.randrange(n)])
    return a


def text(matrix, rng=None):
    """The input file; with rng, in a careless layout (CRLF, tabs, runs of spaces, blank
    lines, no final newline), which a judge's input never has but a solution must read."""
    lines = [f'{len(matrix)} {len(matrix[0])}'] + [' '.join(map(str, r)) for r in matrix]
    if rng is None:
        return '\n'.join(lines) + '\n'
    sep = lambda: rng.choice((' ', ' ', '  ', '\t', ' \t '))  # noqa: E731
    nl = rng.choice(('\n', '\r\n'))
    out = []
    for line in lines:
        if rng.random() < 0.2:
            out.append('')
        out.append(rng.choice(('', ' ')) + sep().join(line.split()) + rng.choice(('', ' ', '\t')))
    return nl.join(out) + rng.choice(('', nl, nl + nl))


# ---------------------------------------------------------------- the checker

def verdict(matrix, output, answer):
    return check(text(matrix), output, answer)[0]


@pytest.mark.timeout(120)
def test_checker_accepts_exactly_the_covers_brute_force_finds():
    rng = random.Random(1)
    for _ in range(600):
        a = random_matrix(rng, max_n=8, max_m=6)
        covers = brute_covers(a)
        answer = ' '.join(map(str, sorted(min(covers, key=sorted)))) if covers else NO
        for size in range(len(a) + 1):
            for rows in itertools.combinations(range(1, len(a) + 1), size):
                order = list(rows)
                rng.shuffle(order)
                out = ' '.join(map(str, order))
                got = verdict(a, out, answer)
                want = 'AC' if frozenset(rows) in covers else 'WA'
                assert got == want, (a, out, answer)
        assert verdict(a, NO, answer) == ('WA' if covers else 'AC')


def test_checker_rejects_bad_row_lists():
    a = [[0, 0, 1], [1, 0, 0], [0, 1, 0], [1, 1, 0]]
    ans = '2 1 3'
    assert verdict(a, '2 1 3', ans) == 'AC'
    assert verdict(a, '4 1', ans) == 'AC'           # another cover than the answer's
    assert verdict(a, '3\n1\n\n2', ans) == 'AC'     # whitespace between tokens is free
    for out in ('0 1 2 3', '1 2 3 5', '-1 1 2 3', '1 2 3 ' + '9' * 5000,   # out of range
                '1 2 3 3', '4 4 1',                                      # repeated
                '1 2 3 4', '4 1 2',                                      # column twice
                '1 2', '4', '1',                                         # column never
                '', ' \n ',                                              # empty
                '1 2 3.0', '1 2 x', '+1 2 3', '1,2,3', '１ 2 3', '1 2 ٣',   # not integers
                'No', 'Solution!', 'no solution!', 'No Solution', 'NO SOLUTION!',
                'No Solution! 1', '1 2 3 No Solution!', NO):
        assert verdict(a, out, ans) == 'WA', repr(out)


def test_checker_edge_cases():
    a = [[1, 0], [0, 0], [1, 1]]
    assert verdict(a, '3', '3') == 'AC'
    assert verdict(a, '3 2', '3') == 'AC'           # an all-zero row changes nothing
    assert verdict(a, '3 2 2', '3') == 'WA'         # but may not be printed twice
    assert verdict(a, '0', '3') == 'WA'             # row 0 is no alias of the last row
    assert verdict(a, '-1', '3') == 'WA'
    assert check(text(a), '', '3') == ('WA', 'empty output')


def test_checker_no_solution():
    a = [[1, 0, 1], [1, 1, 0], [0, 1, 1]]
    assert verdict(a, NO, NO) == 'AC'
    assert verdict(a, ' No   Solution!\r\n', NO) == 'AC'
    for out in ('1', '1 3', '1 2 3', '', 'No Solution', 'No Solution!!'):
        assert verdict(a, out, NO) == 'WA', repr(out)


def test_checker_fails_on_a_wrong_answer_file():
    a = [[1, 0], [0, 1]]
    with pytest.raises(ValueError):   # the output proves the answer's No Solution! wrong
        check(text(a), '1 2', NO)
    with pytest.raises(ValueError):   # the answer is no cover at all
        check(text(a), '1 2', '1')
    with pytest.raises(ValueError):
        check('2 2\n1 0\n', '1', '1')


def test_checker_command_line_exit_codes(tmp_path):
    files = {'in': '2 2\n1 0\n0 1\n', 'ans': '1 2\n', 'ok': '2 1', 'bad': '1', 'lie': NO}
    runs = (('ok', 'ans'), ('bad', 'ans'), ('ans', 'lie'))
    assert checker_exit_codes('p4929', tmp_path, files, runs) == (0, 1, 3)


# ---------------------------------------------------------------- the DLX core, in process

@pytest.mark.slow
@pytest.mark.timeout(120)
def test_search_yields_every_cover_once_and_restores_the_links():
    sol = load_solution('p4929')
    rng = random.Random(2)
    for _ in range(1500):
        a = random_matrix(rng)
        rows = [[j + 1 for j, v in enumerate(r) if v] for r in a]
        links = sol.build(len(a[0]), rows, range(1, len(a) + 1))
        L, R, U, D, C, ROW, S, W = links
        before = [list(x) for x in links]
        found = [frozenset(ROW[x] for x in chosen) for chosen in sol.search(L, R, U, D, C, S, W)]
        assert len(found) == len(set(found)), a
        assert set(found) == covers_dlx_finds(a), a
        assert [list(x) for x in links] == before, a   # cover/uncover undo each other exactly


@pytest.mark.skipif(not hasattr(int, 'bit_count'), reason='search_bits needs int.bit_count (CPython 3.10+)')
@pytest.mark.timeout(120)
def test_search_bits_finds_every_cover_once():
    """The pair-kill removes rows that are in no cover: every cover is still found, once."""
    sol = load_solution('p4929')
    rng = random.Random(6)
    for _ in range(1500):
        a = random_matrix(rng)
        rows = [[j + 1 for j, v in enumerate(r) if v] for r in a]
        stats = {}
        found = [frozenset(i + 1 for i in cover) for cover in sol.search_bits(len(a[0]), rows, True, stats)]
        assert len(found) == len(set(found)), a
        assert set(found) == covers_dlx_finds(a), a
        first = sol.search_bits(len(a[0]), rows)
        assert len(first) == min(1, len(found)) and (not first or frozenset(i + 1 for i in first[0]) in found)
        assert stats['nodes'] >= len(found)


@pytest.mark.skipif(not hasattr(int, 'bit_count'), reason='the levers need int.bit_count (CPython 3.10+)')
@pytest.mark.timeout(120)
def test_lever_variants_agree_with_brute_force():
    """bench/p4929_levers.py's table of failed states, component splitting and wider kills
    cut only states with no cover: each variant finds a cover exactly when one exists."""
    from bench.p4929_levers import VARIANTS, search
    rng = random.Random(27)
    for _ in range(300):
        a = random_matrix(rng)
        rows = [[j + 1 for j, v in enumerate(r) if v] for r in a]
        covers = covers_dlx_finds(a)
        for name, options in VARIANTS.items():
            found, stats = search(len(a[0]), rows, **options)
            assert (found is not None) == bool(covers), (name, a)
            if found is not None:
                assert frozenset(i + 1 for i in found) in covers, (name, a)


def test_weighted_scan_keeps_the_fewest_rows_rule():
    """The weight's worst case: 9 rows of 457 ones against 8 rows of one. A fixed weight of
    4096 made the 9-row column look lighter; the first branch must be on the 8-row one."""
    sol = load_solution('p4929')
    m = 458
    rows = [[1] + list(range(3, m + 1)) for _ in range(9)] + [[2] for _ in range(8)]
    L, R, U, D, C, ROW, S, W = sol.build(m, rows, range(1, len(rows) + 1))
    first = next(sol.search(L, R, U, D, C, S, W))
    assert C[first[0]] == 2 and ROW[first[0]] > 9


# ---------------------------------------------------------------- the solution, as a judge runs it

def judge(stdin, python):
    return solution_output('p4929', stdin, python)


@pytest.mark.slow
@pytest.mark.timeout(300)
@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_stress_against_brute_force(python):
    """The whole program (main(), as a judge runs it) on each input; all the inputs in one
    interpreter (tests/batch.py: p4929's main() keeps nothing between inputs), as a
    process each would spend most of the time starting the interpreter."""
    rng = random.Random(3 if 'pypy' in python else 4)
    runs = 150 if 'pypy' in python else 300
    matrices, stdins = [], []
    for _ in range(runs):
        matrices.append(random_matrix(rng))
        stdins.append(text(matrices[-1], rng if rng.random() < 0.3 else None))
    got = run_batch('p4929', stdins, python)
    assert len(got) == runs
    solvable = 0
    for a, stdin, (status, out, err) in zip(matrices, stdins, got):
        assert (status, err) == (0, ''), (stdin, status, err)
        covers = brute_covers(a)
        assert out.endswith('\n') and out.count('\n') == 1, repr(out)
        if not covers:
            assert out == NO + '\n', (stdin, out)
            continue
        solvable += 1
        chosen = [int(t) for t in out.split()]
        assert len(set(chosen)) == len(chosen) and all(1 <= k <= len(a) for k in chosen), (stdin, out)
        assert frozenset(chosen) in covers, (stdin, out)
        assert check(stdin, out, ' '.join(map(str, min(covers, key=sorted))))[0] == 'AC'
    assert runs / 4 < solvable < runs * 3 / 4   # both kinds of case were tried often


@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_whitespace_variants(python):
    for stdin in ('3 3\r\n0 0 1\r\n1 0 0\r\n0 1 0\r\n', '3 3\n0 0 1\n1 0 0\n0 1 0',
                  '3\t3\n0\t0\t1\n1 \t0 0\n0  1  0  \n', '\n\n3 3\n\n0 0 1\n\n1 0 0\n0 1 0\n\n\n',
                  '  3 3 0 0 1 1 0 0 0 1 0  '):
        assert sorted(map(int, judge(stdin, python).split())) == [1, 2, 3], repr(stdin)


@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_a_cover_of_all_500_rows(python):
    """Depth 500 in the search: no recursion limit may bite."""
    rng = random.Random(5)
    perm = list(range(500))
    rng.shuffle(perm)
    a = [[int(j == perm[i]) for j in range(500)] for i in range(500)]
    out = judge(text(a), python)
    assert sorted(map(int, out.split())) == list(range(1, 501))


# ---------------------------------------------------------------- the samples themselves

def test_samples_answers_are_right():
    names = sorted(p.stem for p in SAMPLES.glob('*.in'))
    assert {'1', '2', 'identity500', 'zero_column', 'full_row', 'whitespace'} <= set(names)
    for name in names:
        stdin = (SAMPLES / f'{name}.in').read_text()
        answer = (SAMPLES / f'{name}.out').read_text()
        assert check(stdin, answer, answer)[0] == 'AC', name
        tokens = stdin.split()
        n, m = int(tokens[0]), int(tokens[1])
        if n <= 16:
            a = [[int(tokens[2 + i * m + j]) for j in range(m)] for i in range(n)]
            assert (answer.split() == NO.split()) == (not brute_covers(a)), name


@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_samples_through_the_checker(python):
    paths = sorted(SAMPLES.glob('*.in'))            # one interpreter for all (start-up once)
    for path, out in zip(paths, solution_outputs('p4929', paths, python)):
        got = check(path.read_text(), out, path.with_suffix('.out').read_text())
        assert got[0] == 'AC', (path.name, got)
