"""Case files read safely: only regular files, never blocking, within a size bound (a FIFO,
a device such as /dev/zero, a socket or a folder named like a case is refused in one
line, FAIL for that case alone); and files the judge writes (answers, problems from the
browser) written whole, never half.
"""
import errno
import os
import stat
import tempfile
from pathlib import Path


class CaseFileError(OSError):
    """A case file the judge will not read: not a regular file, or too big."""


_KINDS = ((stat.S_ISSOCK, 'a socket'), (stat.S_ISFIFO, 'a FIFO (named pipe)'),
          (stat.S_ISCHR, 'a character device'), (stat.S_ISBLK, 'a block device'),
          (stat.S_ISDIR, 'a folder'))


def open_regular(path) -> int:
    """An fd of path opened for reading, if it is a regular file; CaseFileError (one line)
    if not, OSError if it cannot be opened. Never blocks (O_NONBLOCK: a FIFO with no
    writer would block an open forever)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError as e:
        if e.errno == errno.ENXIO:      # a socket (or a device with nothing behind it)
            _refuse(os.stat(path).st_mode)
        raise
    try:
        _refuse(os.fstat(fd).st_mode)
        os.set_blocking(fd, True)
        return fd
    except BaseException:
        os.close(fd)
        raise


def _refuse(mode):
    """CaseFileError naming what a file is, unless it is a regular file."""
    if not stat.S_ISREG(mode):
        kind = next((name for test, name in _KINDS if test(mode)), 'not a regular file')
        raise CaseFileError(0, f'{kind}, not a regular file')


def read_regular(path, cap: int) -> bytes:
    """The bytes of a regular file of at most cap bytes (CaseFileError beyond, or if not a
    regular file: /dev/zero, a FIFO)."""
    fd = open_regular(path)
    try:
        chunks, size = [], 0
        while True:
            chunk = os.read(fd, min(1 << 20, cap + 1 - size))
            if not chunk:
                return b''.join(chunks)
            chunks.append(chunk)
            size += len(chunk)
            if size > cap:
                raise CaseFileError(0, f'more than {cap >> 20} MB (the output limit)'
                                    if cap >= 1 << 20 else f'more than {cap} bytes')
    finally:
        os.close(fd)


def write_whole(path: Path, data: bytes):
    """path written whole: a temporary file beside it, renamed over it (a reader never sees
    half a file; a symlink there is replaced, never followed)."""
    fd, tmp = tempfile.mkstemp(prefix='.judge_io-', dir=path.parent)
    try:
        with os.fdopen(fd, 'wb') as f:
            f.write(data)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
