"""An independent reference for P4205 (tests/test_p4205.py), sharing nothing with
solutions/p4205.py: the pieces are drawn again as pictures, turned with zip(), and a board
is completed by filling its first empty cell (reading order) with every piece that fits
there, counting completions up to a limit. No pruning, no exact-cover matrix.
"""
# NOI 2005's pieces, pictures with rows separated by '|' ('#' a cell)
PICTURES = {
    'A': '#.|##', 'B': '####', 'C': '.#|.#|##', 'D': '##|##', 'E': '..#|..#|###',
    'F': '.#|.#|##|.#', 'G': '#.#|###', 'H': '.#|##|##', 'I': '.#|.#|##|#.',
    'J': '.#.|###|.#.', 'K': '..#|.##|##.', 'L': '.#|.#|.#|##',
}
SIZE = {k: v.count('#') for k, v in PICTURES.items()}


def pictures(text):
    """Every distinct picture of a piece: 4 quarter turns, each also mirrored."""
    rows = text.split('|')
    seen = []
    for _ in range(4):
        rows = [''.join(col) for col in zip(*rows[::-1])]
        for pic in (rows, [row[::-1] for row in rows]):
            if pic not in seen:
                seen.append(pic)
    return seen


def offsets(pic):
    cells = [(r, c) for r, row in enumerate(pic) for c, ch in enumerate(row) if ch == '#']
    r0, c0 = cells[0]
    return [(r - r0, c - c0) for r, c in cells]


TURNS = {k: [offsets(p) for p in pictures(v)] for k, v in PICTURES.items()}


def board_rows(text):
    """The 10 rows of a board from text (any whitespace between the rows)."""
    rows = text.split()
    assert [len(r) for r in rows] == list(range(1, 11)), rows
    return rows


def completions(rows, limit=2):
    """Up to limit completed boards (lists of 10 strings) of rows (10 strings)."""
    grid = [list(r) for r in rows]
    todo = [k for k in PICTURES if not any(k in r for r in rows)]
    found = []

    def inside(r, c):
        return 0 <= r < 10 and 0 <= c <= r

    def fill(todo):
        spot = next(((r, c) for r in range(10) for c in range(r + 1) if grid[r][c] == '.'), None)
        if spot is None:
            found.append([''.join(r) for r in grid])
            return
        r, c = spot
        for k in todo:
            rest = [q for q in todo if q != k]
            for offs in TURNS[k]:
                cells = [(r + dr, c + dc) for dr, dc in offs]
                if all(inside(y, x) and grid[y][x] == '.' for y, x in cells):
                    for y, x in cells:
                        grid[y][x] = k
                    fill(rest)
                    for y, x in cells:
                        grid[y][x] = '.'
                    if len(found) >= limit:
                        return

    fill(todo)
    return found


def is_completion(given, out):
    """out (10 strings) fills every cell, keeps given's letters, and each letter A-L covers
    exactly the cells of its piece in some orientation."""
    if [len(r) for r in out] != list(range(1, 11)):
        return False
    cells = {}
    for r in range(10):
        for c in range(r + 1):
            ch = out[r][c]
            if ch not in PICTURES or given[r][c] not in ('.', ch):
                return False
            cells.setdefault(ch, []).append((r, c))
    if sorted(cells) != sorted(PICTURES):
        return False
    for k, cs in cells.items():
        cs.sort()
        r0, c0 = cs[0]
        if [(r - r0, c - c0) for r, c in cs] not in TURNS[k]:
            return False
    return True
