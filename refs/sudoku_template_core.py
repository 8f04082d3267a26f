"""POJ 3074 with the template's core: the comparison for bench/bench_sudoku.py, not a solution.

The same model and I/O as solutions/poj3074.py (lines of 81 characters until `end`, '.' or
'0' empty; each grid filled, 81 digits a line), rows made only for the candidates the
givens allow, but build, cover, uncover and search are solutions/template.py's, loaded
from it, and the open columns are numbered in order (cells, then row, column and box
digits), not sorted by size. poj3074.py's header cites the time this measures.
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

UNITS = [(p // 9, p % 9, p // 27 * 3 + p % 9 // 3) for p in range(81)]
# a byte of the input -> a cell value: '1'..'9' are givens, anything else empty
VALUE = bytes(b - 48 if 49 <= b <= 57 else 0 for b in range(256))


def solve(grid):
    """grid: 81 values 0..9 (0 empty). The filled grid as a list, or None if it has none."""
    have = [[0] * 9 for _ in range(3)]          # bitmasks of the digits in each row, column, box
    for p in range(81):
        if grid[p]:
            bit = 1 << grid[p]
            for seen, k in zip(have, UNITS[p]):
                if seen[k] & bit:
                    return None                 # the givens clash
                seen[k] |= bit
    empty = [p for p in range(81) if not grid[p]]
    column = {p: k for k, p in enumerate(empty, 1)}
    for kind in range(3):
        for k in range(9):
            for d in range(1, 10):
                if not have[kind][k] >> d & 1:
                    column[(kind, k, d)] = len(column) + 1
    rows, cands = [], []
    for p in empty:
        r, c, b = UNITS[p]
        used = have[0][r] | have[1][c] | have[2][b]
        for d in range(1, 10):
            if not used >> d & 1:
                rows.append([column[p], column[(0, r, d)], column[(1, c, d)], column[(2, b, d)]])
                cands.append((p, d))
    M = build(len(column), rows)
    found = next(search(M), None)
    if found is None:
        return None
    out = list(grid)
    for x in found:
        p, d = cands[M[5][x]]
        out[p] = d
    return out


def main():
    lines = []
    for line in sys.stdin.buffer.read().split():
        if line == b'end':
            break
        lines.append(line)
    text = b''.join(lines).translate(VALUE)
    out = []
    for k in range(0, len(text) - 80, 81):
        cells = solve(text[k:k + 81])
        out.append('No Solution!' if cells is None else ''.join(map(str, cells)))
    sys.stdout.write(''.join(s + '\n' for s in out))


if __name__ == '__main__':
    main()
