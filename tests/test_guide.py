"""The guide (docs/) against the code it teaches: tools/trace.py, tools/make_guide.py.

- the traces embedded in docs/guide.md are tools/trace.py's output, run now;
- the committed pictures and page are what tools/make_guide.py generates now;
- the trace on random small matrices: the solutions a brute force over row subsets
  finds, the first one the template's own program prints, and the lists after a
  full search equal to the built ones;
- the guide's recursive search and the facts its prose states about the lists;
- the HTML page in headless Chromium: it loads, it steps (keys and buttons), and it
  has as many frames as the trace has steps.
"""
import itertools
import json
import os
import random
import re
import select
import shutil
import subprocess
import sys
import time

import pytest

from tests.util import ROOT, solution

TOOLS = ROOT / 'tools'
sys.path.insert(0, str(TOOLS))
import make_guide  # noqa: E402
import trace as tr  # noqa: E402

GUIDE = ROOT / 'docs' / 'guide.md'
PAGE = ROOT / 'docs' / 'trace-knuth6x7.html'
KNUTH = ROOT / 'samples' / 'p4929' / 'knuth6x7.in'
TRACE = [sys.executable, str(TOOLS / 'trace.py')]


def block(name):
    """The text between a guide's markers."""
    text = GUIDE.read_text(encoding='utf-8')
    m = re.search(r'<!-- ' + re.escape(name) + r' begin -->\n(.*?)<!-- ' + re.escape(name)
                  + r' end -->', text, re.S)
    assert m, f'marker {name} missing from docs/guide.md'
    return m.group(1)


def traced_text(block_text):
    """The trace lines of an embedded block (the fence and the command line dropped)."""
    lines = block_text.strip('\n').split('\n')
    assert lines[0] == '```text' and lines[-1] == '```' and lines[1].startswith('$ python3 ')
    return lines[1][len('$ python3 '):], '\n'.join(lines[2:-1]) + '\n'


# ---------------------------------------------------------------- (1) guide = trace

@pytest.mark.parametrize('name', ['trace:knuth6x7', 'trace:knuth6x7-secondary'])
def test_the_guide_embeds_the_traces_own_output(name):
    command, embedded = traced_text(block(name))
    args = command.split()
    assert args[0] == 'tools/trace.py'
    run = subprocess.run(TRACE + args[1:], cwd=ROOT, capture_output=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert run.stdout.decode() == embedded, 'docs/guide.md is stale: run `make guide`'


def test_the_knuth_sample_is_the_guides_matrix_and_its_answer():
    ncols, rows = tr.parse_p4929(KNUTH.read_bytes())
    assert ncols == 7
    assert [''.join('ABCDEFG'[c - 1] for c in r) for r in rows] == \
        ['CEF', 'ADG', 'BCF', 'AD', 'BG', 'DEG']
    assert brute_covers(ncols, rows) == {frozenset({1, 4, 5})}


# ---------------------------------------------------------------- (2) generated files

def test_committed_pictures_page_and_guide_are_what_the_generator_makes():
    stale = [str(p.relative_to(ROOT)) for p, content in make_guide.expected().items()
             if not p.exists() or p.read_text(encoding='utf-8') != content]
    assert not stale, f'stale (run `make guide`): {stale}'


def test_the_page_has_a_frame_and_a_line_per_step_and_svg_writes_one_file_per_step(tmp_path):
    trace = make_guide.knuth()
    page = PAGE.read_text(encoding='utf-8')
    assert page.count('<figure class="frame"') == len(trace.steps)
    assert page.count('<li data-index=') == len(trace.steps)
    assert 'http://' not in page.replace('http://www.w3.org/2000/svg', '')
    assert 'https://' not in page and '<link' not in page and ' src=' not in page
    run = subprocess.run(TRACE + [str(KNUTH), '--all', '--letters', '--svg', str(tmp_path / 'f'),
                                  '--html', str(tmp_path / 'p.html')], capture_output=True,
                         timeout=60)
    assert run.returncode == 0, run.stderr
    assert len(list((tmp_path / 'f').glob('step-*.svg'))) == len(trace.steps) == \
        len(run.stdout.decode().splitlines())
    assert (tmp_path / 'p.html').read_text(encoding='utf-8').count('<figure class="frame"') == \
        len(trace.steps)


# ---------------------------------------------------------------- (3) the trace is the template's run

def brute_covers(ncols, rows, nprimary=None):
    """Every exact cover (primary once, secondary at most once), as 1-based row sets.

    Rows without a primary column are never chosen (as Knuth's programs drop them): the
    search reaches a row only through a primary column it branches on.
    """
    nprimary = ncols if nprimary is None else nprimary
    found = set()
    usable = [i for i, r in enumerate(rows) if any(c <= nprimary for c in r)]
    for k in range(len(usable) + 1):
        for pick in itertools.combinations(usable, k):
            count = [0] * (ncols + 1)
            for i in pick:
                for c in rows[i]:
                    count[c] += 1
            if all(count[c] == 1 for c in range(1, nprimary + 1)) and \
                    all(count[c] <= 1 for c in range(nprimary + 1, ncols + 1)):
                found.add(frozenset(i + 1 for i in pick))
    return found


def random_matrix(rng):
    n, m = rng.randint(0, 8), rng.randint(0, 7)
    p = rng.choice((0.2, 0.35, 0.5))
    rows = [[c for c in range(1, m + 1) if rng.random() < p] for _ in range(n)]
    if n and m and rng.random() < 0.5:          # plant a cover
        cols = list(range(1, m + 1))
        rng.shuffle(cols)
        k = rng.randint(1, min(n, m))
        cuts = [0] + sorted(rng.sample(range(1, m), k - 1)) + [m]
        for r, lo, hi in zip(rng.sample(range(n), k), cuts, cuts[1:]):
            rows[r] = sorted(cols[lo:hi])
    return m, rows


def ring(lists):
    R = lists[1]
    out, x = [], R[0]
    while x:
        out.append(x)
        x = R[x]
    return out


def test_trace_on_random_matrices_against_brute_force_and_restoration():
    rng = random.Random(11)
    for _ in range(400):
        ncols, rows = random_matrix(rng)
        nprimary = ncols if rng.random() < 0.6 else rng.randint(0, ncols)
        t = tr.Trace(ncols, rows, nprimary, all_solutions=True)
        got = [frozenset(s) for s in t.solutions]
        assert len(got) == len(set(got)), (ncols, rows, nprimary)
        assert set(got) == brute_covers(ncols, rows, nprimary), (ncols, rows, nprimary)
        assert t.steps[-1].kind == 'done' and t.restored is True
        assert t.steps[-1].lists == t.built
        assert t.steps[-1].text.endswith('the links equal the built ones: yes')
        for step in t.steps:                    # the events agree with the lists
            on_ring = set(ring(step.lists))
            for c in range(1, nprimary + 1):
                assert (c in step.covered) == (c not in on_ring), (ncols, rows, step.line())
        depth = 0
        for step in t.steps:                    # levels move one at a time
            assert abs(step.level - depth) <= 1, step.line()
            depth = step.level


def test_first_solution_is_what_the_template_program_prints():
    rng = random.Random(5)
    for _ in range(40):
        ncols, rows = random_matrix(rng)
        if not ncols:
            continue
        text = f'{len(rows)} {ncols}\n' + ''.join(
            ' '.join('1' if c in r else '0' for c in range(1, ncols + 1)) + '\n' for r in rows)
        program = subprocess.run([sys.executable, str(solution('template'))], input=text.encode(),
                                 capture_output=True, timeout=60).stdout.decode().strip()
        t = tr.Trace(ncols, rows)
        if t.solutions:
            assert program == ' '.join(map(str, t.solutions[0]))
            assert t.steps[-1].kind == 'stop'
        else:
            assert program == 'No Solution!'


def test_uncover_in_reverse_restores_exactly():
    t = tr.load_template()
    rng = random.Random(3)
    for _ in range(500):
        ncols, rows = random_matrix(rng)
        if not ncols:
            continue
        M = t.build(ncols, rows)
        before = [list(v) for v in M]
        cols = rng.sample(range(1, ncols + 1), rng.randint(1, ncols))
        for c in cols:
            t.cover(M, c)
        for c in reversed(cols):
            t.uncover(M, c)
        assert [list(v) for v in M] == before


def test_the_recursive_search_in_the_guide_finds_every_cover():
    code = block('example:search-recursive')
    code = code.strip('\n').removeprefix('```python\n').removesuffix('```')
    t = tr.load_template()
    space = {'cover': t.cover, 'uncover': t.uncover}
    exec(compile(code, 'docs/guide.md', 'exec'), space)
    rng = random.Random(7)
    for _ in range(200):
        ncols, rows = random_matrix(rng)
        nprimary = rng.randint(0, ncols)
        M = t.build(ncols, rows, nprimary)
        out = []
        space['search_recursive'](M, [], out)
        got = [frozenset(M[5][x] + 1 for x in s) for s in out]
        assert set(got) == brute_covers(ncols, rows, nprimary) and len(got) == len(set(got))
        N = t.build(ncols, rows, nprimary)
        assert [list(s) for s in t.search(N)] == out     # the same order as the template


def test_the_facts_the_guides_prose_states():
    t = tr.load_template()
    ncols, rows = tr.parse_p4929(KNUTH.read_bytes())
    L, R, U, D, C, ROW, S = M = t.build(ncols, rows)
    assert (R[0], R[7], D[1], D[11], D[17], R[11], R[12], R[13]) == (1, 0, 11, 17, 1, 12, 13, 11)
    t.cover(M, 1)
    assert R[0] == 2
    assert make_guide.column_walk(M, 4) == [21] and S[4] == 1
    assert make_guide.column_walk(M, 7) == [20, 23] and S[7] == 2
    assert make_guide.column_walk(M, 1) == [11, 17]
    steps = make_guide.knuth().steps
    assert [s.index for s in steps if s.kind == 'choose' and s.lists[4][s.column] == 1] == [3, 11, 13]
    assert [(s.index, s.kind) for s in steps[5:10]] == [
        (5, 'choose'), (6, 'backtrack'), (7, 'undo'), (8, 'backtrack'), (9, 'undo')]
    assert steps[15].kind == 'solution' and steps[15].solution == [4, 1, 5]
    assert len(steps) == 23


def test_the_guides_links_point_at_files_that_exist():
    own = ['guide.md', 'models.md', 'exercises.md', 'README.md']
    others = {'repeated-cover.md', 'p4205.md', 'sp1110.md', 'p1074.md', 'dlx-format.md'}
    for name in own:
        text = (ROOT / 'docs' / name).read_text(encoding='utf-8')
        for target in re.findall(r'\]\(([^)#]+)(?:#[^)]*)?\)', text):
            if target.startswith('http'):
                continue
            if target in others:               # chapters written on other branches
                continue
            assert (ROOT / 'docs' / target).resolve().exists(), f'{name}: {target}'


# ---------------------------------------------------------------- the command line

@pytest.mark.parametrize('stdin, args, status', [
    (b'2 2\n1 0\n', [], 1),
    (b'1 2\n1 x\n', [], 1),
    (b'', [], 1),
    (b'1 1\n1\n', ['--primary', '5'], 2),
    (b'1 1\n1\n', ['--nope'], 2),
    (b'1 1\n1\n', ['--template', '/nonexistent/x.py'], 2),
])
def test_bad_input_or_usage_is_one_line_and_a_status(stdin, args, status):
    run = subprocess.run(TRACE + args, input=stdin, capture_output=True, timeout=60)
    assert run.returncode == status
    assert run.stderr.decode().count('\n') == 1 and b'Traceback' not in run.stderr


# ---------------------------------------------------------------- (4) the page in Chromium

CHROMIUM = shutil.which('chromium') or shutil.which('chromium-browser')
FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
         '--disable-component-update', '--disable-sync', '--no-first-run']
needs_chromium = pytest.mark.skipif(CHROMIUM is None, reason='Chromium is not installed '
                                    '(Debian: apt-get install chromium): the page was not '
                                    'tested in a browser')


def dump_dom(url, profile):
    run = subprocess.run([CHROMIUM, *FLAGS, f'--user-data-dir={profile}', '--dump-dom', url],
                         capture_output=True, timeout=120)
    assert run.returncode == 0, run.stderr.decode()[-2000:]
    return run.stdout.decode()


def shown(dom):
    """(frame, frames, the indices of the frames not hidden, the position text)."""
    body = re.search(r'<body data-frame="(\d+)" data-frames="(\d+)"', dom)
    visible = re.findall(r'<figure class="frame" data-index="(\d+)">', dom)
    pos = re.search(r'<span id="pos">([^<]*)</span>', dom)
    return int(body.group(1)), int(body.group(2)), [int(v) for v in visible], pos.group(1)


@needs_chromium
@pytest.mark.parametrize('fragment, expect', [
    ('', 0),
    ('#keys=rrrrrl', 4),                       # 5 forward, 1 back
    ('#keys=rrNNP', 3),                        # keys, then the buttons
    ('#keys=l', 0),                            # cannot go before the first
    ('#keys=e', 'last'),
    ('#keys=er', 'last'),                      # nor past the last
    ('#keys=rrrhr', 1),
    ('#step=15&keys=r', 16),
])
def test_the_page_loads_and_steps_in_chromium(tmp_path, fragment, expect):
    steps = len(make_guide.knuth().steps)
    dom = dump_dom(PAGE.as_uri() + fragment, tmp_path / 'profile')
    frame, frames, visible, pos = shown(dom)
    want = steps - 1 if expect == 'last' else expect
    assert frames == steps == dom.count('<figure class="frame"')
    assert frame == want and visible == [want]
    assert pos == f'step {want} of {steps - 1}'
    assert f'class="current">{tr._esc(make_guide.knuth().steps[want].line())}</li>' in dom


class DevTools:
    """Chromium over --remote-debugging-pipe: real key events through the browser's input."""

    def __init__(self, profile):
        r1, self.w = os.pipe()
        self.r, w2 = os.pipe()

        def fds():                              # the pipe's ends become the child's 3 and 4
            a, b = os.dup(r1), os.dup(w2)
            os.dup2(a, 3)
            os.dup2(b, 4)
        self.proc = subprocess.Popen([CHROMIUM, *FLAGS, f'--user-data-dir={profile}',
                                      '--remote-debugging-pipe', 'about:blank'],
                                     preexec_fn=fds, close_fds=False,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(r1)
        os.close(w2)
        self.buf, self.n, self.session = b'', 0, None

    def call(self, method, params=None, timeout=30):
        self.n += 1
        msg = {'id': self.n, 'method': method, 'params': params or {}}
        if self.session:
            msg['sessionId'] = self.session
        os.write(self.w, json.dumps(msg).encode() + b'\0')
        deadline = time.monotonic() + timeout
        while True:
            while b'\0' not in self.buf:
                left = deadline - time.monotonic()
                if left <= 0 or not select.select([self.r], [], [], left)[0]:
                    raise TimeoutError(f'no answer to {method}')
                chunk = os.read(self.r, 1 << 16)
                if not chunk:
                    raise RuntimeError('Chromium closed the pipe')
                self.buf += chunk
            raw, self.buf = self.buf.split(b'\0', 1)
            reply = json.loads(raw)
            if reply.get('id') == self.n:
                if 'error' in reply:
                    raise RuntimeError(f'{method}: {reply["error"]}')
                return reply.get('result', {})

    def open(self, url):
        targets = self.call('Target.getTargets')['targetInfos']
        page = next(t for t in targets if t['type'] == 'page')
        self.session = self.call('Target.attachToTarget', {'targetId': page['targetId'],
                                                           'flatten': True})['sessionId']
        self.call('Page.navigate', {'url': url})
        for _ in range(400):
            if self.eval('document.readyState + " " + location.href') == f'complete {url}':
                return
            time.sleep(0.05)
        raise TimeoutError(f'{url} did not load')

    def eval(self, expression):
        return self.call('Runtime.evaluate', {'expression': expression,
                                              'returnByValue': True})['result'].get('value')

    def key(self, name):
        code = {'ArrowRight': 39, 'ArrowLeft': 37, 'Home': 36, 'End': 35}[name]
        for kind in ('keyDown', 'keyUp'):
            self.call('Input.dispatchKeyEvent', {'type': kind, 'key': name, 'code': name,
                                                 'windowsVirtualKeyCode': code})

    def close(self):
        try:
            self.session = None
            self.call('Browser.close', timeout=10)
        except (RuntimeError, TimeoutError, OSError):
            pass
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        os.close(self.w)
        os.close(self.r)


@needs_chromium
def test_the_page_steps_with_real_key_presses_in_chromium(tmp_path):
    steps = len(make_guide.knuth().steps)
    browser = DevTools(tmp_path / 'profile')
    try:
        browser.open(PAGE.as_uri())
        state = ('[document.body.dataset.frame, document.body.dataset.frames, '
                 'document.querySelectorAll("figure.frame:not([hidden])").length, '
                 'document.querySelector("figure.frame:not([hidden])").dataset.index]')
        assert browser.eval(state) == ['0', str(steps), 1, '0']
        for _ in range(3):
            browser.key('ArrowRight')
        browser.key('ArrowLeft')
        assert browser.eval(state) == ['2', str(steps), 1, '2']
        browser.key('End')
        assert browser.eval(state) == [str(steps - 1), str(steps), 1, str(steps - 1)]
        browser.key('ArrowRight')
        assert browser.eval(state)[0] == str(steps - 1)
        browser.key('Home')
        assert browser.eval(state)[0] == '0'
        assert browser.eval('document.getElementById("now").textContent') == \
            make_guide.knuth().steps[0].line()
    finally:
        browser.close()


def test_the_scan_quoted_in_the_guide_is_the_templates():
    text = GUIDE.read_text(encoding='utf-8')
    section = text[text.index('## 5. The fewest-rows rule'):text.index('## 6. ')]
    quoted = re.search(r'```python\n(.*?)```', section, re.S).group(1)
    lines = [line.strip() for line in quoted.splitlines() if line.strip()]
    source = [line.strip() for line in
              make_guide.template_source('search').splitlines() if line.strip()]
    start = source.index(lines[0])
    assert source[start:start + len(lines)] == lines


def test_tracing_a_copy_that_differs_is_one_line_and_status_1(tmp_path):
    renamed = tmp_path / 'renamed.py'
    renamed.write_text(solution('template').read_text().replace('chosen', 'stack'))
    broken = tmp_path / 'broken.py'
    broken.write_text('def build(*a):\n    return 1 / 0\n\n\ncover = uncover = search = build\n')
    for copy in (renamed, broken):
        run = subprocess.run(TRACE + [str(KNUTH), '--template', str(copy)], capture_output=True,
                             timeout=60)
        assert run.returncode == 1
        assert run.stderr.decode().count('\n') == 1 and b'Traceback' not in run.stderr
