"""One run of one program under a judge's limits: the judge starts this file (standard
library only, no imports of judge_io, so it starts with `python -S -E`) once per run.

    python -S -E supervise.py CONTROL_FD RESULT_FD TL WALL_CAP MEMORY_KB -- CMD...

stdin, stdout and stderr are the program's: this process only passes them on, and
so is its environment (the judge cleans it, where it should, before starting this).
It makes itself a child subreaper (prctl PR_SET_CHILD_SUBREAPER): every process the
program starts stays its descendant, whatever session or process group it moves to and
whoever of its parents dies first (an orphan is reparented here, not to init). So a
/proc scan by parenthood finds them all, every one of them is killed at the end, and
each ends up reaped here, which makes their CPU time exact (getrusage(RUSAGE_CHILDREN)).

  - CPU time: that of every process the program started, reaped or not.
  - Memory: the peak, over samples every 10 ms, of the tree's private pages plus the
    shared pages of its process that has most of them (so copy-on-write pages of a
    fork are counted once); for the program itself its exact peak (VmHWM, ru_maxrss).
  - Wall clock: the program's elapsed time minus the time it waited for a core
    (/proc/PID/schedstat), so an overloaded machine never makes a TLE.
  - Stopped at the first limit passed; a byte on CONTROL_FD stops it too ('o' output
    over its cap, 'a' abort), and so does the judge's end (EOF on CONTROL_FD).
  - When the program ends (or is stopped) every descendant left is killed with SIGKILL
    and reaped: nothing it started outlives the run.
The result is written to RESULT_FD as `key value` lines (no json: start-up time counts,
as this runs once per case).
"""
import os
import sys
import time

import _signal as signal     # not `signal`: it imports enum, 5 ms of start-up per run

from procfs import all_pids, pages_kb, run_delay, stat, status_kb   # this folder's /proc reader

POLL = 0.01
FULL_SCAN_EVERY = 10
CLK_TCK = os.sysconf('SC_CLK_TCK')
PAGE_KB = os.sysconf('SC_PAGE_SIZE') // 1024
ME = os.getpid()


def subreaper():
    try:
        import ctypes
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(36, 1, 0, 0, 0) == 0      # PR_SET_CHILD_SUBREAPER
    except Exception:       # noqa: BLE001 - no ctypes, no prctl: the /proc scan alone
        return False


class Tree:
    def __init__(self, leader):
        self.leader = leader
        self.known = {}         # pid -> (ppid, ticks) at the last sample
        self.lost = 0           # ticks of processes reaped by nobody (SIGCHLD ignored)
        self.pending = []       # (parent, ticks of its children gone, its children's ticks then)
        self.peak_kb = 0
        self.hwm_kb = 0
        self.delay = 0.0

    def scan(self, full):
        """The live descendants: pid -> stat."""
        found = {}
        if full:
            parents = {}
            for pid in all_pids():
                st = stat(pid)
                if st is not None:
                    parents[pid] = st
            mine = {ME}
            grown = True
            while grown:
                grown = False
                for pid, st in parents.items():
                    if pid not in mine and st[1] in mine:
                        mine.add(pid)
                        found[pid] = st
                        grown = True
        else:                   # the known ones, still ours (a pid reused by a stranger is not)
            for pid in self.known:
                st = stat(pid)
                if st is not None and (st[1] == ME or st[1] in self.known):
                    found[pid] = st
        return found

    def sample(self, full):
        found = self.scan(full)
        # a process gone since the last sample whose parent lives must have added its
        # ticks to that parent's children's ticks, unless it was auto-reaped (SIGCHLD
        # ignored): what the parent's did not grow by, one sample later, is kept in lost
        for ppid, ticks, before in self.pending:
            if ppid in found:
                self.lost += max(0, ticks - (found[ppid][3] - before))
        gone = {}
        for pid, (ppid, ticks, _) in self.known.items():
            if pid not in found and ppid in found and ppid in self.known:
                gone[ppid] = gone.get(ppid, 0) + ticks
        self.pending = [(ppid, ticks, self.known[ppid][2]) for ppid, ticks in gone.items()]
        self.known = {pid: (st[1], st[2], st[3]) for pid, st in found.items()}
        live = [pid for pid, st in found.items() if st[0] not in (b'Z', b'X')]
        if self.leader in found:
            self.hwm_kb = max(self.hwm_kb, status_kb(self.leader, b'VmHWM:'))
            self.delay = max(self.delay, run_delay(self.leader))
        if len(live) > 1:
            private = shared = 0
            for pid in live:
                p, s = pages_kb(pid)
                private += p
                shared = max(shared, s)
            self.peak_kb = max(self.peak_kb, private + shared)
        elif live:
            self.peak_kb = max(self.peak_kb, status_kb(live[0], b'VmRSS:'))
        return sum(st[2] for st in found.values())


class Reaped:
    """CPU seconds of every child reaped here (each with its own reaped descendants):
    getrusage(RUSAGE_CHILDREN) without the resource module."""
    cpu = 0.0


def reap(flags):
    """os.wait4(-1, flags), adding the child's CPU time to Reaped.cpu."""
    pid, status, ru = os.wait4(-1, flags)
    if pid:
        Reaped.cpu += ru.ru_utime + ru.ru_stime
    return pid, status, ru


def children_cpu():
    return Reaped.cpu


def write_result(fd, report):
    data = ''.join(f'{k} {v!r}\n' for k, v in report.items()).encode()
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


def main():
    argv = sys.argv[1:]
    sep = argv.index('--')
    control, result, tl, wall_cap, memory_kb = argv[:sep]
    control, result = int(control), int(result)
    tl, wall_cap, memory_kb = float(tl), float(wall_cap), int(memory_kb)
    cmd = argv[sep + 1:]
    reaper = subreaper()
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    env = dict(os.environ)
    try:
        with open('/proc/self/clear_refs', 'w') as f:
            f.write('5')
    except OSError:
        pass
    for fd in (control, result):
        os.set_inheritable(fd, False)
    os.set_blocking(control, False)
    start = time.monotonic()
    pid, exec_error, margin = spawn(cmd, env)
    my_peak = status_kb('self', b'VmHWM:') + margin
    if pid is None:
        report = {'cpu': 0.0, 'wall': 0.0, 'memory': 0, 'code': 127,
                  'stopped': None, 'exec_error': exec_error, 'subreaper': reaper}
        write_result(result, report)
        return

    tree = Tree(pid)
    stopped = None
    leader = None           # (status, rusage) once reaped
    polls = 0
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
        live_ticks = tree.sample(full=polls < FULL_SCAN_EVERY or polls % FULL_SCAN_EVERY == 0)
        cpu = children_cpu() + (live_ticks + tree.lost) / CLK_TCK
        wall = time.monotonic() - start - tree.delay
        if cpu > tl:
            stopped = 'cpu'
        elif max(tree.peak_kb, tree.hwm_kb) > memory_kb:
            stopped = 'memory'
        elif wall > wall_cap:
            stopped = 'wall'
        if stopped:
            break
        polls += 1
        wait = min(POLL, 0.0005 * 2 ** min(polls, 5))
        try:
            byte = os.read(control, 1)     # b'' when the judge is gone
        except BlockingIOError:
            byte = None
        if byte is not None:
            stopped = {b'o': 'output'}.get(byte, 'abort')
            break
        time.sleep(wait)

    # the end: every descendant left is killed and reaped, until none is left
    wall = time.monotonic() - start
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
    cpu = children_cpu() + tree.lost / CLK_TCK
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
    report = {'cpu': cpu, 'wall': wall, 'memory': memory, 'code': code,
              'stopped': stopped, 'exec_error': '', 'subreaper': reaper}
    write_result(result, report)


if __name__ == '__main__':
    main()
