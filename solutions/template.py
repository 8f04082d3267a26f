"""The kit's canonical Dancing Links: exact cover by Knuth's Algorithm X. Answers Luogu P4929.

Problem: an N x M 0/1 matrix (P4929: N, M <= 500, at most 5000 ones). Choose rows so that
  every column has exactly one 1 among them; print their numbers, or "No Solution!".
Model: columns are constraints, rows are choices. Columns 1..nprimary must be covered
  exactly once; the rest are secondary (at most once): outside the root's ring, never
  chosen, covered only as part of a chosen row.
DLX: a toroidal doubly linked list in flat lists. Node 0 is the root, 1..ncols the
  column headers, then one node per 1. L R U D are the links, C[x] the column of node x,
  ROW[x] the index of node x's row, S[c] the rows left in column c.
Search: an explicit stack (chosen), so no recursion limit; branch on the column with
  the fewest rows; cover/uncover unlink and relink exactly, uncover in reverse order.
Source: D. E. Knuth, "Dancing Links", 2000 (arXiv cs/0011047).
Usage: M = build(ncols, rows[, nprimary]); each solution from search(M) is a list of
  nodes x, and ROW[x] = M[5][x] is the index of a chosen row.
Time: exponential in the worst case; a node costs the ones its covers touch.
Status: stress-tested against brute force over row subsets (N <= 12, M <= 10, with
  secondary columns); the copies in solutions/ are checked against it (tests/test_core.py).
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


def words():
    """stdin's words, split at any whitespace (CRLF, tabs, blank lines); a UTF-8 BOM skipped."""
    data = sys.stdin.buffer.read()
    return (data[3:] if data[:3] == b'\xef\xbb\xbf' else data).split()


def fail(message):
    """Malformed input: the message as one line on stderr, exit status 1, no answer."""
    sys.stderr.write(message + '\n')
    sys.exit(1)


def main():
    data = words()
    try:
        n, m = int(data[0]), int(data[1])
        cells = data[2:2 + n * m]
        if n < 0 or m < 0 or len(cells) < n * m or not set(cells) <= {b'0', b'1'}:
            raise ValueError
    except (ValueError, IndexError):
        fail('template: expected N M, then N lines of M numbers 0 or 1')
    rows = [[j + 1 for j in range(m) if cells[i * m + j] == b'1'] for i in range(n)]
    M = build(m, rows)
    ROW = M[5]
    found = next(search(M), None)
    if found is None:
        sys.stdout.write('No Solution!\n')
    else:
        sys.stdout.write(' '.join(str(ROW[x] + 1) for x in found) + '\n')


if __name__ == '__main__':
    main()
