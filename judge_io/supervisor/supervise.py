"""One run of one program under a judge's limits: the judge starts this file (standard
library only, no imports of judge_io, so it starts with `python -S -E`) once per run, or
has zygote.py fork a warm copy of it and call main() as if so started.

    python -S -E supervise.py CONTROL_FD RESULT_FD TL WALL_CAP MEMORY_KB [--file-io NAME CAP]
        [--sandbox ...] -- CMD...     (--sandbox: see cell.py)

With --file-io the program's stdin and stdout are /dev/null, NAME.in is in its working
folder (in the sandbox; the judge puts it there without), and once it has ended the
file NAME of its working folder (at most CAP bytes) is passed on as its stdout; the
report says `missing True` if it wrote none.

stdin, stdout and stderr are the program's: this process only passes them on, and
so is its environment (the judge cleans it, where it should, before starting this).
It makes itself non-dumpable first: its pipes to the judge cannot be opened through
/proc by anyone without CAP_SYS_PTRACE, the program included.

With --sandbox it enters new namespaces (cell.py, namespaces.enter) and forks the process that
does the work as PID 1 of the new PID namespace (namespaces.prepare, then what follows),
while this one only waits for it: the program can neither see nor signal either of
them (a PID namespace's init gets only the signals it handles, and this one handles
none), every orphan is reparented to that PID 1, and when it exits the kernel kills
whatever is left in the namespace. Without, this process does the work itself and
makes itself a child subreaper (prctl PR_SET_CHILD_SUBREAPER), so that every process
the program starts stays its descendant whatever session or process group it moves
to and whoever of its parents dies first. Either way a /proc scan by parenthood finds
them all, every one of them is killed at the end, and each ends up reaped here, which
makes their CPU time exact (getrusage(RUSAGE_CHILDREN)).

  - CPU time: that of every process the program started, reaped or not.
  - Memory: the peak, over samples every 10 ms, of the tree's private pages plus the
    shared pages of its process that has most of them (so copy-on-write pages of a
    fork are counted once); for the program itself its exact peak (VmHWM, ru_maxrss);
    plus what it holds outside any RSS: memfds open and unmapped, and in the sandbox
    the files of its private /tmp and /dev/shm and its detached SysV segments.
  - Wall clock: the program's elapsed time minus the time it waited for a core
    (/proc/PID/schedstat), so an overloaded machine never makes a TLE.
  - Stopped at the first limit passed; a byte on CONTROL_FD stops it too ('o' output
    over its cap, 'a' abort, 'p' the interactor is done), and so does the judge's end
    (EOF on CONTROL_FD).
  - When the program ends (or is stopped) every descendant left is killed with SIGKILL
    and reaped: nothing it started outlives the run.
The result is written to RESULT_FD as `key value` lines ending with `end 1` (no json:
start-up time counts, as this runs once per case).
"""
import os
import select
import sys
import time

import _signal as signal     # not `signal`: it imports enum, 5 ms of start-up per run

import cell                      # this folder's sandbox, in order
import namespaces
from measure import Tree, children_cpu, reap, waiting_for_input   # this folder's: what a run used
from procfs import status_kb                                        # this folder's /proc reader
from launch import spawn                                            # this folder's: the program started

POLL = 0.01
FAST_POLL = 0.001   # while processes come and go: short-lived ones are seen, their CPU counted
FULL_SCAN_EVERY = 10
CLK_TCK = os.sysconf('SC_CLK_TCK')
PAGE_KB = os.sysconf('SC_PAGE_SIZE') // 1024
STOPS = {b'o': 'output', b'a': 'abort', b'p': 'peer'}


def _given_environment():
    """The environment the judge gave us, for the program: /proc/self/environ, read before
    we turn non-dumpable. os.environ also holds the LC_CTYPE=C.UTF-8 this Python sets for
    itself under the C locale (PEP 538), which the program must not inherit."""
    try:
        with open('/proc/self/environ', 'rb') as f:
            items = f.read().split(b'\0')
    except OSError:
        return dict(os.environ)
    return dict(os.fsdecode(item).split('=', 1) for item in items if b'=' in item)


GIVEN_ENV = _given_environment()


def _outrank_the_program():
    """Where the judge is root, watch at nice -20 (set in main, before root is given up)
    and start the program at 0 (SCHED_RESET_ON_FORK, which any process may set): however
    many processes it spins, the sampling that stops them is not starved. Elsewhere the
    program's own session (autogroup) is what protects us."""
    try:
        if os.getpriority(os.PRIO_PROCESS, 0) < 0:
            os.sched_setscheduler(0, os.SCHED_OTHER | os.SCHED_RESET_ON_FORK, os.sched_param(0))
    except (OSError, AttributeError):
        pass


def write_result(fd, report):
    data = ''.join(f'{k} {v!r}\n' for k, v in report.items()).encode() + b'end 1\n'
    while data:
        data = data[os.write(fd, data):]


def _let_go_of_stdio():
    """Hold the program's stdin and stdout no longer (so that, in an interactive run, the
    interactor sees the program's end at once: EOF, or EPIPE), but keep stderr: a
    traceback of the supervisor's own goes to the judge."""
    null = os.open(os.devnull, os.O_RDWR)
    os.dup2(null, 0)
    os.dup2(null, 1)
    os.close(null)


def supervise(control, result, tl, wall_cap, memory_kb, cmd, reaper, temps=(), file_io=None):
    """Run cmd under the limits and write the report to result."""
    env = dict(GIVEN_ENV)
    out_fd = None
    if file_io:             # the program's stdin and stdout: /dev/null; its NAME, ours
        out_fd = os.dup(1)
        null = os.open(os.devnull, os.O_RDWR)
        os.dup2(null, 0)
        os.dup2(null, 1)
        os.close(null)
    start = time.monotonic()
    _outrank_the_program()
    pid, exec_error, margin = spawn(cmd, env)
    my_peak = status_kb('self', b'VmHWM:') + margin
    if pid is None:
        report = {'cpu': 0.0, 'wall': 0.0, 'memory': 0, 'code': 127, 'stopped': None,
                  'exec_error': exec_error, 'subreaper': reaper, 'ended': time.monotonic()}
        write_result(result, report)
        return

    _let_go_of_stdio()
    try:                    # readable when the program ends: the wait below ends at once
        ended_fd = os.pidfd_open(pid)
    except (AttributeError, OSError):
        ended_fd = None
    tree = Tree(pid, temps, file_io and file_io[0] + '.out')
    stopped = None
    leader = None           # (status, rusage) once reaped
    polls = 0
    waiting = False
    while True:
        while True:         # reap what ended: the program, and orphans reparented here
            try:
                p, st, ru = reap(os.WNOHANG)
            except ChildProcessError:
                break
            if p == 0:
                break
            if p == pid:
                leader = (st, ru)
        if leader is not None:
            break
        live_ticks = tree.sample(full=bool(temps) or polls < FULL_SCAN_EVERY
                                 or polls % FULL_SCAN_EVERY == 0)
        cpu = children_cpu() + (live_ticks + tree.lost) / CLK_TCK + tree.lost_ns / 1e9
        wall = time.monotonic() - start - tree.delay
        if cpu > tl:
            stopped = 'cpu'
        elif max(tree.peak_kb, tree.hwm_kb) > memory_kb:
            stopped = 'memory'
        elif wall > wall_cap:
            stopped = 'wall'
            waiting = waiting_for_input(pid)
        if stopped:
            break
        polls += 1
        wait = min(POLL, 0.0005 * 2 ** min(polls, 5))
        if tree.busy:
            wait = min(wait, FAST_POLL)
        try:
            byte = os.read(control, 1)     # b'' when the judge is gone
        except BlockingIOError:
            byte = None
        if byte is not None:
            stopped = STOPS.get(byte, 'abort')
            break
        if ended_fd is None:
            time.sleep(wait)
        else:
            select.select([ended_fd, control], [], [], wait)

    # the end: every descendant left is killed and reaped, until none is left
    ended = time.monotonic()
    if ended_fd is not None:
        os.close(ended_fd)
    wall = ended - start
    if leader is None or tree.known:
        tree.sample(full=True)
    deadline = time.monotonic() + 30
    done = False
    while not done:
        if tree.me == 1:    # init of the sandbox's PID namespace: one call kills all but us,
            try:            # before a bomb's survivors can fork again
                os.kill(-1, signal.SIGKILL)
            except OSError:
                pass
        for p in tree.scan(full=True):
            try:
                os.kill(p, signal.SIGKILL)
            except OSError:
                pass
        reaped = False
        while True:
            try:
                p, st, ru = reap(os.WNOHANG)
            except ChildProcessError:
                done = True
                break
            if p == 0:
                break
            reaped = True
            if p == pid:
                leader = (st, ru)
        if not done and not reaped:
            if time.monotonic() > deadline:
                break
            time.sleep(0.001)
    if leader is None:      # cannot happen: the program is our child
        leader = (0, None)
    st, ru = leader
    cpu = children_cpu() + tree.lost / CLK_TCK + tree.lost_ns / 1e9
    memory = tree.peak_kb
    if ru is not None:
        if ru.ru_maxrss > my_peak:
            memory = max(memory, ru.ru_maxrss)          # the program's own peak, exactly
        elif tree.hwm_kb == 0 and ru.ru_maxrss <= memory_kb:
            memory = max(memory, ru.ru_maxrss)          # never sampled: an upper bound
        else:
            memory = max(memory, tree.hwm_kb)
    else:
        memory = max(memory, tree.hwm_kb)
    code = os.waitstatus_to_exitcode(st) if hasattr(os, 'waitstatus_to_exitcode') else (
        -os.WTERMSIG(st) if os.WIFSIGNALED(st) else os.WEXITSTATUS(st))
    report = {'cpu': cpu, 'wall': wall, 'memory': memory, 'code': code, 'stopped': stopped,
              'exec_error': '', 'subreaper': reaper, 'ended': ended, 'waiting': waiting}
    if out_fd is not None:
        report['missing'] = not cell.collect(file_io[0] + '.out', out_fd, file_io[1])
        os.close(out_fd)
    write_result(result, report)


def main():
    argv = sys.argv[1:]
    sep = argv.index('--')
    control, result, tl, wall_cap, memory_kb = argv[:5]
    control, result = int(control), int(result)
    tl, wall_cap, memory_kb = float(tl), float(wall_cap), int(memory_kb)
    options, cmd = argv[5:sep], argv[sep + 1:]
    file_io = None
    if options[:1] == ['--file-io']:
        file_io, options = (options[1], int(options[2])), options[3:]
    sandbox = cell.parse(options[1:]) if options[:1] == ['--sandbox'] else None
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if os.geteuid() == 0:
        try:
            os.setpriority(os.PRIO_PROCESS, 0, -20)     # see _outrank_the_program
        except OSError:
            pass
    for fd in (control, result):
        os.set_inheritable(fd, False)
    os.set_blocking(control, False)
    try:
        with open('/proc/self/clear_refs', 'w') as f:
            f.write('5')
    except OSError:
        pass
    if sandbox is not None:     # before harden(): a non-dumpable process's /proc/self is root's
        try:
            built = cell.outside(sandbox, file_io and file_io[0])
        except Exception as e:      # noqa: BLE001 - whatever it is, the judge runs without
            write_result(result, {'sandbox_error': str(e)})
            return
    try:
        namespaces.harden()
    except OSError:
        pass
    if sandbox is None:
        supervise(control, result, tl, wall_cap, memory_kb, cmd, namespaces.subreaper(),
                  file_io=file_io)
        return
    child = os.fork()
    if child:
        os.close(control)
        os.close(result)
        null = os.open(os.devnull, os.O_RDWR)
        for fd in (0, 1, 2):
            os.dup2(null, fd)
        cell.wait_for(child)
    try:
        cell.inside(sandbox, file_io and file_io[0], built)
    except Exception as e:      # noqa: BLE001 - whatever it is, the judge runs without
        write_result(result, {'sandbox_error': str(e)})
        os._exit(0)
    supervise(control, result, tl, wall_cap, memory_kb, cmd, True, cell.TEMPS, file_io)
    os._exit(0)


if __name__ == '__main__':
    main()
