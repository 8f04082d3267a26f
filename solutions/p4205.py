"""Luogu P4205 [NOI2005] 智慧珠游戏 - the 12 pieces on a triangle of 55 cells, by Dancing Links.

Problem: 10 lines, line i with i cells ('.' empty, or A-L: a piece already placed); place
  the other pieces (turned or mirrored) to fill the triangle; print it, or "No solution".
  Other characters, or a letter not covering its piece, are one line on stderr, exit 1.
Model: exact cover. A column per empty cell, one per piece still to place; a row per
  placement of such a piece on empty cells, but none that cuts off a pocket whose size no
  set of the other pieces has (empty board: 67 columns, 1,420 of 1,644 placements). The
  cut rows inflate the column sizes the search branches on: to the first completion, the
  worst of the 1,644 one-piece boards takes 3.59 M link updates with them, 1.46 M without.
Core: canonical (solutions/template.py's build, cover, uncover, search, verbatim).
Source: D. E. Knuth, "Dancing Links", 2000 (arXiv cs/0011047).
Usage: python3 p4205.py < board.txt
Time: exponential in general; the slowest board found takes 0.54 s
  [p4205/1-piece-k-first-worst-of-1644/cpython3.13] CPU in CPython 3.13, 0.21 s
  [p4205/1-piece-k-first-worst-of-1644/pypy3] in PyPy3, start-up included
  (bench/bench_p4205.py, docs/p4205.md).
Status: statement sample; samples and random boards with 1-5 pieces left checked against
  an independent brute force (tests/test_p4205.py), CPython and PyPy3.
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


ROWS = 10
CELLS = [(r, c) for r in range(ROWS) for c in range(r + 1)]     # reading order: index = r(r+1)/2 + c
INDEX = dict((rc, i) for i, rc in enumerate(CELLS))
# Each piece as (row, column) digit pairs of its cells in one orientation (NOI's A-L are
# Kanoodle's F J A K G D I B E L H C).
PIECES = (('A', '00 10 11'), ('B', '00 01 02 03'), ('C', '01 11 20 21'), ('D', '00 01 10 11'),
          ('E', '02 12 20 21 22'), ('F', '01 11 20 21 31'), ('G', '00 02 10 11 12'),
          ('H', '01 10 11 20 21'), ('I', '01 11 20 21 30'), ('J', '01 10 11 12 21'),
          ('K', '02 11 12 20 21'), ('L', '01 11 21 30 31'))
SIZE = dict((k, len(cells.split())) for k, cells in PIECES)


def anchored(cells):
    """cells sorted, relative to the first of them in reading order."""
    cells = sorted(cells)
    r0, c0 = cells[0]
    return tuple((r - r0, c - c0) for r, c in cells)


def orientations(text):
    """The distinct orientations of a piece (4 turns, each also mirrored), anchored."""
    cells = [(int(p[0]), int(p[1])) for p in text.split()]
    found = set()
    for _ in range(4):
        cells = [(c, -r) for r, c in cells]
        found.add(anchored(cells))
        found.add(anchored([(r, -c) for r, c in cells]))
    return sorted(found)


SHAPES = dict((k, orientations(cells)) for k, cells in PIECES)


# A set of cells as an int: cell (r, c) is bit 11r + c, so column 10 (never a cell) keeps
# shifts by 1 (left, right) and by 11 (up, down) from wrapping onto another row's cells.
BIT = [1 << 11 * r + c for r, c in CELLS]
PLACEMENTS = dict((k, []) for k, _ in PIECES)   # every placement on the empty board
for _k, _ in PIECES:
    for _shape in SHAPES[_k]:
        for _r, _c in CELLS:
            _cells = [INDEX.get((_r + dr, _c + dc)) for dr, dc in _shape]
            if None not in _cells:
                PLACEMENTS[_k].append((_cells, sum(BIT[i] for i in _cells)))


def cuts_pocket(mask, free, bad, limit):
    """Does covering mask cut off, out of the empty cells free, a pocket whose size is in
    bad (no set of the other pieces has that many cells)? Pockets over limit cells never do."""
    rest = free & ~mask
    edge = (mask << 1 | mask >> 1 | mask << 11 | mask >> 11) & rest
    while edge:
        pocket = edge & -edge
        for _ in range(limit):          # grow by one step; a pocket of size s stops growing
            grown = (pocket | pocket << 1 | pocket >> 1 | pocket << 11 | pocket >> 11) & rest
            if grown == pocket:         # within s steps, so limit steps without stopping
                if bin(pocket).count('1') in bad:   # mean more than limit cells
                    return True
                break
            pocket = grown
        edge &= ~pocket
    return False


def solve(board):
    """board: 55 characters ('.' or A-L). The filled board, or None if there is none.
    Placements that cut off a pocket the other pieces cannot fill are left out."""
    empty = [i for i in range(55) if board[i] == '.']
    placed = set(board) - {'.'}
    todo = [k for k, _ in PIECES if k not in placed]
    if len(empty) != sum(SIZE[k] for k in todo):
        return None
    free = sum(BIT[i] for i in empty)
    column = dict((i, n + 1) for n, i in enumerate(empty))
    rows = []
    pieces = []
    for p, k in enumerate(todo):
        pcol = len(empty) + 1 + p
        sums = {0}                      # what the other pieces can fill
        for q in todo:
            if q != k:
                sums |= set(x + SIZE[q] for x in sums)
        bad = set(range(1, len(empty))) - sums
        limit = max(bad) if bad else 0
        for cells, mask in PLACEMENTS[k]:
            if mask & free == mask and not (bad and cuts_pocket(mask, free, bad, limit)):
                rows.append([column[j] for j in cells] + [pcol])
                pieces.append(k)
    M = build(len(empty) + len(todo), rows)
    found = next(search(M), None)
    if found is None:
        return None
    out = list(board)
    ROW = M[5]
    for x in found:
        row = ROW[x]
        for col in rows[row][:-1]:
            out[empty[col - 1]] = pieces[row]
    return out


def words():
    """stdin's words, split at any whitespace (CRLF, tabs, blank lines); a UTF-8 BOM skipped."""
    data = sys.stdin.buffer.read()
    return (data[3:] if data[:3] == b'\xef\xbb\xbf' else data).split()


def fail(message):
    """Malformed input: the message as one line on stderr, exit status 1, no answer."""
    sys.stderr.write(message + '\n')
    sys.exit(1)


def main():
    board = b''.join(words()).decode('latin-1').upper()
    if len(board) != 55:
        fail('p4205: expected 55 cells (10 lines of 1..10), read %d' % len(board))
    for ch in board:
        if ch != '.' and ch not in SIZE:
            fail('p4205: unknown character %r (only . and A-L)' % ch)
    for k in set(board) - {'.'}:
        cells = [CELLS[i] for i in range(55) if board[i] == k]
        if anchored(cells) not in SHAPES[k]:
            fail('p4205: the cells of %s are not the piece %s in any orientation' % (k, k))
    out = solve(board)
    if out is None:
        sys.stdout.write('No solution\n')
    else:
        sys.stdout.write(''.join(''.join(out[r * (r + 1) // 2:(r + 1) * (r + 2) // 2]) + '\n'
                                 for r in range(ROWS)))


if __name__ == '__main__':
    main()
