"""Luogu P1219 - n queens (USACO 1.5 Checker Challenge), solved by Dancing Links.

Problem: an n x n board, 6 <= n <= 13 (1..5 answered too). Print the first three
  placements of n non-attacking queens in lexicographic order (the column of the queen
  in rows 1..n), then the number of placements. 1 s, and no extra time for Python.
Model: a row of the matrix per cell (r, c), with four columns: row r and column c are
  primary (exactly one queen each); its diagonal and anti-diagonal (2n-1 of each) are
  secondary (at most one queen; never branched on, may stay uncovered).
DLX: build/search as in p4929.py; build() takes nprimary: columns past it are secondary,
  their headers linked to themselves, not into the root's ring.
Two searches. search() is p4929's generator, branching on the ring's first column (ring
  in order 1..n), so its first three covers are the lexicographic first three. count()
  counts on a fresh matrix, specialised where measured (n = 13, CPU s, CPython 3.11 /
  PyPy3; p4929's loops with first-row symmetry: 2.37 / 0.25):
  - mirror symmetry: the middle row's queen in the left half counts twice (odd n: the
    middle square, then the next row's queen in the left half); fewest rows with ties to
    a middle-out ring (row 7, col 7, row 6, col 6, ...): 38% fewer nodes, 1.33 / 0.18;
  - a matrix row is [row, diagonal, column, anti-diagonal] in its ring, so the walks
    along it are written out, and S is kept for primary columns only: 0.85 / 0.18;
  - the last LEAF = 5 queens are counted by finish() without covering: one live row from
    each row column left (live rows agree with every queen placed), pairwise checked by
    bit masks of their board column and diagonals: 0.59 / 0.21. The covering still does
    70% of the work; LEAF 2, 3, 4, 6 measured 0.90, 0.81, 0.73, 0.45 s in CPython.
  A bitmask backtracker with symmetry (bench/p1219_bitmask.py): 0.47 / 0.16.
Time: exponential; n = 13: 165,110 rows covered and 76,201 calls of finish().
Status: every n from 1 to 13 against an independent brute force (tests/test_p1219.py:
  permutations for the first three and n <= 11, a bitmask counter for the totals of 12
  and 13) under CPython and PyPy3, with CRLF and stray whitespace; benchmarked at n = 13.
  P1219_STATS=1 in the environment writes the search statistics to stderr.
"""
import os
import sys


def build(ncols, rows, numbers, nprimary):
    """The linked matrix of columns 1..ncols, 1..nprimary primary; rows[i] lists its columns."""
    L = [nprimary] + list(range(ncols))
    R = list(range(1, ncols + 1)) + [0]
    R[nprimary] = 0
    for c in range(nprimary + 1, ncols + 1):
        L[c] = R[c] = c
    U = list(range(ncols + 1))
    D = list(range(ncols + 1))
    C = list(range(ncols + 1))
    ROW = [0] * (ncols + 1)
    S = [0] * (ncols + 1)
    for cols, number in zip(rows, numbers):
        first = len(C)
        for x, c in enumerate(cols, first):
            L.append(x - 1)
            R.append(x + 1)
            U.append(U[c])
            D.append(c)
            D[U[c]] = x
            U[c] = x
            C.append(c)
            ROW.append(number)
            S[c] += 1
        if cols:
            L[first] = len(C) - 1
            R[-1] = first
    return L, R, U, D, C, ROW, S


def search(L, R, U, D, C, S, leftmost=False):
    """Yield every exact cover as the list of its chosen nodes (one list, reused: copy to keep).

    Branches on the column with the fewest rows or, if leftmost, on the ring's first column.
    """
    chosen = []
    while True:
        c = R[0]
        if c == 0:                  # every primary column covered: a solution
            yield chosen
            r = c                   # then backtrack as if the column were exhausted
        else:
            if not leftmost:
                s = S[c]            # the column with the fewest rows
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
                    S[C[j]] -= 1
                    j = R[j]
                i = D[i]
            r = D[c]
        while r == c:               # no rows left to try here: backtrack
            if c:                   # uncover c
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
                        S[C[k]] += 1
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
                    S[C[k]] -= 1
                    k = R[k]
                i = D[i]
            j = R[j]
        chosen.append(r)


LEAF = 5                            # queens counted by finish(), which nests this many loops


def finish(R, D, M, rows, c):
    """Ways to place the last LEAF queens (or fewer) without covering; c starts the ring.

    A way takes one live row from each row column left (the rows still linked agree with
    every queen placed). Two rows agree when their masks in M (the row's column column and
    diagonals) share no bit; a group of [0] stands for a missing queen.
    """
    groups = []
    while c:
        if c <= rows:
            x = D[c]
            if x == c:
                return 0
            group = []
            while x != c:
                group.append(M[x])
                x = D[x]
            groups.append(group)
        c = R[c]
    groups.sort(key=len)            # the shortest outermost: fewer partial placements
    groups += [[0]] * (LEAF - len(groups))
    g1, g2, g3, g4, g5 = groups
    total = 0
    for m1 in g1:
        for m in g2:
            if not m1 & m:
                m2 = m1 | m
                for m in g3:
                    if not m2 & m:
                        m3 = m2 | m
                        for m in g4:
                            if not m3 & m:
                                m4 = m3 | m
                                for m in g5:
                                    if not m4 & m:
                                        total += 1
    return total


def count(L, R, U, D, C, S, M, nprimary, queens):
    """(ways to place the queens left, search nodes); M as finish() takes it.

    search()'s loop specialised to the queens matrix as the header says. A node is a
    row covered; the last LEAF queens are counted by finish() without covering.
    """
    rows = nprimary // 2
    if queens <= LEAF:
        return finish(R, D, M, rows, R[0]), 0
    total = nodes = depth = 0
    last = queens - LEAF
    chosen = []
    while True:
        c = R[0]
        if depth == last:
            total += finish(R, D, M, rows, c)
            r = c = 0
        else:
            s = S[c]                # the column with the fewest rows
            j = R[c]
            while j:
                if S[j] < s:
                    c = j
                    s = S[j]
                j = R[j]
            L[R[c]] = L[c]          # cover c: primary, so its rows' R walk is s, P, s
            R[L[c]] = R[c]
            i = D[c]
            while i != c:
                j = R[i]
                U[D[j]] = U[j]
                D[U[j]] = D[j]
                j = R[j]
                U[D[j]] = U[j]
                D[U[j]] = D[j]
                S[C[j]] -= 1
                j = R[j]
                U[D[j]] = U[j]
                D[U[j]] = D[j]
                i = D[i]
            r = D[c]
        while r == c:               # no rows left to try here: backtrack
            if c:                   # uncover c
                i = U[c]
                while i != c:
                    j = L[i]
                    U[D[j]] = j
                    D[U[j]] = j
                    j = L[j]
                    S[C[j]] += 1
                    U[D[j]] = j
                    D[U[j]] = j
                    j = L[j]
                    U[D[j]] = j
                    D[U[j]] = j
                    i = U[i]
                L[R[c]] = c
                R[L[c]] = c
            if not chosen:
                return total, nodes
            r = chosen.pop()
            depth -= 1
            c = C[L[r]]             # uncover the other columns of r: s, P, s
            i = U[c]
            while i != c:
                k = L[i]
                S[C[k]] += 1
                U[D[k]] = k
                D[U[k]] = k
                k = L[k]
                U[D[k]] = k
                D[U[k]] = k
                k = L[k]
                S[C[k]] += 1
                U[D[k]] = k
                D[U[k]] = k
                i = U[i]
            c = C[L[L[r]]]
            i = U[c]
            while i != c:
                k = L[i]
                U[D[k]] = k
                D[U[k]] = k
                k = L[k]
                S[C[k]] += 1
                U[D[k]] = k
                D[U[k]] = k
                k = L[k]
                U[D[k]] = k
                D[U[k]] = k
                i = U[i]
            L[R[c]] = c
            R[L[c]] = c
            c = C[R[r]]
            i = U[c]
            while i != c:
                k = L[i]
                S[C[k]] += 1
                U[D[k]] = k
                D[U[k]] = k
                k = L[k]
                U[D[k]] = k
                D[U[k]] = k
                k = L[k]
                S[C[k]] += 1
                U[D[k]] = k
                D[U[k]] = k
                i = U[i]
            c = C[r]
            r = D[r]
        nodes += 1
        c = C[R[r]]                 # cover the other columns of r: s, P, s
        i = D[c]
        while i != c:
            k = R[i]
            U[D[k]] = U[k]
            D[U[k]] = D[k]
            S[C[k]] -= 1
            k = R[k]
            U[D[k]] = U[k]
            D[U[k]] = D[k]
            k = R[k]
            U[D[k]] = U[k]
            D[U[k]] = D[k]
            S[C[k]] -= 1
            i = D[i]
        c = C[R[R[r]]]
        L[R[c]] = L[c]
        R[L[c]] = R[c]
        i = D[c]
        while i != c:
            k = R[i]
            U[D[k]] = U[k]
            D[U[k]] = D[k]
            k = R[k]
            U[D[k]] = U[k]
            D[U[k]] = D[k]
            S[C[k]] -= 1
            k = R[k]
            U[D[k]] = U[k]
            D[U[k]] = D[k]
            i = D[i]
        c = C[L[r]]
        i = D[c]
        while i != c:
            k = R[i]
            U[D[k]] = U[k]
            D[U[k]] = D[k]
            S[C[k]] -= 1
            k = R[k]
            U[D[k]] = U[k]
            D[U[k]] = D[k]
            k = R[k]
            U[D[k]] = U[k]
            D[U[k]] = D[k]
            S[C[k]] -= 1
            i = D[i]
        chosen.append(r)
        depth += 1


def queens(n):
    """The matrix: columns 1..n rows, n+1..2n columns, then 2n-1 diagonals, 2n-1 anti-diagonals."""
    rows = [[1 + r, 3 * n + r - c, 1 + n + c, 4 * n + r + c] for r in range(n) for c in range(n)]
    return build(6 * n - 2, rows, range(n * n), 2 * n)


def cover(L, R, U, D, C, S, c):
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


def uncover(L, R, U, D, C, S, c):
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


def placements(n):
    """(the number of placements, search nodes): count() under mirror symmetry."""
    L, R, U, D, C, ROW, S = queens(n)
    links = (L, R, U, D, C, S)
    M = [0] * len(C)                # a row column's node: its row's other columns as bits
    for x in range(6 * n - 1, len(C)):
        if C[x] <= n:               # ids past the row columns: 5n - 2 bits, a word in PyPy
            M[x] = 1 << (C[R[x]] - n - 1) | 1 << (C[R[R[x]]] - n - 1) | 1 << (C[L[x]] - n - 1)
    middle = sorted(range(n), key=lambda k: abs(2 * k - n + 1))
    prev = 0                        # the ring middle-out: row, column, row, column, ...
    for k in middle:
        for c in (1 + k, 1 + n + k):
            R[prev] = c
            L[c] = prev
            prev = c
    R[prev] = 0
    L[0] = prev

    def left_half(row, queens_left):
        """Queens in the row's left half, each counted with its mirror image."""
        found = nodes = 0
        cover(*links, row)
        x = D[row]
        while x != row and 2 * (ROW[x] % n) + 1 < n:
            j = R[x]
            while j != x:
                cover(*links, C[j])
                j = R[j]
            ways, more = count(*links, M, 2 * n, queens_left)
            found += 2 * ways
            nodes += 1 + more
            j = L[x]
            while j != x:
                uncover(*links, C[j])
                j = L[j]
            x = D[x]
        uncover(*links, row)
        return found, nodes

    top = 1 + middle[0]             # the middle row: the best first branch measured
    found, nodes = left_half(top, n - 1) if n > 1 else (0, 0)
    if n % 2:                       # the queen on the middle square: mirror the next row
        x = D[top]
        while ROW[x] % n != n // 2:
            x = D[x]
        cover(*links, top)
        j = R[x]
        while j != x:
            cover(*links, C[j])
            j = R[j]
        if n == 1:
            ways, more = 1, 0
        else:
            ways, more = left_half(1 + middle[1], n - 2)
        found += ways
        nodes += 1 + more
        j = L[x]
        while j != x:
            uncover(*links, C[j])
            j = L[j]
        uncover(*links, top)
    return found, nodes


def main():
    n = int(sys.stdin.buffer.read().split()[0])
    L, R, U, D, C, ROW, S = queens(n)
    out = []
    for chosen in search(L, R, U, D, C, S, leftmost=True):
        out.append(' '.join(str(ROW[x] % n + 1) for x in chosen))
        if len(out) == 3:
            break
    found, nodes = placements(n)
    out.append(str(found))
    sys.stdout.write('\n'.join(out) + '\n')
    if os.environ.get('P1219_STATS'):
        sys.stderr.write(f'p1219 n={n}: {nodes} search nodes (rows covered)\n')


if __name__ == "__main__":
    main()
