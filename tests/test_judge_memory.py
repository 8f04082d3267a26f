"""The memory limit: the peak of the program and its children, copy-on-write counted once, the judge's own memory never counted."""
import sys

import pytest

from tests.judge_util import cases, judge_json, program, PYPY, verdicts

pytestmark = pytest.mark.timeout(60)


HWM = "    print(open('/proc/self/status').read().split('VmHWM:')[1].split()[0], file=sys.stderr)\n"


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


def test_copy_on_write_counted_once(tmp_path):
    """60 MB, then fork an idle child: the peak is the parent's (was 143 MB, MLE)."""
    solution = program(tmp_path, """
        import os, sys, time
        s = bytearray(60 << 20)
        for i in range(0, len(s), 4096):
            s[i] = 1
        pid = os.fork()
        if pid == 0:
            time.sleep(0.3)
            os._exit(0)
        os.waitpid(pid, 0)
        print(1)
    """ + HWM)
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '1\n')}), '--ml', '100')
    assert (status, verdicts(report)) == (0, ['AC']), report
    case = report['cases'][0]
    own = int(case['stderr'].split()[-1])
    assert own - 1024 <= case['memory'] <= own + 1024, (case['memory'], own)


def test_memory_of_one_process_is_exact(tmp_path):
    solution = program(tmp_path, """
        import sys, time
        s = bytearray(50 << 20)
        for i in range(0, len(s), 4096):
            s[i] = 1
        time.sleep(0.1)
        print(1)
    """ + HWM)
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '1\n')}))
    case = report['cases'][0]
    own = int(case['stderr'].split()[-1])
    assert abs(case['memory'] - own) <= 1024, (case['memory'], own)


def test_two_processes_add_up(tmp_path):
    """Two processes that each write their own 40 MB: 80 MB and more, MLE at 64."""
    solution = program(tmp_path, """
        import os, time
        os.fork()
        s = bytearray(40 << 20)
        for i in range(0, len(s), 4096):
            s[i] = 1
        time.sleep(0.5)
    """)
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '\n')}), '--ml', '64')
    assert verdicts(report) == ['MLE']


def test_memory_is_not_the_judges(tmp_path):
    """A judge holding 200 MB spawns a small program: its peak is the program's, not 200 MB
    (wait4's ru_maxrss alone would say 200 MB: Linux folds the pre-exec image into it)."""
    from judge_io.run import run
    (tmp_path / 'in').write_bytes(b'')
    ballast = b'x' * (200 << 20)
    r = run([sys.executable, '-c', 'print(1)'], tmp_path / 'in', 5, 100 << 10)
    assert r.stdout == b'1\n' and r.exit_code == 0
    assert 0 < r.memory < 60 << 10, r.memory
    big = run([sys.executable, '-c', 's = b"y" * (250 << 20); print(len(s))'], tmp_path / 'in',
              5, 1 << 20)
    assert 250 << 10 < big.memory < 400 << 10, big.memory     # above the judge's: exact
    del ballast


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
