"""Run one program on one input under a judge's limits, and measure what it used.

Each run has its own supervisor process (judge_io/supervisor/supervise.py, run by the judge's
own interpreter: forked from a warm one, zygote.py, where the judge is a child subreaper,
else started anew), which times the program (CPU time of the whole tree, exact: every
process ends up reaped by the supervisor), counts its memory (private pages of the tree
plus the shared pages of its biggest sharer: a copy-on-write page is counted once; and
what it holds outside RSS: memfds, its private temp files, detached SysV memory) and
kills all it started with SIGKILL when the run ends, whatever the verdict. The program
gets a clean environment: PATH, HOME and LANG, and PyPy's nursery size (see clean_env).

With a sandbox (sandbox.Plan; supervisor/namespaces.py) the program runs in namespaces
of its own and sees neither the judge, nor its supervisor, nor the cases; if the kernel
refuses, the run is made again without, and the judge says so once (sandbox.refused). Without
it, the supervisor is a child subreaper, and the judge one too: if the program kills or
stops its supervisor, what it started is reparented here, found and killed.

The judge drains stdout (head, up to a cap: more is OLE) and stderr (tail) and tells the
supervisor to stop on output over the cap or on Ctrl-C. The supervisor and the judge
are non-dumpable: the program cannot open their pipes through /proc.

A case file that is not a regular file (a FIFO, a device, a socket) is refused before
anything is started, without blocking (CaseFileError).

Known limits (no root, no cgroup): memory is sampled every 10 ms for a tree (the
program's own peak is exact); a process that a descendant started and that was never
sampled counts for its CPU time (reaped) but not for memory. No RLIMIT_AS: PyPy
reserves far more address space than it uses and would not start.
"""
import os
import shutil
import select
import subprocess
import sys
import tempfile
import threading
import time
from .records import record
from typing import List, Optional

from . import orphans, sandbox as sandboxes, scratch, zygote
from .casefiles import open_regular
from .drain import Drain, parse
from .supervisor import procfs

OUTPUT_CAP = 64 << 20           # bytes of stdout: more is OLE
STDERR_KEEP = 16 << 10          # the tail of stderr kept to explain an RE
SUPERVISOR = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'supervisor', 'supervise.py')
CLEAN_ENV = ('PATH', 'HOME', 'LANG')
# PyPy sizes its young generation at half of /proc/cpuinfo's "cache size" (the last-level
# cache on Intel): on a host reporting 300 MiB, n = 13 queens peaks at 211 MB instead of
# 61 MB. The judge fixes it at PyPy's own default for an unknown cache, so that a verdict
# does not depend on the machine; a user who sets PYPY_GC_NURSERY keeps theirs.
PYPY_NURSERY = '4M'

_WARNED = []
ABORT = threading.Event()       # set on Ctrl-C: every running case kills its tree and returns
def wall_cap(time_limit):
    """Seconds of wall clock, not counting time spent waiting for a core, after which a
    run is TLE whatever its CPU time (sleeping, blocked)."""
    return 3 * time_limit + 1


def clean_env():
    env = {k: os.environ[k] for k in CLEAN_ENV if k in os.environ}
    env['PYPY_GC_NURSERY'] = os.environ.get('PYPY_GC_NURSERY', PYPY_NURSERY)
    return env


@record
class Run:
    cpu: float                  # seconds of CPU time, user + system, of the whole tree
    wall: float                 # seconds from start to the program's end
    memory: int                 # KB, peak memory of the tree
    exit_code: Optional[int]    # when it exited by itself
    signal: Optional[int]       # when a signal it did not get from the judge ended it
    stopped: Optional[str]      # why the judge killed it: 'cpu', 'wall', 'memory', 'output', 'abort'
    stdout: bytes               # at most output_cap + 1 bytes
    output_over: bool           # it wrote more than output_cap bytes
    stderr: bytes               # the last STDERR_KEEP bytes
    error: str = ''             # the judge could not run it (exec failed, supervisor died)
    ended: float = 0.0          # time.monotonic() when it ended or was stopped
    waiting: bool = False       # stopped by the wall clock while waiting for input on a pipe
    missing_output: str = ''    # file I/O: why there is no output file (WA), '' if there is


class SandboxRefused(Exception):
    pass


class Supervised:
    """One run under its own supervisor: start it, then wait for its result.

    stdin: a path (a regular file, else CaseFileError), an fd (a pipe: an interactive
    run), or None (/dev/null). stdout: None (drained here, up to output_cap) or an fd."""

    def __init__(self, cmd: List[str], stdin, time_limit: float, memory_kb: int,
                 output_cap: int = OUTPUT_CAP, clean: bool = True, wall: Optional[float] = None,
                 stderr_keep: int = STDERR_KEEP, stop_on_output: bool = True,
                 sandbox: Optional['sandboxes.Plan'] = None, stdout: Optional[int] = None):
        self.cmd = cmd
        self.stop_on_output = stop_on_output and stdout is None
        self.sandboxed = sandbox is not None and sandbox.enabled
        self.file_io = sandbox.file_io if sandbox is not None else None
        self.work = None            # file I/O without the sandbox: the program's own folder
        self.over = threading.Event()
        if self.file_io and not self.sandboxed and isinstance(stdin, (str, os.PathLike)):
            self.work = _work_folder(stdin, self.file_io)
            cmd, stdin = _absolute(cmd), None
        if stdin is None:
            stdin_fd = os.open(os.devnull, os.O_RDONLY | os.O_CLOEXEC)
            given = None
        elif isinstance(stdin, int):
            stdin_fd, given = os.dup(stdin), None
        else:
            stdin_fd, given = open_regular(stdin), stdin
        control_r, self.control = os.pipe()
        self.result, result_w = os.pipe()
        limits = [repr(float(time_limit)),
                  repr(float(wall if wall is not None else wall_cap(time_limit))),
                  str(int(memory_kb))]
        extra = ['--file-io', self.file_io, str(output_cap + 1)] if self.file_io else []
        extra += sandbox.argv(given) if self.sandboxed else []
        argv = [str(control_r), str(result_w), *limits, *extra, '--', *cmd]
        env = clean_env() if clean else None        # None: the judge's own
        try:
            with orphans.LOCK:
                self.proc = zygote.spawn(argv, stdin_fd, stdout, env or dict(os.environ), self.work) \
                    or subprocess.Popen(
                    [sys.executable, '-S', '-E', SUPERVISOR, *argv],
                    stdin=stdin_fd, stdout=subprocess.PIPE if stdout is None else stdout,
                    stderr=subprocess.PIPE, pass_fds=(control_r, result_w),
                    start_new_session=True, env=env, cwd=self.work)
                orphans.SUPERVISORS.add(self.proc.pid)
        except BaseException:
            for fd in (self.control, self.result):
                os.close(fd)
            raise
        finally:
            os.close(stdin_fd)
            os.close(control_r)
            os.close(result_w)
        self.out = Drain(self.proc.stdout, output_cap, False,
                          self.over if self.stop_on_output else None) if stdout is None else None
        self.err = Drain(self.proc.stderr, stderr_keep, True)
        self.chunks = []
        self.told = False
        self.hijacked = None
        self.looks = 0
        self.done = False
        self.closed = False

    def fileno(self):
        """The result pipe: readable when the supervisor has something to say (select)."""
        return self.result

    def stop(self, why: bytes):
        """Ask the supervisor to stop the program: b'o' output, b'a' abort, b'p' peer done."""
        if not self.told and not self.done:
            try:
                os.write(self.control, why)
            except OSError:
                pass
            self.told = True

    def step(self, timeout: float = 0.02) -> bool:
        """Wait up to timeout for the supervisor; True once its result is complete."""
        ready, _, _ = select.select([self.result], [], [], timeout)
        self.looks += 1
        if not self.sandboxed and self.looks % 10 == 0 and \
                procfs.state(self.proc.pid) in (b'T', b't'):
            self.hijacked = 'stopped'           # by the program: it cannot stop the judge
            self.proc.kill()
        if ready:
            chunk = os.read(self.result, 1 << 16)
            if not chunk:
                self.done = True
                return True
            self.chunks.append(chunk)
        if (self.stop_on_output and self.over.is_set()) or ABORT.is_set():
            self.stop(b'a' if ABORT.is_set() else b'o')
        return False

    def finish(self) -> Run:
        """Wait for the supervisor's end; the Run. SandboxRefused if the kernel refused.
        Once finished, again: the same answer (its pipes are closed once)."""
        if self.closed:
            return self._result()
        try:
            while not self.done:
                self.step()
        finally:
            self.done = self.closed = True
            os.close(self.control)      # the supervisor stops and cleans up if we die
            self.proc.wait()
            with orphans.LOCK:
                orphans.SUPERVISORS.discard(self.proc.pid)
            if (self.proc.returncode or zygote.swept()) and orphans.REAPER:
                orphans.kill_orphans()
            os.close(self.result)
            if self.out is not None:
                self.out.join(5.0)
            self.err.join(5.0)
            if self.work is not None:
                shutil.rmtree(self.work, ignore_errors=True)
        return self._result()

    def _result(self) -> Run:
        stdout = self.out.data() if self.out is not None else b''
        over = self.out.over if self.out is not None else False
        err = self.err.data()
        got = parse(b''.join(self.chunks))
        if got is not None and 'sandbox_error' in got:
            raise SandboxRefused(got['sandbox_error'])
        if got is not None and 'code' not in got:
            got = None
        returncode = self.proc.returncode
        if got is None and self.chunks and not self.hijacked and returncode >= 0:
            # only the program could have written such bytes (it can reach the pipe only
            # where it is root without the sandbox): its doing, never a FAIL
            return _programs_doing(stdout, over, err, 'the judge\'s supervisor sent a garbled '
                                   'report: tampered with by the program?')
        if got is None and (self.hijacked or returncode < 0):
            how = 'stopped' if self.hijacked else f'killed (signal {-returncode})'
            return _programs_doing(stdout, over, err, f'the judge\'s supervisor (the program\'s '
                                   f'parent) was {how}: by the program?')
        if got is None:
            return Run(cpu=0.0, wall=0.0, memory=0, exit_code=None, signal=None, stopped=None,
                       stdout=stdout, output_over=over, stderr=err,
                       error=f'the judge\'s supervisor failed (exit code {returncode})',
                       ended=time.monotonic())
        if not got.get('subreaper', True) and not _WARNED:
            _WARNED.append(1)
            print('judge_io: note: no child subreaper here (prctl failed): a process that leaves '
                  'the program\'s tree and loses its parent is not followed', file=sys.stderr)
        stopped = got['stopped']
        if stopped in ('output', 'abort', 'peer') and not self.told:
            # a stop the judge never asked for: bytes on its control pipe came from the
            # program (root without the sandbox can open the pipe): its doing, never a FAIL
            return _programs_doing(stdout, over, err, 'the judge\'s supervisor was told to stop '
                                   'by someone other than the judge: by the program?', got)
        if stopped == 'output' and not over:
            stopped = None
        code = got['code']
        if not self.stop_on_output:
            over = False
        missing = f'no {self.file_io}.out written (file I/O: the program reads {self.file_io}.in ' \
            f'and writes {self.file_io}.out in its working folder)' if got.get('missing') else ''
        return Run(cpu=got['cpu'], wall=got['wall'], memory=got['memory'],
                   exit_code=code if code >= 0 else None,
                   signal=-code if code < 0 and not stopped else None,
                   stopped=stopped, stdout=stdout, output_over=over, stderr=err,
                   error=got['exec_error'] and f'cannot run {self.cmd[0]}: {got["exec_error"]}',
                   ended=got.get('ended', time.monotonic()), waiting=bool(got.get('waiting')),
                   missing_output=missing)


def _programs_doing(stdout, over, err, error, got=None) -> Run:
    """A run the program spoiled by reaching its supervisor (stopping or killing it, or
    writing on its pipes: root without the sandbox can): RE by stopped 'supervisor', never
    the judge's FAIL; what the supervisor measured, when it reported."""
    used = got or {'cpu': 0.0, 'wall': 0.0, 'memory': 0}
    return Run(cpu=used['cpu'], wall=used['wall'], memory=used['memory'], exit_code=None,
               signal=None, stopped='supervisor', stdout=stdout, output_over=over, stderr=err,
               error=error, ended=time.monotonic())


def _work_folder(input_path, name) -> str:
    """File I/O without the sandbox: a folder of the scratch folder's holding NAME.in."""
    work = tempfile.mkdtemp(prefix='file-io-', dir=scratch.work_folder())
    shutil.copyfile(input_path, os.path.join(work, name + '.in'))
    return work


def _absolute(cmd: List[str]) -> List[str]:
    """The command with each word naming a file of the current folder made absolute (it
    runs in another folder)."""
    return [os.path.abspath(w) if w and not w.startswith('-') and os.path.exists(w) else w
            for w in cmd]


def run(cmd: List[str], input_path, time_limit: float, memory_kb: int,
        output_cap: int = OUTPUT_CAP, clean: bool = True, wall: Optional[float] = None,
        stderr_keep: int = STDERR_KEEP, stop_on_output: bool = True,
        sandbox: Optional['sandboxes.Plan'] = None) -> Run:
    """Run cmd (argv[0] a path to an executable) with input_path on stdin (None:
    /dev/null); stop it at the first limit passed. An input that cannot be opened raises
    OSError (CaseFileError if it is not a regular file). In the sandbox if one is given
    and the kernel allows it."""
    while True:
        plan = sandboxes.active(sandbox)
        try:
            return Supervised(cmd, input_path, time_limit, memory_kb, output_cap, clean, wall,
                              stderr_keep, stop_on_output, plan).finish()
        except SandboxRefused as e:
            sandboxes.refused(str(e))
