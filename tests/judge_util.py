"""What the judge's tests share: tiny programs and case folders in tmp_path, run through the judge."""
import json
import subprocess
import sys
import textwrap
from pathlib import Path

from tests.util import ROOT

PROBLEM = 'p1219'   # judged by Luogu's comparison, no checker: the tests pass their own limits


def program(tmp_path: Path, source: str, name: str = 'prog.py') -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(source))
    return path


def cases(tmp_path: Path, pairs, folder: str = 'cases') -> Path:
    """pairs: {name: (input, answer)}, bytes or str."""
    where = tmp_path / folder
    where.mkdir(exist_ok=True)
    for name, (given, answer) in pairs.items():
        for suffix, data in (('.in', given), ('.out', answer)):
            if data is not None:
                (where / (name + suffix)).write_bytes(data if isinstance(data, bytes) else data.encode())
    return where


def judge(*args, timeout=60, env=None):
    """`python -m judge_io ARGS`; CompletedProcess, text. `test` runs the solution with this
    interpreter unless --python is given (the default `python3` may be a slow shim)."""
    args = [str(a) for a in args]
    if args[:1] == ['test'] and '--python' not in args:
        args += ['--python', sys.executable]
    return subprocess.run([sys.executable, '-m', 'judge_io', *args], cwd=ROOT,
                          capture_output=True, timeout=timeout, env=env,
                          encoding='utf-8', errors='backslashreplace')


def judge_json(solution, folder, *args, timeout=60):
    """Run the judge in --json mode; (exit status, the JSON report, stderr)."""
    done = judge('test', PROBLEM, '--solution', solution, '--cases', folder, '--json', *args,
                 timeout=timeout)
    assert 'Traceback' not in done.stderr, done.stderr
    assert done.stdout.count('\n') == 1, f'not one JSON line:\n{done.stdout}\n{done.stderr}'
    return done.returncode, json.loads(done.stdout), done.stderr


def verdicts(report):
    return [c['verdict'] for c in report['cases']]


def alive(pid: int) -> bool:
    """Whether pid is a live process (a zombie is dead: it only waits to be reaped)."""
    try:
        data = Path(f'/proc/{pid}/stat').read_bytes()
    except OSError:
        return False
    return data[data.rindex(b')') + 2:].split()[0] != b'Z'
