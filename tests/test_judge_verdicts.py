"""The run's own verdicts on tiny programs: AC, RE, OLE, and their precedence; the judge itself on PyPy."""
import json
import subprocess
import sys

import pytest

from tests.judge_util import (cases, judge, judge_json, program, PYPY, SPAWNERS, survivors,
                               verdicts)
from tests.util import ROOT

pytestmark = pytest.mark.timeout(60)


ADD = """
    import sys
    a, b = map(int, sys.stdin.read().split())
    print(a + b)
"""


SUMS = {'1': ('1 2\n', '3\n'), '2': ('20 22\n', '42\n'), '10': ('-5 5\n', '0\n')}


@pytest.mark.parametrize('python', [sys.executable] + ([PYPY] if PYPY else []),
                         ids=lambda p: 'pypy3' if 'pypy' in p else 'cpython')
def test_ac(tmp_path, python):
    status, report, _ = judge_json(program(tmp_path, ADD), cases(tmp_path, SUMS), '--python', python)
    assert status == 0
    assert verdicts(report) == ['AC'] * 3
    assert [c['name'] for c in report['cases']] == ['1', '2', '10']
    assert report['summary']['verdict'] == 'AC' and report['summary']['ac'] == 3
    assert all(0 < c['time'] < 1 and c['memory'] > 1000 for c in report['cases'])


@pytest.mark.parametrize('source, expected', [
    ('import sys\nprint(1)\nsys.exit(3)\n', 'exit code 3'),
    ('print(1)\nraise ValueError("boom")\n', 'ValueError: boom'),
    ('import os, signal\nprint(1, flush=True)\nos.kill(os.getpid(), signal.SIGSEGV)\n', 'SIGSEGV'),
    ('import os\nos.abort()\n', 'SIGABRT'),
], ids=['exit-code', 'exception', 'sigsegv', 'abort'])
def test_re(tmp_path, source, expected):
    status, report, _ = judge_json(program(tmp_path, source), cases(tmp_path, {'1': ('\n', '1\n')}))
    assert (status, verdicts(report)) == (1, ['RE'])
    assert expected in report['cases'][0]['message']


def test_re_shows_the_traceback(tmp_path):
    solution = program(tmp_path, 'def f():\n    return 1 // 0\nf()\n')
    out = judge('test', 'p1219', '--solution', solution,
                '--cases', cases(tmp_path, {'1': ('\n', '1\n')})).stdout
    # the traceback's code line, not its 'line 2' (a long temp path is cut before it)
    assert 'RE' in out and 'ZeroDivisionError' in out and 'stderr:' in out and 'return 1 // 0' in out


def test_ole_endless_output(tmp_path):
    solution = program(tmp_path, "import sys\nwhile True:\n    sys.stdout.write('7' * 4095 + '\\n')\n")
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '7\n')}), '--tl', '5')
    assert (status, verdicts(report)) == (1, ['OLE'])
    assert report['cases'][0]['time'] < 5


def test_ole_before_re(tmp_path):
    solution = program(tmp_path, "import sys\nsys.stdout.write('x' * (65 << 20))\nsys.exit(1)\n")
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '1\n')}),
                                   '--tl', '5', '--ml', '1024')
    assert (status, verdicts(report)) == (1, ['OLE'])


@pytest.mark.slow
@pytest.mark.skipif(not PYPY, reason='pypy3 not installed')
def test_judge_itself_runs_on_python39_pypy(tmp_path):
    """The judge needs only Python 3.9 (PyPy3 here): same verdicts, nothing left running."""
    spawner = program(tmp_path, SPAWNERS['busy-parent-sleeping-child'] % {'marker': str(tmp_path)},
                      'spawner.py')
    for solution, want in ((program(tmp_path, ADD, 'add.py'), ['AC', 'AC', 'AC']),
                           (spawner, ['TLE', 'TLE', 'TLE'])):
        done = subprocess.run([PYPY, '-m', 'judge_io', 'test', 'p1219', '--solution', str(solution),
                               '--cases', str(cases(tmp_path, SUMS)), '--python', sys.executable,
                               '--tl', '0.3', '--json', '-j', '2'],
                              cwd=ROOT, capture_output=True, text=True, timeout=60)
        assert 'Traceback' not in done.stderr, done.stderr
        assert verdicts(json.loads(done.stdout)) == want
    assert not survivors(tmp_path)


def _run(**facts):
    from judge_io.run import Run
    given = dict(cpu=0.1, wall=0.1, memory=1000, exit_code=0, signal=None, stopped=None,
                 stdout=b'3\n', output_over=False, stderr=b'')
    given.update(facts)
    return Run(**given)


def test_one_classifier_walks_the_table_in_order():
    """Issue 26: classify.RULES has one rule a row of verdicts.VERDICTS, in its order, and
    a run that breaks everything at once gets the first row that applies, then the next
    once that one is taken away; the output is judged only when no limit or crash decided,
    so a checker is never run on a TLE's output."""
    from judge_io.check import Checked
    from judge_io.classify import Facts, RULES, classify
    from judge_io.limits import Limits
    from judge_io.verdicts import VERDICTS
    assert list(RULES) == [v.code for v in VERDICTS]
    limits = Limits(1.0, 1000)
    broken = dict(cpu=2.0, memory=5000, output_over=True, exit_code=1, stderr=b'boom\n')
    asked = []

    def judged():
        asked.append(1)
        return Checked('WA', 'wrong', 0.0)
    order = []
    for drop in ({}, {'cpu': 0.1}, {'memory': 10}, {'output_over': False}, {'exit_code': 0}):
        broken.update(drop)
        order.append(classify(Facts(_run(**broken), limits, judged=judged)).verdict)
    assert order == ['TLE', 'MLE', 'OLE', 'RE', 'WA'] and asked == [1]
    assert classify(Facts(_run(), limits, judged=lambda: Checked('PC', 'half', 0.5))) == ('PC', 'half', 0.5)
    assert classify(Facts(_run(), limits, judged=lambda: Checked('AC', 'ok', 1.0))) == ('AC', 'ok', 1.0)
    assert classify(Facts(_run(), limits)).verdict == 'RAN'
    cannot = _run(exit_code=127, error='cannot run x: No such file or directory', cpu=0.0)
    assert classify(Facts(cannot, limits, judged=judged)) == (
        'FAIL', 'cannot run x: No such file or directory', 0.0) and asked == [1]
    assert classify(Facts(_run(stopped='abort', cpu=0.0), limits, judged=judged)).verdict == 'FAIL'
    assert classify(Facts(None, limits, failed='cannot read 1.in')).message == 'cannot read 1.in'


def test_the_verdict_is_decided_in_one_place():
    """No module of the judge but classify.py reads a run's stop reason or its limits to
    decide a verdict (the supervisor's own modules report them)."""
    import re
    allowed = {'classify.py', 'run.py', 'supervise.py', 'measure.py', 'procfs.py', 'namespaces.py'}
    deciding = re.compile(r"stopped == '(cpu|wall|memory)'|\.output_over\b|\.cpu > |\.memory > ")
    found = []
    for path in sorted((ROOT / 'judge_io').rglob('*.py')):
        if path.name not in allowed:
            found += [f'{path.name}: {line.strip()}' for line in path.read_text().splitlines()
                      if deciding.search(line)]
    assert found == [], found
