"""The judge's own small parts that replace standard modules for a quicker start:
records (for dataclasses), InOrder (for concurrent.futures' map), drain's value reader
(for ast.literal_eval), and Ctrl-C on `judge-io test` with cases running in parallel."""
import signal
import subprocess
import sys
import threading
import time

import pytest

from judge_io.commands.test import InOrder
from judge_io.drain import parse
from judge_io.records import Factory, FrozenInstanceError, record, replace
from tests.judge_util import alive, cases, program
from tests.marks import timing
from tests.util import ROOT


@record(frozen=True)
class Point:
    x: int
    y: int = 0
    tags: list = Factory(list)
    note: dict = Factory(dict, compare=False)


@record
class Box:
    size: int
    items: list = Factory(list)


def test_a_record_is_built_compared_and_shown_like_a_dataclass():
    p = Point(1)
    assert (p.x, p.y, p.tags, p.note) == (1, 0, [], {})
    assert Point(1, 2) == Point(x=1, y=2) != Point(1, 3)
    assert Point(1, note={'a': 1}) == Point(1)                  # compare=False
    assert repr(Point(1, 2)) == 'Point(x=1, y=2, tags=[])'
    assert Point(1).tags is not Point(1).tags                     # a fresh default each time
    assert hash(Point(1, 2, (3,))) == hash(Point(1, 2, (3,)))
    assert Point.y == 0 and not hasattr(Point, 'tags')            # as dataclasses leaves them
    with pytest.raises(FrozenInstanceError):
        p.x = 5
    with pytest.raises(AttributeError):
        del p.y
    b = Box(3)
    b.items.append(1)
    assert b == Box(3, [1]) and Box(3) != Box(4)
    with pytest.raises(TypeError):
        hash(b)                                                   # mutable: unhashable
    assert Box(1) != (1, [])


@pytest.mark.parametrize('args, kwargs', [((), {}), ((1, 2, [], {}, 5), {}), ((1,), {'z': 2}),
                                          ((1,), {'x': 2})])
def test_a_record_refuses_wrong_arguments(args, kwargs):
    with pytest.raises(TypeError):
        Point(*args, **kwargs)


def test_replace_changes_only_what_it_is_given():
    p = Point(1, 2, [3], {'n': 1})
    q = replace(p, y=7)
    assert (q.x, q.y, q.tags, q.note) == (1, 7, [3], {'n': 1}) and p.y == 2


def test_in_order_yields_in_the_items_order_on_threads():
    lock, running, most = threading.Lock(), [0], [0]

    def slow_first(k):
        with lock:
            running[0] += 1
            most[0] = max(most[0], running[0])
        time.sleep(0.2 if k == 0 else 0.01)
        with lock:
            running[0] -= 1
        return k * k

    assert list(InOrder(slow_first, range(8), 3)) == [k * k for k in range(8)]
    assert most[0] == 3
    assert list(InOrder(slow_first, [], 4)) == []


def test_in_order_raises_a_workers_exception_where_its_item_comes():
    def fails_at_3(k):
        if k == 3:
            raise ValueError('three')
        return k

    got = []
    with pytest.raises(ValueError, match='three'):
        for v in InOrder(fails_at_3, range(6), 2):
            got.append(v)
    assert got == [0, 1, 2]


@pytest.mark.parametrize('text, value', [(b"cpu 0.25\nend 1\n", 0.25), (b"cpu 3\nend 1\n", 3),
                                         (b"cpu None\nend 1\n", None), (b"cpu True\nend 1\n", True),
                                         (b"cpu ''\nend 1\n", ''),
                                         (b"cpu 'no such file: \\'a b\\''\nend 1\n", "no such file: 'a b'")])
def test_the_supervisors_values_are_read_back(text, value):
    assert parse(text) == {'cpu': value, 'end': 1}


@pytest.mark.parametrize('text', [b"cpu 0.25\n", b"cpu 'open\nend 1\n", b"cpu\nend 1\n"])
def test_an_incomplete_or_broken_report_is_none(text):
    assert parse(text) is None


SPIN = """
import os, sys, time
open(sys.argv[1] + '/' + str(os.getpid()), 'w').close()
while True:
    pass
"""


@timing
def test_ctrl_c_stops_the_cases_running_in_parallel(tmp_path):
    """Ctrl-C during `test -j 2`: exit 130 within seconds, 'interrupted', no traceback, and
    no program left running."""
    pids = tmp_path / 'pids'
    pids.mkdir()
    spin = program(tmp_path, SPIN.replace('sys.argv[1]', repr(str(pids))), 'spin.py')
    folder = cases(tmp_path, {f'c{k}': ('1\n', '1\n') for k in range(6)})
    proc = subprocess.Popen([sys.executable, '-m', 'judge_io', 'test', '--cases', str(folder), '--solution',
                             str(spin), '--python', sys.executable, '--tl', '30', '-j', '2', '--no-sandbox'],
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 30
    while len(list(pids.iterdir())) < 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert len(list(pids.iterdir())) == 2, 'the two first cases never started'
    proc.send_signal(signal.SIGINT)
    began = time.monotonic()
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 130 and 'judge_io: interrupted' in err and 'Traceback' not in err, err
    assert time.monotonic() - began < 10
    started = [int(p.name) for p in pids.iterdir()]
    assert len(started) == 2, 'a case started after Ctrl-C'
    time.sleep(0.2)
    assert not [p for p in started if alive(p)]
