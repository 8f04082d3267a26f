"""The canonical DLX and its copies: every solution's core is checked, not promised.

solutions/template.py holds the canonical core (build, cover, uncover, search). Each
solution's header has a `Core:` field: either `canonical`, and then those four functions
are the template's, verbatim (compared by AST, docstrings included), or `variant of
solutions/template.py - <deltas>`, naming each delta from DELTAS and the measurement that
pays for it; the core functions a variant's deltas do not touch must still be canonical.
The template itself is stress-tested here against brute force, secondary columns included.
"""
import ast
import itertools
import random
import re

import pytest

from tests.util import SOLUTIONS, load_solution, solution

CORE = ('build', 'cover', 'uncover', 'search')
# Each delta a variant may declare, with the core functions it is allowed to change.
DELTAS = {
    'inline cover': ('search',),        # cover/uncover written out inside the search loop
    'weighted S': ('build', 'search'),
    'no S': ('build', 'search'),
    'z-trick': ('search',),             # an emptied column noted, to fail the node at once
    'unrolled rows': ('build', 'search'),
    'fixed nodes': ('build',),          # one set of lists, reused by every instance
    'ring order': ('build',),           # the header ring sorted, not 1..ncols
    'leftmost branching': ('search',),  # the ring's first column, for lexicographic order
    'leaf counting': ('search',),       # the last levels counted without covering
    'colours': CORE,                    # Knuth's secondary colours (purify, unpurify)
    'min size': ('search',),            # branch and bound on the number of rows
    'repeated cover': CORE,             # columns only are removed, IDA* with a bound
    'branch and bound': ('search',),    # a bound on the score cuts branches
    'node-budget': ('search',),         # pauses past a number of rows: two searches take turns
    'cell-branching': ('search',),      # the fewest-rows choice among the ring's first columns only
}
MEASURED = re.compile(r'\d[\d,.]*\s*(s\b|%|x\b|×|nodes|ms\b)')


def header_field(path, name):
    """The text of a header field (its line and the indented lines after it), or None."""
    doc = ast.get_docstring(ast.parse(path.read_text())) or ''
    match = re.search(rf'^{name}:(.*(?:\n[ \t]+.*)*)', doc, re.M)
    return ' '.join(match.group(1).split()) if match else None


def core_functions(path):
    """{name: AST dump} of the file's top-level functions named in CORE."""
    tree = ast.parse(path.read_text())
    return {node.name: ast.dump(node) for node in tree.body
            if isinstance(node, ast.FunctionDef) and node.name in CORE}


CANONICAL = core_functions(solution('template'))
SOLUTION_FILES = sorted(p for p in SOLUTIONS.glob('*.py'))


def test_the_template_defines_the_whole_core():
    assert sorted(CANONICAL) == sorted(CORE)
    assert header_field(solution('template'), 'Source').find('cs/0011047') >= 0


@pytest.mark.parametrize('path', SOLUTION_FILES, ids=lambda p: p.stem)
def test_every_copy_is_canonical_or_a_declared_variant(path):
    core = header_field(path, 'Core')
    if path.stem == 'template':
        return
    assert core, f'{path.name}: the header has no Core: field'
    assert 'cs/0011047' in (header_field(path, 'Source') or ''), f'{path.name}: Source must cite Knuth 2000'
    functions = core_functions(path)
    if core.startswith('canonical'):
        assert sorted(functions) == sorted(CORE), f'{path.name}: canonical, but defines {sorted(functions)}'
        for name in CORE:
            assert functions[name] == CANONICAL[name], f'{path.name}: {name} differs from the template'
        return
    assert core.startswith('variant of solutions/template.py'), f'{path.name}: Core: {core[:60]}'
    declared = [delta for delta in DELTAS if delta in core]
    assert declared, f'{path.name}: a variant that names no delta from {sorted(DELTAS)}'
    assert MEASURED.search(core), f'{path.name}: the Core field gives no measurement'
    free = set().union(*(DELTAS[d] for d in declared))
    for name, dump in functions.items():
        if name not in free:
            assert dump == CANONICAL[name], f'{path.name}: {name} differs, and no declared delta covers it'


def test_the_three_sudoku_files_share_one_solver():
    """poj2676, poj3074 and p1784 differ in their I/O (main) and nothing else."""
    def body(problem):
        tree = ast.parse(solution(problem).read_text())
        return [ast.dump(node) for node in tree.body[1:]
                if not (isinstance(node, ast.FunctionDef) and node.name == 'main')]
    assert body('poj2676') == body('poj3074') == body('p1784')


# ---------------------------------------------------------------- the template, against brute force

def brute_covers(rows, ncols, nprimary):
    """Every set of rows covering 1..nprimary exactly once and the rest at most once.
    A row with no primary column is never chosen (it could only pad a cover)."""
    found = set()
    usable = [i for i, cols in enumerate(rows) if min(cols) <= nprimary]
    for k in range(len(usable) + 1):
        for pick in itertools.combinations(usable, k):
            counts = [0] * (ncols + 1)
            for i in pick:
                for c in rows[i]:
                    counts[c] += 1
            if all(counts[c] == 1 for c in range(1, nprimary + 1)) and max(counts, default=0) <= 1:
                found.add(frozenset(pick))
    return found


@pytest.mark.timeout(120)
def test_template_finds_every_cover_once_and_restores_the_links():
    dlx = load_solution('template')
    rng = random.Random(11)
    for _ in range(1200):
        ncols = rng.randint(1, 10)
        nprimary = rng.randint(1, ncols)
        rows = [sorted(rng.sample(range(1, ncols + 1), rng.randint(1, min(4, ncols))))
                for _ in range(rng.randint(0, 12))]
        M = dlx.build(ncols, rows, nprimary)
        before = [list(x) for x in M]
        ROW = M[5]
        found = [frozenset(ROW[x] for x in chosen) for chosen in dlx.search(M)]
        assert len(found) == len(set(found)), rows
        assert set(found) == brute_covers(rows, ncols, nprimary), (rows, nprimary)
        assert [list(x) for x in M] == before, rows     # cover/uncover undo each other exactly


def test_template_needs_no_recursion_for_a_cover_of_500_rows():
    dlx = load_solution('template')
    M = dlx.build(500, [[c] for c in range(1, 501)])
    assert len(next(dlx.search(M))) == 500
