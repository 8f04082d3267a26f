"""Kattis sudokunique - one solution, none, or several: exact cover counted to two, by DLX.

Problem: up to 100 boards, 9 lines of 9 digits (0 erased) separated by spaces, blank lines
  between; print the unique solution in the input's layout, "Non-unique" for several,
  "Find another job" for none (clashing givens included); a blank line between outputs.
Model: poj3074.py's 324 columns (cell, row-digit, column-digit, box-digit), a row per
  candidate the givens allow; the search is asked for a second cover after the first.
Core: variant of solutions/template.py
  build: fixed-nodes, ring-order, no-S, unrolled-rows
  cover, uncover: inline-cover
  search: inline-cover, no-S, scan-stop, empty-noted, unrolled-rows, wdeg-branching
  fresh_links: part of fixed-nodes
  Measured: the worst file of 100 boards found for each solver, PyPy3: this one's, climbed
  against it, 0.45 s [sudokunique/hard100/pypy3] (the former three searches taking turns,
  refs/sudokunique_turns.py: 0.39 s [sudokunique/hard100/pypy3 ref]); the former's, 0.29 s
  [sudokunique/hard100-turns/pypy3] vs 2.38 s [sudokunique/hard100-turns/pypy3 ref];
  data/'s 100 costliest 0.28 s [sudokunique/data100/pypy3] vs 0.59 s
  [sudokunique/data100/pypy3 ref] with the template's core. Where no column has at most
  one row it branches on the cell of the fewest rows per weight of its row, column and box
  (dom/wdeg; a unit's weight grows with each dead end it causes). Locked candidates and
  Hall's check at every branch point cut rows but cost more time (docs/sudokunique.md).
Source: D. E. Knuth, "Dancing Links", 2000 (arXiv cs/0011047); dom/wdeg: F. Boussemart,
  F. Hemery, C. Lecoutre, L. Sais, "Boosting systematic search by weighting constraints", ECAI 2004.
Usage: paste; submit as "Python 3" (Kattis runs it on PyPy3); its limit was not found.
Time: exponential; the costliest board found (docs/sudokunique.md) tries 41,093 rows.
Status: statement sample; random boards (unique, several, none) against refs/sudoku_bitmask.py,
  whitespace variants, clashes, the lists restored (tests/test_sudokunique.py), CPython and PyPy3.
"""
import sys

NODE0 = 325                     # the first row node
NNODES = NODE0 + 4 * 729
CELLS = [(p, p // 9, p % 9, p // 27 * 3 + p % 9 // 3) for p in range(81)]
C = list(range(NODE0))
ROW = [0] * NODE0
for _p, _r, _c, _b in CELLS:
    for _d in range(9):
        C += [1 + _p, 82 + 9 * _r + _d, 163 + 9 * _c + _d, 244 + 9 * _b + _d]
        ROW += [9 * _p + _d] * 4


def fresh_links():
    """L, R, U, D for every node: rows of 4 nodes in rings; build links the rest."""
    L = list(range(-1, NNODES - 1))
    R = list(range(1, NNODES + 1))
    for x in range(NODE0, NNODES, 4):
        L[x] = x + 3
        R[x + 3] = x
    return L, R, list(range(NNODES)), list(range(NNODES))


LINKS = fresh_links()           # one set of lists, relinked by build for every board
HEADERS = list(range(NODE0))
# a digit d+1 is the bit 1 << d+1; DIGITS[m] lists the d set in m, FREE those not set
DIGITS = [[d for d in range(9) if m >> d + 1 & 1] for m in range(1024)]
FREE = [[d for d in range(9) if not m >> d + 1 & 1] for m in range(1024)]
UNITS = [(r, 9 + c, 18 + b) for p, r, c, b in CELLS]   # a cell's row, column and box
CU = [()] + UNITS               # by cell column; a unit column's unit is UNIT[k]
UNIT = [0] * 82 + [(k - 82) // 9 for k in range(82, NODE0)]
W = [1] * 27                    # a unit's weight: 1 + the dead ends it caused on this board


def build(grid, links):
    """Link the matrix of grid (81 values, 0 = empty) in links (L, R, U, D): (L, R, U, D,
    C, ROW), or None if it is plainly unsolvable. The header ring (its order breaks the
    search's ties): the cell columns by size, then the unit columns by size."""
    L, R, U, D = links
    rowm = [0] * 9
    colm = [0] * 9
    boxm = [0] * 9
    empty = []
    for cell in CELLS:
        v = grid[cell[0]]
        if v:
            p, r, c, b = cell
            bit = 1 << v
            if (rowm[r] | colm[c] | boxm[b]) & bit:
                return None
            rowm[r] |= bit
            colm[c] |= bit
            boxm[b] |= bit
        else:
            empty.append(cell)
    U[:NODE0] = HEADERS
    D[:NODE0] = HEADERS
    S = [0] * NODE0             # only to order the header ring
    by_size = [[] for _ in range(20)]  # by_size[size]: cells; [10 + size]: units
    for p, r, c, b in empty:
        cand = 1022 & ~(rowm[r] | colm[c] | boxm[b])
        if not cand:
            return None
        digits = DIGITS[cand]
        y = 1 + p
        by_size[len(digits)].append(y)
        base = NODE0 + 36 * p
        for d in digits:        # under the cell's last row, and at the foot of 3 columns
            x = base + 4 * d
            U[x] = y
            D[y] = x
            y = x
            x += 1
            k = C[x]
            u = U[k]; U[x] = u; D[u] = x; U[k] = x; S[k] += 1
            x += 1
            k = C[x]
            u = U[k]; U[x] = u; D[u] = x; U[k] = x; S[k] += 1
            x += 1
            k = C[x]
            u = U[k]; U[x] = u; D[u] = x; U[k] = x; S[k] += 1
        U[1 + p] = y
        D[y] = 1 + p
    for u in range(9):          # a unit's missing digits; one without a candidate stays empty
        for k, m in ((82 + 9 * u, rowm[u]), (163 + 9 * u, colm[u]), (244 + 9 * u, boxm[u])):
            for d in FREE[m]:
                D[U[k + d]] = k + d
                by_size[10 + S[k + d]].append(k + d)
    k = 0
    for cols in by_size:
        for c in cols:
            R[k] = c
            L[c] = k
            k = c
    R[k] = 0
    L[0] = k
    return L, R, U, D, C, ROW


def search(L, R, U, D, C):
    """Yield every exact cover as the list of its chosen nodes (one list, reused: copy to
    keep). A column of at most one row is taken first; else the search branches on the
    cell column of the fewest rows per weight (the weights W of its row, column and box:
    dom/wdeg, ties in ring order); a dead end adds 1 to the weight of the units of the
    column it empties. The lists are restored when it runs to its end."""
    chosen = []
    z = 0                       # a column the last row's cover emptied, if any
    while True:
        c = R[0]
        if c == 0:              # every column covered: a solution
            yield chosen
            r = c               # then backtrack as if the column were exhausted
        else:
            if z and R[L[z]] == z:
                c = z           # still in the ring and empty: a dead end, no scan needed
            else:
                while D[D[c]] != c:
                    c = R[c]    # the first column of at most one row (the root stops it)
                if not c:       # none: the cell of the fewest rows per weight
                    s = 10
                    ws = 1
                    j = R[0]
                    while 0 < j <= 81:
                        n = 0
                        i = D[j]
                        while i != j:
                            n += 1
                            i = D[i]
                        a, b, e = CU[j]
                        w = W[a] + W[b] + W[e]
                        if w * s > ws * n:
                            c = j
                            s = n
                            ws = w
                        j = R[j]
            L[R[c]] = L[c]      # cover c
            R[L[c]] = R[c]
            i = D[c]
            while i != c:
                j = R[i]
                u = U[j]; d = D[j]; D[u] = d; U[d] = u
                j = R[j]
                u = U[j]; d = D[j]; D[u] = d; U[d] = u
                j = R[j]
                u = U[j]; d = D[j]; D[u] = d; U[d] = u
                i = D[i]
            r = D[c]
            if r == c:          # no rows: a dead end, blamed on its units
                if c > 81:
                    W[UNIT[c]] += 1
                else:
                    a, b, e = CU[c]
                    W[a] += 1
                    W[b] += 1
                    W[e] += 1
        while r == c:           # no rows left to try here: backtrack
            if c:               # uncover c (0: after a solution)
                i = U[c]
                while i != c:
                    j = R[i]
                    U[D[j]] = j; D[U[j]] = j
                    j = R[j]
                    U[D[j]] = j; D[U[j]] = j
                    j = R[j]
                    U[D[j]] = j; D[U[j]] = j
                    i = U[i]
                L[R[c]] = c
                R[L[c]] = c
            if not chosen:
                return
            r = chosen.pop()
            j = L[r]            # uncover the other columns of r, right to left
            while j != r:
                c = C[j]
                i = U[c]
                while i != c:
                    k = R[i]
                    U[D[k]] = k; D[U[k]] = k
                    k = R[k]
                    U[D[k]] = k; D[U[k]] = k
                    k = R[k]
                    U[D[k]] = k; D[U[k]] = k
                    i = U[i]
                L[R[c]] = c
                R[L[c]] = c
                j = L[j]
            c = C[r]
            r = D[r]
        z = 0
        j = R[r]                # cover the other columns of r, left to right
        while j != r:
            c = C[j]
            L[R[c]] = L[c]
            R[L[c]] = R[c]
            i = D[c]
            while i != c:
                k = R[i]
                u = U[k]; d = D[k]; D[u] = d; U[d] = u
                if u == d:      # k was the last row of its column
                    z = u
                k = R[k]
                u = U[k]; d = D[k]; D[u] = d; U[d] = u
                if u == d:
                    z = u
                k = R[k]
                u = U[k]; d = D[k]; D[u] = d; U[d] = u
                if u == d:
                    z = u
                i = D[i]
            j = R[j]
        chosen.append(r)


def count_to_two(grid):
    """(number of solutions capped at 2, the first solution as a list or None)."""
    links = build(grid, LINKS)
    if links is None:           # clashing givens or a cell without a candidate
        return 0, None
    W[:] = [1] * 27
    found = []
    for chosen in search(*links[:5]):
        cells = list(grid)
        for x in chosen:
            p, d = divmod(ROW[x], 9)
            cells[p] = d + 1
        found.append(cells)
        if len(found) == 2:
            break
    return len(found), (found[0] if found else None)


def words():
    """stdin's words, split at any whitespace (CRLF, tabs, blank lines); a UTF-8 BOM skipped."""
    data = sys.stdin.buffer.read()
    return (data[3:] if data[:3] == b'\xef\xbb\xbf' else data).split()


def fail(message):
    """Malformed input: the message as one line on stderr, exit status 1, no answer."""
    sys.stderr.write(message + '\n')
    sys.exit(1)


def main():
    # every digit is a cell, however the board is spaced: 81 of them a board
    digits = b''.join(words())
    if len(digits) % 81 or digits.strip(b'0123456789'):
        fail('sudokunique: expected boards of 9 lines of 9 digits 0-9')
    out = []
    for k in range(0, len(digits), 81):
        count, cells = count_to_two([b - 48 for b in digits[k:k + 81]])
        if count == 0:
            out.append('Find another job')
        elif count == 2:
            out.append('Non-unique')
        else:
            out.append('\n'.join(' '.join(map(str, cells[r:r + 9])) for r in range(0, 81, 9)))
    if out:
        sys.stdout.write('\n\n'.join(out) + '\n')


if __name__ == "__main__":
    main()
