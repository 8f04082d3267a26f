"""The kit's measured figures, from one place: bench/results/*.json (written by `make bench`).

    python3 bench/figures.py           # regenerate the READMEs' blocks, refresh stale header figures
    python3 bench/figures.py --check   # say what is stale, change nothing (exit 1 if anything is)

READMEs (README.md, and README.zh-CN.md in Chinese): each block between
`<!-- bench:NAME begin -->` and `<!-- bench:NAME end -->` is bench/readme/NAME.md (the
Chinese README: NAME.zh.md) with its placeholders filled: `{KEY}` a row's CPU seconds,
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
# a time figure in a header, and the tag that should follow it
FIGURE = re.compile(r'(?P<op>[~<] ?)?(?P<num>\d[\d,]*(?:\.\d+)?) (?P<unit>s|ms|min)\b'
                    r'(?:\s+\[(?P<key>[^\]\s]+)(?: (?P<field>ref))?\])?')
LIMIT = re.compile(r'limits?\b[: ]*(?:of )?$|^ limit')      # "a 1 s limit", "limit: 2 s": not a measurement
SCALE = {'s': 1.0, 'ms': 0.001, 'min': 60.0}


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
    """A README (README.md, or the edition of lang) with every bench block regenerated
    from its template."""
    text = READMES[lang].read_text(encoding='utf-8') if text is None else text

    def block(match):
        template = template_path(match.group('name'), lang)
        if not template.exists():
            raise KeyError(f'README block {match.group("name")}: no template {template.relative_to(ROOT)}')
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


def main():
    check = '--check' in sys.argv[1:]
    rows = load()
    problems, failed = [], False
    for lang, path in READMES.items():
        try:
            text = readme_text(rows, lang=lang)
        except KeyError as e:
            print(f'figures: {path.name}: {e.args[0]}', file=sys.stderr)
            failed = True
            continue
        if text != path.read_text(encoding='utf-8'):
            if check:
                problems.append(f'{path.name}: a bench block is stale (python3 bench/figures.py)')
            else:
                path.write_text(text, encoding='utf-8')
                print(f'figures: {path.name} regenerated')
    if not check:
        for name in refresh_headers(rows):
            print(f'figures: {name}: stale figures rewritten from bench/results/')
    problems += [f'solutions/{name}: {why}' for name, why in header_problems(rows)]
    for line in problems:
        print(f'figures: {line}', file=sys.stderr)
    if check and (problems or failed):
        sys.exit(1)


if __name__ == '__main__':
    main()
