"""The playground, docs/play.html and docs/zh/play.html, against tools/trace.py.

- tools/trace.py itself: --json (one object a step), --knuth (Knuth's format through
  solutions/dlx.py's parser, colours purifying as in DLX2) against a brute force over
  option subsets, --rule first, bad usage;
- the page in headless Chromium (one browser for the module, --remote-debugging-pipe, no
  network): it opens from file:// with no console message and no request but its own
  file; window.dlxTrace / dlxTraceKnuth return what trace.py --json prints (with the
  lists L R U D S COL after every step) on Knuth's example and on random small instances,
  with secondary columns, both rules and colours; malformed input gets trace.py's message
  (dlx.py's for Knuth's format) in English and a Chinese one; stepping through Knuth's
  example shows the guide's trace line for line in both languages; the buttons, the rule
  switch, the undo order, the size limit; a screenshot of the first screen in both
  languages has the matrix and the controls drawn (pixels and DOM);
- repeated cover (trace.py --repeated, play.html#repeated): the trace is repcover.py's own
  search (answers, nodes per limit) and finds a smallest cover (brute force); the page's
  dlxTrace(text, {repeated: true}) returns the same objects (lists after every step) on
  its examples and on random matrices; the fragment, Step, Next cut, the bound line, the
  lists drawn at every step, the size limit.
"""
import base64
import importlib.util
import itertools
import json
import random
import re
import shutil
import struct
import subprocess
import sys
import time
import zlib

import pytest

from tests.browser import CHROMIUM, DevTools, needs_chromium
from tests.test_dlx import MALFORMED, brute, random_instance
from tests.util import ROOT, load_solution

TOOLS = ROOT / 'tools'
sys.path.insert(0, str(TOOLS))
import make_guide  # noqa: E402
import trace as tr  # noqa: E402

# one worker of make test's runs this file's tests: the module's browser starts once
pytestmark = pytest.mark.xdist_group('play')

PAGES = {'en': ROOT / 'docs' / 'play.html', 'zh': ROOT / 'docs' / 'zh' / 'play.html'}
GUIDES = {'en': ROOT / 'docs' / 'guide.md', 'zh': ROOT / 'docs' / 'zh' / 'guide.md'}
KNUTH = ROOT / 'samples' / 'p4929' / 'knuth6x7.in'
TRACE = [sys.executable, str(TOOLS / 'trace.py')]
CJK = re.compile(r'[\u3400-\u9fff]')


def p4929_text(ncols, rows):
    return f'{len(rows)} {ncols}\n' + ''.join(
        ' '.join('1' if c in r else '0' for c in range(1, ncols + 1)) + '\n' for r in rows)


def random_matrix(rng):
    n, m = rng.randint(0, 8), rng.randint(0, 7)
    p = rng.choice((0.2, 0.35, 0.5))
    return m, [[c for c in range(1, m + 1) if rng.random() < p] for _ in range(n)]


def knuth_instances(count, seed):
    """Random instances in Knuth's format, colours on secondary items, no bounds or costs."""
    rng = random.Random(seed)
    return [random_instance(rng, colours=True, nopt=9) for _ in range(count)]


# ---------------------------------------------------------------- trace.py alone

def test_json_prints_one_object_a_step_with_the_lines_words():
    text = subprocess.run(TRACE + [str(KNUTH), '--all', '--letters'], capture_output=True,
                          timeout=60, check=True).stdout.decode().splitlines()
    events = [json.loads(line) for line in subprocess.run(
        TRACE + [str(KNUTH), '--all', '--letters', '--json'], capture_output=True, timeout=60,
        check=True).stdout.decode().splitlines()]
    assert [f'{e["index"]:3d}  {"  " * e["level"]}{e["text"]}' for e in events] == text
    assert [e['kind'] for e in events[:3]] == ['build', 'choose', 'try']
    assert events[2] == {'index': 2, 'kind': 'try', 'level': 0, 'text': 'level 0: try row 2 [A D G]: cover D G',
                         'row': 2, 'node': 11, 'columns': [4, 7], 'sizes': [2, 1, 2, 1, 1, 2, 1]}
    assert events[-1]['kind'] == 'done' and events[-1]['restored'] is True


def test_max_steps_ends_with_a_truncated_object():
    run = subprocess.run(TRACE + [str(KNUTH), '--all', '--json', '--max-steps', '4'],
                         capture_output=True, timeout=60, check=True)
    events = [json.loads(line) for line in run.stdout.decode().splitlines()]
    assert len(events) == 5 and events[-1] == {'kind': 'truncated', 'steps': 4,
                                               'text': '... stopped after 4 steps (--max-steps)'}


def test_knuth_format_with_colours_finds_what_a_brute_force_finds():
    """trace.py --knuth: the template's search, coloured nodes purifying (DLX2): every
    solution of a brute force over option subsets, each once, and the lists restored."""
    coloured = 0
    for text, primary, bounds, secondary, options, texts in knuth_instances(300, 4):
        inst = tr.parse_knuth(text)
        usable = [k for k, (uses, _) in enumerate(options) if any(i in primary for i, _ in uses)]
        t = tr.Trace(inst.ncols, inst.rows, inst.nprimary, all_solutions=True, names=inst.names,
                     colours=inst.colours)
        got = [frozenset(usable[r - 1] for r in s) for s in t.solutions]
        assert len(got) == len(set(got)), text
        assert set(got) == {frozenset(s) for _, s in brute(primary, bounds, secondary, options)}, text
        assert t.restored is True, text
        coloured += inst.colours is not None and bool(t.solutions)
    assert coloured >= 30


def test_knuth_format_the_same_trace_as_p4929_without_colours():
    """Knuth's example in his format (all primary) is the guide's trace, word for word."""
    text = '| Knuth\'s example\nA B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n'
    run = subprocess.run(TRACE + ['--knuth', '--all'], input=text.encode(), capture_output=True,
                         timeout=60, check=True)
    assert run.stdout == subprocess.run(TRACE + [str(KNUTH), '--all', '--letters'],
                                        capture_output=True, timeout=60).stdout


def test_rule_first_is_branch_rules_variant():
    ncols, rows = tr.parse_p4929(KNUTH.read_bytes())
    tries = {rule: sum(s.kind == 'try' for s in tr.Trace(ncols, rows, all_solutions=True, rule=rule).steps)
             for rule in ('fewest', 'first')}
    measured = json.loads((ROOT / 'docs' / 'measured' / 'branch-rule.json').read_text())
    variants = measured['inputs']['knuth6x7']['variants']
    assert tries == {'fewest': variants['template']['nodes'], 'first': variants['first-column']['nodes']}


@pytest.mark.parametrize('stdin, args, status', [
    (b'A B\nA C\n', ['--knuth'], 1),
    (b'2|A\nA\nA\n', ['--knuth'], 1),
    (b'A\nA |3\n', ['--knuth'], 1),
    (b'A\n\xff\n', ['--knuth'], 1),
    (b'A\nA\n', ['--knuth', '--primary', '1'], 2),
    (b'1 1\n1\n', ['--lists'], 2),
    (b'1 1\n1\n', ['--rule', 'last'], 2),
])
def test_bad_input_or_usage_is_one_line(stdin, args, status):
    run = subprocess.run(TRACE + args, input=stdin, capture_output=True, timeout=60)
    assert run.returncode == status and run.stdout == b''
    assert run.stderr.decode().count('\n') == 1 and b'Traceback' not in run.stderr


def test_the_phrase_table_has_every_key_in_every_language():
    """Every language has every phrase, with no field English does not fill."""
    keys = [set(words) for words in tr.PHRASES.values()]
    assert all(k == keys[0] for k in keys)
    for key in keys[0]:
        fields = [set(re.findall(r'\{([a-z ]+)\}', str(tr.PHRASES[lang][key]))) for lang in tr.PHRASES]
        assert all(f <= fields[0] for f in fields), key       # zh may leave out a plural


def test_the_guide_and_the_docs_index_link_to_the_playground():
    for path in (ROOT / 'docs' / 'guide.md', ROOT / 'docs' / 'zh' / 'guide.md',
                 ROOT / 'docs' / 'README.md', ROOT / 'docs' / 'zh' / 'README.md'):
        assert '](play.html)' in path.read_text(encoding='utf-8'), path


def test_the_pages_are_generated_and_need_no_network():
    for path, content in make_guide.play_pages().items():
        assert path.read_text(encoding='utf-8') == content, f'{path}: run `make guide`'
        assert not re.search(r'(src|href)="(https?:)?//', content)
        assert "default-src 'none'" in content          # the page may fetch nothing at all
    assert '<html lang="zh-CN">' in PAGES['zh'].read_text(encoding='utf-8')


# ---------------------------------------------------------------- the page in Chromium

@pytest.fixture(scope='module')
def browser(tmp_path_factory):
    if CHROMIUM is None:
        pytest.skip(needs_chromium.kwargs['reason'])
    b = DevTools(tmp_path_factory.mktemp('chromium'), size=(1280, 800))
    try:
        b.attach()
        for method in ('Runtime.enable', 'Log.enable', 'Page.enable', 'Network.enable'):
            b.call(method)
        yield b
    finally:
        b.close()


def page(browser, lang='en'):
    browser.events.clear()
    browser.open(PAGES[lang].as_uri())
    return browser


def trace_json(*args, stdin=None):
    run = subprocess.run(TRACE + ['--json', *args], input=stdin, capture_output=True, timeout=60)
    assert run.returncode == 0, run.stderr
    return [json.loads(line) for line in run.stdout.decode().splitlines()]


def js(value):
    return json.dumps(value, ensure_ascii=False)


@pytest.mark.slow
@needs_chromium
@pytest.mark.parametrize('lang', ['en', 'zh'])
def test_the_page_opens_offline_with_no_console_message(browser, lang):
    b = page(browser, lang)
    for name in ('sudoku', 'queens', 'colours', 'knuth'):       # every example, run to its end
        b.eval(f'dlxPlay.example("{name}")')
        b.eval('document.getElementById("speed").value = 10')
        b.eval('document.getElementById("to-end").click()')
        wait(b, 'dlxPlay.state().finished && dlxPlay.state().kind === "done"')
        b.eval('document.getElementById("back").click(); document.getElementById("restart").click()')
    b.eval('document.getElementById("lang").click()')
    b.eval('document.querySelector("#svg rect.node").dispatchEvent(new MouseEvent("click", {bubbles: true}))')
    b.eval('1')                                  # let the events of the clicks arrive
    noise = [e for e in b.events if e['method'] in ('Runtime.exceptionThrown', 'Runtime.consoleAPICalled',
                                                    'Log.entryAdded')]
    assert noise == []
    urls = {e['params']['request']['url'] for e in b.events if e['method'] == 'Network.requestWillBeSent'}
    assert urls <= {PAGES[lang].as_uri()}, urls


def wait(b, condition, seconds=60):
    deadline = time.monotonic() + seconds
    while not b.eval(condition):
        assert time.monotonic() < deadline, condition
        time.sleep(0.05)


@pytest.mark.slow
@needs_chromium
@pytest.mark.parametrize('lang', ['en', 'zh'])
@pytest.mark.parametrize('extra', [[], ['--primary', '5'], ['--rule', 'first']])
def test_dlx_trace_is_trace_py_json_on_knuths_example(browser, lang, extra):
    want = trace_json(str(KNUTH), '--all', '--letters', '--lists', '--lang', lang, *extra)
    options = {'all': True, 'letters': True, 'lists': True, 'lang': lang}
    if extra[:1] == ['--primary']:
        options['primary'] = int(extra[1])
    if extra[:1] == ['--rule']:
        options['rule'] = extra[1]
    got = page(browser).eval(f'dlxTrace({js(KNUTH.read_text())}, {js(options)})')
    assert got == want


@pytest.mark.slow
@needs_chromium
def test_dlx_trace_is_trace_py_json_on_random_instances(browser):
    """80 random small matrices, a third with secondary columns, both rules, first
    solution or all, the lists after every step: the page's objects are trace.py's
    (in-process: the same Trace.events() that --json prints)."""
    rng = random.Random(30)
    cases, want, secondary = [], [], 0
    for k in range(80):
        ncols, rows = random_matrix(rng)
        options = {'all': rng.random() < 0.7, 'letters': rng.random() < 0.5, 'lists': True,
                   'rule': rng.choice(['fewest', 'fewest', 'first']), 'lang': rng.choice(['en', 'zh'])}
        if k % 3 == 0:
            options['primary'] = rng.randint(0, ncols)
            secondary += options['primary'] < ncols
        t = tr.Trace(ncols, rows, options.get('primary'), options['all'], options['letters'],
                     lang=options['lang'], rule=options['rule'])
        cases.append([p4929_text(ncols, rows), options])
        want.append(t.events(lists=True))
    assert secondary >= 15
    got = page(browser).eval(f'{js(cases)}.map(function (c) {{ return dlxTrace(c[0], c[1]); }})')
    for case, g, w in zip(cases, got, want):
        assert g == w, case


@pytest.mark.slow
@needs_chromium
def test_dlx_trace_knuth_is_trace_py_on_random_instances_with_colours(browser):
    instances = knuth_instances(60, 12)
    want, options = [], []
    for text, *_ in instances:
        inst = tr.parse_knuth(text)
        o = {'all': True, 'lists': True, 'rule': random.Random(text).choice(['fewest', 'first'])}
        t = tr.Trace(inst.ncols, inst.rows, inst.nprimary, True, names=inst.names, colours=inst.colours,
                     rule=o['rule'])
        want.append(t.events(lists=True))
        options.append(o)
    assert sum(any('COL' in e.get('lists', {}) for e in w) for w in want) >= 30
    cases = [[text, o] for (text, *_), o in zip(instances, options)]
    got = page(browser).eval(f'{js(cases)}.map(function (c) {{ return dlxTraceKnuth(c[0], c[1]); }})')
    for case, g, w in zip(cases, got, want):
        assert g == w, case[0]
    # and one through the command line, Knuth's colour example
    colours = 'A B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nC X:0\nB X:1\nC Y:1\n'
    assert page(browser).eval(f'dlxTraceKnuth({js(colours)}, {{all: true, lists: true}})') == \
        trace_json('--knuth', '--all', '--lists', stdin=colours.encode())


@pytest.mark.slow
@needs_chromium
@pytest.mark.parametrize('lang', ['en', 'zh'])
def test_the_examples_are_traced_as_trace_py_traces_them(browser, lang):
    """Each built-in example, as the page puts it in the text box (a comment in the page's
    language first): the page's trace is trace.py's, and the answers are the known ones."""
    b = page(browser, lang)
    solutions = {}
    for name, flags in (('knuth', ['--letters']), ('sudoku', ['--knuth']), ('queens', ['--knuth']),
                        ('colours', ['--knuth'])):
        b.eval(f'dlxPlay.example("{name}")')
        text = b.eval('document.getElementById("text").value')
        call = 'dlxTraceKnuth' if '--knuth' in flags else 'dlxTrace'
        options = {'all': True, 'lang': lang, 'letters': '--letters' in flags}
        got = b.eval(f'{call}({js(text)}, {js(options)})')
        assert got == trace_json('--all', '--lang', lang, *flags, stdin=text.encode()), name
        solutions[name] = got[-1]['solutions']
        assert b.eval('dlxPlay.state().line') == f'  0  {got[0]["text"]}'
        if name != 'knuth':
            assert text.startswith('| ') and bool(CJK.search(text.splitlines()[0])) == (lang == 'zh')
    assert solutions == {'knuth': 1, 'sudoku': 1, 'queens': 2, 'colours': 2}


P4929_BAD = [b'', b'2 2\n1 0\n', b'1 2\n1 x\n', b'x 2\n', b'-1 2\n', b'1 1\n1 1\n', b'2\n', b'1 1\n7\n']


def error_of(b, call, text, lang):
    return b.eval(f'(function () {{ try {{ {call}({js(text)}, {{lang: "{lang}"}}); return null; }} '
                  f'catch (e) {{ return e.name + ": " + e.message; }} }})()')


def message_of(stdin, knuth):
    """trace.py's message for malformed input (in-process: its parsers raise it)."""
    try:
        tr.parse_knuth(stdin.decode()) if knuth else tr.parse_p4929(stdin)
    except tr.InputError as e:
        return str(e)
    raise AssertionError(f'{stdin} is not malformed')


@pytest.mark.slow
@needs_chromium
def test_malformed_input_gets_trace_pys_message_in_english_and_a_chinese_one(browser):
    b = page(browser)
    knuth_bad = [stdin for stdin, _, _ in MALFORMED] + [b'2|A\nA\nA\n', b'A\nA |3\n', b'A B\nA\nB\nA B |0 |2\n']
    for stdin, knuth in [(s, False) for s in P4929_BAD] + [(s, True) for s in knuth_bad]:
        message = message_of(stdin, knuth)
        call = 'dlxTraceKnuth' if knuth else 'dlxTrace'
        assert error_of(b, call, stdin.decode(), 'en') == 'DlxInputError: ' + message, stdin
        zh = error_of(b, call, stdin.decode(), 'zh')
        assert zh.startswith('DlxInputError: ') and CJK.search(zh), (stdin, zh)
    for stdin, flags in ((P4929_BAD[2], []), (MALFORMED[0][0], ['--knuth'])):     # the command's line
        run = subprocess.run(TRACE + flags, input=stdin, capture_output=True, timeout=60)
        assert run.returncode == 1 and run.stderr.decode() == f'trace.py: {message_of(stdin, flags != [])}\n'
    # the page's own form: a Chinese message on the Chinese page, the old matrix kept
    b = page(browser, 'zh')
    assert b.eval('dlxPlay.load("3 3\\n1 0 1\\n0 2 1\\n1 1 1\\n", "auto")') is False
    shown = b.eval('document.getElementById("message").textContent')
    assert shown == '没有载入：第 2 行第 2 列：“2”不是 0 或 1'
    assert b.eval('dlxPlay.state().line') == '  0  建表：7 列，6 行，16 个结点；各列行数 A:2 B:2 C:2 D:3 E:2 F:2 G:3'


def guide_lines(lang):
    text = GUIDES[lang].read_text(encoding='utf-8')
    block = re.search(r'<!-- trace:knuth6x7 begin -->\n```text\n\$ [^\n]*\n(.*?)```', text, re.S).group(1)
    return block.splitlines()


@pytest.mark.slow
@needs_chromium
@pytest.mark.parametrize('lang', ['en', 'zh'])
def test_stepping_knuths_example_shows_the_guides_trace_line_for_line(browser, lang):
    """The first screen: Knuth's example loaded; each click of Step shows the guide's next
    line (the guide embeds trace.py's output, regenerated by make guide)."""
    b = page(browser, lang)
    lines = guide_lines(lang)
    assert len(lines) == 23
    seen = []
    for k in range(len(lines)):
        seen.append(b.eval('document.getElementById("now").textContent'))
        assert b.eval('document.querySelector("#steps li.current").textContent') == seen[-1]
        assert b.eval('document.getElementById("step").disabled') is (k == len(lines) - 1)
        b.eval('document.getElementById("step").click()')
    assert seen == lines
    assert b.eval('document.getElementById("pos").textContent') == \
        tr.phrase(lang, 'position', k=22, n=22)
    b.eval('document.getElementById("back").click()')
    assert b.eval('document.getElementById("now").textContent') == lines[21]
    b.key('Home')
    b.key('ArrowRight')
    b.key('ArrowRight')
    assert b.eval('document.getElementById("now").textContent') == lines[2]
    b.eval('document.getElementById("speed").value = 10')
    b.eval('document.getElementById("next-solution").click()')
    wait(b, 'document.getElementById("pause").disabled')
    assert b.eval('dlxPlay.state().index') == 15 and b.eval('dlxPlay.state().kind') == 'solution'
    b.eval('document.getElementById("to-end").click()')
    wait(b, 'dlxPlay.state().index === 22')
    assert b.eval('document.getElementById("now").textContent') == lines[22]


@pytest.mark.slow
@needs_chromium
def test_the_rule_switch_counts_nodes_and_the_undo_order_mirrors_the_cover(browser):
    b = page(browser)
    assert b.eval('dlxPlay.state().whole') == {'fewest': 5, 'first': 6}
    b.eval('var r = document.getElementById("rule"); r.value = "first"; r.dispatchEvent(new Event("change"))')
    want = subprocess.run(TRACE + [str(KNUTH), '--all', '--letters', '--rule', 'first'],
                          capture_output=True, timeout=60).stdout.decode().splitlines()
    shown = []
    for k in range(len(want)):
        b.eval(f'dlxPlay.show({k})')
        shown.append(b.eval('dlxPlay.state()'))
    assert [s['line'] for s in shown] == want
    assert shown[-1]['nodes'] == 6
    assert 'whole search: 5 nodes choosing the fewest rows, 6 choosing the first column' == \
        b.eval('document.getElementById("whole").textContent')
    # every undo relinks in the reverse order of its try's unlinks, every backtrack its choose's
    events = trace_json(str(KNUTH), '--all', '--rule', 'first')
    opened = []
    for e, s in zip(events, shown):
        if e['kind'] in ('choose', 'try'):
            opened.append(s['log'])
            assert s['log'] and s['order'].startswith('This step unlinked, in this order: ')
        elif e['kind'] in ('undo', 'backtrack'):
            assert s['log'] == opened.pop()[::-1]
            assert s['order'].startswith('This step relinked, in this order (the reverse')
    assert opened == []


def big_matrix(n, m, seed, ones=3):
    rng = random.Random(seed)
    return p4929_text(m, [sorted(rng.sample(range(1, m + 1), min(ones, m))) for _ in range(n)])


@pytest.mark.slow
@needs_chromium
@pytest.mark.parametrize('lang', ['en', 'zh'])
def test_40_by_40_steps_and_41_is_refused_pointing_to_trace_py(browser, lang):
    b = page(browser, lang)
    assert b.eval(f'dlxPlay.load({js(big_matrix(41, 40, 1))}, "p4929")') is False
    message = b.eval('document.getElementById("message").textContent')
    assert 'tools/trace.py' in message and '41 × 40' in message
    assert b.eval(f'dlxPlay.load({js(big_matrix(40, 41, 1))}, "p4929")') is False
    assert b.eval('dlxPlay.state().line').startswith('  0  ')         # the example still there
    # 40 x 40, three 1s a row: the first-column rule takes 436 steps (trace.py's count)
    text = big_matrix(40, 40, 1)
    steps = len(tr.Trace(40, tr.parse_p4929(text)[1], all_solutions=True, rule='first').steps)
    assert b.eval(f'dlxPlay.load({js(text)}, "p4929", null, false, "first")') is True
    took = b.eval('(function () { var t = performance.now(); for (var i = 0; i < 300; i++) '
                  'dlxPlay.step(); dlxPlay.show(150); dlxPlay.show(20); return performance.now() - t; })()')
    assert b.eval('dlxPlay.state().index') == 20
    b.eval('dlxPlay.show(100000)')
    assert b.eval('dlxPlay.state()["index"]') == steps - 1 and b.eval('dlxPlay.state().kind') == 'done'
    # every 1 of a 40 x 40 matrix of 1s drawn: 1600 nodes, each step unlinks up to 1560
    assert b.eval(f'dlxPlay.load({js(big_matrix(40, 40, 1, ones=40))}, "p4929")') is True
    dense = b.eval('(function () { var t = performance.now(); for (var i = 0; i < 100; i++) '
                   'dlxPlay.step(); return performance.now() - t; })()')
    assert b.eval('document.querySelectorAll("#svg rect.node").length') == 1600
    print(f'40 x 40 drawn after each step: three 1s a row, 300 steps and two jumps back {took:.0f} ms; '
          f'all 1s, 100 steps {dense:.0f} ms')


# ---------------------------------------------------------------- the first screen, drawn

def png_pixels(data):
    """(width, height, rows of (r, g, b) tuples) of an 8-bit RGB or RGBA PNG."""
    assert data[:8] == b'\x89PNG\r\n\x1a\n'
    pos, idat, width = 8, b'', None
    while pos < len(data):
        size, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + size]
        if kind == b'IHDR':
            width, height, depth, colour = struct.unpack('>IIBB', body[:10])
            assert depth == 8 and colour in (2, 6)
            channels = 4 if colour == 6 else 3
        elif kind == b'IDAT':
            idat += body
        pos += 12 + size
    raw, stride = zlib.decompress(idat), width * channels
    rows, prev = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b, c = prev[i], prev[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[i:i + 3]) for i in range(0, stride, channels)])
        prev = line
    return width, height, rows


def shot(b, selector):
    box = b.eval(f'(function () {{ var r = document.querySelector("{selector}").getBoundingClientRect(); '
                 'return [r.x, r.y, r.width, r.height]; })()')
    x, y, w, h = box
    assert w > 0 and h > 0 and 0 <= x and x + w <= 1280 and 0 <= y and y + h <= 800, (selector, box)
    data = b.call('Page.captureScreenshot', {'format': 'png', 'clip': {'x': x, 'y': y, 'width': w,
                                                                      'height': h, 'scale': 1}})
    return png_pixels(base64.b64decode(data['data']))[2]


def near(p, q, tolerance=40):
    return all(abs(a - b) <= tolerance for a, b in zip(p, q))


@pytest.mark.slow
@needs_chromium
@pytest.mark.parametrize('lang', ['en', 'zh'])
def test_the_first_screen_draws_the_matrix_and_the_controls(browser, lang):
    """A screenshot of the first screen (1280 x 800): the Step button is orange with its
    label drawn in white, the other controls are drawn, and the matrix: the root, 7
    headers, 16 nodes, links, all inside the first screen."""
    b = page(browser, lang)
    assert b.eval('document.querySelectorAll("#svg g.head").length') == 8
    assert b.eval('document.querySelectorAll("#svg rect.node").length') == 16
    # the links as the lists hold them: 7 between the root and the headers, 16 down the columns
    assert b.eval('document.getElementById("links-ink").getAttribute("d").split("M").length') == 1 + 7 + 16
    assert b.eval('document.getElementById("step").textContent') == tr.phrase(lang, 'play step')
    assert b.eval('document.activeElement.id') == 'step'
    button = [p for row in shot(b, '#step') for p in row]
    orange = sum(near(p, (0xd9, 0x48, 0x0f)) for p in button)
    white = sum(near(p, (255, 255, 255), 30) for p in button)
    assert orange > 0.5 * len(button) and white > 40, (orange, white, len(button))
    for control in ('#back', '#next-solution', '#to-end', '#speed', '#rule', '#now', '#text'):
        pixels = [p for row in shot(b, control) for p in row]
        drawn = sum(not near(p, (255, 255, 255), 25) for p in pixels)
        assert drawn > 20, control                                    # not a blank box
    picture = shot(b, '#svg g.head[data-node=\'1\']')
    assert sum(max(p) < 100 for row in picture for p in row) > 20      # a header: box and name
    matrix = [p for row in shot(b, '#svg') for p in row]
    ink = sum(max(p) < 100 for p in matrix)
    grey = sum(near(p, (0xb8, 0xbe, 0xc6), 12) or near(p, (0xea, 0xee, 0xf2), 6) for p in matrix)
    assert ink > 2000 and grey > 200, (ink, grey)
    if lang == 'zh':        # the CJK glyphs are drawn, not the empty box of a missing glyph
        fonts = subprocess.run(['fc-list', ':lang=zh'], capture_output=True, text=True).stdout \
            if shutil.which('fc-list') else 'unknown'
        if not fonts.strip():
            pytest.skip('no CJK font on this machine (apt-get install fonts-wqy-zenhei): '
                        'the page names none of its own, the system draws its Chinese')
        differ = b.eval("""(function () {
            function ink(ch) {
              var c = document.createElement('canvas'); c.width = c.height = 40;
              var g = c.getContext('2d'); g.font = '28px ' + getComputedStyle(document.body).fontFamily;
              g.fillText(ch, 4, 32); return Array.from(g.getImageData(0, 0, 40, 40).data).join(); }
            return [ink('\u4e0b') !== ink('\u0378'), ink('\u4e0b') !== ink('\u6b65')]; })()""")
        assert differ == [True, True]


# ---------------------------------------------------------------- repeated cover (--repeated)

DESIGN = ROOT / 'samples' / 'repcover' / 'random_12x10.in'
REP_KINDS = {'build', 'none', 'greedy', 'root', 'limit', 'node', 'cut', 'fix', 'branch', 'dead', 'try',
             'undo', 'back', 'found', 'fail', 'optimal', 'done'}


def covering_instance(rng, most=12):
    """Rows of a few random columns, every column in some row: a search with a limit or two."""
    m, n = rng.randint(4, most), rng.randint(4, most + 2)
    lo = rng.choice((1, 2, 2, 3))
    hi = lo + rng.choice((1, 2, 3))
    rows = [sorted(rng.sample(range(1, m + 1), min(m, rng.randint(lo, hi)))) for _ in range(n)]
    for c in range(1, m + 1):
        if not any(c in r for r in rows):
            r = rng.choice(rows)
            r.append(c)
            r.sort()
    return m, rows


def fewest_rows(ncols, rows):
    """The brute-force optimum (tests/test_repcover.py's reference), or None: no cover."""
    from tests.test_repcover import brute_min
    return brute_min([[int(c in r) for c in range(1, ncols + 1)] for r in rows], ncols)[0]


def check_repeated_trace(t, ncols, rows, plain):
    """The trace's search is repcover.py's (the answer and the nodes of each limit that
    search() logs, run again on an untouched module), it finds a smallest cover, puts the
    links back, and its steps say what they should."""
    links = plain.build(ncols, rows)
    logged = []
    answer = plain.search(*links, log=lambda limit, nodes: logged.append((limit, nodes)))
    assert t.answer == answer
    best = fewest_rows(ncols, rows)
    assert (answer is None) == (best is None) and (answer is None or len(answer) == best)
    assert t.restored is True
    events = [e for e, _ in t.steps]
    kinds = [e['kind'] for e in events]
    assert set(kinds) <= REP_KINDS and kinds[0] == 'build' and kinds[-1] == 'done'
    searched, nodes, stack = [], 0, 0
    for e in events:
        if e['kind'] == 'limit':
            searched.append(e['limit'])
            nodes = 0
        elif e['kind'] in ('node', 'cut'):
            nodes += 1
            assert (e['depth'] + e['h'] > e['limit']) == (e['kind'] == 'cut') and e['level'] == e['depth'] == stack
        elif e['kind'] == 'found':
            nodes += 1
            assert e['nodes'] == nodes and len(e['rows']) == stack
        elif e['kind'] == 'fail':
            assert e['nodes'] == nodes and stack == 0
        elif e['kind'] == 'try':
            assert e['level'] == stack and e['columns']
            stack += 1
        elif e['kind'] == 'undo':
            stack -= 1
            assert e['level'] == stack and sorted(e['columns']) == sorted(set(e['columns']))
        elif e['kind'] == 'branch':
            assert e['size'] == len(e['rows']) + len(e['dominated']) and e['rows']
    found_nodes = [e['nodes'] for e in events if e['kind'] == 'found']
    assert [(limit, n) for limit, n in zip(searched, [e['nodes'] for e in events if e['kind'] == 'fail']
                                          + found_nodes)] == logged
    return kinds


def test_repeated_trace_is_repcovers_search_and_finds_a_smallest_cover():
    """trace.py --repeated on 320 random matrices: the answer and the nodes of each limit
    are repcover.py's own, the cover is a smallest one (brute force), every kind of step
    but the dead end shows up (see the next test)."""
    rng = random.Random(14)
    plain = load_solution('repcover')
    seen = set()
    for k in range(320):
        ncols, rows = covering_instance(rng, 10) if k % 4 else random_matrix(rng)
        t = tr.RepeatedTrace(ncols, rows, lang='zh' if k % 5 == 0 else 'en')
        seen.update(check_repeated_trace(t, ncols, rows, plain))
        seen.update('dominated' for e, _ in t.steps if e['kind'] == 'branch' and e['dominated'])
    assert seen == (REP_KINDS - {'dead'}) | {'dominated'}


def test_repeated_dead_end_is_recorded_on_a_copy_without_the_slack_pass(tmp_path):
    """The real search never meets a dead end (h2's slack pass leaves every column a row
    of reduced cost 0 and the fewest-rows rule never empties a column), so the 'dead' step
    is checked on a copy of repcover.py with the slack pass taken out: still optimal."""
    text = (ROOT / 'solutions' / 'repcover.py').read_text(encoding='utf-8')
    start = text.index('    c = R[0]\n    while c:                            # then raise each y[c]')
    copy = tmp_path / 'noslack.py'
    copy.write_text(text[:start] + text[text.index('    h2 = int(t - 1e-9)'):], encoding='utf-8')
    spec = importlib.util.spec_from_file_location('noslack', str(copy))
    plain = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(plain)
    traced = tr.load_repcover(copy)
    rng = random.Random(4)
    dead = 0
    for _ in range(200):
        ncols, rows = covering_instance(rng, 12)
        t = tr.RepeatedTrace(ncols, rows, module=traced)
        kinds = check_repeated_trace(t, ncols, rows, plain)
        dead += 'dead' in kinds
    assert dead >= 5


def test_repeated_command_line():
    run = subprocess.run(TRACE + [str(DESIGN), '--repeated'], capture_output=True, timeout=60, check=True)
    events = trace_json(str(DESIGN), '--repeated', '--lists')
    assert [f'{e["index"]:3d}  {"  " * e["level"]}{e["text"]}' for e in events] == \
        run.stdout.decode().splitlines()
    assert all(set(e['lists']) == {'L', 'R', 'U', 'D', 'S', 'CNT'} for e in events)
    assert events[-1]['cover'] == [3, 7, 8] and events[-1]['lists'] == events[0]['lists']
    for args, status in ((['--all'], 2), (['--primary', '2'], 2), (['--knuth'], 2), (['--rule', 'first'], 2),
                         (['--svg', '/tmp/x'], 2), (['--lists'], 2), (['--template', str(TEMPLATE_PY)], 2)):
        bad = subprocess.run(TRACE + [str(DESIGN), '--repeated', *args], capture_output=True, timeout=60)
        assert bad.returncode == status and bad.stdout == b'', args
        assert bad.stderr.decode().count('\n') == 1 and b'Traceback' not in bad.stderr, args
    bad = subprocess.run(TRACE + ['--repeated'], input=b'2 2\n1 0\n0 7\n', capture_output=True, timeout=60)
    assert bad.returncode == 1 and bad.stderr == b"trace.py: row 2, column 2: '7' is not 0 or 1\n"


TEMPLATE_PY = ROOT / 'solutions' / 'template.py'


def test_the_repeated_cover_page_says_what_the_trace_shows():
    """docs/repeated-cover.md's reading of its trace, and of the playground's design example."""
    ncols, rows = tr.parse_p4929(DESIGN.read_bytes())
    events = [e for e, _ in tr.RepeatedTrace(ncols, rows).steps]
    by = {e['kind']: e for e in events}
    assert len(by['greedy']['rows']) == 3 and by['root']['h'] == 2 and round(by['root']['sum'], 2) == 1.83
    assert [e['limit'] for e in events if e['kind'] == 'limit'] == [2]
    assert len(by['fix']['rows']) == 8 and len(rows) == 12 and by['fix']['level'] == 0
    assert by['branch']['column'] == 3 and by['branch']['rows'] == [8]
    assert by['cut']['depth'] + by['cut']['h'] == 3 and by['fail']['nodes'] == 2 and 'optimal' in by
    design = tr.RepeatedTrace(15, [[k + 1 for k, p in enumerate(itertools.combinations(range(6), 2))
                                    if set(p) <= set(t)] for t in itertools.combinations(range(6), 3)])
    events = [e for e, _ in design.steps]
    fail = next(e for e in events if e['kind'] == 'fail')
    under5 = [e for e in events[:fail['index']] if e['kind'] in ('node', 'cut')]
    assert fail['limit'] == 5 and fail['nodes'] == 13 == len(under5)
    assert all(e['kind'] == 'cut' for e in under5 if e['depth'] >= 2)
    assert len(design.answer) == 6
    for lang, page in (('en', 'repeated-cover.md'), ('zh', 'zh/repeated-cover.md')):
        text = (ROOT / 'docs' / page).read_text(encoding='utf-8')
        assert '](play.html#repeated)' in text and ('13 nodes' in text or '13 个结点' in text)


def rep_examples(b, lang):
    """The repeated-cover examples' texts, as the page puts them in its box."""
    texts = {}
    for name in ('radar', 'design', 'squares'):
        assert b.eval(f'dlxPlay.example("{name}")') is True
        texts[name] = b.eval('document.getElementById("text").value')
    return texts


@pytest.mark.slow
@needs_chromium
def test_dlx_trace_repeated_is_trace_py_on_the_examples_and_random_instances(browser):
    """dlxTrace(text, {repeated: true}) returns what trace.py --repeated --json prints, the
    lists L R U D S CNT after every step included: on the page's three examples in both
    languages (through the command line) and on 130 random matrices (in-process), which
    between them hold every kind of step the real search makes."""
    b = page(browser)
    texts = rep_examples(b, 'en')
    for lang in ('en', 'zh'):
        for name, text in texts.items():
            got = b.eval(f'dlxTrace({js(text)}, {js({"repeated": True, "lists": True, "lang": lang})})')
            assert got == trace_json('--repeated', '--lists', '--lang', lang, stdin=text.encode()), name
    answers = {name: trace_json('--repeated', stdin=text.encode())[-1]['cover'] for name, text in texts.items()}
    assert {name: len(a) for name, a in answers.items()} == {'radar': 4, 'design': 6, 'squares': 6}
    rng = random.Random(30)
    cases, want, kinds = [], [], set()
    for k in range(130):
        ncols, rows = covering_instance(rng, 12) if k % 3 else random_matrix(rng)
        options = {'repeated': True, 'lists': True, 'letters': rng.random() < 0.3, 'lang': rng.choice(['en', 'zh'])}
        t = tr.RepeatedTrace(ncols, rows, options['letters'], lang=options['lang'])
        cases.append([p4929_text(ncols, rows), options])
        want.append(t.events(lists=True))
        kinds.update(e['kind'] for e in want[-1])
        kinds.update('dominated' for e in want[-1] if e['kind'] == 'branch' and e['dominated'])
    assert kinds == (REP_KINDS - {'dead'}) | {'dominated'}
    got = b.eval(f'{js(cases)}.map(function (c) {{ return dlxTrace(c[0], c[1]); }})')
    for case, g, w in zip(cases, got, want):
        assert g == w, case
    # a cut short trace, and the flags repeated cover has no use for
    assert b.eval(f'dlxTrace({js(texts["design"])}, {{repeated: true, maxSteps: 7}})') == \
        trace_json('--repeated', '--max-steps', '7', stdin=texts['design'].encode())
    for bad in P4929_BAD:
        assert b.eval(f'(function () {{ try {{ dlxTrace({js(bad.decode())}, {{repeated: true}}); return null; }} '
                      'catch (e) { return e.name + ": " + e.message; } })()') == \
            'DlxInputError: ' + message_of(bad, False), bad
    assert b.eval('(function () { try { dlxTrace("1 1\\n1\\n", {repeated: true, all: true}); return null; } '
                  'catch (e) { return e.message; } })()') == '--all is for exact cover'


def page_at(browser, lang, fragment):
    browser.events.clear()
    url = PAGES[lang].as_uri() + fragment
    browser.call('Page.navigate', {'url': url})
    wait(browser, f'document.readyState === "complete" && location.href === {js(url)} && !!window.dlxPlay')
    return browser


@pytest.mark.slow
@needs_chromium
@pytest.mark.parametrize('lang', ['en', 'zh'])
def test_the_repeated_mode_opens_from_its_fragment_and_steps_trace_pys_lines(browser, lang):
    """play.html#repeated opens in repeated cover with the Radar example; each click of Step
    shows trace.py --repeated's next line, the bound line names the depth, h() and the limit;
    #repeated=design loads that example, Next cut stops at the bound's first cut; the mode
    switch goes back to exact cover; nothing on the console, no request."""
    b = page_at(browser, lang, '#repeated')
    assert b.eval('dlxPlay.state().mode') == 'repeated' and b.eval('document.body.className') == 'repeated'
    assert b.eval('document.getElementById("mode").value') == 'repeated'
    text = b.eval('document.getElementById("text").value')
    assert text == rep_examples(b, lang)['radar']
    b.eval('dlxPlay.example("radar")')
    assert tr.phrase(lang, 'play ex radar note') in b.eval('dlxPlay.state().message')
    lines = subprocess.run(TRACE + ['--repeated', '--lang', lang], input=text.encode(), capture_output=True,
                           timeout=60, check=True).stdout.decode().splitlines()
    events = trace_json('--repeated', '--lang', lang, stdin=text.encode())
    for k, e in enumerate(events):
        state = b.eval('dlxPlay.state()')
        assert state['line'] == lines[k] and state['index'] == k
        if e['kind'] in ('node', 'cut'):
            assert state['bound'] == tr.phrase(lang, 'play rep limit', limit=e['limit']) + ' · ' + tr.phrase(
                lang, 'play rep bound', depth=e['depth'], h=e['h'], total=e['depth'] + e['h'], limit=e['limit'])
        if e['kind'] == 'try':
            assert state['stack'][-1] == e['row'] and str(e['row']) in state['picked']
        b.eval('document.getElementById("step").click()')
    assert b.eval('document.getElementById("step").disabled') is True
    assert b.eval('dlxPlay.state().kind') == 'done'
    # another example from the fragment, and Next cut
    b.eval('location.hash = "#repeated=design"')
    wait(b, 'dlxPlay.state().message.indexOf("20") >= 0 && dlxPlay.state().line.indexOf("15") >= 0')
    assert b.eval('document.getElementById("next-solution").textContent') == tr.phrase(lang, 'play next cut')
    b.eval('document.getElementById("speed").value = 10')
    b.eval('document.getElementById("next-solution").click()')
    wait(b, 'document.getElementById("pause").disabled')
    design = trace_json('--repeated', '--lang', lang, stdin=b.eval('document.getElementById("text").value').encode())
    first_cut = next(e for e in design if e['kind'] == 'cut')
    assert b.eval('dlxPlay.state().index') == first_cut['index']
    assert b.eval('document.getElementById("bound").className') == 'cut'
    assert b.eval('dlxPlay.state().bound').endswith(tr.phrase(lang, 'play rep bound cut', depth=first_cut['depth'],
                                                              h=first_cut['h'], total=first_cut['depth'] + first_cut['h'],
                                                              limit=first_cut['limit']))
    # back to exact cover: Knuth's example, the rule switch shown again
    b.eval('var m = document.getElementById("mode"); m.value = "exact"; m.dispatchEvent(new Event("change"))')
    assert b.eval('dlxPlay.state().mode') == 'exact'
    assert b.eval('dlxPlay.state().line') == f'  0  {tr.phrase(lang, "build", ncols=7, nrows=6, nodes=16, secondary="", sizes=tr.phrase(lang, "sizes", sizes="A:2 B:2 C:2 D:3 E:2 F:2 G:3"))}'
    assert b.eval('getComputedStyle(document.getElementById("rule")).display') != 'none'
    b.eval('1')
    noise = [e for e in b.events if e['method'] in ('Runtime.exceptionThrown', 'Runtime.consoleAPICalled',
                                                    'Log.entryAdded')]
    assert noise == []
    urls = {e['params']['request']['url'].split('#')[0] for e in b.events
            if e['method'] == 'Network.requestWillBeSent'}
    assert urls <= {PAGES[lang].as_uri()}, urls


@pytest.mark.slow
@needs_chromium
def test_the_repeated_view_replays_the_lists_of_every_step(browser):
    """The picture's lists are replayed from the steps' facts (and copies every 64 steps):
    at steps of the Square Destroyer example and of a 35 x 21 covering design, visited in
    a random order, they are trace.py's; the picture greys the covered headers, dashes the
    rows set aside and draws the rows' live links."""
    b = page_at(browser, 'en', '#repeated=squares')
    rng = random.Random(7)
    texts = [b.eval('document.getElementById("text").value')]
    pairs = list(itertools.combinations(range(7), 2))
    texts.append(p4929_text(21, [[k + 1 for k, p in enumerate(pairs) if set(p) <= set(q)]
                                 for q in itertools.combinations(range(7), 4)]))
    for text in texts:
        assert b.eval(f'dlxPlay.load({js(text)})') is True
        events = trace_json('--repeated', '--lists', stdin=text.encode())
        assert 60 < len(events) < 5000
        order = list(range(len(events)))
        rng.shuffle(order)
        for k in order[:150] + sorted(order[:40]):
            b.eval(f'dlxPlay.show({k})')
            assert b.eval('dlxPlay.lists()') == events[k]['lists'], k
            lists = events[k]['lists']
            covered = sum(lists['R'][lists['L'][c]] != c for c in range(1, len(lists['S'])))
            grey = b.eval('Array.from(document.querySelectorAll("#svg g.head rect")).slice(1).filter(function (r) '
                          '{ return r.getAttribute("fill") === "#eaeef2"; }).length')
            assert grey == covered, k
        tried = next(e['index'] for e in events if e['kind'] == 'try')
        b.eval(f'dlxPlay.show({tried})')
        assert b.eval('document.getElementById("links-rows").getAttribute("d")') != 'M0,0'
        aside = next(e for e in events if e['kind'] == 'undo')
        b.eval(f'dlxPlay.show({aside["index"]})')
        dashed = b.eval(f'document.querySelector("#svg rect.node[data-node=\'{aside["node"]}\']")'
                        '.getAttribute("stroke-dasharray")')
        assert dashed == '3 2'


@pytest.mark.slow
@needs_chromium
@pytest.mark.parametrize('lang', ['en', 'zh'])
def test_repeated_40_by_40_steps_and_41_is_refused(browser, lang):
    b = page_at(browser, lang, '#repeated')
    assert b.eval(f'dlxPlay.load({js(big_matrix(41, 40, 1))})') is False
    message = b.eval('document.getElementById("message").textContent')
    assert 'tools/trace.py' in message and '--repeated' in message and '41 × 40' in message
    assert b.eval('dlxPlay.state().mode') == 'repeated' and b.eval('dlxPlay.state().line').startswith('  0  ')
    rng = random.Random(10)                 # 40 rows of 3-6 of 40 columns: a search of 218 steps
    rows = [sorted(rng.sample(range(1, 41), rng.randint(3, 6))) for _ in range(40)]
    for c in range(1, 41):
        if not any(c in r for r in rows):
            r = rng.choice(rows)
            r.append(c)
            r.sort()
    text = p4929_text(40, rows)
    assert b.eval(f'dlxPlay.load({js(text)})') is True
    last = trace_json('--repeated', stdin=text.encode())[-1]
    assert last['index'] > 200
    took = b.eval('(function () { var t = performance.now(); for (var i = 0; i < 200; i++) '
                  'dlxPlay.step(); dlxPlay.show(20); return performance.now() - t; })()')
    assert b.eval('dlxPlay.state().index') == 20
    b.eval('dlxPlay.show(100000)')
    assert b.eval('dlxPlay.state().index') == last['index'] and b.eval('dlxPlay.state().kind') == 'done'
    assert b.eval('document.querySelectorAll("#svg rect.node").length') == sum(map(len, rows))
    print(f'repeated cover 40 x 40, {last["index"]} steps: 200 steps and a jump back drawn in {took:.0f} ms')
