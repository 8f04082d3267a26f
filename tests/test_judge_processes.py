"""Processes: nothing a case started outlives it, whatever it does (new sessions, daemons, killing or stopping its supervisor, fork bombs); the environment is clean."""
import os

import pytest

from tests.judge_util import alive, cases, judge, judge_json, pids_in, program, verdicts

pytestmark = pytest.mark.timeout(90)


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
    for pid in pids_in(pid_file):
        assert not alive(pid), f'{how}/{end}: process {pid} survived the case'


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
    assert not alive(pids_in(pid_file)[0])


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
