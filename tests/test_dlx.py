"""solutions/dlx.py (Knuth's format): brute force over option subsets (multiplicities,
colours, costs, k best), Knuth's worked examples, the engines' trees, published counts,
malformed input, arguments, the budget, Ctrl-C; and its checker, kit/checkers/dlx.py.

The reference is brute(): every subset of the options, each checked against the rules
(primary items covered within their bounds, secondary items at most once or all with one
colour) and costed. It shares no code with the solution or the checker. Hundreds of random
instances run through the solution's own main() inside one process per interpreter
(DRIVER), so that PyPy3 does them as quickly as CPython; the command line itself is tested
by running the file.
"""
import itertools
import json
import os
import random
import re
import signal
import subprocess
import sys
import time
from collections import Counter

import pytest

from kit.checkers.dlx import check
from tests.marks import timing
from tests.util import PYTHONS, ROOT, load_solution, run_solution, solution

IDS = lambda p: 'pypy3' if 'pypy' in p else 'cpython'  # noqa: E731
KNUTH = b'| A simple example\nA B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n'
# DLX3's example (Knuth's dlx3.w): its unique solution is A C X:1 Y:1, B X:1, C Y:1.
KNUTH_DLX3 = (b'| A simple example of color controls\nA B 2:3|C | X Y\nA B X:0 Y:0\n'
              b'A C X:1 Y:1\nC X:0\nB X:1\nC Y:1\n')
EXAMPLES = ROOT / 'docs' / 'examples'


def generate(script, *args):
    return subprocess.run([sys.executable, str(EXAMPLES / script), *map(str, args)],
                          capture_output=True, check=True).stdout


def run(stdin, *args, python=sys.executable, timeout=300):
    return run_solution('dlx', stdin, python=python, args=args, timeout=timeout)


def blocks(out):
    """--all / --best output: the list of its blocks, each a list of lines."""
    if out.endswith('\n'):
        out = out[:-1]
    return [block.split('\n') if block else [] for block in out.split('\n\n')]


def key(lines):
    return tuple(sorted(lines))


# ---------------------------------------------------------------- the reference

def brute(primary, bounds, secondary, options):
    """Every solution as (cost, sorted tuple of option indices); options: (uses, cost) with
    uses a list of (item, colour or None). Options without a primary item are never used."""
    usable = [k for k, (uses, _) in enumerate(options) if any(i in primary for i, _ in uses)]
    found = []
    for size in range(len(usable) + 1):
        for subset in itertools.combinations(usable, size):
            seen = {}
            for k in subset:
                for item, colour in options[k][0]:
                    seen.setdefault(item, []).append(colour)
            if any(not bounds.get(p, (1, 1))[0] <= len(seen.get(p, ())) <= bounds.get(p, (1, 1))[1]
                   for p in primary):
                continue
            if all(len(cs) == 1 or (cs[0] is not None and len(set(cs)) == 1)
                   for item, cs in seen.items() if item in secondary):
                found.append((sum(options[k][1] for k in subset), subset))
    return found


NAMES = ['A', 'B', 'p1', 'q', 'cell_7', '#', 'x9', 'Zz', '12345678', 'é', 'w', 'v', 'u']


def random_instance(rng, multi=0.0, colours=True, costs=0.0, nopt=10):
    """(text, primary, bounds, secondary, options, line of each option) in Knuth's format;
    multi: chance of bounds on a primary item; costs: chance of |n entries on an option."""
    names = rng.sample(NAMES, rng.randint(1, 8))
    np_ = rng.randint(1, len(names))
    primary, secondary = names[:np_], names[np_:]
    bounds = {}
    for p in primary:
        if rng.random() < multi:
            hi = rng.randint(1, 3)
            bounds[p] = (rng.randint(0, hi), hi)
    options = []
    texts = []
    for _ in range(rng.randint(0, nopt)):
        items = rng.sample(names, rng.randint(1, min(4, len(names))))
        uses = [(i, rng.choice([None, 'a', 'b', 'ab']) if i in secondary and colours else None)
                for i in items]
        words = [i if c is None else '%s:%s' % (i, c) for i, c in uses]
        cost = 0
        if rng.random() < costs:
            for _ in range(rng.randint(1, 2)):
                n = rng.choice([0, 1, 2, 3, 5, 8])
                cost += n
                words.insert(rng.randint(1, len(words)), '|%d' % n)
        options.append((uses, cost))
        texts.append(' '.join(words))
    sep = lambda: rng.choice([' ', '  ', '\t', ' \t '])  # noqa: E731

    def spell(p):
        if p not in bounds:
            return p
        lo, hi = bounds[p]
        return ('%d|%s' % (hi, p)) if lo == hi and rng.random() < 0.5 else '%d:%d|%s' % (lo, hi, p)
    lines = ['| random instance']
    head = [spell(p) for p in primary]
    if secondary or rng.random() < 0.2:
        head += ['|'] + secondary
    lines.append(sep().join(head))
    for text in texts:
        if rng.random() < 0.1:
            lines.append('| a comment')
        if rng.random() < 0.1:
            lines.append('')
        lines.append(rng.choice(['', ' ']) + sep().join(text.split(' ')) + rng.choice(['', ' ', '\t']))
    text = rng.choice(['\n', '\r\n']).join(lines) + rng.choice(['', '\n', '\n\n'])
    bounds = {p: b for p, b in bounds.items() if b != (1, 1)}
    return text, set(primary), bounds, set(secondary), options, texts


# Runs main() of solutions/dlx.py on many (args, input) pairs in one process: stdin in,
# stdout, stderr and exit status out, as JSON.
DRIVER = r'''
import io, json, runpy, sys
cases = json.load(sys.stdin)
code = runpy.run_path(sys.argv[1], run_name='dlx')
results = []
real = sys.stdin, sys.stdout, sys.stderr, sys.argv
for args, text in cases:
    out, err = io.BytesIO(), io.BytesIO()
    sys.stdin = io.TextIOWrapper(io.BytesIO(text.encode('utf-8')))
    sys.stdout = io.TextIOWrapper(out)
    sys.stderr = io.TextIOWrapper(err, write_through=True)
    sys.argv = ['dlx.py'] + args
    status = 0
    try:
        code['main']()
    except SystemExit as e:
        status = e.code
    sys.stdout.flush()
    results.append([status, out.getvalue().decode('utf-8'), err.getvalue().decode('utf-8')])
    sys.stdin, sys.stdout, sys.stderr, sys.argv = real
json.dump(results, sys.stdout)
'''


def drive(python, cases):
    done = subprocess.run([python, '-c', DRIVER, str(solution('dlx'))], capture_output=True,
                          input=json.dumps(cases).encode(), timeout=900)
    assert done.returncode == 0, done.stderr.decode()[-2000:]
    return json.loads(done.stdout)


def line_cost(line):
    return sum(int(w[1:]) for w in line.split() if w[0] == '|')


MODES = [[], ['--all'], ['--count'], ['--count', '--limit', '2'], ['--all', '--limit', '1'],
         ['--min'], ['--cost'], ['--best', '3'], ['--seed', '5']]


def check_against_brute(results, instances):
    solvable = 0
    for text, primary, bounds, secondary, options, texts in instances:
        want = brute(primary, bounds, secondary, options)
        solvable += bool(want)
        every_want = Counter(key(texts[k] for k in s) for _, s in want)
        got = [next(results) for _ in MODES]
        for status, out, err in got:
            assert status == 0 and out.endswith('\n'), (text, status, err)
        first, every, count, limited, one, smallest, cheapest, three, seeded = [g[1] for g in got]
        assert count == '%d\n' % len(want), text
        assert limited == '%d\n' % min(2, len(want)), text
        if not want:
            for out in (first, every, one, smallest, cheapest, three, seeded):
                assert out == 'No Solution!\n', text
            continue
        assert Counter(key(b) for b in blocks(every)) == every_want, text
        for out in (first, one, seeded):
            assert len(blocks(out)) == 1 and key(blocks(out)[0]) in every_want, text
        size = min(len(s) for _, s in want)
        head, *rest = blocks(smallest)[0]
        assert head == str(size) and len(rest) == size and key(rest) in every_want, text
        low = min(c for c, _ in want)
        head, *rest = blocks(cheapest)[0]
        assert head == str(low) and key(rest) in every_want, text
        assert sum(map(line_cost, rest)) == low, text
        want_costs = sorted(c for c, _ in want)[:3]
        shown = blocks(three)
        assert [int(b[0]) for b in shown] == want_costs, text
        picked = Counter(key(b[1:]) for b in shown)
        for lines, n in picked.items():     # real solutions, each at most as often as it is one
            assert n <= every_want[lines], text
        for b in shown:
            assert sum(map(line_cost, b[1:])) == int(b[0]), text
    return solvable


@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
def test_random_instances_against_brute_force(python):
    """Plain and coloured instances, with |n costs on some options, in every mode."""
    rng = random.Random(13)
    instances = [random_instance(rng, costs=0.4) for _ in range(300)]
    cases = [[args, inst[0]] for inst in instances for args in MODES]
    solvable = check_against_brute(iter(drive(python, cases)), instances)
    assert 80 < solvable < 300      # both kinds were tried


@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
@pytest.mark.parametrize('colours', [False, True], ids=['plain', 'colours'])
def test_multiplicities_against_brute_force(python, colours):
    """Bounds a:b|name on most primary items (0 lower bounds: the empty set counts), with
    and without colours, with costs on some options, in every mode."""
    rng = random.Random(31 + colours)
    instances = [random_instance(rng, multi=0.7, colours=colours, costs=0.5) for _ in range(250)]
    cases = [[args, inst[0]] for inst in instances for args in MODES]
    solvable = check_against_brute(iter(drive(python, cases)), instances)
    assert 80 < solvable < 250
    assert any(not inst[4] for inst in instances)   # no options at all among them


@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
def test_costs_and_ties_against_brute_force(python):
    """Many solutions, few distinct costs: --best K for K past the ties and past the end."""
    rng = random.Random(5)
    instances = [random_instance(rng, multi=0.5, costs=1.0, nopt=9) for _ in range(150)]
    ks = [1, 2, 4, 7]
    cases = [[['--best', str(k)], inst[0]] for inst in instances for k in ks]
    results = iter(drive(python, cases))
    ties = 0
    for text, primary, bounds, secondary, options, texts in instances:
        want = brute(primary, bounds, secondary, options)
        every_want = Counter(key(texts[k] for k in s) for _, s in want)
        costs = sorted(c for c, _ in want)
        ties += len(costs) != len(set(costs))
        for k in ks:
            status, out, err = next(results)
            assert status == 0, err
            if not want:
                assert out == 'No Solution!\n'
                continue
            shown = blocks(out)
            assert [int(b[0]) for b in shown] == costs[:k], text
            for lines, n in Counter(key(b[1:]) for b in shown).items():
                assert n <= every_want[lines], text
    assert ties > 20


# ---------------------------------------------------------------- the engines

def api_instance(rng, colours, nopt=14):
    names = ['i%d' % k for k in range(rng.randint(2, 9))]
    np_ = rng.randint(1, len(names))
    primary, secondary = names[:np_], names[np_:]
    options = []
    for _ in range(rng.randint(0, nopt)):
        items = rng.sample(names, rng.randint(1, min(4, len(names))))
        options.append([i + (':' + rng.choice('ab') if colours and i in secondary and rng.random() < 0.6
                             else '') for i in items])
    return primary, options, secondary


def test_engines_search_the_same_tree():
    """dance, bits and m: the same solutions in the same order and the same node count
    (plain exact cover; bits and m with colours too), with and without --seed."""
    dlx = load_solution('dlx')
    rng = random.Random(3)
    engines = ['dance', 'm'] + (['bits'] if dlx.HAS_BIT_COUNT else [])
    solvable = 0
    for n in range(400):
        colours = n % 2 == 1
        primary, options, secondary = api_instance(rng, colours)
        seed = rng.choice([None, n])
        runs = {}
        for engine in engines:
            if engine == 'dance' and any(':' in w for o in options for w in o):
                continue
            stats = {}
            got = dlx.solve(primary, options, secondary, seed=seed, stats=stats, engine=engine)
            runs[engine] = (got, stats['nodes'])
        assert len(set(map(repr, runs.values()))) == 1, (primary, options, secondary, runs)
        solvable += bool(runs['m'][0])
    assert solvable > 100


def test_dance_and_search_m_restore_the_links():
    dlx = load_solution('dlx')
    rng = random.Random(17)
    for _ in range(300):
        ncols = rng.randint(1, 12)
        nprimary = rng.randint(1, ncols)
        rows = [sorted(rng.sample(range(1, ncols + 1), rng.randint(1, min(5, ncols))))
                for _ in range(rng.randint(0, 30))]
        M = dlx.build(ncols, rows, nprimary)
        before = [list(x) for x in M]
        list(dlx.dance(M, nprimary, [], [0, 0]))
        assert [list(x) for x in M] == before, rows
        COL = [0] * len(M[0])
        BOUND = [0] + [rng.randint(1, 3) for _ in range(nprimary)] + [0] * (ncols - nprimary)
        SLACK = [0] + [rng.randint(0, b) for b in BOUND[1:nprimary + 1]] + [0] * (ncols - nprimary)
        list(dlx.search_m(M, COL, BOUND, list(SLACK), nprimary, [], [0, 0]))
        assert [list(x) for x in M] == before, rows


def test_solve_interface():
    dlx = load_solution('dlx')
    options = [['C', 'E', 'F'], ['A', 'D', 'G'], ['B', 'C', 'F'], ['A', 'D'], ['B', 'G'],
               ['D', 'E', 'G']]
    assert dlx.solve('ABCDE', options, 'FG') == [[0, 3, 4]]
    assert dlx.solve('ABCDE', options, 'FG', count=True) == 1
    assert dlx.solve(['A', 'B'], [['A'], ['B'], ['A', 'B']], count=True) == 2
    assert dlx.solve(['A'], [['A'], ['A'], ['A']], bounds={'A': (0, 2)}, count=True) == 7
    assert dlx.solve(['A', 'B'], [['A'], ['B'], ['A', 'B']], costs=[2, 2, 5], best=2) == \
        [(4, [0, 1]), (5, [2])]
    assert dlx.solve(['A', 'B'], [['A'], ['B'], ['A', 'B']], best=1) == [(1, [2])]
    with pytest.raises(dlx.Stopped) as stopped:
        dlx.solve(['A'] + ['x%d' % i for i in range(8)],
                  [['A']] + [['x%d' % i] for i in range(8)] * 2, count=True, budget=5)
    assert stopped.value.nodes == 5 and stopped.value.found == 0
    with pytest.raises(ValueError):
        dlx.solve(['A'], [['B']])
    stats = {}
    dlx.solve('ABCDE', options, 'FG', stats=stats)
    assert stats['engine'] in dlx.ENGINES and stats['nodes'] > 0 and stats['solutions'] == 1


# ---------------------------------------------------------------- published counts and examples

@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
def test_knuths_examples(python):
    done = run(KNUTH, '--all', python=python)
    assert done.returncode == 0 and done.stderr == b''
    assert [key(b) for b in blocks(done.stdout.decode())] == [('A D', 'B G', 'C E F')]
    assert run(KNUTH, '--count', python=python).stdout == b'1\n'
    done = run(KNUTH_DLX3, '--all', python=python)
    assert [key(b) for b in blocks(done.stdout.decode())] == [('A C X:1 Y:1', 'B X:1', 'C Y:1')]


@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
def test_dlx5_k_best_example(python):
    """DLX5's example: ten solutions of costs 0, 0, 1, 1, 2, 2, 3, 3, 4, 4 (here one option
    each, in a shuffled order); --best K gives the K cheapest, ties as separate ones. And
    its tax example: a b c |7 is beaten by a, b, c at |2 each."""
    costs = [3, 1, 4, 1, 2, 3, 2, 4, 0, 0]
    text = ('A\n' + ''.join('A |%d\n' % c for c in costs)).encode()
    for k, want in ((1, [0]), (3, [0, 0, 1]), (5, [0, 0, 1, 1, 2]), (8, sorted(costs)[:8]),
                    (12, sorted(costs))):
        shown = blocks(run(text, '--best', str(k), python=python).stdout.decode())
        assert [int(b[0]) for b in shown] == want
        assert all(b[1] == 'A |%s' % b[0] for b in shown)
    assert run(text, '--cost', python=python).stdout == b'0\nA |0\n'
    taxes = b'a b c\na b c |7\na |2\nb |2\nc |2\n'
    assert run(taxes, '--cost', python=python).stdout == b'6\na |2\nb |2\nc |2\n'
    assert run(taxes, '--best', '2', python=python).stdout == b'6\na |2\nb |2\nc |2\n\n7\na b c |7\n'


@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
@pytest.mark.parametrize('n, count', [(1, 1), (2, 0), (3, 0), (4, 2), (5, 10), (6, 4), (8, 92), (10, 724)])
def test_queens(python, n, count):
    assert run(generate('queens.py', n), '--count', python=python).stdout == b'%d\n' % count


@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
@pytest.mark.parametrize('n, count', [(1, 0), (3, 2), (4, 2), (5, 0), (7, 52), (8, 300)])
def test_langford(python, n, count):
    """Langford pairs, both orders counted: 2 x the published L(2, n) (OEIS A014552)."""
    assert run(generate('langford.py', n), '--count', python=python).stdout == b'%d\n' % count


@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
def test_queens_by_multiplicity(python):
    """k queens on an n x n board (docs/examples/kqueens.py), with 0:1 rows and columns and
    the board total k: 8 queens on 8 x 8 is the 92; 2 on 3 x 3 is 8 (brute force here)."""
    assert run(generate('kqueens.py', 8, 8), '--count', python=python).stdout == b'92\n'
    for n, k in ((3, 2), (4, 3), (5, 4)):
        cells = [(r, c) for r in range(n) for c in range(n)]
        want = sum(all(a[0] != b[0] and a[1] != b[1] and abs(a[0] - b[0]) != abs(a[1] - b[1])
                       for a, b in itertools.combinations(pick, 2))
                   for pick in itertools.combinations(cells, k))
        got = run(generate('kqueens.py', n, k), '--count', python=python).stdout
        assert got == b'%d\n' % want, (n, k)


@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
def test_pentominoes_3x20(python):
    instance = generate('pentominoes.py', 3, 20)
    assert run(instance, '--count', python=python).stdout == b'8\n'
    boards = Counter(key(b) for b in blocks(run(instance, '--all', python=python).stdout.decode()))
    assert len(boards) == 8 and set(boards.values()) == {1}
    for board in boards:             # 12 pieces, 60 distinct cells
        cells = [w for line in board for w in line.split()[1:]]
        assert sorted(line[0] for line in board) == list('FILNPTUVWXYZ')
        assert len(set(cells)) == 60


def test_pentomino_generator_placements():
    """On a 5 x 5 board an orientation of a x b cells has (6 - a)(6 - b) places."""
    instance = generate('pentominoes.py', 5, 5).decode().split('\n')
    assert len(instance[1].split()) == 12 + 25
    places = Counter(line[0] for line in instance[2:] if line)
    assert places == {'F': 8 * 9, 'I': 2 * 5, 'L': 8 * 8, 'N': 8 * 8, 'P': 8 * 12, 'T': 4 * 9,
                      'U': 4 * 12, 'V': 4 * 9, 'W': 4 * 9, 'X': 1 * 9, 'Y': 8 * 8, 'Z': 4 * 9}


# ---------------------------------------------------------------- malformed input and arguments

MALFORMED = [
    (b'A | B | C\nA\n', 1, "'|' twice"),
    (b'| comment\nA B\nA C\n', 3, "'C' is not in the item line"),
    (b'A B\nA B A\n', 2, 'twice in one option'),
    (b'A | x\nA x x:1\n', 2, 'twice in one option'),
    (b'A | x\nA:1 x\n', 2, 'colour on primary'),
    (b'A B ABCDEFGHI\nA\n', 1, 'longer than 8'),
    (b'A\nA ABCDEFGHI\n', 2, 'longer than 8'),
    (b'A x:1 B\n', 1, "holds ':'"),
    (b'A B A\n', 1, 'named twice'),
    (b'A | x\nA x:\n', 2, 'empty'),
    (b'A | x\nA :x\n', 2, "item '' is empty"),
    (b'A | x\nA x:123456789\n', 2, 'longer than 8'),
    (b'', 1, 'no item line'),
    (b'| only a comment\r\n\r\n  \n', 4, 'no item line'),
    (b'A 3:2|B\nA B\n', 1, 'lower bound 3 of item \'B\' exceeds its upper bound 2'),
    (b'A 0|B\nA B\n', 1, "upper bound of item 'B' is zero"),
    (b'A x|B\nA B\n', 1, "bound 'x' of item 'B' is not a number"),
    (b'A 1:x|B\n', 1, "bound 'x' of item 'B' is not a number"),
    (b'A -1:2|B\n', 1, "bound '-1' of item 'B' is not a number"),
    (b'A 2:B\n', 1, 'lower bound without an upper bound'),
    (b'A | 2|x\nA x\n', 1, "bound on secondary item 'x'"),
    (b'A | 0:2|x\n', 1, "bound on secondary item 'x'"),
    (b'A 2|\nA\n', 1, "item name '' is empty"),
    (b'A 2|B|C\n', 1, "holds '|'"),
    (b'A\nA |x\n', 2, "cost '|x' is not a nonnegative integer"),
    (b'A\nA |-3\n', 2, "cost '|-3' is not a nonnegative integer"),
    (b'A\nA |\n', 2, "cost '|' is not a nonnegative integer"),
    (b'A\nA |1.5\n', 2, "cost '|1.5' is not a nonnegative integer"),
    (b'A B\nA|3 B\n', 2, "holds '|'"),
]


@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
def test_malformed_input_one_line(python):
    results = drive(python, [[[], stdin.decode()] for stdin, _, _ in MALFORMED])
    for (stdin, line, what), (status, out, err) in zip(MALFORMED, results):
        assert status == 1 and out == '', stdin
        lines = err.splitlines()
        assert len(lines) == 1, (stdin, err)
        assert lines[0].startswith('dlx.py: line %d: ' % line) and what in lines[0], (stdin, lines[0])


def test_malformed_input_in_every_mode():
    for args in (['--count'], ['--all'], ['--min'], ['--stats'], ['--best', '2'], ['--budget', '9']):
        done = run(b'A B\nA C\n', *args)
        assert done.returncode == 1 and done.stdout == b'' and len(done.stderr.splitlines()) == 1


def test_knuth_separator_and_bounds_spellings():
    """`A |x` (a name right after the bar) is Knuth's too; 2|A is 2:2|A."""
    assert run(b'A |x y\nA x\nA y\n', '--count').stdout == b'2\n'
    assert run(b'2|A\nA\nA\nA\n', '--count').stdout == b'3\n'
    assert run(b'2:2|A\nA\nA\nA\n', '--count').stdout == b'3\n'
    assert run(b'0:1|A B\nA B\nB\n', '--count').stdout == b'2\n'
    assert run(b'0:2|A\nA\nA\n', '--all').stdout == b'A\nA\n\nA\n\nA\n\n\n'   # the empty set last


@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
def test_dropped_option_note_and_colour_names(python):
    done = run(b'A B | x y\nx:red y\nA x:red\n| c\nB x:red y\ny\nB\n', '--all', python=python)
    assert done.returncode == 0
    assert Counter(key(b) for b in blocks(done.stdout.decode())) == \
        Counter({('A x:red', 'B x:red y'): 1, ('A x:red', 'B'): 1})
    notes = done.stderr.decode().splitlines()
    assert len(notes) == 2 and 'line 2:' in notes[0] and 'line 6:' in notes[1]
    assert all('without a primary item dropped' in n for n in notes)


def test_limit_and_output_shape():
    instance = generate('queens.py', 6)
    assert run(instance, '--count', '--limit', '3').stdout == b'3\n'
    assert run(instance, '--count', '--limit=100').stdout == b'4\n'
    every = run(instance, '--all', '--limit', '2').stdout
    assert len(blocks(every.decode())) == 2 and every.count(b'\n\n') == 1
    assert run(instance, '--all').stdout.count(b'\n\n') == 3
    first = run(instance).stdout.decode().splitlines()
    assert len(first) == 6 and all(len(line.split()) == 4 for line in first)


def test_min_prefers_fewer_options():
    text = b'A B C D\nA\nB\nC\nD\nA B\nC D\nA B C D\nB C\n'
    assert run(text, '--min').stdout == b'1\nA B C D\n'
    assert run(b'A B\nA\nB\n', '--min').stdout == b'2\nA\nB\n'
    assert run(b'A B\nA\n', '--min').stdout == b'No Solution!\n'


def test_file_argument_and_stdin_dash(tmp_path):
    path = tmp_path / 'knuth.dlx'
    path.write_bytes(KNUTH)
    assert run(b'', str(path), '--count').stdout == b'1\n'
    assert run(KNUTH, '-', '--count').stdout == b'1\n'
    done = run(b'', str(tmp_path / 'missing.dlx'))
    assert done.returncode == 2 and done.stdout == b''
    assert len(done.stderr.splitlines()) == 1 and b'missing.dlx' in done.stderr


def test_help_explains_every_mode():
    done = run(b'', '--help')
    assert done.returncode == 0 and done.stderr == b''
    for word in (b'--all', b'--count', b'--limit', b'--min', b'--cost', b'--best', b'--budget',
                 b'--seed', b'--stats', b'0:3|D', b'|5', b'FILE'):
        assert word in done.stdout, word


@pytest.mark.parametrize('args, what', [
    (['--bogus'], "unknown option '--bogus'"), (['--limit'], '--limit needs'),
    (['--limit', '0'], '--limit 0'), (['--limit', 'x'], '--limit x'),
    (['--all', '--count'], '--all and --count'), (['--min', '--limit', '2'], '--limit goes with'),
    (['--count', '--count'], '--count and --count'), (['-x'], "unknown option '-x'"),
    (['--best', '0'], '--best 0'), (['--best'], '--best needs'), (['--cost', '--best', '2'], '--cost and --best'),
    (['--budget', '-1'], '--budget -1'), (['--seed', 'x'], '--seed x'), (['a', 'b'], 'two input files'),
    (['--engine', 'fast'], '--engine fast'), (['--stats=1'], '--stats takes no value'),
    (['--engine', 'dance', '--min'], 'not with --min')])
def test_bad_arguments_one_line_exit_2(args, what):
    done = run(KNUTH, *args)
    assert done.returncode == 2 and done.stdout == b''
    lines = done.stderr.decode().splitlines()
    assert len(lines) == 1 and lines[0].startswith('dlx.py: ') and what in lines[0], lines


@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
def test_budget_stops_with_status_3(python):
    instance = generate('queens.py', 8)
    for args in (['--count'], ['--all'], [], ['--min'], ['--best', '2']):
        done = run(instance, *args, '--budget', '50', python=python)
        assert done.returncode == 3, args
        out = done.stdout.decode()
        assert out.splitlines()[-1].startswith('Search stopped: the budget of 50 nodes ran out')
        assert 'No Solution!' not in out
    done = run(instance, '--count', '--budget', '1198', python=python)   # the whole tree
    assert done.returncode == 0 and done.stdout == b'92\n'
    done = run(instance, '--count', '--budget', '1197', '--stats', python=python)
    assert done.returncode == 3 and b' 1197 nodes' in done.stderr
    assert run(b'A\nA\n', '--budget', '1').returncode == 0


@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
def test_stats_name_the_engine_that_ran(python):
    done = run(generate('queens.py', 8), '--count', '--stats', python=python)
    line = done.stderr.decode()
    assert done.returncode == 0 and done.stdout == b'92\n' and len(line.splitlines()) == 1
    assert re.match(r'dlx\.py: engine \w+ \(.*\): 1198 nodes, 92 solutions, [\d.]+ s CPU$', line)
    pypy = 'pypy' in python
    new = subprocess.run([python, '-c', 'import sys; print(hasattr(int, "bit_count"))'],
                         capture_output=True, text=True).stdout.strip() == 'True'
    want = 'dance' if pypy or not new else 'bits'
    assert line.startswith('dlx.py: engine %s ' % want)
    done = run(KNUTH_DLX3, '--stats', python=python)
    assert done.stderr.startswith(b'dlx.py: engine m ')


def test_seed_samples_other_first_solutions():
    instance = generate('queens.py', 8)
    firsts = {run(instance, '--seed', str(s)).stdout for s in range(6)}
    assert len(firsts) > 1
    assert run(instance, '--seed', '3').stdout == run(instance, '--seed', '3').stdout
    assert run(instance, '--seed', '4', '--count').stdout == b'92\n'


@timing
def test_progress_on_a_terminal():
    """With stderr a terminal, a long search shows progress there within a few seconds."""
    pty = pytest.importorskip('pty')
    import select
    master, slave = pty.openpty()
    proc = subprocess.Popen([sys.executable, str(solution('dlx')), '--count'],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=slave)
    os.close(slave)
    shown = b''
    try:
        proc.stdin.write(generate('pentominoes.py', 6, 10))
        proc.stdin.close()
        deadline = time.time() + 60
        while b'solutions so far' not in shown and time.time() < deadline:
            if select.select([master], [], [], 1)[0]:
                shown += os.read(master, 4096)
    finally:
        proc.kill()
        proc.wait()
        proc.stdout.close()
        os.close(master)
    assert b'solutions so far' in shown, shown


@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
@timing
def test_ctrl_c_through_a_pty(python, tmp_path):
    """Ctrl-C typed at the terminal: status 130 at once, no traceback, the partial
    --stats line, and no process left behind."""
    pty = pytest.importorskip('pty')
    import select
    path = tmp_path / 'p6x10.dlx'
    path.write_bytes(generate('pentominoes.py', 6, 10))
    pid, master = pty.fork()
    if pid == 0:                    # the child: dlx.py on the terminal
        os.execv(python, [python, str(solution('dlx')), str(path), '--count', '--stats'])
    shown = b''
    try:
        deadline = time.time() + 60
        while b'solutions so far' not in shown and time.time() < deadline:
            if select.select([master], [], [], 0.5)[0]:
                shown += os.read(master, 4096)
        os.write(master, b'\x03')   # the terminal's interrupt character
        sent = time.time()
        status = None
        while status is None and time.time() < sent + 10:
            if select.select([master], [], [], 0.2)[0]:
                try:
                    shown += os.read(master, 4096)
                except OSError:
                    pass
            done, code = os.waitpid(pid, os.WNOHANG)
            if done:
                status = code
        if status is None:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
    finally:
        os.close(master)
    assert status is not None, 'dlx.py still running 10 s after Ctrl-C'
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 130, status
    text = shown.decode(errors='replace')
    assert 'Traceback' not in text and 'KeyboardInterrupt' not in text, text
    assert re.search(r'interrupted: engine \w+ .*: \d+ nodes, \d+ solutions', text), text
    with pytest.raises(ChildProcessError):
        os.waitpid(pid, os.WNOHANG)     # reaped: nothing of it is left


# ---------------------------------------------------------------- the checker

def test_checker():
    knuth = KNUTH.decode()
    assert check(knuth, 'A D\nB G\nC E F\n', 'C E F\nA D\nB G\n')[0] == 'AC'
    assert check(knuth, 'G B\n\nF E C\n D  A \n', 'C E F\nA D\nB G\n')[0] == 'AC'
    for wrong in ('A D\nB G\n', 'A D\nB G\nC E F\nA D\n', 'A D\nB G\nC E F\nB C F\n',
                  'A D G\nB G\nC E F\n', 'A D\nB G\nC E\n', 'No Solution!', '', 'A D B G C E F'):
        assert check(knuth, wrong, 'C E F\nA D\nB G\n')[0] == 'WA', wrong
    colours = open(ROOT / 'samples' / 'dlx' / 'colours.in').read()
    assert check(colours, 'q x:A\np r x:A y\n', 'q x:A\np r x:A y\n')[0] == 'AC'
    assert check(colours, 'q x:A\np x:B\nr y:B\n', 'q x:A\np r x:A y\n')[0] == 'WA'
    none = 'A B | x\nA x:1\nB x:2\nx\n'
    assert check(none, 'No Solution!\n', 'No Solution!\n')[0] == 'AC'
    assert check(none, 'A x:1\nB x:2\n', 'No Solution!\n')[0] == 'WA'
    assert check(none, 'x\n', 'No Solution!\n')[0] == 'WA'      # a dropped option
    with pytest.raises(ValueError):                         # the answer is wrong
        check(knuth, 'A D\nB G\nC E F\n', 'No Solution!')
    with pytest.raises(ValueError):
        check(knuth, 'A D\nB G\nC E F\n', 'A D\n')
    multi = '2|A 0:1|B\nA |3\nA\nA B\nB\n'                  # bounds, costs, a repeated line
    assert check(multi, 'A |3\nA\n', 'A\nA |3\n')[0] == 'AC'
    assert check(multi, 'A\nA B\n', 'A\nA |3\n')[0] == 'AC'
    assert check(multi, 'A\nA B\nB\n', 'A\nA |3\n')[0] == 'WA'   # B twice
    assert check(multi, 'A\n', 'A\nA |3\n')[0] == 'WA'           # A once
    assert check(multi, 'A\nA\n', 'A\nA |3\n')[0] == 'WA'        # one option twice
    twice = '2|A\nA\nA\n'
    assert check(twice, 'A\nA\n', 'A\nA\n')[0] == 'AC'          # two options, one text
    assert check('0:1|A\nA\n', '\n', '\n')[0] == 'AC'            # the empty set


def test_checker_against_brute_force():
    """Every set of up to 4 options: AC exactly when brute force calls it a solution."""
    rng = random.Random(7)
    for _ in range(200):
        text, primary, bounds, secondary, options, texts = random_instance(rng, multi=0.3, costs=0.3)
        want = {key(texts[k] for k in s) for _, s in brute(primary, bounds, secondary, options)}
        if not want or () in want:
            continue
        answer = '\n'.join(min(want))
        for size in range(1, min(4, len(options)) + 1):
            for subset in itertools.combinations(range(len(options)), size):
                lines = key(texts[k] for k in subset)
                verdict = 'AC' if lines in want else 'WA'
                assert check(text, '\n'.join(lines), answer)[0] == verdict, (text, lines)
