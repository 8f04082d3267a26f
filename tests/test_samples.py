"""Every problem's samples through the local judge, in CPython and (where installed) PyPy3.

A problem whose judge takes its solution as PyPy is held to its limit in PyPy3; in CPython
it must give the same verdicts with four times the limit (the solutions run in both)."""
import json

import pytest

from kit.catalogue import PROBLEMS
from tests.judge_util import judge
from tests.util import PYTHONS

CPYTHON_FACTOR = 4             # CPython's slack on a limit met in PyPy


@pytest.mark.slow
@pytest.mark.timeout(600)
@pytest.mark.parametrize('python', PYTHONS, ids=lambda p: 'pypy3' if 'pypy' in p else 'cpython')
@pytest.mark.parametrize('problem_id', sorted(PROBLEMS))
def test_samples_pass_the_judge(problem_id, python):
    argv = ['test', problem_id, '--python', python, '--json']
    problem = PROBLEMS[problem_id]
    language = problem.submitted_as() or ''
    if 'pypy' in language.lower() and 'pypy' not in python:
        argv += ['--tl', str(CPYTHON_FACTOR * problem.time_limit)]
    done = judge(*argv, timeout=580)
    assert done.returncode != 2, done.stderr
    report = json.loads(done.stdout)
    bad = [(c['name'], c['verdict']) for c in report['cases'] if c['verdict'] != 'AC']
    assert report['cases'], f'{problem_id} has no samples'
    assert not bad and done.returncode == 0, f'{problem_id} under {python}: {bad}\n{done.stderr}'
