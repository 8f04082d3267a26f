"""Interactive problems (--interactor, testlib's way): a guessing game judged AC, WA, TLE, RE
and FAIL in their usual forms, a checker after the interactor, stress with an interactor;
nothing left running."""
import json
import sys
import time

import pytest

from tests.judge_util import cases, outside, program, survivors, verdicts
from tests.marks import timing

pytestmark = [pytest.mark.timeout(120), timing]


# The game: the input holds the secret (1..n) and n. The program asks `? x` and is told
# `<` (the secret is smaller), `>` or `=`; it ends with `! x`. At most 20 questions. The
# interactor writes the number of questions to its output file (for the checker), and
# exits as testlib's do: 0 AC, 1 WA, 2 PE (the program's output ended or is malformed).
INTERACTOR = """
    import sys
    secret, n = map(int, open(sys.argv[1]).read().split())
    out = open(sys.argv[2], 'w')
    print(n, flush=True)
    asked = 0
    while True:
        line = sys.stdin.readline()
        if not line:
            print('unexpected end of the program\\'s output', file=sys.stderr)
            sys.exit(2)
        words = line.split()
        if len(words) != 2 or words[0] not in '?!' or not words[1].lstrip('-').isdigit():
            print(f'malformed line {line.strip()[:40]!r}', file=sys.stderr)
            sys.exit(2)
        x = int(words[1])
        if words[0] == '!':
            out.write(f'{asked}\\n')
            if x != secret:
                print(f'answered {x}, the secret was {secret}', file=sys.stderr)
                sys.exit(1)
            print(f'found {secret} in {asked} questions', file=sys.stderr)
            sys.exit(0)
        asked += 1
        if asked > 20:
            print('more than 20 questions', file=sys.stderr)
            sys.exit(1)
        print('=' if x == secret else '<' if secret < x else '>', flush=True)
"""

BINARY = """
    import sys
    n = int(input())
    lo, hi = 1, n
    while True:
        mid = (lo + hi) // 2
        print('?', mid, flush=True)
        said = input()
        if said == '=':
            print('!', mid, flush=True)
            break
        lo, hi = (lo, mid - 1) if said == '<' else (mid + 1, hi)
"""

PLAYERS = {
    'binary search': (BINARY, 'AC'),
    'too many questions': ("""
        n = int(input())
        for x in range(1, n + 1):
            print('?', x, flush=True)
            if input() == '=':
                print('!', x, flush=True)
                break
    """, 'WA'),
    'wrong answer': ("n = int(input())\nprint('!', n + 1, flush=True)\n", 'WA'),
    # input() flushes stdout first; sys.stdin.readline() does not: the classic mistake
    'never flushes': (BINARY.replace(', flush=True', '').replace('input()', 'sys.stdin.readline().strip()'),
                      'TLE'),
    'waits forever': ("import sys\nn = int(input())\nsys.stdin.readline()\n", 'TLE'),
    'exits early': ("n = int(input())\n", 'PE'),     # the interactor's unexpected end of input
    'crashes': ("n = int(input())\nprint('?', 1, flush=True)\ninput()\nraise ValueError('bug')\n", 'RE'),
    'floods': ("import sys\nwhile True:\n    sys.stdout.write('? 1\\n' * 1000)\n", 'WA'),
    'stops reading': ("import sys\nn = int(input())\nwhile True:\n    print('? 1', flush=True)\n", 'WA'),
    'cheats': ("""
        import glob, os
        n = int(input())
        try:
            found = open(os.environ.get('CASE', '') or 'cases/1.in').read().split()[0]
        except OSError:
            found = '0'
        print('!', found, flush=True)
    """, 'WA'),
}


def _game(tmp_path, interactor=INTERACTOR):
    folder = cases(tmp_path, {'1': ('37 100\n', None), '2': ('1 1000\n', None)})
    return folder, program(tmp_path, interactor, 'interactor.py')


@pytest.mark.parametrize('player', PLAYERS)
def test_guessing_game(tmp_path, player):
    source, want = PLAYERS[player]
    folder, interactor = _game(tmp_path)
    solution = program(tmp_path, source, 'player.py')
    done = outside(tmp_path, 'test', '--cases', 'cases', '--cmd', f'{sys.executable} player.py',
                   '--interactor', f'{sys.executable} {interactor}', '--tl', '0.5', '--json')
    assert 'Traceback' not in done.stderr, done.stderr
    report = json.loads(done.stdout)
    got = verdicts(report)
    assert got[0] == want, report['cases'][0]
    case = report['cases'][0]
    if want == 'AC':
        assert got == ['AC', 'AC'] and done.returncode == 0
    elif want == 'TLE':
        assert 'wall clock' in case['message'] and case['time'] < 0.5
        assert 'flush' in case['message'], case['message']     # the classic mistake, named
    elif want in ('WA', 'PE'):
        assert case['difference']['interactor'], case
    elif want == 'RE':
        assert 'ValueError' in case['message']
    assert not survivors(tmp_path), player
    assert solution.exists()


@pytest.mark.parametrize('bug', ['crash', 'exit code 3', 'hang'])
def test_interactor_failure_is_fail(tmp_path, bug):
    """An interactor that crashes, says FAIL (3) or never ends is FAIL, not the program's."""
    broken = {'crash': INTERACTOR.replace("print(n, flush=True)", "print(n, flush=True)\n    1 / 0"),
              'exit code 3': "import sys\nprint('the input is broken', file=sys.stderr)\nsys.exit(3)\n",
              'hang': "import time\nprint(100, flush=True)\nwhile True:\n    time.sleep(1)\n"}[bug]
    folder, interactor = _game(tmp_path, broken)
    program(tmp_path, BINARY, 'player.py')
    args = ['test', '--cases', 'cases', '--cmd', f'{sys.executable} player.py', '--interactor',
            f'{sys.executable} {interactor}', '--tl', '0.3', '--json', '--case', '1']
    start = time.monotonic()
    done = outside(tmp_path, *args)
    case = json.loads(done.stdout)['cases'][0]
    if bug == 'hang':
        # the program waits for an answer that never comes: TLE, as a judge would say;
        # the interactor is killed with it, soon after (not INTERACTOR_SLACK later: its
        # wall cap of 1.9 s + 10 took 12 s)
        assert case['verdict'] == 'TLE', case
        assert time.monotonic() - start < 10
    else:
        assert case['verdict'] == 'FAIL' and "not the program's" in case['message'], case
        assert ('ZeroDivisionError' if bug == 'crash' else 'the input is broken') in case['message']
    assert not survivors(tmp_path)


CHECKER = """
    import sys
    asked = int(open(sys.argv[2]).read())
    best = int(open(sys.argv[3]).read())
    print(f'{asked} questions, {best} allowed', file=sys.stderr)
    sys.exit(0 if asked <= best else 1)
"""


def test_checker_after_the_interactor(tmp_path):
    """What the interactor writes to its output file goes to the checker: here, at most as
    many questions as the answer file allows."""
    cases(tmp_path, {'1': ('37 100\n', '7\n'), '2': ('37 100\n', '2\n')})
    interactor = program(tmp_path, INTERACTOR, 'interactor.py')
    checker = program(tmp_path, CHECKER, 'checker.py')
    program(tmp_path, BINARY, 'player.py')
    done = outside(tmp_path, 'test', '--cases', 'cases', '--cmd', f'{sys.executable} player.py',
                   '--interactor', f'{sys.executable} {interactor}',
                   '--checker', f'{sys.executable} {checker}', '--json')
    report = json.loads(done.stdout)
    assert verdicts(report) == ['AC', 'WA'], report
    assert '3 questions, 2 allowed' in report['cases'][1]['message']     # 50, 25, 37


def test_interactive_problem_needs_an_interactor(tmp_path):
    folder, _ = _game(tmp_path)
    (folder / 'problem.json').write_text('{"title": "guess", "interactive": true}')
    program(tmp_path, BINARY, 'player.py')
    done = outside(tmp_path, 'test', '--cases', 'cases', '--cmd', f'{sys.executable} player.py')
    assert done.returncode == 2 and '--interactor' in done.stderr
    assert len(done.stderr.splitlines()) == 1


GEN = """
    import random, sys
    random.seed(int(sys.argv[-1]))
    n = random.randint(1, 10)         # the bug (secret = n) in about one round in three
    print(random.randint(1, n), n)
"""


def test_stress_with_an_interactor(tmp_path):
    """generator -> input -> interactor, no brute force: the off-by-one is found and saved."""
    program(tmp_path, GEN, 'gen.py')
    interactor = program(tmp_path, INTERACTOR, 'interactor.py')
    program(tmp_path, BINARY.replace('lo, hi = 1, n', 'lo, hi = 1, n - 1'), 'bug.py')
    done = outside(tmp_path, 'stress', '--gen', f'{sys.executable} gen.py', '--interactor',
                   f'{sys.executable} {interactor}', '--cmd', f'{sys.executable} bug.py', '-n', '200',
                   '--save', 'found', timeout=110)
    assert done.returncode == 1, done.stdout + done.stderr
    saved = sorted(p.name for p in (tmp_path / 'found').iterdir() if p.suffix == '.in')
    secret, n = map(int, (tmp_path / 'found' / saved[0]).read_text().split())
    assert secret == n, (secret, n)        # the one number the bug cannot reach
    good = outside(tmp_path, 'stress', '--gen', f'{sys.executable} gen.py', '--interactor',
                   f'{sys.executable} {interactor}', '--solution', str(program(tmp_path, BINARY, 'good.py')),
                   '-n', '5', timeout=110)
    assert good.returncode == 0 and 'AC 5 of 5' in good.stdout, good.stdout + good.stderr
    assert not survivors(tmp_path)
