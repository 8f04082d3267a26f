"""Each run's supervisor forked from one warm process (supervisor/zygote.py) instead of
started as a new interpreter: 25 of the ~30 ms of CPU a supervisor costs a case.

Only where the judge is a child subreaper (orphans.REAPER: the command line makes it one):
the supervisor, forked by a child of the zygote that exits at once, is reparented here and
waited for as a child of ours, its exit status exact. The zygote is started at the first
run, in a session of its own (no terminal's Ctrl-C), non-dumpable, one of orphans.KEEP, and
ends when the judge does (EOF on its socket). Anything amiss (it does not start, does not
answer within TIMEOUT, was killed or stopped: a program outside the sandbox may signal it
as it may signal the judge) and the judge starts its supervisors itself from then on:
a supervisor asked for but not confirmed never runs (it waits for a byte on GO first).
"""
import atexit
import marshal
import os
import select
import signal
import socket
import subprocess
import sys

from . import orphans
from .supervisor import procfs

SERVER = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'supervisor', 'zygote.py')
TIMEOUT = 10.0          # seconds the zygote may take to answer (a loaded machine), then never again
_STATE = {}             # 'sock', 'proc' once started; 'broken' once it failed


class Started:
    """What Supervised uses of subprocess.Popen, for a supervisor the zygote forked."""

    def __init__(self, pid, stdout, stderr):
        self.pid = pid
        self.stdout = stdout
        self.stderr = stderr
        self.returncode = None

    def wait(self):
        while self.returncode is None:
            try:
                _, status = os.waitpid(self.pid, 0)
            except InterruptedError:
                continue
            except ChildProcessError:       # cannot happen: it is our child, reaped only here
                status = 0
            self.returncode = os.waitstatus_to_exitcode(status)
        return self.returncode

    def kill(self):
        if self.returncode is None:         # never a pid reaped and reused since
            try:
                os.kill(self.pid, signal.SIGKILL)
            except OSError:
                pass


def spawn(argv, stdin_fd, stdout, env, cwd):
    """A supervisor `SUPERVISOR ARGV` (argv[0:2]: its CONTROL_FD and RESULT_FD) with these
    stdin and stdout (None: a new pipe, read here), stderr a new pipe, forked by the zygote:
    a Started, or None (nothing was started: the caller starts one itself). Call it holding
    orphans.LOCK, and add the pid to orphans.SUPERVISORS before letting go."""
    sock = _zygote()
    if sock is None:
        return None
    if procfs.state(_STATE['proc'].pid) not in (b'S', b'R'):   # stopped, killed: not asked
        _give_up()
        return None
    out_r, out_w = os.pipe() if stdout is None else (None, stdout)
    err_r, err_w = os.pipe()
    go_r, go_w = os.pipe()
    pid = 0
    try:
        socket.send_fds(sock, [marshal.dumps((argv, env, cwd))],
                        [stdin_fd, out_w, err_w, int(argv[0]), int(argv[1]), go_r])
        if select.select([sock], [], [], TIMEOUT)[0]:
            reply = sock.recv(8)
            pid = int.from_bytes(reply, 'little') if len(reply) == 8 else 0
        if pid:
            os.write(go_w, b'g')
    except (OSError, ValueError):
        pid = 0
    finally:
        for fd in (err_w, go_r, go_w) + ((out_w,) if out_r is not None else ()):
            os.close(fd)                    # go_w closed unwritten: EOF, it exits unstarted
    if not pid:
        for fd in (out_r, err_r):
            if fd is not None:
                os.close(fd)
        _give_up()
        return None
    return Started(pid, open(out_r, 'rb', buffering=0) if out_r is not None else None,
                   open(err_r, 'rb', buffering=0))


def _zygote():
    """The zygote's socket, started at the first call; None where there is none."""
    if 'sock' in _STATE or 'broken' in _STATE:
        return _STATE.get('sock')
    if not orphans.REAPER or not hasattr(socket, 'send_fds') or \
            not hasattr(os, 'waitstatus_to_exitcode'):
        _STATE['broken'] = True
        return None
    ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
    try:
        proc = subprocess.Popen([sys.executable, '-S', '-E', SERVER, str(theirs.fileno())],
                                pass_fds=(theirs.fileno(),), stdin=subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                start_new_session=True)
    except OSError:
        ours.close()
        _STATE['broken'] = True
        return None
    finally:
        theirs.close()
    orphans.KEEP.add(proc.pid)
    _STATE.update(sock=ours, proc=proc)
    atexit.register(_stop)
    return ours


def swept():
    """Whether the judge should look for orphans now (once after the zygote failed: a child
    of its that it left, stopped by a program, is reparented to the judge)."""
    return _STATE.pop('sweep', False)


def _give_up():
    """No zygote from now on: it failed once."""
    _STATE['broken'] = _STATE['sweep'] = True
    proc = _STATE.get('proc')
    if proc is not None:
        proc.kill()
    _stop()


def _stop():
    sock, proc = _STATE.pop('sock', None), _STATE.pop('proc', None)
    if sock is not None:
        sock.close()                        # EOF: it exits
    if proc is not None:
        try:
            proc.wait(2)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        orphans.KEEP.discard(proc.pid)
