"""Case folders: which files are cases, their order, inputs without answers, unreadable files."""
import json
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from judge_io.cases import natural_key
from tests.judge_util import cases, ECHO, judge, judge_json, PROBLEM, program, verdicts
from tests.util import ROOT

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
    status, report, stderr = judge_json(solution, folder)
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
        python = '/usr/bin/python3'
        if not (shutil.which('setpriv') and os.path.exists(python)):
            pytest.skip('as root, needs setpriv and /usr/bin/python3 to judge as nobody')
        shared = Path(tempfile.mkdtemp(prefix='judge-nobody-'))
        try:
            shared.chmod(0o755)
            folder = cases(shared, {'1': ('a\n', 'a\n'), '2': ('b\n', 'b\n')})
            folder.chmod(0o755)
            for f in folder.iterdir():
                f.chmod(0o644)
            (folder / '1.in').chmod(0)
            prog = program(shared, 'print(input())\n')
            prog.chmod(0o644)
            # nobody may not reach the kit (a clone in a private folder): judge from a copy
            shutil.copytree(ROOT / 'judge_io', shared / 'judge_io',
                            ignore=shutil.ignore_patterns('__pycache__'))
            for path in (shared / 'judge_io').rglob('*'):
                path.chmod(0o755 if path.is_dir() else 0o644)
            (shared / 'judge_io').chmod(0o755)
            done = subprocess.run(['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups',
                                   python, '-m', 'judge_io', 'test', '--cases', str(folder),
                                   '--cmd', f'{python} {prog}', '--json'],
                                  cwd=shared, capture_output=True, text=True, timeout=60)
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
