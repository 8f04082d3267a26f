"""Case folders: which files are cases, their order, inputs without answers, unreadable files."""
import json
import os
import shutil

import pytest

from judge_io.cases import natural_key
from tests.judge_util import (can_run_as_nobody, cases, ECHO, judge, judge_as_nobody, judge_json,
                               nobody_folder, PROBLEM, program, share, SYSTEM_PYTHON, verdicts)

pytestmark = pytest.mark.timeout(60)


def test_natural_order_and_parallel_runs(tmp_path):
    names = ['10', '2', '1', 'b', 'a10', 'a9', 'A1', '02x']
    folder = cases(tmp_path, {n: (f'{n}\n', f'{n}\n') for n in names})
    solution = program(tmp_path, ECHO)
    want = ['1', '2', '02x', '10', 'A1', 'a9', 'a10', 'b']
    for jobs in ('1', '3'):
        status, report, _ = judge_json(solution, folder, '-j', jobs)
        assert [c['name'] for c in report['cases']] == want
        assert status == 0 and verdicts(report) == ['AC'] * len(want)
    text = judge('test', PROBLEM, '--solution', solution, '--cases', folder, '-j', '2').stdout
    assert [l.split()[0] for l in text.splitlines()[1:-1]] == want


def test_input_without_answer_is_run_not_judged(tmp_path, good):
    """NAME.in alone: run, its output shown, no verdict (RAN), not a failure; a limit
    broken on it still is."""
    solution, folder = good
    (folder / '3.in').write_text('c\n')
    status, report, stderr = judge_json(solution, folder)
    assert [c['name'] for c in report['cases']] == ['1', '2', '3'] and status == 0
    assert verdicts(report) == ['AC', 'AC', 'RAN']
    assert report['summary']['ran'] == 1 and report['summary']['verdict'] == 'AC'
    ran = report['cases'][2]
    assert ran['answer'] is None and open(ran['output']).read() == 'c\n'
    text = judge('test', PROBLEM, '--solution', solution, '--cases', folder).stdout
    assert 'RAN' in text and '"c"' in text and 'without answer' in text
    crash = program(tmp_path, 'raise SystemExit(3)\n', 'crash.py')
    status, report, _ = judge_json(crash, cases(tmp_path, {'1': ('x\n', None)}, 'noanswer'))
    assert (status, verdicts(report)) == (1, ['RE'])


def test_unreadable_or_vanished_case_files(tmp_path):
    """Each bad case gets FAIL with a clear message; the others are still judged."""
    solution = program(tmp_path, f"""
        import os, sys
        data = sys.stdin.read()
        if data == 'remove\\n':
            os.remove({str(tmp_path / 'cases' / '5.in')!r})
        sys.stdout.write(data)
    """)
    folder = cases(tmp_path, {'1': ('remove\n', 'remove\n'), '5': ('x\n', 'x\n'),
                              '9': ('y\n', 'y\n')})
    os.symlink('2.in', folder / '2.in')                 # a symlink loop
    (folder / '2.out').write_text('x\n')
    os.symlink('nowhere.in', folder / '3.in')           # dangling
    (folder / '3.out').write_text('x\n')
    (folder / '4.in').write_text('x\n')
    os.symlink('nowhere.out', folder / '4.out')         # answer dangling
    # without the sandbox: in it, the program could not remove a case file
    status, report, stderr = judge_json(solution, folder, '--no-sandbox')
    assert status == 1 and 'Traceback' not in stderr
    assert verdicts(report) == ['AC', 'FAIL', 'FAIL', 'FAIL', 'FAIL', 'AC']
    messages = [c['message'] for c in report['cases']]
    assert 'symbolic links' in messages[1] and '2.in' in messages[1]
    assert 'No such file' in messages[2] and '3.in' in messages[2]
    assert 'No such file' in messages[3] and '4.out' in messages[3]
    assert 'No such file' in messages[4] and '5.in' in messages[4]      # vanished


def test_unreadable_input(tmp_path):
    """A case file the judge cannot read is FAIL for that case alone. Root reads every
    file, so as root the judge runs as nobody (setpriv), with the system's Python."""
    if os.geteuid() != 0:
        folder = cases(tmp_path, {'1': ('a\n', 'a\n'), '2': ('b\n', 'b\n')})
        (folder / '1.in').chmod(0)
        status, report, _ = judge_json(program(tmp_path, 'print(input())\n'), folder)
    else:
        if not can_run_as_nobody():
            pytest.skip('as root, needs setpriv and /usr/bin/python3 to judge as nobody')
        shared = nobody_folder()
        try:
            folder = cases(shared, {'1': ('a\n', 'a\n'), '2': ('b\n', 'b\n')})
            program(shared, 'print(input())\n')
            share(shared)
            (folder / '1.in').chmod(0)
            done = judge_as_nobody(shared, 'test', '--cases', folder, '--cmd',
                                   f'{SYSTEM_PYTHON} prog.py', '--json')
            assert 'Traceback' not in done.stderr, done.stderr
            assert done.stdout, done.stderr
            report = json.loads(done.stdout)
        finally:
            shutil.rmtree(shared)
    assert verdicts(report) == ['FAIL', 'AC'], report['cases']
    assert 'Permission denied' in report['cases'][0]['message']


def test_natural_key():
    names = ['10', '9', 'x10', 'x9', 'X1', '1', 'sample2', 'sample10', 'sample1', 'a']
    assert sorted(names, key=natural_key) == \
        ['1', '9', '10', 'a', 'sample1', 'sample2', 'sample10', 'X1', 'x9', 'x10']


def _files(folder, files):
    for name, data in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(data)
    return folder


def test_every_layout(tmp_path):
    """NAME.in + .out or .ans, Polygon's NAME + NAME.a, inputN.txt + outputN.txt, oj's
    sample-N, a sub-folder as a package comes unpacked; .problem.json (and the former
    problem.json) belongs to the folder;
    any other file is named in one warning line."""
    folder = _files(tmp_path / 'data', {
        'a.in': 'a\n', 'a.out': 'a\n', 'b.in': 'b\n', 'b.ans': 'b\n',
        '01': 'p\n', '01.a': 'p\n', 'input2.txt': 'i\n', 'output2.txt': 'i\n',
        'sample-1.in': 's\n', 'sample-1.out': 's\n', 'pkg/3.in': 'x\n', 'pkg/3.ans': 'x\n',
        'c.in': 'c\n', 'problem.json': '{"title": "t"}', '.problem.json': '{"title": "t"}',
        'README.md': 'notes', '.hidden': '', 'pkg/notes.txt': ''})
    status, report, stderr = judge_json(program(tmp_path, ECHO), folder)
    names = [c['name'] for c in report['cases']]
    assert names == ['01', 'a', 'b', 'c', 'input2', 'pkg/3', 'sample-1']
    assert verdicts(report) == ['AC', 'AC', 'AC', 'RAN', 'AC', 'AC', 'AC'] and status == 0
    answers = {c['name']: c['answer'] and os.path.basename(c['answer']) for c in report['cases']}
    assert answers == {'01': '01.a', 'a': 'a.out', 'b': 'b.ans', 'c': None,
                       'input2': 'output2.txt', 'pkg/3': '3.ans', 'sample-1': 'sample-1.out'}
    warnings = [l for l in stderr.splitlines() if 'belong' in l]
    assert len(warnings) == 1 and 'pkg/notes.txt, README.md' in warnings[0]
    assert 'problem.json' not in warnings[0] and '.hidden' not in warnings[0]
    # a program that prints nothing: every case with an answer is WA, none is skipped
    status, report, _ = judge_json(program(tmp_path, 'pass\n', 'nothing.py'), folder)
    assert status == 1 and verdicts(report).count('WA') == 6


@pytest.mark.parametrize('pattern, files, names', [
    ('test%s.%e', {'test1.in': '1\n', 'test1.out': '1\n', 'test2.in': '2\n', 'test2.ans': '2\n'},
     ['1', '2']),
    ('in/%s.txt:out/%s.txt', {'in/x.txt': 'x\n', 'out/x.txt': 'x\n', 'in/y.txt': 'y\n',
                              'out/y.txt': 'y\n'}, ['x', 'y']),
    ('%s.dat:%s.res', {'p.dat': 'p\n', 'p.res': 'p\n'}, ['p']),
])
def test_pattern(tmp_path, pattern, files, names):
    folder = _files(tmp_path / 'data', files)
    status, report, stderr = judge_json(program(tmp_path, ECHO), folder, '--pattern', pattern)
    assert [c['name'] for c in report['cases']] == names
    assert status == 0 and set(verdicts(report)) == {'AC'} and 'belong' not in stderr


@pytest.mark.parametrize('pattern, words', [
    ('%e', 'one %s'), ('%s.%e:%s.x', 'not both'), ('../%s.in', 'sub-folders'),
    ('nothing%s.in', "matches nothing"),
])
def test_bad_patterns(tmp_path, pattern, words):
    folder = _files(tmp_path / 'data', {'1.in': '1\n'})
    done = judge('test', '--cases', folder, '--cmd', 'true', '--pattern', pattern)
    assert done.returncode == 2 and words in done.stderr and len(done.stderr.splitlines()) == 1


@pytest.mark.parametrize('files, words', [
    ({'1.out': 'x\n', '1.in/README': ''}, '1.in is a folder, not an input file'),
    ({'2.in': 'x\n', '7.ans': 'y\n'}, '7.ans has no 7.in beside it'),
    ({'01.a': 'x\n'}, '01.a has no 01 beside it'),
    ({'output3.txt': 'x\n'}, 'output3.txt has no input3.txt beside it'),
])
def test_answers_without_inputs(tmp_path, files, words):
    folder = _files(tmp_path / 'data', files)
    done = judge('test', '--cases', folder, '--cmd', 'true')
    assert done.returncode == 2 and words in done.stderr, done.stderr
    assert len(done.stderr.splitlines()) == 1


def test_no_answers_is_never_a_pass(tmp_path, good):
    """Inputs alone: run, and said loudly; zero cases judged is exit status 1, and
    --strict makes any case without an answer exit status 1."""
    folder = cases(tmp_path, {'1': ('a\n', None), '2': ('b\n', None)}, 'inputs')
    solution = program(tmp_path, ECHO, 'echo.py')
    done = judge('test', '--cases', folder, '--solution', solution)
    assert done.returncode == 1
    last = done.stdout.splitlines()[-1]
    assert last.startswith('RAN 2 of 2: NOTHING JUDGED') and 'outputs are in' in last
    assert done.stdout.count('output saved in') == 2        # where each output went
    saved = last.split('outputs are in ')[1].split(';')[0]
    assert sorted(os.listdir(saved)) == ['1.got', '2.got']
    solution, folder = good
    (folder / '3.in').write_text('c\n')
    assert judge('test', '--cases', folder, '--solution', solution).returncode == 0
    strict = judge('test', '--cases', folder, '--solution', solution, '--strict')
    assert strict.returncode == 1 and '1 case without answer' in strict.stdout


def test_folder_without_cases_says_what_it_holds(tmp_path):
    folder = _files(tmp_path / 'data', {'a.txt': '', 'b.py': ''})
    done = judge('test', '--cases', folder, '--cmd', 'true')
    assert done.returncode == 2 and 'its files match no case: a.txt, b.py' in done.stderr


def test_count_cases(tmp_path):
    from judge_io.cases import count_cases
    folder = _files(tmp_path / 'data', {'1.in': '', '1.out': '', '2.in': '', '3': '', '3.a': ''})
    assert count_cases(folder) == 2 and count_cases(tmp_path / 'none') == 0


def test_polygon_tests_without_answers(tmp_path):
    """Polygon's tests/ without their .a files: --pattern '%s' runs them (RAN); gen-answers
    with --pattern '%s:%s.a' writes the answers, which the default layout then reads."""
    folder = _files(tmp_path / 'tests', {'01': '1 2\n', '02': '3 4\n', 'problem.json': '{"title": "t"}',
                                         '.hidden': ''})
    add = program(tmp_path, 'print(sum(map(int, input().split())))\n', 'add.py')
    status, report, _ = judge_json(add, folder, '--pattern', '%s')
    assert [c['name'] for c in report['cases']] == ['01', '02'] and verdicts(report) == ['RAN', 'RAN']
    assert status == 1                              # nothing judged
    done = judge('gen-answers', '--cases', folder, '--solution', add, '--pattern', '%s:%s.a')
    assert done.returncode == 0 and (folder / '01.a').read_text() == '3\n'
    status, report, stderr = judge_json(add, folder)
    assert (status, verdicts(report)) == (0, ['AC', 'AC']) and 'belong' not in stderr
    status, report, _ = judge_json(add, folder, '--pattern', '%s:%s.a')
    assert (status, [c['name'] for c in report['cases']]) == (0, ['01', '02'])
