"""The sandbox, kernel side: the namespaces and mounts of one run, with nothing but what
the kernel gives an unprivileged user (Linux user namespaces). Standard library only and
no package-relative imports: supervise.py, started as a script with `python -S -E`,
imports it as a sibling (`import namespaces`).

The supervisor calls enter() (a new user namespace and, in it, new PID, IPC, network and
mount namespaces; its own uid is the only one mapped), forks the process that becomes
PID 1 of the new PID namespace, and that one calls prepare() before it starts the
program:
  - a fresh /proc, which shows the program's own processes only (no supervisor, no judge);
  - every mount read-only (mount_setattr, or a remount of each where the kernel is older
    than 5.12), so the program can change no file of the user's;
  - stdin reopened through that read-only view, so that writing to /proc/self/fd/0
    cannot rewrite the case's input either;
  - a private tmpfs, writable and size-limited, on /tmp and on /dev/shm;
  - each hidden folder (the case folders, the judge's own scratch folder) covered by an
    empty read-only tmpfs, into which the entries the program may see (what it needs to
    start, and in a case folder everything but the case files) are bound back;
  - the working folder entered again through the new mounts.
The program then runs without capabilities (its uid inside is not 0, and exec drops
them) and with no_new_privs, so it cannot undo a mount: the kernel also refuses to
unmount, from a namespace it creates itself, mounts that come from this one.

Anything the kernel refuses raises Refused (one line); the judge then runs without the
sandbox and says so once.
"""
import os
import stat

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
            str_ = c_str
        else:
            import ctypes
            lib = ctypes.CDLL(None, use_errno=True)
            c_int, c_long, str_ = ctypes.c_int, ctypes.c_long, ctypes.c_char_p
            self._null = None
            self.errno = ctypes.get_errno

            def load(name, args, result):
                f = getattr(lib, name)
                f.argtypes, f.restype = list(args), result
                return f
        self._prctl = load('prctl', (c_int, c_long, c_long, c_long, c_long), c_int)
        self._unshare = load('unshare', (c_int,), c_int)
        self._mount = load('mount', (str_, str_, str_, c_long, str_), c_int)
        self._syscall = load('syscall', (c_long, c_long, str_, c_long, str_, c_long), c_long)

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

    def read_only_tree(self, path):
        """mount_setattr(path, AT_RECURSIVE, attr_set=MOUNT_ATTR_RDONLY)."""
        attr = MOUNT_ATTR_RDONLY.to_bytes(8, 'little') + bytes(24)    # struct mount_attr
        self._check(self._syscall(SYS_MOUNT_SETATTR, AT_FDCWD, os.fsencode(path), AT_RECURSIVE,
                                  attr, len(attr)), 'mount_setattr')


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


def _read_only_everywhere(c):
    try:
        c.read_only_tree('/')
        return
    except OSError as e:
        if e.errno not in (38, 22):         # ENOSYS (before Linux 5.12), EINVAL
            raise
    # the old way: remount each mount read-only, keeping its locked flags
    with open('/proc/self/mountinfo') as f:
        points = [line.split() for line in f]
    for fields in sorted(points, key=lambda p: len(p[4])):
        point = fields[4].encode().decode('unicode_escape')     # \040 for a space
        flags = MS_BIND | MS_REMOUNT | MS_RDONLY
        for option in fields[5].split(','):
            flags |= {'nosuid': MS_NOSUID, 'nodev': MS_NODEV, 'noexec': MS_NOEXEC}.get(
                option, _ATIME.get(option, 0))
        try:
            c.mount(None, point, None, flags)
        except OSError:
            if point == '/':
                raise


def _reopen_stdin(path):
    """Replace fd 0 with the same file opened through the read-only mounts (if it still is
    the same file): /proc/self/fd/0 then reopens it read-only."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return
    try:
        mine, given = os.fstat(fd), os.fstat(0)
        if (mine.st_dev, mine.st_ino) == (given.st_dev, given.st_ino) and stat.S_ISREG(mine.st_mode):
            os.set_blocking(fd, True)
            os.lseek(fd, os.lseek(0, 0, os.SEEK_CUR), os.SEEK_SET)
            os.dup2(fd, 0)
    finally:
        os.close(fd)


def _cover(c, folder, keep, writable, size):
    """Cover folder with an empty tmpfs, bind back the entries named in keep (as they were),
    and make it read-only unless writable. False if it is not there to cover."""
    try:
        st = os.stat(folder)
    except OSError:
        return False            # not in this view: an earlier cover hid it already
    if not stat.S_ISDIR(st.st_mode):
        return False
    kept = []
    for name in keep:
        path = os.path.join(folder, name)
        try:
            mode = os.lstat(path).st_mode
            if stat.S_ISLNK(mode):
                kept.append((name, None, os.readlink(path)))
            else:
                kept.append((name, os.open(path, O_PATH | os.O_NOFOLLOW | os.O_CLOEXEC), mode))
        except OSError:
            continue
    try:
        mode = 0o1777 if writable else stat.S_IMODE(st.st_mode)
        c.mount('tmpfs', folder, 'tmpfs', MS_NOSUID | MS_NODEV,
                f'size={size if writable else 1 << 20},mode={mode:o}')
        for name, fd, what in kept:
            target = os.path.join(folder, name)
            if fd is None:
                os.symlink(what, target)
                continue
            if stat.S_ISDIR(what):
                os.mkdir(target)
            else:
                os.close(os.open(target, os.O_WRONLY | os.O_CREAT | os.O_CLOEXEC, 0o600))
            c.mount(f'/proc/self/fd/{fd}', target, None, MS_BIND | MS_REC)
        if not writable:
            c.mount(None, folder, None, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV)
    finally:
        for _, fd, _ in kept:
            if fd is not None:
                os.close(fd)
    return True


def prepare(covers, tmp_bytes, cwd, input_path):
    """In PID 1 of the new namespaces: the mounts (see the module's docstring).
    covers: [(kind, folder, [entry names to keep])], kind 'w' a private temp folder of
    tmp_bytes, 'r' a hidden one; input_path: the file on fd 0, or None. Returns the private
    temp folders made (their files count as the program's memory)."""
    c = libc()
    temps = []
    try:
        c.mount(None, '/', None, MS_REC | MS_PRIVATE)
        c.mount('proc', '/proc', 'proc', MS_NOSUID | MS_NODEV | MS_NOEXEC)
        _read_only_everywhere(c)
        if input_path:
            _reopen_stdin(input_path)
        for kind, folder, keep in covers:
            if _cover(c, folder, keep, kind == 'w', tmp_bytes) and kind == 'w':
                temps.append(folder)
        os.chdir(cwd)
        no_new_privs()
    except OSError as e:
        raise Refused(e.strerror if e.filename is None else f'{e.filename}: {e.strerror}')
    return temps
