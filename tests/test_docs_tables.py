"""Every table of the READMEs and the docs renders on GitHub as written: each row has as
many cells as its header. GitHub splits a row at every `|` not escaped as `\\|`, even inside
`code`, so an unescaped one there breaks the row (issue 28: dlx-format.md's error table).
"""
import re

import pytest

from tests.util import ROOT

PAGES = [ROOT / 'README.md', ROOT / 'README.zh-CN.md'] + sorted((ROOT / 'docs').glob('*.md')) \
    + sorted((ROOT / 'docs' / 'zh').glob('*.md'))


def cells(row):
    """How many cells GitHub makes of a table row."""
    return len(re.split(r'(?<!\\)\|', row.strip().strip('|')))


def bad_rows(text):
    """[(line number, cells, header's cells)] of the rows that do not match their header."""
    text = re.sub(r'^ *```.*?^ *```', lambda m: re.sub(r'[^\n]', '', m.group(0)), text, flags=re.M | re.S)
    bad, header = [], None
    for number, line in enumerate(text.split('\n'), 1):
        if not line.startswith('|'):
            header = None
        elif header is None:
            header = cells(line)
        elif cells(line) != header:
            bad.append((number, cells(line), header))
    return bad


@pytest.mark.parametrize('page', PAGES, ids=[str(p.relative_to(ROOT)) for p in PAGES])
def test_every_table_row_has_its_headers_cells(page):
    assert not bad_rows(page.read_text(encoding='utf-8'))


def test_an_unescaped_bar_in_code_is_found():
    table = '| input | message |\n|---|---|\n| `A | B` | `x` |\n| `A \\| B` | `x` |\n'
    assert bad_rows(table) == [(3, 3, 2)]
