"""What a run used, measured by the supervisor (supervise.py, which imports this as a
sibling: standard library only, no package-relative imports): the process tree's CPU
time and memory, sampled from /proc, and the CPU time of every child reaped.
"""
import os
import sys
import time

from procfs import (HAS_CHILDREN, all_pids, calm, children, file_kb, ignores_sigchld, memfd_kb, pages_kb, run_delay, running_threads,
                    runtime_ns, stat, status_kb, sysv_kb, used_kb)      # this folder's /proc reader

BUSY_POLLS = 50     # polls at the fast rate after a process came or went
FINE_UP_TO = 64     # processes whose run time in ns is read at each sample (more: ticks only)
CROWD = 32          # running threads of the tree past which it is lowered to nice 19 (crowd_control)
CLK_TCK = os.sysconf('SC_CLK_TCK')
TICK_NS = 10 ** 9 // CLK_TCK


class Tree:
    def __init__(self, leader, temps=(), exempt=None):
        self.me = os.getpid()   # 1 in the sandbox
        self.leader = leader
        self.temps = temps      # the private temp folders: their files are the program's memory
        self.exempt = exempt    # but for this one there (file I/O's output file)
        self.devs = set()       # their devices, as /proc/PID/smaps names them
        for t in temps:
            try:
                dev = os.stat(t).st_dev
                self.devs.add(b'%02x:%02x' % (os.major(dev), os.minor(dev)))
            except OSError:
                pass
        self.extra_kb = 0       # memory outside any RSS, at the last full scan
        self.live = {leader}    # the live processes at the last sample (its start is no change)
        self.busy = 0           # polls left at the fast pace: processes come and go
        self.known = {}         # pid -> (ppid, ticks, children's ticks, ns run) at the last sample
        self.lost = 0           # ticks of processes reaped by nobody (SIGCHLD ignored)
        self.lost_ns = 0        # the same, known at once (their parent ignores SIGCHLD), in ns
        self.pending = []       # (parent, ticks of its children gone, its children's ticks then)
        self.peak_kb = 0
        self.next_pages = 0.0   # when the tree's pages may be read again
        self.hwm_kb = 0
        self.delay = 0.0
        self.calmed_groups = set()      # process groups already at nice 19
        self.calmed_sessions = set()    # and sessions, their autogroups
        self.crowded = False    # once it ran more than CROWD threads at once

    def scan(self, full):
        """The live descendants: pid -> stat."""
        found = {}
        if full and HAS_CHILDREN and self.me != 1:
            # down from here, child by child: a few reads for a small tree, where reading
            # every process of the machine costs 3-5 ms on a busy one (each checker's or
            # unsandboxed program's first polls are full scans). In the sandbox's PID
            # namespace (me = 1) every process is the tree's: reading them all is cheaper.
            todo = [self.me]
            while todo:
                for pid in children(todo.pop()):
                    if pid not in found:
                        st = stat(pid)
                        if st is not None:
                            found[pid] = st
                            todo.append(pid)
        elif full:
            parents = {}
            for pid in all_pids():
                st = stat(pid)
                if st is not None:
                    parents[pid] = st
            mine = {self.me}
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
                if st is not None and (st[1] == self.me or st[1] in self.known):
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
        for pid, (ppid, ticks, _, ns) in self.known.items():
            if pid not in found and ppid in found and ppid in self.known:
                if ignores_sigchld(ppid):       # auto-reaped: its time is lost for sure
                    self.lost_ns += max(ns, ticks * TICK_NS)
                else:
                    gone[ppid] = gone.get(ppid, 0) + ticks
        self.pending = [(ppid, ticks, self.known[ppid][2]) for ppid, ticks in gone.items()]
        fine = len(found) <= FINE_UP_TO        # ns run times of short-lived children
        self.known = {pid: (st[1], st[2], st[3], runtime_ns(pid) if fine and pid != self.leader
                            else 0) for pid, st in found.items()}
        live = [pid for pid, st in found.items() if st[0] not in (b'Z', b'X')]
        if self.leader in found:
            self.hwm_kb = max(self.hwm_kb, status_kb(self.leader, b'VmHWM:'))
            self.delay = max(self.delay, run_delay(self.leader))
        if full:
            self.extra_kb = memfd_kb(live) + (sysv_kb() if self.temps else 0)
        extra = self.extra_kb + sum(used_kb(t) for t in self.temps)
        if self.exempt and self.temps:
            extra = max(0, extra - file_kb(self.exempt))
        # a page of its /tmp that it maps is in the files' count: not in its pages too
        devs = self.devs if extra else ()
        if len(live) > 1 or (live and devs):
            if time.monotonic() >= self.next_pages:
                # the pages of a large tree cost most (smaps_rollup walks page tables: about
                # 0.2 ms a process): read them at most a tenth of the time, so that a fork bomb
                # does not slow the CPU time's check
                began = time.monotonic()
                kb = tree_kb(live, devs)
                if set(live) != self.live or any(ended(pid) for pid in live):
                    # a process just forked: the parent may have been read before the fork (its
                    # pages private) and the child after (the same pages shared); or one ended
                    # while they were read: read shared in it, then private in its parent. Read
                    # again (what ended then holds nothing)
                    kb = min(kb, tree_kb(live, devs))
                self.next_pages = began + 10 * (time.monotonic() - began)
                self.peak_kb = max(self.peak_kb, kb + extra)
        elif live:
            self.peak_kb = max(self.peak_kb, status_kb(live[0], b'VmRSS:') + extra)
        elif extra:
            self.peak_kb = max(self.peak_kb, extra)
        if self.live != set(live):
            self.busy = BUSY_POLLS
        elif self.busy:
            self.busy -= 1
        self.live = set(live)
        if full:
            self.crowd_control(found)
        return sum(st[2] for st in found.values())

    def crowd_control(self, found):
        """Once more than CROWD of the tree's threads are running or ready at once, lower each
        of its process groups to nice 19, once each (what forks from a lowered process stays
        lowered). Where the scheduler does not set the program's session apart from us (no
        autogroup: a container's cgroup, or sched_autogroup_enabled 0), thousands of
        spinning threads would otherwise leave the supervisor a thousandth of a core and
        the CPU limit unchecked for seconds (as root we also watch at nice -20:
        supervise.py). A JVM's many sleeping threads are no crowd. The CPU time charged is
        the same at any nice; the wall time leaves out the time the program waited for a core.
        """
        if not self.crowded:
            live = [(pid, st) for pid, st in found.items() if st[0] not in (b'Z', b'X')]
            if sum(st[6] for _, st in live) <= CROWD:
                return
            running = 0
            for pid, st in live:
                running += running_threads(pid) if st[6] > 1 else st[0] == b'R'
            if running <= CROWD:
                return
            self.crowded = True
        groups = {st[4] for st in found.values()} - self.calmed_groups
        # the program's own session keeps its autogroup's weight, one group like ours (lowered,
        # it would starve against the machine's other load, dying included); the sessions it
        # made since (setsid: an autogroup each, each weighing what ours does) are lowered
        sessions = {st[5]: pid for pid, st in found.items()
                    if st[5] != self.leader and st[5] not in self.calmed_sessions}
        again = calm(groups, sessions.values())
        self.calmed_groups |= groups
        self.calmed_sessions |= {sid for sid, pid in sessions.items() if pid not in again}


def ended(pid):
    """Whether the process has ended (gone, or a zombie: its pages are freed)."""
    st = stat(pid)
    return st is None or st[0] in (b'Z', b'X')


def tree_kb(pids, devs=()):
    """Private pages of the processes plus the shared pages of the one with most (those
    of files on devs, the private temp folders, left out: counted as files)."""
    private = shared = 0
    for pid in pids:
        p, s = pages_kb(pid, devs)
        private += p
        shared = max(shared, s)
    return private + shared


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


def waiting_for_input(pid):
    """Whether the program sleeps with nothing to read on its stdin, a pipe (in an
    interactive run: waiting for the interactor, which may be waiting for it)."""
    st = stat(pid)
    if st is None or st[0][:1] != b'S':
        return False
    try:
        import fcntl
        import stat as stats
        import termios
        fd = os.open(f'/proc/{pid}/fd/0', os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except (ImportError, OSError):
        return False
    try:
        if not stats.S_ISFIFO(os.fstat(fd).st_mode):
            return False
        return int.from_bytes(fcntl.ioctl(fd, termios.FIONREAD, bytes(4)), sys.byteorder) == 0
    except OSError:
        return False
    finally:
        os.close(fd)
