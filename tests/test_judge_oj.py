"""online-judge-tools' habits: the kit's sample folders are oj test's folders as they are
(`oj test -d samples/ID -c ...`, run here with the real oj from PyPI), and the judge takes
oj's spellings (-c, -d, -f, -e, -t, --mle, --jobs, --judge-command; test/ and ./a.out by
default)."""
import importlib.metadata
import json
import os
import re
import shlex
import subprocess
import sys
import time

import pytest

from kit.catalogue import PROBLEMS
from tests.judge_util import ECHO, cases, judge, program
from tests.util import ROOT, samples, solution

pytestmark = pytest.mark.timeout(300)

OJ = [sys.executable, '-c', 'import sys; from onlinejudge_command.main import main; sys.exit(main())']
# oj's file matching (onlinejudge_command/format_utils.py): -f '%s.%e', %e is in or out;
# a file that globs as *.* and does not match stops it ("unrecognizable file found").
OJ_CASE = re.compile(r'.+\.(in|out)\Z', re.S)


def test_every_sample_folder_is_an_oj_folder():
    """No file oj would stop at: the description is a dot-file, which oj's glob skips."""
    for pid, p in PROBLEMS.items():
        for path in p.cases.iterdir():
            if not path.name.startswith('.'):
                assert OJ_CASE.match(path.name), path
        assert p.file.name == '.problem.json'


@pytest.fixture(scope='module')
def oj(tmp_path_factory):
    """The real oj, in this Python (the Makefile's venv rule installs it), with its update
    check answered from a cache of its own (no network, nothing written in ~/.cache)."""
    try:
        versions = {name: importlib.metadata.version(name)
                    for name in ('online-judge-tools', 'online-judge-api-client')}
    except importlib.metadata.PackageNotFoundError:
        pytest.skip('online-judge-tools is not installed in this Python (`make test` installs '
                    'it into .venv; by hand: pip install online-judge-tools)')
    cache = tmp_path_factory.mktemp('xdg-cache')
    (cache / 'online-judge-tools').mkdir()
    (cache / 'online-judge-tools' / 'pypi.json').write_text(json.dumps(
        {name: {'time': time.time(), 'version': v} for name, v in versions.items()}))
    env = {**os.environ, 'XDG_CACHE_HOME': str(cache)}
    done = subprocess.run([*OJ, '--version'], capture_output=True, text=True, env=env, timeout=60)
    if done.returncode != 0:
        pytest.skip(f'online-judge-tools does not start here: {(done.stderr or done.stdout).strip()[-300:]}')

    def run(*args, cwd=ROOT):
        return subprocess.run([*OJ, *map(str, args)], cwd=cwd, capture_output=True, text=True,
                              env=env, timeout=280)
    return run


def _oj_passes(oj, pid, command, *extra):
    done = oj('test', '-d', samples(pid), '-c', command, *extra)
    out = done.stdout + done.stderr
    assert done.returncode == 0, out[-3000:]
    n = sum(1 for f in samples(pid).glob('*.in'))
    assert f'test success: {n} cases' in out, out[-3000:]
    assert 'unrecognizable file' not in out


def test_oj_test_on_a_kit_folder(oj):
    _oj_passes(oj, 'cses1624', f'{shlex.quote(sys.executable)} {shlex.quote(str(solution("cses1624")))}')


@pytest.mark.slow
@pytest.mark.parametrize('pid', ['p1784', 'abc322d', 'p1074'])
def test_oj_test_on_more_kit_folders(oj, pid):
    _oj_passes(oj, pid, f'{shlex.quote(sys.executable)} {shlex.quote(str(solution(pid)))}')


@pytest.mark.slow
def test_oj_test_with_the_kits_checker_as_its_judge_command(oj):
    """oj's --judge-command runs `JUDGE input actual expected`: a kit checker's own order,
    so P4929 (any cover is right) passes under oj too."""
    py = shlex.quote(sys.executable)
    _oj_passes(oj, 'p4929', f'{py} {shlex.quote(str(solution("p4929")))}', '--judge-command',
               f'{py} {shlex.quote(str(ROOT / "kit" / "checkers" / "p4929.py"))}')


def test_ojs_spellings(tmp_path):
    """-d, -c, -t, --mle, --jobs, -f, -e, --judge-command mean what they mean in oj."""
    folder = cases(tmp_path, {'1': ('1 2\n', '3.0000001\n')}, 'data')
    adder = program(tmp_path, 'a, b = map(int, input().split())\nprint(a + b)\n', 'add.py')
    py = f'{shlex.quote(sys.executable)} {shlex.quote(str(adder))}'
    done = judge('test', '-d', folder, '-c', py, '-t', '2', '--mle', '64', '--jobs', '1', '--json')
    report = json.loads(done.stdout)
    assert (report['time_limit'], report['memory_limit']) == (2, 64)
    assert report['summary']['verdict'] == 'WA' and report['compare'] == 'luogu'
    done = judge('test', '-d', folder, '--command', py, '-e', '1e-6', '--json')
    assert json.loads(done.stdout)['compare'] == 'float:1e-06' and done.returncode == 0, done.stderr
    (folder / 'case-2.txt').write_text('5 5\n')
    (folder / 'answer-2.txt').write_text('10\n')
    done = judge('test', '--directory', folder, '-c', py, '-f', 'case-%s.txt:answer-%s.txt', '--json')
    assert [c['name'] for c in json.loads(done.stdout)['cases']] == ['2'], done.stderr
    yes = program(tmp_path, 'import sys\nsys.exit(0)\n', 'yes.py')
    done = judge('test', '-d', folder, '-c', py, '--judge-command', f'{sys.executable} {yes}', '--json')
    assert done.returncode == 0 and json.loads(done.stdout)['checker'].endswith('yes.py'), done.stderr


def test_test_folder_and_a_out_by_default(tmp_path):
    """Nothing given: the cases in ./test, the program ./a.out, as `oj t` does."""
    cases(tmp_path, {'sample-1': ('x\n', 'x\n')}, 'test')
    (tmp_path / 'a.out').write_text(f'#!{sys.executable}\n{ECHO}')
    (tmp_path / 'a.out').chmod(0o755)
    env = {**os.environ, 'PYTHONPATH': str(ROOT)}
    done = subprocess.run([sys.executable, '-m', 'judge_io', 'test'], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and 'AC 1 of 1' in done.stdout, done.stdout + done.stderr
    assert done.stdout.startswith('test: ./a.out;'), done.stdout
    (tmp_path / 'a.out').unlink()
    done = subprocess.run([sys.executable, '-m', 'judge_io', 'test'], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and 'no program to judge' in done.stderr
    os.rename(tmp_path / 'test', tmp_path / 'cases')
    done = subprocess.run([sys.executable, '-m', 'judge_io', 'test', '-c', 'true'], cwd=tmp_path,
                          env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and 'no test/ here' in done.stderr and len(done.stderr.splitlines()) == 1
