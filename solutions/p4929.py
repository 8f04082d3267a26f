"""Luogu P4929 - exact cover, by Dancing Links (Knuth's Algorithm X), tuned for CPython.

Problem: an N x M 0/1 matrix (N, M <= 500, at most 5000 ones). Choose rows so that each
  column has exactly one 1 among them; print their numbers, or exactly "No Solution!".
Model: the matrix as given: columns are constraints, rows are choices.
Core: variant of solutions/template.py
  build: weighted-S
  cover, uncover: inline-cover
  search: inline-cover, weighted-S
  Measured: the hardest input (rand200 seed 22) in 1.81 s
  [p4929/rand200-seed-22/cpython3.11] vs 2.43 s [p4929/rand200-seed-22/cpython3.11 ref]
  for the template (CPython 3.11); nodes 39,003 -> 25,270 by the tie-break. Weighted S: a
  row counts base - (its length) in S, base = 1 + the number of ones, so S orders columns
  by rows first (the fewest-rows rule holds exactly) and breaks ties toward longer rows.
  S and W are floats (cheaper in CPython).
Source: D. E. Knuth, "Dancing Links", 2000 (arXiv cs/0011047).
Usage: paste; submit as PyPy3 (CPython 3.13 takes 2.00 s [p4929/rand200-seed-22/cpython3.13]
  on the hardest input, limit 1 s).
Time: exponential in the worst case; a node costs the ones its covers touch.
Status: stress-tested against brute force over row subsets (N <= 12, M <= 10); the
  fewest-rows rule tested on the weight's worst case; samples through judge_io.
"""
import sys


def build(ncols, rows, numbers):
    """The linked matrix of columns 1..ncols; rows[i] lists its columns, numbers[i] names it."""
    L = [ncols] + list(range(ncols))
    R = list(range(1, ncols + 1)) + [0]
    U = list(range(ncols + 1))
    D = list(range(ncols + 1))
    C = list(range(ncols + 1))
    ROW = [0] * (ncols + 1)
    S = [0.0] * (ncols + 1)     # floats: see the header
    W = [0] * (ncols + 1)       # W[x]: the weight of node x's row
    # A column's S is (its rows) * base - (their total length), and that total is
    # below base: fewer rows always weigh less, whatever their lengths.
    base = 1 + sum(len(cols) for cols in rows)
    for cols, number in zip(rows, numbers):
        first = len(C)
        weight = float(base - len(cols))
        for x, c in enumerate(cols, first):
            L.append(x - 1)
            R.append(x + 1)
            U.append(U[c])
            D.append(c)
            D[U[c]] = x
            U[c] = x
            C.append(c)
            ROW.append(number)
            W.append(weight)
            S[c] += weight
        if cols:
            L[first] = len(C) - 1
            R[-1] = first
    return L, R, U, D, C, ROW, S, W


def search(L, R, U, D, C, S, W):
    """Yield every exact cover as the list of its chosen nodes (one list, reused: copy to keep)."""
    chosen = []
    while True:
        c = R[0]
        if c == 0:                  # every column covered: a solution
            yield chosen
            r = c                   # then backtrack as if the column were exhausted
        else:
            s = S[c]                # the column with the fewest rows (S is weighted)
            j = R[c]
            while j:
                if S[j] < s:
                    c = j
                    s = S[j]
                j = R[j]
            L[R[c]] = L[c]          # cover c
            R[L[c]] = R[c]
            i = D[c]
            while i != c:
                j = R[i]
                while j != i:
                    U[D[j]] = U[j]
                    D[U[j]] = D[j]
                    S[C[j]] -= W[j]
                    j = R[j]
                i = D[i]
            r = D[c]
        while r == c:               # no rows left to try here: backtrack
            if c:                   # uncover c
                i = U[c]
                while i != c:
                    j = L[i]
                    while j != i:
                        S[C[j]] += W[j]
                        U[D[j]] = j
                        D[U[j]] = j
                        j = L[j]
                    i = U[i]
                L[R[c]] = c
                R[L[c]] = c
            if not chosen:
                return
            r = chosen.pop()
            j = L[r]                # uncover the other columns of r, right to left
            while j != r:
                c = C[j]
                i = U[c]
                while i != c:
                    k = L[i]
                    while k != i:
                        S[C[k]] += W[k]
                        U[D[k]] = k
                        D[U[k]] = k
                        k = L[k]
                    i = U[i]
                L[R[c]] = c
                R[L[c]] = c
                j = L[j]
            c = C[r]
            r = D[r]
        j = R[r]                    # cover the other columns of r, left to right
        while j != r:
            c = C[j]
            L[R[c]] = L[c]
            R[L[c]] = R[c]
            i = D[c]
            while i != c:
                k = R[i]
                while k != i:
                    U[D[k]] = U[k]
                    D[U[k]] = D[k]
                    S[C[k]] -= W[k]
                    k = R[k]
                i = D[i]
            j = R[j]
        chosen.append(r)


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
        fail('p4929: expected N M, then N lines of M numbers 0 or 1')
    rows = [[j + 1 for j in range(m) if cells[i * m + j] == b'1'] for i in range(n)]
    L, R, U, D, C, ROW, S, W = build(m, rows, range(1, n + 1))
    found = next(search(L, R, U, D, C, S, W), None)
    if found is None:
        sys.stdout.write('No Solution!\n')
    else:
        sys.stdout.write(' '.join(str(ROW[x]) for x in found) + '\n')


if __name__ == "__main__":
    main()
