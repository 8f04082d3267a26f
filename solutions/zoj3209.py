"""ZOJ 3209 Treasure Map - exact cover of the map by the fewest pieces, by Dancing Links.

Problem: T <= 500 cases: an n x m map (n, m <= 30) and p <= 500 rectangles (x1 y1 x2 y2,
  corners); print the fewest that cover the map exactly (no overlap, nothing left out),
  or -1. ZOJ takes no Python: judged here.
Model: a column per block of the grid cut by every piece's edges (its cells lie in the
  same pieces), a row per distinct piece, heaviest first: <= 900 columns, 500 rows. Before
  any matrix: early answers (a whole-map piece, too little area, a cell no piece covers),
  parts split by lines no piece crosses, one-wide parts as shortest paths, thin strips
  line by line, tilings by 2-4 pieces looked up, dominated pieces left out
  (docs/zoj3209.md has each step and what it saves).
Core: variant of solutions/template.py
  build: fixed-nodes, dominated-rows
  cover, uncover: inline-cover
  search: inline-cover, min-size, failed-states, branch-and-bound
  Measured: 500 cases of 500 planted pieces 0.96 s [zoj3209/planted500/pypy3] vs 2.83 s
  [zoj3209/planted500/pypy3 ref] with the template's build and cover
  (refs/zoj3209_template_core.py); random pieces 0.32 s [zoj3209/random500/pypy3] vs
  4.25 s [zoj3209/random500/pypy3 ref]. Bounds: the area, the block bound, a line bound
  for thin pieces; failed states remembered (xor-ed 62-bit keys); ties of the fewest
  rows go to the least block-bound term.
Source: D. E. Knuth, "Dancing Links", 2000 (arXiv cs/0011047).
Usage: python3 zoj3209.py < in; judged here (python3 -m judge_io test zoj3209).
Time: exponential (minimum exact cover is NP-hard): a hill-climbed case x 500 1.00 s
  [zoj3209/climbed1x500/pypy3] (24,332 rows tried by the plain search, 169 here); 500
  strips cases (many covers) 0.40 s [zoj3209/strips500/pypy3]; 500 strips bridged by
  2-high pieces 0.73 s [zoj3209/bridged500/pypy3].
Status: statement sample; random maps against refs/rect_min_cover.py (an independent
  cell-by-cell search), whitespace variants (tests/test_zoj3209.py), CPython and PyPy3.
"""
import random
import sys
from itertools import accumulate
from operator import add

DEEPEN = 6                      # with the line bound from the root: iterative deepening so far, then branch and bound
CROSSING = 12                   # at most 12 pieces across any line boundary: solved line by line, exactly
WORK = 20000                    # (unless the states tried exceed 20,000: the matrix then)
FOUR = True                     # 4 pieces tiling the map, looked up
MEMO = True                     # the blocks covered, remembered
BLOCKS = True                   # the block bound at each node
PRUNE = True                    # rows in no cover (a neighbour's rows all in their column) left out of the matrix
THIN = 2                        # pieces crossing at most 2 lines each on average: the line bound from the root


# The failed states' keys: a random 62-bit word per column (fixed seed); a set of blocks
# is known by its blocks' words xor-ed (two sets alike by chance: about 2 ** -62 a lookup).
KEYS = random.Random(3209).sample(range(1 << 62), 901)

# One set of lists for every case (fixed nodes), grown to the largest case: the root, the
# column headers, a node per block of each piece (at most 1 + 900 + 500 x 900).
L = []
R = []
U = []
D = []
C = []
ROW = []


def build(ncols, h, rows, use=None, alive=None):
    """The linked matrix (L, R, U, D, C, ROW, S) in the module's lists; rows[i] is
    (i1, i2, j1, j2): the blocks (i, j) with i1 <= i < i2, j1 <= j < j2, column 1 + i*h + j.
    Only the columns c with use[c] and the rows i with alive[i] (all, if None)."""
    more = ncols + 1 + sum((i2 - i1) * (j2 - j1) for i1, i2, j1, j2 in rows) - len(L)
    if more > 0:
        for links in (L, R, U, D, C, ROW):
            links.extend([0] * more)
    if use is None:
        use = [1] * (ncols + 1)
        alive = [1] * len(rows)
    S = [0] * (ncols + 1)
    last = 0
    for c in range(ncols + 1):
        U[c] = D[c] = C[c] = c
        ROW[c] = 0
        if use[c]:
            L[c] = last
            R[last] = c
            last = c
    L[0] = last
    R[last] = 0
    after = [ncols + 1] * (ncols + 2)  # after[c]: the first column linked from c on (ncols + 1: none)
    for c in range(ncols, 0, -1):
        after[c] = c if use[c] else after[c + 1]
    x = ncols + 1
    for i in [i for i in range(len(rows)) if alive[i]]:
        i1, i2, j1, j2 = rows[i]
        first = x
        for start in range(i1 * h + 1 + j1, i2 * h + 1 + j1, h):
            c = after[start]        # the linked columns of the row's blocks on this line
            stop = start + j2 - j1
            while c < stop:
                L[x] = x - 1
                R[x] = x + 1
                u = U[c]
                U[x] = u
                D[u] = x
                D[x] = c
                U[c] = x
                C[x] = c
                ROW[x] = i
                S[c] += 1
                x += 1
                c = after[c + 1]
        if x > first:
            L[first] = x - 1
            R[x - 1] = first
    return L, R, U, D, C, ROW, S


def dominated(g, h, rows, cells):
    """The rows in no exact cover, found before the matrix is built, and the columns that
    stand for others: (use, alive), use[c] whether column c is linked, alive[r] whether
    row r is. When every row over block a goes on over its neighbour b (no row over a
    has its side between them), a row over b that starts between them would meet a's
    row in b: out, until no block has such a side. Neighbours whose rows are the same (no
    row has a side between them) are then one column (the first; its cells the sum:
    cells is changed). The sides as bits: east[j + 1] (west[j]) holds bit i when a row
    alive has its east (west) side at block (i, j); hi[i + 1] (lo[i]) bit j, its side at
    i + 1 (at i); the map's edges all bits (-1). Each round sets the bits from the rows
    left, then keeps the rows whose neighbours' facing sides have all their bits, until a
    round keeps them all (two plain loops a round: cheaper in PyPy than one with a branch)."""
    count = len(rows)
    I1 = [q[0] for q in rows]
    I2 = [q[1] for q in rows]
    J1 = [q[2] for q in rows]
    J2 = [q[3] for q in rows]
    V = [(1 << I2[r]) - (1 << I1[r]) for r in range(count)]    # the row's bits over i
    W = [(1 << J2[r]) - (1 << J1[r]) for r in range(count)]    # over j
    live = list(range(count))
    while True:
        east = [0] * (h + 1)        # the sides' bits, from the rows left
        west = [0] * (h + 1)
        hi = [0] * (g + 1)
        lo = [0] * (g + 1)
        east[0] = west[h] = hi[0] = lo[g] = -1
        for r in live:
            v = V[r]
            u = W[r]
            east[J2[r]] |= v
            west[J1[r]] |= v
            hi[I2[r]] |= u
            lo[I1[r]] |= u
        keep = [r for r in live if not (east[J1[r]] & V[r] ^ V[r] | west[J2[r]] & V[r] ^ V[r]
                                         | hi[I1[r]] & W[r] ^ W[r] | lo[I2[r]] & W[r] ^ W[r])]
        if len(keep) == len(live):
            break
        live = keep
    alive = [0] * count
    for r in live:
        alive[r] = 1
    head = list(range(g * h))       # blocks of the same rows joined (head[a] < a, or a at a root)
    a = 0
    for i in range(g):
        across = hi[i] | lo[i]
        for j in range(h):
            if not ((east[j] | west[j]) >> i & 1):      # joined to the block west
                b = head[a - 1]
                while head[b] != b:                     # (seldom: a root joined since)
                    b = head[b]
                head[a] = b
            if not (across >> j & 1):                   # to the block north
                b = head[a - h]
                while head[b] != b:
                    b = head[b]
                c = head[a]                             # (a root: set just above, or a itself)
                if b < c:
                    head[c] = b
                elif c < b:
                    head[b] = c
            a += 1
    use = [1] * (g * h + 1)
    use[0] = 0
    for a in range(g * h):
        b = head[head[a]]           # (head[a] <= a already points at its root)
        head[a] = b
        if b != a:
            use[a + 1] = 0
            cells[b + 1] += cells[a + 1]
    return use, alive


def lines(starts, h, gone, picked, most=float('inf')):
    """The line bound: the fewest pieces still needed, as a sum over the block-rows. A piece
    costs each block-row it crosses its share of its height, so the shares of a piece add
    up to 1 and any cover costs, line by line, its number of pieces. Line by line, the
    cheapest tiling of the line by the pieces still possible (gone[r] == 0, at their share)
    and the pieces chosen (picked[r], free) is a shortest path over the line's block
    boundaries; the sum of those is a lower bound (inf: a line has no tiling left)."""
    total = 0.0
    inf = float('inf')
    for line in starts:
        best = [inf] * (h + 1)
        best[0] = 0.0
        for j in range(h):
            b = best[j]
            if b < inf:
                for j2, share, r in line[j]:
                    if gone[r]:
                        if not picked[r]:
                            continue
                        v = b
                    else:
                        v = b + share
                    if v < best[j2]:
                        best[j2] = v
        total += best[h]
        if total > most:            # enough to cut: the rest not needed
            return total
    return total


def along(ends, lo, hi):
    """The fewest pieces tiling [lo, hi) of one line of cells end to end (inf: none do),
    a shortest path; ends[a]: the ends of the pieces that start at a."""
    inf = float('inf')
    best = [0] + [inf] * (hi - lo)
    for a in range(lo, hi):
        b = best[a - lo] + 1
        if b < inf:
            for e in ends[a]:
                if e <= hi and b < best[e - lo]:
                    best[e - lo] = b
    return best[hi - lo]


def layers(n, m, pieces, transpose):
    """The fewest pieces, exactly, line by line (None when the states grow past WORK): the
    lines of cells go along y (across x if transpose), the way few pieces cross each line
    boundary; a state at a boundary is the set of chosen pieces crossing it (pairwise
    apart). Line y, given the chosen pieces over it (those crossing in, those starting
    there), costs the pieces started there plus the cheapest tiling of its gaps by the
    pieces lying in it alone (a shortest path); the states that agree on the pieces going
    on are joined."""
    if transpose:
        pieces = [(y1, x1, y2, x2) for x1, y1, x2, y2 in pieces]
        n, m = m, n
    flat = [[[] for _ in range(n)] for _ in range(m)]   # flat[y][a]: the ends of line y's own pieces from a
    tall = [[] for _ in range(m)]   # tall[y]: the pieces (a1, a2, y2) starting at line y, over more lines
    for x1, y1, x2, y2 in pieces:
        if y2 - y1 == 1:
            flat[y1][x1].append(x2)
        else:
            tall[y1].append((x1, x2, y2))
    inf = float('inf')
    states = {(): 0}                # chosen pieces crossing into line y: the fewest pieces so far
    work = 0
    for y in range(m):
        ends = flat[y]
        gaps = {}                   # (lo, hi): the fewest of line y's own pieces tiling [lo, hi)
        after = {}
        for state, cost in states.items():
            subsets = [()]          # the pieces starting here, apart from state and each other
            for p in tall[y]:
                a1, a2 = p[0], p[1]
                if all(a2 <= q[0] or q[1] <= a1 for q in state):
                    subsets += [s + (p,) for s in subsets if all(a2 <= q[0] or q[1] <= a1 for q in s)]
                    work += len(subsets)
                    if work > WORK:
                        return None
            for new in subsets:
                total = cost + len(new)
                at = 0
                for a1, a2, y2 in sorted(state + new) + [(n, n, 0)]:
                    if a1 > at:
                        g = gaps.get((at, a1))
                        if g is None:
                            g = gaps[(at, a1)] = along(ends, at, a1)
                        total += g
                    at = a2
                if total < inf:
                    key = tuple(sorted([q for q in state if q[2] > y + 1] + list(new)))
                    if total < after.get(key, inf):
                        after[key] = total
        states = after
        if not states:
            return -1
    return states.get((), -1)


def halves(x1, y1, x2, y2, have):
    """Whether two pieces of have (a set) tile the rectangle [x1, x2) x [y1, y2)."""
    for k in range(x1 + 1, x2):
        if (x1, y1, k, y2) in have and (k, y1, x2, y2) in have:
            return True
    for k in range(y1 + 1, y2):
        if (x1, y1, x2, k) in have and (x1, k, x2, y2) in have:
            return True
    return False


def two_or_three(n, m, have):
    """2 or 3 when so few pieces of have tile the n x m map (no one piece does), else None."""
    if halves(0, 0, n, m, have):
        return 2
    return 3 if three(0, 0, n, m, have) else None


def three(x1, y1, x2, y2, have):
    """Whether three pieces of have tile the rectangle [x1, x2) x [y1, y2): one across a
    whole side of it, at that side, and two for the rest."""
    for y in range(y1 + 1, y2):
        if (x1, y1, x2, y) in have and halves(x1, y, x2, y2, have) or \
                (x1, y, x2, y2) in have and halves(x1, y1, x2, y, have):
            return True
    for x in range(x1 + 1, x2):
        if (x1, y1, x, y2) in have and halves(x, y1, x2, y2, have) or \
                (x, y1, x2, y2) in have and halves(x1, y1, x, y2, have):
            return True
    return False


def four(n, m, have):
    """Whether four pieces of have tile the n x m map (no fewer do). Four rectangles tiling a
    rectangle always cut it straight through (the least tiling that does not has five, the
    pinwheel): a piece across a whole side and three for the rest; else two halves of two
    pieces each, the half holding the corner (0, 0) cut across the other half, so the
    corner's piece (0, 0, a, b) and the piece beside it fill that half."""
    for y in range(1, m):
        if (0, 0, n, y) in have and three(0, y, n, m, have) or (0, y, n, m) in have and three(0, 0, n, y, have):
            return True
    for x in range(1, n):
        if (0, 0, x, m) in have and three(x, 0, n, m, have) or (x, 0, n, m) in have and three(0, 0, x, m, have):
            return True
    for x1, y1, a, b in have:
        if x1 == 0 and y1 == 0 and a < n and b < m:
            if (0, b, a, m) in have and halves(a, 0, n, m, have) or (a, 0, n, b) in have and halves(0, b, n, m, have):
                return True
    return False


def search(M, bound, left, weight, starts, width, cells, share, masks, seen):
    """Yield covers of fewer rows than bound[0] (a one-item list the caller lowers to each
    cover's size), as lists of nodes (one list, reused). left: the weight to cover;
    weight[i]: row i's weight, rows linked heaviest first. A row is not tried when the
    rows chosen, itself and ceil(the weight it leaves / the heaviest row left) are not
    fewer than bound[0]; nor then are the lighter rows after it in its column. A node is cut
    when the rows chosen and the block bound (the sum over the columns left of cells[c] *
    share[the heaviest row left in c], share[r] = 1 / weight[r]) are not fewer than
    bound[0]; with starts (the lines, width blocks long; else None), also when the rows
    chosen and the line bound are. With masks (row r's key, its blocks' KEYS xor-ed), the
    failed states: seen[the key of the blocks covered] = the most rows searched for after
    them, none found (a level
    left records it); a row whose columns lead to a state seen with as many rows to spare
    is not tried. The column branched on: the fewest rows, ties to the least block-bound
    term (cells[c] * share[its heaviest row]: the block its heaviest piece fills best)."""
    L, R, U, D, C, ROW, S = M
    chosen = []                     # chosen[k]: the node of the row tried at level k
    heaviest = []                   # heaviest[k]: the weight of the heaviest row at level k
    gone = [0] * len(weight)        # gone[r]: row r is out (a covered column holds it)
    picked = [0] * len(weight)      # picked[r]: row r is chosen
    cov = 0                         # the blocks covered (a bit mask)
    while True:
        c = R[0]
        if c:                       # a column with the fewest rows; the heaviest row left
            top = ROW[D[c]]         # is the first row of some column (rows go heaviest first)
            need = least = cells[c] * share[top]
            j = R[c]
            while j:
                t = ROW[D[j]]
                term = cells[j] * share[t]
                need += term
                if S[j] < S[c] or S[j] == S[c] and term < least:
                    c = j
                    least = term
                if t < top:
                    top = t
                j = R[j]
            if S[c] == 0 or len(chosen) + need > bound[0] - 1 + 1e-9 or starts and \
                    lines(starts, width, gone, picked, bound[0] - 1 - len(chosen) + 1e-9) > \
                    bound[0] - 1 - len(chosen) + 1e-9:
                c = r = 0           # a dead end: nothing covered at this level
            else:
                most = weight[top]
                L[R[c]] = L[c]
                R[L[c]] = R[c]
                i = D[c]
                while i != c:
                    gone[ROW[i]] = 1
                    k = R[i]
                    while k != i:
                        U[D[k]] = U[k]
                        D[U[k]] = D[k]
                        S[C[k]] -= 1
                        k = R[k]
                    i = D[i]
                r = D[c]
        else:
            yield chosen            # every column covered
            r = c                   # nothing covered at this level: backtrack
        while True:
            while r == c:           # no row of c left: leave this level
                if masks and seen.get(cov, 0) < bound[0] - len(chosen):
                    seen[cov] = bound[0] - len(chosen)
                if c:
                    i = U[c]
                    while i != c:
                        gone[ROW[i]] = 0
                        k = L[i]
                        while k != i:
                            S[C[k]] += 1
                            U[D[k]] = k
                            D[U[k]] = k
                            k = L[k]
                        i = U[i]
                    L[R[c]] = c
                    R[L[c]] = c
                if not chosen:
                    return
                r = chosen.pop()
                picked[ROW[r]] = 0
                if masks:
                    cov ^= masks[ROW[r]]
                most = heaviest.pop()
                left += weight[ROW[r]]
                j = L[r]
                while j != r:
                    x = C[j]
                    i = U[x]
                    while i != x:
                        gone[ROW[i]] = 0
                        k = L[i]
                        while k != i:
                            S[C[k]] += 1
                            U[D[k]] = k
                            D[U[k]] = k
                            k = L[k]
                        i = U[i]
                    L[R[x]] = x
                    R[L[x]] = x
                    j = L[j]
                c = C[r]
                r = D[r]
            rest = left - weight[ROW[r]]
            if len(chosen) + 1 + (rest + most - 1) // most < bound[0]:
                if not masks or seen.get(cov ^ masks[ROW[r]], 0) < bound[0] - len(chosen) - 1:
                    break
                r = D[r]            # its blocks searched already, for as many rows: the next row
                continue
            r = c                   # a cut: this row, and the lighter ones after it
        chosen.append(r)            # try row r: cover its other columns
        picked[ROW[r]] = 1
        if masks:
            cov ^= masks[ROW[r]]
        heaviest.append(most)
        left = rest
        j = R[r]
        while j != r:
            x = C[j]
            L[R[x]] = L[x]
            R[L[x]] = R[x]
            i = D[x]
            while i != x:
                gone[ROW[i]] = 1
                k = R[i]
                while k != i:
                    U[D[k]] = U[k]
                    D[U[k]] = D[k]
                    S[C[k]] -= 1
                    k = R[k]
                i = D[i]
            j = R[j]


def fewest(n, m, pieces):
    """The fewest of pieces (x1, y1, x2, y2) covering the n x m map exactly, or -1. Answered
    before any matrix is built: a whole-map piece (1); too little area, a side of the map
    that the pieces along it cannot tile end to end, or a cell no piece covers (-1). A line across the map that no piece crosses cuts it in two: each part is
    solved apart (strips), the answer is the sum."""
    if n == 1 or m == 1:            # one line of cells: the fewest pieces along it, a shortest path
        size = n * m
        ends = [[] for _ in range(size + 1)]
        for x1, y1, x2, y2 in pieces:
            if 0 <= x1 < x2 <= n and 0 <= y1 < y2 <= m:
                ends[x1 + y1].append(x2 + y2 - 1)
        least = along(ends, 0, size)
        return -1 if least == float('inf') else least
    pieces = {q for q in pieces if 0 <= q[0] < q[2] <= n and 0 <= q[1] < q[3] <= m}
    if (0, 0, n, m) in pieces:
        return 1
    if sum((x2 - x1) * (y2 - y1) for x1, y1, x2, y2 in pieces) < n * m:
        return -1
    if len(pieces) > 60:            # (for few pieces, the matrix finds it as fast)
        low = [0] * n               # low[x1]: the ends x2 of the pieces along the side y = 0, as
        high = [0] * n              # bits; high, along y = m; left and right, along x = 0 and x = n
        left = [0] * m
        right = [0] * m
        for x1, y1, x2, y2 in pieces:
            if y1 == 0:
                low[x1] |= 1 << x2
            if y2 == m:
                high[x1] |= 1 << x2
            if x1 == 0:
                left[y1] |= 1 << y2
            if x2 == n:
                right[y1] |= 1 << y2
        for side in (low, high, left, right):   # each side's cells tiled by its pieces, end to end
            reach = 1
            for a in range(len(side)):
                if reach >> a & 1:
                    reach |= side[a]
            if not reach >> len(side) & 1:
                return -1
    crossx = [0] * (n + 1)          # crossx[x] > 0: a piece crosses the line at x
    crossy = [0] * (m + 1)
    for x1, y1, x2, y2 in pieces:
        crossx[x1 + 1] += 1
        crossx[x2] -= 1
        crossy[y1 + 1] += 1
        crossy[y2] -= 1
    crossx = list(accumulate(crossx))
    crossy = list(accumulate(crossy))
    if min(max(crossx), max(crossy)) <= CROSSING:   # few pieces across each line: line by line
        least = layers(n, m, pieces, max(crossx) < max(crossy))
        if least is not None:
            return least
    cutx = [x for x in range(1, n) if not crossx[x]]
    cuty = [y for y in range(1, m) if not crossy[y]]
    if cutx or cuty:                # independent parts: the fewest of each, added up
        xs, ys = [0] + cutx + [n], [0] + cuty + [m]
        bx = [0] * n
        by = [0] * m
        for i in range(len(xs) - 1):
            bx[xs[i]:xs[i + 1]] = [i] * (xs[i + 1] - xs[i])
        for j in range(len(ys) - 1):
            by[ys[j]:ys[j + 1]] = [j] * (ys[j + 1] - ys[j])
        parts = {}
        for x1, y1, x2, y2 in pieces:
            i, j = bx[x1], by[y1]
            parts.setdefault((i, j), []).append((x1 - xs[i], y1 - ys[j], x2 - xs[i], y2 - ys[j]))
        total = 0
        for i in range(len(xs) - 1):
            for j in range(len(ys) - 1):
                one = fewest(xs[i + 1] - xs[i], ys[j + 1] - ys[j], parts.get((i, j), ()))
                if one < 0:
                    return -1
                total += one
        return total
    if len(pieces) > 60:            # a cell no piece covers (for few pieces, the matrix finds it as fast)
        cells = [[0] * (m + 1) for _ in range(n + 1)]   # pieces over cell (x, y): 2-D differences
        for x1, y1, x2, y2 in pieces:
            cells[x1][y1] += 1
            cells[x1][y2] -= 1
            cells[x2][y1] -= 1
            cells[x2][y2] += 1
        line = [0] * (m + 1)
        for x in range(n):
            line = list(map(add, line, accumulate(cells[x])))
            if 0 in line[:m]:
                return -1
    least = two_or_three(n, m, pieces)  # (pieces: a set here) few pieces: no matrix
    if least:
        return least
    if FOUR and four(n, m, pieces):
        return 4
    pieces = list(pieces)           # largest first: good covers early (ties in the set's order)
    order = sorted([(x1 - x2) * (y2 - y1) << 10 | k for k, (x1, y1, x2, y2) in enumerate(pieces)])
    pieces = [pieces[k & 1023] for k in order]
    edgex = [1] + [0] * (n - 1) + [1]   # edgex[x]: a piece's edge (or the map's) at x
    edgey = [1] + [0] * (m - 1) + [1]
    for x1, y1, x2, y2 in pieces:
        edgex[x1] = edgex[x2] = edgey[y1] = edgey[y2] = 1
    xs = [x for x in range(n + 1) if edgex[x]]
    ys = [y for y in range(m + 1) if edgey[y]]
    xi = [0] * (n + 1)
    for i, x in enumerate(xs):
        xi[x] = i
    yi = [0] * (m + 1)
    for j, y in enumerate(ys):
        yi[y] = j
    h = len(ys) - 1                 # block (i, j) = [xs[i], xs[i+1]) x [ys[j], ys[j+1]): column 1 + i*h + j
    rows = [(xi[x1], xi[x2], yi[y1], yi[y2]) for x1, y1, x2, y2 in pieces]
    weight = [(x2 - x1) * (y2 - y1) for x1, y1, x2, y2 in pieces]
    g = len(xs) - 1

    across = sum(i2 - i1 for i1, i2, j1, j2 in rows)       # the lines the pieces cross, each way
    down = sum(j2 - j1 for i1, i2, j1, j2 in rows)

    def line_model():
        """The lines for the line bound: starts[line][j]: (end, share, row) of the pieces
        crossing the line from block j, along the way the pieces cross fewer lines."""
        if across <= down:
            starts = [[[] for _ in range(h)] for _ in range(g)]     # the lines of blocks across x
            for r, (i1, i2, j1, j2) in enumerate(rows):
                for i in range(i1, i2):
                    starts[i][j1].append((j2, (xs[i + 1] - xs[i]) / (xs[i2] - xs[i1]), r))
            return starts, h
        starts = [[[] for _ in range(g)] for _ in range(h)]         # or across y
        for r, (i1, i2, j1, j2) in enumerate(rows):
            for j in range(j1, j2):
                starts[j][i1].append((i2, (ys[j + 1] - ys[j]) / (ys[j2] - ys[j1]), r))
        return starts, g

    if g == 1 or h == 1:            # one line: its cheapest tiling is the answer
        none = [0] * len(rows)
        least = lines(*line_model(), none, none)
        return -1 if least == float('inf') else int(least + 0.5)
    cells = [0] + [(xs[i + 1] - xs[i]) * (ys[j + 1] - ys[j]) for i in range(g) for j in range(h)]
    M = build(g * h, h, rows, *(dominated(g, h, rows, cells) if PRUNE else ()))
    share = [1.0 / w for w in weight] if BLOCKS else [0.0] * len(weight)
    masks = None
    seen = {}                       # seen[the key of the blocks covered]: the most rows searched for after them, none found
    if MEMO:                        # a row's key: its blocks' keys xor-ed (machine words: no long ints)
        w = h + 1
        up = [0] * ((g + 1) * w)    # up[i*w + j]: the keys of the blocks (i', j'), i' < i, j' < j, xor-ed
        for i in range(g):
            for j in range(h):
                up[(i + 1) * w + j + 1] = up[i * w + j + 1] ^ up[(i + 1) * w + j] ^ up[i * w + j] ^ KEYS[1 + i * h + j]
        masks = [up[i2 * w + j2] ^ up[i1 * w + j2] ^ up[i2 * w + j1] ^ up[i1 * w + j1] for i1, i2, j1, j2 in rows]
    starts = width = None
    if min(across, down) <= THIN * len(rows):   # thin pieces: the line bound, cheap then
        starts, width = line_model()
        none = [0] * len(rows)
        least = lines(starts, width, none, none)
        if least == float('inf'):
            return -1
        least = -int(-(least - 1e-9) // 1)                  # its ceiling: no fewer pieces
        for k in range(least, least + DEEPEN):  # from it up: the first cover found is the fewest
            for chosen in search(M, [k + 1], n * m, weight, starts, width, cells, share, masks, seen):
                return len(chosen)
    bound = [len(rows) + 1]
    for chosen in search(M, bound, n * m, weight, starts, width, cells, share, masks, seen):
        bound[0] = len(chosen)
    return bound[0] if bound[0] <= len(rows) else -1


def words():
    """stdin's words, split at any whitespace (CRLF, tabs, blank lines); a UTF-8 BOM skipped."""
    data = sys.stdin.buffer.read()
    return (data[3:] if data[:3] == b'\xef\xbb\xbf' else data).split()


def fail(message):
    """Malformed input: the message as one line on stderr, exit status 1, no answer."""
    sys.stderr.write(message + '\n')
    sys.exit(1)


def numbers():
    """stdin's words as whole numbers, a UTF-8 BOM skipped. In PyPy3 read byte by byte
    when the input holds only digits and whitespace (no word objects: a million words
    cost more than the rest of a climbed case's reading); else words() converted."""
    data = sys.stdin.buffer.read()
    if data[:3] == b'\xef\xbb\xbf':
        data = data[3:]
    if sys.implementation.name == 'pypy':
        found = []
        value = -1                  # the number being read (-1: none)
        for byte in data:
            if 48 <= byte <= 57:
                value = byte - 48 if value < 0 else value * 10 + byte - 48
            elif byte in b' \t\n\r\x0b\x0c':
                if value >= 0:
                    found.append(value)
                    value = -1
            else:                   # a sign, junk: as words() reads it
                break
        else:
            if value >= 0:
                found.append(value)
            return found
    return list(map(int, data.split()))


def main():
    try:
        data = numbers()            # one list of ints; every case checked before any is solved
        cases, at = [], 1
        for _ in range(data[0]):
            n, m, p = data[at], data[at + 1], data[at + 2]
            if min(n, m, p) < 0 or len(data) < at + 3 + 4 * p:
                raise ValueError
            cases.append((n, m, at + 3, p))
            at += 3 + 4 * p
    except (ValueError, IndexError):
        fail('zoj3209: expected T, then per case n m p and p pieces x1 y1 x2 y2')
    out = []
    for n, m, at, p in cases:       # a case's pieces made only when it is solved
        given = iter(data[at:at + 4 * p])
        out.append('%d\n' % fewest(n, m, list(zip(given, given, given, given))))
    sys.stdout.write(''.join(out))

if __name__ == '__main__':
    main()
