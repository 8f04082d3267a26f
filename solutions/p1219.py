"""Luogu P1219 - n queens (USACO 1.5 Checker Challenge), by Dancing Links.

Problem: n (6 <= n <= 13; 1..5 answered too). Print the first three placements in
  lexicographic order (the queen's column in rows 1..n), then the number of placements.
Model: a matrix row per square with four columns: board row and board column primary,
  diagonal and anti-diagonal (2n-1 each) secondary.
Core: variant of solutions/template.py
  search: leftmost-branching
  count: search + inline-cover, unrolled-rows, primary-S, leaf-counting, node-count
  finish: part of leaf-counting
  placements: part of ring-order, symmetry
  Measured: n = 13 in 1.78 s [p1219/n-13/cpython3.11] vs 4.41 s
  [p1219/n-13-template-search/cpython3.11] with count() replaced by the template's search
  (refs/p1219_template_core.py; PyPy3 0.39 s [p1219/n-13/pypy3] vs 0.60 s
  [p1219/n-13-template-search/pypy3]). search() gives the first three in order. Ring
  order: middle-out; the middle row's left half counted twice (mirror symmetry). Leaf
  counting: the last LEAF = 5 queens (fixed: finish() nests five loops) by masks.
Source: D. E. Knuth, "Dancing Links", 2000 (arXiv cs/0011047).
Usage: paste; submit as PyPy3. P1219_STATS=1 writes the node count to stderr.
Time: exponential; n = 13: 165,110 rows covered, 76,201 calls of finish().
Status: every n from 1 to 13 against independent brute force (tests/test_p1219.py) in
  CPython and PyPy3, with CRLF and stray whitespace; benchmarked at n = 13.
"""
import os
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
        if c:                       # the ring's first column: placements in lexicographic order
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


LEAF = 5    # fixed: finish() is written out for five queens, five nested loops


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
    return build(6 * n - 2, rows, 2 * n)


def placements(n):
    """(the number of placements, search nodes): count() under mirror symmetry."""
    Q = queens(n)
    L, R, U, D, C, ROW, S = Q
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
        cover(Q, row)
        x = D[row]
        while x != row and 2 * (ROW[x] % n) + 1 < n:
            j = R[x]
            while j != x:
                cover(Q, C[j])
                j = R[j]
            ways, more = count(*links, M, 2 * n, queens_left)
            found += 2 * ways
            nodes += 1 + more
            j = L[x]
            while j != x:
                uncover(Q, C[j])
                j = L[j]
            x = D[x]
        uncover(Q, row)
        return found, nodes

    top = 1 + middle[0]             # the middle row: the best first branch measured
    found, nodes = left_half(top, n - 1) if n > 1 else (0, 0)
    if n % 2:                       # the queen on the middle square: mirror the next row
        x = D[top]
        while ROW[x] % n != n // 2:
            x = D[x]
        cover(Q, top)
        j = R[x]
        while j != x:
            cover(Q, C[j])
            j = R[j]
        if n == 1:
            ways, more = 1, 0
        else:
            ways, more = left_half(1 + middle[1], n - 2)
        found += ways
        nodes += 1 + more
        j = L[x]
        while j != x:
            uncover(Q, C[j])
            j = L[j]
        uncover(Q, top)
    return found, nodes


def words():
    """stdin's words, split at any whitespace (CRLF, tabs, blank lines); a UTF-8 BOM skipped."""
    data = sys.stdin.buffer.read()
    return (data[3:] if data[:3] == b'\xef\xbb\xbf' else data).split()


def fail(message):
    """Malformed input: the message as one line on stderr, exit status 1, no answer."""
    sys.stderr.write(message + '\n')
    sys.exit(1)


def main():
    try:
        n = int(words()[0])
        if n < 1:
            raise ValueError
    except (ValueError, IndexError):
        fail('p1219: expected n (6 <= n <= 13)')
    Q = queens(n)
    ROW = Q[5]
    out = []
    for chosen in search(Q):
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
