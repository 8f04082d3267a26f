"""The time limit: CPU time of the whole tree, the wall cap, waiting for a core is not TLE."""
import os
import subprocess
import sys

import pytest

from tests.judge_util import (cases, judge_json, mode_args, program, SANDBOX, SPAWNERS, survivors,
                               verdicts)
from tests.marks import timing

pytestmark = [pytest.mark.timeout(90), timing]


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
    """The program pins itself to a core shared with 25 busy processes (each its own
    session, so its own scheduling group): its 0.1 s of CPU take about 2.3 s of wall
    clock, past the cap of 3 x TL + 1 s = 1.75 s. Time spent waiting for the core is not
    counted."""
    core = min(os.sched_getaffinity(0))
    solution = program(tmp_path, f"""
        import os, time
        os.sched_setaffinity(0, {{{core}}})
        t = time.process_time()
        while time.process_time() - t < 0.08:
            pass
        print(1)
    """)
    folder = cases(tmp_path, {'1': ('\n', '1\n')})
    pin = lambda: os.sched_setaffinity(0, {core})    # noqa: E731
    hogs = [subprocess.Popen([sys.executable, '-c', 'while True: pass'], preexec_fn=pin,
                             start_new_session=True) for _ in range(25)]
    try:
        status, report, _ = judge_json(solution, folder, '--tl', '0.25')
    finally:
        for h in hogs:      # all killed first: each must wait for its turn on the core to die
            h.kill()
        for h in hogs:
            h.wait()
    case = report['cases'][0]
    assert case['verdict'] == 'AC', case
    assert case['wall'] > 3 * 0.25 + 1, case      # it did wait: the old cap would have struck


def test_daemon_is_timed_and_its_late_output_does_not_count(tmp_path):
    """A double-forked setsid daemon does the work after the program has exited: it was
    AC at 0.05 s; it is killed when the program ends, so its output never comes."""
    solution = program(tmp_path, """
        import os, sys, time
        if os.fork() == 0:
            os.setsid()
            if os.fork() == 0:
                print('daemon', os.getpid(), file=sys.stderr, flush=True)
                t = time.process_time()
                while time.process_time() - t < 0.3:
                    pass
                print(42, flush=True)
            os._exit(0)
        time.sleep(0.05)
    """)
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '42\n')}))
    assert (status, verdicts(report)) == (1, ['WA'])
    assert 'daemon' in report['cases'][0]['stderr'] and not survivors(tmp_path)


def test_daemon_started_late_is_timed(tmp_path):
    """A grandchild orphaned after the first scans, burning CPU while the program sleeps:
    its CPU time counts (TLE by CPU, not by the wall clock) and it is killed."""
    solution = program(tmp_path, """
        import os, sys, time
        time.sleep(0.2)
        if os.fork() == 0:
            os.setsid()
            if os.fork() == 0:
                print('daemon', os.getpid(), file=sys.stderr, flush=True)
                while True:
                    pass
            os._exit(0)
        time.sleep(60)
    """)
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '1\n')}), '--tl', '0.4')
    assert (status, verdicts(report)) == (1, ['TLE'])
    assert 'CPU time' in report['cases'][0]['message'], report
    assert 'daemon' in report['cases'][0]['stderr'] and not survivors(tmp_path)


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


@pytest.mark.parametrize('mode', SANDBOX)
@pytest.mark.parametrize('kind', SPAWNERS)
def test_tle_kills_every_process_and_counts_their_cpu(tmp_path, kind, mode):
    solution = program(tmp_path, SPAWNERS[kind] % {'marker': str(tmp_path)})
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '1\n')}), '--tl', '0.3',
                                   *mode_args(mode))
    assert (status, verdicts(report)) == (1, ['TLE'])
    case = report['cases'][0]
    assert case['time'] > 0.3 and 'CPU time' in case['message']   # CPU, not the wall-clock cap
    assert 'child' in case['stderr']
    assert not survivors(tmp_path), f'{kind}: a process survived the verdict'


def test_short_auto_reaped_children_are_timed(tmp_path):
    """200 children of 5 ms each, SIGCHLD ignored (the kernel reaps them, their time added
    to no one's): 1 s of CPU that the 10 ms ticks of /proc/PID/stat round down to nothing.
    The supervisor reads their run time in ns (schedstat) and, in the sandbox, every
    process of the namespace at each poll: TLE at 0.6 s (it counted 0.1 s of it before)."""
    solution = program(tmp_path, """
        import os, signal, time
        signal.signal(signal.SIGCHLD, signal.SIG_IGN)
        for _ in range(200):
            r, w = os.pipe()
            if os.fork() == 0:
                t = time.process_time()
                while time.process_time() - t < 0.005:
                    pass
                os._exit(0)
            os.close(w)
            os.read(r, 1)
            os.close(r)
        print(1)
    """)
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '1\n')}), '--tl', '0.6')
    assert verdicts(report) == ['TLE'], report['cases']
    assert 'CPU time' in report['cases'][0]['message'], report['cases']     # not the wall clock
