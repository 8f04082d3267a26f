"""The judge's scratch folder: where a run keeps the outputs of its failing cases (the
report names each file) and its work files (the copies of the case files a checker or
an interactor is given, stress's case), and nothing is left behind.

    $TMPDIR/judge_io-UID/RUN.lock      flock'ed while the run lives
    $TMPDIR/judge_io-UID/RUN/outputs/  NAME.got of each failing case, 64 MB at most a run
    $TMPDIR/judge_io-UID/RUN/work/     copies, removed as soon as used

Made on first use. The next run of the judge removes every run folder whose lock is
free, so outputs stay until then. A process started with it (a few lines of Python in a
session of its own) waits for the judge's end: if the judge is killed or crashes, it
removes the whole run folder; if it ends well, only work/. The program never sees any
of it: the sandbox hides the folder.
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
from typing import Optional

OUTPUTS_CAP = 64 << 20          # bytes of failing outputs kept per run

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
    for name in ('outputs', ''):
        try:
            os.rmdir(os.path.join(folder, name))
        except OSError:
            break
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


def _remove_stale(where: str):
    """Remove the run folders whose run is over (their lock is free)."""
    try:
        names = os.listdir(where)
    except OSError:
        return
    for name in names:
        if not name.endswith('.lock'):
            continue
        lock = os.path.join(where, name)
        try:
            fd = os.open(lock, os.O_RDONLY | os.O_CLOEXEC | os.O_NOFOLLOW)
        except OSError:
            continue
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            continue            # a run that lives
        shutil.rmtree(lock[:-5], ignore_errors=True)
        try:
            os.unlink(lock)
        except OSError:
            pass
        os.close(fd)


class Run:
    """This run's folder (see the module's docstring)."""

    def __init__(self):
        where = root()
        _remove_stale(where)
        fd, lock = tempfile.mkstemp(dir=where, prefix='run-', suffix='.lock')
        fcntl.flock(fd, fcntl.LOCK_EX)
        self.lock = fd
        self.path = lock[:-5]
        os.mkdir(self.path, 0o700)
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
