"""SP1110 with the template's core: the comparison for bench/bench_sp1110.py, not a solution.

The same model and I/O as solutions/sp1110.py (its first version), but build, cover,
uncover and search are solutions/template.py's, verbatim, and the columns the givens
leave open are numbered in order (cells, then row, column and box letters), not sorted
by size. solutions/sp1110.py's header gives the ratio this measures.
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


N = 16
LETTERS = 'ABCDEFGHIJKLMNOP'
# a byte of the input -> a cell value: A-P (or a-p) is 1..16, anything else 0 (empty)
VALUE = bytes(b - 64 if 65 <= b <= 80 else b - 96 if 97 <= b <= 112 else 0 for b in range(256))
UNITS = [(r, c, r // 4 * 4 + c // 4) for r in range(N) for c in range(N)]


def matrix(grid):
    """grid: 256 values 0..16 (0 empty). The linked matrix and each row's (cell, letter);
    None if the givens clash."""
    have = [[0] * N for _ in range(3)]          # bitmasks of the letters in each row, column, box
    empty = []
    for p in range(256):
        v = grid[p]
        if v:
            bit = 1 << v
            for u, k in zip(have, UNITS[p]):
                if u[k] & bit:
                    return None                 # the givens clash
                u[k] |= bit
        else:
            empty.append(p)
    # the open columns, numbered from 1: empty cells, then the missing (unit, letter) pairs
    column = {}
    for p in empty:
        column[p] = len(column) + 1
    for kind in range(3):
        for k in range(N):
            for v in range(1, N + 1):
                if not have[kind][k] >> v & 1:
                    column[(kind, k, v)] = len(column) + 1
    rows = []
    cands = []
    for p in empty:
        r, c, b = UNITS[p]
        used = have[0][r] | have[1][c] | have[2][b]
        for v in range(1, N + 1):
            if not used >> v & 1:
                rows.append([column[p], column[(0, r, v)], column[(1, c, v)], column[(2, b, v)]])
                cands.append((p, v))
    return build(len(column), rows), cands


def solve(grid):
    """grid: 256 values 0..16 (0 empty). The filled grid as a list, or None if it has none."""
    made = matrix(grid)
    if made is None:
        return None
    M, cands = made
    found = next(search(M), None)
    if found is None:
        return None
    out = list(grid)
    ROW = M[5]
    for x in found:
        p, v = cands[ROW[x]]
        out[p] = v
    return out


def main():
    tokens = sys.stdin.buffer.read().split()
    count = None
    if tokens and tokens[0].isdigit():
        count = int(tokens[0])
        tokens = tokens[1:]
    text = b''.join(tokens).translate(VALUE)
    grids = len(text) // 256
    if count is not None:
        grids = min(grids, count)
    out = []
    for g in range(grids):
        cells = solve(text[256 * g:256 * g + 256])
        if cells is None:
            out.append('No Solution!')
        else:
            out.append('\n'.join(''.join(LETTERS[v - 1] for v in cells[r * N:r * N + N]) for r in range(N)))
    sys.stdout.write('\n\n'.join(out) + '\n' if out else '')


if __name__ == '__main__':
    main()
