"""The judge's scratch folder: where a run keeps the outputs of its failing cases (the
report names each file) and its work files (the copies of the case files a checker or
an interactor is given, stress's case), and nothing is left behind.

    $TMPDIR/judge_io-UID/run-KEY-X/          this run's folder (KEY: what it judges)
    $TMPDIR/judge_io-UID/run-KEY-X.lock      flock'ed while the run lives
    $TMPDIR/judge_io-UID/run-KEY-X/outputs/  NAME.got of each failing case, 64 MB at most a run
    $TMPDIR/judge_io-UID/run-KEY-X/work/     copies, removed as soon as used

Made on first use. KEY is a digest of the command line and the current folder: the same
command run again from the same folder is the same KEY. Outputs outlive other runs: a
new run removes a finished run's folder (its lock free) only when it is its own earlier
run (the same KEY: its outputs are superseded), or older than KEEP_HOURS, or among the
oldest when finished runs hold more than KEEP_BYTES together (the disk is bounded) or are
more than KEEP_RUNS (so is a judge's start: it looks at each finished run, and reads the
bytes each kept from its lock file, where the run wrote them at its end). So two judges
of one user, or a judge and the tests, never take each other's outputs away.

A process started with it (a few lines of Python in a session of its own) waits for the
judge's end: if the judge is killed or crashes, it removes the whole run folder; if it
ends well, only work/ (and the folder, when no output was kept), and it stamps the
folder's time with the end of the run, from which its age counts. A folder whose
cleaner died too is removed by the age rule. The program never sees any of it: the
sandbox hides the folder.
"""
import atexit
import fcntl
import os
import shutil
import stat
import subprocess
import sys
import tempfile
import threading
import time
import zlib
from typing import List, Optional, Tuple

OUTPUTS_CAP = 64 << 20          # bytes of failing outputs kept per run
KEEP_HOURS = 24                 # a finished run's outputs are kept this long...
KEEP_BYTES = 1 << 30            # ...while the finished runs hold less than this together
KEEP_RUNS = 256                 # ...and are at most this many

_CLEANER = r'''
import os, shutil, sys
folder, said = sys.argv[1], b''
while True:
    try:
        chunk = os.read(0, 64)
    except InterruptedError:
        continue
    if not chunk:
        break
    said += chunk
if said == b'keep':
    shutil.rmtree(os.path.join(folder, 'work'), ignore_errors=True)
    try:
        os.rmdir(os.path.join(folder, 'outputs'))
    except OSError:
        pass
    try:
        os.rmdir(folder)
    except OSError:
        try:
            os.utime(folder)            # outputs kept: their age counts from the run's end
        except OSError:
            pass
else:
    shutil.rmtree(folder, ignore_errors=True)
'''

_LOCK = threading.Lock()
_RUN = []
_ROOT = []


def _usable(path: str) -> bool:
    """A folder of ours that no one else can write into (a shared /tmp invites tricks)."""
    try:
        st = os.lstat(path)
    except OSError:
        return False
    return stat.S_ISDIR(st.st_mode) and st.st_uid == os.getuid() and not st.st_mode & 0o022


def root() -> str:
    """The user's scratch root (made if missing), or a private one for this run."""
    with _LOCK:
        if not _ROOT:
            path = os.path.join(tempfile.gettempdir(), f'judge_io-{os.getuid()}')
            try:
                os.mkdir(path, 0o700)
            except OSError:
                pass
            _ROOT.append(path if _usable(path) else tempfile.mkdtemp(prefix='judge_io-'))
        return _ROOT[0]


def key() -> str:
    """What this run judges, as a short digest: its command line and current folder."""
    data = repr((os.getcwd(), sys.argv[1:])).encode('utf-8', 'surrogateescape')
    # two checksums, 48 bits: enough to tell one user's command lines apart (hashlib's
    # import, OpenSSL's, would be 5 ms of every judge's start)
    return '%08x%04x' % (zlib.crc32(data), zlib.adler32(data) & 0xffff)


def _size(folder: str) -> int:
    total = 0
    for top, _, files in os.walk(folder):
        for f in files:
            try:
                total += os.lstat(os.path.join(top, f)).st_size
            except OSError:
                pass
    return total


def _remove(folder: str, lock: Optional[str] = None):
    shutil.rmtree(folder, ignore_errors=True)
    if lock:
        try:
            os.unlink(lock)
        except OSError:
            pass


def _remove_stale(where: str, mine: str, now: Optional[float] = None):
    """Remove the finished runs' folders that the rules of the module's docstring let go:
    this run's own earlier ones (KEY mine), those older than KEEP_HOURS, and the oldest
    beyond KEEP_BYTES or KEEP_RUNS. A run that lives (its lock held) is never touched."""
    now = time.time() if now is None else now
    try:
        names = set(os.listdir(where))
    except OSError:
        return
    held: List[int] = []
    finished: List[Tuple[float, str, str, int]] = []     # (end time, folder, lock, bytes)
    try:
        for name in sorted(names):
            path = os.path.join(where, name)
            if not name.startswith('run-'):
                continue
            if not name.endswith('.lock'):
                if name + '.lock' not in names and _older(path, now):
                    _remove(path)       # a folder without its lock: its run died being born
                continue
            try:
                fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC | os.O_NOFOLLOW)
            except OSError:
                continue
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                os.close(fd)
                continue            # a run that lives
            held.append(fd)
            folder = path[:-5]
            if not os.path.isdir(folder):
                _remove(folder, path)       # it kept nothing
            elif name.startswith(f'run-{mine}-') or _older(folder, now):
                _remove(folder, path)
            else:
                try:
                    finished.append((os.lstat(folder).st_mtime, folder, path, _kept(fd, folder)))
                except OSError:
                    pass
        kept = sum(size for *_, size in finished)
        runs = len(finished)
        for _, folder, lock, size in sorted(finished):      # the oldest first
            if kept <= KEEP_BYTES and runs <= KEEP_RUNS:
                break
            kept -= size
            runs -= 1
            _remove(folder, lock)
    finally:
        for fd in held:
            os.close(fd)


def _kept(lock_fd: int, folder: str) -> int:
    """The bytes a finished run kept: the number it wrote in its lock file at its end, or
    (a run of an older judge, or one whose end was cut short) the sizes of its files."""
    written = os.pread(lock_fd, 24, 0)
    return int(written) if written.isdigit() else _size(folder)


def _older(path: str, now: float) -> bool:
    try:
        return os.lstat(path).st_mtime < now - KEEP_HOURS * 3600
    except OSError:
        return False


class Run:
    """This run's folder (see the module's docstring)."""

    def __init__(self):
        where = root()
        mine = key()
        _remove_stale(where, mine)
        # the folder first, then its lock: a lock without its folder is always a
        # finished run's (removable), a folder without its lock only ages
        self.path = tempfile.mkdtemp(dir=where, prefix=f'run-{mine}-')
        fd = os.open(self.path + '.lock', os.O_RDWR | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o600)
        fcntl.flock(fd, fcntl.LOCK_EX)
        self.lock = fd
        self.outputs = os.path.join(self.path, 'outputs')
        self.work = os.path.join(self.path, 'work')
        self.saved = 0
        read, self.tell = os.pipe()
        try:
            from .orphans import KEEP
            self.cleaner = subprocess.Popen(
                [sys.executable, '-S', '-E', '-c', _CLEANER, self.path], stdin=read,
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, pass_fds=(fd,),
                start_new_session=True, env={})     # nothing of the judge's environment
            KEEP.add(self.cleaner.pid)
        finally:
            os.close(read)
        atexit.register(self.close)

    def save(self, name: str, data: bytes) -> Optional[str]:
        """Keep a failing case's output; its path, or None past the cap of the run."""
        with _LOCK:
            if self.saved + len(data) > OUTPUTS_CAP:
                return None
            self.saved += len(data)
        path = os.path.join(self.outputs, f'{name}.got')
        os.makedirs(os.path.dirname(path), 0o700, exist_ok=True)     # a case of a sub-folder
        with open(path, 'wb') as f:
            f.write(data)
        return path

    def folder(self) -> str:
        """A fresh folder for one case's work files; the caller removes it."""
        os.makedirs(self.work, 0o700, exist_ok=True)
        return tempfile.mkdtemp(dir=self.work)

    def close(self):
        """The judge ends: keep the outputs (unless it crashed), remove the rest."""
        if self.tell is None:
            return
        crashed = hasattr(sys, 'last_value') or hasattr(sys, 'last_exc')
        try:
            os.pwrite(self.lock, b'%d' % self.saved, 0)    # what it kept, for later runs to read
        except OSError:
            pass
        try:
            os.write(self.tell, b'' if crashed else b'keep')
        except OSError:
            pass
        os.close(self.tell)
        self.tell = None
        try:
            self.cleaner.wait(30)
        except subprocess.TimeoutExpired:
            pass
        os.close(self.lock)


def current() -> Run:
    """This run's folder, made on first use."""
    with _LOCK:
        if _RUN:
            return _RUN[0]
    made = Run()
    with _LOCK:
        if not _RUN:
            _RUN.append(made)
            return made
    made.close()
    return _RUN[0]


def save_output(name: str, data: bytes) -> Optional[str]:
    return current().save(name, data)


def work_folder() -> str:
    return current().folder()


def outputs_folder() -> Optional[str]:
    """Where this run kept outputs, if it kept any."""
    with _LOCK:
        if _RUN and os.path.isdir(_RUN[0].outputs):
            return _RUN[0].outputs
    return None
