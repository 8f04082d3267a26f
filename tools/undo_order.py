"""Settle the undo-order dispute by measurement: the template's search with its undo
order turned round, on the kit's real inputs.

Chinese sources disagree: one says undoing in the same direction as the cover is
correct and only slower, another that it can loop forever. Two orders can be turned
round, each on its own:
- between columns: after a row is tried, search() uncovers the row's other columns in
  the reverse of the order it covered them (`j = L[r]` ... `j = L[j]`); the variant
  walks them in the same order (`R`);
- within a column: uncover() walks the column upwards and each row leftwards (`U`,
  `L`), the mirror of cover(); the variant walks downwards and rightwards (`D`, `R`).
The four combinations are made from the template's own text (tools/variants.py) and
each searches the whole tree of each input (every solution: what P1074 needs, and what
P4929 does when there is no cover). A variant is stopped at BUDGET times the
template's nodes, or as soon as it chooses more rows than there are primary columns
(a correct search cannot). Times: CPU of the search alone, best of --repeat, the
variants interleaved.

Usage: python3 tools/undo_order.py [--only NAME ...] [--repeat K] [--json] [--write]
  --only NAME  the inputs named (default all: a few minutes under PyPy3, use it)
  --json       print the result as JSON instead of the table
  --write      store it as docs/measured/undo-order.json, which `make guide` renders into
               both editions of the guide; tests/test_guide.py re-runs the small inputs
               and checks the rendering
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import variants as vr  # noqa: E402

RESULT = vr.ROOT / 'docs' / 'measured' / 'undo-order.json'
BUDGET = 20

_BETWEEN = ('            j = L[r]\n            while j != r:\n'
            '                uncover(M, C[j])\n                j = L[j]\n')
_WITHIN = ('    i = U[c]\n    while i != c:\n        j = L[i]\n        while j != i:\n'
           '            S[C[j]] += 1\n            U[D[j]] = j\n            D[U[j]] = j\n'
           '            j = L[j]\n        i = U[i]\n')
BETWEEN_SAME = (_BETWEEN, _BETWEEN.replace('L[', 'R['))
WITHIN_SAME = (_WITHIN, _WITHIN.replace('U[c]', 'D[c]').replace('L[i]', 'R[i]')
               .replace('L[j]', 'R[j]').replace('U[i]', 'D[i]'))
# name: the changes to the template (the template first: the others' reference)
VARIANTS = {
    'template': [],
    'within-same': [WITHIN_SAME],
    'between-same': [BETWEEN_SAME],
    'both-same': [BETWEEN_SAME, WITHIN_SAME],
}
R = vr.ROOT
# name: ((how the guide names it: English, Chinese), the input, the answer expected or None)
INPUTS = {
    'knuth6x7': (('P4929 `knuth6x7.in`',) * 2,
                 lambda: vr.p4929_file(R / 'samples/p4929/knuth6x7.in'),
                 R / 'samples/p4929/knuth6x7.out'),
    'p1074-statement-1': (('P1074 `statement-1.in`',) * 2,
                          lambda: vr.p1074_file(R / 'samples/p1074/statement-1.in'),
                          R / 'samples/p1074/statement-1.out'),
    'p4929-planted500': (('P4929 `planted500.in` (500 × 500)',
                          'P4929 `planted500.in`（500 × 500）'),
                         lambda: vr.p4929_file(R / 'samples/p4929/planted500.in'), None),
    'p4929-rand200-22': (('P4929 bench rand200 seed 22 (500 × 200, no cover)',
                          'P4929 基准输入 rand200 种子 22（500 × 200，无解）'),
                         lambda: vr.rand200(22), None),
    'p1074-312738': (('P1074 `24-givens-312738.in`',) * 2,
                     lambda: vr.p1074_file(R / 'samples/p1074/24-givens-312738.in'),
                     R / 'samples/p1074/24-givens-312738.out'),
}
TABLE = 'undo_table'           # make_guide's function that renders the result
SMALL = ['knuth6x7', 'p1074-statement-1']      # what the test re-runs


def result(names, repeat, log=None):
    spaces = {name: vr.load(changes, name) for name, changes in VARIANTS.items()}
    inputs = {name: make for name, (_, make, _) in INPUTS.items()}
    measured = vr.measure(spaces, inputs, names, repeat, lambda n: int(max(BUDGET * n, 1000)), log)
    for name in names:
        measured[name]['label'] = INPUTS[name][0][0]
        answer = INPUTS[name][2]
        measured[name]['expected'] = answer.read_text().strip() if answer else None
    return {'interpreter': vr.interpreter(), 'repeat': repeat, 'budget_factor': BUDGET,
            'inputs': measured}


if __name__ == '__main__':
    sys.exit(vr.main(sys.modules[__name__]))
