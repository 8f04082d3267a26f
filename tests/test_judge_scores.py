"""OI scores: Luogu's config.yml (its flat format, read by the judge's own small reader),
per-case limits, partial points from a checker, subtasks bundled, the total in the report
and in --json."""
import json
import sys

import pytest

from judge_io import luogu_config, scores
from judge_io.luogu_config import CaseConfig
from tests.judge_util import cases, judge, program

pytestmark = pytest.mark.timeout(120)


CONFIG = """\
# Luogu's test point settings
1.in: {score: 10}
2.in:
  score: 10
3.in:
  score: 10
  subtaskId: 1
4.in: {score: 10, subtaskId: 1, isPretest: true}
"5.in":
    timeLimit: 1000     # ms
    memoryLimit: 262144 # KB
    score: 15
    subtaskId: 2
'6.in': {score: 15, subtaskId: 2}
7.in:
  score: 10
  subtaskId: 3
  timeLimit: 300
8.in: {score: 20, subtaskId: 3}
9.in: {score: 0, memoryLimit: 1024}
"""


def test_reader():
    entries = luogu_config.parse(CONFIG)
    assert list(entries) == [f'{i}.in' for i in range(1, 10)]
    assert entries['5.in'] == CaseConfig(1.0, 262144, 15.0, 2, False)
    assert entries['4.in'] == CaseConfig(None, None, 10.0, 1, True)
    assert entries['7.in'].time_limit == 0.3 and entries['9.in'].memory_kb == 1024
    assert luogu_config.parse('') == {} and luogu_config.parse('---\n# nothing\n') == {}


@pytest.mark.parametrize('text, words', [
    ('- 1.in\n', 'line 1: not understood'),
    ('1.in:\n\tscore: 10\n', 'line 2: a tab in the indentation'),
    ('1.in:\n  score: 10\n  points: 3\n', "line 3: unknown field 'points'"),
    ('1.in:\n  score: 10\n    subtaskId: 2\n', 'line 3: indented by 4 spaces'),
    ('1.in:\n  score: lots\n', "line 2: value 'lots' is not a number"),
    ('1.in: {score: 1}\n1.in: {score: 2}\n', "line 2: '1.in' is given twice"),
    ('  score: 1\n', 'belongs to no case key'),
    ('1.in: 10\n', 'needs its fields'),
    ('1.in:\n  score: -1\n', 'line 2: score must be a number >= 0'),
    ('1.in:\n  score: 1e308\n', 'line 2: score must be a number >= 0 and at most 1,000,000'),
    ('1.in:\n  score: 1e999\n', 'line 2: score must be a number >= 0 and at most'),
    ('1.in:\n  subtaskId: 1.5\n', 'subtaskId must be a whole number'),
    ('1.in:\n  timeLimit: 0\n', 'timeLimit (ms): must be a positive'),
    ('1.in:\n  cases: [1, 2]\n', "field 'cases' needs a plain value"),
    ('&a 1.in:\n', 'not understood'),
])
def test_reader_says_what_it_does_not_understand(tmp_path, text, words):
    with pytest.raises(luogu_config.ConfigError) as e:
        luogu_config.parse(text, 'config.yml')
    assert words in str(e.value) and str(e.value).startswith('config.yml line ')
    folder = cases(tmp_path, {'1': ('\n', '\n')})
    (folder / 'config.yml').write_text(text)
    done = judge('test', '--cases', folder, '--cmd', 'true')
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1 and words in done.stderr


def test_subtask_arithmetic():
    class R:
        def __init__(self, name, fraction):
            self.name, self.fraction, self.verdict = name, fraction, 'AC' if fraction == 1 else 'WA'
    rows = [(R('a', 1.0), CaseConfig(score=10)), (R('b', 0.5), CaseConfig(score=10)),
            (R('c', 1.0), CaseConfig(score=5, subtask=1)), (R('d', 0.0), CaseConfig(score=5, subtask=1)),
            (R('e', 0.8), CaseConfig(score=20, subtask=2)), (R('f', 0.6), CaseConfig(score=20, subtask=2)),
            (R('g', 1.0), None)]
    t = scores.total(rows)
    assert (t.score, t.full) == (10 + 5 + 0 + 40 * 0.6, 70)
    assert [(s.id, s.score, s.full, s.worst) for s in t.subtasks] == [(1, 0, 10, 'd'), (2, 24, 40, 'f')]
    assert t.unscored == ['g']


PROGRAM = """
import sys
words = sys.stdin.read().split()
if words and words[0] == 'loop':
    while True:
        pass
if words and words[0] == 'big':
    block = bytearray(64 << 20)
print(' '.join('y' if w == 'x' else w for w in words))
"""

POINTS_CHECKER = """
import sys
given, output, answer = (open(p).read().split() for p in sys.argv[1:4])
right = sum(g == a for g, a in zip(output, answer))
if output == answer:
    sys.exit(0)
print('points %.10g %d of %d' % (right / len(answer), right, len(answer)), file=sys.stderr)
sys.exit(7)
"""


def test_config_with_three_subtasks(tmp_path):
    """The expected total: 1 AC 10, 2 PC 1/2 of 10, subtask 1 all AC 20, subtask 2 its
    worst case PC 3/4 of 30, subtask 3 a TLE under its own 0.3 s: 0 of 30; 9 MLE under
    its own 1 MB: 0 of 0. 10 + 5 + 20 + 22.5 + 0 = 57.5 of 100."""
    inputs = {'1': 'a b', '2': 'a x', '3': 'c', '4': 'd', '5': 'e f', '6': 'a b c x',
              '7': 'loop', '8': 'z', '9': 'big'}
    folder = cases(tmp_path, {k: (v + '\n', v.replace('x', 'x') + '\n') for k, v in inputs.items()})
    (folder / 'config.yml').write_text(CONFIG)
    checker = program(tmp_path, POINTS_CHECKER, 'points.py')
    solution = program(tmp_path, PROGRAM, 'sol.py')
    args = ('test', '--cases', folder, '--solution', solution, '--checker',
            f'{sys.executable} {checker}', '--python', sys.executable)
    done = judge(*args, '--json', timeout=100)
    report = json.loads(done.stdout)
    got = {c['name']: (c['verdict'], c['earned']) for c in report['cases']}
    assert got == {'1': ('AC', 10), '2': ('PC', 5), '3': ('AC', 10), '4': ('AC', 10),
                   '5': ('AC', 15), '6': ('PC', 11.25), '7': ('TLE', 0), '8': ('AC', 20),
                   '9': ('MLE', 0)}, got
    assert report['score']['total'] == 57.5 and report['score']['full'] == 100
    assert [(s['id'], s['score'], s['full']) for s in report['score']['subtasks']] == \
        [(1, 20, 20), (2, 22.5, 30), (3, 0, 30)]
    case7 = next(c for c in report['cases'] if c['name'] == '7')
    assert case7['config']['time_limit'] == 0.3 and case7['time'] < 1.5
    assert done.returncode == 1
    text = judge(*args, timeout=100).stdout
    lines = text.splitlines()
    assert 'score 57.5/100' in lines and '  subtask 1: 20/20 (2 cases)' in lines
    assert '  subtask 2: 22.5/30 (2 cases; 6: PC 0.75)' in lines
    assert '  subtask 3: 0/30 (2 cases; 7: TLE)' in lines
    assert '  cases without a subtask: 15/20' in lines
    assert any(l.split()[0] == '6' and '[11.25/15]' in l for l in lines if l.strip())
    assert "a case's own in config.yml first" in lines[0]
    # an option wins over config.yml: --ml 512 gives case 9 its 64 MB
    done = judge(*args, '--case', '9', '--ml', '512', '--json', timeout=100)
    assert [c['verdict'] for c in json.loads(done.stdout)['cases']] == ['AC']


def test_config_naming_files_that_are_no_cases(tmp_path):
    folder = cases(tmp_path, {'1': ('a\n', 'a\n')})
    (folder / 'config.yml').write_text('1.in: {score: 50}\n2.in: {score: 50}\n')
    echo = program(tmp_path, 'import sys\nsys.stdout.write(sys.stdin.read())\n', 'echo.py')
    done = judge('test', '--cases', folder, '--solution', echo)
    assert done.returncode == 0 and 'score 50/50' in done.stdout
    assert "config.yml names 1 file that is no case's input: 2.in" in done.stderr


def test_scores_at_the_bound_stay_finite_json(tmp_path):
    """The largest scores config.yml takes, on every case: --json is valid JSON (no
    Infinity, no NaN: json.loads with those refused) and the text says 2000000, not 2e+06;
    one past the bound is one line and exit status 2 (it printed `Infinity` before)."""
    folder = cases(tmp_path, {'1': ('a\n', 'a\n'), '2': ('b\n', 'b\n')})
    (folder / 'config.yml').write_text('1.in: {score: 1000000, subtaskId: 1}\n'
                                       '2.in: {score: 1e6, subtaskId: 1}\n')
    echo = program(tmp_path, 'import sys\nsys.stdout.write(sys.stdin.read())\n', 'echo.py')
    done = judge('test', '--cases', folder, '--solution', echo, '--json')

    def refuse(token):
        raise ValueError(f'not JSON: {token}')
    report = json.loads(done.stdout, parse_constant=refuse)
    assert report['score']['total'] == report['score']['full'] == 2e6
    text = judge('test', '--cases', folder, '--solution', echo).stdout
    assert 'score 2000000/2000000' in text and '  subtask 1: 2000000/2000000 (2 cases)' in text
    (folder / 'config.yml').write_text('1.in: {score: 1e308}\n2.in: {score: 1e308}\n')
    done = judge('test', '--cases', folder, '--solution', echo, '--json')
    assert done.returncode == 2 and done.stdout == '' and len(done.stderr.splitlines()) == 1
    assert 'score must be a number >= 0 and at most 1,000,000' in done.stderr


def test_limits_that_overflow_are_refused(tmp_path):
    """A memory limit whose unit makes it infinite ("1e308 GB") is one line, not a crash."""
    from judge_io import units
    with pytest.raises(ValueError):
        units.kilobytes('1e308 GB')
    folder = cases(tmp_path, {'1': ('a\n', 'a\n')})
    (folder / '.problem.json').write_text('{"title": "t", "memory_limit": "1e308 GB"}')
    done = judge('test', '--cases', folder, '--cmd', 'cat')
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1 and 'Traceback' not in done.stderr
