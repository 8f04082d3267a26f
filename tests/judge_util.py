"""What the judge's tests share: tiny programs and case folders in tmp_path, run through the judge."""
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import textwrap
import threading
import time
from pathlib import Path

from tests.util import ROOT

PROBLEM = 'p1219'   # judged by Luogu's comparison, no checker: the tests pass their own limits


def program(tmp_path: Path, source: str, name: str = 'prog.py') -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(source))
    return path


def cases(tmp_path: Path, pairs, folder: str = 'cases') -> Path:
    """pairs: {name: (input, answer)}, bytes or str."""
    where = tmp_path / folder
    where.mkdir(exist_ok=True)
    for name, (given, answer) in pairs.items():
        for suffix, data in (('.in', given), ('.out', answer)):
            if data is not None:
                (where / (name + suffix)).write_bytes(data if isinstance(data, bytes) else data.encode())
    return where


def judge(*args, timeout=60, env=None):
    """`python -m judge_io ARGS`; CompletedProcess, text. `test` runs the solution with this
    interpreter unless --python is given (the default `python3` may be a slow shim)."""
    args = [str(a) for a in args]
    if args[:1] == ['test'] and '--python' not in args:
        args += ['--python', sys.executable]
    argv = [sys.executable, '-m', 'judge_io', *args]
    if env is None and Forks.free():
        try:
            return Forks.run(argv, timeout)
        finally:
            Forks.release()
    return subprocess.run(argv, cwd=ROOT, capture_output=True, timeout=timeout, env=env,
                          encoding='utf-8', errors='backslashreplace')


# A judge's start is a tenth of a second of CPU (the interpreter, 60 ms of imports), and the
# tests start it hundreds of times: a server per test process, started once with judge_io
# imported, forks each `judge(...)` instead. The child is what `python -m judge_io ARGS` in
# ROOT would be: the same interpreter and environment, stdin /dev/null, stdout and stderr
# apart, sys.argv as -m sets it, exit status as sys.exit gives it (an uncaught exception: its
# traceback, 1). A call with an env of its own, made while what of the environment an
# interpreter reads at its start is not what it was for the server's, or while another call
# is running (a thread), starts a process as before.
FORK_SERVER = r"""
import atexit, json, os, sys, traceback
root = sys.argv[1]
sys.path.insert(0, root)
from judge_io import cli
for name in cli.COMMANDS:
    cli.command(name)
main_path = os.path.join(root, 'judge_io', '__main__.py')
requests = os.fdopen(0, 'rb', buffering=0)
replies = os.fdopen(os.dup(1), 'w', buffering=1)
for line in iter(requests.readline, b''):
    argv, env, out, err = json.loads(line)
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            os.environ.clear()
            os.environ.update(env)
            for fd, path, flags in ((0, os.devnull, os.O_RDONLY), (1, out, os.O_WRONLY),
                                    (2, err, os.O_WRONLY)):
                opened = os.open(path, flags)
                os.dup2(opened, fd)
                os.close(opened)
            sys.argv = [main_path] + argv
            try:
                code = cli.main()
            except SystemExit as e:
                code = e.code
            if code is None:
                code = 0
            elif not isinstance(code, int):
                print(code, file=sys.stderr)
                code = 1
        except BaseException:
            traceback.print_exc()
        finally:
            try:            # as the interpreter's exit would: atexit's (the judge's scratch
                atexit._run_exitfuncs()         # folder keeps the outputs it saved), flushed
                sys.stdout.flush()
                sys.stderr.flush()
            finally:
                os._exit(code & 0xff if isinstance(code, int) else 1)
    replies.write(json.dumps(['pid', pid]) + '\n')
    _, status = os.waitpid(pid, 0)
    replies.write(json.dumps(['status', os.waitstatus_to_exitcode(status)]) + '\n')
"""


class Forks:
    """The fork server of this test process (see above)."""
    proc = None
    env = None
    lock = threading.Lock()

    @classmethod
    def free(cls):
        """Whether a call may use the server now (then the caller holds it: release)."""
        if not hasattr(os, 'waitstatus_to_exitcode') or not cls.lock.acquire(blocking=False):
            return False            # before Python 3.9, or another thread's call is running
        try:
            if cls.proc is None or cls.proc.poll() is not None:
                cls.env = cls.at_start()
                cls.proc = subprocess.Popen([sys.executable, '-c', FORK_SERVER, str(ROOT)], cwd=ROOT,
                                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
            if cls.at_start() == cls.env:
                return True
        except OSError:
            pass
        cls.lock.release()
        return False

    @staticmethod
    def at_start():
        """What of the environment an interpreter reads as it starts (the rest is passed on
        to each call: PYTEST_CURRENT_TEST changes at every test)."""
        return {k: v for k, v in os.environ.items() if k.startswith(('PYTHON', 'LC_')) or k == 'LANG'}

    @classmethod
    def release(cls):
        cls.lock.release()

    @classmethod
    def run(cls, argv, timeout):
        with tempfile.TemporaryDirectory() as folder:
            out, err = os.path.join(folder, 'out'), os.path.join(folder, 'err')
            for path in (out, err):
                open(path, 'wb').close()
            cls.proc.stdin.write(json.dumps([argv[3:], dict(os.environ), out, err]).encode() + b'\n')
            pid = json.loads(cls.proc.stdout.readline())[1]      # unbuffered: select sees the rest
            ready = select.select([cls.proc.stdout], [], [], timeout)[0]
            if not ready:
                os.kill(pid, signal.SIGKILL)
            code = json.loads(cls.proc.stdout.readline())[1]
            text = [open(p, encoding='utf-8', errors='backslashreplace').read() for p in (out, err)]
        if not ready:
            raise subprocess.TimeoutExpired(argv, timeout, text[0], text[1])
        return subprocess.CompletedProcess(argv, code, text[0], text[1])


def judge_json(solution, folder, *args, timeout=60):
    """Run the judge in --json mode; (exit status, the JSON report, stderr)."""
    done = judge('test', PROBLEM, '--solution', solution, '--cases', folder, '--json', *args,
                 timeout=timeout)
    assert 'Traceback' not in done.stderr, done.stderr
    assert done.stdout.count('\n') == 1, f'not one JSON line:\n{done.stdout}\n{done.stderr}'
    return done.returncode, json.loads(done.stdout), done.stderr


def verdicts(report):
    return [c['verdict'] for c in report['cases']]


def alive(pid: int) -> bool:
    """Whether pid is a live process (a zombie is dead: it only waits to be reaped)."""
    try:
        data = Path(f'/proc/{pid}/stat').read_bytes()
    except OSError:
        return False
    return data[data.rindex(b')') + 2:].split()[0] != b'Z'


PYPY = shutil.which('pypy3')
ECHO = 'import sys\nsys.stdout.write(sys.stdin.read())\n'     # a program that is AC on any case


def outside(cwd, *args, timeout=60):
    """`python -m judge_io ARGS` run from cwd, outside the kit (the kit on PYTHONPATH only)."""
    env = {**os.environ, 'PYTHONPATH': str(ROOT)}
    return subprocess.run([sys.executable, '-m', 'judge_io', *map(str, args)], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=timeout)


def pids_in(path, n=1, seconds=10):
    """Wait until path holds n pids (one a line); return them."""
    end = time.monotonic() + seconds
    while True:
        try:
            pids = [int(x) for x in path.read_text().split()]
        except (OSError, ValueError):
            pids = []
        if len(pids) >= n:
            return pids
        assert time.monotonic() < end, f'{path}: {pids}'
        time.sleep(0.01)


def pid_in(path, seconds=10):
    """Wait until path holds a pid; return it."""
    end = time.monotonic() + seconds
    while not path.exists() or not path.read_text().strip():
        assert time.monotonic() < end, f'{path} never written'
        time.sleep(0.01)
    return int(path.read_text())


# Each program starts a process and burns CPU somewhere; the judge must count the CPU
# of the whole tree and leave nothing running. Each process names MARKER (the test's
# tmp_path) in its command line, so survivors(MARKER) finds what a case left running;
# the child says on stderr that it started (in the sandbox it cannot write a file).
SPAWNERS = {
    'busy-parent-sleeping-child': """
        import subprocess, sys, time
        child = "import os, sys, time; print('child', os.getpid(), file=sys.stderr, flush=True); print(flush=True); time.sleep(60)"
        p = subprocess.Popen([sys.executable, '-c', child, %(marker)r], stdout=subprocess.PIPE)
        p.stdout.readline()
        while True:
            pass
    """,
    'sleeping-parent-busy-setsid-child': """
        import os, sys, time
        if os.fork() == 0:
            os.setsid()
            print('child', os.getpid(), file=sys.stderr, flush=True)
            while True:
                pass
        time.sleep(60)
    """,
    'sleeping-parent-busy-orphan': """
        import os, sys, time
        if os.fork() == 0:
            if os.fork() == 0:
                print('child', os.getpid(), file=sys.stderr, flush=True)
                while True:
                    pass
            os._exit(0)
        time.sleep(60)
    """,
}


def survivors(marker) -> list:
    """Live processes whose command line holds marker (a test's tmp_path: the program, its
    forks and the children it started name it): what a case left running."""
    marker = str(marker).encode()
    found = []
    for name in os.listdir('/proc'):
        if name.isdigit() and int(name) != os.getpid():
            try:
                command = Path(f'/proc/{name}/cmdline').read_bytes()
            except OSError:
                continue
            if marker in command and alive(int(name)):
                found.append(int(name))
    return found


SANDBOX = ['sandbox', 'no-sandbox']     # a parameter: the judge with and without its sandbox


def mode_args(mode):
    return ['--no-sandbox'] if mode == 'no-sandbox' else []


SYSTEM_PYTHON = '/usr/bin/python3'


def seals_proc() -> bool:
    """Whether this kernel lets the sandbox seal its /proc (namespaces.seal_proc): open_tree
    (Linux 5.2+) and a limit of user namespaces each one sets for itself (4.9+)."""
    release = tuple(int(x) for x in os.uname().release.split('.')[:2] if x.isdigit())
    return release >= (5, 2) and os.path.exists('/proc/sys/user/max_user_namespaces')


def can_run_as_nobody() -> bool:
    return os.geteuid() == 0 and bool(shutil.which('setpriv')) and os.path.exists(SYSTEM_PYTHON)


def nobody_folder() -> Path:
    """A folder that nobody can read (755), holding a copy of judge_io: nobody may not reach
    the kit (a clone in a private folder). The caller removes it."""
    import tempfile
    shared = Path(tempfile.mkdtemp(prefix='judge-nobody-'))
    shared.chmod(0o755)
    shutil.copytree(ROOT / 'judge_io', shared / 'judge_io',
                    ignore=shutil.ignore_patterns('__pycache__'))
    return shared


def share(shared: Path):
    """Every file under shared readable (and folders enterable) by all."""
    for path in [shared, *shared.rglob('*')]:
        if not path.is_symlink() and path.exists():
            path.chmod(0o755 if path.is_dir() else 0o644)


def judge_as_nobody(shared: Path, *args, timeout=60):
    """`python3 -m judge_io ARGS` as the user nobody (setpriv), from shared, with the
    system's Python: an unprivileged user, as a contestant is (share() the files first)."""
    return subprocess.run(['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups',
                           SYSTEM_PYTHON, '-m', 'judge_io', *map(str, args)],
                          cwd=shared, capture_output=True, text=True, timeout=timeout,
                          env={'PATH': os.environ.get('PATH', '/usr/bin:/bin'), 'LANG': 'C.UTF-8'})
