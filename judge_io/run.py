"""Run one program on one input file under a judge's limits, and measure what it used.

The program runs as the leader of a new session (so of a new process group). All it
starts is watched through /proc (every 10 ms, more often in its first 10 ms): CPU time
is that of the whole tree (a program cannot hide work in a child), memory is the peak
of the tree's summed resident memory and of the program's own high-water mark, and the
tree is stopped as soon as one limit is passed. Whatever the outcome, nothing of the
run outlives it: the group is killed with SIGKILL, and so is every descendant that left
the group (setsid) while it was watched.

Known limit: a grandchild that leaves the session and loses its parent between two
scans of /proc (100 ms apart) is neither timed nor killed; a judge forbids that anyway.
No RLIMIT_AS: PyPy reserves far more address space than it uses and would not start.

Why not simply wait4's ru_maxrss: at exec Linux folds the high-water mark of the memory
the child had before exec into it, and a child spawned by vfork (or fork) had the
judge's memory then. So ru_maxrss is max(the judge's peak, the program's peak). The
judge resets its own peak before each spawn (/proc/self/clear_refs) and reads it after:
when ru_maxrss is above that, it is the program's own peak, exactly (and any program
near a memory limit is far above the judge's 15 MB). Below it, the /proc samples give
the peak; for a run too short to be sampled at all, ru_maxrss stands in as an upper
bound that is never allowed to make an MLE.
"""
import fcntl
import os
import signal
import subprocess
import threading
import time
from dataclasses import dataclass
from typing import List, Optional

OUTPUT_CAP = 64 << 20           # bytes of stdout: more is OLE
STDERR_KEEP = 16 << 10          # the tail of stderr kept to explain an RE
POLL = 0.01                     # seconds between two looks at the tree
FULL_SCAN_EVERY = 10            # polls between two scans of all of /proc (new descendants)
F_SETPIPE_SZ = getattr(fcntl, 'F_SETPIPE_SZ', 1031)    # Linux; named in Python 3.10+
CLK_TCK = os.sysconf('SC_CLK_TCK')
PAGE_KB = os.sysconf('SC_PAGE_SIZE') // 1024

_SPAWN = threading.Lock()      # reset the judge's peak, spawn, read it: one thread at a time
ABORT = threading.Event()       # set on Ctrl-C: every running case kills its tree and returns


def wall_cap(time_limit):
    """Wall-clock seconds after which a run is TLE whatever its CPU time (sleeping, blocked)."""
    return 3 * time_limit + 1


@dataclass
class Run:
    cpu: float                  # seconds of CPU time, user + system, of the whole tree
    wall: float                 # seconds from start to reaping
    memory: int                 # KB, peak resident memory of the tree
    exit_code: Optional[int]    # when it exited by itself
    signal: Optional[int]       # when a signal it did not get from the judge ended it
    stopped: Optional[str]      # why the judge killed it: 'cpu', 'wall', 'memory', 'output', 'abort'
    stdout: bytes               # at most OUTPUT_CAP + 1 bytes
    output_over: bool           # it wrote more than OUTPUT_CAP bytes
    stderr: bytes               # the last STDERR_KEEP bytes


class _Drain(threading.Thread):
    """Read a pipe to its end; keep the head (stdout, up to a cap) or the tail (stderr)."""

    def __init__(self, pipe, cap, keep_tail, over_event=None):
        super().__init__(daemon=True)
        self.fd = pipe.fileno()
        try:                    # a 1 MB pipe: big outputs flow with 16 times fewer wake-ups
            fcntl.fcntl(self.fd, F_SETPIPE_SZ, 1 << 20)
        except OSError:
            pass
        self.pipe = pipe
        self.cap = cap
        self.keep_tail = keep_tail
        self.over_event = over_event
        self.chunks = []
        self.size = 0
        self.over = False
        self.start()

    def run(self):
        try:
            while True:
                chunk = os.read(self.fd, 1 << 20)
                if not chunk:
                    break
                self.size += len(chunk)
                if self.keep_tail:
                    self.chunks.append(chunk)
                    if self.size > 2 * self.cap:
                        data = b''.join(self.chunks)[-self.cap:]
                        self.chunks, self.size = [data], len(data)
                elif not self.over:
                    self.chunks.append(chunk)
                    if self.size > self.cap:
                        self.over = True
                        if self.over_event:
                            self.over_event.set()
        except OSError:
            pass
        finally:
            self.pipe.close()

    def data(self):
        data = b''.join(self.chunks)
        return data[-self.cap:] if self.keep_tail else data[:self.cap + 1]


def _stat(pid):
    """(ppid, pgrp, session, cpu ticks with reaped children, start time, rss pages) or None."""
    try:
        with open(f'/proc/{pid}/stat', 'rb') as f:
            data = f.read()
    except OSError:
        return None
    f = data[data.rindex(b')') + 2:].split()   # fields from 3 (state) on; the name may hold spaces
    try:
        return (int(f[1]), int(f[2]), int(f[3]),
                int(f[11]) + int(f[12]) + int(f[13]) + int(f[14]), int(f[19]), int(f[21]))
    except (IndexError, ValueError):
        return None


def _hwm_kb(pid='self'):
    """VmHWM: peak resident memory of the process's current image, in KB (0 if gone)."""
    try:
        with open(f'/proc/{pid}/status', 'rb') as f:
            for line in f:
                if line.startswith(b'VmHWM:'):
                    return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return 0


def _reset_hwm():
    try:
        with open('/proc/self/clear_refs', 'w') as f:
            f.write('5')
    except OSError:
        pass


def _all_pids():
    try:
        return [int(n) for n in os.listdir('/proc') if n.isdigit()]
    except OSError:
        return []


class _Tree:
    """The processes of one run, as seen in /proc: CPU ticks and memory of them all."""

    def __init__(self, leader):
        self.leader = leader
        self.procs = {}         # pid -> (start time, ppid, ticks)
        self.lost = 0           # ticks of processes that ended where no watched parent reaped them
        self.ticks = 0
        self.peak_kb = 0
        self.others = False     # saw a process besides the leader
        self.seen_alive = False  # sampled the leader while it ran (not yet a zombie)

    def sample(self, full):
        me = self.leader
        stats = {}
        for pid in (_all_pids() if full else list(self.procs) or [me]):
            st = _stat(pid)
            if st is None:
                continue
            known = self.procs.get(pid)
            if pid == me or st[2] == me or st[1] == me or (known and known[0] == st[4]):
                stats[pid] = st
            elif full:
                stats.setdefault(-pid, st)      # a candidate, kept if its parent is ours
        if full:                                # descendants that left the group: by parenthood
            grown = True
            while grown:
                grown = False
                for key in [k for k in stats if k < 0]:
                    if stats[key][0] in stats:
                        stats[-key] = stats.pop(key)
                        grown = True
            for key in [k for k in stats if k < 0]:
                del stats[key]
        for pid, (start, ppid, ticks) in self.procs.items():
            st = stats.get(pid)
            if st is None or st[4] != start:
                if ppid not in stats:           # reaped by init, not by a watched parent
                    self.lost += ticks
        self.procs = {pid: (st[4], st[0], st[3]) for pid, st in stats.items()}
        self.others = self.others or any(pid != me for pid in stats)
        self.ticks = max(self.ticks, self.lost + sum(st[3] for st in stats.values()))
        hwm = _hwm_kb(me)
        self.seen_alive = self.seen_alive or hwm > 0
        self.peak_kb = max(self.peak_kb, PAGE_KB * sum(st[5] for st in stats.values()), hwm)

    @property
    def cpu(self):
        return self.ticks / CLK_TCK

    def kill(self):
        try:
            os.killpg(self.leader, signal.SIGKILL)
        except OSError:
            pass
        for pid, (start, _, _) in self.procs.items():
            st = _stat(pid)
            if pid != self.leader and st is not None and st[4] == start:
                try:
                    os.kill(pid, signal.SIGKILL)
                except OSError:
                    pass

    def wait_gone(self, timeout=2.0):
        """Until every watched process but the leader is gone or a zombie."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            alive = False
            for pid, (start, _, _) in self.procs.items():
                if pid == self.leader:
                    continue
                try:
                    with open(f'/proc/{pid}/stat', 'rb') as f:
                        data = f.read()
                except OSError:
                    continue
                rest = data[data.rindex(b')') + 2:].split()
                if rest[0] != b'Z' and int(rest[19]) == start:
                    alive = True
            if not alive:
                return
            time.sleep(0.005)


def _exited(pid):
    """Whether the child has ended; it stays unreaped (a zombie) so its group id stays ours."""
    if not hasattr(os, 'waitid'):               # PyPy: an unreaped child that ended is a zombie
        try:
            with open(f'/proc/{pid}/stat', 'rb') as f:
                data = f.read()
        except OSError:
            return True
        return data[data.rindex(b')') + 2:][:1] in (b'Z', b'X')
    try:
        return os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None
    except ChildProcessError:
        return True


def run(cmd: List[str], input_path, time_limit: float, memory_kb: int,
        output_cap: int = OUTPUT_CAP) -> Run:
    """Run cmd with input_path as stdin; stop it at the first limit passed."""
    over = threading.Event()
    with open(input_path, 'rb') as stdin, _SPAWN:
        _reset_hwm()
        start = time.monotonic()
        proc = subprocess.Popen(cmd, stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                start_new_session=True)
        judge_peak = _hwm_kb()      # at least the judge's memory the child's exec folded in
    out = _Drain(proc.stdout, output_cap, False, over)
    err = _Drain(proc.stderr, STDERR_KEEP, True)
    tree = _Tree(proc.pid)
    stopped = None
    polls = 0
    try:
        while True:
            done = _exited(proc.pid)
            tree.sample(full=done or polls < FULL_SCAN_EVERY or polls % FULL_SCAN_EVERY == 0)
            if done:
                break
            if tree.cpu > time_limit:
                stopped = 'cpu'
            elif tree.peak_kb > memory_kb:
                stopped = 'memory'
            elif out.over:
                stopped = 'output'
            elif time.monotonic() - start > wall_cap(time_limit):
                stopped = 'wall'
            elif ABORT.is_set():
                stopped = 'abort'
            if stopped:
                break
            polls += 1
            over.wait(min(POLL, 0.0005 * 2 ** min(polls, 5)))   # often at first: short runs
    finally:
        tree.kill()                         # stopped or not: nothing it started survives it
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        wall = time.monotonic() - start
        tree.wait_gone()
        out.join(2.0)
        err.join(2.0)
    cpu = usage.ru_utime + usage.ru_stime
    if tree.others:                         # wait4 misses children it did not reap
        cpu = max(cpu, tree.cpu)
    memory = tree.peak_kb
    if usage.ru_maxrss > judge_peak:
        memory = max(memory, usage.ru_maxrss)
    elif not tree.seen_alive and usage.ru_maxrss <= memory_kb:
        memory = usage.ru_maxrss        # an upper bound, never enough to make an MLE
    code = proc.returncode
    return Run(cpu=cpu, wall=wall, memory=memory,
               exit_code=code if code >= 0 else None,
               signal=-code if code < 0 and not stopped else None,
               stopped=stopped, stdout=out.data(), output_over=out.over, stderr=err.data())
