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


def test_every_solution_parses_as_python38():
    """The README promises Python 3.8: every solution (and every checker, which a judge may
    run with an older Python) parses with the 3.8 grammar."""
    import ast
    from tests.util import SOLUTIONS
    files = sorted(SOLUTIONS.glob('*.py')) + sorted((ROOT / 'kit' / 'checkers').glob('*.py'))
    assert len(files) > 10
    for path in files:
        ast.parse(path.read_text(encoding='utf-8'), str(path), feature_version=(3, 8))


def test_the_grammar_check_can_fail():
    import ast
    with pytest.raises(SyntaxError):
        ast.parse('match x:\n    case 1:\n        pass\n', feature_version=(3, 8))
    with pytest.raises(SyntaxError):
        ast.parse('with (open("a") as f, open("b") as g):\n    pass\n', feature_version=(3, 8))
