"""What the fewest-rows rule and the sizes S are worth, measured: the template's search
with the rule taken out, or with S no longer kept up to date, on the kit's real inputs.

- template: branch on a column with the fewest rows left (S), ties to the leftmost;
- first-column: branch on the ring's first column (the scan deleted: `c = R[0]`);
- stale-S: cover() and uncover() no longer update S, so the scan reads the sizes the
  build counted (a common slip when cover is written from memory).
Each searches the whole tree (every solution: P4929 with no cover, sudoku uniqueness,
P1074), stopped at BUDGET times the template's nodes (at least FLOOR nodes). Times: CPU of the search alone,
best of --repeat, interleaved (tools/variants.py).

Usage: python3 tools/branch_rule.py [--only NAME ...] [--repeat K] [--json] [--write]
  --write  store it as docs/measured/branch-rule.json for `make guide` (both editions)
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import variants as vr  # noqa: E402

RESULT = vr.ROOT / 'docs' / 'measured' / 'branch-rule.json'
BUDGET = 128
FLOOR = 2_000_000         # ... but never fewer nodes than this (sudoku trees are cheap)

SCAN = ('        if c:                       # a column with the fewest rows\n'
        '            j = R[c]\n            while j:\n                if S[j] < S[c]:\n'
        '                    c = j\n                j = R[j]\n')
FIRST = (SCAN, "        if c:                       # the ring's first column\n")
VARIANTS = {
    'template': [],
    'first-column': [FIRST],
    'stale-S': [('            S[C[j]] -= 1\n', ''), ('            S[C[j]] += 1\n', '')],
}
R = vr.ROOT
INPUTS = {
    'knuth6x7': (('P4929 `knuth6x7.in`',) * 2,
                 lambda: vr.p4929_file(R / 'samples/p4929/knuth6x7.in')),
    'p1074-statement-1': (('P1074 `statement-1.in`',) * 2,
                          lambda: vr.p1074_file(R / 'samples/p1074/statement-1.in')),
    'p4929-planted500': (('P4929 `planted500.in` (500 × 500)',
                          'P4929 `planted500.in`（500 × 500）'),
                         lambda: vr.p4929_file(R / 'samples/p4929/planted500.in')),
    'p4929-rand200-22': (('P4929 bench rand200 seed 22 (500 × 200, no cover)',
                          'P4929 基准输入 rand200 种子 22（500 × 200，无解）'),
                         lambda: vr.rand200(22)),
    'hardest-0': (('sudoku `data/hardest.txt` #1', '数独 `data/hardest.txt` 第 1 题'),
                  lambda: vr.sudoku_line(R / 'data/hardest.txt', 0)),
    'hardest-1': (('sudoku `data/hardest.txt` #2 (Inkala 2012)',
                   '数独 `data/hardest.txt` 第 2 题（Inkala 2012）'),
                  lambda: vr.sudoku_line(R / 'data/hardest.txt', 1)),
    'hardest-2': (('sudoku `data/hardest.txt` #3', '数独 `data/hardest.txt` 第 3 题'),
                  lambda: vr.sudoku_line(R / 'data/hardest.txt', 2)),
}
TABLE = 'branch_table'           # make_guide's function that renders the result
SMALL = ['knuth6x7']


def result(names, repeat, log=None):
    spaces = {name: vr.load(changes, name) for name, changes in VARIANTS.items()}
    inputs = {name: make for name, (_, make) in INPUTS.items()}
    measured = vr.measure(spaces, inputs, names, repeat, lambda n: int(max(BUDGET * n, FLOOR)), log)
    for name in names:
        measured[name]['label'] = INPUTS[name][0][0]
    return {'interpreter': vr.interpreter(), 'repeat': repeat, 'budget_factor': BUDGET,
            'budget_floor': FLOOR,
            'inputs': measured}


if __name__ == '__main__':
    sys.exit(vr.main(sys.modules[__name__]))
