"""The audit's escapes (issue 10), each a reproducer that got a wrong verdict or left a
process behind before the supervisor: descendants that move to another session or
group, the judge's environment, copy-on-write memory, oversubscription, a hanging or
flooding checker, unreadable case files, slow comparison, bad option values."""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from judge_io import check, compare
from tests.judge_util import alive, cases, judge, judge_json, program, verdicts
from tests.util import ROOT

pytestmark = pytest.mark.timeout(90)


def _pids(path, n=1, seconds=10):
    """Wait until path holds n pids (one a line); return them."""
    end = time.monotonic() + seconds
    while True:
        try:
            pids = [int(x) for x in path.read_text().split()]
        except (OSError, ValueError):
            pids = []
        if len(pids) >= n:
            return pids
        assert time.monotonic() < end, f'{path}: {pids}'
        time.sleep(0.01)


# Children that leave: into their own process group (setpgid), one every 20 ms from a
# thread, so that the last ones are born just before the limit strikes; or a daemon
# (double fork, setsid, its parent gone) started after the judge's first scans. Each
# writes its pid, then idles.
ESCAPES = {
    'setpgid': """
        def escape():
            import threading
            def spawn():
                while True:
                    if os.fork() == 0:
                        os.setpgid(0, 0)
                        note()
                        time.sleep(60)
                        os._exit(0)
                    time.sleep(0.02)
            threading.Thread(target=spawn, daemon=True).start()
    """,
    'daemon': """
        def escape():
            if os.fork() == 0:
                os.setsid()
                if os.fork() == 0:
                    note()
                    time.sleep(60)
                os._exit(0)
    """,
}
ENDS = {            # what the program does after the escape, and the verdict it must get
    'TLE': 'while True:\n    pass\n',
    'MLE': "s = b'x' * (400 << 20)\ntime.sleep(5)\n",
    'OLE': "while True:\n    sys.stdout.write('x' * 65535 + '\\n')\n",
}


@pytest.mark.parametrize('end', ENDS)
@pytest.mark.parametrize('how', ESCAPES)
def test_no_descendant_outlives_its_case(tmp_path, how, end):
    pid_file = tmp_path / 'pids'
    source = ('import os, sys, time\n'
              f'def note():\n    open({str(pid_file)!r}, "a").write(f"{{os.getpid()}}\\n")\n'
              + __import__('textwrap').dedent(ESCAPES[how])
              + 'time.sleep(0.15)\nescape()\n' + ENDS[end])
    solution = program(tmp_path, source)
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '1\n')}),
                                   '--tl', '0.5', '--ml', '128')
    assert (status, verdicts(report)) == (1, [end])
    for pid in _pids(pid_file):
        assert not alive(pid), f'{how}/{end}: process {pid} survived the case'


def test_daemon_is_timed_and_its_late_output_does_not_count(tmp_path):
    """A double-forked setsid daemon does the work after the program has exited: it was
    AC at 0.05 s; it is killed when the program ends, so its output never comes."""
    pid_file = tmp_path / 'pids'
    solution = program(tmp_path, f"""
        import os, sys, time
        if os.fork() == 0:
            os.setsid()
            if os.fork() == 0:
                open({str(pid_file)!r}, 'w').write(str(os.getpid()))
                t = time.process_time()
                while time.process_time() - t < 0.3:
                    pass
                print(42, flush=True)
            os._exit(0)
        time.sleep(0.05)
    """)
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '42\n')}))
    assert (status, verdicts(report)) == (1, ['WA'])
    assert not alive(_pids(pid_file)[0])


def test_daemon_started_late_is_timed(tmp_path):
    """A grandchild orphaned after the first scans, burning CPU while the program sleeps:
    its CPU time counts (TLE by CPU, not by the wall clock) and it is killed."""
    pid_file = tmp_path / 'pids'
    solution = program(tmp_path, f"""
        import os, time
        time.sleep(0.2)
        if os.fork() == 0:
            os.setsid()
            if os.fork() == 0:
                open({str(pid_file)!r}, 'w').write(str(os.getpid()))
                while True:
                    pass
            os._exit(0)
        time.sleep(60)
    """)
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '1\n')}), '--tl', '0.4')
    assert (status, verdicts(report)) == (1, ['TLE'])
    assert 'CPU time' in report['cases'][0]['message'], report
    assert not alive(_pids(pid_file)[0])


def test_ignored_sigchld_does_not_hide_cpu(tmp_path):
    """Children auto-reaped (SIGCHLD ignored) add nothing to their parent's children's
    time: their CPU time must still count."""
    solution = program(tmp_path, """
        import os, signal, time
        signal.signal(signal.SIGCHLD, signal.SIG_IGN)
        for _ in range(4):
            r, w = os.pipe()
            if os.fork() == 0:
                t = time.process_time()
                while time.process_time() - t < 0.3:
                    pass
                os._exit(0)
            os.close(w)
            os.read(r, 1)           # until the child has ended (and been auto-reaped)
        print(1)
    """)
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '1\n')}), '--tl', '0.5')
    assert (status, verdicts(report)) == (1, ['TLE']), report


def test_environment_is_clean(tmp_path):
    """PYTHONUNBUFFERED=1 in the judge's environment turned a lost buffered print into AC."""
    lost = program(tmp_path, 'import os\nprint(42)\nos._exit(0)\n', 'lost.py')
    folder = cases(tmp_path, {'1': ('\n', '42\n')})
    env = {**os.environ, 'PYTHONUNBUFFERED': '1', 'JUDGE_SECRET': 'x', 'PYTHONPATH': '/nowhere'}
    done = judge('test', 'p1219', '--solution', lost, '--cases', folder, '--json', env=env)
    assert __import__('json').loads(done.stdout)['cases'][0]['verdict'] == 'WA'
    show = program(tmp_path, 'import os\nprint(" ".join(sorted(os.environ)))\n', 'env.py')
    done = judge('test', 'p1219', '--solution', show, '--cases', folder, '--json', env=env)
    report = __import__('json').loads(done.stdout)
    seen = report['cases'][0]['difference']['got'].split()
    assert set(seen) <= {'PATH', 'HOME', 'LANG'} and 'PATH' in seen, seen


HWM = "    print(open('/proc/self/status').read().split('VmHWM:')[1].split()[0], file=sys.stderr)\n"


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


def test_jobs_above_cores_are_clamped_and_not_tle(tmp_path):
    """6 cases of 0.25 s CPU at -j 64: clamped to the cores, with a note; all AC."""
    solution = program(tmp_path, """
        import time
        t = time.process_time()
        while time.process_time() - t < 0.25:
            pass
        print(1)
    """)
    folder = cases(tmp_path, {str(i): ('\n', '1\n') for i in range(6)})
    status, report, stderr = judge_json(solution, folder, '-j', '64', '--tl', '1')
    assert (status, verdicts(report)) == (0, ['AC'] * 6), report
    assert '-j 64 is more than the' in stderr


def test_waiting_for_a_core_is_not_tle(tmp_path):
    """The program pins itself to a core shared with 20 busy processes (each its own
    session, so its own scheduling group): 0.15 s of CPU takes about 3 s of wall clock,
    past the cap of 3 x TL + 1 s = 1.9 s. Time spent waiting for the core is not counted."""
    core = min(os.sched_getaffinity(0))
    solution = program(tmp_path, f"""
        import os, time
        os.sched_setaffinity(0, {{{core}}})
        t = time.process_time()
        while time.process_time() - t < 0.15:
            pass
        print(1)
    """)
    folder = cases(tmp_path, {'1': ('\n', '1\n')})
    pin = lambda: os.sched_setaffinity(0, {core})    # noqa: E731
    hogs = [subprocess.Popen([sys.executable, '-c', 'while True: pass'], preexec_fn=pin,
                             start_new_session=True) for _ in range(20)]
    try:
        status, report, _ = judge_json(solution, folder, '--tl', '0.3')
    finally:
        for h in hogs:
            h.kill()
            h.wait()
    case = report['cases'][0]
    assert case['verdict'] == 'AC', case
    assert case['wall'] > 3 * 0.3 + 1, case      # it did wait: the old cap would have struck


HANGING = """
import os, sys, time
if os.fork() == 0:
    open(sys.argv[1] + '.pid', 'w').write(str(os.getpid()))
    time.sleep(600)
time.sleep(600)
"""


def test_hanging_checker_is_killed_with_its_tree(tmp_path):
    checker = program(tmp_path, HANGING, 'hang.py')
    given = tmp_path / 'given'
    given.write_text('1\n')
    start = time.monotonic()
    verdict, message = check.external_checker([sys.executable, str(checker)], given, b'1\n',
                                              given, timeout=0.5)
    assert verdict == 'FAIL' and 'more than 0.5 s' in message
    assert time.monotonic() - start < 10
    assert not alive(int((tmp_path / 'given.pid').read_text()))


def test_flooding_checker_is_capped(tmp_path):
    """A checker that prints 100 MB: the judge keeps a few KB of it (it grew to 583 MB)."""
    checker = program(tmp_path, """
        import sys
        for _ in range(50):
            sys.stdout.write('y' * (1 << 20))
            sys.stderr.write('z' * (1 << 20))
        sys.exit(1)
    """, 'flood.py')
    solution = program(tmp_path, 'print(1)\n')
    folder = cases(tmp_path, {'1': ('\n', '1\n')})
    probe = (f'import resource, subprocess, sys; subprocess.run({[sys.executable, "-m", "judge_io", "test", "p1219", "--solution", str(solution), "--cases", str(folder), "--python", sys.executable, "--checker", f"{sys.executable} {checker}", "--json"]!r}, '
             f'cwd={str(ROOT)!r}, stdout=subprocess.DEVNULL); '
             'print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)')
    done = subprocess.run([sys.executable, '-c', probe], capture_output=True, text=True, timeout=80)
    assert int(done.stdout) < 80 * 1024, done.stdout       # KB: the judge stayed small
    status, report, _ = judge_json(solution, folder, '--checker', f'{sys.executable} {checker}')
    assert verdicts(report) == ['WA'] and len(report['cases'][0]['message']) < 1000


def test_unreadable_or_vanished_case_files(tmp_path):
    """Each bad case gets FAIL with a clear message; the others are still judged."""
    solution = program(tmp_path, f"""
        import os, sys
        data = sys.stdin.read()
        if data == 'remove\\n':
            os.remove({str(tmp_path / 'cases' / '5.in')!r})
        sys.stdout.write(data)
    """)
    folder = cases(tmp_path, {'1': ('remove\n', 'remove\n'), '5': ('x\n', 'x\n'),
                              '9': ('y\n', 'y\n')})
    os.symlink('2.in', folder / '2.in')                 # a symlink loop
    (folder / '2.out').write_text('x\n')
    os.symlink('nowhere.in', folder / '3.in')           # dangling
    (folder / '3.out').write_text('x\n')
    (folder / '4.in').write_text('x\n')
    os.symlink('nowhere.out', folder / '4.out')         # answer dangling
    status, report, stderr = judge_json(solution, folder)
    assert status == 1 and 'Traceback' not in stderr
    assert verdicts(report) == ['AC', 'FAIL', 'FAIL', 'FAIL', 'FAIL', 'AC']
    messages = [c['message'] for c in report['cases']]
    assert 'symbolic links' in messages[1] and '2.in' in messages[1]
    assert 'No such file' in messages[2] and '3.in' in messages[2]
    assert 'No such file' in messages[3] and '4.out' in messages[3]
    assert 'No such file' in messages[4] and '5.in' in messages[4]      # vanished


def test_unreadable_input(tmp_path):
    """A case file the judge cannot read is FAIL for that case alone. Root reads every
    file, so as root the judge runs as nobody (setpriv), with the system's Python."""
    if os.geteuid() != 0:
        folder = cases(tmp_path, {'1': ('a\n', 'a\n'), '2': ('b\n', 'b\n')})
        (folder / '1.in').chmod(0)
        status, report, _ = judge_json(program(tmp_path, 'print(input())\n'), folder)
    else:
        python = '/usr/bin/python3'
        if not (shutil.which('setpriv') and os.path.exists(python)):
            pytest.skip('as root, needs setpriv and /usr/bin/python3 to judge as nobody')
        shared = Path(tempfile.mkdtemp(prefix='judge-nobody-'))
        try:
            shared.chmod(0o755)
            folder = cases(shared, {'1': ('a\n', 'a\n'), '2': ('b\n', 'b\n')})
            folder.chmod(0o755)
            for f in folder.iterdir():
                f.chmod(0o644)
            (folder / '1.in').chmod(0)
            prog = program(shared, 'print(input())\n')
            prog.chmod(0o644)
            # nobody may not reach the kit (a clone in a private folder): judge from a copy
            shutil.copytree(ROOT / 'judge_io', shared / 'judge_io',
                            ignore=shutil.ignore_patterns('__pycache__'))
            for path in (shared / 'judge_io').rglob('*'):
                path.chmod(0o755 if path.is_dir() else 0o644)
            (shared / 'judge_io').chmod(0o755)
            done = subprocess.run(['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups',
                                   python, '-m', 'judge_io', 'test', '--cases', str(folder),
                                   '--cmd', f'{python} {prog}', '--json'],
                                  cwd=shared, capture_output=True, text=True, timeout=60)
            assert 'Traceback' not in done.stderr, done.stderr
            assert done.stdout, done.stderr
            report = json.loads(done.stdout)
        finally:
            shutil.rmtree(shared)
    assert verdicts(report) == ['FAIL', 'AC'], report['cases']
    assert 'Permission denied' in report['cases'][0]['message']


def test_comparison_is_linear():
    """64 MB of newlines took 5.8 s of the judge's CPU to compare; now well under 1 s."""
    lines = b'\n' * (64 << 20)
    start = time.process_time()
    assert compare.same(lines, lines + b'\n\n')
    assert not compare.same(lines, lines + b'x')
    assert time.process_time() - start < 1.5
    start = time.process_time()
    summary, detail, _ = compare.explain(lines + b'1\n', lines + b'2\n')
    assert f'line {(64 << 20) + 1}' in summary
    spaces = b'12345      \n' * (1 << 20)        # many trailing spaces on every line
    assert compare.same(spaces, spaces.replace(b' ', b''))
    assert time.process_time() - start < 3.0


def test_checker_without_execute_permission(tmp_path):
    checker = tmp_path / 'chk'
    checker.write_text('#!/bin/sh\nexit 0\n')
    solution = program(tmp_path, 'print(1)\n')
    folder = cases(tmp_path, {'1': ('\n', '1\n')})
    done = judge('test', 'p1219', '--solution', solution, '--cases', folder, '--checker', str(checker))
    assert done.returncode == 2 and 'not executable' in done.stderr and 'not found' not in done.stderr
    assert len(done.stderr.splitlines()) == 1


@pytest.mark.parametrize('value', ['inf', 'nan', '-inf', 'Infinity'])
def test_infinite_limits_rejected(tmp_path, value):
    solution = program(tmp_path, 'print(1)\n')
    folder = cases(tmp_path, {'1': ('\n', '1\n')})
    for option in ('--tl', '--ml'):
        done = judge('test', 'p1219', '--solution', solution, '--cases', folder, option, value)
        assert done.returncode == 2 and done.stdout == ''
        assert len(done.stderr.splitlines()) == 1 and 'Traceback' not in done.stderr


@pytest.mark.parametrize('how', ['SIGKILL', 'SIGSTOP'])
def test_program_that_kills_or_stops_its_supervisor(tmp_path, how):
    """The supervisor is the program's parent: a program can kill or stop it. Its tree
    is then reparented to the judge (a subreaper too), killed, and the verdict is RE."""
    pid_file = tmp_path / 'pids'
    solution = program(tmp_path, f"""
        import os, signal, time
        if os.fork() == 0:
            open({str(pid_file)!r}, 'w').write(str(os.getpid()))
            while True:
                pass
        time.sleep(0.2)
        os.kill(os.getppid(), signal.{how})
        time.sleep(60)
    """)
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '1\n'), '2': ('\n', '1\n')}),
                                   '--tl', '2')
    assert verdicts(report) == ['RE', 'RE'], report
    assert 'supervisor' in report['cases'][0]['message']
    assert not alive(_pids(pid_file)[0])


def test_bounded_fork_bomb(tmp_path):
    """64 busy processes, forked in 6 rounds of doubling: TLE, and none is left."""
    pid_file = tmp_path / 'pids'
    solution = program(tmp_path, f"""
        import os
        for _ in range(6):
            os.fork()
        open({str(pid_file)!r}, 'a').write(f'{{os.getpid()}}\\n')
        while True:
            pass
    """)
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '1\n')}), '--tl', '0.5')
    assert verdicts(report) == ['TLE'], report
    pids = [int(x) for x in pid_file.read_text().split()]
    assert pids and not [p for p in pids if alive(p)]
