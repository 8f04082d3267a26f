"""Kattis sudokunique - one solution, none, or several: exact cover counted to two, by DLX.

Problem: up to 100 boards, 9 lines of 9 digits (0 erased) separated by spaces, blank lines
  between; print the unique solution in the input's layout, "Non-unique" for several,
  "Find another job" for none (clashing givens included); a blank line between outputs.
Model: poj3074.py's 324 columns (cell, row-digit, column-digit, box-digit), a row per
  candidate the givens allow; the search is asked for a second cover after the first.
Core: variant of solutions/template.py
  build: fixed-nodes, ring-order, no-S, unrolled-rows
  cover, uncover: inline-cover
  search: inline-cover, no-S, scan-stop, empty-noted, unrolled-rows, subset-rule, hall-check, wdeg-branching
  fresh_links: part of fixed-nodes
  prune: part of subset-rule, hall-check
  Measured: a branch point deletes the rows a column's subset rules out (locked
  candidates), fails a unit whose digits have no distinct cells (Hall), and branches
  on the cell of the fewest rows per weight of its units (dom/wdeg). Full figures and
  what did not pay: docs/sudokunique.md.
Source: D. E. Knuth, "Dancing Links", 2000 (arXiv cs/0011047).
Usage: paste; submit as "Python 3" (Kattis runs it on PyPy3); its limit was not found.
Time: exponential; the costliest board found (docs/sudokunique.md) tries about 6,000 rows.
Status: statement sample; random boards (unique, several, none) against refs/sudoku_bitmask.py,
  whitespace variants, clashes, the lists restored (tests/test_sudokunique.py), CPython and PyPy3.
"""
import sys

NODE0 = 325                     # the first row node
NNODES = NODE0 + 4 * 729
CELLS = [(p, p // 9, p % 9, p // 27 * 3 + p % 9 // 3) for p in range(81)]
C = list(range(NODE0))
ROW = [0] * NODE0
UB = [0] * NODE0                # a unit node's bit: its cell's place in the unit (0..8)
for _p, _r, _c, _b in CELLS:
    for _d in range(9):
        C += [1 + _p, 82 + 9 * _r + _d, 163 + 9 * _c + _d, 244 + 9 * _b + _d]
        ROW += [9 * _p + _d] * 4
        UB += [0, 1 << _c, 1 << _r, 1 << _r % 3 * 3 + _c % 3]


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


# The subset rule on a unit column k whose rows lie within one third of its unit (one row
# or column of a box; one box of a row or column): every cover of the column that crosses
# k there also covers k, so that column's rows outside k's unit can go. LOCK[k][t]: for
# the third t, (that column, the bits of its mask outside k's unit, the step from one of
# its nodes to the node of the same row in k's family); a box column has a pair of
# tables, for its rows and for its columns.
THIRD = [-1] * 512              # the third (0..2) of a line holding every bit of m, else -1
SPREAD = [-1] * 512             # the same for a box's columns (bits t, t+3, t+6)
for _m in range(1, 512):
    for _t in range(3):
        if not _m & ~(7 << 3 * _t):
            THIRD[_m] = _t
        if not _m & ~(73 << _t):
            SPREAD[_m] = _t
LOCKABLE = [THIRD[_m] >= 0 or SPREAD[_m] >= 0 for _m in range(512)]
LOCK = [None] * NODE0
for _k in range(82, NODE0):
    _u, _d = divmod(_k - 82, 9)
    if _u < 9:                  # row r: its box's other rows go
        LOCK[_k] = [(244 + 9 * (_u // 3 * 3 + _t) + _d, 511 & ~(7 << _u % 3 * 3), -2) for _t in range(3)]
    elif _u < 18:               # column c: its box's other rows go
        _c = _u - 9
        LOCK[_k] = [(244 + 9 * (_t * 3 + _c // 3) + _d, 511 & ~(73 << _c % 3), -1) for _t in range(3)]
    else:                       # box b: within a row of it, or a column of it
        _b = _u - 18
        LOCK[_k] = ([(82 + 9 * (_b // 3 * 3 + _t) + _d, 511 & ~(7 << _b % 3 * 3), 2) for _t in range(3)],
                    [(163 + 9 * (_b % 3 * 3 + _t) + _d, 511 & ~(7 << _b // 3 * 3), 1) for _t in range(3)])
HINT = [0] * NODE0              # a unit column's cell (bit) in the last matching found


def matched(ms, k0):
    """Whether the sets ms (a unit's nine masks of cells, 0 for a digit placed) have
    distinct representatives (Hall's condition), by augmenting paths from the matching
    the unit's columns k0.. had last (HINT), which usually still serves; HINT updated."""
    own = [-1] * 9              # a cell's set
    hold = [-1] * 9             # a set's cell
    free = []
    for i in range(9):
        m = ms[i]
        if m:
            h = HINT[k0 + i] & m
            if h and own[h.bit_length() - 1] < 0:
                b = h.bit_length() - 1
                own[b] = i
                hold[i] = b
            else:
                free.append(i)
    for i in free:              # a breadth-first search for a free cell, sets via cells
        par = [-1] * 9          # the set that reached a cell
        queue = [i]
        seen = 0
        q = 0
        b = -1
        while q < len(queue):
            s = queue[q]
            q += 1
            avail = ms[s] & ~seen
            seen |= avail
            while avail:
                bit = avail & -avail
                avail ^= bit
                b = bit.bit_length() - 1
                par[b] = s
                if own[b] < 0:
                    break
                queue.append(own[b])
            else:
                b = -1
                continue
            break
        if b < 0:
            return False
        while True:             # flip the path: each set on it takes the cell it reached
            s = par[b]
            nb = hold[s]
            own[b] = s
            hold[s] = b
            if s == i:
                break
            b = nb
    for i in range(9):
        if hold[i] >= 0:
            HINT[k0 + i] = 1 << hold[i]
    return True


def prune(R, U, D, dels):
    """At a branch point (every column has two rows or more): 1 if the subset rule deleted
    rows (pushed on dels, to be restored in reverse order), -1 if some unit's digits cannot
    take distinct cells (Hall's condition fails: the node is a dead end; the unit's weight
    grows), 0 if neither. The masks come from one walk of the unit columns."""
    um = [0] * NODE0            # a unit column's mask: the places of its rows' cells
    locks = []
    j = R[0]
    while j:
        if j > 81:
            m = 0
            i = D[j]
            while i != j:
                m |= UB[i]
                i = D[i]
            um[j] = m
            if LOCKABLE[m]:
                locks.append(j)
        j = R[j]
    n0 = len(dels)
    for k in locks:
        m = um[k]
        if k < 244:
            t = THIRD[m]
            if t < 0:
                continue
            todo = (LOCK[k][t],)
        else:
            rows, cols = LOCK[k]
            t = THIRD[m]
            todo = (rows[t],) if t >= 0 else ()
            t = SPREAD[m]
            if t >= 0:
                todo += (cols[t],)
        for cl, out, step in todo:
            if um[cl] & out:    # cl has rows outside k's unit: delete them
                x = D[cl]
                while x != cl:
                    if C[x + step] != k:
                        dels.append(x - (x - NODE0) % 4)
                    x = D[x]
    if len(dels) > n0:
        rows = dels[n0:]
        del dels[n0:]
        for x in rows:
            if U[D[x]] == x:    # not deleted already (two rules can name one row)
                u = U[x]; d = D[x]; D[u] = d; U[d] = u
                y = x + 1
                u = U[y]; d = D[y]; D[u] = d; U[d] = u
                y += 1
                u = U[y]; d = D[y]; D[u] = d; U[d] = u
                y += 1
                u = U[y]; d = D[y]; D[u] = d; U[d] = u
                dels.append(x)
        return 1
    for k0 in range(82, NODE0, 9):  # each unit: its digits must take distinct cells
        if not matched(um[k0:k0 + 9], k0):
            W[UNIT[k0]] += 1
            return -1
    return 0


def search(L, R, U, D, C):
    """Yield every exact cover as the list of its chosen nodes (one list, reused: copy to
    keep). A column of at most one row is taken first; at a branch point prune deletes rows
    or fails, else the search branches on the cell column of the fewest rows per weight
    (the weights of its row, column and box: dom/wdeg, ties in ring order). The lists are
    restored when it ends."""
    chosen = []
    marks = []                  # per level: how many rows were deleted before it
    dels = []
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
                if not c:
                    p = prune(R, U, D, dels)
                    if p > 0:   # rows deleted: scan again
                        z = 0
                        continue
                    if p == 0:  # the cell of the fewest rows per weight
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
            if c:
                L[R[c]] = L[c]  # cover c
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
                if r == c:      # no rows: a dead end, blamed on its units
                    if c > 81:
                        W[UNIT[c]] += 1
                    else:
                        a, b, e = CU[c]
                        W[a] += 1
                        W[b] += 1
                        W[e] += 1
            else:
                r = c           # prune failed the node
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
            m = marks.pop() if chosen else 0
            while len(dels) > m:    # this level's deleted rows back, in reverse order
                x = dels.pop()
                y = x + 3
                U[D[y]] = y; D[U[y]] = y
                y -= 1
                U[D[y]] = y; D[U[y]] = y
                y -= 1
                U[D[y]] = y; D[U[y]] = y
                U[D[x]] = x; D[U[x]] = x
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
        marks.append(len(dels))


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
