"""Checkers: testlib's convention, a checker that fails, hangs or floods is FAIL and never blamed on the program."""
import json
import shlex
import subprocess
import sys
import time
from judge_io.records import replace

import pytest

from judge_io import check
from tests.judge_util import alive, cases, ECHO, judge, judge_json, program, verdicts
from tests.marks import timing
from tests.util import ROOT

pytestmark = pytest.mark.timeout(90)


CHECKER = '''
import sys
given, output, answer = (open(p).read() for p in sys.argv[1:])
word = output.strip()
if word == 'crash':
    raise RuntimeError('checker bug')
print('checker says', word, file=sys.stderr)
sys.exit({'ok': 0, 'wrong': 1, 'format': 2, 'fail': 3}.get(word, 1))
'''


HANGING = """
import os, sys, time
if os.fork() == 0:
    open(%r, 'w').write(str(os.getpid()))
    time.sleep(600)
time.sleep(600)
"""


def test_checker_wa_shows_its_message_and_the_output(tmp_path):
    checker = program(tmp_path, """
        import sys
        out = open(sys.argv[2]).read().split()
        print('wanted an even number, got', out[0] if out else 'nothing', file=sys.stderr)
        sys.exit(0 if out and int(out[0]) % 2 == 0 else 1)
    """, 'even.py')
    solution = program(tmp_path, 'print(7)\nprint("more")\n')
    folder = cases(tmp_path, {'1': ('the input\n', 'x\n')})
    done = judge('test', 'p1219', '--solution', solution, '--cases', folder,
                 '--checker', f'{sys.executable} {checker}')
    out = done.stdout
    assert 'wanted an even number, got 7' in out
    assert '"the input"' in out and '"more"' in out
    status, report, _ = judge_json(solution, folder, '--checker', f'{sys.executable} {checker}')
    assert report['cases'][0]['difference'] == {'checker': report['cases'][0]['message']}


def test_external_checker(tmp_path):
    checker = program(tmp_path, CHECKER, 'my checker.py')      # a space in the path
    solution = program(tmp_path, ECHO)
    words = ['ok', 'wrong', 'format', 'fail', 'crash']
    folder = cases(tmp_path, {str(i): (w + '\n', 'anything\n') for i, w in enumerate(words, 1)})
    command = f'{shlex.quote(sys.executable)} {shlex.quote(str(checker))}'
    status, report, _ = judge_json(solution, folder, '--checker', command)
    assert status == 1
    assert verdicts(report) == ['AC', 'WA', 'PE', 'FAIL', 'FAIL']
    messages = [c['message'] for c in report['cases']]
    assert 'checker says wrong' in messages[1]
    assert all('checker failure, not the program' in m for m in messages[3:])
    assert 'checker bug' in messages[4]
    folder = cases(tmp_path, {'1': ('ok\n', 'x\n')}, 'one')
    status, report, _ = judge_json(solution, folder, '--checker', command)
    assert (status, verdicts(report)) == (0, ['AC'])


def test_external_checker_not_consulted_on_a_crash(tmp_path):
    checker = program(tmp_path, 'import sys\nsys.exit(0)\n', 'accepts_all.py')
    solution = program(tmp_path, 'raise SystemExit(4)\n')
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '\n')}),
                                   '--checker', f'{sys.executable} {checker}')
    assert (status, verdicts(report)) == (1, ['RE'])


@timing
def test_hanging_checker_is_killed_with_its_tree(tmp_path):
    checker = program(tmp_path, HANGING % str(tmp_path / 'given.pid'), 'hang.py')
    given = tmp_path / 'given'
    given.write_text('1\n')
    start = time.monotonic()
    verdict, message, _ = check.external_checker([sys.executable, str(checker)], given, b'1\n',
                                              given, replace(check.CHECKER, time=0.5, wall=0.5))
    assert verdict == 'FAIL' and 'more than 0.5 s' in message
    assert time.monotonic() - start < 10
    assert not alive(int((tmp_path / 'given.pid').read_text()))


def test_flooding_checker_is_capped(tmp_path):
    """A checker that prints 100 MB: the judge keeps a few KB of it (it grew to 583 MB)."""
    checker = program(tmp_path, """
        import sys
        for _ in range(50):
            sys.stdout.write('y' * (1 << 20))
            sys.stderr.write('z' * (1 << 20))
        sys.exit(1)
    """, 'flood.py')
    solution = program(tmp_path, 'print(1)\n')
    folder = cases(tmp_path, {'1': ('\n', '1\n')})
    probe = (f'import resource, subprocess, sys; subprocess.run({[sys.executable, "-m", "judge_io", "test", "p1219", "--solution", str(solution), "--cases", str(folder), "--python", sys.executable, "--checker", f"{sys.executable} {checker}", "--json"]!r}, '
             f'cwd={str(ROOT)!r}, stdout=subprocess.DEVNULL); '
             'print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)')
    done = subprocess.run([sys.executable, '-c', probe], capture_output=True, text=True, timeout=80)
    assert int(done.stdout) < 80 * 1024, done.stdout       # KB: the judge stayed small
    status, report, _ = judge_json(solution, folder, '--checker', f'{sys.executable} {checker}')
    assert verdicts(report) == ['WA'] and len(report['cases'][0]['message']) < 1000


def test_checker_without_execute_permission(tmp_path):
    checker = tmp_path / 'chk'
    checker.write_text('#!/bin/sh\nexit 0\n')
    solution = program(tmp_path, 'print(1)\n')
    folder = cases(tmp_path, {'1': ('\n', '1\n')})
    done = judge('test', 'p1219', '--solution', solution, '--cases', folder, '--checker', str(checker))
    assert done.returncode == 2 and 'not executable' in done.stderr and 'not found' not in done.stderr
    assert len(done.stderr.splitlines()) == 1


SQUARE = """
import sys
given, output, answer = (open(p).read() for p in sys.argv[1:4])
if output.strip() == 'boom':
    raise ValueError('boom')
if output.strip() == 'odd':
    sys.exit(5)
ok = int(output) == int(given) ** 2 == int(answer)
print('fine' if ok else f'{output.strip()} is not {int(given) ** 2}', file=sys.stderr)
sys.exit(0 if ok else 1)
"""


def _square_problem(tmp_path, **extra):
    folder = cases(tmp_path, {'1': ('3\n', '9\n')})
    (folder / 'check.py').write_text(SQUARE)
    (folder / '.problem.json').write_text(json.dumps(
        {'title': 'square', 'checker': 'check.py', 'time_limit': '1500 ms', 'memory_limit': 64, **extra}))
    return folder


@pytest.mark.parametrize('output, verdict, message', [
    ('9', 'AC', 'fine'), ('8', 'WA', '8 is not 9'),
    ('boom', 'FAIL', 'ValueError: boom'),       # a checker that raises: its failure
    ('odd', 'FAIL', 'exit code 5'),              # an exit code testlib does not know
])
def test_checker_named_by_problem_json(tmp_path, output, verdict, message):
    folder = _square_problem(tmp_path)
    solution = program(tmp_path, f'print({output!r})')
    done = judge('test', '--solution', solution, '--cases', folder, '--json')
    report = json.loads(done.stdout)
    case = report['cases'][0]
    assert (case['verdict'], done.returncode) == (verdict, 0 if verdict == 'AC' else 1), done.stderr
    assert message in case['message']
    if verdict == 'FAIL':
        assert 'not the program' in case['message']
    assert report['time_limit'] == 1.5 and report['memory_limit'] == 64
    assert report['checker'].endswith('check.py') and report['problem_file'].endswith('problem.json')


def test_problem_json_checker_missing_or_broken(tmp_path):
    solution = program(tmp_path, 'print(9)')
    folder = _square_problem(tmp_path)
    (folder / 'check.py').unlink()
    done = judge('test', '--solution', solution, '--cases', folder)
    assert done.returncode == 2 and 'check.py not found' in done.stderr
    assert len(done.stderr.splitlines()) == 1 and 'Traceback' not in done.stderr
    (folder / '.problem.json').write_text('{"title": "square", "time_limt": 1}')
    done = judge('test', '--solution', solution, '--cases', folder)
    assert done.returncode == 2 and "unknown key 'time_limt'" in done.stderr
    (folder / '.problem.json').write_text('{"title": "square", ')
    done = judge('test', '--solution', solution, '--cases', folder)
    assert done.returncode == 2 and 'not valid JSON' in done.stderr and len(done.stderr.splitlines()) == 1


def test_kit_checker_runs_as_a_process_outside_the_kit(tmp_path):
    """A kit checker is a standalone script: run from another folder, testlib's exit codes."""
    from tests.util import checker
    (tmp_path / 'in').write_text('2 2\n1 0\n0 1\n')
    (tmp_path / 'ans').write_text('1 2\n')
    (tmp_path / 'bad').write_text('1\n')
    codes = [subprocess.run([sys.executable, str(checker('p4929')), str(tmp_path / 'in'),
                             str(tmp_path / out), str(tmp_path / 'ans')], cwd=tmp_path,
                            capture_output=True).returncode for out in ('ans', 'bad')]
    assert codes == [0, 1]


@pytest.mark.parametrize('script', ['missing.py', 'sh missing.sh'])
def test_checker_whose_script_is_missing_is_fail(tmp_path, script):
    """`--checker 'python3 missing.py'`: the interpreter exits 2 (testlib's PE) without
    ever judging: FAIL, the checker's, not PE, the program's."""
    command = f'{sys.executable} {tmp_path / script}' if script.endswith('.py') else script
    solution = program(tmp_path, 'print(1)\n')
    status, report, _ = judge_json(solution, cases(tmp_path, {'1': ('\n', '1\n')}),
                                   '--checker', command)
    case = report['cases'][0]
    assert (status, case['verdict']) == (1, 'FAIL'), case
    assert 'did not run' in case['message'] and 'not the program' in case['message']


@pytest.mark.parametrize('code, stderr, verdict, fraction', [
    (0, b'ok fine', 'AC', 1.0),
    (1, b'wrong answer 3rd numbers differ', 'WA', 0.0),
    (2, b'wrong output format Expected integer', 'PE', 0.0),
    (3, b'FAIL answer file is broken', 'FAIL', None),
    (4, b'wrong output format Extra information in the output file', 'PE', 0.0),
    (7, b'points 0.25 two of eight', 'PC', 0.25),
    (7, b'points 1 all of it', 'AC', 1.0),
    (7, b'points 0', 'WA', 0.0),
    (7, b'points 1.5', 'FAIL', None),
    (7, b'partially correct', 'FAIL', None),
    (8, b'unexpected eof', 'PE', 0.0),
    (5, b'?', 'FAIL', None),
    (2, b"python3: can't open file '/x/chk.py': [Errno 2] No such file or directory", 'FAIL', None),
    (1, b'Traceback (most recent call last):\n  ...\nKeyError: 3', 'FAIL', None),
])
def test_testlib_exit_codes(code, stderr, verdict, fraction):
    """testlib.h's codes: 0 ok, 1 wa, 2 pe, 3 fail, 4 dirt, 7 points, 8 unexpected eof."""
    said = check.testlib_verdict(code, None, b'', stderr)
    assert said.verdict == verdict, said
    if fraction is not None:
        assert said.fraction == fraction
    assert check.testlib_verdict(code, 9, b'', stderr).verdict == 'FAIL'      # a signal


POINTS = '''
import sys
given, output, answer = (open(p).read().split() for p in sys.argv[1:4])
right = sum(g == a for g, a in zip(output, answer))
if right == len(answer):
    sys.exit(0)
print('points %.10g %d of %d right' % (right / len(answer), right, len(answer)), file=sys.stderr)
sys.exit(7)
'''


def test_checker_with_partial_points(tmp_path):
    """A checker that gives points (testlib's quitp): PC with its fraction, in the report
    and in --json; PC is not a pass."""
    checker = program(tmp_path, POINTS, 'points.py')
    solution = program(tmp_path, 'print("1 2 0 4")\n')
    folder = cases(tmp_path, {'1': ('\n', '1 2 3 4\n'), '2': ('\n', '1 2 0 4\n')})
    status, report, _ = judge_json(solution, folder, '--checker', f'{sys.executable} {checker}')
    assert status == 1 and verdicts(report) == ['PC', 'AC']
    assert [c['fraction'] for c in report['cases']] == [0.75, 1.0]
    assert '3 of 4 right' in report['cases'][0]['message']
    text = judge('test', '--cases', folder, '--solution', solution, '--checker',
                 f'{sys.executable} {checker}').stdout
    assert 'points 0.75 3 of 4 right' in text and 'AC 1 of 2 (PC 1)' in text


# ---------------------------------------------------------------- the kit's checkers flooded

FLOOD = 64 << 20        # the judge's output cap: the most a checker is ever given
MEASURE = '''
import resource, subprocess, sys
done = subprocess.run(sys.argv[1:], capture_output=True)
r = resource.getrusage(resource.RUSAGE_CHILDREN)
print(done.returncode, r.ru_utime + r.ru_stime, r.ru_maxrss, done.stderr.decode(errors="replace").strip()[:300])
'''


def _measured(name, given, output):
    """(exit code, CPU seconds, peak KB, message) of the kit's checker NAME on the files."""
    from tests.util import checker
    done = subprocess.run([sys.executable, '-c', MEASURE, sys.executable, str(checker(name)),
                           str(given), str(output), str(given.with_suffix('.out'))],
                          capture_output=True, text=True, timeout=120)
    code, cpu, peak, message = done.stdout.split(' ', 3)
    return int(code), float(cpu), int(peak), message.strip()


def _flood(path, unit: bytes, tail: bytes = b''):
    with open(path, 'wb') as f:
        block = unit * ((1 << 20) // len(unit))
        for _ in range((FLOOD - len(tail)) // len(block)):
            f.write(block)
        f.write(tail)


# each checker, a sample of its problem, and a flood of tokens that each look valid
FLOODS = [('p4929', 'p4929', '1.in', b'1 '), ('hust1017', 'hust1017', 'statement.in', b'1 '),
          ('repcover', 'repcover', 'design_7_3_4.in', b'1 '),
          ('kanoodle', 'kanoodle', 'empty.in', b'ABCDEFGHIJK\n'),
          ('sudoku', 'poj2676', 'statement.in', b'123456789\n'),
          ('dlx', 'dlx', 'knuth.in', b'C E F\n')]


@pytest.mark.parametrize('name, pid, case, unit', FLOODS, ids=[f[0] for f in FLOODS])
def test_a_flooded_kit_checker_stops_early(tmp_path, name, pid, case, unit):
    """64 MB of plausible tokens: WA within a second of CPU and 100 MB (p4929's took 17.7 s
    and 590 MB here before it stopped early), and the checker still accepts the sample's
    own answer."""
    from tests.util import samples
    given = tmp_path / 'case.in'
    given.write_bytes((samples(pid) / case).read_bytes())
    given.with_suffix('.out').write_bytes((samples(pid) / case).with_suffix('.out').read_bytes())
    assert _measured(name, given, given.with_suffix('.out'))[0] == 0
    flooded = tmp_path / 'flooded'
    _flood(flooded, unit)
    try:
        code, cpu, peak, message = _measured(name, given, flooded)
    finally:
        flooded.unlink()
    assert code == 1 and 'longer than any valid answer' in message, message
    assert cpu < 1.0 and peak < 100 * 1024, (cpu, peak)


@pytest.mark.parametrize('name, pid, case', [('p4929', 'p4929', '1.in'), ('dlx', 'dlx', 'knuth.in')])
def test_blanks_do_not_count_against_an_answer(tmp_path, name, pid, case):
    """64 MB of blank lines, spaces, CRLF and tabs around the right answer: still AC, in a
    second: blanks are read as one, and lines stay lines (dlx reads an option a line)."""
    from tests.util import samples
    given = tmp_path / 'case.in'
    given.write_bytes((samples(pid) / case).read_bytes())
    answer = (samples(pid) / case).with_suffix('.out').read_bytes()
    given.with_suffix('.out').write_bytes(answer)
    padded = tmp_path / 'padded'
    _flood(padded, b' \t\r\n\n', b'\n'.join(b' \t ' + line.replace(b' ', b' \t  ') + b' \r'
                                            for line in answer.splitlines()) + b'\r\n')
    try:
        code, cpu, peak, message = _measured(name, given, padded)
    finally:
        padded.unlink()
    assert code == 0, message
    assert cpu < 1.0 and peak < 100 * 1024, (cpu, peak)


def test_the_issues_flood_through_the_judge(tmp_path):
    """The attack as it came: a program printing `1 1 1 ...` up to the output cap on P4929
    is WA, its checker done in well under its 60 s."""
    from tests.util import samples
    folder = tmp_path / 'p4929'
    folder.mkdir()
    for suffix in ('.in', '.out'):
        (folder / ('1' + suffix)).write_bytes((samples('p4929') / ('1' + suffix)).read_bytes())
    flood = program(tmp_path, f'import sys\nsys.stdout.buffer.write(b"1 " * ({FLOOD} // 2 - 8))\n',
                    'flood.py')
    start = time.monotonic()
    done = judge('test', '--cases', folder, '--solution', flood, '--checker',
                 f'{sys.executable} {ROOT / "kit" / "checkers" / "p4929.py"}', '--ml', '512',
                 '--tl', '5', '--json', timeout=120)
    case = json.loads(done.stdout)['cases'][0]
    assert case['verdict'] == 'WA' and 'longer than any valid answer' in case['message'], case
    assert time.monotonic() - start < 60


def test_every_kit_answer_is_within_its_checkers_bound():
    """longest() is an upper bound: every answer file of every kit problem judged by a
    checker, squeezed as testlib.read_output squeezes it, fits (else a right output
    could be stopped as too long)."""
    import importlib.util
    from kit.catalogue import PROBLEMS
    from kit.checkers import testlib
    seen = 0
    for p in PROBLEMS.values():
        if not p.checker:
            continue
        spec = importlib.util.spec_from_file_location(f'checker_{p.id}', p.checker)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        for given in sorted(p.cases.glob('*.in')):
            answer = given.with_suffix('.out')
            text, answer_text = given.read_text(), answer.read_text()
            bound = module.longest(text, answer_text)
            assert len(testlib._squeezed(answer.read_bytes())) <= bound, (p.id, given.name)
            assert testlib.read_output(answer, bound).split() == answer_text.split()
            seen += 1
    assert seen > 50


def test_squeezing_is_the_regex_rule():
    """testlib._squeezed (passes of bytes.replace, no `re`: a checker starts a third quicker)
    writes each maximal run of blanks as '\\n' if it holds a line break, else ' ', as the
    two regular expressions it replaced did: on 30,000 random chunks over blanks, breaks
    and a few other bytes (\\x1c and \\xa0 are not blanks to bytes)."""
    import random
    import re
    from kit.checkers import testlib
    blanks, breaks = re.compile(rb'[ \t]+'), re.compile(rb' ?[\n\r\x0b\x0c][ \t\n\r\x0b\x0c]*')

    def by_regex(chunk):
        return breaks.sub(b'\n', blanks.sub(b' ', chunk))
    rng = random.Random(5)
    alphabet = [b' ', b'\t', b'\n', b'\r', b'\x0b', b'\x0c', b'a', b'1', b'\x1c', b'\xa0']
    for _ in range(30000):
        chunk = b''.join(rng.choice(alphabet) for _ in range(rng.randint(1, 14)))
        assert testlib._squeezed(chunk) == by_regex(chunk), chunk
    flood = b'1' + b'\t\n' * 32767 + b' '
    assert testlib._squeezed(flood) == by_regex(flood) == b'1\n'
