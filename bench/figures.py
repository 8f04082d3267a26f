"""The kit's measured figures, from one place: bench/results/*.json (written by `make bench`).

    python3 bench/figures.py           # regenerate the READMEs' blocks, refresh stale header figures
    python3 bench/figures.py --check   # say what is stale, change nothing (exit 1 if anything is)

Pages (README.md, README.zh-CN.md, docs/*.md, docs/zh/*.md): each block between
`<!-- bench:NAME begin -->` and `<!-- bench:NAME end -->` is bench/readme/NAME.md (a
Chinese page: NAME.zh.md) with its placeholders filled: `{KEY}` a row's CPU seconds,
`{KEY ref}` its reference's, `{KEY ratio}` the ratio of the two, `{@runs}` the dates,
interpreter versions and load of the rows the block cites (in the README's language).
KEY is a row's key, `problem/input/interpreter` (bench/common.py's record). Edit the
templates, never the blocks; a Chinese template cites the same placeholders, in the same
order, as its English one (tests/test_figures.py), so the two READMEs show one set of
figures.

Solution headers: a time figure (a number, a space, s, ms or min) is followed by the row it
cites, `0.66 s [p4929/rand200-seed-22/cpython3.11]` or `[KEY ref]` for the row's reference;
`~` before it, or `<` for a bound. A figure is stale when it is more than 15% (or its last
printed digit) away from the row; refreshing rewrites only stale figures, so a re-run on a
noisy machine does not churn every header. tests/test_figures.py fails on anything stale,
on an untagged time figure, and on a key that no results file holds.

Prose: the same for every time figure of those pages (units in English or Chinese: s, ms,
us, min, 秒, 毫秒, 分钟...), except limits said as limits, code, generated blocks and
dated sections (NOTES.md, "Figures"); stale tagged figures are rewritten as in headers.
"""
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.common import RESULTS, ROOT  # noqa: E402

TEMPLATES = ROOT / 'bench' / 'readme'
README = ROOT / 'README.md'
READMES = {'en': README, 'zh': ROOT / 'README.zh-CN.md'}
# the provenance line of a block ({@runs}), in each README's language
RUNS = {
    'en': {'when': 'Measured {when} (bench/results/)', 'range': '{a} to {b}',
           'load': '; load average {lo}-{hi} on 2 cores', 'sep': '; ', 'end': '.'},
    'zh': {'when': '测于 {when}（bench/results/）', 'range': '{a} 至 {b}',
           'load': '；负载均值 {lo}-{hi}（2 核）', 'sep': '；', 'end': '。'},
}
SOLUTIONS = ROOT / 'solutions'
TOLERANCE = 0.15

KEY = r'[a-z0-9.+-]+/[a-z0-9.+-]+/[a-z0-9.+-]+'
PLACEHOLDER = re.compile(r'\{(?:(?P<key>' + KEY + r')(?: (?P<field>ref|ratio))?|@(?P<special>runs))\}')
BLOCK = re.compile(r'(<!-- bench:(?P<name>[\w-]+) begin -->\n)(?P<body>.*?)(<!-- bench:(?P=name) end -->)', re.S)
# a time figure (a number and a unit of time, in English or Chinese), and the tag that should
# follow it; English units after a space, Chinese ones with or without
FIGURE = re.compile(r'(?<![\w.,])(?P<op>[~<] ?)?(?P<num>\d[\d,]*(?:\.\d+)?)(?: ?\n *| ?)'
                    r'(?P<unit>(?<=\s)(?:ms|us|µs|μs|min|minutes?|seconds?|s)(?![\w])|毫秒|微秒|分钟|秒)'
                    r'(?:\s*\[(?P<key>[^\]\s]+)(?: (?P<field>ref))?\])?')
LIMIT = re.compile(r'limits?\b[: ]*(?:of )?$|^ limit')      # "a 1 s limit", "limit: 2 s": not a measurement
SCALE = {'s': 1.0, 'ms': 0.001, 'us': 1e-6, 'µs': 1e-6, 'μs': 1e-6, 'min': 60.0, 'minute': 60.0,
         'minutes': 60.0, 'second': 1.0, 'seconds': 1.0, '秒': 1.0, '毫秒': 0.001, '微秒': 1e-6, '分钟': 60.0}


def load():
    """{key: row} over every results file; a key in two files is an error."""
    rows = {}
    for path in sorted(RESULTS.glob('*.json')):
        for key, row in json.loads(path.read_text()).items():
            if key in rows:
                raise ValueError(f'{key} is in two results files ({path.name} and another)')
            rows[key] = dict(row, file=path.name)
    return rows


def number(x):
    """CPU seconds as the README prints them: 0.69, 12.4, 197."""
    return f'{x:.2f}' if x < 10 else f'{x:.1f}' if x < 100 else f'{x:.0f}'


def value(rows, key, field=None):
    """The figure a placeholder or tag cites; KeyError naming what is missing."""
    if key not in rows:
        raise KeyError(f'no results row {key}: run its benchmark (bench/run.py NAME)')
    row = rows[key]
    if field in ('ref', 'ratio') and not row.get('ref_cpu'):
        raise KeyError(f'results row {key} has no reference time')
    if field == 'ref':
        return row['ref_cpu']
    if field == 'ratio':
        return row['cpu'] / row['ref_cpu']
    return row['cpu']


def runs(rows, keys, lang='en'):
    """The provenance line of a block: dates, interpreter versions, load."""
    w = RUNS[lang]
    cited = [rows[k] for k in sorted(set(keys)) if k in rows]
    if not cited:
        return ''
    dates = sorted(r['date'][:10] for r in cited)
    versions = {}
    for r in cited:
        if r.get('version'):
            versions[r['interpreter']] = r['version']
    loads = [r['load'] for r in cited if r.get('load') is not None]
    when = dates[0] if dates[0] == dates[-1] else w['range'].format(a=dates[0], b=dates[-1])
    text = w['when'].format(when=when)
    if versions:
        text += w['sep'] + ', '.join(f'{k}: {v}' for k, v in sorted(versions.items()))
    if loads:
        text += w['load'].format(lo=f'{min(loads):.1f}', hi=f'{max(loads):.1f}')
    return text + w['end']


def placeholders(template):
    """The placeholders a template cites, in order (a translation must cite the same)."""
    return [m.group(0) for m in PLACEHOLDER.finditer(template)]


def template_path(name, lang='en'):
    """bench/readme/NAME.md, or NAME.LANG.md for another edition of the README."""
    return TEMPLATES / (f'{name}.md' if lang == 'en' else f'{name}.{lang}.md')


def render(template, rows, lang='en'):
    """A template with its placeholders filled; raises KeyError for a missing row."""
    keys = [m.group('key') for m in PLACEHOLDER.finditer(template) if m.group('key')]

    def fill(match):
        if match.group('special'):
            return runs(rows, keys, lang)
        x = value(rows, match.group('key'), match.group('field'))
        return f'{x:.1f}' if match.group('field') == 'ratio' else number(x)
    return PLACEHOLDER.sub(fill, template)


def readme_text(rows, text=None, lang='en'):
    """A page (README.md by default; text in the language lang) with every bench block
    regenerated from its template."""
    text = READMES[lang].read_text(encoding='utf-8') if text is None else text

    def block(match):
        template = template_path(match.group('name'), lang)
        if not template.exists():
            raise KeyError(f'bench block {match.group("name")}: no template {template.relative_to(ROOT)}')
        return match.group(1) + render(template.read_text(encoding='utf-8'), rows, lang) + match.group(4)
    return BLOCK.sub(block, text)


def header(path):
    """(docstring's start, its text) of a solution file: its first string literal."""
    text = path.read_text()
    start = text.index('"""') + 3
    return start, text[start:text.index('"""', start)]


def figures(doc):
    """Every time figure of a header that is not a limit."""
    return [m for m in FIGURE.finditer(doc)
            if not LIMIT.search(doc[max(0, m.start() - 12):m.start()]) and not LIMIT.search(doc[m.end():m.end() + 8])]


def stale(match, rows):
    """Why a tagged header figure is off its row, or None; raises KeyError when untagged/missing."""
    if not match.group('key'):
        raise KeyError(f'"{match.group(0)}" cites no results row: tag it, e.g. "{match.group(0)} [KEY]"')
    actual = value(rows, match.group('key'), match.group('field'))
    shown = float(match.group('num').replace(',', '')) * SCALE[match.group('unit')]
    digits = match.group('num').partition('.')[2]
    slack = 0.5 * 10 ** -len(digits) * SCALE[match.group('unit')]
    if match.group('op') and match.group('op').strip() == '<':
        return None if actual <= shown * (1 + TOLERANCE) else f'{actual:.3f} s is not below {match.group(0)}'
    if abs(shown - actual) <= max(TOLERANCE * actual, slack):
        return None
    return f'{match.group(0)}: the row says {actual:.3f} s'


def refreshed(match, rows):
    """The figure rewritten from its row, in its own unit and prefix."""
    actual = value(rows, match.group('key'), match.group('field')) / SCALE[match.group('unit')]
    text = match.group(0)
    return text[:match.start('num') - match.start(0)] + number(actual) + text[match.end('num') - match.start(0):]


def header_problems(rows):
    """[(file, message)] for every untagged, unknown or stale time figure in solutions/."""
    found = []
    for path in sorted(SOLUTIONS.glob('*.py')):
        _, doc = header(path)
        for match in figures(doc):
            try:
                why = stale(match, rows)
            except KeyError as e:
                why = e.args[0]
            if why:
                found.append((path.name, why))
    return found


def refresh_headers(rows):
    """Rewrite each stale tagged figure from its row; returns the files changed."""
    changed = []
    for path in sorted(SOLUTIONS.glob('*.py')):
        start, doc = header(path)
        pieces, last = [], 0
        for match in figures(doc):
            try:
                if match.group('key') and stale(match, rows) and not (match.group('op') or '').startswith('<'):
                    pieces += [doc[last:match.start()], refreshed(match, rows)]
                    last = match.end()
            except KeyError:
                continue
        if pieces:
            text = path.read_text()
            new_doc = ''.join(pieces) + doc[last:]
            path.write_text(text[:start] + new_doc + text[start + len(doc):])
            changed.append(path.name)
    return changed


# ---------------------------------------------------------------- figures in prose

DOCS = ROOT / 'docs'
# a date in a heading makes its section a dated record (what was measured that day)
DATED = re.compile(r'\d{4}-\d\d-\d\d')
HEADING = re.compile(r'^(#+) .*$', re.M)
# text that is not prose: generated blocks, code, link targets
NOT_PROSE = [re.compile(r'<!-- ([\w:.-]+) begin -->.*?<!-- \1 end -->', re.S),
             re.compile(r'^ *```.*?^ *```', re.S | re.M),
             re.compile(r'`[^`\n]*`'),
             re.compile(r'\]\([^)\s]*\)')]
# a limit or a setting, not a measurement: the figure right after one of these words ...
LIMIT_BEFORE = re.compile(r'(?:\blimits?|\bTL|\btime-?outs?|\bcap(?:ped)?|\bbudget|\btargets?|\bstretch|\bintervals?'
                          r'|时限|限制|上限|超时|目标|间隔)'
                          r'(?:\s*(?:of|is|was|at|to|:|=|\+)(?: the)?|\s*(?:[：为是+]|再?加))?\s*(?:about |约)?$')
# ... or right before "limit", "timeout", "cap" / 时限, 超时, 上限, or a limit pair with memory: "1 s, 128 MB"
LIMIT_AFTER = re.compile(r'^(?:\s+(?:time\s+)?(?:limits?|time-?outs?|caps?|targets?|intervals?|stretch)\b|\s*(?:的)?(?:时限|限时|超时|上限|目标|间隔)'
                         r'|\s*[,，、]\s*\d+(?:\.\d+)? ?[KMG]B\b)')


def prose_pages():
    """The pages whose figures must cite bench/results: both READMEs and every docs page."""
    return [README, READMES['zh']] + sorted(DOCS.glob('*.md')) + sorted((DOCS / 'zh').glob('*.md'))


def blanked(text):
    """The text with what is not prose blanked out, the same length and lines, so
    positions still name lines."""
    for pattern in NOT_PROSE:
        text = pattern.sub(lambda m: re.sub(r'[^\n]', ' ', m.group(0)), text)
    return text


def dated_spans(text):
    """(start, end) of every dated section: from a heading holding a date to the next
    heading of its level or above."""
    heads = [(m.start(), len(m.group(1)), bool(DATED.search(m.group(0)))) for m in HEADING.finditer(text)]
    return [(start, next((s for s, lv, _ in heads[i + 1:] if lv <= level), len(text)))
            for i, (start, level, dated) in enumerate(heads) if dated]


def is_limit(text, match):
    before = text[max(0, match.start() - 24):match.start()].replace('\n', ' ')
    return bool(LIMIT_BEFORE.search(before) or LIMIT_AFTER.match(text[match.end():match.end() + 16]))


def prose_figures(text):
    """Every time figure of a page's prose that must cite a results row: the tagged ones
    (anywhere), and the untagged ones that are not limits, outside code, generated blocks
    and dated sections."""
    shown = blanked(text)
    dated = dated_spans(shown)
    return [m for m in FIGURE.finditer(shown)
            if m.group('key') or not (is_limit(shown, m) or any(a <= m.start() < b for a, b in dated))]


def shown_name(path):
    """A path relative to the kit when it is inside it."""
    try:
        return str(path.relative_to(ROOT))
    except ValueError:
        return str(path)


def prose_problems(rows, pages=None):
    """[(page:line, message)] for every untagged, unknown or stale figure of the prose."""
    found = []
    for page in pages or prose_pages():
        text = page.read_text(encoding='utf-8')
        for match in prose_figures(text):
            try:
                why = stale(match, rows)
            except KeyError as e:
                why = e.args[0]
            if why:
                line = text.count('\n', 0, match.start()) + 1
                found.append((f'{shown_name(page)}:{line}', why))
    return found


def refresh_prose(rows):
    """Rewrite each stale tagged figure of the prose from its row; returns the pages changed."""
    changed = []
    for page in prose_pages():
        text = page.read_text(encoding='utf-8')
        pieces, last = [], 0
        for match in prose_figures(text):
            try:
                if match.group('key') and stale(match, rows) and not (match.group('op') or '').startswith('<'):
                    pieces += [text[last:match.start()], refreshed(match, rows)]
                    last = match.end()
            except KeyError:
                continue
        if pieces:
            page.write_text(''.join(pieces) + text[last:], encoding='utf-8')
            changed.append(shown_name(page))
    return changed


def page_lang(page):
    """'zh' for README.zh-CN.md and docs/zh/*.md, else 'en'."""
    return 'zh' if page == READMES['zh'] or page.parent == DOCS / 'zh' else 'en'


def page_blocks(page):
    """The names of the bench blocks a page holds."""
    return [m.group('name') for m in BLOCK.finditer(page.read_text(encoding='utf-8'))]


def main():
    check = '--check' in sys.argv[1:]
    rows = load()
    problems, failed = [], False
    for page in prose_pages():
        name = page.relative_to(ROOT)
        try:
            text = readme_text(rows, page.read_text(encoding='utf-8'), page_lang(page))
        except KeyError as e:
            print(f'figures: {name}: {e.args[0]}', file=sys.stderr)
            failed = True
            continue
        if text != page.read_text(encoding='utf-8'):
            if check:
                problems.append(f'{name}: a bench block is stale (python3 bench/figures.py)')
            else:
                page.write_text(text, encoding='utf-8')
                print(f'figures: {name} regenerated')
    if not check:
        for name in refresh_headers(rows):
            print(f'figures: {name}: stale figures rewritten from bench/results/')
        for name in refresh_prose(rows):
            print(f'figures: {name}: stale figures rewritten from bench/results/')
    problems += [f'solutions/{name}: {why}' for name, why in header_problems(rows)]
    problems += [f'{where}: {why}' for where, why in prose_problems(rows)]
    for line in problems:
        print(f'figures: {line}', file=sys.stderr)
    if check and (problems or failed):
        sys.exit(1)


if __name__ == '__main__':
    main()
