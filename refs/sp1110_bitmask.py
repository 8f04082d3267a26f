"""An independent 16x16 sudoku reference for tests/test_sp1110.py and the sp1110 samples.

Plain backtracking on bitmasks, sharing nothing with solutions/sp1110.py: a grid is a list
of 256 ints (0 empty, 1..16 the letters A-P); the solver fills the empty cell with the
fewest candidates first and counts solutions up to a limit. Also: a validity test, random
full grids, and random puzzles with a unique solution (givens removed one by one while
the count stays 1), which is how samples/sp1110's generated grids were made.
"""
import sys

N = 16
LETTERS = 'ABCDEFGHIJKLMNOP'
ALL = (1 << N) - 1                       # letter v is bit v - 1
BOX = [r // 4 * 4 + c // 4 for r in range(N) for c in range(N)]


def parse(rows):
    """16 strings of 16 characters ('-' empty) -> 256 ints."""
    return [LETTERS.index(ch) + 1 if ch in LETTERS else 0 for row in rows for ch in row]


def rows_of(grid, empty='-'):
    return [''.join(LETTERS[v - 1] if v else empty for v in grid[r * N:r * N + N]) for r in range(N)]


def is_valid_solution(puzzle, grid):
    """grid is full, keeps puzzle's givens, and every row, column and box holds A-P once."""
    if len(grid) != N * N or any(not 1 <= v <= N for v in grid):
        return False
    if any(g and g != v for g, v in zip(puzzle, grid)):
        return False
    return all(sorted(grid[p] for p in unit) == list(range(1, N + 1)) for unit in UNITS)


UNITS = ([[r * N + c for c in range(N)] for r in range(N)] + [[r * N + c for r in range(N)] for c in range(N)]
         + [[p for p in range(N * N) if BOX[p] == b] for b in range(N)])


def solutions(puzzle, limit=2, rng=None):
    """Up to limit solutions of puzzle (lists of 256 ints); rng shuffles the letters tried.

    Each step fills one cell: a cell with one candidate, else a letter with one place
    left in some row, column or box, else the cell with the fewest candidates, trying
    each. A cell without a candidate or a letter without a place ends the branch."""
    grid = list(puzzle)
    rows, cols, boxes = [0] * N, [0] * N, [0] * N
    for p, v in enumerate(grid):
        if v:
            bit = 1 << (v - 1)
            r, c, b = p // N, p % N, BOX[p]
            if (rows[r] | cols[c] | boxes[b]) & bit:
                return []
            rows[r] |= bit
            cols[c] |= bit
            boxes[b] |= bit
    found = []

    def step():
        free = [0] * (N * N)
        best, best_n = -1, N + 1
        for p in range(N * N):
            if not grid[p]:
                f = ALL & ~(rows[p // N] | cols[p % N] | boxes[BOX[p]])
                if not f:
                    return
                free[p] = f
                n = bin(f).count('1')
                if n < best_n:
                    best, best_n = p, n
        if best < 0:
            found.append(list(grid))
            return
        moves = None
        if best_n > 1:
            for unit in UNITS:
                once = twice = placed = 0
                for p in unit:
                    if grid[p]:
                        placed |= 1 << (grid[p] - 1)
                    else:
                        twice |= once & free[p]
                        once |= free[p]
                missing = ALL & ~placed
                if missing & ~once:
                    return                  # a letter with no place in this unit
                single = missing & once & ~twice
                if single:
                    bit = single & -single
                    p = next(q for q in unit if free[q] & bit)
                    moves = [(p, bit.bit_length())]
                    break
        if moves is None:
            letters = [v for v in range(1, N + 1) if free[best] >> (v - 1) & 1]
            if rng:
                rng.shuffle(letters)
            moves = [(best, v) for v in letters]
        for p, v in moves:
            bit = 1 << (v - 1)
            r, c, b = p // N, p % N, BOX[p]
            grid[p] = v
            rows[r] |= bit
            cols[c] |= bit
            boxes[b] |= bit
            step()
            rows[r] ^= bit
            cols[c] ^= bit
            boxes[b] ^= bit
            grid[p] = 0
            if len(found) >= limit:
                return

    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 3000))
    try:
        step()
    finally:
        sys.setrecursionlimit(old)
    return found


def random_full_grid(rng):
    """A random solved grid: the empty grid filled with letters tried in random order."""
    return solutions([0] * (N * N), 1, rng)[0]


def random_unique_puzzle(rng, full, keep=0):
    """Givens of full removed in random order while the solution stays unique (at most
    keep removals skipped: keep=0 gives a minimal puzzle)."""
    puzzle = list(full)
    order = list(range(N * N))
    rng.shuffle(order)
    for p in order:
        v = puzzle[p]
        puzzle[p] = 0
        if len(solutions(puzzle, 2)) != 1:
            puzzle[p] = v
    return puzzle
