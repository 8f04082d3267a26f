"""Exact cover in Knuth's format, counted by the template's core: the "before" of dlx.py.

Reads what solutions/dlx.py reads when there are no colours (docs/dlx-format.md: `|`
comments, the item line, one option a line; an option without a primary item dropped),
builds it with solutions/template.py's build and prints the number of exact covers its
search yields. dlx.py's header compares its search for input without colours with this
(`make bench-full`, bench/bench_dlx.py). Colours, other modes and error messages are not
handled: a coloured item or an unknown item stops it with exit status 2. Not a solution.
"""
import importlib.util
import sys
from pathlib import Path

# The template's core itself, loaded, not copied: build, cover, uncover, search.
_spec = importlib.util.spec_from_file_location(
    'template', Path(__file__).resolve().parent.parent / 'solutions' / 'template.py')
_template = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_template)
build, search = _template.build, _template.search


def matrix(text):
    """(ncols, rows, nprimary) of an input in Knuth's format without colours."""
    lines = [line.split() for line in text.splitlines()]
    lines = [words for words in lines if words and not words[0].startswith('|')]
    items = lines[0]
    primary = items[:items.index('|')] if '|' in items else items
    secondary = items[len(primary) + 1:]
    column = {name: k for k, name in enumerate(primary + secondary, 1)}
    rows = []
    for words in lines[1:]:
        if any(':' in w or w not in column for w in words):
            sys.exit('dlx_template_core: colours and unknown items are not handled')
        if any(column[w] <= len(primary) for w in words):
            rows.append([column[w] for w in words])
    return len(column), rows, len(primary)


def main():
    M = build(*matrix(sys.stdin.read()))
    found = 0
    for _ in search(M):
        found += 1
    print(found)


if __name__ == '__main__':
    main()
