"""UVA 1603 / POJ 1084 Square Destroyer - the fewest sticks to take so no square stays.

Problem: T cases; each is n (1..5) and "k s1..sk", the sticks already taken, numbered
  left to right and top to bottom (n top sticks, n + 1 verticals, n, ..., n bottom).
  Print per case the fewest further sticks whose removal leaves no square of any size
  intact. Input is read as a stream of numbers (any whitespace).
Model: repeated cover - a column per intact square (all 4s sticks present), a row per
  present stick, holding the squares it borders: at most 55 columns and 60 rows.
Core: variant of solutions/template.py
  build, cover, uncover, search: repeated-cover
  lower_bound, choose, unchoose, relink, branch_rows: part of repeated-cover
  bounded, greedy: part of repeated-cover
  Measured: as solutions/repcover.py (its header explains it): 13 nodes vs 2,823,273 with
  h1 alone; build ... search are its text (a test keeps the copies identical); squares,
  destroy, restarts, stick_maps, canonical, main: own. destroy runs search()'s depth
  bounds down from one below restarts()'s cover (a greedy from each first stick) to the
  lower bound, so a bound that finds a cover is seldom searched, nor those below the
  answer - 1; a grid whose symmetries carry one stick of a square onto all its sticks
  costs 1 + the grid without that stick (complete n = 5: 3,491 -> 707 nodes). The ten
  hardest n = 5 grids before: 21,655 -> 13,237 nodes; the ten hardest now: 17,223 ->
  15,972. main answers a case equal to an earlier one up to the 8 symmetries from a memo.
Source: D. E. Knuth, "Dancing Links", 2000 (arXiv cs/0011047); the model as in POJ 1084.
Status: tested against a brute force over stick subsets (n <= 3) and an independent
  branch and bound (n <= 5, symmetric grids too; complete grids n = 1..5: 1 3 6 9 14).
  CPU: the complete n = 5 grid PyPy3 0.20 s [uva1603/n5-complete/pypy3], CPython 3.13
  0.09 s [uva1603/n5-complete/cpython3.13]; T = 10 of it: CPython 3.13 0.09 s
  [uva1603/t-10-x-n5-complete-t-assumed/cpython3.13] (the memo); the ten hardest distinct
  n = 5 grids: PyPy3 0.48 s [uva1603/ten-distinct-hardest-n5/pypy3], CPython 3.11 0.88 s
  [uva1603/ten-distinct-hardest-n5/cpython3.11], 3.13 1.05 s
  [uva1603/ten-distinct-hardest-n5/cpython3.13] at load 10: CPython 3.13 is about at
  the 1 s limit there (these grids gain little from restarts or symmetry).
"""
import sys


def build(ncols, rows):
    """The linked matrix of columns 1..ncols; row r = rows[r - 1], a list of its columns.

    Rows are linked longest first, so each column tries them in that order."""
    L = [ncols] + list(range(ncols))
    R = list(range(1, ncols + 1)) + [0]
    U = list(range(ncols + 1))
    D = list(range(ncols + 1))
    C = list(range(ncols + 1))
    ROW = [0] * (ncols + 1)
    S = [0] * (ncols + 1)
    CNT = [0] * (len(rows) + 1)     # CNT[r]: the uncovered columns of row r
    for r in sorted(range(1, len(rows) + 1), key=lambda r: -len(rows[r - 1])):
        cols = rows[r - 1]
        first = len(C)
        CNT[r] = len(cols)
        for x, c in enumerate(cols, first):
            L.append(x - 1)
            R.append(x + 1)
            U.append(U[c])
            D.append(c)
            D[U[c]] = x
            U[c] = x
            C.append(c)
            ROW.append(r)
            S[c] += 1
        if cols:
            L[first] = len(C) - 1
            R[-1] = first
    return L, R, U, D, C, ROW, S, CNT


def lower_bound(R, D, C, ROW, CNT, mark, seen, res, left, stamp, need):
    """max(h1, ceil h2) for the uncovered columns, or any value >= need once it is >= need."""
    h = 0
    c = R[0]
    while c:                            # h1: columns that pairwise share no row
        if mark[c] != stamp:
            h += 1
            if h >= need:
                return h
            i = D[c]
            while i != c:
                j = R[i]
                while j != i:
                    mark[C[j]] = stamp
                    j = R[j]
                i = D[i]
        c = R[c]
    top = need - 1 + 1e-9               # h2 >= need once the sum passes need - 1
    t = 0.0
    c = R[0]
    while c:                            # h2: y[c] as large as c's rows allow
        y = 2.0
        i = D[c]
        while i != c:
            r = ROW[i]
            if seen[r] != stamp:
                seen[r] = stamp
                res[r] = 1.0
                left[r] = CNT[r]
            v = res[r] / left[r]
            if v < y:
                y = v
            i = D[i]
        t += y
        if t > top:
            return need
        i = D[c]
        while i != c:
            r = ROW[i]
            res[r] -= y
            left[r] -= 1
            i = D[i]
        c = R[c]
    c = R[0]
    while c:                            # then raise each y[c] by the slack its rows have left
        y = 2.0
        i = D[c]
        while i != c:
            v = res[ROW[i]]
            if v < y:
                y = v
            i = D[i]
        if y > 1e-12:
            t += y
            if t > top:
                return need
            i = D[c]
            while i != c:
                res[ROW[i]] -= y
                i = D[i]
        c = R[c]
    h2 = int(t - 1e-9) + 1 if t > 1e-9 else 0
    res[0] = t                          # for bounded(): the dual's sum; res[r], r's reduced cost
    return h2 if h2 > h else h


def choose(L, R, D, ROW, CNT, x):
    """Cover every uncovered column of x's row (x stays linked, to walk the row back)."""
    j = x
    while True:
        i = D[j]
        while i != j:
            L[R[i]] = L[i]
            R[L[i]] = R[i]
            CNT[ROW[i]] -= 1
            i = D[i]
        j = R[j]
        if j == x:
            return


def unchoose(L, R, U, ROW, CNT, x):
    """Undo choose(x), in the reverse order."""
    j = L[x]
    while True:
        i = U[j]
        while i != j:
            L[R[i]] = i
            R[L[i]] = i
            CNT[ROW[i]] += 1
            i = U[i]
        if j == x:
            return
        j = L[j]


def relink(R, U, D, C, S, y):
    """Put y's row back into its columns (it was unlinked from them)."""
    j = y
    while True:
        U[D[j]] = j
        D[U[j]] = j
        S[C[j]] += 1
        j = R[j]
        if j == y:
            return


def branch_rows(R, D, C, ROW, CNT, c, s, tag):
    """The nodes of column c (s of them) to branch on, in reverse order, after a 0.

    A row whose uncovered columns all lie in another row of c is left out (the first of
    equal rows is kept): swapping it for that row keeps any cover a cover. tag[0] counts
    the tags given, tag[col] the tag that last marked col."""
    nodes = []
    i = D[c]
    while i != c:
        nodes.append(i)
        i = D[i]
    if s == 1:
        return [0, nodes[0]]
    out = [False] * s
    for b in range(s):
        x = nodes[b]
        t = tag[0] = tag[0] + 1
        j = R[x]
        while j != x:
            tag[C[j]] = t
            j = R[j]
        kb = CNT[ROW[x]]
        for a in range(s):
            if a == b or out[a]:
                continue
            y = nodes[a]
            ka = CNT[ROW[y]]
            if ka > kb or ka == kb and a < b:
                continue
            j = R[y]
            while j != y and tag[C[j]] == t:
                j = R[j]
            if j == y:
                out[a] = True
    return [0] + [nodes[a] for a in range(s - 1, -1, -1) if not out[a]]


def bounded(L, R, U, D, C, ROW, S, CNT, limit, stats):
    """The nodes of a cover by at most limit rows, or None; stats[0] += search nodes."""
    n = len(CNT)
    mark = [0] * len(S)
    seen = [0] * n
    res = [0.0] * n
    left = [0] * n
    stamp = 0
    tag = [0] * len(S)
    chosen = []         # the chosen node of each level
    branch = []         # the rows (nodes) of each level's branch still to try, last first
    marks = []          # len(excluded) when each level began
    excluded = []       # rows whose branch is done, unlinked from their columns
    while True:
        stamp += 1
        x = 0
        if R[0] == 0:                   # a cover: leave the links as they were
            stats[0] += stamp
            found = list(chosen)
            while chosen:
                unchoose(L, R, U, ROW, CNT, chosen.pop())
                keep = marks.pop()
                while len(excluded) > keep:
                    relink(R, U, D, C, S, excluded.pop())
            return found
        need = limit - len(chosen) + 1
        if lower_bound(R, D, C, ROW, CNT, mark, seen, res, left, stamp, need) < need:
            # A cover Z of what is left has |Z| >= t + (the reduced costs of its rows), so
            # a row costing more than need - 1 - t is in no cover within the bound: unlink
            # it for this subtree. Then branch on the column with fewest rows left.
            cut = need - 1 - res[0] + 1e-9
            keep = len(excluded)
            c = 0
            s = len(CNT)
            j = R[0]
            while j:
                k = 0
                i = D[j]
                while i != j:
                    if res[ROW[i]] <= cut:
                        k += 1
                    else:
                        y = i
                        while True:
                            U[D[y]] = U[y]
                            D[U[y]] = D[y]
                            S[C[y]] -= 1
                            y = R[y]
                            if y == i:
                                break
                        excluded.append(i)
                    i = D[i]
                if k < s:
                    c = j
                    s = k
                    if not k:
                        break
                j = R[j]
            if s:                       # else a column has no row left: a dead end
                rows = branch_rows(R, D, C, ROW, CNT, c, s, tag)
                branch.append(rows)
                marks.append(keep)
                x = rows[-1]
            else:
                while len(excluded) > keep:
                    relink(R, U, D, C, S, excluded.pop())
        while not x:                    # backtrack to the next row of a branch
            if not chosen:
                stats[0] += stamp
                return None
            y = chosen.pop()
            j = L[y]                    # unchoose y's row
            while True:
                i = U[j]
                while i != j:
                    L[R[i]] = i
                    R[L[i]] = i
                    CNT[ROW[i]] += 1
                    i = U[i]
                if j == y:
                    break
                j = L[j]
            j = y                       # and unlink it for the other rows of this branch
            while True:
                U[D[j]] = U[j]
                D[U[j]] = D[j]
                S[C[j]] -= 1
                j = R[j]
                if j == y:
                    break
            excluded.append(y)
            rows = branch[-1]
            rows.pop()
            x = rows[-1]
            if not x:                   # the branch is done: relink its rows, last first
                branch.pop()
                keep = marks.pop()
                while len(excluded) > keep:
                    relink(R, U, D, C, S, excluded.pop())
        j = x                           # choose x's row
        while True:
            i = D[j]
            while i != j:
                L[R[i]] = L[i]
                R[L[i]] = R[i]
                CNT[ROW[i]] -= 1
                i = D[i]
            j = R[j]
            if j == x:
                break
        chosen.append(x)


def greedy(L, R, U, D, C, ROW, S, CNT):
    """The nodes of a cover built by taking, each time, a row with most uncovered columns."""
    chosen = []
    while R[0]:
        best, most = 0, 0
        c = R[0]
        while c:
            i = D[c]
            while i != c:
                if CNT[ROW[i]] > most:
                    best, most = i, CNT[ROW[i]]
                i = D[i]
            c = R[c]
        choose(L, R, D, ROW, CNT, best)
        chosen.append(best)
    for x in reversed(chosen):
        unchoose(L, R, U, ROW, CNT, x)
    return chosen


def search(L, R, U, D, C, ROW, S, CNT, log=None):
    """IDA*: the row numbers of a smallest cover, or None if some column has no row.

    log(limit, nodes) is called after each depth bound that was searched."""
    if any(S[c] == 0 for c in range(1, len(S))):
        return None
    best = greedy(L, R, U, D, C, ROW, S, CNT)
    n = len(CNT)
    limit = lower_bound(R, D, C, ROW, CNT, [0] * len(S), [0] * n, [0.0] * n, [0] * n, 1, n + 1)
    while limit < len(best):
        stats = [0]
        found = bounded(L, R, U, D, C, ROW, S, CNT, limit, stats)
        if log:
            log(limit, stats[0])
        if found is not None:
            best = found
            break
        limit += 1
    return sorted(ROW[x] for x in best)


def squares(n, present):
    """The stick sets of the intact squares of an n x n grid; present[s] for stick s."""
    width = 2 * n + 1                   # the sticks of a horizontal line and the verticals below it
    found = []
    for size in range(1, n + 1):
        for i in range(n - size + 1):
            for j in range(n - size + 1):
                sticks = []
                for t in range(size):
                    sticks.append(i * width + j + t + 1)                 # top
                    sticks.append((i + size) * width + j + t + 1)        # bottom
                    sticks.append((i + t) * width + n + j + 1)           # left
                    sticks.append((i + t) * width + n + j + size + 1)    # right
                if all(present[s] for s in sticks):
                    found.append(sticks)
    return found


def destroy(n, removed):
    """The fewest sticks to take from the grid without the removed sticks."""
    total = 2 * n * (n + 1)
    present = [True] * (total + 1)
    for s in removed:
        present[s] = False
    intact = squares(n, present)
    rows = [[] for _ in range(total)]
    masks = [0] * total                 # masks[s - 1]: the squares stick s borders, as bits
    for col, sticks in enumerate(intact, 1):
        for s in sticks:
            rows[s - 1].append(col)
            masks[s - 1] |= 1 << (col - 1)
    if not intact:
        return 0
    # Symmetry: if the grid's symmetries map one stick of an intact square onto each of its
    # sticks, some smallest answer takes that stick (map any answer's stick of the square
    # back onto it), so the grid costs one grid with that stick gone (the complete grid:
    # the centre square's top stick).
    gone = set(removed)
    group = [m for m in stick_maps(n) if {m[s] for s in gone} == gone]
    if len(group) > 1:
        for sticks in intact:
            orbit = {m[sticks[0]] for m in group}
            if all(s in orbit for s in sticks):
                return 1 + destroy(n, sorted(gone) + [sticks[0]])
    # search()'s depth bounds, run down from one below the multi-start greedy's cover
    # (often already smallest) to the lower bound: the bound that finds a cover is seldom
    # searched, nor the bounds below the answer - 1.
    best = len(restarts(masks, (1 << len(intact)) - 1))
    L, R, U, D, C, ROW, S, CNT = build(len(intact), rows)
    n = len(CNT)
    low = lower_bound(R, D, C, ROW, CNT, [0] * len(S), [0] * n, [0.0] * n, [0] * n, 1, n + 1)
    while best > low:
        found = bounded(L, R, U, D, C, ROW, S, CNT, best - 1, [0])
        if found is None:
            break
        best = len(found)
    return best


def restarts(masks, full):
    """A small cover of full's bits by masks: for each first mask, the greedy (most new bits
    next), redundant masks then dropped; the smallest of these covers, as mask indices."""
    count = getattr(int, 'bit_count', None) or (lambda x: bin(x).count('1'))
    best = None
    for first in range(len(masks)):
        if not masks[first]:
            continue
        left = full & ~masks[first]
        pick = [first]
        while left:
            most = 0
            for r, m in enumerate(masks):
                k = count(m & left)
                if k > most:
                    b, most = r, k
            pick.append(b)
            left &= ~masks[b]
        if best is None or len(pick) <= len(best):
            for i in range(len(pick) - 1, -1, -1):
                rest = 0
                for j in pick:
                    if j != pick[i]:
                        rest |= masks[j]
                if rest & full == full:
                    del pick[i]
            if best is None or len(pick) < len(best):
                best = pick
    return best


def stick_maps(n):
    """The grid's 8 rotations and reflections, each as a list: m[s] is stick s's image."""
    width = 2 * n + 1
    total = 2 * n * (n + 1)
    maps = []
    for f in (lambda i, j: (i, j), lambda i, j: (j, n - i), lambda i, j: (n - i, n - j),
              lambda i, j: (n - j, i), lambda i, j: (i, n - j), lambda i, j: (n - i, j),
              lambda i, j: (j, i), lambda i, j: (n - j, n - i)):
        m = [0]
        for s in range(1, total + 1):   # stick s's two lattice points (row, column), mapped
            q, r = divmod(s - 1, width)
            a, b = ((q, r), (q, r + 1)) if r < n else ((q, r - n), (q + 1, r - n))
            (i1, j1), (i2, j2) = f(*a), f(*b)
            if i1 == i2:                # horizontal: row i1, from column min(j1, j2)
                m.append(i1 * width + min(j1, j2) + 1)
            else:                       # vertical: from row min(i1, i2), column j1
                m.append(min(i1, i2) * width + n + j1 + 1)
        maps.append(m)
    return maps


def canonical(n, removed):
    """The least of the removed sticks' 8 images under the grid's rotations and reflections
    (each a sorted tuple): cases equal up to symmetry get one key."""
    sticks = set(removed)
    return min(tuple(sorted(m[s] for s in sticks)) for m in stick_maps(n))


def words():
    """stdin's words, split at any whitespace (CRLF, tabs, blank lines); a UTF-8 BOM skipped."""
    data = sys.stdin.buffer.read()
    return (data[3:] if data[:3] == b'\xef\xbb\xbf' else data).split()


def fail(message):
    """Malformed input: the message as one line on stderr, exit status 1, no answer."""
    sys.stderr.write(message + '\n')
    sys.exit(1)


def main():
    data = words()
    try:
        nums = [int(t) for t in data]
        t, pos = nums[0], 1
        cases = []
        for _ in range(t):
            n, k = nums[pos], nums[pos + 1]
            removed = nums[pos + 2:pos + 2 + k]
            if not 1 <= n <= 5 or len(removed) != k or not all(1 <= s <= 2 * n * (n + 1) for s in removed):
                raise ValueError
            cases.append((n, removed))
            pos += 2 + k
    except (ValueError, IndexError):
        fail('uva1603: expected T, then per case n (1..5) and k s1..sk (1..2n(n+1))')
    known = {}                          # (n, canonical(...)): the answer, for a case seen again
    out = []
    for n, removed in cases:
        key = (n, canonical(n, removed))
        if key not in known:
            known[key] = destroy(n, removed)
        out.append('%d\n' % known[key])
    sys.stdout.write(''.join(out))


if __name__ == "__main__":
    main()
