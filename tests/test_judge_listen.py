"""listen: Competitive Companion's POSTs received over real HTTP, written as case folders
that `test` then judges under the problem's own limits; hostile requests rejected, nothing
written outside the folder; Ctrl-C stops it."""
import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import time
import uuid

import pytest

from tests.judge_util import ECHO, judge, program
from tests.util import ROOT

pytestmark = pytest.mark.timeout(120)


def payload(name, tests, url, time_limit=1500, memory_limit=64, batch=None, **extra):
    """A problem as the extension sends it (its README's format)."""
    return {'name': name, 'group': 'Codeforces - Educational Round 40', 'url': url,
            'interactive': False, 'memoryLimit': memory_limit, 'timeLimit': time_limit,
            'tests': [{'input': i, 'output': o} for i, o in tests], 'testType': 'single',
            'input': {'type': 'stdin'}, 'output': {'type': 'stdout'},
            'languages': {'java': {'mainClass': 'Main', 'taskClass': 'Task'}},
            'batch': batch or {'id': str(uuid.uuid4()), 'size': 1}, **extra}


@pytest.fixture
def server(tmp_path):
    """A listening judge: (port, its folder, the process)."""
    folder = tmp_path / 'problems'
    proc = subprocess.Popen([sys.executable, '-m', 'judge_io', 'listen', '--port', '0',
                             '--dir', str(folder)], cwd=tmp_path,
                            env={**os.environ, 'PYTHONPATH': str(ROOT)},
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = proc.stdout.readline()
    assert line.startswith('listening on http://127.0.0.1:'), line + proc.stderr.read()
    port = int(line.split('127.0.0.1:')[1].split('/')[0])
    yield port, folder, proc
    if proc.poll() is None:
        proc.kill()
        proc.wait()


def post(port, body, method='POST', headers=None):
    conn = http.client.HTTPConnection('127.0.0.1', port, timeout=20)
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    conn.request(method, '/', body=data if method == 'POST' else None,
                 headers={'Content-Type': 'application/json', **(headers or {})})
    response = conn.getresponse()
    text = response.read().decode()
    conn.close()
    return response.status, text


def test_one_problem_then_judged_under_its_limits(server, tmp_path):
    port, folder, proc = server
    status, _ = post(port, payload('G. Castle Defense', [('5 0 6\n', '5 0 6\n'), ('4 2\n', '4 2\n')],
                                   'https://codeforces.com/problemset/problem/954/G'))
    assert status == 200
    where = folder / 'G-Castle-Defense'
    assert sorted(os.listdir(where)) == ['.problem.json', 'sample-1.in', 'sample-1.out',
                                         'sample-2.in', 'sample-2.out']
    assert (where / 'sample-1.in').read_text() == '5 0 6\n'
    described = json.loads((where / '.problem.json').read_text())
    assert described['judges'] == [{'name': 'Codeforces',
                                    'url': 'https://codeforces.com/problemset/problem/954/G'}]
    assert (described['time_limit'], described['memory_limit']) == ('1500 ms', '64 MB')
    echo = program(tmp_path, ECHO, 'echo.py')
    done = judge('test', '--cases', where, '--solution', echo)
    assert done.returncode == 0 and 'TL 1.5 s CPU, ML 64 MB' in done.stdout, done.stdout
    assert 'AC 2 of 2' in done.stdout
    proc.send_signal(signal.SIGINT)           # Ctrl-C
    out, err = proc.communicate(timeout=10)
    assert proc.returncode == 0 and 'Traceback' not in err
    assert 'received G. Castle Defense: 2 samples, TL 1.5 s, ML 64 MB' in out
    assert 'stopped; 1 problem received' in out


def test_a_contest_arrives_as_a_batch_of_three(server, tmp_path):
    port, folder, proc = server
    batch = {'id': str(uuid.uuid4()), 'size': 3}
    names = ['A. Add', 'B. Браво', 'C. 八皇后 Checker']
    for k, name in enumerate(names):
        status, _ = post(port, payload(name, [(f'{k}\n', f'{k}\n')],
                                       f'https://example.org/contest/1/problem/{k}',
                                       time_limit=1000 * (k + 1), batch=batch))
        assert status == 200
    assert sorted(os.listdir(folder)) == ['A-Add', 'B-Браво', 'C-八皇后-Checker']
    echo = program(tmp_path, ECHO, 'echo.py')
    for k, sub in enumerate(sorted(os.listdir(folder))):
        done = judge('test', '--cases', folder / sub, '--solution', echo, '--json')
        report = json.loads(done.stdout)
        assert report['time_limit'] == k + 1 and report['summary']['verdict'] == 'AC'
    proc.send_signal(signal.SIGINT)
    out, _ = proc.communicate(timeout=10)
    assert out.count('(1 of a batch of 3)') == 3


def test_the_same_problem_again_refreshes_another_keeps_its_folder(server):
    port, folder, _ = server
    url = 'https://www.luogu.com.cn/problem/P1219'
    assert post(port, payload('P1219 八皇后', [('6\n', 'old\n')], url))[0] == 200
    assert post(port, payload('P1219 八皇后', [('6\n', 'new\n')], url))[0] == 200
    assert post(port, payload('P1219 八皇后', [('x\n', 'other\n')], 'https://other.org/1'))[0] == 200
    assert sorted(os.listdir(folder)) == ['P1219-八皇后', 'P1219-八皇后-2']
    assert (folder / 'P1219-八皇后' / 'sample-1.out').read_text() == 'new\n'
    assert (folder / 'P1219-八皇后-2' / 'sample-1.out').read_text() == 'other\n'


def _raw(port, data: bytes) -> bytes:
    with socket.create_connection(('127.0.0.1', port), timeout=20) as s:
        s.sendall(data)
        chunks = []
        while True:
            try:
                chunk = s.recv(65536)
            except ConnectionResetError:
                break
            if not chunk:
                break
            chunks.append(chunk)
    return b''.join(chunks)


def test_hostile_requests_are_rejected(server, tmp_path):
    port, folder, proc = server
    before = sorted(p.name for p in tmp_path.iterdir())
    good = payload('A', [('1\n', '1\n')], 'https://x.org/a')
    cases = [
        (payload('../../x', [('1\n', '1\n')], 'https://x.org/1'), {}, 200),     # kept inside
        (payload('../..', [('1\n', '1\n')], 'https://x.org/2'), {}, 400),       # no name left
        (b'{"name": "A", "tests": [', {}, 400),                                  # invalid JSON
        (b'\xff\xfe', {}, 400),
        ([1, 2], {}, 400),
        ({**good, 'tests': 'none'}, {}, 400),
        ({**good, 'tests': [{'input': 3}]}, {}, 400),
        ({**good, 'timeLimit': -5}, {}, 400),
        ({**good, 'url': 'file:///etc/passwd'}, {}, 400),
        (good, {'Host': 'evil.example:80'}, 403),                                # DNS rebinding
        (good, {'Origin': 'https://evil.example'}, 403),                         # a web page
    ]
    for body, headers, want in cases:
        status, text = post(port, body, headers=headers)
        assert status == want, (body, status, text)
    assert post(port, good, method='GET')[0] == 405
    assert post(port, good, method='PUT')[0] == 405
    # 50 MB announced: answered 400 at once, without reading it
    head = (f'POST / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n'
            f'Content-Length: {50 << 20}\r\n\r\n').encode()
    assert _raw(port, head + b'{' * 4096).startswith(b'HTTP/1.0 400')
    assert _raw(port, b'POST / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n').startswith(b'HTTP/1.0 400')
    # a client that sends half a request and stalls does not hold up the others
    with socket.create_connection(('127.0.0.1', port)) as stalled:
        stalled.sendall(head[:20])
        start = time.monotonic()
        assert post(port, good)[0] == 200
        assert time.monotonic() - start < 5
    assert sorted(p.name for p in tmp_path.iterdir()) == before        # nothing outside
    assert sorted(os.listdir(folder)) == ['A', 'x']
    assert proc.poll() is None                                          # still listening
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=10)
    assert 'Traceback' not in err and err.count('rejected') >= 14, err      # and the stalled one


def test_listens_on_localhost_only(server):
    port, _, _ = server
    listening = []
    for line in open('/proc/net/tcp').read().splitlines()[1:]:
        local, state = line.split()[1], line.split()[3]
        if state == '0A' and int(local.split(':')[1], 16) == port:      # LISTEN
            listening.append(local.split(':')[0])
    assert listening == ['0100007F']                                     # 127.0.0.1


def test_port_in_use_is_one_line(server, tmp_path):
    port, _, _ = server
    done = subprocess.run([sys.executable, '-m', 'judge_io', 'listen', '--port', str(port),
                           '--dir', str(tmp_path / 'other')], cwd=ROOT, capture_output=True,
                          text=True, timeout=30)
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1
    assert 'is in use' in done.stderr and 'custom ports' in done.stderr
