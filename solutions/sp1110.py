"""SPOJ SUDOKU / Luogu SP1110 / UVA 1309 - 16x16 sudoku as exact cover, by Dancing Links.

Problem: 16x16 grids, 16 lines of 16 characters: A-P, '-' empty (any non-letter is empty);
  SPOJ puts K first, UVA 1309 has none and reads to the end (a first token of digits is
  K). Print each grid filled, 16 lines of 16 letters, grids separated by one empty line;
  a grid without a solution (in no judge's data; clashing givens) as "No Solution!".
Model: 1024 columns: 1+p "cell p filled", 257+16r+d "row r has letter d+1", 513+16c+d
  "column c has it", 769+16b+d "box b has it"; a row "letter d+1 in cell p" covers four,
  made only for the candidates the givens allow (at most 4,096 rows a grid).
Core: variant of solutions/template.py
  build: fixed-nodes, ring-order, no-S, unrolled-rows
  cover, uncover: inline-cover
  search: inline-cover, no-S, scan-stop, empty-noted, unrolled-rows
  search_noted: search + inline-cover, no-S, scan-stop, empty-noted, unrolled-rows, single-noted
  Measured: 20 random minimal grids in 0.31 s [sp1110/random20-20/pypy3] vs 1.04 s
  [sp1110/random20-20-template-core/pypy3] with the template's core (PyPy3;
  refs/sp1110_template_core.py). poj3074.py's solver sized for 16x16; ring: cell columns
  by size, then unit columns by size, so fewest-rows ties go to cells. CPython runs
  search_noted (PyPy search: the notes cost it more than the scans they save): AcWing 169's
  ten hard grids 0.92 s [acwing169/hard10-uva/cpython3.13] vs 1.10 s
  [acwing169/hard10-uva/cpython3.13 ref] with search.
Source: D. E. Knuth, "Dancing Links", 2000 (arXiv cs/0011047).
Usage: paste; submit as PyPy3 where the judge offers it (AcWing 169 runs CPython: search_noted).
Time: exponential; 10 hard grids of 40: 0.84 s [sp1110/hard10-10/pypy3] in PyPy3 (the
  template's core: 2.87 s [sp1110/hard10-10-template-core/pypy3]).
Status: statement sample; random grids against an independent backtracking solver, both
  input forms, CRLF and blank lines, clashing givens (tests/test_sp1110.py), CPython and PyPy3.
"""
import sys

NODE0 = 1025                    # the first row node
NNODES = NODE0 + 4 * 4096
CELLS = [(p, p // 16, p % 16, p // 64 * 4 + p % 16 // 4) for p in range(256)]
C = list(range(NODE0))
ROW = [0] * NODE0
for _p, _r, _c, _b in CELLS:
    for _d in range(16):
        C += [1 + _p, 257 + 16 * _r + _d, 513 + 16 * _c + _d, 769 + 16 * _b + _d]
        ROW += [16 * _p + _d] * 4
L = list(range(-1, NNODES - 1))
R = list(range(1, NNODES + 1))
for _x in range(NODE0, NNODES, 4):
    L[_x] = _x + 3
    R[_x + 3] = _x
U = list(range(NNODES))
D = list(range(NNODES))
HEADERS = list(range(NODE0))
# a letter v (1..16) is the bit 1 << v in the masks of rows, columns and boxes


def build(grid):
    """Link the matrix of grid (81 values, 0 = empty); None if it is plainly unsolvable."""
    rowm = [0] * 16
    colm = [0] * 16
    boxm = [0] * 16
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
    by_size = [[] for _ in range(34)]   # cell columns by size, then unit columns by size
    for p, r, c, b in empty:
        cand = 0x1fffe & ~(rowm[r] | colm[c] | boxm[b])
        if not cand:
            return None
        digits = [d for d in range(16) if cand >> d + 1 & 1]
        y = 1 + p
        by_size[len(digits)].append(y)
        base = NODE0 + 64 * p
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
    for u in range(16):          # a unit's missing digits; one without a candidate stays empty
        for k, m in ((257 + 16 * u, rowm[u]), (513 + 16 * u, colm[u]), (769 + 16 * u, boxm[u])):
            for d in range(16):
                if m >> d + 1 & 1:
                    continue
                D[U[k + d]] = k + d
                by_size[17 + S[k + d] if S[k + d] else 0].append(k + d)   # an empty one first
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
    """Yield every exact cover as the list of its chosen nodes (one list, reused: copy to keep)."""
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
                    s = 17
                    j = R[0]
                    while j:
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


def search_noted(L, R, U, D, C):
    """search(), but each unlink that leaves a column at most one row notes the column on a
    stack (noted); a level branches on the newest noted column still in the ring with at
    most one row, and scans only when none is left (CPython: scans were most of the time)."""
    chosen = []
    noted = []
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
                while noted:    # the newest noted column still of at most one row
                    y = noted.pop()
                    if R[L[y]] == y and D[D[y]] == y:
                        c = y
                        break
                else:
                    while D[D[c]] != c:
                        c = R[c]    # the first column of at most one row (the root stops it)
                    if not c:       # none: count rows, the first of the fewest
                        s = 17
                        j = R[0]
                        while j:
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
                if D[d] == u:   # its column has at most one row left
                    noted.append(C[j])
                j = R[j]
                u = U[j]; d = D[j]; D[u] = d; U[d] = u
                if D[d] == u:
                    noted.append(C[j])
                j = R[j]
                u = U[j]; d = D[j]; D[u] = d; U[d] = u
                if D[d] == u:
                    noted.append(C[j])
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
                if D[d] == u:   # k's column has at most one row left
                    if u == d:
                        z = u
                    else:
                        noted.append(C[k])
                k = R[k]
                u = U[k]; d = D[k]; D[u] = d; U[d] = u
                if D[d] == u:
                    if u == d:
                        z = u
                    else:
                        noted.append(C[k])
                k = R[k]
                u = U[k]; d = D[k]; D[u] = d; U[d] = u
                if D[d] == u:
                    if u == d:
                        z = u
                    else:
                        noted.append(C[k])
                i = D[i]
            j = R[j]
        chosen.append(r)


def solve(grid):
    """grid (256 values, 0 = empty) filled, as a list; None if it has no solution."""
    links = build(grid)
    found = None if links is None else next(SEARCH(*links[:5]), None)
    if found is None:
        return None
    cells = list(grid)
    for x in found:
        p, d = divmod(ROW[x], 16)
        cells[p] = d + 1
    return cells


SEARCH = search if sys.implementation.name == 'pypy' else search_noted   # each where it is faster
LETTERS = 'ABCDEFGHIJKLMNOP'
# a byte of the input -> a cell value: A-P is 1..16, '-' 0 (empty)
VALUE = bytes(b - 64 if 65 <= b <= 80 else 0 for b in range(256))


def words():
    """stdin's words, split at any whitespace (CRLF, tabs, blank lines); a UTF-8 BOM skipped."""
    data = sys.stdin.buffer.read()
    return (data[3:] if data[:3] == b'\xef\xbb\xbf' else data).split()


def fail(message):
    """Malformed input: the message as one line on stderr, exit status 1, no answer."""
    sys.stderr.write(message + '\n')
    sys.exit(1)


def main():
    tokens = words()
    count = None
    if tokens and tokens[0].isdigit():
        count = int(tokens[0])
        tokens = tokens[1:]
    text = b''.join(tokens)
    grids = len(text) // 256 if count is None else count    # without K (UVA 1309): to the end
    if len(text) < 256 * grids or count is None and len(text) % 256 or text.strip(b'-' + LETTERS.encode()):
        fail('sp1110: expected K, then K grids of 16 lines of 16 characters A-P or -')
    text = text.translate(VALUE)
    out = []
    for g in range(grids):
        cells = solve(text[256 * g:256 * g + 256])
        if cells is None:
            out.append('No Solution!')
        else:
            out.append('\n'.join(''.join(LETTERS[v - 1] for v in cells[r * 16:r * 16 + 16]) for r in range(16)))
    sys.stdout.write('\n\n'.join(out) + '\n' if out else '')


if __name__ == '__main__':
    main()
