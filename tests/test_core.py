"""The canonical DLX and its copies: every solution's core is checked function by function.

solutions/template.py holds the canonical core: build, cover, uncover, search. Every
other file's header has a `Core:` field in one of two forms.

    Core: canonical

The file defines build, cover, uncover and search exactly as the template does (compared
by AST, docstrings included) and no other function that touches the links.

    Core: variant of solutions/template.py
      build: fixed-nodes, ring-order
      cover, uncover: inline-cover
      search: inline-cover, empty-noted
      count: search + inline-cover, leaf-counting
      finish: part of leaf-counting
      progress: reads
      Measured: 0.59 s [p1219/n-13/cpython3.11] vs ... (free text from here on)

One line per function (or per group of functions sharing a body), then `Measured:`:
- `NAME: DELTA, DELTA` - NAME is one of the four core functions, changed (or removed) by
  those deltas, each of which must be allowed to change NAME (DELTAS below). A core
  function not named must be in the file and equal the template's; one named must differ
  from it (or be absent): a stale line fails too.
- `NAME: BASE + DELTA, ...` - a function of the file's own that is a copy of the core
  function BASE changed by those deltas (a second search, say).
- `NAME: part of DELTA, ...` - a function that exists for those deltas (colours' purify).
- `NAME: reads` - a function that only reads the links (statistics, progress, a bound):
  checked to store into none of L, R, U, D, S.
Every function that touches the links (subscripts L, R, U or D) must be one of the four
or named on such a line: nothing is silently free. Delta names are whole tokens from
DELTAS; each names one mechanism. `Measured:` must hold at least one measurement: a
number with a unit that is a time (s, ms, min) or a count (nodes, updates), never a board
size ("6 x 10") or a bare ratio; its time figures are tagged with the bench/results row
they cite and checked by tests/test_figures.py. The rest of the field is free text.

Each rule has a failing example below (BAD), so the checker is shown to fail. The template
itself is stress-tested here against brute force, secondary columns included.
"""
import ast
import itertools
import random
import re

import pytest

from tests.util import SOLUTIONS, load_solution, solution

CORE = ('build', 'cover', 'uncover', 'search')
LINKS = ('L', 'R', 'U', 'D')
# Each delta: the core functions it may change, and the one mechanism it names.
DELTAS = {
    'inline-cover': (('cover', 'uncover', 'search'),
                     'cover and uncover written out where the search calls them'),
    'weighted-S': (('build', 'search'),
                   'S counts a row as base - its length: fewest rows first, ties to longer rows'),
    'no-S': (('build', 'search'),
             'no row counts: a column of at most one row told by D[D[c]] == c, rows counted at a branch only'),
    'primary-S': (('search',), 'S kept up to date for primary columns only'),
    'scan-stop': (('search',), 'the fewest-rows scan stops at the first column of at most one row'),
    'empty-noted': (('search',),
                    "a cover that empties a column notes it; the next level branches on it at once "
                    "(no rows: the node fails) without a scan"),
    'early-fail': (('search',),
                   "a row's covers written out; one that empties a primary column outside the row "
                   "fails the row at once, its later columns not covered"),
    'unrolled-rows': (('build', 'search'), 'rows of a fixed length: the walks along a row written out'),
    'fixed-nodes': (('build',), 'one set of lists with node numbers fixed by the model, reused by every instance'),
    'ring-order': (('build',), 'the header ring in a chosen order (by starting size, middle-out), not 1..ncols'),
    'leftmost-branching': (('search',), "branch on the ring's first column (lexicographic order)"),
    'leaf-counting': (('search',), 'the last levels counted without covering'),
    'symmetry': (('search',), 'one branch of each symmetric set searched, counted with its multiplicity'),
    'node-count': (('search',), 'the search counts its nodes for a report'),
    'colours': (('search',), "Knuth's colours on secondary columns: a chosen node purifies its column"),
    'min-size': (('search',), 'a bound on the number of rows: only smaller solutions sought'),
    'failed-states': (('search',), 'the covered columns of each node searched in full, remembered with the '
                                   'rows it was searched for; a node met again with no more rows to spare is cut'),
    'multiplicities': (('search',), "Knuth's Algorithm M: a primary column covered a..b times, "
                                    "branching on the least branching degree; its rows tweaked away one by one"),
    'branch-and-bound': (('search',), 'a bound on the score cuts branches, and its branching rule'),
    'repeated-cover': (CORE, 'repeated cover, not exact: a row unlinks its columns only; IDA* with a bound'),
    'twin-skip': (('search',), 'after a row, the rows beside it with the same key (the same '
                               'placement with another copy of an equal tile) are not tried'),
    'node-budget': (('search',), 'the search pauses (yields None) past a number of rows, so several '
                    'searches of one problem take turns'),
    'cell-branching': (('search',), "with no column of at most one row, branch on the fewest among the "
                       "ring's columns up to a given number only (the cells)"),
    'wdeg-branching': (('search',), "with no column of at most one row, branch on the cell of the fewest rows "
                       "per weight of its units (dom/wdeg): a dead end adds to the weights of the units "
                       "of the column it empties"),
    'int-bitsets': (('search',), "no links: the rows still possible as one bit mask (a Python int), "
                                 "each column's rows counted by popcount (int.bit_count)"),
    'single-noted': (('search',), 'an unlink that leaves a column at most one row notes the column on a stack; '
                                  'a level branches on the newest noted one still of at most one row, no scan'),
    'dominated-rows': (('build', 'search'), 'before the search, a row holding a column b but not a column a '
                                            'whose rows all hold b is unlinked for good (it is in no cover)'),
    'pair-kill': (('search',), 'a column left with two rows removes every row that meets both, one with '
                               'one row every row that meets it: rows in no cover, never tried'),
    'field-masks': (('search',), "no links: every column's rows as a field of one Python int with a guard bit; "
                                 "one subtraction finds every column of no row and of one row at once"),
    'bit-masks': (CORE, 'no links: rows and columns as bit masks (Python ints), a repeated cover searched '
                        'by branch and bound with reductions at every node'),
}
TOKEN = re.compile(r'[A-Za-z]+(?:-[A-Za-z]+)*\Z')
NAME = re.compile(r'[A-Za-z_]\w*\Z')
MEASUREMENT = re.compile(r'\d[\d,]*(?:\.\d+)?\s*(?:[kMG]\s+)?(?:s|ms|min|nodes|(?:link )?updates)\b')
CANONICAL_LINE = re.compile(r'canonical(?: \(.*\))?\.?\Z')
VARIANT_LINE = 'variant of solutions/template.py'


def docstring(source):
    return ast.get_docstring(ast.parse(source)) or ''


def header_field(doc, name):
    """The lines of a header field: its first line's text, then the indented lines after it."""
    match = re.search(rf'^{name}:[ \t]*(.*(?:\n[ \t]+.*)*)', doc, re.M)
    return [line.strip() for line in match.group(1).split('\n')] if match else None


def functions(source):
    """{name: FunctionDef} of the top-level functions."""
    return {node.name: node for node in ast.parse(source).body if isinstance(node, ast.FunctionDef)}


def touches_links(node):
    """Whether a function (nested functions included) subscripts L, R, U or D."""
    return any(isinstance(n, ast.Subscript) and isinstance(n.value, ast.Name) and n.value.id in LINKS
               for n in ast.walk(node))


def writes_links(node):
    return any(isinstance(n, ast.Subscript) and isinstance(n.ctx, ast.Store) and isinstance(n.value, ast.Name)
               and n.value.id in LINKS + ('S',) for n in ast.walk(node))


def parse_deltas(text, errors, where):
    deltas = [d.strip() for d in text.split(',')]
    for d in deltas:
        if not TOKEN.match(d):
            errors.append(f'{where}: "{d}" is not a delta name (one hyphenated token)')
        elif d not in DELTAS:
            errors.append(f'{where}: unknown delta "{d}" (DELTAS in tests/test_core.py: {", ".join(DELTAS)})')
    if len(set(deltas)) != len(deltas):
        errors.append(f'{where}: a delta named twice')
    return [d for d in deltas if d in DELTAS]


def parse_core(lines):
    """(kind, {function: (form, base, deltas)}, measured text, errors) of a Core field."""
    errors, declared = [], {}
    first, rest = lines[0], lines[1:]
    if CANONICAL_LINE.match(first):
        if any(rest):
            errors.append('Core: canonical takes no further lines')
        return 'canonical', declared, '', errors
    if first != VARIANT_LINE:
        errors.append(f'Core: the first line must be "canonical" or "{VARIANT_LINE}", not "{first[:60]}"')
        return 'variant', declared, '', errors
    measured = None
    for line in rest:
        if measured is not None:
            measured += ' ' + line
            continue
        if line.startswith('Measured:'):
            measured = line[len('Measured:'):].strip()
            continue
        names, colon, body = line.partition(': ')
        names = [n.strip() for n in names.split(',')]
        if not colon or not all(NAME.match(n) for n in names):
            errors.append(f'Core: "{line[:60]}" is neither "NAME: DELTAS" nor "Measured: ..."')
            continue
        body = body.strip()
        for name in names:
            where = f'Core: {name}'
            if name in declared:
                errors.append(f'{where}: named twice')
            if name in CORE:
                if ' + ' in body or body.startswith('part of') or body == 'reads':
                    errors.append(f'{where}: a core function takes its deltas only ("{name}: DELTA, ...")')
                    continue
                deltas = parse_deltas(body, errors, where)
                for d in deltas:
                    if name not in DELTAS[d][0]:
                        errors.append(f'{where}: delta "{d}" does not change {name} (it may change: '
                                      f'{", ".join(DELTAS[d][0])})')
                declared[name] = ('changed', name, deltas)
            elif body == 'reads':
                declared[name] = ('reads', None, [])
            elif body.startswith('part of '):
                declared[name] = ('part', None, parse_deltas(body[len('part of '):], errors, where))
            elif ' + ' in body:
                base, _, text = body.partition(' + ')
                if base not in CORE:
                    errors.append(f'{where}: "{base}" is not a core function ({", ".join(CORE)})')
                deltas = parse_deltas(text, errors, where)
                for d in deltas:
                    if base in CORE and base not in DELTAS[d][0]:
                        errors.append(f'{where}: delta "{d}" does not change {base}')
                declared[name] = ('copy', base, deltas)
            else:
                errors.append(f'{where}: not a core function; say what it is: "{name}: BASE + DELTAS", '
                              f'"{name}: part of DELTAS" or "{name}: reads"')
    if measured is None:
        errors.append('Core: a variant needs a "Measured:" line (a time or a count that pays for it)')
    elif not MEASUREMENT.search(measured):
        errors.append(f'Core: Measured holds no measurement (a number with s, ms, min, nodes or updates): '
                      f'"{measured[:60]}"')
    if not declared and not errors:
        errors.append('Core: a variant that names no function: say "Core: canonical"')
    return 'variant', declared, measured or '', errors


def check_core(source, canonical):
    """Every problem with a file's Core field against its code: a list of messages."""
    doc = docstring(source)
    lines = header_field(doc, 'Core')
    if not lines:
        return ['the header has no Core: field']
    errors = []
    if 'cs/0011047' not in ' '.join(header_field(doc, 'Source') or []):
        errors.append('Source must cite Knuth 2000 (arXiv cs/0011047)')
    kind, declared, _, parse_errors = parse_core(lines)
    errors += parse_errors
    defined = functions(source)
    for name in CORE:
        if name in declared:
            if name in defined and ast.dump(defined[name]) == canonical[name]:
                errors.append(f'{name}: declared changed ({", ".join(declared[name][2])}) but equals the template')
        elif name not in defined:
            errors.append(f'{name}: missing, and the Core field does not name it')
        elif ast.dump(defined[name]) != canonical[name]:
            errors.append(f'{name}: differs from the template, and the Core field does not name it')
    for name, (form, _, _) in declared.items():
        if name not in CORE and name not in defined:
            errors.append(f'{name}: named in the Core field but not defined')
        elif form == 'reads' and writes_links(defined[name]):
            errors.append(f'{name}: declared "reads" but stores into the links')
    for name, node in defined.items():
        if name not in CORE and name not in declared and touches_links(node):
            errors.append(f'{name}: touches the links (L, R, U, D) but the Core field does not name it')
    return errors


def canonical_dumps():
    return {name: ast.dump(node) for name, node in functions(solution('template').read_text()).items()
            if name in CORE}


CANONICAL = canonical_dumps()
SOLUTION_FILES = sorted(p for p in SOLUTIONS.glob('*.py') if p.stem != 'template')


def test_the_template_defines_the_whole_core():
    assert sorted(CANONICAL) == sorted(CORE)
    assert 'cs/0011047' in ' '.join(header_field(docstring(solution('template').read_text()), 'Source'))
    extra = [name for name, node in functions(solution('template').read_text()).items()
             if name not in CORE and touches_links(node)]
    assert not extra, f'the template touches the links outside its core: {extra}'


@pytest.mark.parametrize('path', SOLUTION_FILES, ids=lambda p: p.stem)
def test_every_copy_is_canonical_or_a_declared_variant(path):
    errors = check_core(path.read_text(), CANONICAL)
    assert not errors, f'{path.name}:\n  ' + '\n  '.join(errors)


def test_every_delta_is_one_hyphenated_token_with_one_mechanism():
    for name, (changes, what) in DELTAS.items():
        assert TOKEN.match(name), name
        assert changes and set(changes) <= set(CORE), name
        assert what and ',' not in name
    mechanisms = [what for _, what in DELTAS.values()]
    assert len(set(mechanisms)) == len(mechanisms)


def test_the_three_sudoku_files_share_one_solver():
    """poj2676, poj3074 and p1784 differ in their I/O (main) and nothing else."""
    def body(problem):
        tree = ast.parse(solution(problem).read_text())
        return [ast.dump(node) for node in tree.body[1:]
                if not (isinstance(node, ast.FunctionDef) and node.name == 'main')]
    assert body('poj2676') == body('poj3074') == body('p1784')


# ---------------------------------------------------------------- the checker can fail

_TEMPLATE = solution('template').read_text()
SEGMENTS = {name: ast.get_source_segment(_TEMPLATE, node) + '\n\n\n'
            for name, node in functions(_TEMPLATE).items() if name in CORE}
TEMPLATE_CORE = ''.join(SEGMENTS.values())
SOURCE = 'Source: D. E. Knuth, "Dancing Links", 2000 (arXiv cs/0011047).'


def file_with(core, code=TEMPLATE_CORE):
    """A tiny solution: a header with the given Core field, then code."""
    return f'"""A test file.\n\nCore: {core}\n{SOURCE}\n"""\n{code}'


CHANGED_SEARCH = TEMPLATE_CORE.replace('if S[j] < S[c]:', 'if S[j] <= S[c]:')
NO_COVER = ''.join(text for name, text in SEGMENTS.items() if name != 'cover')
EXTRA = TEMPLATE_CORE + 'def peek(M):\n    L, R, U, D, C, ROW, S = M\n    return R[0]\n'
WRITER = TEMPLATE_CORE + 'def peek(M):\n    L, R, U, D, C, ROW, S = M\n    R[0] = 0\n'
MEASURED = 'Measured: 1.0 s vs 2.0 s'

GOOD = [
    ('canonical', TEMPLATE_CORE),
    (f'{VARIANT_LINE}\n  search: leftmost-branching\n  {MEASURED}', CHANGED_SEARCH),
    (f'{VARIANT_LINE}\n  search: scan-stop\n  peek: reads\n  {MEASURED}', CHANGED_SEARCH + EXTRA[len(TEMPLATE_CORE):]),
    (f'{VARIANT_LINE}\n  cover: inline-cover\n  Measured: 3,100 nodes, not 4,000', NO_COVER),
]

BAD = [  # (Core field, code, the message expected)
    ('variant of solutions/template.py - inline cover, no S: 1.0 s vs 2.0 s', CHANGED_SEARCH,
     'the first line must be'),                                         # the old grammar: free text
    (f'{VARIANT_LINE}\n  search: z-trick\n  {MEASURED}', CHANGED_SEARCH, 'unknown delta "z-trick"'),
    (f'{VARIANT_LINE}\n  search: scan stop\n  {MEASURED}', CHANGED_SEARCH, 'not a delta name'),
    (f'{VARIANT_LINE}\n  search: scan-stop, scan-stop\n  {MEASURED}', CHANGED_SEARCH, 'named twice'),
    (f'{VARIANT_LINE}\n  build: leftmost-branching\n  {MEASURED}', CHANGED_SEARCH,
     'does not change build'),                                          # a delta on a function it cannot change
    (f'{VARIANT_LINE}\n  search: scan-stop\n  Measured: the 6 x 10 board', CHANGED_SEARCH,
     'holds no measurement'),                                           # a board size is no measurement
    (f'{VARIANT_LINE}\n  search: scan-stop\n  Measured: n = 13, 2.2x faster', CHANGED_SEARCH,
     'holds no measurement'),                                           # nor a bare ratio
    (f'{VARIANT_LINE}\n  search: scan-stop', CHANGED_SEARCH, 'needs a "Measured:" line'),
    ('canonical', CHANGED_SEARCH, 'search: differs from the template'),
    (f'{VARIANT_LINE}\n  cover: inline-cover\n  {MEASURED}', CHANGED_SEARCH,
     'search: differs from the template'),                              # a change not declared
    (f'{VARIANT_LINE}\n  search: scan-stop\n  {MEASURED}', NO_COVER, 'cover: missing'),
    (f'{VARIANT_LINE}\n  search: scan-stop\n  cover: inline-cover\n  {MEASURED}', CHANGED_SEARCH,
     'cover: declared changed (inline-cover) but equals the template'),  # a stale line
    ('canonical', EXTRA, 'peek: touches the links'),                   # nothing is silently free
    (f'{VARIANT_LINE}\n  search: scan-stop\n  {MEASURED}', CHANGED_SEARCH + EXTRA[len(TEMPLATE_CORE):],
     'peek: touches the links'),
    (f'{VARIANT_LINE}\n  search: scan-stop\n  peek: reads\n  {MEASURED}',
     CHANGED_SEARCH + WRITER[len(TEMPLATE_CORE):], 'peek: declared "reads" but stores'),
    (f'{VARIANT_LINE}\n  search: scan-stop\n  peek: reads\n  {MEASURED}', CHANGED_SEARCH,
     'peek: named in the Core field but not defined'),
    (f'{VARIANT_LINE}\n  search: scan-stop\n  peek: count + leaf-counting\n  {MEASURED}',
     CHANGED_SEARCH + EXTRA[len(TEMPLATE_CORE):], '"count" is not a core function'),
    (f'{VARIANT_LINE}\n  search: scan-stop\n  peek: search + fixed-nodes\n  {MEASURED}',
     CHANGED_SEARCH + EXTRA[len(TEMPLATE_CORE):], 'delta "fixed-nodes" does not change search'),
    (f'{VARIANT_LINE}\n  search: scan-stop\n  peek: leaf-counting\n  {MEASURED}',
     CHANGED_SEARCH + EXTRA[len(TEMPLATE_CORE):], 'peek: not a core function; say what it is'),
    (f'{VARIANT_LINE}\n  search: part of leaf-counting\n  {MEASURED}', CHANGED_SEARCH,
     'a core function takes its deltas only'),
    (f'{VARIANT_LINE}\n  the search is faster\n  {MEASURED}', CHANGED_SEARCH, 'is neither'),
    ('canonical\n  search: scan-stop', TEMPLATE_CORE, 'canonical takes no further lines'),
    (f'{VARIANT_LINE}\n  {MEASURED}', TEMPLATE_CORE, 'a variant that names no function'),
]


@pytest.mark.parametrize('core, code', GOOD, ids=range(len(GOOD)))
def test_the_checker_passes_a_well_declared_file(core, code):
    assert check_core(file_with(core, code), CANONICAL) == []


@pytest.mark.parametrize('core, code, expected', BAD, ids=range(len(BAD)))
def test_the_checker_rejects(core, code, expected):
    errors = check_core(file_with(core, code), CANONICAL)
    assert any(expected in e for e in errors), errors


def test_the_checker_wants_a_core_field_and_knuth_cited():
    assert check_core('"""No fields."""\n' + TEMPLATE_CORE, CANONICAL) == ['the header has no Core: field']
    errors = check_core(file_with('canonical').replace(SOURCE, 'Source: a blog.'), CANONICAL)
    assert errors == ['Source must cite Knuth 2000 (arXiv cs/0011047)']


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
