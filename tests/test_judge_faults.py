"""Every verdict of the local judge, shown right on tiny programs of the tests' own."""
import json
import shutil
import subprocess
import sys
import time

import pytest

from tests.judge_util import alive, cases, judge, judge_json, program, verdicts
from tests.util import ROOT

pytestmark = pytest.mark.timeout(60)

PYPY = shutil.which('pypy3')
ADD = """
    import sys
    a, b = map(int, sys.stdin.read().split())
    print(a + b)
"""
SUMS = {'1': ('1 2\n', '3\n'), '2': ('20 22\n', '42\n'), '10': ('-5 5\n', '0\n')}


def _case(tmp_path, output_code, answer, given='\n'):
    """A program that writes what output_code writes, on one case whose answer is `answer`."""
    return (program(tmp_path, 'import sys\nw = sys.stdout.buffer.write\n' + output_code),
            cases(tmp_path, {'1': (given, answer)}))


@pytest.mark.parametrize('python', [sys.executable] + ([PYPY] if PYPY else []),
                         ids=lambda p: 'pypy3' if 'pypy' in p else 'cpython')
def test_ac(tmp_path, python):
    status, report, _ = judge_json(program(tmp_path, ADD), cases(tmp_path, SUMS), '--python', python)
    assert status == 0
    assert verdicts(report) == ['AC'] * 3
    assert [c['name'] for c in report['cases']] == ['1', '2', '10']
    assert report['summary']['verdict'] == 'AC' and report['summary']['ac'] == 3
    assert all(0 < c['time'] < 1 and c['memory'] > 1000 for c in report['cases'])


# Luogu's rule: whitespace at line ends (spaces, tabs, the \r of CRLF) and empty lines at
# the end of the file do not count, on either side.
@pytest.mark.parametrize('output, answer', [
    (b'1 2\n3\n', b'1 2\n3\n'),
    (b'1 2   \n3\t \n', b'1 2\n3\n'),          # trailing spaces and tabs
    (b'1 2\n3', b'1 2\n3\n'),                  # no final newline
    (b'1 2\r\n3\r\n', b'1 2\n3\n'),            # CRLF
    (b'1 2\n3\n\n\n  \n', b'1 2\n3\n'),        # empty (and blank) lines at the end
    (b'1 2\n3\n', b'1 2 \r\n3\r\n\r\n'),       # the answer file's own trailing whitespace
    (b'', b'\n\n'),                            # nothing at all
], ids=['same', 'trailing-spaces', 'no-final-newline', 'crlf', 'empty-lines-at-end',
        'answer-trailing', 'empty'])
def test_ac_ignores_line_end_whitespace(tmp_path, output, answer):
    status, report, _ = judge_json(*_case(tmp_path, f'w({output!r})', answer))
    assert (status, verdicts(report)) == (0, ['AC'])


@pytest.mark.parametrize('output, answer', [
    (b'1 2\n4\n', b'1 2\n3\n'),                # wrong number
    (b'1 2\n', b'1 2\n3\n'),                   # missing line
    (b'1 2\n3\n4\n', b'1 2\n3\n'),             # extra line
    (b' 1 2\n3\n', b'1 2\n3\n'),               # leading space
    (b'1  2\n3\n', b'1 2\n3\n'),               # space inside a line
    (b'1 2\n\n3\n', b'1 2\n3\n'),              # empty line before the end
    (b'1 2 3\n', b'1 2\n3\n'),                 # a line break is not a space
], ids=['wrong-number', 'missing-line', 'extra-line', 'leading-space', 'inner-space',
        'inner-empty-line', 'joined-lines'])
def test_wa(tmp_path, output, answer):
    status, report, _ = judge_json(*_case(tmp_path, f'w({output!r})', answer))
    assert (status, verdicts(report)) == (1, ['WA'])
    assert report['cases'][0]['message'].startswith('line ')


def test_wa_explanation(tmp_path):
    solution, folder = _case(tmp_path, "w(b'1\\n2  \\n7\\n4')", '1\n2\n3\n4\n')
    done = judge('test', 'p1219', '--solution', solution, '--cases', folder)
    assert done.returncode == 1
    out = done.stdout
    assert 'WA' in out and 'line 3' in out and 'column 1' in out
    assert 'expected: "3"' in out and 'got:      "7"' in out
    assert '[+2 trailing spaces]' in out
    assert 'no final newline' in out
    assert 'hint' not in out                    # 7 is not 3 under any whitespace rule
    assert '\033[' not in out                   # no colour into a pipe
    assert out.splitlines()[-1].startswith('WA 0/1')


def test_wa_missing_line_and_whitespace_hint(tmp_path):
    solution, folder = _case(tmp_path, "w(b'1 2 3\\n')", '1 2\n3\n')
    out = judge('test', 'p1219', '--solution', solution, '--cases', folder).stdout
    assert 'line 1: expected "1 2", got "1 2 3"' in out
    assert 'hint: it would pass if whitespace were ignored' in out
    solution, folder = _case(tmp_path, "w(b'1\\n')", '1\n2\n')
    out = judge('test', 'p1219', '--solution', solution, '--cases', folder).stdout
    assert 'line 2: expected "2", got end of output' in out


def test_wa_long_output_shows_head_and_tail(tmp_path):
    solution, folder = _case(tmp_path, "w(''.join(f'{i}\\n' for i in range(1000)).encode())",
                             ''.join(f'{i}\n' for i in range(999)) + 'last\n')
    out = judge('test', 'p1219', '--solution', solution, '--cases', folder).stdout
    assert 'line 1000: expected "last", got "999"' in out
    assert '990 lines not shown' in out
    assert '|' in out and '500|' not in out
    assert len(out.splitlines()) < 40


def test_non_utf8_output(tmp_path):
    solution, folder = _case(tmp_path, "w(b'\\xff\\xfe \\x1b[31m\\x00\\n')", '3\n')
    done = judge('test', 'p1219', '--solution', solution, '--cases', folder)
    assert done.returncode == 1 and 'Traceback' not in done.stderr
    assert 'got:      "\\xff\\xfe \\x1b[31m\\x00"' in done.stdout
    assert '\x1b' not in done.stdout and '\x00' not in done.stdout
    status, report, _ = judge_json(solution, folder)
    assert status == 1 and '\\xff\\xfe' in report['cases'][0]['message']
    # the bytes are compared as bytes: the same non-UTF-8 answer is AC
    (folder / '1.out').write_bytes(b'\xff\xfe \x1b[31m\x00\n')
    status, report, _ = judge_json(solution, folder)
    assert (status, verdicts(report)) == (0, ['AC'])


def _wait_for(path, seconds=10):
    end = time.monotonic() + seconds
    while not path.exists() or not path.read_text().strip():
        assert time.monotonic() < end, f'{path} never written'
        time.sleep(0.01)
    return int(path.read_text())


# Each program starts a process and burns CPU somewhere; the judge must count the CPU
# of the whole tree and leave nothing running. The pid file says which process to look for.
SPAWNERS = {
    'busy-parent-sleeping-child': """
        import os, subprocess, sys, time
        child = "import os, sys, time; open(sys.argv[1], 'w').write(str(os.getpid())); time.sleep(60)"
        subprocess.Popen([sys.executable, '-c', child, %(pid)r])
        while not os.path.exists(%(pid)r):
            time.sleep(0.005)
        while True:
            pass
    """,
    'sleeping-parent-busy-setsid-child': """
        import os, time
        if os.fork() == 0:
            os.setsid()
            open(%(pid)r, 'w').write(str(os.getpid()))
            while True:
                pass
        time.sleep(60)
    """,
    'sleeping-parent-busy-orphan': """
        import os, time
        if os.fork() == 0:
            if os.fork() == 0:
                open(%(pid)r, 'w').write(str(os.getpid()))
                while True:
                    pass
            os._exit(0)
        time.sleep(60)
    """,
}


@pytest.mark.parametrize('kind', SPAWNERS)
def test_tle_kills_every_process_and_counts_their_cpu(tmp_path, kind):
    pid_file = tmp_path / 'child.pid'
    solution = program(tmp_path, SPAWNERS[kind] % {'pid': str(pid_file)})
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '1\n')}), '--tl', '0.3')
    assert (status, verdicts(report)) == (1, ['TLE'])
    case = report['cases'][0]
    assert case['time'] > 0.3 and 'CPU time' in case['message']   # CPU, not the wall-clock cap
    child = _wait_for(pid_file)
    assert not alive(child), f'{kind}: process {child} survived the verdict'


def test_tle_by_sleeping(tmp_path):
    solution = program(tmp_path, 'import time\nprint(1, flush=True)\ntime.sleep(60)\n')
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '1\n')}), '--tl', '0.2')
    assert (status, verdicts(report)) == (1, ['TLE'])
    case = report['cases'][0]
    assert case['time'] < 0.2 and 'wall clock' in case['message']
    assert case['wall'] < 10


def test_tle_before_wa(tmp_path):
    solution = program(tmp_path, 'print("wrong", flush=True)\nwhile True:\n    pass\n')
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '1\n')}), '--tl', '0.2')
    assert (status, verdicts(report)) == (1, ['TLE'])


def test_mle_touching_1gb(tmp_path):
    solution = program(tmp_path, "s = b'x' * (1 << 30)\nprint(len(s))\n")
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', f'{1 << 30}\n')}),
                                   '--ml', '64', '--tl', '5')
    assert (status, verdicts(report)) == (1, ['MLE'])
    case = report['cases'][0]
    assert 64 * 1024 < case['memory'] < 900 * 1024     # stopped well before the gigabyte


def test_mle_before_re(tmp_path):
    solution = program(tmp_path, "s = b'x' * (200 << 20)\nraise SystemExit(1)\n")
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '1\n')}),
                                   '--ml', '64', '--tl', '5')
    assert (status, verdicts(report)) == (1, ['MLE'])


def test_memory_is_the_programs_not_the_judges(tmp_path):
    # A previous case left 64 MB of output in the judge; the next case must not inherit it
    # (wait4's ru_maxrss would: Linux folds the pre-exec memory of a vforked child into it).
    solution = program(tmp_path, """
        import sys
        if sys.stdin.read().strip() == 'flood':
            while True:
                sys.stdout.write('x' * 65535 + '\\n')
        print(1)
    """)
    folder = cases(tmp_path, {'1': ('flood\n', '1\n'), '2': ('\n', '1\n')})
    status, report, _ = judge_json(solution, folder, '--tl', '5', '--ml', '60')
    assert verdicts(report) == ['OLE', 'AC'], report


@pytest.mark.parametrize('source, expected', [
    ('import sys\nprint(1)\nsys.exit(3)\n', 'exit code 3'),
    ('print(1)\nraise ValueError("boom")\n', 'ValueError: boom'),
    ('import os, signal\nprint(1, flush=True)\nos.kill(os.getpid(), signal.SIGSEGV)\n', 'SIGSEGV'),
    ('import os\nos.abort()\n', 'SIGABRT'),
], ids=['exit-code', 'exception', 'sigsegv', 'abort'])
def test_re(tmp_path, source, expected):
    status, report, _ = judge_json(program(tmp_path, source), cases(tmp_path, {'1': ('\n', '1\n')}))
    assert (status, verdicts(report)) == (1, ['RE'])
    assert expected in report['cases'][0]['message']


def test_re_shows_the_traceback(tmp_path):
    solution = program(tmp_path, 'def f():\n    return 1 // 0\nf()\n')
    out = judge('test', 'p1219', '--solution', solution,
                '--cases', cases(tmp_path, {'1': ('\n', '1\n')})).stdout
    assert 'RE' in out and 'ZeroDivisionError' in out and 'stderr:' in out and 'line 2' in out


def test_ole_endless_output(tmp_path):
    solution = program(tmp_path, "import sys\nwhile True:\n    sys.stdout.write('7' * 4095 + '\\n')\n")
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '7\n')}), '--tl', '5')
    assert (status, verdicts(report)) == (1, ['OLE'])
    assert report['cases'][0]['time'] < 5


def test_ole_before_re(tmp_path):
    solution = program(tmp_path, "import sys\nsys.stdout.write('x' * (65 << 20))\nsys.exit(1)\n")
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '1\n')}),
                                   '--tl', '5', '--ml', '1024')
    assert (status, verdicts(report)) == (1, ['OLE'])


@pytest.mark.skipif(not PYPY, reason='pypy3 not installed')
def test_pypy_limits(tmp_path):
    """PyPy starts (no address-space limit that would break it), and its limits hold too."""
    folder = cases(tmp_path, {'1': ('\n', '1\n')})
    busy = program(tmp_path, 'while True:\n    pass\n', 'busy.py')
    status, report, _ = judge_json(busy, folder, '--python', PYPY, '--tl', '0.2')
    assert verdicts(report) == ['TLE']
    big = program(tmp_path, "s = b'x' * (1 << 30)\nprint(1)\n", 'big.py')
    status, report, _ = judge_json(big, folder, '--python', f'{PYPY} -S', '--ml', '128', '--tl', '5')
    assert verdicts(report) == ['MLE']


@pytest.mark.skipif(not PYPY, reason='pypy3 not installed')
def test_judge_itself_runs_on_python39_pypy(tmp_path):
    """The judge needs only Python 3.9 (PyPy3 here): same verdicts, nothing left running."""
    pid_file = tmp_path / 'child.pid'
    spawner = program(tmp_path, SPAWNERS['busy-parent-sleeping-child'] % {'pid': str(pid_file)},
                      'spawner.py')
    for solution, want in ((program(tmp_path, ADD, 'add.py'), ['AC', 'AC', 'AC']),
                           (spawner, ['TLE', 'TLE', 'TLE'])):
        done = subprocess.run([PYPY, '-m', 'judge_io', 'test', 'p1219', '--solution', str(solution),
                               '--cases', str(cases(tmp_path, SUMS)), '--python', sys.executable,
                               '--tl', '0.3', '--json', '-j', '2'],
                              cwd=ROOT, capture_output=True, text=True, timeout=60)
        assert 'Traceback' not in done.stderr, done.stderr
        assert verdicts(json.loads(done.stdout)) == want
    assert not alive(_wait_for(pid_file))
