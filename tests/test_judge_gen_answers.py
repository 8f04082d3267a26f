"""gen-answers: the missing answers written from a reference program, where the layout puts
them; an existing answer kept unless --force; nothing written from a run that is not clean;
the reference in the sandbox, and caught when it writes answers without it."""
import os
import sys
import tempfile

import pytest

from tests.judge_util import cases, judge, outside, program

pytestmark = pytest.mark.timeout(120)

REF = """
import sys
data = sys.stdin.read().split()
if data == ['crash']:
    raise SystemExit(3)
if data == ['loop']:
    while True:
        pass
print(sum(map(int, data)))
"""


def test_writes_missing_answers_where_the_layout_puts_them(tmp_path):
    folder = cases(tmp_path, {'1': ('1 2\n', None), '2': ('5 5\n', None), '3': ('1 1\n', 'old\n')})
    (folder / 'input4.txt').write_text('40 2\n')
    ref = program(tmp_path, REF, 'ref.py')
    done = judge('gen-answers', '--cases', folder, '--solution', ref)
    assert done.returncode == 0, done.stdout + done.stderr
    assert (folder / '1.out').read_text() == '3\n' and (folder / '2.out').read_text() == '10\n'
    assert (folder / 'output4.txt').read_text() == '42\n'
    assert (folder / '3.out').read_text() == 'old\n'            # kept
    assert 'wrote 3, kept 1' in done.stdout and 'kept' in done.stdout
    judged = judge('test', '--cases', folder, '--solution', ref)
    assert 'AC 3 of 4 (WA 1)' in judged.stdout                  # 3.out: the old answer
    forced = judge('gen-answers', '--cases', folder, '--solution', ref, '--force', '--case', '3')
    assert forced.returncode == 0 and (folder / '3.out').read_text() == '2\n'
    assert judge('test', '--cases', folder, '--solution', ref).returncode == 0


def test_refuses_answers_from_runs_that_are_not_clean(tmp_path):
    folder = cases(tmp_path, {'1': ('1 2\n', None), '2': ('crash\n', None), '3': ('loop\n', None)})
    ref = program(tmp_path, REF, 'ref.py')
    done = judge('gen-answers', '--cases', folder, '--solution', ref, '--tl', '0.5')
    assert done.returncode == 1
    assert (folder / '1.out').read_text() == '3\n'
    assert not (folder / '2.out').exists() and not (folder / '3.out').exists()
    assert 'RE' in done.stdout and 'TLE' in done.stdout and 'not written' in done.stdout
    assert 'not written 2' in done.stdout.splitlines()[-1]


def test_a_layout_without_a_place_for_answers(tmp_path):
    folder = cases(tmp_path, {'a': ('1 2\n', None)})
    ref = program(tmp_path, REF, 'ref.py')
    done = judge('gen-answers', '--cases', folder, '--solution', ref, '--pattern', '%s.in')
    assert done.returncode == 2 and 'no place for its answer' in done.stderr
    done = judge('gen-answers', '--cases', folder, '--solution', ref, '--pattern', '%s.in:%s.res')
    assert done.returncode == 0 and (folder / 'a.res').read_text() == '3\n'


HOSTILE_REF = """
import os, sys
FOLDER, MARK, HOME = {folder!r}, {mark!r}, {home!r}
data = sys.stdin.read().split()
done = []
try:                    # in the sandbox: its own working folder, gone at the end
    open('escaped.txt', 'w').close()
except OSError:
    pass
for path in [os.path.join(FOLDER, n) for n in ('1.out', '2.out', '3.out', 'evil.txt')] + [
        os.path.join(HOME, 'escaped-by-path.txt')]:
    try:
        with open(path, 'w') as f:
            f.write('hacked\\n')
        done.append('WROTE ' + path)
    except OSError:
        pass
for path in (os.path.join(FOLDER, '1.out'), os.path.join(FOLDER, '3.in'), MARK):
    if os.path.exists(path):
        done.append('SAW ' + path)
print(sum(map(int, data)), *done)
"""


def _home(tmp_path):
    """A folder of the user's (the working folder is the program's own in the sandbox)."""
    (tmp_path / 'home').mkdir()
    return tmp_path / 'home'


@pytest.fixture
def mark():
    """A file straight in /tmp: a program in the sandbox has a /tmp of its own."""
    fd, path = tempfile.mkstemp(prefix='judge-io-mark-', dir='/tmp')
    os.close(fd)
    yield path
    os.unlink(path)


def test_a_hostile_reference_in_the_sandbox_writes_and_sees_nothing(tmp_path, mark):
    """The reference runs in the sandbox (issue 26): it tries to write the existing answer,
    the missing ones, a file beside the cases and one in the current folder, and to see the
    existing answer, another case's input and a file of the real /tmp. None of it works:
    the answers written are its clean output, the existing one is kept."""
    folder = cases(tmp_path, {'1': ('1 2\n', 'old\n'), '2': ('5 5\n', None), '3': ('2 2\n', None)})
    ref = program(tmp_path, HOSTILE_REF.format(folder=str(folder), mark=mark, home=str(_home(tmp_path))), 'ref.py')
    done = outside(tmp_path, 'gen-answers', '--cases', folder, '--cmd', f'{sys.executable} {ref}')
    assert done.returncode == 0, done.stdout + done.stderr
    assert (folder / '1.out').read_text() == 'old\n'
    assert (folder / '2.out').read_text() == '10\n' and (folder / '3.out').read_text() == '4\n'
    assert not (folder / 'evil.txt').exists() and not (tmp_path / 'escaped.txt').exists()
    assert list((tmp_path / 'home').iterdir()) == []
    assert 'wrote 2, kept 1' in done.stdout


def test_a_hostile_reference_without_the_sandbox_is_caught(tmp_path, mark):
    """The same reference with --no-sandbox: it does write (the test above can fail), and
    the judge stops at once, naming what changed, writing no answer of its own."""
    folder = cases(tmp_path, {'1': ('1 2\n', 'old\n'), '2': ('5 5\n', None), '3': ('2 2\n', None)})
    ref = program(tmp_path, HOSTILE_REF.format(folder=str(folder), mark=mark, home=str(_home(tmp_path))), 'ref.py')
    done = outside(tmp_path, 'gen-answers', '--cases', folder, '--cmd', f'{sys.executable} {ref}',
                   '--no-sandbox')
    assert done.returncode == 2, done.stdout + done.stderr
    assert (tmp_path / 'escaped.txt').exists() and (folder / '1.out').read_text() == 'hacked\n'
    line = done.stderr.strip()
    assert line.count('\n') == 0 and 'Traceback' not in line
    assert 'changed while the reference ran on 2' in line
    assert all(f'{n}.out' in line for n in (1, 2, 3)), line
    assert (folder / '2.out').read_text() == 'hacked\n'        # the reference's, not the judge's
    assert 'wrote' not in done.stdout.splitlines()[-1]
