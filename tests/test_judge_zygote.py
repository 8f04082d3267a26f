"""The supervisors forked from one warm process (judge_io/zygote.py): used, and when a
program stops or kills it, the judge starts its supervisors itself and judges on."""
import json
import os
import time

import pytest

from tests.judge_util import alive, cases, judge, program, survivors, verdicts

# Found by a program outside the sandbox: its judge's zygote (a child of the judge, its
# supervisor's parent, running zygote.py; not the supervisor, forked from it and so named
# alike; never another judge's), each noted in the file NOTES
ZYGOTES = """
import os, signal, sys
def stat(pid):
    with open(f'/proc/{pid}/stat') as f:
        return f.read().rsplit(')', 1)[1].split()
def zygotes():
    judge = int(stat(os.getppid())[1])
    found = []
    for name in os.listdir('/proc'):
        try:
            with open(f'/proc/{name}/cmdline', 'rb') as f:
                if b'supervisor/zygote.py' in f.read() and int(stat(name)[1]) == judge \\
                        and int(name) != os.getppid():
                    found.append(int(name))
        except (OSError, ValueError):
            pass
    with open(NOTES, 'a') as g:
        g.write(''.join(f'{pid}\\n' for pid in found))
    return found
"""

# The program's supervisor: its parent outside the sandbox (in it, a PID 1 hides it)
PARENT = ZYGOTES + """
zygotes()
with open(f'/proc/{os.getppid()}/cmdline', 'rb') as f:
    words = f.read().split(b'\\0')
print(sys.stdin.read().strip(), os.path.basename(words[3]).decode())
"""

# Case 1 signals its judge's zygote, then answers; the others answer
SIGNALS = ZYGOTES + """
given = sys.stdin.read().strip()
if given == 'first':
    signalled = 0
    for pid in zygotes():
        os.kill(pid, signal.%s)
        signalled += 1
    print('signalled', signalled, file=sys.stderr)
print(given)
"""


def _report(done):
    assert 'Traceback' not in done.stderr, done.stderr
    return json.loads(done.stdout)


def test_supervisors_are_forked_from_one_process(tmp_path):
    """Five cases outside the sandbox: each program's parent (its supervisor) was forked
    from the zygote (its command line is the zygote's), and none is left after."""
    folder = cases(tmp_path, {str(k): (f'{k}\n', f'{k} zygote.py\n') for k in range(5)})
    notes = tmp_path / 'zygotes'
    source = PARENT.replace('NOTES', repr(str(notes)))
    report = _report(judge('test', '--cases', folder, '--solution', program(tmp_path, source),
                           '--no-sandbox', '--json'))
    assert verdicts(report) == ['AC'] * 5, report
    seen = notes.read_text().split()
    assert len(seen) == 5 and len(set(seen)) == 1, seen     # one zygote for the five
    time.sleep(0.3)
    assert not survivors(tmp_path) and not alive(int(seen[0]))


@pytest.mark.parametrize('how', ['SIGKILL', 'SIGSTOP'])
def test_a_program_that_stops_or_kills_the_zygote_is_judged_and_so_are_the_next(tmp_path, how):
    """Outside the sandbox a program may signal the zygote (as it may the judge): its case
    and the next ones are still judged, AC, the next ones by supervisors the judge starts
    itself; a stopped zygote is killed, not left."""
    folder = cases(tmp_path, {'1': ('first\n', 'first\n'), '2': ('second\n', 'second\n'),
                              '3': ('third\n', 'third\n')})
    notes = tmp_path / 'zygote'
    solution = program(tmp_path, (SIGNALS % how).replace('NOTES', repr(str(notes))))
    start = time.monotonic()
    report = _report(judge('test', '--cases', folder, '--solution', solution, '--no-sandbox',
                           '--json', timeout=120))
    assert verdicts(report) == ['AC'] * 3, report
    assert report['cases'][0]['stderr'].split() == ['signalled', '1'], report['cases'][0]
    assert time.monotonic() - start < 30
    time.sleep(0.3)
    assert not alive(int(notes.read_text())), how     # killed, or stopped and then killed
