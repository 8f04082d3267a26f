"""The guide's common mistakes (docs/guide.md and docs/zh/guide.md, section 7), each shown
on the kit's own code: what the pages claim happens does happen.

7.1 (undo order) and 7.5 (the fewest-rows rule) are measured tables, checked in
tests/test_guide.py against their tools; the rest are here.
"""
import re
import subprocess
import sys

import pytest

from tests.util import PYTHONS, ROOT, load_solution, samples, solution

sys.path.insert(0, str(ROOT / 'tools'))
import trace as tr  # noqa: E402

pytestmark = pytest.mark.timeout(120)
KNUTH = samples('p4929') / 'knuth6x7.in'


def knuth():
    return tr.parse_p4929(KNUTH.read_bytes())


# ---------------------------------------------------------------- 7.2 多测清空

RESET = '    U[:NODE0] = HEADERS\n    D[:NODE0] = HEADERS\n'


def run_poj3074(source, puzzles, tmp_path, timeout):
    path = tmp_path / 'poj3074_copy.py'
    path.write_text(source)
    text = ''.join(p + '\n' for p in puzzles) + 'end\n'
    try:
        done = subprocess.run([sys.executable, str(path)], input=text.encode(),
                              capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    return done.stdout.decode().split()


def test_a_search_stopped_at_its_first_solution_leaves_the_lists_covered():
    t = tr.load_template()
    ncols, rows = knuth()
    M = t.build(ncols, rows)
    built = [list(v) for v in M]
    next(t.search(M))
    assert M[1][0] == 0                             # R[0]: every primary column covered
    assert [list(v) for v in M] != built


@pytest.mark.slow
def test_reused_lists_must_be_reset_between_cases(tmp_path):
    """poj3074.py resets its headers in build(); without those two lines each puzzle of
    the statement alone is solved, both together never finish (or answer wrongly)."""
    source = solution('poj3074').read_text()
    assert source.count(RESET) == 1, 'poj3074.py no longer resets its headers this way: update 7.2'
    puzzles = [line for line in samples('poj3074').joinpath('statement.in').read_text().split()
               if line != 'end']
    answers = samples('poj3074').joinpath('statement.out').read_text().split()
    assert len(puzzles) == 2 == len(answers)
    assert run_poj3074(source, puzzles, tmp_path, 60) == answers
    broken = source.replace(RESET, '')
    for puzzle, answer in zip(puzzles, answers):
        assert run_poj3074(broken, [puzzle], tmp_path, 60) == [answer]
    both = run_poj3074(broken, puzzles, tmp_path, 3)
    assert both != answers          # None: still running after 3 s (both, reset: 0.1 s of CPU)


# ---------------------------------------------------------------- 7.3 array sizes

def test_the_lists_hold_the_root_the_headers_and_a_node_per_one():
    t = tr.load_template()
    rows = [[c for c in range(1, 501) if (i * 7 + c) % 50 == 0] for i in range(500)]
    assert sum(map(len, rows)) == 5000              # P4929's limits: 500 x 500, 5000 ones
    M = t.build(500, rows)
    L, R, U, D, C, ROW, S = M
    assert all(len(v) == 1 + 500 + 5000 for v in (L, R, U, D, C, ROW))
    assert len(S) == 1 + 500
    assert 5501 - 5000 == 501


@pytest.mark.parametrize('name, columns, rows', [('poj3074', 324, 729), ('poj2676', 324, 729),
                                                 ('p1784', 324, 729), ('sp1110', 1024, 4096)])
def test_fixed_node_numbers_count_the_root_and_the_headers(name, columns, rows):
    module = load_solution(name)
    assert module.NODE0 == 1 + columns
    assert module.NNODES == 1 + columns + 4 * rows
    assert len(module.L) == len(module.R) == len(module.U) == len(module.D) == module.NNODES


# ---------------------------------------------------------------- 7.4 recursion depth

RECURSIVE = '''
import sys
sys.path.insert(0, {tools!r})
import trace as tr
t = tr.load_template()
cover, uncover = t.cover, t.uncover
{code}
n = int(sys.argv[1])
M = t.build(n, [[i] for i in range(1, n + 1)])
out = []
try:
    search_recursive(M, [], out)
except RecursionError:
    print('RecursionError')
else:
    print(len(out), len(out[0]))
'''


def recursive_code():
    text = (ROOT / 'docs' / 'guide.md').read_text(encoding='utf-8')
    m = re.search(r'<!-- example:search-recursive begin -->\n```python\n(.*?)```', text, re.S)
    return m.group(1)


@pytest.mark.slow
@pytest.mark.parametrize('python', PYTHONS)
def test_the_recursive_search_hits_the_default_limit_and_the_template_does_not(python, tmp_path):
    script = tmp_path / 'recursive.py'
    script.write_text(RECURSIVE.format(tools=str(ROOT / 'tools'), code=recursive_code()))
    run = lambda n: subprocess.run([python, str(script), str(n)], capture_output=True,  # noqa: E731
                                   timeout=120).stdout.decode().strip()
    assert run(500) == '1 500'                      # P4929's identity500: 500 levels pass
    assert run(2000) == 'RecursionError'
    if 'pypy' in python:                            # it counts its frames differently
        assert (run(1439), run(1440)) == ('1 1439', 'RecursionError')
    else:
        assert (run(997), run(998)) == ('1 997', 'RecursionError')
    t = tr.load_template()
    M = t.build(1000, [[i] for i in range(1, 1001)])
    assert len(next(t.search(M))) == 1000


# ---------------------------------------------------------------- 7.6 secondary columns

def queens(n):
    cols = 2 * n + 2 * (2 * n - 1)
    rows = [[1 + r, 1 + n + c, 1 + 2 * n + r + c, 1 + 2 * n + (2 * n - 1) + (r - c + n - 1)]
            for r in range(n) for c in range(n)]
    return cols, rows


def test_secondary_columns_in_the_ring_lose_the_solutions():
    t = tr.load_template()
    cols, rows = queens(8)
    assert sum(1 for _ in t.search(t.build(cols, rows, 16))) == 92
    assert sum(1 for _ in t.search(t.build(cols, rows))) == 0


# ---------------------------------------------------------------- 7.7 the yielded list

def test_search_yields_one_list_that_it_goes_on_changing():
    t = tr.load_template()
    ncols, rows = knuth()
    assert list(t.search(t.build(ncols, rows))) == [[]]
    assert [list(s) for s in t.search(t.build(ncols, rows))] == [[17, 9, 19]]
    M = t.build(ncols, rows)
    assert [sorted(M[5][x] + 1 for x in s) for s in t.search(M)] == [[1, 4, 5]]
