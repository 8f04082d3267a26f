"""The sandbox, kernel side: the namespaces, identity and limits of one run, with what the
kernel gives an unprivileged user (Linux user namespaces). Standard library only and no
package-relative imports: supervise.py, started as a script with `python -S -E`,
imports it as a sibling (`import namespaces`); jail.py builds the root.

The supervisor calls enter() (a new user namespace and, in it, new PID, IPC, network and
mount namespaces; its own uid is the only one mapped), forks the process that becomes
PID 1 of the new PID namespace, and that one builds the root (jail.build) and calls
confine() before it starts the program. A judge running as root builds the root first,
as root, then gives root up (drop_root: nobody, no groups) before enter(): outside its
namespaces the program is never uid 0. confine():
  - a fresh /proc where the root was built by root (it shows the namespace's processes);
  - that /proc read-only, and no user namespace below this one (seal_proc): the program
    cannot write a nice back to its sessions' autogroups, which the supervisor lowers
    (procfs.calm) through a writable copy only PID 1 holds;
  - no_new_privs, and RLIMIT_NPROC: the kernel counts the processes (and threads) of a
    uid in each user namespace apart (Linux 5.14+), so the limit holds for the program's
    tree alone.
The program then runs without capabilities (its uid inside is not 0, and exec drops
them) in a session of its own.

Anything the kernel refuses raises Refused (one line); the judge then runs without the
sandbox and says so once.
"""
import os

CLONE_NEWNS = 0x00020000
CLONE_NEWIPC = 0x08000000
CLONE_NEWUSER = 0x10000000
CLONE_NEWPID = 0x20000000
CLONE_NEWNET = 0x40000000
NAMESPACES = CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWIPC | CLONE_NEWNET | CLONE_NEWNS

MS_RDONLY, MS_NOSUID, MS_NODEV, MS_NOEXEC = 1, 2, 4, 8
MS_REMOUNT, MS_BIND, MS_REC, MS_PRIVATE = 32, 4096, 16384, 1 << 18
_ATIME = {'noatime': 1024, 'nodiratime': 2048, 'relatime': 1 << 21, 'strictatime': 1 << 24}
SYS_MOUNT_SETATTR = 442         # the same number on every architecture (Linux 5.12+)
SYS_OPEN_TREE, OPEN_TREE_CLONE = 428, 1     # the same number on every architecture (Linux 5.2+)
SYS_PIVOT_ROOT = {'x86_64': 155, 'i386': 217, 'i686': 217, 'aarch64': 41, 'riscv64': 41,
                  'loongarch64': 41, 'armv7l': 218, 'armv8l': 218, 's390x': 217, 'ppc64le': 203,
                  'ppc64': 203}
RLIMIT_NPROC = 6
NOBODY = 65534                  # the uid and gid a root judge's program runs as
AT_FDCWD, AT_RECURSIVE = -100, 0x8000
MOUNT_ATTR_RDONLY = 1

PR_SET_DUMPABLE, PR_SET_CHILD_SUBREAPER, PR_SET_NO_NEW_PRIVS = 4, 36, 38
O_PATH = getattr(os, 'O_PATH', 0o10000000)     # not in PyPy 3.9's os

INSIDE_ID = 1000                # the program's uid and gid inside when the judge runs as root


class Refused(Exception):
    """The kernel (or the system's policy) refused a step of the sandbox."""


class _Libc:
    """prctl, unshare, mount and syscall from the C library: through PyPy's built-in
    _cffi_backend where there is one (importing ctypes costs PyPy 50 ms, every run), else
    through ctypes (7 ms on CPython)."""

    def __init__(self):
        try:
            import _cffi_backend as b
        except ImportError:
            b = None
        if b is not None:
            lib = b.load_library(None)
            c_int, c_long = b.new_primitive_type('int'), b.new_primitive_type('long')
            c_str = b.new_pointer_type(b.new_primitive_type('char'))
            self._null = b.cast(c_str, 0)
            self.errno = b.get_errno

            def load(name, args, result):
                return lib.load_function(b.new_function_type(tuple(args), result, False), name)
            load2 = load
            str_ = c_str
        else:
            import ctypes
            lib = ctypes.CDLL(None, use_errno=True)
            c_int, c_long, str_ = ctypes.c_int, ctypes.c_long, ctypes.c_char_p
            self._null = None
            self.errno = ctypes.get_errno

            def load(name, args, result):
                f = lib[name]           # a new function object each time: its own types
                f.argtypes, f.restype = list(args), result
                return f
            load2 = load
        self._prctl = load('prctl', (c_int, c_long, c_long, c_long, c_long), c_int)
        self._unshare = load('unshare', (c_int,), c_int)
        self._mount = load('mount', (str_, str_, str_, c_long, str_), c_int)
        self._syscall = load('syscall', (c_long, c_long, str_, c_long, str_, c_long), c_long)
        self._syscall2 = load2('syscall', (c_long, str_, str_), c_long)
        self._setrlimit = load('setrlimit', (c_int, str_), c_int)

    def _check(self, result, what):
        if result != 0:
            number = self.errno()
            raise OSError(number, f'{what}: {os.strerror(number)}')

    def _c(self, text):
        return self._null if text is None else os.fsencode(text)

    def prctl(self, option, value):
        self._check(self._prctl(option, value, 0, 0, 0), f'prctl({option})')

    def unshare(self, flags):
        self._check(self._unshare(flags), 'unshare')

    def mount(self, source, target, fstype, flags, data=None):
        self._check(self._mount(self._c(source), self._c(target), self._c(fstype), flags,
                                self._c(data)), f'mount {target}')

    def mount_setattr(self, path, flags, attr_set):
        """mount_setattr(AT_FDCWD, path, flags, {attr_set})."""
        attr = attr_set.to_bytes(8, 'little') + bytes(24)    # struct mount_attr
        self._check(self._syscall(SYS_MOUNT_SETATTR, AT_FDCWD, os.fsencode(path), flags,
                                  attr, len(attr)), 'mount_setattr')

    def open_tree(self, path):
        """open_tree(AT_FDCWD, path, OPEN_TREE_CLONE): a descriptor of a detached copy of
        the mount at path."""
        fd = self._syscall(SYS_OPEN_TREE, AT_FDCWD, os.fsencode(path), OPEN_TREE_CLONE | os.O_CLOEXEC,
                           self._null, 0)
        if fd < 0:
            self._check(fd, 'open_tree')
        return fd

    def pivot_root(self, new, old):
        number = SYS_PIVOT_ROOT.get(os.uname().machine)
        if number is None:
            raise OSError(38, f'pivot_root: unknown on {os.uname().machine}')
        self._check(self._syscall2(number, os.fsencode(new), os.fsencode(old)), 'pivot_root')

    def setrlimit(self, resource, limit):
        both = limit.to_bytes(8, 'little') * 2                # struct rlimit
        self._check(self._setrlimit(resource, both), 'setrlimit')


_LIBC = []


def libc():
    if not _LIBC:
        _LIBC.append(_Libc())
    return _LIBC[0]


def harden():
    """Make this process non-dumpable: its /proc/PID/fd, environ and mem are then out of
    reach of any process without CAP_SYS_PTRACE, the program's included (same uid or not),
    so no one can open its pipes through /proc. Inherited by fork, reset by exec."""
    libc().prctl(PR_SET_DUMPABLE, 0)


def subreaper():
    """PR_SET_CHILD_SUBREAPER: orphans of this process's descendants are reparented here."""
    try:
        libc().prctl(PR_SET_CHILD_SUBREAPER, 1)
        return True
    except OSError:
        return False


def no_new_privs():
    libc().prctl(PR_SET_NO_NEW_PRIVS, 1)


def _write(path, text):
    with open(path, 'w') as f:
        f.write(text)


def enter():
    """New user, PID, IPC, network and mount namespaces for this process (its next child
    is PID 1 of the new PID namespace), its uid and gid the only ones mapped."""
    uid, gid = os.getuid(), os.getgid()
    try:
        if hasattr(os, 'unshare'):          # Python 3.12+
            os.unshare(NAMESPACES)
        else:
            libc().unshare(NAMESPACES)
    except OSError as e:
        raise Refused(f'unshare(CLONE_NEWUSER|NEWPID|NEWIPC|NEWNET|NEWNS): {e.strerror or e}')
    try:
        _write('/proc/self/setgroups', 'deny')
        _write('/proc/self/uid_map', f'{uid or INSIDE_ID} {uid} 1\n')
        _write('/proc/self/gid_map', f'{gid or INSIDE_ID} {gid} 1\n')
    except OSError as e:
        raise Refused(f'cannot map the user into its namespace: {e.strerror or e}')


def private_mounts():
    """As root: a mount namespace of its own (where the root is built)."""
    try:
        if hasattr(os, 'unshare'):
            os.unshare(CLONE_NEWNS)
        else:
            libc().unshare(CLONE_NEWNS)
    except OSError as e:
        raise Refused(f'unshare(CLONE_NEWNS): {e.strerror or e}')


def drop_root():
    """As root: become nobody, with no supplementary group (the process stays dumpable, so
    that it can still write its own uid_map)."""
    os.setgroups([])
    os.setresgid(NOBODY, NOBODY, NOBODY)
    os.setresuid(NOBODY, NOBODY, NOBODY)
    libc().prctl(PR_SET_DUMPABLE, 1)


def confine(fresh_proc, processes):
    """In PID 1, in its root: see the module's docstring. Returns seal_proc()'s descriptor."""
    c = libc()
    try:
        if fresh_proc:
            c.mount('proc', '/proc', 'proc', MS_NOSUID | MS_NODEV | MS_NOEXEC)
    except OSError as e:
        raise Refused(f'/proc: {e.strerror}')
    writable = seal_proc(c)
    no_new_privs()
    if processes:
        c.setrlimit(RLIMIT_NPROC, processes + 1)      # + 1: this PID 1, of the same uid
    return writable


def seal_proc(c):
    """Any process may write a nice of 0 or more to its own session's autogroup
    (/proc/PID/autogroup): a program would undo the nice 19 the crowd control gives its
    sessions. So /proc is made read-only (a write there: EROFS), and this user namespace may
    hold no other (max_user_namespaces 0, as bubblewrap's --disable-userns does): no user
    namespace, so no capability, so no /proc of the program's own to write through. Returns
    a descriptor of a writable copy of /proc (a detached mount: not in the program's tree,
    and PID 1 is not dumpable, so its descriptors are out of the program's reach) for
    procfs.calm, or None where the kernel has no open_tree (before 5.2): /proc then stays
    writable."""
    try:
        _write('/proc/sys/user/max_user_namespaces', '0')
    except OSError:
        pass                    # a kernel without the limit (before 4.9): left as it is
    try:
        writable = c.open_tree('/proc')
    except OSError:
        return None
    try:
        c.mount(None, '/proc', None, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC)
    except OSError:
        os.close(writable)
        return None
    return writable
