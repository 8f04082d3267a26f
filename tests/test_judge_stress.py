"""stress (对拍): the planted bug found and saved, all rounds passing, a broken generator or brute force blamed on itself, progress on a terminal, every program in the sandbox."""
import os
import subprocess
import sys
import tempfile
import textwrap

import pytest

from tests.judge_util import outside, program
from tests.util import ROOT

pytestmark = pytest.mark.timeout(120)


GEN = """
    import random, sys
    random.seed(int(sys.argv[-1]))
    print(random.randint(1, 100), random.randint(1, 100))
"""


BRUTE = """
    a, b = map(int, input().split())
    print(sum([1] * a) + sum([1] * b))
"""


PLANTED = """
    a, b = map(int, input().split())
    print(a + b if a < 80 else a - b)
"""


def _stress(tmp_path, *args):
    gen = program(tmp_path, GEN, 'gen.py')
    brute = program(tmp_path, BRUTE, 'brute.py')
    return outside(tmp_path, 'stress', '--gen', f'{sys.executable} {gen.name}',
                   '--brute', f'{sys.executable} {brute.name}', *args, timeout=110)


def test_stress_finds_the_planted_bug_and_saves_the_case(tmp_path):
    program(tmp_path, PLANTED, 'sol.py')
    done = _stress(tmp_path, '--cmd', f'{sys.executable} sol.py', '-n', '200', '--save', 'found')
    assert done.returncode == 1, done.stdout + done.stderr
    saved = sorted(p.name for p in (tmp_path / 'found').iterdir())
    assert len(saved) == 3 and saved[0].startswith('stress-') and saved[1].endswith('.in')
    seed = saved[0].split('-')[1].split('.')[0]
    a, b = map(int, (tmp_path / 'found' / f'stress-{seed}.in').read_text().split())
    assert a >= 80 and int((tmp_path / 'found' / f'stress-{seed}.out').read_text()) == a + b
    assert 'WA' in done.stdout and f'seed {seed}' in done.stdout and 'input (1 line)' in done.stdout
    again = outside(tmp_path, 'test', '--cases', 'found', '--cmd', f'{sys.executable} sol.py')
    assert again.returncode == 1 and 'AC 0 of 1 (WA 1)' in again.stdout


def test_stress_passes(tmp_path):
    good = program(tmp_path, 'a, b = map(int, input().split())\nprint(a + b)\n', 'good.py')
    done = _stress(tmp_path, '--solution', good, '-n', '3', '--seed', '10')
    assert done.returncode == 0, done.stdout + done.stderr
    assert 'AC 3 of 3 rounds' in done.stdout and 'seeds 10..12' in done.stdout
    assert not list(tmp_path.glob('stress-*'))
    assert '\r' not in done.stderr             # no progress line when not on a terminal


@pytest.mark.parametrize('broken', ['gen', 'brute'])
def test_stress_blames_a_broken_generator_or_brute_force(tmp_path, broken):
    program(tmp_path, 'print(1)\n', 'sol.py')
    bad = program(tmp_path, 'import sys\nprint("bad tool", file=sys.stderr)\nsys.exit(4)\n', 'bad.py')
    tools = {'gen': f'{sys.executable} {program(tmp_path, GEN, "gen.py").name}',
             'brute': f'{sys.executable} {program(tmp_path, BRUTE, "brute.py").name}'}
    tools[broken] = f'{sys.executable} {bad.name}'
    done = outside(tmp_path, 'stress', '--gen', tools['gen'], '--brute', tools['brute'],
                   '--cmd', f'{sys.executable} sol.py', '-n', '3')
    assert done.returncode == 2
    what = 'generator' if broken == 'gen' else 'brute force'
    assert f'the {what} failed on seed 1: exit code 4' in done.stderr
    assert 'bad tool' in done.stderr and "not the solution's fault" in done.stderr
    assert 'WA' not in done.stdout
    if broken == 'gen':         # nothing to keep, and nothing claimed
        assert 'no input was written' in done.stderr and not list(tmp_path.glob('stress-*'))
    else:                       # the input the brute force failed on is kept where it says
        assert 'its input is saved in stress-1.in' in done.stderr
        assert [p.name for p in tmp_path.glob('stress-*')] == ['stress-1.in']
        a, b = map(int, (tmp_path / 'stress-1.in').read_text().split())


def test_stress_never_overwrites_a_saved_case(tmp_path):
    """The same failing seed found twice in one folder: the second case gets a name of its
    own, the first is left as it was."""
    program(tmp_path, PLANTED, 'sol.py')
    first = _stress(tmp_path, '--cmd', f'{sys.executable} sol.py', '-n', '200', '--save', 'found')
    assert first.returncode == 1
    before = {p.name: p.read_bytes() for p in (tmp_path / 'found').iterdir()}
    (tmp_path / 'found' / next(iter(before))).write_bytes(b'mine\n')       # the user's edit
    before[next(iter(before))] = b'mine\n'
    again = _stress(tmp_path, '--cmd', f'{sys.executable} sol.py', '-n', '200', '--save', 'found')
    assert again.returncode == 1
    after = {p.name: p.read_bytes() for p in (tmp_path / 'found').iterdir()}
    assert {k: after[k] for k in before} == before
    new = sorted(set(after) - set(before))
    assert len(new) == 3 and all('-2.' in n for n in new), new
    assert f'--case {new[0].rsplit(".", 1)[0]}' in again.stdout


def test_stress_progress_on_a_terminal(tmp_path):
    """Progress goes to stderr, and only when stderr is a terminal."""
    import pty
    good = program(tmp_path, 'a, b = map(int, input().split())\nprint(a + b)\n', 'good.py')
    gen = program(tmp_path, GEN, 'gen.py')
    brute = program(tmp_path, BRUTE, 'brute.py')
    master, slave = pty.openpty()
    try:
        proc = subprocess.Popen([sys.executable, '-m', 'judge_io', 'stress',
                                 '--gen', f'{sys.executable} {gen}', '--brute', f'{sys.executable} {brute}',
                                 '--solution', str(good), '-n', '2'],
                                cwd=tmp_path, env={**os.environ, 'PYTHONPATH': str(ROOT)},
                                stdout=subprocess.PIPE, stderr=slave)
        os.close(slave)
        chunks = []
        while True:
            try:
                chunk = os.read(master, 4096)
            except OSError:
                break
            if not chunk:
                break
            chunks.append(chunk)
        out = proc.communicate(timeout=60)[0].decode()
    finally:
        os.close(master)
    progress = b''.join(chunks).decode(errors='replace')
    assert '\rround 1/2' in progress and 'round 2/2' in progress
    assert proc.returncode == 0 and 'AC 2 of 2' in out and 'round 1' not in out


ESCAPE = """
    import os, sys
    def escape(who, mark, home):
        bad = []
        try:                # in the sandbox: its own working folder, gone at the end
            open('escaped-' + who, 'w').close()
        except OSError:
            pass
        try:
            open(os.path.join(home, 'escaped-' + who), 'w').close()
            bad.append('wrote')
        except OSError:
            pass
        if os.path.exists(mark):
            bad.append('saw ' + mark)
        given = os.readlink('/proc/self/fd/0')
        # the round's input where the judge keeps it (its scratch folder); /.input is the
        # sandbox's own read-only bind of its stdin (where the root is built inside: nobody)
        if given.startswith('/') and not given.startswith(('/dev/', '/.input')) and os.path.isfile(given):
            bad.append('saw ' + given)
        if bad:
            print(who, *bad, file=sys.stderr)
            sys.exit(5)
"""


@pytest.mark.parametrize('sandboxed', [True, False])
def test_stress_runs_generator_brute_force_and_solution_in_the_sandbox(tmp_path, sandboxed):
    """Issue 26: GEN, BRUTE and SOL each try to write a file in the current folder (by its
    name and by its path), to see a file of the real /tmp and the round's input where the
    judge keeps it; in the sandbox none can (all rounds AC, nothing written), with
    --no-sandbox the generator can (and the test fails)."""
    fd, mark = tempfile.mkstemp(prefix='judge-io-mark-', dir='/tmp')
    os.close(fd)
    try:
        home = tmp_path / 'home'    # a folder of the user's (the working folder is the
        home.mkdir()                # program's own in the sandbox: written, then gone)

        def hostile(who, body):     # each program its own file: the sandbox shows only it
            return (textwrap.dedent(ESCAPE) + f'escape({who!r}, {mark!r}, {str(home)!r})\n'
                    + textwrap.dedent(body))
        gen = program(tmp_path, hostile('gen', GEN), 'gen.py')
        brute = program(tmp_path, hostile('brute', BRUTE), 'brute.py')
        program(tmp_path, hostile('sol', 'a, b = map(int, input().split())\nprint(a + b)\n'),
                'sol.py')
        args = ['stress', '--gen', f'{sys.executable} {gen.name}', '--brute',
                f'{sys.executable} {brute.name}', '--cmd', f'{sys.executable} sol.py', '-n', '2']
        done = outside(tmp_path, *args, *([] if sandboxed else ['--no-sandbox']))
    finally:
        os.unlink(mark)
    escaped = sorted(p.name for p in tmp_path.glob('escaped-*'))
    if sandboxed:
        assert done.returncode == 0, done.stdout + done.stderr
        assert escaped == [] and 'AC 2 of 2 rounds' in done.stdout
        assert list(home.iterdir()) == []
    else:
        assert done.returncode == 2 and escaped == ['escaped-gen']
        assert 'the generator failed on seed 1: exit code 5' in done.stderr
        assert 'gen wrote saw /tmp/judge-io-mark-' in done.stderr
