"""Luogu P1074 [NOIP2009] 靶形数独 (target sudoku): the best score over all completions.

Problem: 9 lines of 9 integers (0 empty), weight 10 - max(|r-4|, |c-4|); print the highest
  sum of weight x digit over all completions, or -1 (none, or two givens clash).
Model: sudoku's 324 columns, a row per candidate (digits high to low), givens covered
  first. As every unit sums to 45, a score is 2745 + the digits of 21 scoring cells
  (corners, ring 2, centre; columns 1..21). Bound: by row groups and by column groups of
  empty scoring cells, each the least of its top candidates made distinct and its unit's
  missing sum less the least the unit's other cells can take.
Core: variant of solutions/template.py
  search: branch-and-bound, scan-stop, node-count
  Measured: 80,545 nodes vs 7,694,590 uncut on the hardest input found (off-score seed 917;
  the uncut run's time: `make bench-full`), PyPy3 0.65 s [p1074/off-score-seed-917/pypy3].
  The bound: cut a node whose bound <= the best, taken at a branch and after a scoring
  cell is set; after the first completion, branch on the scoring cell of fewest rows
  unless a column has <= 1.
Source: D. E. Knuth, "Dancing Links", 2000 (arXiv cs/0011047).
Usage: python3 p1074.py [--stats] [--no-bound] < grid  (nodes to stderr; no cut).
Time: exponential; hardest found (24 givens, 614,833 completions): CPython 3.13 2.22 s
  [p1074/off-score-seed-917/cpython3.13].
Status: stress-tested against an enumerator (35-50 givens), and against its own
  uncut search (26-32 givens), CPython and PyPy3: tests/test_p1074.py.
"""
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


RING = [max(abs(p // 9 - 4), abs(p % 9 - 4)) for p in range(81)]
SCORING = [p for p in range(81) if RING[p] in (0, 2) or p in (0, 8, 72, 80)]
CELLS = SCORING + [p for p in range(81) if p not in SCORING]
COLUMN = [0] * 81                   # cell p -> its cell column; the scoring cells are 1..21
for _k, _p in enumerate(CELLS):
    COLUMN[_p] = 1 + _k
UNITS = ([list(range(9 * r, 9 * r + 9)) for r in range(9)] + [list(range(c, 81, 9)) for c in range(9)]
         + [[p for p in range(81) if p // 27 * 3 + p % 9 // 3 == b] for b in range(9)])
UNITS_OF = [(p // 9, 9 + p % 9, 18 + p // 27 * 3 + p % 9 // 3) for p in range(81)]
# the scoring cells in groups that one unit keeps distinct, with the units holding each group;
# grouped by rows, by columns and by boxes
GROUPINGS = (
    [([0, 8], [0]), ([72, 80], [8]), ([20, 21, 22, 23, 24], [2]), ([56, 57, 58, 59, 60], [6]),
     ([29, 38, 47], [11, 21]), ([33, 42, 51], [15, 23]), ([40], [22])],
    [([0, 72], [9]), ([8, 80], [17]), ([20, 29, 38, 47, 56], [11]), ([24, 33, 42, 51, 60], [15]),
     ([21, 22, 23], [2, 19]), ([57, 58, 59], [6, 25]), ([40], [22])],
)


def model(grid):
    """(rows, given rows, (cell, digit) of each row); None if two givens clash."""
    rows, given, what = [], [], []
    seen = set()
    for p in range(81):
        if grid[p]:
            cols = (82 + 9 * (p // 9), 163 + 9 * (p % 9), 244 + 9 * (p // 27 * 3 + p % 9 // 3))
            for k in cols:
                if k + grid[p] - 1 in seen:
                    return None
                seen.add(k + grid[p] - 1)
    for p in CELLS:
        r, c, b = p // 9, p % 9, p // 27 * 3 + p % 9 // 3
        for d in range(9, 0, -1) if not grid[p] else (grid[p],):
            cols = [COLUMN[p], 82 + 9 * r + d - 1, 163 + 9 * c + d - 1, 244 + 9 * b + d - 1]
            if grid[p]:
                given.append(cols)
            elif not any(k in seen for k in cols[1:]):
                rows.append(cols)
                what.append((p, d))
    return rows, given, what


def search(M, what, groupings, base, left):
    """(the best base + digits of the scoring cells over all exact covers or -1, nodes)."""
    L, R, U, D, C, ROW, S = M
    gain = [d if COLUMN[p] <= 21 else 0 for p, d in what]     # by row index
    units = [UNITS_OF[p] for p, d in what]
    digit = [0] * len(C)                                       # by node
    for x in range(325, len(C)):
        digit[x] = what[ROW[x]][1]
    best = -1
    score = base                    # the givens and the chosen rows' scoring digits
    nodes = 0
    chosen = []
    hot = True                      # was the last row chosen a scoring cell's?
    while True:
        c = R[0]
        if c:
            nodes += 1
            j = R[c]
            while j:                # a column with the fewest rows
                if S[j] < S[c]:
                    c = j
                    if S[j] < 2:
                        break
                j = R[j]
            if S[c] > 1 or S[c] and hot:    # a branch, or a move right after a scoring cell
                bound = 1 << 30             # the least bound over the groupings
                for groups in groupings:
                    total = score
                    for group, tests in groups:
                        tops = [digit[D[h]] for h in group if R[L[h]] == h]
                        if not tops:
                            continue
                        tops.sort(reverse=True)
                        t = 0
                        cap = 10
                        for top in tops:
                            cap = top if top < cap else cap - 1
                            t += cap
                        for u, rest in tests:
                            lows = [digit[U[h]] for h in rest if R[L[h]] == h]
                            lows.sort()
                            m = left[u]
                            floor = 0
                            for low in lows:
                                floor = low if low > floor else floor + 1
                                m -= floor
                            if m < t:
                                t = m
                        total += t
                    if total < bound:
                        bound = total
                        if bound <= best:
                            break
                if bound <= best:
                    c = 0                   # cut
            if c:
                if S[c] > 1 and best >= 0 and R[0] <= 21:
                    c = j = R[0]            # the empty scoring cell with the fewest rows
                    while j and j <= 21:
                        if S[j] < S[c]:
                            c = j
                        j = R[j]
                cover(M, c)
                r = D[c]
            else:
                r = 0
        else:
            if score > best:
                best = score        # a completion; every scoring cell was set
            r = 0                   # a leaf: backtrack
        while r == c:
            if c:
                uncover(M, c)
            if not chosen:
                return best, nodes
            r = chosen.pop()
            i = ROW[r]
            score -= gain[i]
            d = what[i][1]
            for u in units[i]:
                left[u] += d
            j = L[r]
            while j != r:
                uncover(M, C[j])
                j = L[j]
            c = C[r]
            r = D[r]
        chosen.append(r)
        i = ROW[r]
        hot = gain[i] > 0
        score += gain[i]
        d = what[i][1]
        for u in units[i]:
            left[u] -= d
        j = R[r]
        while j != r:
            cover(M, C[j])
            j = R[j]


def solve(grid, cut=True):
    """(best score or -1, search nodes) for 81 values, 0 for an empty cell."""
    made = model(grid)
    if made is None:
        return -1, 0
    rows, given, what = made
    M = build(324, rows)
    for cols in given:
        for c in cols:
            cover(M, c)
    left = [45 - sum(grid[p] for p in unit) for unit in UNITS]
    groupings = []
    for groups in GROUPINGS if cut else ():
        groupings.append([([COLUMN[p] for p in group if not grid[p]],
                           [(u, [COLUMN[p] for p in UNITS[u] if p not in group and not grid[p]])
                            for u in holders])
                          for group, holders in groups])
    return search(M, what, groupings, 2745 + sum(grid[p] for p in SCORING), left)


def words():
    """stdin's words, split at any whitespace (CRLF, tabs, blank lines); a UTF-8 BOM skipped."""
    data = sys.stdin.buffer.read()
    return (data[3:] if data[:3] == b'\xef\xbb\xbf' else data).split()


def fail(message):
    """Malformed input: the message as one line on stderr, exit status 1, no answer."""
    sys.stderr.write(message + '\n')
    sys.exit(1)


def main():
    args = sys.argv[1:]
    if any(a not in ('--stats', '--no-bound') for a in args):
        sys.stderr.write('usage: p1074.py [--stats] [--no-bound] < grid\n')
        sys.exit(2)
    tokens = words()
    if len(tokens) < 81 or any(len(t) != 1 or not t.isdigit() for t in tokens[:81]):
        fail('p1074: expected 9 lines of 9 numbers 0-9')
    best, nodes = solve([int(t) for t in tokens[:81]], '--no-bound' not in args)
    if '--stats' in args:
        sys.stderr.write('p1074: %d search nodes\n' % nodes)
    sys.stdout.write('%d\n' % best)


if __name__ == '__main__':
    main()
