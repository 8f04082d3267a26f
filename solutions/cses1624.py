"""CSES 1624 Chessboard and Queens - eight queens on the free squares, counted by Dancing Links.

Problem: 8 lines of 8 characters, '.' free, '*' reserved. Count the ways to place eight
  queens on free squares so that no two attack each other (reserved squares do not block
  attacks). Other input is one line on stderr, exit status 1.
Model: a matrix row per free square with four 1s: its board row and board column
  (primary: one queen each), its diagonal and anti-diagonal (15 each, secondary: at most
  one queen). 46 columns, at most 64 rows; every exact cover is a placement.
Core: canonical (solutions/template.py's build, cover, uncover, search, verbatim).
Source: D. E. Knuth, "Dancing Links", 2000 (arXiv cs/0011047).
Usage: python3 cses1624.py < board.txt   (CSES: CPython 3 or PyPy3, either)
Time: the empty board (92 placements, 16,674 link updates) is the largest search found:
  0.02 s [cses1624/empty/cpython3.13] CPU in CPython 3.13, 0.09 s [cses1624/empty/pypy3] in
  PyPy3, start-up included (bench/bench_cses1624.py).
Status: samples; 1,500 random boards against an independent backtracker
  (tests/test_cses1624.py), CPython and PyPy3, with CRLF and stray whitespace.
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


N = 8


def queens(board):
    """The matrix: columns 1..8 board rows, 9..16 board columns, then 15 diagonals and
    15 anti-diagonals (secondary); a row per free square."""
    rows = [[1 + r, 1 + N + c, 2 * N + 1 + r - c + N - 1, 4 * N + r + c]
            for r in range(N) for c in range(N) if board[r][c:c + 1] == b'.']
    return build(6 * N - 2, rows, 2 * N)


def words():
    """stdin's words, split at any whitespace (CRLF, tabs, blank lines); a UTF-8 BOM skipped."""
    data = sys.stdin.buffer.read()
    return (data[3:] if data[:3] == b'\xef\xbb\xbf' else data).split()


def fail(message):
    """Malformed input: the message as one line on stderr, exit status 1, no answer."""
    sys.stderr.write(message + '\n')
    sys.exit(1)


def main():
    board = words()
    if len(board) != N or any(len(line) != N or line.strip(b'.*') for line in board):
        fail('cses1624: expected 8 lines of 8 characters, each . or *')
    total = 0
    for _ in search(queens(board)):
        total += 1
    sys.stdout.write('%d\n' % total)


if __name__ == '__main__':
    main()
