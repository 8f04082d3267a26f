"""The guide (docs/, and its Chinese edition docs/zh/) against the code it teaches:
tools/trace.py, tools/make_guide.py.

- the traces embedded in docs/guide.md and docs/zh/guide.md are tools/trace.py's output,
  run now (in English and with --lang zh);
- the committed pictures, pages and guides are what tools/make_guide.py generates now,
  in both editions;
- the trace on random small matrices: the solutions a brute force over row subsets
  finds, the first one the template's own program prints, and the lists after a
  full search equal to the built ones;
- the guide's recursive search and the facts its prose states about the lists;
- the HTML page in headless Chromium, both editions: it loads, it steps (keys and
  buttons), it has as many frames as the trace has steps, and the Chinese page shows
  Chinese controls and steps;
- the two editions side by side: every docs/*.md page has its docs/zh/ twin, with as
  many code blocks and the same pictures; every link of every page resolves (anchors
  too); the Chinese pages are mostly Chinese prose;
- the measured tables (docs/measured/*.json, rendered into both guides): the small inputs
  re-run now give the same nodes, answers and restoration.
"""
import itertools
import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.browser import CHROMIUM, DevTools, needs_chromium
from tests.util import ROOT, solution

TOOLS = ROOT / 'tools'
sys.path.insert(0, str(TOOLS))
import make_guide  # noqa: E402
import trace as tr  # noqa: E402

DOCS = ROOT / 'docs'
ZH = DOCS / 'zh'
GUIDE = DOCS / 'guide.md'
PAGE = DOCS / 'trace-knuth6x7.html'
GUIDES = {'en': GUIDE, 'zh': ZH / 'guide.md'}
PAGES = {'en': PAGE, 'zh': ZH / 'trace-knuth6x7.html'}
KNUTH = ROOT / 'samples' / 'p4929' / 'knuth6x7.in'
TRACE = [sys.executable, str(TOOLS / 'trace.py')]


def block(name, lang='en'):
    """The text between a guide's markers."""
    text = GUIDES[lang].read_text(encoding='utf-8')
    m = re.search(r'<!-- ' + re.escape(name) + r' begin -->\n(.*?)<!-- ' + re.escape(name)
                  + r' end -->', text, re.S)
    assert m, f'marker {name} missing from {GUIDES[lang].relative_to(ROOT)}'
    return m.group(1)


def traced_text(block_text):
    """The trace lines of an embedded block (the fence and the command line dropped)."""
    lines = block_text.strip('\n').split('\n')
    assert lines[0] == '```text' and lines[-1] == '```' and lines[1].startswith('$ python3 ')
    return lines[1][len('$ python3 '):], '\n'.join(lines[2:-1]) + '\n'


# ---------------------------------------------------------------- (1) guide = trace

@pytest.mark.parametrize('lang', ['en', 'zh'])
@pytest.mark.parametrize('name', ['trace:knuth6x7', 'trace:knuth6x7-secondary'])
def test_the_guide_embeds_the_traces_own_output(name, lang):
    command, embedded = traced_text(block(name, lang))
    args = command.split()
    assert args[0] == 'tools/trace.py'
    assert ('--lang' in args) == (lang != 'en')
    run = subprocess.run(TRACE + args[1:], cwd=ROOT, capture_output=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert run.stdout.decode('utf-8') == embedded, \
        f'{GUIDES[lang].relative_to(ROOT)} is stale: run `make guide`'


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


@pytest.mark.parametrize('lang', ['en', 'zh'])
def test_the_page_has_a_frame_and_a_line_per_step_and_svg_writes_one_file_per_step(tmp_path, lang):
    trace = make_guide.knuth(lang=lang)
    page = PAGES[lang].read_text(encoding='utf-8')
    assert page.count('<figure class="frame"') == len(trace.steps)
    assert page.count('<li data-index=') == len(trace.steps)
    assert 'http://' not in page.replace('http://www.w3.org/2000/svg', '')
    assert 'https://' not in page and '<link' not in page and ' src=' not in page
    run = subprocess.run(TRACE + [str(KNUTH), '--all', '--letters', '--svg', str(tmp_path / 'f'),
                                  '--html', str(tmp_path / 'p.html'), '--lang', lang],
                         capture_output=True, timeout=60)
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


@pytest.mark.parametrize('lang', ['en', 'zh'])
def test_the_recursive_search_in_the_guide_finds_every_cover(lang):
    code = block('example:search-recursive', lang)
    code = code.strip('\n').removeprefix('```python\n').removesuffix('```')
    t = tr.load_template()
    space = {'cover': t.cover, 'uncover': t.uncover}
    exec(compile(code, str(GUIDES[lang].relative_to(ROOT)), 'exec'), space)
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


def slug(heading):
    """A heading's anchor as GitHub makes it: lower case, inline markup and punctuation
    dropped (CJK characters are word characters and stay), spaces made hyphens."""
    text = re.sub(r'\[([^\]]*)\]\([^)]*\)', r'\1', heading)
    text = text.replace('`', '').replace('*', '').strip().lower()
    return re.sub(r'[^\w\- ]', '', text).replace(' ', '-')


def anchors(path):
    text = re.sub(r'```.*?```', '', path.read_text(encoding='utf-8'), flags=re.S)
    return {slug(m) for m in re.findall(r'^#+ (.*)$', text, re.M)}


def pages():
    return sorted(DOCS.glob('*.md')) + sorted(ZH.glob('*.md'))


def test_every_link_of_every_page_resolves_anchors_too():
    """Markdown links of both READMEs, docs/*.md and docs/zh/*.md: the file exists, and an
    anchor names a heading of the page it points at. Every bad link is reported at once."""
    bad = []
    for page in list(READMES.values()) + pages():
        text = re.sub(r'```.*?```', '', page.read_text(encoding='utf-8'), flags=re.S)
        for target in re.findall(r'\]\(([^)\s]+)\)', text):
            if target.startswith(('http://', 'https://', 'mailto:')):
                continue
            path, _, anchor = target.partition('#')
            where = (page.parent / path).resolve() if path else page
            if not where.exists():
                bad.append(f'{page.relative_to(ROOT)}: {target} (no such file)')
            elif anchor and where.suffix == '.md' and anchor not in anchors(where):
                bad.append(f'{page.relative_to(ROOT)}: {target} (no such heading)')
    assert not bad, 'links that do not resolve:\n' + '\n'.join(bad)


# ---------------------------------------------------------------- the two editions

ZH_ONLY = {'glossary.md', 'multi.md'}      # pages the Chinese edition has of its own
CJK = re.compile(r'[\u3400-\u9fff\uf900-\ufaff]')


def code_blocks(text):
    return re.findall(r'^ *```', text, re.M)


def headings(text):
    """How many headings of each level a page has (code blocks left out)."""
    text = re.sub(r'```.*?```', '', text, flags=re.S)
    return [len(re.findall(r'^' + '#' * level + r' ', text, re.M)) for level in range(1, 5)]


def pictures(page):
    """The pictures a page shows, in order: (file name, resolves?)."""
    text = page.read_text(encoding='utf-8')
    return [(Path(src).name, (page.parent / src).resolve().exists())
            for src in re.findall(r'!\[[^\]]*\]\(([^)\s]+)\)', text)]


def prose(text):
    """What a reader reads as prose: code, markers, inline code and link targets removed."""
    text = re.sub(r'```.*?```', '', text, flags=re.S)
    text = re.sub(r'<!--.*?-->', '', text, flags=re.S)
    text = re.sub(r'`[^`\n]*`', '', text)
    text = re.sub(r'\]\([^)]*\)', ']', text)
    return re.sub(r'^    .*$', '', text, flags=re.M)


def cjk_share(text):
    """CJK characters among CJK characters and Latin letters of the prose."""
    text = prose(text)
    cjk, latin = len(CJK.findall(text)), len(re.findall(r'[A-Za-z]', text))
    return cjk / max(1, cjk + latin)


def test_every_english_page_has_its_chinese_twin():
    """One message listing every docs/*.md page without docs/zh/NAME (write the twin:
    same file name, the same code blocks and pictures, the prose in Chinese)."""
    missing = [p.name for p in sorted(DOCS.glob('*.md')) if not (ZH / p.name).exists()]
    assert not missing, ('English pages without a Chinese twin in docs/zh/: '
                         + ', '.join(missing))


def test_the_twins_have_the_same_code_blocks_and_pictures():
    """And the same headings, level by level: a section added to an English page shows."""
    differ = []
    for en in sorted(DOCS.glob('*.md')):
        zh = ZH / en.name
        if not zh.exists():
            continue                    # reported by the test above
        a, b = code_blocks(en.read_text(encoding='utf-8')), code_blocks(zh.read_text(encoding='utf-8'))
        if len(a) != len(b):
            differ.append(f'{en.name}: {len(a) // 2} code blocks in English, {len(b) // 2} in Chinese')
        ha, hb = headings(en.read_text(encoding='utf-8')), headings(zh.read_text(encoding='utf-8'))
        if ha != hb:
            differ.append(f'{en.name}: headings by level {ha} in English, {hb} in Chinese (a section missing?)')
        pa, pb = pictures(en), pictures(zh)
        if [n for n, _ in pa] != [n for n, _ in pb]:
            differ.append(f'{en.name}: pictures {[n for n, _ in pa]} vs {[n for n, _ in pb]}')
        for page, found in ((en, pa), (zh, pb)):
            differ += [f'{page.relative_to(ROOT)}: picture {n} not found' for n, ok in found if not ok]
    assert not differ, '\n'.join(differ)


def test_the_chinese_pages_are_mostly_chinese_prose():
    """At least 60% of a twin's prose letters are CJK characters (40% for the glossary and
    the judge table, which pair every Chinese term with an English name or an ID)."""
    low = []
    for page in sorted(ZH.glob('*.md')):
        share = cjk_share(page.read_text(encoding='utf-8'))
        floor = 0.35 if page.name in ZH_ONLY else 0.6
        if share < floor:
            low.append(f'{page.name}: {share:.0%} CJK (at least {floor:.0%})')
    assert not low, '\n'.join(low)
    assert cjk_share((DOCS / 'guide.md').read_text(encoding='utf-8')) < 0.05   # the measure works


def test_each_chinese_guide_picture_speaks_chinese_and_shows_the_same_lists():
    """The Chinese pictures are the English ones with the words translated: the same
    boxes and links (every element but the text), Chinese captions and legend."""
    for name in make_guide.pick(make_guide.knuth()):
        en = (DOCS / 'img' / name).read_text(encoding='utf-8')
        zh = (ZH / 'img' / name).read_text(encoding='utf-8')
        shape = lambda svg: re.findall(r'<(?:rect|line|path)[^>]*>', svg)  # noqa: E731
        assert shape(en) == shape(zh), name
        assert CJK.search(zh) and not CJK.search(en), name


# ---------------------------------------------------------------- the command line

@pytest.mark.parametrize('tool, args', [('undo_order.py', ['--only', 'nope']),
                                        ('undo_order.py', ['--repeat', '0']),
                                        ('branch_rule.py', ['--budget', '-1']),
                                        ('branch_rule.py', ['--frob'])])
def test_the_measuring_tools_bad_usage_is_one_line_and_status_2(tool, args):
    run = subprocess.run([sys.executable, str(TOOLS / tool), *args], capture_output=True,
                         timeout=60)
    assert run.returncode == 2 and run.stdout == b''
    assert run.stderr.decode().count('\n') == 1 and b'Traceback' not in run.stderr


@pytest.mark.parametrize('stdin, args, status', [
    (b'2 2\n1 0\n', [], 1),
    (b'1 2\n1 x\n', [], 1),
    (b'', [], 1),
    (b'1 1\n1\n', ['--primary', '5'], 2),
    (b'1 1\n1\n', ['--nope'], 2),
    (b'1 1\n1\n', ['--template', '/nonexistent/x.py'], 2),
    (b'1 1\n1\n', ['--lang', 'fr'], 2),
])
def test_bad_input_or_usage_is_one_line_and_a_status(stdin, args, status):
    run = subprocess.run(TRACE + args, input=stdin, capture_output=True, timeout=60)
    assert run.returncode == status
    assert run.stderr.decode().count('\n') == 1 and b'Traceback' not in run.stderr


# ---------------------------------------------------------------- (4) the page in Chromium

# one Chromium for the module's page tests (a browser's start costs more than a page): the
# tests that share it run in one pytest-xdist worker
in_one_browser = pytest.mark.xdist_group('guide-chromium')


@pytest.fixture(scope='module')
def chromium(tmp_path_factory):
    if CHROMIUM is None:
        pytest.skip(needs_chromium.kwargs['reason'])
    browser = DevTools(tmp_path_factory.mktemp('chromium'))
    try:
        browser.attach()
        yield browser
    finally:
        browser.close()


def dump_dom(browser, url):
    """The page's DOM once loaded afresh, as `chromium --dump-dom` prints it (the root
    element's outerHTML)."""
    browser.load_afresh(url)
    return browser.eval('document.documentElement.outerHTML')


def shown(dom):
    """(frame, frames, the indices of the frames not hidden, the position text)."""
    body = re.search(r'<body data-frame="(\d+)" data-frames="(\d+)"', dom)
    visible = re.findall(r'<figure class="frame" data-index="(\d+)">', dom)
    pos = re.search(r'<span id="pos">([^<]*)</span>', dom)
    return int(body.group(1)), int(body.group(2)), [int(v) for v in visible], pos.group(1)


@pytest.mark.slow
@needs_chromium
@in_one_browser
@pytest.mark.parametrize('lang', ['en', 'zh'])
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
def test_the_page_loads_and_steps_in_chromium(chromium, fragment, expect, lang):
    trace = make_guide.knuth(lang=lang)
    steps = len(trace.steps)
    dom = dump_dom(chromium, PAGES[lang].as_uri() + fragment)
    frame, frames, visible, pos = shown(dom)
    want = steps - 1 if expect == 'last' else expect
    assert frames == steps == dom.count('<figure class="frame"')
    assert frame == want and visible == [want]
    assert pos == tr.phrase(lang, 'position', k=want, n=steps - 1)
    assert f'class="current">{tr._esc(trace.steps[want].line())}</li>' in dom
    assert f'<div id="now">{tr._esc(trace.steps[want].line())}</div>' in dom


@pytest.mark.slow
@needs_chromium
@in_one_browser
def test_the_chinese_page_shows_chinese_controls_in_chromium(chromium):
    dom = dump_dom(chromium, PAGES['zh'].as_uri() + '#keys=rr')
    assert '<html lang="zh-CN">' in dom
    assert re.search(r'<span id="pos">第 2 步 / 共 22 步</span>', dom)
    for word in ('&lt; 后退', '前进 &gt;', '按键：', '开头', '结尾'):
        assert word in dom, word
    assert '<div id="now">  2  第 0 层：试第 2 行 [A D G]，覆盖 D G</div>' in dom
    for english in ('forward', 'back<', 'step 2 of'):
        assert english not in dom, english


@pytest.mark.slow
@needs_chromium
@in_one_browser
@pytest.mark.parametrize('lang', ['en', 'zh'])
def test_the_page_steps_with_real_key_presses_in_chromium(chromium, lang):
    trace = make_guide.knuth(lang=lang)
    steps = len(trace.steps)
    browser = chromium
    browser.load_afresh(PAGES[lang].as_uri())
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
        trace.steps[0].line()
    assert browser.eval('document.getElementById("pos").textContent') == \
        tr.phrase(lang, 'position', k=0, n=steps - 1)


@pytest.mark.parametrize('lang', ['en', 'zh'])
def test_the_scan_quoted_in_the_guide_is_the_templates(lang):
    text = GUIDES[lang].read_text(encoding='utf-8')
    section = text[text.index('## 5. '):text.index('## 6. ')]
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


# ---------------------------------------------------------------- the measured tables

import branch_rule  # noqa: E402
import undo_order  # noqa: E402


def deterministic(result):
    """A run's result without its time (everything else must repeat exactly)."""
    return {k: v for k, v in result.items() if k != 'seconds'}


@pytest.mark.parametrize('tool', [undo_order, branch_rule], ids=['undo-order', 'branch-rule'])
def test_the_measured_table_reruns_on_the_small_inputs_and_is_rendered_fresh(tool):
    """The tool re-run now on its small inputs gives what the committed JSON records (nodes,
    stop reason, restoration, answers), and both guides hold the JSON's rendering."""
    stored = json.loads(tool.RESULT.read_text(encoding='utf-8'))
    assert set(tool.SMALL) <= set(stored['inputs']), 'run the tool with --write on every input'
    now = tool.result(tool.SMALL, repeat=1)
    for name in tool.SMALL:
        for variant, result in now['inputs'][name]['variants'].items():
            assert deterministic(result) == deterministic(stored['inputs'][name]['variants'][variant]), \
                (name, variant)
    marker = 'measured:' + tool.RESULT.stem
    render = getattr(make_guide, tool.TABLE)
    for lang in ('en', 'zh'):
        assert block(marker, lang) == render(stored, lang) + '\n', f'{lang}: run `make guide`'


def test_the_undo_order_table_says_what_the_guide_says():
    """The guide's reading of the table (7.1) holds for the committed measurement."""
    stored = json.loads(undo_order.RESULT.read_text(encoding='utf-8'))['inputs']
    for name, entry in stored.items():
        v = entry['variants']
        assert v['template']['differ'] == [] and v['template']['stopped'] is None
        assert deterministic(v['within-same']) == deterministic(v['template']), name
        assert v['between-same']['differ'] and v['both-same']['differ'], name   # S at least
    p1074 = stored['p1074-312738']['variants']
    assert p1074['between-same']['stopped'] is None
    assert p1074['between-same']['best'] == p1074['template']['best'] == 2869
    assert 10 < p1074['between-same']['nodes'] / p1074['template']['nodes'] < 12   # "about eleven"
    runaway = stored['p4929-rand200-22']['variants']
    assert runaway['between-same']['stopped'] == 'depth'
    assert runaway['both-same']['stopped'] in ('budget', 'depth', 'loop')


def test_the_multi_page_names_every_judge_the_catalogue_knows():
    """docs/zh/multi.md lists every judge ID of every samples/*/.problem.json, with the
    language the catalogue names for it."""
    page = (ZH / 'multi.md').read_text(encoding='utf-8')
    missing = []
    for path in sorted((ROOT / 'samples').glob('*/.problem.json')):
        for judge in json.loads(path.read_text(encoding='utf-8')).get('judges', []):
            name = '洛谷' if judge['name'] == 'Luogu' else judge['name']
            if f'{name} {judge["id"]}' not in page:
                missing.append(f'{path.parent.name}: {name} {judge["id"]}')
            language = judge.get('language')
            if language and name == '洛谷' and f'`{language}`' not in page:
                missing.append(f'{path.parent.name}: language {language}')
    assert not missing, 'docs/zh/multi.md does not name: ' + ', '.join(missing)


def test_the_multi_page_names_every_file_and_kit_id_and_nothing_is_coming():
    """docs/zh/multi.md: every solution file, every kit ID (its folder and its aliases), and
    no row left 'coming' (即将加入) now that every file has landed."""
    page = (ZH / 'multi.md').read_text(encoding='utf-8')
    missing = [f'{p.name}' for p in sorted((ROOT / 'solutions').glob('*.py')) if f'`{p.name}`' not in page]
    for path in sorted((ROOT / 'samples').glob('*/.problem.json')):
        ids = [path.parent.name] + json.loads(path.read_text(encoding='utf-8')).get('aliases', [])
        missing += [f'ID {i}' for i in ids if f'`{i}`' not in page]
    assert not missing, 'docs/zh/multi.md does not name: ' + ', '.join(missing)
    assert '即将' not in page


def test_the_glossary_names_every_delta_and_the_judges_terms():
    """docs/zh/glossary.md: every delta of tests/test_core.py's vocabulary, and the judge's
    terms the README uses."""
    from tests.test_core import DELTAS
    page = (ZH / 'glossary.md').read_text(encoding='utf-8')
    missing = [d for d in DELTAS if f'`{d}`' not in page]
    missing += [t for t in ('交互题', '交互器', '子任务', '部分分', '沙箱', '特判', '对拍', '多测清空',
                            'interactor', 'subtask', 'checker', 'sandbox') if t not in page]
    assert not missing, 'docs/zh/glossary.md lacks: ' + ', '.join(missing)


# ---------------------------------------------------------------- README and README.zh-CN

READMES = {'en': ROOT / 'README.md', 'zh': ROOT / 'README.zh-CN.md'}


def test_the_two_readmes_link_each_other_first_and_say_where_the_judge_runs():
    """Each README links the other in its first lines and says plainly that the judge runs
    on Linux (WSL on Windows) while the solutions run anywhere."""
    en = READMES['en'].read_text(encoding='utf-8')
    zh = READMES['zh'].read_text(encoding='utf-8')
    assert '](README.zh-CN.md)' in '\n'.join(en.splitlines()[:5])
    assert '](README.md)' in '\n'.join(zh.splitlines()[:5])
    intro_en, intro_zh = en[:en.index('\n## ')], zh[:zh.index('\n## ')]
    assert 'runs on Linux' in intro_en and 'WSL' in intro_en and 'solutions run anywhere' in intro_en
    assert '只在 Linux 上运行' in intro_zh and 'WSL' in intro_zh and '在任何' in intro_zh


FENCE = re.compile(r'^ *```[a-z]*\n(.*?)^ *```', re.M | re.S)


def commands(text):
    """The code of each block of a page, comments dropped."""
    return [[re.sub(r'(^|\s+)#.*$', '', line).rstrip() for line in body.splitlines()]
            for body in FENCE.findall(text)]


def test_the_chinese_readme_is_the_whole_readme():
    """README.zh-CN.md: the same code blocks (commands and code identical), a section for
    each of the English one's, the judges' language names, mostly Chinese prose."""
    en = READMES['en'].read_text(encoding='utf-8')
    zh = READMES['zh'].read_text(encoding='utf-8')
    assert commands(zh) == commands(en)
    assert len(re.findall(r'^#+ ', zh, re.M)) == len(re.findall(r'^#+ ', en, re.M))
    for needle in ('`Python 3`', '`PyPy 3`', 'docs/zh/judge.md', 'docs/zh/README.md'):
        assert needle in zh, needle
    assert cjk_share(zh) >= 0.6


@pytest.mark.parametrize('lang', ['en', 'zh'])
def test_the_readmes_are_front_doors(lang):
    """About 150 lines: what the kit is, the two commands, one example per user, the table,
    links to the manuals (the judge's manual lives in docs/judge.md, not here)."""
    text = READMES[lang].read_text(encoding='utf-8')
    assert len(text.splitlines()) <= 150, f'{READMES[lang].name}: {len(text.splitlines())} lines'
    for needle in ('make judge', 'make test', '<!-- bench:table begin -->', 'judge.md', 'dlx-format.md',
                   'ladders.md'):
        assert needle in text, needle


def test_the_chinese_judge_manual_is_the_whole_manual():
    """docs/zh/judge.md: the same code blocks as docs/judge.md (commands identical), the
    verdict table's codes in the judge's order, the same exit-status rows, the judge's
    Chinese terms."""
    en = (DOCS / 'judge.md').read_text(encoding='utf-8')
    zh = (ZH / 'judge.md').read_text(encoding='utf-8')
    assert commands(zh) == commands(en)
    from judge_io.verdicts import VERDICTS
    table = zh[zh.index('| 结果 | 何时给出 |'):]
    assert re.findall(r'^\| ([A-Z]+) \|', table.split('\n\n')[0], re.M) == [v.code for v in VERDICTS]
    for command in ('test', 'stress', 'gen-answers', 'listen', 'list'):
        assert f'| `{command}` |' in zh and f'| `{command}` |' in en
    for needle in ('--interactor', 'config.yml', 'gen-answers', 'listen', '沙箱', '交互题', '子任务', '部分分'):
        assert needle in zh, needle


@pytest.mark.parametrize('lang', ['en', 'zh'])
def test_every_link_of_the_readmes_resolves(lang):
    path = READMES[lang]
    text = re.sub(r'```.*?```', '', path.read_text(encoding='utf-8'), flags=re.S)
    bad = []
    for target in re.findall(r'\]\(([^)\s]+)\)', text):
        if target.startswith(('http://', 'https://', 'mailto:')):
            continue
        file, _, anchor = target.partition('#')
        where = (ROOT / file).resolve() if file else path
        if not where.exists():
            bad.append(f'{target} (no such file)')
        elif anchor and where.suffix == '.md' and anchor not in anchors(where):
            bad.append(f'{target} (no such heading)')
    assert not bad, f'{path.name}: ' + ', '.join(bad)
