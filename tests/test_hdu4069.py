"""HDU 4069 Squiggly Sudoku: solutions/hdu4069.py against the independent reference in
refs/squiggly_bitmask.py (regions by union-find, solutions counted by bitmask backtracking).

- the statement's sample: its exact output, under CPython and PyPy3;
- every sample: each case's answer is the reference's;
- the regions: the solution's flood fill and the reference's union-find agree on random
  layouts (and a wall written on one side only still separates);
- stress: random layouts, boards cut from a full grid (unique or several), with a given
  changed (often none), clashing givens, empty boards: count and solution equal the
  reference's; the former solver (refs/hdu4069_turns.py, which the hard boards were
  climbed against) too, with turns of a row or two (its searches pause and resume);
- the search is sudokunique.py's (dom/wdeg), node for node; repeated boards answer alike;
- many cases in one input in every whitespace layout, in both interpreters.
"""
import ast
import importlib.util
import random

import pytest

from refs.squiggly_bitmask import encode, layout_from_walls, random_layout, solve
from tools.make_hdu4069_samples import STATEMENT_IN, STATEMENT_OUT, expected, input_text, random_cases
from tests.util import PYTHONS, ROOT, load_solution, references, run_solution, samples, solution

PY_IDS = ['pypy3' if 'pypy' in p else 'cpython' for p in PYTHONS]
SOL = load_solution('hdu4069')
_SPEC = importlib.util.spec_from_file_location('hdu4069_turns', ROOT / 'refs' / 'hdu4069_turns.py')
TURNS = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(TURNS)
@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_statement_sample_exact(python):
    done = run_solution('hdu4069', STATEMENT_IN.encode(), python)
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode() == STATEMENT_OUT


def test_reference_agrees_with_statement():
    tokens = [int(t) for t in STATEMENT_IN.split()]
    cases = [tokens[1 + 81 * k:82 + 81 * k] for k in range(tokens[0])]
    assert expected(cases) == STATEMENT_OUT


def test_regions_agree_with_the_reference():
    rng = random.Random(4)
    for _ in range(25):
        layout = random_layout(rng, rng.randint(0, 300))
        values = encode([0] * 81, layout)
        assert SOL.regions(values) == layout_from_walls(values)
        # a wall on one side of an edge only: still a wall, in both
        one_sided = list(values)
        for p in range(81):
            if p % 9 < 8 and layout[p] != layout[p + 1] and rng.random() < 0.5:
                one_sided[p] &= ~32
        assert SOL.regions(one_sided) == layout_from_walls(one_sided) == layout_from_walls(values)


@pytest.mark.timeout(300)
@pytest.mark.parametrize('fields', [True, False], ids=['fields', 'links'])
def test_stress_against_reference(fields, monkeypatch, once):
    monkeypatch.setattr(SOL, 'FIELDS', fields)       # CPython's search, and PyPy3's
    cases = list(random_cases(random.Random(4069), 250))
    # the reference's counts (in PyPy3 where installed), made once for both searches
    wants = once('hdu4069-stress', lambda: references(
        'refs.squiggly_bitmask', 'solve', [([v % 16 for v in values], layout_from_walls(values), 2) for values in cases]))
    seen = {0: 0, 1: 0, 2: 0}
    for values, (count, grid) in zip(cases, wants):
        got, cells = SOL.count_to_two([v % 16 for v in values], SOL.regions(values))
        assert got == count, values
        if count == 1:
            assert cells == grid
        seen[count] += 1
    assert min(seen.values()) > 25, seen


def test_former_solvers_turns_keep_the_count_exact(monkeypatch):
    monkeypatch.setattr(TURNS, 'HEAD_START', 1)
    monkeypatch.setattr(TURNS, 'TURN', 2)
    rng = random.Random(77)
    for values in random_cases(rng, 80):
        layout = layout_from_walls(values)
        count, grid = solve([v % 16 for v in values], layout, 2)
        got, cells = TURNS.count_to_two([v % 16 for v in values], TURNS.regions(values))
        assert got == count and (count != 1 or cells == grid), values


@pytest.mark.parametrize('name', ['hard25.txt', 'hard25-wdeg.txt', 'minimal500.txt'])
def test_both_searches_agree_on_the_bench_boards(name, monkeypatch):
    """The bit fields (CPython) and the links (PyPy3): the same count, the same solution when unique."""
    tokens = [int(t) for t in (ROOT / 'data' / 'hdu4069' / name).read_text().split()]
    cases = [tokens[1 + 81 * k:82 + 81 * k] for k in range(tokens[0])][:120]
    answers = {}
    for fields in (True, False):
        monkeypatch.setattr(SOL, 'FIELDS', fields)
        answers[fields] = [SOL.count_to_two([v % 16 for v in values], SOL.regions(values)) for values in cases]
    for a, b in zip(answers[True], answers[False]):
        assert a[0] == b[0] and (a[0] != 1 or a == b)


def test_regions_not_nine_by_nine_have_no_solution():
    layout = [p // 9 for p in range(81)]                  # the rows as regions: nine of nine
    cut = encode([0] * 81, layout)
    assert SOL.count_to_two([0] * 81, SOL.regions(cut))[0] == 2
    cut[40] |= 16 | 32 | 64 | 128                         # a region of one cell, one of eight
    assert SOL.count_to_two([0] * 81, SOL.regions(cut)) == (0, None)
    assert solve([0] * 81, layout_from_walls(cut), 2)[0] == 0


def test_searches_are_sudokuniques():
    def search_of(path):
        tree = ast.parse(path.read_text())
        return [ast.dump(f) for f in tree.body if isinstance(f, ast.FunctionDef) and f.name == 'search']
    assert search_of(solution('hdu4069')) == search_of(solution('sudokunique')) != []
    assert search_of(ROOT / 'refs' / 'hdu4069_turns.py') == search_of(ROOT / 'refs' / 'sudokunique_turns.py') != []


@pytest.mark.parametrize('python', PYTHONS, ids=PY_IDS)
def test_many_cases_any_layout(python):
    rng = random.Random(11)
    cases = random_cases(rng, 60)
    want = expected(cases)
    text = input_text(cases)
    variants = [text, input_text(cases, sep=''), text.replace('\n', '\r\n'), text.replace(' ', '\t'),
                text.rstrip('\n'), ' '.join(text.split()), text.replace('\n', ' \n\n')]
    for variant in variants:
        done = run_solution('hdu4069', variant.encode(), python)
        assert done.returncode == 0, done.stderr
        assert done.stdout.decode() == want


def test_repeated_boards_answer_alike():
    rng = random.Random(12)
    cases = random_cases(rng, 12)
    cases = [cases[k] for k in [0, 1, 0, 2, 1, 0] + list(range(3, 12)) + [11, 3]]
    done = run_solution('hdu4069', input_text(cases).encode(), PYTHONS[0])
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode() == expected(cases)
    assert len(set(map(tuple, cases))) < len(cases)


SAMPLES = sorted(p.stem for p in samples('hdu4069').glob('*.in'))
SLOW_BY_REFERENCE = {'hard10'}     # the reference's backtracking takes seconds: make test only


@pytest.mark.parametrize('name', [pytest.param(n, marks=pytest.mark.slow) if n in SLOW_BY_REFERENCE else n
                                  for n in SAMPLES])
def test_sample_answers_by_reference(name):
    tokens = [int(t) for t in (samples('hdu4069') / (name + '.in')).read_text().split()]
    cases = [tokens[1 + 81 * k:82 + 81 * k] for k in range(tokens[0])]
    want = (samples('hdu4069') / (name + '.out')).read_text()
    if name in SLOW_BY_REFERENCE:       # the same reference, in PyPy3 where it is there: in half the time
        got = references('tools.make_hdu4069_samples', 'expected', [(cases,)])[0]
    else:
        got = expected(cases)
    assert want == got
