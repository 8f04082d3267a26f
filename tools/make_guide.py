"""Regenerate the guide's generated parts from the trace: `make guide`, or --check.

What it writes (everything from tools/trace.py, which runs solutions/template.py):
- docs/guide.md: the text between each `<!-- NAME begin -->` / `<!-- NAME end -->` pair:
  the traces of Knuth's 6x7 example and the measured uncover-order experiment;
- docs/img/knuth-*.svg: pictures of the lists at chosen steps of that trace;
- docs/trace-knuth6x7.html: the offline page that steps through every frame.

Usage: python3 tools/make_guide.py [--check]
--check writes nothing: it lists the files that differ from what it would write and
exits with status 1 if any does (tests/test_guide.py does the same in-process).
"""
import random
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import trace as tr  # noqa: E402  (tools/trace.py, beside this file)

ROOT = tr.ROOT
DOCS = ROOT / 'docs'
GUIDE = DOCS / 'guide.md'
IMG = DOCS / 'img'
PAGE = DOCS / 'trace-knuth6x7.html'
SAMPLE = ROOT / 'samples' / 'p4929' / 'knuth6x7.in'


def knuth(nprimary=None):
    """The trace of Knuth's example, every solution, columns named A..G."""
    ncols, rows = tr.parse_p4929(SAMPLE.read_bytes())
    return tr.Trace(ncols, rows, nprimary, all_solutions=True, letters=True)


def column_walk(M, c, limit=100):
    """Column c's list followed down from its header (bounded: a broken list may loop)."""
    D = M[3]
    out, x = [], D[c]
    while x != c and len(out) < limit:
        out.append(x)
        x = D[x]
    return out


def _state(M):
    return [list(v) for v in M]


def _wrong_order(t, ncols, rows, cols):
    """Cover cols in order, uncover them in the same order: (M, fresh build)."""
    M = t.build(ncols, rows)
    for c in cols:
        t.cover(M, c)
    for c in cols:
        t.uncover(M, c)
    return M, t.build(ncols, rows)


def _broken_links(M, fresh, ncols):
    """The first column whose list, read down from its header, differs: (c, now, built)."""
    for c in range(1, ncols + 1):
        if column_walk(M, c) != column_walk(fresh, c):
            return c, column_walk(M, c), column_walk(fresh, c)
    return None


def uncover_forward(M, c):
    """An experiment, not the kit's code: uncover walking down and right, as cover does."""
    L, R, U, D, C, ROW, S = M
    i = D[c]
    while i != c:
        j = R[i]
        while j != i:
            S[C[j]] += 1
            U[D[j]] = j
            D[U[j]] = j
            j = R[j]
        i = D[i]
    L[R[c]] = c
    R[L[c]] = c


def uncover_order_experiment(seed=2026, trials=3000):
    """Measure what undoing covers in the wrong order does (markdown for the guide)."""
    t = tr.load_template()
    ncols, rows = tr.parse_p4929(SAMPLE.read_bytes())
    name = lambda c: chr(ord('A') + c - 1)  # noqa: E731
    pairs = [(a, b) for a in range(1, ncols + 1) for b in range(1, ncols + 1) if a != b]
    s_wrong, links_wrong, first = 0, 0, None
    for a, b in pairs:
        M, fresh = _wrong_order(t, ncols, rows, [a, b])
        s_wrong += M[6] != fresh[6]
        links_wrong += M[:4] != fresh[:4]
        if first is None and M[6] != fresh[6]:
            bad = [c for c in range(1, ncols + 1) if M[6][c] != fresh[6][c]]
            first = (a, b, ', '.join(f'S[{name(c)}] = {M[6][c]}' for c in bad),
                     ', '.join(f'{fresh[6][c]}' for c in bad))
    rng = random.Random(seed)
    r_s, r_links, r_reverse, r_forward, small = 0, 0, 0, 0, None
    for _ in range(trials):
        n, m = rng.randint(1, 7), rng.randint(1, 6)
        rws = [[c for c in range(1, m + 1) if rng.random() < 0.5] for _ in range(n)]
        cols = rng.sample(range(1, m + 1), rng.randint(1, m))
        M, fresh = _wrong_order(t, m, rws, cols)
        r_s += M[6] != fresh[6]
        broken = _broken_links(M, fresh, m)
        if broken:
            r_links += 1
            if small is None or (n * m, len(cols)) < small[0]:
                small = ((n * m, len(cols)), rws, cols, broken)
        R = t.build(m, rws)
        for c in cols:
            t.cover(R, c)
        for c in reversed(cols):
            t.uncover(R, c)
        r_reverse += _state(R) != _state(fresh)
        F = t.build(m, rws)
        for c in cols:
            t.cover(F, c)
        for c in reversed(cols):
            uncover_forward(F, c)
        r_forward += _state(F) != _state(fresh)
    lines = [f'- Knuth\'s matrix, each of the {len(pairs)} ordered pairs of columns a, b: cover a, '
             f'cover b, then uncover a, uncover b (the same order, not the reverse). The sizes S '
             f'come back wrong for {s_wrong} pairs, the links L R U D for {links_wrong}.']
    if first:
        lines[-1] += (f' The first: cover {name(first[0])}, cover {name(first[1])}, uncover '
                      f'{name(first[0])}, uncover {name(first[1])} leaves {first[2]}, where the '
                      f'build had {first[3]}.')
    lines.append(f'- {trials} random matrices up to 7 x 6 (random seed {seed}), a random list of '
                 f'columns covered, then uncovered in the same order: S wrong {r_s} times, a '
                 f'column\'s list broken {r_links} times.')
    if small:
        _, rws, cols, (c, now, built) = small
        lines[-1] += (f' The smallest: rows {" / ".join(" ".join(map(str, r)) or "(empty)" for r in rws)}, '
                      f'columns {" ".join(map(str, cols))} covered and uncovered in that order: '
                      f'column {c} read down from its header is {" ".join(map(str, now)) or "empty"}, '
                      f'not {" ".join(map(str, built))}.')
    lines.append(f'- Uncovered in the reverse order, the same {trials}: the lists equal the built ones '
                 f'every time ({r_reverse} differences). With uncover\'s own loops turned round '
                 f'(down and right, as in cover) but the columns still in reverse order: '
                 f'{r_forward} differences.')
    return '\n'.join(lines)


def summary(trace):
    """How much work the search did, counted from the trace."""
    kinds = [s.kind for s in trace.steps]
    tried = [s.node for s in trace.steps if s.kind == 'try']
    rows = ', '.join(str(trace.row_number(x)) for x in tried)
    n = len(trace.rows)
    return (f'In all, the search chose a column {kinds.count("choose")} times and tried '
            f'{len(tried)} rows ({rows}); brute force would check all {2 ** n} subsets of '
            f'the {n} rows.')


def pick(trace):
    """The steps the guide shows as pictures: {file name: step}."""
    def first(kind, test=lambda s: True):
        return next(s for s in trace.steps if s.kind == kind and test(s))
    return {
        'knuth-build.svg': trace.steps[0],
        'knuth-cover.svg': first('choose'),
        'knuth-row.svg': first('try'),
        'knuth-dead-end.svg': first('choose', lambda s: s.lists[4][s.column] == 0),
        'knuth-undo.svg': first('undo'),
        'knuth-solution.svg': first('solution'),
        'knuth-restored.svg': trace.steps[-1],
    }


def template_source(name):
    """The source text of one of solutions/template.py's functions, as a code block."""
    import ast
    text = tr.TEMPLATE.read_text(encoding='utf-8')
    node = next(n for n in ast.parse(text).body
                if isinstance(n, ast.FunctionDef) and n.name == name)
    return '```python\n' + ast.get_source_segment(text, node) + '\n```'


def blocks():
    """The generated text of the guide, by marker name."""
    main = knuth()
    second = knuth(nprimary=5)
    return {
        'trace:knuth6x7': '```text\n$ python3 tools/trace.py samples/p4929/knuth6x7.in --all '
                          '--letters\n' + main.text() + '```',
        'trace:knuth6x7-secondary': '```text\n$ python3 tools/trace.py samples/p4929/knuth6x7.in '
                                    '--all --letters --primary 5\n' + second.text() + '```',
        'experiment:uncover-order': uncover_order_experiment(),
        'summary:knuth6x7': summary(main),
        'code:cover': template_source('cover'),
        'code:uncover': template_source('uncover'),
    }


def fill(text, generated):
    """text with every marker block replaced; a missing marker is an error."""
    for name, body in generated.items():
        pattern = re.compile(r'(<!-- ' + re.escape(name) + r' begin -->\n).*?(<!-- '
                             + re.escape(name) + r' end -->)', re.S)
        if not pattern.search(text):
            raise SystemExit(f'make_guide.py: marker "{name}" not found in {GUIDE}')
        text = pattern.sub(lambda m: m.group(1) + body + '\n' + m.group(2), text)
    return text


def expected():
    """{path: content} of every generated file."""
    main = knuth()
    second = knuth(nprimary=5)
    files = {IMG / name: tr.render_svg(main, step) for name, step in pick(main).items()}
    files[IMG / 'knuth-secondary-build.svg'] = tr.render_svg(second, second.steps[0])
    files[PAGE] = tr.render_html(main, "DLX trace: Knuth's 6 x 7 example "
                                       "(solutions/template.py)")
    files[GUIDE] = fill(GUIDE.read_text(encoding='utf-8'), blocks())
    return files


def main(argv):
    check = '--check' in argv
    if [a for a in argv if a != '--check']:
        sys.stderr.write('usage: python3 tools/make_guide.py [--check]\n')
        return 2
    stale = []
    for path, content in expected().items():
        old = path.read_text(encoding='utf-8') if path.exists() else None
        if old == content:
            continue
        stale.append(path)
        if not check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(content, encoding='utf-8')
    for path in stale:
        print(f'{"differs" if check else "wrote"}: {path.relative_to(ROOT)}')
    return 1 if (check and stale) else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
