"""gen-answers: the missing answers written from a reference program, where the layout puts
them; an existing answer kept unless --force; nothing written from a run that is not clean."""
import pytest

from tests.judge_util import cases, judge, program

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
