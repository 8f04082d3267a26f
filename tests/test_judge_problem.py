"""Problems that describe themselves: .problem.json (or the former problem.json) read from
any case folder, its limits,
comparison and checker applied, IDs and aliases found under the problem roots, and a judge
installed without the kit (`pip install .`) that knows no problem of the kit's."""
import json
import os
import shutil
import subprocess
import sys
import venv

import pytest

from judge_io import problem as problems, units
from judge_io.errors import UsageError
from kit.catalogue import ALIASES, PROBLEMS
from tests.judge_util import ECHO, cases, judge, outside, program
from kit.paths import description
from tests.util import ROOT, samples, solution

pytestmark = pytest.mark.timeout(120)


def _write(folder, name=problems.FILE, **fields):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(json.dumps(fields, ensure_ascii=False))
    return folder / name


@pytest.mark.parametrize('value, seconds', [(1, 1.0), (2.5, 2.5), ('1500 ms', 1.5), ('2 s', 2.0),
                                            ('0.5s', 0.5)])
def test_time_units(value, seconds):
    assert units.seconds(value) == seconds


@pytest.mark.parametrize('value, kb', [(128, 131072), ('256 MB', 262144), ('262144 KB', 262144),
                                       ('1 GB', 1048576), (0.5, 512)])
def test_memory_units(value, kb):
    assert units.kilobytes(value) == kb


@pytest.mark.parametrize('value', ['fast', '1 hour', -1, 0, float('inf'), True, '1e999', None])
def test_bad_limits_are_refused(value):
    with pytest.raises(ValueError):
        units.seconds(value)
    with pytest.raises(ValueError):
        units.kilobytes(value)


@pytest.mark.parametrize('fields, words', [
    ({}, '"title" is missing'),
    ({'title': 'x', 'time_limt': 1}, "unknown key 'time_limt'"),
    ({'title': 'x', 'time_limit': '1 hour'}, 'unknown unit'),
    ({'title': 'x', 'memory_limit': -5}, 'positive'),
    ({'title': 'x', 'compare': 'fuzzy'}, 'unknown comparison'),
    ({'title': 'x', 'compare': 'exact', 'checker': 'c.py'}, 'not both'),
    ({'title': 'x', 'judges': [{'name': 'Luogu', 'lang': 'PyPy 3'}]}, "unknown key 'lang'"),
    ({'title': 'x', 'aliases': 'p1'}, '"aliases" must be a list'),
    ({'title': 'x', 'interactive': 'yes'}, '"interactive" must be true or false'),
    ({'title': 'x', 'file_io': '../etc/passwd'}, '"file_io" must be a file name'),
    ({'title': 'x', 'file_io': 'ab.in/x'}, '"file_io" must be a file name'),
    ({'title': 'x', 'special_judge': ''}, '"special_judge" must be a text'),
])
def test_malformed_problem_files(tmp_path, fields, words):
    path = _write(tmp_path / 'prob', **fields)
    with pytest.raises(UsageError) as e:
        problems.load(path)
    assert words in str(e.value) and str(path) in str(e.value)


def test_fields_are_read_relative_to_the_file(tmp_path):
    path = _write(tmp_path / 'myprob', title='mine', time_limit='2 s', memory_limit='64 MB',
                  compare='float:1e-6', solution='../sol.py', cases='data', aliases=['other'],
                  judges=[{'name': 'X', 'id': '1', 'url': 'https://x', 'language': None}])
    p = problems.load(path)
    assert (p.id, p.title, p.time_limit, p.memory_kb, p.compare) == ('myprob', 'mine', 2.0, 65536, ('float', 1e-6))
    assert p.solution == tmp_path / 'sol.py' and p.cases == tmp_path / 'myprob' / 'data'
    assert p.aliases == ('other',) and p.judges[0]['name'] == 'X'


def test_every_kit_problem_describes_itself():
    """Each samples/<id>/.problem.json: a title, limits, a solution that exists, a checker that
    exists (or a comparison), cases; aliases unique across the kit."""
    assert PROBLEMS, 'no problems in samples/'
    for pid, p in PROBLEMS.items():
        assert p.file == samples(pid) / '.problem.json' == description(pid)
        assert not (samples(pid) / 'problem.json').exists(), pid
        assert p.time_limit and p.memory_kb, pid
        assert p.solution and p.solution.is_file(), pid
        assert p.checker is None or p.checker.is_file(), pid
        assert p.cases.is_dir() and any(p.cases.glob('*.in')), pid
    assert not set(ALIASES) & set(PROBLEMS)


def test_case_folder_limits_and_checker_apply_without_an_id():
    """The issue's example: P4929's own limits and checker, read from its folder."""
    done = judge('test', '--cases', samples('p4929'), '--solution', solution('p4929'), '--json',
                 timeout=300)
    report = json.loads(done.stdout)
    assert done.returncode == 0, done.stderr
    assert (report['time_limit'], report['memory_limit']) == (1.0, 128)
    assert report['checker'].endswith('p4929.py') and report['problem_file'].endswith('p4929/.problem.json')
    assert {c['verdict'] for c in report['cases']} == {'AC'}


def test_ids_and_aliases_under_a_root_of_ones_own(tmp_path):
    root = tmp_path / 'mine'
    root.mkdir()
    folder = cases(root, {'1': ('a\n', 'a\n'), '2': ('b\n', 'b\n')}, folder='echo')
    program(tmp_path, ECHO, 'echo.py')
    _write(folder, title='Echo', time_limit=0.5, memory_limit=64, solution='../../echo.py',
           aliases=['cat'])
    env = {**os.environ, problems.ROOTS_VARIABLE: str(root), 'PYTHONPATH': str(ROOT)}
    for pid in ('echo', 'cat'):
        done = subprocess.run([sys.executable, '-m', 'judge_io', 'test', pid, '--python', sys.executable],
                              cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60)
        assert done.returncode == 0 and 'AC 2 of 2' in done.stdout, done.stdout + done.stderr
        assert 'TL 0.5 s CPU, ML 64 MB' in done.stdout
    listed = subprocess.run([sys.executable, '-m', 'judge_io', 'list'], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=60)
    assert listed.returncode == 0 and 'echo, cat' in listed.stdout and 'Echo' in listed.stdout


IMPLEMENTATION = """\
import sys
sys.stdin.read()
print(sys.implementation.name)
"""


@pytest.mark.parametrize('language, expected', [('PyPy 3', 'pypy'), ('Python 3', 'cpython'),
                                                (None, 'cpython')])
def test_own_solution_runs_in_the_language_its_judge_takes(tmp_path, language, expected):
    """No --python: a problem's own solution runs in pypy3 where its judge takes it as PyPy
    (its limit is PyPy's), in python3 otherwise; without pypy3 on PATH, python3 and a note."""
    if expected == 'pypy' and not shutil.which('pypy3'):
        pytest.skip('pypy3 not installed')
    root = tmp_path / 'mine'
    root.mkdir()
    folder = cases(root, {'1': ('x\n', expected + '\n')}, folder='impl')
    program(tmp_path, IMPLEMENTATION, 'impl.py')
    _write(folder, title='Which Python', solution='../../impl.py',
           judges=[{'name': 'J', 'language': None}, {'name': 'L', 'language': language}])
    shims = tmp_path / 'bin'                # python3 here is this Python; pypy3 as found
    shims.mkdir()
    (shims / 'python3').symlink_to(sys.executable)
    path = f'{shims}:{os.path.dirname(shutil.which("pypy3") or shims)}'
    env = {**os.environ, problems.ROOTS_VARIABLE: str(root), 'PYTHONPATH': str(ROOT), 'PATH': path}
    done = subprocess.run([sys.executable, '-m', 'judge_io', 'test', 'impl'], cwd=tmp_path,
                          env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and 'AC 1 of 1' in done.stdout, done.stdout + done.stderr
    assert done.stderr == ''
    mine = subprocess.run([sys.executable, '-m', 'judge_io', 'test', 'impl', '--solution',
                           tmp_path / 'impl.py'], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=60)   # a solution of one's own: python3
    assert (mine.returncode == 0) == (expected == 'cpython'), mine.stdout + mine.stderr
    if expected == 'pypy':
        env['PATH'] = str(shims)            # no pypy3: python3, said in one line
        done = subprocess.run([sys.executable, '-m', 'judge_io', 'test', 'impl'], cwd=tmp_path,
                              env=env, capture_output=True, text=True, timeout=60)
        assert done.returncode == 1 and 'WA' in done.stdout, done.stdout + done.stderr
        assert done.stderr.count('\n') == 1 and 'submitted as PyPy 3' in done.stderr
        assert 'pypy3 is not on PATH' in done.stderr


def test_no_problem_roots_outside_the_kit(tmp_path):
    done = outside(tmp_path, 'test', 'p4929')
    assert done.returncode == 2 and 'no problem folders here' in done.stderr
    assert len(done.stderr.splitlines()) == 1
    # how to get the kit's problems when the judge was installed alone (`pip install .`)
    for words in ('pip install .', 'pip install -e', 'JUDGE_IO_PROBLEMS=KIT/samples',
                  '--cases KIT/samples/p4929'):
        assert words in done.stderr, words
    listed = outside(tmp_path, 'list')
    assert listed.returncode == 1 and 'no problem folders' in listed.stderr


def pip_version(python):
    """(major, minor) of python's pip, or None without one."""
    done = subprocess.run(python + ['-m', 'pip', '--version'], capture_output=True, text=True)
    words = done.stdout.split()
    if done.returncode != 0 or len(words) < 2:
        return None
    return tuple(int(x) if x.isdigit() else 0 for x in words[1].split('.')[:2])


@pytest.mark.slow
def test_installed_judge_has_no_kit_inside(tmp_path):
    """`pip install .` puts judge_io alone in a venv: no kit, no problems; it judges a
    folder with a .problem.json of its own from anywhere."""
    env_dir = tmp_path / 'venv'
    python = env_dir / 'bin' / 'python'
    # pip 22.3+ installs into another interpreter (--python): the venv needs no pip of its
    # own (ensurepip: 5 s of CPU); an older pip, the venv's own. The tests' venv may have no
    # pip either (the Makefile installs into it from outside): then its base Python's
    pip, newer = None, False
    for outer in ([sys.executable], [getattr(sys, '_base_executable', sys.executable)]):
        version = pip_version(outer)
        if version is not None:
            pip, newer = outer, version >= (22, 3)
            break
    venv.create(env_dir, with_pip=not newer)
    pip = pip + ['-m', 'pip', '--python', str(python)] if newer else [str(python), '-m', 'pip']
    build = tmp_path / 'src'         # what a packager sees: the project file and the package
    build.mkdir()
    shutil.copy(ROOT / 'pyproject.toml', build)
    shutil.copytree(ROOT / 'judge_io', build / 'judge_io', ignore=shutil.ignore_patterns('__pycache__'))
    done = subprocess.run(pip + ['install', '-q', '--no-build-isolation', str(build)],
                          capture_output=True, text=True, timeout=600)
    if done.returncode != 0 and 'setuptools' in done.stderr:      # no setuptools in the venv
        done = subprocess.run(pip + ['install', '-q', str(build)], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    site = subprocess.run([str(python), '-c', 'import judge_io, os; print(os.path.dirname(judge_io.__file__))'],
                          cwd=tmp_path, capture_output=True, text=True).stdout.strip()
    assert site and not site.startswith(str(ROOT))
    assert subprocess.run([str(python), '-c', 'import kit'], cwd=tmp_path, capture_output=True).returncode != 0
    judge_io = env_dir / 'bin' / 'judge-io'
    work = tmp_path / 'contest'
    work.mkdir()
    folder = cases(work, {'1': ('a\n', 'a\n')}, folder='A')
    _write(folder, title='A', time_limit='1500 ms', memory_limit=64)
    program(work, ECHO, 'a.py')
    run = subprocess.run([str(judge_io), 'test', '--cases', 'A', '--solution', 'a.py', '--python', sys.executable],
                         cwd=work, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and 'TL 1.5 s CPU, ML 64 MB' in run.stdout, run.stdout + run.stderr
    listed = subprocess.run([str(judge_io), 'list'], cwd=tmp_path, capture_output=True, text=True)
    assert listed.returncode == 1 and 'p4929' not in listed.stdout


def test_the_former_name_is_read_and_both_at_once_refused(tmp_path):
    """A user's folder written before the move (problem.json) keeps working; a folder with
    both names is one line saying which to keep."""
    folder = cases(tmp_path, {'1': ('a\n', 'a\n')}, folder='old')
    _write(folder, problems.OLD_FILE, title='Old', time_limit='1500 ms', memory_limit=64)
    echo = program(tmp_path, ECHO, 'echo.py')
    done = judge('test', '--cases', folder, '--solution', echo, '--json')
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)['problem_file'] == str(folder / 'problem.json')
    _write(folder, title='New', time_limit=2)
    done = judge('test', '--cases', folder, '--solution', echo)
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1, done.stderr
    assert 'both .problem.json and problem.json' in done.stderr
    (folder / 'problem.json').unlink()
    done = judge('test', '--cases', folder, '--solution', echo)
    assert done.returncode == 0 and 'TL 2 s CPU' in done.stdout, done.stdout + done.stderr


@pytest.mark.parametrize('spelled, pid', [
    ('P4929', 'p4929'), ('p4929', 'p4929'), ('ACWING1067', 'p4929'),
    ('P10481', 'poj2676'), ('p10482', 'poj3074'),          # Luogu's copies of POJ 2676, 3074
    ('AT_abc345_d', 'abc345d'), ('abc345_d', 'abc345d'), ('ATCODER-ABC322-D', 'abc322d'),
    ('CSES-1624', 'cses1624'), ('cses 1624', 'cses1624'), ('POJ2676', 'poj2676'),
    ('HDU-4069', 'hdu4069'), ('SP1110', 'sp1110'), ('AcWing 1067', 'p4929'),
])
def test_contestants_spellings_of_an_id(spelled, pid):
    """IDs as judges and contestants write them: case-insensitive, the judge's own form."""
    from judge_io.ids import resolve
    found = resolve(spelled, PROBLEMS.values())
    assert [p.id for p in found] == [pid]
    assert problems.find(spelled).id == pid


def test_spellings_through_the_command_line():
    done = judge('test', 'P4929', '--case', 'n1', '--json', timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)['problem'] == 'p4929'
    done = judge('test', 'p10481', '--case', 'statement', '--json', timeout=120)
    assert done.returncode == 0 and json.loads(done.stdout)['problem'] == 'poj2676', done.stderr


def test_an_ambiguous_spelling_lists_the_candidates(tmp_path):
    root = tmp_path / 'mine'
    for name, judge_id in (('first', '100'), ('second', '100')):
        _write(root / name, title=name.title(), judges=[{'name': f'J{name}', 'id': judge_id}])
    done = subprocess.run([sys.executable, '-m', 'judge_io', 'test', '100'], cwd=tmp_path,
                          env={**os.environ, problems.ROOTS_VARIABLE: str(root),
                               'PYTHONPATH': str(ROOT)}, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1, done.stderr
    assert "'100' is ambiguous" in done.stderr
    assert 'first (First)' in done.stderr and 'second (Second)' in done.stderr
    done = subprocess.run([sys.executable, '-m', 'judge_io', 'test', 'third'], cwd=tmp_path,
                          env={**os.environ, problems.ROOTS_VARIABLE: str(root),
                               'PYTHONPATH': str(ROOT)}, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "unknown problem 'third'" in done.stderr


def test_each_judges_spelling_names_its_problem():
    """Every judge ID of every kit problem, as the judge writes it and after the judge's
    name, names that problem, or problems that are that judge's same problem (template is
    P4929 judged by the canonical core: `P4929` is p4929's own ID, `Luogu P4929` both)."""
    from judge_io.ids import resolve
    for p in PROBLEMS.values():
        for j in p.judges:
            for spelled in (j['id'], f"{j['name']} {j['id']}", f"{j['name']}-{j['id']}"):
                found = resolve(spelled, PROBLEMS.values())
                assert found, spelled
                urls = {q.id: {k['url'] for k in q.judges if k['id'] == j['id']} for q in found}
                assert all(j['url'] in u for u in urls.values()), (spelled, urls)
    assert [q.id for q in resolve('Luogu P4929', PROBLEMS.values())] == ['p4929', 'template']
