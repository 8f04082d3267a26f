"""Repeated cover: the checker and the solution against brute force over row subsets.

The references share nothing with the DLX or with the checker: brute_min() tries every
subset of rows, smallest first, with the rows as Python ints (bit masks); exact_min()
is a small branch and bound on the same masks, for the samples too big for brute force.
"""
import ast
import itertools
import random

import pytest

from kit.checkers.repcover import check
from tests.batch import run_batch
from tests.util import PYTHONS, ROOT, checker_exit_codes, load_solution, refused_in_one_line, solution, solution_output

SAMPLES = ROOT / 'samples' / 'repcover'
NO = 'No Solution!'
PY_IDS = ['pypy3' if 'pypy' in p else 'cpython' for p in PYTHONS]
SHARED = ('build', 'lower_bound', 'choose', 'unchoose', 'relink', 'branch_rows', 'bounded', 'greedy',
          'search')


# ---------------------------------------------------------------- references

def masks_of(matrix):
    return [sum(v << j for j, v in enumerate(row)) for row in matrix]


def brute_min(matrix, m):
    """The smallest k and every optimal set of 1-based rows, or (None, []) if none covers."""
    masks, full = masks_of(matrix), (1 << m) - 1
    for k in range(len(matrix) + 1):
        best = [s for s in itertools.combinations(range(1, len(matrix) + 1), k)
                if sum_or(masks[r - 1] for r in s) == full]
        if best:
            return k, best
    return None, []


def sum_or(values):
    u = 0
    for v in values:
        u |= v
    return u


def exact_min(masks, full):
    """The fewest masks whose union is full: depth-first on the lowest uncovered bit."""
    if sum_or(masks) != full:
        return None
    widest = max(bin(x).count('1') for x in masks) if masks else 1

    def fits(covered, k):
        left = full & ~covered
        if not left:
            return True
        if k * widest < bin(left).count('1'):
            return False
        low = left & -left
        return any(fits(covered | x, k - 1) for x in masks if x & low)
    k = 0
    while not fits(0, k):
        k += 1
    return k


def random_matrix(rng, max_n=12, max_m=12):
    n, m = rng.randint(1, max_n), rng.randint(1, max_m)
    p = rng.choice((0.1, 0.2, 0.3, 0.5, 0.8))
    a = [[int(rng.random() < p) for _ in range(m)] for _ in range(n)]
    if rng.random() < 0.8:          # mostly coverable: a 1 in every empty column
        for j in range(m):
            if not any(row[j] for row in a):
                a[rng.randrange(n)][j] = 1
    if rng.random() < 0.2 and n > 1:
        a[rng.randrange(n)] = list(a[rng.randrange(n)])
    return a


def text(matrix, m, rng=None):
    """The input file; with rng, in a careless layout (CRLF, tabs, blank lines)."""
    lines = [f'{len(matrix)} {m}'] + [' '.join(map(str, r)) for r in matrix]
    if rng is None:
        return '\n'.join(lines) + '\n'
    nl = rng.choice(('\n', '\r\n'))
    sep = lambda: rng.choice((' ', '  ', '\t', ' \t '))  # noqa: E731
    out = []
    for line in lines:
        if rng.random() < 0.2:
            out.append('')
        out.append(rng.choice(('', ' ')) + sep().join(line.split()) + rng.choice(('', ' ', '\t')))
    return nl.join(out) + rng.choice(('', nl, nl + nl))


# ---------------------------------------------------------------- the checker

def verdict(matrix, m, output, answer):
    return check(text(matrix, m), output, answer)[0]


@pytest.mark.timeout(120)
def test_checker_accepts_exactly_the_optimal_sets():
    rng = random.Random(1)
    for _ in range(300):
        a = random_matrix(rng, max_n=7, max_m=6)
        m = len(a[0])
        k, optimal = brute_min(a, m)
        answer = f'{k}\n' + ' '.join(map(str, optimal[0])) if k is not None else NO
        optimal = set(map(frozenset, optimal))
        for size in range(len(a) + 1):
            for rows in itertools.combinations(range(1, len(a) + 1), size):
                order = list(rows)
                rng.shuffle(order)
                out = f'{size}\n' + ' '.join(map(str, order))
                want = 'AC' if frozenset(rows) in optimal else 'WA'
                assert verdict(a, m, out, answer) == want, (a, out, answer)
        assert verdict(a, m, NO, answer) == ('AC' if k is None else 'WA')


def test_checker_rejects_bad_outputs():
    a = [[1, 1, 0], [0, 1, 1], [0, 0, 1], [1, 0, 0]]
    ans = '2\n1 2'
    assert verdict(a, 3, '2\n1 3', ans) == 'AC'         # another optimal set
    assert verdict(a, 3, '2 3 1', ans) == 'AC'          # tokens: the layout is free
    for out in ('3\n1 2 3', '3\n1 3 4',                  # not the fewest
                '2\n1 4', '1\n1', '0',                   # a column uncovered
                '2\n1 1', '2\n0 3', '2\n1 5', '2\n-1 3', '2\n1 ' + '9' * 5000,
                '2\n1 2 3', '2\n1', '3\n1 2', '',        # k disagrees with the list
                '2\n1 x', '2\n1 3.0', '+2\n1 3', '2\n1,3', '２\n1 3', '2 1 ٣', '9' * 40,
                'No', 'Solution!', 'No Solution', 'no solution!', NO, '2\n1 3 No Solution!'):
        assert verdict(a, 3, out, ans) == 'WA', repr(out)


def test_checker_no_solution_and_empty_cases():
    a = [[1, 0, 1], [1, 0, 0]]
    assert verdict(a, 3, NO, NO) == 'AC'
    assert verdict(a, 3, ' No \r\n Solution!\n', NO) == 'AC'
    for out in ('2\n1 2', '0', ''):
        assert verdict(a, 3, out, NO) == 'WA'
    assert check('2 0\n', '0\n\n', '0\n') == ('AC', 'a cover by 0 rows, the fewest')
    assert check('1 1\n1\n', '1\n1\n', '1\n1\n') == ('AC', 'a cover by 1 row, the fewest')
    assert check('2 0\n', '1\n1\n', '0\n')[0] == 'WA'
    assert check('0 2\n', NO, NO)[0] == 'AC'
    assert check('0 0\n', '0', '0')[0] == 'AC'


def test_checker_fails_on_a_wrong_answer_file():
    a = [[1, 0], [0, 1], [1, 1]]
    for out, ans in (('1\n3', '2\n1 2'),     # the output beats the answer: the answer is wrong
                     ('1\n3', NO),           # a cover exists
                     ('1\n3', '1\n1'),       # the answer is no cover
                     ('1\n3', '2\n1')):      # the answer is malformed
        with pytest.raises(ValueError):
            check(text(a, 2), out, ans)
    with pytest.raises(ValueError):
        check('2 2\n1 0\n', '1\n1', '1\n1')   # the input is short


def test_checker_command_line_exit_codes(tmp_path):
    files = {'in': '2 2\n1 0\n1 1\n', 'ans': '1\n2\n', 'ok': '1 2', 'bad': '2\n1 2', 'lie': NO}
    runs = (('ok', 'ans'), ('bad', 'ans'), ('ok', 'lie'))
    assert checker_exit_codes('repcover', tmp_path, files, runs) == (0, 1, 3)


# ---------------------------------------------------------------- the core, in process

@pytest.mark.timeout(120)
def test_search_finds_the_optimum_and_restores_the_links():
    sol = load_solution('repcover')
    rng = random.Random(2)
    for _ in range(1500):
        a = random_matrix(rng)
        m = len(a[0])
        rows = [[j + 1 for j, v in enumerate(r) if v] for r in a]
        links = sol.build(m, rows)
        before = [list(x) for x in links]
        got = sol.search(*links)
        k, optimal = brute_min(a, m)
        if k is None:
            assert got is None, a
        else:
            assert len(got) == k and tuple(got) in optimal, (a, got)   # sorted, distinct, a cover
        assert [list(x) for x in links] == before, a


@pytest.mark.timeout(120)
def test_lower_bound_never_overestimates():
    """At the root and after choosing random rows: h <= the rows still needed (brute force)."""
    sol = load_solution('repcover')
    rng = random.Random(3)
    tight = tried = 0
    for _ in range(1500):
        a = random_matrix(rng)
        m = len(a[0])
        if any(not any(row[j] for row in a) for j in range(m)):
            continue
        rows = [[j + 1 for j, v in enumerate(r) if v] for r in a]
        L, R, U, D, C, ROW, S, CNT = sol.build(m, rows)
        taken = rng.sample(range(len(a)), rng.randint(0, min(3, len(a) - 1)))
        for r in taken:                 # choose each row, from a node in an uncovered column
            live = [x for x in range(m + 1, len(C)) if ROW[x] == r + 1 and L[R[C[x]]] == C[x]]
            if live:
                sol.choose(L, R, D, ROW, CNT, live[0])
        left = [j for j in range(m) if not any(a[r][j] for r in taken)]
        sub = [[row[j] for j in left] for row in a]
        need = brute_min(sub, len(left))[0]
        n = len(CNT)
        h = sol.lower_bound(R, D, C, ROW, CNT, [0] * (m + 1), [0] * n, [0.0] * n, [0] * n, 1, n + 1)
        assert h <= need, (a, taken, h, need)
        tight += h == need
        tried += 1
    assert tight > 0.9 * tried          # and on matrices this small it is nearly always exact


@pytest.mark.parametrize('problem_id', ['fzu1686'])
def test_the_copies_of_the_core_are_identical(problem_id):
    """Each file on the linked repeated cover carries repcover.py's core: the same text, function by
    function (hdu2295.py, hdu5046.py and uva1603.py search bit masks instead: tests/test_hdu2295.py,
    tests/test_uva1603.py)."""
    def functions(problem_id):
        source = solution(problem_id).read_text()
        return {f.name: ast.get_source_segment(source, f) for f in ast.parse(source).body
                if isinstance(f, ast.FunctionDef)}
    template, copy = functions('repcover'), functions(problem_id)
    for name in SHARED:
        assert name in template and copy.get(name) == template[name], name


# ---------------------------------------------------------------- the solution, as a judge runs it

def judge(stdin, python):
    return solution_output('repcover', stdin, python)


@pytest.mark.slow
@pytest.mark.timeout(300)
@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_stress_against_brute_force(python):
    """The whole program (main(), as a judge runs it) on each input; all the inputs in one
    interpreter (tests/batch.py: repcover's main() keeps nothing between inputs), as a
    process each would spend most of the time starting the interpreter."""
    rng = random.Random(4 if 'pypy' in python else 5)
    runs = 60 if 'pypy' in python else 120
    matrices, stdins = [], []
    for _ in range(runs):
        matrices.append(random_matrix(rng))
        stdins.append(text(matrices[-1], len(matrices[-1][0]), rng if rng.random() < 0.3 else None))
    got = run_batch('repcover', stdins, python)
    assert len(got) == runs
    for a, stdin, (status, out, err) in zip(matrices, stdins, got):
        assert (status, err) == (0, ''), (stdin, status, err)
        k, optimal = brute_min(a, len(a[0]))
        if k is None:
            assert out == NO + '\n', (stdin, out)
            continue
        first, second, rest = out.split('\n', 2)
        assert int(first) == k and rest == '', (stdin, out)
        assert tuple(map(int, second.split())) in optimal, (stdin, out)   # increasing order
        assert check(stdin, out, f'{k}\n' + ' '.join(map(str, optimal[0])))[0] == 'AC'


@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_edge_inputs(python):
    assert judge('3 0\n', python) == '0\n\n'
    assert judge('0 0', python) == '0\n\n'
    assert judge('0 3\n', python) == NO + '\n'
    assert judge('1 1\n0\n', python) == NO + '\n'
    a = [[1] * 100 for _ in range(100)]
    assert judge(text(a, 100), python) == '1\n1\n'
    eye = [[int(i == j) for j in range(100)] for i in range(100)]   # depth 100: no recursion
    assert judge(text(eye, 100), python) == '100\n' + ' '.join(map(str, range(1, 101))) + '\n'


@pytest.mark.parametrize('stdin', ['', '2', '2 2\n1 0\n1', '2 2\n1 0\n2 1\n', 'x y', '-1 2\n'])
def test_malformed_input_is_one_line_on_stderr(stdin):
    refused_in_one_line('repcover', stdin)


# ---------------------------------------------------------------- the samples themselves

@pytest.mark.timeout(120)
def test_samples_answers_are_right():
    names = sorted(p.stem for p in SAMPLES.glob('*.in'))
    assert {'empty_column', 'greedy_not_optimal', 'greedy_blocks', 'design_9_2_3',
            'whitespace_crlf'} <= set(names)
    for name in names:
        stdin = (SAMPLES / f'{name}.in').read_text()
        answer = (SAMPLES / f'{name}.out').read_text()
        assert check(stdin, answer, answer)[0] == 'AC', name     # a valid cover (or No Solution!)
        tokens = stdin.split()
        n, m = int(tokens[0]), int(tokens[1])
        a = [[int(tokens[2 + i * m + j]) for j in range(m)] for i in range(n)]
        want = exact_min(masks_of(a), (1 << m) - 1)
        assert answer.split() == (NO.split() if want is None else answer.split()), name
        if want is not None:
            assert int(answer.split()[0]) == want, name


def test_greedy_is_not_optimal_on_its_samples():
    """The samples named so: taking the row with most uncovered columns needs more rows."""
    for name in ('greedy_not_optimal', 'greedy_blocks'):
        tokens = (SAMPLES / f'{name}.in').read_text().split()
        n, m = int(tokens[0]), int(tokens[1])
        masks = masks_of([[int(tokens[2 + i * m + j]) for j in range(m)] for i in range(n)])
        covered, steps = 0, 0
        while covered != (1 << m) - 1:
            covered |= max(masks, key=lambda x: bin(x & ~covered).count('1'))
            steps += 1
        assert steps > int((SAMPLES / f'{name}.out').read_text().split()[0]), name
