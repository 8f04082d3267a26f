"""solutions/dlx.py (Knuth's format): published counts, brute force over option subsets,
malformed input, modes and arguments; and its checker, kit/checkers/dlx.py.

The reference is brute_solutions(): every subset of the options, each checked against the
rules (primary exactly once, secondary at most once or all of one colour). It shares no
code with the solution or the checker. Hundreds of random instances run through the
solution's own main() inside one process per interpreter (DRIVER), so that PyPy3 does them
as quickly as CPython; the command line itself is tested by running the file.
"""
import itertools
import json
import os
import random
import subprocess
import sys
from collections import Counter

import pytest

from kit.checkers.dlx import check
from tests.util import PYTHONS, ROOT, load_solution, run_solution, solution

IDS = lambda p: 'pypy3' if 'pypy' in p else 'cpython'  # noqa: E731
KNUTH = b'| A simple example\nA B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n'
EXAMPLES = ROOT / 'docs' / 'examples'


def generate(script, *args):
    return subprocess.run([sys.executable, str(EXAMPLES / script), *map(str, args)],
                          capture_output=True, check=True).stdout


def run(stdin, *args, python=sys.executable, timeout=300):
    return run_solution('dlx', stdin, python=python, args=args, timeout=timeout)


def solutions_of(stdout):
    """--all output: a Counter of solutions, each the sorted tuple of its lines."""
    text = stdout.decode()
    if text.strip() == 'No Solution!':
        return Counter()
    blocks = text.strip('\n').split('\n\n')
    return Counter(tuple(sorted(block.split('\n'))) for block in blocks)


# ---------------------------------------------------------------- the reference

def brute_solutions(primary, secondary, options):
    """Every solution, as a sorted tuple of option indices; options: lists of (item, colour)."""
    kept = [k for k, opt in enumerate(options) if any(item in primary for item, _ in opt)]
    found = []
    for size in range(len(kept) + 1):
        for subset in itertools.combinations(kept, size):
            uses = {}
            for k in subset:
                for item, colour in options[k]:
                    uses.setdefault(item, []).append(colour)
            if any(len(uses.get(p, ())) != 1 for p in primary):
                continue
            if all(len(cs) == 1 or (cs[0] is not None and len(set(cs)) == 1)
                   for item, cs in uses.items() if item in secondary):
                found.append(subset)
    return found


NAMES = ['A', 'B', 'p1', 'q', 'cell_7', '#', 'x9', 'Zz', '12345678', 'é', 'w', 'v', 'u']


def random_instance(rng):
    """(text, primary, secondary, options, line of each option) in Knuth's format."""
    names = rng.sample(NAMES, rng.randint(1, 8))
    np_ = rng.randint(1, len(names))
    primary, secondary = names[:np_], names[np_:]
    options = []
    for _ in range(rng.randint(0, 10)):
        items = rng.sample(names, rng.randint(1, min(4, len(names))))
        options.append([(i, rng.choice([None, 'a', 'b', 'ab']) if i in secondary else None)
                        for i in items])
    sep = lambda: rng.choice([' ', '  ', '\t', ' \t '])  # noqa: E731
    lines = ['| random instance']
    lines.append(sep().join(primary + (['|'] + secondary if secondary or rng.random() < 0.2 else [])))
    texts = []
    for opt in options:
        words = [i if c is None else '%s:%s' % (i, c) for i, c in opt]
        texts.append(' '.join(words))
        if rng.random() < 0.1:
            lines.append('| a comment')
        if rng.random() < 0.1:
            lines.append('')
        lines.append(rng.choice(['', ' ']) + sep().join(words) + rng.choice(['', ' ', '\t']))
    text = rng.choice(['\n', '\r\n']).join(lines) + rng.choice(['', '\n', '\n\n'])
    return text, set(primary), set(secondary), options, texts


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
                          input=json.dumps(cases).encode(), timeout=600)
    assert done.returncode == 0, done.stderr.decode()[-2000:]
    return json.loads(done.stdout)


def as_lines(out):
    return tuple(sorted(line for line in out.split('\n') if line))


@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
def test_random_instances_against_brute_force(python):
    rng = random.Random(13)
    instances = [random_instance(rng) for _ in range(400)]
    cases = []
    for text, *_ in instances:
        for args in ([], ['--all'], ['--count'], ['--min'], ['--count', '--limit', '2'],
                     ['--all', '--limit', '1']):
            cases.append([args, text])
    results = iter(drive(python, cases))
    solvable = 0
    for text, primary, secondary, options, texts in instances:
        want = brute_solutions(primary, secondary, options)
        solvable += bool(want)
        want_lines = Counter(tuple(sorted(texts[k] for k in s)) for s in want)
        first, every, count, smallest, limited, one = [next(results) for _ in range(6)]
        for status, out, err in (first, every, count, smallest, limited, one):
            assert status == 0 and out.endswith('\n'), (text, status, err)
        assert count[1] == '%d\n' % len(want), text
        assert limited[1] == '%d\n' % min(2, len(want)), text
        assert solutions_of(every[1].encode()) == want_lines, text
        if not want:
            for result in (first, smallest, one):
                assert result[1] == 'No Solution!\n', text
            continue
        assert as_lines(first[1]) in want_lines, text
        assert as_lines(one[1]) in want_lines and '\n\n' not in one[1], text
        size = min(len(s) for s in want)
        head, _, rest = smallest[1].partition('\n')
        assert head == str(size), text
        assert as_lines(rest) in want_lines and len(as_lines(rest)) == size, text
    assert 100 < solvable < 400     # both kinds were tried


def test_search_plain_finds_the_templates_covers_and_restores_the_links():
    """Input without colours goes to search_plain (the z-trick: a row whose covers empty a
    column outside it fails before its later covers). On random matrices too large for
    brute force, it yields the covers the template's search (itself tested against brute
    force in tests/test_core.py) yields, once each, and leaves every link as it found it."""
    dlx, template = load_solution('dlx'), load_solution('template')
    rng = random.Random(17)
    solvable = 0
    for _ in range(400):
        ncols = rng.randint(1, 14)
        nprimary = rng.randint(1, ncols)
        rows = [sorted(rng.sample(range(1, ncols + 1), rng.randint(1, min(5, ncols))))
                for _ in range(rng.randint(0, 40))]
        M = dlx.build(ncols, rows, nprimary)
        before = [list(x) for x in M]
        got = [tuple(sorted(M[5][x] for x in chosen)) for chosen in dlx.search_plain(M, nprimary, [])]
        T = template.build(ncols, rows, nprimary)
        want = [tuple(sorted(T[5][x] for x in chosen)) for chosen in template.search(T)]
        assert sorted(got) == sorted(want) and len(set(got)) == len(got), (rows, nprimary)
        assert [list(x) for x in M] == before, (rows, nprimary)
        solvable += len(want) > 0
    assert solvable > 50            # instances with covers were among them


# ---------------------------------------------------------------- published counts

@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
def test_knuths_example_has_exactly_one_solution(python):
    done = run(KNUTH, '--all', python=python)
    assert done.returncode == 0 and done.stderr == b''
    assert solutions_of(done.stdout) == Counter({('A D', 'B G', 'C E F'): 1})
    assert run(KNUTH, '--count', python=python).stdout == b'1\n'
    first = run(KNUTH, python=python).stdout
    assert sorted(first.decode().split('\n')) == ['', 'A D', 'B G', 'C E F']


@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
@pytest.mark.parametrize('n, count', [(1, 1), (2, 0), (3, 0), (4, 2), (5, 10), (6, 4), (8, 92), (10, 724)])
def test_queens(python, n, count):
    assert run(generate('queens.py', n), '--count', python=python).stdout == b'%d\n' % count


@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
def test_pentominoes_3x20(python):
    instance = generate('pentominoes.py', 3, 20)
    assert run(instance, '--count', python=python).stdout == b'8\n'
    boards = solutions_of(run(instance, '--all', python=python).stdout)
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
    (b'A|B\n', 1, "holds '|'"),
    (b'A B A\n', 1, 'named twice'),
    (b'A | x\nA x:\n', 2, 'empty'),
    (b'A | x\nA :x\n', 2, "item '' is empty"),
    (b'A | x\nA x:123456789\n', 2, 'longer than 8'),
    (b'', 1, 'no item line'),
    (b'| only a comment\r\n\r\n  \n', 4, 'no item line'),
]


@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
@pytest.mark.parametrize('stdin, line, what', MALFORMED, ids=range(len(MALFORMED)))
def test_malformed_input_one_line(python, stdin, line, what):
    done = run(stdin, python=python)
    assert done.returncode == 1 and done.stdout == b''
    lines = done.stderr.decode().splitlines()
    assert len(lines) == 1, done.stderr
    assert 'line %d:' % line in lines[0] and what in lines[0], lines[0]


def test_malformed_input_in_every_mode():
    for args in (['--count'], ['--all'], ['--min'], ['--stats']):
        done = run(b'A B\nA C\n', *args)
        assert done.returncode == 1 and done.stdout == b'' and len(done.stderr.splitlines()) == 1


@pytest.mark.parametrize('python', PYTHONS, ids=IDS)
def test_dropped_option_note_and_colour_names(python):
    done = run(b'A B | x y\nx:red y\nA x:red\n| c\nB x:red y\ny\nB\n', '--all', python=python)
    assert done.returncode == 0
    assert solutions_of(done.stdout) == Counter({('A x:red', 'B x:red y'): 1, ('A x:red', 'B'): 1})
    notes = done.stderr.decode().splitlines()
    assert len(notes) == 2 and 'line 2:' in notes[0] and 'line 6:' in notes[1]
    assert all('without a primary item dropped' in n for n in notes)


def test_colours_exclude_uncoloured_and_other_colours():
    text = b'A B C | x\nA x\nB x:1\nC x:1\nB x:2\nC\nA\n'
    assert solutions_of(run(text, '--all').stdout) == Counter(
        {('A', 'B x:1', 'C x:1'): 1, ('A', 'B x:1', 'C'): 1, ('A', 'B x:2', 'C'): 1})


def test_limit_and_output_shape():
    instance = generate('queens.py', 6)
    assert run(instance, '--count', '--limit', '3').stdout == b'3\n'
    assert run(instance, '--count', '--limit=100').stdout == b'4\n'
    every = run(instance, '--all', '--limit', '2').stdout
    assert len(solutions_of(every)) == 2 and every.count(b'\n\n') == 1
    assert run(instance, '--all').stdout.count(b'\n\n') == 3
    first = run(instance).stdout.decode().splitlines()
    assert len(first) == 6 and all(len(line.split()) == 4 for line in first)


def test_min_prefers_fewer_options():
    text = b'A B C D\nA\nB\nC\nD\nA B\nC D\nA B C D\nB C\n'
    assert run(text, '--min').stdout == b'1\nA B C D\n'
    assert run(b'A B\nA\nB\n', '--min').stdout == b'2\nA\nB\n'
    assert run(b'A B\nA\n', '--min').stdout == b'No Solution!\n'


def test_stats_on_stderr_only():
    done = run(KNUTH, '--stats')
    line = done.stderr.decode()
    assert done.returncode == 0 and len(line.splitlines()) == 1
    assert 'nodes' in line and 'updates' in line and '1 solutions' in line
    assert done.stdout == run(KNUTH).stdout


@pytest.mark.parametrize('args', [['--bogus'], ['--limit'], ['--limit', '0'], ['--limit', 'x'],
                                  ['--all', '--count'], ['--min', '--limit', '2'],
                                  ['--count', '--count'], ['-x']])
def test_bad_arguments_usage_exit_2(args):
    done = run(KNUTH, *args)
    assert done.returncode == 2 and done.stdout == b''
    lines = done.stderr.decode().splitlines()
    assert len(lines) == 1 and lines[0].startswith('usage:')


def test_progress_on_a_terminal():
    """With stderr a terminal, a long search shows progress there within a few seconds."""
    pty = pytest.importorskip('pty')
    import select
    import time
    master, slave = pty.openpty()
    proc = subprocess.Popen([sys.executable, str(solution('dlx')), '--count'],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=slave)
    os.close(slave)
    shown = b''
    try:
        proc.stdin.write(generate('pentominoes.py', 6, 10))   # minutes in CPython
        proc.stdin.close()
        deadline = time.time() + 60
        while b'done' not in shown and time.time() < deadline:
            if select.select([master], [], [], 1)[0]:
                shown += os.read(master, 4096)
    finally:
        proc.kill()
        proc.wait()
        proc.stdout.close()
        os.close(master)
    assert b'solutions' in shown and b'% done' in shown, shown


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


def test_checker_against_brute_force():
    """Every set of up to 4 options: AC exactly when brute force calls it a solution."""
    rng = random.Random(7)
    for _ in range(200):
        text, primary, secondary, options, texts = random_instance(rng)
        want = {tuple(sorted(texts[k] for k in s)) for s in brute_solutions(primary, secondary, options)}
        answer = '\n'.join(min(want)) if want else 'No Solution!'
        for size in range(1, min(4, len(options)) + 1):
            for subset in itertools.combinations(range(len(options)), size):
                lines = tuple(sorted(texts[k] for k in subset))
                verdict = 'AC' if lines in want else 'WA'
                assert check(text, '\n'.join(lines), answer)[0] == verdict, (text, lines)
