"""Any program on any cases, from anywhere: --cmd, no problem id, --case, --compare,
the failure report (input, difference, checker message, output), and stress."""
import json
import os
import shutil
import subprocess
import sys

import pytest

from tests.judge_util import cases, judge, judge_json, program, verdicts
from tests.util import ROOT

pytestmark = pytest.mark.timeout(120)

GXX = shutil.which('g++')
ADD_CPP = '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);}\n'


def outside(cwd, *args, timeout=60):
    """`python -m judge_io ARGS` run from cwd, outside the kit (the kit on PYTHONPATH only)."""
    env = {**os.environ, 'PYTHONPATH': str(ROOT)}
    return subprocess.run([sys.executable, '-m', 'judge_io', *map(str, args)], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=timeout)


@pytest.mark.skipif(not GXX, reason='g++ not installed')
def test_cpp_binary_from_another_folder(tmp_path):
    (tmp_path / 'a.cpp').write_text(ADD_CPP)
    subprocess.run([GXX, '-O2', '-o', str(tmp_path / 'a.out'), str(tmp_path / 'a.cpp')], check=True)
    cases(tmp_path, {'1': ('1 2\n', '3\n'), '2': ('-7 7\n', '0\n'), '3': ('40 2\n', '41\n')}, 'data')
    done = outside(tmp_path, 'test', '--cases', 'data', '--cmd', './a.out', '--json')
    report = json.loads(done.stdout)
    assert done.returncode == 1 and verdicts(report) == ['AC', 'AC', 'WA']
    assert report['time_limit'] == 1.0 and report['memory_limit'] == 256.0
    assert report['command'] == [str(tmp_path / 'a.out')]
    assert all(c['memory'] < 20 * 1024 for c in report['cases'])
    done = outside(tmp_path, 'test', '--cases', 'data', '--cmd', './a.out', '--case', '[12]')
    assert done.returncode == 0 and 'AC 2/2' in done.stdout, done.stdout + done.stderr


def test_cmd_with_arguments_and_no_id(tmp_path):
    program(tmp_path, 'import sys\nprint(int(sys.argv[1]) * int(input()))\n', 'mul.py')
    folder = cases(tmp_path, {'1': ('2\n', '6\n'), '2': ('5\n', '15\n')})
    done = outside(tmp_path, 'test', '--cases', folder, '--cmd', f'{sys.executable} mul.py 3', '--json')
    report = json.loads(done.stdout)
    assert (done.returncode, verdicts(report)) == (0, ['AC', 'AC'])
    assert report['problem'] is None and report['python'] is None


def test_usage_errors_without_id(tmp_path):
    folder = cases(tmp_path, {'1': ('\n', '\n')})
    solution = program(tmp_path, 'print()\n')
    for args, words in ((('test',), 'problem id or --cases'),
                        (('test', '--cases', folder), 'no program to judge'),
                        (('test', '--cases', folder, '--cmd', 'true', '--solution', solution), 'not both'),
                        (('test', '--cases', folder, '--cmd', './nothing-here'), 'not found'),
                        (('test', '--cases', folder, '--cmd', 'true', '--compare', 'fuzzy'), 'unknown comparison'),
                        (('test', '--cases', folder, '--cmd', 'true', '--compare', 'float:x'), 'float'),
                        (('test', '--cases', folder, '--cmd', 'true', '--case', 'zz*'), 'matches'),
                        (('test', '--cases', folder, '--cmd', 'true', '--checker', 'true',
                          '--compare', 'exact'), 'not both')):
        done = outside(tmp_path, *args)
        assert done.returncode == 2 and done.stdout == '', (args, done.stderr)
        lines = done.stderr.splitlines()
        assert len(lines) == 1 and words in lines[0], (args, done.stderr)


@pytest.mark.parametrize('mode, output, answer, verdict', [
    ('exact', b'1 2\n', b'1 2\n', 'AC'),
    ('exact', b'1 2 \n', b'1 2\n', 'WA'),
    ('luogu', b'1 2 \n', b'1 2\n', 'AC'),
    ('tokens', b'1\n2  3', b'1 2 3\n', 'AC'),
    ('tokens', b'1 2 4', b'1 2 3\n', 'WA'),
    ('float:1e-6', b'0.3333333 2\n', b'0.333333333 2\n', 'AC'),
    ('float:1e-6', b'1000000.5\n', b'1000000.0\n', 'AC'),         # relative
    ('float:1e-6', b'0.334\n', b'0.333333\n', 'WA'),
    ('float:1e-6', b'nan\n', b'1\n', 'WA'),
    ('float:1e-6', b'1 2\n', b'1\n', 'WA'),
], ids=lambda v: v.decode() if isinstance(v, bytes) else str(v))
def test_compare_modes(tmp_path, mode, output, answer, verdict):
    solution = program(tmp_path, f'import sys\nsys.stdout.buffer.write({output!r})\n')
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', answer)}), '--compare', mode)
    assert verdicts(report) == [verdict], report['cases'][0]['message']
    assert report['compare'].split(':')[0] == mode.split(':')[0]


def test_wa_report_shows_input_and_the_difference(tmp_path):
    solution = program(tmp_path, """
        import sys
        n = int(sys.stdin.readline())
        for i in range(1, n + 1):
            print(i * i if i != 40 else 0)
    """)
    folder = cases(tmp_path, {'1': ('60\nsecond input line\n', ''.join(f'{i * i}\n' for i in range(1, 61)))})
    done = judge('test', 'p1219', '--solution', solution, '--cases', folder)
    out = done.stdout
    assert 'line 40: expected "1600", got "0"' in out
    assert 'input (2 lines)' in out and '"second input line"' in out
    assert 'around it' in out and '1521' in out and '1681' in out     # lines 39 and 41
    assert 'output saved in' in out
    status, report, _ = judge_json(solution, folder)
    case = report['cases'][0]
    assert case['difference'] == {'line': 40, 'expected': '1600', 'got': '0'}
    assert case['input'].endswith('1.in') and case['answer'].endswith('1.out')
    with open(case['output']) as f:
        assert f.read().splitlines()[39] == '0'


def test_checker_wa_shows_its_message_and_the_output(tmp_path):
    checker = program(tmp_path, """
        import sys
        out = open(sys.argv[2]).read().split()
        print('wanted an even number, got', out[0] if out else 'nothing', file=sys.stderr)
        sys.exit(0 if out and int(out[0]) % 2 == 0 else 1)
    """, 'even.py')
    solution = program(tmp_path, 'print(7)\nprint("more")\n')
    folder = cases(tmp_path, {'1': ('the input\n', 'x\n')})
    done = judge('test', 'p1219', '--solution', solution, '--cases', folder,
                 '--checker', f'{sys.executable} {checker}')
    out = done.stdout
    assert 'wanted an even number, got 7' in out
    assert '"the input"' in out and '"more"' in out
    status, report, _ = judge_json(solution, folder, '--checker', f'{sys.executable} {checker}')
    assert report['cases'][0]['difference'] == {'checker': report['cases'][0]['message']}


def test_stderr_tail_in_json(tmp_path):
    solution = program(tmp_path, 'import sys\nprint("oops", file=sys.stderr)\nraise SystemExit(2)\n')
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '\n')}))
    assert verdicts(report) == ['RE'] and 'oops' in report['cases'][0]['stderr']


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
    assert again.returncode == 1 and 'WA 0/1' in again.stdout


def test_stress_passes(tmp_path):
    good = program(tmp_path, 'a, b = map(int, input().split())\nprint(a + b)\n', 'good.py')
    done = _stress(tmp_path, '--solution', good, '-n', '3', '--seed', '10')
    assert done.returncode == 0, done.stdout + done.stderr
    assert 'AC 3/3' in done.stdout and 'seeds 10..12' in done.stdout
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
    assert 'WA' not in done.stdout and not list(tmp_path.glob('stress-*'))


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
    assert proc.returncode == 0 and 'AC 2/2' in out and 'round 1' not in out
