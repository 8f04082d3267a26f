"""Figures live in one place: bench/results/*.json, written by `make bench`.

README's bench blocks are generated from those files (bench/readme/NAME.md, `make
figures`) and must be current; every time figure in a solution's header cites a results
row (`0.66 s [p4929/rand200-seed-22/cpython3.11]`) and must lie within 15% of it (or of
its last printed digit). The checks are shown to fail on small examples below.
"""
import json
import re

import pytest

from bench import figures
from bench.common import slug
from tests.util import ROOT

ROWS = figures.load()
FIELDS = {'problem', 'input', 'interpreter', 'version', 'cpu', 'limit', 'reference', 'ref_cpu',
          'note', 'full', 'load', 'date'}


def test_every_results_row_is_whole_and_keyed_by_its_fields():
    assert ROWS, 'bench/results/ holds no rows: run make bench'
    for key, row in ROWS.items():
        assert set(row) - {'file'} == FIELDS, key
        assert key == '/'.join(slug(row[f]) for f in ('problem', 'input', 'interpreter')), key
        assert row['cpu'] > 0 and (row['ref_cpu'] is None or row['ref_cpu'] > 0), key
        assert re.fullmatch(r'\d{4}-\d\d-\d\d \d\d:\d\d UTC', row['date']), key
        if row['interpreter'].startswith(('cpython', 'pypy')):
            assert row['version'], f'{key}: the interpreter version is missing'


def test_every_results_file_is_named_after_its_benchmark():
    for path in (ROOT / 'bench' / 'results').glob('*.json'):
        assert (ROOT / 'bench' / f'bench_{path.stem}.py').exists(), path.name
        json.loads(path.read_text())


def english_templates():
    return sorted(p.name[:-len('.md')] for p in figures.TEMPLATES.glob('*.md') if p.name.count('.') == 1)


@pytest.mark.parametrize('lang', ['en', 'zh'])
def test_every_bench_block_is_generated_from_the_results(lang):
    """The READMEs and the docs pages: each template has one block in the pages of its
    language, and every block is what bench/figures.py makes from the results now (one
    set of figures, two languages)."""
    pages = [p for p in figures.prose_pages() if figures.page_lang(p) == lang]
    names = sorted(name for page in pages for name in figures.page_blocks(page))
    assert names == english_templates(), f'each bench/readme/NAME.md has one block in the {lang} pages'
    for page in pages:
        text = page.read_text(encoding='utf-8')
        assert figures.readme_text(ROWS, text, lang) == text, \
            f'{page.relative_to(ROOT)} is stale: run `make figures` (bench/figures.py)'


def test_each_chinese_template_cites_the_english_ones_figures():
    """bench/readme/NAME.zh.md translates NAME.md: the same placeholders in the same order,
    so the Chinese README shows exactly the English one's figures."""
    for name in english_templates():
        en = figures.template_path(name).read_text(encoding='utf-8')
        zh_path = figures.template_path(name, 'zh')
        assert zh_path.exists(), f'{zh_path.name} is missing (the Chinese README\'s block {name})'
        zh = zh_path.read_text(encoding='utf-8')
        assert figures.placeholders(zh) == figures.placeholders(en), name
        assert re.search(r'[\u4e00-\u9fff]', zh), f'{zh_path.name} is not in Chinese'
    assert not [p.name for p in figures.TEMPLATES.glob('*.md')
                if p.name.count('.') > 1 and not p.name.endswith('.zh.md')]


def test_every_time_figure_in_a_header_cites_a_current_row():
    problems = figures.header_problems(ROWS)
    assert not problems, '\n'.join(f'{name}: {why}' for name, why in problems)


def test_every_time_figure_in_the_readmes_and_docs_cites_a_current_row():
    """A number with a unit of time in README*, docs/ or docs/zh/ cites its results row, or
    is a limit, or stands in code, a generated block or a dated section (NOTES.md, "Figures")."""
    problems = figures.prose_problems(ROWS)
    assert not problems, f'{len(problems)} figures (NOTES.md, "Figures"):\n' + \
        '\n'.join(f'{where}: {why}' for where, why in problems)


# ---------------------------------------------------------------- the checks can fail

FAKE = {'p/x/cpython3.11': {'cpu': 1.0, 'ref_cpu': 2.0, 'date': '2026-01-02 03:04 UTC',
                            'interpreter': 'cpython3.11', 'version': 'CPython 3.11.7', 'load': 1.0}}


def problems_of(doc):
    found = []
    for match in figures.figures(doc):
        try:
            why = figures.stale(match, FAKE)
        except KeyError as e:
            why = e.args[0]
        if why:
            found.append(why)
    return found


@pytest.mark.parametrize('doc', [
    'Time: 1.0 s [p/x/cpython3.11].',
    'Time: 1.1 s [p/x/cpython3.11] and 2.2 s [p/x/cpython3.11 ref].',   # within 15%
    'Time: 1 s [p/x/cpython3.11].',                                      # within its last digit
    'Time: ~1000 ms\n  [p/x/cpython3.11].',                              # another unit, a line break
    'Time: < 1.1 s [p/x/cpython3.11].',                                   # a bound
    'Problem: a 2 s limit; limit: 3 s.',                                  # limits are no measurement
])
def test_a_current_tagged_figure_passes(doc):
    assert problems_of(doc) == []


@pytest.mark.parametrize('doc, expected', [
    ('Time: 1.2 s [p/x/cpython3.11].', 'the row says 1.000 s'),          # 20% off
    ('Time: 1.0 s [p/x/cpython3.11 ref].', 'the row says 2.000 s'),
    ('Time: 1.0 s.', 'cites no results row'),
    ('Time: 1.0 s [p/y/pypy3].', 'no results row p/y/pypy3'),
    ('Time: 0.5 s [p/x/cpython3.11] vs ~14 s.', 'cites no results row'),
    ('Time: < 0.8 s [p/x/cpython3.11].', 'is not below'),
    ('Time: 1 min [p/x/cpython3.11].', 'the row says 1.000 s'),
])
def test_a_stale_or_untagged_figure_fails(doc, expected):
    assert any(expected in why for why in problems_of(doc)), problems_of(doc)


def prose_problems_of(tmp_path, text):
    page = tmp_path / 'page.md'
    page.write_text(text, encoding='utf-8')
    return [why for _, why in figures.prose_problems(FAKE, [page])]


@pytest.mark.parametrize('text', [
    'It takes 1.0 s [p/x/cpython3.11] in CPython.',
    '它用 1.0 秒 [p/x/cpython3.11]，参照程序 2.0 秒 [p/x/cpython3.11 ref]。',
    'Luogu gives it a 1 s limit; the time limit is 2 s; TL 3 s; (1 s, 128 MB); 时限 1 秒；1 秒，128 MB。',
    'Run `judge-io test --tl 2` or `"1500 ms"`; [a link](x.md#took-5-s).',
    '```sh\nmake test   # ~9 min\n```\n',
    '<!-- bench:demo begin -->\n| 9.99 s |\n<!-- bench:demo end -->\n',
    '## Measured 2026-11-22\n\nIt took 5.9 s then.\n\n### A detail\n\n0.3 s.\n',
    'the other 1s of its row; 5 queens; n = 13.',
])
def test_prose_that_passes(tmp_path, text):
    assert prose_problems_of(tmp_path, text) == []


@pytest.mark.parametrize('text, expected', [
    ('It takes 0.66 s against the template.', 'cites no results row'),
    ('It takes 0.66 s [p/x/cpython3.11].', 'the row says 1.000 s'),
    ('它用 0.66 秒。', 'cites no results row'),
    ('about 6 minutes on 2 cores', 'cites no results row'),
    ('a node costs ~9 µs', 'cites no results row'),
    ('It took 3 s, under the 1 s limit', 'cites no results row'),           # the limit is 1 s, not 3 s
    ('## Measured 2026-11-22\n\nold: 5.9 s\n\n## Now\n\nnew: 0.7 s\n', 'cites no results row'),
    ('## Measured 2026-11-22\n\nold: 5.9 s [p/y/pypy3]\n', 'no results row p/y/pypy3'),   # a tag is checked anywhere
])
def test_prose_that_fails(tmp_path, text, expected):
    found = prose_problems_of(tmp_path, text)
    assert len(found) == 1 and expected in found[0], found


def test_a_stale_prose_figure_is_rewritten(tmp_path, monkeypatch):
    page = tmp_path / 'page.md'
    page.write_text('A: 1.6 s [p/x/cpython3.11], 1.05 s [p/x/cpython3.11], 3 秒 [p/x/cpython3.11 ref].\n',
                    encoding='utf-8')
    monkeypatch.setattr(figures, 'prose_pages', lambda: [page])
    monkeypatch.setattr(figures, 'ROOT', tmp_path)
    assert figures.refresh_prose(FAKE) == ['page.md']
    assert page.read_text(encoding='utf-8') == \
        'A: 1.00 s [p/x/cpython3.11], 1.05 s [p/x/cpython3.11], 2.00 秒 [p/x/cpython3.11 ref].\n'


def test_a_stale_readme_block_fails_and_regenerates(tmp_path, monkeypatch):
    (tmp_path / 'demo.md').write_text('| {p/x/cpython3.11} s | {p/x/cpython3.11 ratio}x | {@runs} |\n')
    monkeypatch.setattr(figures, 'TEMPLATES', tmp_path)
    stale = 'before\n<!-- bench:demo begin -->\n| 9.99 s |\n<!-- bench:demo end -->\nafter\n'
    fresh = figures.readme_text(FAKE, stale)
    assert fresh != stale
    assert '| 1.00 s | 0.5x | Measured 2026-01-02 (bench/results/)' in fresh and 'CPython 3.11.7' in fresh
    assert figures.readme_text(FAKE, fresh) == fresh
    with pytest.raises(KeyError, match='no results row p/z/pypy3'):
        (tmp_path / 'demo.md').write_text('{p/z/pypy3}\n')
        figures.readme_text(FAKE, stale)


def test_a_chinese_block_gets_the_same_figures_and_a_chinese_provenance_line(tmp_path, monkeypatch):
    (tmp_path / 'demo.md').write_text('| {p/x/cpython3.11} s | {@runs} |\n')
    (tmp_path / 'demo.zh.md').write_text('| {p/x/cpython3.11} 秒 | {@runs} |\n', encoding='utf-8')
    monkeypatch.setattr(figures, 'TEMPLATES', tmp_path)
    stale = '前\n<!-- bench:demo begin -->\n| 9.99 秒 |\n<!-- bench:demo end -->\n后\n'
    fresh = figures.readme_text(FAKE, stale, 'zh')
    assert '| 1.00 秒 | 测于 2026-01-02（bench/results/）；cpython3.11: CPython 3.11.7；负载均值 1.0-1.0（2 核）。 |' \
        in fresh
    assert figures.readme_text(FAKE, fresh, 'zh') == fresh
    assert '| 1.00 s | Measured 2026-01-02' in figures.readme_text(FAKE, stale, 'en')


def test_refreshing_rewrites_only_the_stale_figure():
    doc = 'Time: 1.6 s [p/x/cpython3.11], 1.05 s [p/x/cpython3.11] and ~3 s [p/x/cpython3.11 ref].'
    matches = figures.figures(doc)
    out = [figures.refreshed(m, FAKE) if figures.stale(m, FAKE) else m.group(0) for m in matches]
    assert out == ['1.00 s [p/x/cpython3.11]', '1.05 s [p/x/cpython3.11]', '~2.00 s [p/x/cpython3.11 ref]']
