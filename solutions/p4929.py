"""Luogu P4929 - exact cover, solved by Dancing Links (Knuth's Algorithm X).

Problem: an N x M 0/1 matrix (N, M <= 500, at most 5000 ones). Choose rows so that each
  column has exactly one 1 among them; print their numbers (1-based, any order) on one
  line, or exactly "No Solution!".
Model: the matrix as it is: columns are constraints, rows are choices.
DLX: a toroidal doubly linked list in flat lists. Node 0 is the root, nodes 1..M the
  column headers, then one node per 1. L R U D are the links, C[x] the column of node x,
  ROW[x] the row number of node x, S[c] the size of column c: the rows still in it.
Search: Algorithm X, iterative (an explicit stack, so a cover of all 500 rows needs no
  recursion), branching on the column with the fewest rows; cover and uncover are
  written inline because a call per column costs more than the work it does.
Specialised here, because it measured: a row counts in S as WEIGHT - (its length), so
  the scan still takes a column of fewest rows (lengths are < WEIGHT) but, among ties,
  the one whose rows are longest: they settle more columns at once. On random 500 x 200
  inputs without a cover, search nodes 39,003 -> 25,270, CPU 0.82 -> 0.69 s (CPython).
  S and W hold floats: each update makes a new S value, and an int above 256 is a fresh
  allocation where a float comes off CPython's free list (whole numbers below 2**21:
  exact, same tree). CPU -2..9% in 3.11, -1..12% in 3.13, PyPy3 unchanged.
Time: exponential in the worst case; a node costs O(the ones its covers touch).
Status: stress-tested against brute force over row subsets (N <= 12, M <= 10); samples
  and edge cases through judge_io; benchmarked on 500 x 500 inputs with 5000 ones.
  Hardest found (random 500 x 200, no cover), CPU: CPython 3.11 0.53-0.66 s, 3.13
  0.68-0.82 s (up to 1.15 s on a loaded machine), 3.8 1.05-1.25 s; PyPy3 0.10-0.11 s.
"""
import sys

WEIGHT = 4096                   # a row's weight in S is WEIGHT - its length (M <= 500)


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
    for cols, number in zip(rows, numbers):
        first = len(C)
        weight = float(WEIGHT - len(cols))
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


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    cells = data[2:2 + n * m]
    rows = [[j + 1 for j in range(m) if cells[i * m + j] == b'1'] for i in range(n)]
    L, R, U, D, C, ROW, S, W = build(m, rows, range(1, n + 1))
    found = next(search(L, R, U, D, C, S, W), None)
    if found is None:
        sys.stdout.write('No Solution!\n')
    else:
        sys.stdout.write(' '.join(str(ROW[x]) for x in found) + '\n')


if __name__ == "__main__":
    main()
