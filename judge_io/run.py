"""Run one program on one input file under a judge's limits, and measure what it used.

Each run has its own supervisor process (judge_io/supervise.py, started with the judge's
own interpreter): a child subreaper, so every process the program starts stays its
descendant whatever session or process group it moves to, is timed (CPU time of the
whole tree, exact: every process ends up reaped by the supervisor), counted for memory
(private pages of the tree plus the shared pages of its biggest sharer: a copy-on-write
page is counted once) and killed with SIGKILL when the run ends, whatever the verdict.
The program gets a clean environment: PATH, HOME and LANG, nothing else.

The judge drains stdout (head, up to a cap: more is OLE) and stderr (tail) and tells the
supervisor to stop on output over the cap or on Ctrl-C.

Known limits (no root, no cgroup): memory is sampled every 10 ms for a tree (the
program's own peak is exact); a process that a descendant started and that was never
sampled counts for its CPU time (reaped) but not for memory. No RLIMIT_AS: PyPy
reserves far more address space than it uses and would not start.
"""
import ast
import fcntl
import os
import select
import signal
import subprocess
import sys
import threading
from dataclasses import dataclass
from typing import List, Optional

from . import procfs

OUTPUT_CAP = 64 << 20           # bytes of stdout: more is OLE
STDERR_KEEP = 16 << 10          # the tail of stderr kept to explain an RE
F_SETPIPE_SZ = getattr(fcntl, 'F_SETPIPE_SZ', 1031)    # Linux; named in Python 3.10+
SUPERVISOR = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'supervise.py')
CLEAN_ENV = ('PATH', 'HOME', 'LANG')

_WARNED = []
ABORT = threading.Event()       # set on Ctrl-C: every running case kills its tree and returns
_SUPERVISORS = set()            # pids of the supervisors running now
_LOCK = threading.Lock()        # spawning a supervisor / looking for orphans: one at a time
_REAPER = []                    # [True] once the judge itself is a child subreaper


def become_subreaper():
    """Make the judge a child subreaper (the command line does, once): if a program kills
    or stops its supervisor, what it started is reparented here, found and killed."""
    try:
        import ctypes
        if ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0) == 0:
            _REAPER.append(True)
    except Exception:           # noqa: BLE001 - no ctypes or no prctl: nothing to fall back on
        pass


def _kill_orphans():
    """Kill and reap every process reparented to the judge (not a supervisor) and all
    their descendants: what a program left when its supervisor was killed."""
    me = os.getpid()
    for _ in range(1000):
        with _LOCK:
            parents = procfs.parents()
            roots = [p for p, pp in parents.items() if pp == me and p not in _SUPERVISORS
                     and _is_orphan(p)]
            if not roots:
                return
            doomed, grown = set(roots), True
            while grown:
                grown = False
                for p, pp in parents.items():
                    if pp in doomed and p not in doomed:
                        doomed.add(p)
                        grown = True
            for p in doomed:
                try:
                    os.kill(p, signal.SIGKILL)
                except OSError:
                    pass
        for p in roots:
            try:
                os.waitpid(p, 0)
            except ChildProcessError:
                pass


def _is_orphan(pid):
    """A child of the judge that the judge did not start: its command is not a supervisor."""
    command = procfs.cmdline(pid)
    return command is not None and SUPERVISOR.encode() not in command


def wall_cap(time_limit):
    """Seconds of wall clock, not counting time spent waiting for a core, after which a
    run is TLE whatever its CPU time (sleeping, blocked)."""
    return 3 * time_limit + 1


def clean_env():
    return {k: os.environ[k] for k in CLEAN_ENV if k in os.environ}


@dataclass
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


class _Drain(threading.Thread):
    """Read a pipe to its end; keep the head (stdout, up to a cap) or the tail (stderr)."""

    def __init__(self, pipe, cap, keep_tail, over_event=None):
        super().__init__(daemon=True)
        self.fd = pipe.fileno()
        try:                    # a 1 MB pipe: big outputs flow with 16 times fewer wake-ups
            fcntl.fcntl(self.fd, F_SETPIPE_SZ, 1 << 20)
        except OSError:
            pass
        self.pipe = pipe
        self.cap = cap
        self.keep_tail = keep_tail
        self.over_event = over_event
        self.chunks = []
        self.size = 0
        self.over = False
        self.start()

    def run(self):
        try:
            while True:
                chunk = os.read(self.fd, 1 << 20)
                if not chunk:
                    break
                self.size += len(chunk)
                if self.keep_tail:
                    self.chunks.append(chunk)
                    if self.size > 2 * self.cap:
                        data = b''.join(self.chunks)[-self.cap:]
                        self.chunks, self.size = [data], len(data)
                elif not self.over:
                    self.chunks.append(chunk)
                    if self.size > self.cap:
                        self.over = True
                        if self.over_event:
                            self.over_event.set()
        except OSError:
            pass
        finally:
            self.pipe.close()

    def data(self):
        data = b''.join(self.chunks)
        return data[-self.cap:] if self.keep_tail else data[:self.cap + 1]


def run(cmd: List[str], input_path, time_limit: float, memory_kb: int,
        output_cap: int = OUTPUT_CAP, clean: bool = True, wall: Optional[float] = None,
        stderr_keep: int = STDERR_KEEP, stop_on_output: bool = True) -> Run:
    """Run cmd (argv[0] a path to an executable) with input_path as stdin; stop it at the
    first limit passed. An input that cannot be opened raises OSError."""
    over = threading.Event()
    control_r, control_w = os.pipe()
    result_r, result_w = os.pipe()
    try:
        with open(input_path, 'rb') as stdin, _LOCK:
            proc = subprocess.Popen(
                [sys.executable, '-S', '-E', SUPERVISOR, str(control_r), str(result_w),
                 repr(float(time_limit)), repr(float(wall if wall is not None else wall_cap(time_limit))),
                 str(int(memory_kb)), '--', *cmd],
                stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                pass_fds=(control_r, result_w), start_new_session=True,
                env=clean_env() if clean else None)
            _SUPERVISORS.add(proc.pid)
    except BaseException:
        for fd in (control_r, control_w, result_r, result_w):
            os.close(fd)
        raise
    os.close(control_r)
    os.close(result_w)
    out = _Drain(proc.stdout, output_cap, False, over if stop_on_output else None)
    err = _Drain(proc.stderr, stderr_keep, True)
    told = False
    chunks = []
    hijacked = None
    looks = 0
    try:
        while True:         # until the supervisor's result is complete (EOF: it is gone)
            ready, _, _ = select.select([result_r], [], [], 0.02)
            looks += 1
            if looks % 10 == 0 and procfs.state(proc.pid) in (b'T', b't'):
                hijacked = 'stopped'            # by the program: it cannot stop the judge
                proc.kill()
            if ready:
                chunk = os.read(result_r, 1 << 16)
                if not chunk:
                    break
                chunks.append(chunk)
            if not told and ((stop_on_output and out.over) or ABORT.is_set()):
                try:
                    os.write(control_w, b'a' if ABORT.is_set() else b'o')
                except OSError:
                    pass
                told = True
    finally:
        os.close(control_w)         # the supervisor stops and cleans up if we die
        proc.wait()
        with _LOCK:
            _SUPERVISORS.discard(proc.pid)
        if proc.returncode and _REAPER:
            _kill_orphans()
        os.close(result_r)
        out.join(5.0)
        err.join(5.0)
    try:
        got = {}
        for line in b''.join(chunks).decode().splitlines():
            key, value = line.split(' ', 1)
            got[key] = ast.literal_eval(value)
        got = got if 'code' in got else None
    except (ValueError, SyntaxError):
        got = None
    if got is None and (hijacked or proc.returncode < 0):
        how = 'stopped' if hijacked else f'killed (signal {-proc.returncode})'
        return Run(cpu=0.0, wall=0.0, memory=0, exit_code=None, signal=None,
                   stopped='supervisor', stdout=out.data(), output_over=out.over,
                   stderr=err.data(), error=f'the judge\'s supervisor (the program\'s parent) '
                   f'was {how}: by the program?')
    if got is None:
        return Run(cpu=0.0, wall=0.0, memory=0, exit_code=None, signal=None, stopped=None,
                   stdout=out.data(), output_over=out.over, stderr=err.data(),
                   error=f'the judge\'s supervisor failed (exit code {proc.returncode})')
    if not got.get('subreaper', True) and not _WARNED:
        _WARNED.append(1)
        print('judge_io: note: no child subreaper here (prctl failed): a process that leaves '
              'the program\'s tree and loses its parent is not followed', file=sys.stderr)
    stopped = got['stopped']
    if stopped == 'output' and not out.over:
        stopped = None
    code = got['code']
    if not stop_on_output:
        out.over = False
    return Run(cpu=got['cpu'], wall=got['wall'], memory=got['memory'],
               exit_code=code if code >= 0 else None,
               signal=-code if code < 0 and not stopped else None,
               stopped=stopped, stdout=out.data(), output_over=out.over, stderr=err.data(),
               error=got['exec_error'] and f'cannot run {cmd[0]}: {got["exec_error"]}')
