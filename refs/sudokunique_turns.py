"""The former solutions/sudokunique.py (three searches taking turns of rows): the
reference of bench/bench_sudokunique.py, so the new search's gain is measured in the same
run, and the search of refs/hdu4069_turns.py (the former hdu4069.py; tests/test_hdu4069.py). Unchanged
below but for this paragraph and the Measured line's figures (now the benchmark's rows:
bench/results/sudokunique.json); docs/sudokunique.md tells the story.

Kattis sudokunique - one solution, none, or several: exact cover counted to two, by DLX.

Problem: up to 100 boards, 9 lines of 9 digits (0 erased) separated by spaces, blank lines
  between; print the unique solution in the input's layout, "Non-unique" for several,
  "Find another job" for none (clashing givens included); a blank line between outputs.
Model: poj3074.py's 324 columns (cell, row-digit, column-digit, box-digit), a row per
  candidate the givens allow; each search is asked for a second cover after the first.
Core: variant of solutions/template.py
  build: fixed-nodes, ring-order, no-S, unrolled-rows
  cover, uncover: inline-cover
  search: inline-cover, no-S, scan-stop, empty-noted, unrolled-rows, node-budget, cell-branching
  fresh_links: part of fixed-nodes
  Measured: data/'s 100 costliest boards in 0.38 s vs 0.62 s with the template's core
  (refs/sudoku9_template_core.py), PyPy3; CPython 3.13: 2.0 s. poj3074.py's solver; three
  matrices whose searches take turns of rows: on cells only, ties by starting size or in
  reading order; on any column, ties to units. A 14-given board without a solution:
  100,658 rows, against tens of millions with the fewest-rows rule on every column.
Source: D. E. Knuth, "Dancing Links", 2000 (arXiv cs/0011047).
Usage: paste; submit as "Python 3" (Kattis runs it on PyPy3); its limit was not found.
Time: exponential; the costliest board found (15 givens, no solution) tries over 2 M rows
  (docs/sudokunique.md).
Status: statement sample; random boards (unique, several, none) against refs/sudoku_bitmask.py,
  whitespace variants, clashes (tests/test_sudokunique.py), CPython and PyPy3.
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


LINKS = (fresh_links(), fresh_links(), fresh_links())  # a set each: the searches take turns
HEADERS = list(range(NODE0))
# a digit d+1 is the bit 1 << d+1; DIGITS[m] lists the d set in m, FREE those not set
DIGITS = [[d for d in range(9) if m >> d + 1 & 1] for m in range(1024)]
FREE = [[d for d in range(9) if not m >> d + 1 & 1] for m in range(1024)]


def build(grid, order, links):
    """Link the matrix of grid (81 values, 0 = empty) in links (L, R, U, D): (L, R, U, D,
    C, ROW), or None if it is plainly unsolvable. The header ring, whose order decides the
    search's ties: order 0, the cell columns by size, then the unit columns by size;
    1, the cells in reading order, then the units by size; 2, the units, then the cells."""
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
    by_size = [[] for _ in range(20)]  # by_size[first + size]: cells' and units' buckets
    cell_first, unit_first = (10, 0) if order == 2 else (0, 10)
    for p, r, c, b in empty:
        cand = 1022 & ~(rowm[r] | colm[c] | boxm[b])
        if not cand:
            return None
        digits = DIGITS[cand]
        y = 1 + p
        by_size[cell_first + (len(digits) if order != 1 else 0)].append(y)
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
                by_size[unit_first + S[k + d]].append(k + d)
    k = 0
    for cols in by_size:
        for c in cols:
            R[k] = c
            L[c] = k
            k = c
    R[k] = 0
    L[0] = k
    return L, R, U, D, C, ROW


def search(L, R, U, D, C, budget, last=324):
    """Yield every exact cover as the list of its chosen nodes (one list, reused: copy to keep).
    budget: a one-item list, the rows it may still try; past it the search yields None
    and waits: the caller refills the budget and resumes it (or drops it). Where no column
    has at most one row, it branches on the fewest among the ring's columns up to the
    first one numbered above last (last = 81 with cells first: a cell, never a unit)."""
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
                if not c:       # none: count rows, the first of the fewest
                    s = 10
                    j = R[0]
                    while 0 < j <= last:
                        n = 0
                        i = D[j]
                        while i != j and n < s:
                            n += 1
                            i = D[i]
                        if n < s:
                            c = j
                            s = n
                            if n == 2:
                                break
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
        while r == c:           # no rows left to try here: backtrack
            if c:               # uncover c
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
        budget[0] -= 1
        if budget[0] < 0:
            yield None          # out of budget: paused between two levels


HEAD_START = 5000               # rows the first search tries alone
TURN = 1000                     # then the three searches take turns of this many rows
LAST = (81, 81, 324)            # each search's branching columns: cells only, cells, any


def count_to_two(grid):
    """(number of solutions capped at 2, the first solution as a list or None).

    Three searches of the same board, each hard on boards the others are not: they branch
    on the cell with the fewest candidates (ties: the cells in order of their starting
    size; in reading order), or on any column of the fewest rows (ties to units). The
    first runs alone for HEAD_START rows, then they take turns; the first to finish, or
    to find two solutions, answers."""
    runs = []
    for k in range(3):
        links = build(grid, k, LINKS[k])
        if links is None:       # clashing givens or a cell without a candidate
            return 0, None
        budget = [0]
        runs.append((search(*links[:5], budget, LAST[k]), budget, []))
    k = 0
    turn = HEAD_START
    while True:
        covers, budget, found = runs[k]
        budget[0] = turn
        for chosen in covers:
            if chosen is None:  # out of budget: the next one's turn
                break
            cells = list(grid)
            for x in chosen:
                p, d = divmod(ROW[x], 9)
                cells[p] = d + 1
            found.append(cells)
            if len(found) == 2:
                return 2, found[0]
        else:                   # this search finished: found holds every solution
            return len(found), (found[0] if found else None)
        k = (k + 1) % 3
        turn = TURN


def main():
    # every digit is a cell, however the board is spaced: 81 of them a board
    digits = b''.join(sys.stdin.buffer.read().split())
    out = []
    for k in range(0, len(digits) - 80, 81):
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
