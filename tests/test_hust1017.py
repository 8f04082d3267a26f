"""HUST 1017 Exact cover: solutions/hust1017.py against a brute force over row subsets
(tools/make_hust1017_samples.brute), and its special judge kit/checkers/hust1017.py.

- the statement's sample: its exact output, under CPython and PyPy3;
- stress: 80 small cases in one input (many cases: nothing carried over between them),
  every whitespace layout, both interpreters: each case is NO exactly when the brute
  force finds no cover, and otherwise a cover (checked by the checker and again here);
- an input of about 600 KB (the solution reads 64 KB slices, cut at whitespace): words
  padded with leading zeros to straddle the slice edges, runs of mixed blanks, the same
  answers;
- the checker: a right answer AC, a wrong or malformed one WA with a reason, an answer
  file that is no cover FAIL (it raises).
"""
import random

import pytest

from kit.checkers.hust1017 import check
from tests.util import PYTHONS, run_solution
from tools.make_hust1017_samples import STATEMENT, answer_line, brute, small_case, text

PY_IDS = ['pypy3' if 'pypy' in p else 'cpython' for p in PYTHONS]


@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_statement_sample_exact(python):
    done = run_solution('hust1017', STATEMENT.encode(), python)
    assert done.returncode == 0, done.stderr
    assert done.stdout == b'3 2 4 6\n'


@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_many_cases_against_brute_force(python):
    rng = random.Random(17)
    cases = [small_case(rng) for _ in range(80)]
    cases.append((5, [[1, 2, 3, 4, 5]] * 3))                     # a row repeated
    cases.append((3, [[1, 1, 2], [3, 3]]))                       # a column repeated in a row
    answers = [brute(m, [sorted(set(r)) for r in rows]) for m, rows in cases]
    assert None in answers and any(answers)                      # both kinds are met
    full = ''.join(text(*c) for c in cases)
    answer_text = ''.join(answer_line(a) + '\n' for a in answers)
    for variant in (full, full.replace('\n', '\r\n'), full.replace(' ', '\t'), ' '.join(full.split()),
                    full.rstrip('\n'), full.replace('\n', '\n\n')):
        done = run_solution('hust1017', variant.encode(), python)
        assert done.returncode == 0, done.stderr
        assert check(full, done.stdout.decode(), answer_text) == ('AC', '%d cases' % len(cases))
        lines = done.stdout.decode().splitlines()
        assert [line == 'NO' for line in lines] == [a is None for a in answers]


@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_a_long_input_read_in_slices(python):
    rng = random.Random(1017)
    distinct = [small_case(rng) for _ in range(30)]
    answers = [brute(m, [sorted(set(r)) for r in rows]) for m, rows in distinct]
    picks = [rng.randrange(len(distinct)) for _ in range(8000)]
    blanks = (' ', '  ', '\t', '\r\n', ' \n\n\t', '\x0b', '\x0c')
    full = ''.join(text(*distinct[k]) for k in picks)
    messy = ''.join('0' * rng.randrange(4) + w + rng.choice(blanks) for w in full.split())  # long words
    assert len(messy) > 6 * 65536      # about 600 KB
    done = run_solution('hust1017', messy.encode(), python)
    assert done.returncode == 0, done.stderr
    answer_text = ''.join(answer_line(answers[k]) + '\n' for k in picks)
    assert check(full, done.stdout.decode(), answer_text) == ('AC', '%d cases' % len(picks))
    assert [line == 'NO' for line in done.stdout.decode().splitlines()] == [answers[k] is None for k in picks]


def test_checker_rejects_wrong_outputs():
    answer = '3 2 4 6\n'
    assert check(STATEMENT, '3 6 4 2', answer)[0] == 'AC'
    for wrong, why in (('NO', 'a cover exists'), ('2 2 4', 'not covered'), ('3 2 4 4', 'twice'),
                       ('3 1 2 4', 'both row'), ('3 2 4 x', 'not a row'), ('4 2 4 6', 'announced'),
                       ('', 'ends before'), ('3 2 4 6 5', 'after the last case'), ('3 2 4 9', 'not a row')):
        verdict, message = check(STATEMENT, wrong, answer)
        assert verdict == 'WA' and why in message, (wrong, message)
    with pytest.raises(ValueError):
        check(STATEMENT, '3 2 4 6', '2 2 4')                     # the answer file is no cover
    with pytest.raises(ValueError):
        check(STATEMENT, '3 2 4 6', 'NO')                        # a cover, where the answer said NO


def test_useful_keeps_every_row_of_every_cover():
    """useful() drops only rows no exact cover holds (all covers listed by brute force over
    subsets), and does drop some: random small matrices, planted covers among them."""
    from itertools import combinations
    from tests.util import load_solution
    sol = load_solution('hust1017')
    rng = random.Random(1017)
    dropped = 0
    for _ in range(400):
        m = rng.randint(1, 7)
        rows = [sorted(rng.sample(range(1, m + 1), rng.randint(1, min(3, m)))) for _ in range(rng.randint(1, 9))]
        if rng.random() < 0.5:
            cols = list(range(1, m + 1))
            rng.shuffle(cols)
            cut = sorted(rng.sample(range(1, m), rng.randint(0, m - 1))) if m > 1 else []
            rows += [sorted(cols[a:b]) for a, b in zip([0] + cut, cut + [m])]
        in_covers = set()
        for k in range(1, len(rows) + 1):
            for subset in combinations(range(len(rows)), k):
                cols = [c for i in subset for c in rows[i]]
                if sorted(cols) == list(range(1, m + 1)):
                    in_covers.update(subset)
        keep = sol.useful(m, rows)
        assert in_covers <= set(keep), (m, rows, keep)
        dropped += len(rows) - len(keep)
    assert dropped > 100
