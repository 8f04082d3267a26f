"""The command line: usage errors, --json, list, --cmd from anywhere, colour, the interpreter, option values."""
import json
import os
import pty
import shlex
import shutil
import subprocess
import sys

import pytest

from kit.catalogue import PROBLEMS
from tests.judge_util import cases, judge, judge_json, outside, PROBLEM, program, verdicts
from tests.util import ROOT

pytestmark = pytest.mark.timeout(60)


GXX = shutil.which('g++')


ADD_CPP = '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);}\n'


def _usage_error(*args):
    done = judge(*args)
    assert done.returncode == 2, (args, done.returncode, done.stdout, done.stderr)
    assert done.stdout == ''
    assert 'Traceback' not in done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith('judge_io: error: '), done.stderr
    return lines[0]


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
    assert done.returncode == 0 and 'AC 2 of 2' in done.stdout, done.stdout + done.stderr


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
    assert report['memory_limit'] * 1024 == PROBLEMS[PROBLEM].memory_kb
    assert report['problem_file'] == str(PROBLEMS[PROBLEM].file)
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
        line = next(l for l in done.stdout.splitlines() if l.split(',')[0].split()[:1] == [p.id])
        assert f'{p.time_limit:g} s' in line and f'{p.memory_kb // 1024} MB' in line


def test_colour_only_on_a_terminal_without_no_color(good):
    solution, folder = good
    args = ('test', PROBLEM, '--solution', solution, '--cases', folder, '--python', sys.executable)
    env = {k: v for k, v in os.environ.items() if k != 'NO_COLOR'}
    env['TERM'] = 'xterm'
    assert '\033[1;32mAC' in _on_a_terminal(args, env)
    plain = _on_a_terminal(args, {**env, 'NO_COLOR': '1'})
    assert 'AC' in plain and '\033[' not in plain
    assert '\033[' not in judge(*args).stdout


def test_python_shim_is_resolved_and_arguments_kept(tmp_path, good):
    """A version manager's shim (a script) is replaced by the interpreter it starts."""
    solution, folder = good
    shim = tmp_path / 'python-shim'
    shim.write_text(f'#!/bin/sh\nexec {shlex.quote(sys.executable)} "$@"\n')
    shim.chmod(0o755)
    status, report, _ = judge_json(solution, folder, '--python', f'{shim} -S')
    assert status == 0
    assert report['python'] == [sys.executable, '-S']


@pytest.mark.parametrize('value', ['inf', 'nan', '-inf', 'Infinity'])
def test_infinite_limits_rejected(tmp_path, value):
    solution = program(tmp_path, 'print(1)\n')
    folder = cases(tmp_path, {'1': ('\n', '1\n')})
    for option in ('--tl', '--ml'):
        done = judge('test', 'p1219', '--solution', solution, '--cases', folder, option, value)
        assert done.returncode == 2 and done.stdout == ''
        assert len(done.stderr.splitlines()) == 1 and 'Traceback' not in done.stderr


def test_stderr_tail_in_json(tmp_path):
    solution = program(tmp_path, 'import sys\nprint("oops", file=sys.stderr)\nraise SystemExit(2)\n')
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '\n')}))
    assert verdicts(report) == ['RE'] and 'oops' in report['cases'][0]['stderr']


def test_readme_verdict_table_is_the_judges():
    """The manual's table of verdicts (docs/judge.md) is rendered from judge_io.verdicts, as
    --help is."""
    from judge_io.verdicts import VERDICTS, table_markdown
    manual = (ROOT / 'docs' / 'judge.md').read_text(encoding='utf-8')
    assert table_markdown() in manual
    help_text = judge('test', '--help').stdout
    for v in VERDICTS:
        assert f'  {v.code:<5} ' in help_text


def test_version():
    import re
    done = judge('--version')
    version = re.search(r'^version = "(.*)"', (ROOT / 'pyproject.toml').read_text(), re.M).group(1)
    assert (done.returncode, done.stdout.strip()) == (0, f'judge-io {version}')


@pytest.mark.parametrize('platform', ['win32', 'darwin'])
def test_a_system_without_linux_gets_one_line(platform):
    """judge_io/__init__.py says the judge needs Linux before it imports anything that only
    Linux has (fcntl, /proc, prctl); an old Python reads the check too (it comes first)."""
    import glob
    probe = (f'import sys; sys.platform = {platform!r}; sys.argv = ["judge-io", "list"]; '
             'import runpy; runpy.run_module("judge_io", run_name="__main__", alter_sys=True)')
    pythons = [sys.executable] + sorted(glob.glob(os.path.expanduser('~/.pyenv/versions/3.6.*/bin/python3')))[:1]
    for python in pythons:
        done = subprocess.run([python, '-c', probe], cwd=ROOT, capture_output=True, text=True,
                              timeout=60)
        assert done.returncode == 2 and done.stdout == '', (python, done.stderr)
        lines = done.stderr.splitlines()
        assert len(lines) == 1 and 'needs Linux (on Windows: WSL)' in lines[0], (python, done.stderr)
        assert platform in lines[0]


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
    assert wrong['difference'] == {'line': 1, 'expected': '再见，世界', 'got': '答案是错的：再见',
                                   'luogu': 'On line 1 column 1, read (ASCII -25), expected (ASCII -27).'}
    assert wrong['input'] == str(folder / '中文输出.in')
    with open(wrong['output'], encoding='utf-8') as f:
        assert f.read() == '答案是错的：再见\n'
    text = judge('test', PROBLEM, '--solution', solution, '--cases', folder, env=env).stdout
    assert str(solution) in text and '中文输出.got' in text
    assert '第一组' in text and 'expected "再见，世界", got "答案是错的：再见"' in text
    assert '\\u' not in text and '\\x' not in text
