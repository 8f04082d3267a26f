"""One run of one program under a judge's limits: the judge starts this file (standard
library only, no imports of judge_io, so it starts with `python -S -E`) once per run.

    python -S -E supervise.py CONTROL_FD RESULT_FD TL WALL_CAP MEMORY_KB [SANDBOX...] -- CMD...
    SANDBOX: --sandbox TMP_BYTES CWD INPUT N (KIND FOLDER K NAME...)*   (see namespaces.py;
             INPUT is - when stdin is not a case file)

stdin, stdout and stderr are the program's: this process only passes them on, and
so is its environment (the judge cleans it, where it should, before starting this).
It makes itself non-dumpable first: its pipes to the judge cannot be opened through
/proc by anyone without CAP_SYS_PTRACE, the program included.

With --sandbox it enters new namespaces (namespaces.enter) and forks the process that
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

import namespaces                # this folder's sandbox
from measure import Tree, children_cpu, reap, waiting_for_input   # this folder's: what a run used
from procfs import status_kb                                        # this folder's /proc reader

POLL = 0.01
FAST_POLL = 0.001   # while processes come and go: short-lived ones are seen, their CPU counted
FULL_SCAN_EVERY = 10
CLK_TCK = os.sysconf('SC_CLK_TCK')
PAGE_KB = os.sysconf('SC_PAGE_SIZE') // 1024
STOPS = {b'o': 'output', b'a': 'abort', b'p': 'peer'}


def write_result(fd, report):
    data = ''.join(f'{k} {v!r}\n' for k, v in report.items()).encode() + b'end 1\n'
    while data:
        data = data[os.write(fd, data):]


DEFAULT_SIGNALS = [getattr(signal, n) for n in ('SIGPIPE', 'SIGXFSZ', 'SIGINT') if hasattr(signal, n)]


def spawn(cmd, env):
    """Start the program: (pid or None, why it could not start, KB of slack on our peak).

    The program gets a session of its own: where the scheduler groups tasks by session
    (autogroup), its processes, however many, then share one group's time and cannot
    starve this process of the CPU it needs to watch them.

    posix_spawn (vfork: the child borrows this process's memory until exec) where there
    is one, so the peak the kernel folds into the program's ru_maxrss at exec is exactly
    ours; os.fork elsewhere (PyPy), where the child's copy may touch a few more pages."""
    if hasattr(os, 'posix_spawn'):
        try:
            return os.posix_spawn(cmd[0], cmd, env, setsigdef=DEFAULT_SIGNALS, setsid=True), '', 0
        except OSError as e:
            return None, f'{e.strerror or e}', 0
    err_r, err_w = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:
            os.close(err_r)
            os.setsid()
            for sig in DEFAULT_SIGNALS:
                signal.signal(sig, signal.SIG_DFL)
            os.execve(cmd[0], cmd, env)
        except BaseException as e:  # noqa: BLE001 - say why, whatever it is
            try:
                os.write(err_w, (getattr(e, 'strerror', None) or str(e)).encode('utf-8', 'replace'))
            finally:
                os._exit(127)
    os.close(err_w)
    why = b''
    while True:
        chunk = os.read(err_r, 4096)
        if not chunk:
            break
        why += chunk
    os.close(err_r)
    if why:
        os.waitpid(pid, 0)
        return None, why.decode('utf-8', 'replace'), 0
    return pid, '', 2048


def _let_go_of_stdio():
    """Hold the program's stdin and stdout no longer (so that, in an interactive run, the
    interactor sees the program's end at once: EOF, or EPIPE), but keep stderr: a
    traceback of the supervisor's own goes to the judge."""
    null = os.open(os.devnull, os.O_RDWR)
    os.dup2(null, 0)
    os.dup2(null, 1)
    os.close(null)


def supervise(control, result, tl, wall_cap, memory_kb, cmd, reaper, temps=()):
    """Run cmd under the limits and write the report to result."""
    env = dict(os.environ)
    start = time.monotonic()
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
    tree = Tree(pid, temps)
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
    write_result(result, report)


def _sandbox_args(words):
    """--sandbox TMP_BYTES CWD INPUT N (KIND FOLDER K NAME...)* -> (covers, bytes, cwd, input)."""
    tmp_bytes, cwd, given, n = int(words[0]), words[1], words[2], int(words[3])
    at, covers = 4, []
    for _ in range(n):
        kind, folder, k = words[at], words[at + 1], int(words[at + 2])
        covers.append((kind, folder, words[at + 3:at + 3 + k]))
        at += 3 + k
    return covers, tmp_bytes, cwd, (None if given == '-' else given)


def _wait_for(child):
    """Wait for the sandbox's PID 1 and end as it did (killed by a signal: the same)."""
    while True:
        try:
            _, status = os.waitpid(child, 0)
            break
        except InterruptedError:
            continue
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        signal.signal(sig, signal.SIG_DFL)
        os.kill(os.getpid(), sig)
    os._exit(os.WEXITSTATUS(status) if os.WIFEXITED(status) else 1)


def main():
    argv = sys.argv[1:]
    sep = argv.index('--')
    control, result, tl, wall_cap, memory_kb = argv[:5]
    control, result = int(control), int(result)
    tl, wall_cap, memory_kb = float(tl), float(wall_cap), int(memory_kb)
    sandbox = _sandbox_args(argv[6:sep]) if argv[5:6] == ['--sandbox'] else None
    cmd = argv[sep + 1:]
    signal.signal(signal.SIGINT, signal.SIG_IGN)
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
            namespaces.enter()
        except Exception as e:      # noqa: BLE001 - whatever it is, the judge runs without
            write_result(result, {'sandbox_error': str(e)})
            return
    try:
        namespaces.harden()
    except OSError:
        pass
    if sandbox is None:
        supervise(control, result, tl, wall_cap, memory_kb, cmd, namespaces.subreaper())
        return
    covers, tmp_bytes, cwd, given = sandbox
    child = os.fork()
    if child:
        os.close(control)
        os.close(result)
        null = os.open(os.devnull, os.O_RDWR)
        for fd in (0, 1, 2):
            os.dup2(null, fd)
        _wait_for(child)
    try:
        temps = namespaces.prepare(covers, tmp_bytes, cwd, given)
    except Exception as e:      # noqa: BLE001 - whatever it is, the judge runs without
        write_result(result, {'sandbox_error': str(e)})
        os._exit(0)
    supervise(control, result, tl, wall_cap, memory_kb, cmd, True, temps)
    os._exit(0)


if __name__ == '__main__':
    main()
