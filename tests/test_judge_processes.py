"""Processes: nothing a case started outlives it, whatever it does (new sessions, daemons, killing or stopping its supervisor, fork bombs); the environment is clean."""
import os
import subprocess
import sys

import pytest

from tests.judge_util import (cases, judge, judge_json, mode_args, program, SANDBOX, survivors,
                               verdicts)
from tests.util import ROOT

pytestmark = pytest.mark.timeout(90)


# Children that leave: into their own process group (setpgid), one every 20 ms from a
# thread, so that the last ones are born just before the limit strikes; or a daemon
# (double fork, setsid, its parent gone) started after the judge's first scans. Each
# says so on stderr, then idles.
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


@pytest.mark.parametrize('mode', SANDBOX)
@pytest.mark.parametrize('end', ENDS)
@pytest.mark.parametrize('how', ESCAPES)
def test_no_descendant_outlives_its_case(tmp_path, how, end, mode):
    source = ('import os, sys, time\n'
              'def note():\n    os.write(2, b"escaped\\n")\n'
              + __import__('textwrap').dedent(ESCAPES[how])
              + 'time.sleep(0.15)\nescape()\n' + ENDS[end])
    solution = program(tmp_path, source)
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '1\n')}),
                                   '--tl', '0.5', '--ml', '128', *mode_args(mode))
    assert (status, verdicts(report)) == (1, [end])
    assert 'escaped' in report['cases'][0]['stderr']
    assert not survivors(tmp_path), f'{how}/{end}: a process survived the case'


@pytest.mark.parametrize('mode', SANDBOX)
@pytest.mark.parametrize('how', ['SIGKILL', 'SIGSTOP'])
def test_program_that_kills_or_stops_its_parent(tmp_path, how, mode):
    """Without the sandbox the supervisor is the program's parent, which the program can
    kill or stop: its tree is then reparented to the judge (a subreaper too), killed, and
    the verdict is RE. In the sandbox its parent is the namespace's PID 1, which takes
    no signal from inside: the program goes on, to its TLE. Nothing survives either way."""
    solution = program(tmp_path, f"""
        import os, signal, sys, time
        if os.fork() == 0:
            while True:
                pass
        time.sleep(0.2)
        os.kill(os.getppid(), signal.{how})
        print('sent', file=sys.stderr, flush=True)
        time.sleep(60)
    """)
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '1\n'), '2': ('\n', '1\n')}),
                                   '--tl', '0.5', *mode_args(mode))
    if mode == 'sandbox':
        assert verdicts(report) == ['TLE', 'TLE'], report
        assert 'sent' in report['cases'][0]['stderr']
    else:
        assert verdicts(report) == ['RE', 'RE'], report
        assert 'supervisor' in report['cases'][0]['message']
    assert not survivors(tmp_path)


@pytest.mark.parametrize('mode', SANDBOX)
def test_bounded_fork_bomb(tmp_path, mode):
    """64 busy processes, forked in 6 rounds of doubling: TLE, and none is left."""
    solution = program(tmp_path, """
        import os
        for _ in range(6):
            os.fork()
        os.write(2, b'x')
        while True:
            pass
    """)
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '1\n')}), '--tl', '0.5',
                                   *mode_args(mode))
    assert verdicts(report) == ['TLE'], report
    assert report['cases'][0]['stderr'].count('x') > 8
    assert not survivors(tmp_path)


def test_environment_is_clean(tmp_path):
    """PYTHONUNBUFFERED=1 in the judge's environment turned a lost buffered print into AC."""
    lost = program(tmp_path, 'import os\nprint(42)\nos._exit(0)\n', 'lost.py')
    folder = cases(tmp_path, {'1': ('\n', '42\n')})
    env = {**os.environ, 'PYTHONUNBUFFERED': '1', 'JUDGE_SECRET': 'x', 'PYTHONPATH': '/nowhere'}
    done = judge('test', 'p1219', '--solution', lost, '--cases', folder, '--json', env=env)
    assert __import__('json').loads(done.stdout)['cases'][0]['verdict'] == 'WA'
    # what the judge passed, from /proc/self/environ: os.environ would also hold the LC_CTYPE
    # that the program's own Python sets for itself when the locale is C (PEP 538)
    show = program(tmp_path, 'env = open("/proc/self/environ", "rb").read().split(b"\\0")\n'
                   'print(" ".join(sorted(v.split(b"=")[0].decode() for v in env if v)))\n', 'env.py')
    done = judge('test', 'p1219', '--solution', show, '--cases', folder, '--json', env=env)
    report = __import__('json').loads(done.stdout)
    seen = report['cases'][0]['difference']['got'].split()
    assert set(seen) <= {'PATH', 'HOME', 'LANG', 'PYPY_GC_NURSERY'} and 'PATH' in seen, seen


@pytest.mark.parametrize('given, seen', [(None, '4M'), ('24M', '24M')])
def test_pypy_nursery_does_not_follow_the_host(tmp_path, given, seen):
    """PyPy sizes its nursery from the host's cache: on a machine reporting a 300 MiB cache
    every PyPy sample of p1219 was MLE. The judge fixes it unless the user sets it."""
    show = program(tmp_path, 'import os\nprint(os.environ["PYPY_GC_NURSERY"])\n', 'env.py')
    env = {k: v for k, v in os.environ.items() if k != 'PYPY_GC_NURSERY'}
    if given:
        env['PYPY_GC_NURSERY'] = given
    done = judge('test', '--solution', show, '--cases', cases(tmp_path, {'1': ('\n', seen + '\n')}),
                 '--json', env=env)
    assert __import__('json').loads(done.stdout)['cases'][0]['verdict'] == 'AC', done.stdout


def test_the_tree_found_child_by_child_is_the_tree_found_from_every_process(monkeypatch):
    """The supervisor's full scan outside a PID namespace walks down the children files
    (task/TID/children); without them it reads every process. Both find the same tree:
    a child, its child, and a child forked from one of its threads."""
    monkeypatch.syspath_prepend(str(ROOT / 'judge_io' / 'supervisor'))   # as supervise.py imports them
    import measure
    import procfs
    if not procfs.HAS_CHILDREN:
        pytest.skip('this kernel has no /proc/PID/task/TID/children')
    script = ('import os, subprocess, sys, threading, time\n'
              'kids = [subprocess.Popen(["sleep", "30"])]\n'
              't = threading.Thread(target=lambda: kids.append(subprocess.Popen(["sleep", "30"])))\n'
              't.start(); t.join()\n'
              'print(" ".join(str(k.pid) for k in kids), flush=True)\n'
              'time.sleep(30)\n')
    child = subprocess.Popen([sys.executable, '-S', '-c', script], stdout=subprocess.PIPE, text=True)
    kids = set()
    try:
        kids = {int(p) for p in child.stdout.readline().split()}
        tree = measure.Tree(child.pid)
        tree.me = child.pid         # the tree below the child (this process may have others)
        walked = set(tree.scan(True))
        monkeypatch.setattr(measure, 'HAS_CHILDREN', False)
        everyone = set(tree.scan(True))
        assert len(kids) == 2 and walked == everyone == kids, (walked, everyone, kids)
    finally:
        for pid in kids | {child.pid}:
            try:
                os.kill(pid, 9)
            except OSError:
                pass
        child.wait()
