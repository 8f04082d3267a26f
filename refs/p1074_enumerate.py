"""An independent reference for P1074 (target sudoku): enumerate every completion, keep the best.

Nothing is shared with solutions/p1074.py: no DLX, no bound, no rewriting of the score.
A plain backtracker fills the empty cell with the fewest candidates (the first in
row-major order among equals) with each digit that its row, column and box do not hold
(sets of digits, recomputed cell by cell from the grid), and scores
every completed grid with the statement's weights, 10 - max(|r-4|, |c-4|), summed over
all 81 cells. A grid is a list of 81 ints, row by row, 0 for an empty cell.
"""


ALL = frozenset(range(1, 10))


def weight(r, c):
    return 10 - max(abs(r - 4), abs(c - 4))


def score(grid):
    return sum(weight(i // 9, i % 9) * grid[i] for i in range(81))


def seen_from(grid, i):
    """The digits cell i's row, column and box already hold (cell i itself left out)."""
    r, c = divmod(i, 9)
    br, bc = r - r % 3, c - c % 3
    cells = [r * 9 + k for k in range(9)] + [k * 9 + c for k in range(9)]
    cells += [(br + a) * 9 + bc + b for a in range(3) for b in range(3)]
    return {grid[j] for j in cells if j != i and grid[j]}


def best_score(puzzle):
    """(the highest score over all completions or -1, the number of completions)."""
    grid = list(puzzle)
    for i in range(81):
        if grid[i] and grid[i] in seen_from(grid, i):
            return -1, 0                    # two equal givens see each other
    best = -1
    count = 0

    def fill():
        nonlocal best, count
        empty = [i for i in range(81) if not grid[i]]
        if not empty:
            count += 1
            best = max(best, score(grid))
            return
        cell = min((len(ALL - seen_from(grid, i)), i) for i in empty)[1]
        free = ALL - seen_from(grid, cell)
        for d in sorted(free):
            grid[cell] = d
            fill()
        grid[cell] = 0

    fill()
    return best, count


def parse(text):
    """81 integers from any whitespace."""
    values = [int(t) for t in text.split()]
    assert len(values) == 81, len(values)
    return values


def format_grid(grid, sep=' ', newline='\n'):
    return ''.join(sep.join(map(str, grid[r * 9:r * 9 + 9])) + newline for r in range(9))
