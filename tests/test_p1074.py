"""P1074 target sudoku: solutions/p1074.py against the independent enumerator, CPython and PyPy3.

The reference (refs/p1074_enumerate.py) knows nothing of DLX or of the bound: it enumerates
every completion with a plain backtracker and scores each with the statement's weights.
The stress puzzles are cut from random full grids (35-50 givens, so enumeration is
quick), some with one given changed (often no completion left), some with two givens
made to clash. The solution's solve() runs them in one process per interpreter (a
small driver imports the file), with the bound and without it (--no-bound's path:
plain enumeration inside the DLX), and both must equal the reference. The whole program
runs on the statement samples, on whitespace variants and on malformed input.
"""
import json
import random
import subprocess

import pytest

from tools.make_p1074_samples import STATEMENT_1, STATEMENT_2, cut
from refs.p1074_enumerate import best_score, format_grid
from tests.util import PYTHONS, refused_in_one_line, run_solution, solution

IDS = lambda p: 'pypy3' if 'pypy' in p else 'cpython'  # noqa: E731
SEEN = lambda p, q: (q // 9 == p // 9 or q % 9 == p % 9 or  # noqa: E731
                        (q // 27, q % 9 // 3) == (p // 27, p % 9 // 3))

DRIVER = '''
import importlib.util, json, sys
spec = importlib.util.spec_from_file_location('p1074', sys.argv[1])
m = importlib.util.module_from_spec(spec)
spec.loader.exec_module(m)
out = []
for grid in json.load(sys.stdin):
    best, nodes = m.solve(grid)
    plain, all_nodes = m.solve(grid, False)
    out.append([best, plain, nodes, all_nodes])
json.dump(out, sys.stdout)
'''


def stress_puzzles():
    rng = random.Random(1074)
    puzzles = []
    for k in range(60):
        puzzles.append(cut(5000 + k, rng.randint(35, 50))[0])
    for k in range(12):               # one given changed, to a digit no given sees
        grid = cut(6000 + k, rng.randint(36, 44))[0]
        p = rng.choice([q for q in range(81) if grid[q]])
        free = [d for d in range(1, 10) if d != grid[p] and
                all(grid[q] != d for q in range(81) if q != p and SEEN(p, q))]
        if free:
            grid[p] = rng.choice(free)
        puzzles.append(grid)
    for k in range(8):                # two equal givens in one row, column or box
        grid = cut(7000 + k, 40)[0]
        p = rng.choice([q for q in range(81) if grid[q]])
        q = rng.choice([q for q in range(81) if q != p and SEEN(p, q)])
        grid[q] = grid[p]
        puzzles.append(grid)
    return puzzles


@pytest.fixture(scope='module')
def stress(once):
    """(puzzles, the reference's (best score, completions) of each): made once per run
    (the enumeration takes seconds), not at import, where every worker would pay it."""
    def make():
        puzzles = stress_puzzles()
        return puzzles, [best_score(grid) for grid in puzzles]
    return once('p1074-stress', make)


def test_the_stress_set_has_every_kind(stress):
    counts = [n for _, n in stress[1]]
    assert sum(n == 0 for n in counts) >= 10          # clashes and broken puzzles
    assert sum(n == 1 for n in counts) >= 10
    assert sum(n > 1 for n in counts) >= 30
    assert max(counts) >= 20


@pytest.mark.timeout(120)
@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
def test_stress_against_enumeration(python, stress):
    puzzles, expected = stress
    done = subprocess.run([python, '-c', DRIVER, str(solution('p1074'))], input=json.dumps(puzzles),
                          capture_output=True, text=True, timeout=110)
    assert done.returncode == 0, done.stderr
    results = json.loads(done.stdout)
    assert len(results) == len(puzzles) == len(expected)
    for grid, (best, _), (got, plain, nodes, all_nodes) in zip(puzzles, expected, results):
        assert (got, plain) == (best, best), format_grid(grid)
        assert nodes <= all_nodes


@pytest.mark.slow
@pytest.mark.timeout(120)
@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
def test_the_bound_cuts_nothing_on_fewer_givens(python):
    """26-32 givens (too many completions for the enumerator to be quick): the answer with
    the bound equals the DLX's own plain enumeration, which the test above checks."""
    rng = random.Random(26)
    puzzles = [cut(8000 + k, rng.randint(26, 32))[0] for k in range(40)]
    done = subprocess.run([python, '-c', DRIVER, str(solution('p1074'))], input=json.dumps(puzzles),
                          capture_output=True, text=True, timeout=110)
    assert done.returncode == 0, done.stderr
    results = json.loads(done.stdout)
    assert sum(all_nodes > 1000 for *_, all_nodes in results) >= 15
    for grid, (best, plain, nodes, all_nodes) in zip(puzzles, results):
        assert best == plain, format_grid(grid)
        assert nodes <= all_nodes


@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
@pytest.mark.parametrize('text, answer', [(STATEMENT_1, b'2829\n'), (STATEMENT_2, b'2852\n')])
def test_statement_samples_exactly(python, text, answer):
    done = run_solution('p1074', text.encode(), python)
    assert (done.returncode, done.stdout, done.stderr) == (0, answer, b'')


@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
def test_whitespace_variants(python):
    grid = cut(5100, 30)[0]
    answer = ('%d\n' % best_score(grid)[0]).encode()
    for text in (format_grid(grid).replace('\n', '\r\n'), format_grid(grid, newline=' \n') + '\n\n',
                 format_grid(grid).rstrip('\n'), '  '.join(map(str, grid)), '\t' + format_grid(grid, '\t')):
        done = run_solution('p1074', text.encode(), python)
        assert (done.returncode, done.stdout) == (0, answer), repr(text)


@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
def test_the_bound_cuts_a_24_given_puzzle(python):
    """--stats gives the nodes; with the bound far fewer than without, the same answer."""
    text = format_grid(cut(5200, 24)[0]).encode()
    runs = [run_solution('p1074', text, python, args) for args in (['--stats'], ['--stats', '--no-bound'])]
    assert all(r.returncode == 0 for r in runs), runs[0].stderr
    assert runs[0].stdout == runs[1].stdout
    nodes = [int(r.stderr.split()[1]) for r in runs]
    assert nodes[0] * 5 < nodes[1], nodes


@pytest.mark.parametrize('text', [b'', b'1 2 3\n', b'0 ' * 80 + b'10\n', b'0 ' * 80 + b'x\n',
                                  b'0 ' * 80 + b'-1\n'])
def test_malformed_input_is_one_line_on_stderr(text):
    refused_in_one_line('p1074', text)


def test_bad_arguments_exit_2():
    done = run_solution('p1074', STATEMENT_1.encode(), args=['--bogus'])
    assert done.returncode == 2 and done.stderr.startswith(b'usage:')
