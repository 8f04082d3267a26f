"""Repeated cover (repcover) and UVA 1603 Square Destroyer (uva1603) on hard inputs.

repcover inputs, all built here from fixed seeds (N x M = rows x columns):
  rand60 pP      60 x 60, each cell 1 with probability P (a 1 added where a column has none).
  sparse100      100 x 100, P = 0.03 (optimum 33); rows3 s1: rows of 2-4 random columns
                 (optimum 39): the shape where the classic h() alone was slow (issue 14).
  rand100 p0.12 s18, rowsk 5-10 s21 and s3 (rows of 5-10 random columns), dom d10 s12:
                 the slowest of a sweep of 303 random inputs (100 x 100 and 60 x 60: cells,
                 rows of 2-15 columns, dominating sets of random graphs with 100 vertices
                 and mean degree 3-12; docs/repeated-cover.md); dom d5 s7 (mean degree 5)
                 and grid10 (dominating set of the 10 x 10 grid, optimum 24), which were
                 slow before the dominance rule.
  design 9,3,2   the 36 pairs of a 9-set as columns, the 84 triples as rows (optimum 12);
  design 7,4,3   the 35 triples of a 7-set, the 35 4-sets (optimum 12).
  design 8,5,4   the 70 4-sets of an 8-set, the 56 5-sets (optimum 20).
  part design    100 random triples of a 10-set against its 45 pairs (optimum 17), 100
                 random 5-sets of a 9-set against its 84 triples (optimum 12): the slowest
                 inputs found (the proof that one row fewer is impossible: ~0.7 M and
                 ~0.25 M nodes).
uva1603: the complete n = 5 grid and 32 47 removed (for the former linked core, the most
  search nodes of 6,000 random removal sets), samples/uva1603/ten_n5.in (10 cases of
  n = 5); T = 10 complete n = 5 grids (issue 27's maxima: the statement gives no bound on
  T, 10 is assumed; the solution's memo answers cases equal up to symmetry once), and ten
  distinct hardest n5: the 10 grids with at most 2 sticks removed that take the solution
  the longest, no two symmetric. `--uva1603` runs these rows
  alone, in CPython 3.13 too (AcWing 182's Python3 is CPython).
Each input runs as a judge runs it (CPU s, best of REPEAT); every repcover answer is
checked by the checker against the first interpreter's. The inputs marked slow take
CPython several seconds: only with --full. --full also counts search nodes in PyPy3 (in
process) under three bounds: h1 alone (the classic), max(h1, ceil sum 1/max) (issue
14's second bound), and the solution's own, each stopped after 60 s of CPU.
"""
import itertools
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.common import PYPY, checker, cpu_run, interpreters, matrix_text, report, solution, with_cpython313  # noqa: E402

LIMIT = 5.0         # issue 14's target in PyPy3; the stretch, 1 s, shows in the note
STRETCH = 1.0
REPEAT = 2


# ---------------------------------------------------------------- inputs

def coverable(rng, m, rows):
    for c in range(1, m + 1):
        if not any(c in r for r in rows):
            rows[rng.randrange(len(rows))].append(c)
    return matrix_text(m, [sorted(r) for r in rows])


def random_cells(seed, n, m, p):
    rng = random.Random(seed)
    return coverable(rng, m, [[j + 1 for j in range(m) if rng.random() < p] for _ in range(n)])


def random_rows(seed, n, m, lo, hi):
    rng = random.Random(seed)
    return coverable(rng, m, [rng.sample(range(1, m + 1), rng.randint(lo, hi)) for _ in range(n)])


def dominating(seed, n, degree):
    rng = random.Random(seed)
    near = [{v} for v in range(1, n + 1)]
    for a in range(n):
        for b in range(a + 1, n):
            if rng.random() < degree / (n - 1):
                near[a].add(b + 1)
                near[b].add(a + 1)
    return matrix_text(n, [sorted(s) for s in near])


def grid_domination(h, w):
    rows = []
    for r in range(h):
        for c in range(w):
            near = ((r, c), (r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1))
            rows.append(sorted(y * w + x + 1 for y, x in near if 0 <= y < h and 0 <= x < w))
    return matrix_text(h * w, rows)


def design(v, k, t):
    cols = {s: i for i, s in enumerate(itertools.combinations(range(v), t), 1)}
    return matrix_text(len(cols), [sorted(cols[s] for s in itertools.combinations(b, t))
                                   for b in itertools.combinations(range(v), k)])


def part_of_design(seed, v, k, t, n):
    """Columns: the t-subsets of a v-set; rows: n random k-subsets of it."""
    rng = random.Random(seed)
    cols = {s: i for i, s in enumerate(itertools.combinations(range(v), t), 1)}
    blocks = rng.sample(list(itertools.combinations(range(v), k)), n)
    return matrix_text(len(cols), [sorted(cols[s] for s in itertools.combinations(b, t)) for b in blocks])


def repcover_inputs():
    """(name, input, slow in CPython)"""
    for p, seed in ((0.05, 3), (0.1, 3), (0.2, 3), (0.3, 3)):
        yield f'rand60 p{p} s{seed}', random_cells(seed, 60, 60, p), False
    yield 'sparse100 p0.03 s2', random_cells(2, 100, 100, 0.03), False
    yield 'rows3 s1 (2-4 ones)', random_rows(1, 100, 100, 2, 4), False
    yield 'design 9,3,2', design(9, 3, 2), False
    yield 'design 7,4,3', design(7, 4, 3), False
    yield 'rand100 p0.12 s18', random_cells(18, 100, 100, 0.12), True
    yield 'rowsk 5-10 s21', random_rows(21, 100, 100, 5, 10), True
    yield 'rowsk 5-10 s3', random_rows(3, 100, 100, 5, 10), True
    yield 'dom d10 s12', dominating(12, 100, 10), True
    yield 'dom d5 s7', dominating(7, 100, 5), True
    yield 'grid10 domination', grid_domination(10, 10), True
    yield 'design 8,5,4', design(8, 5, 4), True
    yield 'part design 10,3,2 s1', part_of_design(1, 10, 3, 2, 100), True
    yield 'part design 9,5,3 s1', part_of_design(1, 9, 5, 3, 100), True


def uva1603_inputs():
    yield 'n5 complete', b'1\n5\n0\n', 0.2
    yield 'n5 removed 32 47', b'1\n5\n2 32 47\n', 0.2
    yield 'ten_n5 (10 cases)', (ROOT / 'samples' / 'uva1603' / 'ten_n5.in').read_bytes(), 1.0
    # The statement bounds n (<= 5), not T: T = 10 assumed, every case the slowest known.
    yield 'T 10 x n5 complete (T assumed)', b'10\n' + b'5\n0\n' * 10, 1.0
    # No two of these equal up to symmetry (the memo cannot help): the 10 grids with at most 2
    # sticks removed that take the solution the longest (all 1,831, 253 up to symmetry,
    # timed 2026-11-29 after the move to hdu2295's bit-mask search; the set before, for the
    # linked core: 19 37, 13 43, 14 47, 14 29, 1 24, 1 19, 13 29, 19 24, 7, 1 21).
    hard = [(7,), (25,), (), (8, 23), (8,), (19,), (13, 48), (1, 5), (14, 47), (1, 56)]
    yield 'ten distinct hardest n5', ('10\n' + ''.join('5\n%d %s\n' % (len(r), ' '.join(map(str, r)))
                                                      for r in hard)).encode(), 1.0


# ---------------------------------------------------------------- node counts, in process

def h1_only(R, D, C, ROW, CNT, mark, seen, res, left, stamp, need):
    """The classic bound alone."""
    h = 0
    c = R[0]
    while c:
        if mark[c] != stamp:
            h += 1
            if h >= need:
                return h
            i = D[c]
            while i != c:
                j = R[i]
                while j != i:
                    mark[C[j]] = stamp
                    j = R[j]
                i = D[i]
        c = R[c]
    return h


def h1_and_max_share(R, D, C, ROW, CNT, mark, seen, res, left, stamp, need):
    """max(h1, ceil of the sum over columns of 1 / the most uncovered columns of one of its rows)."""
    h = h1_only(R, D, C, ROW, CNT, mark, seen, res, left, stamp, need)
    if h >= need:
        return h
    t = 0.0
    c = R[0]
    while c:
        most = 0
        i = D[c]
        while i != c:
            if CNT[ROW[i]] > most:
                most = CNT[ROW[i]]
            i = D[i]
        t += 1.0 / most if most else 2.0
        c = R[c]
    h2 = int(t - 1e-9) + 1 if t > 1e-9 else 0
    return h2 if h2 > h else h


class OutOfTime(Exception):
    pass


def count_nodes(path, variant, budget):
    """In this interpreter: {k, nodes, cpu} of the search under one bound (JSON on stdout).

    nodes counts the calls of the bound (one per search node); past budget CPU seconds
    the search stops and k is null."""
    import importlib.util
    spec = importlib.util.spec_from_file_location('repcover_solution', solution('repcover'))
    sol = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(sol)
    bound = {'h1': h1_only, 'h1+share': h1_and_max_share, 'own': sol.lower_bound}[variant]
    tokens = Path(path).read_bytes().split()
    n, m = int(tokens[0]), int(tokens[1])
    rows = [[j + 1 for j in range(m) if tokens[2 + i * m + j] == b'1'] for i in range(n)]
    nodes = [0]
    start = time.process_time()

    def counted(*args):
        nodes[0] += 1
        if not nodes[0] & 0xffff and time.process_time() - start > budget:
            raise OutOfTime
        return bound(*args)
    sol.lower_bound = counted
    try:
        k = len(sol.search(*sol.build(m, rows)))
    except OutOfTime:
        k = None
    print(json.dumps({'k': k, 'nodes': nodes[0], 'cpu': time.process_time() - start}))


# ---------------------------------------------------------------- the table

def main(full):
    check = checker('repcover').check
    build = ROOT / 'bench' / 'build'
    build.mkdir(exist_ok=True)
    for name, data, slow in repcover_inputs():
        path = build / f'repcover_{name.split(" (")[0].replace(" ", "_").replace(",", "")}.in'
        path.write_bytes(data)
        counts = {}
        if full and PYPY:
            for variant in ('h1', 'h1+share', 'own'):
                _, out = cpu_run(PYPY + [__file__, '--nodes', str(path), variant, '60'])
                counts[variant] = json.loads(out)
        first = None
        for interp, cmd in interpreters():
            if slow and interp == 'cpython' and not full:
                continue
            best = float('inf')
            for _ in range(1 if slow and interp == 'cpython' else REPEAT):
                cpu, out = cpu_run(cmd + [solution('repcover')], data)
                best = min(best, cpu)
            first = first or out
            verdict, message = check(data.decode(), out.decode(), first.decode())
            if verdict != 'AC':
                raise SystemExit(f'repcover {name} {interp}: {verdict} {message}')
            note = f'k = {out.split()[0].decode()}'
            if best > STRETCH:
                note += f'; over the {STRETCH:g} s stretch'
            if counts and interp == 'pypy3':
                def done(c):
                    if c['k'] is None:
                        return f'>{c["nodes"]:,} nodes (stopped at {c["cpu"]:.0f} s)'
                    return f'{c["nodes"]:,} nodes {c["cpu"]:.2f} s'
                note += '; in process: h1 %s, +1/max %s, own %s' % tuple(
                    done(counts[v]) for v in ('h1', 'h1+share', 'own'))
            report('repcover', name, interp, best, LIMIT, note=note)
    uva1603(full)


def uva1603(full):
    for name, data, limit in uva1603_inputs():
        for interp, cmd in with_cpython313():
            best = float('inf')
            for _ in range(3):
                cpu, out = cpu_run(cmd + [solution('uva1603')], data)
                best = min(best, cpu)
            report('uva1603', name, interp, best, limit, note='answers ' + ' '.join(out.decode().split()))


if __name__ == '__main__':
    if sys.argv[1:2] == ['--nodes']:
        count_nodes(sys.argv[2], sys.argv[3], float(sys.argv[4]))
    elif '--uva1603' in sys.argv[1:]:
        uva1603('--full' in sys.argv[1:])
    else:
        main('--full' in sys.argv[1:])
