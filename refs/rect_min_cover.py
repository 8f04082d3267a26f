"""An independent reference for ZOJ 3209 (tests/test_zoj3209.py): the fewest rectangles that
tile a map exactly, by a plain cell-by-cell search sharing nothing with solutions/zoj3209.py.

The map is a grid of n x m unit cells. The search takes the first uncovered cell in
order (row y, then column x): every cell before it is covered, so the piece that covers
it must have its lower-left corner exactly there (a piece reaching lower or further left
would overlap a covered cell). It tries each such piece that fits, and keeps the fewest.
No bound but the best so far: for small maps only (the tests use n, m <= 6).
"""


def fewest(n, m, pieces):
    """The fewest of pieces (x1, y1, x2, y2) covering [0, n) x [0, m) exactly, or -1."""
    at = {}
    for x1, y1, x2, y2 in pieces:
        at.setdefault((x1, y1), []).append((x2, y2))
    covered = [[False] * n for _ in range(m)]           # covered[y][x]
    best = [-1]

    def fits(x1, y1, x2, y2):
        return all(not covered[y][x] for y in range(y1, y2) for x in range(x1, x2))

    def mark(x1, y1, x2, y2, value):
        for y in range(y1, y2):
            for x in range(x1, x2):
                covered[y][x] = value

    def go(cell, used):
        if best[0] != -1 and used >= best[0]:
            return
        while cell < n * m and covered[cell // n][cell % n]:
            cell += 1
        if cell == n * m:
            best[0] = used
            return
        y, x = divmod(cell, n)
        for x2, y2 in at.get((x, y), ()):
            if x2 <= n and y2 <= m and fits(x, y, x2, y2):
                mark(x, y, x2, y2, True)
                go(cell + 1, used + 1)
                mark(x, y, x2, y2, False)

    go(0, 0)
    return best[0]
