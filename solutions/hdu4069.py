"""HDU 4069 Squiggly Sudoku - irregular regions from wall bits; unique, none or several, by DLX.

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
  search: inline-cover, no-S, scan-stop, empty-noted, unrolled-rows, wdeg-branching
  fresh_links: part of fixed-nodes
  count_fields: search + field-masks, wdeg-branching
  Measured: 500 minimal puzzles x 5 (T = 2500) in 0.71 s [hdu4069/minimal500x5/pypy3]
  vs 1.78 s [hdu4069/minimal500x5/pypy3 ref] with the template's core
  (refs/sudoku9_template_core.py). sudokunique.py's search (dom/wdeg: the cell of the
  fewest rows per weight of its row, column and region; a unit's weight grows with each
  dead end it causes), one search: the former three taking turns (refs/hdu4069_turns.py)
  are slower on every bench file (bench/results/hdu4069.json's notes). A board met
  before (the same 81 numbers) is answered from a dict, not searched again. CPython runs
  count_fields (its big ints are quick, its links slow): 2.53 s [hdu4069/hard25x100/cpython3.13],
  about half the links' time on every T = 2500 file (JOURNAL.md, 2026-11-29).
Source: D. E. Knuth, "Dancing Links", 2000 (arXiv cs/0011047).
Usage: python3 hdu4069.py < in; judged here (python3 -m judge_io test hdu4069).
Time: exponential; 25 boards hill-climbed against this search x 100 (T = 2500): 0.78 s
  [hdu4069/hardw25x100/pypy3], 3.5x the C++ DLX (bench/bench_hdu4069.py).
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


LINKS = fresh_links()           # one set of lists, relinked by build for every board
HEADERS = list(range(NODE0))
# a digit d+1 is the bit 1 << d+1; DIGITS[m] lists the d set in m, FREE those not set
DIGITS = [[d for d in range(9) if m >> d + 1 & 1] for m in range(1024)]
FREE = [[d for d in range(9) if not m >> d + 1 & 1] for m in range(1024)]
CU = [()] * 82                  # by cell column: its row, column and region (set per board)
UNIT = [0] * 82 + [(k - 82) // 9 for k in range(82, NODE0)]    # a unit column's unit
W = [1] * 27                    # a unit's weight: 1 + the dead ends it caused on this board


def build(grid, region, links):
    """Link the matrix of grid (81 values, 0 = empty), cell p in region[p] (0..8), in links
    (L, R, U, D): (L, R, U, D, C, ROW), or None if it is plainly unsolvable. The header ring
    (its order breaks the search's ties): the cell columns by size, then the units by size."""
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
            k = 244 + 9 * b + d
            C[x] = k
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


# The bit-field search (CPython; PyPy3 keeps the links above, its big ints are slow): one int x holds every
# column's rows as a field: a cell's at 16p (bit d: digit d+1), then fields of 12 bits at ZB + 12f, f = 9d + r
# (a row's, bit c), 81 + 9d + c (a column's, bit r), 162 + 9d + g (a region's, bit k: its k-th cell). Bit 11 of
# a field is its guard; a covered column holds two phantom bits, 9 and 10 (it reads as two rows, never one).
FIELDS = sys.implementation.name != 'pypy'      # count_to_two's search: the bit fields, or the links
ZB = 1296
DB = ZB + 1944
if FIELDS:
    GUARDS = sum(1 << 16 * p + 11 for p in range(81)) | sum(1 << ZB + 12 * f + 11 for f in range(243))
    BASES = sum(1 << 16 * p for p in range(81)) | sum(1 << ZB + 12 * f for f in range(243))
    ALL_BITS = (1 << DB + 972) - 1
    CELL_BITS = sum(511 << 16 * p for p in range(81))
    X_START = CELL_BITS | sum(511 << ZB + 12 * f for f in range(243))
    POP1, POP2, POP4, POP8 = (sum(m << 16 * p for p in range(81)) for m in (0x5555, 0x3333, 0x0F0F, 0x00FF))
    PLANES = sum(1 << 108 * d for d in range(9))        # a 12-bit field at every digit
    CELL_A = [1 << 16 * p for p in range(81)]
    CELL_BC = [1 << ZB + 12 * (p // 9) + p % 9 | 1 << ZB + 972 + 12 * (p % 9) + p // 9 for p in range(81)]
    ROW_BIT = [1 << 12 * (p // 9) + p % 9 for p in range(81)]      # a cell's bit in its row's fields
    COL_BIT = [1 << 12 * (p % 9) + p // 9 for p in range(81)]
    PLUS_ONE = bytes(range(1, 256)) + b'\0'
    ONLY = [bytes(int(i == g) for i in range(256)) for g in range(10)]
    LINE = [[q for q in range(81) if q // 9 == p // 9 or q % 9 == p % 9] for p in range(81)]
    LINE_A = [sum(CELL_A[q] for q in LINE[p]) for p in range(81)]
    LINE_BC = [sum(CELL_BC[q] for q in LINE[p]) for p in range(81)]
    OWN = [511 << 16 * p | PLANES * CELL_BC[p] for p in range(81)]
    # the rows that option o = 9p + d meets, but for its region's: its cell's, its row's and column's at d
    MEETS = [OWN[o // 9] | LINE_A[o // 9] << o % 9 | LINE_BC[o // 9] << 108 * (o % 9) for o in range(729)]
    COVERED = [3 << 16 * (o // 9) + 9 | (3 << ZB + 12 * (o // 81) + 9 | 3 << ZB + 981 + 12 * (o // 9 % 9))
               << 108 * (o % 9) for o in range(729)]
    COVERED_G = [3 << DB + 108 * (j % 9) + 12 * (j // 9) + 9 for j in range(81)]     # [9g + d]
    OPTION_AT = [0] * DB            # the option of a bit of a cell's, a row's or a column's field
    for _p in range(81):
        for _d in range(9):
            OPTION_AT[16 * _p + _d] = OPTION_AT[ZB + 108 * _d + 12 * (_p // 9) + _p % 9] = \
                OPTION_AT[ZB + 972 + 108 * _d + 12 * (_p % 9) + _p // 9] = 9 * _p + _d
    DIGITS0 = [[d for d in range(9) if m >> d & 1] for m in range(512)]
    LINE_UNITS = [[p for p in range(81) if p // 9 == u] for u in range(9)] + [[p for p in range(81) if p % 9 == u]
                                                                              for u in range(9)]


def count_fields(grid, region):
    """count_to_two by the bit fields: the same columns and rows, the same rules as search (a column of at
    most one row first: every such column one pass finds, one after the other; else the cell of the fewest
    rows per weight, dom/wdeg, ties to the first cell; a dead end adds to its column's units' weights)."""
    members = [[], [], [], [], [], [], [], [], []]
    dbit = []                   # cell p's bit in its region's fields, less DB: 12g + its rank in region g
    for p, g in enumerate(region):
        m = members[g]
        dbit.append(12 * g + len(m))
        m.append(p)
    cell_d = [1 << b for b in dbit]
    line_d = [sum(cell_d[u:u + 9]) << DB for u in range(0, 81, 9)] + [sum(cell_d[u::9]) << DB for u in range(9)]
    tens = bytearray(162)       # region g + 1 at byte 2p: region g's cells in A by one translate
    tens[::2] = bytes(region).translate(PLUS_ONE)
    reg_a = [int.from_bytes(tens.translate(ONLY[g]), 'little') for g in range(1, 10)]
    reg_z = [sum(map(ROW_BIT.__getitem__, m)) << ZB | sum(map(COL_BIT.__getitem__, m)) << ZB + 972
             | 511 << DB + 12 * g for g, m in enumerate(members)]
    kills = [0] * 729           # an option's mask of the bits it leaves (0: not made yet)
    covers = [0] * 729
    units = LINE_UNITS + members
    weight = [1] * 27
    cell_weight = [3] * 81
    found = []
    placed = []

    def kill(o):
        p = o // 9
        d = o % 9
        g = region[p]
        k = kills[o] = ALL_BITS ^ (MEETS[o] | reg_a[g] << d | PLANES << DB + dbit[p]
                                   | (reg_z[g] | line_d[p // 9] | line_d[9 + p % 9]) << 108 * d)
        covers[o] = COVERED[o] | COVERED_G[9 * g + d]
        return k

    def blame(u):
        weight[u] += 1
        for q in units[u]:
            cell_weight[q] += 1

    def search(x):
        n0 = len(placed)
        while True:
            if len(placed) == 81:
                found.append(list(placed))
                del placed[n0:]
                return len(found) == 2
            y = (x | GUARDS) - BASES
            some = y & GUARDS           # the guards of the fields holding a row
            if some != GUARDS:          # a column of no rows: a dead end, blamed on its units
                z = GUARDS ^ some
                z = (z & -z).bit_length()
                if z <= ZB:
                    p = z >> 4
                    blame(p // 9)
                    blame(9 + p % 9)
                    blame(18 + region[p])
                else:
                    f = (z - ZB) // 12 - 1
                    blame(9 * (f // 81) + f % 9)
                del placed[n0:]
                return False
            one = some ^ (((x & y | GUARDS) - BASES) & GUARDS)     # the fields of exactly one row
            if not one:
                break
            v = (one >> 11) * 511 & x           # their rows
            while v:                    # take them in turn, each while it is still a row
                i = v.bit_length() - 1
                if i < DB:
                    o = OPTION_AT[i]
                else:
                    i -= DB
                    o = 9 * members[i % 108 // 12][i % 12] + i // 108
                placed.append(o)
                k = kills[o] or kill(o)
                x = x & k | covers[o]
                v &= x
        c = x & CELL_BITS               # each cell's rows, counted in its field
        c -= (c >> 1) & POP1
        c = (c & POP2) + ((c >> 2) & POP2)
        c = (c + (c >> 4)) & POP4
        c = (c + (c >> 8)) & POP8
        best = p = 0
        s = 10
        ws = 1
        for n, w in zip(c.to_bytes(162, 'little')[::2], cell_weight):
            if n and w * s > ws * n:
                best = p
                s = n
                ws = w
            p += 1
        for d in DIGITS0[x >> 16 * best & 511]:
            o = 9 * best + d
            placed.append(o)
            k = kills[o] or kill(o)
            if search(x & k | covers[o]):
                return True
            placed.pop()
        del placed[n0:]
        return False

    x = X_START
    for p in range(81):
        v = grid[p]
        if v:
            if not x >> 16 * p + v - 1 & 1:
                return 0, None
            o = 9 * p + v - 1
            placed.append(o)
            x = x & kill(o) | covers[o]
    search(x)
    if not found:
        return 0, None
    cells = [0] * 81
    for o in found[0]:
        cells[o // 9] = o % 9 + 1
    return len(found), cells


# each cell's neighbours inside the grid: (q, the wall bit on this side, the one on q's side)
SIDES = [[(q, mine, theirs) for q, mine, theirs, inside in (
    (p - 9, 16, 64, p >= 9), (p + 1, 32, 128, p % 9 < 8), (p + 9, 64, 16, p < 72), (p - 1, 128, 32, p % 9 > 0))
    if inside] for p in range(81)]
NINE_BY_NINE = [g for g in range(9) for _ in range(9)]     # sorted regions of a valid layout


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
                w = walls[p]
                for q, mine, theirs in SIDES[p]:
                    if region[q] < 0 and not (w & mine or walls[q] & theirs):
                        region[q] = count
                        todo.append(q)
            count += 1
    return region


def count_to_two(grid, region):
    """(number of solutions capped at 2, the first solution as a list or None)."""
    if sorted(region) != NINE_BY_NINE:
        return 0, None          # not nine regions of nine cells: no way to hold 1-9 in each
    if FIELDS:
        return count_fields(grid, region)
    links = build(grid, region, LINKS)
    if links is None:           # clashing givens or a cell without a candidate
        return 0, None
    CU[1:] = [(p // 9, 9 + p % 9, 18 + region[p]) for p in range(81)]
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
    try:
        data = list(map(int, words()))
        t = data[0]
        if t < 0 or len(data) < 1 + 81 * t or not all(0 <= v < 256 and v & 15 <= 9 for v in data[1:1 + 81 * t]):
            raise ValueError
    except (ValueError, IndexError):
        fail('hdu4069: expected T, then per case 9 lines of 9 numbers (a digit 0-9 + walls 16, 32, 64, 128)')
    out = []
    seen = {}                   # a board met before (the same 81 numbers): its answer
    for case in range(t):
        values = data[1 + 81 * case:82 + 81 * case]
        key = bytes(values)
        answer = seen.get(key)
        if answer is None:
            count, cells = count_to_two([v & 15 for v in values], regions(values))
            if count == 0:
                answer = 'No solution\n'
            elif count == 2:
                answer = 'Multiple Solutions\n'
            else:
                line = ''.join(map(str, cells))
                answer = ''.join(line[i:i + 9] + '\n' for i in range(0, 81, 9))
            seen[key] = answer
        out.append('Case %d:\n' % (case + 1))
        out.append(answer)
    sys.stdout.write(''.join(out))


if __name__ == "__main__":
    main()
