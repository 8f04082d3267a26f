"""The former solutions/hdu4069.py (three searches taking turns of rows, the search of
refs/sudokunique_turns.py): bench/hdu4069_boards.py climbed data/hdu4069/hard25.txt
against it, and bench/bench_hdu4069.py times it beside the solution (dom/wdeg, as
solutions/sudokunique.py) in the same run. Unchanged below but for this paragraph and
the repeated constants removed.

HDU 4069 Squiggly Sudoku - irregular regions from wall bits; unique, none or several, by DLX.

Problem: T <= 2500 boards of 9 x 9 integers: value % 16 the digit (0 empty), bits 16 up,
  32 right, 64 down, 128 left the walls that cut the grid into nine regions of nine cells.
  Print "Case k:", then the solution (9 lines of 9 digits), "No solution" or
  "Multiple Solutions". HDU takes no Python: model coverage, judged here.
Model: sudokunique.py's 324 columns with the region in place of the box: 244+9g+d
  "region g has digit d+1"; regions by a flood fill across sides without a wall (a wall
  on either side separates). A region that is not nine cells answers "No solution".
Core: variant of solutions/template.py
  build: fixed-nodes, ring-order, no-S, unrolled-rows
  cover, uncover: inline-cover
  search: inline-cover, no-S, scan-stop, empty-noted, unrolled-rows, node-budget, cell-branching
  fresh_links: part of fixed-nodes
  Measured: 500 minimal puzzles x 5 (T = 2500) in 0.81 s [hdu4069/minimal500x5/pypy3]
  vs 1.78 s [hdu4069/minimal500x5/pypy3 ref] with the template's core
  (refs/sudoku9_template_core.py). The former sudokunique.py's solver
  (refs/sudokunique_turns.py: three searches taking turns); build writes each
  candidate's region column.
Source: D. E. Knuth, "Dancing Links", 2000 (arXiv cs/0011047).
Usage: python3 hdu4069.py < in; judged here (python3 -m judge_io test hdu4069).
Time: exponential; 25 hill-climbed boards x 100 (T = 2500): 1.38 s [hdu4069/hard25x100/pypy3].
Status: statement sample; random regions and boards against refs/squiggly_bitmask.py
  (counts), whitespace variants (tests/test_hdu4069.py), CPython and PyPy3.
"""
import sys

NODE0 = 325                     # the first row node
NNODES = NODE0 + 4 * 729
C = list(range(NODE0))
ROW = [0] * NODE0
for _p in range(81):
    for _d in range(9):     # a box column is written by build: the regions vary
        C += [1 + _p, 82 + 9 * (_p // 9) + _d, 163 + 9 * (_p % 9) + _d, 0]
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


def build(grid, region, order, links):
    """Link the matrix of grid (81 values, 0 = empty), cell p in region[p] (0..8), in links
    (L, R, U, D): (L, R, U, D, C, ROW), or None if it is plainly unsolvable. The header ring, whose order decides the
    search's ties: order 0, the cell columns by size, then the unit columns by size;
    1, the cells in reading order, then the units by size; 2, the units, then the cells."""
    L, R, U, D = links
    rowm = [0] * 9
    colm = [0] * 9
    boxm = [0] * 9
    empty = []
    for cell in [(p, p // 9, p % 9, region[p]) for p in range(81)]:
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
            k = 244 + 9 * b + d
            C[x] = k
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


def regions(walls):
    """The region (0, 1, ...) of each of the 81 cells: flood fill across sides without a wall."""
    region = [-1] * 81
    count = 0
    for start in range(81):
        if region[start] < 0:
            region[start] = count
            todo = [start]
            while todo:
                p = todo.pop()
                r, c = divmod(p, 9)
                w = walls[p]
                for q, mine, theirs, inside in ((p - 9, 16, 64, r > 0), (p + 1, 32, 128, c < 8),
                                                (p + 9, 64, 16, r < 8), (p - 1, 128, 32, c > 0)):
                    if inside and region[q] < 0 and not (w & mine or walls[q] & theirs):
                        region[q] = count
                        todo.append(q)
            count += 1
    return region


HEAD_START = 5000               # rows the first search tries alone
TURN = 1000                     # then the three searches take turns of this many rows
LAST = (81, 81, 324)            # each search's branching columns: cells only, cells, any


def count_to_two(grid, region):
    """(number of solutions capped at 2, the first solution as a list or None).

    Three searches of the same board, each hard on boards the others are not: they branch
    on the cell with the fewest candidates (ties: the cells in order of their starting
    size; in reading order), or on any column of the fewest rows (ties to units). The
    first runs alone for HEAD_START rows, then they take turns; the first to finish, or
    to find two solutions, answers."""
    if sorted(region) != [g for g in range(9) for _ in range(9)]:
        return 0, None          # not nine regions of nine cells: no way to hold 1-9 in each
    runs = []
    for k in range(3):
        links = build(grid, region, k, LINKS[k])
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
        data = [int(w) for w in words()]
        t = data[0]
        if t < 0 or len(data) < 1 + 81 * t or not all(0 <= v < 256 and v & 15 <= 9 for v in data[1:1 + 81 * t]):
            raise ValueError
    except (ValueError, IndexError):
        fail('hdu4069: expected T, then per case 9 lines of 9 numbers (a digit 0-9 + walls 16, 32, 64, 128)')
    out = []
    for case in range(t):
        values = data[1 + 81 * case:82 + 81 * case]
        count, cells = count_to_two([v & 15 for v in values], regions(values))
        out.append('Case %d:' % (case + 1))
        if count == 0:
            out.append('No solution')
        elif count == 2:
            out.append('Multiple Solutions')
        else:
            line = ''.join(map(str, cells))
            out += [line[i:i + 9] for i in range(0, 81, 9)]
    sys.stdout.write(''.join(s + '\n' for s in out))


if __name__ == "__main__":
    main()
