"""The judge's command line: usage errors, --json, list, natural order, -j, colour, checkers."""
import json
import os
import pty
import shlex
import subprocess
import sys

import pytest

from judge_io.problems import PROBLEMS
from tests.judge_util import PROBLEM, cases, judge, judge_json, program, verdicts
from tests.util import ROOT

pytestmark = pytest.mark.timeout(60)

ECHO = 'import sys\nsys.stdout.write(sys.stdin.read())\n'


@pytest.fixture
def good(tmp_path):
    """(solution, case folder) that is AC."""
    return program(tmp_path, ECHO), cases(tmp_path, {'1': ('a\n', 'a\n'), '2': ('b\n', 'b\n')})


def _usage_error(*args):
    done = judge(*args)
    assert done.returncode == 2, (args, done.returncode, done.stdout, done.stderr)
    assert done.stdout == ''
    assert 'Traceback' not in done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith('judge_io: error: '), done.stderr
    return lines[0]


def test_usage_errors(tmp_path, good):
    solution, folder = good
    (tmp_path / 'empty').mkdir()
    orphan = cases(tmp_path, {'1': ('x\n', 'x\n'), '7': (None, 'y\n')}, 'orphan')
    base = ('test', PROBLEM, '--solution', solution, '--cases', folder)
    assert 'unknown problem' in _usage_error('test', 'nosuch', '--solution', solution, '--cases', folder)
    assert 'no solution file' in _usage_error('test', PROBLEM, '--solution', tmp_path / 'none.py',
                                              '--cases', folder)
    assert 'no case folder' in _usage_error('test', PROBLEM, '--solution', solution,
                                            '--cases', tmp_path / 'nowhere')
    assert 'no cases in' in _usage_error('test', PROBLEM, '--solution', solution,
                                         '--cases', tmp_path / 'empty')
    assert '7.out has no 7.in' in _usage_error('test', PROBLEM, '--solution', solution,
                                               '--cases', orphan)
    assert 'interpreter not found' in _usage_error(*base, '--python', 'no-such-python3')
    assert 'not a working Python' in _usage_error(*base, '--python', 'false')
    assert 'not found' in _usage_error(*base, '--checker', 'no-such-checker --strict')
    for bad in (('--tl', '0'), ('--tl', 'fast'), ('--ml', '-5'), ('-j', '0'), ('--frob',)):
        _usage_error(*base, *bad)
    _usage_error()
    _usage_error('judge')
    _usage_error('test')


def test_json_shape(good):
    solution, folder = good
    done = judge('test', PROBLEM, '--solution', solution, '--cases', folder, '--json')
    assert done.returncode == 0
    report = json.loads(done.stdout)          # one object, nothing else on stdout
    assert report['problem'] == PROBLEM
    assert report['time_limit'] == PROBLEMS[PROBLEM].time_limit
    assert report['memory_limit'] == PROBLEMS[PROBLEM].memory_limit
    for case in report['cases']:
        assert {'name', 'verdict', 'time', 'memory'} <= set(case)
        assert isinstance(case['time'], float) and isinstance(case['memory'], int)
        assert 0 < case['time'] < 5 and 1000 < case['memory'] < 500_000   # seconds, KB
    assert report['summary'] == {**report['summary'], 'verdict': 'AC', 'ac': 2, 'total': 2}


def test_default_interpreter_is_python3(good):
    """No --python: `python3` on PATH, resolved to the interpreter itself."""
    solution, folder = good
    done = subprocess.run([sys.executable, '-m', 'judge_io', 'test', PROBLEM, '--solution',
                           str(solution), '--cases', str(folder), '--json'],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    report = json.loads(done.stdout)
    assert verdicts(report) == ['AC', 'AC'] and done.returncode == 0
    assert os.path.isfile(report['python'][0])


def test_list():
    done = judge('list')
    assert done.returncode == 0
    for p in PROBLEMS.values():
        line = next(l for l in done.stdout.splitlines() if l.split()[:1] == [p.id])
        assert f'{p.time_limit:g} s' in line and f'{p.memory_limit} MB' in line


def test_natural_order_and_parallel_runs(tmp_path):
    names = ['10', '2', '1', 'b', 'a10', 'a9', 'A1', '02x']
    folder = cases(tmp_path, {n: (f'{n}\n', f'{n}\n') for n in names})
    solution = program(tmp_path, ECHO)
    want = ['1', '2', '02x', '10', 'A1', 'a9', 'a10', 'b']
    for jobs in ('1', '3'):
        status, report, _ = judge_json(solution, folder, '-j', jobs)
        assert [c['name'] for c in report['cases']] == want
        assert status == 0 and verdicts(report) == ['AC'] * len(want)
    text = judge('test', PROBLEM, '--solution', solution, '--cases', folder, '-j', '2').stdout
    assert [l.split()[0] for l in text.splitlines()[1:-1]] == want


def test_input_without_answer_is_run_not_judged(tmp_path, good):
    """NAME.in alone: run, its output shown, no verdict (RAN), not a failure; a limit
    broken on it still is."""
    solution, folder = good
    (folder / '3.in').write_text('c\n')
    status, report, stderr = judge_json(solution, folder)
    assert [c['name'] for c in report['cases']] == ['1', '2', '3'] and status == 0
    assert verdicts(report) == ['AC', 'AC', 'RAN']
    assert report['summary']['ran'] == 1 and report['summary']['verdict'] == 'AC'
    ran = report['cases'][2]
    assert ran['answer'] is None and open(ran['output']).read() == 'c\n'
    text = judge('test', PROBLEM, '--solution', solution, '--cases', folder).stdout
    assert 'RAN' in text and '"c"' in text and 'without answer' in text
    crash = program(tmp_path, 'raise SystemExit(3)\n', 'crash.py')
    status, report, _ = judge_json(crash, cases(tmp_path, {'1': ('x\n', None)}, 'noanswer'))
    assert (status, verdicts(report)) == (1, ['RE'])


def _on_a_terminal(args, env):
    """Run the judge with stdout on a pseudo-terminal; what it printed."""
    master, slave = pty.openpty()
    try:
        proc = subprocess.Popen([sys.executable, '-m', 'judge_io', *map(str, args)], cwd=ROOT,
                                stdout=slave, stderr=subprocess.DEVNULL, env=env)
        os.close(slave)
        chunks = []
        while True:
            try:
                chunk = os.read(master, 4096)
            except OSError:         # EIO: the other side is closed
                break
            if not chunk:
                break
            chunks.append(chunk)
        proc.wait(timeout=30)
    finally:
        os.close(master)
    return b''.join(chunks).decode(errors='replace')


def test_colour_only_on_a_terminal_without_no_color(good):
    solution, folder = good
    args = ('test', PROBLEM, '--solution', solution, '--cases', folder, '--python', sys.executable)
    env = {k: v for k, v in os.environ.items() if k != 'NO_COLOR'}
    env['TERM'] = 'xterm'
    assert '\033[1;32mAC' in _on_a_terminal(args, env)
    plain = _on_a_terminal(args, {**env, 'NO_COLOR': '1'})
    assert 'AC' in plain and '\033[' not in plain
    assert '\033[' not in judge(*args).stdout


CHECKER = '''
import sys
given, output, answer = (open(p).read() for p in sys.argv[1:])
word = output.strip()
if word == 'crash':
    raise RuntimeError('checker bug')
print('checker says', word, file=sys.stderr)
sys.exit({'ok': 0, 'wrong': 1, 'format': 2, 'fail': 3}.get(word, 1))
'''


def test_external_checker(tmp_path):
    checker = program(tmp_path, CHECKER, 'my checker.py')      # a space in the path
    solution = program(tmp_path, ECHO)
    words = ['ok', 'wrong', 'format', 'fail', 'crash']
    folder = cases(tmp_path, {str(i): (w + '\n', 'anything\n') for i, w in enumerate(words, 1)})
    command = f'{shlex.quote(sys.executable)} {shlex.quote(str(checker))}'
    status, report, _ = judge_json(solution, folder, '--checker', command)
    assert status == 1
    assert verdicts(report) == ['AC', 'WA', 'PE', 'FAIL', 'FAIL']
    messages = [c['message'] for c in report['cases']]
    assert 'checker says wrong' in messages[1]
    assert all('checker failure, not the program' in m for m in messages[3:])
    assert 'checker bug' in messages[4]
    folder = cases(tmp_path, {'1': ('ok\n', 'x\n')}, 'one')
    status, report, _ = judge_json(solution, folder, '--checker', command)
    assert (status, verdicts(report)) == (0, ['AC'])


def test_external_checker_not_consulted_on_a_crash(tmp_path):
    checker = program(tmp_path, 'import sys\nsys.exit(0)\n', 'accepts_all.py')
    solution = program(tmp_path, 'raise SystemExit(4)\n')
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '\n')}),
                                   '--checker', f'{sys.executable} {checker}')
    assert (status, verdicts(report)) == (1, ['RE'])


def test_python_shim_is_resolved_and_arguments_kept(tmp_path, good):
    """A version manager's shim (a script) is replaced by the interpreter it starts."""
    solution, folder = good
    shim = tmp_path / 'python-shim'
    shim.write_text(f'#!/bin/sh\nexec {shlex.quote(sys.executable)} "$@"\n')
    shim.chmod(0o755)
    status, report, _ = judge_json(solution, folder, '--python', f'{shim} -S')
    assert status == 0
    assert report['python'] == [sys.executable, '-S']


CHINESE = '''
import sys
said = sys.stdin.buffer.read().decode('utf-8').strip()
reply = '你好，世界' if said == '你好' else '答案是错的：' + said
sys.stdout.buffer.write((reply + '\\n').encode('utf-8'))
'''


@pytest.mark.parametrize('locale', ['C.UTF-8', 'C'])
def test_chinese_paths_file_names_and_output(tmp_path, locale):
    """Messages stay English, but a case folder, case names and a solution file named in
    Chinese (with a space), and a WA whose output is Chinese, are shown as they are: in
    the JSON report and in the text report, under a UTF-8 locale and under plain C."""
    folder = cases(tmp_path, {'第一组': ('你好\n', '你好，世界\n'),
                              '中文输出': ('再见\n', '再见，世界\n')}, '样例 目录')
    solution = program(tmp_path, CHINESE, '解答.py')
    env = {**os.environ, 'LC_ALL': locale, 'LANG': locale}
    done = judge('test', PROBLEM, '--solution', solution, '--cases', folder, '--json', env=env)
    assert 'Traceback' not in done.stderr, done.stderr
    report = json.loads(done.stdout)
    assert done.returncode == 1
    assert report['cases_dir'] == str(folder) and report['solution'] == str(solution)
    by_name = {c['name']: c for c in report['cases']}
    assert set(by_name) == {'第一组', '中文输出'}
    assert by_name['第一组']['verdict'] == 'AC'
    wrong = by_name['中文输出']
    assert wrong['verdict'] == 'WA'
    assert wrong['difference'] == {'line': 1, 'expected': '再见，世界', 'got': '答案是错的：再见'}
    assert wrong['input'] == str(folder / '中文输出.in')
    with open(wrong['output'], encoding='utf-8') as f:
        assert f.read() == '答案是错的：再见\n'
    text = judge('test', PROBLEM, '--solution', solution, '--cases', folder, env=env).stdout
    assert str(solution) in text and '中文输出.got' in text
    assert '第一组' in text and 'expected "再见，世界", got "答案是错的：再见"' in text
    assert '\\u' not in text and '\\x' not in text
