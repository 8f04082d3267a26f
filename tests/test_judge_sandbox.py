"""The sandbox: each attack of issue 19 as a small hostile program, run with the sandbox
(and, where it says something, without: what the README says is then not guaranteed);
the sandbox as an unprivileged user; the kernel refusing it."""
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from tests.judge_util import (can_run_as_nobody, cases, judge, judge_as_nobody, judge_json,
                              mode_args, nobody_folder, outside, program, SANDBOX, share,
                              seals_proc, survivors, SYSTEM_PYTHON, verdicts)
from tests.util import ROOT

pytestmark = pytest.mark.timeout(120)


# What a program can see and do, as one JSON line on stderr.
PROBE = """
    import errno, json, os, socket, sys
    def attempt(f):
        try:
            return f()
        except OSError as e:
            return errno.errorcode.get(e.errno, str(e.errno))
    def pids():
        return sorted(int(p) for p in os.listdir('/proc') if p.isdigit())
    def read_answer():
        given = os.readlink('/proc/self/fd/0')
        return open(given[:-3] + '.out').read()
    def write_here():
        open('probe-was-here', 'w').close()
        return 'written'
    def network():
        socket.create_connection(('127.0.0.1', PORT), timeout=2).close()
        return 'connected'
    def parent_fds():                   # how many of its parent's files it can open
        opened = 0
        for fd in range(64):
            try:
                os.close(os.open(f'/proc/{os.getppid()}/fd/{fd}', os.O_WRONLY | os.O_NONBLOCK))
                opened += 1
            except OSError:
                pass
        return opened
    facts = {'pids': attempt(pids), 'ppid': os.getppid(), 'answer': attempt(read_answer),
             'cwd': attempt(lambda: sorted(os.listdir('.'))), 'write': attempt(write_here),
             'tmp': attempt(lambda: sorted(os.listdir('/tmp'))[:9]),
             'scratch': attempt(lambda: [n for n in os.listdir('/tmp') if n.startswith('judge_io')][:2]),
             'network': attempt(network),
             'parent_fds': attempt(parent_fds), 'uid': os.getuid(),
             'run': attempt(lambda: len(os.listdir('/run'))),
             'pts': attempt(lambda: len(os.listdir('/dev/pts')))}
    print(json.dumps(facts), file=sys.stderr)
    print(sys.stdin.read().strip())
"""


def _probe(tmp_path, port):
    return program(tmp_path, PROBE.replace('PORT', str(port)), 'probe.py')


def _facts(report, i=0):
    return json.loads(report['cases'][i]['stderr'].strip().splitlines()[-1])


@pytest.fixture
def listener():
    """A TCP port on 127.0.0.1 that accepts: the network the program must not reach."""
    server = socket.socket()
    server.bind(('127.0.0.1', 0))
    server.listen(5)
    yield server.getsockname()[1]
    server.close()


def _tmp_entries_leading_to(*paths):
    """The entries of /tmp on the way to these paths (as written and resolved)."""
    names = set()
    for path in paths:
        for p in (os.path.abspath(path), os.path.realpath(path)):
            parts = p.split('/')
            if len(parts) > 2 and parts[1] == 'tmp':
                names.add(parts[2])
    return names


def _check_sandboxed(facts, program, interpreter):
    assert facts['pids'] == [1, 2], facts               # its PID 1 and itself: no supervisor, no judge
    assert facts['ppid'] == 1
    assert facts['answer'] == 'ENOENT', facts           # the answers are not there
    assert not any(n.endswith(('.in', '.out')) for n in facts['cwd']), facts
    assert facts['write'] == 'written'                  # in its own working folder, gone at the end
    # its own /tmp: only the entries that lead to the program and its interpreter (the tests
    # keep the program there; CI's clone, with its venv, is there too)
    assert set(facts['tmp']) <= _tmp_entries_leading_to(program, interpreter), facts
    assert facts['scratch'] == []
    assert facts['network'] in ('ENETUNREACH', 'ECONNREFUSED', 'EHOSTUNREACH'), facts
    assert facts['run'] == 'ENOENT' and facts['pts'] == 'ENOENT'   # no session bus, no docker, no terminal
    assert facts['parent_fds'] == 0


def test_what_the_program_sees(tmp_path, listener):
    """In the sandbox: its own processes only, no answers, a read-only world, its own /tmp,
    no network, no way into its parent's pipes. Without: all of it (the README says so)."""
    probe = _probe(tmp_path, listener)
    folder = cases(tmp_path, {'1': ('secret\n', 'secret\n')})
    (folder / 'notes.txt').write_text('a neighbour of the cases: hidden too\n')
    # the program's working folder is the case folder itself
    done = outside(folder, 'test', '--cases', '.', '--cmd', f'{sys.executable} {probe}', '--json')
    facts = _facts(json.loads(done.stdout))
    _check_sandboxed(facts, probe, sys.executable)
    assert facts['cwd'] == []                           # its own working folder, empty
    assert not (folder / 'probe-was-here').exists()
    done = outside(folder, 'test', '--cases', '.', '--cmd', f'{sys.executable} {probe}', '--json',
                   '--no-sandbox')
    facts = _facts(json.loads(done.stdout))
    assert facts['answer'] == 'secret\n' and facts['network'] == 'connected'
    assert facts['write'] == 'written' and len(facts['pids']) > 5
    (folder / 'probe-was-here').unlink()


def test_an_interpreter_reached_through_links_in_tmp(tmp_path):
    """CI's layout: the interpreter named lives in one folder of /tmp and links to another
    there (a venv's python), then to the real one. Every hop stays reachable in the sandbox
    (it was FAIL, "No such file or directory"), and nothing else of /tmp shows but the
    working folder's way (CI's clone is in /tmp)."""
    other = Path(tempfile.mkdtemp(prefix='judge-hop-', dir='/tmp'))
    try:
        (other / 'python').symlink_to(os.path.realpath(sys.executable))
        (tmp_path / 'bin').mkdir()
        (tmp_path / 'bin' / 'python3').symlink_to(other / 'python')
        probe = program(tmp_path, """
            import os, sys
            print(sys.stdin.read().strip(), sorted(os.listdir('/tmp')))
        """)
        hops = sorted(_tmp_entries_leading_to(tmp_path, other, ROOT))   # ROOT: the judge's cwd
        folder = cases(tmp_path, {'1': ('hi\n', f'hi {hops}\n')})
        done = judge('test', '--cases', folder, '--solution', probe, '--python',
                     tmp_path / 'bin' / 'python3', '--json')
        assert verdicts(json.loads(done.stdout)) == ['AC'], done.stdout + done.stderr
    finally:
        shutil.rmtree(other)


@pytest.mark.parametrize('how', ['shebang', 'PATH'])
def test_an_interpreter_named_by_a_script_or_found_on_path(tmp_path, how):
    """CI's layout again, reached another way: `./a.out` is a script whose `#!` names a
    python in another folder of /tmp (it was FAIL, "cannot run ... No such file or
    directory": the kernel could not see the interpreter), or the command is a bare name
    found on PATH in such a folder."""
    other = Path(tempfile.mkdtemp(prefix='judge-hop-', dir='/tmp'))
    try:
        (other / 'python-in-tmp').symlink_to(os.path.realpath(sys.executable))
        script = tmp_path / 'a.out'
        script.write_text(f'#!{other / "python-in-tmp"}\nprint(input())\n')
        script.chmod(0o755)
        folder = cases(tmp_path, {'1': ('hi\n', 'hi\n')})
        if how == 'shebang':
            done = judge('test', '--cases', folder, '--cmd', script, '--json')
        else:
            env = {**os.environ, 'PATH': f'{other}:{os.environ.get("PATH", "")}'}
            done = judge('test', '--cases', folder, '--cmd', f'python-in-tmp {script}', '--json',
                         env=env)
        assert verdicts(json.loads(done.stdout)) == ['AC'], done.stdout + done.stderr
    finally:
        shutil.rmtree(other)



@pytest.mark.skipif(not (shutil.which('javac') and shutil.which('java')), reason='no JDK here')
def test_a_jvm_runs_in_the_sandbox(tmp_path):
    """A JVM (its whole JDK under /usr/lib/jvm, its threads, its memory map) runs in the
    sandbox: `java -cp FOLDER Main` and `java Main` beside Main.class; the class folder
    is visible because the command names it, the cases' folder is not."""
    classes = tmp_path / 'classes'
    classes.mkdir()
    (classes / 'Main.java').write_text(
        'import java.util.*;\npublic class Main { public static void main(String[] a) {\n'
        '  Scanner s = new Scanner(System.in);\n'
        '  System.out.println(s.nextLong() + s.nextLong()); } }\n')
    subprocess.run(['javac', 'Main.java'], cwd=classes, check=True, timeout=120)
    folder = cases(tmp_path, {'1': ('1 2\n', '3\n'), '2': ('-5 5\n', '0\n')})
    done = judge('test', '--cases', folder, '--cmd', f'java -cp {classes} Main', '--json',
                 '--tl', '5', timeout=120)
    assert verdicts(json.loads(done.stdout)) == ['AC', 'AC'], done.stdout + done.stderr
    done = subprocess.run([sys.executable, '-m', 'judge_io', 'test', '--cases', folder, '--cmd',
                           'java Main', '--json', '--tl', '5', '--python', sys.executable],
                          cwd=classes, capture_output=True, text=True, timeout=120,
                          env={**os.environ, 'PYTHONPATH': str(ROOT)})
    assert verdicts(json.loads(done.stdout)) == ['AC', 'AC'], done.stdout + done.stderr

needs_nobody = pytest.mark.skipif(not can_run_as_nobody(),
                                  reason='needs root, setpriv and /usr/bin/python3 to be nobody')


@needs_nobody
@pytest.mark.parametrize('mode', SANDBOX)
def test_what_the_program_sees_as_an_unprivileged_user(listener, mode):
    """The same sandbox for a user without any privilege (nobody), as a contestant is.
    Without it, the supervisor is still non-dumpable: its pipes are out of reach."""
    shared = nobody_folder()
    try:
        folder = cases(shared, {'1': ('secret\n', 'secret\n'), '2': ('x\n', 'x\n')})
        _probe(shared, listener)
        share(shared)
        done = judge_as_nobody(shared, 'test', '--cases', folder, '--cmd',
                               f'{SYSTEM_PYTHON} probe.py', '--json', *mode_args(mode))
        assert 'Traceback' not in done.stderr and 'no sandbox' not in done.stderr, done.stderr
        report = json.loads(done.stdout)
        assert verdicts(report) == ['AC', 'AC']
        facts = _facts(report)
        assert facts['uid'] == 65534
        if mode == 'sandbox':
            _check_sandboxed(facts, shared / 'probe.py', SYSTEM_PYTHON)
        else:
            assert facts['parent_fds'] == 0 and facts['answer'] == 'secret\n'
    finally:
        shutil.rmtree(shared)


def _in_user_namespace(cwd, shell, *args, timeout=90):
    """Run the judge (from cwd) inside a user namespace of ours where `shell` first makes
    the kernel refuse the sandbox (we are root there, so it may; the machine is not
    touched)."""
    command = [shutil.which('unshare'), '-U', '-r', '-m', '--', 'sh', '-c',
               f'{shell} && exec "$@"', 'sh', sys.executable, '-m', 'judge_io', *map(str, args)]
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=timeout,
                          env={**os.environ, 'PYTHONPATH': str(ROOT)})


@pytest.mark.skipif(not shutil.which('unshare'), reason='needs unshare(1)')
@pytest.mark.parametrize('refusal, why', [
    # no more user namespaces allowed (as with user.max_user_namespaces=0)
    ('echo 0 > /proc/sys/user/max_user_namespaces', 'No space left on device'),
    # a /proc partly covered (as in a container): a fresh /proc may not be mounted
    ('mount -t tmpfs none /proc/sys', 'Operation not permitted'),
])
def test_kernel_refuses_the_sandbox(tmp_path, listener, refusal, why):
    """Where the kernel refuses, the judge runs as without the sandbox, says so once, in
    one line, with what is then not guaranteed; every verdict is still right."""
    probe = _probe(tmp_path, listener)
    folder = cases(tmp_path, {'1': ('a\n', 'a\n'), '2': ('b\n', 'c\n'), '3': ('d\n', 'd\n')})
    done = _in_user_namespace(tmp_path, refusal, 'test', '--cases', folder, '--cmd', f'{sys.executable} {probe}',
                              '--json')
    assert 'Traceback' not in done.stderr, done.stderr
    report = json.loads(done.stdout)
    assert verdicts(report) == ['AC', 'WA', 'AC']
    notes = [line for line in done.stderr.splitlines() if 'no sandbox' in line]
    assert len(notes) == 1 and why in notes[0] and 'read the case folders' in notes[0], done.stderr
    assert _facts(report)['answer'] == 'a\n'            # as said: not guaranteed any more


# Issue 19, item 1: a process outlives its case. The program finds its supervisor from
# its parent's command line (supervise.py, or zygote.py: it was forked from the zygote),
# starts a child whose command line names the supervisor
# (the orphan killer used to spare such a one), and kills its parent.
SUPERVISOR_NAMED = """
    import os, signal, subprocess, sys, time
    parent = open(f'/proc/{os.getppid()}/cmdline', 'rb').read().split(b'\\0')
    named = next((a.decode() for a in parent if a.endswith(b'.py')), 'supervise.py')  # or zygote.py
    subprocess.Popen([sys.executable, '-c', 'while True: pass', named, MARKER])
    time.sleep(0.3)
    os.kill(os.getppid(), signal.SIGKILL)
    time.sleep(60)
"""


@pytest.mark.parametrize('mode', SANDBOX)
def test_no_process_outlives_its_case_whatever_it_is_called(tmp_path, mode):
    solution = program(tmp_path, SUPERVISOR_NAMED.replace('MARKER', repr(str(tmp_path))))
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '1\n')}), '--tl', '0.5',
                                   *mode_args(mode))
    # in the sandbox the kill does nothing (PID 1 takes no signal): TLE, by CPU; without,
    # the supervisor dies: RE, and the orphans are found by the judge
    assert verdicts(report) == (['TLE'] if mode == 'sandbox' else ['RE']), report['cases']
    time.sleep(0.2)
    assert not survivors(tmp_path)


# Item 2: the verdict channel. The program opens every pipe of its parent (its supervisor
# without the sandbox, the namespace's PID 1 with) for writing, writes a complete fake
# report (AC in 10 ms) and stray bytes, kills the parent and burns CPU.
FORGER = """
    import os, signal, sys, time
    fake = b"cpu 0.01\\nwall 0.01\\nmemory 1000\\ncode 0\\nstopped None\\nexec_error ''\\nend 1\\n"
    opened = 0
    for fd in range(3, 64):
        for target in (f'/proc/{os.getppid()}/fd/{fd}',):
            try:
                out = os.open(target, os.O_WRONLY | os.O_NONBLOCK)
            except OSError:
                continue
            opened += 1
            for data in (fake, b'a', b'\\x00\\xff junk'):
                try:
                    os.write(out, data)
                except OSError:
                    pass
    print('opened', opened, file=sys.stderr, flush=True)
    os.kill(os.getppid(), signal.SIGKILL)
    t = time.process_time()
    while time.process_time() - t < 2:
        pass
"""


@pytest.mark.parametrize('mode', SANDBOX)
def test_verdict_cannot_be_forged(tmp_path, mode):
    solution = program(tmp_path, FORGER)
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '\n')}), '--tl', '1',
                                   *mode_args(mode))
    case = report['cases'][0]
    if mode == 'sandbox' or os.geteuid() != 0:
        assert 'opened 0' in case['stderr'], case['stderr']
        # never AC (the fake report), never FAIL (the judge's own failure): the program's
        # TLE, or RE where it could kill its supervisor
        assert case['verdict'] == ('TLE' if mode == 'sandbox' else 'RE'), case
    else:
        # root without the sandbox reaches everything (CAP_SYS_PTRACE): the garbled
        # report is still RE, never FAIL
        assert case['verdict'] == 'RE', case


# A program that writes the judge's own stop byte (a = abort) into every pipe its parent
# (the supervisor, without the sandbox) reads, but stdin: the judge's control pipe. Only
# root reaches it; the supervisor lives to read it and stops as told.
TELLER = """
    import os, sys, time
    opened = 0
    for fd in range(3, 64):
        try:
            info = open(f'/proc/{os.getppid()}/fdinfo/{fd}').read()
            link = os.readlink(f'/proc/{os.getppid()}/fd/{fd}')
        except OSError:
            continue
        flags = int(info.split('flags:')[1].split()[0], 8)
        if link.startswith('pipe:') and flags & 3 == os.O_RDONLY:
            try:
                out = os.open(f'/proc/{os.getppid()}/fd/{fd}', os.O_WRONLY | os.O_NONBLOCK)
            except OSError:
                continue
            opened += 1
            os.write(out, b'a')
    print('opened', opened, file=sys.stderr, flush=True)
    time.sleep(5)
"""


@pytest.mark.skipif(os.geteuid() != 0, reason='only root without the sandbox can reach the pipe')
def test_a_stop_the_judge_never_asked_for_is_the_programs_doing(tmp_path):
    solution = program(tmp_path, TELLER)
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '\n')}), '--tl', '1',
                                   '--no-sandbox')
    case = report['cases'][0]
    assert 'opened 0' not in case['stderr'], case['stderr']
    assert case['verdict'] == 'RE' and 'other than the judge' in case['message'], case


@needs_nobody
@pytest.mark.parametrize('mode', SANDBOX)
def test_verdict_cannot_be_forged_by_an_unprivileged_user(mode):
    shared = nobody_folder()
    try:
        folder = cases(shared, {'1': ('\n', '\n')})
        program(shared, FORGER, 'forger.py')
        share(shared)
        done = judge_as_nobody(shared, 'test', '--cases', folder, '--cmd',
                               f'{SYSTEM_PYTHON} forger.py', '--json', '--tl', '1', *mode_args(mode))
        case = json.loads(done.stdout)['cases'][0]
        assert 'opened 0' in case['stderr'], case['stderr']
        assert case['verdict'] == ('TLE' if mode == 'sandbox' else 'RE'), case
    finally:
        shutil.rmtree(shared)


# Item 3: the judge itself. Its pid is the program's input (the shell that starts it
# writes its own pid, then becomes the judge); the program tries to stop and kill it,
# and to read its environment and write to its stdout.
JUDGE_KILLER = """
    import os, signal, sys
    judge = int(sys.stdin.read())
    tried = []
    for what in ('environ', 'fd/1'):
        try:
            with open(f'/proc/{judge}/{what}', 'rb' if what == 'environ' else 'wb') as f:
                f.read() if what == 'environ' else f.write(b'garbage in the report')
            tried.append(what + ' open')
        except OSError as e:
            tried.append(f'{what} {type(e).__name__}')
    for sig in (signal.SIGSTOP, signal.SIGKILL):
        try:
            os.kill(judge, sig)
            tried.append('signalled')
        except OSError as e:
            tried.append(type(e).__name__)
    print(' '.join(tried))
"""


def test_the_judge_is_out_of_reach(tmp_path):
    solution = program(tmp_path, JUDGE_KILLER)
    folder = tmp_path / 'cases'
    folder.mkdir()
    (folder / '1.out').write_text('x\n')
    env = {**os.environ, 'JUDGE_SECRET': 'hunter2'}
    script = f'echo $$ > {folder}/1.in; exec "$@"'
    done = subprocess.run(['sh', '-c', script, 'sh', sys.executable, '-m', 'judge_io', 'test',
                           '--cases', str(folder), '--cmd', f'{sys.executable} {solution}', '--json'],
                          cwd=ROOT, capture_output=True, text=True, timeout=60, env=env)
    assert done.returncode == 1, done.stderr            # it ran to its end: WA
    report = json.loads(done.stdout)                   # one clean JSON object
    got = Path(report['cases'][0]['output']).read_text()
    assert ' open' not in got and 'signalled' not in got, got
    assert got.split() == ['environ', 'FileNotFoundError', 'fd/1', 'FileNotFoundError',
                           'ProcessLookupError', 'ProcessLookupError'], got


# Item 4: special files in a case folder: FAIL for that case, in one line, at once.
def test_special_case_files_are_fail_without_blocking(tmp_path):
    solution = program(tmp_path, 'import sys\nsys.stdout.write(sys.stdin.read())\n')
    folder = cases(tmp_path, {'1': ('a\n', 'a\n'), '5': ('x\n', None), '6': ('x\n', None),
                              '7': ('x\n', None), '9': ('z\n', 'z\n')})
    os.mkfifo(folder / '2.in')
    (folder / '2.out').write_text('x\n')
    (folder / '3.in').write_text('x\n')
    os.mkfifo(folder / '3.out')
    os.symlink('/dev/zero', folder / '5.out')
    os.symlink('/dev/urandom', folder / '6.out')
    unix = socket.socket(socket.AF_UNIX)
    unix.bind(str(folder / '7.out'))
    with open(folder / '8.in', 'wb') as f:
        f.write(b'x\n')
    with open(folder / '8.out', 'wb') as f:        # 65 MB, sparse: longer than any output
        f.truncate(65 << 20)
    start = time.monotonic()
    status, report, stderr = judge_json(solution, folder)
    unix.close()
    assert time.monotonic() - start < 30
    assert verdicts(report) == ['AC', 'FAIL', 'FAIL', 'FAIL', 'FAIL', 'FAIL', 'FAIL', 'AC'], report
    messages = [c['message'] for c in report['cases']]
    assert 'a FIFO' in messages[1] and '2.in' in messages[1]
    assert 'a FIFO' in messages[2] and '3.out' in messages[2]
    assert 'a character device' in messages[3] and 'a character device' in messages[4]
    assert 'a socket' in messages[5]
    assert 'more than 64 MB' in messages[6]
    assert all('\n' not in m for m in messages)


# Item 5: the answers. A program that reads its own answer beside its input, and one that
# rewrites every answer of the folder (the later cases' among them) and its own input.
READER = """
    import os, sys
    given = os.readlink('/proc/self/fd/0')
    try:
        sys.stdout.write(open(given[:-3] + '.out').read())
    except OSError as e:
        print(type(e).__name__)
"""

REWRITER = """
    import glob, os, sys
    folder = FOLDER
    for path in glob.glob(os.path.join(folder, '*.out')):
        try:
            open(path, 'w').write('forged\\n')
        except OSError as e:
            print(type(e).__name__, file=sys.stderr)
    try:
        open('/proc/self/fd/0', 'w').write('forged\\n')
    except OSError as e:
        print('input', type(e).__name__, file=sys.stderr)
    print('forged')
"""


@pytest.mark.parametrize('mode', SANDBOX)
def test_the_answers_are_out_of_reach(tmp_path, mode):
    folder = cases(tmp_path, {'1': ('a\n', 'right\n'), '2': ('b\n', 'right\n')})
    status, report, _ = judge_json(program(tmp_path, READER, 'reader.py'), folder, *mode_args(mode))
    assert verdicts(report) == (['WA', 'WA'] if mode == 'sandbox' else ['AC', 'AC'])
    # a case left out by --case is a case still: its answer stays hidden
    other = program(tmp_path, READER.replace("given[:-3] + '.out'", "given[:-4] + '2.out'"), 'other.py')
    status, report, _ = judge_json(other, folder, '--case', '1', *mode_args(mode))
    assert verdicts(report) == (['WA'] if mode == 'sandbox' else ['AC'])
    rewriter = program(tmp_path, REWRITER.replace('FOLDER', repr(str(folder))), 'rewriter.py')
    if mode == 'no-sandbox':
        return                  # it would destroy the cases: the README says so
    status, report, _ = judge_json(rewriter, folder)
    assert verdicts(report) == ['WA', 'WA']
    assert 'input OSError' in report['cases'][0]['stderr']
    assert [(folder / f'{n}.out').read_text() for n in '12'] == ['right\n', 'right\n']
    assert [(folder / f'{n}.in').read_text() for n in '12'] == ['a\n', 'b\n']


CHECKER = """
    import sys
    given, output, answer = (open(p).read() for p in sys.argv[1:4])
    for p in sys.argv[1:4]:
        open(p, 'w').write('the checker was here\\n')       # a careless checker
    sys.exit(0 if output.strip() == given.strip().upper() else 1)
"""


@pytest.mark.parametrize('mode', SANDBOX)
def test_checker_gets_copies(tmp_path, mode):
    """A checker that writes to its arguments changes nothing of the case; a program that
    rewrites its input (through /proc/self/fd/0) cannot make the checker see another."""
    folder = cases(tmp_path, {'1': ('abc\n', 'ABC\n')})
    checker = program(tmp_path, CHECKER, 'checker.py')
    upper = program(tmp_path, 'print(input().upper())\n', 'upper.py')
    for _ in range(2):
        status, report, _ = judge_json(upper, folder, '--checker', f'{sys.executable} {checker}',
                                       *mode_args(mode))
        assert verdicts(report) == ['AC']
    assert (folder / '1.in').read_text() == 'abc\n' and (folder / '1.out').read_text() == 'ABC\n'
    if mode == 'sandbox':
        sneaky = program(tmp_path, """
            import sys
            try:
                open('/proc/self/fd/0', 'w').write('x\\n')
            except OSError as e:
                print(type(e).__name__, file=sys.stderr)
            print('X')
        """, 'sneaky.py')
        status, report, _ = judge_json(sneaky, folder, '--checker', f'{sys.executable} {checker}')
        assert verdicts(report) == ['WA'] and 'OSError' in report['cases'][0]['stderr']
        assert (folder / '1.in').read_text() == 'abc\n'


def test_checker_is_bounded_in_memory(tmp_path):
    """A checker past CHECKER_MEMORY_KB is stopped at once: FAIL, the judge stays small."""
    checker = program(tmp_path, "s = bytearray(3 << 30)\nfor i in range(0, len(s), 4096):\n"
                                "    s[i] = 1\n", 'greedy.py')
    solution = program(tmp_path, 'print(1)\n')
    start = time.monotonic()
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '1\n')}),
                                   '--checker', f'{sys.executable} {checker}', timeout=90)
    case = report['cases'][0]
    assert case['verdict'] == 'FAIL' and 'used more than 2048 MB' in case['message'], case
    assert time.monotonic() - start < 60


# Item 6: memory the judge did not see, and what outlived a run.
# Four segments of 60 MB, each filled then detached: never more than 60 MB in the
# program's RSS, 240 MB held.
SYSV = """
    import ctypes, sys, time
    libc = ctypes.CDLL(None, use_errno=True)
    libc.shmat.restype = ctypes.c_void_p
    for key in range(0x4a554447, 0x4a554447 + 4):
        shmid = libc.shmget(key, 60 << 20, 0o1600)           # IPC_CREAT | 0600
        address = libc.shmat(shmid, None, 0)
        ctypes.memset(address, 1, 60 << 20)
        libc.shmdt(ctypes.c_void_p(address))                 # detached: in no one's RSS
        print('segment', shmid, file=sys.stderr, flush=True)
    time.sleep(1)
"""


def _host_segments():
    lines = Path('/proc/sysvipc/shm').read_text().splitlines()[1:]
    return [line.split()[0] for line in lines]


def test_sysv_memory_is_counted_and_dies_with_the_run(tmp_path):
    before = _host_segments()
    status, report, _ = judge_json(program(tmp_path, SYSV), cases(tmp_path, {'1': ('\n', '\n')}),
                                   '--ml', '128', '--tl', '5')
    assert verdicts(report) == ['MLE'], report['cases']
    assert 'segment' in report['cases'][0]['stderr']
    assert _host_segments() == before                    # its IPC namespace died with it


@pytest.mark.parametrize('mode', SANDBOX)
def test_memfd_memory_is_counted(tmp_path, mode):
    """200 MB written into a memfd, held open, never mapped: no RSS, still the program's."""
    solution = program(tmp_path, """
        import os, time
        fd = os.memfd_create('stash')
        block = b'x' * (1 << 20)
        for _ in range(200):
            os.write(fd, block)
        del block
        time.sleep(1)
    """)
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '\n')}), '--ml', '128',
                                   '--tl', '5', *mode_args(mode))
    assert verdicts(report) == ['MLE'], report['cases']


def test_private_tmp_counts_and_is_gone(tmp_path):
    """Files in its /tmp (and /dev/shm) are its memory, and go with the run."""
    solution = program(tmp_path, """
        import os, time
        with open('/dev/shm/stash', 'wb') as f:
            for _ in range(100):
                f.write(b'x' * (1 << 20))
        with open('/tmp/stash', 'wb') as f:
            for _ in range(100):
                f.write(b'x' * (1 << 20))
        time.sleep(1)
    """)
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '\n')}), '--ml', '128',
                                   '--tl', '5')
    assert verdicts(report) == ['MLE'], report['cases']
    assert not os.path.exists('/tmp/stash') and not os.path.exists('/dev/shm/stash')


# Item 7: nothing lost, nothing left.
def _run_folder(report):
    outputs = [c['output'] for c in report['cases'] if c['output']]
    return Path(outputs[0]).parent.parent if outputs else None


def test_outputs_are_kept_and_capped(tmp_path):
    """The outputs of failing cases are kept where the report says, through other runs of
    the judge (tests/test_judge_scratch.py: how long); 64 MB of them a run at most."""
    big = program(tmp_path, "import sys\nsys.stdout.write('x' * (40 << 20))\n", 'big.py')
    folder = cases(tmp_path, {'1': ('\n', 'y\n'), '2': ('\n', 'y\n')})
    status, report, _ = judge_json(big, folder, '--tl', '5', '--ml', '512')
    assert verdicts(report) == ['WA', 'WA']
    first = report['cases'][0]
    assert os.path.getsize(first['output']) == 40 << 20
    assert report['cases'][1]['output'] is None         # past the cap
    text = judge('test', '--cases', folder, '--cmd', f'{sys.executable} {big}', '--tl', '5',
                 '--ml', '512').stdout
    assert 'output not saved' in text
    run = Path(first['output']).parent.parent
    assert run.exists()                                  # another command's run keeps it
    status, report, _ = judge_json(program(tmp_path, 'print("y")\n', 'good.py'), folder)
    assert verdicts(report) == ['AC', 'AC']


def _run_folders():
    root = Path(os.environ.get('TMPDIR', '/tmp')) / f'judge_io-{os.getuid()}'
    return {p for p in root.iterdir() if p.is_dir()} if root.exists() else set()


@pytest.mark.parametrize('command', ['stress', 'checker'])
def test_a_killed_judge_leaves_nothing(tmp_path, command):
    slow = program(tmp_path, 'import time\ntime.sleep(30)\n', 'slow.py')
    gen = program(tmp_path, 'print(1)\n', 'gen.py')
    before = _run_folders()
    if command == 'stress':
        args = ['stress', '--gen', f'{sys.executable} {gen}', '--brute', f'{sys.executable} {gen}',
                '--cmd', f'{sys.executable} {slow}', '--tl', '10', '--save', tmp_path / 'found']
    else:
        checker = program(tmp_path, 'import time\ntime.sleep(30)\n', 'checker.py')
        args = ['test', '--cases', cases(tmp_path, {'1': ('\n', '1\n')}), '--cmd',
                f'{sys.executable} {gen}', '--checker', f'{sys.executable} {checker}']
    judge_process = subprocess.Popen([sys.executable, '-m', 'judge_io', *map(str, args)], cwd=ROOT,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    end = time.monotonic() + 20
    while time.monotonic() < end and not (_run_folders() - before):
        time.sleep(0.05)
    new = _run_folders() - before
    assert new, 'the judge made no run folder'
    while time.monotonic() < end and not any((p / 'work').exists() for p in new):
        time.sleep(0.05)        # the checker's copies (or stress's case), once the program ran
    time.sleep(0.5)
    assert any((p / 'work').exists() for p in new)
    judge_process.kill()
    judge_process.wait()
    end = time.monotonic() + 20
    while time.monotonic() < end and any(p.exists() for p in new):
        time.sleep(0.05)
    assert not any(p.exists() for p in new), new
    time.sleep(0.5)
    assert not survivors(tmp_path)


@pytest.mark.skipif(not shutil.which('unshare'), reason='needs unshare(1)')
def test_read_only_without_mount_setattr(tmp_path):
    """Before Linux 5.12 there is no mount_setattr: a bind is remounted read-only, its
    locked flags kept (/dev/shm's nosuid, nodev). Forced here (ENOSYS) in a mount
    namespace of the test's own."""
    script = f"""
import errno, os, sys
sys.path.insert(0, {str(ROOT / 'judge_io' / 'supervisor')!r})
import jail, namespaces
c = namespaces.libc()
def enosys(*args):
    raise OSError(errno.ENOSYS, 'no mount_setattr')
c.mount_setattr = enosys
c.mount(None, '/', None, namespaces.MS_REC | namespaces.MS_PRIVATE)
for folder in ({str(tmp_path)!r}, '/dev/shm'):
    c.mount(folder, folder, None, namespaces.MS_BIND)
    jail.read_only(c, folder)
    try:
        open(folder + '/x', 'w')
        print(folder, 'written')
    except OSError as e:
        print(folder, errno.errorcode[e.errno])
"""
    done = subprocess.run([shutil.which('unshare'), '-U', '-r', '-m', sys.executable, '-c', script],
                          capture_output=True, text=True, timeout=30)
    assert done.stdout.split() == [str(tmp_path), 'EROFS', '/dev/shm', 'EROFS'], done


NESTED = """
    import ctypes, errno, os
    libc = ctypes.CDLL(None, use_errno=True)
    folder = FOLDER
    def said(name, result):
        print(name, 'ok' if result == 0 else errno.errorcode[ctypes.get_errno()])
    # its own user and mount namespaces, where it would hold every capability (no uid
    # map needed for that): an unmount, or a bind of the parent without what is mounted
    # on it, would show the case folder as it is
    said('unshare', libc.unshare(0x10000000 | 0x20000))          # CLONE_NEWUSER | NEWNS
    said('umount', libc.umount2(folder.encode(), 2))              # MNT_DETACH
    said('mount', libc.mount(os.path.dirname(folder).encode(), b'/tmp', None, 4096, None))
    for path in (folder + '/1.out', '/tmp/cases/1.out'):
        try:
            print(open(path).read())
        except OSError as e:
            print('read', errno.errorcode[e.errno])
"""


def test_covers_cannot_be_undone_from_a_namespace_of_its_own(tmp_path):
    """The program may make no user namespace (none below the sandbox's: ENOSPC), where
    it would be root; without a capability it can neither unmount a cover nor bind what
    lies under it."""
    folder = cases(tmp_path, {'1': ('\n', 'the answer\n')})
    solution = program(tmp_path, NESTED.replace('FOLDER', repr(str(folder))))
    status, report, _ = judge_json(solution, folder)
    got = Path(report['cases'][0]['output']).read_text()
    # the case folder is not in its root at all: nothing to unmount, nothing under it
    made = ['ENOSPC', 'umount', 'ENOENT', 'mount', 'EPERM'] if seals_proc() else \
        ['ok', 'umount', 'ENOENT', 'mount', 'EINVAL']        # root in it: the mounts locked
    assert got.split() == ['unshare', *made, 'read', 'ENOENT', 'read', 'ENOENT'], got


@pytest.mark.skipif(not shutil.which('unshare'), reason='needs unshare(1)')
def test_kernel_refuses_the_sandbox_of_an_interactive_run(tmp_path):
    """The refusal found on an interactive case: the interactor is stopped, the case run
    again without the sandbox, and judged as usual; one line says so."""
    from tests.test_judge_interactive import BINARY, INTERACTOR
    folder = cases(tmp_path, {'1': ('37 100\n', None), '2': ('5 10\n', None)})
    interactor = program(tmp_path, INTERACTOR, 'interactor.py')
    player = program(tmp_path, BINARY, 'player.py')
    done = _in_user_namespace(tmp_path, 'echo 0 > /proc/sys/user/max_user_namespaces', 'test',
                              '--cases', folder, '--cmd', f'{sys.executable} {player}',
                              '--interactor', f'{sys.executable} {interactor}', '--json')
    assert 'Traceback' not in done.stderr, done.stderr
    assert verdicts(json.loads(done.stdout)) == ['AC', 'AC']
    assert len([l for l in done.stderr.splitlines() if 'no sandbox' in l]) == 1
    assert not survivors(tmp_path)
