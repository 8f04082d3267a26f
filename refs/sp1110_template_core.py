"""SP1110 with the template's core: the comparison for bench/bench_sp1110.py, not a solution.

The same model and I/O as solutions/sp1110.py (its first version), but build, cover,
uncover and search are solutions/template.py's, loaded from it, and the columns the givens
leave open are numbered in order (cells, then row, column and box letters), not sorted
by size. solutions/sp1110.py's header gives the ratio this measures.
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


N = 16
LETTERS = 'ABCDEFGHIJKLMNOP'
# a byte of the input -> a cell value: A-P (or a-p) is 1..16, anything else 0 (empty)
VALUE = bytes(b - 64 if 65 <= b <= 80 else b - 96 if 97 <= b <= 112 else 0 for b in range(256))
UNITS = [(r, c, r // 4 * 4 + c // 4) for r in range(N) for c in range(N)]


def matrix(grid):
    """grid: 256 values 0..16 (0 empty). The linked matrix and each row's (cell, letter);
    None if the givens clash."""
    have = [[0] * N for _ in range(3)]          # bitmasks of the letters in each row, column, box
    empty = []
    for p in range(256):
        v = grid[p]
        if v:
            bit = 1 << v
            for u, k in zip(have, UNITS[p]):
                if u[k] & bit:
                    return None                 # the givens clash
                u[k] |= bit
        else:
            empty.append(p)
    # the open columns, numbered from 1: empty cells, then the missing (unit, letter) pairs
    column = {}
    for p in empty:
        column[p] = len(column) + 1
    for kind in range(3):
        for k in range(N):
            for v in range(1, N + 1):
                if not have[kind][k] >> v & 1:
                    column[(kind, k, v)] = len(column) + 1
    rows = []
    cands = []
    for p in empty:
        r, c, b = UNITS[p]
        used = have[0][r] | have[1][c] | have[2][b]
        for v in range(1, N + 1):
            if not used >> v & 1:
                rows.append([column[p], column[(0, r, v)], column[(1, c, v)], column[(2, b, v)]])
                cands.append((p, v))
    return build(len(column), rows), cands


def solve(grid):
    """grid: 256 values 0..16 (0 empty). The filled grid as a list, or None if it has none."""
    made = matrix(grid)
    if made is None:
        return None
    M, cands = made
    found = next(search(M), None)
    if found is None:
        return None
    out = list(grid)
    ROW = M[5]
    for x in found:
        p, v = cands[ROW[x]]
        out[p] = v
    return out


def main():
    tokens = sys.stdin.buffer.read().split()
    count = None
    if tokens and tokens[0].isdigit():
        count = int(tokens[0])
        tokens = tokens[1:]
    text = b''.join(tokens).translate(VALUE)
    grids = len(text) // 256
    if count is not None:
        grids = min(grids, count)
    out = []
    for g in range(grids):
        cells = solve(text[256 * g:256 * g + 256])
        if cells is None:
            out.append('No Solution!')
        else:
            out.append('\n'.join(''.join(LETTERS[v - 1] for v in cells[r * N:r * N + N]) for r in range(N)))
    sys.stdout.write('\n\n'.join(out) + '\n' if out else '')


if __name__ == '__main__':
    main()
