"""The one reader of /proc for the judge and its supervisor (Linux).

Standard library only and no package-relative imports: supervise.py, started as a
script with `python -S -E`, imports it as a sibling (`import procfs`), the judge as
judge_io.supervisor.procfs. Every reader returns None (or 0) for a process that is gone.
"""
import os

# In the sandbox, where the program's /proc is read-only: a descriptor of a writable copy
# (namespaces.seal_proc), through which calm() writes.
WRITABLE = None


def read(path):
    """The whole file, or None. os.read, not open(): the supervisor reads a dozen files a
    poll, and a file object costs it twice the time (an fstat, a buffer)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
    except OSError:
        return None
    try:
        chunks = []
        while True:
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                return b''.join(chunks)
            chunks.append(chunk)
    except OSError:
        return None
    finally:
        os.close(fd)


def stat(pid):
    """(state, ppid, own + reaped children's ticks, reaped children's ticks, process group,
    session, threads), or None. The command name may hold spaces and parentheses: fields
    start after the last ')'."""
    data = read(f'/proc/{pid}/stat')
    if not data:
        return None
    try:
        f = data[data.rindex(b')') + 2:].split()
        return (f[0], int(f[1]), int(f[11]) + int(f[12]) + int(f[13]) + int(f[14]), int(f[13]) + int(f[14]),
                int(f[2]), int(f[3]), int(f[17]))
    except (IndexError, ValueError):
        return None


def state(pid):
    """The one-letter state (b'R', b'S', b'T', b'Z', ...), b'' if gone."""
    st = stat(pid)
    return st[0][:1] if st else b''


def status_kb(pid, key):
    """A KB field of /proc/PID/status (key like b'VmHWM:'), 0 if absent."""
    data = read(f'/proc/{pid}/status')
    if data:
        for line in data.splitlines():
            if line.startswith(key):
                try:
                    return int(line.split()[1])
                except (IndexError, ValueError):
                    return 0
    return 0


def pages_kb(pid, devs=()):
    """(private KB, shared KB) of a process, from smaps_rollup (or RSS as private); with
    devs, the pages of files on those devices left out (from smaps, read only when the
    process maps shared memory: Pss_Shmem)."""
    data = read(f'/proc/{pid}/smaps_rollup')
    if not data:
        return status_kb(pid, b'VmRSS:'), 0
    if devs and b'Pss_Shmem:' in data and int(data.split(b'Pss_Shmem:')[1].split()[0]):
        data = _without(read(f'/proc/{pid}/smaps') or b'', devs)
    private = shared = 0
    for line in data.splitlines():
        if line.startswith(b'Private_C') or line.startswith(b'Private_D'):
            private += int(line.split()[1])
        elif line.startswith(b'Shared_C') or line.startswith(b'Shared_D'):
            shared += int(line.split()[1])
    return private, shared


def _without(smaps, devs):
    """The lines of smaps outside the mappings of files on devs."""
    kept, skip = [], False
    for line in smaps.splitlines():
        head = line.split(None, 5)
        if len(head) >= 5 and b'-' in head[0] and not head[0].endswith(b':'):
            skip = head[3] in devs
        elif not skip:
            kept.append(line)
    return b'\n'.join(kept)


def run_delay(pid):
    """Seconds the process has waited on a run queue for a core (0 if unknown)."""
    data = read(f'/proc/{pid}/schedstat')
    try:
        return int(data.split()[1]) / 1e9
    except (AttributeError, IndexError, ValueError):
        return 0.0


def children(pid):
    """The pids of pid's children, those of each of its threads (Linux's task/TID/children,
    CONFIG_PROC_CHILDREN); [] if it is gone."""
    try:
        tids = os.listdir(f'/proc/{pid}/task')
    except OSError:
        return []
    found = []
    for tid in tids:
        data = read(f'/proc/{pid}/task/{tid}/children')
        if data:
            found += map(int, data.split())
    return found


# without the children files (an older or smaller kernel) a tree is found from every process
HAS_CHILDREN = os.path.exists(f'/proc/self/task/{os.getpid()}/children')


def all_pids():
    try:
        return [int(n) for n in os.listdir('/proc') if n.isdigit()]
    except OSError:
        return []


def parents():
    """{pid: ppid} of every process now."""
    found = {}
    for pid in all_pids():
        st = stat(pid)
        if st is not None:
            found[pid] = st[1]
    return found


def cmdline(pid):
    return read(f'/proc/{pid}/cmdline')


def fd_links(pid):
    """{fd: link text} of a process's open files ({} if gone or not ours)."""
    base = f'/proc/{pid}/fd'
    found = {}
    try:
        names = os.listdir(base)
    except OSError:
        return found
    for name in names:
        try:
            found[name] = os.readlink(f'{base}/{name}')
        except OSError:
            pass
    return found


def memfd_kb(pids):
    """KB held in memfds (memfd_create) that a process of pids has open and none maps:
    memory in no one's RSS. A mapped one is left out (its pages are in RSS as they are
    touched)."""
    held = {}
    for pid in pids:
        for fd, link in fd_links(pid).items():
            if link.startswith('/memfd:'):
                try:
                    st = os.stat(f'/proc/{pid}/fd/{fd}')
                except OSError:
                    continue
                held[st.st_ino] = st.st_blocks // 2
    if not held:
        return 0
    for pid in pids:
        data = read(f'/proc/{pid}/maps') or b''
        for line in data.splitlines():
            if b'/memfd:' in line:
                try:
                    held.pop(int(line.split()[4]), None)
                except (IndexError, ValueError):
                    pass
    return sum(held.values())


def sysv_kb():
    """KB held by the System V objects of this IPC namespace outside any process's pages:
    shared-memory segments no process has attached (an attached one is in its RSS), the
    bytes waiting in message queues (and 64 bytes of the kernel's a message, 256 a queue),
    semaphore sets (64 bytes a semaphore, 256 a set). In the sandbox the namespace is
    the program's, and dies with it."""
    total = 0
    for name in ('shm', 'msg', 'sem'):
        data = read('/proc/sysvipc/' + name)
        for line in (data or b'').splitlines()[1:]:
            f = line.split()
            try:
                if name == 'shm' and int(f[6]) == 0:
                    total += int(f[14])
                elif name == 'msg':
                    total += int(f[3]) + 64 * int(f[4]) + 256
                elif name == 'sem':
                    total += 64 * int(f[3]) + 256
            except (IndexError, ValueError):
                pass
    return total // 1024


def used_kb(folder):
    """KB in use on the file system of folder (a tmpfs: its files' pages), 0 if unknown."""
    try:
        st = os.statvfs(folder)
    except OSError:
        return 0
    return (st.f_blocks - st.f_bfree) * st.f_frsize // 1024


def file_kb(path):
    """KB a file holds (0 if none)."""
    try:
        return os.lstat(path).st_blocks // 2
    except OSError:
        return 0


def runtime_ns(pid):
    """Nanoseconds its main thread has run (/proc/PID/schedstat), 0 if unknown: finer than
    the 10 ms ticks of /proc/PID/stat, which round a short-lived process down to 0."""
    data = read(f'/proc/{pid}/schedstat')
    try:
        return int(data.split()[0])
    except (AttributeError, IndexError, ValueError):
        return 0


def ignores_sigchld(pid):
    """Whether the process ignores SIGCHLD (its children are then reaped by the kernel,
    their CPU time added to no one's)."""
    data = read(f'/proc/{pid}/status') or b''
    for line in data.splitlines():
        if line.startswith(b'SigIgn:'):
            try:
                return bool(int(line.split()[1], 16) & (1 << 16))      # bit of signal 17
            except (IndexError, ValueError):
                return False
    return False


def running_threads(pid):
    """How many threads of the process are running or ready to (state R)."""
    try:
        tids = os.listdir(f'/proc/{pid}/task')
    except OSError:
        return 0
    return sum(state(f'{pid}/task/{tid}') == b'R' for tid in tids)


def calm(groups, members, nice=19):
    """Lower to `nice` every thread of these process groups, and the scheduler's group
    (autogroup) of each of these processes: what any process may do to its own. Returns the
    members whose autogroup is to be tried again: without CAP_SYS_ADMIN the kernel takes
    one autogroup's nice a tenth of a second, machine-wide, and refuses the others (EAGAIN)."""
    for g in groups:
        try:
            os.setpriority(os.PRIO_PGRP, g, nice)
        except OSError:
            pass
    again = []
    for pid in members:
        try:
            if WRITABLE is None:
                fd = os.open(f'/proc/{pid}/autogroup', os.O_WRONLY | os.O_CLOEXEC)
            else:
                fd = os.open(f'{pid}/autogroup', os.O_WRONLY | os.O_CLOEXEC, dir_fd=WRITABLE)
        except OSError:
            continue                    # gone, or not ours
        try:
            os.write(fd, str(nice).encode())
        except BlockingIOError:
            again.append(pid)
        except OSError:
            pass
        finally:
            os.close(fd)
    return again
