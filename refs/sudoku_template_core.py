"""POJ 3074 with the template's core: the comparison for bench/bench_sudoku.py, not a solution.

solutions/poj3074.py loaded as it is, for its I/O (main: lines of 81 characters until
`end`, each grid filled, 81 digits a line), with its solve() replaced: the same model,
rows made only for the candidates the givens allow, but linked and searched by
solutions/template.py's build and search, the open columns numbered in order (cells, then
row, column and box digits), not sorted by size. poj3074.py's header cites its time.
"""
import importlib.util
from pathlib import Path

SOLUTIONS = Path(__file__).resolve().parent.parent / 'solutions'


def load(name):
    spec = importlib.util.spec_from_file_location(name + '_loaded', SOLUTIONS / (name + '.py'))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


poj3074 = load('poj3074')
template = load('template')
build, search = template.build, template.search     # the template's core, loaded
UNITS = [(p // 9, p % 9, p // 27 * 3 + p % 9 // 3) for p in range(81)]


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


poj3074.solve = solve         # main() reads and writes; solve() is the template's now

if __name__ == '__main__':
    poj3074.main()
