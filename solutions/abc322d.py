"""AtCoder ABC322 D Polyomino - three pieces on the 4 x 4 grid, by Dancing Links.

Problem: 12 lines of 4 characters ('#' or '.'): lines 1-4 picture piece 1 on a 4 x 4
  grid, 5-8 piece 2, 9-12 piece 3. Can the three pieces, moved and turned by multiples of
  90 degrees but never mirrored, cover the 4 x 4 grid exactly? Print Yes or No. Other
  input (or an empty piece) is one line on stderr, exit status 1.
Model: exact cover. 16 cell columns and 3 piece columns, all primary (every piece used,
  every cell once); a row per placement of a piece: each distinct rotation, moved to
  every position where it fits (at most 3 x 4 x 16 = 192 rows). Cells that do not add
  up to 16 need no special case: then no exact cover exists.
Core: canonical (solutions/template.py's build, cover, uncover, search, verbatim).
Source: D. E. Knuth, "Dancing Links", 2000 (arXiv cs/0011047).
Usage: python3 abc322d.py < pieces.txt   (AtCoder: "Python (CPython 3.13.7)" passes)
Time: the largest search found (3,584 link updates) takes 0.02 s
  [abc322d/hardest-found-no/cpython3.13] CPU in CPython 3.13, 0.05 s
  [abc322d/hardest-found-no/pypy3] in PyPy3, start-up included (bench/bench_abc322d.py).
Status: samples; 1,500 random inputs (a third cut from a tiling) against an independent
  brute force (tests/test_abc322d.py), CPython and PyPy3, with CRLF and stray whitespace.
"""
import sys


def build(ncols, rows, nprimary=None):
    """The linked matrix (L, R, U, D, C, ROW, S); rows[i] lists the columns of row i."""
    if nprimary is None:
        nprimary = ncols
    L = [nprimary] + list(range(ncols))
    R = list(range(1, ncols + 1)) + [0]
    R[nprimary] = 0
    for c in range(nprimary + 1, ncols + 1):
        L[c] = R[c] = c             # a secondary column: a ring of its own
    U = list(range(ncols + 1))
    D = list(range(ncols + 1))
    C = list(range(ncols + 1))
    ROW = [0] * (ncols + 1)
    S = [0] * (ncols + 1)
    for i, cols in enumerate(rows):
        first = len(C)
        for c in cols:
            x = len(C)
            L.append(x - 1)
            R.append(x + 1)
            U.append(U[c])
            D.append(c)
            D[U[c]] = x
            U[c] = x
            C.append(c)
            ROW.append(i)
            S[c] += 1
        if cols:
            L[first] = len(C) - 1
            R[-1] = first
    return L, R, U, D, C, ROW, S


def cover(M, c):
    """Take column c out of the ring, and every row of c out of the other columns."""
    L, R, U, D, C, ROW, S = M
    L[R[c]] = L[c]
    R[L[c]] = R[c]
    i = D[c]
    while i != c:
        j = R[i]
        while j != i:
            U[D[j]] = U[j]
            D[U[j]] = D[j]
            S[C[j]] -= 1
            j = R[j]
        i = D[i]


def uncover(M, c):
    """Undo cover(M, c): the same links, relinked in the reverse order."""
    L, R, U, D, C, ROW, S = M
    i = U[c]
    while i != c:
        j = L[i]
        while j != i:
            S[C[j]] += 1
            U[D[j]] = j
            D[U[j]] = j
            j = L[j]
        i = U[i]
    L[R[c]] = c
    R[L[c]] = c


def search(M):
    """Yield every exact cover as the list of its chosen nodes (one list, reused)."""
    L, R, U, D, C, ROW, S = M
    chosen = []                     # chosen[k]: the node of the row tried at level k
    while True:
        c = R[0]
        if c:                       # a column with the fewest rows
            j = R[c]
            while j:
                if S[j] < S[c]:
                    c = j
                j = R[j]
            cover(M, c)
            r = D[c]
        else:
            yield chosen            # every primary column covered
            r = c                   # nothing covered at this level: backtrack
        while r == c:               # no row of c left: leave this level
            if c:
                uncover(M, c)
            if not chosen:
                return
            r = chosen.pop()
            j = L[r]
            while j != r:
                uncover(M, C[j])
                j = L[j]
            c = C[r]
            r = D[r]
        chosen.append(r)            # try row r: cover its other columns
        j = R[r]
        while j != r:
            cover(M, C[j])
            j = R[j]


SIDE = 4


def rotations(cells):
    """The distinct rotations of a piece, each moved to touch the top and left edges."""
    found = set()
    for _ in range(4):
        cells = [(c, -r) for r, c in cells]          # a quarter turn, never a mirror
        top = min(r for r, c in cells)
        left = min(c for r, c in cells)
        found.add(tuple(sorted((r - top, c - left) for r, c in cells)))
    return sorted(found)


def placements(pieces):
    """Rows: for each piece k, each rotation at each position, its cells' columns
    (1..16) and the piece's column (17 + k)."""
    rows = []
    for k, cells in enumerate(pieces):
        for shape in rotations(cells):
            height = 1 + max(r for r, c in shape)
            width = 1 + max(c for r, c in shape)
            for dr in range(SIDE - height + 1):
                for dc in range(SIDE - width + 1):
                    rows.append([1 + (r + dr) * SIDE + c + dc for r, c in shape]
                                + [SIDE * SIDE + 1 + k])
    return rows


def words():
    """stdin's words, split at any whitespace (CRLF, tabs, blank lines); a UTF-8 BOM skipped."""
    data = sys.stdin.buffer.read()
    return (data[3:] if data[:3] == b'\xef\xbb\xbf' else data).split()


def fail(message):
    """Malformed input: the message as one line on stderr, exit status 1, no answer."""
    sys.stderr.write(message + '\n')
    sys.exit(1)


def main():
    lines = words()
    if len(lines) != 3 * SIDE or any(len(line) != SIDE or line.strip(b'#.') for line in lines):
        fail('abc322d: expected 12 lines of 4 characters, each # or .')
    pieces = []
    for k in range(3):
        picture = lines[SIDE * k:SIDE * (k + 1)]
        cells = [(r, c) for r in range(SIDE) for c in range(SIDE) if picture[r][c:c + 1] == b'#']
        if not cells:
            fail('abc322d: piece %d has no cell' % (k + 1))
        pieces.append(cells)
    M = build(SIDE * SIDE + 3, placements(pieces))
    sys.stdout.write('Yes\n' if next(search(M), None) is not None else 'No\n')


if __name__ == '__main__':
    main()
