"""Repeated cover - the fewest rows of a 0/1 matrix with a 1 in every column (DLX + IDA*).

Problem: N M (<= 100), N rows of M 0/1. Print k, the fewest rows meeting every column,
  then their numbers (increasing; any optimal set); M = 0: "0" and an empty line; a
  column with no 1: exactly "No Solution!".
Model: columns to cover, rows to choose; CNT[r] = uncovered columns of row r.
Core: variant of solutions/template.py
  build, cover, uncover, search: repeated-cover
  lower_bound, choose, unchoose, relink, branch_rows: part of repeated-cover
  bounded, greedy: part of repeated-cover
  Measured: IDA* from max(h1, h2) to a greedy cover's size: 13 nodes vs 2,823,273 with h1
  alone (all pairs of a 9-set by triples). Repeated cover: choosing a row unlinks its
  columns only, never a row (a row meeting a chosen one may still be needed elsewhere);
  rows leave a subtree only when done, dominated, or over the depth bound by reduced cost.
  h1 (disjoint columns, one row each) and h2 = ceil(sum y), y a feasible LP dual (k rows
  carry >= sum y), never exceed the rows still needed.
Source: D. E. Knuth, "Dancing Links", 2000 (arXiv cs/0011047); repeated cover: POJ 1084.
Usage: search(*build(m, rows)); --stats writes nodes per depth bound to stderr.
Time: exponential; slowest of 303 random 100 x 100 (rows of 5-10 ones, seed 21): PyPy3
  1.80 s [repcover/rowsk-5-10-s21/pypy3].
Status: stress-tested against brute force over row subsets (N, M <= 12); h checked
  never above the optimum (docs/repeated-cover.md).
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
        n, m = int(data[0]), int(data[1])
        cells = data[2:2 + n * m]
        if not (0 <= n and 0 <= m) or len(cells) < n * m or not set(cells) <= {b'0', b'1'}:
            raise ValueError
    except (ValueError, IndexError):
        fail('repcover: expected N M and then N x M numbers 0 or 1')
    rows = [[j + 1 for j in range(m) if cells[i * m + j] == b'1'] for i in range(n)]
    links = build(m, rows)
    def log(limit, nodes):
        sys.stderr.write('depth bound %d: %d nodes\n' % (limit, nodes))
    found = search(*links, log=log if '--stats' in sys.argv[1:] else None)
    if found is None:
        sys.stdout.write('No Solution!\n')
    else:
        sys.stdout.write('%d\n%s\n' % (len(found), ' '.join(map(str, found))))


if __name__ == "__main__":
    main()
