"""Saved outputs survive other runs (issue 28): a run removes only its own earlier outputs
(the same command line from the same folder), finished runs older than KEEP_HOURS, or
the oldest beyond KEEP_BYTES; never a run that lives. Each test has a scratch root of its
own (TMPDIR), so judges of other people on the machine cannot interfere."""
import fcntl
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from judge_io import scratch
from tests.judge_util import (SYSTEM_PYTHON, can_run_as_nobody, cases, nobody_folder, program,
                              share)
from tests.util import ROOT

pytestmark = pytest.mark.timeout(120)


def _judge(tmp_path, *args):
    """The judge with tmp_path/tmp as its TMPDIR; the report's saved output paths."""
    env = {**os.environ, 'TMPDIR': str(tmp_path / 'tmp'), 'PYTHONPATH': str(ROOT)}
    (tmp_path / 'tmp').mkdir(exist_ok=True)
    done = subprocess.run([sys.executable, '-m', 'judge_io', 'test', *map(str, args),
                           '--python', sys.executable], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60)
    assert 'Traceback' not in done.stderr, done.stderr
    return [Path(line.split('output saved in ', 1)[1].strip())
            for line in done.stdout.splitlines() if 'output saved in ' in line]


def test_outputs_outlive_other_runs_and_go_with_the_same_run_again(tmp_path):
    wrong = program(tmp_path, 'print("no")\n', 'wrong.py')
    other = program(tmp_path, 'print("nope")\n', 'other.py')
    folder = cases(tmp_path, {'1': ('\n', 'yes\n')})
    first = _judge(tmp_path, '--cases', folder, '--solution', wrong)
    assert len(first) == 1 and first[0].read_text() == 'no\n'
    for _ in range(3):                              # other commands, other runs
        assert len(_judge(tmp_path, '--cases', folder, '--solution', other)) == 1
        assert first[0].read_text() == 'no\n'
    again = _judge(tmp_path, '--cases', folder, '--solution', wrong)      # the same command
    assert again[0].read_text() == 'no\n' and again[0] != first[0]
    assert not first[0].exists() and not first[0].parent.parent.exists()
    runs = sorted(p.name for p in (tmp_path / 'tmp' / f'judge_io-{os.getuid()}').iterdir() if p.is_dir())
    assert len(runs) == 2, runs                     # one for each command
    good = program(tmp_path, 'print("yes")\n', 'good.py')
    assert _judge(tmp_path, '--cases', folder, '--solution', good) == []
    assert len([p for p in (tmp_path / 'tmp' / f'judge_io-{os.getuid()}').iterdir() if p.is_dir()]) == 2


def _fake_run(where: Path, key: str, size: int, age_hours: float, lock=True) -> Path:
    folder = where / f'run-{key}-{len(list(where.iterdir()))}'
    (folder / 'outputs').mkdir(parents=True)
    (folder / 'outputs' / '1.got').write_bytes(b'x' * size)
    if lock:
        (where / (folder.name + '.lock')).touch()
    stamp = time.time() - age_hours * 3600
    os.utime(folder, (stamp, stamp))
    return folder


def test_the_rules_age_size_and_own(tmp_path, monkeypatch):
    where = tmp_path / 'root'
    where.mkdir()
    monkeypatch.setattr(scratch, 'KEEP_BYTES', 3000)
    old = _fake_run(where, 'aaaa', 10, scratch.KEEP_HOURS + 1)
    recent = [_fake_run(where, 'bbbb', 1000, h) for h in (5, 4, 3, 2)]
    own = _fake_run(where, 'mine', 10, 0.1)
    unlocked_old = _fake_run(where, 'cccc', 10, scratch.KEEP_HOURS + 2, lock=False)
    unlocked_new = _fake_run(where, 'dddd', 10, 0.5, lock=False)
    living_old = _fake_run(where, 'mine', 10, scratch.KEEP_HOURS + 5)
    fd = os.open(str(living_old) + '.lock', os.O_RDONLY)
    fcntl.flock(fd, fcntl.LOCK_EX)          # a run that lives: never touched
    try:
        scratch._remove_stale(str(where), 'mine')
    finally:
        os.close(fd)
    assert not old.exists() and not own.exists() and not unlocked_old.exists()
    assert not recent[0].exists()           # the oldest beyond 3000 bytes
    assert all(p.exists() for p in recent[1:])
    assert unlocked_new.exists()            # its run may be being born: only age removes it
    assert living_old.exists()
    locks = sorted(p.name for p in where.iterdir() if p.name.endswith('.lock'))
    assert locks == sorted(p.name + '.lock' for p in (*recent[1:], living_old))


def test_the_bytes_a_run_wrote_in_its_lock_count_and_the_runs_are_bounded(tmp_path, monkeypatch):
    """A finished run's lock file holds the bytes it kept (read instead of its files), and
    beyond KEEP_RUNS finished runs the oldest go too."""
    where = tmp_path / 'root'
    where.mkdir()
    monkeypatch.setattr(scratch, 'KEEP_BYTES', 3000)
    claims_big = _fake_run(where, 'aaaa', 10, 6)
    Path(str(claims_big) + '.lock').write_bytes(b'2999')
    small = _fake_run(where, 'bbbb', 10, 5)
    Path(str(small) + '.lock').write_bytes(b'10')
    scratch._remove_stale(str(where), 'mine')
    assert not claims_big.exists() and small.exists()      # 3009 bytes by their locks
    monkeypatch.setattr(scratch, 'KEEP_RUNS', 2)
    more = [_fake_run(where, 'cccc', 10, h) for h in (4, 3)]
    scratch._remove_stale(str(where), 'mine')
    assert not small.exists() and all(p.exists() for p in more)


def test_a_run_writes_the_bytes_it_kept_in_its_lock(tmp_path):
    wrong = program(tmp_path, 'print("no")\n', 'wrong.py')
    folder = cases(tmp_path, {'1': ('\n', 'yes\n'), '2': ('\n', 'yes\n')})
    saved = _judge(tmp_path, '--cases', folder, '--solution', wrong)
    assert len(saved) == 2
    lock = Path(str(saved[0].parent.parent) + '.lock')
    assert lock.read_bytes() == b'6'            # "no\n" twice


def test_a_finished_run_that_kept_nothing_leaves_nothing(tmp_path):
    good = program(tmp_path, 'print("yes")\n', 'good.py')
    folder = cases(tmp_path, {'1': ('\n', 'yes\n')})
    _judge(tmp_path, '--cases', folder, '--solution', good, '--checker',
           f'{sys.executable} {program(tmp_path, "import sys; sys.exit(0)", "ok.py")}')
    left = list((tmp_path / 'tmp' / f'judge_io-{os.getuid()}').iterdir())
    assert all(p.name.endswith('.lock') for p in left), left     # the work folder went
    _judge(tmp_path, '--cases', folder, '--solution', program(tmp_path, 'print(1)', 'w.py'))
    names = [p.name for p in (tmp_path / 'tmp' / f'judge_io-{os.getuid()}').iterdir()]
    assert len(names) == 2, names           # the earlier lock went; this run's folder and lock


@pytest.mark.skipif(not can_run_as_nobody(), reason='needs root, setpriv and /usr/bin/python3')
def test_the_rules_hold_for_an_unprivileged_user():
    """As nobody (a contestant's account): another command's run keeps the outputs, the
    same command again replaces them."""
    shared = nobody_folder()
    try:
        folder = cases(shared, {'1': ('\n', 'yes\n')})
        program(shared, 'print("no")\n', 'wrong.py')
        program(shared, 'print("nope")\n', 'other.py')
        (shared / 'tmp').mkdir()
        share(shared)
        (shared / 'tmp').chmod(0o1777)

        def run(script):
            done = subprocess.run(['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups',
                                   SYSTEM_PYTHON, '-m', 'judge_io', 'test', '--cases', str(folder),
                                   '--cmd', f'{SYSTEM_PYTHON} {script}'], cwd=shared,
                                  capture_output=True, text=True, timeout=60,
                                  env={'PATH': os.environ.get('PATH', '/usr/bin:/bin'),
                                       'LANG': 'C.UTF-8', 'TMPDIR': str(shared / 'tmp')})
            saved = [Path(l.split('output saved in ', 1)[1].strip())
                     for l in done.stdout.splitlines() if 'output saved in ' in l]
            assert len(saved) == 1, done.stdout + done.stderr
            return saved[0]
        first = run('wrong.py')
        assert first.is_relative_to(shared / 'tmp' / 'judge_io-65534') and first.stat().st_uid == 65534
        run('other.py')
        assert first.read_text() == 'no\n'
        again = run('wrong.py')
        assert not first.exists() and again.read_text() == 'no\n'
    finally:
        shutil.rmtree(shared)
