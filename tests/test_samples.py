"""Every problem's samples through the local judge, in CPython and (where installed) PyPy3."""
import json
import subprocess
import sys

import pytest

from kit.catalogue import PROBLEMS
from tests.util import PYTHONS, ROOT


@pytest.mark.slow
@pytest.mark.timeout(600)
@pytest.mark.parametrize('python', PYTHONS, ids=lambda p: 'pypy3' if 'pypy' in p else 'cpython')
@pytest.mark.parametrize('problem_id', sorted(PROBLEMS))
def test_samples_pass_the_judge(problem_id, python):
    done = subprocess.run([sys.executable, '-m', 'judge_io', 'test', problem_id,
                           '--python', python, '--json'],
                          cwd=ROOT, capture_output=True, text=True, timeout=580)
    assert done.returncode != 2, done.stderr
    report = json.loads(done.stdout)
    bad = [(c['name'], c['verdict']) for c in report['cases'] if c['verdict'] != 'AC']
    assert report['cases'], f'{problem_id} has no samples'
    assert not bad and done.returncode == 0, f'{problem_id} under {python}: {bad}\n{done.stderr}'
