"""judge_io needs Python 3.9+: an older Python gets one clear line and exit status 2."""
import glob
import os
import shutil
import subprocess

import pytest

from tests.util import ROOT


def older_pythons():
    """Interpreters older than 3.9 on this machine, on PATH or under pyenv (not its shims)."""
    found = [shutil.which(f'python3.{minor}') for minor in range(4, 9)]
    found += glob.glob(os.path.expanduser('~/.pyenv/versions/3.[4-8].*/bin/python3'))
    return sorted({p for p in found if p and '/shims/' not in p})


@pytest.mark.parametrize('python', older_pythons() or [None])
def test_older_python_gets_one_line(python):
    if python is None:
        pytest.skip('no Python older than 3.9 installed to try')
    done = subprocess.run([python, '-m', 'judge_io', 'list'], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2
    assert done.stdout == ''
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and 'needs Python 3.9' in lines[0], done.stderr
