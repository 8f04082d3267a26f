"""An independent sudoku reference for the tests, the samples and the benchmark.

Plain backtracking on bitmasks, nothing shared with the DLX solutions under test: each
row, column and box keeps the set of digits it holds as a 9-bit mask; the search fills
the empty cell with the fewest candidates (so a contradiction shows at once) and counts
solutions up to a limit, which is how uniqueness is verified. A grid is a list of 81
ints, row by row, 0 for an empty cell.
"""
import random

ALL = 0x3FE                                   # bits 1..9: every digit
BOX = [(i // 27) * 3 + (i % 9) // 3 for i in range(81)]
BITS = {1 << d: d for d in range(1, 10)}
POP = [bin(m).count('1') for m in range(1024)]


def solve(puzzle, limit=2, rng=None, stats=None):
    """(number of solutions, capped at limit; the first solution found or None).

    stats, a dict, gets 'nodes': the number of search nodes visited (a measure of
    how hard the puzzle is for plain search, used to pick hard samples).

    With rng the candidates are tried in random order, so solve([0] * 81, 1, rng)
    draws a random full grid.
    """
    rows, cols, boxes = [0] * 9, [0] * 9, [0] * 9
    grid = list(puzzle)
    empty = []
    for i, d in enumerate(grid):
        if d == 0:
            empty.append(i)
            continue
        bit = 1 << d
        r, c, b = i // 9, i % 9, BOX[i]
        if (rows[r] | cols[c] | boxes[b]) & bit:
            return 0, None                    # two equal givens see each other
        rows[r] |= bit
        cols[c] |= bit
        boxes[b] |= bit
    found = []
    count = 0
    nodes = 0

    def candidates(i):
        return ALL & ~(rows[i // 9] | cols[i % 9] | boxes[BOX[i]])

    def go(todo):
        nonlocal count, nodes
        nodes += 1
        if not todo:
            count += 1
            if not found:
                found.append(list(grid))
            return count >= limit
        best, best_n, best_mask = -1, 10, 0
        for k, i in enumerate(todo):
            mask = candidates(i)
            n = POP[mask]
            if n < best_n:
                best, best_n, best_mask = k, n, mask
                if n <= 1:
                    break
        if best_n == 0:
            return False
        i = todo[best]
        rest = todo[:best] + todo[best + 1:]
        digits = [d for bit, d in BITS.items() if best_mask & bit]
        if rng is not None:
            rng.shuffle(digits)
        r, c, b = i // 9, i % 9, BOX[i]
        for d in digits:
            bit = 1 << d
            rows[r] |= bit
            cols[c] |= bit
            boxes[b] |= bit
            grid[i] = d
            stop = go(rest)
            rows[r] &= ~bit
            cols[c] &= ~bit
            boxes[b] &= ~bit
            grid[i] = 0
            if stop:
                return True
        return False

    go(empty)
    if stats is not None:
        stats['nodes'] = nodes
    return count, (found[0] if found else None)


def is_valid_solution(puzzle, grid):
    """Does grid fill puzzle correctly? Checked by brute counting, independent of the checker."""
    if len(grid) != 81 or any(p and p != g for p, g in zip(puzzle, grid)):
        return False
    units = [[r * 9 + c for c in range(9)] for r in range(9)]
    units += [[r * 9 + c for r in range(9)] for c in range(9)]
    units += [[i for i in range(81) if BOX[i] == b] for b in range(9)]
    return all(sorted(grid[i] for i in u) == list(range(1, 10)) for u in units)


def random_grid(rng):
    """A uniformly shuffled search's full grid (not uniform over all grids, but varied)."""
    return solve([0] * 81, 1, rng)[1]


def random_puzzle(rng, holes):
    """A random full grid with `holes` random cells emptied: (puzzle, that grid)."""
    full = random_grid(rng)
    puzzle = list(full)
    for i in rng.sample(range(81), holes):
        puzzle[i] = 0
    return puzzle, full


def from_line(line):
    """81 chars, '.' or '0' empty."""
    line = line.strip()
    assert len(line) == 81, line
    return [0 if ch in '.0' else int(ch) for ch in line]


def to_line(grid):
    return ''.join(map(str, grid))


def to_rows(grid, sep=''):
    return [sep.join(map(str, grid[r * 9:r * 9 + 9])) for r in range(9)]


if __name__ == '__main__':                    # a quick self-check
    rng = random.Random(1)
    g = random_grid(rng)
    assert is_valid_solution([0] * 81, g)
    print('\n'.join(to_rows(g)))
