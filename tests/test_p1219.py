"""P1219 n queens: every n from 1 to 13 against brute force, in CPython and PyPy3.

The references know nothing of DLX: a plain backtracker over permutations (the queen of
each row in turn, columns ascending, so its placements come out in lexicographic order)
gives the first three placements and the totals up to n = 11; a bitmask counter
(refs/queens_bitmask.py), checked
against the backtracker where both run, gives the totals for n = 12 and 13.
"""
import os
import subprocess
import sys
from functools import lru_cache
from itertools import islice

import pytest

from refs.queens_bitmask import total as queens_total
from tests.util import PYTHONS, run_solution, samples, solution

KNOWN = {1: 1, 2: 0, 3: 0, 4: 2, 5: 10, 6: 4, 7: 40, 8: 92, 9: 352, 10: 724,
         11: 2680, 12: 14200, 13: 73712}
SLOW = 11       # the permutation backtracker counts up to here; the bitmask beyond
SAMPLES = samples('p1219')
IDS = lambda p: 'pypy3' if 'pypy' in p else 'cpython'  # noqa: E731


def placements(n):
    """Every placement, as the tuple of the queens' columns (1-based) of rows 1..n, in order."""
    cols = []
    used = [False] * (n + 1)            # a queen in column c; on diagonal r + c; on r - c + n
    down = [False] * (2 * n + 1)
    up = [False] * (2 * n + 1)

    def extend():
        r = len(cols)
        if r == n:
            yield tuple(cols)
            return
        for c in range(1, n + 1):
            if not (used[c] or down[r + c] or up[r - c + n]):
                used[c] = down[r + c] = up[r - c + n] = True
                cols.append(c)
                yield from extend()
                cols.pop()
                used[c] = down[r + c] = up[r - c + n] = False

    return extend()


def totals():
    """{n: (the backtracker's total or None beyond SLOW, the bitmask counter's)} for n up
    to 13 (seconds of CPython: made once a run, see outputs)."""
    return {n: (sum(1 for _ in placements(n)) if n <= SLOW else None, queens_total(n))
            for n in range(1, 14)}


@lru_cache(maxsize=None)
def expected(n, made=None):
    """The exact output for n, from the references (made: totals()'s items, if made)."""
    first = [' '.join(map(str, p)) for p in islice(placements(n), 3)]
    if made:
        backtracker, bitmask = dict(made)[n]
        total = backtracker if n <= SLOW else bitmask
    else:
        total = sum(1 for _ in placements(n)) if n <= SLOW else queens_total(n)
    return '\n'.join(first + [str(total)]) + '\n'


@pytest.fixture
def outputs(once):
    """expected, with the references' totals made once for every pytest-xdist worker."""
    made = tuple(sorted(once('p1219-totals', totals).items()))
    return lambda n: expected(n, made)


@pytest.mark.slow
def test_references_agree_with_each_other_and_the_known_totals(once):
    made = once('p1219-totals', totals)
    for n in range(1, SLOW + 1):
        assert made[n][0] == made[n][1] == KNOWN[n], n
    assert [made[n][1] for n in (12, 13)] == [KNOWN[12], KNOWN[13]]


def test_the_backtracker_is_lexicographic_and_right_on_the_statement_sample():
    assert expected(6) == '2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n4\n'
    for n in range(4, 9):
        found = list(placements(n))
        assert found == sorted(found) and len(set(found)) == len(found)


@pytest.mark.slow
@pytest.mark.timeout(300)
@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
@pytest.mark.parametrize('n', range(1, 14))
def test_first_three_and_total(n, python, outputs):
    done = run_solution('p1219', f'{n}\n'.encode(), python=python)
    assert done.returncode == 0, done.stderr.decode(errors='replace')
    assert done.stdout.decode() == outputs(n)
    assert done.stderr == b''


@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
@pytest.mark.parametrize('text', [b'8\r\n', b'  8', b'\n\n 8 \t\r\n\r\n', b'8 \n'],
                         ids=['crlf', 'no-newline', 'blank-lines', 'trailing-space'])
def test_input_whitespace_is_tolerated(text, python):
    done = run_solution('p1219', text, python=python)
    assert done.returncode == 0 and done.stdout.decode() == expected(8)


def test_stats_go_to_stderr_only():
    env = dict(os.environ, P1219_STATS='1')
    done = subprocess.run([sys.executable, str(solution('p1219'))], input=b'9\n',
                          capture_output=True, env=env, timeout=60)
    assert done.stdout.decode() == expected(9)
    assert b'search nodes' in done.stderr


def test_samples_are_right(outputs):
    ins = sorted(SAMPLES.glob('*.in'))
    assert len(ins) >= 9
    for path in ins:
        n = int(path.read_bytes().split()[0])
        assert path.with_suffix('.out').read_text() == outputs(n), path.name
