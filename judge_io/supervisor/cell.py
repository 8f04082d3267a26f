"""The supervisor's sandbox, in order (see namespaces.py and jail.py), and a file-I/O
run's output file. Standard library only and no package-relative imports: supervise.py
imports it as a sibling (`import cell`).

    --sandbox TMP_BYTES CWD INPUT PROCESSES N (OP PATH ARG)*    (INPUT - when stdin is
                                                                 not a case file)
"""
import os
import stat

import jail
import namespaces
import procfs

TEMPS = ('/tmp',)       # the program's one writable tmpfs (its /tmp, /dev/shm, working folder)


def parse(words):
    """The --sandbox words -> (ops, tmp_bytes, cwd, input or None, processes)."""
    tmp_bytes, cwd, given, processes, n = int(words[0]), words[1], words[2], int(words[3]), int(words[4])
    ops = [tuple(words[5 + 3 * k:8 + 3 * k]) for k in range(n)]
    return ops, tmp_bytes, cwd, (None if given == '-' else given), processes


def outside(sandbox, file_io):
    """The steps before the fork of PID 1: as root, the root built as root and root given
    up; then the namespaces. Returns whether the root is built. Raises on refusal."""
    ops, tmp_bytes, cwd, given, _ = sandbox
    import fcntl, resource, termios  # noqa: F401,E401 - used later (os.wait4: resource), imported
    #                                     before the root hides the interpreter's files
    built = _real_root()
    if built:
        for fd in (0, 1, 2):    # its pipes, nobody's: it may reopen them (/dev/stdout), and
            if stat.S_ISFIFO(os.fstat(fd).st_mode):     # PID 1 may see it wait for input
                os.fchown(fd, namespaces.NOBODY, namespaces.NOBODY)
        namespaces.private_mounts()
        jail.build(ops, tmp_bytes, cwd, given, file_io)
        namespaces.drop_root()
    namespaces.enter()
    return built


def _real_root():
    """Root of the machine: uid 0 in the initial user namespace (every uid mapped)."""
    if os.geteuid() != 0:
        return False
    try:
        with open('/proc/self/uid_map') as f:
            return f.read().split() == ['0', '0', '4294967295']
    except OSError:
        return False


def inside(sandbox, file_io, built):
    """PID 1's steps: the root (unless built already), then confine. Raises on refusal."""
    ops, tmp_bytes, cwd, given, processes = sandbox
    if not built:
        jail.build(ops, tmp_bytes, cwd, given, file_io)
    procfs.WRITABLE = namespaces.confine(built, processes)


def wait_for(child):
    """Wait for the sandbox's PID 1 and end as it did (killed by a signal: the same)."""
    import _signal as signal
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


def collect(name, out_fd, cap):
    """Copy the program's NAME (a regular file of its working folder, never through a link)
    to out_fd, up to cap bytes. False if there is none."""
    try:
        fd = os.open(name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return False
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return False
        left = cap
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            left -= len(chunk)
            while chunk:
                chunk = chunk[os.write(out_fd, chunk):]
        return True
    except OSError:
        return True
    finally:
        os.close(fd)
