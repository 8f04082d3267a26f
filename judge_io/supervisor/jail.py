"""The sandbox's root, kernel side: an empty root holding only what the program needs (an
allowlist, as isolate and bubblewrap build theirs). Standard library only and no
package-relative imports: supervise.py imports it as a sibling (`import jail`).

build() runs in a mount namespace of its own: as root by the supervisor itself before it
gives up root, else by the sandbox's PID 1 (namespaces.py). The judge (sandbox.Plan) says
what to build, as operations on paths of the new root:
  d PATH -        a folder (of the root's own read-only tmpfs)
  l PATH TARGET   a symbolic link, as on the host
  b PATH -        the host's PATH, bound read-only (a file, a folder, a device)
  w PATH MODE     a folder of the program's writable tmpfs (its /tmp, /dev/shm, working
                  folder: one tmpfs, as large as the memory limit, counted as its memory)
  f PATH TEXT     a file holding TEXT (/etc/passwd, /etc/group)
  p PATH -        a fresh /proc
The case's input is bound read-only too (as NAME.in in the working folder with --file-io,
else reopened through it as stdin, so /proc/self/fd/0 cannot be opened for writing). The
new root becomes the root of the mount namespace (pivot_root), the old one put at /.old
and covered by an empty read-only tmpfs rather than unmounted (an unmount waits for an
RCU grace period: up to 12 ms a run on a loaded machine). Only an unmount of that cover
would show the old root: that needs CAP_SYS_ADMIN in the namespace that mounted it (the
program has no capability, and may make no user namespace where it would hold one:
namespaces.seal_proc; were it to, the kernel locks the mounts it copies). `..` at the new
root stays there, so no chroot escape either. Nothing else of the host is reachable, a
pathname socket included. The writable tmpfs stays mounted at /.w (its folders are the
program's /tmp, /dev/shm and working folder) and the input's read-only bind at /.input:
the program's own files.
"""
import os
import stat

from namespaces import (AT_RECURSIVE, MS_BIND, MS_NODEV, MS_NOSUID, MS_NOEXEC, MS_PRIVATE,
                        MS_RDONLY, MS_REC, MS_REMOUNT, O_PATH, Refused, libc)

OLD = '/.old'                   # the host's root, covered
WRITABLE = '/.w'                # where the writable tmpfs is mounted while the root is built
STAGE = '/tmp'                  # where the new root is mounted while it is built
INPUT = '/.input'               # the input's read-only bind, while fd 0 is reopened through it
_FLAGS = ((2, MS_NOSUID), (4, MS_NODEV), (8, MS_NOEXEC), (1024, 1024), (2048, 2048),
          (4096, 1 << 21))      # statvfs f_flag bits -> mount flags (kept by a remount)


def read_only(c, path):
    """Make the mount at path read-only (and what is mounted below it)."""
    try:
        c.mount_setattr(path, AT_RECURSIVE, 1)
        return
    except OSError as e:
        if e.errno not in (38, 22):         # ENOSYS (before Linux 5.12), EINVAL
            raise
    flags = MS_BIND | MS_REMOUNT | MS_RDONLY
    kept = os.statvfs(path).f_flag
    for bit, flag in _FLAGS:
        if kept & bit:
            flags |= flag
    c.mount(None, path, None, flags)


def _mount_point(target, mode):
    os.makedirs(os.path.dirname(target), 0o755, exist_ok=True)
    if stat.S_ISDIR(mode):
        os.makedirs(target, 0o755, exist_ok=True)
    elif not os.path.lexists(target):
        os.close(os.open(target, os.O_WRONLY | os.O_CREAT | os.O_CLOEXEC, 0o644))


def _bind(c, fd, target):
    _mount_point(target, os.fstat(fd).st_mode)
    c.mount(f'/proc/self/fd/{fd}', target, None, MS_BIND | MS_REC)
    read_only(c, target)


def _open_input(input_path):
    """An O_PATH fd of the input's path if it is still the file on fd 0, else None."""
    try:
        fd = os.open(input_path, O_PATH | os.O_NOFOLLOW | os.O_CLOEXEC)
    except OSError:
        return None
    mine, given = os.fstat(fd), os.fstat(0)
    if (mine.st_dev, mine.st_ino) == (given.st_dev, given.st_ino) and stat.S_ISREG(mine.st_mode):
        return fd
    os.close(fd)
    return None


def _copy(fd, target):
    out = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_CLOEXEC, 0o444)
    try:
        while True:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            while chunk:
                chunk = chunk[os.write(out, chunk):]
    finally:
        os.close(out)


def build(ops, tmp_bytes, cwd, input_path, file_io):
    """Build the root (see the module's docstring) and enter it; the working folder cwd.
    file_io: NAME (the input is bound as cwd/NAME.in, stdin is /dev/null) or None."""
    c = libc()
    fds = []
    try:
        c.mount(None, '/', None, MS_REC | MS_PRIVATE)
        for op, path, _ in ops:         # every source opened before the stage covers any
            fds.append(os.open(path, O_PATH | os.O_NOFOLLOW | os.O_CLOEXEC) if op == 'b' else None)
        given = _open_input(input_path) if input_path else None
        null = os.open('/dev/null', os.O_RDWR | os.O_CLOEXEC)
        root = STAGE
        c.mount('tmpfs', root, 'tmpfs', MS_NOSUID | MS_NODEV, 'size=4m,mode=755')
        os.mkdir(root + WRITABLE, 0o755)
        c.mount('tmpfs', root + WRITABLE, 'tmpfs', MS_NOSUID | MS_NODEV, f'size={tmp_bytes},mode=755')
        for k, ((op, path, arg), fd) in enumerate(zip(ops, fds)):
            target = root + path
            if op == 'd':
                os.makedirs(target, 0o755, exist_ok=True)
            elif op == 'l':
                os.makedirs(os.path.dirname(target), 0o755, exist_ok=True)
                os.symlink(arg, target)
            elif op == 'f':
                os.makedirs(os.path.dirname(target), 0o755, exist_ok=True)
                with open(target, 'w') as f:
                    f.write(arg)
            elif op == 'b':
                _bind(c, fd, target)
            elif op == 'w':
                inner = f'{root}{WRITABLE}/{k}'
                os.mkdir(inner)
                os.chmod(inner, int(arg, 8))
                os.makedirs(target, 0o755, exist_ok=True)
                c.mount(inner, target, None, MS_BIND)
            elif op == 'p':
                os.makedirs(target, 0o755, exist_ok=True)
                c.mount('proc', target, 'proc', MS_NOSUID | MS_NODEV | MS_NOEXEC)
        if given is not None:
            where = f'{root}{cwd}/{file_io}.in' if file_io else root + INPUT
            _bind(c, given, where)
            if not file_io:
                reopened = os.open(where, os.O_RDONLY | os.O_CLOEXEC)
                os.lseek(reopened, os.lseek(0, 0, os.SEEK_CUR), os.SEEK_SET)
                os.dup2(reopened, 0)
                os.close(reopened)
        if file_io and given is None:   # the path is no longer that file: a copy of it
            _copy(0, f'{root}{cwd}/{file_io}.in')
        if file_io:
            os.dup2(null, 0)
        os.close(null)
        os.mkdir(root + OLD, 0)
        os.chdir(root)
        c.pivot_root('.', '.' + OLD)
        os.chdir('/')
        c.mount('tmpfs', OLD, 'tmpfs', MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC, 'size=4k,mode=0')
        c.mount(None, '/', None, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV)
        os.chdir(cwd)
    except OSError as e:
        raise Refused(e.strerror if e.filename is None else f'{e.filename}: {e.strerror}')
    finally:
        for fd in fds:
            if fd is not None:
                os.close(fd)
