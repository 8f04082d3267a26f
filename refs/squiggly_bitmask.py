"""An independent squiggly (jigsaw) sudoku reference for tests/test_hdu4069.py and its samples.

Nothing shared with solutions/hdu4069.py: the regions come from the wall bits by
union-find (the solution floods), and the solutions are counted by plain backtracking on
bitmasks (the cell with the fewest candidates first), not by an exact-cover matrix. Also:
random region layouts (nine connected regions of nine cells, made by swapping cells
across region borders), the walls of a layout, and HDU 4069's cell values.

A grid is a list of 81 ints, row by row, 0 for an empty cell; a layout is a list of 81
region numbers 0..8.
"""
import random

UP, RIGHT, DOWN, LEFT = 16, 32, 64, 128
ALL = 0x3FE                                   # bits 1..9: every digit
STANDARD = [r // 3 * 3 + c // 3 for r in range(9) for c in range(9)]


def layout_from_walls(values):
    """The regions that 81 HDU 4069 values (digit + wall bits) describe, numbered 0, 1, ...
    in order of their first cell: two side-by-side cells are joined unless a wall stands
    on either side of their common edge."""
    parent = list(range(81))

    def find(a):
        while parent[a] != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a

    for p in range(81):
        r, c = divmod(p, 9)
        if c < 8 and not values[p] & RIGHT and not values[p + 1] & LEFT:
            parent[find(p)] = find(p + 1)
        if r < 8 and not values[p] & DOWN and not values[p + 9] & UP:
            parent[find(p)] = find(p + 9)
    names = {}
    return [names.setdefault(find(p), len(names)) for p in range(81)]


def walls(layout):
    """The wall bits of each cell: a wall wherever the neighbour is another region or outside."""
    out = []
    for p in range(81):
        r, c = divmod(p, 9)
        w = 0
        if r == 0 or layout[p - 9] != layout[p]:
            w |= UP
        if c == 8 or layout[p + 1] != layout[p]:
            w |= RIGHT
        if r == 8 or layout[p + 9] != layout[p]:
            w |= DOWN
        if c == 0 or layout[p - 1] != layout[p]:
            w |= LEFT
        out.append(w)
    return out


def encode(grid, layout):
    """HDU 4069's 81 values of a board: digit + wall bits."""
    return [g + w for g, w in zip(grid, walls(layout))]


def solve(puzzle, layout, limit=2, rng=None):
    """(number of solutions capped at limit, the first found or None). With rng the
    digits are tried in random order (solve([0] * 81, layout, 1, rng) draws a full grid)."""
    if sorted(layout) != sorted(list(range(9)) * 9):
        return 0, None                        # not nine regions of nine cells
    units = [[p // 9 for p in range(81)], [9 + p % 9 for p in range(81)], [18 + g for g in layout]]
    used = [0] * 27
    grid = list(puzzle)
    for p, d in enumerate(grid):
        if d:
            bit = 1 << d
            if any(used[u[p]] & bit for u in units):
                return 0, None
            for u in units:
                used[u[p]] |= bit
    a, b, g = units
    found = []
    count = [0]

    def go(todo):
        if not todo:
            count[0] += 1
            if not found:
                found.append(list(grid))
            return count[0] >= limit
        best, best_mask, best_n = -1, 0, 10
        for k, p in enumerate(todo):
            mask = ALL & ~(used[a[p]] | used[b[p]] | used[g[p]])
            n = bin(mask).count('1')
            if n < best_n:
                best, best_mask, best_n = k, mask, n
                if n <= 1:
                    break
        if best_n == 0:
            return False
        p = todo[best]
        rest = todo[:best] + todo[best + 1:]
        digits = [d for d in range(1, 10) if best_mask >> d & 1]
        if rng is not None:
            rng.shuffle(digits)
        for d in digits:
            bit = 1 << d
            used[a[p]] |= bit
            used[b[p]] |= bit
            used[g[p]] |= bit
            grid[p] = d
            stop = go(rest)
            used[a[p]] &= ~bit
            used[b[p]] &= ~bit
            used[g[p]] &= ~bit
            grid[p] = 0
            if stop:
                return True
        return False

    go([p for p in range(81) if not grid[p]])
    return count[0], (found[0] if found else None)


def connected(cells):
    """Are these cells one piece, side by side?"""
    cells = set(cells)
    start = next(iter(cells))
    seen = {start}
    todo = [start]
    while todo:
        p = todo.pop()
        r, c = divmod(p, 9)
        for q, ok in ((p - 9, r > 0), (p + 9, r < 8), (p - 1, c > 0), (p + 1, c < 8)):
            if ok and q in cells and q not in seen:
                seen.add(q)
                todo.append(q)
    return len(seen) == len(cells)


def random_layout(rng, swaps=200):
    """Nine connected regions of nine cells: the 3x3 boxes, then random swaps of two
    side-by-side cells of different regions that leave both regions connected."""
    layout = list(STANDARD)
    done = 0
    tries = 0
    while done < swaps and tries < 100 * swaps:
        tries += 1
        p = rng.randrange(81)
        r, c = divmod(p, 9)
        q = rng.choice([x for x, ok in ((p - 9, r > 0), (p + 9, r < 8), (p - 1, c > 0), (p + 1, c < 8)) if ok])
        a, b = layout[p], layout[q]     # exchange p (region a) and q (region b)
        if a == b:
            continue
        layout[p], layout[q] = b, a
        if connected([x for x in range(81) if layout[x] == a]) and connected([x for x in range(81) if layout[x] == b]):
            done += 1
        else:
            layout[p], layout[q] = a, b
    return layout


def is_valid_solution(puzzle, layout, grid):
    """grid fills puzzle and every row, column and region holds 1..9 once."""
    if len(grid) != 81 or any(p and p != g for p, g in zip(puzzle, grid)):
        return False
    units = [[r * 9 + c for c in range(9)] for r in range(9)]
    units += [[r * 9 + c for r in range(9)] for c in range(9)]
    units += [[p for p in range(81) if layout[p] == k] for k in range(9)]
    return all(sorted(grid[p] for p in u) == list(range(1, 10)) for u in units)


if __name__ == '__main__':                    # a quick self-check
    rng = random.Random(1)
    lay = random_layout(rng)
    full = solve([0] * 81, lay, 1, rng)[1]
    assert full and is_valid_solution([0] * 81, lay, full)
    assert layout_from_walls(encode(full, lay)) == [sorted(set(lay), key=lay.index).index(g) for g in lay]
    print('ok')
