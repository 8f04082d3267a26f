"""Sudokunique and HDU 4069 with the template's core: the comparison of their benchmarks,
not a solution.

The same model as solutions/sudokunique.py and solutions/hdu4069.py (324 columns: cell,
row-digit, column-digit, region-digit; a row per candidate the givens allow), counted to
two, but build, cover, uncover and search are solutions/template.py's, loaded from it,
with the open columns numbered in order (cells, then rows, columns, regions).

    python3 refs/sudoku9_template_core.py --kattis < sudokunique input
    python3 refs/sudoku9_template_core.py --hdu4069 < HDU 4069 input
"""
import importlib.util
import sys
from pathlib import Path

_spec = importlib.util.spec_from_file_location(
    'template', Path(__file__).resolve().parent.parent / 'solutions' / 'template.py')
_template = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_template)
build, search = _template.build, _template.search

BOXES = [r // 3 * 3 + c // 3 for r in range(9) for c in range(9)]


def count_to_two(grid, region=BOXES):
    """(solutions capped at 2, the first as a list or None); region[p] is cell p's region."""
    if sorted(region) != sorted(list(range(9)) * 9):
        return 0, None
    have = [[0] * 9 for _ in range(3)]
    units = [(p // 9, p % 9, region[p]) for p in range(81)]
    for p in range(81):
        if grid[p]:
            bit = 1 << grid[p]
            for kind in range(3):
                if have[kind][units[p][kind]] & bit:
                    return 0, None
                have[kind][units[p][kind]] |= bit
    column = {}
    for p in range(81):
        if not grid[p]:
            column[p] = len(column) + 1
    for kind in range(3):
        for k in range(9):
            for v in range(1, 10):
                if not have[kind][k] >> v & 1:
                    column[(kind, k, v)] = len(column) + 1
    rows, cands = [], []
    for p in range(81):
        if not grid[p]:
            r, c, g = units[p]
            used = have[0][r] | have[1][c] | have[2][g]
            for v in range(1, 10):
                if not used >> v & 1:
                    rows.append([column[p], column[(0, r, v)], column[(1, c, v)], column[(2, g, v)]])
                    cands.append((p, v))
    M = build(len(column), rows)
    first = None
    count = 0
    for chosen in search(M):
        count += 1
        if first is None:
            first = list(grid)
            for x in chosen:
                p, v = cands[M[5][x]]
                first[p] = v
        if count == 2:
            break
    return count, first


def regions(values):
    """Regions from HDU 4069's wall bits (a flood fill; walls on either side separate)."""
    region = [-1] * 81
    count = 0
    for start in range(81):
        if region[start] < 0:
            region[start] = count
            todo = [start]
            while todo:
                p = todo.pop()
                r, c = divmod(p, 9)
                for q, mine, theirs, ok in ((p - 9, 16, 64, r > 0), (p + 1, 32, 128, c < 8),
                                            (p + 9, 64, 16, r < 8), (p - 1, 128, 32, c > 0)):
                    if ok and region[q] < 0 and not (values[p] & mine or values[q] & theirs):
                        region[q] = count
                        todo.append(q)
            count += 1
    return region


def main():
    data = sys.stdin.buffer.read().split()
    out = []
    if sys.argv[1:] == ['--hdu4069']:
        for case in range(int(data[0])):
            values = [int(v) for v in data[1 + 81 * case:82 + 81 * case]]
            count, cells = count_to_two([v & 15 for v in values], regions(values))
            out.append('Case %d:' % (case + 1))
            out += (['No solution'] if count == 0 else ['Multiple Solutions'] if count == 2 else
                    [''.join(map(str, cells[r:r + 9])) for r in range(0, 81, 9)])
        sys.stdout.write(''.join(s + '\n' for s in out))
    else:
        digits = b''.join(data)
        for k in range(0, len(digits) - 80, 81):
            count, cells = count_to_two([b - 48 for b in digits[k:k + 81]])
            out.append('Find another job' if count == 0 else 'Non-unique' if count == 2 else
                       '\n'.join(' '.join(map(str, cells[r:r + 9])) for r in range(0, 81, 9)))
        if out:
            sys.stdout.write('\n\n'.join(out) + '\n')


if __name__ == '__main__':
    main()
