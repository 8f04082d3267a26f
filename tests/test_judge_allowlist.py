"""The sandbox as an allowlist (issue 26): each family of attacks that got through a
sandbox hiding only what it knew about, as a small hostile program. Each is judged as
isolate would judge it, and leaves no process, System V object or file behind."""
import json
import os
import shutil
import socket
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from tests.util import ROOT
from tests.judge_util import (can_run_as_nobody, cases, judge, judge_as_nobody, nobody_folder,
                              program, seals_proc, share, survivors, SYSTEM_PYTHON, verdicts)

pytestmark = pytest.mark.timeout(180)


def _sysv():
    return {n: Path(f'/proc/sysvipc/{n}').read_text() for n in ('msg', 'sem', 'shm')}


def _json(done):
    assert 'Traceback' not in done.stderr, done.stderr
    assert 'no sandbox' not in done.stderr, done.stderr
    return json.loads(done.stdout)


def _test(folder, solution, *args, timeout=90):
    return judge('test', '--cases', folder, '--solution', solution, '--json', *args,
                 timeout=timeout)


def _test_as_nobody(folder, solution, *args):
    """_test as the user nobody: the solution and its cases copied into a folder of nobody's
    reach, judged with the system's Python."""
    shared = nobody_folder()
    try:
        shutil.copy(solution, shared / solution.name)
        shutil.copytree(folder, shared / 'cases')
        share(shared)
        return judge_as_nobody(shared, 'test', '--cases', 'cases', '--solution', solution.name,
                               '--python', SYSTEM_PYTHON, '--json', *args)
    finally:
        shutil.rmtree(shared)


# What it can reach: the answers of its own case wherever they might be, sockets,
# devices, secrets. It prints its input back (AC) unless it found something.
SNOOP = """
    import errno, os, socket, subprocess, sys
    found = []
    def reach(path):
        try:
            if path.startswith('sock:'):
                s = socket.socket(socket.AF_UNIX)
                s.connect(path[5:])
                s.sendall(b'hello')
            else:
                with open(path, 'rb') as f:
                    f.read(1)
            found.append(path)
        except OSError:
            pass
    for path in PATHS:
        reach(path)
    try:
        git = subprocess.run(['git', '-C', REPO, 'show', 'HEAD:cases/1.out'],
                             capture_output=True, timeout=10)
        if git.returncode == 0:
            found.append('git show')
    except OSError:
        pass
    given = sys.stdin.read()
    print(' '.join(found) if found else given.strip())
"""


def _snoop(tmp_path, folder, extra=()):
    home = os.path.expanduser('~')
    paths = [str(folder / '1.out'), str(folder / '1.out~'), str(tmp_path / 'data.zip'),
             str(tmp_path / 'secret.txt'), f'{home}/.bash_history', '/etc/shadow',
             '/dev/kmsg', '/dev/vcs', '/dev/loop0', '/dev/sda', '/dev/mem',
             f'sock:{tmp_path / "S.agent"}', *extra]
    source = SNOOP.replace('PATHS', repr(paths)).replace('REPO', repr(str(tmp_path)))
    return program(tmp_path, source, 'snoop.py')


class _Folder(type(Path())):
    server = None


@pytest.fixture
def neighbours(tmp_path):
    """A case folder in a git repository, with a zip of the answers, an editor's backup,
    a secret of the user's and a listening agent's socket beside it."""
    folder = _Folder(cases(tmp_path, {'1': ('the input\n', 'the input\n')}))
    (folder / '1.out~').write_text('a backup\n')
    shutil.make_archive(str(tmp_path / 'data'), 'zip', folder)
    (tmp_path / 'secret.txt').write_text('a secret\n')
    if shutil.which('git'):
        env = {**os.environ, 'GIT_AUTHOR_NAME': 'x', 'GIT_AUTHOR_EMAIL': 'x@x',
               'GIT_COMMITTER_NAME': 'x', 'GIT_COMMITTER_EMAIL': 'x@x'}
        for args in (['init', '-q'], ['add', 'cases'], ['commit', '-qm', 'cases']):
            subprocess.run(['git', '-C', str(tmp_path), *args], env=env, check=True,
                           capture_output=True)
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(tmp_path / 'S.agent'))
    server.listen(5)
    server.setblocking(False)
    folder.server = server
    yield folder
    server.close()


def _nobody_connected(server):
    try:
        server.accept()
        return False
    except BlockingIOError:
        return True


def test_nothing_beside_the_program_is_reachable(tmp_path, neighbours):
    """Sockets on disk, git, zip and backup neighbours, the user's files, root's devices
    and /etc/shadow (the judge runs as root here when the tests do): none is there."""
    before = _sysv()
    report = _json(_test(neighbours, _snoop(tmp_path, neighbours)))
    assert verdicts(report) == ['AC'], report['cases'][0]
    assert _sysv() == before and not survivors(tmp_path)
    assert _nobody_connected(neighbours.server)
    # without the sandbox, the same program finds them (the test can fail)
    done = _test(neighbours, _snoop(tmp_path, neighbours), '--no-sandbox')
    assert verdicts(json.loads(done.stdout)) == ['WA']


@pytest.mark.skipif(not can_run_as_nobody(), reason='needs root, setpriv and /usr/bin/python3')
def test_nothing_beside_the_program_is_reachable_as_nobody(tmp_path, neighbours):
    done = _test_as_nobody(neighbours, _snoop(tmp_path, neighbours))
    assert verdicts(_json(done)) == ['AC'], done.stdout
    assert _nobody_connected(neighbours.server)


ESCAPE = """
    import ctypes, errno, os, sys
    libc = ctypes.CDLL(None, use_errno=True)
    def said(name, result):
        print(name, 'ok' if result == 0 else errno.errorcode[ctypes.get_errno()], file=sys.stderr)
    # root in a user and mount namespace of its own: unmount the cover of the host's
    # root, or the root itself; chroot into a folder and climb out of it
    said('unshare', libc.unshare(0x10000000 | 0x20000))          # CLONE_NEWUSER | NEWNS
    said('umount', libc.umount2(b'/.old', 2))                     # MNT_DETACH
    said('umount', libc.umount2(b'/', 2))
    os.makedirs('/tmp/x', exist_ok=True)
    said('chroot', libc.chroot(b'/tmp/x'))
    for _ in range(20):
        os.chdir('..')
    said('chroot', libc.chroot(b'.'))
    print(' '.join(sorted(os.listdir('/'))), file=sys.stderr)
    print(sys.stdin.read().strip())
"""


def test_the_hosts_root_is_out_of_reach(tmp_path):
    """The host's root lies under the program's, covered: the program may make no user
    namespace of its own (ENOSPC), where it would be root; without a capability neither an
    unmount nor a chroot escape shows it."""
    folder = cases(tmp_path, {'1': ('x\n', 'x\n')})
    report = _json(_test(folder, program(tmp_path, ESCAPE, 'escape.py')))
    said = report['cases'][0]['stderr'].split('\n')
    if seals_proc():            # no namespace of its own: no capability at all
        assert said[:5] == ['unshare ENOSPC', 'umount EPERM', 'umount EPERM', 'chroot EPERM', 'chroot EPERM'], said
    else:                       # root in one: the kernel locks the mounts it copies
        assert said[:5] == ['unshare ok', 'umount EINVAL', 'umount EINVAL', 'chroot ok', 'chroot ok'], said
    seen = set(said[5].split())
    assert '.old' in seen and not seen & {'var', 'home', 'opt', 'srv', 'boot', 'mnt', 'run'}, said
    assert verdicts(report) == ['AC']


def test_bind_shows_what_the_user_names(tmp_path, neighbours):
    """--bind PATH: that file, and nothing else, read-only; the report names it."""
    secret = tmp_path / 'secret.txt'
    done = _test(neighbours, _snoop(tmp_path, neighbours), '--bind', secret)
    report = _json(done)
    assert report['cases'][0]['verdict'] == 'WA' and report['bind'] == [str(secret)]
    assert report['cases'][0]['stderr'] == '' and _nobody_connected(neighbours.server)
    got = Path(report['cases'][0]['output']).read_text().split()
    assert got == [str(secret)], got
    shown = judge('test', '--cases', neighbours, '--solution', _snoop(tmp_path, neighbours),
                  '--bind', secret)
    assert f'also visible to the program (--bind): {secret}' in shown.stdout


def test_dev_stdout_and_stdin_can_be_reopened(tmp_path):
    """A program that opens /dev/stdin and /dev/stdout (its pipes and its input, reopened
    through /proc/self/fd) as nobody, when root judges: as on a judge."""
    folder = cases(tmp_path, {'1': ('3 4\n', '7\n')})
    solution = program(tmp_path, """
        a, b = map(int, open('/dev/stdin').read().split())
        with open('/dev/stdout', 'w') as out:
            out.write(str(a + b) + '\\n')
        open('/dev/stderr', 'w').write('said\\n')
    """, 'reopen.py')
    report = _json(_test(folder, solution))
    assert verdicts(report) == ['AC'] and report['cases'][0]['stderr'] == 'said\n', report


IDENTITY = """
    import os, sys, time
    status = open('/proc/self/status').read()
    caps = [l for l in status.splitlines() if l.startswith(('CapEff', 'CapPrm', 'NoNewPrivs'))]
    print(os.getsid(0) == os.getpid(), ' '.join(caps), file=sys.stderr, flush=True)
    time.sleep(1.5)
    print(sys.stdin.read().strip())
"""


@pytest.mark.skipif(os.geteuid() != 0, reason='the judge as root')
def test_as_root_the_program_is_nobody_outside(tmp_path):
    """Judged by root, the program is nobody outside its namespaces, holds no capability,
    has no_new_privs and a session of its own."""
    folder = cases(tmp_path, {'1': ('x\n', 'x\n')})
    solution = program(tmp_path, IDENTITY, 'identity.py')
    process = subprocess.Popen([sys.executable, '-m', 'judge_io', 'test', '--cases', folder,
                                '--solution', solution, '--python', sys.executable, '--json'],
                               cwd=Path(__file__).parent.parent, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    uids = set()
    end = time.monotonic() + 30
    while process.poll() is None and time.monotonic() < end:
        for pid in survivors(solution):
            try:
                status = Path(f'/proc/{pid}/status').read_text()
                argv = Path(f'/proc/{pid}/cmdline').read_bytes().split(b'\0')
            except OSError:
                continue
            if argv[1:2] != [str(solution).encode()]:
                continue        # the judge, or the supervisor: the program is `python FILE`
            uid_line = [l for l in status.splitlines() if l.startswith('Uid:')][0]
            uids.update(uid_line.split()[1:])
        time.sleep(0.05)
    out, err = process.communicate(timeout=30)
    report = json.loads(out)
    assert verdicts(report) == ['AC'], report
    assert uids == {'65534'}, uids
    said = report['cases'][0]['stderr']
    assert said.startswith('True') and 'CapEff:\t0000000000000000' in said, said
    assert 'NoNewPrivs:\t1' in said, said


NICENESS = """
    import os
    watcher = open('/proc/1/stat').read().rsplit(')', 1)[1].split()[16]   # PID 1: the supervisor
    print(os.getpriority(os.PRIO_PROCESS, 0), watcher)
"""


@pytest.mark.skipif(os.geteuid() != 0, reason='the judge as root')
def test_as_root_the_supervisor_outranks_the_program(tmp_path):
    """Judged by root, the supervisor watches at nice -20 and the program runs at nice 0
    (SCHED_RESET_ON_FORK resets it there, whatever the judge's own): a program of many spinning processes and threads
    cannot starve the sampling that stops it (a held-out bomb of forks and threads was
    charged 21 s of CPU under --tl 1 before)."""
    folder = cases(tmp_path, {'1': ('\n', '0 -20\n')})
    done = _test(folder, program(tmp_path, NICENESS, 'nice.py'))
    assert verdicts(_json(done)) == ['AC'], done.stdout + done.stderr



CROWD = """
    import os, threading, time
    def lowered(read):
        end = time.monotonic() + 20
        while time.monotonic() < end:
            if read() == 19:
                return True
            time.sleep(0.01)
        return False
    def autogroup_nice():
        with open('/proc/self/autogroup') as f:        # '/autogroup-N nice X'
            return int(f.read().split()[-1])
    nice = lambda: os.getpriority(os.PRIO_PROCESS, 0)
    began = nice()
    stop = threading.Event()
    for _ in range(40):                 # a JVM's crowd: sleeping threads
        threading.Thread(target=stop.wait, daemon=True).start()
    time.sleep(0.5)
    sleepers_left_alone = nice() == began
    spinners = []
    for _ in range(40):                 # a bomb's: running ones, in a process group of theirs
        pid = os.fork()                 # (one killpg ends them: one by one, from a process
        if pid == 0:                    # at nice 19 among 40 spinning, took seconds)
            os.setpgid(0, spinners[0] if spinners else 0)
            while True:
                pass
        try:
            os.setpgid(pid, spinners[0] if spinners else pid)
        except OSError:                 # it did it first
            pass
        spinners.append(pid)
    mine = lowered(nice)
    os.killpg(spinners[0], 9)
    for pid in spinners:
        os.waitpid(pid, 0)
    r, w = os.pipe()
    if os.fork() == 0:                  # a session of its own: a scheduler group of its own
        os.setsid()
        ok = not os.path.exists('/proc/self/autogroup') or lowered(autogroup_nice)
        os.write(w, b'1' if ok else b'0')
        os._exit(0)
    child = os.read(r, 1) == b'1'
    os.wait()
    print(sleepers_left_alone, mine, child)
"""


@pytest.mark.parametrize('as_nobody', [False, True])
def test_a_crowded_program_is_lowered_to_nice_19(tmp_path, as_nobody):
    """More than 32 threads running at once (not 40 sleeping ones, as a JVM holds): the
    supervisor lowers the program's process groups to nice 19, and the autogroup of a
    session the program makes after, as any user may:
    where the scheduler does not keep the program's session apart from the supervisor
    (no autogroup, as in a container), a bomb of forks and threads otherwise starves the
    sampling that stops it (charged 4 to 12 times --tl 1 here with autogroup off)."""
    if as_nobody and not can_run_as_nobody():
        pytest.skip('needs root, setpriv and /usr/bin/python3')
    folder = cases(tmp_path, {'1': ('\n', 'True True True\n')})
    solution = program(tmp_path, CROWD, 'crowd.py')
    done = (_test_as_nobody if as_nobody else _test)(folder, solution, '--tl', '10')
    assert verdicts(_json(done)) == ['AC'], done.stdout + done.stderr


UNDO = """
    import ctypes, os
    libc = ctypes.CDLL(None, use_errno=True)
    def refused(do):
        try:
            do()
            return 'done'
        except OSError as e:
            return 'errno:' + str(e.errno)
    def write(path, text):
        with open(path, 'w') as f:
            f.write(text)
    def unshare(flags):
        if libc.unshare(flags) != 0:
            raise OSError(ctypes.get_errno(), 'unshare')
    readable = open('/proc/self/status').read().startswith('Name:')
    print(readable,
          refused(lambda: write('/proc/self/autogroup', '0')),        # its session's nice back
          refused(lambda: write('/proc/self/oom_score_adj', '0')),    # any /proc file
          refused(lambda: unshare(0x10000000)),                       # a user namespace of its own
          refused(lambda: unshare(0x10000000 | 0x20000000 | 0x00020000)))
"""


@pytest.mark.parametrize('as_nobody', [False, True])
def test_a_program_cannot_write_its_nice_back(tmp_path, as_nobody):
    """The crowd control lowers a program's sessions (their autogroups) to nice 19; any
    process may write 0 back to its own. In the sandbox /proc is read-only (EROFS) and no
    user namespace may be made below the sandbox's (ENOSPC), so no /proc of the program's
    own either; the crowd control writes through a copy only PID 1 holds (the crowd test
    above passes through it)."""
    if as_nobody and not can_run_as_nobody():
        pytest.skip('needs root, setpriv and /usr/bin/python3')
    if not os.path.exists('/proc/self/autogroup'):
        pytest.skip('this kernel has no autogroups')
    if not seals_proc():
        pytest.skip('this kernel has no open_tree or no per-namespace max_user_namespaces')
    want = 'True errno:30 errno:30 errno:28 errno:28'
    folder = cases(tmp_path, {'1': ('\n', want + '\n')})
    solution = program(tmp_path, UNDO, 'undo.py')
    report = _json((_test_as_nobody if as_nobody else _test)(folder, solution))
    assert verdicts(report) == ['AC'], report['cases'][0]
    # without the sandbox the same writes are accepted (the test can fail)
    done = _test(folder, solution, '--no-sandbox')
    assert verdicts(json.loads(done.stdout)) == ['WA']


REFUSED_FOR_NOW = """
    import os, random, sys, time
    sys.path.insert(0, 'judge_io/supervisor')
    import procfs
    r, w = os.pipe()
    def session():                      # a session of its own: an autogroup of its own
        pid = os.fork()
        if pid == 0:
            os.setsid()
            os.close(w)                 # the parent's end alone: its exit, crash or not, ends us
            os.read(r, 1)
            os._exit(0)
        return pid
    child = session()                   # calm() lowers this one
    # the slot is taken through another one, never through our own autogroup: ours may be
    # the boot session's (CI's), the root task group, where a nice is EINVAL
    holder = session()
    time.sleep(0.2)
    def nice():
        with open(f'/proc/{child}/autogroup') as f:
            return int(f.read().split()[-1])
    def take(pid, value):               # the kernel's slot, or False: a neighbour holds it
        fd = os.open(f'/proc/{pid}/autogroup', os.O_WRONLY)   # one raw write, as calm()'s
        try:                            # (a buffered file's retry after EAGAIN wrote nothing)
            os.write(fd, value.encode())
            return True
        except BlockingIOError:
            return False
        finally:
            os.close(fd)
    refused = unlimited = lies = busy = 0
    end = time.monotonic() + 45
    while not refused and time.monotonic() < end:
        if nice() != 0 and not take(child, '0'):        # back to 0 to try again
            busy += 1
        elif nice() == 0 and take(holder, '1'):         # take the slot, ask at once
            began = time.monotonic()
            again = procfs.calm([], [child])
            quick = time.monotonic() - began < 0.02
            lowered = nice() == 19
            lies += again == [] and not lowered or again == [child] and lowered
            refused += again == [child]
            unlimited += again == [] and quick
            continue
        else:
            busy += 1
        time.sleep(random.uniform(0.0005, 0.002))   # the first to ask once the slot frees wins it
    end = time.monotonic() + 10
    while refused and procfs.calm([], [child]) and time.monotonic() < end:
        time.sleep(random.uniform(0.0005, 0.002))
    print(refused, unlimited, lies, busy, nice())
    os.write(w, b'xx')
    os.wait()
    os.wait()
"""


def test_an_autogroup_the_kernel_refuses_for_now_is_lowered_later(tmp_path):
    """Without CAP_SYS_ADMIN (nobody, or root in a user namespace: the supervisor) the kernel
    sets one autogroup's nice a tenth of a second, machine-wide, and refuses the others
    (EAGAIN). calm() names the refused to be asked again; the judge's crowd control does
    (a second judge on the machine made a crowded program's new session keep nice 0).
    The slot is the whole machine's: judges in other tests (or other containers on the same
    kernel) take it too, so the program asks every millisecond or two for up to 45 s, each time
    checking what calm() said against the nice the kernel then shows (a nobody writer every
    1 ms here beat a test that slept 20-120 ms between tries). One that keeps the slot all
    that time (a CAP_SYS_ADMIN writer can) leaves nothing to test here: a skip, not a
    failure; the refusal itself is tested without the kernel below."""
    if not can_run_as_nobody():
        pytest.skip('needs root, setpriv and /usr/bin/python3')
    if not os.path.exists('/proc/self/autogroup'):
        pytest.skip('this kernel has no autogroups')
    shared = nobody_folder()
    try:
        (shared / 'refused.py').write_text(textwrap.dedent(REFUSED_FOR_NOW))
        share(shared)
        done = subprocess.run(['setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups',
                               SYSTEM_PYTHON, '-S', 'refused.py'], cwd=shared,
                              capture_output=True, text=True, timeout=90)
    finally:
        shutil.rmtree(shared)
    assert done.returncode == 0, done.stderr
    refused, unlimited, lies, busy, last = map(int, done.stdout.split())
    assert lies == 0, done.stdout      # calm() said what the kernel did
    if not refused and unlimited:
        pytest.skip(f'this kernel set two autogroups within 20 ms for nobody ({unlimited} '
                    'times): no rate limit here to test')
    if not refused:                     # only our own writes were refused: not calm()'s doing
        pytest.skip(f"a neighbour held the kernel's machine-wide slot for 45 s ({busy} tries)")
    assert last == 19, 'refused for now, and not lowered within the next 10 s'


def test_calm_names_exactly_the_autogroups_refused_for_now(monkeypatch, tmp_path):
    """The refusal path without the kernel's slot: of three sessions, the one whose write gets
    EAGAIN is named to be asked again; one that is gone (or another's) and one that takes the
    write are not."""
    monkeypatch.syspath_prepend(str(ROOT / 'judge_io' / 'supervisor'))
    import procfs
    for pid in ('7', '8'):
        (tmp_path / pid).mkdir()
        (tmp_path / pid / 'autogroup').write_text('/autogroup-1 nice 0\n')
    written = []

    class RefusingOs:                   # procfs's os alone (the process's os.write untouched)
        def __getattr__(self, name):
            return getattr(os, name)

        def write(self, fd, data):
            if os.readlink(f'/proc/self/fd/{fd}').endswith('/8/autogroup'):
                raise BlockingIOError(11, 'Resource temporarily unavailable')
            written.append(data)
            return os.write(fd, data)
    monkeypatch.setattr(procfs, 'os', RefusingOs())
    folder = os.open(tmp_path, os.O_RDONLY | os.O_DIRECTORY)
    monkeypatch.setattr(procfs, 'WRITABLE', folder)
    try:
        again = procfs.calm([], [7, 8, 9])
    finally:
        os.close(folder)
    assert again == [8]
    assert written == [b'19']


def test_crowd_control_asks_again_for_the_sessions_refused(monkeypatch):
    """A session whose autogroup calm() could not lower yet is not counted as calmed: the
    next full sample asks again, and only then it is."""
    monkeypatch.syspath_prepend(str(ROOT / 'judge_io' / 'supervisor'))   # as supervise.py imports them
    import measure
    asked = []

    def calm(groups, members):
        members = list(members)
        asked.append(members)
        return members if len(asked) == 1 else []
    monkeypatch.setattr(measure, 'calm', calm)
    tree = measure.Tree(100)
    tree.crowded = True
    found = {100: (b'R', 1, 0, 0, 100, 100, 1), 101: (b'R', 100, 0, 0, 101, 101, 1)}
    for _ in range(3):
        tree.crowd_control(found)
    assert asked == [[101], [101], []]
    assert tree.calmed_sessions == {101}


FORK_BOMB = """
    import os, sys
    made = 0
    for _ in range(4000):
        try:
            if os.fork() == 0:
                while True:
                    pass
            made += 1
        except OSError:
            break
    print(made, file=sys.stderr, flush=True)
    while True:
        pass
"""


@pytest.mark.parametrize('as_nobody', [False, True])
def test_a_fork_bomb_of_4000_ends_soon(tmp_path, as_nobody):
    """4,000 spinning processes asked for: the process limit stops it at --processes, and
    the run ends in TLE (or RE) within about 3 s of wall time past the limit, leaving
    nothing."""
    if as_nobody and not can_run_as_nobody():
        pytest.skip('needs root, setpriv and /usr/bin/python3')
    folder = cases(tmp_path, {'1': ('\n', '\n')})
    solution = program(tmp_path, FORK_BOMB, 'bomb.py')
    start = time.monotonic()
    done = (_test_as_nobody if as_nobody else _test)(folder, solution, '--tl', '1')
    took = time.monotonic() - start
    report = _json(done)
    case = report['cases'][0]
    assert case['verdict'] in ('TLE', 'RE'), case
    # the judge's own start-up and the limit's 1 s of CPU, then at most ~3 s (loaded machine)
    assert took < 12, took
    time.sleep(0.5)
    assert not survivors(tmp_path)


SYSV_QUEUES = """
    import ctypes, sys, time
    libc = ctypes.CDLL(None, use_errno=True)
    IPC_PRIVATE, IPC_CREAT, IPC_NOWAIT = 0, 0o1000, 0o4000
    msg = ctypes.create_string_buffer(8 + 8000)
    ctypes.memmove(msg, (1).to_bytes(8, 'little'), 8)
    held = 0
    while held < (MB << 20):
        q = libc.msgget(IPC_PRIVATE, IPC_CREAT | 0o600)
        if q < 0:
            break
        while libc.msgsnd(q, msg, 8000, IPC_NOWAIT) == 0:
            held += 8000
    print(held >> 20, file=sys.stderr, flush=True)
    time.sleep(0.5)
    print(sys.stdin.read().strip())
"""


def test_sysv_queues_are_memory(tmp_path):
    """200 MB held in System V message queues is MLE under 128 MB (it was AC at 14.6 MB),
    and every queue goes with the program's IPC namespace."""
    before = _sysv()
    folder = cases(tmp_path, {'1': ('x\n', 'x\n')})
    solution = program(tmp_path, SYSV_QUEUES.replace('MB', '200'), 'queues.py')
    report = _json(_test(folder, solution, '--ml', '128', '--tl', '5'))
    assert verdicts(report) == ['MLE'], report['cases'][0]
    small = program(tmp_path, SYSV_QUEUES.replace('MB', '2'), 'few.py')
    report = _json(_test(folder, small, '--ml', '128'))
    assert verdicts(report) == ['AC'], report['cases'][0]
    assert _sysv() == before


MAPPED_TMPFS = """
    import mmap, os, sys, time
    with open('/tmp/big', 'wb') as f:
        for _ in range(120):
            f.write(b'x' * (1 << 20))
    with open('/tmp/big', 'r+b') as f:
        m = mmap.mmap(f.fileno(), 0)
        total = sum(m[i] for i in range(0, len(m), 4096))
    time.sleep(0.3)
    print(sys.stdin.read().strip())
"""


def test_a_mapped_tmpfs_file_is_counted_once(tmp_path):
    """120 MB written to its /tmp and mapped: about 133 MB, under 200 MB (it was MLE at
    205.9 MB, counted twice)."""
    folder = cases(tmp_path, {'1': ('x\n', 'x\n')})
    solution = program(tmp_path, MAPPED_TMPFS, 'mapped.py')
    report = _json(_test(folder, solution, '--ml', '200', '--tl', '5'))
    case = report['cases'][0]
    assert case['verdict'] == 'AC', case
    assert 120 << 10 <= case['memory'] <= 170 << 10, case['memory']


SWAP = """
    import os, sys
    given = sys.stdin.read()
    try:                        # case 2's input made a link to case 1's answer
        os.replace(OTHER, FOLDER + '/2.in.tmp')
        os.symlink(FOLDER + '/1.out', FOLDER + '/2.in')
    except OSError:
        pass
    print(given.strip())
"""


def test_a_symlink_swapped_mid_run(tmp_path):
    """A case cannot change what the next case reads: the case folder is not in its
    root (and its inputs are opened by the judge, not the program)."""
    folder = cases(tmp_path, {'1': ('one\n', 'one\n'), '2': ('two\n', 'two\n')})
    source = SWAP.replace('OTHER', repr(str(folder / '2.in'))).replace('FOLDER', repr(str(folder)))
    report = _json(_test(folder, program(tmp_path, source, 'swap.py')))
    assert verdicts(report) == ['AC', 'AC']
    assert (folder / '2.in').read_text() == 'two\n' and not (folder / '2.in').is_symlink()


FREOPEN = r"""
#include <cstdio>
int main() {
    freopen("ab.in", "r", stdin);
    freopen("ab.out", "w", stdout);
    long long a, b;
    if (scanf("%lld %lld", &a, &b) == 2) printf("%lld\n", a + b);
    return 0;
}
"""


@pytest.mark.skipif(not shutil.which('g++'), reason='needs g++ to compile a freopen program')
def test_file_io_with_freopen(tmp_path):
    """--file-io ab: the program reads ab.in and writes ab.out in its working folder (CSP
    and NOIP style); stdin is empty; no ab.out is WA with a clear message. With and
    without the sandbox; nothing is written beside the cases."""
    (tmp_path / 'ab.cpp').write_text(FREOPEN)
    subprocess.run(['g++', '-O2', '-o', str(tmp_path / 'ab'), str(tmp_path / 'ab.cpp')], check=True)
    folder = cases(tmp_path, {'1': ('3 4\n', '7\n'), '2': ('5 6\n', '11\n')})
    done = judge('test', '--cases', folder, '--cmd', tmp_path / 'ab', '--json')
    report = json.loads(done.stdout)    # without --file-io: no ab.in (it writes its own ab.out)
    assert verdicts(report) == ['WA', 'WA']
    for mode in ([], ['--no-sandbox']):
        done = judge('test', '--cases', folder, '--cmd', tmp_path / 'ab', '--file-io', 'ab',
                     '--json', *mode)
        assert verdicts(json.loads(done.stdout)) == ['AC', 'AC'], done.stdout + done.stderr
        done = judge('test', '--cases', folder, '--cmd', tmp_path / 'ab', '--file-io', 'cd',
                     '--json', *mode)
        report = json.loads(done.stdout)
        assert verdicts(report) == ['WA', 'WA']
        assert 'no cd.out written' in report['cases'][0]['message'], report['cases'][0]
    assert sorted(p.name for p in folder.iterdir()) == ['1.in', '1.out', '2.in', '2.out']
    # a folder received from Competitive Companion (input {type: file, fileName: ab.in}):
    # its .problem.json says "file_io": "ab", and test reads it
    from judge_io import problem as problems
    (folder / problems.FILE).write_text(json.dumps({'title': 'A+B', 'file_io': 'ab'}))
    done = judge('test', '--cases', folder, '--cmd', tmp_path / 'ab', '--json')
    assert verdicts(json.loads(done.stdout)) == ['AC', 'AC'], done.stdout + done.stderr
